// A fused kernel that stages an input only reads it: the launch graph sees
// the fused launch of group 0 (k1 and k2 read `a` around their points, so
// `a` is staged) as a reader of `a`, and group 1 (b1 before it, b2 after it)
// still fuses around it: b1 reads `a` too, which is no dependence. Until
// 2026-11-27 `kfusion.stage` declared effects on unspecified memory, the
// fused launch counted as writing `a`, and group 1 was refused ("launch ...
// between the launches of the group depends on @k::@b1"). Both groups fuse;
// that the result equals the unfused program is checked on the interpreter
// in ../Integration/Sim/Stencil/stencil-stage-effects.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>&1 | FileCheck %s --check-prefix=REMARKS --implicit-check-not="not fusing"
// RUN: FileCheck %s < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-print-launch-graph -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH

// REMARKS: fused stencil group 0 (2 launches) into @k::@k1_k2_stencil
// REMARKS: fused stencil group 1 (2 launches) into @k::@b1_b2_stencil

// Both groups fused, one launch each.
// CHECK-LABEL: func.func @step
// CHECK:         gpu.launch_func @k::@k1_k2_stencil
// CHECK-NEXT:    gpu.launch_func @k::@b1_b2_stencil
// CHECK-NEXT:    return

// The fused launches only read `a`: no dependence between them.
// GRAPH-LABEL: launch graph of @step: 2 nodes, 0 dependences
// GRAPH:         array 0: %arg0 (argument, llvm.noalias): K = {0, 1}, read by 0, 1, written by -

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @b1(%a: memref<16x128xf32>, %p: memref<16x128xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%y, %x] : memref<16x128xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %p[%y, %x] : memref<16x128xf32>
      gpu.return
    }
    gpu.func @k1(%a: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%y, %xm] : memref<16x128xf32>
        memref.store %v, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @k2(%a: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi slt, %x, %c127 : index
      scf.if %in {
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %a[%y, %xp] : memref<16x128xf32>
        %w = memref.load %o[%y, %x] : memref<16x128xf32>
        %s = arith.addf %v, %w : f32
        memref.store %s, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @b2(%p: memref<16x128xf32>, %q: memref<16x128xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %p[%y, %x] : memref<16x128xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %q[%y, %x] : memref<16x128xf32>
      gpu.return
    }
  }
  func.func @step(%a: memref<16x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias},
                  %p: memref<16x128xf32> {llvm.noalias}, %q: memref<16x128xf32> {llvm.noalias},
                  %unused: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@b1 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %p : memref<16x128xf32>) {kfusion.stencil_group = 1 : i64}
    gpu.launch_func @k::@k1 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@k2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@b2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%p : memref<16x128xf32>, %q : memref<16x128xf32>) {kfusion.stencil_group = 1 : i64}
    return
  }
}
