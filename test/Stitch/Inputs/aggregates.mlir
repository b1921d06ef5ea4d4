// Aggregate ops and generics with several results, as front ends emit them.
// Used by Stitch/aggregates.mlir and Integration/Sim/Stitch/aggregates.mlir.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// linalg.softmax over the last dimension (IREE and torch-mlir's softmax).
func.func @softmax(%x: tensor<32x256xf32>) -> tensor<32x256xf32> {
  %e = tensor.empty() : tensor<32x256xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<32x256xf32>) outs(%e : tensor<32x256xf32>) -> tensor<32x256xf32>
  return %y : tensor<32x256xf32>
}

// linalg.softmax over the last of three dimensions (attention scores).
func.func @softmax3d(%x: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
  %e = tensor.empty() : tensor<2x16x128xf32>
  %y = linalg.softmax dimension(2) ins(%x : tensor<2x16x128xf32>) outs(%e : tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
  return %y : tensor<2x16x128xf32>
}

// An elementwise generic with two results (JAX / IREE fuse such pairs).
func.func @exp_and_square(%x: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %e = tensor.empty() : tensor<16x64xf32>
  %y:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x64xf32>) outs(%e, %e : tensor<16x64xf32>, tensor<16x64xf32>) {
  ^bb0(%a: f32, %o: f32, %p: f32):
    %t = math.exp %a : f32
    %q = arith.mulf %a, %a : f32
    linalg.yield %t, %q : f32, f32
  } -> (tensor<16x64xf32>, tensor<16x64xf32>)
  return %y#0, %y#1 : tensor<16x64xf32>, tensor<16x64xf32>
}

// The sum and the sum of squares of each row in one reduction generic, then
// the variance from both.
func.func @moments(%x: tensor<64x128xf32>) -> tensor<64xf32> {
  %zero = arith.constant dense<0.0> : tensor<64xf32>
  %s:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%zero, %zero : tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32, %acc2: f32):
    %r = arith.addf %a, %acc : f32
    %q = arith.mulf %a, %a : f32
    %r2 = arith.addf %q, %acc2 : f32
    linalg.yield %r, %r2 : f32, f32
  } -> (tensor<64xf32>, tensor<64xf32>)
  %e = tensor.empty() : tensor<64xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s#0, %s#1 : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %m = arith.divf %a, %n : f32
    %m2 = arith.divf %b, %n : f32
    %mm = arith.mulf %m, %m : f32
    %var = arith.subf %m2, %mm : f32
    linalg.yield %var : f32
  } -> tensor<64xf32>
  return %v : tensor<64xf32>
}

// torch-mlir's softmax: the row max from torch.max(dim) with its indices,
// which nothing uses (dropped; only the maximum is computed), and
// x.pow(2) (math.fpowi, expanded into a multiplication).
func.func @max_unused_indices(%x: tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>) {
  %ninf = arith.constant dense<0xFF800000> : tensor<8xf32>
  %i0 = arith.constant dense<0> : tensor<8xi64>
  %m:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x32xf32>) outs(%ninf, %i0 : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%a: f32, %acc: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %mx = arith.maximumf %a, %acc : f32
    %gt = arith.cmpf ogt, %a, %acc : f32
    %ni = arith.select %gt, %ji, %idx : i64
    linalg.yield %mx, %ni : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  %e = tensor.empty() : tensor<8x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m#0 : tensor<8x32xf32>, tensor<8xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<8x32xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c2 = arith.constant 2 : i64
    %q = math.fpowi %a, %c2 : f32, i64
    linalg.yield %q : f32
  } -> tensor<8x32xf32>
  return %y, %p : tensor<8x32xf32>, tensor<8x32xf32>
}
