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

#endif // KFUSION_CONVERSION_PASSES_TD
