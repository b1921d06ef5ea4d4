// RUN: kfusion-opt %s -split-input-file -verify-diagnostics
// Every verifier rule of the synchronization ops and #kfusion.tile_dep.

// A semaphore op waits for other blocks: only kernel code has blocks.
func.func @not_in_kernel(%s: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{must be inside a GPU kernel body}}
  kfusion.sem_wait %s[%i] geq %v : memref<4xi32>
  return
}

// -----

// Nor kfusion.sem_poll.
func.func @poll_not_in_kernel(%s: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{must be inside a GPU kernel body}}
  kfusion.sem_poll %s[%i] geq %v : memref<4xi32>
  return
}

// -----

// Semaphores live in global memory, where other blocks see them.
gpu.module @kernels {
  gpu.func @poll_shared(%i: index, %v: i32) workgroup(%s : memref<4xi32, #gpu.address_space<workgroup>>) kernel {
    // expected-error @+1 {{1-D memref of i32 in global memory}}
    kfusion.sem_poll %s[%i] geq %v : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Nor kfusion.sem_post on shared memory.
gpu.module @kernels {
  gpu.func @shared(%i: index, %v: i32) workgroup(%s : memref<4xi32, #gpu.address_space<workgroup>>) kernel {
    // expected-error @+1 {{1-D memref of i32 in global memory}}
    kfusion.sem_post %s[%i] add %v : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// The semaphores are a 1-D array.
gpu.module @kernels {
  gpu.func @rank2(%s: memref<2x2xi32>, %i: index) kernel {
    // expected-error @+1 {{1-D memref of i32 in global memory}}
    %t = kfusion.next_tile %s[%i] : memref<2x2xi32>
    gpu.return
  }
}

// -----

// Of i32.
gpu.module @kernels {
  gpu.func @i64(%s: memref<4xi64>, %i: index, %v: i32) kernel {
    // expected-error @+1 {{1-D memref of i32 in global memory}}
    kfusion.sem_wait %s[%i] geq %v : memref<4xi64>
    gpu.return
  }
}

// -----

// A kfusion.tile runs points, not threads: no semaphore waits inside.
gpu.module @kernels {
  gpu.func @in_tile(%s: memref<4xi32>, %i: index, %v: i32) kernel {
    kfusion.tile {
      // expected-error @+1 {{cannot be inside a kfusion.tile}}
      kfusion.sem_wait %s[%i] geq %v : memref<4xi32>
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// The map takes the consumer tile (x, y, z).
// expected-error @+1 {{tile dependency map takes the consumer tile (x, y, z): 3 dimensions, not 2}}
func.func @dims() attributes {test.d = #kfusion.tile_dep<(d0, d1) -> (d0, d1, 0), bounds = []>}

// -----

// It gives a producer tile (x, y, z).
// expected-error @+1 {{tile dependency map gives a producer tile (x, y, z): 3 results, not 2}}
func.func @results() attributes {test.d = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1), bounds = []>}

// -----

// Each symbol of the map has a bound.
// expected-error @+1 {{tile dependency has 1 symbols but 0 bounds}}
func.func @bounds() attributes {test.d = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = []>}

// -----

// Bounds are positive.
// expected-error @+1 {{tile dependency bound 0 is not positive}}
func.func @bound0() attributes {test.d = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [0]>}
