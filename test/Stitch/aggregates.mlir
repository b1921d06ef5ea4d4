// Aggregate ops and generics with several results (Inputs/aggregates.mlir):
// linalg.softmax is decomposed by upstream's decomposeOperation (max from a
// NaN fill with maxnumf, exp, sum, divide) and stitched 4 -> 1 (before:
// refused, "stitching does not support 'linalg.softmax'"); a generic with
// two results is split into one generic per used result, each with its part
// of the body (torch-mlir's max with unused indices: the maximum alone),
// which plan like any ops: the two elementwise results one thread
// kernel, the sum and the sum of squares two sibling reductions in the
// variance's kernel. A result that reads another's accumulator (an argmax)
// is refused: Stitch/invalid.mlir. The results against upstream's loops:
// Integration/Sim/Stitch/aggregates.mlir.
// RUN: kfusion-opt %S/Inputs/aggregates.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/aggregates.mlir --kfusion-stitch-to-gpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// PREP-LABEL: func.func @softmax(
// PREP-NOT: linalg.softmax
// PREP: %[[NAN:.*]] = arith.constant dense<0xFFC00000> : tensor<32xf32>
// PREP: %[[MAX:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32x256xf32>) outs(%[[NAN]] : tensor<32xf32>)
// PREP: arith.maxnumf
// PREP: %[[EXP:.*]] = linalg.generic {{.*}} ins(%arg0, %[[MAX]] : tensor<32x256xf32>, tensor<32xf32>)
// PREP: math.exp
// PREP: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[EXP]] : tensor<32x256xf32>)
// PREP: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<32x256xf32>, tensor<32xf32>)
// PREP: arith.divf
// Two results, two generics, each yielding its own value.
// PREP-LABEL: func.func @exp_and_square(
// PREP: %[[E:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<16x64xf32>)
// PREP-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// PREP-NEXT: math.exp
// PREP-NEXT: linalg.yield
// PREP: %[[Q:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<16x64xf32>)
// PREP-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// PREP-NEXT: arith.mulf
// PREP-NEXT: linalg.yield
// PREP: return %[[E]], %[[Q]]
// PREP-LABEL: func.func @moments(
// PREP: %[[S:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]}
// PREP-NOT: arith.mulf
// PREP: %[[S2:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]}
// PREP: arith.mulf
// PREP: ins(%[[S]], %[[S2]] : tensor<64xf32>, tensor<64xf32>)
// The unused indices are not computed; the power is a multiplication.
// PREP-LABEL: func.func @max_unused_indices(
// PREP-NOT: linalg.index
// PREP: arith.maximumf
// PREP-NOT: i64
// PREP: math.exp
// PREP-NOT: math.fpowi
// PREP: %[[SQ:.*]] = arith.mulf %in, %in : f32
// PREP-NEXT: linalg.yield %[[SQ]]

// REMARK: stitched kernel softmax_k0_warp: ops [0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise], warp composition
// REMARK: stitched kernel softmax3d_k0_warp: ops [0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise], warp composition
// REMARK: stitched kernel exp_and_square_k0_thread: ops [0:elementwise, 1:elementwise], thread composition
// REMARK: stitched kernel moments_k0_warp: ops [0:row reduction, 1:row reduction, 2:elementwise], warp composition
// REMARK: stitched kernel max_unused_indices_k0_warp: ops [0:row reduction, 1:elementwise, 2:elementwise], warp composition
