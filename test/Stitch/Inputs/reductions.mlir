// Reductions as front ends write them: a max or min as a comparison and a
// select (torch-mlir), 3-D reductions of f16 tensors with f32 accumulators.
// Used by Stitch/reductions.mlir and Integration/Sim/Stitch/reductions.mlir.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rows3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// A softmax whose row max is cmpf ogt + select, as torch-mlir emits amax.
func.func @softmax_select(%x: tensor<32x256xf32>) -> tensor<32x256xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x256xf32>) outs(%fm : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %gt = arith.cmpf ogt, %a, %acc : f32
    %r = arith.select %gt, %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %e2 = tensor.empty() : tensor<32x256xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<32x256xf32>, tensor<32xf32>) outs(%e2 : tensor<32x256xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<32x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<32x256xf32>) outs(%fs : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<32x256xf32>, tensor<32xf32>) outs(%e2 : tensor<32x256xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  } -> tensor<32x256xf32>
  return %y : tensor<32x256xf32>
}

// Row minima written as select(a < acc, a, acc) and integer maxima as
// select(acc > a, acc, a).
func.func @min_and_int_max(%x: tensor<16x64xf32>, %k: tensor<16x64xi32>) -> (tensor<16xf32>, tensor<16xi32>) {
  %inf = arith.constant dense<0x7F800000> : tensor<16xf32>
  %lo = arith.constant dense<-2147483648> : tensor<16xi32>
  %mn = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x64xf32>) outs(%inf : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %lt = arith.cmpf olt, %a, %acc : f32
    %r = arith.select %lt, %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%k : tensor<16x64xi32>) outs(%lo : tensor<16xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %gt = arith.cmpi sgt, %acc, %a : i32
    %r = arith.select %gt, %acc, %a : i32
    linalg.yield %r : i32
  } -> tensor<16xi32>
  return %mn, %mx : tensor<16xf32>, tensor<16xi32>
}

// RMSNorm of a (batch, sequence, hidden) f16 tensor with f32 statistics: a
// 3-D reduction over the hidden dimension (128), not a GEMM.
func.func @rmsnorm_f16(%x: tensor<4x64x128xf16>, %w: tensor<128xf16>) -> tensor<4x64x128xf16> {
  %zero = arith.constant dense<0.0> : tensor<4x64xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #rows3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x64x128xf16>) outs(%zero : tensor<4x64xf32>) {
  ^bb0(%a: f16, %acc: f32):
    %f = arith.extf %a : f16 to f32
    %q = arith.mulf %f, %f : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4x64xf32>
  %e = tensor.empty() : tensor<4x64x128xf16>
  %y = linalg.generic {indexing_maps = [#id3, #rows3, affine_map<(d0, d1, d2) -> (d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %ss, %w : tensor<4x64x128xf16>, tensor<4x64xf32>, tensor<128xf16>) outs(%e : tensor<4x64x128xf16>) {
  ^bb0(%a: f16, %s: f32, %ww: f16, %o: f16):
    %n = arith.constant 128.0 : f32
    %eps = arith.constant 1.0e-6 : f32
    %m = arith.divf %s, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    %f = arith.extf %a : f16 to f32
    %g = arith.extf %ww : f16 to f32
    %t = arith.mulf %f, %r : f32
    %u = arith.mulf %t, %g : f32
    %h = arith.truncf %u : f32 to f16
    linalg.yield %h : f16
  } -> tensor<4x64x128xf16>
  return %y : tensor<4x64x128xf16>
}

// A 3-D row sum of an f16 tensor alone, and one scaled by a per-column
// weight: neither is a GEMM (no operand is read again for another column).
func.func @sum3d_f16(%x: tensor<8x32x64xf16>, %w: tensor<64xf16>) -> (tensor<8x32xf32>, tensor<8x32xf32>) {
  %zero = arith.constant dense<0.0> : tensor<8x32xf32>
  %s = linalg.generic {indexing_maps = [#id3, #rows3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x32x64xf16>) outs(%zero : tensor<8x32xf32>) {
  ^bb0(%a: f16, %acc: f32):
    %f = arith.extf %a : f16 to f32
    %r = arith.addf %f, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %d = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d2)>, #rows3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x32x64xf16>, tensor<64xf16>) outs(%zero : tensor<8x32xf32>) {
  ^bb0(%a: f16, %ww: f16, %acc: f32):
    %p = arith.mulf %a, %ww : f16
    %f = arith.extf %p : f16 to f32
    %r = arith.addf %f, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %s, %d : tensor<8x32xf32>, tensor<8x32xf32>
}

// A 3-D mean of an f16 tensor, the sum then its scaling over (d0, d1): the
// sum a row reduction over 512 rows of 128, the scaling row-scalar in its
// kernel (before: a small GEMM of 16 threads per row over 8 rows of 64
// "columns", 128 threads in all).
func.func @mean3d_f16(%x: tensor<8x64x128xf16>) -> tensor<8x64xf16> {
  %z = arith.constant 0.0 : f32
  %ez = tensor.empty() : tensor<8x64xf32>
  %zero = linalg.fill ins(%z : f32) outs(%ez : tensor<8x64xf32>) -> tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [#id3, #rows3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x64x128xf16>) outs(%zero : tensor<8x64xf32>) {
  ^bb0(%a: f16, %acc: f32):
    %f = arith.extf %a : f16 to f32
    %r = arith.addf %f, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %e = tensor.empty() : tensor<8x64xf16>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x64xf32>) outs(%e : tensor<8x64xf16>) {
  ^bb0(%a: f32, %o: f16):
    %n = arith.constant 128.0 : f32
    %d = arith.divf %a, %n : f32
    %h = arith.truncf %d : f32 to f16
    linalg.yield %h : f16
  } -> tensor<8x64xf16>
  return %m : tensor<8x64xf16>
}

// A select that is no max or min (the last positive element of each row):
// its comparison is not of the two values it selects, so it stays as it is,
// a loop kernel.
func.func @last_positive(%x: tensor<16x64xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = arith.constant dense<-1.0> : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x64xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %p = arith.cmpf ogt, %a, %zero : f32
    %s = arith.select %p, %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
