// A TMA load writes its box from its issue on (ExecuteTma.cpp; its data
// lands at the phase's completion, the latest the hardware may write): a
// refill of a shared buffer that another thread may still be reading is a
// data race at the issue, as a pipeline refilling a stage a pending wgmma
// group still reads would be; ordered by a barrier it is not. One case per
// function.
// RUN: not kfusion-sim %s -e unordered --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not kfusion-sim %s -e unordered --entry-point-result=void --schedule=reverse 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: kfusion-sim %s -e ordered --entry-point-result=void --schedule=random 2>&1 | FileCheck %s --check-prefix=ORDERED

!map = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%a: memref<8x64xf16>) kernel {
      %r = gpu.block_id x
      %c = gpu.thread_id x
      %one = arith.constant 1.0 : f16
      memref.store %one, %a[%r, %c] : memref<8x64xf16>
      gpu.return
    }
    // Thread 0 loads the box, both threads wait for it, thread 1 reads it,
    // then thread 0 loads the box again into the same buffer: with
    // `barrier` after thread 1's read (ordered), without it (a race, which a
    // check of the load's data alone, at its completion after the next
    // barrier, does not see).
    gpu.func @refill(%map: !map, %barrier: i1) workgroup(%dst: memref<8x64xf16, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %bytes = arith.constant 1024 : index
      %false = arith.constant false
      %ticks = arith.constant 1000 : index
      %tid = gpu.thread_id x
      %first = arith.cmpi eq, %tid, %c0 : index
      %bar = nvgpu.mbarrier.create -> !bars
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
        nvgpu.mbarrier.init %bar[%c1], %c1 : !bars
      }
      gpu.barrier
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
        nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %dst : !map, !bars -> memref<8x64xf16, #gpu.address_space<workgroup>>
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bars
      %second = arith.cmpi eq, %tid, %c1 : index
      scf.if %second {
        %x = memref.load %dst[%c0, %c0] : memref<8x64xf16, #gpu.address_space<workgroup>>
        %y = arith.extf %x : f16 to f32
        gpu.printf "thread 1 read %.0f\n", %y : f32
      }
      scf.if %barrier {
        gpu.barrier
      }
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %bytes : !bars
        nvgpu.tma.async.load %map[%c0, %c0], %bar[%c1] to %dst : !map, !bars -> memref<8x64xf16, #gpu.address_space<workgroup>>
      }
      // A barrier before the refill's wait: the load's data lands after it,
      // ordered after the read; its issue is not.
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %bar[%c1], %false, %ticks : !bars
      gpu.return
    }
  }
  func.func @run(%barrier: i1) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<8x64xf16>
    gpu.launch_func @k::@fill blocks in (%c8, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<8x64xf16>)
    %u = memref.cast %a : memref<8x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %u box[%c8, %c64] : memref<*xf16> -> !map
    gpu.launch_func @k::@refill blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%map : !map, %barrier : i1)
    gpu.dealloc %a : memref<8x64xf16>
    return
  }
  // RACE: kfusion-sim: error: data race: {{(read|write)}} of workgroup buffer #0 of @refill (byte 0) is not ordered after a {{(read|write)}} by kernel @refill, block (0, 0, 0), thread
  func.func @unordered() {
    %false = arith.constant false
    call @run(%false) : (i1) -> ()
    return
  }
  // ORDERED: thread 1 read 1
  // ORDERED-NOT: error
  func.func @ordered() {
    %true = arith.constant true
    call @run(%true) : (i1) -> ()
    return
  }
}
