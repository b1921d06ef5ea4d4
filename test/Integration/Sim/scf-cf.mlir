// RUN: kfusion-sim %s | FileCheck %s

// What it proves: host control flow: scf.for with iter_args (two carried
// values, a non-unit step, a zero-trip loop that yields its init), nested
// scf.if with results, scf.while whose before-region forwards a value to the
// after-region, cf.br/cf.cond_br with block arguments (a loop written as a
// CFG), and func.call with recursion (fibonacci) and multiple results.
//
// Why it would fail: a loop running one iteration too many or too few, an
// iter_arg not carried, an scf.if taking the wrong branch or yielding the
// other branch's value, block arguments bound in the wrong order (gcd would
// not terminate or give another number), or a call frame shared between
// recursive calls (fib(20) != 6765). Expected values computed with python3:
// sum(i*i for i in range(10)), math.factorial(10), sum(range(2,20,3)),
// collatz steps of 27, math.gcd(1071, 462), fib(20), divmod(1000, 7).

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %n1 = arith.subi %n, %c1 : i64
    %n2 = arith.subi %n, %c2 : i64
    %f1 = func.call @fib(%n1) : (i64) -> i64
    %f2 = func.call @fib(%n2) : (i64) -> i64
    %s = arith.addi %f1, %f2 : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// Euclid's algorithm as an explicit CFG with block arguments.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^step(%y, %x : i64, i64)
^step(%p: i64, %q: i64):
  // Note the swapped order: ^step receives (y, x).
  %r = arith.remsi %q, %p : i64
  cf.br ^loop(%p, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

// -2 if x < -10, -1 if x < 0, 0 if x == 0, 2 if x > 10, else 1.
func.func @classify(%x: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %mten = arith.constant -10 : i64
  %neg = arith.cmpi slt, %x, %zero : i64
  %r = scf.if %neg -> (i64) {
    %vneg = arith.cmpi slt, %x, %mten : i64
    %a = scf.if %vneg -> (i64) {
      %m2 = arith.constant -2 : i64
      scf.yield %m2 : i64
    } else {
      %m1 = arith.constant -1 : i64
      scf.yield %m1 : i64
    }
    scf.yield %a : i64
  } else {
    %isz = arith.cmpi eq, %x, %zero : i64
    %b = scf.if %isz -> (i64) {
      scf.yield %zero : i64
    } else {
      %big = arith.cmpi sgt, %x, %ten : i64
      %c = scf.if %big -> (i64) {
        %p2 = arith.constant 2 : i64
        scf.yield %p2 : i64
      } else {
        %p1 = arith.constant 1 : i64
        scf.yield %p1 : i64
      }
      scf.yield %c : i64
    }
    scf.yield %b : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64

  // Two iter_args: sum of squares of 0..9 and 10!.
  %sq, %fact = scf.for %i = %c0 to %c10 step %c1
      iter_args(%s = %i0, %p = %i1) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %i2 = arith.muli %ii, %ii : i64
    %s2 = arith.addi %s, %i2 : i64
    %ip1 = arith.addi %ii, %i1 : i64
    %p2 = arith.muli %p, %ip1 : i64
    scf.yield %s2, %p2 : i64, i64
  }
  // CHECK: for: sum of squares = 285
  // CHECK-NEXT: for: 10! = 3628800
  vector.print str "for: sum of squares = "
  vector.print %sq : i64
  vector.print str "for: 10! = "
  vector.print %fact : i64

  // Non-unit step: 2, 5, 8, 11, 14, 17.
  %stepsum = scf.for %i = %c2 to %c20 step %c3 iter_args(%s = %i0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %s2 = arith.addi %s, %ii : i64
    scf.yield %s2 : i64
  }
  // CHECK-NEXT: for: step 3 sum = 57
  vector.print str "for: step 3 sum = "
  vector.print %stepsum : i64

  // Zero-trip loop yields its init value.
  %init = arith.constant 4242 : i64
  %zt = scf.for %i = %c10 to %c2 step %c1 iter_args(%s = %init) -> (i64) {
    scf.yield %i0 : i64
  }
  // CHECK-NEXT: for: zero-trip = 4242
  vector.print str "for: zero-trip = "
  vector.print %zt : i64

  // Nested if with results.
  // CHECK-NEXT: if: classify -20 -5 0 7 99 = -2 -1 0 1 2
  vector.print str "if: classify -20 -5 0 7 99 = "
  %xs = memref.alloca() : memref<5xi64>
  %x0 = arith.constant -20 : i64
  %x1 = arith.constant -5 : i64
  %x3 = arith.constant 7 : i64
  %x4 = arith.constant 99 : i64
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %x0, %xs[%c0] : memref<5xi64>
  memref.store %x1, %xs[%c1] : memref<5xi64>
  memref.store %i0, %xs[%c2] : memref<5xi64>
  memref.store %x3, %xs[%c3] : memref<5xi64>
  memref.store %x4, %xs[%c4] : memref<5xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %xs[%i] : memref<5xi64>
    %k = func.call @classify(%x) : (i64) -> i64
    vector.print %k : i64 punctuation <no_punctuation>
    %last = arith.cmpi eq, %i, %c4 : index
    scf.if %last {
      vector.print str "\n"
    } else {
      vector.print str " "
    }
  }

  // scf.while: Collatz steps from 27 (the before-region forwards n and the
  // step count; the loop ends when n == 1).
  %n27 = arith.constant 27 : i64
  %res:2 = scf.while (%n = %n27, %steps = %i0) : (i64, i64) -> (i64, i64) {
    %notone = arith.cmpi ne, %n, %i1 : i64
    scf.condition(%notone) %n, %steps : i64, i64
  } do {
  ^bb0(%n: i64, %steps: i64):
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %r = arith.remsi %n, %two : i64
    %even = arith.cmpi eq, %r, %i0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divsi %n, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %n, %three : i64
      %t1 = arith.addi %t, %i1 : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %steps, %i1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  // CHECK-NEXT: while: collatz(27) steps = 111 final = 1
  vector.print str "while: collatz(27) steps = "
  vector.print %res#1 : i64 punctuation <no_punctuation>
  vector.print str " final = "
  vector.print %res#0 : i64

  // cf loop with block arguments.
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = func.call @gcd(%a, %b) : (i64, i64) -> i64
  // CHECK-NEXT: cf: gcd(1071, 462) = 21
  vector.print str "cf: gcd(1071, 462) = "
  vector.print %g : i64

  // Recursion and multiple results.
  %n20 = arith.constant 20 : i64
  %f20 = func.call @fib(%n20) : (i64) -> i64
  // CHECK-NEXT: call: fib(20) = 6765
  vector.print str "call: fib(20) = "
  vector.print %f20 : i64
  %k1000 = arith.constant 1000 : i64
  %k7 = arith.constant 7 : i64
  %q, %r = func.call @divmod(%k1000, %k7) : (i64, i64) -> (i64, i64)
  // CHECK-NEXT: call: divmod(1000, 7) = 142 6
  vector.print str "call: divmod(1000, 7) = "
  vector.print %q : i64 punctuation <no_punctuation>
  vector.print str " "
  vector.print %r : i64
  return
}
