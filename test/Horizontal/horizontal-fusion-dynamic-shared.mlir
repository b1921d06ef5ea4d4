// A dynamic shared memory size computed at run time: the fused kernel takes
// it as an argument, `kfusion.horizontal` marks it -1 in dynamic_shared_sizes
// and names it in shared_sizes, the host computes the launch's total (the
// first slice rounded up to 128 bytes, plus the second), and the lowering
// places the second region's slice at the run-time offset.
//
// The interpreter runs (fused equals unfused; overlapping slices race) are
// in ../Integration/Sim/Horizontal/horizontal-fusion-dynamic-shared.mlir.
//
// RUN: kfusion-opt %s --kfusion-horizontal-fusion -o %t.fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-horizontal | FileCheck %s --check-prefix=LOWERED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion --kfusion-to-cubin="format=ptx" -o /dev/null

// The size of the first region's slice is a kernel argument; the host adds
// the aligned slice sizes.
// FUSED-LABEL: gpu.func @stage_a_stage_b_hfuse
// FUSED-SAME:      %[[BYTES:[a-z0-9_]+]]: i32)
// FUSED:         %[[SIZE:.*]] = arith.index_castui %[[BYTES]] : i32 to index
// FUSED:         kfusion.horizontal partitions [128, 256]
// FUSED-SAME:      dynamic_shared_sizes [-1, 1040] shared_sizes(%[[SIZE]])
// FUSED-LABEL: func.func @main
// FUSED:         %[[UP:.*]] = arith.addi %[[HOST:.*]], %c127_i32 : i32
// FUSED:         %[[ALIGNED:.*]] = arith.andi %[[UP]], %c-128_i32 : i32
// FUSED:         %[[TOTAL:.*]] = arith.addi %[[ALIGNED]], %c1040_i32{{.*}} : i32
// FUSED:         gpu.launch_func {{.*}}@kernels::@stage_a_stage_b_hfuse {{.*}} dynamic_shared_memory_size %[[TOTAL]]
// FUSED-SAME:      %[[HOST]] : i32)

// The second region's slice starts at the first's size rounded up to 128.
// LOWERED-LABEL: gpu.func @stage_a_stage_b_hfuse
// LOWERED-SAME:      %[[BYTES:[a-z0-9_]+]]: i32)
// LOWERED:         %[[SIZE:.*]] = arith.index_castui %[[BYTES]] : i32 to index
// LOWERED:         %[[UP:.*]] = arith.addi %[[SIZE]], %c127
// LOWERED:         %[[OFF:.*]] = arith.andi %[[UP]], %c-128
// LOWERED:         memref.view %{{.*}}[%[[OFF]]][%c1040{{.*}}]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[b*128 + t] = in[b*128 + 127 - t], through dynamic shared memory of
    // the size the launch gives (512 bytes).
    gpu.func @stage_a(%in: memref<1024xi32>, %out: memref<1024xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c127 = arith.constant 127 : index
      %i = gpu.global_id x
      %t = gpu.thread_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xi32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%i] : memref<1024xi32>
      memref.store %v, %stage[%t] : memref<128xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c127, %t : index
      %w = memref.load %stage[%r] : memref<128xi32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%i] : memref<1024xi32>
      gpu.return
    }
    // out[b*256 + t] = 3 * in[b*256 + 255 - t], through 1040 bytes.
    gpu.func @stage_b(%in: memref<1024xi32>, %out: memref<1024xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c255 = arith.constant 255 : index
      %i = gpu.global_id x
      %t = gpu.thread_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<260xi32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%i] : memref<1024xi32>
      memref.store %v, %stage[%t] : memref<260xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c255, %t : index
      %w = memref.load %stage[%r] : memref<260xi32, #gpu.address_space<workgroup>>
      %three = arith.constant 3 : i32
      %x = arith.muli %w, %three : i32
      memref.store %x, %out[%i] : memref<1024xi32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xi32> {llvm.noalias}, %b: memref<1024xi32> {llvm.noalias},
                  %c: memref<1024xi32> {llvm.noalias}, %d: memref<1024xi32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %bytes_b = arith.constant 1040 : i32
    // 4 bytes per element of a block of 1024 / 8 elements, known at run time.
    %dyn = memref.cast %a : memref<1024xi32> to memref<?xi32>
    %n = memref.dim %dyn, %c0 : memref<?xi32>
    %per = arith.divui %n, %c8 : index
    %bytes = arith.muli %per, %c4 : index
    %bytes_a = arith.index_castui %bytes : index to i32
    gpu.launch_func @kernels::@stage_a blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %bytes_a
        args(%a : memref<1024xi32>, %b : memref<1024xi32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@stage_b blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        dynamic_shared_memory_size %bytes_b
        args(%c : memref<1024xi32>, %d : memref<1024xi32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
