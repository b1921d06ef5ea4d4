// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-gemm="device=#kfusion.device<h100,{multiprocessors=3}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// A persistent GEMM kernel (kfusion.gemm_schedule = "persistent"): a grid of
// as many blocks as the multiprocessors hold (3 here: one block of a
// producer kernel each) for the 2 x 4 tiles of 128 x 64, each block looping
// over the tiles t = block, block + 3, ... (N tiles fastest). The producer
// runs through every tile of its block with one k-tile counter (k-tile g =
// 5 i + kt of the block's i-th tile: its stage g mod 3 and phase g / 3), so
// it loads the next tile while the computing warpgroups store the last; they
// release the last k-tile's stage after the drain, and stage the epilogue
// after the pipeline's 3 x 24 KB, 64 bytes of a row at a time (f32 results:
// four slices of 16 of the 64 columns in a 128 x 20 f32 buffer, each pair
// stored where its column falls in the slice, a barrier, the slice's
// stores, a barrier).

// CHECK-LABEL: func.func @persistent(
// CHECK: gpu.launch_func async [%{{.*}}] @persistent_gemm::@persistent_gemm0 blocks in (%c3, %c1, %c1) threads in (%c384, %c1, %c1) dynamic_shared_memory_size %c84976_i32
// CHECK-LABEL: gpu.func @persistent_gemm0(
// CHECK-SAME: known_block_size = array<i32: 384, 1, 1>
// CHECK: %[[BID:.*]] = gpu.block_id  x
// CHECK: nvvm.setmaxregister  decrease 40
// CHECK: scf.for %[[T:.*]] = %[[BID]] to %c8 step %c3 {
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 {
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: nvgpu.tma.async.load
// CHECK: } else {
// CHECK: nvvm.setmaxregister  increase
// CHECK: scf.for %{{.*}} = %[[BID]] to %c8 step %c3 {
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args
// CHECK: nvgpu.mbarrier.arrive
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: kfusion.named_barrier
// CHECK: nvgpu.mbarrier.arrive
// CHECK: memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x20xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: kfusion.named_barrier id 1 threads 256
// CHECK: scf.for
// CHECK-COUNT-2: kfusion.named_barrier id 1 threads 256
// CHECK: scf.for
// CHECK-COUNT-2: kfusion.named_barrier id 1 threads 256
// CHECK: scf.for
// CHECK-COUNT-2: kfusion.named_barrier id 1 threads 256
// CHECK: scf.for
// CHECK-NOT: kfusion.named_barrier
// CHECK: gpu.return
// REMARK: remark: GEMM kernel {{.*}}: 256x256x320 f16 -> f32 (A K-major, B N-major), wgmma tile 128x64x64, 3 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 3 blocks; grid 3x1x1 of 384 threads, 84976 bytes of shared memory
func.func @persistent(%a: tensor<256x320xf16>, %b: tensor<320x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 64, 64>} ins(%a, %b : tensor<256x320xf16>, tensor<320x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
