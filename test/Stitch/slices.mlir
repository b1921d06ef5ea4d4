// Slices, insertions, pads, concatenations, element reads, transposes,
// broadcasts, pooling and convolution (Inputs/slices.mlir):
// - a static tensor.extract_slice is a view of its source (memref.subview,
//   no kernel) for the generics that read it; returned, it is copied by a
//   generic reading it with tensor.extract;
// - tensor.pad and tensor.concat are decomposed by upstream's patterns into
//   insertions; tensor.insert_slice is a generic over its destination whose
//   body reads the source with tensor.extract at clamped indices (a read
//   from memory), fused with its consumers: the rotary embedding is 2
//   kernels (the negation, then the concatenation with x cos + . sin), the
//   pad fused with its ReLU;
// - a tensor.extract of a scalar at constant indices is an input read
//   through a constant map (() and (2));
// - linalg.transpose and linalg.broadcast, pure copies, fold into the maps
//   of the add that reads them: one kernel with the row sum;
// - the convolution and the pooling (its window operand unused, not read)
//   are loop kernels;
// - GPT-2's heads: slices of a kernel's result split by expand_shape (a view
//   of a view: memref.expand_shape of the subview) and transposed (folded
//   into the batch matmul's maps): the scores read the views.
// Before, every one of these was refused. The results against upstream's
// loops: Integration/Sim/Stitch/slices.mlir; refusals: shapes-invalid.mlir.
// RUN: kfusion-opt %S/Inputs/slices.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/slices.mlir --kfusion-stitch-to-gpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir

// PREP-DAG: #[[$ID:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// PREP-DAG: #[[$SCALAR:map[0-9]*]] = affine_map<(d0, d1) -> ()>
// PREP-DAG: #[[$TWO:map[0-9]*]] = affine_map<(d0, d1) -> (2)>
// PREP-DAG: #[[$T:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// PREP-DAG: #[[$COL:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// The slices stay; the concatenation is two insertions reading with
// tensor.extract, the second reading the first at its own point.
// PREP-LABEL: func.func @rotary(
// PREP-DAG: %[[X1:.*]] = tensor.extract_slice %arg0[0, 0] [16, 32] [1, 1]
// PREP-DAG: %[[X2:.*]] = tensor.extract_slice %arg0[0, 32] [16, 32] [1, 1]
// PREP: %[[NEG:.*]] = linalg.generic {{.*}} ins(%[[X2]] : tensor<16x32xf32>)
// PREP-NOT: tensor.concat
// PREP: %[[LEFT:.*]] = linalg.generic {indexing_maps = [#[[$ID]]], {{.*}} outs(
// PREP: tensor.extract %[[NEG]][
// PREP: %[[BOTH:.*]] = linalg.generic {{.*}} ins(%[[LEFT]] : tensor<16x64xf32>)
// PREP: tensor.extract %[[X1]][
// PREP: arith.select
// The pad: an insertion into zeros (the fill's splat in the body).
// PREP-LABEL: func.func @pad_relu(
// PREP-NOT: tensor.pad
// PREP: linalg.generic
// PREP: tensor.extract %arg0[
// PREP: arith.select
// PREP-LABEL: func.func @scale_by_element(
// PREP-NOT: tensor.extract
// PREP: linalg.generic {indexing_maps = [#[[$ID]], #[[$SCALAR]], #[[$TWO]], #[[$ID]]], {{.*}} ins(%arg0, %arg1, %arg2 : tensor<16x32xf32>, tensor<f32>, tensor<4xf32>)
// The add reads x transposed and the bias broadcast.
// PREP-LABEL: func.func @transpose_broadcast(
// PREP-NOT: linalg.generic
// PREP: linalg.generic {indexing_maps = [#[[$T]], #[[$COL]], #[[$ID]]], {{.*}} ins(%arg0, %arg1 : tensor<64x32xf32>, tensor<64xf32>)

// REMARK: stitched kernel rotary_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel rotary_k1_thread: ops [1:elementwise, 2:elementwise, 3:elementwise]
// REMARK: stitched kernel pad_relu_k0_thread: ops [0:elementwise, 1:elementwise]
// REMARK: stitched kernel insert_row_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel insert_row_k1_thread: ops [1:elementwise]
// REMARK: stitched kernel scale_by_element_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel transpose_broadcast_k0_warp: ops [0:elementwise, 1:row reduction], warp composition
// REMARK: stitched kernel conv_pool_k0_loop: ops [0:other], loop composition
// REMARK: stitched kernel conv_pool_k1_loop: ops [1:other], loop composition
// The heads: the projection, then the scores reading views of its result.
// REMARK: stitched kernel qkv_heads_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel qkv_heads_k1_warp: ops [1:row reduction], warp composition
// A slice flattened is no view (its rows are not contiguous): a copy.
// REMARK: stitched kernel flatten_slice_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel flatten_slice_k1_scalar: ops [1:scalar reduction]

// The slices are views of x; the negation writes a buffer the second
// kernel reads with loads.
// CHECK-LABEL: func.func @rotary(
// CHECK: %[[NEG:.*]], %{{.*}} = gpu.alloc async
// CHECK: %[[V2:.*]] = memref.subview %arg0[0, 32] [16, 32] [1, 1] : memref<16x64xf32> to memref<16x32xf32, strided<[64, 1], offset: 32>>
// CHECK: gpu.launch_func {{.*}} @rotary_stitched::@rotary_k0_thread {{.*}} args(%[[V2]] : memref<16x32xf32, strided<[64, 1], offset: 32>>, %[[NEG]] : memref<16x32xf32>)
// CHECK: %[[V1:.*]] = memref.subview %arg0[0, 0] [16, 32] [1, 1] : memref<16x64xf32> to memref<16x32xf32, strided<[64, 1]>>
// CHECK: gpu.launch_func {{.*}} @rotary_stitched::@rotary_k1_thread {{.*}} args(%[[NEG]] : memref<16x32xf32>, %[[V1]] : memref<16x32xf32, strided<[64, 1]>>, %arg0
// The pooling kernel takes the convolution's result and its own, not the
// window.
// CHECK-LABEL: func.func @conv_pool(
// CHECK: gpu.launch_func {{.*}} @conv_pool_stitched::@conv_pool_k1_loop {{.*}} args(%{{.*}} : memref<8x8x8xf32>, %{{.*}} : memref<4x4x8xf32>)
// The heads read views of views of the projection's buffer.
// CHECK-LABEL: func.func @qkv_heads(
// CHECK: %[[QKV:.*]], %{{.*}} = gpu.alloc async
// CHECK: gpu.launch_func {{.*}} @qkv_heads_stitched::@qkv_heads_k0_thread
// CHECK: %[[Q:.*]] = memref.subview %[[QKV]][0, 0] [8, 32] [1, 1] : memref<8x96xf32> to memref<8x32xf32, strided<[96, 1]>>
// CHECK: %[[Q3:.*]] = memref.expand_shape %[[Q]] {{\[\[}}0], [1, 2]] output_shape [8, 2, 16] : memref<8x32xf32, strided<[96, 1]>> into memref<8x2x16xf32, strided<[96, 16, 1]>>
// CHECK: %[[K:.*]] = memref.subview %[[QKV]][0, 32] [8, 32] [1, 1]
// CHECK: %[[K3:.*]] = memref.expand_shape %[[K]]
// CHECK: gpu.launch_func {{.*}} @qkv_heads_stitched::@qkv_heads_k1_warp {{.*}} args(%[[Q3]] : memref<8x2x16xf32, strided<[96, 16, 1]>>, %[[K3]] : memref<8x2x16xf32, strided<[96, 16, 1], offset: 32>>, %arg1 : memref<2x8x8xf32>)
// The view at offset 32, its rows 64 floats apart (both multiples of the
// vector of 4), is read with aligned vector loads.
// CHECK-LABEL: gpu.func @rotary_k0_thread(%arg0: memref<16x32xf32, strided<[64, 1], offset: 32>>, %arg1: memref<16x32xf32>)
// CHECK: vector.load %arg0
