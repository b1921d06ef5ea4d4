// Mixed precision (Stitch/mixed-precision.mlir) on the interpreter: every
// stitched function equals upstream's loops under every plan and with the
// spill (max-register-values=16), on random inputs under a random schedule
// (rtol 1e-2 / atol 1e-3: 16-bit results differ by an ulp, 2^-11 relative
// for f16 and 2^-8 for bf16, where the f32 statistics round differently).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/mixed-precision.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu="max-register-values=16" -o %t.spill.mlir 2>/dev/null
// RUN: for f in layernorm_f16 softmax_bf16 bias_gelu_residual_f16 spill_f16; do for p in ilp greedy none spill; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=14 --schedule=random --rtol=1e-2 --atol=1e-3 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-16: kfusion-sim: equal:
//
// A wrong kernel is caught: the layernorm's 1 / D changed in the stitched
// program (Inputs/mixed-precision-wrong-scale.mlir).
// RUN: not kfusion-sim %t.ref.mlir --compare=%S/Inputs/mixed-precision-wrong-scale.mlir -e layernorm_f16 --seed=14 --rtol=1e-2 --atol=1e-3 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #2
