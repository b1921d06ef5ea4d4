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
    Writes the configuration of each GEMM of the functions `kfusion-lower-gemm`
    takes as attributes a user may also write: the flavour (`wgmma` from
    compute capability 90, else `mma`), the tile, the stages, the
    warpgroups or warps along M and N and (where not cp.async) how the
    operand tiles are loaded (`kfusion.gemm_load = "tma"` or
    `"tma-producer"`) and (where persistent) how the blocks take the tiles
    (`kfusion.gemm_schedule = "persistent"`: as many blocks as the
    multiprocessors hold, each looping over tiles, its producer warpgroup
    loading the next tile during the epilogue; `"pingpong"`: two teams of
    computing warpgroups take the tiles in turn, one's k loop beside the
    other's epilogue) and (where the last round of
    a persistent grid leaves blocks idle) split-K of that round's tiles
    (`kfusion.gemm_split_k = S`) and the persistent grid's tile order
    (`kfusion.gemm_tile_group = G`: groups of G rows of M tiles) and the
    thread-block cluster (`kfusion.gemm_cluster = array<i64: CM, CN>`: two
    blocks sharing B's or A's tile by TMA multicast); the op's
    own attributes first, then
    the options, then a model over the device description (docs/gemm.md).
    A remark per GEMM names the configuration and why.

    ```mlir
    %c = linalg.matmul ins(%a, %b : tensor<512x12288xf16>, tensor<12288x6144xf16>) ...
    // becomes
    %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups =
           array<i64: 4, 1>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_tile =
           array<i64: 256, 128, 64>} ins(%a, %b : ...) ...
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
    Option<"load", "load", "std::string", /*default=*/"\"auto\"",
           "How every GEMM's operand tiles reach shared memory: auto (a "
           "producer warpgroup's TMA loads where TMA can load the operands "
           "on wgmma, else cp.async), cp.async (16-byte copies by every thread), "
           "tma (tile loads of tensor maps, wgmma only) or tma-producer (TMA "
           "loads by a producer warpgroup of their own: warp "
           "specialization with setmaxnreg)">,
    Option<"schedule", "schedule", "std::string", /*default=*/"\"auto\"",
           "How every GEMM's blocks take its output tiles: auto (the "
           "model's; persistent is a candidate with load = tma-producer), "
           "grid (one block per tile), persistent (a block per resident "
           "slot looping over tiles; implies load = tma-producer where the "
           "load is not given) or pingpong (persistent, two teams of "
           "warpgroups taking the tiles in turn)">,
    Option<"splitK", "split-k", "int64_t", /*default=*/"0",
           "Split-K of every GEMM's last round: the tiles left over after "
           "a persistent grid's full rounds each computed by this many "
           "blocks over a share of K, the last to finish adding the "
           "partial sums (0: the model's; 1: none; more implies the "
           "persistent schedule)">,
    Option<"tileGroup", "tile-group", "int64_t", /*default=*/"0",
           "Rows of M tiles every persistent GEMM's tile order groups "
           "(M fastest within a group, so that the blocks running at once "
           "share B's panels in L2; the largest divisor of the M tiles up "
           "to it; 0: the model's, 4 rows in a persistent plan; 1: the "
           "grid's order; more than 1 implies the persistent schedule)">,
    ListOption<"cluster", "cluster", "int64_t",
               "CM,CN: every GEMM's thread-block cluster: CM blocks of "
               "adjacent M tiles sharing B's tile, or CN of adjacent N "
               "tiles sharing A's, each block multicasting its half of the "
               "tile by TMA (2,1 or 1,2; 1,1: none; default: the model's, "
               "2,1 on a grid of one wave with at least 96 k-tiles, else "
               "none; implies load = tma-producer)">,
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit a remark per planned GEMM">,
    Option<"tuningCache", "tuning-cache", "std::string", /*default=*/"\"\"",
           "A tuning cache (JSON: measured configurations per device and "
           "GEMM shape) whose entry for a GEMM wins over the model where no "
           "option or attribute fixes its plan; empty: "
           "$KFUSION_TUNING_CACHE, else none">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def KFusionLowerGemmPass : Pass<"kfusion-lower-gemm", "::mlir::ModuleOp"> {
  let summary = "Lower the GEMMs of functions on tensors to tensor-core "
                "kernels in the standard GPU form";
  let description = [{
    Rewrites each function on tensors made of GEMMs (f16 / bf16 linalg
    contractions, their fills and operand transposes) into MLIR's standard
    GPU form, as `kfusion-stitch` does: memref arguments, results as
    out-parameters, a tensor-core kernel per GEMM in `gpu.module @<func>_gemm`
    (a cp.async pipeline into 128-byte-swizzled shared memory, wgmma or
    mma.sync, an epilogue through shared memory) launched on one stream.
    `emulate=true` replaces only the tensor-core ops, for `kfusion-sim`. A
    function it cannot take gets a remark and stays (docs/gemm.md).

    ```mlir
    func.func @f(%a: tensor<512x4096xf16>, %b: tensor<4096x4096xf16>) -> tensor<512x4096xf32>
    // becomes
    func.func @f(%a: memref<512x4096xf16>, %b: memref<4096x4096xf16>, %c: memref<512x4096xf32>)
    // launching @f_gemm::@f_gemm0, blocks (N/TN, M/TM, 1)
    ```
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
    "::mlir::vector::VectorDialect", "::mlir::kfusion::KFusionDialect",
  ];
}

#endif // KFUSION_GEMM_PASSES_TD
