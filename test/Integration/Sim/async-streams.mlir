// RUN: kfusion-sim %s | FileCheck %s

// What it proves: asynchronous GPU host ops honour their token
// dependencies. Two independent chains (two streams opened by `gpu.wait
// async`) each allocate, fill (gpu.memcpy async / gpu.memset async of f32
// and of i32) and launch a kernel; `gpu.wait async [%a, %b]` joins them, a
// third kernel combines both results, and a final gpu.memcpy async + a
// synchronous `gpu.wait` bring the result back to the host.
//
// Why it would fail: a launch that ran before its memcpy/memset completed
// would read uninitialized or stale device memory; the combining kernel
// running before either producer finished would read unscaled inputs; a
// memset that wrote the wrong element type or count changes the sums.
// Values: x[i] = (13*i mod 29) - 14; A = 3x + 1 (stream 1); B = 0.5 +
// (i mod 10) (stream 2); C[i] = A[i]*B[i] - A[255-i]; I = -3 everywhere
// (memset of i32). All exact in f32. Expected values computed with numpy.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<256xf32>) kernel {
      %f3 = arith.constant 3.0 : f32
      %f1 = arith.constant 1.0 : f32
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<256xf32>
      %m = arith.mulf %v, %f3 : f32
      %r = arith.addf %m, %f1 : f32
      memref.store %r, %a[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @add_mod10(%b: memref<256xf32>) kernel {
      %c10 = arith.constant 10 : index
      %i = gpu.global_id x
      %m = arith.remui %i, %c10 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %v = memref.load %b[%i] : memref<256xf32>
      %r = arith.addf %v, %mf : f32
      memref.store %r, %b[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @combine(%a: memref<256xf32>, %b: memref<256xf32>, %c: memref<256xf32>) kernel {
      %c255 = arith.constant 255 : index
      %i = gpu.global_id x
      %j = arith.subi %c255, %i : index
      %av = memref.load %a[%i] : memref<256xf32>
      %bv = memref.load %b[%i] : memref<256xf32>
      %aj = memref.load %a[%j] : memref<256xf32>
      %p = arith.mulf %av, %bv : f32
      %r = arith.subf %p, %aj : f32
      memref.store %r, %c[%i] : memref<256xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %i13 = arith.constant 13 : i32
    %i29 = arith.constant 29 : i32
    %i14 = arith.constant 14 : i32
    %half = arith.constant 0.5 : f32
    %m3 = arith.constant -3 : i32

    %hx = memref.alloc() : memref<256xf32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %i13 : i32
      %r = arith.remsi %m, %i29 : i32
      %v = arith.subi %r, %i14 : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %hx[%i] : memref<256xf32>
    }
    %hc = memref.alloc() : memref<256xf32>
    %hi = memref.alloc() : memref<256xi32>

    // Stream 1: A = 3x + 1.
    %s1 = gpu.wait async
    %dA, %t1 = gpu.alloc async [%s1] () : memref<256xf32>
    %t2 = gpu.memcpy async [%t1] %dA, %hx : memref<256xf32>, memref<256xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale
        blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%dA : memref<256xf32>)

    // Stream 2: B = 0.5 + (i mod 10); I = -3.
    %s2 = gpu.wait async
    %dB, %u1 = gpu.alloc async [%s2] () : memref<256xf32>
    %u2 = gpu.memset async [%u1] %dB, %half : memref<256xf32>, f32
    %u3 = gpu.launch_func async [%u2] @kernels::@add_mod10
        blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%dB : memref<256xf32>)
    %dI, %u4 = gpu.alloc async [%u3] () : memref<256xi32>
    %u5 = gpu.memset async [%u4] %dI, %m3 : memref<256xi32>, i32
    %u6 = gpu.memcpy async [%u5] %hi, %dI : memref<256xi32>, memref<256xi32>

    // Join, combine, copy back.
    %j = gpu.wait async [%t3, %u6]
    %dC, %j1 = gpu.alloc async [%j] () : memref<256xf32>
    %j2 = gpu.launch_func async [%j1] @kernels::@combine
        blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%dA : memref<256xf32>, %dB : memref<256xf32>, %dC : memref<256xf32>)
    %j3 = gpu.memcpy async [%j2] %hc, %dC : memref<256xf32>, memref<256xf32>
    %j4 = gpu.dealloc async [%j3] %dA : memref<256xf32>
    %j5 = gpu.dealloc async [%j4] %dB : memref<256xf32>
    %j6 = gpu.dealloc async [%j5] %dC : memref<256xf32>
    %j7 = gpu.dealloc async [%j6] %dI : memref<256xi32>
    gpu.wait [%j7]

    // Weighted sum of 2*C (C holds halves, so 2*C is an exact integer).
    %two = arith.constant 2.0 : f32
    %zi = arith.constant 0 : i64
    %ws, %is = scf.for %i = %c0 to %c256 step %c1
        iter_args(%acc = %zi, %iacc = %zi) -> (i64, i64) {
      %v = memref.load %hc[%i] : memref<256xf32>
      %v2 = arith.mulf %v, %two : f32
      %v64 = arith.fptosi %v2 : f32 to i64
      %i1 = arith.addi %i, %c1 : index
      %ii = arith.index_cast %i1 : index to i64
      %p = arith.muli %v64, %ii : i64
      %a = arith.addi %acc, %p : i64
      %iv = memref.load %hi[%i] : memref<256xi32>
      %iv64 = arith.extsi %iv : i32 to i64
      %ia = arith.addi %iacc, %iv64 : i64
      scf.yield %a, %ia : i64, i64
    }
    // CHECK: streams: weighted sum 2*C = 914791
    vector.print str "streams: weighted sum 2*C = "
    vector.print %ws : i64
    // CHECK-NEXT: streams: C[0] = -6.5 C[255] = -36
    %e0 = memref.load %hc[%c0] : memref<256xf32>
    %e1 = memref.load %hc[%c255] : memref<256xf32>
    vector.print str "streams: C[0] = "
    vector.print %e0 : f32 punctuation <no_punctuation>
    vector.print str " C[255] = "
    vector.print %e1 : f32
    // CHECK-NEXT: streams: sum I = -768
    vector.print str "streams: sum I = "
    vector.print %is : i64
    memref.dealloc %hx : memref<256xf32>
    memref.dealloc %hc : memref<256xf32>
    memref.dealloc %hi : memref<256xi32>
    return
  }
}
