// Stitched programs compute what upstream's reference lowering computes
// (one-shot bufferization, results to out-parameters, linalg to CPU loops),
// on fresh random inputs, for every plan mode and composition, with block
// schedules in random order. Tolerances: rtol 1e-4 / atol 1e-5 (the row
// reductions sum in another order than the sequential loops); the variance
// of @block (E[x^2] - E[x]^2, a cancellation) needs rtol 1e-3.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../Stitch/Inputs/compositions.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../Stitch/Inputs/compositions.mlir --kfusion-stitch-to-gpu="max-register-values=40" -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../Stitch/Inputs/compositions.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../Stitch/Inputs/compositions.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: for f in thread warp loops spill column_split; do for p in ilp none greedy; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=7 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// RUN: for p in ilp none greedy; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e block --seed=8 --schedule=random --rtol=1e-3 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=BLOCK
// The benchmarks' shapes of layernorm and softmax + GELU at small sizes.
// RUN: %upstream-mlir-opt %S/../../Stitch/Inputs/layernorm.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ln.ref.mlir
// RUN: %upstream-mlir-opt %S/../../Stitch/Inputs/softmax-gelu.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.sm.ref.mlir
// RUN: for p in ilp none greedy; do kfusion-opt %S/../../Stitch/Inputs/layernorm.mlir --kfusion-stitch-to-gpu="plan=$p" -o %t.ln.$p.mlir 2>/dev/null && kfusion-sim %t.ln.ref.mlir --compare=%t.ln.$p.mlir -e step --seed=9 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=LN
// RUN: for p in ilp none greedy; do kfusion-opt %S/../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=$p" -o %t.sm.$p.mlir 2>/dev/null && kfusion-sim %t.sm.ref.mlir --compare=%t.sm.$p.mlir -e step --seed=10 --schedule=reverse --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=SM
// Dead ops (a column max nothing reads) are dropped, not generated.
// RUN: %upstream-mlir-opt %S/../../Stitch/Inputs/dead-reduction.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.dead.ref.mlir
// RUN: kfusion-opt %S/../../Stitch/Inputs/dead-reduction.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.dead.mlir 2>/dev/null
// RUN: kfusion-sim %t.dead.ref.mlir --compare=%t.dead.mlir -e step | FileCheck %s --check-prefix=DEAD
// A wrong kernel is caught: the stitched layernorm against softmax's
// reference would not even match in shape, so compare against a perturbed
// layernorm (one constant changed, Inputs/layernorm-wrong-epsilon.mlir).
// RUN: kfusion-opt %S/Inputs/layernorm-wrong-epsilon.mlir --kfusion-stitch-to-gpu="plan=ilp" -o %t.ln.bad.mlir 2>/dev/null
// RUN: not kfusion-sim %t.ln.ref.mlir --compare=%t.ln.bad.mlir -e step --seed=9 --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=BAD

// EQUAL-COUNT-15: kfusion-sim: equal:
// BLOCK-COUNT-3: kfusion-sim: equal:
// LN-COUNT-3: kfusion-sim: equal: 4 arguments, 4608 elements compared (seed 9)
// SM-COUNT-3: kfusion-sim: equal: 4 arguments, 100352 elements compared (seed 10)
// DEAD: kfusion-sim: equal: 2 arguments, 256 elements compared
// BAD: kfusion-sim: mismatch in argument #3
