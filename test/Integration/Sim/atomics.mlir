// RUN: kfusion-sim %s | FileCheck %s

// What it proves: memref.atomic_rmw (addi, addf, maxs, assign) and
// memref.generic_atomic_rmw are atomic across all threads of all blocks in
// global memory and across a block's threads in workgroup memory, and return
// the old value. 8 blocks x 128 threads (g = global thread index, 0..1023):
//   global: ticket = atomic addi 1 (each thread records the old value),
//           addi tid, maxs h(g) with h(g) = (7919*g mod 10007) - 5000,
//           addf ((g mod 7) - 3) in f32, assign g+1 (old values recorded),
//           generic_atomic_rmw cur + (g mod 13)^2;
//   workgroup (per block): addi (tid mod 5)+1, maxs (53*tid mod 128)-64+bid,
//           generic_atomic_rmw cur + tid*bid, addf (tid mod 4)/2 in f32.
//
// Why it would fail: a lost update (a read-modify-write that is not atomic
// under the interpreter's interleaving) makes a sum short; returning the new
// value instead of the old one shifts every ticket by one (sum 524800 instead
// of 523776) and breaks the assign identity (sum of the old values returned
// by `assign` plus the final value must equal 0 + sum(g+1) = 524800, whatever
// the order); workgroup atomics shared across blocks mix the per-block rows.
// Float addends are integers or halves, so sums are exact in any order.
// Expected values computed with python3 from the same formulas.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @global_atomics(%cnt: memref<4xi32>, %fsum: memref<1xf32>,
                             %tickets: memref<1024xi32>, %olds: memref<1024xi32>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %i1 = arith.constant 1 : i32
      %i3 = arith.constant 3 : i32
      %i7 = arith.constant 7 : i32
      %i13 = arith.constant 13 : i32
      %i5000 = arith.constant 5000 : i32
      %i7919 = arith.constant 7919 : i32
      %i10007 = arith.constant 10007 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %gi = arith.addi %base, %tid : index
      %g = arith.index_cast %gi : index to i32
      %t = arith.index_cast %tid : index to i32

      %ticket = memref.atomic_rmw addi %i1, %cnt[%c0] : (i32, memref<4xi32>) -> i32
      memref.store %ticket, %tickets[%gi] : memref<1024xi32>
      %o1 = memref.atomic_rmw addi %t, %cnt[%c1] : (i32, memref<4xi32>) -> i32
      %hm = arith.muli %g, %i7919 : i32
      %hr = arith.remsi %hm, %i10007 : i32
      %h = arith.subi %hr, %i5000 : i32
      %o2 = memref.atomic_rmw maxs %h, %cnt[%c2] : (i32, memref<4xi32>) -> i32
      %g7 = arith.remsi %g, %i7 : i32
      %g73 = arith.subi %g7, %i3 : i32
      %gf = arith.sitofp %g73 : i32 to f32
      %o3 = memref.atomic_rmw addf %gf, %fsum[%c0] : (f32, memref<1xf32>) -> f32
      %g1 = arith.addi %g, %i1 : i32
      %old = memref.atomic_rmw assign %g1, %cnt[%c3] : (i32, memref<4xi32>) -> i32
      memref.store %old, %olds[%gi] : memref<1024xi32>
      gpu.return
    }

    gpu.func @generic(%acc: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %i13 = arith.constant 13 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %gi = arith.addi %base, %tid : index
      %g = arith.index_cast %gi : index to i32
      %m = arith.remsi %g, %i13 : i32
      %sq = arith.muli %m, %m : i32
      %r = memref.generic_atomic_rmw %acc[%c0] : memref<1xi32> {
      ^bb0(%cur: i32):
        %n = arith.addi %cur, %sq : i32
        memref.atomic_yield %n : i32
      }
      gpu.return
    }

    gpu.func @shared_atomics(%out: memref<8x4xi32>)
        workgroup(%s : memref<3xi32, #gpu.address_space<workgroup>>,
                  %sf : memref<1xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %i0 = arith.constant 0 : i32
      %i1 = arith.constant 1 : i32
      %i3 = arith.constant 3 : i32
      %i5 = arith.constant 5 : i32
      %i53 = arith.constant 53 : i32
      %i64 = arith.constant 64 : i32
      %i127 = arith.constant 127 : i32
      %ilow = arith.constant -1000000 : i32
      %f0 = arith.constant 0.0 : f32
      %fhalf = arith.constant 0.5 : f32
      %f2 = arith.constant 2.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %t = arith.index_cast %tid : index to i32
      %b = arith.index_cast %bid : index to i32
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %i0, %s[%c0] : memref<3xi32, #gpu.address_space<workgroup>>
        memref.store %ilow, %s[%c1] : memref<3xi32, #gpu.address_space<workgroup>>
        memref.store %i0, %s[%c2] : memref<3xi32, #gpu.address_space<workgroup>>
        memref.store %f0, %sf[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %t5 = arith.remsi %t, %i5 : i32
      %a = arith.addi %t5, %i1 : i32
      %o0 = memref.atomic_rmw addi %a, %s[%c0] : (i32, memref<3xi32, #gpu.address_space<workgroup>>) -> i32
      %t53 = arith.muli %t, %i53 : i32
      %t53m = arith.andi %t53, %i127 : i32
      %mv0 = arith.subi %t53m, %i64 : i32
      %mv = arith.addi %mv0, %b : i32
      %o1 = memref.atomic_rmw maxs %mv, %s[%c1] : (i32, memref<3xi32, #gpu.address_space<workgroup>>) -> i32
      %tb = arith.muli %t, %b : i32
      %o2 = memref.generic_atomic_rmw %s[%c2] : memref<3xi32, #gpu.address_space<workgroup>> {
      ^bb0(%cur: i32):
        %n = arith.addi %cur, %tb : i32
        memref.atomic_yield %n : i32
      }
      %t4 = arith.andi %t, %i3 : i32
      %t4f = arith.sitofp %t4 : i32 to f32
      %fv = arith.mulf %t4f, %fhalf : f32
      %o3 = memref.atomic_rmw addf %fv, %sf[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
      gpu.barrier
      scf.if %first {
        %r0 = memref.load %s[%c0] : memref<3xi32, #gpu.address_space<workgroup>>
        %r1 = memref.load %s[%c1] : memref<3xi32, #gpu.address_space<workgroup>>
        %r2 = memref.load %s[%c2] : memref<3xi32, #gpu.address_space<workgroup>>
        %rf = memref.load %sf[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        %rf2 = arith.mulf %rf, %f2 : f32
        %r3 = arith.fptosi %rf2 : f32 to i32
        memref.store %r0, %out[%bid, %c0] : memref<8x4xi32>
        memref.store %r1, %out[%bid, %c1] : memref<8x4xi32>
        memref.store %r2, %out[%bid, %c2] : memref<8x4xi32>
        memref.store %r3, %out[%bid, %c3] : memref<8x4xi32>
      }
      gpu.return
    }
  }

  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %ilow = arith.constant -1000000 : i32
    %f0 = arith.constant 0.0 : f32
    %z64 = arith.constant 0 : i64
    %one64 = arith.constant 1 : i64

    %cnt = gpu.alloc host_shared () : memref<4xi32>
    %fsum = gpu.alloc host_shared () : memref<1xf32>
    %tickets = gpu.alloc host_shared () : memref<1024xi32>
    %olds = gpu.alloc host_shared () : memref<1024xi32>
    %acc = gpu.alloc host_shared () : memref<1xi32>
    memref.store %i0, %cnt[%c0] : memref<4xi32>
    memref.store %i0, %cnt[%c1] : memref<4xi32>
    memref.store %ilow, %cnt[%c2] : memref<4xi32>
    memref.store %i0, %cnt[%c3] : memref<4xi32>
    memref.store %f0, %fsum[%c0] : memref<1xf32>
    memref.store %i0, %acc[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@global_atomics
        blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%cnt : memref<4xi32>, %fsum : memref<1xf32>,
             %tickets : memref<1024xi32>, %olds : memref<1024xi32>)
    gpu.launch_func @kernels::@generic
        blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%acc : memref<1xi32>)

    // CHECK: global: count = 1024 sum(tid) = 65024 max(h) = 4997 addf = -5
    %n = memref.load %cnt[%c0] : memref<4xi32>
    %st = memref.load %cnt[%c1] : memref<4xi32>
    %mx = memref.load %cnt[%c2] : memref<4xi32>
    %fs = memref.load %fsum[%c0] : memref<1xf32>
    vector.print str "global: count = "
    vector.print %n : i32 punctuation <no_punctuation>
    vector.print str " sum(tid) = "
    vector.print %st : i32 punctuation <no_punctuation>
    vector.print str " max(h) = "
    vector.print %mx : i32 punctuation <no_punctuation>
    vector.print str " addf = "
    vector.print %fs : f32

    // Tickets: a permutation of 0..1023 (sum, max, duplicates).
    %seen = memref.alloc() : memref<1024xi32>
    scf.for %i = %c0 to %c1024 step %c1 {
      memref.store %i0, %seen[%i] : memref<1024xi32>
    }
    %tsum, %tmax, %dups = scf.for %i = %c0 to %c1024 step %c1
        iter_args(%s = %z64, %m = %z64, %d = %z64) -> (i64, i64, i64) {
      %tk = memref.load %tickets[%i] : memref<1024xi32>
      %tk64 = arith.extsi %tk : i32 to i64
      %s2 = arith.addi %s, %tk64 : i64
      %m2 = arith.maxsi %m, %tk64 : i64
      %ti = arith.index_cast %tk : i32 to index
      %prev = memref.load %seen[%ti] : memref<1024xi32>
      %p64 = arith.extsi %prev : i32 to i64
      %d2 = arith.addi %d, %p64 : i64
      memref.store %i1, %seen[%ti] : memref<1024xi32>
      scf.yield %s2, %m2, %d2 : i64, i64, i64
    }
    // CHECK-NEXT: tickets: sum = 523776 max = 1023 duplicates = 0
    vector.print str "tickets: sum = "
    vector.print %tsum : i64 punctuation <no_punctuation>
    vector.print str " max = "
    vector.print %tmax : i64 punctuation <no_punctuation>
    vector.print str " duplicates = "
    vector.print %dups : i64

    // assign: sum of returned old values + final value = 0 + sum(g+1).
    %osum, %zeros = scf.for %i = %c0 to %c1024 step %c1
        iter_args(%s = %z64, %z = %z64) -> (i64, i64) {
      %o = memref.load %olds[%i] : memref<1024xi32>
      %o64 = arith.extsi %o : i32 to i64
      %s2 = arith.addi %s, %o64 : i64
      %isz = arith.cmpi eq, %o, %i0 : i32
      %inc = arith.extui %isz : i1 to i64
      %z2 = arith.addi %z, %inc : i64
      scf.yield %s2, %z2 : i64, i64
    }
    %final = memref.load %cnt[%c3] : memref<4xi32>
    %final64 = arith.extsi %final : i32 to i64
    %ident = arith.addi %osum, %final64 : i64
    // CHECK-NEXT: assign: olds + final = 524800, initial value returned 1 times
    vector.print str "assign: olds + final = "
    vector.print %ident : i64 punctuation <no_punctuation>
    vector.print str ", initial value returned "
    vector.print %zeros : i64 punctuation <no_punctuation>
    vector.print str " times\n"

    // CHECK-NEXT: generic_atomic_rmw: sum of squares = 50985
    %gs = memref.load %acc[%c0] : memref<1xi32>
    vector.print str "generic_atomic_rmw: sum of squares = "
    vector.print %gs : i32

    // Workgroup atomics, one row per block: addi, maxs, generic, addf*2.
    // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [8, 4] strides = [4, 1] data =
    // CHECK-NEXT: {{\[}}[381,   63,   0,   192],
    // CHECK-NEXT:  [381,   64,   8128,   192],
    // CHECK-NEXT:  [381,   65,   16256,   192],
    // CHECK-NEXT:  [381,   66,   24384,   192],
    // CHECK-NEXT:  [381,   67,   32512,   192],
    // CHECK-NEXT:  [381,   68,   40640,   192],
    // CHECK-NEXT:  [381,   69,   48768,   192],
    // CHECK-NEXT:  [381,   70,   56896,   192]]
    %wout = gpu.alloc host_shared () : memref<8x4xi32>
    gpu.launch_func @kernels::@shared_atomics
        blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%wout : memref<8x4xi32>)
    %wout_u = memref.cast %wout : memref<8x4xi32> to memref<*xi32>
    func.call @printMemrefI32(%wout_u) : (memref<*xi32>) -> ()

    memref.dealloc %seen : memref<1024xi32>
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %cnt : memref<4xi32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %sync_t2 = gpu.dealloc async [%sync_w2] %fsum : memref<1xf32>
    gpu.wait [%sync_t2]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %tickets : memref<1024xi32>
    gpu.wait [%sync_t3]
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %olds : memref<1024xi32>
    gpu.wait [%sync_t4]
    %sync_w5 = gpu.wait async
    %sync_t5 = gpu.dealloc async [%sync_w5] %acc : memref<1xi32>
    gpu.wait [%sync_t5]
    %sync_w6 = gpu.wait async
    %sync_t6 = gpu.dealloc async [%sync_w6] %wout : memref<8x4xi32>
    gpu.wait [%sync_t6]
    return
  }
}
