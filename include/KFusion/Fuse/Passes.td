//===- Passes.td - kfusion-fuse, the one planner -----------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fuse: linalg on tensors to a fused GPU program, each function's
// candidate programs projected by one cost model (KernelRoofline) and the
// fastest taken.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_FUSE_PASSES_TD
#define KFUSION_FUSE_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionFusePass : Pass<"kfusion-fuse", "::mlir::ModuleOp"> {
  let summary = "Fuse linalg on tensors, or a program of launches, into a "
                "fused GPU program: candidate programs projected by one cost "
                "model, the fastest taken";
  let description = [{
    The one entry point from linalg on tensors (what the PyTorch importer and
    other front ends emit) to a fused program in MLIR's standard GPU form.
    For each function it builds candidate programs, each a complete GPU
    program of the function:

    - `stitch`: the stitching planner's plan (the ILP over candidate
      patterns): memory-bound op graphs stitched into row kernels, each f16 /
      bf16 GEMM of at least 64 along M, N and K a tensor-core kernel with its
      elementwise consumers in its epilogue, independent kernels packed into
      one launch by block ranges (horizontal fusion);
    - `stitch-greedy`: the greedy plan instead of the ILP's;
    - `stitch-unpacked`: the ILP's plan, each kernel its own launch;
    - `stitch-gemm-alone`: the ILP's plan with each tensor-core GEMM kernel
      alone, its elementwise consumers stitched with the other memory-bound
      ops instead of fused into its epilogue;
    - `unfused`: each op its own kernel (GEMMs still tensor-core kernels): the
      baseline the others are measured against;
    - `stencil`, offered where the function is a stencil program (elementwise
      linalg.generic ops of rank 1 to 3 over static slices of one another,
      fills, constants): bufferized, each op a point kernel
      (`kfusion-linalg-to-points`), then the launch program's `stencil`
      candidate below (SC'14's groups fused, producers in shared memory with
      recomputed halos); where it is not, the remark says why;
    - `per-region`: the others' plans chosen region by region. A region is
      a smallest set of ops no candidate's kernel crosses (the union of
      every candidate's stitch groups and of ops at one location); its
      projected time under a candidate is that of the candidate's launches
      computing its ops (a packed launch by its share of them); each region
      takes its fastest candidate's plan (a pack kept only where all of its
      kernels come from that candidate), and the function so planned is
      built and projected whole like the others (built only where the
      regions do not all take one candidate). A remark per region gives
      each candidate's time of it.

    Every candidate is projected by the common cost model over the device
    description (`KernelRoofline`: per launch the largest of the issue, L1,
    atomic, tensor-core and DRAM times and the latency term, plus the
    device's launch overhead), and the function keeps the fastest. A remark
    per function names the candidate chosen, each candidate's projected time
    and launches, and why a candidate was dropped (a planner's error); a
    remark per launch of the chosen program gives each candidate's projected
    time of the same source ops (launches are at the fused locations of the
    ops their kernels compute). A
    launch whose sizes are not constants cannot be projected; a candidate
    with one is ranked after every fully projected one.

    Then, with `sync=auto` (the default), cuSync across the chosen program's
    dependent launches: `kfusion-plan-sync`'s model (an event simulation of
    the two grids' blocks, each block's time from the same roofline, on the
    same device) decides per pair, synchronizing where it projects at least
    its min-gain (1.05) over the launches one after another, and
    `kfusion-insert-semaphores` rewrites those pairs (the wait-kernel kept: a
    compiled program may share the GPU). A remark per pair says what was
    planned or why not (`kfusion-fuse cuSync of @f: ...`).

    A host function of launches (MLIR's GPU form: `gpu.launch_func` or
    `gpu.launch`, no linalg) has its own candidates, each outlined, fused and
    lowered to the kernels `kfusion-to-cubin` compiles:

    - `stencil`: `kfusion-plan-stencil`'s groups (its grouping search over
      its own model) fused by `kfusion-stencil-fusion`, then
      `kfusion-lower-tiles`;
    - `horizontal`: `kfusion-plan-horizontal`'s pairs (`model=roofline`, the
      same roofline) fused by `kfusion-horizontal-fusion`, then
      `kfusion-lower-horizontal`;
    - `stencil-horizontal`: the stencil groups first, then pairs of what
      remains;
    - `unfused`: the launches as written.

    The fused kernels join the module's gpu.module (under names it does not
    use) and its kernels that nothing launches any more go; the planners'
    remarks of the chosen candidate are re-emitted as its regions'.

    Measured feedback: where the tuning cache has entries of kind "fuse"
    for a function (its problem: its IR hashed without names, locations or
    constant values, and its signature) on the device, its candidates are
    ranked by their measured times, and those not measured by their
    projections scaled by the median measured / projected ratio of those
    measured; the remark says so. `tuning-record` writes each function's
    problem and candidates for the tuner, which measures them on a GPU.

    Not yet: regions of a linalg function offered to the stencil or
    horizontal planners one by one (the per-region choice is among
    stitching plans; the stencil candidate takes a whole function).
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
    ListOption<"candidates", "candidates", "std::string",
               "The candidates to build and project (default: stitch, "
               "stitch-greedy, stitch-unpacked, stitch-gemm-alone, unfused, "
               "stencil, per-region; of a host function of launches: stencil, "
               "horizontal, stencil-horizontal, unfused)">,
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit a remark per function with the candidates' projections">,
    Option<"emulateGemms", "emulate-gemms", "bool", /*default=*/"false",
           "Tensor-core GEMM kernels with their tensor-core operations "
           "emulated, for kfusion-sim (each candidate with such kernels is "
           "built once more without emulation, and every choice, of "
           "candidate, region and cuSync pair, is made on the real "
           "kernels)">,
    Option<"sync", "sync", "std::string", /*default=*/"\"auto\"",
           "cuSync across the chosen program's dependent launches: auto (where "
           "kfusion-plan-sync's model gains), force (every pair that admits "
           "it, whatever the model says: for research and tests) or none">,
    Option<"tuningCache", "tuning-cache", "std::string", /*default=*/"\"\"",
           "A tuning cache (empty: $KFUSION_TUNING_CACHE, else none): the "
           "GEMMs' configurations, and the candidates' measured times, which "
           "rank a function's candidates before their projections do">,
    Option<"tuningRecord", "tuning-record", "std::string",
           /*default=*/"\"\"",
           "Write, per function, its tuning problem and each candidate's "
           "projected time to this JSON file (what the tuner measures and "
           "adds to the cache: bench/models/run.py tune)">,
    Option<"choose", "choose", "std::string", /*default=*/"\"\"",
           "Take this candidate where a function has it, whatever the "
           "projections and measurements (for the tuner and research; an "
           "error where it is asked for and cannot be built)">,
    Option<"gemmLoad", "gemm-load", "std::string", /*default=*/"\"auto\"",
           "How the tensor-core GEMMs' operand tiles reach shared memory where "
           "TMA can take them: auto (the GEMM planner's default: a producer "
           "warpgroup's TMA loads), cp.async, tma or tma-producer; a GEMM's "
           "kfusion.gemm_load wins">,
    Option<"gemmStaging", "gemm-staging", "std::string",
           /*default=*/"\"auto\"",
           "What a persistent or ping-pong tensor-core GEMM's fused epilogue "
           "stages in shared memory: auto (the default: the outputs where "
           "their slices divide the tile, else the results), results (the "
           "GEMM's) or outputs (the epilogue's, computed in registers); "
           "grids stage their accumulators either way; a GEMM's "
           "kfusion.gemm_staging wins">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect", "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect", "::mlir::kfusion::KFusionDialect",
  ];
}

#endif // KFUSION_FUSE_PASSES_TD
