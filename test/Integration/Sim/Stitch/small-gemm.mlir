// Small GEMMs fused with their consumers (Stitch/small-gemm.mlir) on the
// interpreter: equal to upstream's loops, every plan, random and reverse
// block orders (rtol 1e-4 / atol 1e-5: the reductions sum in another order);
// a GEMM that folds one k fewer is caught.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/small-gemm.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in proj_softmax batched_gelu transposed_norm gemm_layernorm deep; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=12 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// RUN: for f in proj_softmax transposed_norm; do kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e $f --seed=13 --schedule=reverse --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=REVERSE
// EQUAL-COUNT-15: kfusion-sim: equal:
// REVERSE-COUNT-2: kfusion-sim: equal:
//
// A GEMM that folds one k fewer (Inputs/small-gemm-short-k.mlir) is caught.
// RUN: not kfusion-sim %t.ref.mlir --compare=%S/Inputs/small-gemm-short-k.mlir -e proj_softmax --seed=12 --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #3
