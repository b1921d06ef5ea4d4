// Every f16 and bf16 value through exp, tanh and erf computed in the 16-bit
// type (the ops kfusion-fast-16bit-math rewrites) against the same function
// computed in f32 and rounded (left to libdevice, or to the interpreter's
// libm): per function and type, the largest distance in units in the last
// place and how many values are one unit away. Used by
// ../fast-16bit-math.mlir (the GPU) and ../../Sim/fast-16bit-math.mlir.
module attributes {gpu.container_module} {
  gpu.module @m {
    // |a - b| in units in the last place of two 16-bit patterns (sign and
    // magnitude ordered; two NaNs are 0 apart, a NaN and a number 65536).
    func.func @ulps(%a: i16, %b: i16) -> i32 {
      %c0 = arith.constant 0 : i32
      %sign = arith.constant 32768 : i32
      %mag = arith.constant 32767 : i32
      %big = arith.constant 65536 : i32
      %ua = arith.extui %a : i16 to i32
      %ub = arith.extui %b : i16 to i32
      %ma = arith.andi %ua, %mag : i32
      %mb = arith.andi %ub, %mag : i32
      %sa = arith.andi %ua, %sign : i32
      %sb = arith.andi %ub, %sign : i32
      %na = arith.subi %c0, %ma : i32
      %nb = arith.subi %c0, %mb : i32
      %pa = arith.cmpi ne, %sa, %c0 : i32
      %pb = arith.cmpi ne, %sb, %c0 : i32
      %oa = arith.select %pa, %na, %ma : i32
      %ob = arith.select %pb, %nb, %mb : i32
      %d = arith.subi %oa, %ob : i32
      %nd = arith.subi %c0, %d : i32
      %neg = arith.cmpi slt, %d, %c0 : i32
      %abs = arith.select %neg, %nd, %d : i32
      return %abs : i32
    }
    func.func @nan_aware(%x: f32, %y: f32, %a: i16, %b: i16) -> i32 {
      %xn = arith.cmpf uno, %x, %x : f32
      %yn = arith.cmpf uno, %y, %y : f32
      %both = arith.andi %xn, %yn : i1
      %one = arith.xori %xn, %yn : i1
      %c0 = arith.constant 0 : i32
      %big = arith.constant 65536 : i32
      %d = func.call @ulps(%a, %b) : (i16, i16) -> i32
      %r0 = arith.select %one, %big, %d : i32
      %r = arith.select %both, %c0, %r0 : i32
      return %r : i32
    }
    gpu.func @check(%out: memref<9x65536xi32>) kernel {
      %i = gpu.global_id x
      %i16v = arith.index_cast %i : index to i16
      %h = arith.bitcast %i16v : i16 to f16
      %bf = arith.bitcast %i16v : i16 to bf16
      %h32 = arith.extf %h : f16 to f64
      %b32 = arith.extf %bf : bf16 to f64
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      // f16
      %e1 = math.exp %h : f16
      %e2 = math.exp %h32 : f64
      %e3 = arith.truncf %e2 : f64 to f16
      %e1i = arith.bitcast %e1 : f16 to i16
      %e3i = arith.bitcast %e3 : f16 to i16
      %e1f = arith.extf %e1 : f16 to f32
      %e3f = arith.extf %e3 : f16 to f32
      %de = func.call @nan_aware(%e1f, %e3f, %e1i, %e3i) : (f32, f32, i16, i16) -> i32
      memref.store %de, %out[%c0, %i] : memref<9x65536xi32>
      %t1 = math.tanh %h : f16
      %t2 = math.tanh %h32 : f64
      %t3 = arith.truncf %t2 : f64 to f16
      %t1i = arith.bitcast %t1 : f16 to i16
      %t3i = arith.bitcast %t3 : f16 to i16
      %t1f = arith.extf %t1 : f16 to f32
      %t3f = arith.extf %t3 : f16 to f32
      %dt = func.call @nan_aware(%t1f, %t3f, %t1i, %t3i) : (f32, f32, i16, i16) -> i32
      memref.store %dt, %out[%c1, %i] : memref<9x65536xi32>
      %r1 = math.erf %h : f16
      %r2 = math.erf %h32 : f64
      %r3 = arith.truncf %r2 : f64 to f16
      %r1i = arith.bitcast %r1 : f16 to i16
      %r3i = arith.bitcast %r3 : f16 to i16
      %r1f = arith.extf %r1 : f16 to f32
      %r3f = arith.extf %r3 : f16 to f32
      %dr = func.call @nan_aware(%r1f, %r3f, %r1i, %r3i) : (f32, f32, i16, i16) -> i32
      memref.store %dr, %out[%c2, %i] : memref<9x65536xi32>
      // bf16
      %be1 = math.exp %bf : bf16
      %be2 = math.exp %b32 : f64
      %be3 = arith.truncf %be2 : f64 to bf16
      %be1i = arith.bitcast %be1 : bf16 to i16
      %be3i = arith.bitcast %be3 : bf16 to i16
      %be1f = arith.extf %be1 : bf16 to f32
      %be3f = arith.extf %be3 : bf16 to f32
      %bde = func.call @nan_aware(%be1f, %be3f, %be1i, %be3i) : (f32, f32, i16, i16) -> i32
      memref.store %bde, %out[%c3, %i] : memref<9x65536xi32>
      %bt1 = math.tanh %bf : bf16
      %bt2 = math.tanh %b32 : f64
      %bt3 = arith.truncf %bt2 : f64 to bf16
      %bt1i = arith.bitcast %bt1 : bf16 to i16
      %bt3i = arith.bitcast %bt3 : bf16 to i16
      %bt1f = arith.extf %bt1 : bf16 to f32
      %bt3f = arith.extf %bt3 : bf16 to f32
      %bdt = func.call @nan_aware(%bt1f, %bt3f, %bt1i, %bt3i) : (f32, f32, i16, i16) -> i32
      memref.store %bdt, %out[%c4, %i] : memref<9x65536xi32>
      %br1 = math.erf %bf : bf16
      %br2 = math.erf %b32 : f64
      %br3 = arith.truncf %br2 : f64 to bf16
      %br1i = arith.bitcast %br1 : bf16 to i16
      %br3i = arith.bitcast %br3 : bf16 to i16
      %br1f = arith.extf %br1 : bf16 to f32
      %br3f = arith.extf %br3 : bf16 to f32
      %bdr = func.call @nan_aware(%br1f, %br3f, %br1i, %br3i) : (f32, f32, i16, i16) -> i32
      memref.store %bdr, %out[%c5, %i] : memref<9x65536xi32>
      // Divisions: every 16-bit a by a partner b (the pattern (7919 a + 12345)
      // mod 2^16), against the float64 quotient rounded (correctly rounded:
      // 53 bits hold a 16-bit quotient's double rounding harmlessly).
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c7919 = arith.constant 7919 : index
      %c12345 = arith.constant 12345 : index
      %c65536 = arith.constant 65536 : index
      %jm = arith.muli %i, %c7919 : index
      %ja = arith.addi %jm, %c12345 : index
      %j = arith.remui %ja, %c65536 : index
      %j16 = arith.index_cast %j : index to i16
      %hb = arith.bitcast %j16 : i16 to f16
      %q1 = arith.divf %h, %hb : f16
      %hb64 = arith.extf %hb : f16 to f64
      %q2 = arith.divf %h32, %hb64 : f64
      %q3 = arith.truncf %q2 : f64 to f16
      %q1i = arith.bitcast %q1 : f16 to i16
      %q3i = arith.bitcast %q3 : f16 to i16
      %q1f = arith.extf %q1 : f16 to f32
      %q3f = arith.extf %q3 : f16 to f32
      %dq = func.call @nan_aware(%q1f, %q3f, %q1i, %q3i) : (f32, f32, i16, i16) -> i32
      memref.store %dq, %out[%c6, %i] : memref<9x65536xi32>
      %bb = arith.bitcast %j16 : i16 to bf16
      %bq1 = arith.divf %bf, %bb : bf16
      %bb64 = arith.extf %bb : bf16 to f64
      %bq2 = arith.divf %b32, %bb64 : f64
      %bq3 = arith.truncf %bq2 : f64 to bf16
      %bq1i = arith.bitcast %bq1 : bf16 to i16
      %bq3i = arith.bitcast %bq3 : bf16 to i16
      %bq1f = arith.extf %bq1 : bf16 to f32
      %bq3f = arith.extf %bq3 : bf16 to f32
      %bdq = func.call @nan_aware(%bq1f, %bq3f, %bq1i, %bq3i) : (f32, f32, i16, i16) -> i32
      memref.store %bdq, %out[%c7, %i] : memref<9x65536xi32>
      // SiLU of an f16 value as torch computes it: widened, x / (1 + exp(-x))
      // in f32, rounded: f32 math bound for a 16-bit rounding.
      %one32 = arith.constant 1.0 : f32
      %x32 = arith.extf %h : f16 to f32
      %n32 = arith.negf %x32 : f32
      %ex32 = math.exp %n32 : f32
      %dn32 = arith.addf %ex32, %one32 : f32
      %sg32 = arith.divf %one32, %dn32 : f32
      %sl32 = arith.mulf %x32, %sg32 : f32
      %sl1 = arith.truncf %sl32 : f32 to f16
      %one64 = arith.constant 1.0 : f64
      %n64 = arith.negf %h32 : f64
      %ex64 = math.exp %n64 : f64
      %dn64 = arith.addf %ex64, %one64 : f64
      %sl64 = arith.divf %h32, %dn64 : f64
      %sl3 = arith.truncf %sl64 : f64 to f16
      %sl1i = arith.bitcast %sl1 : f16 to i16
      %sl3i = arith.bitcast %sl3 : f16 to i16
      %sl1f = arith.extf %sl1 : f16 to f32
      %sl3f = arith.extf %sl3 : f16 to f32
      %dsl = func.call @nan_aware(%sl1f, %sl3f, %sl1i, %sl3i) : (f32, f32, i16, i16) -> i32
      memref.store %dsl, %out[%c8, %i] : memref<9x65536xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 65536 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<9x65536xi32>
    %t2 = gpu.launch_func async [%t1] @m::@check blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<9x65536xi32>)
    %h = memref.alloc() : memref<9x65536xi32>
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<9x65536xi32>, memref<9x65536xi32>
    gpu.wait [%t3]
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    scf.for %f = %c0 to %c9 step %c1 {
      %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%mx = %zero, %ones = %zero) -> (i32, i32) {
        %v = memref.load %h[%f, %i] : memref<9x65536xi32>
        %m = arith.maxsi %mx, %v : i32
        %is1 = arith.cmpi eq, %v, %one : i32
        %inc = arith.extui %is1 : i1 to i32
        %o = arith.addi %ones, %inc : i32
        scf.yield %m, %o : i32, i32
      }
      vector.print str "fast-16bit-math: function "
      vector.print %f : index
      vector.print str "  max ulps "
      vector.print %r#0 : i32
      vector.print str "  one ulp "
      vector.print %r#1 : i32
    }
    return
  }
}
