// Half-precision GEMMs as torch-mlir emits them (Stitch/Inputs/front-end-gemms.mlir:
// the extf casts folded into the contractions, attention's operands copied
// heads-first) on the interpreter: the tensor-core kernels emulated
// (emulate-gemms=true) and the stitched kernels equal upstream's loops on
// fresh random inputs under the forward and reverse block orders, every pair
// of blocks in both orders (the random order: attention.mlir,
// convolutions.mlir). rtol / atol 1e-3: f16 inputs and results, f32 sums in
// another order; the f16 sum of squares 1e-2: upstream's loops accumulate it
// in f16, the kernel in f32, closer to the exact sum.
// The second attention GEMM launched on one of its two heads is caught.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/front-end-gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/front-end-gemms.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for s in forward reverse; do for f in linear_f16 cast_shared mixed attention small_heads linear_batched attention_batched attention_kt attention_kt_shared; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=33 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done; kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e sum_squares_f16 --seed=33 --schedule=$s --rtol=1e-2 --atol=1e-2 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-20: kfusion-sim: equal:
//
// The prepared program alone (kfusion-prepare-linalg: casts folded, operands
// copied, loops collapsed, accumulators widened; then upstream's loops) equals
// the original: the rewrites hold before any kernel is made.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/front-end-gemms.mlir --kfusion-prepare-linalg | %upstream-mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.prep.mlir
// RUN: for f in linear_f16 cast_shared mixed attention small_heads linear_batched attention_batched attention_kt attention_kt_shared; do kfusion-sim %t.ref.mlir --compare=%t.prep.mlir -e $f --seed=34 --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=PREP
// RUN: kfusion-sim %t.ref.mlir --compare=%t.prep.mlir -e sum_squares_f16 --seed=34 --rtol=1e-2 --atol=1e-2 | FileCheck %s --check-prefix=PREPSUM
// PREP-COUNT-9: kfusion-sim: equal:
// PREPSUM: kfusion-sim: equal:
//
// RUN: sed 's/@attention_gemm::@attention_k3_gemm blocks in (%c1, %c1, %c2)/@attention_gemm::@attention_k3_gemm blocks in (%c1, %c1, %c1)/' %t.emu.mlir > %t.bad.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.bad.mlir -e attention --seed=33 --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #1
