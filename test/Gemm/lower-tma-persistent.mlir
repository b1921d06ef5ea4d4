// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-gemm="device=#kfusion.device<h100,{multiprocessors=3}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s --check-prefix=SPLIT
// RUN: kfusion-opt %s --kfusion-lower-gemm="remarks=false device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s --check-prefix=GROUP

// A persistent GEMM kernel (kfusion.gemm_schedule = "persistent"): a grid of
// as many blocks as the multiprocessors hold (3 here: one block of a
// producer kernel each) for the 2 x 4 tiles of 128 x 64, each block looping
// over the tiles t = block, block + 3, ... (N tiles fastest). The producer
// runs through every tile of its block with one k-tile counter (k-tile g =
// 5 i + kt of the block's i-th tile: its stage g mod 3 and phase g / 3), so
// it loads the next tile while the computing warpgroups store the last; they
// release the last k-tile's stage after the drain, and stage the epilogue
// after the pipeline's 3 x 24 KB in slices within 16 KB (f32 results: two
// slices of 32 of the 64 columns in a 128 x 36 f32 buffer, each pair
// stored where its column falls in the slice, a barrier, the slice's
// stores, a barrier).

// CHECK-LABEL: func.func @persistent(
// CHECK: gpu.launch_func async [%{{.*}}] @persistent_gemm::@persistent_gemm0 blocks in (%c3, %c1, %c1) threads in (%c384, %c1, %c1) dynamic_shared_memory_size %c93168_i32
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
// CHECK: memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x36xf32, #gpu.address_space<workgroup>>
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
// REMARK: remark: GEMM kernel {{.*}}: 256x256x320 f16 -> f32{{.*}}A K-major, B N-major{{.*}}wgmma tile 128x64x64, 3 stages, 2x1 warpgroups{{.*}}TMA loads by a producer warpgroup{{.*}}persistent over 3 blocks; grid 3x1x1 of 384 threads{{.*}}93168 bytes of shared memory
func.func @persistent(%a: tensor<256x320xf16>, %b: tensor<320x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_tile_group = 1 : i64} ins(%a, %b : tensor<256x320xf16>, tensor<320x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// Split-K (kfusion.gemm_split_k = 2): the 8 tiles over 3 blocks leave 2 after
// two full rounds, each computed in 2 parts (units 6 ... 9: part p of split
// tile j at 6 + 2 p + j), k-tiles 0-1 and 2-4 of the 5. Both loops carry the
// block's next pipeline k-tile; the computing threads store a part's 128 x 64
// f32 sums to its workspace slot, fence, and thread 0 counts the part on
// its tile's counter (1 of 2 before it: the last), telling the others
// through a shared flag; the last part fences, adds both parts' sums and
// runs the epilogue. The host zeroes the 2 counters before the launch; the
// workspace (4 slots of 8192 f32) and the counters are the arguments before
// the tensor maps. The op keeps the grid's tile order (kfusion.gemm_tile_group
// = 1; the model's order, groups of rows, is @grouped's).
// SPLIT-LABEL: func.func @split(
// SPLIT: %[[WORK:[a-z_0-9]*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<32768xf32>
// SPLIT: %[[COUNTERS:[a-z_0-9]*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<2xi32>
// SPLIT: gpu.memset async [%{{.*}}] %[[COUNTERS]], %{{.*}} : memref<2xi32>, i32
// SPLIT: gpu.launch_func async [%{{.*}}] @split_gemm::@split_gemm0 blocks in (%c3, %c1, %c1) {{.*}} args({{.*}}%[[WORK]] : memref<32768xf32>, %[[COUNTERS]] : memref<2xi32>, %{{.*}} : !nvgpu.tensormap.descriptor
// SPLIT-LABEL: gpu.func @split_gemm0(
// SPLIT-SAME: workgroup(%[[FLAG:.*]] : memref<1xi32, #gpu.address_space<workgroup>>)
// SPLIT: scf.for %{{.*}} = %{{.*}} to %c10 step %c3 iter_args(%{{.*}} = %c0) -> (index) {
// SPLIT: nvgpu.tma.async.load
// SPLIT: scf.for %{{.*}} = %{{.*}} to %c10 step %c3 iter_args(%{{.*}} = %c0) -> (index) {
// SPLIT: vector.store %{{.*}}, %arg3[%{{.*}}] : memref<32768xf32>, vector<2xf32>
// SPLIT: nvvm.memory.barrier <gpu>
// SPLIT: kfusion.named_barrier id 1 threads 256
// SPLIT: memref.atomic_rmw addi %{{.*}}, %arg4[%{{.*}}] : (i32, memref<2xi32>) -> i32
// SPLIT: arith.cmpi eq, %{{.*}}, %c1_i32 : i32
// SPLIT: memref.store %{{.*}}, %[[FLAG]][%c0]
// SPLIT: kfusion.named_barrier id 1 threads 256
// SPLIT: memref.load %[[FLAG]][%c0]
// SPLIT: nvvm.memory.barrier <gpu>
// SPLIT: vector.load %arg3[%{{.*}}] : memref<32768xf32>, vector<2xf32>
// REMARK: remark: GEMM kernel split_gemm0: 256x256x320 f16 -> f32{{.*}}A K-major, B N-major{{.*}}wgmma tile 128x64x64, 3 stages, 2x1 warpgroups{{.*}}TMA loads by a producer warpgroup{{.*}}persistent over 3 blocks{{.*}}split 2 ways along K{{.*}}grid 3x1x1 of 384 threads{{.*}}93168 bytes of shared memory
func.func @split(%a: tensor<256x320xf16>, %b: tensor<320x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 2 : i64, kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_tile_group = 1 : i64} ins(%a, %b : tensor<256x320xf16>, tensor<320x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// Tiles in groups of 2 rows of M tiles (kfusion.gemm_tile_group = 2): tile t
// of the 2 x 4 is M tile (t / 8) 2 + t mod 8 mod 2 and N tile t mod 8 / 2, M
// fastest within the group, in both the producer's and the computing
// warpgroups' loops.
// GROUP-LABEL: gpu.func @grouped_gemm0(
// GROUP: scf.for %[[T:.*]] = %block_id_x to %c8 step %c3 {
// GROUP: %[[IN:.*]] = arith.remui %[[T]], %c8 : index
// GROUP: %[[INGROUP:.*]] = arith.remui %[[IN]], %c8 : index
// GROUP: %[[ROW:.*]] = arith.remui %[[INGROUP]], %c2 : index
// GROUP: %[[GROUP:.*]] = arith.divui %[[IN]], %c8 : index
// GROUP: %[[FIRST:.*]] = arith.muli %[[GROUP]], %c2 : index
// GROUP: %[[M:.*]] = arith.addi %[[FIRST]], %[[ROW]] : index
// GROUP: %[[N:.*]] = arith.divui %[[INGROUP]], %c2 : index
// GROUP: nvgpu.tma.async.load
// GROUP: scf.for %{{.*}} = %block_id_x to %c8 step %c3 {
// GROUP: arith.remui %{{.*}}, %c2 : index
// GROUP: arith.divui %{{.*}}, %c2 : index
func.func @grouped(%a: tensor<256x320xf16>, %b: tensor<320x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 1 : i64, kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_tile_group = 2 : i64} ins(%a, %b : tensor<256x320xf16>, tensor<320x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
