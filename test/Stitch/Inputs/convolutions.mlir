// Convolutions as torch-mlir and other front ends emit them, half precision
// accumulating in f32: the ones with 64 or more output channels, pixels and
// taps x channels become tensor-core GEMMs (PrepareConvolutions.cpp): read
// through their window from a channels-last copy of the input (implicit
// GEMM) where the output is [N, F, H, W] and the input channels fill 16-byte
// chunks, by an im2col copy otherwise; the others stay loop kernels.
// Used by Stitch/prepare-convolutions.mlir and
// Integration/Sim/Stitch/convolutions.mlir.

// ResNet's 3x3 convolution as torch-mlir writes it (NCHW, the input padded,
// f16 operands extended in the body), then an inference batch norm folded
// to a scale and shift per channel, and a ReLU.
func.func @conv_nchw_bn_relu(%x: tensor<2x64x8x8xf16>, %w: tensor<64x64x3x3xf16>,
                             %scale: tensor<64xf32>, %shift: tensor<64xf32>) -> tensor<2x64x8x8xf16> {
  %zero16 = arith.constant 0.0 : f16
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero16 : f16
  } : tensor<2x64x8x8xf16> to tensor<2x64x10x10xf16>
  %e = tensor.empty() : tensor<2x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%p, %w : tensor<2x64x10x10xf16>, tensor<64x64x3x3xf16>)
       outs(%f : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  %e16 = tensor.empty() : tensor<2x64x8x8xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
                                        affine_map<(n, c, h, w) -> (c)>,
                                        affine_map<(n, c, h, w) -> (c)>,
                                        affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale, %shift : tensor<2x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>)
      outs(%e16 : tensor<2x64x8x8xf16>) {
  ^bb0(%v: f32, %s: f32, %b: f32, %o: f16):
    %m = arith.mulf %v, %s : f32
    %a = arith.addf %m, %b : f32
    %relu = arith.maximumf %a, %zero : f32
    %t = arith.truncf %relu : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x64x8x8xf16>
  return %r : tensor<2x64x8x8xf16>
}

// A strided, dilated convolution without padding, bf16, one image (its
// batch dimension folded away): the channels are M, the pixels N, the
// window's strides and dilations in the kernel's B addresses.
func.func @conv_strided_bf16(%x: tensor<1x64x20x20xbf16>, %w: tensor<64x64x3x3xbf16>) -> tensor<1x64x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%x, %w : tensor<1x64x20x20xbf16>, tensor<64x64x3x3xbf16>)
       outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}

// 18 input channels (not whole 16-byte chunks) and a 2 x 2 filter: the
// columns [n, c, kh, kw, oh, ow] by im2col, B N-major.
func.func @conv_nchw_im2col(%x: tensor<2x18x9x9xf16>, %w: tensor<64x18x2x2xf16>) -> tensor<2x64x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x18x9x9xf16>, tensor<64x18x2x2xf16>)
       outs(%f : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  return %c : tensor<2x64x8x8xf32>
}

// Channels last (NHWC input, HWCF filter): an implicit GEMM with nothing
// copied, the input A read through the window (the images in M: [N H W, K]),
// the filter B [K, F] read N-major, the result [N H W, F].
func.func @conv_nhwc(%x: tensor<2x10x10x64xf16>, %w: tensor<3x3x64x64xf16>) -> tensor<2x8x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x10x10x64xf16>, tensor<3x3x64x64xf16>)
       outs(%f : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  return %c : tensor<2x8x8x64xf32>
}

// Channels last with 18 input channels (not whole 16-byte chunks) and a
// 2 x 2 filter: by im2col, the columns [n, oh, ow, kh, kw, c] are A
// [N H W, K], the filter B.
func.func @conv_nhwc_im2col(%x: tensor<2x9x9x18xf16>, %w: tensor<2x2x18x64xf16>) -> tensor<2x8x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x9x9x18xf16>, tensor<2x2x18x64xf16>)
       outs(%f : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  return %c : tensor<2x8x8x64xf32>
}

// Ragged implicit GEMMs: NCHW with 96 channels (M = 96), 100 pixels (N)
// and K = 216 (24 channels: chunks of a k-tile span taps; a K tail), and
// NHWC with M = 3 x 49 pixels, N = 72, K = 144: every tile edge zero-filled
// or guarded.
func.func @conv_ragged_nchw(%x: tensor<2x24x12x12xf16>, %w: tensor<96x24x3x3xf16>) -> tensor<2x96x10x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x96x10x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x96x10x10xf32>) -> tensor<2x96x10x10xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x24x12x12xf16>, tensor<96x24x3x3xf16>)
       outs(%f : tensor<2x96x10x10xf32>) -> tensor<2x96x10x10xf32>
  return %c : tensor<2x96x10x10xf32>
}

func.func @conv_ragged_nhwc(%x: tensor<3x9x9x16xf16>, %w: tensor<3x3x16x72xf16>) -> tensor<3x7x7x72xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x7x7x72xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x7x7x72xf32>) -> tensor<3x7x7x72xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<3x9x9x16xf16>, tensor<3x3x16x72xf16>)
       outs(%f : tensor<3x7x7x72xf32>) -> tensor<3x7x7x72xf32>
  return %c : tensor<3x7x7x72xf32>
}

// 25 pixels per image (NCHW: N = 25, the images a batch): below the
// tensor-core extent, a loop kernel (no column copy feeding a loop GEMM).
func.func @conv_few_pixels(%x: tensor<2x64x7x7xf16>, %w: tensor<64x64x3x3xf16>) -> tensor<2x64x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x5x5xf32>) -> tensor<2x64x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x64x7x7xf16>, tensor<64x64x3x3xf16>)
       outs(%f : tensor<2x64x5x5xf32>) -> tensor<2x64x5x5xf32>
  return %c : tensor<2x64x5x5xf32>
}

// 16 output channels: below the tensor-core extent, a loop kernel.
func.func @conv_narrow(%x: tensor<1x64x10x10xf16>, %w: tensor<16x64x3x3xf16>) -> tensor<1x16x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<1x64x10x10xf16>, tensor<16x64x3x3xf16>)
       outs(%f : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  return %c : tensor<1x16x8x8xf32>
}

// f32 operands: no tensor-core kernel takes them, a loop kernel.
func.func @conv_f32(%x: tensor<1x64x10x10xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<1x64x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<1x64x10x10xf32>, tensor<64x64x3x3xf32>)
       outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}

// Depthwise (each channel its own filter): not one GEMM, a loop kernel.
func.func @conv_depthwise(%x: tensor<1x10x10x64xf16>, %w: tensor<3x3x64xf16>) -> tensor<1x8x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<1x10x10x64xf16>, tensor<3x3x64xf16>)
       outs(%f : tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
  return %c : tensor<1x8x8x64xf32>
}
