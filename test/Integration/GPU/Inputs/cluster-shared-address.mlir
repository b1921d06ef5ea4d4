// The shared-memory address of each block's dynamic shared memory
// (memref.extract_aligned_pointer_as_index), in clusters of 1, 2 and 8
// blocks along x and in a 2 x 2 cluster. For each block it prints the rank
// field (address >> 24) beside the block's rank in its cluster
// (%cluster_ctarank, x fastest), and whether the address below bit 24 is the
// one block 0 of the launch sees. Used by ../cluster-shared-address.mlir
// (the GPU) and ../../Sim/cluster-shared-address.mlir (kfusion-sim, which
// must give the addresses the GPU gives: wgmma descriptors and swizzles are
// computed from them, issue 39).
// CHECK-COUNT-2: cluster 1x1 block {{[01]}}: rank 0 field 0 low-as-block-0 1
// CHECK-NEXT: cluster 2x1 block 0: rank 0 field 0 low-as-block-0 1
// CHECK-NEXT: cluster 2x1 block 1: rank 1 field 1 low-as-block-0 1
// CHECK-NEXT: cluster 2x1 block 2: rank 0 field 0 low-as-block-0 1
// CHECK-NEXT: cluster 2x1 block 3: rank 1 field 1 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 0: rank 0 field 0 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 1: rank 1 field 1 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 2: rank 2 field 2 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 3: rank 3 field 3 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 4: rank 4 field 4 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 5: rank 5 field 5 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 6: rank 6 field 6 low-as-block-0 1
// CHECK-NEXT: cluster 8x1 block 7: rank 7 field 7 low-as-block-0 1
// CHECK-NEXT: cluster 2x2 block 0: rank 0 field 0 low-as-block-0 1
// CHECK-NEXT: cluster 2x2 block 1: rank 1 field 1 low-as-block-0 1
// CHECK-NEXT: cluster 2x2 block 2: rank 2 field 2 low-as-block-0 1
// CHECK-NEXT: cluster 2x2 block 3: rank 3 field 3 low-as-block-0 1
module attributes {gpu.container_module} {
  func.func @launch(%cx: index, %cy: index, %gx: index, %gy: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %smem = arith.constant 2048 : i32
    %n = arith.muli %gx, %gy : index
    %out = gpu.alloc host_shared () : memref<16x3xi64>
    gpu.launch_func @k::@probe clusters in (%cx, %cy, %c1) blocks in (%gx, %gy, %c1) threads in (%c32, %c1, %c1) dynamic_shared_memory_size %smem args(%out : memref<16x3xi64>, %gx : index)
    gpu.wait
    %low0 = memref.load %out[%c0, %c1] : memref<16x3xi64>
    scf.for %i = %c0 to %n step %c1 {
      %field = memref.load %out[%i, %c0] : memref<16x3xi64>
      %low = memref.load %out[%i, %c1] : memref<16x3xi64>
      %rank = memref.load %out[%i, %c2] : memref<16x3xi64>
      %same = arith.cmpi eq, %low, %low0 : i64
      vector.print str "cluster "
      vector.print %cx : index punctuation <no_punctuation>
      vector.print str "x"
      vector.print %cy : index punctuation <no_punctuation>
      vector.print str " block "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": rank "
      vector.print %rank : i64 punctuation <no_punctuation>
      vector.print str " field "
      vector.print %field : i64 punctuation <no_punctuation>
      vector.print str " low-as-block-0 "
      vector.print %same : i1
    }
    gpu.dealloc %out : memref<16x3xi64>
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    func.call @launch(%c1, %c1, %c2, %c1) : (index, index, index, index) -> ()
    func.call @launch(%c2, %c1, %c4, %c1) : (index, index, index, index) -> ()
    func.call @launch(%c8, %c1, %c8, %c1) : (index, index, index, index) -> ()
    func.call @launch(%c2, %c2, %c2, %c2) : (index, index, index, index) -> ()
    return
  }
  gpu.module @k {
    gpu.func @probe(%out: memref<16x3xi64>, %gx: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c24 = arith.constant 24 : index
      %low_mask = arith.constant 16777215 : index
      %t = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row = arith.muli %by, %gx : index
      %b = arith.addi %row, %bx : index
      %cx = gpu.cluster_block_id x
      %cy = gpu.cluster_block_id y
      %cdx = gpu.cluster_dim_blocks x
      %crow = arith.muli %cy, %cdx : index
      %rank = arith.addi %crow, %cx : index
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %p = memref.extract_aligned_pointer_as_index %dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %field = arith.shrui %p, %c24 : index
      %low = arith.andi %p, %low_mask : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %fi = arith.index_cast %field : index to i64
        %li = arith.index_cast %low : index to i64
        %ri = arith.index_cast %rank : index to i64
        memref.store %fi, %out[%b, %c0] : memref<16x3xi64>
        memref.store %li, %out[%b, %c1] : memref<16x3xi64>
        memref.store %ri, %out[%b, %c2] : memref<16x3xi64>
      }
      gpu.return
    }
  }
}
