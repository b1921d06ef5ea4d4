// Constant tensors as operands, as front ends emit them: weights as dense
// and dense_resource constants (torch-mlir's parameters), splat divisors and
// epsilons, fills. Used by Stitch/constants.mlir (structure) and
// Integration/Sim/Stitch/constants.mlir (results against upstream's loops).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ch3 = affine_map<(d0, d1, d2) -> (d1)>

// x * w + b: w a dense constant, b a dense_resource, the scale 2 a splat
// tensor read like any input.
func.func @scale_shift(%x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %w = arith.constant dense<[0.2789, -0.1420, 0.4486, -0.8675, 0.3957, -0.2501, 0.2161, -0.6598]> : tensor<8xf32>
  %b = arith.constant dense_resource<bias8> : tensor<8xf32>
  %two = arith.constant dense<2.0> : tensor<16x8xf32>
  %e = tensor.empty() : tensor<16x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %b, %two : tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%a: f32, %ww: f32, %bb: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %ww : f32
    %t = arith.mulf %m, %s : f32
    %r = arith.addf %t, %bb : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}

// Batch-norm inference over channels (N, C, HW): the statistics and affine
// parameters are dense_resource weights, epsilon a splat.
func.func @batchnorm(%x: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %mean = arith.constant dense_resource<mean8> : tensor<8xf32>
  %var = arith.constant dense_resource<var8> : tensor<8xf32>
  %gamma = arith.constant dense_resource<gamma8> : tensor<8xf32>
  %beta = arith.constant dense_resource<beta8> : tensor<8xf32>
  %eps = arith.constant dense<1.0e-5> : tensor<8xf32>
  %e = tensor.empty() : tensor<4x8x16xf32>
  %y = linalg.generic {indexing_maps = [#id3, #ch3, #ch3, #ch3, #ch3, #ch3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %mean, %var, %gamma, %beta, %eps : tensor<4x8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %m: f32, %v: f32, %g: f32, %bt: f32, %ep: f32, %o: f32):
    %c = arith.subf %a, %m : f32
    %ve = arith.addf %v, %ep : f32
    %r = math.rsqrt %ve : f32
    %n = arith.mulf %c, %r : f32
    %s = arith.mulf %n, %g : f32
    %t = arith.addf %s, %bt : f32
    linalg.yield %t : f32
  } -> tensor<4x8x16xf32>
  return %y : tensor<4x8x16xf32>
}

// A row mean as torch-mlir writes it: a sum from a fill, then a division by
// a splat tensor of the count.
func.func @row_mean(%x: tensor<32x64xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant dense<64.0> : tensor<32xf32>
  %e = tensor.empty() : tensor<32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x64xf32>) outs(%init : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s, %count : tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.divf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  return %m : tensor<32xf32>
}

// A reduction over a constant table (x + table, summed per row) and the
// table and a splat returned as they are.
func.func @table(%x: tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>, tensor<4xf32>) {
  %t = arith.constant dense<[[0.7110, -0.1450, 0.8680, 0.5920, 0.6850, -0.9400, 0.4970, 0.0510, 0.7720, 0.1330, -0.3050, 0.8090, 0.9890, -0.5580, -0.7080, -0.1170], [0.3150, -0.6770, 0.1710, 0.0860, 0.5980, -0.7090, -0.7190, 0.0370, 0.5050, 0.1740, 0.4860, -0.4730, -0.9340, 0.3790, 0.2940, -0.9450], [-0.8280, 0.3970, 0.3330, -0.5830, -0.4770, -0.1630, -0.9590, -0.4000, -0.5200, -0.9160, 0.0490, 0.8820, -0.8440, 0.3850, 0.2280, -0.4300], [0.2870, 0.5460, -0.4800, -0.1810, 0.2540, -0.1200, -0.6290, -0.1940, 0.4210, 0.1720, -0.3520, -0.4380, -0.6620, 0.3330, 0.5570, -0.5150]]> : tensor<4x16xf32>
  %ones = arith.constant dense<1.0> : tensor<4xf32>
  %init = arith.constant dense<0.5> : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %t : tensor<4x16xf32>, tensor<4x16xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.addf %a, %b : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s, %t, %ones : tensor<4xf32>, tensor<4x16xf32>, tensor<4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      bias8: "0x04000000D0299FBE2BA1EEBE269DAEBE0009E83EDCC45CBD0FF36C3FC2A8293E89AC0DBF",
      mean8: "0x040000007A02E73D5AC7E53C34E5B7BEA9ECDB3CCF04FABE659B00BE420A153D20B13E3E",
      var8: "0x040000001C35F83FE903B63F1970093F714D9B3FC013603F9C7ACF3FBE93EB3FD352213F",
      gamma8: "0x04000000C3C4A23F7E104B3FF4CD2E3FC01A743FAD336B3F5E9B493F978C433FC2F96E3F",
      beta8: "0x040000006D05423E8C11ACBE063A02BEA68785BE28126A3EF2FF80BEDC6D753E9F44F1BE"
    }
  }
#-}
