// RUN: kfusion-opt %s --kfusion-lower-tiles=stage-async=false | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-tiles=stage-async=false --canonicalize | FileCheck %s --check-prefix=FOLDED
// RUN: kfusion-opt %s --kfusion-lower-tiles="interior-blocks=false stage-async=false" | FileCheck %s --check-prefix=PLAIN

// kfusion-lower-tiles: shared arrays become workgroup attributions (or views
// of dynamic shared memory), a stage a guarded copy loop and a barrier, a
// tile with a halo a loop over the widened tile with remapped ids, a tile
// without one an scf.execute_region.

// The default: interior blocks, a synchronous stage (stage-async=false).
// CHECK-LABEL: gpu.func @lowered
// CHECK-SAME:      workgroup(%[[T:.*]] : memref<10x34xf32, #gpu.address_space<workgroup>>)
// CHECK:         %[[DYN:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK:         %[[S:.*]] = memref.view %[[DYN]][%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<12x36xf32, #gpu.address_space<workgroup>>
// The stage: the 12x36 elements, unguarded in the blocks whose window lies
// inside the source (checked once per block): 2 per thread, both loads before
// the stores, the second one clamped to the window and its store guarded;
// a loop guarded by the source's bounds in the others.
// CHECK:         arith.cmpi sle
// CHECK:         scf.if %{{.*}} {
// CHECK-NOT:       scf.for
// CHECK:           memref.load %{{.*}} : memref<64x128xf32>
// CHECK:           arith.minui %{{.*}}, %c431{{.*}} : index
// CHECK:           memref.load %{{.*}} : memref<64x128xf32>
// CHECK-NEXT:      memref.store %{{.*}}, %[[S]]
// CHECK-NEXT:      arith.cmpi ult, %{{.*}}, %c432{{.*}} : index
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        memref.store %{{.*}}, %[[S]]
// CHECK:         } else {
// CHECK-NEXT:      scf.for
// CHECK:             scf.if
// CHECK:               memref.load %{{.*}} : memref<64x128xf32>
// CHECK:               memref.store %{{.*}}, %[[S]]
// CHECK:         gpu.barrier
// The tile with a halo: 34 x 10 points over the block's 256 threads.
// CHECK:         scf.for
// CHECK:           arith.remui
// CHECK:           arith.divui
// CHECK:           scf.execute_region {
// CHECK:             memref.load %[[S]]
// CHECK:             memref.store %{{.*}}, %[[T]]
// CHECK:             scf.yield
// CHECK:         gpu.barrier
// The tile without a halo: each thread its own point.
// CHECK:         scf.execute_region {
// CHECK:           memref.load %[[T]]
// CHECK:           scf.yield
// CHECK-NOT:     kfusion.

// interior-blocks=false: the guarded copy loop alone.
// PLAIN-LABEL:   gpu.func @lowered
// PLAIN-NOT:     scf.if %{{.*}} {
// PLAIN:         scf.for
// PLAIN:           scf.if
// PLAIN:             memref.load %{{.*}} : memref<64x128xf32>
// PLAIN:         gpu.barrier

// Canonicalized, the loops' bounds are constants: 432 elements staged, 340
// points of the widened tile.
// FOLDED-LABEL: gpu.func @lowered
// FOLDED-DAG:    %[[C340:.*]] = arith.constant 340 : index
// FOLDED-DAG:    %[[C256:.*]] = arith.constant 256 : index
// FOLDED-DAG:    %[[C432:.*]] = arith.constant 432 : index
// FOLDED:        scf.for %{{.*}} = %{{.*}} to %[[C432]] step %[[C256]]
// FOLDED:        scf.for %{{.*}} = %{{.*}} to %[[C340]] step %[[C256]]
gpu.module @kernels {
  gpu.func @lowered(%in: memref<64x128xf32>, %out: memref<64x128xf32>) kernel
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
