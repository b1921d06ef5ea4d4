// One function per code-generation case of kfusion-stitch (used by
// compositions.mlir and ../../Integration/Sim/stitch-equivalence.mlir).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#vec = affine_map<(d0) -> (d0)>

// Thread composition: bias add through registers, 128-bit accesses.
func.func @thread(%x: tensor<6x64xf32>, %b: tensor<64xf32>) -> tensor<6x64xf32> {
  %e = tensor.empty() : tensor<6x64xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<6x64xf32>, tensor<64xf32>) outs(%e : tensor<6x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<6x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<6x64xf32>) outs(%e : tensor<6x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<6x64xf32>
  return %z : tensor<6x64xf32>
}

// Warp composition: a row max per warp of 10 rows of 100 columns (not a
// multiple of 32 x 4: the last chunk is guarded), the max subtracted.
func.func @warp(%x: tensor<10x100xf32>) -> (tensor<10x100xf32>, tensor<10xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<10xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<10x100xf32>) outs(%i : tensor<10xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<10xf32>
  %e2 = tensor.empty() : tensor<10x100xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<10x100xf32>, tensor<10xf32>) outs(%e2 : tensor<10x100xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<10x100xf32>
  return %y, %m : tensor<10x100xf32>, tensor<10xf32>
}

// Block composition: rows of 1024 over 256 threads, a sum and a sum of
// squares (the premap x*x) sharing one shared block by dominance, an
// integer-free row-scalar op between them, linalg.index in a body.
func.func @block(%x: tensor<3x1024xf32>) -> tensor<3x1024xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x1024xf32>) outs(%i : tensor<3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x1024xf32>) outs(%i : tensor<3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %v = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%s, %q : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    %d = arith.subf %b, %m : f32
    linalg.yield %d : f32
  } -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<3x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %v : tensor<3x1024xf32>, tensor<3xf32>) outs(%e2 : tensor<3x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %k = arith.constant 1.0e-3 : f32
    %w = arith.mulf %jf, %k : f32
    %t = arith.mulf %a, %b : f32
    %u = arith.addf %t, %w : f32
    linalg.yield %u : f32
  } -> tensor<3x1024xf32>
  return %y : tensor<3x1024xf32>
}

// Loop kernels: a transpose written through the output map, a matmul, a
// column reduction and a scalar reduction.
func.func @loops(%a: tensor<8x12xf32>, %b: tensor<12x5xf32>) -> (tensor<12x8xf32>, tensor<8x5xf32>, tensor<12xf32>, tensor<f32>) {
  %z = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<12x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x12xf32>) outs(%et : tensor<12x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<12x8xf32>
  %em = tensor.empty() : tensor<8x5xf32>
  %fm = linalg.fill ins(%z : f32) outs(%em : tensor<8x5xf32>) -> tensor<8x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x12xf32>, tensor<12x5xf32>) outs(%fm : tensor<8x5xf32>) -> tensor<8x5xf32>
  %ec = tensor.empty() : tensor<12xf32>
  %fc = linalg.fill ins(%z : f32) outs(%ec : tensor<12xf32>) -> tensor<12xf32>
  %c = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<8x12xf32>) outs(%fc : tensor<12xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<12xf32>
  %es = tensor.empty() : tensor<f32>
  %fs = linalg.fill ins(%z : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x12xf32>) outs(%fs : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %t, %m, %c, %s : tensor<12x8xf32>, tensor<8x5xf32>, tensor<12xf32>, tensor<f32>
}

// Past the register budget (max-register-values=8): values that live
// across the reduction go to shared memory, blocks reused by dominance.
func.func @spill(%x: tensor<2x1024xf32>) -> tensor<2x1024xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2x1024xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x1024xf32>) outs(%e2 : tensor<2x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<2x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x1024xf32>) outs(%i : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<2x1024xf32>, tensor<2xf32>) outs(%e2 : tensor<2x1024xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.subf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<2x1024xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<2x1024xf32>) outs(%i : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %q : tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2xf32>) outs(%e2 : tensor<2x1024xf32>) {
  ^bb0(%u: f32, %v: f32, %w: f32, %o: f32):
    %m = arith.mulf %v, %w : f32
    %r = arith.addf %m, %u : f32
    linalg.yield %r : f32
  } -> tensor<2x1024xf32>
  return %y : tensor<2x1024xf32>
}

// A column sum of 2048 rows: its rows split into slices (partials in a
// buffer) that a second kernel folds in slice order.
func.func @column_split(%x: tensor<2048x40xf32>) -> tensor<40xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %c = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<2048x40xf32>) outs(%f : tensor<40xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %t = math.tanh %v : f32
    %r = arith.addf %t, %acc : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  return %c : tensor<40xf32>
}
