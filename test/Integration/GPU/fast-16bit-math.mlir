// REQUIRES: cuda-gpu
// kfusion-fast-16bit-math on the GPU (kfusion-to-cubin runs it by default):
// every f16 and bf16 input of exp, tanh and erf in the 16-bit type, divided
// by a partner, and torch's f32 SiLU of every f16 input, now with the
// hardware's ex2.approx, rcp.approx and div.approx, against the float64
// function rounded (Inputs/fast-16bit-math.mlir): no result more than one
// unit in the last place away (the interpreter's count of those one unit
// away, with exact exp and division, is in ../Sim/fast-16bit-math.mlir).
// Why it would fail: an approximate instruction's error larger than the
// formulas allow for, or a rewrite that the hardware computes differently
// from the interpreter (a sign, a NaN), shows as a distance above one.
// RUN: kfusion-runner %S/Inputs/fast-16bit-math.mlir -e main --entry-point-result=void | FileCheck %s
// CHECK-COUNT-9: max ulps {{[01]$}}
// CHECK-NOT: max ulps
