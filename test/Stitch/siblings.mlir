// Siblings: ops that read a common tensor without depending on each other.
// Row statistics of x (sum, max, sum of squares), each reduction with a fill
// of its own, as a front end emits them: no op produces another's input, so
// producer/consumer fusion (plan=greedy) leaves three kernels that each read
// x; the ILP's exploratory patterns also grow by siblings and choose one
// kernel that reads x once (its score counts each outside tensor once).
// Without sibling patterns the ILP finds what greedy does (three kernels).
// The stitched programs equal plan=none's on the interpreter:
// Integration/Sim/Stitch/siblings.mlir.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="remarks=true" -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=ILP
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=greedy remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// RUN: grep -c gpu.launch_func %t.ilp.mlir | FileCheck %s --check-prefix=ONE

// The fills are constants each reduction absorbs: three ops, one ILP kernel.
// ILP-LABEL: remark: stitch plan (ilp) of @step: 3 ops, {{[0-9]+}} candidate patterns, 1 kernels
// ILP: remark: stitch group 0 (plan=ilp): {{.*}}[0:row reduction, 1:row reduction, 2:row reduction]{{.*}}warp composition
// plan=greedy: a kernel per reduction, as no op feeds another.
// GREEDY-LABEL: remark: stitch group 0 (plan=greedy): {{.*}}[0:row reduction]{{.*}}warp composition
// GREEDY: remark: stitch group 1 (plan=greedy): ops [1:row reduction], warp composition
// GREEDY: remark: stitch group 2 (plan=greedy): ops [2:row reduction], warp composition
// The ILP program's one launch.
// ONE: 1

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// Three row statistics of x, no op feeding another.
func.func @step(%x: tensor<64x256xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<64xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x256xf32>) outs(%f0 : tensor<64xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x256xf32>) outs(%f1 : tensor<64xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.maximumf %a, %acc : f32
      linalg.yield %r : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x256xf32>) outs(%f2 : tensor<64xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %p = arith.mulf %a, %a : f32
      %r = arith.addf %p, %acc : f32
      linalg.yield %r : f32
  } -> tensor<64xf32>
  return %s, %m, %q : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}
