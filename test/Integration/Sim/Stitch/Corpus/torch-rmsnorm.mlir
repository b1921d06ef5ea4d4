// torch-mlir's output for LLaMA's RMSNorm on (1, 16, 128): x.pow(2) as
// math.fpowi, the mean kept as (1, 16, 1), rsqrt(mean + eps), times x and
// the weight (a dense_resource parameter).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=134 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=135 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
func.func @main(%arg0: tensor<1x16x128xf32>) -> tensor<1x16x128xf32> {
  %w = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
  %c2_i64 = arith.constant 2 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 1.280000e+02 : f32
  %cst_1 = arith.constant 9.99999997E-7 : f32
  %0 = tensor.empty() : tensor<1x16x128xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16x128xf32>) outs(%0 : tensor<1x16x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = math.fpowi %in, %c2_i64 : f32, i64
    linalg.yield %7 : f32
  } -> tensor<1x16x128xf32>
  %2 = tensor.empty() : tensor<1x16x1xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
  %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x16x128xf32>) outs(%3 : tensor<1x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.addf %in, %out : f32
    linalg.yield %7 : f32
  } -> tensor<1x16x1xf32>
  %5 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x16x1xf32>) outs(%2 : tensor<1x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.divf %in, %cst_0 : f32
    %8 = arith.addf %7, %cst_1 : f32
    %9 = math.rsqrt %8 : f32
    linalg.yield %9 : f32
  } -> tensor<1x16x1xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %5, %w : tensor<1x16x128xf32>, tensor<1x16x1xf32>, tensor<128xf32>) outs(%0 : tensor<1x16x128xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %7 = arith.mulf %in, %in_2 : f32
    %8 = arith.mulf %7, %in_3 : f32
    linalg.yield %8 : f32
  } -> tensor<1x16x128xf32>
  return %6 : tensor<1x16x128xf32>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32: "0x04000000B4E6523F0D9E263FD251933F2F8B123FC897843FCA9D5D3F04D90E3FA7F3803F5199093F67036F3F0CE2113FF838173F4AAD6C3F4AD6A93F7CB11F3F3026393FBB4F903F874EB93F82DE893FDA8C653FEDF5BC3FD8EC0B3F4BE2AD3FD6234A3FE7ED243FA2271E3FAAF84E3FD476A83F16442E3FE0718A3FEBC7913F72555F3F7E1C863FF012103F06420F3FB6B9343F5917973FB0766D3FF36B503FB1F38A3FE403743F88BD4C3F3AAEA53FA678993F1C7D3E3FB786893FA439833F8104B03F775E9D3F4AB6493F5F76BD3F8F391E3F190A6B3FFEE9A03F75E8263FB02C7D3F7D090A3F1988953F75DDA13FEA58893FA80FB03FC251503F70FF983F50148C3F023A8A3FDFC9743F1084AB3F4FEBB83F825E793FF102953F08880F3F7ECA993F1ED5923FC51DBF3FD534A93F41DB483F3AC3623F6A96953FAFC6053FAA31763F38052B3FFDF91D3FA3170F3F7555A23F711C213FB0633F3F4815643FC18AAF3FFAA0143FF2FD723F0C54863FB912B13F29DEA83F0B97AE3F9A46473FDF506A3F6DD85B3F3B2DB13FF096BA3FC1A2263F9B1C2D3F86613B3FEABB3B3F84267C3F66688B3F5D43433F470C013F14406B3F67875E3FDF7D883F1DFFB93F1962983FA0FB813F470D8F3FB98D963F7AD20D3FE623B33F0AD6A33F0CF0AF3FB520A63FF272643F7A23663F68811A3F6730913F79EF0F3FB13D113F8171353FB48C293F"
    }
  }
#-}
