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

def KFusionLowerL2PolicyPass : Pass<"kfusion-lower-l2-policy"> {
  let summary = "Lower loads marked kfusion.l2_policy to PTX loads with an L2 cache policy";
  let description = [{
    Rewrites each `vector.load` / `memref.load` in a kernel that carries
    `kfusion.l2_policy = "evict_last" | "evict_first"` (see the dialect's
    attribute; `kfusion-stitch l2-policy=...` writes it on the loads of a
    stitched kernel's read-only inputs) into the LLVM dialect: the element
    address from the memref descriptor, then inline PTX

        ld.global.L2::cache_hint.v4.b32 {%r0, %r1, %r2, %r3}, [%addr], %policy;

    (`.v2.b32` / `.b32` / `.b16` for 8, 4 and 2 bytes) whose result is
    bitcast back to the loaded type. The policy is made once per kernel, at
    its entry, by `createpolicy.fractional.L2::evict_last.b64 %policy, 1.0;`
    (or `evict_first`). The asm is marked as having side effects, so it stays
    ordered with the kernel's stores whatever aliases what. Every other op is
    left alone; the memrefs get `builtin.unrealized_conversion_cast`s that
    the NVVM lowering reconciles, as for nvgpu ops. `kfusion-to-cubin` runs
    it on the kernels before the vector and memref lowering.

    Measured (H200, 2026-11-29, `bench/results/2026-11-29-stitch-h200-l2-policy`):
    a row kernel's input loads under `evict_last` move a 16384 x 4096
    layernorm from 0.1325 to 0.1283 ms (the device-to-device memcpy: 0.1284).
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"0",
           "Index width of the kernels' LLVM lowering (0: the data layout's)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // KFUSION_CONVERSION_PASSES_TD
