//===- KFusionGemmOps.td - Tensor-core emulation ops ------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The GEMM kernels' tensor-core operations as kfusion-sim runs them: an
// emulated kernel (kfusion-gemm-to-gpu emulate=true) has every index, copy,
// wait and barrier of the real one, and these ops where the real one has
// tensor-core instructions. Included by KFusionOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONGEMMOPS_TD
#define KFUSION_DIALECT_KFUSIONGEMMOPS_TD

//===----------------------------------------------------------------------===//
// EmulatedWgmmaOp
//===----------------------------------------------------------------------===//

def KFusion_EmulatedWgmmaOp : KFusion_Op<"emulated_wgmma", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "One thread's part of a warpgroup MMA (m64nNk16) from shared memory, as kfusion-sim computes it";
  let description = [{
    What one thread of a warpgroup gets from `wgmma.mma_async.m64nNk16`
    with f32 accumulators: for its lane `lane` (0-127 within the warpgroup;
    `w = (lane / 32) mod 4`, `g = (lane mod 32) / 4`, `t = lane mod 4`) the
    results `4 j + 2 h + e` (`j < n / 8`, `h, e` in 0, 1) are `acc` plus
    the sum over `k < 16` of `A[16 w + g + 8 h][k] * B[8 j + 2 t + e][k]`,
    multiplied and added in f32 in `k` order (one rounding per fused
    multiply-add, not the tensor core's order).

    `A` (64 x 16) and `B` (n x 16) are read from `memref` (the elements of a
    block's shared memory from byte 0) as the hardware reads them through
    the matrix descriptors `desc_a` and `desc_b`: start address (bits 0-13),
    leading byte offset (16-29) and stride byte offset (32-45), each in
    16-byte units, and the swizzle mode (bits 62-63: 1 is 128-byte, 2 64-byte,
    3 32-byte, 0 none). The element `(mn, k)` of a K-major operand
    (`a_k_major`, `b_k_major`) is at byte `start + (mn / 8) SBO +
    (mn mod 8) 128 + 2 k`; of an M- or N-major one at `start + (mn / 64) LBO
    + 2 (mn mod 64) + (k / 8) SBO + (k mod 8) 128`; then the swizzle XORs
    address bits 4-6 with bits 7-9 (with the mode's mask 7, 3 or 1).

    Rules (checked by the verifier): `memref` is a 1-D memref of f16 or bf16
    with the identity layout in `#gpu.address_space<workgroup>`; `n` is a multiple of 8 from 8 to
    256; `acc` has `n / 2` values; the op is inside a `gpu.func`.

    Memory: reads `memref` (each element through kfusion-sim's bounds,
    initialization and race checks, at the op, as the thread's own reads).

    Not lowered to NVVM: an emulated kernel runs on kfusion-sim only
    (kfusion-to-cubin refuses it on the op); the real kernel has
    `nvvm.wgmma.mma_async` here.

    Example:

    ```mlir
    %r:4 = kfusion.emulated_wgmma %smem[%da, %db] lane %lane
        acc(%c0, %c1, %c2, %c3) {n = 8, a_k_major = true, b_k_major = true}
        : memref<8192xf16, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Arg<MemRefRankOf<[F16, BF16], [1]>, "the shared memory",
                           [MemRead]>:$memref,
                       I64:$desc_a, I64:$desc_b, Index:$lane,
                       Variadic<F32>:$acc,
                       ConfinedAttr<I64Attr, [IntMinValue<8>, IntMaxValue<256>]>:$n,
                       BoolAttr:$a_k_major, BoolAttr:$b_k_major);
  let results = (outs Variadic<F32>:$results);
  let assemblyFormat = [{
    $memref `[` $desc_a `,` $desc_b `]` `lane` $lane `acc` `(` $acc `)`
    attr-dict `:` type($memref)
  }];
  let builders = [
    OpBuilder<(ins "Value":$memref, "Value":$descA, "Value":$descB,
                   "Value":$lane, "ValueRange":$acc, "int64_t":$n,
                   "bool":$aKMajor, "bool":$bKMajor)>
  ];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// EmulatedWgmmaReadsOp
//===----------------------------------------------------------------------===//

def KFusion_EmulatedWgmmaReadsOp : KFusion_Op<"emulated_wgmma_reads"> {
  let summary = "The shared-memory reads of a pending warpgroup MMA, where the wait that retires it is";
  let description = [{
    The hardware may read a committed `wgmma.mma_async` group's operands
    until the `wgmma.wait_group` that retires it. An emulated kernel computes
    the products at the issue (`kfusion.emulated_wgmma`) and reads the same
    elements again with this op at the retiring wait, values unused, so that
    kfusion-sim's race check sees a copy into a stage that a pending group
    may still read. The operands and attributes are those of the
    `kfusion.emulated_wgmma` it stands for: the lane's rows of A and columns
    of B, every element of them, through the descriptors.

    Rules (checked by the verifier): those of `kfusion.emulated_wgmma`
    (a 1-D f16 or bf16 memref of identity layout in workgroup memory, `n` a multiple of 8 from
    8 to 256, inside a `gpu.func`).

    Memory: the op declares no memory effects (unknown effects), so that no
    pass erases, merges or moves it: it has no results and stands for reads
    at this point of the program.

    Not lowered to NVVM: an emulated kernel runs on kfusion-sim only
    (kfusion-to-cubin refuses it on the op); the real kernel has
    `nvvm.wgmma.wait.group.sync.aligned` here.

    Example:

    ```mlir
    kfusion.emulated_wgmma_reads %smem[%da, %db] lane %lane
        {n = 64, a_k_major = true, b_k_major = false}
        : memref<24576xf16, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins MemRefRankOf<[F16, BF16], [1]>:$memref,
                       I64:$desc_a, I64:$desc_b, Index:$lane,
                       ConfinedAttr<I64Attr, [IntMinValue<8>, IntMaxValue<256>]>:$n,
                       BoolAttr:$a_k_major, BoolAttr:$b_k_major);
  let assemblyFormat = [{
    $memref `[` $desc_a `,` $desc_b `]` `lane` $lane attr-dict `:` type($memref)
  }];
  let builders = [
    OpBuilder<(ins "Value":$memref, "Value":$descA, "Value":$descB,
                   "Value":$lane, "int64_t":$n, "bool":$aKMajor,
                   "bool":$bKMajor)>
  ];
  let hasVerifier = 1;
}

#endif // KFUSION_DIALECT_KFUSIONGEMMOPS_TD
