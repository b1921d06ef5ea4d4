// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync))" -verify-diagnostics -o /dev/null
// bf16 operands in a shape or accumulator type the pass does not lower (the
// GEMM lowering emits none): an error on the op, not an upstream refusal later.

gpu.module @k {
  gpu.func @f16_accumulators(%a: vector<4x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf16>, %o: memref<4xf16>) kernel {
    // expected-error @+1 {{'nvgpu.mma.sync' op of bf16 operands is lowered for m16n8k16 with vector<4x2xbf16>, vector<2x2xbf16> and f32 accumulators (vector<2x2xf32>) only}}
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf16>) -> vector<2x2xf16>
    %c0 = arith.constant 0 : index
    %e = vector.extract %d[1, 0] : f16 from vector<2x2xf16>
    memref.store %e, %o[%c0] : memref<4xf16>
    gpu.return
  }
}
