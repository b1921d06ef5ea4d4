// Constant tensors the stitching passes refuse, with an error on the op.
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-stitch-to-gpu -o /dev/null

#id = affine_map<(d0) -> (d0)>
// A sparse constant: stitching gives memory to dense elements only.
func.func @sparse(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{stitching takes tensor constants of dense or dense_resource elements only}}
  %w = arith.constant sparse<[[1], [5]], [2.0, 3.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %w : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}
