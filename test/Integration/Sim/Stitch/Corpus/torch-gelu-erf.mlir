// torch-mlir's output for torch.nn.GELU() (the erf form) on (4, 256):
// 0.5 * x * (1 + erf(x / sqrt(2))), with the constants as 0-d tensors read
// through tensor.extract, as its decomposition leaves them.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=126 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=127 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 1 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %half = arith.constant dense<5.000000e-01> : tensor<f32>
  %rsqrt2 = arith.constant dense<0.707106769> : tensor<f32>
  %one = arith.constant 1.000000e+00 : f32
  %h = tensor.extract %half[] : tensor<f32>
  %r = tensor.extract %rsqrt2[] : tensor<f32>
  %0 = tensor.empty() : tensor<4x256xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x256xf32>) outs(%0 : tensor<4x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.mulf %in, %r : f32
    %3 = math.erf %2 : f32
    %4 = arith.addf %3, %one : f32
    %5 = arith.mulf %in, %4 : f32
    %6 = arith.mulf %5, %h : f32
    linalg.yield %6 : f32
  } -> tensor<4x256xf32>
  return %1 : tensor<4x256xf32>
}
