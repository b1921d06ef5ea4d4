// An op of a dialect kfusion-to-cubin does not lower is reported on that op,
// instead of surfacing later as an LLVM IR translation failure.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" -verify-diagnostics

func.func @main(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{kfusion-to-cubin could not lower 'tensor.extract': the pipeline lowers the func, arith, math, memref, scf, cf, vector, linalg (on buffers), affine, index, gpu and nvgpu dialects; lower this op first}}
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
