//===- KFusionOps.td - KFusion operations ------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Operations of the `kfusion` dialect: the named barrier, the horizontal
// kernel body of HFuse-style horizontal fusion with its region terminator,
// and the device copy of a constant that the host makes once;
// the tiles and shared arrays of stencil fusion are in KFusionTileOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONOPS_TD
#define KFUSION_DIALECT_KFUSIONOPS_TD

include "KFusion/Dialect/KFusionDialect.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// NamedBarrierOp
//===----------------------------------------------------------------------===//

def KFusion_NamedBarrierOp : KFusion_Op<"named_barrier", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Partial block barrier among a thread count, on barrier id 1..15";
  let description = [{
    Synchronizes the `threads` threads of the block that execute a barrier
    with the same `id`, as PTX `bar.sync id, threads` does. Barrier id 0 is the
    whole block and stays `gpu.barrier`; ids 1 to 15 let disjoint thread
    ranges of one block (the partitions of a horizontally fused kernel)
    synchronize independently of each other.

    Rules (checked by the verifier):
    - `id` is in 1..15;
    - `threads` is a positive multiple of the warp size (32) and at most 1024;
    - the op is inside a GPU kernel body (`gpu.func` or `gpu.launch`).

    Memory: like `gpu.barrier`, the op orders the memory accesses of the
    participating threads, so it is modelled as reading and writing memory.

    Lowers through `convert-kfusion-to-nvvm` to
    `nvvm.barrier id = %id number_of_threads = %n`.

    Example:

    ```mlir
    // Threads 128..255 of the block synchronize among themselves.
    kfusion.named_barrier id 1 threads 128
    ```
  }];

  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<1>, IntMaxValue<15>]>:$id,
                       ConfinedAttr<I32Attr, [IntPositive, IntMaxValue<1024>]>:$threads);
  let assemblyFormat = "`id` $id `threads` $threads attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// DeviceConstantOp
//===----------------------------------------------------------------------===//

def KFusion_DeviceConstantOp : KFusion_Op<"device_constant", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "The device copy of a constant memref.global, made once per process";
  let description = [{
    Returns device memory holding the elements of the host `memref.global`
    named by `global`: on the first execution in the process the memory is
    allocated and the global's elements are copied into it (synchronously,
    before the op returns); every later execution returns the same memory,
    without a copy. It is how a program's constant tensors (weights, tables,
    epsilons as tensors) reach its kernels: materialized once, not copied at
    every call as `gpu.alloc` + `gpu.memcpy` of the global would.

    The memory lives as long as the process (the runtime frees it at exit);
    the program must neither write nor deallocate it: `kfusion-sim` reports
    a kernel's store to it, a `gpu.memcpy` or `gpu.memset` into it and a
    `gpu.dealloc` of it.

    Rules (checked by the verifier):
    - the op is host code (not inside a `gpu.module` or a kernel);
    - `global` names a `memref.global` that is `constant`, has an initial
      value and has the result's type (static shape, identity layout).

    Memory: the first execution allocates and writes the device memory, so
    the op is modelled as reading and writing memory (it is never hoisted or
    removed while used).

    Lowers through `kfusion-to-cubin` to a call of the runtime's
    `kfusionDeviceConstant(host pointer, bytes)`, which keeps one device copy
    per host global and CUDA context.

    Example:

    ```mlir
    memref.global "private" constant @weights : memref<64x64xf32> = dense<...>
    func.func @forward(...) {
      %w = kfusion.device_constant @weights : memref<64x64xf32>
      gpu.launch_func @kernels::@k blocks in (...) threads in (...) args(%w : memref<64x64xf32>, ...)
      ...
    }
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$global);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$global attr-dict `:` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// HorizontalOp
//===----------------------------------------------------------------------===//

def KFusion_HorizontalOp : KFusion_Op<"horizontal", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    NoRegionArguments, RecursiveMemoryEffects]> {
  let summary = "Horizontally fused kernel body: one region per original kernel";
  let description = [{
    The body of a kernel made of several original kernels that share each
    thread block (HFuse, Li et al., CGO'22). Region `i` holds the body of
    original kernel `i`, moved in verbatim, and runs on the `partitions[i]`
    threads of its partition. The op is the whole body of a `gpu.func` kernel
    launched with a one-dimensional block of `sum(partitions)` threads (in
    `serial` and `blocks` modes: `max(partitions)`).

    **Thread ranges.** Partition `i` is the thread range
    `[sum(partitions[0..i)), sum(partitions[0..i]))` of the block. With
    `serial`, every partition starts at thread 0 instead and a thread runs the
    regions whose range holds it one after the other, in region order (HFuse's
    "vertical" baseline); each region still sees only the threads of its own
    range.

    **Staggered serial.** With `serial staggered`, each block runs the
    regions in a rotated order instead: block `b` (its linear id in the
    launch grid) starts at region `s(b) = floor(hi16(b * 0x9E3779B1) * n /
    2^16)` (`n` regions, the upper 16 bits of the 32-bit product, Fibonacci
    hashing) and goes on with `s + 1`, ... modulo `n`, so that the blocks
    resident on a multiprocessor are in different kernels' code at the same
    time (a compute-bound region beside a memory-bound one) where the plain
    serial form has them all in the same region. Every thread of a block
    keeps the same order, so the regions' barriers stay as in serial mode.

    **Interleaved blocks.** With `blocks`, each block of the launch runs one
    region instead, on the threads `[0, partitions[i])` (the others of the
    block skip it), on a one-dimensional launch grid of `G = sum(g_i)` blocks
    (`g_i = product(grid_dims[i])`), each region's blocks spread over it in
    proportion to its grid: launch block `b` runs region 0 as its block
    `ceil(b * g_0 / G)` where that rises at `b + 1`, else the rest of the
    launch, block `b - ceil(b * g_0 / G)` of `G - g_0`, is shared among the
    later regions the same way (the last takes what remains). The kernels'
    blocks thus share every multiprocessor from the first wave to the last
    (the horizontal fusion of a kernel concatenation, as XLA's, rather than
    HFuse's thread ranges). Every region's dynamic shared memory slice starts
    at 0 and the launch provides the largest.

    **Partition-local meaning.** Inside region `i`, `gpu.thread_id`,
    `gpu.block_dim`, `gpu.block_id`, `gpu.grid_dim`, `gpu.global_id`,
    `gpu.subgroup_id`, `gpu.num_subgroups`, `gpu.barrier` and
    `gpu.dynamic_shared_memory` mean what they meant in the original kernel:
    the block shape is `block_dims[i]` (x, y, z; its product is
    `partitions[i]`, ids are recomputed from the partition-local linear
    thread id), the grid is `grid_dims[i]`, `gpu.barrier` synchronizes the
    partition only, and dynamic shared memory is a private slice of
    `dynamic_shared_sizes[i]` bytes. Partitions are warp-aligned, so lane ids,
    shuffles and subgroup reductions stay valid.

    **Grids.** When all regions have the same grid, the kernel is launched on
    that grid. Otherwise it is launched on a one-dimensional grid of
    `max(product(grid_dims[i]))` blocks; region `i` runs in the blocks whose
    linear id is below `product(grid_dims[i])` (the others skip it) and sees
    its block id delinearized in `grid_dims[i]` (in `blocks` mode, always the
    interleaving above). A grid size written `?` is
    the next `grid_sizes` operand (an `index` value of the kernel, e.g. an
    argument the launch passes): a kernel launched on a grid computed at run
    time. A region with such a grid always sees the one-dimensional launch
    grid remapped as above.

    **Termination.** Each region may have several blocks; `kfusion.yield`
    ends the region, and is what an original `gpu.return` became, so an
    early return leaves only its own region.

    **Barriers.** `kfusion-lower-horizontal` turns a `gpu.barrier` of region
    `i` into `kfusion.named_barrier id (i+1) threads partitions[i]`, so
    regions may not use named barriers themselves, and at most 15 regions
    are allowed when any region has a barrier.

    **Dynamic shared memory.** Region `i`'s slice starts at the sum of the
    earlier sizes, each rounded up to 128 bytes; the launch provides the
    total. A size of -1 is the next `shared_sizes` operand (an `index` value
    of the kernel): a size the launch computes at run time; the offsets
    after it are computed at run time too.

    Rules (checked by the verifier): at least two regions, each non-empty;
    one partition size per region, each a positive multiple of 32; at most
    1024 threads in the block; `block_dims` and `grid_dims` hold three
    positive sizes per region (a grid size may be `?`, one `grid_sizes`
    operand each) and the product of `block_dims[i]` is `partitions[i]`; `dynamic_shared_sizes`, when present, holds one
    non-negative size per region; `partition_registers`, when present, one
    per region, each 0 or a multiple of 8 in [24, 256], neither `serial`
    nor `blocks`, with
    the warpgroup and budget rules above; at most 15 regions when one uses
    `gpu.barrier`; no `kfusion.named_barrier`, `nvvm.barrier` or
    `nvvm.barrier0` in a region; the parent is a `gpu.func` kernel whose
    `known_block_size`, if set, is the fused block; not both `serial` and
    `blocks`; `staggered` only with `serial`; in `blocks` mode at most
    2^31-1 launch blocks.

    **Registers per partition.** `partition_registers[i]`, when not 0, is
    what partition `i`'s threads hold after `setmaxnreg` (sm_90): the
    lowering makes it the first thing of the partition's thread range, before
    the block-range guard, so every warpgroup gives up or takes registers in
    every block (a region skipped in a block still releases). The parent
    kernel's `nvvm.maxnreg` is what each thread holds at the launch;
    `setmaxnreg` moves registers between the warpgroups of the block, so the
    partitions' sizes times their registers (the kernel's where 0) stay
    within `nvvm.maxnreg` times the block size, and every partition is whole
    warpgroups (128 threads) at a multiple of 128 (`setmaxnreg` is a
    warpgroup's instruction).

    Memory: the effects of the op are those of its regions
    (`RecursiveMemoryEffects`); as a `RegionBranchOpInterface` it enters any
    region (or none) and leaves after a region (after any later region, in
    `serial` mode, any other region with `staggered`); in `blocks` mode a
    thread enters at most one region.

    Example: a 1-D reduction (128 threads) beside a 16x16 tiled kernel on
    different grids, produced by `kfusion-horizontal-fusion`:

    ```mlir
    gpu.func @reduce_transpose_hfuse(%in: memref<?xf32>, %out: memref<?xf32>,
                                     %a: memref<1024x1024xf32>,
                                     %b: memref<1024x1024xf32>)
        workgroup(%partials: memref<4xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
      kfusion.horizontal partitions [128, 256]
          block_dims [(128, 1, 1), (16, 16, 1)]
          grid_dims [(1024, 1, 1), (64, 64, 1)] {
        %tid = gpu.thread_id x     // 0..127
        ...
        gpu.barrier                // bar.sync 1, 128
        ...
        kfusion.yield
      }, {
        %tx = gpu.thread_id x      // 0..15
        %ty = gpu.thread_id y      // 0..15
        %bx = gpu.block_id x       // 0..63
        ...
        kfusion.yield
      }
      gpu.return
    }
    ```
  }];

  let arguments = (ins DenseI32ArrayAttr:$partitions,
                       DenseI32ArrayAttr:$block_dims,
                       DenseI32ArrayAttr:$grid_dims,
                       OptionalAttr<DenseI32ArrayAttr>:$dynamic_shared_sizes,
                       OptionalAttr<DenseI32ArrayAttr>:$partition_registers,
                       UnitAttr:$serial,
                       UnitAttr:$blocks,
                       UnitAttr:$staggered,
                       Variadic<Index>:$grid_sizes,
                       Variadic<Index>:$shared_sizes);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);

  let assemblyFormat = [{
    (`serial` $serial^)?
    (`staggered` $staggered^)?
    (`blocks` $blocks^)?
    `partitions` $partitions
    `block_dims` custom<DimTriples>($block_dims)
    `grid_dims` custom<DimTriples>($grid_dims)
    (`grid_sizes` `(` $grid_sizes^ `)`)?
    (`dynamic_shared_sizes` $dynamic_shared_sizes^)?
    (`shared_sizes` `(` $shared_sizes^ `)`)?
    (`partition_registers` $partition_registers^)?
    attr-dict-with-keyword $bodies
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;

  let extraClassDeclaration = [{
    /// Byte alignment of each region's slice of dynamic shared memory.
    static constexpr int64_t kDynamicSharedAlignment = 128;
    /// A grid size given by a `grid_sizes` operand (`?` in the assembly).
    static constexpr int32_t kDynamicSize = -1;
    /// Regions allowed when one uses gpu.barrier: named barriers 1..15.
    static constexpr unsigned kMaxBarrierRegions = 15;

    unsigned getNumPartitions() { return getPartitions().size(); }
    /// How the regions share the launch: thread partitions, serial or
    /// interleaved blocks.
    HorizontalMode getMode();
    /// Threads of the fused block: the sum of the partitions, or their
    /// maximum in serial and blocks modes.
    int64_t getBlockSize();
    /// First thread of partition `i` (0 in serial and blocks modes).
    int64_t getPartitionStart(unsigned i);
    /// Block shape (x, y, z) that region `i` sees.
    std::array<int64_t, 3> getRegionBlockDims(unsigned i);
    /// Grid shape (x, y, z) that region `i` sees; kDynamicSize where an
    /// operand gives the size.
    std::array<int64_t, 3> getRegionGridDims(unsigned i);
    /// The `grid_sizes` operand of dimension `d` of region `i`, whose size
    /// is kDynamicSize in `grid_dims`.
    Value getDynamicGridSize(unsigned i, unsigned d);
    /// True if a region's grid has a size given by an operand.
    bool hasDynamicGrid();
    /// The grid the fused kernel is launched on: the common grid of the
    /// regions, or (max over regions of their block count, 1, 1), in blocks
    /// mode always (sum over regions of their block count, 1, 1); with a
    /// dynamic grid (kDynamicSize, 1, 1), which the launch computes.
    std::array<int64_t, 3> getLaunchGrid();
    /// True if region `i` sees the launch grid unchanged (no skip, no
    /// block-id remapping).
    bool regionUsesLaunchGrid(unsigned i);
    /// Bytes of dynamic shared memory of region `i` (0 when absent;
    /// kDynamicSize when a `shared_sizes` operand gives it).
    int64_t getDynamicSharedSize(unsigned i);
    /// The `shared_sizes` operand of region `i`, whose size is kDynamicSize.
    Value getRuntimeSharedSize(unsigned i);
    /// True if a region's dynamic shared memory size is a run-time value.
    bool hasRuntimeSharedSizes();
    /// Byte offset of region `i`'s dynamic shared memory slice (the sizes
    /// before it must be constants; 0 in blocks mode).
    int64_t getDynamicSharedOffset(unsigned i);
    /// Dynamic shared memory the fused launch must provide (all sizes must
    /// be constants): the slices' extent, in blocks mode the largest.
    int64_t getTotalDynamicSharedSize();
    /// True if some region synchronizes with gpu.barrier.
    bool usesBarriers();
  }];
}

//===----------------------------------------------------------------------===//
// YieldOp
//===----------------------------------------------------------------------===//

def KFusion_YieldOp : KFusion_Op<"yield", [
    ParentOneOf<["HorizontalOp", "TileOp"]>, Pure, ReturnLike, Terminator]> {
  let summary = "Ends a region of kfusion.horizontal or kfusion.tile";
  let description = [{
    Ends the execution of the enclosing region of a `kfusion.horizontal`
    op for the executing thread: the thread continues after the
    `kfusion.horizontal` op (or, in `serial` mode, with the next region that
    its thread range holds). `kfusion-horizontal-fusion` turns every
    `gpu.return` of an original kernel into a `kfusion.yield`, so an early
    return leaves only its own region. In a `kfusion.tile`, it ends the body
    for the current point (the thread goes on with its next point, or after
    the tile); `kfusion-stencil-fusion` turns the `gpu.return`s of the fused
    kernels into it likewise.

    Example:

    ```mlir
    kfusion.horizontal partitions [64, 64]
        block_dims [(64, 1, 1), (64, 1, 1)]
        grid_dims [(8, 1, 1), (8, 1, 1)] {
      cf.cond_br %out_of_range, ^exit, ^work
    ^work:
      ...
      kfusion.yield
    ^exit:
      kfusion.yield
    }, {
      kfusion.yield
    }
    ```
  }];
  let assemblyFormat = "attr-dict";
}

include "KFusion/Dialect/KFusionTileOps.td"
include "KFusion/Dialect/KFusionSyncOps.td"
include "KFusion/Dialect/KFusionGemmOps.td"

#endif // KFUSION_DIALECT_KFUSIONOPS_TD
