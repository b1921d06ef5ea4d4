// Register tiling over rows (Stitch/rows-per-thread.mlir) on the
// interpreter: every tiled program computes what upstream's loops do (fresh
// random inputs, random and reverse block orders; rtol 1e-4 / atol 1e-5: the
// reductions sum in another order), with the model's tiling
// (multiprocessors=1), with 2 rows per thread by the option, and with 64
// threads per row too; a planted slip is caught.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/small-gemm.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.model.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=2" -o %t.p2.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=2 threads-per-row=64" -o %t.t64p2.mlir 2>/dev/null
// RUN: for p in model p2 t64p2; do for f in proj_softmax batched_gelu transposed_norm gemm_layernorm; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=31 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// RUN: for f in proj_softmax transposed_norm gemm_layernorm; do kfusion-sim %t.ref.mlir --compare=%t.model.mlir -e $f --seed=32 --schedule=reverse --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=REVERSE
// EQUAL-COUNT-12: kfusion-sim: equal:
// REVERSE-COUNT-3: kfusion-sim: equal:
//
// A planted slip is caught: the thread's second row reading the first row's
// staged A (its offset in the stage dropped), so two rows get one row's GEMM.
// RUN: %python %S/Inputs/drop-second-row-stage.py %t.model.mlir %t.bad.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.bad.mlir -e proj_softmax --seed=31 --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #3
