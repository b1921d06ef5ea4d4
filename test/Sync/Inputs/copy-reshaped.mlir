// A producer writing B [64] a block of 32 elements at a time, and consumers
// reading it through views: @reshaped reads it as [2, 32] (an expand_shape:
// the same elements in the same order, related on the linear element index;
// consumer block x needs producer block x, but the summary as a
// kfusion.tile_dep, derived per dimension of one buffer, names every producer
// block), @offset through a subview (not a reshape: not related). Used by
// Sync/plan-sync.mlir.
module attributes {gpu.container_module} {
  func.func @reshaped(%A: memref<64xf32> {llvm.noalias}, %B: memref<64xf32> {llvm.noalias}, %C: memref<2x32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %B2 = memref.expand_shape %B [[0, 1]] output_shape [2, 32] : memref<64xf32> into memref<2x32xf32>
    %t1 = gpu.launch_func async [%t0] @kernels::@produce blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<64xf32>, %B : memref<64xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@consume_rows blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%B2 : memref<2x32xf32>, %C : memref<2x32xf32>)
    gpu.wait [%t2]
    return
  }
  func.func @offset(%A: memref<64xf32> {llvm.noalias}, %B: memref<64xf32> {llvm.noalias}, %C: memref<32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %t0 = gpu.wait async
    %Bs = memref.subview %B[16] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1], offset: 16>>
    %t1 = gpu.launch_func async [%t0] @kernels::@produce blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<64xf32>, %B : memref<64xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@consume_slice blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%Bs : memref<32xf32, strided<[1], offset: 16>>, %C : memref<32xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // b[i] = a[i] + 1, 32 elements a block.
    gpu.func @produce(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %one = arith.constant 1.0 : f32
      %o = arith.muli %bx, %c32 : index
      %i = arith.addi %o, %tx : index
      %v = memref.load %a[%i] : memref<64xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %b[%i] : memref<64xf32>
      gpu.return
    }
    // c[x, t] = 2 b[x, t]: block x reads row x.
    gpu.func @consume_rows(%b: memref<2x32xf32>, %c: memref<2x32xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %two = arith.constant 2.0 : f32
      %v = memref.load %b[%bx, %tx] : memref<2x32xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %c[%bx, %tx] : memref<2x32xf32>
      gpu.return
    }
    gpu.func @consume_slice(%b: memref<32xf32, strided<[1], offset: 16>>, %c: memref<32xf32>) kernel {
      %tx = gpu.thread_id x
      %v = memref.load %b[%tx] : memref<32xf32, strided<[1], offset: 16>>
      memref.store %v, %c[%tx] : memref<32xf32>
      gpu.return
    }
  }
}
