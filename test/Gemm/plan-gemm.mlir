// RUN: kfusion-opt %s --kfusion-plan-gemm 2>/dev/null | FileCheck %s
// RUN: kfusion-opt %s --kfusion-plan-gemm 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: kfusion-opt %s --kfusion-plan-gemm='device=#kfusion.device<h100,{compute_capability=80}>' 2>/dev/null | FileCheck %s --check-prefix=SM80
// RUN: kfusion-opt %s --kfusion-plan-gemm='device=#kfusion.device<h100,{compute_capability=80}>' 2>&1 >/dev/null | FileCheck %s --check-prefix=SM80-REMARK
// RUN: kfusion-opt %s --kfusion-plan-gemm="tile=128,256" 2>&1 >/dev/null | FileCheck %s --check-prefix=TILE
// RUN: kfusion-opt %s --kfusion-plan-gemm='device=#kfusion.device<h100,{multiprocessors=8}>' 2>&1 >/dev/null | FileCheck %s --check-prefix=SMALLDEV

// kfusion-plan-gemm writes each GEMM's configuration (flavour, tile,
// stages, warpgroups or warps, load, schedule) as attributes, with a remark
// naming it, the blocks and waves, and what the model says bounds it. The
// load is a producer warpgroup's TMA loads where TMA can load the operands
// (wgmma, plain operands, 16-byte rows), else the copies.

// GPT-3's MLP up-projection at M = 512: the model takes 128 x 192 tiles (two
// warpgroups, 128 blocks: one wave of the 132 multiprocessors) over 256 x 128
// ones (96 blocks: a quarter of the multiprocessors idle; measured on an H200,
// bench/results/2026-12-02-gemm-h200-192-columns: 0.1102 ms against 0.1289);
// on sm_80 the mma flavour (no 192-column tiles); a tile option fixes the tile
// and leaves the rest to the model; with 8 multiprocessors (12 rounds of
// tiles) a persistent kernel of 128 x 256 tiles and two warpgroups of 64
// rows (its blocks skip a pipeline fill per tile), in groups of its 4 rows
// of tiles. On sm_80: the copies.
// Each block computes one tile (one round): the tile runs in the ping-pong
// kernel of one 128-row warpgroup a team (one team works), not in two 64-row
// warpgroups (measured 0.1066 ms against the clustered grid's 0.1186 on an
// H100, bench/results/2026-12-06-h100-one-tile-teams).
// REMARK: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 128 blocks{{.*}}: 128 blocks of 384 threads{{.*}}1 per multiprocessor{{.*}} 1 wave(s){{.*}}; one 128-row warpgroup a team, as for every tile of 128 rows that a block computes alone
// SM80-REMARK: remark: GEMM 512x6144x12288 f16 -> f16: mma tile 256x128x64, 4 stages, 4x2 warps{{.*}} 96 blocks of 256 threads
// TILE: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x256x64, 4 stages, 2x1 warpgroups
// SMALLDEV: remark: GEMM 512x6144x12288 f16 -> f16: wgmma tile 128x256x64, 4 stages, 2x1 warpgroups{{.*}}TMA loads by a producer warpgroup{{.*}}persistent over 8 blocks{{.*}}tiles in groups of 4 rows{{.*}}8 blocks of 384 threads{{.*}}1 per multiprocessor{{.*}} 12 wave(s)
// CHECK-LABEL: func.func @gpt3(
// CHECK: linalg.matmul {kfusion.gemm_cluster = array<i64: 1, 1>, kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 5 : i64, kfusion.gemm_tile = array<i64: 128, 192, 64>, kfusion.gemm_tile_group = 4 : i64}
// SM80-LABEL: func.func @gpt3(
// SM80: linalg.matmul {kfusion.gemm_cluster = array<i64: 1, 1>, kfusion.gemm_flavour = "mma", kfusion.gemm_groups = array<i64: 4, 2>, kfusion.gemm_load = "cp.async", kfusion.gemm_schedule = "grid", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 4 : i64, kfusion.gemm_tile = array<i64: 256, 128, 64>, kfusion.gemm_tile_group = 1 : i64}
func.func @gpt3(%x: tensor<512x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<512x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<512x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<512x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  return %c : tensor<512x6144xf16>
}

// GPT-3's MLP up-projection at M = 4096 (768 tiles of 128 x 256: about six
// rounds of the 132 multiprocessors): a persistent kernel of 4 stages (the
// grid 2.5% slower on the H200, 2026-12-03-gemm-h200-persistent-slices) whose
// two warpgroups take 64 rows and 256 columns each: of the 128 x 256 and
// 256 x 128 tiles the model ties, the one whose wgmma instructions read the
// least from shared memory (a 128-row warpgroup reads B once per m64 block;
// 7-10% faster than it at M = 1024 on an H100,
// bench/results/2026-12-06-h100-default-clusters), its tiles in groups of 4
// rows (every persistent plan's order: 2026-12-04-gemm-h200-tile-groups).
// REMARK: remark: GEMM 4096x6144x12288 f16 -> f16: wgmma tile 128x256x64, 4 stages, 2x1 warpgroups{{.*}}TMA loads by a producer warpgroup{{.*}}persistent over 132 blocks{{.*}}tiles in groups of 4 rows{{.*}}132 blocks of 384 threads
// CHECK-LABEL: func.func @gpt3_large(
// CHECK: linalg.matmul {kfusion.gemm_cluster = array<i64: 1, 1>, kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 4 : i64, kfusion.gemm_tile = array<i64: 128, 256, 64>, kfusion.gemm_tile_group = 4 : i64}
func.func @gpt3_large(%x: tensor<4096x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<4096x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4096x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<4096x6144xf16>) -> tensor<4096x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<4096x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<4096x6144xf16>) -> tensor<4096x6144xf16>
  return %c : tensor<4096x6144xf16>
}

// LLaMA-7B's up projection at M = 512, its weight stored [N, K] (B K-major):
// 128 x 168 tiles (wgmma's N steps by 8), 66 x 4 = 264 of them in exactly
// two rounds of the 132 multiprocessors, as 128 x 176's 252 and 128 x 192's
// 232 take, each 4.5% and 12.5% less work (a K-major B only: an N-major
// one is read in panels of 64 columns, as @gpt3 above; cuBLAS's kernel
// here has 168-column tiles too, bench/results/2026-12-06-h100-one-tile-teams). Split-K is the
// model's only where asked (256 x 128 tiles, one round of 132 and the 40
// left in 3 parts measured no faster: bench/results/2026-12-04-gemm-h200-
// split-k; test/Gemm/tuning-cache.mlir).
// REMARK: remark: GEMM 512x11008x4096 f16 -> f16: wgmma tile 128x168x64, {{[0-9]}} stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 132 blocks, tiles in groups of 4 rows:
// CHECK-LABEL: func.func @llama_up(
// CHECK: kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = {{[0-9]}} : i64, kfusion.gemm_tile = array<i64: 128, 168, 64>
func.func @llama_up(%x: tensor<512x4096xf16>, %w: tensor<11008x4096xf16>) -> tensor<512x11008xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<512x11008xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x11008xf16>) -> tensor<512x11008xf16>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<512x4096xf16>, tensor<11008x4096xf16>) outs(%f : tensor<512x11008xf16>) -> tensor<512x11008xf16>
  return %c : tensor<512x11008xf16>
}

// LLaMA-7B's down projection at M = 256 (B K-major): 64 x 128 tiles in one
// warpgroup, 128 blocks of one wave (no 128-row tile: no team), and its long
// k loop (172 k-tiles) runs in 2 x 1 clusters sharing B
// (kGemmClusterMinKTiles; the tile as without).
// REMARK: remark: GEMM 256x4096x11008 f16 -> f16: wgmma tile 64x128x64, {{[0-9]}} stages, 1x1 warpgroups, TMA loads by a producer warpgroup, clusters of 2x1 blocks sharing B by TMA multicast: 128 blocks{{.*}} 1 wave(s){{.*}}; 2x1 clusters as for every grid of one wave with at least 96 k-tiles (172)
// CHECK-LABEL: func.func @llama_down(
// CHECK: linalg.matmul indexing_maps = {{.*}} {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "grid"
func.func @llama_down(%x: tensor<256x11008xf16>, %w: tensor<4096x11008xf16>) -> tensor<256x4096xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x4096xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<256x4096xf16>) -> tensor<256x4096xf16>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<256x11008xf16>, tensor<4096x11008xf16>) outs(%f : tensor<256x4096xf16>) -> tensor<256x4096xf16>
  return %c : tensor<256x4096xf16>
}

// One k-tile: the smallest tile, the fewest stages (nothing to keep in
// flight), bound by the loads' latency.
// REMARK: remark: GEMM 64x64x64 f16 -> f32: wgmma tile 64x64x64, 3 stages, 1x1 warpgroups, TMA loads by a producer warpgroup: 1 blocks of 256 threads, {{.*}} bound by latency
// CHECK-LABEL: func.func @small(
// CHECK: kfusion.gemm_tile = array<i64: 64, 64, 64>
func.func @small(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// A plan written by hand is kept: the tile and the 2 x 2 groups stay (four
// warpgroups, or on sm_80 four warps), the model fills in the flavour and
// the stages; the option's tile does not replace it.
// REMARK: remark: GEMM 256x256x512 f16 -> f32: wgmma tile 128x128x64, {{[3-8]}} stages, 2x2 warpgroups
// SM80-REMARK: remark: GEMM 256x256x512 f16 -> f32: mma tile 128x128x64, {{[2-8]}} stages, 2x2 warps
// TILE: remark: GEMM 256x256x512 f16 -> f32: wgmma tile 128x128x64, {{[3-8]}} stages, 2x2 warpgroups
// CHECK-LABEL: func.func @kept(
// CHECK: kfusion.gemm_groups = array<i64: 2, 2>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "grid", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = {{[3-8]}} : i64, kfusion.gemm_tile = array<i64: 128, 128, 64>
func.func @kept(%a: tensor<256x512xf16>, %b: tensor<512x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%a, %b : tensor<256x512xf16>, tensor<512x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// A function that is not all GEMMs gets no plan (kfusion-lower-gemm says
// why).
// CHECK-LABEL: func.func @mixed(
// CHECK-NOT: kfusion.gemm
// CHECK: return
func.func @mixed(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = math.tanh %c : tensor<64x64xf32>
  return %t : tensor<64x64xf32>
}
