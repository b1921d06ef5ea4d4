//===- Passes.td - KFusion stitch passes -------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Stitching (FusionStitching): plan stitch groups of linalg ops by ILP and
// generate the stitched kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STITCH_PASSES_TD
#define KFUSION_STITCH_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPrepareLinalgPass : Pass<"kfusion-prepare-linalg", "::mlir::ModuleOp"> {
  let summary = "Rewrite linalg on tensors as front ends emit it into the stitching passes' input";
  let description = [{
    What `kfusion-plan-stitch` and `kfusion-stitch` do first, alone (to
    look at): every function on tensors becomes the closed form of the op
    graph (`prepareForStitching`, docs/stitch.md "Input"): `linalg.softmax`
    decomposed, fills of constants made splat constants that the reductions
    they init absorb, named ops generalized, generics with several results
    split, unit dimensions (`(d0, d1, 0)`) and reshapes folded by upstream's
    transforms (what stays is a view), constant inputs moved into the
    bodies, `cmpf` + `select` combiners made `maximumf` / `minimumf`, the
    `arith.extf` casts of a half-precision contraction's operands moved
    into its body, and operands a tensor-core GEMM cannot read (attention's
    heads in the middle) copied heads-first.

    ```mlir
    %i = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1xf32>) -> tensor<8x1xf32>
    %s = linalg.generic {indexing_maps = [(d0, d1) -> (d0, d1), (d0, d1) -> (d0, 0)], ...}
    // becomes a reduction to tensor<8xf32> with init dense<0.0>, expanded to 8x1
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def KFusionPlanStitchPass : Pass<"kfusion-plan-stitch", "::mlir::ModuleOp"> {
  let summary = "Choose stitch groups of linalg ops on tensors (FusionStitching's ILP plan)";
  let description = [{
    Plans stitching after FusionStitching (Long, Yang, Lin) for every
    function on tensors in the module: named linalg ops are generalized,
    the op graph is built (`KFusion/Stitch/StitchGraph.h`), and each op
    gets `kfusion.stitch_group = N : i64` (the ops of one N become one kernel
    in `kfusion-stitch`; a user may edit them) plus
    `kfusion.stitch_composition` (thread, warp, block or loop).

    - `plan=ilp` (default): candidate patterns by substitution (everything
      between partition ops: ops the row template cannot take, then also row
      reductions) and exploratory producer/consumer expansion from each op,
      each scored by the cost model (modelled time of the ops alone minus
      the fused kernel's: memory traffic, launches, parallelism; patterns
      that cannot be generated are dropped); a MILP (GLPK) picks patterns
      covering each op once with the greatest total score, re-solved with a
      cut per cycle between the chosen kernels until the plan is a DAG.
    - `plan=greedy`: each op joins its first producer's group when the union
      can be generated, gains, and keeps the graph acyclic (a BladeDISC-like
      baseline).
    - `plan=none`: every op alone (the unfused baseline).

    **Kernel packing** (`pack=true`; ilp and greedy, `none` stays one kernel
    per op): kernels that do not depend on each other (with `pack-waves=W`:
    of less than W waves together, a wave being the device's resident
    threads; by default any size) share one launch by block ranges: the
    planner
    writes `kfusion.stitch_pack = P : i64` on their ops (consecutive groups
    in topological order, a block composition only with kernels of its block
    size, the packed kernels as one node keeping the graph acyclic).

    **Column partials**: a column reduction over all rows of a row space to
    its last loop (known combiner, f32) may join a row kernel over the same
    space: the kernel's blocks loop over the row blocks (one resident wave
    of `multiprocessors` x blocks per SM), accumulating the reduction's
    values per column in registers, store a partial row per (block, row in
    block), and `kfusion-stitch` adds a final kernel per column reduction
    folding them in order. Nothing in the kernel may read its result.

    `threads-per-row=T` writes `kfusion.stitch_threads = T : i64` on the ops
    of every row kernel it suits (a power of two, at least 32 with a
    reduction: 32 is warp composition, more block composition); `kfusion-
    stitch` then uses T instead of the model's choice; `rows-per-block=R`
    writes `kfusion.stitch_rows = R : i64` (a power of two, R x T at most
    1024, dividing the rows where the kernel has barriers: a block
    reduction's warp partials, a small GEMM's stages), which replaces the
    model's rows per block (block composition: blocks of 256 threads, so 4
    rows of 64 threads; warp composition 8 rows); `rows-per-thread=P` writes
    `kfusion.stitch_rows_per_thread = P : i64` (a power of two in [1, 16]
    dividing R, none with column partials): each thread computes P rows, so
    that a small GEMM loads its B once per k for all of them (the model
    picks about 16 accumulators where a small GEMM shares its B).
    `python/kfusion/stitch_tuner.py` measures the candidates on the GPU and
    keeps the best.

    A remark per kernel names its ops, composition and score, and one per
    function gives the ILP's patterns, objective, solves and cycle cuts.
    Ops that are already grouped by hand are left as they are (`plan=` then
    groups only the others).
  }];
  let options = [
    Option<"plan", "plan", "std::string", /*default=*/"\"ilp\"",
           "How to choose the groups: ilp, greedy or none">,
    Option<"maxPatterns", "max-patterns", "unsigned", /*default=*/"4000",
           "Most candidate patterns the ILP sees">,
    Option<"ilpTimeLimit", "ilp-time-limit", "double", /*default=*/"10",
           "Seconds the ILP's solves may take together (0: no limit); past "
           "them the greedy plan is taken (a remark says so)">,
    Option<"ilpStaticCuts", "ilp-static-cuts", "bool", /*default=*/"true",
           "Exclude non-convex patterns and pairs of patterns that reach each "
           "other before the first solve (false: the paper's loop finds each "
           "such cycle by a solve of its own)">,
    Option<"threadsPerRow", "threads-per-row", "int64_t", /*default=*/"0",
           "Threads per row of every row kernel, written as "
           "kfusion.stitch_threads (0: the cost model's schedule; the tuner "
           "sets it)">,
    Option<"rowsPerBlock", "rows-per-block", "int64_t", /*default=*/"0",
           "Rows per block of every row kernel, written as "
           "kfusion.stitch_rows (0: the cost model's schedule; the tuner "
           "sets it)">,
    Option<"rowsPerThread", "rows-per-thread", "int64_t", /*default=*/"0",
           "Rows each thread of every row kernel computes (register tiling "
           "over rows), written as kfusion.stitch_rows_per_thread (0: the "
           "cost model's schedule; the tuner sets it)">,
    Option<"pack", "pack", "bool", /*default=*/"true",
           "Pack independent kernels into one launch by block ranges "
           "(kfusion.stitch_pack; pack-waves bounds their size)">,
    Option<"packWaves", "pack-waves", "int64_t", /*default=*/"0",
           "Most waves (the device's resident threads) the kernels of one "
           "packed launch take together (0: any size)">,
    Option<"maxRegisterValues", "max-register-values", "int64_t",
           /*default=*/"96",
           "Per-thread values a row kernel keeps in registers before it "
           "stages values in shared memory">,
    Option<"smallGemmDepth", "small-gemm-depth", "int64_t",
           /*default=*/"256",
           "Deepest reduction of a GEMM fused with its consumers as a small "
           "GEMM (0: none)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
    Option<"tensorCoreGemms", "tensor-core-gemms", "bool", /*default=*/"true",
           "GEMMs of at least 64 along M, N and K (f16/bf16, rows of 8 "
           "elements) are tensor-core kernels of their own (the GEMM "
           "lowering's), not row or loop kernels">,
    Option<"gemmEpilogues", "gemm-epilogues", "bool", /*default=*/"true",
           "Plan elementwise consumers of a tensor-core GEMM into its kernel's "
           "epilogue (false: each GEMM kernel alone, its consumers stitched "
           "with the other memory-bound ops; kfusion-fuse weighs both)">,
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
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def KFusionStitchPass : Pass<"kfusion-stitch", "::mlir::ModuleOp"> {
  let summary = "Generate stitched GPU kernels from linalg on tensors and the stitch groups";
  let description = [{
    Rewrites every function on tensors of the module into MLIR's standard GPU
    form, one kernel per `kfusion.stitch_group` (an op without the attribute
    is a group of its own): tensor arguments become memrefs, results
    out-parameters appended after them (the function keeps its name), values
    used across kernels `gpu.alloc` buffers freed before the return; the
    launches go on one stream waited for before the return. Kernels go into
    `gpu.module @<func>_stitched`. What it generates (the new functions and
    modules, nothing else of the module) is canonicalized and CSE'd.

    A group must fit the row template: every op iterates over a row space P
    and a column extent D (elementwise over P x D, a reduction of D, or an
    op over P alone), reading fused values at its own point. It becomes a
    thread (no reduction), warp (a row per warp, shuffles) or block (a row
    per block, shuffles and per-warp partials in shared memory) composition:
    full values stay in registers (in shared memory past the register
    budget, allocated by dominance), columns are read and written as 128-bit
    vectors where contiguous. A single op the template cannot take (a
    transpose, a matmul, a column or scalar reduction) becomes a loop kernel.
    A GEMM of f16 / bf16 of at least 64 along M, N and K is a tensor-core
    kernel of its own in `gpu.module @<func>_gemm` (the GEMM lowering's
    wgmma or mma.sync kernel, docs/gemm.md; `tensor-core-gemms=false`: a
    row or loop kernel as before).
    Groups with the same `kfusion.stitch_pack` share one launch by block
    ranges (kernel packing): blocks [first, first + grid) of the launch run
    a group with block ids from 0, threads past its block size idle.
    A group that cannot be generated, groups that form a cycle, packed
    groups that depend on each other or a block composition packed with
    kernels of another block size are errors naming the reason.

    Loads of a kernel's read-only inputs (global memory, 2 to 16 bytes)
    carry `kfusion.l2_policy = "<l2-policy>"` (unless `l2-policy=none`),
    which `kfusion-to-cubin` lowers to `ld.global.L2::cache_hint` under a
    `createpolicy` register (`kfusion-lower-l2-policy`); every other reader,
    `kfusion-sim` included, runs them as plain loads.

    Input: linalg on static tensors as front ends emit it, first prepared
    as `kfusion-prepare-linalg` does (docs/stitch.md "Input"): generics and
    named ops, `linalg.softmax`, fills, constants (splats as values, dense
    and `dense_resource` ones in a global copied once into device memory),
    reshapes (views); bodies of `arith` and `math` ops, `linalg.index` and
    `tensor.extract`. Anything else is an error naming the op.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit a remark per generated kernel">,
    Option<"maxRegisterValues", "max-register-values", "int64_t",
           /*default=*/"96",
           "Per-thread values a row kernel keeps in registers before it "
           "stages values in shared memory">,
    Option<"smallGemmDepth", "small-gemm-depth", "int64_t",
           /*default=*/"256",
           "Deepest reduction of a GEMM fused with its consumers as a small "
           "GEMM (0: none)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
    Option<"l2Policy", "l2-policy", "std::string", /*default=*/"\"evict_last\"",
           "L2 eviction priority written as kfusion.l2_policy on the loads "
           "of each kernel's read-only inputs: evict_last (default), "
           "evict_first, or none">,
    Option<"tensorCoreGemms", "tensor-core-gemms", "bool", /*default=*/"true",
           "GEMMs of at least 64 along M, N and K (f16/bf16, rows of 8 "
           "elements) are tensor-core kernels of their own (the GEMM "
           "lowering's), not row or loop kernels">,
    Option<"emulateGemms", "emulate-gemms", "bool", /*default=*/"false",
           "Build those kernels with their tensor-core operations emulated, "
           "for kfusion-sim">,
    Option<"tuningCache", "tuning-cache", "std::string", /*default=*/"\"\"",
           "A tuning cache whose entry for a tensor-core GEMM's shape and "
           "device wins over the model's configuration (empty: "
           "$KFUSION_TUNING_CACHE, else none)">,
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

#endif // KFUSION_STITCH_PASSES_TD
