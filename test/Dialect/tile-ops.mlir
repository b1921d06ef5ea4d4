// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// Round trip: the printed form parses back to the same ops.
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// Generic form round trip, so the custom printer is not the only path tested.
// RUN: kfusion-opt %s -split-input-file -mlir-print-op-generic | kfusion-opt -split-input-file | FileCheck %s

// A producer computed over its tile and one point around it, kept in a
// shared array, and a consumer that reads it at offsets; a read-only array
// staged once.
// CHECK-LABEL: gpu.func @producer_consumer
// CHECK:       %[[T:.*]] = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
// CHECK:       %[[IN:.*]] = kfusion.shared_array dims [1, 0] halo_lo [2, 2] halo_hi [2, 2] dynamic_offset 2048 : memref<12x36xf32, #gpu.address_space<workgroup>>
// CHECK:       kfusion.stage %{{.*}} into %[[IN]] : memref<64x128xf32>, memref<12x36xf32, #gpu.address_space<workgroup>>
// CHECK:       kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
// CHECK:         %[[V:.*]] = kfusion.shared_read %[[IN]] [1, -1] : memref<12x36xf32, #gpu.address_space<workgroup>>
// CHECK:         kfusion.shared_write %[[V]], %[[T]] : memref<10x34xf32, #gpu.address_space<workgroup>>
// CHECK:         kfusion.yield
// CHECK:       }
// CHECK:       gpu.barrier
// CHECK:       kfusion.tile {
// CHECK:         kfusion.shared_read %[[T]] [0, -1] : memref<10x34xf32, #gpu.address_space<workgroup>>
// CHECK:         kfusion.yield
// CHECK:       }
gpu.module @kernels {
  gpu.func @producer_consumer(%in: memref<64x128xf32>, %out: memref<64x128xf32>) kernel
      attributes {known_block_size = array<i32: 32, 8, 1>} {
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1]
        : memref<10x34xf32, #gpu.address_space<workgroup>>
    %s = kfusion.shared_array dims [1, 0] halo_lo [2, 2] halo_hi [2, 2] dynamic_offset 2048
        : memref<12x36xf32, #gpu.address_space<workgroup>>
    kfusion.stage %in into %s : memref<64x128xf32>, memref<12x36xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
      %v = kfusion.shared_read %s [1, -1] : memref<12x36xf32, #gpu.address_space<workgroup>>
      kfusion.shared_write %v, %t : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.barrier
    kfusion.tile {
      %w = kfusion.shared_read %t [0, -1] : memref<10x34xf32, #gpu.address_space<workgroup>>
      %x = gpu.global_id x
      %y = gpu.global_id y
      memref.store %w, %out[%y, %x] : memref<64x128xf32>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A tile whose body has several blocks: an early exit ends the point.
// CHECK-LABEL: gpu.func @early_exit
// CHECK:       kfusion.tile halo_lo [0, 2, 0] halo_hi [0, 0, 1] {
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK:         kfusion.yield
// CHECK:       ^bb2:
// CHECK:         kfusion.yield
// CHECK:       }
gpu.module @kernels {
  gpu.func @early_exit(%a: memref<16x16x16xf32>) kernel {
    kfusion.tile halo_lo [0, 2, 0] halo_hi [0, 0, 1] {
      %x = gpu.global_id x
      %c4 = arith.constant 4 : index
      %out = arith.cmpi ult, %x, %c4 : index
      cf.cond_br %out, ^exit, ^work
    ^exit:
      kfusion.yield
    ^work:
      %c = arith.constant 1.0 : f32
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A scaled tile: 32x8 threads compute a 32x32 tile (kfusion.tile_scale), the
// shared arrays hold the tile and its halo.
// CHECK-LABEL: gpu.func @scaled
// CHECK-SAME:    kfusion.tile_scale = array<i64: 1, 4, 1>
// CHECK:       kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<34x34xf32, #gpu.address_space<workgroup>>
// CHECK:       kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
gpu.module @kernels {
  gpu.func @scaled(%a: memref<64x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, kfusion.tile_scale = array<i64: 1, 4, 1>} {
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<34x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%y, %x] : memref<64x64xf32>
      kfusion.shared_write %v, %t : memref<34x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A halo exchange of two arrays along x, and the remote load it lowers to:
// the element of the same array in the block of the cluster with rank %r.
// CHECK-LABEL: gpu.func @exchange
// CHECK:       kfusion.halo_exchange %[[A:.*]], %[[B:.*]] dim 0 extents [array<i64: 64, 64>, array<i64: 64, 64>] : memref<10x34xf32, #gpu.address_space<workgroup>>, memref<8x36xf16, #gpu.address_space<workgroup>>
// CHECK:       kfusion.remote_load %[[A]][%{{.*}}, %{{.*}}] from %{{.*}} : memref<10x34xf32, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @exchange(%r: index) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    %b = kfusion.shared_array dims [1, 0] halo_lo [0, 2] halo_hi [0, 2] : memref<8x36xf16, #gpu.address_space<workgroup>>
    kfusion.halo_exchange %a, %b dim 0 extents [array<i64: 64, 64>, array<i64: 64, 64>] : memref<10x34xf32, #gpu.address_space<workgroup>>, memref<8x36xf16, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %v = kfusion.remote_load %a[%c0, %c0] from %r : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A release of a stage in another block of the cluster: one arrival on the
// mbarrier of the same group and index in the block of rank %peer.
// CHECK-LABEL: gpu.func @release
// CHECK:       kfusion.remote_mbarrier_arrive %[[FREE:.*]][%{{.*}}] in %{{.*}} : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
gpu.module @kernels {
  gpu.func @release(%stage: index, %peer: index) kernel {
    %free = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
    kfusion.remote_mbarrier_arrive %free[%stage] in %peer : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
    gpu.return
  }
}

// -----

// Without extents every element of the layers is copied.
// CHECK-LABEL: gpu.func @exchange_unbounded
// CHECK:       kfusion.halo_exchange %{{.*}} dim 1 : memref<10x34xf32, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @exchange_unbounded() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.halo_exchange %a dim 1 : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
