// RUN: kfusion-opt %s --verify-diagnostics -split-input-file --kfusion-stitch-to-gpu="device=h200 remarks=false" -o /dev/null

// A fused epilogue needs registers beside the accumulators (kEpilogueRegisters):
// a plan of ping-pong teams of two warpgroups on 128 x 128 tiles (640 threads,
// 104 registers a computing thread, 64 accumulators) fits the GEMM alone but
// not with its bias + GELU in the epilogue, where ptxas spilled. The planner
// prices the plan the launch builds: it keeps the plan and stitches the
// epilogue apart, saying why on the GEMM.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
// expected-remark @+1 {{stitch plan (ilp) of @tight_registers: 2 ops, 0 candidate patterns, 2 kernels}}
func.func @tight_registers(%x: tensor<1024x256xf16>, %w: tensor<256x1024xf16>, %bias: tensor<1024xf32>) -> tensor<1024x1024xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-remark-re @+2 {{op 1 is not fused into this GEMM's epilogue: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: {{.*}}accumulators per thread leave fewer than 56 of the 104 registers a thread of a 640-thread block may have (with a fused epilogue)}}
  // expected-remark @+1 {{stitch group 0 (plan=ilp): ops [0:tensor-core GEMM], gemm composition}}
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"}
      ins(%x, %w : tensor<1024x256xf16>, tensor<256x1024xf16>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %o = tensor.empty() : tensor<1024x1024xf16>
  // expected-remark @+1 {{stitch group 1 (plan=ilp): ops [1:elementwise]}}
  %g = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%o : tensor<1024x1024xf16>) {
  ^bb0(%v: f32, %b: f32, %out: f16):
    %s = arith.addf %v, %b : f32
    %t = math.tanh %s : f32
    %y = arith.mulf %s, %t : f32
    %yh = arith.truncf %y : f32 to f16
    linalg.yield %yh : f16
  } -> tensor<1024x1024xf16>
  return %g : tensor<1024x1024xf16>
}

// -----

// The same plan with the epilogue grouped with the GEMM by hand
// (kfusion.stitch_group): the group has no kernel; refused with the rule, on
// the GEMM.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
func.func @tight_registers_by_hand(%x: tensor<1024x256xf16>, %w: tensor<256x1024xf16>, %bias: tensor<1024xf32>) -> tensor<1024x1024xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-remark @+2 {{op 1 is not fused into this GEMM's epilogue}}
  // expected-error-re @+1 {{cannot stitch these ops: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: {{.*}}accumulators per thread leave fewer than 56 of the 104 registers}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64, kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"}
      ins(%x, %w : tensor<1024x256xf16>, tensor<256x1024xf16>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %o = tensor.empty() : tensor<1024x1024xf16>
  %g = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%o : tensor<1024x1024xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %b: f32, %out: f16):
    %s = arith.addf %v, %b : f32
    %t = math.tanh %s : f32
    %y = arith.mulf %s, %t : f32
    %yh = arith.truncf %y : f32 to f16
    linalg.yield %yh : f16
  } -> tensor<1024x1024xf16>
  return %g : tensor<1024x1024xf16>
}

// -----

// An epilogue that reads a tile of another tensor (SwiGLU: the gate beside
// the up projection's results, a value per result) in ping-pong teams of one
// warpgroup on 128 x 192 tiles: 192 accumulators and the epilogue's registers
// exceed the 232 a computing thread gets (ptxas spilled 8-20 bytes a thread
// there); refused with the rule, on the GEMM. (With a bias, a value per
// column, the same teams fit: ptxas found no spills in GPT-2's bias + tanh
// GELU on them, GemmEpilogueTest.TileInputRegisters.)
#id = affine_map<(m, n) -> (m, n)>
func.func @swiglu_tile_input(%x: tensor<1024x256xf16>, %w: tensor<256x1536xf16>, %gate: tensor<1024x1536xf16>) -> tensor<1024x1536xf16> {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1024x1536xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x1536xf32>) -> tensor<1024x1536xf32>
  // expected-remark @+2 {{op 1 is not fused into this GEMM's epilogue}}
  // expected-error-re @+1 {{cannot stitch these ops: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: wgmma tile 128x192x64{{.*}}ping-pong{{.*}}: 192 accumulators per thread leave fewer than 56 of the 232 registers a thread of a 384-thread block may have (with a fused epilogue that reads a tile of another tensor)}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64, kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 192, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"}
      ins(%x, %w : tensor<1024x256xf16>, tensor<256x1536xf16>) outs(%f : tensor<1024x1536xf32>) -> tensor<1024x1536xf32>
  %o = tensor.empty() : tensor<1024x1536xf16>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %gate : tensor<1024x1536xf32>, tensor<1024x1536xf16>) outs(%o : tensor<1024x1536xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%u: f32, %gh: f16, %out: f16):
    %gv = arith.extf %gh : f16 to f32
    %n = arith.negf %gv : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %gv, %d : f32
    %p = arith.mulf %s, %u : f32
    %ph = arith.truncf %p : f32 to f16
    linalg.yield %ph : f16
  } -> tensor<1024x1536xf16>
  return %y : tensor<1024x1536xf16>
}
