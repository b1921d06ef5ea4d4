// kfusion-stitch's refusals of plans written on the ops (by hand or edited
// after kfusion-plan-stitch): each an error on the op involved, one case per
// function.
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-stitch=remarks=false -o /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A threads-per-row schedule that is not a power of two (the verifier's error).
func.func @bad_threads(%x: tensor<4x64xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{kfusion.stitch_threads must be a power of two in [1, 1024], not 48 : i64}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf32>) outs(%f : tensor<4xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 48 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// Two kernels packed into one launch where the second reads the first.
// expected-error @+1 {{cannot pack stitch groups that depend on each other (kfusion.stitch_pack)}}
func.func @pack_dependent(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Rows per block that are not a power of two (the verifier's error).
func.func @bad_rows(%x: tensor<4x64xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{kfusion.stitch_rows must be a positive power of two, not 3 : i64}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf32>) outs(%f : tensor<4xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 3 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Rows per block making blocks of more than 1024 threads.
func.func @too_many_rows(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: kfusion.stitch_rows = 8 is not a power of two with at most 1024 threads per block (256 threads per row)}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%f : tensor<8xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 256 : i64, kfusion.stitch_rows = 8 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A block composition's barriers need every row of a block: 4 rows per block
// over 6 rows would leave the last block's barriers to half its threads.
func.func @rows_not_dividing(%x: tensor<6x1024xf32>) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: kfusion.stitch_rows = 4 does not divide the 6 rows}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<6x1024xf32>) outs(%f : tensor<6xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 4 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<6xf32>
  return %s : tensor<6xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A block composition (barriers; 64 threads per row, both rows in one
// block of 128) packed with a thread composition of another block size.
func.func @pack_block_size(%x: tensor<2x1024xf32>, %y: tensor<4x8xf32>) -> (tensor<2xf32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{cannot pack a synchronizing kernel of 128 threads with kernels of 1024 threads}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x1024xf32>) outs(%f : tensor<2xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 1024 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s, %t : tensor<2xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// A column sum over 2048 rows of 40 columns (rows split into slices, a final
// kernel folding their partials) packed with a kernel of its block size.
func.func @pack_split_column(%x: tensor<2048x40xf32>, %y: tensor<4x8xf32>) -> (tensor<40xf32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  // expected-error @+1 {{cannot pack a split column reduction}}
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<2048x40xf32>) outs(%f : tensor<40xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 1024 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s, %t : tensor<40xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#none = affine_map<(d0, d1) -> ()>
// A scalar reduction over 8192 points (split over 8 blocks, a final kernel
// folding their partials) packed with a kernel of its block size.
func.func @pack_split_scalar(%x: tensor<64x128xf32>, %y: tensor<4x8xf32>) -> (tensor<f32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  // expected-error @+1 {{cannot pack a split scalar reduction}}
  %s = linalg.generic {indexing_maps = [#id, #none], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%f : tensor<f32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 256 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s, %t : tensor<f32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An elementwise body that reads its output, which holds no values.
func.func @reads_empty(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{stitching: this op reads a tensor that holds no values}}
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// A result that is not a tensor.
// expected-error @+1 {{stitching needs results that are static tensors}}
func.func @scalar_result(%x: tensor<4xf32>, %s: f32) -> f32 {
  return %s : f32
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
// A small GEMM folding a value computed in the same kernel (its B, over
// the group's own rows and columns): what a GEMM folds must come from memory.
func.func @gemm_folds_fused(%x: tensor<4x16xf32>, %a: tensor<4x4xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: op 1 (row reduction) is a small GEMM folding the value of op 0 (elementwise)}}
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %v : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %m = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %s : tensor<4x4xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%u: f32, %b: f32, %o: f32):
    %p = arith.mulf %u, %b : f32
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A row reduction folding f16 values into an f16 accumulator with its
// consumer: the row template folds 32 or 64 bits (shuffles, partials).
func.func @f16_accumulator(%x: tensor<4x64xf16>, %init: tensor<4xf16>) -> tensor<4x64xf16> {
  // expected-error @+1 {{cannot stitch group 0 : i64: op 0 (row reduction) folds a 16-bit accumulator}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf16>) outs(%init : tensor<4xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f16, %acc: f16):
    %r = arith.addf %a, %acc : f16
    linalg.yield %r : f16
  } -> tensor<4xf16>
  %e = tensor.empty() : tensor<4x64xf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<4x64xf16>, tensor<4xf16>) outs(%e : tensor<4x64xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f16, %t: f16, %o: f16):
    %r = arith.divf %a, %t : f16
    linalg.yield %r : f16
  } -> tensor<4x64xf16>
  return %y : tensor<4x64xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// A column sum and, in the same hand-written group, an op reading it: the
// row kernel accumulates the sum's partials, complete only after the kernel.
func.func @reads_column_partial(%x: tensor<64x32xf32>, %init: tensor<32xf32>) -> tensor<64x32xf32> {
  // expected-error @+1 {{cannot stitch group 0 : i64: op 1 (elementwise) reads the result of op 0 (column reduction)}}
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x32xf32>) outs(%init : tensor<32xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %e = tensor.empty() : tensor<64x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<64x32xf32>, tensor<32xf32>) outs(%e : tensor<64x32xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// Column partials need the rows to be a multiple of the rows per block
// (no block may stop inside the row loop): 33 rows, 16 per block.
func.func @partials_ragged_rows(%x: tensor<33x64xf32>, %init: tensor<64xf32>) -> (tensor<33x64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<33x64xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: column partials need the rows (33) to be a multiple of the rows per block}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<33x64xf32>) outs(%e : tensor<33x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %d = arith.mulf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<33x64xf32>
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%y : tensor<33x64xf32>) outs(%init : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %y, %s : tensor<33x64xf32>, tensor<64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Rows per thread that are not a power of two (the verifier's error).
func.func @bad_rows_per_thread(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{kfusion.stitch_rows_per_thread must be a power of two in [1, 16], not 3 : i64}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%f : tensor<8xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 3 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Rows per thread that do not divide the rows per block written beside them.
func.func @rows_per_thread_not_dividing_block(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: 4 rows per thread do not divide the 2 rows per block}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%f : tensor<8xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64, kfusion.stitch_rows_per_thread = 4 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Rows per thread that do not divide the rows: a thread's rows would run
// past the end.
func.func @rows_per_thread_not_dividing_rows(%x: tensor<12x64xf32>) -> tensor<12xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: 8 rows per thread do not divide the 12 rows}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<12x64xf32>) outs(%f : tensor<12xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 8 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<12xf32>
  return %s : tensor<12xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// Rows per thread on a kernel with column partials (each thread carries
// one row's accumulators through the row loop).
func.func @rows_per_thread_column_partials(%x: tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<32xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: kfusion.stitch_rows_per_thread = 2: a kernel with column partials}}
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 2 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<64x32xf32>
  %ec = tensor.empty() : tensor<32xf32>
  %fc = linalg.fill ins(%z : f32) outs(%ec : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%ex : tensor<64x32xf32>) outs(%fc : tensor<32xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 2 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  return %ex, %s : tensor<64x32xf32>, tensor<32xf32>
}

// -----

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A tensor-core GEMM grouped by hand with a row reduction of its result as
// the group's result: a row reduction is in a GEMM kernel's epilogue only
// where an op of the output's points reads it (the kernel writes C).
func.func @gemm_with_reduction(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64xf32> {
  %i = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: op 1 cannot be in the GEMM's epilogue: it writes a value per row as the epilogue's last op (the kernel writes the output's points: a row value must be read by an op of them)}}
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%i : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %z = arith.constant dense<0.0> : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<64x64xf32>) outs(%z : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// A tensor-core GEMM grouped by hand with two of the three ops of a DAG
// epilogue: the half is read by the product outside the group, so the
// kernel (which stores one result) cannot take the group.
func.func @gemm_open_dag(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %i = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: op 1's result is read outside the GEMM's epilogue}}
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%i : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %k = arith.constant 0.5 : f32
    %r = arith.mulf %v, %k : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %t : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 1 : i64} {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.mulf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %g : tensor<64x64xf32>
}

// -----

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// A tensor-core GEMM packed by hand with an independent kernel: the GEMM
// lowering's kernel has a launch of its own.
func.func @pack_gemm(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %i = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{cannot pack a tensor-core GEMM kernel with other kernels (kfusion.stitch_pack)}}
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%i : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %u = math.tanh %v : f32
    linalg.yield %u : f32
  } -> tensor<64x64xf32>
  return %c, %t : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// Two tensor-core GEMMs of a chain grouped by hand: one kernel holds two
// GEMMs only as an attention (their softmax between them).
func.func @two_gemms(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>, %v: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %i = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{cannot stitch group 0 : i64: two tensor-core GEMMs share a kernel only as an attention (the scores do not feed a softmax (a maximum and exp(x - max)))}}
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%i : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf16>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xf32>) outs(%e : tensor<64x64xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<64x64xf16>
  %d = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %v : tensor<64x64xf16>, tensor<64x64xf16>) outs(%i : tensor<64x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
