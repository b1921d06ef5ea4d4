// RUN: kfusion-opt %s --kfusion-plan-gemm="load=cp.async remarks=false" --kfusion-lower-gemm="remarks=false" | FileCheck %s

// The real wgmma kernels (sm_90a) kfusion-lower-gemm builds from the
// configurations written on the ops, with the copies (load=cp.async; the
// default where TMA can load the operands is a producer warpgroup's TMA
// loads, lower-tma-producer.mlir). The descriptors' constant bits: 128-byte
// swizzle (bit 62), stride byte offset 1024 (64 << 32), leading byte offset
// 16 (1 << 16) for a K-major operand or a 64-column panel of 8192 bytes
// (512 << 16) for an M- or N-major one: 4611686293305360384 and
// 4611686293338849280.

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// Row-major A and B, 3 k-tiles, 4 stages (2 in flight): the pipeline from the
// first 1024-byte aligned byte of the dynamic shared memory; k-tiles 0 and 1
// issued first, a loop over the one k-tile that refills a stage (wait for all
// but the newest group, fence the copies to the async proxy, barrier, copy
// k-tile kt + 2, commit, four m64n64k16 on K-major A (row) and N-major B (row,
// wgmma's transposed B), commit, wait for all but this group), a loop over
// the last two without copies, the final wait; the epilogue stages f32 pairs
// and stores rows of 8 results.
// CHECK-LABEL: gpu.func @rowrow_gemm0(
// CHECK-SAME: %[[A:.*]]: memref<128x192xf16>, %[[B:.*]]: memref<192x64xf16>, %[[C:.*]]: memref<128x64xf32>)
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// CHECK-DAG: %[[DA:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-DAG: %[[DB:.*]] = arith.constant 4611686293338849280 : i64
// CHECK: %[[SMEM:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[SMEM]]
// CHECK: %[[FLAT:.*]] = memref.view %[[SMEM]][%{{.*}}][] : {{.*}} to memref<32768xf16, #gpu.address_space<workgroup>>
// CHECK: arith.ori %{{.*}}, %[[DA]] : i64
// CHECK: arith.ori %{{.*}}, %[[DB]] : i64
// CHECK: nvgpu.device_async_copy %[[A]][%{{.*}}, %{{.*}}], %[[FLAT]][%{{.*}}], 8 {bypassL1}
// CHECK: nvgpu.device_async_copy %[[B]][%{{.*}}, %{{.*}}], %[[FLAT]][%{{.*}}], 8 {bypassL1}
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.commit.group
// CHECK: scf.for %{{.*}} = %c0 to %c1 step %c1 iter_args
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.device_async_copy %[[A]]
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: scf.for %{{.*}} = %c1 to %c3 step %c1 iter_args
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK: memref.view %[[SMEM]][%c0][] : {{.*}} to memref<64x68xf32, #gpu.address_space<workgroup>>
// CHECK: vector.load {{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>, vector<8xf32>
// CHECK: vector.store %{{.*}}, %[[C]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x64xf32>, vector<8xf32>
// CHECK: gpu.return
func.func @rowrow(%a: tensor<128x192xf16>, %b: tensor<192x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<128x192xf16>, tensor<192x64xf16>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %c : tensor<128x64xf32>
}

// A M-major ([K, M]) and B K-major ([N, K]): A's layout col (transposed), B's
// col (wgmma's plain B); both descriptors' constant bits swap roles.
// CHECK-LABEL: gpu.func @colcol_gemm0(
// CHECK-DAG: arith.constant 4611686293338849280 : i64
// CHECK-DAG: arith.constant 4611686293305360384 : i64
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, A[<f16>, <one>, <col>], B[<f16>, <one>, <col>]
func.func @colcol(%at: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul indexing_maps = [#km, #nk, #mn] {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%at, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// Two warpgroups along M and two along N (512 threads), each a 64 x 128
// sub-tile: m64n128k16 (whose verifier checks the 64 f32 accumulators per
// thread).
// CHECK-LABEL: gpu.func @groups_gemm0(
// CHECK-SAME: known_block_size = array<i32: 512, 1, 1>
// CHECK: llvm.mlir.zero : !llvm.struct<(f32,
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>
func.func @groups(%a: tensor<128x64xf16>, %b: tensor<64x256xf16>) -> tensor<128x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 256, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%a, %b : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %c : tensor<128x256xf32>
}

// Ragged M, N and K: copies with a source size (8 or 0, zero fill) from
// clamped addresses; rows stored under a guard; an f16 result converted.
// CHECK-LABEL: gpu.func @ragged_gemm0(
// CHECK: %[[N:.*]] = arith.select %{{.*}}, %c8, %c0 : index
// CHECK: nvgpu.device_async_copy {{.*}}, 8, %[[N]] {bypassL1}
// CHECK: scf.if
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: vector.store {{.*}} : memref<100x72xf16>, vector<8xf16>
func.func @ragged(%a: tensor<100x80xf16>, %b: tensor<80x72xf16>) -> tensor<100x72xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<100x72xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<100x72xf16>) -> tensor<100x72xf16>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<100x80xf16>, tensor<80x72xf16>) outs(%f : tensor<100x72xf16>) -> tensor<100x72xf16>
  return %c : tensor<100x72xf16>
}

// bf16 operands: the wgmma's A and B types.
// CHECK-LABEL: gpu.func @bf16_gemm0(
// CHECK: memref<24576xbf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.wgmma.mma_async {{.*}}, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
func.func @bf16(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
