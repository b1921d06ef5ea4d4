//===- Passes.td - KFusion transformation passes -----------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Passes that plan, fuse or inspect GPU programs: horizontal fusion (HFuse)
// and its lowering, and the binary dump used by `make demo`. The other
// fusion techniques add their passes here as they arrive.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_PASSES_TD
#define KFUSION_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionDumpBinariesPass : Pass<"kfusion-dump-binaries", "::mlir::ModuleOp"> {
  let summary = "Write the objects of every gpu.binary to files";
  let description = [{
    Writes each object of each `gpu.binary` in the module to
    `<output-dir>/<binary>.<chip>.<ext>`, where `ext` is `ptx` for assembly
    (`format=ptx` in `kfusion-to-cubin`), `cubin` for binaries, `fatbin` for
    fat binaries and `ll` for offload (LLVM IR) objects. The IR is left
    unchanged. A remark on the module names each file written, so scripts
    (and `make demo`) can feed the PTX to `ptxas -v` or the cubin to
    `cuobjdump`.

    Example: after
    `kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=out"`
    the file `out/kernels.sm_90.ptx` holds the PTX of `gpu.module @kernels`.
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", /*default=*/"\".\"",
           "Directory the objects are written to (created if missing)">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

//===----------------------------------------------------------------------===//
// Horizontal fusion (HFuse)
//===----------------------------------------------------------------------===//

def KFusionHorizontalFusionPass
    : Pass<"kfusion-horizontal-fusion", "::mlir::ModuleOp"> {
  let summary = "Fuse independent kernel launches into one horizontally "
                "partitioned kernel";
  let description = [{
    Horizontal fusion after Li, Zheng, Pekhimenko and Long, "Automatic
    Horizontal Fusion for GPU Kernels" (CGO'22): the launches of one group
    become one launch of a new kernel whose thread block is split into one
    thread range (partition) per original kernel, so that the warp
    schedulers interleave the kernels' instructions. The new `gpu.func`
    (named after the kernels, `_hfuse`, or `_serial` in serial mode) holds a
    `kfusion.horizontal` op with the original bodies moved in verbatim;
    `kfusion-lower-horizontal` materializes the partitions.

    **Groups.** The launches carrying `kfusion.group = N` (any integer) form
    group N, in program order; or the option `kernels=a,b,...` names one
    group by kernel (`name` or `module::name`, each launched exactly once),
    in that order, and the attributes are then ignored. A `gpu.launch`
    carrying `kfusion.group` is outlined first, into a gpu.module per host
    function (`<function>_kernels`), keeping its `kfusion.*` attributes
    (upstream's `gpu-kernel-outlining` drops them and gives each kernel a
    module of its own). Kernels of different gpu.modules (with the same
    targets) are fused into the first kernel's module; the declarations
    and constant globals the others name come along (renamed where that module has
    another definition under the name), and a module left without kernels
    is erased.

    **Configuration.** Partition `i` (threads of kernel `i`) comes from the
    `partition` option, else from `kfusion.partition = P` on the launch,
    else from the launch's block size. A partition other than the block size
    changes the block's x extent (the kernel must not depend on its block
    size, as in HFuse's tuned kernels). `max-registers` (or
    `kfusion.max_registers = R` on a launch of the group) becomes
    `nvvm.maxnreg` on the fused kernel. `serial` emits HFuse's "vertical"
    baseline instead: every thread runs the kernels one after the other,
    the block size is the largest partition, and kernel `i` runs on threads
    `[0, partition_i)`; its `gpu.barrier` becomes named barrier `i+1` over
    those threads, so a kernel's barrier never waits for threads that do not
    run it.

    **What is supported.** 1-D, 2-D and 3-D blocks (ids recomputed from the
    partition-local linear id); different grids (the fused grid covers the
    largest, blocks beyond a kernel's grid skip it), also grids computed at
    run time (each such size becomes an argument of the fused kernel and the
    launch grid is computed before the launch); static workgroup and
    private attributions of every kernel (kept as separate attributions);
    dynamic shared memory of every kernel (slices at 128-byte aligned
    offsets, the launch asks for the sum); early `gpu.return` (it becomes
    `kfusion.yield` and leaves only its region); warp-level ops (partitions
    are warp-aligned); async launches (the fused launch waits for the union
    of the dependencies and its token replaces the launches' tokens);
    calls to device functions with a body (`func.func` or `llvm.func` of
    the kernel's `gpu.module`), which are inlined
    into the kernel's region, transitively, so that their ids and barriers
    are the partition's (a body of several blocks becomes an
    `scf.execute_region`; functions nothing calls any more are erased,
    like the kernels no longer launched); calls to declarations
    (libdevice) stay.
    Identical host operands are passed once.

    **Refusals.** A group that cannot be fused is left alone with a remark,
    on the op involved, naming the reason: launches that depend on each
    other (one kernel writes a buffer that another reads or writes; the
    buffer is named; host buffers that may alias count), launches in
    different blocks, ops between the launches that order them (`gpu.wait`,
    host memory accesses, calls, a launch outside the group that touches a
    buffer of a group launch before it, one of them writing; an independent
    launch between stays where it is and the earlier group launches move
    past it), more than 1024 threads,
    a partition that is not a multiple of 32, more than 15 partitions with
    barriers, non-constant block sizes (grid and dynamic shared memory
    sizes may be computed at run time: the fused kernel receives them),
    cluster launches, launches on an explicit stream object, mixed
    synchronous and asynchronous launches, kernels in `gpu.module`s with
    different targets, a kernel of another gpu.module than the first that
    uses a mutable global of its module (fusion would copy it), and
    kernels that use barrier ids themselves
    (`kfusion.named_barrier`, `nvvm.barrier`, `nvvm.barrier0`), read NVVM
    thread or block id registers, or use cluster ids (in their own body or
    in a device function they call), and kernels whose calls cannot be
    inlined (indirect or recursive calls).
    Malformed requests (a `kernels` name that matches no launch or several,
    a `partition` list of the wrong length) are errors.

    Example:

    ```mlir
    gpu.launch_func @k::@reduce blocks in (%c64, %c1, %c1)
        threads in (%c128, %c1, %c1) args(%a : memref<8192xf32>, ...)
        {kfusion.group = 1 : i64}
    gpu.launch_func @k::@hist blocks in (%c64, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%b : memref<8192xi32>, ...)
        {kfusion.group = 1 : i64}
    ```

    becomes one launch of 384 threads per block:

    ```mlir
    gpu.launch_func @k::@reduce_hist_hfuse blocks in (%c64, %c1, %c1)
        threads in (%c384, %c1, %c1) args(%a : memref<8192xf32>, ...,
                                          %b : memref<8192xi32>, ...)
    // gpu.func @reduce_hist_hfuse ... kernel
    //     attributes {known_block_size = array<i32: 384, 1, 1>} {
    //   kfusion.horizontal partitions [128, 256]
    //       block_dims [(128, 1, 1), (256, 1, 1)]
    //       grid_dims [(64, 1, 1), (64, 1, 1)] { ... }, { ... }
    ```
  }];
  let options = [
    ListOption<"kernels", "kernels", "std::string",
               "Fuse the launches of these kernels (name or module::name) "
               "as one group, in this order, instead of the kfusion.group "
               "attributes">,
    ListOption<"partition", "partition", "int64_t",
               "Threads of each kernel's partition, in group order "
               "(default: each launch's block size)">,
    Option<"maxRegisters", "max-registers", "int64_t", /*default=*/"0",
           "Register bound of the fused kernel (nvvm.maxnreg); 0: none">,
    Option<"serial", "serial", "bool", /*default=*/"false",
           "Emit HFuse's serial (vertical) baseline: each thread runs the "
           "kernels one after the other">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::kfusion::KFusionDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def KFusionOutlineLaunchesPass
    : Pass<"kfusion-outline-launches", "::mlir::ModuleOp"> {
  let summary = "Outline gpu.launch ops for horizontal fusion, one gpu.module "
                "per host function";
  let description = [{
    Outlines every `gpu.launch` (or, with `only-grouped`, those carrying
    `kfusion.group`, which is what `kfusion-horizontal-fusion` does itself)
    into a kernel of a gpu.module per host function (`<function>_kernels`)
    and launches it with `gpu.launch_func` with the same sizes, async
    dependencies and `kfusion.*` attributes. Unlike upstream's
    `gpu-kernel-outlining` it keeps those attributes, puts the kernels of a
    function side by side, and does not declare `known_block_size` /
    `known_grid_size`, so that the tuner may give a kernel another
    partition. Constants used in a body are sunk into it; host symbols the
    body names (a helper function) are cloned into the gpu.module.

    Use it before `kfusion-plan-horizontal` or the tuner on programs written
    with `gpu.launch`.
  }];
  let options = [
    Option<"onlyGrouped", "only-grouped", "bool", /*default=*/"false",
           "Outline only the launches carrying kfusion.group">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionPlanHorizontalPass
    : Pass<"kfusion-plan-horizontal", "::mlir::ModuleOp"> {
  let summary = "Pair adjacent independent launches of a memory-bound and a "
                "compute-bound kernel into horizontal fusion groups";
  let description = [{
    Chooses the groups that `kfusion-horizontal-fusion` fuses, by the
    observation behind HFuse: fusing pays off when one kernel waits on
    memory while the other keeps the ALUs busy, and costs when both wait
    on memory (two streams already overlap them). Each kernel gets a
    codeless profile (`KFusion/Analysis/KernelProfile.h`): the arithmetic
    operations and global-memory accesses one thread executes, counted
    from the IR with loop trip counts (constant bounds, else
    `default-trip-count`), through the device functions it calls. Its
    intensity (arithmetic per global access) classifies it as
    memory-bound (below `memory-bound-below`), compute-bound (above
    `compute-bound-above`) or neither.

    Candidates are pairs of launches of one block at most `window` launches
    apart, without a `kfusion.group` yet: one memory-bound and one
    compute-bound kernel, at most 1024 threads per block together, and
    fusible as the program stands (every check of
    `kfusion-horizontal-fusion` passes: no dependency between them, and
    the launches between them independent of the first, which the fusion
    moves past them). Greedily, the pair of largest contrast
    |log(intensity_a / intensity_b)| first (then the nearer pair) gets
    `kfusion.group = N` with a new id, until no candidate with two free
    launches is left. The fusion checks every group again when it fuses
    it. Partitions and register bounds are left to the launches' block
    sizes, or to the tuner (`python3 -m kfusion.hfuse_tuner --plan`).

    Every planned group gets a remark, and so does every launch left
    alone, with the reason: neither memory- nor compute-bound, no launch
    of the other class within the window, the reason its nearest partner
    could not be fused (too many threads, a dependency, ...), or its
    partners being in pairs of more contrast. Launches already in a group
    are left alone.

    With `model=roofline` the pairs come from a projection instead of the
    classes (`KFusion/Analysis/KernelRoofline.h`): per launch, from its IR
    and its constant launch sizes, the time its issue slots, L1 wavefronts
    (gathers cost one per thread), atomics and DRAM bytes need on the device,
    and a latency term (dependent global round trips per thread, per wave of
    resident blocks); the launch takes the largest. The fused pair adds the
    resources of both bodies (per-SM ones over the busiest SM of the larger
    grid) and overlaps their latencies; two streams overlap the kernels as
    far as the first leaves block slots free. A pair is a candidate when the
    better unfused time over the fused one, its projected gain, is at least
    `min-gain`; the largest gain goes first. Blocks of more than 1024
    threads together are projected with the partitions cut in proportion
    and their partition is left to the tuner (the fusion declines the group
    until `kfusion.partition` is set). With `search-partitions`, each pair
    is projected with every split the HFuse tuner searches that the fusion
    accepts, and the best kept; the remark names that split, but it is not
    written as `kfusion.partition`: another partition changes the block each
    body sees, which only kernels written for any block size survive, so the
    tuner, which checks its candidates' outputs, chooses it. With
    `min-gain=1.0` this finds more of the measured wins (and more losses
    for the tuner to drop): bench/results/2026-11-24-planner-eval.md. The device constants are options
    (H100 defaults: `bandwidth`, `multiprocessors`, `clock-hz`,
    `atomic-rate`, `memory-latency`); remarks give every kernel's projected
    time and bound and every pair's projected times and gain.

    Example, with the kernels of `bench/hfuse`: the Ethash-style search
    (8.0 arithmetic ops per global access: memory-bound) launched next to
    the SHA-256d search (1313: compute-bound) become a group; batch-norm
    statistics (8.8) next to a histogram (5.1), both memory-bound, stay
    apart. The defaults (16 and 64) separate those kernels, whose stall
    profiles were measured with ncu (bench/results/2026-11-22-hfuse-pairs-h100).
  }];
  let options = [
    Option<"memoryBoundBelow", "memory-bound-below", "double",
           /*default=*/"16.0",
           "A kernel with fewer arithmetic ops per global-memory access is "
           "memory-bound">,
    Option<"computeBoundAbove", "compute-bound-above", "double",
           /*default=*/"64.0",
           "A kernel with more arithmetic ops per global-memory access is "
           "compute-bound">,
    Option<"defaultTripCount", "default-trip-count", "int64_t",
           /*default=*/"16",
           "Trip count assumed for loops without constant bounds">,
    Option<"window", "window", "int64_t", /*default=*/"8",
           "Largest distance in launches between the two launches of a "
           "pair (1: neighbours only)">,
    Option<"model", "model", "std::string", /*default=*/"\"classes\"",
           "How pairs are chosen: 'classes' (a memory-bound with a "
           "compute-bound kernel) or 'roofline' (a projected gain of at "
           "least min-gain)">,
    Option<"minGain", "min-gain", "double", /*default=*/"1.05",
           "model=roofline: smallest projected gain (better unfused time / "
           "fused time) of a pair">,
    Option<"searchPartitions", "search-partitions", "bool",
           /*default=*/"false",
           "model=roofline: project every partition the HFuse tuner "
           "searches and keep the best (the remark names it; the tuner "
           "chooses the partition)">,
    Option<"bandwidth", "bandwidth", "double", /*default=*/"3.0e12",
           "model=roofline: device memory bandwidth, bytes per second "
           "(reads + writes; H100: 3.0e12 measured by a copy)">,
    Option<"multiprocessors", "multiprocessors", "int64_t",
           /*default=*/"132", "model=roofline: SMs of the device">,
    Option<"clockHz", "clock-hz", "double", /*default=*/"1.98e9",
           "model=roofline: SM clock, Hz">,
    Option<"atomicRate", "atomic-rate", "double", /*default=*/"3.5e11",
           "model=roofline: atomic operations per second on contended "
           "addresses, whole device">,
    Option<"memoryLatency", "memory-latency", "double",
           /*default=*/"5.0e-7",
           "model=roofline: seconds of one dependent global-memory round "
           "trip under load">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionPrintLaunchGraphPass
    : Pass<"kfusion-print-launch-graph", "::mlir::ModuleOp"> {
  let summary = "Print the launch graph of each host block";
  let description = [{
    Prints, for every block of a host function (or other host region) that
    launches kernels, the launch graph that the fusion passes and their
    planners use (`KFusion/Analysis/LaunchGraph.h`): its nodes in program
    order (each `gpu.launch_func`, and each host op that orders launches: one
    that accesses memory, waits for the device, or whose effects are not
    known), the arrays with SC'14's K(D) (the launches that touch array D,
    which of them read and write it, and the arrays it is not known apart
    from), every direct dependence with its kind (read-after-write,
    write-after-read, write-after-write on a buffer or global, a token, or an
    ordering with a synchronizing or unknown op) and the buffer, and the
    order-of-execution graph (the dependences not implied by others).

    `format=dot` prints a Graphviz digraph per block instead. The output goes
    to standard output; the IR is unchanged.

    Example: `kfusion-opt prog.mlir --kfusion-print-launch-graph -o /dev/null`
    prints

    ```
    launch graph of @step: 3 nodes, 2 dependences
      node 0: launch @k::@lap
      node 1: launch @k::@flx
      node 2: launch @k::@out
    arrays (K(D): the launches that touch D):
      array 0: %arg0 (argument, llvm.noalias): K = {0, 2}, read by 0, 2, written by -
      array 1: %0 (allocation): K = {0, 1}, read by 1, written by 0
      ...
    dependences:
      0 -> 1 read-after-write: @k::@lap writes %0, which @k::@flx may read
      1 -> 2 read-after-write: @k::@flx writes %1, which @k::@out may read
    order of execution (transitive reduction):
      0 -> 1
      1 -> 2
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "Output format: text or dot">,
  ];
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
      at it, under `scf.if` guards (`KFusion/Analysis/KernelFootprint.h`).
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

def KFusionPlanStencilPass
    : Pass<"kfusion-plan-stencil", "::mlir::ModuleOp"> {
  let summary = "Choose stencil groups by a grouping genetic search over a codeless projection";
  let description = [{
    SC'14's planner, adapted to the H100. Per host block, the launches not
    grouped yet are partitioned into groups that `kfusion-stencil-fusion`
    can fuse (its own analysis decides feasibility: no group creates a cycle
    in the order-of-execution graph, halos are coverable, shared memory fits,
    ...) so as to minimize the sum of projected times:

    - **Projection** (`KFusion/Analysis/StencilModel.h`, no code generated):
      a launch's time is bounded by the bytes it moves (each array read once
      over its tile, the halo ring weighted as cache hits; each array written
      once; temporaries and shared arrays free) at the copy bandwidth times
      a point-kernel efficiency and an occupancy factor (threads, registers
      estimated from the kernel's accesses and arithmetic, shared memory:
      255 registers per thread, 64K per SM, 228 KB per SM, 227 KB per
      block), and by its arithmetic (halo points recomputed), plus launch
      and barrier costs.
    - **Search** (`KFusion/Analysis/GroupingSearch.h`): the grouping genetic
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
    Option<"bandwidthGbps", "bandwidth-gbps", "double", /*default=*/"3000",
           "Device-to-device copy bandwidth of the device, GB/s">,
    Option<"launchOverheadUs", "launch-overhead-us", "double",
           /*default=*/"3",
           "Cost of a kernel launch, microseconds">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
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
      is paid once per run. The run length is `run-rows`, or with 0 (the
      default) chosen per kernel between N/2 and 2N for the shortest
      longest thread; where a warp of runs wraps between run-rows, idle
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
    Option<"runRows", "run-rows", "int64_t", /*default=*/"0",
           "Rows per run with row-runs (0: chosen per kernel, between half "
           "and twice the tile scale, for the shortest longest thread; at "
           "most the tallest tile's rows)">,
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
           "cache (l2-bytes) or of dynamic size">,
    Option<"l2Bytes", "l2-bytes", "int64_t",
           /*default=*/"::mlir::kfusion::RooflineDevice().l2Bytes",
           "The L2 cache size prefetch-late-reads=auto compares arguments "
           "with (default the H100's 50 MB)">,
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

def KFusionLowerHorizontalPass : Pass<"kfusion-lower-horizontal"> {
  let summary = "Materialize the partitions of kfusion.horizontal bodies";
  let description = [{
    Replaces each `kfusion.horizontal` op by guarded code: region `i` runs
    under `scf.if` (thread id in the partition's range; in a kernel with
    different grids, also block id below the region's block count) as an
    `scf.execute_region` whose `kfusion.yield`s become `scf.yield`s. Inside
    the region:

    - `gpu.thread_id` becomes the partition-local id, delinearized in the
      region's `block_dims` from `thread_id x - start`;
    - `gpu.block_dim`, `gpu.grid_dim` and `gpu.num_subgroups` become
      constants; `gpu.subgroup_id` is the local linear id divided by 32;
      `gpu.global_id` is recomputed from the local ids;
    - `gpu.block_id` is delinearized from `block_id x` in the region's
      `grid_dims` when the region's grid is not the launch grid;
    - `gpu.barrier` becomes `kfusion.named_barrier id (i+1) threads P_i`
      (PTX `bar.sync i+1, P_i` after `convert-kfusion-to-nvvm`);
    - `gpu.dynamic_shared_memory` becomes a `memref.view` of the kernel's
      dynamic shared memory at the region's offset.

    `kfusion-to-cubin` runs this pass right before `convert-kfusion-to-nvvm`.

    Example: region 1 of `partitions [128, 256]` becomes

    ```mlir
    %tid = gpu.thread_id x
    %in = arith.cmpi uge, %tid, %c128 : index
    scf.if %in {
      scf.execute_region {
        %local = arith.subi %tid, %c128 : index
        ...                                   // the body, ids remapped
        kfusion.named_barrier id 2 threads 256
        scf.yield
      }
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::kfusion::KFusionDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def KFusionLowerSyncMemoryOpsPass : Pass<"kfusion-lower-sync-memory-ops"> {
  let summary = "Rewrite synchronous gpu.alloc/dealloc/memcpy/memset (and "
                "async ones without exactly one dependency) into the async "
                "form gpu-to-llvm lowers";
  let description = [{
    The GPU dialect defines synchronous forms of `gpu.alloc`, `gpu.dealloc`,
    `gpu.memcpy` and `gpu.memset` (without `async`): the host blocks until
    the op is done on the device. Upstream's `gpu-to-llvm` lowers these ops
    only in their async form with exactly one async dependency (the stream
    they run on), and leaves the synchronous form unlowered. This pass
    rewrites each synchronous op of the host into

    1. `%s = gpu.wait async [deps]`: a fresh stream that starts when the
       op's dependencies (often none) are done;
    2. the op's async form on that stream, `gpu.X async [%s]`;
    3. `gpu.wait [%t]` on its token: the host blocks until the op is done,
       and gpu-to-llvm destroys the stream there.

    So the op blocks exactly as the synchronous form does, and the
    dependencies' own streams stay untouched (a later use of their tokens
    still works). Like a synchronous `gpu.launch_func`, the op is not
    ordered after device work it does not depend on (streams are
    non-blocking): wait for such work first, or name its token.

    An async op with no dependency or several gets steps 1 and 2 only: its
    stream starts when all its dependencies are done, and the new op's token
    replaces the old one.

    `gpu.alloc host_shared` is the exception upstream makes the other way:
    gpu-to-llvm lowers it only synchronous and without dependencies (the
    runtime allocates managed memory at once, on no stream). Its other
    forms become that one: with dependencies but synchronous, a
    `gpu.wait async [deps]` waited for first; async, the allocation plus
    `%t = gpu.wait async [deps]` as its token.

    Ops in device code (a `gpu.module`, a kernel, a `gpu.launch` body) are
    left alone. `kfusion-to-cubin` runs this pass right before
    `gpu-to-llvm`, after its last canonicalization: folding
    `gpu.wait async [%t]` into `%t` (a gpu.wait canonicalization) would let
    the blocking `gpu.wait` after the op destroy the stream of `%t`, as
    gpu-to-llvm lowers a blocking wait, while `%t` has other users.
    `kfusion-sim` runs the synchronous forms directly.

    Example:

    ```mlir
    %d = gpu.alloc () : memref<256xf32>
    gpu.memcpy [%t] %d, %h : memref<256xf32>, memref<256xf32>
    ```

    becomes

    ```mlir
    %0 = gpu.wait async
    %d, %1 = gpu.alloc async [%0] () : memref<256xf32>
    gpu.wait [%1]
    %2 = gpu.wait async [%t]
    %3 = gpu.memcpy async [%2] %d, %h : memref<256xf32>, memref<256xf32>
    gpu.wait [%3]
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionReleaseStreamsPass
    : Pass<"kfusion-release-streams", "::mlir::ModuleOp"> {
  let summary = "Destroy every stream the lowered host code creates once, "
                "after its last use";
  let description = [{
    Runs on host code that `gpu-to-llvm` lowered (LLVM dialect calling the
    `mgpu*` runtime ABI). Upstream's lowering creates a stream
    (`mgpuStreamCreate`) for every `gpu.wait async` and every async op
    without dependencies, and destroys a stream only where a blocking
    `gpu.wait` names a token of it. A join's dependencies
    (`gpu.wait async [%a, %b]`) and forked streams that are joined rather
    than waited for are therefore never destroyed: a program that runs
    many times leaks streams every time (measured: a fused 150-kernel
    program with 21 joins slowed down from step to step, up to 13x), and a
    blocking `gpu.wait` naming two tokens of one stream (`%b` launched
    after `%a`) destroys it twice.

    For each `mgpuStreamCreate` whose stream is used only in its own block
    and only by the runtime's stream functions and `gpu.launch_func`, the
    pass removes the stream's `mgpuStreamDestroy` calls and destroys it once,
    right after its last use; a synchronization (`mgpuStreamSynchronize`)
    after a removed destroy stays a synchronization. The driver releases a
    destroyed stream once the work queued on it is done, so the host does
    not wait. A stream that leaves its block (a branch or return operand, a
    call to another function, a store) is left as it is and reported with a
    remark.

    Example (host code after `gpu-to-llvm`):

    ```mlir
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    gpu.launch_func <%s : !llvm.ptr> @kernels::@a ...
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    // ... another stream waits for %e; %s is never destroyed
    ```

    gets `llvm.call @mgpuStreamDestroy(%s)` after the `mgpuEventRecord`.
    `kfusion-to-cubin` runs it right after `gpu-to-llvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}


//===----------------------------------------------------------------------===//
// Stitching
//===----------------------------------------------------------------------===//

def KFusionPlanStitchPass : Pass<"kfusion-plan-stitch", "::mlir::ModuleOp"> {
  let summary = "Choose stitch groups of linalg ops on tensors (FusionStitching's ILP plan)";
  let description = [{
    Plans stitching after FusionStitching (Long, Yang, Lin) for every
    function on tensors in the module: named linalg ops are generalized,
    the op graph is built (`KFusion/Analysis/StitchGraph.h`), and each op
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
    Option<"bandwidth", "bandwidth", "double", /*default=*/"3.0e12",
           "Device memory bandwidth (bytes/s) of the cost model">,
    Option<"launchSeconds", "launch-seconds", "double", /*default=*/"2.5e-6",
           "Cost of a kernel launch (s) in the cost model">,
    Option<"maxPatterns", "max-patterns", "unsigned", /*default=*/"4000",
           "Most candidate patterns the ILP sees">,
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
    Option<"multiprocessors", "multiprocessors", "int64_t",
           /*default=*/"132",
           "Multiprocessors of the device (the H100's 132): a row kernel "
           "with column partials runs one resident wave of blocks">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
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

    Input: `linalg.generic` and named linalg ops on static tensors with one
    result, `tensor.empty`, `arith.constant`; bodies of `arith` and `math`
    ops and `linalg.index`. Anything else is an error naming the op.
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
    Option<"multiprocessors", "multiprocessors", "int64_t",
           /*default=*/"132",
           "Multiprocessors of the device (the H100's 132): a row kernel "
           "with column partials runs one resident wave of blocks">,
    Option<"l2Policy", "l2-policy", "std::string", /*default=*/"\"evict_last\"",
           "L2 eviction priority written as kfusion.l2_policy on the loads "
           "of each kernel's read-only inputs: evict_last (default), "
           "evict_first, or none">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// Fine-grained synchronization (cuSync)
//===----------------------------------------------------------------------===//

def KFusionPlanSyncPass : Pass<"kfusion-plan-sync", "::mlir::ModuleOp"> {
  let summary = "Pick dependent tiled launch pairs, their cuSync policy and tile order";
  let description = [{
    For each host block: a launch (the *consumer*) that reads a buffer the
    launch right before it (the *producer*) writes becomes a synchronized
    pair when their tiles can be related: its tile dependency is inferred
    from the kernels' accesses (`inferTileDependence`: each block computes
    one tile; global indices affine in the block ids with a bounded rest),
    or declared by a `kfusion.tile_dep` attribute on the consumer, which must
    cover the inferred one (else a remark names the uncovered access and the
    pair stays as it is).

    The pass then chooses, and writes as attributes a user may edit:
    - `kfusion.sync_pair = N : i64` on both launches;
    - `kfusion.tile_dep` on the consumer (the inferred summary when not
      declared);
    - `kfusion.sync_policy = "tile" | "row" | "strided" | "conv2d"` on the
      consumer: of the policies the dependency admits, the one the model
      below projects fastest (row, strided, conv2d, tile on ties; a wait on
      several semaphores costs one round trip; a hand-written policy
      overrides, and is refused with a remark when it does not cover the
      dependency). `"conv2d"` (Conv2DTileSync) admits only a convolution's
      dependency (a window of neighbouring producer tiles along one
      dimension, every tile along the others) and has TileSync's
      semaphores, its waits staged through the consumer's channel loop;
    - `kfusion.tile_order = array<i64: ...>` on a launch whose tiles should
      run in another order than the hardware's (dimensions fastest first;
      absent when the hardware order is as good: cuSync's optimization T).
      A fourth entry B makes bands: `[1, 0, 2, B]` runs the producer B rows
      at a time, y fastest within a band (`tileAtPosition`). Where every
      consumer tile needs the same band of B > 1 whole producer rows (or
      columns) and the producer has more than one wave, that banded order
      is tried first (`banded-orders`): its rows complete as early as in the
      hardware's order, so the model projects the same time and it wins the
      tie, while the blocks that run together share the other operand (each
      weight column is read by the B rows at once, not once per wave). A
      hand-written order is checked (an error on its launch when it is not
      one of these forms), kept as the only candidate for its launch, and
      keeps the wait-kernel (its counter's workgroup slot is not in the
      blocks-per-multiprocessor count W relies on); the remark says "as
      written";
    - `kfusion.sync_wait_kernel = false` when both grids fit on the device
      at once, so no consumer block can hold a slot a producer block needs
      (optimization W), else `true`;
    - `kfusion.sync_wait_at = "first-use"`: the consumer waits just before
      its first access to the dependent buffer, after loading its other
      inputs (optimization R); `"in-loop"` (TileSync, Conv2DTileSync): each
      producer tile is waited for inside the consumer's main loop, right
      before the iteration that first reads it, a convolution's halo window
      in full at each stage (the model chooses it when it projects a shorter
      time); or `"entry"`. A hand-written value is kept.

    Whether to synchronize at all comes from a codeless model: an event
    simulation of the two grids' blocks on `multiprocessors` x blocks per
    multiprocessor slots (occupancy from threads, shared memory and
    registers: a kernel's `nvvm.maxnreg`, which ptxas keeps and the kernels
    `kfusion-insert-semaphores` makes carry (outside 1..255 an error), else
    `registers-per-thread`;
    the remark names the blocks per multiprocessor of each kernel), each
    block taking a time proportional to its kernel's work per thread, the
    consumer's blocks starting when a slot frees and running when their
    producer tiles are done; against the same blocks one launch after the
    other (StreamSync). Pairs whose modeled gain is below `min-gain` stay
    unsynchronized. A remark per pair says what was chosen and why.
  }];
  let options = [
    Option<"multiprocessors", "multiprocessors", "int64_t", /*default=*/"132",
           "Multiprocessors of the device (H100 SXM: 132)">,
    Option<"registersPerThread", "registers-per-thread", "int64_t",
           /*default=*/"255",
           "Registers per thread assumed for occupancy where a kernel "
           "declares no nvvm.maxnreg (255: the safe bound for dropping the "
           "wait-kernel); a kernel that declares known_block_size is "
           "assumed at most the registers one such block may have (65536 "
           "/ threads: ptxas fits a block of its .maxntid)">,
    Option<"minGain", "min-gain", "double", /*default=*/"1.05",
           "Least modeled speedup over StreamSync to synchronize a pair (1.05: on the H100 with both kernels really concurrent, 2026-11-26, the pairs the model projected at 1.06x and 1.14x measured 1.07x and 1.10x, and every pair it projected below 1.0x measured 0.95x-1.03x)">,
    Option<"policy", "policy", "std::string", /*default=*/"\"\"",
           "Use this policy for every pair (tile, row, strided) instead of "
           "choosing">,
    Option<"force", "force", "bool", /*default=*/"false",
           "Synchronize every pair that admits it, whatever the model says">,
    Option<"bandedOrders", "banded-orders", "bool", /*default=*/"true",
           "Where every consumer tile needs a band of B > 1 whole producer "
           "rows (or columns) and the producer has more than one wave, try "
           "the producer in bands of B first (kfusion.tile_order [1, 0, 2, "
           "B]): the model projects it as the hardware's order, and it wins "
           "the tie (blocks that run together share the other operand)">,
  ];
  let dependentDialects = ["::mlir::kfusion::KFusionDialect"];
}

def KFusionInsertSemaphoresPass
    : Pass<"kfusion-insert-semaphores", "::mlir::ModuleOp"> {
  let summary = "Run synchronized launch pairs concurrently, with semaphores between tiles";
  let description = [{
    Rewrites each pair of launches marked `kfusion.sync_pair = N` (see
    `kfusion-plan-sync`, whose attributes it reads; absent ones get the same
    defaults the planner would choose):

    - Host: a semaphore array (`gpu.alloc` of i32, zeroed by `gpu.memset`
      on the producer's stream before it, freed after both) is passed to
      clones of both kernels; the producer runs on its stream, the consumer
      on a new stream (`gpu.wait async` on the memset) behind the
      wait-kernel, and a join (`gpu.wait async [producer, consumer]`, or a
      blocking `gpu.wait` for synchronous programs) replaces both tokens.
      Fresh semaphores per call are the reset between runs.
    - Producer kernel: `kfusion.sem_post` of its tile's semaphore before its
      return (after all its writes), and with a wait-kernel a post of the
      "started" counter at entry.
    - Consumer kernel: waits until every producer tile its tile depends on
      has posted; at entry or before its first access to the dependent
      buffer (or, with `kfusion.sync_wait_at = "in-loop"`, window by window
      in its loop). A wait on one semaphore is a `kfusion.sem_wait`; a wait
      on several (a window of tiles) costs one round trip: the block's
      threads each `kfusion.sem_poll` one semaphore of the window (linear
      thread id, strided by the block size), then one `gpu.barrier`, skipped
      with the polls when the window is empty.
    - Tile order: with `kfusion.tile_order`, the kernel takes its tile from
      `kfusion.next_tile` (an atomic counter) and delinearizes it in that
      order (a banded one with its band's first row and width, the last
      band's narrower); `gpu.block_id` uses become the tile's coordinates.
    - The wait-kernel: one block that waits until every producer block has
      started, launched on the consumer's stream before the consumer, so
      no consumer block is resident before every producer block is.

    Checks (refusals are remarks on the consumer launch; the pair then runs
    as before, one after the other): the pair's launches are in one block
    with nothing between them, both synchronous or both async with at most
    one dependency; the kernels end in one `gpu.return` of their entry
    block; a custom tile order needs kernels without `gpu.global_id`; the
    dependency covers the accesses and the policy covers the dependency
    (`checks=false` skips these two, to test that the interpreter catches
    an under-waiting plan).
  }];
  let options = [
    Option<"checks", "checks", "bool", /*default=*/"true",
           "Check that the declared dependency and the policy cover the "
           "accesses (turn off only to plant a wrong plan in a test)">,
  ];
  let dependentDialects = [
    "::mlir::kfusion::KFusionDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def KFusionLowerSyncPass : Pass<"kfusion-lower-sync"> {
  let summary = "Lower kfusion.sem_wait, kfusion.sem_poll, kfusion.sem_post and kfusion.next_tile";
  let description = [{
    Expands the block-collective semaphore ops into one thread's atomics and
    block barriers, and `kfusion.sem_poll` into the executing thread's spin. `target=nvvm` (what `kfusion-to-cubin` runs) polls with
    `ld.acquire.gpu.u32` and `nanosleep`, posts with `red.release.gpu.add.u32`
    (inline PTX), and with `sync-timeout-ms=N` (a debug mode) prints the
    block, semaphore and values and traps after N ms of spinning instead of
    hanging. `target=generic` (what `kfusion-sim` runs) uses
    `memref.atomic_rmw`. `kfusion.next_tile` becomes an atomic add by thread
    0 broadcast through a workgroup slot.

    Example: `kfusion.sem_post %s[%i] add %c1 : memref<8xi32>` becomes

    ```mlir
    gpu.barrier
    scf.if %thread0 {
      llvm.inline_asm has_side_effects "red.release.gpu.add.u32 [$0], $1;", "l,r,~{memory}" %addr, %c1 : (i64, i32) -> ()
    }
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"nvvm\"",
           "nvvm (inline PTX acquire / release) or generic (memref atomics)">,
    Option<"syncTimeoutMs", "sync-timeout-ms", "int64_t", /*default=*/"0",
           "Debug mode: a wait that spins this many milliseconds prints "
           "and traps (0: wait forever)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
  ];
}

#endif // KFUSION_TRANSFORMS_PASSES_TD
