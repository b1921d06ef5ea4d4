// Inputs the stitching passes refuse, each with an error on the op involved.
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-stitch-to-gpu -o /dev/null
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics=only-expected --kfusion-plan-stitch -o /dev/null

// A slice at an offset known only at run time: slices are static views.
func.func @slice(%x: tensor<8x8xf32>, %i: index) -> tensor<4x8xf32> {
  // expected-error @+1 {{stitching takes slices of static offsets, sizes and strides only}}
  %s = tensor.extract_slice %x[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// A tensor op the stitching passes do not take.
func.func @scatter(%x: tensor<8xf32>, %i: tensor<2x1xindex>, %u: tensor<2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{stitching does not support 'tensor.scatter'}}
  %s = tensor.scatter %u into %x[%i] scatter_dims([0]) unique : (tensor<2xf32>, tensor<8xf32>, tensor<2x1xindex>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// Dynamic shapes: stitching plans static tensors only.
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{stitching does not support 'tensor.dim'}}
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  return %e : tensor<?x8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// Control flow in a linalg body: the kernels take arith and math only.
func.func @body(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 0.0 : f32
    %p = arith.cmpf ogt, %a, %c : f32
    // expected-error @+1 {{stitching does not support 'scf.if' in a linalg body}}
    %r = scf.if %p -> f32 {
      scf.yield %a : f32
    } else {
      scf.yield %c : f32
    }
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A linalg op with two results that cannot be split: an arg-max keeping the
// last of equal maxima (oge), whose index follows the maximum (its other
// result's accumulator). (With ogt, the first of them, it is split:
// Integration/Sim/Stitch/arg-extremum.mlir.)
func.func @argmax(%x: tensor<4x8xf32>) -> tensor<4xi32> {
  %v0 = arith.constant dense<0xFF800000> : tensor<4xf32>
  %i0 = arith.constant dense<0> : tensor<4xi32>
  // expected-error @+1 {{stitching cannot split this linalg.generic's results: result 1 depends on the value of result 0 (its accumulator)}}
  %y:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%v0, %i0 : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf oge, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %y#1 : tensor<4xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// A hand group whose second op reads the first transposed: a fused value
// at another point than its own.
func.func @hand_transpose(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-error @+1 {{cannot stitch}}
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  %b = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %b : tensor<4x4xf32>
}

// -----

// A function that returns a tensor.empty: no values to return.
func.func @empty_result() -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{stitching: a result holds no values}}
  return %e : tensor<4xf32>
}
