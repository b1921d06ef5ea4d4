// kfusion-sim --inputs / --expect / --record (tools/kfusion-sim/ArgumentFile.h):
// argument values from a file, the arguments after one run compared with a
// file, and a run's arguments written as such files.
// @scale writes y = 2 * x + b[0] and count = the number of positive y.
// RUN: split-file %s %t
// An exact run: inputs from the file, every output as expected.
// RUN: kfusion-sim %t/scale.mlir -e scale --inputs=%t/in.txt --expect=%t/out.txt | FileCheck %s --check-prefix=EXPECTED
// Arguments the file leaves out (y, count) get random values from --seed, so
// the outputs must be written whole; a second seed gives the same verdict.
// RUN: kfusion-sim %t/scale.mlir -e scale --inputs=%t/in.txt --expect=%t/out.txt --seed=9 | FileCheck %s --check-prefix=EXPECTED
// A wrong expectation is caught, at the first element that differs.
// RUN: not kfusion-sim %t/scale.mlir -e scale --inputs=%t/in.txt --expect=%t/wrong.txt | FileCheck %s --check-prefix=WRONG
// The tolerances apply: 1e-3 off passes with --atol=1e-2.
// RUN: kfusion-sim %t/scale.mlir -e scale --inputs=%t/in.txt --expect=%t/near.txt --atol=1e-2 | FileCheck %s --check-prefix=NEAR
// RUN: not kfusion-sim %t/scale.mlir -e scale --inputs=%t/in.txt --expect=%t/near.txt | FileCheck %s --check-prefix=NEAR-STRICT
// --inputs also feeds --compare: @scale in scale-ge.mlir counts y >= 0, not
// y > 0, which random inputs never tell apart (COMPARE) but zero.txt, whose
// y[0] is 0, does (COMPARE-ZERO): both programs got the file's values.
// RUN: kfusion-sim %t/scale.mlir --compare=%t/scale-ge.mlir -e scale | FileCheck %s --check-prefix=COMPARE
// RUN: not kfusion-sim %t/scale.mlir --compare=%t/scale-ge.mlir -e scale --inputs=%t/zero.txt | FileCheck %s --check-prefix=COMPARE-ZERO
// --record writes a reference run's arguments before and after it as
// argument files: another program run on the recorded inputs and checked
// against the recorded outputs gets --compare's verdict, without running the
// reference again: equal on random inputs, a mismatch on zero.txt's (which
// tell scale-ge.mlir apart). It is of one run: not with --compare or --expect.
// RUN: kfusion-sim %t/scale.mlir -e scale --seed=5 --record=%t/ref | FileCheck %s --check-prefix=RECORD
// RUN: kfusion-sim %t/scale-ge.mlir -e scale --inputs=%t/ref.inputs --expect=%t/ref.expected | FileCheck %s --check-prefix=RECORDED
// RUN: kfusion-sim %t/scale.mlir -e scale --inputs=%t/zero.txt --record=%t/zero-ref | FileCheck %s --check-prefix=RECORD-ZERO
// RUN: not kfusion-sim %t/scale-ge.mlir -e scale --inputs=%t/zero-ref.inputs --expect=%t/zero-ref.expected | FileCheck %s --check-prefix=RECORDED-ZERO
// RUN: not kfusion-sim %t/scale.mlir --compare=%t/scale-ge.mlir -e scale --record=%t/x 2>&1 | FileCheck %s --check-prefix=RECORD-COMPARE
// RUN: not kfusion-sim %t/scale.mlir -e scale --record=%t/x --expect=%t/out.txt 2>&1 | FileCheck %s --check-prefix=RECORD-EXPECT
// RUN: not kfusion-sim %t/scale.mlir -e scale --record=%t/no-such-dir/x 2>&1 | FileCheck %s --check-prefix=RECORD-PATH

// EXPECTED: kfusion-sim: as expected: 2 arguments, 5 elements compared, max abs error 0
// RECORD: kfusion-sim: recorded 4 arguments in {{.*}}ref.inputs and {{.*}}ref.expected
// RECORDED: kfusion-sim: as expected: 4 arguments, 10 elements compared, max abs error 0
// RECORD-ZERO: kfusion-sim: recorded 4 arguments in {{.*}}zero-ref.inputs and {{.*}}zero-ref.expected
// RECORDED-ZERO: kfusion-sim: mismatch in argument #3 at index []: 3, expected 2
// RECORD-COMPARE: kfusion-sim: error: --record is of one run; it does not combine with --compare
// RECORD-EXPECT: kfusion-sim: error: --record writes the reference of later --expect runs; it does not combine with --expect
// RECORD-PATH: kfusion-sim: error: cannot write {{.*}}no-such-dir/x.inputs
// WRONG: kfusion-sim: mismatch in argument #2 at index [2]: 1.000000, expected 1.500000
// NEAR: kfusion-sim: as expected: 1 arguments, 4 elements compared, max abs error 0.001
// NEAR-STRICT: kfusion-sim: mismatch in argument #2 at index [1]
// COMPARE: kfusion-sim: equal: 4 arguments, 10 elements compared (seed 1)
// COMPARE-ZERO: kfusion-sim: mismatch in argument #3 at index []: 2 vs 3

//--- scale.mlir
func.func @scale(%x: memref<4xf32>, %b: memref<1xf32>, %y: memref<4xf32>, %count: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %bias = memref.load %b[%c0] : memref<1xf32>
  memref.store %i0, %count[] : memref<i32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %s = arith.mulf %v, %two : f32
    %r = arith.addf %s, %bias : f32
    memref.store %r, %y[%i] : memref<4xf32>
    %positive = arith.cmpf ogt, %r, %zero : f32
    %n = memref.load %count[] : memref<i32>
    %n1 = arith.addi %n, %i1 : i32
    %n2 = arith.select %positive, %n1, %n : i32
    memref.store %n2, %count[] : memref<i32>
  }
  return
}

//--- scale-ge.mlir
func.func @scale(%x: memref<4xf32>, %b: memref<1xf32>, %y: memref<4xf32>, %count: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %bias = memref.load %b[%c0] : memref<1xf32>
  memref.store %i0, %count[] : memref<i32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %s = arith.mulf %v, %two : f32
    %r = arith.addf %s, %bias : f32
    memref.store %r, %y[%i] : memref<4xf32>
    %positive = arith.cmpf oge, %r, %zero : f32
    %n = memref.load %count[] : memref<i32>
    %n1 = arith.addi %n, %i1 : i32
    %n2 = arith.select %positive, %n1, %n : i32
    memref.store %n2, %count[] : memref<i32>
  }
  return
}

//--- zero.txt
argument 0 f32 4
-0.25 1 -1 2
argument 1 f32 1
0.5

//--- in.txt
# x, then b
argument 0 f32 4
1 -2 0.25 3
argument 1 f32 1
0.5

//--- out.txt
argument 2 f32 4
2.5 -3.5 1 6.5
argument 3 i32 scalar
3

//--- wrong.txt
argument 2 f32 4
2.5 -3.5 1.5 6.5

//--- near.txt
argument 2 f32 4
2.5 -3.501 1 6.5
