// RUN: kfusion-sim %s --compare=%S/Inputs/compare-equal-b.mlir -e fn --rtol=1e-4 --atol=1e-4 | FileCheck %s
// RUN: kfusion-sim %s --compare=%S/Inputs/compare-equal-b.mlir -e fn --rtol=1e-4 --atol=1e-4 --seed=7 | FileCheck %s --check-prefix=SEED7
// RUN: not kfusion-sim %s --compare=%S/Inputs/compare-equal-b.mlir -e fn --rtol=0 --atol=0 2>&1 | FileCheck %s --check-prefix=EXACT

// What it proves: equivalence mode accepts two programs that compute the
// same thing in different ways. This file is the "fused" version: one
// kernel (4 blocks x 64 threads) computes y = x*x - 0.25, reduces each row of
// y with a tree in workgroup memory (barriers between steps) and counts the
// positive y of the row with a workgroup atomic. Inputs/compare-equal-b.mlir
// is the "unfused" host version: three serial loops. Both get the same
// random inputs (all four arguments are filled from the seed, so the outputs
// start as garbage and must be overwritten), and every element of every
// argument is compared: the counts (i32) bit-exactly, x, y and the sums
// (f32) within the tolerance (x and y come out bit-identical; the tree and
// serial summation orders make the sums differ in the last bits). 4 arguments, 4*64 + 4*64 + 4 + 4 = 520 elements.
//
// Why it would fail: inputs that differ between the two runs, an argument
// left out of the comparison (the element count), tolerances ignored for
// floats, or integer outputs compared with a tolerance would change the
// verdict or the counts; the seed must be reported as given. The third RUN
// asks for exact float equality: tree and serial sums then differ (for seed
// 1 at least one of the 4 row sums does), which shows the tolerance options
// are what makes the first two RUNs pass; the first difference is in
// argument #2 (the sums), x, y and the counts being bit-identical.

// CHECK: kfusion-sim: equal: 4 arguments, 520 elements compared (seed 1)
// SEED7: kfusion-sim: equal: 4 arguments, 520 elements compared (seed 7)
// EXACT: kfusion-sim: mismatch in argument #2 at index [{{[0-3]}}]: {{[-+0-9.e]+}} vs {{[-+0-9.e]+}}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused(%x: memref<4x64xf32>, %y: memref<4x64xf32>,
                    %s: memref<4xf32>, %n: memref<4xi32>)
        workgroup(%sh : memref<64xf32, #gpu.address_space<workgroup>>,
                  %cnt : memref<1xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c32 = arith.constant 32 : index
      %i0 = arith.constant 0 : i32
      %i1 = arith.constant 1 : i32
      %f0 = arith.constant 0.0 : f32
      %q = arith.constant 0.25 : f32
      %row = gpu.block_id x
      %tid = gpu.thread_id x
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %i0, %cnt[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      }
      %xv = memref.load %x[%row, %tid] : memref<4x64xf32>
      %xx = arith.mulf %xv, %xv : f32
      %yv = arith.subf %xx, %q : f32
      memref.store %yv, %y[%row, %tid] : memref<4x64xf32>
      memref.store %yv, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %pos = arith.cmpf ogt, %yv, %f0 : f32
      scf.if %pos {
        %o = memref.atomic_rmw addi %i1, %cnt[%c0] : (i32, memref<1xi32, #gpu.address_space<workgroup>>) -> i32
      }
      scf.for %k = %c0 to %c6 step %c1 {
        %st = arith.shrui %c32, %k : index
        %act = arith.cmpi ult, %tid, %st : index
        scf.if %act {
          %j = arith.addi %tid, %st : index
          %a = memref.load %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
          %b = memref.load %sh[%j] : memref<64xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      scf.if %first {
        %tot = memref.load %sh[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %tot, %s[%row] : memref<4xf32>
        %nc = memref.load %cnt[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
        memref.store %nc, %n[%row] : memref<4xi32>
      }
      gpu.return
    }
  }

  func.func @fn(%x: memref<4x64xf32>, %y: memref<4x64xf32>,
                %s: memref<4xf32>, %n: memref<4xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %sync_w1 = gpu.wait async
    %dx, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<4x64xf32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %dy, %sync_t2 = gpu.alloc async [%sync_w2] () : memref<4x64xf32>
    gpu.wait [%sync_t2]
    %sync_w3 = gpu.wait async
    %ds, %sync_t3 = gpu.alloc async [%sync_w3] () : memref<4xf32>
    gpu.wait [%sync_t3]
    %sync_w4 = gpu.wait async
    %dn, %sync_t4 = gpu.alloc async [%sync_w4] () : memref<4xi32>
    gpu.wait [%sync_t4]
    %copy_w1 = gpu.wait async
    %copy_t1 = gpu.memcpy async [%copy_w1] %dx, %x : memref<4x64xf32>, memref<4x64xf32>
    gpu.wait [%copy_t1]
    gpu.launch_func @kernels::@fused
        blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%dx : memref<4x64xf32>, %dy : memref<4x64xf32>,
             %ds : memref<4xf32>, %dn : memref<4xi32>)
    %copy_w2 = gpu.wait async
    %copy_t2 = gpu.memcpy async [%copy_w2] %y, %dy : memref<4x64xf32>, memref<4x64xf32>
    gpu.wait [%copy_t2]
    %copy_w3 = gpu.wait async
    %copy_t3 = gpu.memcpy async [%copy_w3] %s, %ds : memref<4xf32>, memref<4xf32>
    gpu.wait [%copy_t3]
    %copy_w4 = gpu.wait async
    %copy_t4 = gpu.memcpy async [%copy_w4] %n, %dn : memref<4xi32>, memref<4xi32>
    gpu.wait [%copy_t4]
    %sync_w5 = gpu.wait async
    %sync_t5 = gpu.dealloc async [%sync_w5] %dx : memref<4x64xf32>
    gpu.wait [%sync_t5]
    %sync_w6 = gpu.wait async
    %sync_t6 = gpu.dealloc async [%sync_w6] %dy : memref<4x64xf32>
    gpu.wait [%sync_t6]
    %sync_w7 = gpu.wait async
    %sync_t7 = gpu.dealloc async [%sync_w7] %ds : memref<4xf32>
    gpu.wait [%sync_t7]
    %sync_w8 = gpu.wait async
    %sync_t8 = gpu.dealloc async [%sync_w8] %dn : memref<4xi32>
    gpu.wait [%sync_t8]
    return
  }
}
