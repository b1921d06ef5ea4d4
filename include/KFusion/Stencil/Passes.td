//===- Passes.td - KFusion stencil passes ------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Stencil fusion (Wahib & Maruyama, SC'14): choose groups by a grouping
// genetic search, fuse them with producers in shared arrays, lower the tiles.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STENCIL_PASSES_TD
#define KFUSION_STENCIL_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPlanStencilPass
    : Pass<"kfusion-plan-stencil", "::mlir::ModuleOp"> {
  let summary = "Choose stencil groups by a grouping genetic search over a codeless projection";
  let description = [{
    SC'14's planner, adapted to the H100. Per host block, the launches not
    grouped yet are partitioned into groups that `kfusion-stencil-fusion`
    can fuse (its own analysis decides feasibility: no group creates a cycle
    in the order-of-execution graph, halos are coverable, shared memory fits,
    ...) so as to minimize the sum of projected times:

    - **Projection** (`KFusion/Stencil/StencilModel.h`, no code generated):
      a launch's time is bounded by the bytes it moves (each array read once
      over its tile, the halo ring weighted as cache hits; each array written
      once; temporaries and shared arrays free) at the copy bandwidth times
      a point-kernel efficiency and an occupancy factor (threads, registers
      estimated from the kernel's accesses and arithmetic, shared memory:
      255 registers per thread, 64K per SM, 228 KB per SM, 227 KB per
      block), and by its arithmetic (halo points recomputed), plus launch
      and barrier costs.
    - **Search** (`KFusion/Stencil/GroupingSearch.h`): the grouping genetic
      algorithm (group-oriented encoding, crossover that inherits whole
      groups, mutations that split, merge and move launches, repair of
      infeasible groups and cycles, local search), seeded and deterministic;
      `search=greedy` and `search=exhaustive` (at most 16 launches) for
      comparison.

    Groups of two or more launches get new `kfusion.stencil_group` ids
    (above any in use); a remark per group says which launches, the
    projected time of the fused kernel and the unfused time of its launches
    (`projected=<ms> unfused=<ms>`), one per launch left alone its own
    projection, and one per block the totals, the search and its time.
    Launches already in a stencil group are left as they are. `gpu.launch`
    ops are outlined first.

    Example: `kfusion-opt prog.mlir --kfusion-plan-stencil
    --kfusion-stencil-fusion` plans and fuses; the planned program can be
    edited by hand between the two.
  }];
  let options = [
    Option<"search", "search", "std::string", /*default=*/"\"genetic\"",
           "genetic, greedy or exhaustive">,
    Option<"seed", "seed", "uint64_t", /*default=*/"1",
           "Seed of the genetic search">,
    Option<"maxGroupSize", "max-group-size", "unsigned", /*default=*/"0",
           "Launches per group at most (0: unbounded)">,
    Option<"maxSharedBytes", "max-shared-bytes", "int64_t",
           /*default=*/"232448",
           "Shared memory a block of a fused kernel may use (bytes)">,
    Option<"pointsPerThread", "points-per-thread", "int64_t", /*default=*/"0",
           "Rows of points per thread kfusion-stencil-fusion will use: groups "
           "are checked (shared memory) and projected with tiles that many "
           "times taller (0, the fusion's default: checked with 4, projected "
           "with 8 where the group qualifies for deep tiles, else 4)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionStencilFusionPass
    : Pass<"kfusion-stencil-fusion", "::mlir::ModuleOp"> {
  let summary = "Fuse stencil groups vertically, producers kept in shared memory with halos";
  let description = [{
    Stencil (vertical) fusion after Wahib & Maruyama, "Scalable Kernel Fusion
    for Memory-Bound GPU Applications" (SC'14). The launches marked
    `kfusion.stencil_group = N : i64` (by hand or by `kfusion-plan-stencil`)
    become, per N, one launch of a kernel `<a>_<b>_..._stencil` that runs the
    original bodies in program order, each in a `kfusion.tile`:

    - **Input**: kernels that compute one grid point per thread (thread and
      block ids only serve to compute the point: `gpu.global_id`, or
      `block_id * block_dim + thread_id`), launched with one block shape and
      grid, reading arrays at constant offsets from their point and writing
      at it, under `scf.if` guards (`KFusion/Common/KernelFootprint.h`).
    - **Complex fusion** (producer to consumer): a producer whose values a
      later kernel reads keeps them in a `kfusion.shared_array`, computed
      over its tile widened by the halo its readers need (their own halo
      plus their footprint, accumulated backwards along chains and DAGs:
      SC'14's redundant halo layers); a `gpu.barrier` separates it from its
      readers, which read `kfusion.shared_read` at their offsets.
    - **Simple fusion** (shared read-only arrays): an array several kernels
      read around their points is staged once (`kfusion.stage`); read only
      at the points of kernels without halo, it is loaded once into a
      register.
    - **Temporaries**: an array allocated in the host function and used only
      before the group, by its launches and by deallocations, is never
      written to global memory. Other writes reach global memory for the
      block's own tile only.
    - **Exact semantics**: a producer first copies into its shared array the
      old values of the points it does not write (from the box its guards
      give, or all points when they give none), so readers see what they saw
      unfused; halo points outside the launch grid are not computed.

    Refusals, each a remark `not fusing stencil group N: <reason>` on the op
    involved (the group is left as it was): a kernel that is not in point
    form (barriers, shared memory, atomics, ids used otherwise, ...);
    different block shapes, grids or gpu.modules; an index of a produced
    array that is not a constant offset (e.g. a transposed read); a producer
    writing off its point; several writers of an array accessed around
    points; a kernel reading around its point from global memory an array
    the fused kernel writes there (blocks would race); buffers that may
    alias; a node between the launches that depends on an earlier one
    (fusion moves the launches to the last one's place; this is also what
    keeps the launch graph acyclic); shared memory over `max-shared-bytes`.

    With `points-per-thread=N` (N > 1; the default 0 takes 8 where the
    fused kernel then keeps the resident blocks per SM its threads allow and
    its grid at least 4 waves of them, the remark saying why not; else 4
    where the group's grid and shared memory allow, else 2, else 1) a block
    computes a tile of N times its rows (`kfusion.tile_scale =
    array<i64: 1, N, 1>` on the kernel; the launch's grid in y divided by
    N): fewer halo points per output point
    (a 32x8 block with N = 4 computes a 32x32 tile, whose two-point halo
    adds 27% instead of 69%), fewer barriers, and every tile is a loop over
    its points. Read-only arrays are then read from global memory rather
    than kept in one register per thread.

    Example: three chained Jacobi sweeps `u -> t1 -> t2 -> v` (t1, t2
    temporaries) become one kernel: sweep 1 over its tile plus 2 points each
    way into a shared array, a barrier, sweep 2 over its tile plus 1 reading
    it, a barrier, sweep 3 on the tile writing `v`; `u` is read and `v`
    written once.

    ```mlir
    gpu.func @jacobi_jacobi_jacobi_stencil(...) kernel
        attributes {known_block_size = array<i32: 32, 8, 1>} {
      %t1 = kfusion.shared_array dims [1, 0] halo_lo [2, 2] halo_hi [2, 2] : memref<12x36xf32, #gpu.address_space<workgroup>>
      %t2 = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [2, 2, 0] halo_hi [2, 2, 0] { ... kfusion.shared_write %s, %t1 ... }
      gpu.barrier
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] { ... kfusion.shared_read %t1 [0, -1] ... }
      gpu.barrier
      kfusion.tile { ... memref.store %s, %v[%y, %x] ... }
      gpu.return
    }
    ```
  }];
  let options = [
    Option<"maxSharedBytes", "max-shared-bytes", "int64_t",
           /*default=*/"232448",
           "Shared memory a block of a fused kernel may use (bytes)">,
    Option<"pointsPerThread", "points-per-thread", "int64_t",
           /*default=*/"0",
           "Rows of points each thread computes: a block's tile is block.y "
           "times this many rows (kfusion.tile_scale), the grid that many "
           "fewer blocks in y; 1 where the grid in y is not a constant "
           "multiple or the shared arrays would not fit (with a remark). 0: "
           "per group, 8 where the blocks per SM and 4 waves stay, else 4 "
           "where it fits, else 2, else 1">,
    Option<"stageSingleReaders", "stage-single-readers", "std::string",
           /*default=*/"\"deep\"",
           "Stage a read-only array that only one kernel of the group reads "
           "around its point: never, auto (where the group's shared memory "
           "then still lets as many blocks reside per SM as its threads "
           "do), always, or deep (default: in groups that get deep tiles "
           "with them, their shared arrays overlaid by liveness, which the "
           "fused kernel's kfusion.alias_shared_arrays asks the lowering "
           "for; arrays several kernels read are always staged)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::kfusion::KFusionDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def KFusionLowerTilesPass : Pass<"kfusion-lower-tiles"> {
  let summary = "Materialize kfusion.tile, shared arrays and stages";
  let description = [{
    Lowers the stencil fusion ops to `scf`, `arith`, `memref` and `gpu`:

    - `kfusion.shared_read %a [o...]` / `kfusion.shared_write %v, %a` become
      `memref.load` / `memref.store` of the array at `gpu.thread_id(dims[m])
      + halo_lo[m] + o[m]` (the point's tile-relative id, remapped below);
    - `kfusion.stage %src into %a` becomes a loop over the array's elements
      shared by the block's threads (last dimension fastest) that copies the
      elements inside `%src`, then `gpu.barrier`; in blocks whose window
      lies inside the source (see interior blocks below) and with a known
      block size, each thread copies up to `stage-unroll` elements at a
      time (default 8; the whole window when it has at most that many per
      thread): their loads first, then their stores, so that many loads are
      in flight instead of one; with `stage-async`, where the elements are
      4 or 8 bytes, each thread's copies there are `nvgpu.device_async_copy`
      (cp.async, no register between global and shared memory, all of them
      in flight), then `nvvm.cp.async.commit.group` and
      `nvvm.cp.async.wait.group 0` before the barrier;
    - `kfusion.tile` without a halo becomes an `scf.execute_region` (each
      thread its own point); with a halo, an `scf.for` from the linear
      thread id over the points of the widened tile, step the block's thread
      count, whose body delinearizes the point (x fastest), shifts it by the
      halo, and runs the tile's body as an `scf.execute_region` with
      `gpu.thread_id` and `gpu.global_id` replaced by the point's;
    - `kfusion.shared_array` becomes a workgroup attribution of its kernel,
      or, with `dynamic_offset`, a `memref.view` of
      `gpu.dynamic_shared_memory` at that offset.

    - with `interior-blocks` (default), a tile whose body compares a point
      coordinate (`gpu.global_id d` plus a constant) with a value that is the
      same for the whole block (constants, grid and block sizes, block ids,
      static memref sizes) is first specialized: `scf.if %interior { the
      tile with those comparisons true } else { the tile }`, where
      `%interior` checks once per block, at the extreme coordinates of the
      widened tile, that every such comparison holds at every point. In a
      stencil most blocks are interior, and run the body without its
      boundary, grid and prefill guards. A stage's copy is specialized the
      same way: blocks whose whole window lies inside the source copy it
      without the per-element bounds checks. Equalities and comparisons of two
      coordinates are left alone; unsigned ones count where both sides are
      not negative.
    - with `row-runs` (default), a tile of a kernel scaled along y by N
      (`kfusion.tile_scale = array<i64: 1, N, 1>`) whose widened box is
      static is a loop over runs of consecutive rows of one column (x
      fastest over the runs), the body repeated once per row of the run,
      the rows past the box guarded in the last run. The repeats read
      overlapping elements (a 5-point stencil's `a[y+1]` of one row is the
      next row's `a[y]`), which LLVM then loads once; the index arithmetic
      is paid once per run. The run length is `rows-per-run`, or with 0 (the
      default) chosen per kernel between N/2 and 2N for the shortest
      longest thread; where a warp of runs wraps between runs, idle
      lanes and padded shared-array pitches keep the shared memory banks
      apart (see docs/design.md, "Runs of rows").

    Block sizes are constants where the kernel declares `known_block_size`
    (stencil fusion does), so the index arithmetic folds.
    `kfusion-to-cubin` runs this pass before `kfusion-lower-horizontal` (a
    tile inside a horizontal region then sees its partition's ids), and
    `kfusion-sim` runs it before it executes a program.

    Example: `kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] { ... }` in a
    32x8 block becomes

    ```mlir
    scf.for %q = %linear_tid to %c340 step %c256 {
      %x0 = arith.remui %q, %c34 : index
      %r = arith.divui %q, %c34 : index
      %y0 = arith.remui %r, %c10 : index
      %x = arith.addi %x0, %c-1 : index      // gpu.thread_id x of the point
      %y = arith.addi %y0, %c-1 : index
      ...
      scf.execute_region { ... scf.yield }
    }
    ```
  }];
  let options = [
    Option<"interiorBlocks", "interior-blocks", "bool", /*default=*/"true",
           "Specialize tiles for the blocks where every coordinate guard of "
           "the body holds at every point">,
    Option<"rowRuns", "row-runs", "bool", /*default=*/"true",
           "In a tile scaled along y by N, each thread computes runs of N "
           "consecutive rows of one column (their common loads shared)">,
    Option<"rowsPerRun", "rows-per-run", "int64_t", /*default=*/"0",
           "Rows per run with row-runs (0: chosen per kernel, between half "
           "and twice the tile scale, for the shortest longest thread; at "
           "most the tallest tile's rows)">,
    Option<"runRows", "run-rows", "std::string", /*default=*/"\"\"",
           "Renamed rows-per-run (an error)", "::llvm::cl::Hidden">,
    Option<"stageUnroll", "stage-unroll", "int64_t", /*default=*/"8",
           "A stage's copy in interior blocks moves up to this many elements "
           "per thread at a time, all loads before the stores (1: one "
           "element per loop iteration)">,
    Option<"stageAsync", "stage-async", "bool", /*default=*/"true",
           "A stage's copy in interior blocks is asynchronous where its "
           "elements are 4 or 8 bytes: nvgpu.device_async_copy per element "
           "(cp.async: global to shared memory, no register), committed and "
           "waited for (nvvm.cp.async.commit.group, wait.group 0) before the "
           "stage's barrier">,
    Option<"aliasSharedArrays", "alias-shared-arrays", "bool",
           /*default=*/"false",
           "Static shared arrays of a kernel whose uses are apart, a barrier "
           "between them, share memory (views of one workgroup buffer); "
           "always in kernels marked kfusion.alias_shared_arrays">,
    Option<"prefetchLateReads", "prefetch-late-reads", "std::string",
           /*default=*/"\"auto\"",
           "auto, none, l1 or l2: the global loads of read-only arguments in "
           "tiles after a kernel's first barrier are prefetched "
           "(memref.prefetch, to that cache) by a copy of their tile at the "
           "kernel's start; auto: to L2, the arguments larger than the L2 "
           "cache (the device's) or of dynamic size">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device whose L2 size prefetch-late-reads=auto compares arguments with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect",
  ];
}

#endif // KFUSION_STENCIL_PASSES_TD
