// kfusion-lower-tiles vector-stores (auto, the default) on register kernels,
// one case per kernel (blocks of 8x2 threads, 2 rows and 4 columns a thread,
// a guard in each body so that the interior branch exists): merged whether
// the TMA loads the window or the threads copy it, or left with a remark
// saying why: an access that may alias between a row's stores, a global load
// between, columns not provably aligned. The structure, always and never,
// and the runs on the interpreter: vector-stores.mlir and
// ../Integration/Sim/Stencil/vector-stores.mlir.
// RUN: kfusion-opt %s --kfusion-lower-tiles="register-tiles=always stage-tma=always" -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @k {
    // A static window the TMA loads: merged as well.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @tma}}
    // expected-remark @+1 {{kfusion-lower-tiles: 8 element stores of @tma's interior blocks merged into 2 vector stores (the blocks whose outputs are aligned to them)}}
    gpu.func @tma(%a: memref<16x16xf32> {llvm.noalias}, %b: memref<16x16xf32> {llvm.noalias}) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %c16 = arith.constant 16 : index
        %y = gpu.global_id y
        %x = gpu.global_id x
        %in = arith.cmpi slt, %x, %c16 : index
        scf.if %in {
          %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %v = arith.addf %l, %r : f32
          memref.store %v, %b[%y, %x] : memref<16x16xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
    // A window in dynamic shared memory (cp.async): each thread's 4 columns
    // of its 2 rows, two vector stores.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @merged}}
    // expected-remark @+1 {{kfusion-lower-tiles: 8 element stores of @merged's interior blocks merged into 2 vector stores (the blocks whose outputs are aligned to them)}}
    gpu.func @merged(%a: memref<16x16xf32> {llvm.noalias}, %b: memref<16x16xf32> {llvm.noalias}) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] dynamic_offset 0 : memref<4x10xf32, #gpu.address_space<workgroup>>
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its shared array is in dynamic shared memory}}
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %c16 = arith.constant 16 : index
        %y = gpu.global_id y
        %x = gpu.global_id x
        %in = arith.cmpi slt, %x, %c16 : index
        scf.if %in {
          %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %v = arith.addf %l, %r : f32
          memref.store %v, %b[%y, %x] : memref<16x16xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
    // A load of %a between a row's stores to %b, which may be the same buffer (no llvm.noalias).
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @aliased}}
    // expected-remark @+1 {{kfusion-lower-tiles: no vector stores in @aliased's interior blocks: an access that may alias the stored memref lies between a row's stores}}
    gpu.func @aliased(%a: memref<16x16xf32>, %b: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %c16 = arith.constant 16 : index
        %y = gpu.global_id y
        %x = gpu.global_id x
        %in = arith.cmpi slt, %x, %c16 : index
        scf.if %in {
          %l = memref.load %a[%y, %x] : memref<16x16xf32>
          %v = arith.addf %l, %l : f32
          memref.store %v, %b[%y, %x] : memref<16x16xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
    // The same with llvm.noalias: a global load between, which the stores stay ahead of.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @global_load}}
    // expected-remark @+1 {{kfusion-lower-tiles: no vector stores in @global_load's interior blocks: a global load lies between a row's stores}}
    gpu.func @global_load(%a: memref<16x16xf32> {llvm.noalias}, %b: memref<16x16xf32> {llvm.noalias}) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      kfusion.tile {
        %c16 = arith.constant 16 : index
        %y = gpu.global_id y
        %x = gpu.global_id x
        %in = arith.cmpi slt, %x, %c16 : index
        scf.if %in {
          %l = memref.load %a[%y, %x] : memref<16x16xf32>
          %v = arith.addf %l, %l : f32
          memref.store %v, %b[%y, %x] : memref<16x16xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
    // Rows of 17 floats: no column past the first row is aligned.
    // expected-remark @+2 {{kfusion-lower-tiles: register tiles for @odd_rows}}
    // expected-remark @+1 {{kfusion-lower-tiles: no vector stores in @odd_rows's interior blocks: the columns are not provably aligned to two elements (the stored memref's row stride or offset, or the column index)}}
    gpu.func @odd_rows(%a: memref<16x16xf32> {llvm.noalias}, %b: memref<16x17xf32> {llvm.noalias}) kernel attributes {known_block_size = array<i32: 8, 2, 1>, kfusion.tile_scale = array<i64: 1, 2, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] dynamic_offset 0 : memref<4x10xf32, #gpu.address_space<workgroup>>
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its shared array is in dynamic shared memory}}
      kfusion.stage %a into %s : memref<16x16xf32>, memref<4x10xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %c16 = arith.constant 16 : index
        %y = gpu.global_id y
        %x = gpu.global_id x
        %in = arith.cmpi slt, %x, %c16 : index
        scf.if %in {
          %l = kfusion.shared_read %s [0, -1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %r = kfusion.shared_read %s [0, 1] : memref<4x10xf32, #gpu.address_space<workgroup>>
          %v = arith.addf %l, %r : f32
          memref.store %v, %b[%y, %x] : memref<16x17xf32>
        }
        kfusion.yield
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %o: memref<16x17xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %bytes = arith.constant 160 : i32
    gpu.launch_func @k::@tma blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@merged blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) dynamic_shared_memory_size %bytes args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@aliased blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@global_load blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) args(%a : memref<16x16xf32>, %b : memref<16x16xf32>)
    gpu.launch_func @k::@odd_rows blocks in (%c2, %c4, %c1) threads in (%c8, %c2, %c1) dynamic_shared_memory_size %bytes args(%a : memref<16x16xf32>, %o : memref<16x17xf32>)
    return
  }
}
