// kfusion-fuse on GEMMs with their epilogues (Stitch/Inputs/tensor-core-gemms.mlir;
// tensor-core kernels emulated) on the interpreter: every function of the
// chosen programs equals upstream's loops on fresh random inputs under a
// random block order (tolerances as ../Stitch/tensor-core-gemms.mlir: f16
// products summed in another order; the f16 GELU output to 1e-3), and with
// cuSync forced between the chosen programs' launches.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/tensor-core-gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-fuse="emulate-gemms=true" -o %t.fused.mlir 2>/dev/null
// RUN: for f in linear_tanh mlp_softmax batched_residual small ragged_k two_uses; do kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e $f --seed=23 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e bias_gelu_residual --seed=23 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=GELU
// CHECK-COUNT-6: kfusion-sim: equal:
// GELU: kfusion-sim: equal:
//
// With cuSync forced on every pair that admits it (sync=force: GEMM ->
// stitched kernel, stitched kernel -> GEMM, GEMM -> GEMM pairs of the chosen
// programs), on 2 multiprocessors of 2 slots with uneven block speeds.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-fuse="emulate-gemms=true sync=force" -o %t.sync.mlir 2>&1 | FileCheck %s --check-prefix=PAIRS
// PAIRS-COUNT-4: kfusion-fuse cuSync of @{{[a-z_]+}}: pair 0: {{.*}}, wait-kernel, waits
// RUN: for f in linear_tanh mlp_softmax batched_residual small ragged_k two_uses; do kfusion-sim %t.ref.mlir --compare=%t.sync.mlir -e $f --seed=24 --schedule=random --skew --sms=2 --blocks-per-sm=2 --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s
