// In the style of IREE's e2e convolution tests: a 3x3 NHWC / HWCF
// convolution with stride 1 on (1, 12, 12, 8) into 16 channels from a fill,
// a per-channel bias (a dense constant) and ReLU as maximumf.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=100 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=101 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 2 ops, {{[0-9]+}} candidate patterns, 2 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @main(%x: tensor<1x12x12x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<1x10x10x16xf32> {
  %bias = arith.constant dense<[0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7, -0.8, 0.9, -1.0, 0.05, -0.15, 0.25, -0.35, 0.45, -0.55]> : tensor<16xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x10x10x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x10x10x16xf32>) -> tensor<1x10x10x16xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x12x12x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<1x10x10x16xf32>) -> tensor<1x10x10x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x10x10x16xf32>, tensor<16xf32>) outs(%e : tensor<1x10x10x16xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %s = arith.addf %in, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x10x10x16xf32>
  return %r : tensor<1x10x10x16xf32>
}
