// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false" -o %t
// RUN: FileCheck %s < %t
// RUN: FileCheck %s --check-prefix=BATCH < %t
// RUN: kfusion-opt %s --kfusion-plan-gemm="load=tma" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

// GEMM kernels whose operand tiles are TMA loads (kfusion.gemm_load = "tma"):
// the host makes a tensor map of A and of B before the launch (boxes of 64
// k-columns, or 64-column panels of an N-major operand, in the 128-byte
// swizzle, zeros past the edges) and passes them after the other
// arguments; the kernel's thread 0 prefetches the maps' descriptors,
// initializes an mbarrier per stage and issues the first k-tiles' loads
// before the barrier after which the others may wait; for each k-tile it
// expects the stage's bytes and issues one load per box, every thread waits
// for the k-tile's phase where the copy pipeline waits for its group; no
// cp.async remains.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// Row-major A and B (B N-major: two 64-column panels of the 128-column
// tile), three k-tiles through four stages: k-tiles 0 and 1 loaded first
// (24576 bytes each: 64 x 64 of A and 64 x 128 of B), a loop over the k-tile
// that refills a stage (wait for the phase of k-tile kt, barrier, load k-tile
// kt + 2), a loop over the last two without loads.
// CHECK-LABEL: func.func @rowrow(
// CHECK: %[[MA:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%c64, %c64] : memref<*xf16> -> <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK: %[[MB:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%c64, %c64]
// CHECK: gpu.launch_func async {{.*}} @rowrow_gemm::@rowrow_gemm0 {{.*}} args(%arg0 : memref<128x192xf16>, %arg1 : memref<192x128xf16>, %arg2 : memref<128x128xf32>, %[[MA]] : {{.*}}, %[[MB]] : {{.*}})
// CHECK-LABEL: gpu.func @rowrow_gemm0(
// CHECK-SAME: %{{.*}}: !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, {{.*}}> {kfusion.tensor_map_of = 0 : index}, %{{.*}}: !nvgpu.tensormap.descriptor<{{.*}}> {kfusion.tensor_map_of = 1 : index})
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: %[[BARS:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
// CHECK: scf.if
// CHECK-NEXT: nvgpu.tma.prefetch.descriptor %arg3
// CHECK-NEXT: nvgpu.tma.prefetch.descriptor %arg4
// CHECK-COUNT-4: nvgpu.mbarrier.init %[[BARS]][%{{.*}}], %c1
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NOT: gpu.barrier
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%c0], %c24576
// CHECK-COUNT-3: nvgpu.tma.async.load {{.*}} %[[BARS]][%c0] to
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%c1], %c24576
// CHECK-COUNT-3: nvgpu.tma.async.load {{.*}} %[[BARS]][%c1] to
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %c0 to %c1 step %c1 iter_args
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BARS]]
// CHECK: gpu.barrier
// CHECK: nvgpu.mbarrier.arrive.expect_tx
// CHECK-COUNT-3: nvgpu.tma.async.load
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: scf.for %{{.*}} = %c1 to %c3 step %c1 iter_args
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BARS]]
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.cp.async
// CHECK: gpu.return
func.func @rowrow(%a: tensor<128x192xf16>, %b: tensor<192x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma", kfusion.gemm_stages = 4 : i64, kfusion.gemm_tile = array<i64: 64, 128, 64>} ins(%a, %b : tensor<128x192xf16>, tensor<192x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// A batch whose B is K-major ([batch, N, K]): 3-D maps with a batch box of 1,
// one box of 64 rows of 64 k for each operand, the block's batch (block id z)
// the outermost coordinate.
// BATCH-LABEL: func.func @batched_nk(
// BATCH: nvgpu.tma.create.descriptor %{{.*}} box[%c1, %c64, %c64] : memref<*xf16> -> <tensor = memref<1x64x64xf16
// BATCH: nvgpu.tma.create.descriptor %{{.*}} box[%c1, %c64, %c64]
// BATCH-LABEL: gpu.func @batched_nk_gemm0(
// BATCH: %[[Z:.*]] = gpu.block_id  z
// BATCH: nvgpu.tma.async.load %{{.*}}[%c0, %{{.*}}, %[[Z]]], %{{.*}}[%c0] to %{{.*}} : {{.*}} -> memref<1x64x64xf16, #gpu.address_space<workgroup>>
// BATCH: nvgpu.tma.async.load %{{.*}}[%c0, %{{.*}}, %[[Z]]], %{{.*}}[%c0] to %{{.*}} : {{.*}} -> memref<1x64x64xf16, #gpu.address_space<workgroup>>
func.func @batched_nk(%a: tensor<2x64x128xf16>, %b: tensor<2x64x128xf16>) -> tensor<2x64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  %c = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma", kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 64, 64, 64>} ins(%a, %b : tensor<2x64x128xf16>, tensor<2x64x128xf16>) outs(%f : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  return %c : tensor<2x64x64xf32>
}

// kfusion-plan-gemm load=tma asks for TMA loads where a GEMM allows them: a
// GEMM whose rows are not 16-byte multiples keeps the copies, and its remark
// says why; the others get kfusion.gemm_load = "tma" (the ops above have
// their plans already).
// PLAN: remark: GEMM 37x45x29 f16 -> f32: wgmma tile {{.*}} warpgroups: {{.*}}; cp.async copies: TMA loads need rows of 16-byte multiples (a tensor map's strides): A's rows hold 29 elements, B's 45
func.func @unaligned(%a: tensor<37x29xf16>, %b: tensor<29x45xf16>) -> tensor<37x45xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %c = linalg.matmul ins(%a, %b : tensor<37x29xf16>, tensor<29x45xf16>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  return %c : tensor<37x45xf32>
}
