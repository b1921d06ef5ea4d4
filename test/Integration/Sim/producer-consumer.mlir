// RUN: kfusion-sim %s | FileCheck %s
// RUN: not kfusion-sim %s --sms=1 --blocks-per-sm=1 2>&1 | FileCheck %s --check-prefix=STARVED

// What it proves: kernels launched on different streams run concurrently
// with bounded residency, as on a GPU. A consumer kernel (one block of 32
// threads) is launched FIRST on stream 1 and spins on a flag with atomic
// reads (atomic_rmw addi 0); a producer kernel on stream 2 writes data, passes
// a block barrier and then sets the flag with an atomic assign. With the
// default residency (4 SMs x 2 blocks) both blocks are resident at once, so
// the producer runs while the consumer spins and the program completes with
// out[t] = 2*(t*t + 11) + 7. With one SM holding one block, the spinning
// consumer occupies the only slot forever and the producer can never become
// resident: the interpreter must report a livelock naming the consumer
// (a real GPU would hang), and print no result.
//
// Why it would fail: running launches in issue order to completion (no
// concurrency) hangs or reports a livelock in the first RUN; ignoring the
// residency bound lets the second RUN complete. Expected values computed with
// python3: sum over t < 32 of (t+1) * (2*(t*t+11) + 7) and out[5].

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @consumer(%flag: memref<1xi32>, %data: memref<32xi32>,
                       %out: memref<32xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %two = arith.constant 2 : i32
      %tid = gpu.thread_id x
      %f = scf.while (%dummy = %zero) : (i32) -> (i32) {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        scf.condition(%unset) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield %v : i32
      }
      %d = memref.atomic_rmw addi %zero, %data[%tid] : (i32, memref<32xi32>) -> i32
      %d2 = arith.muli %d, %two : i32
      %r = arith.addi %d2, %f : i32
      memref.store %r, %out[%tid] : memref<32xi32>
      gpu.return
    }

    gpu.func @producer(%flag: memref<1xi32>, %data: memref<32xi32>) kernel {
      %c0 = arith.constant 0 : index
      %i7 = arith.constant 7 : i32
      %i11 = arith.constant 11 : i32
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %tt = arith.muli %t, %t : i32
      %v = arith.addi %tt, %i11 : i32
      %o = memref.atomic_rmw assign %v, %data[%tid] : (i32, memref<32xi32>) -> i32
      gpu.barrier
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %old = memref.atomic_rmw assign %i7, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %z64 = arith.constant 0 : i64

    %t0 = gpu.wait async
    %flag, %t1 = gpu.alloc async [%t0] () : memref<1xi32>
    %data, %t2 = gpu.alloc async [%t1] () : memref<32xi32>
    %out, %t3 = gpu.alloc async [%t2] () : memref<32xi32>
    %t4 = gpu.memset async [%t3] %flag, %zero : memref<1xi32>, i32
    %t5 = gpu.memset async [%t4] %data, %zero : memref<32xi32>, i32
    gpu.wait [%t5]

    // Consumer first, on its own stream; producer second, on another.
    %sa = gpu.wait async
    %sb = gpu.wait async
    %ta = gpu.launch_func async [%sa] @kernels::@consumer
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%flag : memref<1xi32>, %data : memref<32xi32>, %out : memref<32xi32>)
    %tb = gpu.launch_func async [%sb] @kernels::@producer
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%flag : memref<1xi32>, %data : memref<32xi32>)
    %hout = memref.alloc() : memref<32xi32>
    %tj = gpu.wait async [%ta, %tb]
    %tc = gpu.memcpy async [%tj] %hout, %out : memref<32xi32>, memref<32xi32>
    gpu.wait [%tc]

    %ws = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %z64) -> (i64) {
      %v = memref.load %hout[%i] : memref<32xi32>
      %v64 = arith.extsi %v : i32 to i64
      %i1 = arith.addi %i, %c1 : index
      %w = arith.index_cast %i1 : index to i64
      %p = arith.muli %v64, %w : i64
      %a = arith.addi %acc, %p : i64
      scf.yield %a : i64
    }
    // CHECK: producer-consumer: weighted sum = 528176
    // CHECK-NEXT: producer-consumer: out[5] = 79
    // STARVED-NOT: producer-consumer: weighted sum
    // STARVED: kfusion-sim: error: livelock
    // STARVED: {{[^-]}}consumer
    // STARVED-NOT: producer-consumer: weighted sum
    vector.print str "producer-consumer: weighted sum = "
    vector.print %ws : i64
    %o5 = memref.load %hout[%c5] : memref<32xi32>
    vector.print str "producer-consumer: out[5] = "
    vector.print %o5 : i32
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %flag : memref<1xi32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %sync_t2 = gpu.dealloc async [%sync_w2] %data : memref<32xi32>
    gpu.wait [%sync_t2]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %out : memref<32xi32>
    gpu.wait [%sync_t3]
    memref.dealloc %hout : memref<32xi32>
    return
  }
}
