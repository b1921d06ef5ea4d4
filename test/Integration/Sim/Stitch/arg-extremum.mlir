// Arg-max and arg-min as front ends write them (a generic of two results:
// the extremum by `select(x > m, x, m)` and its index by `select(x > m, j,
// i)`, jnp.argmax's lowering) are stitched: split into the extremum
// (maxnumf: the select skips NaNs), the least index whose element equals it,
// and the index init where nothing exceeds the value init; one warp kernel.
// On the interpreter, rows with ties (the first extremum wins), NaNs, all
// -inf and all NaN give the sequential loop's indices (Inputs/arg-extremum.*;
// the argmax with index init 7 keeps 7 where nothing exceeds -inf), and on
// random inputs each function equals upstream's loops.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ilp.mlir -e argmax --inputs=%S/Inputs/arg-extremum.inputs --expect=%S/Inputs/arg-extremum.argmax.expected | FileCheck %s --check-prefix=EXACT
// RUN: kfusion-sim %t.none.mlir -e argmax --inputs=%S/Inputs/arg-extremum.inputs --expect=%S/Inputs/arg-extremum.argmax.expected | FileCheck %s --check-prefix=EXACT
// RUN: kfusion-sim %t.ilp.mlir -e argmax_init7 --inputs=%S/Inputs/arg-extremum.inputs --expect=%S/Inputs/arg-extremum.argmax7.expected | FileCheck %s --check-prefix=EXACT
// RUN: kfusion-sim %t.ilp.mlir -e argmin --inputs=%S/Inputs/arg-extremum.inputs --expect=%S/Inputs/arg-extremum.argmin.expected | FileCheck %s --check-prefix=EXACT2
// RUN: %if upstream-mlir-opt %{ %upstream-mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir %}
// RUN: %if upstream-mlir-opt %{ for f in argmax argmax_init7 argmin argmax_i32; do kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e $f --seed=31 --schedule=random || exit 1; done | FileCheck %s --check-prefix=RANDOM %}
// PLAN-LABEL: stitch plan (ilp) of @argmax:
// PLAN: stitch group 0 (plan=ilp): ops [0:row reduction, 1:row reduction, 2:elementwise], warp composition
// EXACT: kfusion-sim: as expected: 1 arguments, 5 elements compared, max abs error 0
// EXACT2: kfusion-sim: as expected: 2 arguments, 10 elements compared
// RANDOM-COUNT-4: kfusion-sim: equal:
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// jnp.argmax over rows: the first maximum, index 0 where nothing exceeds -inf.
func.func @argmax(%x: tensor<5x8xf32>) -> tensor<5xi32> {
  %v0 = arith.constant dense<0xFF800000> : tensor<5xf32>
  %i0 = arith.constant dense<0> : tensor<5xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<5x8xf32>) outs(%v0, %i0 : tensor<5xf32>, tensor<5xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<5xf32>, tensor<5xi32>)
  return %r#1 : tensor<5xi32>
}

// The same with index init 7: kept where nothing exceeds the value init.
func.func @argmax_init7(%x: tensor<5x8xf32>) -> tensor<5xi32> {
  %v0 = arith.constant dense<0xFF800000> : tensor<5xf32>
  %i0 = arith.constant dense<7> : tensor<5xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<5x8xf32>) outs(%v0, %i0 : tensor<5xf32>, tensor<5xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<5xf32>, tensor<5xi32>)
  return %r#1 : tensor<5xi32>
}

// Arg-min from +inf (olt), both results used.
func.func @argmin(%x: tensor<5x8xf32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %v0 = arith.constant dense<0x7F800000> : tensor<5xf32>
  %i0 = arith.constant dense<0> : tensor<5xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<5x8xf32>) outs(%v0, %i0 : tensor<5xf32>, tensor<5xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %lt = arith.cmpf olt, %a, %m : f32
    %nm = arith.select %lt, %a, %m : f32
    %ni = arith.select %lt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<5xf32>, tensor<5xi32>)
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xi32>
}

// An integer arg-max (sgt) with an i64 index, over the rows of 6 x 40.
func.func @argmax_i32(%x: tensor<6x40xi32>) -> tensor<6xi64> {
  %v0 = arith.constant dense<-2147483648> : tensor<6xi32>
  %i0 = arith.constant dense<0> : tensor<6xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<6x40xi32>) outs(%v0, %i0 : tensor<6xi32>, tensor<6xi64>) {
  ^bb0(%a: i32, %m: i32, %i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpi sgt, %a, %m : i32
    %nm = arith.select %gt, %a, %m : i32
    %ni = arith.select %gt, %ji, %i : i64
    linalg.yield %nm, %ni : i32, i64
  } -> (tensor<6xi32>, tensor<6xi64>)
  return %r#1 : tensor<6xi64>
}
