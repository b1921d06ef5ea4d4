// An op kfusion-to-cubin cannot lower (here linalg on tensors: the pipeline
// lowers linalg on buffers only) is reported on that op, instead of surfacing
// later as an LLVM IR translation failure.
// RUN: kfusion-opt %s -split-input-file --kfusion-to-cubin="format=ptx" -verify-diagnostics

// linalg on tensors: a dialect the pipeline lowers, in a form it does not.
func.func @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error-re @+1 {{kfusion-to-cubin could not lower 'linalg.fill':{{.*}}linalg (on buffers){{.*}}lower this op first}}
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// In kernel code: an f8 truncf, which upstream's arith lowering leaves, is
// named on the op before the kernels are serialized (the serializer reported
// it as a translation failure at an unknown location).
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-remark @+1 {{index arithmetic stays 64-bit}}
    gpu.func @k(%p: memref<4xf32>, %o: memref<4xf8E4M3FN>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      // expected-error-re @+1 {{kfusion-to-cubin could not lower 'arith.truncf':{{.*}}this form of it is not{{.*}}in kernel code)}}
      %t = arith.truncf %x : f32 to f8E4M3FN
      memref.store %t, %o[%c0] : memref<4xf8E4M3FN>
      gpu.return
    }
  }
}
