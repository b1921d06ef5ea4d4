// Programs mixing tensor-core GEMMs with stitched kernels
// (Stitch/Inputs/tensor-core-gemms.mlir) on the interpreter: the GEMM
// kernels with their epilogues emulated (emulate-gemms=true: the real kernels' copies, swizzle
// and pipeline, the tensor-core operations as shuffles and FMAs) and the
// stitched kernels equal upstream's loops on fresh random inputs under the
// forward and reverse block orders, every pair of blocks in both orders (the
// random order: attention.mlir, convolutions.mlir). rtol 1e-4 / atol 1e-5:
// f16 inputs, f32 sums in another order; 1e-3 where the result is f16: one
// unit of f16 where the sum rounds the other way. A GEMM launched on half
// its tiles, and an epilogue with another function, are caught.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/tensor-core-gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for s in forward reverse; do for f in linear_tanh mlp_softmax batched_residual small ragged_k two_uses; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=21 --schedule=$s --rtol=1e-4 --atol=1e-5 || exit 1; done; for f in bias_gelu_residual gelu_dag; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=21 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-16: kfusion-sim: equal:
//
// The first GEMM of the MLP on one of its two column tiles: caught.
// RUN: sed 's/@mlp_softmax_gemm::@mlp_softmax_k0_gemm blocks in (%c2,/@mlp_softmax_gemm::@mlp_softmax_k0_gemm blocks in (%c1,/' %t.emu.mlir > %t.bad.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.bad.mlir -e mlp_softmax --seed=21 --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #3
//
// The linear layer's epilogue with sin for tanh (in the GEMM kernel, where
// the only tanh of @linear_tanh is now): caught.
// RUN: sed '/gpu.module @linear_tanh_gemm/,/^  }/ s/math.tanh/math.sin/' %t.emu.mlir > %t.sin.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.sin.mlir -e linear_tanh --seed=21 --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=SIN
// SIN: kfusion-sim: mismatch in argument #3
