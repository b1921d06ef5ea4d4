#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @step(%x: tensor<16x2048xf32>, %bias: tensor<2048xf32>) -> (tensor<16x2048xf32>, tensor<16x2048xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x2048xf32>) outs(%mi : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x2048xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<16x2048xf32>, tensor<16xf32>) outs(%e2 : tensor<16x2048xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<16x2048xf32>
  %zi = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<16x2048xf32>) outs(%zi : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<16x2048xf32>, tensor<16xf32>) outs(%e2 : tensor<16x2048xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<16x2048xf32>
  %g = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias, %y : tensor<16x2048xf32>, tensor<2048xf32>, tensor<16x2048xf32>) outs(%e2 : tensor<16x2048xf32>) {
  ^bb0(%a: f32, %b: f32, %r: f32, %o: f32):
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %is2 = arith.constant 0.70710678 : f32
    %t = arith.addf %a, %b : f32
    %u = arith.mulf %t, %is2 : f32
    %er = math.erf %u : f32
    %v = arith.addf %er, %one : f32
    %w = arith.mulf %t, %v : f32
    %z = arith.mulf %w, %h : f32
    %res = arith.addf %z, %r : f32
    linalg.yield %res : f32
  } -> tensor<16x2048xf32>
  return %y, %g : tensor<16x2048xf32>, tensor<16x2048xf32>
}
