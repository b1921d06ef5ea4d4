// REQUIRES: cuda-gpu
// kfusion-fast-gelu on the GPU (kfusion-to-cubin runs it by default): GELU's
// tanh form in f16, bf16 and f32 (Inputs/fast-gelu.mlir) with the hardware's
// ex2.approx and rcp.approx against the function in float64. The interpreter,
// which computes exp2 and the division exactly, finds at most 10 / 86 / 109
// units in the last place (../Sim/fast-gelu.mlir); the approximate
// instructions' few units of f32 error add at most a unit in f16 and bf16 and
// a few in f32.
// Why it would fail: the hardware computing the rewrite differently from the
// interpreter (ex2 of a large argument, the reciprocal of infinity, a NaN)
// shows as thousands of units; the op-by-op product it replaces is 3882 /
// 15173 / 866 million units away.
// RUN: kfusion-runner %S/Inputs/fast-gelu.mlir -e main --entry-point-result=void | FileCheck %s
// CHECK: fast-gelu: form 0
// CHECK-NEXT: max ulps {{([0-9]|1[01])$}}
// CHECK: fast-gelu: form 1
// CHECK-NEXT: max ulps {{([0-9]|[0-8][0-9])$}}
// CHECK: fast-gelu: form 2
// CHECK-NEXT: max ulps {{1[0-4][0-9]$|[0-9]?[0-9]$}}
