// GEMMs whose consumers reduce each row of the output (FusionStitching's
// GEMM + row-wise consumers): a bias and a softmax over N = 128 columns, and
// a bias, a residual and a layernorm over N = 192 columns whose mean and
// reciprocal deviation are ops over the rows (tensors of one value a row, as
// front ends write them), its variance a reduction reading the mean. M = 136
// runs past the 64-row tiles. Used by test/Stitch/gemm-row-epilogues.mlir and
// test/Integration/Sim/Stitch/gemm-row-epilogues.mlir.

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#row = affine_map<(m, n) -> (m)>
#r1 = affine_map<(m) -> (m)>
func.func @softmax(%x: tensor<136x128xf16>, %w: tensor<128x128xf16>, %bias: tensor<128xf32>) -> tensor<136x128xf32> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<136x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<136x128xf32>) -> tensor<136x128xf32>
  %c = linalg.matmul ins(%x, %w : tensor<136x128xf16>, tensor<128x128xf16>) outs(%f : tensor<136x128xf32>) -> tensor<136x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<136x128xf32>, tensor<128xf32>) outs(%e : tensor<136x128xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<136x128xf32>
  %er = tensor.empty() : tensor<136xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<136xf32>) -> tensor<136xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<136x128xf32>) outs(%mi : tensor<136xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<136xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %mx : tensor<136x128xf32>, tensor<136xf32>) outs(%e : tensor<136x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<136x128xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<136xf32>) -> tensor<136xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<136x128xf32>) outs(%zi : tensor<136xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<136xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<136x128xf32>, tensor<136xf32>) outs(%e : tensor<136x128xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<136x128xf32>
  return %p : tensor<136x128xf32>
}

func.func @layernorm(%x: tensor<136x128xf16>, %w: tensor<128x192xf16>, %bias: tensor<192xf16>, %res: tensor<136x192xf16>, %gamma: tensor<192xf32>, %beta: tensor<192xf32>) -> tensor<136x192xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<136x192xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<136x192xf32>) -> tensor<136x192xf32>
  %c = linalg.matmul ins(%x, %w : tensor<136x128xf16>, tensor<128x192xf16>) outs(%f : tensor<136x192xf32>) -> tensor<136x192xf32>
  %h = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias, %res : tensor<136x192xf32>, tensor<192xf16>, tensor<136x192xf16>) outs(%e : tensor<136x192xf32>) {
  ^bb0(%v: f32, %b: f16, %r: f16, %o: f32):
    %bf = arith.extf %b : f16 to f32
    %rf = arith.extf %r : f16 to f32
    %s0 = arith.addf %v, %bf : f32
    %s1 = arith.addf %s0, %rf : f32
    linalg.yield %s1 : f32
  } -> tensor<136x192xf32>
  %er = tensor.empty() : tensor<136xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<136xf32>) -> tensor<136xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%h : tensor<136x192xf32>) outs(%zi : tensor<136xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<136xf32>
  %mean = linalg.generic {indexing_maps = [#r1, #r1], iterator_types = ["parallel"]} ins(%s : tensor<136xf32>) outs(%er : tensor<136xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 192.0 : f32
    %m = arith.divf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<136xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %mean : tensor<136x192xf32>, tensor<136xf32>) outs(%e : tensor<136x192xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<136x192xf32>
  %v = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%h, %mean : tensor<136x192xf32>, tensor<136xf32>) outs(%zi : tensor<136xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %dv = arith.subf %a, %m : f32
    %q = arith.mulf %dv, %dv : f32
    %t = arith.addf %q, %acc : f32
    linalg.yield %t : f32
  } -> tensor<136xf32>
  %rstd = linalg.generic {indexing_maps = [#r1, #r1], iterator_types = ["parallel"]} ins(%v : tensor<136xf32>) outs(%er : tensor<136xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 192.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %a, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    linalg.yield %r : f32
  } -> tensor<136xf32>
  %o16 = tensor.empty() : tensor<136x192xf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd, %gamma, %beta : tensor<136x192xf32>, tensor<136xf32>, tensor<192xf32>, tensor<192xf32>) outs(%o16 : tensor<136x192xf16>) {
  ^bb0(%a: f32, %r: f32, %g: f32, %b: f32, %o: f16):
    %t = arith.mulf %a, %r : f32
    %u = arith.mulf %t, %g : f32
    %k = arith.addf %u, %b : f32
    %k16 = arith.truncf %k : f32 to f16
    linalg.yield %k16 : f16
  } -> tensor<136x192xf16>
  return %y : tensor<136x192xf16>
}
