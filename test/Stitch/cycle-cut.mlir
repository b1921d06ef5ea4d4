// The paper's A/B/C example of the ILP's cycle check: A (tanh) feeds B, a
// column reduction the row template cannot take (its combiner, acc - v, is
// none the template knows, so no row kernel accumulates its partials), and C
// reads both A and B.
// Substitution proposes {A, C} (everything around the partition op B); as a
// kernel it would need B's result while B needs its A: a cycle. The ILP
// picks it, finds the cycle, adds a cut and re-solves (ilp-static-cuts=false,
// the paper's loop alone); by default the pattern is known non-convex
// before the first solve (the path A -> B -> C leaves it and comes back) and
// excluded, one solve, the same plan.
// RUN: kfusion-opt %s --kfusion-plan-stitch=ilp-static-cuts=false 2>&1 -o %t.mlir | FileCheck %s
// RUN: kfusion-opt %s --kfusion-plan-stitch 2>&1 -o %t.static.mlir | FileCheck %s --check-prefix=STATIC
// RUN: diff %t.mlir %t.static.mlir
// RUN: kfusion-opt %t.mlir --kfusion-stitch -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS
// Greedy never proposes it (C's producers are A's group and B's).
// RUN: kfusion-opt %s --kfusion-plan-stitch="plan=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// Grouping A and C by hand (Inputs/cycle-cut-hand-groups.mlir) is refused
// with the reason.
// RUN: not kfusion-opt %S/Inputs/cycle-cut-hand-groups.mlir --kfusion-stitch -o /dev/null 2>&1 | FileCheck %s --check-prefix=HAND

// The ILP's first solution has the cycle; the cut leaves one kernel per op.
// (B's init fill is a constant it absorbs: three ops.)
// CHECK-LABEL: remark: stitch plan (ilp) of @abc: 3 ops, 1 candidate patterns, 3 kernels{{.*}} 2 solve(s), 1 cycle cut(s)
// CHECK-COUNT-3: (plan=ilp): ops [{{[0-2]}}:
// STATIC-LABEL: remark: stitch plan (ilp) of @abc: 3 ops, 1 candidate patterns, 3 kernels{{.*}} 1 solve(s), 0 cycle cut(s){{.*}}0 pair cut(s){{.*}}1 non-convex pattern(s) excluded before the first solve
// KERNELS-COUNT-3: remark: stitched kernel abc_k
// GREEDY-COUNT-3: (plan=greedy): ops [{{[0-2]}}:
// HAND: error: the stitch groups make a cycle between kernels

#id = affine_map<(d0, d1) -> (d0, d1)>
#cl = affine_map<(d0, d1) -> (d1)>
func.func @abc(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.generic {indexing_maps = [#id, #cl], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<64x64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.subf %acc, %v : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %c = linalg.generic {indexing_maps = [#id, #cl, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%u: f32, %w: f32, %o: f32):
    %s = arith.addf %u, %w : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
