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

def KFusionLinalgToPointsPass
    : Pass<"kfusion-linalg-to-points", "::mlir::ModuleOp"> {
  let summary = "Bufferized elementwise linalg ops to point kernels, the "
                "form stencil fusion takes";
  let description = [{
    The way from linalg to SC'14's stencil fusion: each elementwise op of a
    bufferized function (a `linalg.generic` whose loops are all parallel,
    `linalg.fill`, `memref.copy`) becomes a `gpu.launch` computing one point
    of its output per thread, the innermost dimension along x (blocks of 32
    threads), the next along y (8), a third along z (a block per point),
    guarded past the
    extent; its operands are read and written through their
    `memref.subview`s folded into the indices (the base buffer at the point
    plus the view's offset), so that producers and consumers of one buffer
    meet as a stencil: `B[i + 1, j + 2]`. `memref.alloc` becomes
    `gpu.alloc` (`memref.dealloc`, `gpu.dealloc`), a result buffer copied
    into its out-parameter at the end is written there directly, and the
    out-parameters (`bufferize.result`, what buffer-results-to-out-params
    marks with add-result-attr) are `llvm.noalias`, as kfusion-stitch
    declares its own.
    `kfusion-plan-stencil` and `kfusion-stencil-fusion` then group and fuse
    the launches (kfusion-fuse's `stencil` candidate of linalg functions).

    Anything else in a function with linalg ops (a reduction, a GEMM, a
    view other than a static one of unit stride, a dynamic shape, an output
    map other than the identity, more than three dimensions) is an error on
    the op: the function is not a stencil program.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
  ];
}

def KFusionWidenPointBlocksPass
    : Pass<"kfusion-widen-point-blocks", "::mlir::ModuleOp"> {
  let summary = "Launch point kernels in wider blocks along x";
  let description = [{
    A point kernel (its thread and block ids only compute its point, the
    form `kfusion-stencil-fusion` takes; the footprint analysis decides)
    computes the same points whatever its block shape. Each of its launches
    whose block is narrower than `columns` threads along x, where `columns`
    is a multiple of that width and divides the threads of the grid along x,
    gets blocks `columns` wide and a grid as many times shorter. Stencil
    fusion's tiles are the blocks, so this widens the fused kernels' tiles
    (and shrinks their halos' share): on an H100, Jacobi's three sweeps in
    64x8-thread blocks fused into 64 x 64 register tiles ran at 0.85-0.86 of
    the copy bandwidth against 0.82 in 32x8 blocks, FDTD 3% faster, hdiff
    the same (bench/results/2026-12-06-h100-wider-blocks). `kfusion-fuse`'s
    stencil candidate runs it before `kfusion-plan-stencil`. A remark per
    launch says what it became or why it kept its blocks (not a point
    kernel, a block size assumed in the kernel or stated by
    `known_block_size` / `known_grid_size`, the block's or grid's size along
    x read in the kernel, sizes that are not constants or do not divide,
    more than 1024 threads, clusters, dynamic shared memory).

    ```mlir
    gpu.launch_func @k::@sweep blocks in (%c256, %c1024, %c1) threads in (%c32, %c8, %c1) ...
    // becomes
    gpu.launch_func @k::@sweep blocks in (%c128, %c1024, %c1) threads in (%c64, %c8, %c1) ...
    ```
  }];
  let options = [
    // The default is kWidePointBlockColumns (Stencil/Transforms.h).
    Option<"columns", "columns", "int64_t", /*default=*/"64",
           "Threads along x of the widened blocks (1 to 1024)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def KFusionPlanStencilPass
    : Pass<"kfusion-plan-stencil", "::mlir::ModuleOp"> {
  let summary = "Choose stencil groups by a grouping genetic search over a codeless projection";
  let description = [{
    SC'14's planner: per host block, partitions the launches not yet in a
    stencil group into groups that `kfusion-stencil-fusion` accepts (its own
    analysis decides), minimizing the summed time of a codeless projection
    (`StencilModel.h`) by a grouping genetic search (`GroupingSearch.h`;
    `search=greedy` and `search=exhaustive` to compare). Groups of two or
    more get new ids and a remark with their projected and unfused times.
    The model, the search and the remarks: docs/stencil.md.

    ```mlir
    gpu.launch_func @k::@blur ... args(%u : ..., %t : ...)
    gpu.launch_func @k::@edge ... args(%t : ..., %v : ...)
    // becomes, where fusing the two projects faster:
    gpu.launch_func @k::@blur ... {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@edge ... {kfusion.stencil_group = 0 : i64}
    ```
  }];
  let options = [
    Option<"search", "search", "std::string", /*default=*/"\"genetic\"",
           "genetic, greedy or exhaustive">,
    Option<"seed", "seed", "uint64_t", /*default=*/"1",
           "Seed of the genetic search">,
    Option<"maxGroupSize", "max-group-size", "unsigned", /*default=*/"0",
           "Launches per group at most (0: unbounded)">,
    Option<"maxSharedBytes", "max-shared-bytes", "int64_t",
           /*default=*/"0",
           "Shared memory a block of a fused kernel may use (bytes; 0: the "
           "device's opt-in limit per block, 227 KB on sm_90)">,
    Option<"pointsPerThread", "points-per-thread", "int64_t", /*default=*/"0",
           "Rows of points per thread kfusion-stencil-fusion will use: groups "
           "are checked (shared memory) and projected with tiles that many "
           "times taller (0, the fusion's default: checked with 4, projected "
           "with 8 where the group qualifies for deep tiles, else 4)">,
    Option<"haloExchange", "halo-exchange", "std::string",
           /*default=*/"\"never\"",
           "never, always or auto, as kfusion-stencil-fusion will be asked: "
           "groups are projected with their halos exchanged in clusters "
           "where it will exchange them (auto: the faster projection)">,
    Option<"clusterSize", "cluster-size", "int64_t", /*default=*/"8",
           "Blocks per cluster of halo-exchange, as kfusion-stencil-fusion "
           "will be asked (2..16)">,
    Option<"registerTiles", "register-tiles", "std::string",
           /*default=*/"\"auto\"",
           "auto, always or never, as kfusion-lower-tiles will be asked: "
           "groups whose fused kernel it would compute in registers are "
           "projected as register tiles">,
    Option<"registerColumns", "register-columns", "int64_t", /*default=*/"4",
           "Columns per thread of register tiles, as kfusion-lower-tiles "
           "will be asked">,
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
    Stencil (vertical) fusion after Wahib & Maruyama (SC'14): the launches of
    a `kfusion.stencil_group` (point kernels) become one kernel running each
    body in a `kfusion.tile`, producers' values kept in shared arrays over the
    halo their readers need. Refusals are remarks; the rules: docs/stencil.md.

    ```mlir
    // @blur writes %t, @edge reads %t[y][x-1] and %t[y][x+1] (32x8 blocks)
    gpu.launch_func @k::@blur ... {kfusion.stencil_group = 1 : i64}
    gpu.launch_func @k::@edge ... {kfusion.stencil_group = 1 : i64}
    // become one launch of @k::@blur_edge_stencil, whose body holds
    %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<8x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [1, 0, 0] halo_hi [1, 0, 0] { ... kfusion.shared_write %x, %s ... }
    gpu.barrier
    kfusion.tile { ... kfusion.shared_read %s [0, -1] ... kfusion.shared_read %s [0, 1] ... }
    ```
  }];
  let options = [
    Option<"maxSharedBytes", "max-shared-bytes", "int64_t",
           /*default=*/"0",
           "Shared memory a block of a fused kernel may use (bytes; 0: the "
           "device's opt-in limit per block, 227 KB on sm_90)">,
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
    Option<"haloExchange", "halo-exchange", "std::string",
           /*default=*/"\"never\"",
           "never, always or auto: the fused kernel is launched in clusters "
           "of cluster-size blocks along the thread dimension (x or y) whose "
           "halo layers its tiles recompute the most points for; each block "
           "computes its own tile there and copies the layers beyond it from "
           "its cluster neighbours (kfusion.halo_exchange: distributed "
           "shared memory), the cluster's edge blocks still computing their "
           "outer layers. auto: where the stencil model projects the group "
           "faster so (the layers' arithmetic saved against their copies "
           "and two cluster barriers per array)">,
    Option<"clusterSize", "cluster-size", "int64_t", /*default=*/"8",
           "Blocks per cluster of halo-exchange (2..16; above 8 a "
           "non-portable cluster size); a group whose grid is not a "
           "multiple keeps recomputing its halos (a remark)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device whose shared memory per block and per-SM limits the "
           "groups' plans count with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
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
    Lowers the stencil fusion ops: shared reads and writes become loads and
    stores at the point's tile-relative thread id plus the array's halo; a
    tile with a halo (or several points per thread) a loop over its widened
    box shared by the block's threads, ids remapped; a stage a guarded copy
    and a barrier; a shared array a workgroup attribution or a view of dynamic
    shared memory. The options and why: docs/stencil.md.

    ```mlir
    kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] { ... }  // 32x8 block
    // becomes a loop over the 34x10 points of the widened tile:
    scf.for %q = %linear_tid to %c340 step %c256 {
      %x0 = arith.remui %q, %c34 : index         // then y, shifted by -1
      scf.execute_region { ... scf.yield }       // the body, ids remapped
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
    Option<"stageTma", "stage-tma", "std::string", /*default=*/"\"auto\"",
           "auto, always or never: a stage's window is one TMA load "
           "(cp.async.bulk.tensor of a tensor map the host makes before each "
           "launch, one thread issuing it under an mbarrier) where the source "
           "and window allow (a remark says why not); auto: not where the "
           "rows padded to 16 bytes would cost the kernel its conflict-free "
           "bank layout">,
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
    Option<"registerTiles", "register-tiles", "std::string",
           /*default=*/"\"auto\"",
           "auto, always or never: in a fused stencil kernel scaled along y, "
           "each thread computes register-columns columns of its rows of "
           "every member, the temporaries in registers (private arrays) "
           "instead of shared memory and their halos recomputed, the staged "
           "inputs read in 16-byte vectors; the block shrinks along x "
           "(always: a remark says why a kernel cannot); auto: where the "
           "kernel's grids are at least 2 waves of the smaller blocks">,
    Option<"registerColumns", "register-columns", "int64_t", /*default=*/"4",
           "Columns per thread of register-tiles (the block's threads along "
           "x must be a multiple)">,
    Option<"streamTiles", "stream-tiles", "int64_t", /*default=*/"1",
           "Tiles along y each block of a register kernel computes in a "
           "loop, its TMA windows double-buffered: the next tile's window "
           "loads while the block computes one (the grid that many times "
           "shorter along y; a remark says why a kernel cannot). 1: one "
           "tile a block">,
    Option<"streamRows", "stream-rows", "int64_t", /*default=*/"0",
           "Streamed rows (0: off): a fused stencil kernel's block becomes a "
           "row of stream-columns threads, one column each, that walks S "
           "rows of a strip, every member once per row at a lag of rows "
           "behind the loads, its values in registers (delay lines) and the "
           "columns' neighbours through shared memory, one barrier a row: "
           "halos recomputed along x only (a remark says why a kernel "
           "cannot)">,
    Option<"streamColumns", "stream-columns", "int64_t", /*default=*/"128",
           "Threads of a streamed-rows block (a multiple of 32): its strip's "
           "columns and their halos">,
    Option<"vectorStores", "vector-stores", "std::string",
           /*default=*/"\"auto\"",
           "auto, always or never: in a register kernel's interior blocks "
           "each thread stores the consecutive columns of a row in vectors "
           "of up to 16 bytes where their alignment is proven (the blocks "
           "check their outputs' pointers) and no global load lies between "
           "(a remark says why not); auto and always: in every register "
           "kernel">,
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
    "::mlir::vector::VectorDialect",
  ];
}

#endif // KFUSION_STENCIL_PASSES_TD
