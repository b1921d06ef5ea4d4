// Loop order to the layout (prepareForStitching, orderLoopsByLayout): a
// reduction whose largest input is read through a permutation of its loops
// gets its loops interchanged so that input is read in order. A vecmat
// (grad[j] = sum_i err[i] X[i, j]: loops (j, i), X read as (d1, d0)) becomes
// loops (i, j), a column reduction over X's rows, which the row kernel that
// reads X for the matvec takes as column partials: X is read once
// (Inputs/logreg.mlir, bench/stitch's logreg step, named ops as a front end
// emits them; before this, the vecmat was a row reduction over X's columns in
// a column kernel of its own, X read twice).
//
// RUN: kfusion-opt %S/Inputs/logreg.mlir --kfusion-plan-stitch -o - 2>&1 | FileCheck %s --check-prefix=PLAN --implicit-check-not=memoized
// The reductions' init fills are constants they absorb: no fill kernels.
// PLAN: remark: stitch plan (ilp) of @step: 7 ops, {{[0-9]+}} candidate patterns, 4 kernels
// PLAN: remark: stitch group {{[0-9]+}} (plan=ilp): ops [0:row reduction, 1:elementwise, 2:elementwise, 3:column reduction], warp composition
// The vecmat, its loops in X's order (the named ops' memoized maps dropped:
// --implicit-check-not).
// PLAN: #[[ID:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// PLAN: #[[COL:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// PLAN: #[[ROW:map[0-9]*]] = affine_map<(d0, d1) -> (d0)>
// PLAN: linalg.generic {indexing_maps = [#[[ROW]], #[[ID]], #[[COL]]], iterator_types = ["reduction", "parallel"]} ins(%{{.*}}, %arg0 : tensor<256xf32>, tensor<256x64xf32>) outs(%{{.*}} : tensor<64xf32>)
//
// RUN: kfusion-opt %S/Inputs/logreg.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: stitched kernel step_k0_warp: ops [0:row reduction, 1:elementwise, 2:elementwise, 3:column reduction], warp composition ({{.*}}blocks looping over the rows; column partials of 1 column reduction(s) in 64 partial rows folded by step_k0_warp_final<k>)
// RUN: kfusion-opt %S/Inputs/logreg.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> plan=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// GREEDY: stitched kernel step_k0_warp: ops [0:row reduction, 1:elementwise, 2:elementwise, 3:column reduction]
//
// The stitched programs' results: Integration/Sim/Stitch/loop-order.mlir.
//
// The cases below, on the plan's IR: a hand-written reduction in transposed
// order is put in order; one already in order, one whose largest input is
// read through a broadcast (no permutation), and a transpose (no reduction)
// keep their loops.
// RUN: kfusion-opt %s --kfusion-plan-stitch=plan=none -o - | FileCheck %s

// CHECK-DAG: #[[$ID2:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$C:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$T:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// A column sum written with its loops transposed (j, i): put in order (i, j).
// CHECK-LABEL: func.func @column_sum_transposed
// CHECK: linalg.generic {indexing_maps = [#[[$ID2]], #[[$C]]], iterator_types = ["reduction", "parallel"]}
func.func @column_sum_transposed(%x: tensor<128x32xf32>) -> tensor<32xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x32xf32>) outs(%f : tensor<32xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// A row sum already in order: its loops stay.
// CHECK-LABEL: func.func @row_sum_in_order
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]}
func.func @row_sum_in_order(%x: tensor<128x32xf32>) -> tensor<128xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x32xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

// The largest input (128 elements) is read through a projection that skips
// a loop, not a permutation of all of them: the order stays.
// CHECK-LABEL: func.func @projected_largest
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "reduction"]}
func.func @projected_largest(%a: tensor<16x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i)>,
                                        affine_map<(i, j, k) -> (i)>],
                       iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<16x8xf32>, tensor<4xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A transpose (no reduction): its loops stay.
// CHECK-LABEL: func.func @transpose
// CHECK: linalg.generic {indexing_maps = [#[[$T]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]}
func.func @transpose(%x: tensor<64x32xf32>) -> tensor<32x64xf32> {
  %e = tensor.empty() : tensor<32x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x32xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
