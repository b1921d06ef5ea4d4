// RUN: kfusion-runner %s -e main --entry-point-result=void --report-streams | FileCheck %s --check-prefixes=CHECK,STREAMS
// REQUIRES: cuda-gpu

// What it proves: launches on two independent async token chains run on two
// streams that really execute concurrently (non-blocking streams, no hidden
// serialization in the runtime). Launch A sets flags[0] then spins until it
// sees flags[1]; launch B sets flags[1] then spins until it sees flags[0].
// Both can see the other's flag only if both kernels are resident at once.
//
// Why it would fail: if the runtime ran the two launches one after the other
// (one stream, the legacy default stream, or a stream waiting on the other),
// the first kernel would spin to its bound (2^24 atomic reads, a few seconds)
// and record seen = 0; the second would then see the first one's flag, so
// the output would read "seen-by-a = 0" and the check fails instead of
// hanging. The flags live in device memory zeroed by gpu.memset before
// either stream starts; they are written with an atomic exchange and read
// with an atomic add of 0 inside the loop, so the read cannot be hoisted.

// CHECK: concurrent-streams: seen-by-a = 1
// CHECK-NEXT: concurrent-streams: seen-by-b = 1
// The two streams the join waited for are destroyed too (upstream's
// gpu-to-llvm alone leaves them; kfusion-release-streams destroys them):
// STREAMS: kfusion-streams: created={{[1-9][0-9]*}} destroyed={{[0-9]+}} live=0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Sets flags[self], then polls flags[other] at most 2^24 times;
    // seen[self] = 1 if flags[other] became non-zero, else 0.
    gpu.func @handshake(%flags: memref<2xi32>, %seen: memref<2xi32>,
                        %self: index, %other: index) kernel {
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %limit = arith.constant 16777216 : i32
      %old = memref.atomic_rmw assign %one, %flags[%self] : (i32, memref<2xi32>) -> i32
      %res:2 = scf.while (%iter = %zero) : (i32) -> (i32, i32) {
        %v = memref.atomic_rmw addi %zero, %flags[%other] : (i32, memref<2xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        %more = arith.cmpi ult, %iter, %limit : i32
        %cont = arith.andi %unset, %more : i1
        scf.condition(%cont) %iter, %v : i32, i32
      } do {
      ^bb0(%it: i32, %v: i32):
        %next = arith.addi %it, %one : i32
        scf.yield %next : i32
      }
      %set = arith.cmpi ne, %res#1, %zero : i32
      %flag = arith.extui %set : i1 to i32
      memref.store %flag, %seen[%self] : memref<2xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %minus1 = arith.constant -1 : i32

    // Setup on its own stream, finished before the two streams start.
    %t0 = gpu.wait async
    %flags, %t1 = gpu.alloc async [%t0] () : memref<2xi32>
    %seen, %t2 = gpu.alloc async [%t1] () : memref<2xi32>
    %t3 = gpu.memset async [%t2] %flags, %zero : memref<2xi32>, i32
    %t4 = gpu.memset async [%t3] %seen, %minus1 : memref<2xi32>, i32
    gpu.wait [%t4]

    // Two independent chains: each `gpu.wait async` without operands opens
    // its own stream.
    %sa = gpu.wait async
    %sb = gpu.wait async
    %ta = gpu.launch_func async [%sa] @kernels::@handshake
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%flags : memref<2xi32>, %seen : memref<2xi32>, %c0 : index, %c1 : index)
    %tb = gpu.launch_func async [%sb] @kernels::@handshake
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%flags : memref<2xi32>, %seen : memref<2xi32>, %c1 : index, %c0 : index)

    // Join both chains, then copy the result back.
    %hseen = memref.alloc() : memref<2xi32>
    %tj = gpu.wait async [%ta, %tb]
    %tc = gpu.memcpy async [%tj] %hseen, %seen : memref<2xi32>, memref<2xi32>
    %td = gpu.dealloc async [%tc] %flags : memref<2xi32>
    %te = gpu.dealloc async [%td] %seen : memref<2xi32>
    gpu.wait [%te]

    %a = memref.load %hseen[%c0] : memref<2xi32>
    %b = memref.load %hseen[%c1] : memref<2xi32>
    %a64 = arith.extsi %a : i32 to i64
    %b64 = arith.extsi %b : i32 to i64
    vector.print str "concurrent-streams: seen-by-a = "
    vector.print %a64 : i64
    vector.print str "concurrent-streams: seen-by-b = "
    vector.print %b64 : i64
    memref.dealloc %hseen : memref<2xi32>
    return
  }
}
