// RUN: kfusion-opt %S/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=2,1 tile=64,128 stages=3" | FileCheck %s
// RUN: kfusion-opt %S/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=1,2 tile=64,64 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=3}>" | FileCheck %s --check-prefix=PERSISTENT
// RUN: kfusion-opt %S/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="cluster=2,1 tile=64,128 stages=3" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: kfusion-opt %S/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false" | FileCheck %s --check-prefix=NMAJOR

// Clusters of two blocks sharing B's K-major tile (cluster=2,1: adjacent M
// tiles, the same N tile): the launch groups blocks (1, 2) along y; B's
// tensor map box is half the tile's 128 rows; each block's rank is its
// cluster block id along y; the free mbarriers count both blocks'
// computing warps (4 + 4: the other block's producer writes into this
// block's stages too); every block's mbarriers are initialized before any
// block uses them (a cluster barrier instead of the block's); the producer
// loads its A tile alone and rows 64 x rank of B's tile into both blocks
// (multicast mask 3); a computing warp releases a stage in both blocks; a
// cluster barrier before the end keeps each block's shared memory until
// the other is done with it.
// CHECK-LABEL: func.func @square(
// CHECK: nvgpu.tma.create.descriptor %{{.*}} box[%c64, %c64] : memref<*xf16> -> <tensor = memref<64x64xf16
// CHECK: gpu.launch_func async [%{{.*}}] @square_gemm::@square_gemm0 clusters in (%c1, %c2, %c1) blocks in (%c1, %c2, %c1) threads in (%c256, %c1, %c1)
// CHECK-LABEL: gpu.func @square_gemm0(
// CHECK: %[[RANK:.*]] = gpu.cluster_block_id y
// CHECK: %[[PEER:.*]] = arith.xori %[[RANK]], %c1 : index
// CHECK: %[[FULL:.*]] = nvgpu.mbarrier.create
// CHECK: %[[FREE:.*]] = nvgpu.mbarrier.create
// CHECK: nvgpu.mbarrier.init %[[FULL]][%c0], %c1
// CHECK: nvgpu.mbarrier.init %[[FREE]][%c0], %c8
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK: nvvm.setmaxregister decrease 40
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%{{.*}}], %c24576
// CHECK: nvgpu.tma.async.load %arg3[{{.*}}] to %{{[^ ]*}} :
// CHECK: %[[ROWS:.*]] = arith.muli %[[RANK]], %c64 : index
// CHECK: nvgpu.tma.async.load %arg4[{{.*}}] to %{{.*}} multicast_mask = %c3_i16
// CHECK: nvvm.setmaxregister increase
// CHECK: nvgpu.mbarrier.arrive %[[FREE]]
// CHECK-NEXT: kfusion.remote_mbarrier_arrive %[[FREE]][%{{.*}}] in %[[PEER]]
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NEXT: gpu.return

// B given as [K, N] (N-major, one panel) shared along M: the box is half
// the k-tile's rows of the panel (32 x 64), each block loading the k rows
// 32 x rank of it (coordinate k0 + 32 rank; into the panel at 32 x 64
// elements x rank) into both blocks.
// NMAJOR-LABEL: func.func @shared_n_major(
// NMAJOR: nvgpu.tma.create.descriptor %{{.*}} box[%c32, %c64] : memref<*xf16> -> <tensor = memref<32x64xf16
// NMAJOR-LABEL: gpu.func @shared_n_major_gemm0(
// NMAJOR: %[[NRANK:.*]] = gpu.cluster_block_id y
// NMAJOR: %[[KROWS:.*]] = arith.muli %[[NRANK]], %c32 : index
// NMAJOR: %[[KSHARE:.*]] = arith.muli %[[KROWS]], %c64 : index
// NMAJOR: %[[K:.*]] = arith.addi %{{.*}}, %[[KROWS]] : index
// NMAJOR: nvgpu.tma.async.load %arg4[%{{.*}}, %[[K]]], %{{.*}} to %{{.*}} multicast_mask = %c3_i16 : <tensor = memref<32x64xf16

// An N-major B of two panels beside a shared A: B's descriptor steps
// between its panels by the leading byte offset (8192 bytes: 512 in bits
// 16-29 of 4611686293338849280), so its start address keeps bits 4-17 of
// the shared address (mod 16384 in 16-byte units): a block of a cluster
// sees its shared memory with its rank in bit 24 (issue 39).
// NMAJOR-LABEL: gpu.func @panels_n_major_gemm0(
// NMAJOR: %[[AU:.*]] = arith.divui %{{.*}}, %c16 : index
// NMAJOR-NEXT: %[[AM:.*]] = arith.remui %[[AU]], %c16384 : index
// NMAJOR: %[[BU:.*]] = arith.divui %{{.*}}, %c16 : index
// NMAJOR-NEXT: %[[BM:.*]] = arith.remui %[[BU]], %c16384 : index
// NMAJOR-NEXT: %[[BI:.*]] = arith.index_cast %[[BM]] : index to i64
// NMAJOR-NEXT: arith.ori %[[BI]], %c4611686293338849280_i64 : i64

// Persistent with clusters along N (sharing A): a 1-D grid of whole
// clusters (2 of the 3 multiprocessors' blocks: clusters in (2, 1, 1)),
// each looping over the clusters' tiles (2 x 1 of a 128 x 128 output's 2 x
// 2 tiles: t = cluster, cluster + 1, ...), its blocks in step, each on the N
// tile 2 t_N + rank.
// PERSISTENT-LABEL: func.func @square(
// PERSISTENT: gpu.launch_func async [%{{.*}}] @square_gemm::@square_gemm0 clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1)
// PERSISTENT-LABEL: gpu.func @square_gemm0(
// PERSISTENT: %[[RANK:.*]] = gpu.cluster_block_id x
// PERSISTENT: %[[BID:.*]] = gpu.block_id x
// PERSISTENT: %[[CLUSTER:.*]] = arith.divui %[[BID]], %c2 : index
// PERSISTENT: scf.for %{{.*}} = %[[CLUSTER]] to %c2 step %c1 {

// REMARK: remark: GEMM 128x128x256 f16 -> f32: wgmma tile 64x128x64, 3 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, clusters of 2x1 blocks sharing B by TMA multicast: 2 blocks of 256 threads
