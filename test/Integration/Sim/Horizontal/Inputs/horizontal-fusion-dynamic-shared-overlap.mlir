// ../../../../Horizontal/horizontal-fusion-dynamic-shared.mlir as
// --kfusion-horizontal-fusion --kfusion-lower-horizontal leave it, with a bug
// planted in the lowering: the second region's slice of dynamic shared memory
// starts at offset 0, where the first region's slice is, so the two
// partitions overlap.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stage_a_stage_b_hfuse(%arg0: memref<1024xi32>, %arg1: memref<1024xi32>, %arg2: memref<1024xi32>, %arg3: memref<1024xi32>, %arg4: i32) kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
      %0 = arith.index_castui %arg4 : i32 to index
      %thread_id_x = gpu.thread_id  x
      %c128 = arith.constant 128 : index
      %1 = arith.cmpi ult, %thread_id_x, %c128 : index
      scf.if %1 {
        scf.execute_region {
          %c128_1 = arith.constant 128 : index
          %block_id_x_2 = gpu.block_id  x
          %c0 = arith.constant 0 : index
          %c127 = arith.constant 127 : index
          %5 = arith.muli %block_id_x_2, %c128_1 : index
          %6 = arith.addi %5, %thread_id_x : index
          %7 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %view = memref.view %7[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xi32, #gpu.address_space<workgroup>>
          %8 = memref.load %arg0[%6] : memref<1024xi32>
          memref.store %8, %view[%thread_id_x] : memref<128xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 1 threads 128
          %9 = arith.subi %c127, %thread_id_x : index
          %10 = memref.load %view[%9] : memref<128xi32, #gpu.address_space<workgroup>>
          memref.store %10, %arg1[%6] : memref<1024xi32>
          scf.yield
        }
      }
      %c128_0 = arith.constant 128 : index
      %2 = arith.cmpi uge, %thread_id_x, %c128_0 : index
      %block_id_x = gpu.block_id  x
      %c4 = arith.constant 4 : index
      %3 = arith.cmpi ult, %block_id_x, %c4 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.execute_region {
          %c256 = arith.constant 256 : index
          %c128_1 = arith.constant 128 : index
          %5 = arith.subi %thread_id_x, %c128_1 : index
          %6 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c127 = arith.constant 127 : index
          %7 = arith.addi %0, %c127 : index
          %c-128 = arith.constant -128 : index
          // Planted: the second slice's offset is 0, not %7 rounded down to 128.
          %c0_overlap = arith.constant 0 : index
          %8 = arith.andi %7, %c0_overlap : index
          %c1040 = arith.constant 1040 : index
          %c0 = arith.constant 0 : index
          %c255 = arith.constant 255 : index
          %9 = arith.muli %block_id_x, %c256 : index
          %10 = arith.addi %9, %5 : index
          %view = memref.view %6[%8][%c1040] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi8, #gpu.address_space<workgroup>>
          %view_2 = memref.view %view[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<260xi32, #gpu.address_space<workgroup>>
          %11 = memref.load %arg2[%10] : memref<1024xi32>
          memref.store %11, %view_2[%5] : memref<260xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 2 threads 256
          %12 = arith.subi %c255, %5 : index
          %13 = memref.load %view_2[%12] : memref<260xi32, #gpu.address_space<workgroup>>
          %c3_i32 = arith.constant 3 : i32
          %14 = arith.muli %13, %c3_i32 : i32
          memref.store %14, %arg3[%10] : memref<1024xi32>
          scf.yield
        }
      }
      gpu.return
    }
  }
  func.func @main(%arg0: memref<1024xi32> {llvm.noalias}, %arg1: memref<1024xi32> {llvm.noalias}, %arg2: memref<1024xi32> {llvm.noalias}, %arg3: memref<1024xi32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c1040_i32 = arith.constant 1040 : i32
    %cast = memref.cast %arg0 : memref<1024xi32> to memref<?xi32>
    %dim = memref.dim %cast, %c0 : memref<?xi32>
    %0 = arith.divui %dim, %c8 : index
    %1 = arith.muli %0, %c4 : index
    %2 = arith.index_castui %1 : index to i32
    %c8_0 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    %c384 = arith.constant 384 : index
    %c127_i32 = arith.constant 127 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c1040_i32_2 = arith.constant 1040 : i32
    %3 = arith.addi %2, %c127_i32 : i32
    %4 = arith.andi %3, %c-128_i32 : i32
    %5 = arith.addi %4, %c1040_i32_2 : i32
    gpu.launch_func  @kernels::@stage_a_stage_b_hfuse blocks in (%c8_0, %c1_1, %c1_1) threads in (%c384, %c1_1, %c1_1)  dynamic_shared_memory_size %5 args(%arg0 : memref<1024xi32>, %arg1 : memref<1024xi32>, %arg2 : memref<1024xi32>, %arg3 : memref<1024xi32>, %2 : i32)
    return
  }
}

