// 16-bit tensors as ML front ends emit them in mixed precision: f16 / bf16
// in memory, bodies extending to f32, f32 accumulators and row statistics,
// 16-bit results truncated.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// Layernorm, f16 in and out, statistics in f32: block composition, 16-byte
// vectors of 8 halves.
func.func @layernorm_f16(%x: tensor<8x1024xf16>, %gamma: tensor<1024xf16>) -> tensor<8x1024xf16> {
  %z = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x1024xf16>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f16, %o: f32):
    %w = arith.extf %a : f16 to f32
    %s = arith.addf %o, %w : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %ec = tensor.empty() : tensor<8x1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<8x1024xf16>, tensor<8xf32>) outs(%ec : tensor<8x1024xf32>) {
  ^bb0(%a: f16, %s: f32, %o: f32):
    %w = arith.extf %a : f16 to f32
    %inv = arith.constant 9.765625e-04 : f32
    %m = arith.mulf %s, %inv : f32
    %d = arith.subf %w, %m : f32
    linalg.yield %d : f32
  } -> tensor<8x1024xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<8x1024xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %a : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e = tensor.empty() : tensor<8x1024xf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %sq, %gamma : tensor<8x1024xf32>, tensor<8xf32>, tensor<1024xf16>) outs(%e : tensor<8x1024xf16>) {
  ^bb0(%d: f32, %v: f32, %g: f16, %o: f16):
    %inv = arith.constant 9.765625e-04 : f32
    %eps = arith.constant 1.0e-5 : f32
    %var = arith.mulf %v, %inv : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    %n = arith.mulf %d, %r : f32
    %gw = arith.extf %g : f16 to f32
    %s = arith.mulf %n, %gw : f32
    %t = arith.truncf %s : f32 to f16
    linalg.yield %t : f16
  } -> tensor<8x1024xf16>
  return %y : tensor<8x1024xf16>
}

// Softmax, bf16 in and out, max and sum in f32: warp composition.
func.func @softmax_bf16(%x: tensor<16x256xbf16>) -> tensor<16x256xbf16> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %er = tensor.empty() : tensor<16xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x256xbf16>) outs(%mi : tensor<16xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.maximumf %o, %w : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %ee = tensor.empty() : tensor<16x256xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<16x256xbf16>, tensor<16xf32>) outs(%ee : tensor<16x256xf32>) {
  ^bb0(%a: bf16, %c: f32, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %d = arith.subf %w, %c : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<16x256xf32>
  %si = linalg.fill ins(%z : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<16x256xf32>) outs(%si : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e = tensor.empty() : tensor<16x256xbf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<16x256xf32>, tensor<16xf32>) outs(%e : tensor<16x256xbf16>) {
  ^bb0(%a: f32, %s: f32, %o: bf16):
    %d = arith.divf %a, %s : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16x256xbf16>
  return %y : tensor<16x256xbf16>
}

// Bias + GELU + residual, f16 arithmetic on the adds (rounded to f16 after
// each), the GELU in f32: thread composition, vectors of 8.
func.func @bias_gelu_residual_f16(%x: tensor<16x512xf16>, %b: tensor<512xf16>, %res: tensor<16x512xf16>) -> tensor<16x512xf16> {
  %e = tensor.empty() : tensor<16x512xf16>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<16x512xf16>, tensor<512xf16>) outs(%e : tensor<16x512xf16>) {
  ^bb0(%a: f16, %c: f16, %o: f16):
    %s = arith.addf %a, %c : f16
    linalg.yield %s : f16
  } -> tensor<16x512xf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<16x512xf16>) outs(%e : tensor<16x512xf16>) {
  ^bb0(%a: f16, %o: f16):
    %w = arith.extf %a : f16 to f32
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %r2 = arith.constant 0.707106769 : f32
    %u = arith.mulf %w, %r2 : f32
    %er = math.erf %u : f32
    %p = arith.addf %er, %one : f32
    %q = arith.mulf %w, %p : f32
    %r = arith.mulf %q, %h : f32
    %n = arith.truncf %r : f32 to f16
    linalg.yield %n : f16
  } -> tensor<16x512xf16>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %res : tensor<16x512xf16>, tensor<16x512xf16>) outs(%e : tensor<16x512xf16>) {
  ^bb0(%a: f16, %c: f16, %o: f16):
    %s = arith.addf %a, %c : f16
    linalg.yield %s : f16
  } -> tensor<16x512xf16>
  return %y : tensor<16x512xf16>
}

// An f16 value (tanh x) used across two f32 reductions: past a small
// register budget it is kept in shared memory as f16.
func.func @spill_f16(%x: tensor<4x2048xf16>) -> tensor<4x2048xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2048xf16>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x2048xf16>) outs(%e : tensor<4x2048xf16>) {
  ^bb0(%a: f16, %o: f16):
    %w = arith.extf %a : f16 to f32
    %h = math.tanh %w : f32
    %n = arith.truncf %h : f32 to f16
    linalg.yield %n : f16
  } -> tensor<4x2048xf16>
  %er = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x2048xf16>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f16, %o: f32):
    %w = arith.extf %a : f16 to f32
    %s = arith.addf %o, %w : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %u = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s1 : tensor<4x2048xf16>, tensor<4xf32>) outs(%e : tensor<4x2048xf16>) {
  ^bb0(%a: f16, %s: f32, %o: f16):
    %w = arith.extf %a : f16 to f32
    %d = arith.subf %w, %s : f32
    %n = arith.truncf %d : f32 to f16
    linalg.yield %n : f16
  } -> tensor<4x2048xf16>
  %s2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%u : tensor<4x2048xf16>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f16, %o: f32):
    %w = arith.extf %a : f16 to f32
    %p = arith.mulf %w, %w : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %s2 : tensor<4x2048xf16>, tensor<4xf32>) outs(%e : tensor<4x2048xf16>) {
  ^bb0(%a: f16, %s: f32, %o: f16):
    %w = arith.extf %a : f16 to f32
    %r = arith.mulf %w, %s : f32
    %n = arith.truncf %r : f32 to f16
    linalg.yield %n : f16
  } -> tensor<4x2048xf16>
  return %y : tensor<4x2048xf16>
}
