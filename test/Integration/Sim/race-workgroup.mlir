// RUN: not kfusion-sim %s 2>&1 | FileCheck %s
// RUN: kfusion-sim %s --no-race-check 2>&1 | FileCheck %s --check-prefix=NOCHECK

// What it proves: a data race on workgroup memory is reported: every thread
// of a 64-thread block writes sh[tid] and then, with the barrier between the
// two phases missing, reads its neighbour's sh[(tid+1) mod 64]. An earlier
// phase (ordered by a gpu.barrier) initializes sh[tid] = 1000 + tid, so no
// read is of uninitialized memory and only the race can be reported. The
// report names the kernel, both threads involved and an op location. With
// --no-race-check the same program runs to completion; every value read is
// then either the neighbour's old value (1000+n) or its new one (2n+1), and
// the host counts values that are neither ("bad = 0").
//
// Why it would fail: a checker that only compares threads of different warps
// (the neighbour is in the same warp for 62 of the 64 threads), that treats
// the earlier barrier as ordering the later accesses, or that ignores
// read-after-write pairs, lets the first RUN finish and print "done".

// CHECK: kfusion-sim: error: data race
// CHECK: @neighbours
// CHECK: thread ({{[0-9]+}}, 0, 0)
// CHECK: thread ({{[0-9]+}}, 0, 0)
// CHECK: race-workgroup.mlir{{"?}}:{{[0-9]+}}
// CHECK-NOT: race-workgroup: done

// NOCHECK-NOT: error
// NOCHECK: race-workgroup: bad = 0
// NOCHECK-NEXT: race-workgroup: done

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @neighbours(%out: memref<64xi32>)
        workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i1000 = arith.constant 1000 : i32
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %old = arith.addi %t, %i1000 : i32
      memref.store %old, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t2 = arith.muli %t, %i2 : i32
      %new = arith.addi %t2, %i1 : i32
      memref.store %new, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      // Missing: gpu.barrier
      %n1 = arith.addi %tid, %c1 : index
      %n = arith.remui %n1, %c64 : index
      %v = memref.load %sh[%n] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %i1 = arith.constant 1 : i32
    %i2 = arith.constant 2 : i32
    %i1000 = arith.constant 1000 : i32
    %z = arith.constant 0 : i64
    %true = arith.constant true
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@neighbours
        blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xi32>)
    %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
      %n1 = arith.addi %i, %c1 : index
      %n = arith.remui %n1, %c64 : index
      %ni = arith.index_cast %n : index to i32
      %oldv = arith.addi %ni, %i1000 : i32
      %n2 = arith.muli %ni, %i2 : i32
      %newv = arith.addi %n2, %i1 : i32
      %v = memref.load %out[%i] : memref<64xi32>
      %isold = arith.cmpi eq, %v, %oldv : i32
      %isnew = arith.cmpi eq, %v, %newv : i32
      %ok = arith.ori %isold, %isnew : i1
      %notok = arith.xori %ok, %true : i1
      %inc = arith.extui %notok : i1 to i64
      %a = arith.addi %acc, %inc : i64
      scf.yield %a : i64
    }
    vector.print str "race-workgroup: bad = "
    vector.print %bad : i64
    vector.print str "race-workgroup: done\n"
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<64xi32>
    gpu.wait [%sync_t1]
    return
  }
}
