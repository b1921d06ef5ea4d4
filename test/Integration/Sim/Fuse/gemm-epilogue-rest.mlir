// BERT's layer at 64 tokens in f16 (../../../Fuse/Inputs/bert.f16.small.mlir)
// as kfusion-fuse builds it, its tensor-core GEMMs emulated: the stitch plan
// takes each of the attention output's and the down projection's GEMMs with
// its bias and the residual add (since the GEMM model's wave ramp and
// one-round stores: before, the residual add went with the layernorm), then
// the layernorm in one kernel (the rest of the epilogue's component, a
// candidate pattern of its own), and computes what upstream's loops do on
// fresh random inputs (f16: rtol / atol 1e-2).
// Why it would fail: a rest kernel that reads the GEMM's output before it is
// written, or drops an op of the layernorm, differs far beyond that.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Fuse/Inputs/bert.f16.small.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Fuse/Inputs/bert.f16.small.mlir --kfusion-fuse="emulate-gemms=true device=h200 remarks=true" --mlir-print-op-on-diagnostic=false -o %t.fused.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e step --seed=7 --rtol=1e-2 --atol=1e-2 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e step --seed=8 --schedule=reverse --rtol=1e-2 --atol=1e-2 | FileCheck %s

// PLAN-LABEL: kfusion-fuse of @step on h200: stitch chosen
// PLAN: stitch group 7 (plan=ilp): ops [22:tensor-core GEMM, 23:elementwise, 24:elementwise], gemm composition
// PLAN: stitch group 8 (plan=ilp): ops [25:elementwise, {{.*}}, 43:elementwise]
// CHECK: kfusion-sim: equal:
