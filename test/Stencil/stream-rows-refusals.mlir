// kfusion-lower-tiles stream-rows=4 stream-columns=32: each fused kernel
// becomes a row of 32 threads walking 4 rows of a strip, or keeps its tiles
// with a remark saying why, one case per kernel (blocks of 8x2 threads, 2
// rows each: 16 x 16 arrays in a grid of 2 x 4 blocks). The kernels that are
// not streamed here lower as before (tiles of one point per thread). The
// loop's structure: stream-rows.mlir; its runs against the unfused programs:
// ../Integration/Sim/Stencil/stream-rows.mlir.
// RUN: kfusion-opt %s --kfusion-lower-tiles="stream-rows=4 stream-columns=32" -verify-diagnostics -o /dev/null
// Exchange buffers beyond the device's static shared memory (@streamed's
// one buffer of 2 x 32 floats against a limit of 128 bytes).
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=128}>}/' %s | kfusion-opt --kfusion-lower-tiles="stream-rows=4 stream-columns=32" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED: @streamed not streamed by rows: its values read across columns need 256 bytes of shared memory a block
// A block that is not whole warps, and a negative row count: errors.
// RUN: not kfusion-opt %s --kfusion-lower-tiles="stream-rows=4 stream-columns=48" -o /dev/null 2>&1 | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: error: kfusion-lower-tiles: stream-columns must be a multiple of 32 from 32 to 1024, not 48
// RUN: not kfusion-opt %s --kfusion-lower-tiles="stream-rows=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: kfusion-lower-tiles: stream-rows must be 0 (off) or positive, not -1

module attributes {gpu.container_module} {
  gpu.module @k {
    // A staged input read at x - 1 and x + 1: streamed (strips of 30 columns).
    // expected-remark @+1 {{kfusion-lower-tiles: streamed rows for @streamed: 1 x 4 blocks of 32 threads, each a strip of 30 columns (halo 1 + 1) walking 4 rows in 5 iterations; lags [1], 1 delay lines, 1 values exchanged a row}}
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
    // Blocks of two planes along z: not a 2-D kernel.
    // expected-remark @+1 {{kfusion-lower-tiles: @planes not streamed by rows: it is not a 2-D kernel scaled along y alone}}
    gpu.func @planes(%a: memref<2x16x16xf32>, %b: memref<2x16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 2>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %z = gpu.global_id z
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%z, %y, %x] : memref<2x16x16xf32>
        memref.store %v, %b[%z, %y, %x] : memref<2x16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Halos of 16 columns each side leave none of 32 threads to own.
    // expected-remark @+1 {{kfusion-lower-tiles: @wide not streamed by rows: its halos along x (16 + 16) leave no column of 32 threads}}
    gpu.func @wide(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 16] halo_hi [0, 16] : memref<4x40xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x40xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -16] : memref<4x40xf32, #gpu.address_space<workgroup>>
        memref.store %l, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A lane id: the shared check of tile sequences refuses it.
    // expected-remark @+1 {{kfusion-lower-tiles: @lanes not streamed by rows: a 'gpu.lane_id' in a tile}}
    gpu.func @lanes(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %lane = gpu.lane_id
        %v = memref.load %a[%y, %lane] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A GPU op other than the ids and sizes the lowering gives each point.
    // expected-remark @+1 {{kfusion-lower-tiles: @subgroups not streamed by rows: a 'gpu.subgroup_size' in a tile}}
    gpu.func @subgroups(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %w = gpu.subgroup_size : index
        %v = memref.load %a[%y, %w] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A temporary read one column past the points its writer computes (the
    // shared check of tile sequences, with register tiles' read check).
    // expected-remark @+1 {{kfusion-lower-tiles: @beyond not streamed by rows: a read beyond the points its writer computes}}
    gpu.func @beyond(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [1, 0] halo_lo [0, 0] halo_hi [0, 1] : memref<4x9xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<4x9xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0, 1] : memref<4x9xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Never launched: no grid to cut into strips and segments (register tiles,
    // auto, take it: no launch asks for fewer waves).
    // expected-remark @+2 {{kfusion-lower-tiles: @unlaunched not streamed by rows: no launch of it (its grid sets the strips and segments)}}
    // expected-remark @+1 {{kfusion-lower-tiles: register tiles for @unlaunched}}
    gpu.func @unlaunched(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // No known block size: the strips' threads cannot replace it.
    // expected-remark @+1 {{kfusion-lower-tiles: @unknown not streamed by rows: its block size is not known}}
    gpu.func @unknown(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A temporary along x alone (one row of the block): not a delay line of
    // points along x and y.
    // expected-remark @+1 {{kfusion-lower-tiles: @row_array not streamed by rows: a shared array that is not 2-D along x and y}}
    gpu.func @row_array(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %t = kfusion.shared_array dims [0] halo_lo [0] halo_hi [0] : memref<8xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        kfusion.shared_write %v, %t : memref<8xf32, #gpu.address_space<workgroup>>
        kfusion.yield
      }
      gpu.barrier
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %r = kfusion.shared_read %t [0] : memref<8xf32, #gpu.address_space<workgroup>>
        memref.store %r, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A tile computed over a halo along z.
    // expected-remark @+1 {{kfusion-lower-tiles: @zhalo not streamed by rows: a tile with a halo along z}}
    gpu.func @zhalo(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile halo_lo [0, 0, 1] halo_hi [0, 0, 0] {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A staged input the tile stores to: the walk would load rows another
    // block may have written (the shared check of tile sequences).
    // expected-remark @+1 {{kfusion-lower-tiles: @inplace not streamed by rows: a staged array whose source a tile writes}}
    gpu.func @inplace(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      // Lowered as before: its stage copied by the threads.
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA}}
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
        memref.store %l, %a[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Launched with other blocks than its known size.
    // expected-remark @+1 {{kfusion-lower-tiles: @block not streamed by rows: a launch whose block is not the kernel's}}
    gpu.func @block(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // Launched with two grids: the strips and segments would differ.
    // expected-remark @+1 {{kfusion-lower-tiles: @two_grids not streamed by rows: launches with different grids}}
    gpu.func @two_grids(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
    // A grid of a host value: no constant strips and segments.
    // expected-remark @+1 {{kfusion-lower-tiles: @dynamic_grid not streamed by rows: a launch whose grid is not constant and 2-D}}
    gpu.func @dynamic_grid(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %y = gpu.global_id y
        %x = gpu.global_id x
        %v = memref.load %a[%y, %x] : memref<16x16xf32>
        memref.store %v, %b[%y, %x] : memref<16x16xf32>
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %a3: memref<2x16x16xf32>, %b3: memref<2x16x16xf32>, %rows: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@streamed blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@planes blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c2) args(%a3 : memref<2x16x16xf32>, %b3 : memref<2x16x16xf32>)
    gpu.launch_func @k::@wide blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@lanes blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@subgroups blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@beyond blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@unknown blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@row_array blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@zhalo blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@inplace blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@block blocks in (%c2, %c4, %c1) threads in (%c4, %c4, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@two_grids blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@two_grids blocks in (%c2, %c2, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@dynamic_grid blocks in (%c2, %rows, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    return
  }
}
