// kfusion-prepare-linalg on half-precision GEMMs as torch-mlir emits them
// (Inputs/front-end-gemms.mlir): the extf casts of a contraction's operands
// move into its body (the contraction reads the f16 tensors, the weight
// through its transpose folded into the map), so that kfusion-stitch-to-gpu
// makes tensor-core GEMM kernels of them; attention's operands that the
// kernels cannot read (heads in the middle, slices of the fused projection)
// are copied once into [heads, seq, dim]; loops of one class contiguous in
// every operand collapse; f16 accumulators become f32. Runs:
// Integration/Sim/Stitch/front-end-gemms.mlir.
// RUN: kfusion-opt %S/Inputs/front-end-gemms.mlir --kfusion-prepare-linalg -o %t.prep.mlir
// RUN: FileCheck %s --input-file=%t.prep.mlir
// Preparing twice changes nothing (kfusion-stitch prepares kfusion-plan-stitch's
// output again): the copies are not folded back into the GEMMs' maps.
// RUN: kfusion-opt %t.prep.mlir --kfusion-prepare-linalg -o %t.again.mlir
// RUN: diff %t.prep.mlir %t.again.mlir
// RUN: kfusion-opt %S/Inputs/front-end-gemms.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS

// The linear layer: one contraction of the two f16 arguments (the weight
// [N, K] read through (d1, d2)), each extended in the body; no cast of x or
// of the weight is left, and the bias's moved into the add that reads it
// broadcast (no kernel of its own).
// CHECK-DAG: #[[$A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// The scores of @attention_kt: q at (b, m, k), k's copy at (b, n, k).
// CHECK-DAG: #[[$KQ:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$KN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @linear_f16(
// CHECK-NOT: arith.extf
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$BT]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<64x128xf16>, tensor<256x128xf16>)
// CHECK-NEXT: ^bb0(%{{.*}}: f16, %{{.*}}: f16, %{{.*}}: f32):
// CHECK-DAG: arith.extf
// CHECK-DAG: arith.extf
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %arg2 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %[[B:.*]]: f16, %{{.*}}: f32):
// CHECK-NEXT: arith.extf %[[B]] : f16 to f32
// CHECK-NEXT: arith.addf
// CHECK: arith.truncf

// The cast of x also feeds a result: kept for it; the GEMM reads %arg0.
// CHECK-LABEL: func.func @cast_shared(
// CHECK: %[[X32:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64x64xf16>)
// CHECK: %[[MM:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x64xf16>, tensor<64x64xf16>)
// CHECK: return %[[MM]], %[[X32]]

// f16 against f32: nothing to gain, the cast stays.
// CHECK-LABEL: func.func @mixed(
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64x64xf16>) outs(%{{.*}} : tensor<64x64xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[C]], %arg1 : tensor<64x64xf32>, tensor<64x64xf32>)

// Attention: q and k copied into [2, 64, 64] (heads first), the scores a
// batched contraction of the copies; v copied the same way for the second.
// CHECK-LABEL: func.func @attention(
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%expanded : tensor<64x2x64xf16>) outs(%{{.*}} : tensor<2x64x64xf16>)
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%expanded_2 : tensor<64x2x64xf16>) outs(%{{.*}} : tensor<2x64x64xf16>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[Q]], %[[K]] : tensor<2x64x64xf16>, tensor<2x64x64xf16>)
// CHECK: %[[V:.*]] = linalg.generic {{.*}} ins(%expanded_3 : tensor<64x2x64xf16>) outs(%{{.*}} : tensor<2x64x64xf16>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %[[V]] : tensor<2x64x64xf16>, tensor<2x64x64xf16>)

// Heads of 32 are below the tensor-core extent: no copy.
// CHECK-LABEL: func.func @small_heads(
// CHECK-NOT: tensor<2x64x32xf16>
// CHECK: ins(%expanded, %expanded_1 : tensor<64x2x32xf16>, tensor<64x2x32xf16>)

// A linear layer over [2, 64] rows: the two M loops collapse into one of
// 128, reading a collapse of x (a view) and writing an expansion of it.
// CHECK-LABEL: func.func @linear_batched(
// CHECK: %[[X:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x64x128xf16> into tensor<128x128xf16>
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %arg1 : tensor<128x128xf16>, tensor<64x128xf16>)
// CHECK: tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 64, 64]

// Two batch loops (batch, heads): the operands copied heads-first, then the
// batch loops collapsed into one of 4.
// CHECK-LABEL: func.func @attention_batched(
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x64x2x64xf16>) outs(%{{.*}} : tensor<2x2x64x64xf16>)
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x64x2x64xf16>) outs(%{{.*}} : tensor<2x2x64x64xf16>)
// CHECK: %[[CQ:.*]] = tensor.collapse_shape %[[Q]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x64x64xf16> into tensor<4x64x64xf16>
// CHECK: %[[CK:.*]] = tensor.collapse_shape %[[K]]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[CQ]], %[[CK]] : tensor<4x64x64xf16>, tensor<4x64x64xf16>)

// torch's K^T ([batch, heads, dim, seq]: a copy writing k's minor dimension
// as its second-minor): copied heads-first with dim minor instead, as q is,
// and the scores read it through (b, n, k), the same products.
// CHECK-LABEL: func.func @attention_kt(
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x128x2x64xf16>) outs(%{{.*}} : tensor<2x2x128x64xf16>)
// CHECK: %[[CQ:.*]] = tensor.collapse_shape %[[Q]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x128x2x64xf16>) outs(%{{.*}} : tensor<2x2x128x64xf16>)
// CHECK: %[[CK:.*]] = tensor.collapse_shape %[[K]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
// CHECK: linalg.generic {indexing_maps = [#[[$KQ]], #[[$KN]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[CQ]], %[[CK]] : tensor<4x128x64xf16>, tensor<4x128x64xf16>)
// CHECK-NOT: tensor<2x2x64x128xf16>
// CHECK: return

// The same K^T also returned: the copy stays [2, 2, 64, 128], read (b, k, n).
// CHECK-LABEL: func.func @attention_kt_shared(
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x128x2x64xf16>) outs(%{{.*}} : tensor<2x2x64x128xf16>)
// CHECK: %[[CK:.*]] = tensor.collapse_shape %[[K]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x64x128xf16> into tensor<4x64x128xf16>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[CK]] : tensor<4x128x64xf16>, tensor<4x64x128xf16>)
// CHECK: return %{{.*}}, %[[K]]

// An f16 accumulator: f32 from an f32 splat, the square extended before the
// add, the row rounded to f16 once after; the old f16 init is gone.
// CHECK-LABEL: func.func @sum_squares_f16(
// CHECK-NOT: tensor<64xf16> = arith.constant
// CHECK: %[[I:.*]] = arith.constant dense<0.000000e+00> : tensor<64xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64x256xf16>) outs(%[[I]] : tensor<64xf32>)
// CHECK: arith.mulf %{{.*}} : f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.addf %{{.*}} : f32
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<64xf32>) outs(%{{.*}} : tensor<64xf16>)
// CHECK: arith.truncf

// The kernels: each 16-bit GEMM a tensor-core kernel (the linear layer's with
// its bias, its cast and the output's cast in the epilogue: one launch),
// attention's two batched over the heads
// (the first with the scaling in its epilogue);
// the f32 and the small ones stay row kernels.
// KERNELS: stitched kernel linear_f16_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise, 2:elementwise], tensor-core GEMM 64x256x128
// KERNELS: stitched kernel cast_shared_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 64x64x64
// KERNELS: stitched kernel mixed_k1_warp: ops [1:row reduction]
// KERNELS: stitched kernel attention_k1_gemm: ops [2:tensor-core GEMM, 3:elementwise], tensor-core GEMM 64x64x64 {{.*}} grid 1x1x2
// KERNELS: stitched kernel attention_k3_gemm: ops [5:tensor-core GEMM], tensor-core GEMM 64x64x64 {{.*}} grid 1x1x2
// KERNELS: stitched kernel small_heads_k0_warp: ops [0:row reduction]
// KERNELS: stitched kernel linear_batched_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 128x64x128
// KERNELS: stitched kernel attention_batched_k1_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 64x64x64 {{.*}} grid 1x1x4
// KERNELS: stitched kernel attention_kt_k1_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 128x128x64 {{.*}} grid 2x2x4
// KERNELS: stitched kernel sum_squares_f16_k0_warp: ops [0:row reduction, 1:elementwise], warp composition
