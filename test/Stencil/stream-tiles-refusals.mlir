// kfusion-lower-tiles stream-tiles=2: each register kernel whose window the
// TMA loads computes two tiles a block along y, or keeps one with a remark
// saying why, one case per kernel (blocks of 8x2 threads, 2 rows each, the
// input staged with a halo of 1 along x: 4 x 10 windows). The checks of the
// kernel's own shape after the lowering (its TMA issues, waits and mbarriers as
// the stage lowering leaves them, no barrier among the tiles) guard the
// lowering's output, which no input reaches otherwise. The loop's
// structure and its runs on the interpreter: stream-tiles.mlir and
// ../Integration/Sim/Stencil/stream-tiles.mlir.
// RUN: kfusion-opt %s --kfusion-lower-tiles="register-tiles=always stage-tma=always stream-tiles=2" -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @k {
    // Grid 2 x 4: two tiles a block along y, the grid 2 x 2.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @streamed}}
    // expected-remark @+1 {{kfusion-lower-tiles: @streamed streams 2 tiles a block along y, its 1 TMA window double-buffered}}
    gpu.func @streamed(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Grid 2 x 3: 2 does not divide 3.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @not_divided}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @not_divided not streamed: a launch whose grid along y is not a constant multiple of 2}}
    gpu.func @not_divided(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // No stage: the tiles read global memory, no window to load ahead.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @no_stage}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @no_stage not streamed: no input window is loaded by the TMA}}
    gpu.func @no_stage(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = memref.load %a[%y, %x] : memref<16x16xf32>
        %r = memref.load %b[%y, %x] : memref<16x16xf32>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A known grid size, which a shorter grid would contradict.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @known_grid}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @known_grid not streamed: a known grid size}}
    gpu.func @known_grid(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>, known_grid_size = array<i32: 2, 4, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A window of 128 x 36 f64 (36864 bytes; its rows widened for the vector reads): two are above
    // the 48 KB of static shared memory a block has.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @too_much_shared}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @too_much_shared not streamed: the second buffers would take its static shared memory to 73728 bytes, above 49152}}
    gpu.func @too_much_shared(%a: memref<256x64xf64>, %b: memref<256x64xf64>) kernel attributes {known_block_size = array<i32: 32, 16, 1>, kfusion.tile_scale = array<i64: 1, 8, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<128x34xf64, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<256x64xf64>, memref<128x34xf64, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<128x34xf64, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<128x34xf64, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f64
        memref.store %v, %b[%y, %x] : memref<256x64xf64>
        kfusion.yield
      }
      gpu.return
    }
    // Launched in clusters (whose ids along y the loop would not renumber).
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @clustered}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @clustered not streamed: a launch in clusters}}
    gpu.func @clustered(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A grid along y known only at run time.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @dynamic_grid}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @dynamic_grid not streamed: a launch whose grid along y is not a constant multiple of 2}}
    gpu.func @dynamic_grid(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A global id along y at the top level (the loop renumbers block ids, not it).
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @global_y}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @global_y not streamed: a global id along y}}
    gpu.func @global_y(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      %gy = gpu.global_id y
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A cluster id at the top level.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @cluster_x}}
    // expected-remark @+1 {{kfusion-lower-tiles: tiles of @cluster_x not streamed: a cluster id}}
    gpu.func @cluster_x(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      %cx = gpu.cluster_id x
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        %v = arith.addf %l, %r : f32
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %c: memref<256x64xf64>, %d: memref<256x64xf64>, %rows: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@streamed blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@not_divided blocks in (%c2, %c3, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@no_stage blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@known_grid blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@too_much_shared blocks in (%c2, %c2, %c1) threads in (%c32, %c16, %c1) args(%c : memref<256x64xf64>, %d : memref<256x64xf64>)
    gpu.launch_func @k::@dynamic_grid blocks in (%c2, %rows, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@global_y blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@cluster_x blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@clustered clusters in (%c1, %c2, %c1) blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    return
  }
}
