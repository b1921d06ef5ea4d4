// RUN: kfusion-sim %s | FileCheck %s
// RUN: kfusion-sim %s --schedule=random --seed=3 --sms=2 --blocks-per-sm=2 | FileCheck %s

// What it proves: a launch with a cluster size runs with every block knowing
// its cluster as the GPU numbers them: gpu.cluster_id = block id / cluster
// size, gpu.cluster_dim = grid / cluster size, gpu.cluster_block_id = block
// id mod cluster size, gpu.cluster_dim_blocks = the cluster size, in x and y,
// and the rank (nvvm.read.ptx.sreg.cluster.ctarank) is the block-in-cluster
// id linearized x fastest, of nvvm.read.ptx.sreg.cluster.nctarank blocks. Two
// 2-D launches of 24 blocks, grid (6, 4, 1) with clusters in (2, 2, 1) and
// grid (3, 8, 1) with clusters in (1, 4, 1); the cluster sizes are constants
// in the first and values the host computes in the second. Each block writes
// one row: block id x y, cluster id x y, cluster dim x y, cluster block id x
// y, cluster dim blocks x y, rank, cluster size. The second RUN holds at most
// 4 resident blocks (one cluster) and starts clusters in random order.
//
// Why it would fail: refusing cluster launches, numbering clusters by linear
// block id instead of per dimension, swapping x and y, linearizing the rank
// y fastest, or clusters not started whole (a cluster of 4 in 4 slots) gives
// other rows or an error. Expected rows computed with python3 from the
// formulas above.

// CHECK-LABEL: cluster-ids: grid (6, 4, 1) clusters (2, 2, 1)
// CHECK-NEXT: {{^}}0 0 0 0 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}1 0 0 0 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}2 0 1 0 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}3 0 1 0 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}4 0 2 0 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}5 0 2 0 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}0 1 0 0 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}1 1 0 0 3 2 1 1 2 2 3 4
// CHECK-NEXT: {{^}}2 1 1 0 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}3 1 1 0 3 2 1 1 2 2 3 4
// CHECK-NEXT: {{^}}4 1 2 0 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}5 1 2 0 3 2 1 1 2 2 3 4
// CHECK-NEXT: {{^}}0 2 0 1 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}1 2 0 1 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}2 2 1 1 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}3 2 1 1 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}4 2 2 1 3 2 0 0 2 2 0 4
// CHECK-NEXT: {{^}}5 2 2 1 3 2 1 0 2 2 1 4
// CHECK-NEXT: {{^}}0 3 0 1 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}1 3 0 1 3 2 1 1 2 2 3 4
// CHECK-NEXT: {{^}}2 3 1 1 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}3 3 1 1 3 2 1 1 2 2 3 4
// CHECK-NEXT: {{^}}4 3 2 1 3 2 0 1 2 2 2 4
// CHECK-NEXT: {{^}}5 3 2 1 3 2 1 1 2 2 3 4
// CHECK-LABEL: cluster-ids: grid (3, 8, 1) clusters (1, 4, 1)
// CHECK-NEXT: {{^}}0 0 0 0 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}1 0 1 0 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}2 0 2 0 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}0 1 0 0 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}1 1 1 0 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}2 1 2 0 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}0 2 0 0 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}1 2 1 0 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}2 2 2 0 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}0 3 0 0 3 2 0 3 1 4 3 4
// CHECK-NEXT: {{^}}1 3 1 0 3 2 0 3 1 4 3 4
// CHECK-NEXT: {{^}}2 3 2 0 3 2 0 3 1 4 3 4
// CHECK-NEXT: {{^}}0 4 0 1 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}1 4 1 1 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}2 4 2 1 3 2 0 0 1 4 0 4
// CHECK-NEXT: {{^}}0 5 0 1 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}1 5 1 1 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}2 5 2 1 3 2 0 1 1 4 1 4
// CHECK-NEXT: {{^}}0 6 0 1 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}1 6 1 1 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}2 6 2 1 3 2 0 2 1 4 2 4
// CHECK-NEXT: {{^}}0 7 0 1 3 2 0 3 1 4 3 4
// CHECK-NEXT: {{^}}1 7 1 1 3 2 0 3 1 4 3 4
// CHECK-NEXT: {{^}}2 7 2 1 3 2 0 3 1 4 3 4

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%out: memref<24x12xi64>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %row0 = arith.muli %by, %gx : index
      %row = arith.addi %row0, %bx : index
      %cidx = gpu.cluster_id x
      %cidy = gpu.cluster_id y
      %cdx = gpu.cluster_dim x
      %cdy = gpu.cluster_dim y
      %cbx = gpu.cluster_block_id x
      %cby = gpu.cluster_block_id y
      %cbdx = gpu.cluster_dim_blocks x
      %cbdy = gpu.cluster_dim_blocks y
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %size = nvvm.read.ptx.sreg.cluster.nctarank : i32
      %rank64 = arith.extsi %rank : i32 to i64
      %size64 = arith.extsi %size : i32 to i64
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %ids = memref.alloca() : memref<10xindex>
      memref.store %bx, %ids[%c0] : memref<10xindex>
      memref.store %by, %ids[%c1] : memref<10xindex>
      memref.store %cidx, %ids[%c2] : memref<10xindex>
      memref.store %cidy, %ids[%c3] : memref<10xindex>
      memref.store %cdx, %ids[%c4] : memref<10xindex>
      memref.store %cdy, %ids[%c5] : memref<10xindex>
      memref.store %cbx, %ids[%c6] : memref<10xindex>
      memref.store %cby, %ids[%c7] : memref<10xindex>
      memref.store %cbdx, %ids[%c8] : memref<10xindex>
      memref.store %cbdy, %ids[%c9] : memref<10xindex>
      scf.for %k = %c0 to %c10 step %c1 {
        %v = memref.load %ids[%k] : memref<10xindex>
        %v64 = arith.index_cast %v : index to i64
        memref.store %v64, %out[%row, %k] : memref<24x12xi64>
      }
      memref.store %rank64, %out[%row, %c10] : memref<24x12xi64>
      memref.store %size64, %out[%row, %c11] : memref<24x12xi64>
      gpu.return
    }
  }

  func.func @print_rows(%out: memref<24x12xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c24 = arith.constant 24 : index
    scf.for %r = %c0 to %c24 step %c1 {
      scf.for %k = %c0 to %c12 step %c1 {
        %v = memref.load %out[%r, %k] : memref<24x12xi64>
        vector.print %v : i64 punctuation <no_punctuation>
        vector.print str " "
      }
      vector.print str "\n"
    }
    return
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %out = gpu.alloc host_shared () : memref<24x12xi64>

    vector.print str "cluster-ids: grid (6, 4, 1) clusters (2, 2, 1)\n"
    gpu.launch_func @kernels::@ids clusters in (%c2, %c2, %c1)
        blocks in (%c6, %c4, %c1) threads in (%c32, %c1, %c1)
        args(%out : memref<24x12xi64>)
    func.call @print_rows(%out) : (memref<24x12xi64>) -> ()

    // Cluster sizes the host computes: (4 / 4, 8 / 2, 1).
    %cx = arith.divui %c4, %c4 : index
    %cy = arith.divui %c8, %c2 : index
    vector.print str "cluster-ids: grid (3, 8, 1) clusters (1, 4, 1)\n"
    gpu.launch_func @kernels::@ids clusters in (%cx, %cy, %c1)
        blocks in (%c3, %c8, %c1) threads in (%c32, %c1, %c1)
        args(%out : memref<24x12xi64>)
    func.call @print_rows(%out) : (memref<24x12xi64>) -> ()

    %w = gpu.wait async
    %t = gpu.dealloc async [%w] %out : memref<24x12xi64>
    gpu.wait [%t]
    return
  }
}
