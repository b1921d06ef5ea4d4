//===- Passes.td - KFusion GEMM passes ---------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// GEMMs: choose the configuration of each linalg contraction and lower the
// contractions of a function on tensors to tensor-core kernels (warpgroup
// MMA on sm_90a, mma.sync on sm_80) in MLIR's standard GPU form.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_GEMM_PASSES_TD
#define KFUSION_GEMM_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPlanGemmPass : Pass<"kfusion-plan-gemm", "::mlir::ModuleOp"> {
  let summary = "Choose the tile, stages and warps of each GEMM of a function "
                "on tensors";
  let description = [{
    For every function on tensors that `kfusion-lower-gemm` takes (its
    contractions f16 / bf16 GEMMs on static shapes, docs/gemm.md "Input"),
    writes the configuration of each contraction as attributes a user may
    also write: `kfusion.gemm_flavour` (`wgmma` from compute capability 90,
    else `mma`), `kfusion.gemm_tile = array<i64: TM, TN, TK>`,
    `kfusion.gemm_stages` and `kfusion.gemm_groups` (warpgroups or warps
    along M and N), chosen by a model over the device description (waves,
    tensor-core, shared-memory and L2 time per k-tile) unless the options
    fix them. Attributes already on an op are kept. A remark per GEMM names
    the configuration and why; a function it cannot take gets a remark
    saying why and no attributes.

    ```mlir
    %c = linalg.matmul ins(%a, %b : tensor<512x4096xf16>, tensor<4096x4096xf16>)
           outs(%z : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    // becomes
    %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups =
           array<i64: 2, 1>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_tile =
           array<i64: 128, 256, 64>} ins(...) outs(...) -> tensor<512x4096xf32>
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
    Option<"flavour", "flavour", "std::string", /*default=*/"\"auto\"",
           "Kernel flavour: auto (wgmma from compute capability 90, else "
           "mma), wgmma or mma">,
    ListOption<"tile", "tile", "int64_t",
               "TM,TN[,TK] of every GEMM (default: the model's)">,
    Option<"stages", "stages", "int64_t", /*default=*/"0",
           "Pipeline stages of every GEMM (0: the model's)">,
    ListOption<"groups", "groups", "int64_t",
               "Warpgroups (wgmma) or warps (mma) along M and N of every "
               "GEMM (default: the model's)">,
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit a remark per planned GEMM">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def KFusionLowerGemmPass : Pass<"kfusion-lower-gemm", "::mlir::ModuleOp"> {
  let summary = "Lower the GEMMs of functions on tensors to tensor-core "
                "kernels in the standard GPU form";
  let description = [{
    Rewrites every function on tensors whose ops are GEMMs (linalg
    contractions with one M, N and K loop and at most one batch loop, f16 or
    bf16 operands, f32 / f16 / bf16 results), their `linalg.fill` inits,
    `linalg.transpose`s of operands and `tensor.empty`s into MLIR's standard
    GPU form, as `kfusion-stitch` does: memref arguments, results as
    out-parameters, a kernel per GEMM in `gpu.module @<func>_gemm`, launches
    on one stream. Each kernel computes a TM x TN tile per block over a
    multi-stage cp.async pipeline into 128-byte-swizzled shared memory, with
    `nvvm.wgmma.mma_async` warpgroups on shared-memory descriptors
    (`wgmma`, sm_90a) or `ldmatrix` + `mma.sync` warps (`mma`, sm_80), f32
    accumulators and an epilogue through shared memory; ragged edges are
    predicated (zero-filled copies, guarded stores). The configuration comes
    from the `kfusion.gemm_*` attributes, else the model's choice.

    `emulate=true` builds the same kernels with the tensor-core operations
    (wgmma, ldmatrix, mma.sync) emulated by shared-memory loads, warp
    shuffles and f32 FMAs, the descriptors decoded as the hardware does, so
    that `kfusion-sim` runs every index the real kernel computes. A function
    it cannot take gets a remark saying why and stays as it is.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device of the model's choice for GEMMs without a plan: a "
           "preset (h100, h200) or a #kfusion.device attribute; empty: the "
           "module's kfusion.device, else h100">,
    Option<"emulate", "emulate", "bool", /*default=*/"false",
           "Emulate the tensor-core operations (for kfusion-sim)">,
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit a remark per generated kernel">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect", "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

#endif // KFUSION_GEMM_PASSES_TD
