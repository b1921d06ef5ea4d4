// RUN: kfusion-sim %s -e already_fused > %t.out 2> %t.err || true
// RUN: FileCheck %s --allow-empty --input-file=%t.err

// Found by the fuzzer on the sanitizer build (seed 13, a mutant of
// test/Horizontal/horizontal-fusion-invalid.mlir) against a working tree in
// which Interpreter::create lowers kfusion.horizontal itself
// (kfusion::lowerHorizontalOps, not yet committed): in a program without any
// scf op the scf dialect was not loaded, so the scf.if the lowering builds
// was not a registered op and IfOp::thenBlock crashed (SEGV in
// LowerHorizontal.cpp). Whatever kfusion-sim does with this program (run
// it, or refuse the op), it must not crash.

// CHECK-NOT: Stack dump
// CHECK-NOT: PLEASE submit a bug report
// CHECK-NOT: Sanitizer

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused(%out: memref<1024xf32>) kernel {
      kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(8, 1, 1), (8, 1, 1)] {
        kfusion.yield
      }, {
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @already_fused() {
    return
  }
}
