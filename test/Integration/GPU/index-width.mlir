// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-runner %s -e main --entry-point-result=void --index-bitwidth=64 | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: the default index width (proven 32 bits: the kernel's
// ids, loop and offsets in 32-bit registers, its memrefs bare pointers
// while @main keeps descriptors) computes what 64 bits does, for a view at
// a static offset passed as a bare pointer (the offset must reach the
// kernel's addresses) and a guarded block offset marked nuw whose unsigned
// quotient picks the rows.
//
// Why it would fail: out[r][x] = 2 * in[r][32 + x] over a 4 x 128 input
// whose elements are r * 128 + c; a lost view offset reads columns 0-63, a
// wrong row from the quotient or the loop writes another row, and the
// output is prefilled with -7 so that a row never written counts as a
// mismatch; writes past the view's rows would clobber the guard row.

// CHECK: index-width: mismatches = 0
// CHECK-NEXT: index-width: guard = -7

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Blocks 1 and 2 take rows q and q + 2, q = (bid - 1) / 1; block 0 and
    // threads past 64 do nothing.
    gpu.func @rows(%in: memref<4x64xf32, strided<[128, 1], offset: 32>>, %out: memref<5x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %two = arith.constant 2.0 : f32
      %b = gpu.block_id x
      %x = gpu.thread_id x
      %busy = arith.cmpi uge, %b, %c1 : index
      %lane = arith.cmpi ult, %x, %c64 : index
      %go = arith.andi %busy, %lane : i1
      scf.if %go {
        %d = arith.subi %b, %c1 overflow<nsw, nuw> : index
        %q = arith.divui %d, %c1 : index
        scf.for %r = %q to %c4 step %c2 {
          %v = memref.load %in[%r, %x] : memref<4x64xf32, strided<[128, 1], offset: 32>>
          %w = arith.mulf %v, %two : f32
          memref.store %w, %out[%r, %x] : memref<5x64xf32>
        }
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c128 = arith.constant 128 : index
    %sentinel = arith.constant -7.0 : f32
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0 : i64

    %ha = memref.alloc() : memref<4x128xf32>
    scf.for %r = %c0 to %c4 step %c1 {
      scf.for %c = %c0 to %c128 step %c1 {
        %rc = arith.muli %r, %c128 : index
        %i = arith.addi %rc, %c : index
        %ii = arith.index_cast %i : index to i32
        %v = arith.sitofp %ii : i32 to f32
        memref.store %v, %ha[%r, %c] : memref<4x128xf32>
      }
    }
    %hout = memref.alloc() : memref<5x64xf32>

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<4x128xf32>
    %dout, %t2 = gpu.alloc async [%t1] () : memref<5x64xf32>
    %t3 = gpu.memcpy async [%t2] %da, %ha : memref<4x128xf32>, memref<4x128xf32>
    %t4 = gpu.memset async [%t3] %dout, %sentinel : memref<5x64xf32>, f32
    %view = memref.subview %da[0, 32] [4, 64] [1, 1] : memref<4x128xf32> to memref<4x64xf32, strided<[128, 1], offset: 32>>
    %t5 = gpu.launch_func async [%t4] @kernels::@rows
        blocks in (%c3, %c1, %c1) threads in (%c96, %c1, %c1)
        args(%view : memref<4x64xf32, strided<[128, 1], offset: 32>>, %dout : memref<5x64xf32>)
    %t6 = gpu.memcpy async [%t5] %hout, %dout : memref<5x64xf32>, memref<5x64xf32>
    %t7 = gpu.dealloc async [%t6] %da : memref<4x128xf32>
    %t8 = gpu.dealloc async [%t7] %dout : memref<5x64xf32>
    gpu.wait [%t8]

    %mismatches = scf.for %r = %c0 to %c4 step %c1 iter_args(%mm = %zero) -> (i64) {
      %inner = scf.for %x = %c0 to %c64 step %c1 iter_args(%m = %mm) -> (i64) {
        %col = arith.addi %x, %c32 : index
        %a = memref.load %ha[%r, %col] : memref<4x128xf32>
        %want = arith.mulf %a, %two : f32
        %got = memref.load %hout[%r, %x] : memref<5x64xf32>
        %ne = arith.cmpf une, %got, %want : f32
        %inc = arith.extui %ne : i1 to i64
        %m2 = arith.addi %m, %inc : i64
        scf.yield %m2 : i64
      }
      scf.yield %inner : i64
    }
    vector.print str "index-width: mismatches = "
    vector.print %mismatches : i64
    %guard = memref.load %hout[%c4, %c0] : memref<5x64xf32>
    vector.print str "index-width: guard = "
    vector.print %guard : f32
    memref.dealloc %ha : memref<4x128xf32>
    memref.dealloc %hout : memref<5x64xf32>
    return
  }
}
