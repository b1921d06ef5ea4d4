// Shapes the stitching passes refuse, each with an error on the op.
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-stitch-to-gpu -o /dev/null

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A hand group whose second op reads the first through a reshape: a view
// is read from memory, complete only after the kernel that writes it. (A
// function with a plan keeps its ops: the reshape is not folded away.)
func.func @view_in_group(%x: tensor<4x8x16xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8x16xf32>
  // expected-error @+1 {{cannot stitch these ops: op 1 reads the result of op 0 from memory (through a reshape or a tensor.extract)}}
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x8x16xf32>) outs(%e : tensor<4x8x16xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x8x16xf32>
  %c = tensor.collapse_shape %y [[0], [1, 2]] : tensor<4x8x16xf32> into tensor<4x128xf32>
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x128xf32>) outs(%z : tensor<4xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A reshape of a dynamic shape: stitching plans static shapes.
func.func @dynamic_reshape(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{stitching supports static tensor shapes only}}
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<?x8xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// An insertion with a stride of 2: insertions are boxes of unit strides.
func.func @strided_insert(%x: tensor<8xf32>, %r: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{stitching takes insertions (and pads) of static offsets and sizes and unit strides only}}
  %i = tensor.insert_slice %r into %x[0] [4] [2] : tensor<4xf32> into tensor<8xf32>
  return %i : tensor<8xf32>
}

// -----

// A slice at an offset known only at run time.
func.func @dynamic_slice(%x: tensor<8x8xf32>, %i: index) -> tensor<2x8xf32> {
  // expected-error @+1 {{stitching takes slices of static offsets, sizes and strides only}}
  %s = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// -----

// A pad of a size known only at run time (upstream's decomposition makes it
// an insertion at a dynamic offset).
func.func @dynamic_pad(%x: tensor<8x8xf32>, %l: index) -> tensor<?x8xf32> {
  %z = arith.constant 0.0 : f32
  // expected-error @+1 {{stitching takes insertions (and pads) of static offsets and sizes and unit strides only}}
  %p = tensor.pad %x low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x8xf32> to tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}
