// GEMMs the lowering takes, f16 in, f32 out (their reference is upstream's
// loops, which accumulate in f32 as the kernels do): shapes that are
// multiples of the tiles and ragged ones, transposed operands as front ends
// write them, a batch, initial values. Used by
// test/Integration/Sim/Gemm/*.mlir and test/Gemm/*.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// 128 x 128 x 256: two tiles each way, four k-tiles (the pipeline refills
// stages).
func.func @square(%a: tensor<128x256xf16>, %b: tensor<256x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x256xf16>, tensor<256x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// M, N, K not multiples of the tiles (rows of 8 elements: no padding); four
// k-tiles, the last one partial.
func.func @ragged(%a: tensor<100x200xf16>, %b: tensor<200x72xf16>) -> tensor<100x72xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x72xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x72xf32>) -> tensor<100x72xf32>
  %c = linalg.matmul ins(%a, %b : tensor<100x200xf16>, tensor<200x72xf16>) outs(%f : tensor<100x72xf32>) -> tensor<100x72xf32>
  return %c : tensor<100x72xf32>
}

// Rows of A (K = 29) and B (N = 45) are not multiples of 8 elements: padded
// copies; C's rows (45) are stored an element at a time.
func.func @unaligned(%a: tensor<37x29xf16>, %b: tensor<29x45xf16>) -> tensor<37x45xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %c = linalg.matmul ins(%a, %b : tensor<37x29xf16>, tensor<29x45xf16>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  return %c : tensor<37x45xf32>
}

// x W^T with W [N, K] (a Linear layer): B is K-major.
func.func @linear(%x: tensor<96x80xf16>, %w: tensor<72x80xf16>) -> tensor<96x72xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<96x72xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<96x72xf32>) -> tensor<96x72xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<96x80xf16>, tensor<72x80xf16>) outs(%f : tensor<96x72xf32>) -> tensor<96x72xf32>
  return %c : tensor<96x72xf32>
}

// A given as [K, M] and transposed by a linalg.transpose (A is M-major), W
// transposed the same way (B K-major).
func.func @transposed(%at: tensor<80x64xf16>, %w: tensor<128x80xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<64x80xf16>
  %a = linalg.transpose ins(%at : tensor<80x64xf16>) outs(%ea : tensor<64x80xf16>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<80x128xf16>
  %b = linalg.transpose ins(%w : tensor<128x80xf16>) outs(%eb : tensor<80x128xf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x80xf16>, tensor<80x128xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %c : tensor<64x128xf32>
}

// A batch of 3 ragged GEMMs.
func.func @batched(%a: tensor<3x40x56xf16>, %b: tensor<3x56x64xf16>) -> tensor<3x40x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x40x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<3x40x56xf16>, tensor<3x56x64xf16>) outs(%f : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  return %c : tensor<3x40x64xf32>
}

// C = R + A B (R an argument, added in the epilogue; not writable, so that
// the reference does not accumulate into it) and a constant init.
func.func @accumulate(%a: tensor<72x64xf16>, %b: tensor<64x80xf16>, %r: tensor<72x80xf32> {bufferization.writable = false}) -> (tensor<72x80xf32>, tensor<72x80xf32>) {
  %half = arith.constant 0.5 : f32
  %c = linalg.matmul ins(%a, %b : tensor<72x64xf16>, tensor<64x80xf16>) outs(%r : tensor<72x80xf32>) -> tensor<72x80xf32>
  %e = tensor.empty() : tensor<72x80xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<72x80xf32>) -> tensor<72x80xf32>
  %d = linalg.matmul ins(%a, %b : tensor<72x64xf16>, tensor<64x80xf16>) outs(%f : tensor<72x80xf32>) -> tensor<72x80xf32>
  return %c, %d : tensor<72x80xf32>, tensor<72x80xf32>
}
