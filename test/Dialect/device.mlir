// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// #kfusion.device round-trips: a preset alone, a preset with overrides
// (integers and reals), as the module's kfusion.device.

// A preset alone is the whole description.
// CHECK-LABEL: module @preset
// CHECK-SAME:    kfusion.device = #kfusion.device<h200>
module @preset attributes {kfusion.device = #kfusion.device<h200>} {
}

// -----

// Overrides keep their kinds: an integer field and a real one.
// CHECK-LABEL: module @overrides
// CHECK-SAME:    kfusion.device = #kfusion.device<h100, {launch_overhead = 5.000000e-06 : f64, multiprocessors = 8 : i64}>
module @overrides attributes {kfusion.device = #kfusion.device<h100, {multiprocessors = 8, launch_overhead = 5.0e-06}>} {
}

// -----

// A real field also takes an integer.
// CHECK-LABEL: module @integer_real
// CHECK-SAME:    #kfusion.device<h100, {dram_bandwidth = 2000000000000 : i64}>
module @integer_real attributes {kfusion.device = #kfusion.device<h100, {dram_bandwidth = 2000000000000}>} {
}
