// The per-region candidate is made of the other linalg candidates' plans:
// asked for alone, it has none, and kfusion-fuse fails on the function with
// the reason.
// RUN: kfusion-opt %s --kfusion-fuse="candidates=per-region" --verify-diagnostics -o /dev/null

#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{kfusion-fuse: no candidate of @relu could be built; per-region not built: it needs at least two other candidates}}
func.func @relu(%x: tensor<64xf32>) -> tensor<64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
