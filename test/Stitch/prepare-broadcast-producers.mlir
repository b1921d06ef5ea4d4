// kfusion-prepare-linalg computes small elementwise producers of broadcast
// operands where they are read (fuseBroadcastProducers, StitchPrepare.h):
// torch-mlir casts a bias to f32 before adding it to every row of a matmul,
// an op of its own that would be a kernel launched for a few hundred values.
// RUN: kfusion-opt %s --kfusion-prepare-linalg -split-input-file | FileCheck %s

#row = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
#v = affine_map<(j) -> (j)>

// The bias's cast moves into the add that reads it broadcast: one generic
// reads the f16 bias and extends it per element.
// CHECK-LABEL: func.func @bias_cast(
// CHECK-NOT: tensor<256xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
func.func @bias_cast(%x: tensor<64x256xf32>, %b: tensor<256xf16>) -> tensor<64x256xf32> {
  %e = tensor.empty() : tensor<256xf32>
  %b32 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%b : tensor<256xf16>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b32 : tensor<64x256xf32>, tensor<256xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.addf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// -----

#row = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
#v = affine_map<(j) -> (j)>

// Two readers: each computes the cast itself (one copy of the producer per
// reader, so neither keeps a result of the other).
// CHECK-LABEL: func.func @two_readers(
// CHECK-NOT: tensor<256xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.mulf
func.func @two_readers(%x: tensor<64x256xf32>, %b: tensor<256xf16>) -> (tensor<64x256xf32>, tensor<64x256xf32>) {
  %e = tensor.empty() : tensor<256xf32>
  %b32 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%b : tensor<256xf16>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b32 : tensor<64x256xf32>, tensor<256xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.addf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %z = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b32 : tensor<64x256xf32>, tensor<256xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.mulf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  return %y, %z : tensor<64x256xf32>, tensor<64x256xf32>
}

// -----

#row = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
#v = affine_map<(j) -> (j)>

// An exponential is no cheap body: computing it again per element of the
// reader would cost more than it saves; it stays an op of its own.
// CHECK-LABEL: func.func @expensive(
// CHECK: %[[E:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<256xf32>)
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[E]] : tensor<64x256xf32>, tensor<256xf32>)
func.func @expensive(%x: tensor<64x256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %e = tensor.empty() : tensor<256xf32>
  %bx = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%b : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %bx : tensor<64x256xf32>, tensor<256xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.addf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// -----

#row = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
#rowsum = affine_map<(i, j) -> (i)>
#v = affine_map<(j) -> (j)>

// The cast is also returned, and read by a row reduction: no reader
// computes it (a reduction's reader stays as it is), so it stays.
// CHECK-LABEL: func.func @returned_and_reduced(
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<256xf16>)
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[C]] : tensor<64x256xf32>, tensor<256xf32>)
// CHECK: return {{.*}}, %[[C]]
func.func @returned_and_reduced(%x: tensor<64x256xf32>, %b: tensor<256xf16>) -> (tensor<64xf32>, tensor<256xf32>) {
  %e = tensor.empty() : tensor<256xf32>
  %b32 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%b : tensor<256xf16>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  %zero = arith.constant 0.0 : f32
  %r = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%r : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row, #rowsum], iterator_types = ["parallel", "reduction"]} ins(%x, %b32 : tensor<64x256xf32>, tensor<256xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    %t = arith.addf %p, %o : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %s, %b32 : tensor<64xf32>, tensor<256xf32>
}
