// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// Round trip: the printed form parses back to the same ops.
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// Generic form round trip, so the custom printer is not the only path tested.
// RUN: kfusion-opt %s -split-input-file -mlir-print-op-generic | kfusion-opt -split-input-file | FileCheck %s

// Two 1-D partitions on one grid, each with a barrier (ids 1 and 2 after
// lowering), and the kernel's known_block_size equal to the fused block.
// CHECK-LABEL: gpu.func @two_partitions
// CHECK:       kfusion.horizontal partitions [128, 256]
// CHECK-SAME:      block_dims [(128, 1, 1), (256, 1, 1)]
// CHECK-SAME:      grid_dims [(64, 1, 1), (64, 1, 1)] {
// CHECK:         gpu.barrier
// CHECK:         kfusion.yield
// CHECK:       }, {
// CHECK:         gpu.barrier
// CHECK:         kfusion.yield
// CHECK:       }
// CHECK:       gpu.return
gpu.module @kernels {
  gpu.func @two_partitions(%out: memref<?xi32>) kernel
      attributes {known_block_size = array<i32: 384, 1, 1>} {
    kfusion.horizontal partitions [128, 256]
        block_dims [(128, 1, 1), (256, 1, 1)]
        grid_dims [(64, 1, 1), (64, 1, 1)] {
      %tid = gpu.thread_id x
      gpu.barrier
      kfusion.yield
    }, {
      %tid = gpu.thread_id x
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Serial mode, 2-D and 3-D blocks, different grids, dynamic shared memory,
// and a multi-block region whose early exit is a second kfusion.yield.
// CHECK-LABEL: gpu.func @serial_shapes
// CHECK:       kfusion.horizontal serial partitions [256, 64]
// CHECK-SAME:      block_dims [(16, 16, 1), (4, 4, 4)]
// CHECK-SAME:      grid_dims [(8, 8, 1), (100, 1, 1)]
// CHECK-SAME:      dynamic_shared_sizes [1024, 0]
// CHECK-SAME:      attributes {note = "tuned"} {
// CHECK:         cf.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[WORK:.*]]
// CHECK:       ^[[WORK]]:
// CHECK:         kfusion.yield
// CHECK:       ^[[EXIT]]:
// CHECK:         kfusion.yield
// CHECK:       }, {
gpu.module @kernels {
  gpu.func @serial_shapes(%n: index) kernel {
    kfusion.horizontal serial partitions [256, 64]
        block_dims [(16, 16, 1), (4, 4, 4)]
        grid_dims [(8, 8, 1), (100, 1, 1)]
        dynamic_shared_sizes [1024, 0] attributes {note = "tuned"} {
      %ty = gpu.thread_id y
      %out = arith.cmpi uge, %ty, %n : index
      cf.cond_br %out, ^exit, ^work
    ^work:
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      kfusion.yield
    ^exit:
      kfusion.yield
    }, {
      %tz = gpu.thread_id z
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Staggered serial mode: the serial form whose blocks rotate the region order.
// CHECK-LABEL: gpu.func @serial_staggered
// CHECK:       kfusion.horizontal serial staggered partitions [128, 64]
// CHECK-SAME:      grid_dims [(4, 1, 1), (2, 1, 1)] {
gpu.module @kernels {
  gpu.func @serial_staggered() kernel {
    kfusion.horizontal serial staggered partitions [128, 64]
        block_dims [(128, 1, 1), (64, 1, 1)] grid_dims [(4, 1, 1), (2, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Interleaved blocks: each block runs one region; the block is the widest
// partition (known_block_size 256).
// CHECK-LABEL: gpu.func @interleaved_blocks
// CHECK:       kfusion.horizontal blocks partitions [128, 256]
// CHECK-SAME:      block_dims [(128, 1, 1), (16, 16, 1)]
// CHECK-SAME:      grid_dims [(40, 1, 1), (8, 8, 1)]
// CHECK-SAME:      dynamic_shared_sizes [512, 2048] {
gpu.module @kernels {
  gpu.func @interleaved_blocks() kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    kfusion.horizontal blocks partitions [128, 256]
        block_dims [(128, 1, 1), (16, 16, 1)]
        grid_dims [(40, 1, 1), (8, 8, 1)]
        dynamic_shared_sizes [512, 2048] {
      gpu.barrier
      kfusion.yield
    }, {
      %ty = gpu.thread_id y
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Three regions without barriers; warp-level ops need no remapping.
// CHECK-LABEL: gpu.func @three_regions
// CHECK:       kfusion.horizontal partitions [32, 32, 64]
// CHECK:         gpu.shuffle xor
// CHECK:       }, {
// CHECK:       }, {
// CHECK:         gpu.lane_id
gpu.module @kernels {
  gpu.func @three_regions(%v: f32) kernel {
    kfusion.horizontal partitions [32, 32, 64]
        block_dims [(32, 1, 1), (32, 1, 1), (64, 1, 1)]
        grid_dims [(1, 1, 1), (2, 1, 1), (3, 1, 1)] {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      %lane = gpu.lane_id
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Grid sizes known at run time: `?` in grid_dims, one grid_sizes operand each
// (index values of the kernel, in order).
// CHECK-LABEL: gpu.func @dynamic_grid
// CHECK-SAME:      (%[[GX:.*]]: index, %[[GY:.*]]: index)
// CHECK:       kfusion.horizontal partitions [64, 64]
// CHECK-SAME:      grid_dims [(?, 1, 1), (4, ?, 1)] grid_sizes(%[[GX]], %[[GY]]) {
gpu.module @kernels {
  gpu.func @dynamic_grid(%gx: index, %gy: index) kernel {
    kfusion.horizontal partitions [64, 64]
        block_dims [(64, 1, 1), (64, 1, 1)]
        grid_dims [(?, 1, 1), (4, ?, 1)] grid_sizes(%gx, %gy) {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A dynamic shared memory size given at run time: -1, one shared_sizes
// operand each.
// CHECK-LABEL: gpu.func @runtime_shared
// CHECK-SAME:      (%[[BYTES:.*]]: index)
// CHECK:       kfusion.horizontal partitions [64, 64]
// CHECK-SAME:      dynamic_shared_sizes [-1, 256] shared_sizes(%[[BYTES]]) {
gpu.module @kernels {
  gpu.func @runtime_shared(%bytes: index) kernel {
    kfusion.horizontal partitions [64, 64]
        block_dims [(64, 1, 1), (64, 1, 1)]
        grid_dims [(1, 1, 1), (1, 1, 1)]
        dynamic_shared_sizes [-1, 256] shared_sizes(%bytes) {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}
