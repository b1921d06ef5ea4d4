//===- KFusionTileOps.td - Tiles and shared arrays ---------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The vocabulary of stencil (vertical) fusion after Wahib & Maruyama (SC'14):
// the tile a block computes, widened by a halo of recomputed points; block-
// local shared arrays with an interior and a halo; staging a tile plus halo
// from global memory; reading and writing a shared array at constant offsets
// from the point being computed. Included by KFusionOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONTILEOPS_TD
#define KFUSION_DIALECT_KFUSIONTILEOPS_TD

//===----------------------------------------------------------------------===//
// TileOp
//===----------------------------------------------------------------------===//

def KFusion_TileOp : KFusion_Op<"tile", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    NoRegionArguments, RecursiveMemoryEffects]> {
  let summary = "Runs its body once per point of the block's tile and halo";
  let description = [{
    The tile of a thread block is the box of grid points its threads own: in
    each thread dimension `d`, the points `block_id(d) * block_dim(d)` to
    `block_id(d) * block_dim(d) + block_dim(d) - 1`. A kernel with
    `kfusion.tile_scale = array<i64: sx, sy, sz>` gives each block a tile
    `s(d)` times larger: `T(d) = block_dim(d) * s(d)` points from
    `block_id(d) * T(d)`, each thread computing several of them. `kfusion.tile` runs its
    body once for every point of that box widened by `halo_lo[d]` points
    below and `halo_hi[d]` points above in each dimension (x, y, z), the
    points spread over the block's threads. Without a halo each thread runs
    the body once, for its own point.

    **Point-local meaning.** Inside the body, `gpu.thread_id d` is the
    point's coordinate relative to the tile's origin (from `-halo_lo[d]` to
    `block_dim(d) + halo_hi[d] - 1`: a halo point has the id its thread would
    have in the neighbouring block, counted from this block) and
    `gpu.global_id d` is the point's grid coordinate (`block_id * block_dim +
    thread_id`); `gpu.block_id`, `gpu.block_dim` and `gpu.grid_dim` keep their
    meaning. In a scaled tile the ids run over `T(d)` instead of
    `block_dim(d)`, and `gpu.block_id d` and `gpu.grid_dim d` are those of the
    unscaled launch (`block_id * s(d)`, `grid_dim * s(d)`), so that
    `block_id * block_dim + thread_id` is still the point. So the body of a kernel that computes one point per thread, from
    ids that only serve to compute its point, moves in verbatim and computes
    what the thread of any point of the halo would compute: SC'14's
    redundant halo layers. `kfusion.yield` ends the body for the current
    point (what an original `gpu.return` became).

    **Shared arrays.** `kfusion.shared_read` and `kfusion.shared_write`
    inside the body access a `kfusion.shared_array` at the current point
    (plus a constant offset), which the verifier checks against both halos.
    Iterations of the body for different points may run concurrently in
    different threads; a `gpu.barrier` between two tiles orders what one
    writes before what the next reads.

    Rules (checked by the verifier): `halo_lo` and `halo_hi` are both given
    or both absent, with three non-negative sizes each; the op is inside a
    `gpu.func` kernel and not inside another tile; a tile with a halo holds
    no barrier, shuffle or subgroup operation (its iterations are points, not
    threads).

    Memory: the effects of its body (`RecursiveMemoryEffects`); as a
    `RegionBranchOpInterface` it enters its body any number of times.

    Lowered by `kfusion-lower-tiles` to a loop over the widened tile
    (x fastest) that the block's threads share, with remapped ids.

    Example: a producer computed over its tile and one point around it in x
    and y, then a consumer on the tile alone:

    ```mlir
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1]
        : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
      %x = gpu.global_id x       // -1 .. 32 around the block's 32 columns
      %y = gpu.global_id y
      %v = memref.load %in[%y, %x] : memref<64x128xf32>
      kfusion.shared_write %v, %t : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.barrier
    kfusion.tile {
      %w = kfusion.shared_read %t [0, -1] : memref<10x34xf32, #gpu.address_space<workgroup>>
      ...
      kfusion.yield
    }
    ```
  }];

  let arguments = (ins OptionalAttr<DenseI64ArrayAttr>:$halo_lo,
                       OptionalAttr<DenseI64ArrayAttr>:$halo_hi);
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = [{
    (`halo_lo` $halo_lo^)? (`halo_hi` $halo_hi^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;

  let extraClassDeclaration = [{
    /// Points of halo below (lo) and above (hi) the tile in dimension `d`
    /// (0 = x, 1 = y, 2 = z); 0 when absent.
    int64_t getHaloLo(unsigned d);
    int64_t getHaloHi(unsigned d);
    /// True if the tile has a halo in some dimension.
    bool hasHalo();
  }];
}

//===----------------------------------------------------------------------===//
// SharedArrayOp
//===----------------------------------------------------------------------===//

def KFusion_SharedArrayOp : KFusion_Op<"shared_array", [
    MemoryEffects<[MemAlloc<DefaultResource>]>]> {
  let summary = "A block-local array in shared memory over the tile and a halo";
  let description = [{
    Allocates, for each thread block, an array in workgroup (shared) memory
    that holds one value per point of the block's tile widened by a halo:
    memref dimension `m` follows thread dimension `dims[m]` (0 = x, 1 = y,
    2 = z) and has `halo_lo[m]` points below the tile and `halo_hi[m]` above
    it, so its size is `halo_lo[m] + block_dim(dims[m]) + halo_hi[m]`. The
    interior is the tile; element `[i, j, ...]` holds the point at offset
    `i - halo_lo[0]`, ... from the tile's origin.

    Stencil fusion keeps a producer's values here, computed over the tile and
    the halo its consumers read (`kfusion.shared_write` in a `kfusion.tile`),
    and stages arrays that several fused kernels read around their points
    (`kfusion.stage`); consumers read it with `kfusion.shared_read`.

    `dynamic_offset`, when present, places the array in the kernel's dynamic
    shared memory at that byte offset (the launch provides the bytes: needed
    above the 48 KB of static shared memory a kernel may declare); otherwise
    it becomes a workgroup attribution of the kernel.

    Rules (checked by the verifier): the result is a statically shaped memref
    in `#gpu.address_space<workgroup>` with an identity layout; `dims`,
    `halo_lo` and `halo_hi` have one entry per memref dimension, `dims` are
    distinct thread dimensions (0..2), halos are non-negative and leave an
    interior of at least one point; when the kernel declares
    `known_block_size`, each interior size is the block size of its thread
    dimension times the kernel's `kfusion.tile_scale` (1 without it); `dynamic_offset` is non-negative and a multiple of 16; the op
    is inside a `gpu.func` kernel and not inside a `kfusion.tile`.

    Example: a 32x8 block's tile of f32 with one point of halo on each side:

    ```mlir
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1]
        : memref<10x34xf32, #gpu.address_space<workgroup>>
    ```
  }];

  let arguments = (ins DenseI64ArrayAttr:$dims,
                       DenseI64ArrayAttr:$halo_lo,
                       DenseI64ArrayAttr:$halo_hi,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$dynamic_offset);
  let results = (outs AnyStaticShapeMemRef:$array);
  let assemblyFormat = [{
    `dims` $dims `halo_lo` $halo_lo `halo_hi` $halo_hi
    (`dynamic_offset` $dynamic_offset^)? attr-dict `:` type($array)
  }];
  let hasVerifier = 1;

  let extraClassDeclaration = [{
    MemRefType getType() { return ::llvm::cast<MemRefType>(getArray().getType()); }
    /// Bytes the array occupies.
    int64_t getSizeInBytes();
    /// Interior (tile) size of memref dimension `m`.
    int64_t getInteriorSize(unsigned m);
  }];
}

//===----------------------------------------------------------------------===//
// SharedReadOp / SharedWriteOp
//===----------------------------------------------------------------------===//

def KFusion_SharedReadOp : KFusion_Op<"shared_read", [
    TypesMatchWith<"result type is the array's element type", "array", "result",
                   "::llvm::cast<MemRefType>($_self).getElementType()">]> {
  let summary = "Reads a shared array at a constant offset from the current point";
  let description = [{
    Reads the element of `array` (a `kfusion.shared_array`) at the point the
    enclosing `kfusion.tile` is computing, moved by `offsets` (one per memref
    dimension, in grid points along the thread dimension that memref
    dimension follows). This is how a fused consumer reads its producer's
    values `a[i-1, j]`, `a[i, j+2]`, ... from shared memory.

    Rules (checked by the verifier): `array` is the result of a
    `kfusion.shared_array` of the same kernel; the op is inside a
    `kfusion.tile`; there is one offset per memref dimension; and every point
    read lies within the array: in each memref dimension `m` following thread
    dimension `d`, `tile.halo_lo[d] - offsets[m] <= array.halo_lo[m]` and
    `tile.halo_hi[d] + offsets[m] <= array.halo_hi[m]` (a halo too narrow for
    a consumer's footprint is an error, not a wrong kernel).

    Memory: reads `array`.

    Example:

    ```mlir
    %west = kfusion.shared_read %lap [0, -1]
        : memref<12x36xf32, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "the shared array", [MemRead]>:$array,
                       DenseI64ArrayAttr:$offsets);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$array $offsets attr-dict `:` type($array)";
  let hasVerifier = 1;
}

def KFusion_SharedWriteOp : KFusion_Op<"shared_write", [
    TypesMatchWith<"value type is the array's element type", "array", "value",
                   "::llvm::cast<MemRefType>($_self).getElementType()">]> {
  let summary = "Writes a shared array at the current point";
  let description = [{
    Writes `value` into `array` (a `kfusion.shared_array`) at the point the
    enclosing `kfusion.tile` is computing: how a fused producer keeps the
    value it computed for a point of its tile or halo, for the consumers of
    later tiles.

    Rules (checked by the verifier): `array` is the result of a
    `kfusion.shared_array` of the same kernel; the op is inside a
    `kfusion.tile` whose halo fits in the array's: in each memref dimension
    `m` following thread dimension `d`, `tile.halo_lo[d] <= array.halo_lo[m]`
    and `tile.halo_hi[d] <= array.halo_hi[m]`.

    Memory: writes `array`.

    Example:

    ```mlir
    kfusion.shared_write %v, %lap : memref<12x36xf32, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins AnyType:$value,
                       Arg<AnyStaticShapeMemRef, "the shared array", [MemWrite]>:$array);
  let assemblyFormat = "$value `,` $array attr-dict `:` type($array)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// StageOp
//===----------------------------------------------------------------------===//

def KFusion_WorkgroupMemory
    : Resource<"::mlir::kfusion::WorkgroupMemoryResource">;

def KFusion_StageOp : KFusion_Op<"stage", [
    MemoryEffects<[MemRead<KFusion_WorkgroupMemory>,
                   MemWrite<KFusion_WorkgroupMemory>]>]> {
  let summary = "Copies a block's tile and halo of a global array into a shared array";
  let description = [{
    Every thread of the block executes it together: the points of the
    block's tile widened by the halo of `array` (a `kfusion.shared_array`)
    that lie inside `source` (a global-memory memref of the same rank and
    element type, indexed like the shared array: memref dimension `m` at grid
    coordinate `block_id(d) * block_dim(d) - halo_lo[m] + i` for element `i`,
    `d = dims[m]`) are copied into the array; elements outside `source` are
    left unset. Then the block synchronizes, as `gpu.barrier`, so that every
    thread may read any of the values. An array that several fused kernels
    read around their points is so loaded from global memory once.

    Rules (checked by the verifier): `array` is the result of a
    `kfusion.shared_array` of the same kernel; `source` has its rank and
    element type; the op is not inside a `kfusion.tile` (all threads reach
    it, like a barrier).

    Memory: reads `source` (only: analyses of the kernel's global accesses
    see a read), writes `array`, and orders the block's shared memory like a
    barrier (a read and a write of the `kfusion.workgroup_memory`
    resource).

    Lowered by `kfusion-lower-tiles` to a copy loop shared by the block's
    threads (last memref dimension fastest), guarded by the bounds of
    `source`, and a `gpu.barrier`.

    Example:

    ```mlir
    kfusion.stage %in into %in_tile
        : memref<64x128xf32>, memref<10x34xf32, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "the global array", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "the shared array",
                           [MemWrite]>:$array);
  let assemblyFormat = "$source `into` $array attr-dict `:` type($source) `,` type($array)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Halo exchange through distributed shared memory
//===----------------------------------------------------------------------===//

def KFusion_HaloExchangeOp : KFusion_Op<"halo_exchange", [
    MemoryEffects<[MemRead<KFusion_WorkgroupMemory>,
                   MemWrite<KFusion_WorkgroupMemory>]>]> {
  let summary = "Fills shared arrays' halos from the neighbouring blocks of the cluster";
  let description = [{
    Every thread of every block of the thread-block cluster executes it
    together. The blocks of a cluster along thread dimension `dim` compute
    neighbouring tiles (the launch's cluster spans several blocks in that
    grid dimension); a block's neighbour below (above) along `dim` is the
    block of the cluster one before (after) it there. For each array (a
    `kfusion.shared_array` with a memref dimension `m` that follows `dim`),
    a block with a neighbour below copies the `halo_lo[m]` layers of its
    halo below its tile from that neighbour's array, where they are the
    neighbour's own tile points (its top layers); likewise the `halo_hi[m]`
    layers above from the neighbour above (its bottom layers), every index
    of the other memref dimensions included. Halo layers on a side without a
    neighbour (the cluster's edge) are left as they are: the tile that wrote
    the array computed them. The neighbours' arrays are read through
    distributed shared memory after a cluster barrier (their writes done);
    after the copy the block synchronizes like `gpu.barrier`, and no block
    writes an exchanged array or exits before its neighbours' copies are
    done (a second cluster barrier, awaited at its next exchange or its
    exit).

    `extents`, when present, gives per array the points its values exist
    for: element `i` of memref dimension `m` stands for grid coordinate
    `c = block_id(d) * tile(d) - halo_lo[m] + i` (`d = dims[m]`, `tile(d)` the
    block size times the tile scale), and only elements with
    `0 <= c < extents[m]` in every dimension are copied (stencil fusion gives
    the shape of the global array the shared array stages: no member reads
    beyond it, and no neighbour computed there).

    Stencil fusion's `halo-exchange` uses it in place of the barrier after a
    producer's tile: the tiles computing the array then leave out the halo
    layers the block's neighbours provide (their `halo_lo` / `halo_hi` in
    `dim` is 0 on those sides), so the points are computed once per cluster
    instead of once per block.

    Rules (checked by the verifier): `dim` is 0..2; every array is the result
    of a `kfusion.shared_array` of the same kernel with a memref dimension
    following `dim` whose halo there is no deeper than its interior (a
    neighbour holds only its own tile); `extents`, if given, has one list per array with one
    positive extent per memref dimension; the op is inside a `gpu.func` kernel, not inside a
    `kfusion.tile`.

    Memory: orders the block's shared memory like a barrier (a read and a
    write of `kfusion.workgroup_memory`).

    Lowered by `kfusion-lower-tiles` to `nvvm.cluster.arrive` /
    `nvvm.cluster.wait`, copy loops of `kfusion.remote_load` and a
    `gpu.barrier`.

    Example:

    ```mlir
    kfusion.halo_exchange %t1 dim 0 extents [array<i64: 8192, 8192>]
        : memref<68x36xf32, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Variadic<AnyStaticShapeMemRef>:$arrays,
                       ConfinedAttr<I64Attr, [IntNonNegative, IntMaxValue<2>]>:$dim,
                       OptionalAttr<TypedArrayAttrBase<DenseI64ArrayAttr,
                           "one list of extents per array">>:$extents);
  let assemblyFormat = [{
    $arrays `dim` $dim (`extents` $extents^)? attr-dict `:` type($arrays)
  }];
  let hasVerifier = 1;
}

def KFusion_RemoteLoadOp : KFusion_Op<"remote_load", [
    TypesMatchWith<"result type is the memref's element type", "memref",
                   "result",
                   "::llvm::cast<MemRefType>($_self).getElementType()">]> {
  let summary = "Loads an element of a shared array from another block of the cluster";
  let description = [{
    Reads the element at `indices` of `memref` (workgroup memory of the
    kernel) as it is in the block of the thread-block cluster whose rank is
    `rank` (`%cluster_ctarank`: the block's id within its cluster,
    linearized x fastest): the same allocation in that block, through
    distributed shared memory. The reader must order the access after the
    other block's writes (a cluster barrier) and that block must not exit
    or overwrite the element before the read is done.

    Rules (checked by the verifier): `memref` is in
    `#gpu.address_space<workgroup>` (or memory space 3, NVVM's shared
    space, once the GPU address spaces are lowered); one index per dimension; the op is
    inside a `gpu.func` kernel.

    Memory: reads workgroup memory (another block's).

    Lowered by `kfusion-lower-cluster-loads` to `nvvm.mapa` of the
    element's shared address and a load from the `shared::cluster` space
    (PTX `mapa.shared::cluster`, `ld.shared::cluster`); `kfusion-sim` reads
    the other block's buffer.

    Example:

    ```mlir
    %v = kfusion.remote_load %t1[%i, %j] from %rank
        : memref<68x36xf32, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "the shared array", [MemRead<KFusion_WorkgroupMemory>]>:$memref,
                       Variadic<Index>:$indices, Index:$rank);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $memref `[` $indices `]` `from` $rank attr-dict `:` type($memref)
  }];
  let hasVerifier = 1;
}

def KFusion_RemoteMbarrierArriveOp : KFusion_Op<"remote_mbarrier_arrive"> {
  let summary = "Arrives on an mbarrier of another block of the cluster";
  let description = [{
    One arrival on mbarrier `id` of the `!nvgpu.mbarrier.group` `barriers`
    (created in the kernel by `nvgpu.mbarrier.create`) as it is in the block
    of the thread-block cluster whose rank is `rank` (`%cluster_ctarank`,
    x fastest), with release semantics (CTA scope, as CUTLASS's cluster
    barriers arrive): the arriving thread's earlier reads of its own shared
    memory (retired wgmma groups) are ordered before what a waiter on that
    phase has issued next (a TMA refill of that memory). A
    GEMM kernel whose blocks share an operand tile through TMA multicast
    releases a stage this way in every block that writes into it
    (docs/gemm.md "Clusters"). The target block must not exit before the
    arrival (a cluster barrier before the kernel's end).

    Rules (checked by the verifier): `barriers` is an
    `!nvgpu.mbarrier.group`; the op is inside a `gpu.func`.

    Lowered by `kfusion-lower-cluster-loads` to the mbarrier's shared
    address, `nvvm.mapa` to the block of rank `rank` and `nvvm.mbarrier.arrive`
    on the `shared::cluster` address (PTX `mapa.shared::cluster`,
    `mbarrier.arrive.release.cta.shared::cluster`);
    `kfusion-sim` counts the arrival on the other block's mbarrier, as a
    release that the waiters of that phase acquire (a multicast into this
    block's memory is checked against it).

    Example:

    ```mlir
    kfusion.remote_mbarrier_arrive %free[%stage] in %peer
        : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
    ```
  }];
  let arguments = (ins AnyType:$barriers, Index:$id, Index:$rank);
  let assemblyFormat = [{
    $barriers `[` $id `]` `in` $rank attr-dict `:` type($barriers)
  }];
  let hasVerifier = 1;
}

#endif // KFUSION_DIALECT_KFUSIONTILEOPS_TD
