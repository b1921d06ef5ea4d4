// kfusion-fast-gelu's rewrite of GELU's tanh form against the function in
// float64 (../GPU/Inputs/fast-gelu.mlir: f16 and bf16 op by op over every
// input, f32 over 65536 inputs in [-8, 8)). The interpreter computes the afn
// exp2 and division exactly, so this measures the rewrite's formula with the
// program's own rounding of u = k0 (x + k1 x^3), which it keeps: 10 units in
// the last place at most in f16, 86 in bf16, 109 in f32 (at x near -8, where
// the result is about 1e-21 and an error of u's last bit moves it by 2|u| of
// its own; the op-by-op product, run by the second RUN line, is thousands of
// units away there in f16 and bf16 and returns 0 or noise in f32: 1 + tanh(u)
// cancels to nothing).
// Why it would fail: a wrong sign or scale of the exponent, the factor 0.5
// kept as well as the sigmoid, or x taken from the wrong factor moves
// thousands of results by more than a unit; a rewrite that loses u's
// constant (absorbed into the exponent's scale) moves all of them.
// RUN: kfusion-opt %S/../GPU/Inputs/fast-gelu.mlir --kfusion-fast-gelu -o %t.fast.mlir
// RUN: kfusion-sim %t.fast.mlir -e main | FileCheck %s
// RUN: kfusion-sim %S/../GPU/Inputs/fast-gelu.mlir -e main | FileCheck %s --check-prefix=PRODUCT

// CHECK: fast-gelu: form 0
// CHECK-NEXT: max ulps 10
// CHECK-NEXT: over 1 663
// CHECK-NEXT: over 8 7
// CHECK-NEXT: fast-gelu: form 1
// CHECK-NEXT: max ulps 86
// CHECK-NEXT: over 1 241
// CHECK-NEXT: over 8 89
// CHECK-NEXT: fast-gelu: form 2
// CHECK-NEXT: max ulps 109
// CHECK-NEXT: over 1 22630
// CHECK-NEXT: over 8 10256

// PRODUCT: fast-gelu: form 0
// PRODUCT-NEXT: max ulps 3882
// PRODUCT-NEXT: over 1 1775
// PRODUCT-NEXT: over 8 1052
// PRODUCT-NEXT: fast-gelu: form 1
// PRODUCT-NEXT: max ulps 15173
// PRODUCT-NEXT: over 1 349
// PRODUCT-NEXT: over 8 270
// PRODUCT-NEXT: fast-gelu: form 2
// PRODUCT-NEXT: max ulps 866446831
// PRODUCT-NEXT: over 1 26734
// PRODUCT-NEXT: over 8 22997
