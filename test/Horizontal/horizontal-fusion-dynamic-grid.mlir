// Launches whose grid is computed at run time (here from the length of a
// buffer whose size the kernels only know as `?`): the fused kernel receives
// each such size as an argument, `kfusion.horizontal` names it in
// `grid_sizes`, and the host launches the fused kernel on a one-dimensional
// grid of the most blocks any region needs, computed before the launch. A
// region skips the blocks beyond its grid and sees its block ids
// delinearized in its (partly dynamic) grid.
//
// The interpreter runs are in
// ../Integration/Sim/Horizontal/horizontal-fusion-dynamic-grid.mlir.
//
// RUN: kfusion-opt %s --kfusion-horizontal-fusion -o %t.fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-horizontal | FileCheck %s --check-prefix=LOWERED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion --kfusion-to-cubin="format=ptx" -o /dev/null

// Two run-time grids and a static 2-D one: the fused kernel takes the
// run-time sizes as arguments.
// FUSED-LABEL: gpu.func @scale_tile2d_strided_hfuse
// FUSED-SAME:      %[[GX1:[a-z0-9_]+]]: index, %[[GX3:[a-z0-9_]+]]: index)
// FUSED:         kfusion.horizontal partitions [256, 128, 64]
// FUSED-SAME:      grid_dims [(?, 1, 1), (4, 8, 1), (?, 2, 1)] grid_sizes(%[[GX1]], %[[GX3]])
// FUSED-LABEL: func.func @main
// The launch grid: max(gx1 * 1 * 1, 4 * 8 * 1, gx3 * 2 * 1), computed on the host.
// FUSED:         %[[B1:.*]] = arith.muli %[[HGX1:.*]], %{{.*}} : index
// FUSED:         arith.maxui
// FUSED:         %[[MOST:.*]] = arith.maxui
// FUSED:         gpu.launch_func @kernels::@scale_tile2d_strided_hfuse blocks in (%[[MOST]], %{{.*}}, %{{.*}}) threads in
// FUSED-SAME:      %[[HGX1]] : index
// FUSED-NOT:     gpu.launch_func

// Every region is guarded by its own block count, and the 2-D dynamic grid
// delinearizes the launch's block id with the run-time size.
// LOWERED-LABEL: gpu.func @scale_tile2d_strided_hfuse
// LOWERED-SAME:      %[[GX1:[a-z0-9_]+]]: index, %[[GX3:[a-z0-9_]+]]: index)
// LOWERED:         %[[BID:.*]] = gpu.block_id x
// LOWERED:         arith.cmpi ult, %[[BID]], %[[GX1]] : index
// LOWERED:         %[[C32:.*]] = arith.constant 32 : index
// LOWERED:         arith.cmpi ult, %[[BID]], %[[C32]] : index
// LOWERED:         %[[BLOCKS3:.*]] = arith.muli %[[GX3]], %{{.*}} : index
// LOWERED:         arith.cmpi ult, %[[BID]], %[[BLOCKS3]] : index
// LOWERED:         arith.remui %[[BID]], %[[GX3]] : index
// LOWERED:         arith.divui %[[BID]], %[[GX3]] : index

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // b[i] = 2 a[i] + 1 for i < n; the grid may overshoot n.
    gpu.func @scale(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %a[%i] : memref<?xf32>
        %two = arith.constant 2.0 : f32
        %one = arith.constant 1.0 : f32
        %w = arith.mulf %v, %two : f32
        %z = arith.addf %w, %one : f32
        memref.store %z, %b[%i] : memref<?xf32>
      }
      gpu.return
    }
    // d = transpose(c) in 16x8 tiles, on a static 2-D grid.
    gpu.func @tile2d(%c: memref<64x64xf32>, %d: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %c[%x, %y] : memref<64x64xf32>
      memref.store %v, %d[%y, %x] : memref<64x64xf32>
      gpu.return
    }
    // f[i] = 3 e[i] for i < n, on a (gx, 2) grid of 64-thread blocks.
    gpu.func @strided(%e: memref<?xf32>, %f: memref<?xf32>, %n: index) kernel {
      %c64 = arith.constant 64 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %tx = gpu.thread_id x
      %row = arith.muli %by, %gx : index
      %blk = arith.addi %row, %bx : index
      %base = arith.muli %blk, %c64 : index
      %i = arith.addi %base, %tx : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %e[%i] : memref<?xf32>
        %three = arith.constant 3.0 : f32
        %w = arith.mulf %v, %three : f32
        memref.store %w, %f[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<3000xf32> {llvm.noalias}, %b: memref<3000xf32> {llvm.noalias},
                  %c: memref<64x64xf32> {llvm.noalias}, %d: memref<64x64xf32> {llvm.noalias},
                  %e: memref<3000xf32> {llvm.noalias}, %f: memref<3000xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %da = memref.cast %a : memref<3000xf32> to memref<?xf32>
    %db = memref.cast %b : memref<3000xf32> to memref<?xf32>
    %de = memref.cast %e : memref<3000xf32> to memref<?xf32>
    %df = memref.cast %f : memref<3000xf32> to memref<?xf32>
    %n = memref.dim %da, %c0 : memref<?xf32>
    %gx1 = arith.ceildivui %n, %c256 : index
    %gx3 = arith.ceildivui %n, %c128 : index
    gpu.launch_func @kernels::@scale blocks in (%gx1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%da : memref<?xf32>, %db : memref<?xf32>, %n : index) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@tile2d blocks in (%c4, %c8, %c1) threads in (%c16, %c8, %c1)
        args(%c : memref<64x64xf32>, %d : memref<64x64xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@strided blocks in (%gx3, %c2, %c1) threads in (%c64, %c1, %c1)
        args(%de : memref<?xf32>, %df : memref<?xf32>, %n : index) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
