// ../../../../Stencil/stencil-interior.mlir as --kfusion-stencil-fusion and
// --kfusion-lower-tiles leave it, with a bug planted: the band tile's check
// of its threshold (x < 70 at the tile's last column) is made against 127,
// which sends the block of columns 64-95 down the fast path.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep_band_stencil(%arg0: memref<48x128xf32>, %arg1: memref<48x128xf32>, %arg2: memref<48x128xf32>) workgroup(%arg3 : memref<17x34xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      %c32 = arith.constant 32 : index
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c32 : index
      %c-1 = arith.constant -1 : index
      %1 = arith.addi %0, %c-1 : index
      %2 = arith.addi %0, %c32 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %block_id_y = gpu.block_id  y
      %3 = arith.muli %block_id_y, %c16 : index
      %c-1_0 = arith.constant -1 : index
      %4 = arith.addi %3, %c-1_0 : index
      %5 = arith.addi %3, %c16 : index
      %c-1_1 = arith.constant -1 : index
      %6 = arith.addi %5, %c-1_1 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id  z
      %7 = arith.muli %block_id_z, %c1 : index
      %8 = arith.addi %7, %c1 : index
      %c-1_2 = arith.constant -1 : index
      %9 = arith.addi %8, %c-1_2 : index
      %c0 = arith.constant 0 : index
      %c0_3 = arith.constant 0 : index
      %10 = arith.cmpi sge, %1, %c0_3 : index
      %grid_dim_x = gpu.grid_dim  x
      %c32_4 = arith.constant 32 : index
      %11 = arith.muli %grid_dim_x, %c32_4 : index
      %12 = arith.cmpi slt, %2, %11 : index
      %13 = arith.andi %10, %12 : i1
      %c0_5 = arith.constant 0 : index
      %14 = arith.cmpi sge, %4, %c0_5 : index
      %15 = arith.andi %13, %14 : i1
      %grid_dim_y = gpu.grid_dim  y
      %c2 = arith.constant 2 : index
      %16 = arith.muli %grid_dim_y, %c2 : index
      %c8_6 = arith.constant 8 : index
      %17 = arith.muli %16, %c8_6 : index
      %18 = arith.cmpi slt, %6, %17 : index
      %19 = arith.andi %15, %18 : i1
      %c1_7 = arith.constant 1 : index
      %20 = arith.cmpi sge, %1, %c1_7 : index
      %21 = arith.andi %19, %20 : i1
      %c127 = arith.constant 127 : index
      %22 = arith.cmpi slt, %2, %c127 : index
      %23 = arith.andi %21, %22 : i1
      %24 = arith.cmpi sge, %4, %c1_7 : index
      %25 = arith.andi %23, %24 : i1
      %c47 = arith.constant 47 : index
      %26 = arith.cmpi slt, %6, %c47 : index
      %27 = arith.andi %25, %26 : i1
      scf.if %27 {
        %true = arith.constant true
        %c32_21 = arith.constant 32 : index
        %c34 = arith.constant 34 : index
        %c8_22 = arith.constant 8 : index
        %c16_23 = arith.constant 16 : index
        %c17 = arith.constant 17 : index
        %c1_24 = arith.constant 1 : index
        %c32_25 = arith.constant 32 : index
        %thread_id_x = gpu.thread_id  x
        %c8_26 = arith.constant 8 : index
        %thread_id_y = gpu.thread_id  y
        %c1_27 = arith.constant 1 : index
        %thread_id_z = gpu.thread_id  z
        %50 = arith.muli %c8_26, %thread_id_z : index
        %51 = arith.addi %thread_id_y, %50 : index
        %52 = arith.muli %c32_25, %51 : index
        %53 = arith.addi %thread_id_x, %52 : index
        %54 = arith.muli %c32_25, %c8_26 : index
        %55 = arith.muli %54, %c1_27 : index
        %c228 = arith.constant 228 : index
        scf.for %arg4 = %53 to %c228 step %55 {
          %c38 = arith.constant 38 : index
          %56 = arith.remui %arg4, %c38 : index
          %c38_28 = arith.constant 38 : index
          %57 = arith.divui %arg4, %c38_28 : index
          %c34_29 = arith.constant 34 : index
          %58 = arith.cmpi ult, %56, %c34_29 : index
          scf.if %58 {
            %c6 = arith.constant 6 : index
            %59 = arith.remui %57, %c6 : index
            %c6_30 = arith.constant 6 : index
            %60 = arith.divui %57, %c6_30 : index
            %c-1_31 = arith.constant -1 : index
            %61 = arith.addi %56, %c-1_31 : index
            %block_id_x_32 = gpu.block_id  x
            %62 = arith.muli %block_id_x_32, %c32_21 : index
            %63 = arith.addi %62, %61 : index
            %block_id_z_33 = gpu.block_id  z
            %64 = arith.muli %block_id_z_33, %c1_24 : index
            %65 = arith.addi %64, %60 : index
            %c3_34 = arith.constant 3 : index
            %66 = arith.muli %59, %c3_34 : index
            %c-1_35 = arith.constant -1 : index
            %67 = arith.addi %66, %c-1_35 : index
            %block_id_y_36 = gpu.block_id  y
            %68 = arith.muli %block_id_y_36, %c16_23 : index
            %69 = arith.addi %68, %67 : index
            scf.execute_region {
              %grid_dim_x_39 = gpu.grid_dim  x
              %c32_40 = arith.constant 32 : index
              %74 = arith.muli %grid_dim_x_39, %c32_40 : index
              %c0_41 = arith.constant 0 : index
              %75 = arith.andi %true, %true : i1
              %grid_dim_y_42 = gpu.grid_dim  y
              %c2_43 = arith.constant 2 : index
              %76 = arith.muli %grid_dim_y_42, %c2_43 : index
              %c8_44 = arith.constant 8 : index
              %77 = arith.muli %76, %c8_44 : index
              %c0_45 = arith.constant 0 : index
              %78 = arith.andi %75, %true : i1
              %79 = arith.andi %78, %true : i1
              cf.cond_br %79, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_46 = arith.constant 1 : index
              %c47_47 = arith.constant 47 : index
              %c127_48 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %80 = arith.andi %true, %true : i1
              %81 = arith.andi %true, %true : i1
              %82 = arith.andi %80, %81 : i1
              scf.if %82 {
                %83 = arith.subi %63, %c1_46 : index
                %84 = arith.addi %63, %c1_46 : index
                %85 = arith.subi %69, %c1_46 : index
                %86 = arith.addi %69, %c1_46 : index
                %87 = memref.load %arg0[%69, %63] : memref<48x128xf32>
                %88 = memref.load %arg0[%69, %83] : memref<48x128xf32>
                %89 = memref.load %arg0[%69, %84] : memref<48x128xf32>
                %90 = memref.load %arg0[%85, %63] : memref<48x128xf32>
                %91 = memref.load %arg0[%86, %63] : memref<48x128xf32>
                %92 = arith.addf %87, %88 : f32
                %93 = arith.addf %92, %89 : f32
                %94 = arith.addf %93, %90 : f32
                %95 = arith.addf %94, %91 : f32
                %96 = arith.mulf %cst, %95 : f32
                %c1_49 = arith.constant 1 : index
                %97 = arith.addi %67, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %98 = arith.addi %61, %c1_50 : index
                memref.store %96, %arg3[%97, %98] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %99 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %100 = arith.cmpi slt, %61, %c32_52 : index
                %101 = arith.andi %99, %100 : i1
                %c0_53 = arith.constant 0 : index
                %102 = arith.cmpi sge, %67, %c0_53 : index
                %103 = arith.andi %101, %102 : i1
                scf.if %103 {
                  memref.store %96, %arg1[%69, %63] : memref<48x128xf32>
                }
              } else {
                %83 = memref.load %arg0[%69, %63] : memref<48x128xf32>
                %c1_49 = arith.constant 1 : index
                %84 = arith.addi %67, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %85 = arith.addi %61, %c1_50 : index
                memref.store %83, %arg3[%84, %85] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %86 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %87 = arith.cmpi slt, %61, %c32_52 : index
                %88 = arith.andi %86, %87 : i1
                %c0_53 = arith.constant 0 : index
                %89 = arith.cmpi sge, %67, %c0_53 : index
                %90 = arith.andi %88, %89 : i1
                scf.if %90 {
                  memref.store %83, %arg1[%69, %63] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
            %c1_37 = arith.constant 1 : index
            %70 = arith.addi %67, %c1_37 : index
            %block_id_y_38 = gpu.block_id  y
            %71 = arith.muli %block_id_y_38, %c16_23 : index
            %72 = arith.addi %71, %70 : index
            scf.execute_region {
              %grid_dim_x_39 = gpu.grid_dim  x
              %c32_40 = arith.constant 32 : index
              %74 = arith.muli %grid_dim_x_39, %c32_40 : index
              %c0_41 = arith.constant 0 : index
              %75 = arith.andi %true, %true : i1
              %grid_dim_y_42 = gpu.grid_dim  y
              %c2_43 = arith.constant 2 : index
              %76 = arith.muli %grid_dim_y_42, %c2_43 : index
              %c8_44 = arith.constant 8 : index
              %77 = arith.muli %76, %c8_44 : index
              %c0_45 = arith.constant 0 : index
              %78 = arith.andi %75, %true : i1
              %79 = arith.andi %78, %true : i1
              cf.cond_br %79, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_46 = arith.constant 1 : index
              %c47_47 = arith.constant 47 : index
              %c127_48 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %80 = arith.andi %true, %true : i1
              %81 = arith.andi %true, %true : i1
              %82 = arith.andi %80, %81 : i1
              scf.if %82 {
                %83 = arith.subi %63, %c1_46 : index
                %84 = arith.addi %63, %c1_46 : index
                %85 = arith.subi %72, %c1_46 : index
                %86 = arith.addi %72, %c1_46 : index
                %87 = memref.load %arg0[%72, %63] : memref<48x128xf32>
                %88 = memref.load %arg0[%72, %83] : memref<48x128xf32>
                %89 = memref.load %arg0[%72, %84] : memref<48x128xf32>
                %90 = memref.load %arg0[%85, %63] : memref<48x128xf32>
                %91 = memref.load %arg0[%86, %63] : memref<48x128xf32>
                %92 = arith.addf %87, %88 : f32
                %93 = arith.addf %92, %89 : f32
                %94 = arith.addf %93, %90 : f32
                %95 = arith.addf %94, %91 : f32
                %96 = arith.mulf %cst, %95 : f32
                %c1_49 = arith.constant 1 : index
                %97 = arith.addi %70, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %98 = arith.addi %61, %c1_50 : index
                memref.store %96, %arg3[%97, %98] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %99 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %100 = arith.cmpi slt, %61, %c32_52 : index
                %101 = arith.andi %99, %100 : i1
                %c0_53 = arith.constant 0 : index
                %102 = arith.cmpi sge, %70, %c0_53 : index
                %103 = arith.andi %101, %102 : i1
                scf.if %103 {
                  memref.store %96, %arg1[%72, %63] : memref<48x128xf32>
                }
              } else {
                %83 = memref.load %arg0[%72, %63] : memref<48x128xf32>
                %c1_49 = arith.constant 1 : index
                %84 = arith.addi %70, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %85 = arith.addi %61, %c1_50 : index
                memref.store %83, %arg3[%84, %85] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %86 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %87 = arith.cmpi slt, %61, %c32_52 : index
                %88 = arith.andi %86, %87 : i1
                %c0_53 = arith.constant 0 : index
                %89 = arith.cmpi sge, %70, %c0_53 : index
                %90 = arith.andi %88, %89 : i1
                scf.if %90 {
                  memref.store %83, %arg1[%72, %63] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
            %c5 = arith.constant 5 : index
            %73 = arith.cmpi ne, %59, %c5 : index
            scf.if %73 {
              %c2_39 = arith.constant 2 : index
              %74 = arith.addi %67, %c2_39 : index
              %block_id_y_40 = gpu.block_id  y
              %75 = arith.muli %block_id_y_40, %c16_23 : index
              %76 = arith.addi %75, %74 : index
              scf.execute_region {
                %grid_dim_x_41 = gpu.grid_dim  x
                %c32_42 = arith.constant 32 : index
                %77 = arith.muli %grid_dim_x_41, %c32_42 : index
                %c0_43 = arith.constant 0 : index
                %78 = arith.andi %true, %true : i1
                %grid_dim_y_44 = gpu.grid_dim  y
                %c2_45 = arith.constant 2 : index
                %79 = arith.muli %grid_dim_y_44, %c2_45 : index
                %c8_46 = arith.constant 8 : index
                %80 = arith.muli %79, %c8_46 : index
                %c0_47 = arith.constant 0 : index
                %81 = arith.andi %78, %true : i1
                %82 = arith.andi %81, %true : i1
                cf.cond_br %82, ^bb1, ^bb2
              ^bb1:  // pred: ^bb0
                %c1_48 = arith.constant 1 : index
                %c47_49 = arith.constant 47 : index
                %c127_50 = arith.constant 127 : index
                %cst = arith.constant 2.000000e-01 : f32
                %83 = arith.andi %true, %true : i1
                %84 = arith.andi %true, %true : i1
                %85 = arith.andi %83, %84 : i1
                scf.if %85 {
                  %86 = arith.subi %63, %c1_48 : index
                  %87 = arith.addi %63, %c1_48 : index
                  %88 = arith.subi %76, %c1_48 : index
                  %89 = arith.addi %76, %c1_48 : index
                  %90 = memref.load %arg0[%76, %63] : memref<48x128xf32>
                  %91 = memref.load %arg0[%76, %86] : memref<48x128xf32>
                  %92 = memref.load %arg0[%76, %87] : memref<48x128xf32>
                  %93 = memref.load %arg0[%88, %63] : memref<48x128xf32>
                  %94 = memref.load %arg0[%89, %63] : memref<48x128xf32>
                  %95 = arith.addf %90, %91 : f32
                  %96 = arith.addf %95, %92 : f32
                  %97 = arith.addf %96, %93 : f32
                  %98 = arith.addf %97, %94 : f32
                  %99 = arith.mulf %cst, %98 : f32
                  %c1_51 = arith.constant 1 : index
                  %100 = arith.addi %74, %c1_51 : index
                  %c1_52 = arith.constant 1 : index
                  %101 = arith.addi %61, %c1_52 : index
                  memref.store %99, %arg3[%100, %101] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c0_53 = arith.constant 0 : index
                  %102 = arith.cmpi sge, %61, %c0_53 : index
                  %c32_54 = arith.constant 32 : index
                  %103 = arith.cmpi slt, %61, %c32_54 : index
                  %104 = arith.andi %102, %103 : i1
                  %c0_55 = arith.constant 0 : index
                  %105 = arith.cmpi sge, %74, %c0_55 : index
                  %106 = arith.andi %104, %105 : i1
                  scf.if %106 {
                    memref.store %99, %arg1[%76, %63] : memref<48x128xf32>
                  }
                } else {
                  %86 = memref.load %arg0[%76, %63] : memref<48x128xf32>
                  %c1_51 = arith.constant 1 : index
                  %87 = arith.addi %74, %c1_51 : index
                  %c1_52 = arith.constant 1 : index
                  %88 = arith.addi %61, %c1_52 : index
                  memref.store %86, %arg3[%87, %88] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c0_53 = arith.constant 0 : index
                  %89 = arith.cmpi sge, %61, %c0_53 : index
                  %c32_54 = arith.constant 32 : index
                  %90 = arith.cmpi slt, %61, %c32_54 : index
                  %91 = arith.andi %89, %90 : i1
                  %c0_55 = arith.constant 0 : index
                  %92 = arith.cmpi sge, %74, %c0_55 : index
                  %93 = arith.andi %91, %92 : i1
                  scf.if %93 {
                    memref.store %86, %arg1[%76, %63] : memref<48x128xf32>
                  }
                }
                scf.yield
              ^bb2:  // pred: ^bb0
                scf.yield
              }
            }
          }
        }
      } else {
        %c32_21 = arith.constant 32 : index
        %c34 = arith.constant 34 : index
        %c8_22 = arith.constant 8 : index
        %c16_23 = arith.constant 16 : index
        %c17 = arith.constant 17 : index
        %c1_24 = arith.constant 1 : index
        %c32_25 = arith.constant 32 : index
        %thread_id_x = gpu.thread_id  x
        %c8_26 = arith.constant 8 : index
        %thread_id_y = gpu.thread_id  y
        %c1_27 = arith.constant 1 : index
        %thread_id_z = gpu.thread_id  z
        %50 = arith.muli %c8_26, %thread_id_z : index
        %51 = arith.addi %thread_id_y, %50 : index
        %52 = arith.muli %c32_25, %51 : index
        %53 = arith.addi %thread_id_x, %52 : index
        %54 = arith.muli %c32_25, %c8_26 : index
        %55 = arith.muli %54, %c1_27 : index
        %c228 = arith.constant 228 : index
        scf.for %arg4 = %53 to %c228 step %55 {
          %c38 = arith.constant 38 : index
          %56 = arith.remui %arg4, %c38 : index
          %c38_28 = arith.constant 38 : index
          %57 = arith.divui %arg4, %c38_28 : index
          %c34_29 = arith.constant 34 : index
          %58 = arith.cmpi ult, %56, %c34_29 : index
          scf.if %58 {
            %c6 = arith.constant 6 : index
            %59 = arith.remui %57, %c6 : index
            %c6_30 = arith.constant 6 : index
            %60 = arith.divui %57, %c6_30 : index
            %c-1_31 = arith.constant -1 : index
            %61 = arith.addi %56, %c-1_31 : index
            %block_id_x_32 = gpu.block_id  x
            %62 = arith.muli %block_id_x_32, %c32_21 : index
            %63 = arith.addi %62, %61 : index
            %block_id_z_33 = gpu.block_id  z
            %64 = arith.muli %block_id_z_33, %c1_24 : index
            %65 = arith.addi %64, %60 : index
            %c3_34 = arith.constant 3 : index
            %66 = arith.muli %59, %c3_34 : index
            %c-1_35 = arith.constant -1 : index
            %67 = arith.addi %66, %c-1_35 : index
            %block_id_y_36 = gpu.block_id  y
            %68 = arith.muli %block_id_y_36, %c16_23 : index
            %69 = arith.addi %68, %67 : index
            scf.execute_region {
              %grid_dim_x_39 = gpu.grid_dim  x
              %c32_40 = arith.constant 32 : index
              %74 = arith.muli %grid_dim_x_39, %c32_40 : index
              %c0_41 = arith.constant 0 : index
              %75 = arith.cmpi sge, %63, %c0_41 : index
              %76 = arith.cmpi slt, %63, %74 : index
              %77 = arith.andi %75, %76 : i1
              %grid_dim_y_42 = gpu.grid_dim  y
              %c2_43 = arith.constant 2 : index
              %78 = arith.muli %grid_dim_y_42, %c2_43 : index
              %c8_44 = arith.constant 8 : index
              %79 = arith.muli %78, %c8_44 : index
              %c0_45 = arith.constant 0 : index
              %80 = arith.cmpi sge, %69, %c0_45 : index
              %81 = arith.andi %77, %80 : i1
              %82 = arith.cmpi slt, %69, %79 : index
              %83 = arith.andi %81, %82 : i1
              cf.cond_br %83, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_46 = arith.constant 1 : index
              %c47_47 = arith.constant 47 : index
              %c127_48 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %84 = arith.cmpi sge, %63, %c1_46 : index
              %85 = arith.cmpi slt, %63, %c127_48 : index
              %86 = arith.cmpi sge, %69, %c1_46 : index
              %87 = arith.cmpi slt, %69, %c47_47 : index
              %88 = arith.andi %84, %85 : i1
              %89 = arith.andi %86, %87 : i1
              %90 = arith.andi %88, %89 : i1
              scf.if %90 {
                %91 = arith.subi %63, %c1_46 : index
                %92 = arith.addi %63, %c1_46 : index
                %93 = arith.subi %69, %c1_46 : index
                %94 = arith.addi %69, %c1_46 : index
                %95 = memref.load %arg0[%69, %63] : memref<48x128xf32>
                %96 = memref.load %arg0[%69, %91] : memref<48x128xf32>
                %97 = memref.load %arg0[%69, %92] : memref<48x128xf32>
                %98 = memref.load %arg0[%93, %63] : memref<48x128xf32>
                %99 = memref.load %arg0[%94, %63] : memref<48x128xf32>
                %100 = arith.addf %95, %96 : f32
                %101 = arith.addf %100, %97 : f32
                %102 = arith.addf %101, %98 : f32
                %103 = arith.addf %102, %99 : f32
                %104 = arith.mulf %cst, %103 : f32
                %c1_49 = arith.constant 1 : index
                %105 = arith.addi %67, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %106 = arith.addi %61, %c1_50 : index
                memref.store %104, %arg3[%105, %106] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %107 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %108 = arith.cmpi slt, %61, %c32_52 : index
                %109 = arith.andi %107, %108 : i1
                %c0_53 = arith.constant 0 : index
                %110 = arith.cmpi sge, %67, %c0_53 : index
                %111 = arith.andi %109, %110 : i1
                scf.if %111 {
                  memref.store %104, %arg1[%69, %63] : memref<48x128xf32>
                }
              } else {
                %91 = memref.load %arg0[%69, %63] : memref<48x128xf32>
                %c1_49 = arith.constant 1 : index
                %92 = arith.addi %67, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %93 = arith.addi %61, %c1_50 : index
                memref.store %91, %arg3[%92, %93] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %94 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %95 = arith.cmpi slt, %61, %c32_52 : index
                %96 = arith.andi %94, %95 : i1
                %c0_53 = arith.constant 0 : index
                %97 = arith.cmpi sge, %67, %c0_53 : index
                %98 = arith.andi %96, %97 : i1
                scf.if %98 {
                  memref.store %91, %arg1[%69, %63] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
            %c1_37 = arith.constant 1 : index
            %70 = arith.addi %67, %c1_37 : index
            %block_id_y_38 = gpu.block_id  y
            %71 = arith.muli %block_id_y_38, %c16_23 : index
            %72 = arith.addi %71, %70 : index
            scf.execute_region {
              %grid_dim_x_39 = gpu.grid_dim  x
              %c32_40 = arith.constant 32 : index
              %74 = arith.muli %grid_dim_x_39, %c32_40 : index
              %c0_41 = arith.constant 0 : index
              %75 = arith.cmpi sge, %63, %c0_41 : index
              %76 = arith.cmpi slt, %63, %74 : index
              %77 = arith.andi %75, %76 : i1
              %grid_dim_y_42 = gpu.grid_dim  y
              %c2_43 = arith.constant 2 : index
              %78 = arith.muli %grid_dim_y_42, %c2_43 : index
              %c8_44 = arith.constant 8 : index
              %79 = arith.muli %78, %c8_44 : index
              %c0_45 = arith.constant 0 : index
              %80 = arith.cmpi sge, %72, %c0_45 : index
              %81 = arith.andi %77, %80 : i1
              %82 = arith.cmpi slt, %72, %79 : index
              %83 = arith.andi %81, %82 : i1
              cf.cond_br %83, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %c1_46 = arith.constant 1 : index
              %c47_47 = arith.constant 47 : index
              %c127_48 = arith.constant 127 : index
              %cst = arith.constant 2.000000e-01 : f32
              %84 = arith.cmpi sge, %63, %c1_46 : index
              %85 = arith.cmpi slt, %63, %c127_48 : index
              %86 = arith.cmpi sge, %72, %c1_46 : index
              %87 = arith.cmpi slt, %72, %c47_47 : index
              %88 = arith.andi %84, %85 : i1
              %89 = arith.andi %86, %87 : i1
              %90 = arith.andi %88, %89 : i1
              scf.if %90 {
                %91 = arith.subi %63, %c1_46 : index
                %92 = arith.addi %63, %c1_46 : index
                %93 = arith.subi %72, %c1_46 : index
                %94 = arith.addi %72, %c1_46 : index
                %95 = memref.load %arg0[%72, %63] : memref<48x128xf32>
                %96 = memref.load %arg0[%72, %91] : memref<48x128xf32>
                %97 = memref.load %arg0[%72, %92] : memref<48x128xf32>
                %98 = memref.load %arg0[%93, %63] : memref<48x128xf32>
                %99 = memref.load %arg0[%94, %63] : memref<48x128xf32>
                %100 = arith.addf %95, %96 : f32
                %101 = arith.addf %100, %97 : f32
                %102 = arith.addf %101, %98 : f32
                %103 = arith.addf %102, %99 : f32
                %104 = arith.mulf %cst, %103 : f32
                %c1_49 = arith.constant 1 : index
                %105 = arith.addi %70, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %106 = arith.addi %61, %c1_50 : index
                memref.store %104, %arg3[%105, %106] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %107 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %108 = arith.cmpi slt, %61, %c32_52 : index
                %109 = arith.andi %107, %108 : i1
                %c0_53 = arith.constant 0 : index
                %110 = arith.cmpi sge, %70, %c0_53 : index
                %111 = arith.andi %109, %110 : i1
                scf.if %111 {
                  memref.store %104, %arg1[%72, %63] : memref<48x128xf32>
                }
              } else {
                %91 = memref.load %arg0[%72, %63] : memref<48x128xf32>
                %c1_49 = arith.constant 1 : index
                %92 = arith.addi %70, %c1_49 : index
                %c1_50 = arith.constant 1 : index
                %93 = arith.addi %61, %c1_50 : index
                memref.store %91, %arg3[%92, %93] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c0_51 = arith.constant 0 : index
                %94 = arith.cmpi sge, %61, %c0_51 : index
                %c32_52 = arith.constant 32 : index
                %95 = arith.cmpi slt, %61, %c32_52 : index
                %96 = arith.andi %94, %95 : i1
                %c0_53 = arith.constant 0 : index
                %97 = arith.cmpi sge, %70, %c0_53 : index
                %98 = arith.andi %96, %97 : i1
                scf.if %98 {
                  memref.store %91, %arg1[%72, %63] : memref<48x128xf32>
                }
              }
              scf.yield
            ^bb2:  // pred: ^bb0
              scf.yield
            }
            %c5 = arith.constant 5 : index
            %73 = arith.cmpi ne, %59, %c5 : index
            scf.if %73 {
              %c2_39 = arith.constant 2 : index
              %74 = arith.addi %67, %c2_39 : index
              %block_id_y_40 = gpu.block_id  y
              %75 = arith.muli %block_id_y_40, %c16_23 : index
              %76 = arith.addi %75, %74 : index
              scf.execute_region {
                %grid_dim_x_41 = gpu.grid_dim  x
                %c32_42 = arith.constant 32 : index
                %77 = arith.muli %grid_dim_x_41, %c32_42 : index
                %c0_43 = arith.constant 0 : index
                %78 = arith.cmpi sge, %63, %c0_43 : index
                %79 = arith.cmpi slt, %63, %77 : index
                %80 = arith.andi %78, %79 : i1
                %grid_dim_y_44 = gpu.grid_dim  y
                %c2_45 = arith.constant 2 : index
                %81 = arith.muli %grid_dim_y_44, %c2_45 : index
                %c8_46 = arith.constant 8 : index
                %82 = arith.muli %81, %c8_46 : index
                %c0_47 = arith.constant 0 : index
                %83 = arith.cmpi sge, %76, %c0_47 : index
                %84 = arith.andi %80, %83 : i1
                %85 = arith.cmpi slt, %76, %82 : index
                %86 = arith.andi %84, %85 : i1
                cf.cond_br %86, ^bb1, ^bb2
              ^bb1:  // pred: ^bb0
                %c1_48 = arith.constant 1 : index
                %c47_49 = arith.constant 47 : index
                %c127_50 = arith.constant 127 : index
                %cst = arith.constant 2.000000e-01 : f32
                %87 = arith.cmpi sge, %63, %c1_48 : index
                %88 = arith.cmpi slt, %63, %c127_50 : index
                %89 = arith.cmpi sge, %76, %c1_48 : index
                %90 = arith.cmpi slt, %76, %c47_49 : index
                %91 = arith.andi %87, %88 : i1
                %92 = arith.andi %89, %90 : i1
                %93 = arith.andi %91, %92 : i1
                scf.if %93 {
                  %94 = arith.subi %63, %c1_48 : index
                  %95 = arith.addi %63, %c1_48 : index
                  %96 = arith.subi %76, %c1_48 : index
                  %97 = arith.addi %76, %c1_48 : index
                  %98 = memref.load %arg0[%76, %63] : memref<48x128xf32>
                  %99 = memref.load %arg0[%76, %94] : memref<48x128xf32>
                  %100 = memref.load %arg0[%76, %95] : memref<48x128xf32>
                  %101 = memref.load %arg0[%96, %63] : memref<48x128xf32>
                  %102 = memref.load %arg0[%97, %63] : memref<48x128xf32>
                  %103 = arith.addf %98, %99 : f32
                  %104 = arith.addf %103, %100 : f32
                  %105 = arith.addf %104, %101 : f32
                  %106 = arith.addf %105, %102 : f32
                  %107 = arith.mulf %cst, %106 : f32
                  %c1_51 = arith.constant 1 : index
                  %108 = arith.addi %74, %c1_51 : index
                  %c1_52 = arith.constant 1 : index
                  %109 = arith.addi %61, %c1_52 : index
                  memref.store %107, %arg3[%108, %109] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c0_53 = arith.constant 0 : index
                  %110 = arith.cmpi sge, %61, %c0_53 : index
                  %c32_54 = arith.constant 32 : index
                  %111 = arith.cmpi slt, %61, %c32_54 : index
                  %112 = arith.andi %110, %111 : i1
                  %c0_55 = arith.constant 0 : index
                  %113 = arith.cmpi sge, %74, %c0_55 : index
                  %114 = arith.andi %112, %113 : i1
                  scf.if %114 {
                    memref.store %107, %arg1[%76, %63] : memref<48x128xf32>
                  }
                } else {
                  %94 = memref.load %arg0[%76, %63] : memref<48x128xf32>
                  %c1_51 = arith.constant 1 : index
                  %95 = arith.addi %74, %c1_51 : index
                  %c1_52 = arith.constant 1 : index
                  %96 = arith.addi %61, %c1_52 : index
                  memref.store %94, %arg3[%95, %96] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c0_53 = arith.constant 0 : index
                  %97 = arith.cmpi sge, %61, %c0_53 : index
                  %c32_54 = arith.constant 32 : index
                  %98 = arith.cmpi slt, %61, %c32_54 : index
                  %99 = arith.andi %97, %98 : i1
                  %c0_55 = arith.constant 0 : index
                  %100 = arith.cmpi sge, %74, %c0_55 : index
                  %101 = arith.andi %99, %100 : i1
                  scf.if %101 {
                    memref.store %94, %arg1[%76, %63] : memref<48x128xf32>
                  }
                }
                scf.yield
              ^bb2:  // pred: ^bb0
                scf.yield
              }
            }
          }
        }
      }
      gpu.barrier
      %c32_8 = arith.constant 32 : index
      %block_id_x_9 = gpu.block_id  x
      %28 = arith.muli %block_id_x_9, %c32_8 : index
      %29 = arith.addi %28, %c32_8 : index
      %c-1_10 = arith.constant -1 : index
      %30 = arith.addi %29, %c-1_10 : index
      %c8_11 = arith.constant 8 : index
      %c16_12 = arith.constant 16 : index
      %block_id_y_13 = gpu.block_id  y
      %31 = arith.muli %block_id_y_13, %c16_12 : index
      %32 = arith.addi %31, %c16_12 : index
      %c-1_14 = arith.constant -1 : index
      %33 = arith.addi %32, %c-1_14 : index
      %c1_15 = arith.constant 1 : index
      %block_id_z_16 = gpu.block_id  z
      %34 = arith.muli %block_id_z_16, %c1_15 : index
      %35 = arith.addi %34, %c1_15 : index
      %c-1_17 = arith.constant -1 : index
      %36 = arith.addi %35, %c-1_17 : index
      %c0_18 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %37 = arith.cmpi sge, %31, %c3 : index
      %c45 = arith.constant 45 : index
      %38 = arith.cmpi slt, %33, %c45 : index
      %39 = arith.andi %37, %38 : i1
      %c1_19 = arith.constant 1 : index
      %40 = arith.cmpi sge, %28, %c1_19 : index
      %41 = arith.andi %39, %40 : i1
      %c127_20 = arith.constant 127 : index
      %42 = arith.cmpi slt, %30, %c127_20 : index
      %43 = arith.andi %41, %42 : i1
      %c70 = arith.constant 70 : index
      %44 = arith.cmpi sge, %28, %c0_18 : index
      %45 = arith.andi %43, %44 : i1
      %46 = arith.cmpi sge, %c70, %c0_18 : index
      %47 = arith.andi %45, %46 : i1
      // Planted: the interior check against 127, not 70.
      %48 = arith.cmpi slt, %30, %c127 : index
      %49 = arith.andi %47, %48 : i1
      scf.if %49 {
        %true = arith.constant true
        %c32_21 = arith.constant 32 : index
        %c8_22 = arith.constant 8 : index
        %c16_23 = arith.constant 16 : index
        %c1_24 = arith.constant 1 : index
        %c32_25 = arith.constant 32 : index
        %thread_id_x = gpu.thread_id  x
        %c8_26 = arith.constant 8 : index
        %thread_id_y = gpu.thread_id  y
        %c1_27 = arith.constant 1 : index
        %thread_id_z = gpu.thread_id  z
        %50 = arith.muli %c8_26, %thread_id_z : index
        %51 = arith.addi %thread_id_y, %50 : index
        %52 = arith.muli %c32_25, %51 : index
        %53 = arith.addi %thread_id_x, %52 : index
        %54 = arith.muli %c32_25, %c8_26 : index
        %55 = arith.muli %54, %c1_27 : index
        %c192 = arith.constant 192 : index
        scf.for %arg4 = %53 to %c192 step %55 {
          %c32_28 = arith.constant 32 : index
          %56 = arith.remui %arg4, %c32_28 : index
          %c32_29 = arith.constant 32 : index
          %57 = arith.divui %arg4, %c32_29 : index
          %c6 = arith.constant 6 : index
          %58 = arith.remui %57, %c6 : index
          %c6_30 = arith.constant 6 : index
          %59 = arith.divui %57, %c6_30 : index
          %block_id_x_31 = gpu.block_id  x
          %60 = arith.muli %block_id_x_31, %c32_21 : index
          %61 = arith.addi %60, %56 : index
          %block_id_z_32 = gpu.block_id  z
          %62 = arith.muli %block_id_z_32, %c1_24 : index
          %63 = arith.addi %62, %59 : index
          %c3_33 = arith.constant 3 : index
          %64 = arith.muli %58, %c3_33 : index
          %block_id_y_34 = gpu.block_id  y
          %65 = arith.muli %block_id_y_34, %c16_23 : index
          %66 = arith.addi %65, %64 : index
          scf.execute_region {
            %c1_36 = arith.constant 1 : index
            %c3_37 = arith.constant 3 : index
            %c45_38 = arith.constant 45 : index
            %c70_39 = arith.constant 70 : index
            %c127_40 = arith.constant 127 : index
            %cst = arith.constant 2.000000e+00 : f32
            %block_id_x_41 = gpu.block_id  x
            %block_dim_x = gpu.block_dim  x
            %69 = arith.muli %block_id_x_41, %block_dim_x : index
            %70 = arith.addi %69, %56 : index
            %71 = arith.andi %true, %true : i1
            %72 = arith.andi %true, %true : i1
            %73 = arith.andi %71, %72 : i1
            scf.if %73 {
              scf.if %true {
                %74 = arith.subi %70, %c1_36 : index
                %75 = arith.addi %70, %c1_36 : index
                %c1_42 = arith.constant 1 : index
                %76 = arith.addi %64, %c1_42 : index
                %77 = memref.load %arg3[%76, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c1_43 = arith.constant 1 : index
                %78 = arith.addi %64, %c1_43 : index
                %c2_44 = arith.constant 2 : index
                %79 = arith.addi %56, %c2_44 : index
                %80 = memref.load %arg3[%78, %79] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %81 = arith.addf %77, %80 : f32
                memref.store %81, %arg2[%66, %70] : memref<48x128xf32>
              } else {
                %74 = arith.subi %66, %c1_36 : index
                %c1_42 = arith.constant 1 : index
                %75 = arith.addi %56, %c1_42 : index
                %76 = memref.load %arg3[%64, %75] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %77 = arith.mulf %cst, %76 : f32
                memref.store %77, %arg2[%66, %70] : memref<48x128xf32>
              }
            }
            scf.yield
          }
          %c5 = arith.constant 5 : index
          %67 = arith.cmpi ne, %58, %c5 : index
          scf.if %67 {
            %c1_36 = arith.constant 1 : index
            %69 = arith.addi %64, %c1_36 : index
            %block_id_y_37 = gpu.block_id  y
            %70 = arith.muli %block_id_y_37, %c16_23 : index
            %71 = arith.addi %70, %69 : index
            scf.execute_region {
              %c1_38 = arith.constant 1 : index
              %c3_39 = arith.constant 3 : index
              %c45_40 = arith.constant 45 : index
              %c70_41 = arith.constant 70 : index
              %c127_42 = arith.constant 127 : index
              %cst = arith.constant 2.000000e+00 : f32
              %block_id_x_43 = gpu.block_id  x
              %block_dim_x = gpu.block_dim  x
              %72 = arith.muli %block_id_x_43, %block_dim_x : index
              %73 = arith.addi %72, %56 : index
              %74 = arith.andi %true, %true : i1
              %75 = arith.andi %true, %true : i1
              %76 = arith.andi %74, %75 : i1
              scf.if %76 {
                scf.if %true {
                  %77 = arith.subi %73, %c1_38 : index
                  %78 = arith.addi %73, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %79 = arith.addi %69, %c1_44 : index
                  %80 = memref.load %arg3[%79, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c1_45 = arith.constant 1 : index
                  %81 = arith.addi %69, %c1_45 : index
                  %c2_46 = arith.constant 2 : index
                  %82 = arith.addi %56, %c2_46 : index
                  %83 = memref.load %arg3[%81, %82] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %84 = arith.addf %80, %83 : f32
                  memref.store %84, %arg2[%71, %73] : memref<48x128xf32>
                } else {
                  %77 = arith.subi %71, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %78 = arith.addi %56, %c1_44 : index
                  %79 = memref.load %arg3[%69, %78] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %80 = arith.mulf %cst, %79 : f32
                  memref.store %80, %arg2[%71, %73] : memref<48x128xf32>
                }
              }
              scf.yield
            }
          }
          %c5_35 = arith.constant 5 : index
          %68 = arith.cmpi ne, %58, %c5_35 : index
          scf.if %68 {
            %c2_36 = arith.constant 2 : index
            %69 = arith.addi %64, %c2_36 : index
            %block_id_y_37 = gpu.block_id  y
            %70 = arith.muli %block_id_y_37, %c16_23 : index
            %71 = arith.addi %70, %69 : index
            scf.execute_region {
              %c1_38 = arith.constant 1 : index
              %c3_39 = arith.constant 3 : index
              %c45_40 = arith.constant 45 : index
              %c70_41 = arith.constant 70 : index
              %c127_42 = arith.constant 127 : index
              %cst = arith.constant 2.000000e+00 : f32
              %block_id_x_43 = gpu.block_id  x
              %block_dim_x = gpu.block_dim  x
              %72 = arith.muli %block_id_x_43, %block_dim_x : index
              %73 = arith.addi %72, %56 : index
              %74 = arith.andi %true, %true : i1
              %75 = arith.andi %true, %true : i1
              %76 = arith.andi %74, %75 : i1
              scf.if %76 {
                scf.if %true {
                  %77 = arith.subi %73, %c1_38 : index
                  %78 = arith.addi %73, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %79 = arith.addi %69, %c1_44 : index
                  %80 = memref.load %arg3[%79, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c1_45 = arith.constant 1 : index
                  %81 = arith.addi %69, %c1_45 : index
                  %c2_46 = arith.constant 2 : index
                  %82 = arith.addi %56, %c2_46 : index
                  %83 = memref.load %arg3[%81, %82] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %84 = arith.addf %80, %83 : f32
                  memref.store %84, %arg2[%71, %73] : memref<48x128xf32>
                } else {
                  %77 = arith.subi %71, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %78 = arith.addi %56, %c1_44 : index
                  %79 = memref.load %arg3[%69, %78] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %80 = arith.mulf %cst, %79 : f32
                  memref.store %80, %arg2[%71, %73] : memref<48x128xf32>
                }
              }
              scf.yield
            }
          }
        }
      } else {
        %c32_21 = arith.constant 32 : index
        %c8_22 = arith.constant 8 : index
        %c16_23 = arith.constant 16 : index
        %c1_24 = arith.constant 1 : index
        %c32_25 = arith.constant 32 : index
        %thread_id_x = gpu.thread_id  x
        %c8_26 = arith.constant 8 : index
        %thread_id_y = gpu.thread_id  y
        %c1_27 = arith.constant 1 : index
        %thread_id_z = gpu.thread_id  z
        %50 = arith.muli %c8_26, %thread_id_z : index
        %51 = arith.addi %thread_id_y, %50 : index
        %52 = arith.muli %c32_25, %51 : index
        %53 = arith.addi %thread_id_x, %52 : index
        %54 = arith.muli %c32_25, %c8_26 : index
        %55 = arith.muli %54, %c1_27 : index
        %c192 = arith.constant 192 : index
        scf.for %arg4 = %53 to %c192 step %55 {
          %c32_28 = arith.constant 32 : index
          %56 = arith.remui %arg4, %c32_28 : index
          %c32_29 = arith.constant 32 : index
          %57 = arith.divui %arg4, %c32_29 : index
          %c6 = arith.constant 6 : index
          %58 = arith.remui %57, %c6 : index
          %c6_30 = arith.constant 6 : index
          %59 = arith.divui %57, %c6_30 : index
          %block_id_x_31 = gpu.block_id  x
          %60 = arith.muli %block_id_x_31, %c32_21 : index
          %61 = arith.addi %60, %56 : index
          %block_id_z_32 = gpu.block_id  z
          %62 = arith.muli %block_id_z_32, %c1_24 : index
          %63 = arith.addi %62, %59 : index
          %c3_33 = arith.constant 3 : index
          %64 = arith.muli %58, %c3_33 : index
          %block_id_y_34 = gpu.block_id  y
          %65 = arith.muli %block_id_y_34, %c16_23 : index
          %66 = arith.addi %65, %64 : index
          scf.execute_region {
            %c1_36 = arith.constant 1 : index
            %c3_37 = arith.constant 3 : index
            %c45_38 = arith.constant 45 : index
            %c70_39 = arith.constant 70 : index
            %c127_40 = arith.constant 127 : index
            %cst = arith.constant 2.000000e+00 : f32
            %block_id_x_41 = gpu.block_id  x
            %block_dim_x = gpu.block_dim  x
            %69 = arith.muli %block_id_x_41, %block_dim_x : index
            %70 = arith.addi %69, %56 : index
            %71 = arith.cmpi sge, %66, %c3_37 : index
            %72 = arith.cmpi slt, %66, %c45_38 : index
            %73 = arith.cmpi sge, %70, %c1_36 : index
            %74 = arith.cmpi slt, %70, %c127_40 : index
            %75 = arith.andi %71, %72 : i1
            %76 = arith.andi %73, %74 : i1
            %77 = arith.andi %75, %76 : i1
            scf.if %77 {
              %78 = arith.cmpi ult, %70, %c70_39 : index
              scf.if %78 {
                %79 = arith.subi %70, %c1_36 : index
                %80 = arith.addi %70, %c1_36 : index
                %c1_42 = arith.constant 1 : index
                %81 = arith.addi %64, %c1_42 : index
                %82 = memref.load %arg3[%81, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %c1_43 = arith.constant 1 : index
                %83 = arith.addi %64, %c1_43 : index
                %c2_44 = arith.constant 2 : index
                %84 = arith.addi %56, %c2_44 : index
                %85 = memref.load %arg3[%83, %84] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %86 = arith.addf %82, %85 : f32
                memref.store %86, %arg2[%66, %70] : memref<48x128xf32>
              } else {
                %79 = arith.subi %66, %c1_36 : index
                %c1_42 = arith.constant 1 : index
                %80 = arith.addi %56, %c1_42 : index
                %81 = memref.load %arg3[%64, %80] : memref<17x34xf32, #gpu.address_space<workgroup>>
                %82 = arith.mulf %cst, %81 : f32
                memref.store %82, %arg2[%66, %70] : memref<48x128xf32>
              }
            }
            scf.yield
          }
          %c5 = arith.constant 5 : index
          %67 = arith.cmpi ne, %58, %c5 : index
          scf.if %67 {
            %c1_36 = arith.constant 1 : index
            %69 = arith.addi %64, %c1_36 : index
            %block_id_y_37 = gpu.block_id  y
            %70 = arith.muli %block_id_y_37, %c16_23 : index
            %71 = arith.addi %70, %69 : index
            scf.execute_region {
              %c1_38 = arith.constant 1 : index
              %c3_39 = arith.constant 3 : index
              %c45_40 = arith.constant 45 : index
              %c70_41 = arith.constant 70 : index
              %c127_42 = arith.constant 127 : index
              %cst = arith.constant 2.000000e+00 : f32
              %block_id_x_43 = gpu.block_id  x
              %block_dim_x = gpu.block_dim  x
              %72 = arith.muli %block_id_x_43, %block_dim_x : index
              %73 = arith.addi %72, %56 : index
              %74 = arith.cmpi sge, %71, %c3_39 : index
              %75 = arith.cmpi slt, %71, %c45_40 : index
              %76 = arith.cmpi sge, %73, %c1_38 : index
              %77 = arith.cmpi slt, %73, %c127_42 : index
              %78 = arith.andi %74, %75 : i1
              %79 = arith.andi %76, %77 : i1
              %80 = arith.andi %78, %79 : i1
              scf.if %80 {
                %81 = arith.cmpi ult, %73, %c70_41 : index
                scf.if %81 {
                  %82 = arith.subi %73, %c1_38 : index
                  %83 = arith.addi %73, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %84 = arith.addi %69, %c1_44 : index
                  %85 = memref.load %arg3[%84, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c1_45 = arith.constant 1 : index
                  %86 = arith.addi %69, %c1_45 : index
                  %c2_46 = arith.constant 2 : index
                  %87 = arith.addi %56, %c2_46 : index
                  %88 = memref.load %arg3[%86, %87] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %89 = arith.addf %85, %88 : f32
                  memref.store %89, %arg2[%71, %73] : memref<48x128xf32>
                } else {
                  %82 = arith.subi %71, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %83 = arith.addi %56, %c1_44 : index
                  %84 = memref.load %arg3[%69, %83] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %85 = arith.mulf %cst, %84 : f32
                  memref.store %85, %arg2[%71, %73] : memref<48x128xf32>
                }
              }
              scf.yield
            }
          }
          %c5_35 = arith.constant 5 : index
          %68 = arith.cmpi ne, %58, %c5_35 : index
          scf.if %68 {
            %c2_36 = arith.constant 2 : index
            %69 = arith.addi %64, %c2_36 : index
            %block_id_y_37 = gpu.block_id  y
            %70 = arith.muli %block_id_y_37, %c16_23 : index
            %71 = arith.addi %70, %69 : index
            scf.execute_region {
              %c1_38 = arith.constant 1 : index
              %c3_39 = arith.constant 3 : index
              %c45_40 = arith.constant 45 : index
              %c70_41 = arith.constant 70 : index
              %c127_42 = arith.constant 127 : index
              %cst = arith.constant 2.000000e+00 : f32
              %block_id_x_43 = gpu.block_id  x
              %block_dim_x = gpu.block_dim  x
              %72 = arith.muli %block_id_x_43, %block_dim_x : index
              %73 = arith.addi %72, %56 : index
              %74 = arith.cmpi sge, %71, %c3_39 : index
              %75 = arith.cmpi slt, %71, %c45_40 : index
              %76 = arith.cmpi sge, %73, %c1_38 : index
              %77 = arith.cmpi slt, %73, %c127_42 : index
              %78 = arith.andi %74, %75 : i1
              %79 = arith.andi %76, %77 : i1
              %80 = arith.andi %78, %79 : i1
              scf.if %80 {
                %81 = arith.cmpi ult, %73, %c70_41 : index
                scf.if %81 {
                  %82 = arith.subi %73, %c1_38 : index
                  %83 = arith.addi %73, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %84 = arith.addi %69, %c1_44 : index
                  %85 = memref.load %arg3[%84, %56] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %c1_45 = arith.constant 1 : index
                  %86 = arith.addi %69, %c1_45 : index
                  %c2_46 = arith.constant 2 : index
                  %87 = arith.addi %56, %c2_46 : index
                  %88 = memref.load %arg3[%86, %87] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %89 = arith.addf %85, %88 : f32
                  memref.store %89, %arg2[%71, %73] : memref<48x128xf32>
                } else {
                  %82 = arith.subi %71, %c1_38 : index
                  %c1_44 = arith.constant 1 : index
                  %83 = arith.addi %56, %c1_44 : index
                  %84 = memref.load %arg3[%69, %83] : memref<17x34xf32, #gpu.address_space<workgroup>>
                  %85 = arith.mulf %cst, %84 : f32
                  memref.store %85, %arg2[%71, %73] : memref<48x128xf32>
                }
              }
              scf.yield
            }
          }
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
    %c3 = arith.constant 3 : index
    gpu.launch_func  @k::@sweep_band_stencil blocks in (%c4, %c3, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<48x128xf32>, %arg1 : memref<48x128xf32>, %arg2 : memref<48x128xf32>)
    return
  }
}
