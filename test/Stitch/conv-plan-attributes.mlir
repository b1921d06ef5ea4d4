// RUN: kfusion-opt %s --split-input-file --verify-diagnostics=only-expected --kfusion-stitch-to-gpu="remarks=false" -o /dev/null

// Plan attributes written on a convolution reach its tensor-core GEMM through
// kfusion-stitch-to-gpu's preparation (the implicit GEMM keeps the op's
// kfusion.gemm_* attributes): a tile the rules refuse is an error on the
// convolution, not ignored.
func.func @conv_tile(%x: tensor<2x10x10x64xf16>, %w: tensor<3x3x64x64xf16>) -> tensor<2x8x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  // expected-error @+1 {{TM = 96 with 1 warpgroups along M: a warpgroup computes 64 or 128 rows (one or two of wgmma's m64 blocks), so TM must be 64 x 1 or 128 x 1}}
  %c = linalg.conv_2d_nhwc_hwcf {kfusion.gemm_tile = array<i64: 96, 64, 64>, dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x10x10x64xf16>, tensor<3x3x64x64xf16>)
       outs(%f : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  return %c : tensor<2x8x8x64xf32>
}

// -----

// TMA loads insisted on for an implicit GEMM, whose input is gathered through
// the convolution's window: refused with that rule.
func.func @conv_tma(%x: tensor<2x10x10x64xf16>, %w: tensor<3x3x64x64xf16>) -> tensor<2x8x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  // expected-error @+1 {{load = tma cannot be honored: TMA loads take plain operands; an implicit-GEMM operand is gathered through its convolution window}}
  %c = linalg.conv_2d_nhwc_hwcf {kfusion.gemm_load = "tma", dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<2x10x10x64xf16>, tensor<3x3x64x64xf16>)
       outs(%f : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  return %c : tensor<2x8x8x64xf32>
}
