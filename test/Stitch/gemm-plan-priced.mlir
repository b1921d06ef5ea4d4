// The stitching planner prices a tensor-core GEMM as the launch builds it
// (chooseGemmPlan): the op's kfusion.gemm_* plan, else a tuning cache's
// entry, else the model's choice; not the model's choice whatever the op
// asks. The stitched kernel's remark gives the planner's time.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// The plan's own estimate, as kfusion-plan-gemm gives it: the same time.
// RUN: kfusion-opt %s --kfusion-plan-gemm=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// A tuning cache's entry (Inputs/gemm-tuning-cache.json, GPT-2's up projection
// on the h200) is priced at its measured time. A GEMM with a fused epilogue
// is another problem than the GEMM alone: the cache keys it by its epilogue
// (the body's operations and the inputs' shapes), so the faster entry of the
// GEMM alone (f32 out, 0.0400 ms) is not taken for the kernel with the bias
// and tanh GELU, whose own entry (0.0520 ms) is.
// RUN: kfusion-opt %S/Inputs/gemm-epilogue-schedule.mlir --kfusion-stitch-to-gpu="device=h200 tuning-cache=%S/Inputs/gemm-tuning-cache.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=CACHE
// A GEMM the cache has no entry for, and nothing else fixes: the model's
// choice, and the remarks (the stitched kernel's, kfusion-plan-gemm's) give
// its problem as the cache keys it, what to tune; a GEMM whose plan is
// written did not consult the cache and says nothing of it.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=h200 tuning-cache=%S/Inputs/gemm-tuning-cache.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: kfusion-opt %s --kfusion-plan-gemm="device=h200 tuning-cache=%S/Inputs/gemm-tuning-cache.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN-MISS

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// A written plan of mma tiles (64 x 64, 2 stages) is slower than the model's
// wgmma choice (32.72 us, gemm-epilogue-schedule.mlir): priced at 71.56 us.
// CHECK-LABEL: stitched kernel planned_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (mma tile 64x64x64, 2 stages, 2x2 warps)
// CHECK-SAME: modelled 71.56 us
// PLAN: remark: GEMM 4096x3072x768 f16 -> f16: mma tile 64x64x64, 2 stages, 2x2 warps: {{.*}}modelled 71.6 us
func.func @planned(%x: tensor<4096x768xf16>, %w: tensor<3072x768xf16>) -> tensor<4096x3072xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4096x3072xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<4096x3072xf16>) -> tensor<4096x3072xf16>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<4096x768xf16>, tensor<3072x768xf16>) outs(%f : tensor<4096x3072xf16>) {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 2, 2>} -> tensor<4096x3072xf16>
  return %c : tensor<4096x3072xf16>
}

// MISS-LABEL: stitched kernel planned_k0_gemm:
// MISS-NOT: tuning cache
// MISS-LABEL: stitched kernel untuned_k0_gemm:
// MISS-SAME: modelled {{[0-9.]+}} us; the tuning cache has no entry for its problem {"a":"mk","b":"nk","batch":1,"input":"f16","k":768,"m":4096,"n":768,"output":"f16"}
// PLAN-MISS: remark: GEMM 4096x3072x768 f16 -> f16: mma tile 64x64x64
// PLAN-MISS-NOT: tuning cache
// PLAN-MISS: remark: GEMM 4096x768x768 f16 -> f16: {{.*}}; the tuning cache has no entry for its problem {"a":"mk","b":"nk","batch":1,"input":"f16","k":768,"m":4096,"n":768,"output":"f16"}
// CHECK-LABEL: stitched kernel untuned_k0_gemm:
func.func @untuned(%x: tensor<4096x768xf16>, %w: tensor<768x768xf16>) -> tensor<4096x768xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4096x768xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<4096x768xf16>) -> tensor<4096x768xf16>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<4096x768xf16>, tensor<768x768xf16>) outs(%f : tensor<4096x768xf16>) -> tensor<4096x768xf16>
  return %c : tensor<4096x768xf16>
}

// CACHE-LABEL: stitched kernel alone_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 132 blocks)
// CACHE-SAME: measured 35.30 us
// CACHE-LABEL: stitched kernel bias_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 (wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 132 blocks)
// CACHE-SAME: measured 52.00 us
