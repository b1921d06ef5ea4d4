// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/bytes.mlir 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not kfusion-sim %t/halves.mlir 2>&1 | FileCheck %s --check-prefix=HALVES
// RUN: not kfusion-sim %t/split.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT

// What it proves: the workgroup race checker tracks 1- and 2-byte elements
// at their own granularity, not by 4-byte words, and still finds their
// races. In `bytes` (i8) and `halves` (f16) every thread of a 4-thread block
// initializes its element, passes a barrier, writes its element again and,
// with the second barrier missing, reads its neighbour's (tid ^ 1), which
// lies in the same 4-byte word: the race is the neighbour's write after
// thread 0's read, at the neighbour's own byte (1 for i8, 2 for f16). In
// `split` thread 0 writes an i32 through one view of the dynamic shared
// memory and thread 1, unordered, a byte inside that word through an i8
// view: the first access smaller than the tracked granule splits the
// granules, and the byte keeps thread 0's write, so the race is reported.
// (f16-kernel.mlir runs neighbours that do synchronize: no report there.)
//
// Why it would fail: with 4-byte tracking the first race of `bytes` and
// `halves` is reported at byte 0 against thread 0's write (the neighbours'
// writes to one word), not at the neighbour's byte against thread 0's read;
// a split that dropped the coarser state would miss the race of `split` and
// print "split: done".

//--- bytes.mlir
// BYTES: kfusion-sim: error: data race: write of workgroup buffer #0 of @bytes (byte 1) is not ordered after a read by kernel @bytes, block (0, 0, 0), thread (0, 0, 0); a barrier between them is missing [kernel @bytes, block (0, 0, 0), thread (1, 0, 0)]
// BYTES-NEXT: at loc("{{.*}}bytes.mlir":[[# @LINE + 13]]:7): 'memref.store'
// BYTES-NOT: bytes: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bytes(%out: memref<4xi8>)
        workgroup(%sh : memref<4xi8, #gpu.address_space<workgroup>>)
        kernel {
      %c1 = arith.constant 1 : index
      %z = arith.constant 0 : i8
      %tid = gpu.thread_id x
      memref.store %z, %sh[%tid] : memref<4xi8, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = arith.index_cast %tid : index to i8
      memref.store %t, %sh[%tid] : memref<4xi8, #gpu.address_space<workgroup>>
      // Missing: gpu.barrier
      %n = arith.xori %tid, %c1 : index
      %v = memref.load %sh[%n] : memref<4xi8, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<4xi8>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %out = gpu.alloc host_shared () : memref<4xi8>
    gpu.launch_func @kernels::@bytes blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%out : memref<4xi8>)
    vector.print str "bytes: done\n"
    return
  }
}

//--- halves.mlir
// HALVES: kfusion-sim: error: data race: write of workgroup buffer #0 of @halves (byte 2) is not ordered after a read by kernel @halves, block (0, 0, 0), thread (0, 0, 0); a barrier between them is missing [kernel @halves, block (0, 0, 0), thread (1, 0, 0)]
// HALVES-NEXT: at loc("{{.*}}halves.mlir":[[# @LINE + 14]]:7): 'memref.store'
// HALVES-NOT: halves: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @halves(%out: memref<4xf16>)
        workgroup(%sh : memref<4xf16, #gpu.address_space<workgroup>>)
        kernel {
      %c1 = arith.constant 1 : index
      %z = arith.constant 0.0 : f16
      %tid = gpu.thread_id x
      memref.store %z, %sh[%tid] : memref<4xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      %ti = arith.index_cast %tid : index to i32
      %t = arith.sitofp %ti : i32 to f16
      memref.store %t, %sh[%tid] : memref<4xf16, #gpu.address_space<workgroup>>
      // Missing: gpu.barrier
      %n = arith.xori %tid, %c1 : index
      %v = memref.load %sh[%n] : memref<4xf16, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<4xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %out = gpu.alloc host_shared () : memref<4xf16>
    gpu.launch_func @kernels::@halves blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%out : memref<4xf16>)
    vector.print str "halves: done\n"
    return
  }
}

//--- split.mlir
// SPLIT: kfusion-sim: error: data race: write of dynamic shared memory of @split (byte 2) is not ordered after a write by kernel @split, block (0, 0, 0), thread (0, 0, 0) at loc("{{.*}}split.mlir":[[# @LINE + 19]]:9); a barrier between them is missing [kernel @split, block (0, 0, 0), thread (1, 0, 0)]
// SPLIT-NEXT: at loc("{{.*}}split.mlir":[[# @LINE + 23]]:9): 'memref.store'
// SPLIT-NOT: split: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @split() kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %i = arith.constant 7 : i32
      %b = arith.constant 9 : i8
      %tid = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %words = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>>
          to memref<2xi32, #gpu.address_space<workgroup>>
      %bytes = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>>
          to memref<8xi8, #gpu.address_space<workgroup>>
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %i, %words[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      %second = arith.cmpi eq, %tid, %c1 : index
      scf.if %second {
        // Missing: gpu.barrier before this write into thread 0's word.
        memref.store %b, %bytes[%c2] : memref<8xi8, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %shmem = arith.constant 8 : i32
    gpu.launch_func @kernels::@split blocks in (%c1, %c1, %c1)
        threads in (%c2, %c1, %c1) dynamic_shared_memory_size %shmem
    vector.print str "split: done\n"
    return
  }
}
