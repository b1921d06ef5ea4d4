// kfusion.device_constant's verifier: each rule broken once, on the op.
// RUN: kfusion-opt %s -split-input-file -verify-diagnostics

// The symbol must name a memref.global.
func.func @not_a_global() -> memref<4xf32> {
  // expected-error @below {{'kfusion.device_constant' op '@missing' does not name a memref.global}}
  %0 = kfusion.device_constant @missing : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// A global the host may write would leave the device copy stale.
memref.global "private" @mutable : memref<4xf32> = dense<0.0>
func.func @not_constant() -> memref<4xf32> {
  // expected-error @below {{'@mutable' is not constant: the device copy is made once}}
  %0 = kfusion.device_constant @mutable : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// A declaration has no elements to copy.
memref.global "private" constant @declared : memref<4xf32>
func.func @no_initial_value() -> memref<4xf32> {
  // expected-error @below {{'@declared' has no initial value}}
  %0 = kfusion.device_constant @declared : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// The result has the global's type.
memref.global "private" constant @weights : memref<4xf32> = dense<1.0>
func.func @type_mismatch() -> memref<8xf32> {
  // expected-error @below {{result type 'memref<8xf32>' differs from '@weights''s type 'memref<4xf32>'}}
  %0 = kfusion.device_constant @weights : memref<8xf32>
  return %0 : memref<8xf32>
}

// -----

// Host code only: a kernel cannot make the copy.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @weights : memref<4xf32> = dense<1.0>
    gpu.func @k() kernel {
      // expected-error @below {{is host code: it cannot be inside a gpu.module or a kernel}}
      %0 = kfusion.device_constant @weights : memref<4xf32>
      gpu.return
    }
  }
}

// -----

// A static shape (the copy's size is known when the program is compiled).
func.func @dynamic(%n: index) {
  // expected-error @below {{must be statically shaped memref of any type values}}
  %0 = kfusion.device_constant @weights : memref<?xf32>
  return
}

// -----

// The identity layout (the global's memory as it is laid out).
memref.global "private" constant @strided : memref<4xf32> = dense<1.0>
func.func @layout() -> memref<4xf32, strided<[2]>> {
  // expected-error @below {{result 'memref<4xf32, strided<[2]>>' must have the identity layout (the global's)}}
  %0 = kfusion.device_constant @strided : memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
