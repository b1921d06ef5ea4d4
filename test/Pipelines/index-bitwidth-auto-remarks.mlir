// Where the default cannot prove a 32-bit kernel index, the module's kernels
// keep 64 bits and the op that stops the proof gets a remark; the module
// still lowers.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" -split-input-file -verify-diagnostics -o /dev/null

// A dynamically shaped memref crosses the launch as a descriptor.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-remark-re @+1 {{kernel index arithmetic stays 64-bit (index-bitwidth=32 passes kernel memrefs as bare pointers{{.*}}argument #0 has type memref<?xf32>)}}
    gpu.func @dynamic(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@dynamic blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    return
  }
}

// -----

// No launch in the module bounds the block ids.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-remark @+1 {{kfusion-to-cubin: kernel index arithmetic stays 64-bit (index-bitwidth=32 is not proven for this kernel: no launch in the module bounds its block ids)}}
    gpu.func @unlaunched(%a: memref<64xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// An index from an i64 argument has no bound.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gather(%a: memref<64xf32>, %n: i64) kernel {
      // expected-remark-re @+1 {{stays 64-bit (index-bitwidth=32 is not proven for this kernel: this index may not fit in 32 bits (its range{{.*}}is [-9223372036854775808, 9223372036854775807]))}}
      %i = arith.index_cast %n : i64 to index
      %x = memref.load %a[%i] : memref<64xf32>
      memref.store %x, %a[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %n: i64) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@gather blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %n : i64)
    return
  }
}

// -----

// bid - 1 may be -1 for all the analysis knows (no guard marks it nuw): an
// unsigned division reads it as another number in 32 bits than in 64.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @offset(%a: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %b = gpu.block_id x
      %d = arith.subi %b, %c1 : index
      // expected-remark @+1 {{kernel index arithmetic stays 64-bit (index-bitwidth=32 is not proven for this kernel: this op reads an index as unsigned that may be negative, which reads differently in 32 bits)}}
      %q = arith.divui %d, %c3 : index
      %x = memref.load %a[%q] : memref<64xf32>
      memref.store %x, %a[%q] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@offset blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

// The checks of index-bitwidth=32 come first: sizes from the host's values.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sized(%a: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-remark-re @+1 {{kernel index arithmetic stays 64-bit (index-bitwidth=32 needs constant launch sizes{{.*}}dimension x is not constant)}}
    gpu.launch_func @kernels::@sized blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

// A view whose last element lies 2^31 elements past its base.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-remark-re @+1 {{stays 64-bit (index-bitwidth=32: argument #0 ('memref<3x4xf32, strided<[1073741824, 1]>>') reaches 2147483648 elements past its base;{{.*}}fewer than 2^31)}}
    gpu.func @far(%a: memref<3x4xf32, strided<[1073741824, 1]>>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<3x4xf32, strided<[1073741824, 1]>>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@far blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<3x4xf32, strided<[1073741824, 1]>>)
    return
  }
}

// -----

// A while loop's counter has no bound the analysis can see (its trip count
// depends on loaded data).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @walk(%a: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      // expected-remark-re @+1 {{stays 64-bit (index-bitwidth=32 is not proven for this kernel: this index may not fit in 32 bits (its range{{.*}}is [-9223372036854775808, 9223372036854775807]))}}
      %r = scf.while (%i = %c0) : (index) -> index {
        %v = memref.load %a[%i] : memref<64xf32>
        %go = arith.cmpf ogt, %v, %zero : f32
        scf.condition(%go) %i : index
      } do {
      ^bb0(%j: index):
        %n = arith.addi %j, %c1 : index
        scf.yield %n : index
      }
      memref.store %zero, %a[%r] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@walk blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}
