//===- Passes.td - KFusion horizontal passes ---------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Horizontal fusion (HFuse, CGO'22): plan pairs of independent launches, fuse
// them into kernels with a kfusion.horizontal body, lower the partitions.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_HORIZONTAL_PASSES_TD
#define KFUSION_HORIZONTAL_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPlanHorizontalPass
    : Pass<"kfusion-plan-horizontal", "::mlir::ModuleOp"> {
  let summary = "Pair adjacent independent launches of a memory-bound and a "
                "compute-bound kernel into horizontal fusion groups";
  let description = [{
    Chooses the groups that `kfusion-horizontal-fusion` fuses, by the
    observation behind HFuse: fusing pays off when one kernel waits on
    memory while the other keeps the ALUs busy, and costs when both wait
    on memory (two streams already overlap them). Each kernel gets a
    codeless profile (`KFusion/Common/KernelProfile.h`): the arithmetic
    operations and global-memory accesses one thread executes, counted
    from the IR with loop trip counts (constant bounds, else
    `default-trip-count`), through the device functions it calls. Its
    intensity (arithmetic per global access) classifies it as
    memory-bound (below `memory-bound-below`), compute-bound (above
    `compute-bound-above`) or neither.

    Candidates are pairs of launches of one block at most `window` launches
    apart, without a `kfusion.horizontal_group` yet: one memory-bound and one
    compute-bound kernel, at most 1024 threads per block together, and
    fusible as the program stands (every check of
    `kfusion-horizontal-fusion` passes: no dependency between them, and
    the launches between them independent of the first, which the fusion
    moves past them). Greedily, the pair of largest contrast
    |log(intensity_a / intensity_b)| first (then the nearer pair) gets
    `kfusion.horizontal_group = N` with a new id, until no candidate with two
    free launches is left. The fusion checks every group again when it fuses
    it. Partitions and register bounds are left to the launches' block
    sizes, or to the tuner (`python3 -m kfusion.hfuse_tuner --plan`).

    Every planned group gets a remark, and so does every launch left
    alone, with the reason: neither memory- nor compute-bound, no launch
    of the other class within the window, the reason its nearest partner
    could not be fused (too many threads, a dependency, ...), or its
    partners being in pairs of more contrast. Launches already in a group
    are left alone.

    With `model=roofline` the pairs come from a projection instead of the
    classes (`KFusion/Common/KernelRoofline.h`): per launch, from its IR
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
    for the tuner to drop): bench/results/2026-11-24-planner-eval.md. The device is the `device`
    option's (or the module's `kfusion.device`, else the h100 preset); remarks give every kernel's projected
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
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

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

    **Groups.** The launches carrying `kfusion.horizontal_group = N` (any
    integer) form group N, in program order; or the option `kernels=a,b,...`
    names one group by kernel (`name` or `module::name`, each launched
    exactly once), in that order, and the attributes are then ignored. A
    `gpu.launch` carrying `kfusion.horizontal_group` is outlined first, into
    a gpu.module per host function (`<function>_kernels`), keeping its `kfusion.*` attributes
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
        {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @k::@hist blocks in (%c64, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%b : memref<8192xi32>, ...)
        {kfusion.horizontal_group = 1 : i64}
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
               "as one group, in this order, instead of the "
               "kfusion.horizontal_group attributes">,
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

#endif // KFUSION_HORIZONTAL_PASSES_TD
