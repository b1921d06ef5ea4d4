// The tuning cache (docs/gemm.md, Tuning cache): a GEMM whose device and
// shape have an entry gets the entry's configuration, the fastest where there
// are several, with a remark giving the measured time and the file; one with
// no entry for its device gets the model's, the remark naming its problem
// as the cache keys it; an entry that is not a valid
// configuration here (a stale one) is warned about and the model decides. The
// option names the file; $KFUSION_TUNING_CACHE does when the option is empty.
// RUN: kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache.json" 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache.json" 2>/dev/null | FileCheck %s
// RUN: env KFUSION_TUNING_CACHE=%S/Inputs/tuning-cache.json kfusion-opt %s --kfusion-plan-gemm 2>/dev/null | FileCheck %s
// Without a cache, the model's choices (the first as in plan-gemm.mlir).
// RUN: env -u KFUSION_TUNING_CACHE kfusion-opt %s --kfusion-plan-gemm 2>&1 >/dev/null | FileCheck %s --check-prefix=MODEL
// The h200 has an entry for the second GEMM only (with TMA loads).
// RUN: kfusion-opt %s --kfusion-plan-gemm="device=h200 tuning-cache=%S/Inputs/tuning-cache.json" 2>&1 >/dev/null | FileCheck %s --check-prefix=H200
// An option fixing part of the plan wins over the cache.
// RUN: kfusion-opt %s --kfusion-plan-gemm="stages=3 tuning-cache=%S/Inputs/tuning-cache.json" 2>&1 >/dev/null | FileCheck %s --check-prefix=FIXED
// kfusion-gemm-to-gpu and kfusion-stitch-to-gpu read it too.
// RUN: kfusion-opt %s --kfusion-gemm-to-gpu="tuning-cache=%S/Inputs/tuning-cache.json" 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="tuning-cache=%S/Inputs/tuning-cache.json" 2>&1 >/dev/null | FileCheck %s --check-prefix=STITCH

// REMARK-LABEL: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x128x64, 6 stages, 2x1 warpgroups: measured 0.2411 ms (tuning cache {{.*}}tuning-cache.json)
// REMARK: warning: tuning cache {{.*}}tuning-cache.json: its entry for this GEMM (wgmma tile 256x256x64, 8 stages, 4x1 warpgroups) is not a valid configuration here:
// REMARK-SAME: the model's choice instead
// REMARK: remark: GEMM 1024x6144x12288 f16 -> f16: wgmma tile
// REMARK-NOT: measured
// (A GEMM without an entry: the remark names the problem to tune.)
// REMARK: remark: GEMM 512x11008x4096 f16 -> f16: {{.*}}; the tuning cache has no entry for its problem {"a":"mk","b":"nk","batch":1,"input":"f16","k":4096,"m":512,"n":11008,"output":"f16"}
// MODEL: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, {{.*}}ping-pong
// MODEL-NOT: tuning cache
// H200: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, {{.*}}ping-pong
// H200-SAME: ; the tuning cache has no entry for its problem {"a":"mk","b":"kn","batch":1,"input":"f16","k":12288,"m":512,"n":6144,"output":"f16"}
// H200-NOT: measured
// H200: remark: GEMM 1024x6144x12288 f16 -> f16: wgmma tile 64x256x64, 4 stages, 1x2 warpgroups, TMA loads: measured 0.3900 ms{{.*}}tuning cache
// H200: remark: GEMM 512x11008x4096 f16 -> f16: wgmma tile 256x128x64, 4 stages, 2x1 warpgroups{{.*}}TMA loads by a producer warpgroup{{.*}}persistent over 132 blocks{{.*}}split 2 ways along K{{.*}}tiles in groups of 2 rows{{.*}}measured 0.0700 ms{{.*}}tuning cache
// H200: remark: GEMM 256x4096x11008 f16 -> f16: wgmma tile 64x128x64, 8 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, clusters of 2x1 blocks sharing B by TMA multicast: measured 0.0578 ms{{.*}}tuning cache
// FIXED: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile {{.*}}, 3 stages
// FIXED-NOT: tuning cache
// PIPELINE: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x128x64, 6 stages, 2x1 warpgroups: measured 0.2411 ms
// STITCH: wgmma tile 128x128x64, 6 stages, 2x1 warpgroups

// CHECK-LABEL: func.func @up512(
// An entry without "load" measured the copies: the plan says so.
// CHECK: linalg.matmul {kfusion.gemm_cluster = array<i64: 1, 1>, kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "cp.async", kfusion.gemm_schedule = "grid", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 6 : i64, kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_tile_group = 1 : i64}
func.func @up512(%x: tensor<512x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<512x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<512x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<512x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  return %c : tensor<512x6144xf16>
}

// CHECK-LABEL: func.func @up1024(
// CHECK-NOT: kfusion.gemm_stages = 8
func.func @up1024(%x: tensor<1024x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<1024x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1024x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<1024x6144xf16>) -> tensor<1024x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<1024x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<1024x6144xf16>) -> tensor<1024x6144xf16>
  return %c : tensor<1024x6144xf16>
}

// LLaMA-7B's up projection at M = 512 (B K-major): the h200's entry splits
// the last round in 2 parts.
// CHECK-LABEL: func.func @llama_up512(
func.func @llama_up512(%x: tensor<512x4096xf16>, %w: tensor<11008x4096xf16>) -> tensor<512x11008xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<512x11008xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x11008xf16>) -> tensor<512x11008xf16>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<512x4096xf16>, tensor<11008x4096xf16>) outs(%f : tensor<512x11008xf16>) -> tensor<512x11008xf16>
  return %c : tensor<512x11008xf16>
}

// LLaMA-7B's down projection at M = 256 (the h200 entry: a cluster).
// CHECK-LABEL: func.func @llama_down256(
func.func @llama_down256(%x: tensor<256x11008xf16>, %w: tensor<4096x11008xf16>) -> tensor<256x4096xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x4096xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<256x4096xf16>) -> tensor<256x4096xf16>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %w : tensor<256x11008xf16>, tensor<4096x11008xf16>) outs(%f : tensor<256x4096xf16>) -> tensor<256x4096xf16>
  return %c : tensor<256x4096xf16>
}
