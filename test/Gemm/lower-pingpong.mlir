// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-gemm="device=#kfusion.device<h100,{multiprocessors=3}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// The kernel's index arithmetic is provably 32-bit, so kfusion-to-cubin's
// default narrows it (the wait's phase of tile i - 1, behind i >= 1, is
// written max(i, 1) - 1: the range analysis does not see the branch, and a
// plain i - 1 kept every kernel of the module 64-bit).
// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | kfusion-opt --kfusion-to-cubin="format=ptx chip=sm_90a" -o /dev/null 2>&1 | FileCheck %s --check-prefix=INDEX --allow-empty
// INDEX-NOT: stays 64-bit

// A ping-pong GEMM kernel (kfusion.gemm_schedule = "pingpong"): 3 blocks (one
// a multiprocessor) for the 2 x 4 tiles of 128 x 64, each of a producer
// warpgroup and two teams of two computing warpgroups (128 + 2 x 256
// threads). The producer loads the block's tiles in order as a persistent
// kernel's does; the computing threads find their team (threads 128 ...
// 383: team 0, 384 ... 639: team 1) and the thread within it, and a team
// takes the block's tiles team, team + 2, ... (t = block + 3 team, step 6).
// Before the k loop of the block's tile i >= 1 a team waits for phase
// (i - 1) / 2 of its own order mbarrier (of a group of two, each counting
// the other team's 8 warps), and after the k loop it arrives on the other
// team's; its epilogue stages through its own buffer (after the pipeline,
// 1 + team buffers on) and synchronizes on barrier 1 + team of 256 threads.

// The shared memory: the persistent kernel's 84976 bytes (test
// lower-tma-persistent.mlir) and the second team's 128 x 20 f32 staging buffer.
// REMARK: remark: GEMM kernel pingpong_gemm0: 256x256x320 f16 -> f32{{.*}}wgmma tile 128x64x64, 3 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 3 blocks{{.*}}; grid 3x1x1 of 640 threads, 95216 bytes of shared memory

// CHECK-LABEL: func.func @pingpong(
// CHECK: gpu.launch_func async [%{{.*}}] @pingpong_gemm::@pingpong_gemm0 blocks in (%c3, %c1, %c1) threads in (%c640, %c1, %c1)
// CHECK-LABEL: gpu.func @pingpong_gemm0(
// CHECK-SAME: known_block_size = array<i32: 640, 1, 1>
// CHECK: %[[TID:.*]] = gpu.thread_id  x
// CHECK: %[[BID:.*]] = gpu.block_id  x
// CHECK: %[[ORDER:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: nvgpu.mbarrier.init %[[ORDER]][%c0], %c8
// CHECK: nvgpu.mbarrier.init %[[ORDER]][%c1], %c8
// CHECK: nvvm.setmaxregister  decrease 40
// CHECK: scf.for %{{.*}} = %[[BID]] to %c8 step %c3 {
// CHECK: } else {
// CHECK: nvvm.setmaxregister  increase
// CHECK: %[[MAX:.*]] = arith.maxui %[[TID]], %c128
// CHECK: %[[COMPUTING:.*]] = arith.subi %[[MAX]], %c128
// CHECK: %[[TEAM:.*]] = arith.divui %[[COMPUTING]], %c256
// CHECK: %[[OTHER:.*]] = arith.xori %[[TEAM]], %c1
// CHECK: %[[FIRST:.*]] = arith.muli %[[TEAM]], %c3
// CHECK: %[[START:.*]] = arith.addi %[[BID]], %[[FIRST]]
// CHECK: scf.for %{{.*}} = %[[START]] to %c8 step %c6 {
// CHECK: %[[LATER:.*]] = arith.cmpi uge, %{{.*}}, %c1
// CHECK: scf.if %[[LATER]] {
// CHECK: %[[ATLEAST1:.*]] = arith.maxui %{{.*}}, %c1
// CHECK: %[[PREVIOUS:.*]] = arith.subi %[[ATLEAST1]], %c1
// CHECK: arith.divui %[[PREVIOUS]], %c2
// CHECK: nvgpu.mbarrier.try_wait.parity %[[ORDER]][%[[TEAM]]]
// CHECK: scf.for {{.*}} iter_args(
// CHECK: nvgpu.mbarrier.arrive %[[ORDER]][%[[OTHER]]]
// CHECK: %[[ID:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: nvvm.barrier id = %[[ID]] number_of_threads = %c256_i32
func.func @pingpong(%a: tensor<256x320xf16>, %b: tensor<320x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"}
      ins(%a, %b : tensor<256x320xf16>, tensor<320x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
