// GPT-2's MLP up projection at M = 4096 (4096 x 3072 x 768, f16, a Linear
// layer's weight [N, K]) alone and with its bias and tanh GELU: the GEMM
// model weighs the epilogue's instructions (gemmEpilogueCycles). Used by
// test/Stitch/gemm-epilogue-schedule.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (n)>
func.func @alone(%x: tensor<4096x768xf16>, %w: tensor<3072x768xf16>) -> tensor<4096x3072xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4096x3072xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<4096x3072xf16>) -> tensor<4096x3072xf16>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<4096x768xf16>, tensor<3072x768xf16>) outs(%f : tensor<4096x3072xf16>) -> tensor<4096x3072xf16>
  return %c : tensor<4096x3072xf16>
}

func.func @bias_gelu(%x: tensor<4096x768xf16>, %w: tensor<3072x768xf16>, %bias: tensor<3072xf32>) -> tensor<4096x3072xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x3072xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<4096x768xf16>, tensor<3072x768xf16>) outs(%f : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
  %o = tensor.empty() : tensor<4096x3072xf16>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<4096x3072xf32>, tensor<3072xf32>) outs(%o : tensor<4096x3072xf16>) {
  ^bb0(%v0: f32, %bv: f32, %out: f16):
    %v = arith.addf %v0, %bv : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %k1 = arith.constant 0.044715 : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %i1 = arith.mulf %v3, %k1 : f32
    %i2 = arith.addf %v, %i1 : f32
    %i3 = arith.mulf %i2, %k0 : f32
    %t = math.tanh %i3 : f32
    %t1 = arith.addf %t, %one : f32
    %h = arith.mulf %v, %half : f32
    %y = arith.mulf %h, %t1 : f32
    %yh = arith.truncf %y : f32 to f16
    linalg.yield %yh : f16
  } -> tensor<4096x3072xf16>
  return %g : tensor<4096x3072xf16>
}
