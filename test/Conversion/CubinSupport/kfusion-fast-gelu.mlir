// kfusion-fast-gelu: x * 0.5 * (1 + tanh(u)) in kernel code becomes
// x * (1 / (1 + exp2(u * (-2 log2 e)))) in f32, exp2 and the division afn
// (ex2.approx, rcp.approx), a constant factor of u absorbed into the scale;
// 16-bit values widened and the result rounded back. The accuracy is checked
// by ../../Integration/Sim/fast-gelu.mlir (and on the GPU).
// RUN: kfusion-opt %s --kfusion-fast-gelu -split-input-file | FileCheck %s
// kfusion-to-cubin runs it first, unless fast-gelu=false.
// RUN: kfusion-opt %s -split-input-file --kfusion-to-cubin="format=ptx" --mlir-print-ir-after=kfusion-fast-gelu -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: kfusion-opt %s -split-input-file --kfusion-to-cubin="format=ptx fast-gelu=false" --mlir-print-ir-after=kfusion-fast-gelu -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

// PIPELINE: IR Dump After KFusionFastGeluPass
// PIPELINE: math.exp2 %{{.*}} fastmath<afn> : f32
// OFF-NOT: IR Dump After KFusionFastGeluPass

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @bench_f32(
    // The GEMM bench's epilogue, (x * 0.5) * (1 + tanh(s * k0)): k0 =
    // 0.7978845608 times -2 log2(e) is the exponent's scale (-2.30220819);
    // the tanh, the sum, both products and u's product are gone.
    // CHECK: %[[V:.*]] = memref.load
    // CHECK: %[[S:.*]] = arith.addf %[[V]], %{{.*}} : f32
    // CHECK: %[[K:.*]] = arith.constant -2.30220819 : f32
    // CHECK: %[[Z:.*]] = arith.mulf %[[S]], %[[K]] : f32
    // CHECK: %[[E:.*]] = math.exp2 %[[Z]] fastmath<afn> : f32
    // CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
    // CHECK: %[[D:.*]] = arith.addf %[[E]], %[[ONE]] : f32
    // CHECK: %[[R:.*]] = arith.divf %[[ONE]], %[[D]] fastmath<afn> : f32
    // CHECK: %[[G:.*]] = arith.mulf %[[V]], %[[R]] : f32
    // CHECK: %[[H:.*]] = arith.truncf %[[G]] : f32 to f16
    // CHECK: memref.store %[[H]]
    // CHECK-NOT: math.tanh
    // CHECK-NOT: 5.000000e-01
    gpu.func @bench_f32(%p: memref<4xf32>, %o: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %p[%c0] : memref<4xf32>
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
      %r = arith.truncf %gl : f32 to f16
      memref.store %r, %o[%c0] : memref<4xf16>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @torch_f16(
    // torch-mlir's f16 GELU: constants as truncf of f64 ones, each op in f16.
    // k0 as f16 holds it (0.7978515625) times -2 log2(e): -2.30211306; s
    // widened, the product rounded back to f16.
    // CHECK: %[[X:.*]] = memref.load %{{.*}} : memref<4xf16>
    // CHECK: %[[S:.*]] = arith.addf %[[X]], %{{.*}} : f16
    // CHECK: %[[K:.*]] = arith.constant -2.30211306 : f32
    // CHECK: %[[SW:.*]] = arith.extf %[[S]] : f16 to f32
    // CHECK: %[[Z:.*]] = arith.mulf %[[SW]], %[[K]] : f32
    // CHECK: math.exp2 %[[Z]] fastmath<afn> : f32
    // CHECK: %[[R:.*]] = arith.divf %{{.*}}, %{{.*}} fastmath<afn> : f32
    // CHECK: %[[XW:.*]] = arith.extf %[[X]] : f16 to f32
    // CHECK: %[[G:.*]] = arith.mulf %[[XW]], %[[R]] : f32
    // CHECK: %[[H:.*]] = arith.truncf %[[G]] : f32 to f16
    // CHECK: memref.store %[[H]]
    // CHECK-NOT: math.tanh
    gpu.func @torch_f16(%p: memref<4xf16>) kernel {
      %c0 = arith.constant 0 : index
      %k0d = arith.constant 0.79788456080286541 : f64
      %k1d = arith.constant 0.044715 : f64
      %halfd = arith.constant 0.5 : f64
      %oned = arith.constant 1.0 : f64
      %x = memref.load %p[%c0] : memref<4xf16>
      %half = arith.truncf %halfd : f64 to f16
      %h = arith.mulf %x, %half : f16
      %x2 = arith.mulf %x, %x : f16
      %x3 = arith.mulf %x2, %x : f16
      %k1 = arith.truncf %k1d : f64 to f16
      %a = arith.mulf %x3, %k1 : f16
      %s = arith.addf %x, %a : f16
      %k0 = arith.truncf %k0d : f64 to f16
      %u = arith.mulf %s, %k0 : f16
      %t = math.tanh %u : f16
      %one = arith.truncf %oned : f64 to f16
      %t1 = arith.addf %t, %one : f16
      %g = arith.mulf %h, %t1 : f16
      memref.store %g, %p[%c0] : memref<4xf16>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @orders(
    // ((1 + tanh(u)) * x) * 0.5 and ((1 + tanh(u)) * 0.5) * x, bf16, u not a
    // product by a constant (the scale is -2 log2(e) alone), 1 on the left.
    // CHECK-COUNT-2: arith.constant -2.885390e+00 : f32
    // CHECK-NOT: math.tanh
    // CHECK: gpu.return
    gpu.func @orders(%p: memref<4xbf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %p[%c0] : memref<4xbf16>
      %u = memref.load %p[%c1] : memref<4xbf16>
      %half = arith.constant 0.5 : bf16
      %one = arith.constant 1.0 : bf16
      %t = math.tanh %u : bf16
      %t1 = arith.addf %one, %t : bf16
      %m = arith.mulf %t1, %x : bf16
      %g = arith.mulf %m, %half : bf16
      memref.store %g, %p[%c0] : memref<4xbf16>
      %t2 = math.tanh %x : bf16
      %t3 = arith.addf %t2, %one : bf16
      %m2 = arith.mulf %half, %t3 : bf16
      %g2 = arith.mulf %u, %m2 : bf16
      memref.store %g2, %p[%c1] : memref<4xbf16>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @shared_factors(
    // x * 0.5 used elsewhere stays (only the GELU's product is rewritten); u
    // used elsewhere keeps its product and is scaled as it is.
    // CHECK: %[[H:.*]] = arith.mulf %[[X:.*]], %{{.*}} : f32
    // CHECK: %[[U:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
    // CHECK: %[[K:.*]] = arith.constant -2.885390e+00 : f32
    // CHECK: arith.mulf %[[U]], %[[K]] : f32
    // CHECK: math.exp2
    // CHECK: memref.store %[[H]]
    // CHECK: memref.store %[[U]]
    // CHECK-NOT: math.tanh
    gpu.func @shared_factors(%p: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %k0 = arith.constant 0.7978845608 : f32
      %h = arith.mulf %x, %half : f32
      %u = arith.mulf %x, %k0 : f32
      %t = math.tanh %u : f32
      %t1 = arith.addf %t, %one : f32
      %g = arith.mulf %h, %t1 : f32
      memref.store %g, %p[%c0] : memref<4xf32>
      memref.store %h, %p[%c1] : memref<4xf32>
      memref.store %u, %p[%c2] : memref<4xf32>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK-LABEL: gpu.func @not_gelu(
    // Left alone: 1 + tanh used twice, 2 + tanh, a factor 0.25, f64, a
    // vector (the rewrite is scalar).
    // CHECK-COUNT-5: math.tanh
    // CHECK-NOT: math.exp2
    // CHECK: gpu.return
    gpu.func @not_gelu(%p: memref<4xf32>, %q: memref<4xf64>, %w: memref<4xvector<2xf32>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      %half = arith.constant 0.5 : f32
      %quarter = arith.constant 0.25 : f32
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %h = arith.mulf %x, %half : f32
      %t = math.tanh %x : f32
      %t1 = arith.addf %t, %one : f32
      %g = arith.mulf %h, %t1 : f32
      memref.store %g, %p[%c0] : memref<4xf32>
      memref.store %t1, %p[%c1] : memref<4xf32>
      %ta = math.tanh %x : f32
      %ta1 = arith.addf %ta, %two : f32
      %ga = arith.mulf %h, %ta1 : f32
      memref.store %ga, %p[%c2] : memref<4xf32>
      %q4 = arith.mulf %x, %quarter : f32
      %tb = math.tanh %x : f32
      %tb1 = arith.addf %tb, %one : f32
      %gb = arith.mulf %q4, %tb1 : f32
      memref.store %gb, %p[%c1] : memref<4xf32>
      %y = memref.load %q[%c0] : memref<4xf64>
      %halfd = arith.constant 0.5 : f64
      %oned = arith.constant 1.0 : f64
      %hd = arith.mulf %y, %halfd : f64
      %td = math.tanh %y : f64
      %td1 = arith.addf %td, %oned : f64
      %gd = arith.mulf %hd, %td1 : f64
      memref.store %gd, %q[%c0] : memref<4xf64>
      %v = memref.load %w[%c0] : memref<4xvector<2xf32>>
      %hv = arith.constant dense<0.5> : vector<2xf32>
      %ov = arith.constant dense<1.0> : vector<2xf32>
      %h2 = arith.mulf %v, %hv : vector<2xf32>
      %tv = math.tanh %v : vector<2xf32>
      %tv1 = arith.addf %tv, %ov : vector<2xf32>
      %gv = arith.mulf %h2, %tv1 : vector<2xf32>
      memref.store %gv, %w[%c0] : memref<4xvector<2xf32>>
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: func.func @host(
// Host code is left alone.
// CHECK: math.tanh
// CHECK-NOT: math.exp2
func.func @host(%x: f32) -> f32 {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %h = arith.mulf %x, %half : f32
  %t = math.tanh %x : f32
  %t1 = arith.addf %t, %one : f32
  %g = arith.mulf %h, %t1 : f32
  return %g : f32
}
