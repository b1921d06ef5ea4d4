// index-bitwidth=32 is checked before anything is lowered: each case is
// refused with an error on the op that breaks the 32-bit contract.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" -split-input-file -verify-diagnostics
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx index-bitwidth=32" -split-input-file 2>&1 | FileCheck %s --check-prefix=DESC
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=16" -split-input-file 2>&1 | FileCheck %s --check-prefix=WIDTH
// DESC: index-bitwidth=32 needs bare-ptr=true
// WIDTH: index-bitwidth 16 is not supported (0 for the proven width, 32 or 64)

// An index argument comes from the host as 64 bits.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{kfusion-to-cubin: index-bitwidth=32: argument #1 is an index{{.*}}64 bits}}
    gpu.func @index_arg(%a: memref<16xf32>, %n: index) kernel {
      gpu.return
    }
  }
}

// -----

// A memref of 2^31 elements cannot be addressed with a 32-bit index.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{argument #0 ('memref<65536x32768xf32>') has 2147483648 elements;{{.*}}2^31}}
    gpu.func @huge(%a: memref<65536x32768xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A launch size known only at run time cannot be checked.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @dynamic_grid(%a: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error-re @+1 {{index-bitwidth=32 needs constant launch sizes{{.*}}dimension x is not constant}}
    gpu.launch_func @kernels::@k blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// 2^31 threads in one dimension overflow a 32-bit global id.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @too_many_threads(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %big = arith.constant 2097152 : index
    // expected-error-re @+1 {{index-bitwidth=32: dimension x launches 2097152 x 1024 threads;{{.*}}2^31}}
    gpu.launch_func @kernels::@k blocks in (%big, %c1, %c1) threads in (%c1024, %c1, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// A device function would keep a 64-bit index: only kernels are narrowed.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{index-bitwidth=32 lowers kernel code only;{{.*}}func.func in a gpu.module}}
    func.func @helper(%i: index) -> index {
      return %i : index
    }
  }
}
