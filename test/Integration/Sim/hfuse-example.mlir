// The horizontal fusion example of `make demo` (examples/hfuse.mlir), unfused
// and planned + fused, on the interpreter: the host check passes and the
// checksum is the same.
// RUN: kfusion-sim %S/../../../examples/hfuse.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/../../../examples/hfuse.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-lower-horizontal 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// RUN: kfusion-opt %S/../../../examples/hfuse.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion 2>/dev/null | FileCheck %s --check-prefix=FUSED

// CHECK: hfuse-demo: PASS
// CHECK-NEXT: hfuse-demo: checksum = 140417007742931
// FUSED: gpu.launch_func async {{.*}} @kernels::@scale_mix_hfuse
