// ../../../../Horizontal/horizontal-fusion-modules.mlir as
// --kfusion-horizontal-fusion leaves it, with a bug planted: the second
// region reads @first's @table where fusion renamed @second's to @table_0.
module attributes {gpu.container_module} {
  func.func @scale_of(%arg0: f32) -> f32 {
    %cst = arith.constant 3.000000e+00 : f32
    %0 = arith.mulf %arg0, %cst : f32
    return %0 : f32
  }
  func.func @outlined(%arg0: memref<1024xf32> {llvm.noalias}, %arg1: memref<1024xf32> {llvm.noalias}, %arg2: memref<512xf32> {llvm.noalias}, %arg3: memref<512xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c4_0 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func  @outlined_kernels::@outlined_kernel_outlined_kernel_0_hfuse blocks in (%c4_0, %c1_1, %c1_1) threads in (%c384, %c1_1, %c1_1)  args(%arg0 : memref<1024xf32>, %arg1 : memref<1024xf32>, %arg2 : memref<512xf32>, %arg3 : memref<512xf32>)
    return
  }
  gpu.module @first {
    memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
    memref.global "private" constant @shared : memref<4xf32> = dense<1.000000e+00>
    gpu.func @apply_add_apply_mul_hfuse(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      kfusion.horizontal partitions [256, 256] block_dims [(256, 1, 1), (256, 1, 1)] grid_dims [(4, 1, 1), (4, 1, 1)] {
        %global_id_x = gpu.global_id  x
        %c3 = arith.constant 3 : index
        %0 = arith.andi %global_id_x, %c3 : index
        %1 = memref.get_global @table : memref<4xf32>
        %2 = memref.get_global @shared : memref<4xf32>
        %3 = memref.load %arg0[%global_id_x] : memref<1024xf32>
        %4 = memref.load %1[%0] : memref<4xf32>
        %5 = memref.load %2[%0] : memref<4xf32>
        %6 = arith.addf %3, %4 : f32
        %7 = arith.addf %6, %5 : f32
        memref.store %7, %arg1[%global_id_x] : memref<1024xf32>
        kfusion.yield
      }, {
        %global_id_x = gpu.global_id  x
        %c3 = arith.constant 3 : index
        %0 = arith.andi %global_id_x, %c3 : index
        // Planted: @second's kernel reads @first's @table, not its own (@table_0).
        %1 = memref.get_global @table : memref<4xf32>
        %2 = memref.get_global @shared : memref<4xf32>
        %3 = memref.load %arg2[%global_id_x] : memref<1024xf32>
        %4 = memref.load %1[%0] : memref<4xf32>
        %5 = memref.load %2[%0] : memref<4xf32>
        %6 = arith.mulf %3, %4 : f32
        %7 = arith.addf %6, %5 : f32
        memref.store %7, %arg3[%global_id_x] : memref<1024xf32>
        kfusion.yield
      }
      gpu.return
    }
    memref.global "private" constant @table_0 : memref<4xf32> = dense<[5.000000e-01, 2.500000e-01, 1.250000e-01, 6.250000e-02]>
  }
  func.func @modules(%arg0: memref<1024xf32> {llvm.noalias}, %arg1: memref<1024xf32> {llvm.noalias}, %arg2: memref<1024xf32> {llvm.noalias}, %arg3: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c4_0 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func  @first::@apply_add_apply_mul_hfuse blocks in (%c4_0, %c1_1, %c1_1) threads in (%c512, %c1_1, %c1_1)  args(%arg0 : memref<1024xf32>, %arg1 : memref<1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>)
    return
  }
  gpu.module @outlined_kernels {
    gpu.func @outlined_kernel_outlined_kernel_0_hfuse(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<512xf32>, %arg3: memref<512xf32>) kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
      kfusion.horizontal partitions [256, 128] block_dims [(256, 1, 1), (128, 1, 1)] grid_dims [(4, 1, 1), (2, 1, 1)] {
        %block_id_x = gpu.block_id  x
        %block_id_y = gpu.block_id  y
        %block_id_z = gpu.block_id  z
        %thread_id_x = gpu.thread_id  x
        %thread_id_y = gpu.thread_id  y
        %thread_id_z = gpu.thread_id  z
        %grid_dim_x = gpu.grid_dim  x
        %grid_dim_y = gpu.grid_dim  y
        %grid_dim_z = gpu.grid_dim  z
        %block_dim_x = gpu.block_dim  x
        %block_dim_y = gpu.block_dim  y
        %block_dim_z = gpu.block_dim  z
        %0 = arith.muli %block_id_x, %block_dim_x : index
        %1 = arith.addi %0, %thread_id_x : index
        %2 = memref.load %arg0[%1] : memref<1024xf32>
        %cst = arith.constant 3.000000e+00 : f32
        %3 = arith.mulf %2, %cst : f32
        memref.store %3, %arg1[%1] : memref<1024xf32>
        kfusion.yield
      }, {
        %block_id_x = gpu.block_id  x
        %block_id_y = gpu.block_id  y
        %block_id_z = gpu.block_id  z
        %thread_id_x = gpu.thread_id  x
        %thread_id_y = gpu.thread_id  y
        %thread_id_z = gpu.thread_id  z
        %grid_dim_x = gpu.grid_dim  x
        %grid_dim_y = gpu.grid_dim  y
        %grid_dim_z = gpu.grid_dim  z
        %block_dim_x = gpu.block_dim  x
        %block_dim_y = gpu.block_dim  y
        %block_dim_z = gpu.block_dim  z
        %c256 = arith.constant 256 : index
        %0 = arith.muli %block_id_x, %c256 : index
        %block_dim_x_0 = gpu.block_dim  x
        scf.for %arg4 = %thread_id_x to %c256 step %block_dim_x_0 {
          %1 = arith.addi %0, %arg4 : index
          %2 = memref.load %arg2[%1] : memref<512xf32>
          %3 = arith.negf %2 : f32
          memref.store %3, %arg3[%1] : memref<512xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
  }
}

