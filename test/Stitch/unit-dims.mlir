// Size-1 dimensions (Inputs/unit-dims.mlir) are what they are: a keepdim
// reduction's output through (d0, d1, 0) and the broadcasts reading it, a
// bias through (0, 0, d2), a batch loop of extent 1, a column sum kept
// through (0, d1). kfusion-prepare-linalg drops them with upstream's
// unit-extent folding, so the ops plan as their non-unit forms: the keepdim
// layernorm is one warp kernel (6 launches of loop and thread kernels
// before), the batch of 1 one kernel; reshapes are left only at the
// boundaries, as views of the arguments and out-parameters. The results
// against upstream's loops: Integration/Sim/Stitch/unit-dims.mlir.
// RUN: kfusion-opt %S/Inputs/unit-dims.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/unit-dims.mlir --kfusion-stitch-to-gpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir

// The keepdim statistics are 2 x 16 tensors reduced and read through
// (d0, d1): row reductions and broadcasts; no reshape left.
// PREP-DAG: #[[$ID3:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// PREP-DAG: #[[$ROWS:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// PREP-LABEL: func.func @layernorm_keepdim(
// PREP-NOT: tensor.collapse_shape
// PREP: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$ROWS]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x16x64xf32>) outs(%{{.*}} : tensor<2x16xf32>)
// PREP: %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x16xf32>)
// PREP: linalg.generic {indexing_maps = [#[[$ID3]], #[[$ROWS]], #[[$ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %[[MEAN]] : tensor<2x16x64xf32>, tensor<2x16xf32>)
// PREP-NOT: tensor.expand_shape
// PREP: return
// The batch loop is gone; the arguments and results are views.
// PREP-LABEL: func.func @batch_one(
// PREP-DAG: %[[X:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
// PREP-DAG: %[[B:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
// PREP: %[[Y:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[B]] : tensor<32x64xf32>, tensor<64xf32>)
// PREP: tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [1, 32, 64]
// PREP: %[[M:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[Y]] : tensor<32x64xf32>)
// PREP: tensor.expand_shape %[[M]] {{\[\[}}0, 1, 2]] output_shape [1, 32, 1]
// The kept column: a column reduction to 48.
// PREP-LABEL: func.func @column_keepdim(
// PREP: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<40x48xf32>) outs(%{{.*}} : tensor<48xf32>)

// REMARK: stitched kernel layernorm_keepdim_k0_warp: ops [0:row reduction, 1:elementwise, 2:elementwise, 3:row reduction, 4:elementwise], warp composition
// REMARK: stitched kernel batch_one_k0_warp: ops [0:elementwise, 1:row reduction], warp composition
// REMARK: stitched kernel column_keepdim_k0_column: ops [0:column reduction], column composition
// REMARK: stitched kernel column_keepdim_k1_thread: ops [1:elementwise], thread composition

// The kernel reads views of the arguments and writes views of the
// out-parameters: no copies.
// CHECK-LABEL: func.func @batch_one(%arg0: memref<1x32x64xf32>, %arg1: memref<1x1x64xf32>, %arg2: memref<1x32x64xf32> {llvm.noalias}, %arg3: memref<1x32x1xf32> {llvm.noalias})
// CHECK-DAG: %[[Y:.*]] = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<1x32x64xf32> into memref<32x64xf32>
// CHECK-DAG: %[[M:.*]] = memref.collapse_shape %arg3 {{\[\[}}0, 1, 2]] : memref<1x32x1xf32> into memref<32xf32>
// CHECK-DAG: %[[X:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<1x32x64xf32> into memref<32x64xf32>
// CHECK-DAG: %[[B:.*]] = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : memref<1x1x64xf32> into memref<64xf32>
// CHECK: gpu.launch_func {{.*}} args(%[[X]] : memref<32x64xf32>, %[[B]] : memref<64xf32>, %[[Y]] : memref<32x64xf32>, %[[M]] : memref<32xf32>)
// CHECK-NOT: gpu.memcpy
// CHECK: return
