// kfusion-fast-16bit-math's formulas over every f16 and bf16 input
// (../GPU/Inputs/fast-16bit-math.mlir: exp, tanh and erf in the 16-bit type,
// a division of each input by a partner, and torch's SiLU of an f16 value in
// f32 rounded, against the float64 function rounded). The interpreter
// computes the afn exp and division exactly, so this measures the formulas
// themselves: no result is more than one unit in the last place from the
// rounded exact value, and those one unit away are the few whose exact value
// lies within the formula's error of a rounding boundary (21 f16 tanh, 16 f16
// erf; none in bf16); the divisions and the SiLU, exact here, are measured
// with the hardware's approximations on the GPU (../GPU/fast-16bit-math.mlir).
// Without the rewrite (the EXACT run) the 16-bit functions are the f32
// function rounded twice (f32, then 16 bits): 2 f16 exp, 2 f16 erf and 2
// SiLU results one unit from the float64 value rounded once.
// Why it would fail: a wrong coefficient, a lost sign or a missing small-x
// branch moves many values by more than one unit (erf's difference cancels
// near 0: the branch below 0.1 keeps its relative error at 1e-5).
// RUN: kfusion-opt %S/../GPU/Inputs/fast-16bit-math.mlir --kfusion-fast-16bit-math -o %t.fast.mlir
// RUN: kfusion-sim %t.fast.mlir -e main | FileCheck %s
// RUN: kfusion-sim %S/../GPU/Inputs/fast-16bit-math.mlir -e main | FileCheck %s --check-prefix=EXACT

// CHECK: fast-16bit-math: function 0
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 2
// CHECK-NEXT: fast-16bit-math: function 1
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 21
// CHECK-NEXT: fast-16bit-math: function 2
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 16
// CHECK-NEXT: fast-16bit-math: function 3
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 4
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 5
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 6
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 7
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 8
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 2

// EXACT: fast-16bit-math: function 0
// EXACT-NEXT: max ulps 1
// EXACT-NEXT: one ulp 2
// EXACT-NEXT: fast-16bit-math: function 1
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 2
// EXACT-NEXT: max ulps 1
// EXACT-NEXT: one ulp 2
// EXACT-NEXT: fast-16bit-math: function 3
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 4
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 5
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 6
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 7
// EXACT-NEXT: max ulps 0
// EXACT-NEXT: one ulp 0
// EXACT-NEXT: fast-16bit-math: function 8
// EXACT-NEXT: max ulps 1
// EXACT-NEXT: one ulp 2
