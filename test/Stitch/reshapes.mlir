// Reshapes (Inputs/reshapes.mlir) folded by upstream's transforms where they
// sit between generics, views where they stay:
// - exp of (4, 8, 16) flattened for a row sum: the exp works on (4, 128)
//   (folding by collapsing), one warp kernel;
// - a Linear over a flattened batch: the matmul's batch is expanded back
//   (folding by expansion), a small GEMM over (2, 16) rows fused with the
//   bias and ReLU in one kernel;
// - heads of an argument reduced and flattened: the reshapes are views of
//   the argument, the reduction writes its out-parameter directly;
// - an iota reshaped: its generic expanded to (4, 8), the flat index that
//   expansion writes as affine.apply expanded into arith, fused.
// The results against upstream's loops: Integration/Sim/Stitch/reshapes.mlir;
// a hand group across a reshape is refused: shapes-invalid.mlir.
// RUN: kfusion-opt %S/Inputs/reshapes.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/reshapes.mlir --kfusion-stitch-to-gpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir

// PREP-LABEL: func.func @flatten_reduce(
// PREP: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<4x8x16xf32> into tensor<4x128xf32>
// PREP: %[[E:.*]] = linalg.generic {{.*}} ins(%[[C]] : tensor<4x128xf32>)
// PREP: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[E]] : tensor<4x128xf32>)
// PREP-LABEL: func.func @linear(
// PREP-NOT: tensor.collapse_shape
// PREP: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x16x32xf32>, tensor<32x48xf32>)
// PREP-NOT: tensor.expand_shape
// PREP: return
// PREP-LABEL: func.func @iota_scale(
// PREP-NOT: affine.apply
// PREP: %[[I1:.*]] = linalg.index 1 : index
// PREP: %[[I0:.*]] = linalg.index 0 : index
// PREP: %[[R:.*]] = arith.muli %[[I0]], %c8
// PREP: arith.addi %[[I1]], %[[R]]

// REMARK: stitched kernel flatten_reduce_k0_warp: ops [0:elementwise, 1:row reduction], warp composition
// REMARK: stitched kernel linear_k0_thread: ops [0:row reduction, 1:elementwise], thread composition {{.*}}small GEMM op 0 over k = 32
// REMARK: stitched kernel heads_k0_warp: ops [0:row reduction], warp composition
// REMARK: stitched kernel iota_scale_k0_thread: ops [0:elementwise, 1:elementwise], thread composition

// CHECK-LABEL: func.func @heads(%arg0: memref<4x32xf32>, %arg1: memref<8xf32> {llvm.noalias})
// CHECK: %[[H:.*]] = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 2, 16] : memref<4x32xf32> into memref<4x2x16xf32>
// CHECK: %[[R:.*]] = memref.collapse_shape %[[H]] {{\[\[}}0, 1], [2]] : memref<4x2x16xf32> into memref<8x16xf32>
// CHECK: gpu.launch_func {{.*}} args(%[[R]] : memref<8x16xf32>, %arg1 : memref<8xf32>)
// CHECK-NOT: gpu.memcpy
