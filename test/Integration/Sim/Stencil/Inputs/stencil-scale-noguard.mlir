// ../../../../Stencil/stencil-scale.mlir as
// --kfusion-stencil-fusion=points-per-thread=3 and
// --kfusion-lower-tiles="rows-per-run=3 interior-blocks=false" leave it, with a
// bug planted: the guard of the last run's missing rows (a run of 3 rows of
// the 25-row halo tile holds 1 row only) is dropped: `ule`, always true, in
// place of `ne`.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep_band_stencil(%arg0: memref<48x128xf32>, %arg1: memref<48x128xf32>, %arg2: memref<48x128xf32>) workgroup(%arg3 : memref<25x34xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      %c32 = arith.constant 32 : index
      %c34 = arith.constant 34 : index
      %c8 = arith.constant 8 : index
      %c24 = arith.constant 24 : index
      %c25 = arith.constant 25 : index
      %c1 = arith.constant 1 : index
      %c32_0 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %c8_1 = arith.constant 8 : index
      %thread_id_y = gpu.thread_id  y
      %c1_2 = arith.constant 1 : index
      %thread_id_z = gpu.thread_id  z
      %0 = arith.muli %c8_1, %thread_id_z : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.muli %c32_0, %1 : index
      %3 = arith.addi %thread_id_x, %2 : index
      %4 = arith.muli %c32_0, %c8_1 : index
      %5 = arith.muli %4, %c1_2 : index
      %c342 = arith.constant 342 : index
      scf.for %arg4 = %3 to %c342 step %5 {
        %c38 = arith.constant 38 : index
        %12 = arith.remui %arg4, %c38 : index
        %c38_13 = arith.constant 38 : index
        %13 = arith.divui %arg4, %c38_13 : index
        %c34_14 = arith.constant 34 : index
        %14 = arith.cmpi ult, %12, %c34_14 : index
        scf.if %14 {
          %c9 = arith.constant 9 : index
          %15 = arith.remui %13, %c9 : index
          %c9_15 = arith.constant 9 : index
          %16 = arith.divui %13, %c9_15 : index
          %c-1 = arith.constant -1 : index
          %17 = arith.addi %12, %c-1 : index
          %block_id_x = gpu.block_id  x
          %18 = arith.muli %block_id_x, %c32 : index
          %19 = arith.addi %18, %17 : index
          %block_id_z = gpu.block_id  z
          %20 = arith.muli %block_id_z, %c1 : index
          %21 = arith.addi %20, %16 : index
          %c3 = arith.constant 3 : index
          %22 = arith.muli %15, %c3 : index
          %c-1_16 = arith.constant -1 : index
          %23 = arith.addi %22, %c-1_16 : index
          %block_id_y = gpu.block_id  y
          %24 = arith.muli %block_id_y, %c24 : index
          %25 = arith.addi %24, %23 : index
          scf.execute_region {
            %grid_dim_x = gpu.grid_dim  x
            %c32_19 = arith.constant 32 : index
            %28 = arith.muli %grid_dim_x, %c32_19 : index
            %c0 = arith.constant 0 : index
            %29 = arith.cmpi sge, %19, %c0 : index
            %30 = arith.cmpi slt, %19, %28 : index
            %31 = arith.andi %29, %30 : i1
            %grid_dim_y = gpu.grid_dim  y
            %c3_20 = arith.constant 3 : index
            %32 = arith.muli %grid_dim_y, %c3_20 : index
            %c8_21 = arith.constant 8 : index
            %33 = arith.muli %32, %c8_21 : index
            %c0_22 = arith.constant 0 : index
            %34 = arith.cmpi sge, %25, %c0_22 : index
            %35 = arith.andi %31, %34 : i1
            %36 = arith.cmpi slt, %25, %33 : index
            %37 = arith.andi %35, %36 : i1
            cf.cond_br %37, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %c1_23 = arith.constant 1 : index
            %c47 = arith.constant 47 : index
            %c127 = arith.constant 127 : index
            %cst = arith.constant 2.000000e-01 : f32
            %38 = arith.cmpi sge, %19, %c1_23 : index
            %39 = arith.cmpi slt, %19, %c127 : index
            %40 = arith.cmpi sge, %25, %c1_23 : index
            %41 = arith.cmpi slt, %25, %c47 : index
            %42 = arith.andi %38, %39 : i1
            %43 = arith.andi %40, %41 : i1
            %44 = arith.andi %42, %43 : i1
            scf.if %44 {
              %45 = arith.subi %19, %c1_23 : index
              %46 = arith.addi %19, %c1_23 : index
              %47 = arith.subi %25, %c1_23 : index
              %48 = arith.addi %25, %c1_23 : index
              %49 = memref.load %arg0[%25, %19] : memref<48x128xf32>
              %50 = memref.load %arg0[%25, %45] : memref<48x128xf32>
              %51 = memref.load %arg0[%25, %46] : memref<48x128xf32>
              %52 = memref.load %arg0[%47, %19] : memref<48x128xf32>
              %53 = memref.load %arg0[%48, %19] : memref<48x128xf32>
              %54 = arith.addf %49, %50 : f32
              %55 = arith.addf %54, %51 : f32
              %56 = arith.addf %55, %52 : f32
              %57 = arith.addf %56, %53 : f32
              %58 = arith.mulf %cst, %57 : f32
              %c1_24 = arith.constant 1 : index
              %59 = arith.addi %23, %c1_24 : index
              %c1_25 = arith.constant 1 : index
              %60 = arith.addi %17, %c1_25 : index
              memref.store %58, %arg3[%59, %60] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %c0_26 = arith.constant 0 : index
              %61 = arith.cmpi sge, %17, %c0_26 : index
              %c32_27 = arith.constant 32 : index
              %62 = arith.cmpi slt, %17, %c32_27 : index
              %63 = arith.andi %61, %62 : i1
              %c0_28 = arith.constant 0 : index
              %64 = arith.cmpi sge, %23, %c0_28 : index
              %65 = arith.andi %63, %64 : i1
              scf.if %65 {
                memref.store %58, %arg1[%25, %19] : memref<48x128xf32>
              }
            } else {
              %45 = memref.load %arg0[%25, %19] : memref<48x128xf32>
              %c1_24 = arith.constant 1 : index
              %46 = arith.addi %23, %c1_24 : index
              %c1_25 = arith.constant 1 : index
              %47 = arith.addi %17, %c1_25 : index
              memref.store %45, %arg3[%46, %47] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %c0_26 = arith.constant 0 : index
              %48 = arith.cmpi sge, %17, %c0_26 : index
              %c32_27 = arith.constant 32 : index
              %49 = arith.cmpi slt, %17, %c32_27 : index
              %50 = arith.andi %48, %49 : i1
              %c0_28 = arith.constant 0 : index
              %51 = arith.cmpi sge, %23, %c0_28 : index
              %52 = arith.andi %50, %51 : i1
              scf.if %52 {
                memref.store %45, %arg1[%25, %19] : memref<48x128xf32>
              }
            }
            scf.yield
          ^bb2:  // pred: ^bb0
            scf.yield
          }
          %c8_17 = arith.constant 8 : index
          %26 = arith.cmpi ule, %15, %c8_17 : index  // Planted: ule, not ne.
          scf.if %26 {
            %c1_19 = arith.constant 1 : index
            %28 = arith.addi %23, %c1_19 : index
            %block_id_y_20 = gpu.block_id  y
            %29 = arith.muli %block_id_y_20, %c24 : index
            %30 = arith.addi %29, %28 : index
            scf.execute_region {
              %grid_dim_x = gpu.grid_dim  x
              %c32_21 = arith.constant 32 : index
              %31 = arith.muli %grid_dim_x, %c32_21 : index
              %c0 = arith.constant 0 : index
              %32 = arith.cmpi sge, %19, %c0 : index
              %33 = arith.cmpi slt, %19, %31 : index
              %34 = arith.andi %32, %33 : i1
              %grid_dim_y = gpu.grid_dim  y
              %c3_22 = arith.constant 3 : index
              %35 = arith.muli %grid_dim_y, %c3_22 : index
              %c8_23 = arith.constant 8 : index
              %36 = arith.muli %35, %c8_23 : index
              %c0_24 = arith.constant 0 : index
              %37 = arith.cmpi sge, %30, %c0_24 : index
              %38 = arith.andi %34, %37 : i1
              %39 = arith.cmpi slt, %30, %36 : index
              %40 = arith.andi %38, %39 : i1
              cf.cond_br %40, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_25 = arith.constant 1 : index
              %c47 = arith.constant 47 : index
              %c127 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %41 = arith.cmpi sge, %19, %c1_25 : index
              %42 = arith.cmpi slt, %19, %c127 : index
              %43 = arith.cmpi sge, %30, %c1_25 : index
              %44 = arith.cmpi slt, %30, %c47 : index
              %45 = arith.andi %41, %42 : i1
              %46 = arith.andi %43, %44 : i1
              %47 = arith.andi %45, %46 : i1
              scf.if %47 {
                %48 = arith.subi %19, %c1_25 : index
                %49 = arith.addi %19, %c1_25 : index
                %50 = arith.subi %30, %c1_25 : index
                %51 = arith.addi %30, %c1_25 : index
                %52 = memref.load %arg0[%30, %19] : memref<48x128xf32>
                %53 = memref.load %arg0[%30, %48] : memref<48x128xf32>
                %54 = memref.load %arg0[%30, %49] : memref<48x128xf32>
                %55 = memref.load %arg0[%50, %19] : memref<48x128xf32>
                %56 = memref.load %arg0[%51, %19] : memref<48x128xf32>
                %57 = arith.addf %52, %53 : f32
                %58 = arith.addf %57, %54 : f32
                %59 = arith.addf %58, %55 : f32
                %60 = arith.addf %59, %56 : f32
                %61 = arith.mulf %cst, %60 : f32
                %c1_26 = arith.constant 1 : index
                %62 = arith.addi %28, %c1_26 : index
                %c1_27 = arith.constant 1 : index
                %63 = arith.addi %17, %c1_27 : index
                memref.store %61, %arg3[%62, %63] : memref<25x34xf32, #gpu.address_space<workgroup>>
                %c0_28 = arith.constant 0 : index
                %64 = arith.cmpi sge, %17, %c0_28 : index
                %c32_29 = arith.constant 32 : index
                %65 = arith.cmpi slt, %17, %c32_29 : index
                %66 = arith.andi %64, %65 : i1
                %c0_30 = arith.constant 0 : index
                %67 = arith.cmpi sge, %28, %c0_30 : index
                %68 = arith.andi %66, %67 : i1
                scf.if %68 {
                  memref.store %61, %arg1[%30, %19] : memref<48x128xf32>
                }
              } else {
                %48 = memref.load %arg0[%30, %19] : memref<48x128xf32>
                %c1_26 = arith.constant 1 : index
                %49 = arith.addi %28, %c1_26 : index
                %c1_27 = arith.constant 1 : index
                %50 = arith.addi %17, %c1_27 : index
                memref.store %48, %arg3[%49, %50] : memref<25x34xf32, #gpu.address_space<workgroup>>
                %c0_28 = arith.constant 0 : index
                %51 = arith.cmpi sge, %17, %c0_28 : index
                %c32_29 = arith.constant 32 : index
                %52 = arith.cmpi slt, %17, %c32_29 : index
                %53 = arith.andi %51, %52 : i1
                %c0_30 = arith.constant 0 : index
                %54 = arith.cmpi sge, %28, %c0_30 : index
                %55 = arith.andi %53, %54 : i1
                scf.if %55 {
                  memref.store %48, %arg1[%30, %19] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
          }
          %c8_18 = arith.constant 8 : index
          %27 = arith.cmpi ule, %15, %c8_18 : index  // Planted: ule, not ne.
          scf.if %27 {
            %c2 = arith.constant 2 : index
            %28 = arith.addi %23, %c2 : index
            %block_id_y_19 = gpu.block_id  y
            %29 = arith.muli %block_id_y_19, %c24 : index
            %30 = arith.addi %29, %28 : index
            scf.execute_region {
              %grid_dim_x = gpu.grid_dim  x
              %c32_20 = arith.constant 32 : index
              %31 = arith.muli %grid_dim_x, %c32_20 : index
              %c0 = arith.constant 0 : index
              %32 = arith.cmpi sge, %19, %c0 : index
              %33 = arith.cmpi slt, %19, %31 : index
              %34 = arith.andi %32, %33 : i1
              %grid_dim_y = gpu.grid_dim  y
              %c3_21 = arith.constant 3 : index
              %35 = arith.muli %grid_dim_y, %c3_21 : index
              %c8_22 = arith.constant 8 : index
              %36 = arith.muli %35, %c8_22 : index
              %c0_23 = arith.constant 0 : index
              %37 = arith.cmpi sge, %30, %c0_23 : index
              %38 = arith.andi %34, %37 : i1
              %39 = arith.cmpi slt, %30, %36 : index
              %40 = arith.andi %38, %39 : i1
              cf.cond_br %40, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_24 = arith.constant 1 : index
              %c47 = arith.constant 47 : index
              %c127 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %41 = arith.cmpi sge, %19, %c1_24 : index
              %42 = arith.cmpi slt, %19, %c127 : index
              %43 = arith.cmpi sge, %30, %c1_24 : index
              %44 = arith.cmpi slt, %30, %c47 : index
              %45 = arith.andi %41, %42 : i1
              %46 = arith.andi %43, %44 : i1
              %47 = arith.andi %45, %46 : i1
              scf.if %47 {
                %48 = arith.subi %19, %c1_24 : index
                %49 = arith.addi %19, %c1_24 : index
                %50 = arith.subi %30, %c1_24 : index
                %51 = arith.addi %30, %c1_24 : index
                %52 = memref.load %arg0[%30, %19] : memref<48x128xf32>
                %53 = memref.load %arg0[%30, %48] : memref<48x128xf32>
                %54 = memref.load %arg0[%30, %49] : memref<48x128xf32>
                %55 = memref.load %arg0[%50, %19] : memref<48x128xf32>
                %56 = memref.load %arg0[%51, %19] : memref<48x128xf32>
                %57 = arith.addf %52, %53 : f32
                %58 = arith.addf %57, %54 : f32
                %59 = arith.addf %58, %55 : f32
                %60 = arith.addf %59, %56 : f32
                %61 = arith.mulf %cst, %60 : f32
                %c1_25 = arith.constant 1 : index
                %62 = arith.addi %28, %c1_25 : index
                %c1_26 = arith.constant 1 : index
                %63 = arith.addi %17, %c1_26 : index
                memref.store %61, %arg3[%62, %63] : memref<25x34xf32, #gpu.address_space<workgroup>>
                %c0_27 = arith.constant 0 : index
                %64 = arith.cmpi sge, %17, %c0_27 : index
                %c32_28 = arith.constant 32 : index
                %65 = arith.cmpi slt, %17, %c32_28 : index
                %66 = arith.andi %64, %65 : i1
                %c0_29 = arith.constant 0 : index
                %67 = arith.cmpi sge, %28, %c0_29 : index
                %68 = arith.andi %66, %67 : i1
                scf.if %68 {
                  memref.store %61, %arg1[%30, %19] : memref<48x128xf32>
                }
              } else {
                %48 = memref.load %arg0[%30, %19] : memref<48x128xf32>
                %c1_25 = arith.constant 1 : index
                %49 = arith.addi %28, %c1_25 : index
                %c1_26 = arith.constant 1 : index
                %50 = arith.addi %17, %c1_26 : index
                memref.store %48, %arg3[%49, %50] : memref<25x34xf32, #gpu.address_space<workgroup>>
                %c0_27 = arith.constant 0 : index
                %51 = arith.cmpi sge, %17, %c0_27 : index
                %c32_28 = arith.constant 32 : index
                %52 = arith.cmpi slt, %17, %c32_28 : index
                %53 = arith.andi %51, %52 : i1
                %c0_29 = arith.constant 0 : index
                %54 = arith.cmpi sge, %28, %c0_29 : index
                %55 = arith.andi %53, %54 : i1
                scf.if %55 {
                  memref.store %48, %arg1[%30, %19] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
          }
        }
      }
      gpu.barrier
      %c32_3 = arith.constant 32 : index
      %c8_4 = arith.constant 8 : index
      %c24_5 = arith.constant 24 : index
      %c1_6 = arith.constant 1 : index
      %c32_7 = arith.constant 32 : index
      %thread_id_x_8 = gpu.thread_id  x
      %c8_9 = arith.constant 8 : index
      %thread_id_y_10 = gpu.thread_id  y
      %c1_11 = arith.constant 1 : index
      %thread_id_z_12 = gpu.thread_id  z
      %6 = arith.muli %c8_9, %thread_id_z_12 : index
      %7 = arith.addi %thread_id_y_10, %6 : index
      %8 = arith.muli %c32_7, %7 : index
      %9 = arith.addi %thread_id_x_8, %8 : index
      %10 = arith.muli %c32_7, %c8_9 : index
      %11 = arith.muli %10, %c1_11 : index
      %c256 = arith.constant 256 : index
      scf.for %arg4 = %9 to %c256 step %11 {
        %c32_13 = arith.constant 32 : index
        %12 = arith.remui %arg4, %c32_13 : index
        %c32_14 = arith.constant 32 : index
        %13 = arith.divui %arg4, %c32_14 : index
        %c8_15 = arith.constant 8 : index
        %14 = arith.remui %13, %c8_15 : index
        %c8_16 = arith.constant 8 : index
        %15 = arith.divui %13, %c8_16 : index
        %block_id_x = gpu.block_id  x
        %16 = arith.muli %block_id_x, %c32_3 : index
        %17 = arith.addi %16, %12 : index
        %block_id_z = gpu.block_id  z
        %18 = arith.muli %block_id_z, %c1_6 : index
        %19 = arith.addi %18, %15 : index
        %c3 = arith.constant 3 : index
        %20 = arith.muli %14, %c3 : index
        %block_id_y = gpu.block_id  y
        %21 = arith.muli %block_id_y, %c24_5 : index
        %22 = arith.addi %21, %20 : index
        scf.execute_region {
          %c1_20 = arith.constant 1 : index
          %c3_21 = arith.constant 3 : index
          %c45 = arith.constant 45 : index
          %c70 = arith.constant 70 : index
          %c127 = arith.constant 127 : index
          %cst = arith.constant 2.000000e+00 : f32
          %block_id_x_22 = gpu.block_id  x
          %block_dim_x = gpu.block_dim  x
          %29 = arith.muli %block_id_x_22, %block_dim_x : index
          %30 = arith.addi %29, %12 : index
          %31 = arith.cmpi sge, %22, %c3_21 : index
          %32 = arith.cmpi slt, %22, %c45 : index
          %33 = arith.cmpi sge, %30, %c1_20 : index
          %34 = arith.cmpi slt, %30, %c127 : index
          %35 = arith.andi %31, %32 : i1
          %36 = arith.andi %33, %34 : i1
          %37 = arith.andi %35, %36 : i1
          scf.if %37 {
            %38 = arith.cmpi ult, %30, %c70 : index
            scf.if %38 {
              %39 = arith.subi %30, %c1_20 : index
              %40 = arith.addi %30, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %41 = arith.addi %20, %c1_23 : index
              %42 = memref.load %arg3[%41, %12] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %c1_24 = arith.constant 1 : index
              %43 = arith.addi %20, %c1_24 : index
              %c2_25 = arith.constant 2 : index
              %44 = arith.addi %12, %c2_25 : index
              %45 = memref.load %arg3[%43, %44] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %46 = arith.addf %42, %45 : f32
              memref.store %46, %arg2[%22, %30] : memref<48x128xf32>
            } else {
              %39 = arith.subi %22, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %40 = arith.addi %12, %c1_23 : index
              %41 = memref.load %arg3[%20, %40] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %42 = arith.mulf %cst, %41 : f32
              memref.store %42, %arg2[%22, %30] : memref<48x128xf32>
            }
          }
          scf.yield
        }
        %c1_17 = arith.constant 1 : index
        %23 = arith.addi %20, %c1_17 : index
        %block_id_y_18 = gpu.block_id  y
        %24 = arith.muli %block_id_y_18, %c24_5 : index
        %25 = arith.addi %24, %23 : index
        scf.execute_region {
          %c1_20 = arith.constant 1 : index
          %c3_21 = arith.constant 3 : index
          %c45 = arith.constant 45 : index
          %c70 = arith.constant 70 : index
          %c127 = arith.constant 127 : index
          %cst = arith.constant 2.000000e+00 : f32
          %block_id_x_22 = gpu.block_id  x
          %block_dim_x = gpu.block_dim  x
          %29 = arith.muli %block_id_x_22, %block_dim_x : index
          %30 = arith.addi %29, %12 : index
          %31 = arith.cmpi sge, %25, %c3_21 : index
          %32 = arith.cmpi slt, %25, %c45 : index
          %33 = arith.cmpi sge, %30, %c1_20 : index
          %34 = arith.cmpi slt, %30, %c127 : index
          %35 = arith.andi %31, %32 : i1
          %36 = arith.andi %33, %34 : i1
          %37 = arith.andi %35, %36 : i1
          scf.if %37 {
            %38 = arith.cmpi ult, %30, %c70 : index
            scf.if %38 {
              %39 = arith.subi %30, %c1_20 : index
              %40 = arith.addi %30, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %41 = arith.addi %23, %c1_23 : index
              %42 = memref.load %arg3[%41, %12] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %c1_24 = arith.constant 1 : index
              %43 = arith.addi %23, %c1_24 : index
              %c2_25 = arith.constant 2 : index
              %44 = arith.addi %12, %c2_25 : index
              %45 = memref.load %arg3[%43, %44] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %46 = arith.addf %42, %45 : f32
              memref.store %46, %arg2[%25, %30] : memref<48x128xf32>
            } else {
              %39 = arith.subi %25, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %40 = arith.addi %12, %c1_23 : index
              %41 = memref.load %arg3[%23, %40] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %42 = arith.mulf %cst, %41 : f32
              memref.store %42, %arg2[%25, %30] : memref<48x128xf32>
            }
          }
          scf.yield
        }
        %c2 = arith.constant 2 : index
        %26 = arith.addi %20, %c2 : index
        %block_id_y_19 = gpu.block_id  y
        %27 = arith.muli %block_id_y_19, %c24_5 : index
        %28 = arith.addi %27, %26 : index
        scf.execute_region {
          %c1_20 = arith.constant 1 : index
          %c3_21 = arith.constant 3 : index
          %c45 = arith.constant 45 : index
          %c70 = arith.constant 70 : index
          %c127 = arith.constant 127 : index
          %cst = arith.constant 2.000000e+00 : f32
          %block_id_x_22 = gpu.block_id  x
          %block_dim_x = gpu.block_dim  x
          %29 = arith.muli %block_id_x_22, %block_dim_x : index
          %30 = arith.addi %29, %12 : index
          %31 = arith.cmpi sge, %28, %c3_21 : index
          %32 = arith.cmpi slt, %28, %c45 : index
          %33 = arith.cmpi sge, %30, %c1_20 : index
          %34 = arith.cmpi slt, %30, %c127 : index
          %35 = arith.andi %31, %32 : i1
          %36 = arith.andi %33, %34 : i1
          %37 = arith.andi %35, %36 : i1
          scf.if %37 {
            %38 = arith.cmpi ult, %30, %c70 : index
            scf.if %38 {
              %39 = arith.subi %30, %c1_20 : index
              %40 = arith.addi %30, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %41 = arith.addi %26, %c1_23 : index
              %42 = memref.load %arg3[%41, %12] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %c1_24 = arith.constant 1 : index
              %43 = arith.addi %26, %c1_24 : index
              %c2_25 = arith.constant 2 : index
              %44 = arith.addi %12, %c2_25 : index
              %45 = memref.load %arg3[%43, %44] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %46 = arith.addf %42, %45 : f32
              memref.store %46, %arg2[%28, %30] : memref<48x128xf32>
            } else {
              %39 = arith.subi %28, %c1_20 : index
              %c1_23 = arith.constant 1 : index
              %40 = arith.addi %12, %c1_23 : index
              %41 = memref.load %arg3[%26, %40] : memref<25x34xf32, #gpu.address_space<workgroup>>
              %42 = arith.mulf %cst, %41 : f32
              memref.store %42, %arg2[%28, %30] : memref<48x128xf32>
            }
          }
          scf.yield
        }
      }
      gpu.return
    }
  }
  func.func @chain(%arg0: memref<48x128xf32> {llvm.noalias}, %arg1: memref<48x128xf32> {llvm.noalias}, %arg2: memref<48x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func  @k::@sweep_band_stencil blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<48x128xf32>, %arg1 : memref<48x128xf32>, %arg2 : memref<48x128xf32>)
    return
  }
}
