// GELU's tanh form, x * 0.5 * (1 + tanh(u)), u = k0 (x + k1 x^3), as front
// ends write it (the ops kfusion-fast-gelu rewrites), against the function
// computed in float64 from the same x and the program's constants (held in
// its type) and rounded: per form, the largest distance in units in the last
// place and how many results are more than 1 and more than 8 units away.
//   0: f16 op by op (torch-mlir's f16 GELU: each op rounded to f16), every
//      f16 input;
//   1: bf16 op by op, every bf16 input;
//   2: f32 (the GEMM bench's bias + GELU epilogue), 65536 inputs spread over
//      [-8, 8) (x = (i - 32768) / 4096).
// Used by ../fast-gelu.mlir (the GPU) and ../../Sim/fast-gelu.mlir.
module attributes {gpu.container_module} {
  gpu.module @m {
    // |a - b| in units in the last place of two sign-and-magnitude patterns
    // of `bits` bits held in i64 (two NaNs are 0 apart, a NaN and a number
    // 2^40).
    func.func @ulps(%a: i64, %b: i64, %an: i1, %bn: i1, %bits: i64) -> i64 {
      %c0 = arith.constant 0 : i64
      %c1 = arith.constant 1 : i64
      %big = arith.constant 1099511627776 : i64
      %top = arith.subi %bits, %c1 : i64
      %sign = arith.shli %c1, %top : i64
      %mag = arith.subi %sign, %c1 : i64
      %ma = arith.andi %a, %mag : i64
      %mb = arith.andi %b, %mag : i64
      %sa = arith.andi %a, %sign : i64
      %sb = arith.andi %b, %sign : i64
      %na = arith.subi %c0, %ma : i64
      %nb = arith.subi %c0, %mb : i64
      %pa = arith.cmpi ne, %sa, %c0 : i64
      %pb = arith.cmpi ne, %sb, %c0 : i64
      %oa = arith.select %pa, %na, %ma : i64
      %ob = arith.select %pb, %nb, %mb : i64
      %d = arith.subi %oa, %ob : i64
      %nd = arith.subi %c0, %d : i64
      %neg = arith.cmpi slt, %d, %c0 : i64
      %abs = arith.select %neg, %nd, %d : i64
      %both = arith.andi %an, %bn : i1
      %one = arith.xori %an, %bn : i1
      %r0 = arith.select %one, %big, %abs : i64
      %r = arith.select %both, %c0, %r0 : i64
      return %r : i64
    }
    // The function in float64: x / (1 + exp(-2u)) (= x * 0.5 * (1 + tanh(u))
    // without its cancellation), k0 and k1 as the program's type holds them.
    func.func @gelu64(%x: f64, %k0: f64, %k1: f64) -> f64 {
      %one = arith.constant 1.0 : f64
      %m2 = arith.constant -2.0 : f64
      %x2 = arith.mulf %x, %x : f64
      %x3 = arith.mulf %x2, %x : f64
      %s = math.fma %x3, %k1, %x : f64
      %u = arith.mulf %s, %k0 : f64
      %z = arith.mulf %u, %m2 : f64
      %e = math.exp %z : f64
      %d = arith.addf %e, %one : f64
      %g = arith.divf %x, %d : f64
      return %g : f64
    }
    func.func @gelu_f16(%x: f16) -> f16 {
      %k0d = arith.constant 0.79788456080286541 : f64
      %k1d = arith.constant 0.044715 : f64
      %halfd = arith.constant 0.5 : f64
      %oned = arith.constant 1.0 : f64
      %k0 = arith.truncf %k0d : f64 to f16
      %k1 = arith.truncf %k1d : f64 to f16
      %half = arith.truncf %halfd : f64 to f16
      %one = arith.truncf %oned : f64 to f16
      %h = arith.mulf %x, %half : f16
      %x2 = arith.mulf %x, %x : f16
      %x3 = arith.mulf %x2, %x : f16
      %a = arith.mulf %x3, %k1 : f16
      %s = arith.addf %x, %a : f16
      %u = arith.mulf %s, %k0 : f16
      %t = math.tanh %u : f16
      %t1 = arith.addf %t, %one : f16
      %g = arith.mulf %h, %t1 : f16
      return %g : f16
    }
    func.func @gelu_bf16(%x: bf16) -> bf16 {
      %k0d = arith.constant 0.79788456080286541 : f64
      %k1d = arith.constant 0.044715 : f64
      %halfd = arith.constant 0.5 : f64
      %oned = arith.constant 1.0 : f64
      %k0 = arith.truncf %k0d : f64 to bf16
      %k1 = arith.truncf %k1d : f64 to bf16
      %half = arith.truncf %halfd : f64 to bf16
      %one = arith.truncf %oned : f64 to bf16
      %h = arith.mulf %x, %half : bf16
      %x2 = arith.mulf %x, %x : bf16
      %x3 = arith.mulf %x2, %x : bf16
      %a = arith.mulf %x3, %k1 : bf16
      %s = arith.addf %x, %a : bf16
      %u = arith.mulf %s, %k0 : bf16
      %t = math.tanh %u : bf16
      %t1 = arith.addf %t, %one : bf16
      %g = arith.mulf %h, %t1 : bf16
      return %g : bf16
    }
    func.func @gelu_f32(%v: f32) -> f32 {
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %k0 = arith.constant 0.7978845608 : f32
      %k1 = arith.constant 0.044715 : f32
      %v2 = arith.mulf %v, %v : f32
      %v3 = arith.mulf %v2, %v : f32
      %i1 = arith.mulf %v3, %k1 : f32
      %i2 = arith.addf %v, %i1 : f32
      %i3 = arith.mulf %i2, %k0 : f32
      %t = math.tanh %i3 : f32
      %t1 = arith.addf %t, %one : f32
      %h = arith.mulf %v, %half : f32
      %gl = arith.mulf %h, %t1 : f32
      return %gl : f32
    }
    gpu.func @check(%out: memref<3x65536xi64>) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %b16 = arith.constant 16 : i64
      %b32 = arith.constant 32 : i64
      %i16v = arith.index_cast %i : index to i16
      // f16
      %h = arith.bitcast %i16v : i16 to f16
      %g = func.call @gelu_f16(%h) : (f16) -> f16
      %hd = arith.extf %h : f16 to f64
      %k0h = arith.constant 0.7978515625 : f64
      %k1h = arith.constant 0.044708251953125 : f64
      %r = func.call @gelu64(%hd, %k0h, %k1h) : (f64, f64, f64) -> f64
      %rh = arith.truncf %r : f64 to f16
      %gi = arith.bitcast %g : f16 to i16
      %ri = arith.bitcast %rh : f16 to i16
      %gl = arith.extui %gi : i16 to i64
      %rl = arith.extui %ri : i16 to i64
      %gn = arith.cmpf uno, %g, %g : f16
      %rn = arith.cmpf uno, %rh, %rh : f16
      %d0 = func.call @ulps(%gl, %rl, %gn, %rn, %b16) : (i64, i64, i1, i1, i64) -> i64
      memref.store %d0, %out[%c0, %i] : memref<3x65536xi64>
      // bf16
      %bh = arith.bitcast %i16v : i16 to bf16
      %bg = func.call @gelu_bf16(%bh) : (bf16) -> bf16
      %bd = arith.extf %bh : bf16 to f64
      %k0b = arith.constant 0.796875 : f64
      %k1b = arith.constant 0.044677734375 : f64
      %br = func.call @gelu64(%bd, %k0b, %k1b) : (f64, f64, f64) -> f64
      %brh = arith.truncf %br : f64 to bf16
      %bgi = arith.bitcast %bg : bf16 to i16
      %bri = arith.bitcast %brh : bf16 to i16
      %bgl = arith.extui %bgi : i16 to i64
      %brl = arith.extui %bri : i16 to i64
      %bgn = arith.cmpf uno, %bg, %bg : bf16
      %brn = arith.cmpf uno, %brh, %brh : bf16
      %d1 = func.call @ulps(%bgl, %brl, %bgn, %brn, %b16) : (i64, i64, i1, i1, i64) -> i64
      memref.store %d1, %out[%c1, %i] : memref<3x65536xi64>
      // f32 over [-8, 8)
      %ii = arith.index_cast %i : index to i32
      %off = arith.constant 32768 : i32
      %is = arith.subi %ii, %off : i32
      %xf = arith.sitofp %is : i32 to f32
      %step = arith.constant 2.44140625e-04 : f32
      %x = arith.mulf %xf, %step : f32
      %fg = func.call @gelu_f32(%x) : (f32) -> f32
      %xd = arith.extf %x : f32 to f64
      %k0f32 = arith.constant 0.7978845608 : f32
      %k1f32 = arith.constant 0.044715 : f32
      %k0f = arith.extf %k0f32 : f32 to f64
      %k1f = arith.extf %k1f32 : f32 to f64
      %fr = func.call @gelu64(%xd, %k0f, %k1f) : (f64, f64, f64) -> f64
      %frf = arith.truncf %fr : f64 to f32
      %fgi = arith.bitcast %fg : f32 to i32
      %fri = arith.bitcast %frf : f32 to i32
      %fgl = arith.extui %fgi : i32 to i64
      %frl = arith.extui %fri : i32 to i64
      %fgn = arith.cmpf uno, %fg, %fg : f32
      %frn = arith.cmpf uno, %frf, %frf : f32
      %d2 = func.call @ulps(%fgl, %frl, %fgn, %frn, %b32) : (i64, i64, i1, i1, i64) -> i64
      memref.store %d2, %out[%c2, %i] : memref<3x65536xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 65536 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<3x65536xi64>
    %t2 = gpu.launch_func async [%t1] @m::@check blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<3x65536xi64>)
    %h = memref.alloc() : memref<3x65536xi64>
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<3x65536xi64>, memref<3x65536xi64>
    gpu.wait [%t3]
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %eight = arith.constant 8 : i64
    scf.for %f = %c0 to %c3 step %c1 {
      %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%mx = %zero, %n1 = %zero, %n8 = %zero) -> (i64, i64, i64) {
        %v = memref.load %h[%f, %i] : memref<3x65536xi64>
        %m = arith.maxsi %mx, %v : i64
        %o1 = arith.cmpi sgt, %v, %one : i64
        %o8 = arith.cmpi sgt, %v, %eight : i64
        %i1 = arith.extui %o1 : i1 to i64
        %i8 = arith.extui %o8 : i1 to i64
        %a1 = arith.addi %n1, %i1 : i64
        %a8 = arith.addi %n8, %i8 : i64
        scf.yield %m, %a1, %a8 : i64, i64, i64
      }
      vector.print str "fast-gelu: form "
      vector.print %f : index
      vector.print str "  max ulps "
      vector.print %r#0 : i64
      vector.print str "  over 1 "
      vector.print %r#1 : i64
      vector.print str "  over 8 "
      vector.print %r#2 : i64
    }
    return
  }
}
