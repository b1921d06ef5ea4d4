// Two 3x3 convolutions with a ReLU between, as a front end writes them
// (linalg on tensors, NHWC / HWCF, f16 in, f32 accumulate): the stitching
// pipeline makes each an implicit-GEMM tensor-core kernel, the first one's
// output a [pixels, channels] GEMM result the second reads through a reshape
// as NHWC (Sync/compiler-gemms.mlir, Integration/Sim/Sync/compiler-gemms.mlir).
#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
func.func @conv_pair(%x: tensor<2x10x10x64xf16>, %w1: tensor<3x3x64x64xf16>, %w2: tensor<3x3x64x64xf16>) -> tensor<2x6x6x64xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x8x8x64xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w1 : tensor<2x10x10x64xf16>, tensor<3x3x64x64xf16>) outs(%f1 : tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
  %eh = tensor.empty() : tensor<2x8x8x64xf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1 : tensor<2x8x8x64xf32>) outs(%eh : tensor<2x8x8x64xf16>) {
  ^bb0(%a: f32, %o: f16):
    %m = arith.maximumf %a, %z : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x8x8x64xf16>
  %e2 = tensor.empty() : tensor<2x6x6x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x6x6x64xf32>) -> tensor<2x6x6x64xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%r, %w2 : tensor<2x8x8x64xf16>, tensor<3x3x64x64xf16>) outs(%f2 : tensor<2x6x6x64xf32>) -> tensor<2x6x6x64xf32>
  return %c2 : tensor<2x6x6x64xf32>
}
