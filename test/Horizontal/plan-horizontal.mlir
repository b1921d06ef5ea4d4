// kfusion-plan-horizontal: neighbouring launches of a memory-bound and a
// compute-bound kernel become groups; every pair considered gets a remark.
// @hash runs 64 rounds of integer arithmetic per element (compute-bound),
// @scale and @copy stream memory (memory-bound).
// RUN: kfusion-opt %s --kfusion-plan-horizontal -verify-diagnostics -o %t.planned.mlir
// RUN: FileCheck %s < %t.planned.mlir
// Planned, fused and lowered (that the program computes what it did is
// checked in ../Integration/Sim/Horizontal/plan-horizontal.mlir):
// RUN: kfusion-opt %t.planned.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// With a window of one launch only neighbours pair: the dependent copy and
// hash do not.
// RUN: kfusion-opt %s --kfusion-plan-horizontal="window=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEIGHBOURS
// Inconsistent options are errors.
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="memory-bound-below=100 compute-bound-above=10" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="default-trip-count=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRIPS
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="window=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WINDOW

// The pairs of most contrast first: @hash with the copy next to it (group 8)
// and with the last scale (group 9); then the first scale with the hash five
// launches on (group 10), whose fusion moves the scale past the launches
// between, which it does not depend on.
// CHECK-LABEL: func.func @plan
// CHECK:         gpu.launch_func @k::@scale {{.*}} {kfusion.horizontal_group = 10 : i64}
// CHECK:         gpu.launch_func @k::@hash {{.*}} {kfusion.horizontal_group = 8 : i64}
// CHECK:         gpu.launch_func @k::@copy {{.*}} {kfusion.horizontal_group = 8 : i64}
// CHECK:         gpu.launch_func @k::@copy {{.*}}args(%arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>){{$}}
// CHECK:         gpu.launch_func @k::@hash {{.*}} {kfusion.horizontal_group = 10 : i64}
// CHECK:         gpu.launch_func @k::@scale {{.*}} {kfusion.horizontal_group = 7 : i64}
// CHECK:         gpu.launch_func @k::@hash {{.*}}args(%arg11 : memref<4096xf32>, %arg12 : memref<4096xf32>){{$}}
// CHECK:         gpu.launch_func @k::@scale_wide {{.*}}args(%arg13 : memref<4096xf32>, %arg14 : memref<4096xf32>){{$}}
// CHECK:         gpu.launch_func @k::@hash {{.*}} {kfusion.horizontal_group = 9 : i64}
// CHECK:         gpu.launch_func @k::@scale {{.*}} {kfusion.horizontal_group = 9 : i64}

// Each group is one fused launch; the ungrouped launches stay.
// FUSED-LABEL: func.func @plan
// FUSED:         gpu.launch_func @k::@hash_copy_hfuse
// FUSED:         gpu.launch_func @k::@copy
// FUSED:         gpu.launch_func @k::@scale_hash_hfuse
// FUSED:         gpu.launch_func @k::@scale {{.*}} {kfusion.horizontal_group = 7 : i64}
// FUSED:         gpu.launch_func @k::@hash
// FUSED:         gpu.launch_func @k::@scale_wide
// FUSED:         gpu.launch_func @k::@hash_scale_hfuse
// FUSED-NOT:     gpu.launch_func

// window=1: the copy and the hash next to it are not paired, for the
// dependence between them.
// NEIGHBOURS: remark: kfusion-plan-horizontal: not paired: @k::@copy (memory-bound{{.*}}with @k::@hash (compute-bound{{.*}}@k::@copy writes {{.*}}%arg7 (its argument #1){{.*}}@k::@hash reads it (its argument #0){{.*}}depend

// Each option out of range is an error naming the option and its value.
// TRIPS: error: kfusion-plan-horizontal: default-trip-count {{.*}}at least 1, not 0
// WINDOW: error: kfusion-plan-horizontal: window {{.*}}at least 1, not 0
// OPTIONS: error: kfusion-plan-horizontal: memory-bound-below (1.000000e+02) {{.*}}above compute-bound-above (1.000000e+01)

module attributes {gpu.container_module} {
  gpu.module @k {
    // b[i] = 2 a[i] + 1
    gpu.func @scale(%a: memref<4096xf32>, %b: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %w = arith.mulf %v, %two : f32
      %z = arith.addf %w, %one : f32
      memref.store %z, %b[%i] : memref<4096xf32>
      gpu.return
    }
    // b[i] = 2 a[i] + 1 + 1, launched with blocks of 1024 threads.
    gpu.func @scale_wide(%a: memref<4096xf32>, %b: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %w = arith.mulf %v, %two : f32
      %y = arith.addf %w, %one : f32
      %z = arith.addf %y, %one : f32
      memref.store %z, %b[%i] : memref<4096xf32>
      gpu.return
    }
    gpu.func @copy(%a: memref<4096xf32>, %b: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      memref.store %v, %b[%i] : memref<4096xf32>
      gpu.return
    }
    // 64 rounds of a linear congruential step and an xorshift on the bits.
    gpu.func @hash(%a: memref<4096xf32>, %b: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      %x0 = arith.bitcast %v : f32 to i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %mul = arith.constant 1664525 : i32
      %add = arith.constant 1013904223 : i32
      %sh = arith.constant 13 : i32
      %x = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %x0) -> (i32) {
        %m = arith.muli %y, %mul : i32
        %n = arith.addi %m, %add : i32
        %s = arith.shrui %n, %sh : i32
        %o = arith.xori %n, %s : i32
        scf.yield %o : i32
      }
      %mask = arith.constant 8388607 : i32
      %low = arith.andi %x, %mask : i32
      %f = arith.uitofp %low : i32 to f32
      memref.store %f, %b[%i] : memref<4096xf32>
      gpu.return
    }
  }
  func.func @plan(%a0: memref<4096xf32> {llvm.noalias}, %b0: memref<4096xf32> {llvm.noalias},
                  %a1: memref<4096xf32> {llvm.noalias}, %b1: memref<4096xf32> {llvm.noalias},
                  %a2: memref<4096xf32> {llvm.noalias}, %b2: memref<4096xf32> {llvm.noalias},
                  %a3: memref<4096xf32> {llvm.noalias}, %b3: memref<4096xf32> {llvm.noalias},
                  %b4: memref<4096xf32> {llvm.noalias},
                  %a5: memref<4096xf32> {llvm.noalias}, %b5: memref<4096xf32> {llvm.noalias},
                  %a6: memref<4096xf32> {llvm.noalias}, %b6: memref<4096xf32> {llvm.noalias},
                  %a7: memref<4096xf32> {llvm.noalias}, %b7: memref<4096xf32> {llvm.noalias},
                  %a8: memref<4096xf32> {llvm.noalias}, %b8: memref<4096xf32> {llvm.noalias},
                  %a9: memref<4096xf32> {llvm.noalias}, %b9: memref<4096xf32> {llvm.noalias},
                  %unused: memref<4096xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    // expected-remark-re @+1 {{kfusion-plan-horizontal: group 10: @k::@scale (memory-bound{{.*}}with @k::@hash (compute-bound}}
    gpu.launch_func @k::@scale blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a0 : memref<4096xf32>, %b0 : memref<4096xf32>)
    // expected-remark-re @+1 {{kfusion-plan-horizontal: group 8: @k::@hash (compute-bound{{.*}}with @k::@copy (memory-bound}}
    gpu.launch_func @k::@hash blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a1 : memref<4096xf32>, %b1 : memref<4096xf32>)
    gpu.launch_func @k::@copy blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a2 : memref<4096xf32>, %b2 : memref<4096xf32>)
    // The hash after it reads what this copy writes.
    // expected-remark-re @+1 {{kfusion-plan-horizontal: not paired: @k::@copy (memory-bound{{.*}}pairs of more contrast}}
    gpu.launch_func @k::@copy blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a3 : memref<4096xf32>, %b3 : memref<4096xf32>)
    gpu.launch_func @k::@hash blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%b3 : memref<4096xf32>, %b4 : memref<4096xf32>)
    // Already in a group: left alone, and the new ids go above it.
    gpu.launch_func @k::@scale blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a5 : memref<4096xf32>, %b5 : memref<4096xf32>) {kfusion.horizontal_group = 7 : i64}
    // expected-remark-re @+1 {{kfusion-plan-horizontal: not paired: @k::@hash (compute-bound{{.*}}pairs of more contrast}}
    gpu.launch_func @k::@hash blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a6 : memref<4096xf32>, %b6 : memref<4096xf32>)
    // expected-remark-re @+1 {{kfusion-plan-horizontal: not paired: @k::@scale_wide (memory-bound{{.*}}with @k::@hash (compute-bound{{.*}}1280 threads{{.*}}more than 1024}}
    gpu.launch_func @k::@scale_wide blocks in (%c4, %c1, %c1) threads in (%c1024, %c1, %c1)
        args(%a7 : memref<4096xf32>, %b7 : memref<4096xf32>)
    // expected-remark-re @+1 {{kfusion-plan-horizontal: group 9: @k::@hash (compute-bound{{.*}}with @k::@scale (memory-bound}}
    gpu.launch_func @k::@hash blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a8 : memref<4096xf32>, %b8 : memref<4096xf32>)
    gpu.launch_func @k::@scale blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a9 : memref<4096xf32>, %b9 : memref<4096xf32>)
    return
  }
}
