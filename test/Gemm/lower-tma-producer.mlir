// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false" | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false emulate=true" | FileCheck %s --check-prefix=EMU

// GEMM kernels whose operand tiles a producer warpgroup loads
// (kfusion.gemm_load = "tma-producer", warp specialization): the block has a
// warpgroup more than its tile's warpgroups and is compiled for one block a
// multiprocessor (nvvm.maxnreg 168 for 384 threads); besides the mbarriers
// that say a stage is full it has a second set that says it is free again.
// Warpgroup 0 gives up registers (setmaxnreg.dec to 40) and its thread 0
// loads k-tile kt once the stage's free mbarrier completed the phase of
// k-tile kt - stages (parity (kt / stages + 1) mod 2: the phase before the
// first at once); the computing warpgroups take the registers
// (setmaxnreg.inc to 232), wait for each k-tile's full phase, multiply,
// release the stage of the k-tile the wgmma wait retired (lane 0 of each of
// their 8 warps: the free mbarriers count 8), and run the epilogue on named
// barrier 1 of their 256 threads; no block barrier after the mbarriers' init.

// CHECK-LABEL: gpu.func @rowrow_gemm0(
// CHECK-SAME: known_block_size = array<i32: 384, 1, 1>, nvvm.maxnreg = 168 : i32
// CHECK: %[[FULL:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK: %[[FREE:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[FULL]][%{{.*}}], %c1 :
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[FREE]][%{{.*}}], %c8 :
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.setmaxregister  decrease 40
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 {
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FREE]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%{{.*}}], %c32768
// CHECK-COUNT-3: nvgpu.tma.async.load
// CHECK: } else {
// CHECK: nvvm.setmaxregister  increase 232
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvgpu.mbarrier.arrive %[[FREE]]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: kfusion.named_barrier id 1 threads 256
// CHECK: kfusion.named_barrier id 1 threads 256
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
// The emulation (kfusion-sim) reads per thread, so every computing thread
// releases: the free mbarriers count 256.
// EMU-LABEL: gpu.func @rowrow_gemm0(
// EMU-COUNT-3: nvgpu.mbarrier.init %{{.*}}, %c1 :
// EMU-COUNT-3: nvgpu.mbarrier.init %{{.*}}, %c256 :
func.func @rowrow(%a: tensor<128x320xf16>, %b: tensor<320x256xf16>) -> tensor<128x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 128, 64>} ins(%a, %b : tensor<128x320xf16>, tensor<320x256xf16>) outs(%f : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %c : tensor<128x256xf32>
}
