//===- KFusionSyncOps.td - Semaphores between tiles --------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The kernel-side vocabulary of fine-grained synchronization after cuSync
// (Jangda et al., CGO'24): a consumer block waits on a semaphore that
// producer blocks post when their tiles are written, and blocks fetch the
// tile they compute from an atomic counter so that tiles run in dependency
// order whatever order the hardware starts blocks in. Included by
// KFusionOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONSYNCOPS_TD
#define KFUSION_DIALECT_KFUSIONSYNCOPS_TD

/// A semaphore array: a 1-D memref of i32 in global memory.
def KFusion_SemaphoreArray : Type<
    And<[MemRefRankOf<[I32], [1]>.predicate,
         CPred<"!::mlir::kfusion::isBlockLocalMemRef($_self)">]>,
    "1-D memref of i32 in global memory", "::mlir::MemRefType">;

class KFusion_SemaphoreOp<string mnemonic, list<Trait> traits = []>
    : KFusion_Op<mnemonic, !listconcat(traits,
        [MemoryEffects<[MemRead, MemWrite]>])> {
  let hasVerifier = 1;
}

def KFusion_SemWaitOp : KFusion_SemaphoreOp<"sem_wait"> {
  let summary = "The block waits until a semaphore reaches a value (acquire)";
  let description = [{
    Block-collective: every thread of the block executes it, in uniform
    control flow, like `gpu.barrier`. One thread reads `sems[index]` with
    acquire semantics at GPU scope until the value is at least `value`;
    then the block synchronizes. Afterwards every thread of the block sees
    every write that a block made before the `kfusion.sem_post` that raised
    the semaphore to `value` (release / acquire at GPU scope).

    A consumer tile waits this way for the producer tiles it reads
    (`kfusion-insert-semaphores` places it).

    Rules (checked by the verifier): `sems` is a 1-D memref of i32 outside
    workgroup and private memory; the op is in a GPU kernel and not in a
    `kfusion.tile` or `kfusion.horizontal` body (whose threads are points or
    partitions, not the block).

    Memory: orders the block's accesses (reads and writes memory).

    Lowering (`kfusion-lower-sync`, which `kfusion-to-cubin` runs): thread 0 spins on
    `ld.acquire.gpu.b32` with `nanosleep` back-off, then `bar.sync 0`. With
    the pass option `sync-timeout-ms=N` (a debug mode) the spin gives up
    after N milliseconds of `%globaltimer`, prints the kernel, block,
    semaphore index and values, and traps, so that a wrong plan is reported
    instead of hanging the GPU.

    Example:

    ```mlir
    kfusion.sem_wait %sems[%row] geq %c8_i32 : memref<64xi32>
    ```
  }];

  let arguments = (ins KFusion_SemaphoreArray:$sems, Index:$index, I32:$value);
  let assemblyFormat = [{
    $sems `[` $index `]` `geq` $value attr-dict `:` type($sems)
  }];
}

def KFusion_SemPollOp : KFusion_SemaphoreOp<"sem_poll"> {
  let summary = "The executing thread waits until a semaphore reaches a value (acquire)";
  let description = [{
    Thread-level (not block-collective): the thread that executes it reads
    `sems[index]` with acquire semantics at GPU scope until the value is at
    least `value`. The other threads of the block do not wait; a
    `gpu.barrier` after the polls makes what the polling threads acquired
    visible to the whole block, exactly as `kfusion.sem_wait` does for its
    one thread.

    This is how a consumer tile waits for a window of producer tiles in one
    round trip: each thread polls one semaphore of the window (its linear
    thread id, strided by the block size), then one barrier, instead of a
    `kfusion.sem_wait` (a round trip and a barrier) per semaphore.
    `kfusion-insert-semaphores` emits that form for every wait that reaches
    several semaphores.

    Rules (checked by the verifier): `sems` is a 1-D memref of i32 outside
    workgroup and private memory; the op is in a GPU kernel body.

    Memory: reads and writes memory (an acquire orders the thread's later
    accesses).

    Lowering (`kfusion-lower-sync`, which `kfusion-to-cubin` runs): a spin on
    `ld.acquire.gpu.u32` with `nanosleep` back-off and, with
    `sync-timeout-ms=N`, the same time-out report and trap as
    `kfusion.sem_wait`; `generic`: `memref.atomic_rmw` polls.

    Example (block of 128 threads, window `[%lo, %hi)` of semaphores):

    ```mlir
    scf.for %j = %first to %hi step %c128 {
      kfusion.sem_poll %sems[%j] geq %c1_i32 : memref<96xi32>
    }
    gpu.barrier
    ```
  }];

  let arguments = (ins KFusion_SemaphoreArray:$sems, Index:$index, I32:$value);
  let assemblyFormat = [{
    $sems `[` $index `]` `geq` $value attr-dict `:` type($sems)
  }];
}

def KFusion_SemPostOp : KFusion_SemaphoreOp<"sem_post"> {
  let summary = "The block adds to a semaphore after its writes (release)";
  let description = [{
    Block-collective: every thread of the block executes it, in uniform
    control flow. The block synchronizes (so every thread's earlier writes
    are done), then one thread adds `value` to `sems[index]` atomically with
    release semantics at GPU scope. A block that acquires the new value
    with `kfusion.sem_wait` sees the writes.

    A producer tile posts this way when its output tile is written
    (`kfusion-insert-semaphores` places it).

    Rules (checked by the verifier): as for `kfusion.sem_wait`.

    Memory: orders the block's accesses (reads and writes memory).

    Lowering (`kfusion-lower-sync`, which `kfusion-to-cubin` runs): `bar.sync 0`, then thread 0 does
    `fence.acq_rel.gpu` and `red.release.gpu.global.add.u32` (an
    `atomicrmw add` with release ordering at device scope).

    Example:

    ```mlir
    kfusion.sem_post %sems[%tile] add %c1_i32 : memref<64xi32>
    ```
  }];

  let arguments = (ins KFusion_SemaphoreArray:$sems, Index:$index, I32:$value);
  let assemblyFormat = [{
    $sems `[` $index `]` `add` $value attr-dict `:` type($sems)
  }];
}

def KFusion_NextTileOp : KFusion_SemaphoreOp<"next_tile"> {
  let summary = "The block takes the next tile index from an atomic counter";
  let description = [{
    Block-collective: every thread of the block executes it, in uniform
    control flow. One thread atomically increments `counter[index]` and
    every thread of the block gets the value it had before (through shared
    memory and a block barrier). Blocks that execute it first get the first
    tiles, so a kernel that maps the result to its tile (in place of
    `gpu.block_id`) computes its tiles in a chosen order, whatever order the
    hardware starts its blocks in: cuSync's tile order.

    Rules (checked by the verifier): as for `kfusion.sem_wait`.

    Memory: reads and writes memory (the counter, and the shared slot).

    Lowering (`kfusion-lower-sync`, which `kfusion-to-cubin` runs): thread 0 does an `atomicrmw add`
    of 1 (relaxed, device scope) and stores the old value into a workgroup
    slot, `bar.sync 0`, every thread loads the slot, `bar.sync 0` again (so
    that the slot can be reused).

    Example:

    ```mlir
    %t = kfusion.next_tile %sems[%c65] : memref<67xi32>
    ```
  }];

  let arguments = (ins KFusion_SemaphoreArray:$counter, Index:$index);
  let results = (outs Index:$tile);
  let assemblyFormat = [{
    $counter `[` $index `]` attr-dict `:` type($counter)
  }];
}

#endif // KFUSION_DIALECT_KFUSIONSYNCOPS_TD
