// kfusion-prepare-linalg on half-precision convolutions (Inputs/convolutions.mlir):
// those that become tensor-core GEMMs read a channels-last copy of their
// input through their window (an implicit GEMM: the filter copied to
// [F, KH, KW, C], the convolution kept) where the output is [N, F, H, W] and
// the channels fill 16-byte chunks, else an im2col copy of their receptive
// fields and a contraction that reads it; the elementwise consumers of the
// GEMM work on its collapsed pixels (its epilogue can take them). Narrow,
// f32 and depthwise convolutions stay as they are.
// Runs: Integration/Sim/Stitch/convolutions.mlir.
// RUN: kfusion-opt %S/Inputs/convolutions.mlir --kfusion-prepare-linalg -o %t.prep.mlir
// RUN: FileCheck %s --input-file=%t.prep.mlir
// Preparing twice changes nothing (kfusion-stitch prepares kfusion-plan-stitch's
// output again): no copy is folded back into a convolution or contraction.
// RUN: kfusion-opt %t.prep.mlir --kfusion-prepare-linalg -o %t.again.mlir
// RUN: diff %t.prep.mlir %t.again.mlir
// RUN: kfusion-opt %S/Inputs/convolutions.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS

// The maps (module level, before the functions).
// CHECK-DAG: #[[$TOLAST:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-DAG: #[[$WINDOW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2 + d5, d3 + d6, d4)>
// CHECK-DAG: #[[$TAPS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d5, d6, d4)>
// CHECK-DAG: #[[$STRIDED:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3)>
// CHECK-DAG: #[[$NHWC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-DAG: #[[$HWCF:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-DAG: #[[$GATHER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// CHECK-DAG: #[[$FILTER:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$COLS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>

// ResNet's convolution: the input padded straight into channels-last
// [2, 10, 10, 64] (the padding fused into the copy: one generic reading
// %arg0 at clamped indices), the filter copied to [64, 3, 3, 64]; the
// convolution reads them (input first) at (n, oh + kh, ow + kw, c) and
// (f, kh, kw, c) into [2, 64, 8, 8], which the scale, shift and ReLU read as
// it is.
// CHECK-LABEL: func.func @conv_nchw_bn_relu(
// CHECK: %[[X:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x10x10x64xf16>)
// CHECK: tensor.extract %arg0
// CHECK-NOT: tensor<2x64x10x10xf16>
// CHECK: %[[W:.*]] = linalg.generic {indexing_maps = [#[[$TOLAST]], #{{.*}}], {{.*}} ins(%arg1 : tensor<64x64x3x3xf16>) outs(%{{.*}} : tensor<64x3x3x64xf16>)
// CHECK: %[[C:.*]] = linalg.generic {indexing_maps = [#[[$WINDOW]], #[[$TAPS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] : tensor<2x10x10x64xf16>, tensor<64x3x3x64xf16>) outs(%{{.*}} : tensor<2x64x8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[C]], %arg2, %arg3 : tensor<2x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>) outs(%{{.*}} : tensor<2x64x8x8xf16>)

// Stride and dilation 2 stay in the window (one image: no batch).
// CHECK-LABEL: func.func @conv_strided_bf16(
// CHECK: outs(%{{.*}} : tensor<20x20x64xbf16>)
// CHECK: linalg.generic {indexing_maps = [#[[$STRIDED]], #{{.*}}, #{{.*}}], {{.*}} ins(%{{.*}}, %{{.*}} : tensor<20x20x64xbf16>, tensor<64x3x3x64xbf16>) outs(%{{.*}} : tensor<64x8x8xf32>)

// 18 channels: by im2col, the columns [n, c, kh, kw, oh, ow] at
// (oh + kh, ow + kw); the filter [64, 72] (A, K-major) times the columns
// [2, 72, 64] (B, N-major) per image.
// CHECK-LABEL: func.func @conv_nchw_im2col(
// CHECK: %[[COPY:.*]] = linalg.generic {indexing_maps = [#[[$GATHER]], #{{.*}}], {{.*}} ins(%arg0 : tensor<2x18x9x9xf16>) outs(%{{.*}} : tensor<2x18x2x2x8x8xf16>)
// CHECK: %[[WC:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<64x18x2x2xf16> into tensor<64x72xf16>
// CHECK: %[[CC:.*]] = tensor.collapse_shape %[[COPY]] {{\[}}[0], [1, 2, 3], [4, 5]] : tensor<2x18x2x2x8x8xf16> into tensor<2x72x64xf16>
// CHECK: linalg.generic {indexing_maps = [#[[$FILTER]], #[[$COLS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[WC]], %[[CC]] : tensor<64x72xf16>, tensor<2x72x64xf16>) outs(%{{.*}} : tensor<2x64x64xf32>)
// CHECK: tensor.expand_shape {{.*}} into tensor<2x64x8x8xf32>

// NHWC input, HWCF filter: already the implicit GEMM's layouts, nothing
// copied; the convolution reads the arguments themselves.
// CHECK-LABEL: func.func @conv_nhwc(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[$NHWC]], #[[$HWCF]], #{{.*}}], {{.*}} ins(%arg0, %arg1 : tensor<2x10x10x64xf16>, tensor<3x3x64x64xf16>) outs(%{{.*}} : tensor<2x8x8x64xf32>)

// 18 channels, NHWC: by im2col, the columns [n, oh, ow, kh, kw, c] are A
// [128, 72], the HWCF filter B [72, 64].
// CHECK-LABEL: func.func @conv_nhwc_im2col(
// CHECK: outs(%{{.*}} : tensor<2x8x8x2x2x18xf16>)
// CHECK: ins(%{{.*}}, %{{.*}} : tensor<128x72xf16>, tensor<72x64xf16>) outs(%{{.*}} : tensor<128x64xf32>)

// Below the tensor-core extent (25 pixels per image; 16 output channels),
// f32, depthwise: the convolution stays one generic reading the input
// through its window (no copy).
// CHECK-LABEL: func.func @conv_few_pixels(
// CHECK-NOT: tensor<2x64x3x3x5x5xf16>
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<2x64x7x7xf16>, tensor<64x64x3x3xf16>)
// CHECK-LABEL: func.func @conv_narrow(
// CHECK-NOT: linalg.generic {{.*}} outs(%{{.*}} : tensor<10x10x64xf16>)
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<64x10x10xf16>, tensor<16x64x3x3xf16>)
// CHECK-LABEL: func.func @conv_f32(
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<64x10x10xf32>, tensor<64x64x3x3xf32>)
// CHECK-LABEL: func.func @conv_depthwise(
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<10x10x64xf16>, tensor<3x3x64xf16>)

// The kernels: the implicit GEMMs (NCHW: M = F = 64, N = 64 pixels, K = 576,
// the ResNet one's batch norm and ReLU in its epilogue, batched over the 2
// images, the copies (the padding, the filter's) one elementwise launch
// before it; NHWC: M = 2 x 64 pixels, N = 64, one launch in all); the im2col
// ones after their loop kernel of columns.
// KERNELS: stitched kernel conv_nchw_bn_relu_k0_packed_thread_thread (packed, blocks 0..6): ops [0:elementwise], thread composition
// KERNELS: stitched kernel conv_nchw_bn_relu_k1_gemm: ops [2:tensor-core GEMM, 3:elementwise], tensor-core GEMM 64x64x576 {{.*}} grid 1x1x2
// KERNELS: stitched kernel conv_strided_bf16_k1_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 64x64x576
// KERNELS: stitched kernel conv_nchw_im2col_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_nchw_im2col_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 64x64x72 {{.*}} grid 1x1x2
// KERNELS: stitched kernel conv_nhwc_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 128x64x576
// KERNELS: stitched kernel conv_nhwc_im2col_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_nhwc_im2col_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 128x64x72
// KERNELS: stitched kernel conv_ragged_nchw_k1_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 96x100x216
// KERNELS: stitched kernel conv_ragged_nhwc_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 147x72x144
// KERNELS: stitched kernel conv_few_pixels_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_narrow_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_f32_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel conv_depthwise_k0_loop: ops [0:other], loop composition

// A convolution left as it is says why in a remark on it (kfusion-plan-stitch).
// RUN: kfusion-opt %S/Inputs/convolutions.mlir --kfusion-plan-stitch --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSE
// REFUSE-DAG: remark: a convolution {{.*}}tensor-core GEMM{{.*}}M 16 x N 64 x K 576{{.*}}at least 64{{.*}}a loop kernel
// REFUSE-DAG: remark: a convolution {{.*}}tensor-core GEMM{{.*}}M 64 x N 25 x K 576{{.*}}at least 64{{.*}}a loop kernel
// REFUSE-DAG: remark: a convolution {{.*}}tensor-core GEMM{{.*}}not both f16 or both bf16{{.*}}TF32{{.*}}a loop kernel
// REFUSE-DAG: remark: a convolution {{.*}}tensor-core GEMM{{.*}}depthwise or grouped{{.*}}not one GEMM{{.*}}a loop kernel
