// RUN: kfusion-opt %s -split-input-file -verify-diagnostics

// One case per verifier rule of kfusion.tile, kfusion.shared_array,
// kfusion.shared_read, kfusion.shared_write, kfusion.stage, kfusion.halo_exchange
// kfusion.remote_load and kfusion.remote_mbarrier_arrive.

// A halo is given at both ends or not at all.
gpu.module @kernels {
  gpu.func @halo_lo_only() kernel {
    // expected-error @+1 {{'kfusion.tile' op takes both halo_lo and halo_hi, or neither}}
    kfusion.tile halo_lo [1, 1, 0] {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// One halo size per thread dimension: three.
gpu.module @kernels {
  gpu.func @halo_rank_two() kernel {
    // expected-error @+1 {{'kfusion.tile' op halo sizes are one per thread dimension (x, y, z), three in all, not 2}}
    kfusion.tile halo_lo [1, 1] halo_hi [1, 1] {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A halo is not negative.
gpu.module @kernels {
  gpu.func @negative_halo() kernel {
    // expected-error @+1 {{'kfusion.tile' op halo size -1 is negative}}
    kfusion.tile halo_lo [0, 0, 0] halo_hi [-1, 0, 0] {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A tile is a kernel's work; host code has none.
func.func @tile_in_host() {
  // expected-error @+1 {{'kfusion.tile' op must be inside a gpu.func kernel}}
  kfusion.tile {
    kfusion.yield
  }
  return
}

// -----

// Tiles do not nest.
gpu.module @kernels {
  gpu.func @nested_tile() kernel {
    kfusion.tile {
      // expected-error @+1 {{'kfusion.tile' op must not be inside another kfusion.tile}}
      kfusion.tile {
        kfusion.yield
      }
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A tile with a halo runs points, not threads: no block barrier inside.
gpu.module @kernels {
  gpu.func @halo_tile_barrier() kernel {
    // expected-error @+1 {{'kfusion.tile' op with a halo must not hold 'gpu.barrier': its iterations are points of the tile, not threads}}
    kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 0, 0] {
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Nor a warp shuffle, for the same reason.
gpu.module @kernels {
  gpu.func @halo_tile_shuffle() kernel {
    // expected-error @+1 {{'kfusion.tile' op with a halo must not hold 'gpu.shuffle'}}
    kfusion.tile halo_lo [1, 0, 0] halo_hi [1, 0, 0] {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %v = arith.constant 1.0 : f32
      %r, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A shared array lives in workgroup memory.
gpu.module @kernels {
  gpu.func @array_not_workgroup() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op must be a memref in #gpu.address_space<workgroup>, not 'memref<10x34xf32>'}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32>
    gpu.return
  }
}

// -----

// A shared array has the identity layout.
gpu.module @kernels {
  gpu.func @array_strided() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op must have an identity layout}}
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, strided<[2]>, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Its elements are integers or floats (an index has no fixed size).
gpu.module @kernels {
  gpu.func @array_index_elements() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op element type must be an integer or float, not 'index'}}
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xindex, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// One memref dimension per thread dimension: rank 1 to 3.
gpu.module @kernels {
  gpu.func @array_rank_four() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op rank must be 1 to 3 (one memref dimension per thread dimension), not 4}}
    %t = kfusion.shared_array dims [0, 1, 2, 3] halo_lo [0, 0, 0, 0] halo_hi [0, 0, 0, 0] : memref<2x2x2x2xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// One halo entry per memref dimension.
gpu.module @kernels {
  gpu.func @array_halo_hi_short() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op halo_hi has 1 entries; the memref has rank 2}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// dims names thread dimensions 0..2.
gpu.module @kernels {
  gpu.func @array_dim_out_of_range() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op dims[1] = 3 is not a thread dimension (0..2)}}
    %t = kfusion.shared_array dims [1, 3] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Each memref dimension follows a thread dimension of its own.
gpu.module @kernels {
  gpu.func @array_dims_repeated() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op memref dimensions 0 and 1 both follow thread dimension 0}}
    %t = kfusion.shared_array dims [0, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A shared array's halo is not negative.
gpu.module @kernels {
  gpu.func @array_negative_halo() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op halo of memref dimension 0 is negative}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [-1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// The array keeps an interior inside its halo.
gpu.module @kernels {
  gpu.func @array_no_interior() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op memref dimension 0 (size 2) leaves no interior inside its halo of 1 + 1}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<2x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A dynamic offset is 16-byte aligned.
gpu.module @kernels {
  gpu.func @array_misaligned_offset() kernel {
    // expected-error @+1 {{'kfusion.shared_array' op dynamic_offset 8 is not a multiple of 16 bytes}}
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] dynamic_offset 8 : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A shared array belongs to a kernel.
func.func @array_in_host() {
  // expected-error @+1 {{'kfusion.shared_array' op must be inside a gpu.func kernel}}
  %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
  return
}

// -----

// The whole block shares the array, so it is not made inside a tile.
gpu.module @kernels {
  gpu.func @array_in_tile() kernel {
    kfusion.tile {
      // expected-error @+1 {{'kfusion.shared_array' op must not be inside a kfusion.tile (every thread of the block shares the array)}}
      %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Its interior is the kernel's tile: block size times tile scale.
gpu.module @kernels {
  gpu.func @array_interior_mismatch() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    // expected-error @+1 {{'kfusion.shared_array' op interior size 32 of memref dimension 0 is not the kernel's tile size 8 (block size 8 x tile scale 1) in thread dimension 1}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<34x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// kfusion.shared_read reads a kfusion.shared_array only.
gpu.module @kernels {
  gpu.func @read_not_array(%a: memref<34xf32, #gpu.address_space<workgroup>>) kernel {
    kfusion.tile {
      // expected-error @+1 {{'kfusion.shared_read' op array must be the result of a kfusion.shared_array}}
      %v = kfusion.shared_read %a [0] : memref<34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// It reads around the point a tile computes, so only inside a tile.
gpu.module @kernels {
  gpu.func @read_outside_tile() kernel {
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.shared_read' op must be inside a kfusion.tile (it accesses the point the tile is computing)}}
    %v = kfusion.shared_read %t [0] : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// One offset per array dimension.
gpu.module @kernels {
  gpu.func @read_offsets_rank() kernel {
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile {
      // expected-error @+1 {{'kfusion.shared_read' op has 1 offsets; the array has rank 2}}
      %v = kfusion.shared_read %t [0] : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The consumer's tile has a halo of 1 in x and reads one more point to the
// west: two points below the tile, where the array holds one.
gpu.module @kernels {
  gpu.func @read_beyond_halo() kernel {
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [1, 0, 0] halo_hi [1, 0, 0] {
      // expected-error @+1 {{'kfusion.shared_read' op reads points from 2 below to 0 above the tile in memref dimension 1 (thread dimension 0), outside the array's halo of 1 below and 1 above}}
      %v = kfusion.shared_read %t [0, -1] : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A producer tile that writes points beyond the array's halo.
gpu.module @kernels {
  gpu.func @write_beyond_halo() kernel {
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile halo_lo [0, 2, 0] halo_hi [0, 0, 0] {
      %c = arith.constant 1.0 : f32
      // expected-error @+1 {{'kfusion.shared_write' op writes points from 2 below to 0 above the tile in memref dimension 0 (thread dimension 1), outside the array's halo of 1 below and 1 above}}
      kfusion.shared_write %c, %t : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// kfusion.shared_read yields the array's element type.
gpu.module @kernels {
  gpu.func @read_wrong_type() kernel {
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    kfusion.tile {
      // expected-error @+1 {{'kfusion.shared_read' op failed to verify that result type is the array's element type}}
      %v = "kfusion.shared_read"(%t) {offsets = array<i64: 0>} : (memref<34xf32, #gpu.address_space<workgroup>>) -> f64
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// kfusion.stage fills a kfusion.shared_array only.
gpu.module @kernels {
  gpu.func @stage_not_array(%in: memref<64xf32>) kernel {
    // expected-error @+1 {{'kfusion.stage' op array must be the result of a kfusion.shared_array}}
    kfusion.stage %in into %in : memref<64xf32>, memref<64xf32>
    gpu.return
  }
}

// -----

// The staged source has the array's rank and element type.
gpu.module @kernels {
  gpu.func @stage_rank_mismatch(%in: memref<64x64xf32>) kernel {
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.stage' op source 'memref<64x64xf32>' must have the rank and element type of the array 'memref<34xf32, #gpu.address_space<workgroup>>'}}
    kfusion.stage %in into %t : memref<64x64xf32>, memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Staging is a block-wide step, like a barrier: not inside a tile.
gpu.module @kernels {
  gpu.func @stage_in_tile(%in: memref<64xf32>) kernel {
    %t = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    kfusion.tile {
      // expected-error @+1 {{'kfusion.stage' op must not be inside a kfusion.tile (every thread of the block executes it, like a barrier)}}
      kfusion.stage %in into %t : memref<64xf32>, memref<34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A tile ends with kfusion.yield, not gpu.return.
gpu.module @kernels {
  gpu.func @return_in_tile() kernel {
    kfusion.tile {
      // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
      gpu.return
    }
    gpu.return
  }
}

// -----

// kfusion.tile_scale: three positive entries, on a gpu.func kernel.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.tile_scale must be array<i64: sx, sy, sz> with positive entries, not array<i64: 1, 0, 1>}}
  gpu.func @tile_scale_zero() kernel attributes {kfusion.tile_scale = array<i64: 1, 0, 1>} {
    gpu.return
  }
}

// -----

// One scale per thread dimension: three.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.tile_scale must be array<i64: sx, sy, sz> with positive entries, not array<i64: 1, 4>}}
  gpu.func @tile_scale_two_entries() kernel attributes {kfusion.tile_scale = array<i64: 1, 4>} {
    gpu.return
  }
}

// -----

// Only a kernel has a tile scale.
// expected-error @+1 {{kfusion.tile_scale belongs on a gpu.func kernel}}
gpu.module @kernels attributes {kfusion.tile_scale = array<i64: 1, 4, 1>} {
}

// -----

// kfusion.alias_shared_arrays: a unit attribute, on a gpu.func kernel.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.alias_shared_arrays must be a unit attribute, not 1 : i64}}
  gpu.func @alias_not_unit() kernel attributes {kfusion.alias_shared_arrays = 1 : i64} {
    gpu.return
  }
}

// -----

// Only a kernel has shared arrays to alias.
// expected-error @+1 {{kfusion.alias_shared_arrays belongs on a gpu.func kernel, not on 'gpu.module'}}
gpu.module @kernels attributes {kfusion.alias_shared_arrays} {
}

// -----

// With a tile scale the interior is the block size times the scale.
gpu.module @kernels {
  gpu.func @scaled_interior_mismatch() kernel attributes {known_block_size = array<i32: 32, 8, 1>, kfusion.tile_scale = array<i64: 1, 4, 1>} {
    // expected-error @+1 {{'kfusion.shared_array' op interior size 8 of memref dimension 0 is not the kernel's tile size 32 (block size 8 x tile scale 4) in thread dimension 1}}
    %t = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Every thread of the cluster takes part in a halo exchange: not inside a
// tile.
gpu.module @kernels {
  gpu.func @exchange_in_tile() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<10x34xf32, #gpu.address_space<workgroup>>
    kfusion.tile {
      // expected-error @+1 {{'kfusion.halo_exchange' op must not be inside a kfusion.tile (every thread of the cluster executes it, like a barrier)}}
      kfusion.halo_exchange %a dim 0 : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// What it exchanges are shared arrays, whose halos say which layers.
gpu.module @kernels {
  gpu.func @exchange_not_array() kernel {
    %a = memref.alloca() : memref<10x34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op array must be the result of a kfusion.shared_array}}
    kfusion.halo_exchange %a dim 0 : memref<10x34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// An array without a memref dimension along the exchange's has no layers to
// exchange there.
gpu.module @kernels {
  gpu.func @exchange_wrong_dim() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op array 'memref<34xf32, #gpu.address_space<workgroup>>' has no memref dimension following thread dimension 1}}
    kfusion.halo_exchange %a dim 1 : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// At least one array (the generic form: the custom one cannot print none).
gpu.module @kernels {
  gpu.func @exchange_nothing() kernel {
    // expected-error @+1 {{'kfusion.halo_exchange' op exchanges at least one array}}
    "kfusion.halo_exchange"() {dim = 0 : i64} : () -> ()
    gpu.return
  }
}

// -----

// Thread dimensions are 0..2.
gpu.module @kernels {
  gpu.func @exchange_dim_three() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative whose maximum value is 2}}
    kfusion.halo_exchange %a dim 3 : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A remote load reads another block's shared memory: workgroup memory only.
gpu.module @kernels {
  gpu.func @remote_global(%g: memref<16xf32>, %r: index) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'kfusion.remote_load' op must read a memref in #gpu.address_space<workgroup>, not 'memref<16xf32>'}}
    %v = kfusion.remote_load %g[%c0] from %r : memref<16xf32>
    gpu.return
  }
}

// -----

// One index per dimension.
gpu.module @kernels {
  gpu.func @remote_indices(%r: index) kernel {
    %a = memref.alloca() : memref<4x16xf32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'kfusion.remote_load' op has 1 indices; the memref has rank 2}}
    %v = kfusion.remote_load %a[%c0] from %r : memref<4x16xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Only kernel code has a cluster.
func.func @remote_host(%a: memref<16xf32, #gpu.address_space<workgroup>>, %r: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'kfusion.remote_load' op must be inside a gpu.func}}
  %v = kfusion.remote_load %a[%c0] from %r : memref<16xf32, #gpu.address_space<workgroup>>
  return
}

// -----

// Extents: one list per array.
gpu.module @kernels {
  gpu.func @exchange_extents_count() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op has 2 lists of extents for 1 arrays}}
    kfusion.halo_exchange %a dim 0 extents [array<i64: 64>, array<i64: 64>] : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Extents: one per memref dimension.
gpu.module @kernels {
  gpu.func @exchange_extents_rank() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op extents of array 0 have 2 entries; the array has rank 1}}
    kfusion.halo_exchange %a dim 0 extents [array<i64: 64, 64>] : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Extents: positive.
gpu.module @kernels {
  gpu.func @exchange_extents_zero() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    %a = kfusion.shared_array dims [0] halo_lo [1] halo_hi [1] : memref<34xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op extents of array 0 must be positive}}
    kfusion.halo_exchange %a dim 0 extents [array<i64: 0>] : memref<34xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A neighbour holds only its own tile: a halo deeper than the interior cannot
// come from it.
gpu.module @kernels {
  gpu.func @exchange_deep_halo() kernel {
    %a = kfusion.shared_array dims [0] halo_lo [3] halo_hi [1] : memref<6xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.halo_exchange' op array 'memref<6xf32, #gpu.address_space<workgroup>>' has a halo of 3 below and 1 above its interior of 2 in memref dimension 0: a neighbour's tile holds only 2 layers}}
    kfusion.halo_exchange %a dim 0 : memref<6xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A remote arrival is on an nvgpu mbarrier group.
gpu.module @kernels {
  gpu.func @arrive_memref(%m: memref<4xi64, #gpu.address_space<workgroup>>, %r: index) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'kfusion.remote_mbarrier_arrive' op must arrive on an !nvgpu.mbarrier.group, not 'memref<4xi64, #gpu.address_space<workgroup>>'}}
    kfusion.remote_mbarrier_arrive %m[%c0] in %r : memref<4xi64, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Another block's mbarriers are a kernel's: the op is inside a gpu.func.
func.func @arrive_host(%r: index) {
  %c0 = arith.constant 0 : index
  %free = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  // expected-error @+1 {{'kfusion.remote_mbarrier_arrive' op must be inside a gpu.func}}
  kfusion.remote_mbarrier_arrive %free[%c0] in %r : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  return
}
