// GEMMs among other ops, as front ends emit them: kfusion-stitch makes the
// f16 / bf16 GEMMs of at least 64 along M, N and K tensor-core kernels of
// their own and stitches the rest (Stitch/tensor-core-gemms.mlir,
// Integration/Sim/Stitch/tensor-core-gemms.mlir), with the chains of
// elementwise ops that read a GEMM's result alone in its epilogue.
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#row = affine_map<(i, j) -> (i)>

// A linear layer: x W + b, then tanh.
func.func @linear_tanh(%x: tensor<64x128xf16>, %w: tensor<128x64xf16>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%x, %w : tensor<64x128xf16>, tensor<128x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = math.tanh %s : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %t : tensor<64x64xf32>
}

// An MLP: two GEMMs through an f16 activation, a row softmax after: the
// first GEMM's consumer and the softmax are stitched, both GEMMs tensor-core
// kernels.
func.func @mlp_softmax(%x: tensor<64x64xf16>, %w1: tensor<64x128xf16>, %w2: tensor<128x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<64x128xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x64xf16>, tensor<64x128xf16>) outs(%f1 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %eh = tensor.empty() : tensor<64x128xf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x128xf32>) outs(%eh : tensor<64x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %m = arith.maximumf %a, %z : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<64x128xf16>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<64x128xf16>, tensor<128x64xf16>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %em = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%em : tensor<64xf32>) -> tensor<64xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<64x64xf32>) outs(%mi : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %mx : tensor<64x64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<64x64xf32>
  %zi = linalg.fill ins(%z : f32) outs(%em : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<64x64xf32>) outs(%zi : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<64x64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<64x64xf32>
  return %sm : tensor<64x64xf32>
}

// A batched GEMM accumulating into a tensor the function computes (C = R +
// A B, R = 2 x the argument), the result returned in f16.
func.func @batched_residual(%a: tensor<2x64x64xf16>, %b: tensor<2x64x64xf16>, %res: tensor<2x64x64xf32>) -> tensor<2x64x64xf32> {
  %e = tensor.empty() : tensor<2x64x64xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res : tensor<2x64x64xf32>) outs(%e : tensor<2x64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<2x64x64xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<2x64x64xf16>, tensor<2x64x64xf16>) outs(%r2 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  return %c : tensor<2x64x64xf32>
}

// Below 64 along N: row kernels, as before.
func.func @small(%x: tensor<64x64xf16>, %w: tensor<64x32xf16>) -> tensor<64x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %c = linalg.matmul ins(%x, %w : tensor<64x64xf16>, tensor<64x32xf16>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  return %t : tensor<64x32xf32>
}

// Rows of A of 100 elements (not a multiple of 8: the tensor-core kernel
// would need a padded copy): stitched as before.
func.func @ragged_k(%x: tensor<64x100xf16>, %w: tensor<100x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%x, %w : tensor<64x100xf16>, tensor<100x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// GPT-2's MLP up projection as front ends write it: x W, + b, then the tanh
// GELU with a residual added, in f16: the GEMM and both elementwise ops are
// one kernel (the epilogue chain reads b and the residual).
func.func @bias_gelu_residual(%x: tensor<128x64xf16>, %w: tensor<64x128xf16>, %bias: tensor<128xf32>, %res: tensor<128x128xf16>) -> tensor<128x128xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%x, %w : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %b = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<128x128xf32>, tensor<128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %v: f32, %o: f32):
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  %eh = tensor.empty() : tensor<128x128xf16>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %res : tensor<128x128xf32>, tensor<128x128xf16>) outs(%eh : tensor<128x128xf16>) {
  ^bb0(%a: f32, %r: f16, %o: f16):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %k1 = arith.constant 0.044715 : f32
    %a3 = arith.mulf %a, %a : f32
    %a3b = arith.mulf %a3, %a : f32
    %in = arith.mulf %a3b, %k1 : f32
    %in2 = arith.addf %a, %in : f32
    %in3 = arith.mulf %in2, %k0 : f32
    %t = math.tanh %in3 : f32
    %t1 = arith.addf %t, %one : f32
    %h = arith.mulf %a, %half : f32
    %gl = arith.mulf %h, %t1 : f32
    %rf = arith.extf %r : f16 to f32
    %y = arith.addf %gl, %rf : f32
    %yh = arith.truncf %y : f32 to f16
    linalg.yield %yh : f16
  } -> tensor<128x128xf16>
  return %g : tensor<128x128xf16>
}

// The tanh GELU as torch-mlir writes it, an op per term: y = x W + b read
// by three of them (0.5 y, y^3, y + 0.044715 y^3), the terms meeting again
// in the product. The epilogue takes the DAG: one kernel.
func.func @gelu_dag(%x: tensor<128x64xf16>, %w: tensor<64x128xf16>, %bias: tensor<128xf32>) -> tensor<128x128xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%x, %w : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<128x128xf32>, tensor<128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %v: f32, %o: f32):
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %r = arith.mulf %a, %half : f32
    linalg.yield %r : f32
  } -> tensor<128x128xf32>
  %cube = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %a2 = arith.mulf %a, %a : f32
    %a3 = arith.mulf %a2, %a : f32
    linalg.yield %a3 : f32
  } -> tensor<128x128xf32>
  %inner = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %cube : tensor<128x128xf32>, tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %p: f32, %o: f32):
    %k1 = arith.constant 0.044715 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %m = arith.mulf %p, %k1 : f32
    %s = arith.addf %a, %m : f32
    %r = arith.mulf %s, %k0 : f32
    linalg.yield %r : f32
  } -> tensor<128x128xf32>
  %eh = tensor.empty() : tensor<128x128xf16>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %inner : tensor<128x128xf32>, tensor<128x128xf32>) outs(%eh : tensor<128x128xf16>) {
  ^bb0(%a: f32, %i: f32, %o: f16):
    %one = arith.constant 1.0 : f32
    %t = math.tanh %i : f32
    %t1 = arith.addf %t, %one : f32
    %r = arith.mulf %a, %t1 : f32
    %rh = arith.truncf %r : f32 to f16
    linalg.yield %rh : f16
  } -> tensor<128x128xf16>
  return %g : tensor<128x128xf16>
}

// The GEMM's result is returned as well as read by the tanh: it must be
// stored, so the tanh is a stitched kernel of its own.
func.func @two_uses(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %c, %t : tensor<64x64xf32>, tensor<64x64xf32>
}
