//===- Passes.td - KFusion conversion passes ---------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Conversions out of the `kfusion` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_CONVERSION_PASSES_TD
#define KFUSION_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertKFusionToNVVMPass : Pass<"convert-kfusion-to-nvvm"> {
  let summary = "Lower the remaining kfusion ops in kernels to nvvm and gpu ops";
  let description = [{
    Rewrites the `kfusion` ops that live inside kernels into NVVM (and GPU)
    ops, so that upstream `convert-gpu-to-nvvm` and `gpu-module-to-binary`
    can finish the lowering. Every `kfusion` op must be converted: an op this
    pass does not know is an error naming the op, never silently kept.

    Example:

    ```mlir
    kfusion.named_barrier id 2 threads 64
    ```

    becomes

    ```mlir
    %id = arith.constant 2 : i32
    %n = arith.constant 64 : i32
    nvvm.barrier id = %id number_of_threads = %n
    ```

    which the NVPTX back end emits as `bar.sync 2, 64;`.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def ConvertPrefetchToNVVMPass : Pass<"convert-prefetch-to-nvvm"> {
  let summary = "Turn LLVM prefetch intrinsics in kernels into NVVM prefetches";
  let description = [{
    The NVPTX back end drops the generic `llvm.intr.prefetch` (what upstream
    lowers `memref.prefetch` to). This pass rewrites each one in a kernel to
    `nvvm.prefetch`: locality hint 3 (keep close) to `level = L1`, other
    hints to `level = L2`; a write prefetch or an instruction-cache one is
    an error on the op (PTX has neither). `kfusion-to-cubin` runs it after
    the kernels reach the LLVM dialect; `kfusion-lower-tiles
    prefetch-late-reads` is what emits such prefetches.

    Example:

    ```mlir
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    ```

    becomes `nvvm.prefetch level = L2, %p : !llvm.ptr` (`prefetch.L2 [%rd];`).
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

#endif // KFUSION_CONVERSION_PASSES_TD
