// The reference of gemms-f16.mlir: each f16 result computed in f32 and
// rounded once (what the kernels do; linalg's f16 matmul would round every
// partial sum).

#id = affine_map<(i, j) -> (i, j)>

func.func @half(%a: tensor<96x80xf16>, %b: tensor<80x72xf16>) -> tensor<96x72xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<96x72xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<96x72xf32>) -> tensor<96x72xf32>
  %c = linalg.matmul ins(%a, %b : tensor<96x80xf16>, tensor<80x72xf16>) outs(%f : tensor<96x72xf32>) -> tensor<96x72xf32>
  %eh = tensor.empty() : tensor<96x72xf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<96x72xf32>) outs(%eh : tensor<96x72xf16>) {
  ^bb0(%v: f32, %o: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<96x72xf16>
  return %r : tensor<96x72xf16>
}

func.func @mlp(%x: tensor<64x96xf16>, %w1: tensor<96x128xf16>, %w2: tensor<128x80xf16>) -> tensor<64x80xf32> {
  %z = arith.constant 0.0 : f32
  %e32 = tensor.empty() : tensor<64x128xf32>
  %f32 = linalg.fill ins(%z : f32) outs(%e32 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %h32 = linalg.matmul ins(%x, %w1 : tensor<64x96xf16>, tensor<96x128xf16>) outs(%f32 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %eh = tensor.empty() : tensor<64x128xf16>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h32 : tensor<64x128xf32>) outs(%eh : tensor<64x128xf16>) {
  ^bb0(%v: f32, %o: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<64x128xf16>
  %e = tensor.empty() : tensor<64x80xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<64x128xf16>, tensor<128x80xf16>) outs(%f : tensor<64x80xf32>) -> tensor<64x80xf32>
  return %y : tensor<64x80xf32>
}
