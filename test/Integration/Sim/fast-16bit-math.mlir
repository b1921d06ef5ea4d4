// kfusion-fast-16bit-math's formulas over every f16 and bf16 input
// (../GPU/Inputs/fast-16bit-math.mlir: exp, tanh and erf in the 16-bit type
// against the function in f32 rounded). The interpreter computes the afn exp
// and division exactly, so this measures the formulas themselves: no result
// is more than one unit in the last place from the rounded exact value, and
// those one unit away are the few whose exact value lies within the
// formula's error of a rounding boundary (21 f16 tanh, 14 f16 erf; none in
// bf16). Without the rewrite every distance is 0 (the reference is the
// f32 function rounded, as the 16-bit op is computed).
// Why it would fail: a wrong coefficient, a lost sign or a missing small-x
// branch moves many values by more than one unit (erf's difference cancels
// near 0: the branch below 0.1 keeps its relative error at 1e-5).
// RUN: kfusion-opt %S/../GPU/Inputs/fast-16bit-math.mlir --kfusion-fast-16bit-math -o %t.fast.mlir
// RUN: kfusion-sim %t.fast.mlir -e main | FileCheck %s
// RUN: kfusion-sim %S/../GPU/Inputs/fast-16bit-math.mlir -e main | FileCheck %s --check-prefix=EXACT

// CHECK: fast-16bit-math: function 0
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 1
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 21
// CHECK-NEXT: fast-16bit-math: function 2
// CHECK-NEXT: max ulps 1
// CHECK-NEXT: one ulp 14
// CHECK-NEXT: fast-16bit-math: function 3
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 4
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0
// CHECK-NEXT: fast-16bit-math: function 5
// CHECK-NEXT: max ulps 0
// CHECK-NEXT: one ulp 0

// EXACT-COUNT-6: max ulps 0
// EXACT-NOT: one ulp {{[1-9]}}
