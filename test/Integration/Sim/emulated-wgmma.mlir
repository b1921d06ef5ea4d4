// kfusion.emulated_wgmma on kfusion-sim (ExecuteWgmma.cpp) against C += A
// B^T computed by loops (Inputs/emulated-wgmma-ref.mlir), on fresh random
// inputs: the operands staged into shared memory by the layouts the
// descriptors name, the lanes' fragments loaded and stored by the PTX
// layout of m64nNk16's accumulators (row 16 (lane / 32) + lane mod 32 / 4 +
// 8 h, column 8 j + 2 (lane mod 4) + e). K-major A and B under the 128-byte
// swizzle (n = 8, f16); M-major A and N-major B without a swizzle, in
// 64-column panels at the leading byte offset (n = 16, bf16). Reads are
// checked as loads: a B nothing staged is an uninitialized read on the op,
// a descriptor past the memref an out-of-bounds one; a write into B before
// the group's retiring wait (kfusion.emulated_wgmma_reads) a race, in
// either order. One case per function.
// RUN: kfusion-sim %S/Inputs/emulated-wgmma-ref.mlir --compare=%s -e kmajor --seed=1 --schedule=random --rtol=0 --atol=0 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/Inputs/emulated-wgmma-ref.mlir --compare=%s -e mnmajor --seed=2 --schedule=random --rtol=0 --atol=0 | FileCheck %s --check-prefix=EQUAL
// EQUAL: kfusion-sim: equal:
// RUN: not kfusion-sim %s -e unstaged --inputs=/dev/null --seed=3 2>&1 | FileCheck %s --check-prefix=UNSTAGED
// UNSTAGED: error: uninitialized read: load of byte 8192 of workgroup buffer #0 of @kmajor, which nothing wrote
// UNSTAGED-NEXT: 'kfusion.emulated_wgmma'
// RUN: not kfusion-sim %s -e past_end --inputs=/dev/null --seed=4 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: out-of-bounds: load from index [4608] outside the shape [4608] of workgroup buffer #0 of @kmajor
// PAST-NEXT: 'kfusion.emulated_wgmma'
// (After the barrier only the reads at the retiring wait read B: the write
// is not ordered after one of them, in either order of the threads.)
// RUN: not kfusion-sim %s -e refill --inputs=/dev/null --seed=5 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not kfusion-sim %s -e refill --inputs=/dev/null --seed=5 --schedule=reverse 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race: write of workgroup buffer #0 of @kmajor (byte 8192) is not ordered after a read by kernel @kmajor, block (0, 0, 0), thread ({{[04]}}, 0, 0)

!sa = memref<4608xf16, #gpu.address_space<workgroup>>
!sb = memref<3072xbf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    // A (64 x 16) at byte 0, B (8 x 16) at byte 8192, K-major: (mn, k) at
    // base + (mn / 8) 1024 + (mn mod 8) 128 + 2 k, then bits 4-6 XOR-ed
    // with bits 7-9. Descriptors: start / 16, leading 1 (unused), stride
    // 1024 / 16, mode 1 (128-byte swizzle).
    gpu.func @kmajor(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>, %stage_b: i1, %start_b: i64, %refill: i1) workgroup(%s: !sa) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c128 = arith.constant 128 : index
      %c1024 = arith.constant 1024 : index
      %c8192 = arith.constant 8192 : index
      %t = gpu.thread_id x
      %m = arith.divui %t, %c2 : index
      %half = arith.remui %t, %c2 : index
      %k0 = arith.muli %half, %c8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %k = arith.addi %k0, %i : index
        %v = memref.load %a[%m, %k] : memref<64x16xf16>
        %atom = arith.divui %m, %c8 : index
        %row = arith.remui %m, %c8 : index
        %x0 = arith.muli %atom, %c1024 : index
        %x1 = arith.muli %row, %c128 : index
        %x2 = arith.muli %k, %c2 : index
        %x3 = arith.addi %x0, %x1 : index
        %addr = arith.addi %x3, %x2 : index
        %bits = arith.shrui %addr, %c7 : index
        %sw = arith.andi %bits, %c7 : index
        %shift = arith.muli %sw, %c16 : index
        %phys = arith.xori %addr, %shift : index
        %idx = arith.divui %phys, %c2 : index
        memref.store %v, %s[%idx] : !sa
      }
      scf.if %stage_b {
        %n = arith.divui %t, %c16 : index
        %k = arith.remui %t, %c16 : index
        %v = memref.load %b[%n, %k] : memref<8x16xf16>
        %x1 = arith.muli %n, %c128 : index
        %x2 = arith.muli %k, %c2 : index
        %x3 = arith.addi %c8192, %x1 : index
        %addr = arith.addi %x3, %x2 : index
        %bits = arith.shrui %addr, %c7 : index
        %sw = arith.andi %bits, %c7 : index
        %shift = arith.muli %sw, %c16 : index
        %phys = arith.xori %addr, %shift : index
        %idx = arith.divui %phys, %c2 : index
        memref.store %v, %s[%idx] : !sa
      }
      gpu.barrier
      %desc_a = arith.constant 4611686293305360384 : i64
      %desc_b = arith.addi %desc_a, %start_b : i64
      %w = arith.divui %t, %c32 : index
      %lane = arith.remui %t, %c32 : index
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %w16 = arith.muli %w, %c16 : index
      %r0 = arith.addi %w16, %g : index
      %r1 = arith.addi %r0, %c8 : index
      %n0 = arith.muli %q, %c2 : index
      %n1 = arith.addi %n0, %c1 : index
      %a0 = memref.load %c[%r0, %n0] : memref<64x8xf32>
      %a1 = memref.load %c[%r0, %n1] : memref<64x8xf32>
      %a2 = memref.load %c[%r1, %n0] : memref<64x8xf32>
      %a3 = memref.load %c[%r1, %n1] : memref<64x8xf32>
      %r:4 = kfusion.emulated_wgmma %s[%desc_a, %desc_b] lane %t acc(%a0, %a1, %a2, %a3) {n = 8 : i64, a_k_major = true, b_k_major = true} : !sa
      memref.store %r#0, %c[%r0, %n0] : memref<64x8xf32>
      memref.store %r#1, %c[%r0, %n1] : memref<64x8xf32>
      memref.store %r#2, %c[%r1, %n0] : memref<64x8xf32>
      memref.store %r#3, %c[%r1, %n1] : memref<64x8xf32>
      // With %refill, thread 1 writes B's element (0, 0) (byte 8192, which
      // lanes 4 i read) after a barrier that orders every thread's products
      // but while the group may still be read: the reads at its retiring
      // wait race with it.
      gpu.barrier
      %second = arith.cmpi eq, %t, %c1 : index
      %write = arith.andi %second, %refill : i1
      scf.if %write {
        %zero = arith.constant 0.0 : f16
        %c4096 = arith.constant 4096 : index
        memref.store %zero, %s[%c4096] : !sa
      }
      kfusion.emulated_wgmma_reads %s[%desc_a, %desc_b] lane %t {n = 8 : i64, a_k_major = true, b_k_major = true} : !sa
      gpu.return
    }

    // A (K x M) at byte 0, B (K x N) at byte 4096, M- and N-major without a
    // swizzle: (mn, k) at base + (mn / 64) 8192 + 2 (mn mod 64) + (k / 8)
    // 1024 + (k mod 8) 128. Descriptors: leading 8192 / 16, stride
    // 1024 / 16, mode 0.
    gpu.func @mnmajor(%a: memref<16x64xbf16>, %b: memref<16x16xbf16>, %c: memref<64x16xf32>) workgroup(%s: !sb) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %c512 = arith.constant 512 : index
      %c2048 = arith.constant 2048 : index
      %t = gpu.thread_id x
      // Element (mn, k) of an operand at element base + mn + (k / 8) 512 +
      // (k mod 8) 64; A's 1024 elements 8 a thread, B's 256 2 a thread.
      %ka = arith.divui %t, %c8 : index
      %ma0 = arith.remui %t, %c8 : index
      %ma = arith.muli %ma0, %c8 : index
      %kat = arith.divui %ka, %c8 : index
      %kar = arith.remui %ka, %c8 : index
      %ya = arith.muli %kat, %c512 : index
      %za = arith.muli %kar, %c64 : index
      %rowa = arith.addi %ya, %za : index
      scf.for %i = %c0 to %c8 step %c1 {
        %mm = arith.addi %ma, %i : index
        %v = memref.load %a[%ka, %mm] : memref<16x64xbf16>
        %idx = arith.addi %rowa, %mm : index
        memref.store %v, %s[%idx] : !sb
      }
      %kb = arith.divui %t, %c8 : index
      %nb0 = arith.remui %t, %c8 : index
      %nb = arith.muli %nb0, %c2 : index
      %kbt = arith.divui %kb, %c8 : index
      %kbr = arith.remui %kb, %c8 : index
      %yb = arith.muli %kbt, %c512 : index
      %zb = arith.muli %kbr, %c64 : index
      %rowb0 = arith.addi %yb, %zb : index
      %rowb = arith.addi %rowb0, %c2048 : index
      scf.for %i = %c0 to %c2 step %c1 {
        %nn = arith.addi %nb, %i : index
        %v = memref.load %b[%kb, %nn] : memref<16x16xbf16>
        %idx = arith.addi %rowb, %nn : index
        memref.store %v, %s[%idx] : !sb
      }
      gpu.barrier
      %desc_a = arith.constant 274911461376 : i64
      %desc_b = arith.constant 274911461632 : i64
      %w = arith.divui %t, %c32 : index
      %lane = arith.remui %t, %c32 : index
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %w16 = arith.muli %w, %c16 : index
      %r0 = arith.addi %w16, %g : index
      %r1 = arith.addi %r0, %c8 : index
      %n0 = arith.muli %q, %c2 : index
      %n1 = arith.addi %n0, %c1 : index
      %n2 = arith.addi %n0, %c8 : index
      %n3 = arith.addi %n1, %c8 : index
      %a0 = memref.load %c[%r0, %n0] : memref<64x16xf32>
      %a1 = memref.load %c[%r0, %n1] : memref<64x16xf32>
      %a2 = memref.load %c[%r1, %n0] : memref<64x16xf32>
      %a3 = memref.load %c[%r1, %n1] : memref<64x16xf32>
      %a4 = memref.load %c[%r0, %n2] : memref<64x16xf32>
      %a5 = memref.load %c[%r0, %n3] : memref<64x16xf32>
      %a6 = memref.load %c[%r1, %n2] : memref<64x16xf32>
      %a7 = memref.load %c[%r1, %n3] : memref<64x16xf32>
      %r:8 = kfusion.emulated_wgmma %s[%desc_a, %desc_b] lane %t acc(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7) {n = 16 : i64, a_k_major = false, b_k_major = false} : !sb
      memref.store %r#0, %c[%r0, %n0] : memref<64x16xf32>
      memref.store %r#1, %c[%r0, %n1] : memref<64x16xf32>
      memref.store %r#2, %c[%r1, %n0] : memref<64x16xf32>
      memref.store %r#3, %c[%r1, %n1] : memref<64x16xf32>
      memref.store %r#4, %c[%r0, %n2] : memref<64x16xf32>
      memref.store %r#5, %c[%r0, %n3] : memref<64x16xf32>
      memref.store %r#6, %c[%r1, %n2] : memref<64x16xf32>
      memref.store %r#7, %c[%r1, %n3] : memref<64x16xf32>
      gpu.return
    }
  }

  // Runs @k::@kmajor on copies of the arguments; B staged or not, B's
  // start (in 16-byte units) past A's 8192 bytes or past the memref.
  func.func @run_kmajor(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>, %stage_b: i1, %start_b: i64, %refill: i1) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %da = gpu.alloc () : memref<64x16xf16>
    %db = gpu.alloc () : memref<8x16xf16>
    %dc = gpu.alloc () : memref<64x8xf32>
    gpu.memcpy %da, %a : memref<64x16xf16>, memref<64x16xf16>
    gpu.memcpy %db, %b : memref<8x16xf16>, memref<8x16xf16>
    gpu.memcpy %dc, %c : memref<64x8xf32>, memref<64x8xf32>
    gpu.launch_func @k::@kmajor blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%da : memref<64x16xf16>, %db : memref<8x16xf16>, %dc : memref<64x8xf32>, %stage_b : i1, %start_b : i64, %refill : i1)
    gpu.memcpy %c, %dc : memref<64x8xf32>, memref<64x8xf32>
    gpu.dealloc %da : memref<64x16xf16>
    gpu.dealloc %db : memref<8x16xf16>
    gpu.dealloc %dc : memref<64x8xf32>
    return
  }
  func.func @kmajor(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>) {
    %true = arith.constant true
    %start = arith.constant 512 : i64
    %false = arith.constant false
    call @run_kmajor(%a, %b, %c, %true, %start, %false) : (memref<64x16xf16>, memref<8x16xf16>, memref<64x8xf32>, i1, i64, i1) -> ()
    return
  }
  // UNSTAGED above.
  func.func @unstaged(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>) {
    %false = arith.constant false
    %start = arith.constant 512 : i64
    call @run_kmajor(%a, %b, %c, %false, %start, %false) : (memref<64x16xf16>, memref<8x16xf16>, memref<64x8xf32>, i1, i64, i1) -> ()
    return
  }
  // PAST above: B's start at byte 9216, the end of the 4608 elements.
  func.func @past_end(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>) {
    %true = arith.constant true
    %start = arith.constant 576 : i64
    %false = arith.constant false
    call @run_kmajor(%a, %b, %c, %true, %start, %false) : (memref<64x16xf16>, memref<8x16xf16>, memref<64x8xf32>, i1, i64, i1) -> ()
    return
  }

  // RACE above.
  func.func @refill(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>) {
    %true = arith.constant true
    %start = arith.constant 512 : i64
    call @run_kmajor(%a, %b, %c, %true, %start, %true) : (memref<64x16xf16>, memref<8x16xf16>, memref<64x8xf32>, i1, i64, i1) -> ()
    return
  }

  func.func @mnmajor(%a: memref<16x64xbf16>, %b: memref<16x16xbf16>, %c: memref<64x16xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %da = gpu.alloc () : memref<16x64xbf16>
    %db = gpu.alloc () : memref<16x16xbf16>
    %dc = gpu.alloc () : memref<64x16xf32>
    gpu.memcpy %da, %a : memref<16x64xbf16>, memref<16x64xbf16>
    gpu.memcpy %db, %b : memref<16x16xbf16>, memref<16x16xbf16>
    gpu.memcpy %dc, %c : memref<64x16xf32>, memref<64x16xf32>
    gpu.launch_func @k::@mnmajor blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%da : memref<16x64xbf16>, %db : memref<16x16xbf16>, %dc : memref<64x16xf32>)
    gpu.memcpy %c, %dc : memref<64x16xf32>, memref<64x16xf32>
    gpu.dealloc %da : memref<16x64xbf16>
    gpu.dealloc %db : memref<16x16xbf16>
    gpu.dealloc %dc : memref<64x16xf32>
    return
  }
}
