// bare-ptr=true refuses memrefs whose shape or layout is not static, with a
// diagnostic on the function and argument, instead of a failed legalization.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true" -split-input-file -verify-diagnostics

// A dynamic size has no bare-pointer form: the kernel would not know it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{kfusion-to-cubin: bare-ptr=true {{.*}}static shape and the identity layout; argument #0 has type 'memref<?xf32>'}}
    gpu.func @dynamic(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A strided layout is refused too, and the diagnostic names the argument.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{argument #1 has type 'memref<16xf32, strided<[2]>>'}}
    gpu.func @strided(%a: memref<16xf32>, %b: memref<16xf32, strided<[2]>>) kernel {
      gpu.return
    }
  }
}

// -----

// Host functions cross the same boundary.
// expected-error @+1 {{argument #0 has type 'memref<?x4xf32>'}}
func.func @host(%a: memref<?x4xf32>) {
  return
}
