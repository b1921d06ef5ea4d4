// RUN: kfusion-opt %s -split-input-file -verify-diagnostics --kfusion-gemm-to-gpu

// What the GEMM lowering declines (a remark saying why; the function stays
// on tensors, for kfusion-stitch-to-gpu) and the plans it refuses (an error
// naming the rule).

// Dynamic shapes: the kernels are built for static sizes.
// expected-remark @+1 {{kfusion-lower-gemm: function @dynamic left as it is: the arguments must be static tensors}}
func.func @dynamic(%a: tensor<?x64xf16>, %b: tensor<64x64xf16>, %i: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c = linalg.matmul ins(%a, %b : tensor<?x64xf16>, tensor<64x64xf16>) outs(%i : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %c : tensor<?x64xf32>
}

// -----

// f32 operands: no TF32 kernels.
func.func @f32(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-remark @+1 {{left as it is: f32 operands: the tensor-core kernels take f16 or bf16 (TF32 is not implemented)}}
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// An op that is not part of a GEMM (an epilogue the lowering does not fuse).
func.func @epilogue(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-remark @+1 {{left as it is: 'math.tanh' is not part of a GEMM}}
  %t = math.tanh %c : tensor<64x64xf32>
  return %t : tensor<64x64xf32>
}

// -----

// A contraction into a tensor.empty accumulates into undefined values.
func.func @empty_init(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  // expected-remark @+1 {{left as it is: the init is a tensor.empty: the contraction accumulates into undefined values}}
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// A transposed result (C [N, M]).
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @transposed_result(%a: tensor<64x64xf16>, %b: tensor<64x128xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  // expected-remark @+1 {{left as it is: the result is transposed ([N, M]): C must be [M, N]}}
  %c = linalg.generic {indexing_maps = [#mk, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x64xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32>
  return %c : tensor<128x64xf32>
}

// -----

// Two reduction loops (a contraction over k1 and k2).
#a = affine_map<(m, n, k1, k2) -> (m, k1, k2)>
#b = affine_map<(m, n, k1, k2) -> (k1, k2, n)>
#c = affine_map<(m, n, k1, k2) -> (m, n)>
func.func @two_k(%a: tensor<64x8x8xf16>, %b: tensor<8x8x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-remark @+1 {{left as it is: a GEMM has one M, N and K loop and at most one batch loop, this contraction 1, 1, 2 and 0}}
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<64x8x8xf16>, tensor<8x8x64xf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// A fill whose value is also returned is more than a GEMM's init.
func.func @fill_returned(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  // expected-remark @+1 {{left as it is: the linalg.fill's value is used other than as a GEMM's init}}
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c, %f : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// A wgmma plan with 2 stages: the pipeline keeps stages - 2 k-tiles in flight.
func.func @two_stages(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{no GEMM kernel for this plan: wgmma tile 64x64x64, 2 stages, 1x1 warpgroups: 2 stages: the wgmma flavour needs at least 3}}
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// TK is the 128-byte row: 64 elements.
func.func @tile_k(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{TK = 32: shared rows are 64 elements (128 bytes, the 128-byte swizzle), so TK must be 64}}
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 64, 32>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// A wgmma warpgroup computes 64 or 128 rows (one or two m64 blocks), not 256.
func.func @warpgroup_rows(%a: tensor<256x64xf16>, %b: tensor<64x64xf16>) -> tensor<256x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x64xf32>) -> tensor<256x64xf32>
  // expected-error @+1 {{TM = 256 with 1 warpgroups along M: a warpgroup computes 64 or 128 rows (one or two of wgmma's m64 blocks), so TM must be 64 x 1 or 128 x 1}}
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 256, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x64xf16>, tensor<64x64xf16>) outs(%f : tensor<256x64xf32>) -> tensor<256x64xf32>
  return %c : tensor<256x64xf32>
}

// -----

// A width that is no multiple of 64 (176 columns, which the model tries
// for a K-major B) with an N-major B: its rows are read in 64-column panels.
func.func @n_major_width(%a: tensor<128x64xf16>, %b: tensor<64x176xf16>) -> tensor<128x176xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x176xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x176xf32>) -> tensor<128x176xf32>
  // expected-error @+1 {{TN / warpgroups = 176: an N-major B is read in panels of 64 columns, so it must be a multiple of 64}}
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 176, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 1>}
      ins(%a, %b : tensor<128x64xf16>, tensor<64x176xf16>) outs(%f : tensor<128x176xf32>) -> tensor<128x176xf32>
  return %c : tensor<128x176xf32>
}

// -----

// More shared memory than a block may have (8 stages of 128 x 128 tiles).
func.func @shared_memory(%a: tensor<256x512xf16>, %b: tensor<512x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{262144 bytes of shared memory exceed the 232448 a block may have}}
  %c = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_stages = 8 : i64, kfusion.gemm_groups = array<i64: 2, 4>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// Too many accumulators: a 4 x 4 grid of warps on 256 x 256 tiles holds 128
// per thread, and a 512-thread block leaves 128 registers a thread.
func.func @registers(%a: tensor<256x64xf16>, %b: tensor<64x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{128 accumulators per thread leave fewer than 40 of the 128 registers a thread of a 512-thread block may have}}
  %c = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 256, 256, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 4, 4>}
      ins(%a, %b : tensor<256x64xf16>, tensor<64x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// The wgmma flavour on a device without warpgroup MMA.
module attributes {kfusion.device = #kfusion.device<h100, {compute_capability = 80}>} {
  func.func @sm80(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    // expected-error @+1 {{the wgmma flavour needs compute capability 90 (sm_90a), the device has 80}}
    %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
        ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    return %c : tensor<64x64xf32>
  }
}

// -----

// TMA loads on the mma flavour: its ldmatrix reads the copies' layout.
func.func @tma_mma(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{TMA loads need the wgmma flavour (the mma flavour's ldmatrix reads the cp.async copies' layout on sm_80)}}
  %c = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_load = "tma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// TMA loads insisted on by the op (not asked for by an option, which would
// keep the copies) for rows of 29 elements (58 bytes): a tensor map's
// strides are 16-byte multiples.
func.func @tma_unaligned(%a: tensor<37x29xf16>, %b: tensor<29x48xf16>) -> tensor<37x48xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x48xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x48xf32>) -> tensor<37x48xf32>
  // expected-error @+1 {{load = tma cannot be honored: TMA loads need rows of 16-byte multiples (a tensor map's strides): A's rows hold 29 elements, B's 48}}
  %c = linalg.matmul {kfusion.gemm_load = "tma"}
      ins(%a, %b : tensor<37x29xf16>, tensor<29x48xf16>) outs(%f : tensor<37x48xf32>) -> tensor<37x48xf32>
  return %c : tensor<37x48xf32>
}

// -----

// A producer warpgroup moves registers to the computing warpgroups within
// one block's 64K (setmaxnreg): with four of them (640 threads) each may
// have 104, fewer than a 64 x 256 accumulator (128) needs.
func.func @producer_registers(%a: tensor<256x64xf16>, %b: tensor<64x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{128 accumulators per thread leave fewer than 40 of the 104 registers a thread of a 640-thread block may have}}
  %c = linalg.matmul {kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 256, 256, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 4, 1>}
      ins(%a, %b : tensor<256x64xf16>, tensor<64x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// A persistent schedule is built with a producer warpgroup's loads only:
// asked with another load it is refused by that rule.
func.func @persistent_with_tma(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{schedule = persistent cannot be honored with load = tma: it needs load = tma-producer (built only with a producer warpgroup)}}
  %c = linalg.matmul {kfusion.gemm_load = "tma", kfusion.gemm_schedule = "persistent"}
      ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// -----

// ... and where TMA cannot load the operands (rows of 29 elements).
func.func @persistent_unaligned(%a: tensor<37x29xf16>, %b: tensor<29x48xf16>) -> tensor<37x48xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x48xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x48xf32>) -> tensor<37x48xf32>
  // expected-error @+1 {{schedule = persistent cannot be honored (it loads by a producer warpgroup): TMA loads need rows of 16-byte multiples}}
  %c = linalg.matmul {kfusion.gemm_schedule = "persistent"}
      ins(%a, %b : tensor<37x29xf16>, tensor<29x48xf16>) outs(%f : tensor<37x48xf32>) -> tensor<37x48xf32>
  return %c : tensor<37x48xf32>
}

// -----

// Split-K is the persistent schedule's (it splits the tiles left after the
// full rounds of a persistent grid): refused on a grid.
func.func @split_on_grid(%a: tensor<128x512xf16>, %b: tensor<512x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{split-K needs the persistent schedule}}
  %c = linalg.matmul {kfusion.gemm_schedule = "grid", kfusion.gemm_split_k = 2 : i64, kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<128x512xf16>, tensor<512x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// -----

// 64-row warpgroups of 128 accumulators each (128 x 256 tiles) spill with
// the split's indices beside them (ptxas keeps the launch's 168 registers):
// refused.
func.func @split_spills(%a: tensor<256x512xf16>, %b: tensor<512x512xf16>) -> tensor<256x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x512xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x512xf32>) -> tensor<256x512xf32>
  // expected-error @+1 {{split-K with 128 accumulators per thread in 64-row warpgroups spills registers}}
  %c = linalg.matmul {kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 2 : i64, kfusion.gemm_tile = array<i64: 128, 256, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 2, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x512xf16>) outs(%f : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %c : tensor<256x512xf32>
}

// -----

// Split-K where TMA cannot load the operands (rows of 29 elements): refused
// with the persistent schedule it needs.
func.func @split_unaligned(%a: tensor<37x29xf16>, %b: tensor<29x48xf16>) -> tensor<37x48xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x48xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x48xf32>) -> tensor<37x48xf32>
  // expected-error @+1 {{schedule = persistent cannot be honored (it loads by a producer warpgroup): TMA loads need rows of 16-byte multiples}}
  %c = linalg.matmul {kfusion.gemm_split_k = 2 : i64}
      ins(%a, %b : tensor<37x29xf16>, tensor<29x48xf16>) outs(%f : tensor<37x48xf32>) -> tensor<37x48xf32>
  return %c : tensor<37x48xf32>
}

// -----

// Tile groups order a persistent grid's tiles: refused on a grid.
func.func @group_on_grid(%a: tensor<256x512xf16>, %b: tensor<512x128xf16>) -> tensor<256x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  // expected-error @+1 {{tile groups need the persistent schedule}}
  %c = linalg.matmul {kfusion.gemm_schedule = "grid", kfusion.gemm_tile_group = 2 : i64, kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x128xf16>) outs(%f : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %c : tensor<256x128xf32>
}

// -----

// Split-K is built on the persistent schedule: under ping-pong a split
// tile's parts would be taken by both teams. Refused by the rule.
func.func @split_pingpong(%a: tensor<128x512xf16>, %b: tensor<512x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{split-K is built on the persistent schedule, not ping-pong}}
  %c = linalg.matmul {kfusion.gemm_schedule = "pingpong", kfusion.gemm_split_k = 2 : i64, kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer"}
      ins(%a, %b : tensor<128x512xf16>, tensor<512x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// -----

// The teams take turns on tiles their producer warpgroup loads: a ping-pong
// plan with the cp.async copies is refused, naming the load it needs.
func.func @pingpong_copies(%a: tensor<128x512xf16>, %b: tensor<512x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{schedule = pingpong cannot be honored with load = cp.async: it needs load = tma-producer}}
  %c = linalg.matmul {kfusion.gemm_schedule = "pingpong", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "cp.async"}
      ins(%a, %b : tensor<128x512xf16>, tensor<512x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// -----

// Clusters of two blocks are built (sharing one operand's tile): four blocks
// asked for are refused by the rule.
func.func @cluster_of_four(%a: tensor<256x512xf16>, %b: tensor<512x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{cluster 2x2: clusters of two blocks (2x1 sharing B, 1x2 sharing A) are built}}
  %c = linalg.matmul {kfusion.gemm_cluster = array<i64: 2, 2>, kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// The producer warpgroup multicasts a cluster's shared tile: clusters with
// the cp.async copies are refused.
func.func @cluster_copies(%a: tensor<256x512xf16>, %b: tensor<512x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{clusters need load = tma-producer (the producer warpgroup multicasts its share of the shared operand)}}
  %c = linalg.matmul {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_load = "cp.async", kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// A cluster pairs adjacent M tiles: three rows of them are refused.
func.func @cluster_odd_tiles(%a: tensor<192x512xf16>, %w: tensor<256x512xf16>) -> tensor<192x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<192x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<192x256xf32>) -> tensor<192x256xf32>
  // expected-error @+1 {{cluster 2x1 does not divide the 3x2 tiles (M x N)}}
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %w : tensor<192x512xf16>, tensor<256x512xf16>) outs(%f : tensor<192x256xf32>) -> tensor<192x256xf32>
  return %c : tensor<192x256xf32>
}

// -----

// Clusters are built on the grid and persistent schedules: ping-pong teams
// with a cluster are refused.
func.func @cluster_pingpong(%a: tensor<256x512xf16>, %b: tensor<512x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{clusters are built on the grid and persistent schedules without split-K}}
  %c = linalg.matmul {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_schedule = "pingpong", kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// The epilogue's outputs are staged by a persistent or ping-pong kernel (a
// grid stages the whole tile's accumulators): refused on a grid.
func.func @staging_on_grid(%a: tensor<256x512xf16>, %b: tensor<512x128xf16>) -> tensor<256x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  // expected-error @+1 {{staging the epilogue's outputs needs a persistent schedule}}
  %c = linalg.matmul {kfusion.gemm_schedule = "grid", kfusion.gemm_staging = "outputs", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x128xf16>) outs(%f : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %c : tensor<256x128xf32>
}
