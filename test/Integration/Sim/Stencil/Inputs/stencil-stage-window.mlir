// ../../../../Stencil/stencil-stage.mlir as
// --kfusion-stencil-fusion=points-per-thread=1 and
// --kfusion-lower-tiles=stage-async=false leave it, with a bug planted: the
// stage window's end is compared the wrong way (sgt, not sle), which sends
// block 3 down the unguarded path.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @west_east_stencil(%arg0: memref<16x128xf32>, %arg1: memref<16x128xf32>, %arg2: memref<16x128xf32>) workgroup(%arg3 : memref<8x34xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %c8 = arith.constant 8 : index
      %thread_id_y = gpu.thread_id  y
      %c1 = arith.constant 1 : index
      %thread_id_z = gpu.thread_id  z
      %0 = arith.muli %c8, %thread_id_z : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.muli %c32, %1 : index
      %3 = arith.addi %thread_id_x, %2 : index
      %4 = arith.muli %c32, %c8 : index
      %5 = arith.muli %4, %c1 : index
      %c272 = arith.constant 272 : index
      %c0 = arith.constant 0 : index
      %block_id_y = gpu.block_id  y
      %c8_0 = arith.constant 8 : index
      %6 = arith.muli %block_id_y, %c8_0 : index
      %c0_1 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_1 : memref<16x128xf32>
      %block_id_x = gpu.block_id  x
      %c32_2 = arith.constant 32 : index
      %7 = arith.muli %block_id_x, %c32_2 : index
      %c-1 = arith.constant -1 : index
      %8 = arith.addi %7, %c-1 : index
      %c1_3 = arith.constant 1 : index
      %dim_4 = memref.dim %arg0, %c1_3 : memref<16x128xf32>
      %c32_5 = arith.constant 32 : index
      %c8_6 = arith.constant 8 : index
      %c1_7 = arith.constant 1 : index
      %c8_8 = arith.constant 8 : index
      %9 = arith.addi %6, %c8_8 : index
      %10 = arith.cmpi sge, %6, %c0 : index
      %11 = arith.cmpi sle, %9, %dim : index
      %12 = arith.andi %10, %11 : i1
      %c34 = arith.constant 34 : index
      %13 = arith.addi %8, %c34 : index
      %14 = arith.cmpi sge, %8, %c0 : index
      // Planted: sgt, not sle.
      %15 = arith.cmpi sgt, %13, %dim_4 : index
      %16 = arith.andi %14, %15 : i1
      %17 = arith.andi %12, %16 : i1
      scf.if %17 {
        %c271 = arith.constant 271 : index
        %c34_29 = arith.constant 34 : index
        %38 = arith.remui %3, %c34_29 : index
        %39 = arith.divui %3, %c34_29 : index
        %40 = arith.addi %8, %38 : index
        %c8_30 = arith.constant 8 : index
        %41 = arith.addi %6, %39 : index
        %42 = memref.load %arg0[%41, %40] : memref<16x128xf32>
        %c256 = arith.constant 256 : index
        %43 = arith.addi %3, %c256 : index
        %44 = arith.minui %43, %c271 : index
        %c34_31 = arith.constant 34 : index
        %45 = arith.remui %44, %c34_31 : index
        %46 = arith.divui %44, %c34_31 : index
        %47 = arith.addi %8, %45 : index
        %c8_32 = arith.constant 8 : index
        %48 = arith.addi %6, %46 : index
        %49 = memref.load %arg0[%48, %47] : memref<16x128xf32>
        memref.store %42, %arg3[%39, %38] : memref<8x34xf32, #gpu.address_space<workgroup>>
        %50 = arith.cmpi ult, %43, %c272 : index
        scf.if %50 {
          memref.store %49, %arg3[%46, %45] : memref<8x34xf32, #gpu.address_space<workgroup>>
        }
      } else {
        scf.for %arg4 = %3 to %c272 step %5 {
          %c34_29 = arith.constant 34 : index
          %38 = arith.remui %arg4, %c34_29 : index
          %39 = arith.divui %arg4, %c34_29 : index
          %40 = arith.addi %8, %38 : index
          %c8_30 = arith.constant 8 : index
          %41 = arith.addi %6, %39 : index
          %42 = arith.cmpi sge, %41, %c0 : index
          %43 = arith.cmpi slt, %41, %dim : index
          %44 = arith.andi %42, %43 : i1
          %45 = arith.cmpi sge, %40, %c0 : index
          %46 = arith.cmpi slt, %40, %dim_4 : index
          %47 = arith.andi %45, %46 : i1
          %48 = arith.andi %44, %47 : i1
          scf.if %48 {
            %49 = memref.load %arg0[%41, %40] : memref<16x128xf32>
            memref.store %49, %arg3[%39, %38] : memref<8x34xf32, #gpu.address_space<workgroup>>
          }
        }
      }
      gpu.barrier
      %c32_9 = arith.constant 32 : index
      %block_id_x_10 = gpu.block_id  x
      %18 = arith.muli %block_id_x_10, %c32_9 : index
      %19 = arith.addi %18, %c32_9 : index
      %c-1_11 = arith.constant -1 : index
      %20 = arith.addi %19, %c-1_11 : index
      %c8_12 = arith.constant 8 : index
      %block_id_y_13 = gpu.block_id  y
      %21 = arith.muli %block_id_y_13, %c8_12 : index
      %22 = arith.addi %21, %c8_12 : index
      %c-1_14 = arith.constant -1 : index
      %23 = arith.addi %22, %c-1_14 : index
      %c1_15 = arith.constant 1 : index
      %block_id_z = gpu.block_id  z
      %24 = arith.muli %block_id_z, %c1_15 : index
      %25 = arith.addi %24, %c1_15 : index
      %c-1_16 = arith.constant -1 : index
      %26 = arith.addi %25, %c-1_16 : index
      %c0_17 = arith.constant 0 : index
      %c1_18 = arith.constant 1 : index
      %27 = arith.cmpi sge, %18, %c1_18 : index
      scf.if %27 {
        %true = arith.constant true
        scf.execute_region {
          %c1_29 = arith.constant 1 : index
          %global_id_x = gpu.global_id  x
          %global_id_y = gpu.global_id  y
          scf.if %true {
            %38 = arith.subi %global_id_x, %c1_29 : index
            %thread_id_y_30 = gpu.thread_id  y
            %thread_id_x_31 = gpu.thread_id  x
            %39 = memref.load %arg3[%thread_id_y_30, %thread_id_x_31] : memref<8x34xf32, #gpu.address_space<workgroup>>
            %40 = memref.load %arg1[%global_id_y, %global_id_x] : memref<16x128xf32>
            %41 = arith.mulf %39, %40 : f32
            memref.store %41, %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
          }
          scf.yield
        }
      } else {
        scf.execute_region {
          %c1_29 = arith.constant 1 : index
          %global_id_x = gpu.global_id  x
          %global_id_y = gpu.global_id  y
          %38 = arith.cmpi sge, %global_id_x, %c1_29 : index
          scf.if %38 {
            %39 = arith.subi %global_id_x, %c1_29 : index
            %thread_id_y_30 = gpu.thread_id  y
            %thread_id_x_31 = gpu.thread_id  x
            %40 = memref.load %arg3[%thread_id_y_30, %thread_id_x_31] : memref<8x34xf32, #gpu.address_space<workgroup>>
            %41 = memref.load %arg1[%global_id_y, %global_id_x] : memref<16x128xf32>
            %42 = arith.mulf %40, %41 : f32
            memref.store %42, %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
          }
          scf.yield
        }
      }
      %c32_19 = arith.constant 32 : index
      %block_id_x_20 = gpu.block_id  x
      %28 = arith.muli %block_id_x_20, %c32_19 : index
      %29 = arith.addi %28, %c32_19 : index
      %c-1_21 = arith.constant -1 : index
      %30 = arith.addi %29, %c-1_21 : index
      %c8_22 = arith.constant 8 : index
      %block_id_y_23 = gpu.block_id  y
      %31 = arith.muli %block_id_y_23, %c8_22 : index
      %32 = arith.addi %31, %c8_22 : index
      %c-1_24 = arith.constant -1 : index
      %33 = arith.addi %32, %c-1_24 : index
      %c1_25 = arith.constant 1 : index
      %block_id_z_26 = gpu.block_id  z
      %34 = arith.muli %block_id_z_26, %c1_25 : index
      %35 = arith.addi %34, %c1_25 : index
      %c-1_27 = arith.constant -1 : index
      %36 = arith.addi %35, %c-1_27 : index
      %c0_28 = arith.constant 0 : index
      %c63 = arith.constant 63 : index
      %37 = arith.cmpi slt, %30, %c63 : index
      scf.if %37 {
        %true = arith.constant true
        scf.execute_region {
          %c1_29 = arith.constant 1 : index
          %c63_30 = arith.constant 63 : index
          %global_id_x = gpu.global_id  x
          %global_id_y = gpu.global_id  y
          scf.if %true {
            %38 = arith.addi %global_id_x, %c1_29 : index
            %thread_id_y_31 = gpu.thread_id  y
            %thread_id_x_32 = gpu.thread_id  x
            %c2 = arith.constant 2 : index
            %39 = arith.addi %thread_id_x_32, %c2 : index
            %40 = memref.load %arg3[%thread_id_y_31, %39] : memref<8x34xf32, #gpu.address_space<workgroup>>
            %41 = memref.load %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
            %42 = arith.subf %41, %40 : f32
            memref.store %42, %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
          }
          scf.yield
        }
      } else {
        scf.execute_region {
          %c1_29 = arith.constant 1 : index
          %c63_30 = arith.constant 63 : index
          %global_id_x = gpu.global_id  x
          %global_id_y = gpu.global_id  y
          %38 = arith.cmpi slt, %global_id_x, %c63_30 : index
          scf.if %38 {
            %39 = arith.addi %global_id_x, %c1_29 : index
            %thread_id_y_31 = gpu.thread_id  y
            %thread_id_x_32 = gpu.thread_id  x
            %c2 = arith.constant 2 : index
            %40 = arith.addi %thread_id_x_32, %c2 : index
            %41 = memref.load %arg3[%thread_id_y_31, %40] : memref<8x34xf32, #gpu.address_space<workgroup>>
            %42 = memref.load %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
            %43 = arith.subf %42, %41 : f32
            memref.store %43, %arg2[%global_id_y, %global_id_x] : memref<16x128xf32>
          }
          scf.yield
        }
      }
      gpu.return
    }
  }
  func.func @pair(%arg0: memref<16x128xf32> {llvm.noalias}, %arg1: memref<16x128xf32> {llvm.noalias}, %arg2: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func  @k::@west_east_stencil blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<16x128xf32>, %arg1 : memref<16x128xf32>, %arg2 : memref<16x128xf32>)
    return
  }
}
