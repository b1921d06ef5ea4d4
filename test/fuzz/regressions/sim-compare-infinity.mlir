// RUN: kfusion-sim %s --compare=%s -e fn | FileCheck %s
// RUN: not kfusion-sim %s --compare=%S/Inputs/sim-compare-infinity-other.mlir -e fn | FileCheck %s --check-prefix=DIFFER

// Found by the fuzzer (seed 11, a mutant of
// test/Horizontal/horizontal-fusion-options.mlir whose kernel computed -inf):
// equivalence mode compared a program with itself and reported
// "mismatch in argument #2 at index [64]: -inf vs -inf", because equal
// infinities differ by NaN and |NaN| <= tolerance is false.
//
// What it proves: equal infinities of the same sign are equal (and NaN
// equals NaN, as before); -inf and +inf differ, as do an infinity and a
// finite value.
// Why it would fail: the tolerance test alone rejects equal infinities
// (inf - inf is NaN) and accepts any value next to an infinite one
// (|-inf - inf| <= rtol * inf holds), which is what the second RUN caught
// while this was fixed.

// CHECK: kfusion-sim: equal: 1 arguments, 4 elements compared (seed 1)
// DIFFER: kfusion-sim: mismatch in argument #0 at index [1]: -inf vs inf

func.func @fn(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.divf %one, %zero : f32
  %ninf = arith.negf %inf : f32
  %nan = arith.subf %inf, %inf : f32
  memref.store %inf, %a[%c0] : memref<4xf32>
  memref.store %ninf, %a[%c1] : memref<4xf32>
  memref.store %nan, %a[%c2] : memref<4xf32>
  memref.store %zero, %a[%c3] : memref<4xf32>
  return
}
