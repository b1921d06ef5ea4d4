// ../../../../Stencil/stencil-fusion.mlir's @chain as
// --kfusion-stencil-fusion=points-per-thread=1 leaves it (the kernel @chain
// launches and @chain alone), with a bug planted: the barrier between
// producer and consumer is missing.

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @prod_cons_stencil(%arg0: memref<16x64xf32>, %arg1: memref<16x64xf32>, %arg2: memref<16x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      %0 = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : memref<10x32xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 1, 0] {
        %global_id_y = gpu.global_id  y
        %c0 = arith.constant 0 : index
        %dim = memref.dim %arg1, %c0 : memref<16x64xf32>
        %c0_0 = arith.constant 0 : index
        %1 = arith.cmpi sge, %global_id_y, %c0_0 : index
        %2 = arith.cmpi slt, %global_id_y, %dim : index
        %3 = arith.andi %1, %2 : i1
        %global_id_x = gpu.global_id  x
        %c1 = arith.constant 1 : index
        %dim_1 = memref.dim %arg1, %c1 : memref<16x64xf32>
        %c0_2 = arith.constant 0 : index
        %4 = arith.cmpi sge, %global_id_x, %c0_2 : index
        %5 = arith.andi %3, %4 : i1
        %6 = arith.cmpi slt, %global_id_x, %dim_1 : index
        %7 = arith.andi %5, %6 : i1
        %global_id_y_3 = gpu.global_id  y
        %grid_dim_y = gpu.grid_dim  y
        %c8 = arith.constant 8 : index
        %8 = arith.muli %grid_dim_y, %c8 : index
        %c0_4 = arith.constant 0 : index
        %9 = arith.cmpi sge, %global_id_y_3, %c0_4 : index
        %10 = arith.cmpi slt, %global_id_y_3, %8 : index
        %11 = arith.andi %9, %10 : i1
        %global_id_x_5 = gpu.global_id  x
        %c1_6 = arith.constant 1 : index
        %12 = arith.cmpi sge, %global_id_x_5, %c1_6 : index
        %13 = arith.andi %11, %12 : i1
        %c63 = arith.constant 63 : index
        %14 = arith.cmpi slt, %global_id_x_5, %c63 : index
        %15 = arith.andi %13, %14 : i1
        %true = arith.constant true
        %16 = arith.xori %15, %true : i1
        %17 = arith.andi %7, %16 : i1
        scf.if %17 {
          %27 = memref.load %arg1[%global_id_y, %global_id_x] : memref<16x64xf32>
          kfusion.shared_write %27, %0 : memref<10x32xf32, #gpu.address_space<workgroup>>
        }
        %global_id_y_7 = gpu.global_id  y
        %grid_dim_y_8 = gpu.grid_dim  y
        %c8_9 = arith.constant 8 : index
        %18 = arith.muli %grid_dim_y_8, %c8_9 : index
        %c0_10 = arith.constant 0 : index
        %19 = arith.cmpi sge, %global_id_y_7, %c0_10 : index
        %20 = arith.cmpi slt, %global_id_y_7, %18 : index
        %21 = arith.andi %19, %20 : i1
        cf.cond_br %21, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %c1_11 = arith.constant 1 : index
        %c63_12 = arith.constant 63 : index
        %cst = arith.constant 2.000000e+00 : f32
        %block_id_x = gpu.block_id  x
        %block_dim_x = gpu.block_dim  x
        %thread_id_x = gpu.thread_id  x
        %22 = arith.muli %block_id_x, %block_dim_x : index
        %23 = arith.addi %22, %thread_id_x : index
        %global_id_y_13 = gpu.global_id  y
        %24 = arith.cmpi sge, %23, %c1_11 : index
        %25 = arith.cmpi slt, %23, %c63_12 : index
        %26 = arith.andi %24, %25 : i1
        scf.if %26 {
          %27 = arith.subi %23, %c1_11 : index
          %28 = arith.addi %23, %c1_11 : index
          %29 = memref.load %arg0[%global_id_y_13, %27] : memref<16x64xf32>
          %30 = memref.load %arg0[%global_id_y_13, %28] : memref<16x64xf32>
          %31 = arith.mulf %30, %cst : f32
          %32 = arith.addf %29, %31 : f32
          kfusion.shared_write %32, %0 : memref<10x32xf32, #gpu.address_space<workgroup>>
          %thread_id_y = gpu.thread_id  y
          %c0_14 = arith.constant 0 : index
          %33 = arith.cmpi sge, %thread_id_y, %c0_14 : index
          %c8_15 = arith.constant 8 : index
          %34 = arith.cmpi slt, %thread_id_y, %c8_15 : index
          %35 = arith.andi %33, %34 : i1
          scf.if %35 {
            memref.store %32, %arg1[%global_id_y_13, %23] : memref<16x64xf32>
          }
        }
        kfusion.yield
      ^bb2:  // pred: ^bb0
        kfusion.yield
      }
      // Planted: no gpu.barrier between the producer's tile and the consumer's.
      kfusion.tile {
        %c1 = arith.constant 1 : index
        %c15 = arith.constant 15 : index
        %global_id_x = gpu.global_id  x
        %global_id_y = gpu.global_id  y
        %1 = arith.cmpi sge, %global_id_y, %c1 : index
        %2 = arith.cmpi slt, %global_id_y, %c15 : index
        %3 = arith.andi %1, %2 : i1
        cf.cond_br %3, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %4 = arith.subi %global_id_y, %c1 : index
        %5 = arith.addi %global_id_y, %c1 : index
        %6 = kfusion.shared_read %0 [-1, 0] : memref<10x32xf32, #gpu.address_space<workgroup>>
        %7 = kfusion.shared_read %0 [1, 0] : memref<10x32xf32, #gpu.address_space<workgroup>>
        %8 = kfusion.shared_read %0 [0, 0] : memref<10x32xf32, #gpu.address_space<workgroup>>
        %9 = arith.subf %6, %7 : f32
        %10 = arith.addf %9, %8 : f32
        memref.store %10, %arg2[%global_id_y, %global_id_x] : memref<16x64xf32>
        kfusion.yield
      ^bb2:  // pred: ^bb0
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @chain(%arg0: memref<16x64xf32> {llvm.noalias}, %arg1: memref<16x64xf32> {llvm.noalias}, %arg2: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func  @k::@prod_cons_stencil blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<16x64xf32>, %arg1 : memref<16x64xf32>, %arg2 : memref<16x64xf32>)
    return
  }
}
