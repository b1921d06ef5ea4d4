// A host function of two independent launches kfusion-fuse's horizontal
// candidate pairs: a grid-stride copy (waiting on memory) and an integer mix
// of 256 rounds per element (issuing), each launched over 8 blocks of 256
// threads; neither is a point kernel (their loops stride over the grid), so
// the stencil candidates leave them alone. Sizes small enough for kfusion-sim.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%a: memref<262144xf32>, %b: memref<262144xf32>) kernel {
      %n = arith.constant 262144 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %n step %stride {
        %v = memref.load %a[%i] : memref<262144xf32>
        memref.store %v, %b[%i] : memref<262144xf32>
      }
      gpu.return
    }
    gpu.func @mix(%out: memref<4096xi32>) kernel {
      %n = arith.constant 4096 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %rounds = arith.constant 256 : index
      %k = arith.constant 7 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %n step %stride {
        %seed = arith.index_cast %i : index to i32
        %h = scf.for %r = %c0 to %rounds step %c1 iter_args(%x = %seed) -> (i32) {
          %y = arith.muli %x, %k : i32
          %z = arith.xori %y, %x : i32
          %w = arith.addi %z, %k : i32
          scf.yield %w : i32
        }
        memref.store %h, %out[%i] : memref<4096xi32>
      }
      gpu.return
    }
  }
  func.func @pair(%a: memref<262144xf32> {llvm.noalias}, %b: memref<262144xf32> {llvm.noalias},
                  %out: memref<4096xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<262144xf32>, %b : memref<262144xf32>)
    gpu.launch_func @kernels::@mix blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<4096xi32>)
    return
  }
}
