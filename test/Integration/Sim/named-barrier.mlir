// RUN: kfusion-sim %s | FileCheck %s

// What it proves: named barriers synchronize only the threads that use
// them, as PTX `bar.sync id, count` does. One block of 160 threads is split
// into partition A (threads 0..63, warps 0-1) and partition B (threads
// 64..159, warps 2-4). A runs 2 rounds synchronized with
// `kfusion.named_barrier id 1 threads 64`; B runs 3 rounds with
// `kfusion.named_barrier id 2 threads 96` (so the two partitions pass a
// different number of barriers). Each round every thread publishes a value in
// workgroup memory, waits, reads a neighbour's value in its own partition
// (rotated by the round number), waits again, and accumulates. Then both
// partitions run one shared code path ending in `nvvm.barrier id = %id
// number_of_threads = %n` with id/count operands chosen per partition (3/64
// for A, 4/96 for B), and finally a block-wide gpu.barrier after which each
// thread reads a value written by the other partition.
//
// Why it would fail: treating a named barrier as a whole-block barrier
// deadlocks (A's 64 threads never see B's at barrier 1, and B passes one more
// barrier than A); ignoring it lets a thread read a neighbour's slot before
// it is written (race / uninitialized-read reports, or different sums);
// counting arrivals per warp instead of per thread, or mixing ids, changes
// when threads are released. Expected values computed with python3 running
// the same rounds sequentially per partition.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @partitions(%out: memref<160xi32>, %out2: memref<160xi32>)
        workgroup(%buf : memref<160xi32, #gpu.address_space<workgroup>>,
                  %buf2 : memref<160xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c64 = arith.constant 64 : index
      %c80 = arith.constant 80 : index
      %c96 = arith.constant 96 : index
      %c160 = arith.constant 160 : index
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i5 = arith.constant 5 : i32
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %t5 = arith.muli %t, %i5 : i32
      %x0 = arith.addi %t5, %i1 : i32
      %inA = arith.cmpi ult, %tid, %c64 : index
      %x = scf.if %inA -> (i32) {
        // Partition A: base 0, 64 threads, 2 rounds on barrier 1.
        %xa = scf.for %r = %c0 to %c2 step %c1 iter_args(%acc = %x0) -> (i32) {
          memref.store %acc, %buf[%tid] : memref<160xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 1 threads 64
          %l1 = arith.addi %tid, %c1 : index
          %l2 = arith.addi %l1, %r : index
          %j = arith.remui %l2, %c64 : index
          %y = memref.load %buf[%j] : memref<160xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 1 threads 64
          %y2 = arith.muli %y, %i2 : i32
          %n = arith.addi %acc, %y2 : i32
          scf.yield %n : i32
        }
        scf.yield %xa : i32
      } else {
        // Partition B: base 64, 96 threads, 3 rounds on barrier 2.
        %local = arith.subi %tid, %c64 : index
        %xb = scf.for %r = %c0 to %c3 step %c1 iter_args(%acc = %x0) -> (i32) {
          memref.store %acc, %buf[%tid] : memref<160xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 2 threads 96
          %l1 = arith.addi %local, %c1 : index
          %l2 = arith.addi %l1, %r : index
          %jl = arith.remui %l2, %c96 : index
          %j = arith.addi %jl, %c64 : index
          %y = memref.load %buf[%j] : memref<160xi32, #gpu.address_space<workgroup>>
          kfusion.named_barrier id 2 threads 96
          %y2 = arith.muli %y, %i2 : i32
          %n = arith.addi %acc, %y2 : i32
          scf.yield %n : i32
        }
        scf.yield %xb : i32
      }

      // Shared code path: nvvm.barrier with per-partition id and count.
      %idA = arith.constant 3 : i32
      %idB = arith.constant 4 : i32
      %nA = arith.constant 64 : i32
      %nB = arith.constant 96 : i32
      %id = arith.select %inA, %idA, %idB : i32
      %cnt = arith.select %inA, %nA, %nB : i32
      %base = arith.select %inA, %c0, %c64 : index
      %size = arith.select %inA, %c64, %c96 : index
      memref.store %x, %buf2[%tid] : memref<160xi32, #gpu.address_space<workgroup>>
      nvvm.barrier id = %id number_of_threads = %cnt
      // z = buf2[base + size - 1 - local]
      %local = arith.subi %tid, %base : index
      %s1 = arith.subi %size, %c1 : index
      %mir = arith.subi %s1, %local : index
      %k = arith.addi %base, %mir : index
      %z = memref.load %buf2[%k] : memref<160xi32, #gpu.address_space<workgroup>>
      memref.store %z, %out[%tid] : memref<160xi32>

      // Whole block: read a value written by the other partition.
      gpu.barrier
      %o1 = arith.addi %tid, %c80 : index
      %o = arith.remui %o1, %c160 : index
      %w = memref.load %buf2[%o] : memref<160xi32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%tid] : memref<160xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %c159 = arith.constant 159 : index
    %c160 = arith.constant 160 : index
    %zero = arith.constant 0 : i64
    %out = gpu.alloc host_shared () : memref<160xi32>
    %out2 = gpu.alloc host_shared () : memref<160xi32>
    gpu.launch_func @kernels::@partitions
        blocks in (%c1, %c1, %c1) threads in (%c160, %c1, %c1)
        args(%out : memref<160xi32>, %out2 : memref<160xi32>)
    %s1, %s2 = scf.for %i = %c0 to %c160 step %c1
        iter_args(%a = %zero, %b = %zero) -> (i64, i64) {
      %v = memref.load %out[%i] : memref<160xi32>
      %w = memref.load %out2[%i] : memref<160xi32>
      %v64 = arith.extsi %v : i32 to i64
      %w64 = arith.extsi %w : i32 to i64
      %i1 = arith.addi %i, %c1 : index
      %k = arith.index_cast %i1 : index to i64
      %pv = arith.muli %v64, %k : i64
      %pw = arith.muli %w64, %k : i64
      %a2 = arith.addi %a, %pv : i64
      %b2 = arith.addi %b, %pw : i64
      scf.yield %a2, %b2 : i64, i64
    }
    // CHECK: named: weighted sums = 157432160 91874320
    vector.print str "named: weighted sums = "
    vector.print %s1 : i64 punctuation <no_punctuation>
    vector.print str " "
    vector.print %s2 : i64
    // CHECK-NEXT: named: out[0] out[63] out[64] out[159] = 374 99 9552 9207
    %e0 = memref.load %out[%c0] : memref<160xi32>
    %e1 = memref.load %out[%c63] : memref<160xi32>
    %e2 = memref.load %out[%c64] : memref<160xi32>
    %e3 = memref.load %out[%c159] : memref<160xi32>
    vector.print str "named: out[0] out[63] out[64] out[159] = "
    vector.print %e0 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %e1 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %e2 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %e3 : i32
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<160xi32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %sync_t2 = gpu.dealloc async [%sync_w2] %out2 : memref<160xi32>
    gpu.wait [%sync_t2]
    return
  }
}
