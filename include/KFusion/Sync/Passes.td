//===- Passes.td - KFusion sync passes ---------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fine-grained synchronization (cuSync, CGO'24): plan dependent tiled launch
// pairs, insert tile semaphores, lower the semaphore ops.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_SYNC_PASSES_TD
#define KFUSION_SYNC_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    - `kfusion.sync_wait_kernel = true`: the wait-kernel keeps every
      consumer block off the device until every producer block has started,
      so the pair cannot deadlock however many slots other work (another
      stream, another process) holds. `false` only with `exclusive-gpu`,
      where both grids fit on the device at once, so no consumer block can
      hold a slot a producer block needs (cuSync's optimization W);
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
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
    Option<"registersPerThread", "registers-per-thread", "int64_t",
           /*default=*/"255",
           "Registers per thread assumed for occupancy where a kernel "
           "declares no nvvm.maxnreg (255: the safe bound for dropping the "
           "wait-kernel); a kernel that declares known_block_size is "
           "assumed at most the registers one such block may have (65536 "
           "/ threads: ptxas fits a block of its .maxntid)">,
    Option<"minGain", "min-gain", "double", /*default=*/"1.05",
           "Least modeled speedup over StreamSync to synchronize a pair "
           "(1.05: on the H100 the pairs the model projected above it "
           "measured faster than StreamSync, and those it projected below "
           "1.0x measured no gain; the numbers are in docs/sync.md)">,
    Option<"policy", "policy", "std::string", /*default=*/"\"\"",
           "Use this policy for every pair (tile, row, strided) instead of "
           "choosing">,
    Option<"waitAt", "wait-at", "std::string", /*default=*/"\"\"",
           "Place every pair's waits here (entry, first-use, in-loop) "
           "instead of choosing, as a hand-written kfusion.sync_wait_at "
           "does (which wins over it)">,
    Option<"force", "force", "bool", /*default=*/"false",
           "Synchronize every pair that admits it, whatever the model says">,
    Option<"exclusiveGpu", "exclusive-gpu", "bool", /*default=*/"false",
           "Assume the pair has the GPU to itself (no other stream or "
           "process holds block slots): then a pair whose two grids fit at "
           "once drops the wait-kernel (optimization W). Off by default: "
           "with the GPU shared, consumer blocks resident before every "
           "producer block started may wait for a producer block that "
           "never gets a slot">,
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

#endif // KFUSION_SYNC_PASSES_TD
