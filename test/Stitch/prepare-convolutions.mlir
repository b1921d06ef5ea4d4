// kfusion-prepare-linalg on half-precision convolutions (Inputs/convolutions.mlir):
// those that become tensor-core GEMMs are an im2col copy of their receptive
// fields and a contraction that reads it, the filter as it is; the
// elementwise consumers of the GEMM work on its collapsed pixels (its
// epilogue can take them). Narrow, f32 and depthwise convolutions stay as
// they are. Runs: Integration/Sim/Stitch/convolutions.mlir.
// RUN: kfusion-opt %S/Inputs/convolutions.mlir --kfusion-prepare-linalg -o %t.prep.mlir
// RUN: FileCheck %s --input-file=%t.prep.mlir
// Preparing twice changes nothing (kfusion-stitch prepares kfusion-plan-stitch's
// output again): the copy is not folded back into the contraction.
// RUN: kfusion-opt %t.prep.mlir --kfusion-prepare-linalg -o %t.again.mlir
// RUN: diff %t.prep.mlir %t.again.mlir
// RUN: kfusion-opt %S/Inputs/convolutions.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS

// NCHW: the columns [n, c, kh, kw, oh, ow] read the padded input at
// (oh + kh, ow + kw); the contraction multiplies the filter [64, 576] (A,
// K-major) by the columns [2, 576, 64] (B, N-major) per image into
// [2, 64, 64]; scale, shift, ReLU and the cast follow on [2, 64, 64].
// CHECK-DAG: #[[$GATHER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// CHECK-DAG: #[[$FILTER:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$COLS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-LABEL: func.func @conv_nchw_bn_relu(
// CHECK: %[[COPY:.*]] = linalg.generic {indexing_maps = [#[[$GATHER]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<2x64x10x10xf16>) outs(%{{.*}} : tensor<2x64x3x3x8x8xf16>)
// CHECK: %[[W:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<64x64x3x3xf16> into tensor<64x576xf16>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[COPY]] {{\[}}[0], [1, 2, 3], [4, 5]] : tensor<2x64x3x3x8x8xf16> into tensor<2x576x64xf16>
// CHECK: %[[MM:.*]] = linalg.generic {indexing_maps = [#[[$FILTER]], #[[$COLS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[W]], %[[C]] : tensor<64x576xf16>, tensor<2x576x64xf16>) outs(%{{.*}} : tensor<2x64x64xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[MM]], %arg2, %arg3 : tensor<2x64x64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%{{.*}} : tensor<2x64x64xf16>)
// CHECK: tensor.expand_shape {{.*}} into tensor<2x64x8x8xf16>

// Stride and dilation 2 land in the copy's map; one image: a plain GEMM.
// CHECK-LABEL: func.func @conv_strided_bf16(
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], {{.*}} outs(%{{.*}} : tensor<64x3x3x8x8xbf16>)
// CHECK: ins(%{{.*}}, %{{.*}} : tensor<64x576xbf16>, tensor<576x64xbf16>) outs(%{{.*}} : tensor<64x64xf32>)

// NHWC: the columns [n, oh, ow, kh, kw, c] are A [128, 576], the HWCF
// filter B [576, 64].
// CHECK-LABEL: func.func @conv_nhwc(
// CHECK: outs(%{{.*}} : tensor<2x8x8x3x3x64xf16>)
// CHECK: ins(%{{.*}}, %{{.*}} : tensor<128x576xf16>, tensor<576x64xf16>) outs(%{{.*}} : tensor<128x64xf32>)

// Below the tensor-core extent, f32, depthwise: the convolution stays one
// generic reading the input through its window (no copy).
// CHECK-LABEL: func.func @conv_narrow(
// CHECK-NOT: tensor<64x3x3x8x8xf16>
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<64x10x10xf16>, tensor<16x64x3x3xf16>)
// CHECK-LABEL: func.func @conv_f32(
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<64x10x10xf32>, tensor<64x64x3x3xf32>)
// CHECK-LABEL: func.func @conv_depthwise(
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<10x10x64xf16>, tensor<3x3x64xf16>)

// The kernels: the ResNet convolution's GEMM takes the batch norm and ReLU
// in its epilogue (one kernel for ops 2 and 3), batched over the 2 images.
// KERNELS: stitched kernel conv_nchw_bn_relu_k1_loop: ops [1:other]
// KERNELS: stitched kernel conv_nchw_bn_relu_k2_gemm: ops [2:tensor-core GEMM, 3:elementwise], tensor-core GEMM 64x64x576 {{.*}} grid 1x1x2
// KERNELS: stitched kernel conv_strided_bf16_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 64x64x576
// KERNELS: stitched kernel conv_nhwc_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 128x64x576
// KERNELS: stitched kernel conv_narrow_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_f32_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_depthwise_k0_loop: ops [0:other], loop composition
