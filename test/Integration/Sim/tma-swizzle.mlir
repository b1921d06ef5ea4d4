// TMA loads of a 128-byte-swizzled tensor map on the interpreter
// (ExecuteTma.cpp), one case per function: where the elements land (16-byte
// chunk c of box row r at chunk c ^ (r mod 8) of the 128-byte row, as the
// PTX ISA defines the swizzle and as wgmma's descriptors read it), and the
// destination the GPU needs (1024-byte aligned).
// RUN: kfusion-sim %s -e layout --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: not kfusion-sim %s -e misaligned --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISALIGNED

!map = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    // a[r][c] = 64 r + c (exact in f16).
    gpu.func @fill(%a: memref<8x64xf16>) kernel {
      %r = gpu.block_id x
      %c = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %v = arith.muli %r, %c64 : index
      %w = arith.addi %v, %c : index
      %i = arith.index_cast %w : index to i32
      %f = arith.sitofp %i : i32 to f16
      memref.store %f, %a[%r, %c] : memref<8x64xf16>
      gpu.return
    }
    // Thread 0 loads the 8 x 64 box at byte `at` of a 2048-byte attribution
    // (aligned to 1024) and prints physical elements of the shared rows.
    gpu.func @load(%map: !map, %at: index) workgroup(%s: memref<2048xi8, #gpu.address_space<workgroup>> {llvm.align = 1024 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %bytes = arith.constant 1024 : index
      %false = arith.constant false
      %ticks = arith.constant 1000 : index
      %bar = nvgpu.mbarrier.create -> !bars
      %dst = memref.view %s[%at][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<8x64xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
      nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %dst : !map, !bars -> memref<8x64xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bars
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %c63 = arith.constant 63 : index
      %x0 = memref.load %dst[%c0, %c8] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %x1 = memref.load %dst[%c1, %c0] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %x3 = memref.load %dst[%c3, %c16] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %x7 = memref.load %dst[%c7, %c63] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %y0 = arith.extf %x0 : f16 to f32
      %y1 = arith.extf %x1 : f16 to f32
      %y3 = arith.extf %x3 : f16 to f32
      %y7 = arith.extf %x7 : f16 to f32
      gpu.printf "row 0 chunk 1: %.0f, row 1 chunk 0: %.0f, row 3 chunk 2: %.0f, row 7 last: %.0f\n", %y0, %y1, %y3, %y7 : f32, f32, f32, f32
      gpu.return
    }
  }
  func.func @run(%at: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<8x64xf16>
    gpu.launch_func @k::@fill blocks in (%c8, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<8x64xf16>)
    %u = memref.cast %a : memref<8x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %u box[%c8, %c64] : memref<*xf16> -> !map
    gpu.launch_func @k::@load blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %at : index)
    gpu.dealloc %a : memref<8x64xf16>
    return
  }
  // Row r's 16-byte chunk c lands at chunk c ^ r: row 0 is in place (its
  // chunk 1 holds elements 8 ...), row 1's chunks 0 and 1 swap (chunk 0
  // holds 64 + 8), row 3's chunk 2 holds its chunk 1 (3 * 64 + 8), row 7's
  // last element is its chunk 0's last (7 * 64 + 7).
  // LAYOUT: row 0 chunk 1: 8, row 1 chunk 0: 72, row 3 chunk 2: 200, row 7 last: 455
  func.func @layout() {
    %c0 = arith.constant 0 : index
    call @run(%c0) : (index) -> ()
    return
  }
  // The box at byte 128 of the attribution: 128-byte aligned, which an
  // unswizzled load needs, but the swizzle's pattern repeats every 1024 bytes.
  // MISALIGNED: kfusion-sim: error: bad TMA load: the shared destination of a 128-byte-swizzled load is not 1024-byte aligned (byte offset 128
  func.func @misaligned() {
    %c128 = arith.constant 128 : index
    call @run(%c128) : (index) -> ()
    return
  }
}
