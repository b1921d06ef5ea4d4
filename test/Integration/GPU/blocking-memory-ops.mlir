// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: the host's synchronous gpu.alloc, gpu.memcpy, gpu.memset
// and gpu.dealloc (with and without dependencies, static and dynamic sizes),
// async ones with no dependency or two, and gpu.alloc host_shared in its
// synchronous, dependent and async forms all lower through kfusion-to-cubin
// (kfusion-lower-blocking-memory-ops) and run on the GPU with the semantics the
// GPU dialect gives them: a synchronous op is done when the host goes on.
//
// Why it would fail: each phase reads back what the device holds with a
// synchronous copy right after a synchronous (or token-ordered) op and
// compares every element with the host's expectation; a copy or memset that
// had not finished, ran out of order or never ran gives mismatches. Inputs
// are in[i] = (i * 7919) mod 10007 - 5000 (never all zeros); the kernel
// writes out[i] = 3 * in[i] + 1 for i < 4000 and leaves the rest at the
// memset value -5. The checksum (sum of out) was computed independently with
// numpy. Its interpreter twin is test/Integration/Sim/blocking-memory-ops.mlir.

// CHECK: blocking-memory: phase 1 (sync alloc, copy, memset, launch) mismatches = 0
// CHECK-NEXT: blocking-memory: checksum = 68635
// CHECK-NEXT: blocking-memory: phase 2 (async without dependency, sync with one) mismatches = 0
// CHECK-NEXT: blocking-memory: phase 3 (async with two dependencies, dynamic sizes) mismatches = 0
// CHECK-NEXT: blocking-memory: phase 4 (host_shared forms) mismatches = 0
// CHECK-NEXT: blocking-memory: done

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[i] = 3 * in[i] + 1 for i < %n.
    gpu.func @affine(%in: memref<4096xi32>, %out: memref<4096xi32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inbounds = arith.cmpi ult, %i, %n : index
      scf.if %inbounds {
        %c3 = arith.constant 3 : i32
        %c1 = arith.constant 1 : i32
        %x = memref.load %in[%i] : memref<4096xi32>
        %y = arith.muli %x, %c3 : i32
        %z = arith.addi %y, %c1 : i32
        memref.store %z, %out[%i] : memref<4096xi32>
      }
      gpu.return
    }
  }

  func.func @input(%i: index) -> i32 {
    %m = arith.constant 7919 : i32
    %p = arith.constant 10007 : i32
    %off = arith.constant 5000 : i32
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %m : i32
    %r = arith.remui %y, %p : i32
    %v = arith.subi %r, %off : i32
    return %v : i32
  }

  // Counts the i in [0, 4096) where a[i] differs from the expectation:
  // 3 * input(i) + 1 below %n, %fill from %n on.
  func.func @mismatches(%a: memref<4096xi32>, %n: index, %fill: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cN = arith.constant 4096 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %r = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %z) -> (i32) {
      %below = arith.cmpi ult, %i, %n : index
      %x = func.call @input(%i) : (index) -> i32
      %y = arith.muli %x, %c3 : i32
      %w = arith.addi %y, %one : i32
      %e = arith.select %below, %w, %fill : i32
      %v = memref.load %a[%i] : memref<4096xi32>
      %ne = arith.cmpi ne, %v, %e : i32
      %inc = arith.extui %ne : i1 to i32
      %next = arith.addi %acc, %inc : i32
      scf.yield %next : i32
    }
    return %r : i32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %cN = arith.constant 4096 : index
    %c4000 = arith.constant 4000 : index
    %m5 = arith.constant -5 : i32
    %c7 = arith.constant 7 : i32
    %z = arith.constant 0 : i32

    %hin = memref.alloc() : memref<4096xi32>
    %hout = memref.alloc() : memref<4096xi32>
    scf.for %i = %c0 to %cN step %c1 {
      %v = func.call @input(%i) : (index) -> i32
      memref.store %v, %hin[%i] : memref<4096xi32>
      memref.store %z, %hout[%i] : memref<4096xi32>
    }

    // Phase 1: everything synchronous.
    %din = gpu.alloc () : memref<4096xi32>
    %dout = gpu.alloc () : memref<4096xi32>
    gpu.memcpy %din, %hin : memref<4096xi32>, memref<4096xi32>
    gpu.memset %dout, %m5 : memref<4096xi32>, i32
    gpu.launch_func @kernels::@affine blocks in (%c16, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%din : memref<4096xi32>, %dout : memref<4096xi32>, %c4000 : index)
    gpu.memcpy %hout, %dout : memref<4096xi32>, memref<4096xi32>
    %bad1 = func.call @mismatches(%hout, %c4000, %m5) : (memref<4096xi32>, index, i32) -> i32
    vector.print str "blocking-memory: phase 1 (sync alloc, copy, memset, launch) mismatches = "
    vector.print %bad1 : i32
    %sum = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %z) -> (i32) {
      %v = memref.load %hout[%i] : memref<4096xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    vector.print str "blocking-memory: checksum = "
    vector.print %sum : i32

    // Phase 2: an async memset without dependency, read back by a
    // synchronous copy that depends on its token.
    %t0 = gpu.memset async %dout, %c7 : memref<4096xi32>, i32
    gpu.memcpy [%t0] %hout, %dout : memref<4096xi32>, memref<4096xi32>
    %bad2 = func.call @mismatches(%hout, %c0, %c7) : (memref<4096xi32>, index, i32) -> i32
    vector.print str "blocking-memory: phase 2 (async without dependency, sync with one) mismatches = "
    vector.print %bad2 : i32

    // Phase 3: a dynamically sized synchronous allocation, async ops with
    // two dependencies each, a synchronous dealloc with one.
    %dyn = gpu.alloc (%cN) : memref<?xi32>
    %dynS = memref.cast %dyn : memref<?xi32> to memref<4096xi32>
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %t1 = gpu.memcpy async [%s1, %s2] %dynS, %din : memref<4096xi32>, memref<4096xi32>
    %s3 = gpu.wait async
    %t2 = gpu.memset async [%t1, %s3] %dout, %m5 : memref<4096xi32>, i32
    %t3 = gpu.launch_func async [%t2] @kernels::@affine blocks in (%c16, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%dynS : memref<4096xi32>, %dout : memref<4096xi32>, %c4000 : index)
    gpu.memcpy [%t3] %hout, %dout : memref<4096xi32>, memref<4096xi32>
    gpu.dealloc [%t3] %dyn : memref<?xi32>
    %bad3 = func.call @mismatches(%hout, %c4000, %m5) : (memref<4096xi32>, index, i32) -> i32
    vector.print str "blocking-memory: phase 3 (async with two dependencies, dynamic sizes) mismatches = "
    vector.print %bad3 : i32

    // Phase 4: host_shared allocations, synchronous, synchronous after a
    // dependency, async; the kernel reads one and writes another.
    %s4 = gpu.wait async
    %sin = gpu.alloc host_shared () : memref<4096xi32>
    %sout = gpu.alloc [%s4] host_shared () : memref<4096xi32>
    %sx, %t4 = gpu.alloc async host_shared () : memref<4096xi32>
    gpu.memcpy [%t4] %sin, %hin : memref<4096xi32>, memref<4096xi32>
    gpu.memset %sout, %c7 : memref<4096xi32>, i32
    gpu.launch_func @kernels::@affine blocks in (%c16, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%sin : memref<4096xi32>, %sout : memref<4096xi32>, %c4000 : index)
    gpu.memcpy %sx, %sout : memref<4096xi32>, memref<4096xi32>
    gpu.memcpy %hout, %sx : memref<4096xi32>, memref<4096xi32>
    %bad4 = func.call @mismatches(%hout, %c4000, %c7) : (memref<4096xi32>, index, i32) -> i32
    vector.print str "blocking-memory: phase 4 (host_shared forms) mismatches = "
    vector.print %bad4 : i32

    %t5 = gpu.dealloc async %sx : memref<4096xi32>
    gpu.wait [%t5]
    gpu.dealloc %sout : memref<4096xi32>
    gpu.dealloc %sin : memref<4096xi32>
    gpu.dealloc %dout : memref<4096xi32>
    gpu.dealloc %din : memref<4096xi32>
    memref.dealloc %hin : memref<4096xi32>
    memref.dealloc %hout : memref<4096xi32>
    vector.print str "blocking-memory: done\n"
    return
  }
}
