// RUN: kfusion-opt %s -split-input-file -verify-diagnostics
// Every verifier rule of kfusion.horizontal and kfusion.yield, one case each.

// A horizontal body fuses at least two kernels.
gpu.module @kernels {
  gpu.func @one_region() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op needs at least two regions (one per fused kernel), found 1}}
    kfusion.horizontal partitions [64] block_dims [(64, 1, 1)] grid_dims [(1, 1, 1)] {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// One partition size per region.
gpu.module @kernels {
  gpu.func @partition_count_mismatch() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op has 2 regions but 3 partition sizes}}
    kfusion.horizontal partitions [64, 64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Partitions are warp-aligned, so that warps never straddle two kernels.
gpu.module @kernels {
  gpu.func @partition_not_warp_multiple() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op partition #1 has 48 threads, which is not a positive multiple of the warp size (32)}}
    kfusion.horizontal partitions [64, 48] block_dims [(64, 1, 1), (48, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// An empty partition is not a partition.
gpu.module @kernels {
  gpu.func @empty_partition() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op partition #0 has 0 threads, which is not a positive multiple of the warp size (32)}}
    kfusion.horizontal partitions [0, 64] block_dims [(0, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The partitions share one block of at most 1024 threads.
gpu.module @kernels {
  gpu.func @block_too_large() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op needs a block of 1280 threads, more than the 1024 a block can have}}
    kfusion.horizontal partitions [512, 768] block_dims [(512, 1, 1), (768, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// block_dims holds (x, y, z) per region.
gpu.module @kernels {
  gpu.func @block_dims_short() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op block_dims holds 3 sizes, expected three (x, y, z) per region: 6}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// grid_dims holds (x, y, z) per region.
gpu.module @kernels {
  gpu.func @grid_dims_long() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op grid_dims holds 9 sizes, expected three (x, y, z) per region: 6}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Block sizes are positive.
gpu.module @kernels {
  gpu.func @negative_block_size() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op block_dims of region #1 has a non-positive size -1}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, -1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Grid sizes are positive.
gpu.module @kernels {
  gpu.func @zero_grid_size() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op grid_dims of region #0 has a non-positive size 0}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 0, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The block shape a region sees has as many threads as its partition.
gpu.module @kernels {
  gpu.func @block_shape_mismatch() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op region #1 has block_dims (16, 8, 1), 128 threads, but its partition has 64}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (16, 8, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// A region's grid must fit the one-dimensional launch grid.
gpu.module @kernels {
  gpu.func @grid_too_large() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op grid of region #1 has more than 2^31-1 blocks}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (65536, 65536, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// One dynamic shared memory size per region.
gpu.module @kernels {
  gpu.func @shared_sizes_short() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op has 2 regions but 1 dynamic shared memory sizes}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] dynamic_shared_sizes [16] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Sizes in bytes are not negative.
gpu.module @kernels {
  gpu.func @negative_shared_size() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op dynamic shared memory size of region #1 is negative (-16)}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] dynamic_shared_sizes [16, -16] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The op is a kernel body: a device function has no thread block of its own.
gpu.module @kernels {
  gpu.func @device_function() {
    // expected-error @+1 {{'kfusion.horizontal' op must be directly inside a gpu.func kernel}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Nested in other control flow, the op would not own the whole block.
gpu.module @kernels {
  gpu.func @nested_in_loop() kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
      // expected-error @+1 {{'kfusion.horizontal' op must be directly inside a gpu.func kernel}}
      kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
        kfusion.yield
      }, {
        kfusion.yield
      }
    }
    gpu.return
  }
}

// -----

// The kernel's declared block size must be the fused block.
gpu.module @kernels {
  gpu.func @known_block_size_mismatch() kernel attributes {known_block_size = array<i32: 64, 2, 1>} {
    // expected-error @+1 {{'kfusion.horizontal' op needs a block of (128, 1, 1) threads but the kernel's known_block_size is (64, 2, 1)}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Every region holds a kernel body.
gpu.module @kernels {
  gpu.func @empty_region() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op region #1 is empty}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
    }
    gpu.return
  }
}

// -----

// Sixteen partitions with barriers would need barrier id 16; PTX has 1..15.
gpu.module @kernels {
  gpu.func @sixteen_barrier_regions() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op has 16 regions and uses gpu.barrier: at most 15 regions can each get a named barrier (ids 1..15)}}
    kfusion.horizontal partitions [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32] block_dims [(32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1), (32, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1)] {
      gpu.barrier
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Named barrier ids belong to the lowering.
gpu.module @kernels {
  gpu.func @named_barrier_in_region() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op region #0 synchronizes with 'kfusion.named_barrier', but barrier ids are assigned by the lowering (region i gets id i+1); use gpu.barrier}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.named_barrier id 3 threads 64
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// So does barrier 0 in its NVVM form: it would stop the other partitions.
gpu.module @kernels {
  gpu.func @nvvm_barrier0_in_region() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op region #1 synchronizes with 'nvvm.barrier0'}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      nvvm.barrier0
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// gpu.return ends the kernel, not a region: regions end with kfusion.yield.
gpu.module @kernels {
  gpu.func @return_in_region() kernel {
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
      gpu.return
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// kfusion.yield ends a region of kfusion.horizontal only.
gpu.module @kernels {
  gpu.func @yield_outside() kernel {
    // expected-error @+1 {{'kfusion.yield' op expects parent op to be one of 'kfusion.horizontal, kfusion.tile'}}
    kfusion.yield
    gpu.return
  }
}

// -----

// The triples are parenthesized.
gpu.module @kernels {
  gpu.func @unparenthesized_dims() kernel {
    // expected-error @+1 {{expected '('}}
    kfusion.horizontal partitions [64, 64] block_dims [64, 1, 1, 64, 1, 1] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// One grid_sizes operand per '?' in grid_dims.
gpu.module @kernels {
  gpu.func @grid_sizes_count_mismatch(%gx: index) kernel {
    // expected-error @+1 {{'kfusion.horizontal' op grid_dims has 2 sizes written '?' but there are 1 grid_sizes operands}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(?, 1, 1), (?, 1, 1)] grid_sizes(%gx) {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Block sizes are never dynamic: the partitions fix them.
gpu.module @kernels {
  gpu.func @dynamic_block_size(%gx: index) kernel {
    // expected-error @+1 {{'kfusion.horizontal' op block_dims of region #0 has a non-positive size -1}}
    kfusion.horizontal partitions [64, 64] block_dims [(?, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// One shared_sizes operand per size of -1 in dynamic_shared_sizes.
gpu.module @kernels {
  gpu.func @shared_sizes_count_mismatch(%bytes: index) kernel {
    // expected-error @+1 {{'kfusion.horizontal' op dynamic_shared_sizes has 0 sizes of -1 (given at run time) but there are 1 shared_sizes operands}}
    kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] dynamic_shared_sizes [128, 256] shared_sizes(%bytes) {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// partition_registers: one count per region.
gpu.module @kernels {
  gpu.func @registers_count() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op 1 partition register counts for 2 partitions}}
    kfusion.horizontal partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// setmaxnreg takes a multiple of 8 in [24, 256].
gpu.module @kernels {
  gpu.func @registers_range() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op the partition registers of partition #1 are 100: setmaxnreg takes a multiple of 8 in [24, 256] (0: the kernel's)}}
    kfusion.horizontal partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 100] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// In serial mode every thread runs every region: no partition has registers
// of its own.
gpu.module @kernels {
  gpu.func @registers_serial() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op partition registers need thread partitions: in serial mode every thread runs every region}}
    kfusion.horizontal serial partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 96] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// setmaxnreg is a warpgroup's instruction: partitions of whole warpgroups.
gpu.module @kernels {
  gpu.func @registers_warpgroups() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op partition #0 (64 threads from thread 0) is not whole warpgroups of 128 threads, which setmaxnreg needs}}
    kfusion.horizontal partitions [64, 192] block_dims [(64, 1, 1), (192, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 0] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The registers moved are the kernel's: it must declare them.
gpu.module @kernels {
  gpu.func @registers_no_maxnreg() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op partition registers need the kernel's register count (nvvm.maxnreg: max-registers or kfusion.max_registers): setmaxnreg moves registers within what the block holds at the launch}}
    kfusion.horizontal partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 96] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// 128 x 40 + 128 x 96 registers exceed the 256 x 64 the block holds.
gpu.module @kernels {
  gpu.func @registers_budget() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op partition registers need 17408 registers, more than the 16384 the block (256 threads of 64) holds}}
    kfusion.horizontal partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [40, 96] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Staggered rotates the serial form's region order: not without serial.
gpu.module @kernels {
  gpu.func @staggered_without_serial() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op staggered rotates the order of the serial form's regions per block; it needs serial}}
    kfusion.horizontal staggered partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Interleaved blocks give each block one region: not with serial too.
gpu.module @kernels {
  gpu.func @serial_and_blocks() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op is either serial (every thread runs the regions one after the other) or blocks (each block runs one region), not both}}
    kfusion.horizontal serial blocks partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// With interleaved blocks a block runs one region on all its warps: no
// partition has registers of its own.
gpu.module @kernels {
  gpu.func @registers_blocks() kernel attributes {nvvm.maxnreg = 64 : i32} {
    // expected-error @+1 {{'kfusion.horizontal' op partition registers need thread partitions: with interleaved blocks every block runs one region on all its warps}}
    kfusion.horizontal blocks partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 96] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The interleaved launch has every region's blocks: 1,500,000,000 +
// 1,000,000,000 is more than a launch may have.
gpu.module @kernels {
  gpu.func @blocks_grid_too_large() kernel {
    // expected-error @+1 {{'kfusion.horizontal' op interleaves 2 regions' blocks on a launch grid of 2500000000 blocks (their sum), more than 2^31-1}}
    kfusion.horizontal blocks partitions [32, 32] block_dims [(32, 1, 1), (32, 1, 1)] grid_dims [(1500000000, 1, 1), (1000000000, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// In blocks mode the block is the widest partition, not their sum.
gpu.module @kernels {
  gpu.func @blocks_known_block_size() kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    // expected-error @+1 {{'kfusion.horizontal' op needs a block of (128, 1, 1) threads but the kernel's known_block_size is (256, 1, 1)}}
    kfusion.horizontal blocks partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] {
      kfusion.yield
    }, {
      kfusion.yield
    }
    gpu.return
  }
}
