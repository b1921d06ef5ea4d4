// kfusion-fast-16bit-math: scalar exp, tanh and erf of f16 and bf16 values in
// kernel code become f32 approximations (ex2.approx, rcp.approx through afn)
// rounded back, a 16-bit division the widened values' afn division; f32 exp,
// tanh, erf and constant / x whose every use ends in a rounding to 16 bits
// likewise; other f32 math, vectors, other functions and host code are left
// to libdevice / the host. The accuracy over every 16-bit input is checked by
// ../../Integration/Sim/fast-16bit-math.mlir (and on the GPU).
// RUN: kfusion-opt %s --kfusion-fast-16bit-math | FileCheck %s
// kfusion-to-cubin runs it first, unless fast-16bit-math=false.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --mlir-print-ir-after=kfusion-fast-16bit-math -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx fast-16bit-math=false" --mlir-print-ir-after=kfusion-fast-16bit-math -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

// PIPELINE: IR Dump After KFusionFast16BitMathPass
// PIPELINE: math.exp %{{.*}} fastmath<afn> : f32
// OFF-NOT: IR Dump After KFusionFast16BitMathPass

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @exp16(
    // exp: the widened value's afn exp, rounded.
    // CHECK: %[[X:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: %[[E:.*]] = math.exp %[[X]] fastmath<afn> : f32
    // CHECK: arith.truncf %[[E]] : f32 to f16
    // CHECK-NOT: math.exp %{{.*}} : f16
    gpu.func @exp16(%p: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xf16>
      %y = math.exp %x : f16
      memref.store %y, %p[%c0] : memref<4xf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @tanh_bf16(
    // tanh: 1 - 2 / (exp(2x) + 1) by afn exp and division, x itself below
    // 0.01.
    // CHECK: %[[X:.*]] = arith.extf %{{.*}} : bf16 to f32
    // CHECK: %[[X2:.*]] = arith.addf %[[X]], %[[X]] : f32
    // CHECK: %[[E:.*]] = math.exp %[[X2]] fastmath<afn> : f32
    // CHECK: %[[D:.*]] = arith.addf %[[E]], %{{.*}} : f32
    // CHECK: %[[R:.*]] = arith.divf %{{.*}}, %[[D]] fastmath<afn> : f32
    // CHECK: %[[T:.*]] = math.fma %{{.*}}, %[[R]], %{{.*}} : f32
    // CHECK: %[[A:.*]] = math.absf %[[X]] : f32
    // CHECK: %[[SMALL:.*]] = arith.cmpf olt, %[[A]], %{{.*}} : f32
    // CHECK: %[[S:.*]] = arith.select %[[SMALL]], %[[X]], %[[T]] : f32
    // CHECK: arith.truncf %[[S]] : f32 to bf16
    // CHECK-NOT: math.tanh
    gpu.func @tanh_bf16(%p: memref<4xbf16>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xbf16>
      %y = math.tanh %x : bf16
      memref.store %y, %p[%c0] : memref<4xbf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @erf16(
    // erf: Abramowitz and Stegun 7.1.26 with the sign of x, the series below
    // 0.1.
    // CHECK: %[[X:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: %[[A:.*]] = math.absf %[[X]] : f32
    // CHECK: arith.divf {{.*}} fastmath<afn> : f32
    // CHECK-COUNT-4: math.fma
    // CHECK: math.exp %{{.*}} fastmath<afn> : f32
    // CHECK: math.copysign %{{.*}}, %[[X]] : f32
    // CHECK: %[[SMALL:.*]] = arith.cmpf olt, %[[A]], %{{.*}} : f32
    // CHECK: arith.select %[[SMALL]]
    // CHECK: arith.truncf %{{.*}} : f32 to f16
    // CHECK-NOT: math.erf
    gpu.func @erf16(%p: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xf16>
      %y = math.erf %x : f16
      memref.store %y, %p[%c0] : memref<4xf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @div16(
    // a / b of f16: the widened values' afn division, rounded.
    // CHECK: %[[A:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: %[[B:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: %[[Q:.*]] = arith.divf %[[A]], %[[B]] fastmath<afn> : f32
    // CHECK: arith.truncf %[[Q]] : f32 to f16
    gpu.func @div16(%p: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = memref.load %p[%c0] : memref<4xf16>
      %b = memref.load %p[%c1] : memref<4xf16>
      %q = arith.divf %a, %b : f16
      memref.store %q, %p[%c0] : memref<4xf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @silu_bound(
    // torch's SiLU of an f16 value: f32 x / (1 + exp(-x)), the product
    // rounded to f16 (through a select too): the exp afn and the division 2
    // times the afn reciprocal, no widening.
    // CHECK: %[[E:.*]] = math.exp %{{.*}} fastmath<afn> : f32
    // CHECK: %[[D:.*]] = arith.addf %[[E]], %{{.*}} : f32
    // CHECK: %[[R:.*]] = arith.divf %{{.*}}, %[[D]] fastmath<afn> : f32
    // CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
    // CHECK: arith.mulf %[[TWO]], %[[R]] : f32
    // CHECK-NOT: arith.extf %{{.*}} : f32
    gpu.func @silu_bound(%p: memref<4xf16>, %c: i1) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %h = memref.load %p[%c0] : memref<4xf16>
      %x = arith.extf %h : f16 to f32
      %n = arith.negf %x : f32
      %e = math.exp %n : f32
      %d = arith.addf %e, %one : f32
      %s = arith.divf %two, %d : f32
      %y = arith.mulf %x, %s : f32
      %z = arith.select %c, %y, %x : f32
      %r = arith.truncf %z : f32 to f16
      memref.store %r, %p[%c0] : memref<4xf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @f32_not_bound(
    // f32 math whose value is also stored as f32, compared, carried by a
    // loop or converted to an integer keeps libdevice's function; x / y of f32
    // bound for f16 keeps its IEEE division (its numerator is not a
    // constant: div.approx is wrong for |y| > 2^126).
    // CHECK: math.exp %{{.*}} : f32
    // CHECK: math.tanh %{{.*}} : f32
    // CHECK: math.erf %{{.*}} : f32
    // CHECK: math.exp %{{.*}} : f32
    // CHECK: arith.divf %{{.*}}, %{{.*}} : f32
    // CHECK-NOT: fastmath<afn>
    // CHECK: gpu.return
    gpu.func @f32_not_bound(%p: memref<4xf32>, %q: memref<4xf16>, %o: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      %e = math.exp %x : f32
      %eh = arith.truncf %e : f32 to f16
      memref.store %eh, %q[%c0] : memref<4xf16>
      memref.store %e, %p[%c0] : memref<4xf32>
      %t = math.tanh %x : f32
      %big = arith.cmpf ogt, %t, %x : f32
      %tz = arith.select %big, %t, %x : f32
      %th = arith.truncf %tz : f32 to f16
      memref.store %th, %q[%c1] : memref<4xf16>
      %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (f32) {
        %r = math.erf %acc : f32
        scf.yield %r : f32
      }
      %sh = arith.truncf %s : f32 to f16
      memref.store %sh, %q[%c0] : memref<4xf16>
      %e8 = math.exp %x : f32
      %e8t = arith.fptosi %e8 : f32 to i32
      memref.store %e8t, %o[%c0] : memref<4xi32>
      %y = memref.load %p[%c1] : memref<4xf32>
      %qt = arith.divf %x, %y : f32
      %qh = arith.truncf %qt : f32 to f16
      memref.store %qh, %q[%c1] : memref<4xf16>
      gpu.return
    }
    // CHECK-LABEL: gpu.func @left_alone(
    // f32, a vector of f16 and log of f16 keep their ops.
    // CHECK: math.tanh %{{.*}} : f32
    // CHECK: math.exp %{{.*}} : vector<2xf16>
    // CHECK: math.log %{{.*}} : f16
    gpu.func @left_alone(%p: memref<4xf32>, %q: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      %y = math.tanh %x : f32
      memref.store %y, %p[%c0] : memref<4xf32>
      %v = vector.load %q[%c0] : memref<4xf16>, vector<2xf16>
      %w = math.exp %v : vector<2xf16>
      vector.store %w, %q[%c0] : memref<4xf16>, vector<2xf16>
      %h = memref.load %q[%c0] : memref<4xf16>
      %l = math.log %h : f16
      memref.store %l, %q[%c0] : memref<4xf16>
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @host(
  // Host code keeps its f16 exp.
  // CHECK: math.exp %{{.*}} : f16
  func.func @host(%x: f16) -> f16 {
    %y = math.exp %x : f16
    return %y : f16
  }
}
