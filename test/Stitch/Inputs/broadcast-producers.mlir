// Elementwise producers read broadcast, for kfusion-prepare-linalg's
// fuseBroadcastProducers (Stitch/prepare-broadcast-producers.mlir: one case
// per function; Integration/Sim/Stitch/broadcast-producers.mlir runs them).

#row = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
#rowsum = affine_map<(i, j) -> (i)>
#v = affine_map<(j) -> (j)>

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
