//===- KFusionOps.td - KFusion operations ------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Operations of the `kfusion` dialect. The foundation defines the named
// barrier; the fusion techniques add their ops here as they arrive.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONOPS_TD
#define KFUSION_DIALECT_KFUSIONOPS_TD

include "KFusion/Dialect/KFusionDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"

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

#endif // KFUSION_DIALECT_KFUSIONOPS_TD
