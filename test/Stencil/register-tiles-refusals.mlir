// kfusion-lower-tiles register-tiles=always: each kernel that cannot take
// register tiles keeps its lowering (runs of rows, shared arrays), with a
// remark on the kernel saying why, one case per kernel (blocks of 8x2
// threads, 2 rows each: units of 4 columns x 2 rows; the 4x8 tiles' arrays
// 6 x 10 with a halo of 1). The kernels not scaled along y and a block not a
// multiple of the columns are in register-tiles.mlir; a lowering of the
// gpu.module alone (its launches outside) below. stage-tma=never: no TMA
// remarks.
// RUN: kfusion-opt %s --kfusion-lower-tiles="register-tiles=always stage-tma=never" -verify-diagnostics -o /dev/null
// RUN: kfusion-opt %s --pass-pipeline='builtin.module(gpu.module(kfusion-lower-tiles{register-tiles=always stage-tma=never}))' --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// NESTED: remark: kfusion-lower-tiles: no register tiles for @two_writers: a shared array written by two tiles
// NESTED: remark: kfusion-lower-tiles: no register tiles for @dynamic_block: its kernel's launches are outside the lowered op

module attributes {gpu.container_module} {
  gpu.module @k {
    // No known block size: the tiles' points are not known.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @unknown_block: its block size is not known}}
    gpu.func @unknown_block(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A stage after the first tile.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @stage_between: a 'kfusion.stage' between its tiles}}
    gpu.func @stage_between(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.stage %a into %s : memref<16x16xf32>, memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Control flow at the top level (a tile under it would not be at the top level).
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @top_level_if: a 'scf.if' at its top level}}
    gpu.func @top_level_if(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      %c = arith.constant true
      scf.if %c {
      }
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A temporary two tiles write.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @two_writers: a shared array written by two tiles}}
    gpu.func @two_writers(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A shared array used other than by stages, shared reads and writes.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @direct_use: a shared array used by 'memref.load'}}
    gpu.func @direct_use(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %z = arith.constant 0 : index
        %d = memref.load %t[%z, %z] : memref<6x10xf32, #gpu.address_space<workgroup>>
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A staged array a tile writes.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @staged_written: a staged array written by a tile}}
    gpu.func @staged_written(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %t : memref<16x16xf32>, memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A lane id in a tile: units are not lanes.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @lane_id: a 'gpu.lane_id' in a tile}}
    gpu.func @lane_id(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = gpu.lane_id
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // An atomic update in a tile: points beyond a unit are computed twice.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @atomic: a 'memref.atomic_rmw' in a tile}}
    gpu.func @atomic(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        %o = memref.atomic_rmw addf %v, %b[%y, %x] : (f32, memref<16x16xf32>) -> f32
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A tile that reads the temporary it writes.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @read_own: a tile reads a temporary it or a later tile writes}}
    gpu.func @read_own(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        %q = kfusion.shared_read %t [0, 0] : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A read past the points the writer computes (its tile's halo 0 along x, the array's 1).
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @read_beyond: a read beyond the points its writer computes}}
    gpu.func @read_beyond(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      %u = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.shared_write %r, %u : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %u [0, 0] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A tile with a halo reads global memory a tile writes (the barriers ordered them).
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @global_read_written: a tile reads global memory the tiles write (the barriers between them order it)}}
    gpu.func @global_read_written(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %a[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Five tiles of 4 x 64 points a thread: 1280.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @many_points: a thread would evaluate 1280 points of its members, above 1024}}
    gpu.func @many_points(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>, kfusion.tile_scale = array<i64: 1, 64, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Two temporaries of 6 x 66 values a thread: 792.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @many_values: a thread would keep 792 temporary values, above 512}}
    gpu.func @many_values(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>, kfusion.tile_scale = array<i64: 1, 64, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<66x10xf32, #gpu.address_space<workgroup>>
      %u = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<66x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<66x10xf32, #gpu.address_space<workgroup>>
        kfusion.shared_write %v, %u : memref<66x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<66x10xf32, #gpu.address_space<workgroup>>
        %s = kfusion.shared_read %u [0, -1] : memref<66x10xf32, #gpu.address_space<workgroup>>
        %w = arith.addf %r, %s : f32
        memref.store %w, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A launch whose block is not a constant.
    // expected-remark @+1 {{kfusion-lower-tiles: no register tiles for @dynamic_block: a launch whose block is not a constant 8 threads along x}}
    gpu.func @dynamic_block(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 1, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<6x10xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<6x10xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @host(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@unknown_block blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@stage_between blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@top_level_if blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@two_writers blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@direct_use blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@staged_written blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@lane_id blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@atomic blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@read_own blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@read_beyond blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@global_read_written blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@many_points blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@many_values blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@dynamic_block blocks in (%c2, %c2, %c1) threads in (%n, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    return
  }
}
