// kfusion-fast-16bit-math: scalar exp, tanh and erf of f16 and bf16 values in
// kernel code become f32 approximations (ex2.approx, rcp.approx through afn)
// rounded back; f32 math, vectors, other functions and host code are left to
// libdevice / the host. The accuracy over every 16-bit input is checked by
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
