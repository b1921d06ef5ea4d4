// An op kfusion-to-cubin cannot lower (here linalg on tensors: the pipeline
// lowers linalg on buffers only) is reported on that op, instead of surfacing
// later as an LLVM IR translation failure.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" -verify-diagnostics

// linalg on tensors: a dialect the pipeline lowers, in a form it does not.
func.func @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error-re @+1 {{kfusion-to-cubin could not lower 'linalg.fill':{{.*}}linalg (on buffers){{.*}}lower this op first}}
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
