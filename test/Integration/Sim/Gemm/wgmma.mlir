// The wgmma kernels, emulated (the real kernels' copies, swizzle, pipeline,
// descriptors and accumulator layout; only the products are computed by
// f32 FMAs from the descriptors as the hardware decodes them), equal
// upstream's loops on fresh random inputs: every GEMM of
// ../../../Gemm/Inputs/gemms.mlir (aligned, ragged, padded rows, transposed
// operands, a batch, initial values), gemms-bf16.mlir and gemms-f16.mlir
// (f16 results, an MLP; the reference rounds f32 products once) with the
// model's configuration, in block order, and the edge cases also in
// reverse order (every pair of blocks in both orders; the random order runs
// these kernels in wgmma-configs.mlir). rtol / atol 1e-5 for f32 results
// (the sums' order differs), 1e-3 for f16 ones (an ulp where the f32 sums
// round differently).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.gemms.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.gemms-bf16.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.emu.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.bf16.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.f16.mlir
// Every function in block order; the edge cases (ragged tiles, padded rows,
// transposed layouts, batches) also in reverse block order.
// RUN: for f in square ragged unaligned linear transposed batched accumulate; do kfusion-sim %t.gemms.mlir --compare=%t.emu.mlir -e $f --seed=21 --schedule=forward --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// RUN: for f in ragged unaligned transposed batched; do kfusion-sim %t.gemms.mlir --compare=%t.emu.mlir -e $f --seed=21 --schedule=reverse --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL-ORDERS
// EQUAL-COUNT-7: kfusion-sim: equal:
// EQUAL-ORDERS-COUNT-4: kfusion-sim: equal:
// RUN: for f in bf16 bf16_linear; do kfusion-sim %t.gemms-bf16.mlir --compare=%t.bf16.mlir -e $f --seed=22 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-2: kfusion-sim: equal:
// RUN: for f in half mlp; do kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e $f --seed=23 --schedule=reverse --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=F16
// F16-COUNT-2: kfusion-sim: equal:
//
// The comparison tells indexing apart: the kernel of A B against a reference
// that reads A with its k reversed.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-swapped.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.gemms-swapped.mlir
// RUN: not kfusion-sim %t.gemms-swapped.mlir --compare=%t.emu.mlir -e square --seed=21 --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #2
