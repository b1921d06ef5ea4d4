// Reductions absorb their init fills (Inputs/init-fills.mlir): a fill of a
// constant is a splat the reduction combines with its total in the kernel,
// so no fill kernel precedes a reduction: not a row or column reduction, not
// batch-norm statistics, also where the fill is not the combiner's identity.
// A row + column sum of one input is 2 launches (4 with the fills before).
// The results against upstream's loops: Integration/Sim/Stitch/init-fills.mlir.
// RUN: kfusion-opt %S/Inputs/init-fills.mlir --kfusion-stitch-to-gpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not="ops [{{[0-9]+}}:elementwise], thread composition (1 threads"
// RUN: FileCheck %s < %t.mlir
// RUN: kfusion-opt %S/Inputs/init-fills.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP

// No linalg.fill is left: each is the reduction's splat init.
// PREP-LABEL: func.func @column_max(
// PREP-NOT: linalg.fill
// PREP: %[[NINF:.*]] = arith.constant dense<0xFF800000> : tensor<96xf32>
// PREP: outs(%[[NINF]] : tensor<96xf32>)
// PREP: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<96xf32>
// PREP: outs(%[[ONE]] : tensor<96xf32>)

// Every kernel is a reduction or reads one.
// REMARK: stitched kernel row_col_sums_k0_warp: ops [0:row reduction], warp composition
// REMARK: stitched kernel row_col_sums_k1_column: ops [1:column reduction], column composition
// REMARK: stitched kernel column_max_k0_packed_column_column (packed, blocks 0..2): ops [0:column reduction]
// REMARK: stitched kernel column_max_k0_packed_column_column (packed, blocks 3..5): ops [1:column reduction]
// REMARK: stitched kernel bn_stats_nhwc_k0_column: ops [0:column reduction]
// REMARK: stitched kernel bn_stats_nhwc_k1_thread: ops [1:elementwise]
// REMARK: stitched kernel bn_stats_nhwc_k2_column: ops [2:column reduction]
// REMARK: stitched kernel bn_stats_nhwc_k3_thread: ops [3:elementwise]
// NCHW statistics: a row reduction over H*W into partials [N, C] (whose splat
// init is the identity), then a column reduction of those into the fill.
// REMARK: stitched kernel bn_stats_nchw_k0_warp: ops [0:row reduction], warp composition
// REMARK: stitched kernel bn_stats_nchw_k1_column: ops [1:column reduction], column composition

// Two launches for the row and the column sums, nothing allocated.
// CHECK-LABEL: func.func @row_col_sums(
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func async [%{{.*}}] @row_col_sums_stitched::@row_col_sums_k0_warp
// CHECK-NEXT: gpu.launch_func async [%{{.*}}] @row_col_sums_stitched::@row_col_sums_k1_column
// CHECK-NEXT: gpu.wait
// The column kernel folds its init (the splat 1.0) into its result: a
// constant, no load of an init buffer.
// CHECK-LABEL: gpu.func @column_max_k0_packed_column_column(%arg0: memref<64x96xf32>, %arg1: memref<96xf32>, %arg2: memref<64x96xf32>, %arg3: memref<96xf32>)
// CHECK-DAG: arith.constant 1.000000e+00 : f32
// CHECK-DAG: arith.constant 0xFF800000 : f32
// CHECK-NOT: memref.load %arg1
// CHECK-NOT: memref.load %arg3
// CHECK: gpu.return
