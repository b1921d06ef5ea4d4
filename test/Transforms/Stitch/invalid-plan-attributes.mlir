// kfusion-stitch's refusals of plans written on the ops (by hand or edited
// after kfusion-plan-stitch): each an error on the op involved.
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-stitch=remarks=false -o /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A threads-per-row schedule that is not a power of two.
func.func @bad_threads(%x: tensor<4x64xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: kfusion.stitch_threads = 48 is not a power of two in [32, 1024]}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf32>) outs(%f : tensor<4xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 48 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// Two kernels packed into one launch where the second reads the first.
// expected-error @+1 {{cannot pack stitch groups that depend on each other (kfusion.stitch_pack)}}
func.func @pack_dependent(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A block composition (barriers; 64 threads per row) packed with a thread
// composition of another block size.
func.func @pack_block_size(%x: tensor<2x1024xf32>, %y: tensor<4x8xf32>) -> (tensor<2xf32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{cannot pack a block composition of 64 threads with kernels of 1024 threads (its barriers need the whole block)}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x1024xf32>) outs(%f : tensor<2xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 1024 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s, %t : tensor<2xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An elementwise body that reads its output, which holds no values.
func.func @reads_empty(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{stitching: this op reads a tensor that holds no values (a tensor.empty)}}
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// A result that is not a tensor.
// expected-error @+1 {{stitching needs results that are static tensors}}
func.func @scalar_result(%x: tensor<4xf32>, %s: f32) -> f32 {
  return %s : f32
}
