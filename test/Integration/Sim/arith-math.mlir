// RUN: kfusion-sim %s | FileCheck %s

// What it proves: the interpreter's host-side arith and math semantics are
// those of the compiled program: integer arithmetic wraps at the type's width
// (i8, i32, i64), signed and unsigned division/remainder/shift differ, every
// cmpi/cmpf predicate tested (NaN included) gives the IEEE/LLVM answer, casts
// sign- or zero-extend, truncate and round toward zero as LLVM does, f32
// arithmetic is rounded to f32 after every op (not carried in double), and
// math.fma is a fused multiply-add (one rounding). The printing helpers
// (printI64, printF32, printF64, printNewline, printComma, vector.print)
// print as upstream's runner utils do (%g for floats).
//
// Why it would fail: computing in a wider type (no wrap), treating unsigned
// ops as signed, evaluating f32 in double ((0.1f+0.2f)-0.3 would print
// 5.55112e-17 instead of 1.19209e-08), or splitting fma into mul+add
// (0.000488281 instead of 0.000488341) each change a line. Expected values
// were computed independently with numpy (float32 / int8 / int32 types) and
// the printed format cross-checked with upstream mlir-runner.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @main() {
  // ---- integer widths and wrap-around ----------------------------------
  %i8_100 = arith.constant 100 : i8
  %i8_127 = arith.constant 127 : i8
  %i8_1 = arith.constant 1 : i8
  %i8_20 = arith.constant 20 : i8
  %i8_13 = arith.constant 13 : i8
  %i8_m8 = arith.constant -8 : i8
  %i8_3 = arith.constant 3 : i8
  %i8_7 = arith.constant 7 : i8
  %i8_m128 = arith.constant -128 : i8
  %a1 = arith.addi %i8_100, %i8_100 : i8
  %a2 = arith.addi %i8_127, %i8_1 : i8
  %a3 = arith.muli %i8_20, %i8_13 : i8
  // CHECK: i8: 100+100 = -56
  vector.print str "i8: 100+100 = "
  vector.print %a1 : i8
  // CHECK-NEXT: i8: 127+1 = -128
  vector.print str "i8: 127+1 = "
  vector.print %a2 : i8
  // CHECK-NEXT: i8: 20*13 = 4
  vector.print str "i8: 20*13 = "
  vector.print %a3 : i8
  %a4 = arith.divui %i8_m8, %i8_3 : i8
  %a5 = arith.remui %i8_m8, %i8_3 : i8
  %a6 = arith.divsi %i8_m8, %i8_3 : i8
  %a7 = arith.shrui %i8_m128, %i8_7 : i8
  %a8 = arith.shrsi %i8_m128, %i8_7 : i8
  %a4w = arith.extui %a4 : i8 to i64
  %a5w = arith.extui %a5 : i8 to i64
  // CHECK-NEXT: i8: divui(-8,3) = 82
  vector.print str "i8: divui(-8,3) = "
  vector.print %a4w : i64
  // CHECK-NEXT: i8: remui(-8,3) = 2
  vector.print str "i8: remui(-8,3) = "
  vector.print %a5w : i64
  // CHECK-NEXT: i8: divsi(-8,3) = -2
  vector.print str "i8: divsi(-8,3) = "
  vector.print %a6 : i8
  // CHECK-NEXT: i8: shrui(-128,7) = 1
  vector.print str "i8: shrui(-128,7) = "
  vector.print %a7 : i8
  // CHECK-NEXT: i8: shrsi(-128,7) = -1
  vector.print str "i8: shrsi(-128,7) = "
  vector.print %a8 : i8

  %imax = arith.constant 2147483647 : i32
  %i1c = arith.constant 1 : i32
  %i65536 = arith.constant 65536 : i32
  %i65537 = arith.constant 65537 : i32
  %b1 = arith.addi %imax, %i1c : i32
  %b2 = arith.muli %i65536, %i65537 : i32
  %big = arith.constant 1000000007 : i32
  %b3 = arith.muli %big, %big : i32
  // CHECK-NEXT: i32: max+1 = -2147483648
  vector.print str "i32: max+1 = "
  vector.print %b1 : i32
  // CHECK-NEXT: i32: 65536*65537 = 65536
  vector.print str "i32: 65536*65537 = "
  vector.print %b2 : i32
  // CHECK-NEXT: i32: 1000000007^2 = -371520463
  vector.print str "i32: 1000000007^2 = "
  vector.print %b3 : i32
  %i64big = arith.constant 9223372036854775807 : i64
  %i64_2 = arith.constant 2 : i64
  %b4 = arith.muli %i64big, %i64_2 : i64
  // CHECK-NEXT: i64: max*2 = -2
  vector.print str "i64: max*2 = "
  vector.print %b4 : i64

  // ---- signed / unsigned division and remainder (i32) --------------------
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %two = arith.constant 2 : i32
  %d1 = arith.divsi %m7, %two : i32
  %d2 = arith.remsi %m7, %two : i32
  %d3 = arith.divui %m7, %two : i32
  %d4 = arith.remui %m7, %two : i32
  %d5 = arith.floordivsi %m7, %two : i32
  %d6 = arith.ceildivsi %m7, %two : i32
  %d7 = arith.ceildivsi %p7, %two : i32
  %d8 = arith.ceildivui %p7, %two : i32
  %d3w = arith.extui %d3 : i32 to i64
  %d1w = arith.extsi %d1 : i32 to i64
  // CHECK-NEXT: div: divsi=-3 remsi=-1 divui=2147483644 remui=1 floordivsi=-4 ceildivsi=-3,4 ceildivui=4
  vector.print str "div: divsi="
  func.call @printI64(%d1w) : (i64) -> ()
  vector.print str " remsi="
  %d2w = arith.extsi %d2 : i32 to i64
  func.call @printI64(%d2w) : (i64) -> ()
  vector.print str " divui="
  func.call @printI64(%d3w) : (i64) -> ()
  vector.print str " remui="
  %d4w = arith.extui %d4 : i32 to i64
  func.call @printI64(%d4w) : (i64) -> ()
  vector.print str " floordivsi="
  %d5w = arith.extsi %d5 : i32 to i64
  func.call @printI64(%d5w) : (i64) -> ()
  vector.print str " ceildivsi="
  %d6w = arith.extsi %d6 : i32 to i64
  func.call @printI64(%d6w) : (i64) -> ()
  vector.print str ","
  %d7w = arith.extsi %d7 : i32 to i64
  func.call @printI64(%d7w) : (i64) -> ()
  vector.print str " ceildivui="
  %d8w = arith.extsi %d8 : i32 to i64
  func.call @printI64(%d8w) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // ---- shifts and bit ops (i32) ----------------------------------------
  %c31 = arith.constant 31 : i32
  %c28 = arith.constant 28 : i32
  %c4 = arith.constant 4 : i32
  %m16 = arith.constant -16 : i32
  %s1 = arith.shli %i1c, %c31 : i32
  %s2 = arith.shrsi %m16, %c4 : i32
  %s3 = arith.shrui %m16, %c28 : i32
  %x5 = arith.constant 0x5A5A : i32
  %x3 = arith.constant 0x0FF0 : i32
  %s4 = arith.xori %x5, %x3 : i32
  %s5 = arith.andi %x5, %x3 : i32
  %s6 = arith.ori %x5, %x3 : i32
  // CHECK-NEXT: shift: shli(1,31) = -2147483648, shrsi(-16,4) = -1, shrui(-16,28) = 15
  vector.print str "shift: shli(1,31) = "
  %s1w = arith.extsi %s1 : i32 to i64
  func.call @printI64(%s1w) : (i64) -> ()
  func.call @printComma() : () -> ()
  vector.print str "shrsi(-16,4) = "
  %s2w = arith.extsi %s2 : i32 to i64
  func.call @printI64(%s2w) : (i64) -> ()
  func.call @printComma() : () -> ()
  vector.print str "shrui(-16,28) = "
  %s3w = arith.extsi %s3 : i32 to i64
  func.call @printI64(%s3w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: bits: xor = 21930
  // CHECK-NEXT: bits: and = 2640
  // CHECK-NEXT: bits: or = 24570
  vector.print str "bits: xor = "
  vector.print %s4 : i32
  vector.print str "bits: and = "
  vector.print %s5 : i32
  vector.print str "bits: or = "
  vector.print %s6 : i32

  // ---- min/max, select ---------------------------------------------------
  %mx1 = arith.maxsi %m7, %p7 : i32
  %mx2 = arith.maxui %m7, %p7 : i32
  %mn1 = arith.minsi %m7, %p7 : i32
  %mn2 = arith.minui %m7, %p7 : i32
  // CHECK-NEXT: minmax: 7 -7 -7 7
  vector.print str "minmax: "
  %mx1w = arith.extsi %mx1 : i32 to i64
  %mx2w = arith.extsi %mx2 : i32 to i64
  %mn1w = arith.extsi %mn1 : i32 to i64
  %mn2w = arith.extsi %mn2 : i32 to i64
  func.call @printI64(%mx1w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%mx2w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%mn1w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%mn2w) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // ---- cmpi predicates: -1 vs 1 ----------------------------------------
  %m1 = arith.constant -1 : i32
  %q0 = arith.cmpi eq, %m1, %i1c : i32
  %q1 = arith.cmpi ne, %m1, %i1c : i32
  %q2 = arith.cmpi slt, %m1, %i1c : i32
  %q3 = arith.cmpi sle, %m1, %i1c : i32
  %q4 = arith.cmpi sgt, %m1, %i1c : i32
  %q5 = arith.cmpi sge, %m1, %i1c : i32
  %q6 = arith.cmpi ult, %m1, %i1c : i32
  %q7 = arith.cmpi ule, %m1, %i1c : i32
  %q8 = arith.cmpi ugt, %m1, %i1c : i32
  %q9 = arith.cmpi uge, %m1, %i1c : i32
  // CHECK-NEXT: cmpi(-1,1) eq ne slt sle sgt sge ult ule ugt uge:
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  vector.print str "cmpi(-1,1) eq ne slt sle sgt sge ult ule ugt uge:\n"
  vector.print %q0 : i1
  vector.print %q1 : i1
  vector.print %q2 : i1
  vector.print %q3 : i1
  vector.print %q4 : i1
  vector.print %q5 : i1
  vector.print %q6 : i1
  vector.print %q7 : i1
  vector.print %q8 : i1
  vector.print %q9 : i1

  // ---- cmpf predicates, NaN included -----------------------------------
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf olt, %f1, %f2 : f32
  %r1 = arith.cmpf oge, %f1, %f2 : f32
  %r2 = arith.cmpf oeq, %nan, %nan : f32
  %r3 = arith.cmpf une, %nan, %nan : f32
  %r4 = arith.cmpf uno, %nan, %f1 : f32
  %r5 = arith.cmpf ord, %f1, %f2 : f32
  %r6 = arith.cmpf olt, %nan, %f1 : f32
  %r7 = arith.cmpf ult, %nan, %f1 : f32
  %r8 = arith.cmpf one, %f1, %f2 : f32
  %r9 = arith.cmpf ueq, %f1, %f2 : f32
  // CHECK-NEXT: cmpf olt oge oeq(nan) une(nan) uno ord olt(nan) ult(nan) one ueq: 1 0 0 1 1 1 0 1 1 0
  vector.print str "cmpf olt oge oeq(nan) une(nan) uno ord olt(nan) ult(nan) one ueq:"
  %r0w = arith.extui %r0 : i1 to i64
  %r1w = arith.extui %r1 : i1 to i64
  %r2w = arith.extui %r2 : i1 to i64
  %r3w = arith.extui %r3 : i1 to i64
  %r4w = arith.extui %r4 : i1 to i64
  %r5w = arith.extui %r5 : i1 to i64
  %r6w = arith.extui %r6 : i1 to i64
  %r7w = arith.extui %r7 : i1 to i64
  %r8w = arith.extui %r8 : i1 to i64
  %r9w = arith.extui %r9 : i1 to i64
  vector.print str " "
  func.call @printI64(%r0w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r1w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r2w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r3w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r4w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r5w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r6w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r7w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r8w) : (i64) -> ()
  vector.print str " "
  func.call @printI64(%r9w) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // ---- casts -------------------------------------------------------------
  %i8m1 = arith.constant -1 : i8
  %c1 = arith.extsi %i8m1 : i8 to i32
  %c2 = arith.extui %i8m1 : i8 to i32
  %i300 = arith.constant 300 : i32
  %c3 = arith.trunci %i300 : i32 to i8
  %m3 = arith.constant -3 : i32
  %c4f = arith.sitofp %m3 : i32 to f32
  %c5 = arith.uitofp %i8m1 : i8 to f32
  %fm27 = arith.constant -2.7 : f32
  %f39 = arith.constant 3.9 : f32
  %c6 = arith.fptosi %fm27 : f32 to i32
  %c7 = arith.fptoui %f39 : f32 to i32
  %idx = arith.constant 123456 : index
  %c8 = arith.index_cast %idx : index to i32
  %f64tenth = arith.constant 0.1 : f64
  %c9 = arith.truncf %f64tenth : f64 to f32
  %c10 = arith.extf %c9 : f32 to f64
  %c11 = arith.bitcast %f1 : f32 to i32
  %c10minus = arith.subf %c10, %f64tenth : f64
  // CHECK-NEXT: cast: extsi -1
  // CHECK-NEXT: cast: extui 255
  // CHECK-NEXT: cast: trunci 44
  // CHECK-NEXT: cast: sitofp -3
  // CHECK-NEXT: cast: uitofp 255
  // CHECK-NEXT: cast: fptosi -2
  // CHECK-NEXT: cast: fptoui 3
  // CHECK-NEXT: cast: index_cast 123456
  // CHECK-NEXT: cast: truncf 0.1
  // CHECK-NEXT: cast: extf(truncf(0.1)) - 0.1 = 1.49012e-09
  // CHECK-NEXT: cast: bitcast 1065353216
  vector.print str "cast: extsi "
  vector.print %c1 : i32
  vector.print str "cast: extui "
  vector.print %c2 : i32
  vector.print str "cast: trunci "
  vector.print %c3 : i8
  vector.print str "cast: sitofp "
  vector.print %c4f : f32
  vector.print str "cast: uitofp "
  vector.print %c5 : f32
  vector.print str "cast: fptosi "
  vector.print %c6 : i32
  vector.print str "cast: fptoui "
  vector.print %c7 : i32
  vector.print str "cast: index_cast "
  vector.print %c8 : i32
  vector.print str "cast: truncf "
  vector.print %c9 : f32
  vector.print str "cast: extf(truncf(0.1)) - 0.1 = "
  vector.print %c10minus : f64
  vector.print str "cast: bitcast "
  vector.print %c11 : i32

  // ---- f32 rounding ----------------------------------------------------
  %t1 = arith.constant 0.1 : f32
  %t2 = arith.constant 0.2 : f32
  %t3 = arith.constant 0.3 : f32
  %sum = arith.addf %t1, %t2 : f32
  %diff = arith.subf %sum, %t3 : f32
  %sum64 = arith.extf %sum : f32 to f64
  %p3 = arith.constant 0.3 : f64
  %err64 = arith.subf %sum64, %p3 : f64
  %p24 = arith.constant 16777216.0 : f32
  %big1 = arith.addf %p24, %f1 : f32
  %big2 = arith.subf %big1, %p24 : f32
  %huge = arith.constant 1.0e30 : f32
  %inf = arith.mulf %huge, %huge : f32
  %third = arith.divf %f1, %t3 : f32
  // CHECK-NEXT: f32: 0.1+0.2 = 0.3
  // CHECK-NEXT: f32: (0.1+0.2)-0.3 = 0
  // CHECK-NEXT: f32: f64(0.1f+0.2f)-0.3 = 1.19209e-08
  // CHECK-NEXT: f32: (2^24+1)-2^24 = 0
  // CHECK-NEXT: f32: 1e30*1e30 = inf
  // CHECK-NEXT: f32: 1/0.3 = 3.33333
  vector.print str "f32: 0.1+0.2 = "
  func.call @printF32(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  vector.print str "f32: (0.1+0.2)-0.3 = "
  func.call @printF32(%diff) : (f32) -> ()
  func.call @printNewline() : () -> ()
  vector.print str "f32: f64(0.1f+0.2f)-0.3 = "
  func.call @printF64(%err64) : (f64) -> ()
  func.call @printNewline() : () -> ()
  vector.print str "f32: (2^24+1)-2^24 = "
  vector.print %big2 : f32
  vector.print str "f32: 1e30*1e30 = "
  vector.print %inf : f32
  vector.print str "f32: 1/0.3 = "
  vector.print %third : f32

  // ---- math ------------------------------------------------------------
  %f2b = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %sq = math.sqrt %f2b : f32
  %ex = math.exp %f1 : f32
  %th = math.tanh %half : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %fm = math.fma %f2b, %f3, %f4 : f32
  // a = 1 + 2^-12: a*a = 1 + 2^-11 + 2^-24 exactly; rounded to f32 it is
  // 1 + 2^-11 (tie to even), so fma(a,a,-1) and a*a-1 differ.
  %a = arith.constant 1.000244140625 : f32
  %mone = arith.constant -1.0 : f32
  %fused = math.fma %a, %a, %mone : f32
  %prod = arith.mulf %a, %a : f32
  %unfused = arith.addf %prod, %mone : f32
  %d64 = arith.constant 2.0 : f64
  %sq64 = math.sqrt %d64 : f64
  // CHECK-NEXT: math: sqrt(2) = 1.41421
  // CHECK-NEXT: math: exp(1) = 2.71828
  // CHECK-NEXT: math: tanh(0.5) = 0.462117
  // CHECK-NEXT: math: fma(2,3,4) = 10
  // CHECK-NEXT: math: fma(a,a,-1) = 0.000488341
  // CHECK-NEXT: math: a*a-1 = 0.000488281
  // CHECK-NEXT: math: sqrt(2.0 f64) = 1.41421
  vector.print str "math: sqrt(2) = "
  vector.print %sq : f32
  vector.print str "math: exp(1) = "
  vector.print %ex : f32
  vector.print str "math: tanh(0.5) = "
  vector.print %th : f32
  vector.print str "math: fma(2,3,4) = "
  vector.print %fm : f32
  vector.print str "math: fma(a,a,-1) = "
  vector.print %fused : f32
  vector.print str "math: a*a-1 = "
  vector.print %unfused : f32
  vector.print str "math: sqrt(2.0 f64) = "
  vector.print %sq64 : f64
  return
}
