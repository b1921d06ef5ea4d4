// A dead column reduction (its result unused) beside a live op: the
// stitching passes drop it (found by the random-DAG property tests).
module {
  func.func @step(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst0 = arith.constant 0xFF800000 : f32
    %e1 = tensor.empty() : tensor<16xf32>
    %f2 = linalg.fill ins(%cst0 : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
    %t3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x16xf32>) outs(%f2 : tensor<16xf32>) {
    ^bb0(%in4: f32, %out5: f32):
      %v6 = arith.maximumf %in4, %out5 : f32
      linalg.yield %v6 : f32
    } -> tensor<16xf32>
    %e7 = tensor.empty() : tensor<8x16xf32>
    %t8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x16xf32>) outs(%e7 : tensor<8x16xf32>) {
    ^bb0(%in9: f32, %out10: f32):
      %v11 = math.tanh %in9 : f32
      linalg.yield %v11 : f32
    } -> tensor<8x16xf32>
    return %t8 : tensor<8x16xf32>
  }
}
