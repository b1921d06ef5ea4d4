// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false" | FileCheck %s

// The real mma kernels (sm_80) from the configurations on the ops: the
// shared tiles, copies and pipeline of the wgmma kernels without the proxy
// fence, and per k16 step ldmatrix.x4 loads and m16n8k16 mma.sync.

#km = affine_map<(m, n, k) -> (k, m)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// Row-major A and B, 3 k-tiles, 2 x 2 warps of 32 x 32, 3 stages (2 in
// flight: one k-tile refills a stage): per k16
// step two A loads (16 rows each, plain), two B loads (16 columns each,
// transposed: the tile's rows run along k), each split into two n8
// fragments, eight mma.sync; four k16 steps per k-tile.
// CHECK-LABEL: gpu.func @rowrow_gemm0(
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// CHECK: %[[FLAT:.*]] = memref.view %{{.*}}[%c0][] : {{.*}} to memref<24576xf16, #gpu.address_space<workgroup>>
// CHECK-NOT: nvvm.fence.proxy
// CHECK: scf.for %{{.*}} = %c0 to %c1 step %c1 iter_args({{.*}}) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>)
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-2: nvgpu.ldmatrix %[[FLAT]][%{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<24576xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK-COUNT-2: nvgpu.ldmatrix %[[FLAT]][%{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK-COUNT-8: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: vector.extract %{{.*}}[0, 0] : f32 from vector<2x2xf32>
func.func @rowrow(%a: tensor<64x192xf16>, %b: tensor<192x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%a, %b : tensor<64x192xf16>, tensor<192x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// A M-major and B K-major: the A loads transposed, the B loads plain.
// CHECK-LABEL: gpu.func @colcol_gemm0(
// CHECK-COUNT-2: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true}
// CHECK-COUNT-2: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false}
// CHECK: nvgpu.mma.sync
func.func @colcol(%at: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul indexing_maps = [#km, #nk, #mn] {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%at, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
