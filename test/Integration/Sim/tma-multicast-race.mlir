// A multicast's issue is race-checked against the other block's reads of
// the bytes it writes there (ExecuteTma.cpp, multicastOrdered): ordered
// only where the reader released them by a remote arrival after the read
// (kfusion.remote_mbarrier_arrive) on an mbarrier phase the issuer waited
// for, as a GEMM cluster's computing warps free a stage in the block whose
// producer refills it. Two blocks of one thread: block 0 multicasts a box
// into both, block 1 reads it and releases it on block 0's free mbarrier,
// block 0 waits for that, spins (so that block 1's read comes first under
// any schedule) and multicasts the next box into the same place. One case
// per function: the release after the read (ordered), before it (a race).
// RUN: kfusion-sim %s -e ordered --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ORDERED
// RUN: kfusion-sim %s -e ordered --entry-point-result=void --schedule=random --skew --seed=4 2>&1 | FileCheck %s --check-prefix=ORDERED
// RUN: not kfusion-sim %s -e early --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not kfusion-sim %s -e early --entry-point-result=void --schedule=reverse 2>&1 | FileCheck %s --check-prefix=EARLY

!map = !nvgpu.tensormap.descriptor<tensor = memref<4x64xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%a: memref<8x64xf16>) kernel {
      %r = gpu.block_id x
      %c = gpu.thread_id x
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f16
      memref.store %rf, %a[%r, %c] : memref<8x64xf16>
      gpu.return
    }
    gpu.func @refill(%map: !map, %early: i1) workgroup(%dst: memref<4x64xf16, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c2000 = arith.constant 2000 : index
      %bytes = arith.constant 512 : index
      %false = arith.constant false
      %true = arith.constant true
      %ticks = arith.constant 1000 : index
      %both = arith.constant 3 : i16
      %full = nvgpu.mbarrier.create -> !bars
      %free = nvgpu.mbarrier.create -> !bars
      nvgpu.mbarrier.init %full[%c0], %c1 : !bars
      nvgpu.mbarrier.init %free[%c0], %c1 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %issuer = arith.cmpi eq, %rank, %c0 : index
      // Round 1: rows 0-3 into both blocks.
      nvgpu.mbarrier.arrive.expect_tx %full[%c0], %bytes : !bars
      scf.if %issuer {
        nvgpu.tma.async.load %map[%c0, %c0], %full[%c0] to %dst multicast_mask = %both : !map, !bars -> memref<4x64xf16, #gpu.address_space<workgroup>>
      }
      nvgpu.mbarrier.try_wait.parity %full[%c0], %false, %ticks : !bars
      scf.if %issuer {
        // The stage is free once block 1 released it; then the refill.
        nvgpu.mbarrier.try_wait.parity %free[%c0], %false, %ticks : !bars
        scf.for %i = %c0 to %c2000 step %c1 {
          gpu.printf ""
        }
      } else {
        scf.if %early {
          kfusion.remote_mbarrier_arrive %free[%c0] in %c0 : !bars
        }
        %x = memref.load %dst[%c1, %c0] : memref<4x64xf16, #gpu.address_space<workgroup>>
        %xf = arith.extf %x : f16 to f32
        gpu.printf "block 1 read %.0f\n", %xf : f32
        %late = arith.xori %early, %true : i1
        scf.if %late {
          kfusion.remote_mbarrier_arrive %free[%c0] in %c0 : !bars
        }
      }
      // Round 2: rows 4-7 into the same place of both blocks.
      nvgpu.mbarrier.arrive.expect_tx %full[%c0], %bytes : !bars
      scf.if %issuer {
        nvgpu.tma.async.load %map[%c0, %c4], %full[%c0] to %dst multicast_mask = %both : !map, !bars -> memref<4x64xf16, #gpu.address_space<workgroup>>
      }
      nvgpu.mbarrier.try_wait.parity %full[%c0], %true, %ticks : !bars
      %y = memref.load %dst[%c1, %c0] : memref<4x64xf16, #gpu.address_space<workgroup>>
      %yf = arith.extf %y : f16 to f32
      gpu.printf "block %lld round 2 read %.0f\n", %rank, %yf : index, f32
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
  func.func @run(%early: i1) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<8x64xf16>
    gpu.launch_func @k::@fill blocks in (%c8, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<8x64xf16>)
    %u = memref.cast %a : memref<8x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %u box[%c4, %c64] : memref<*xf16> -> !map
    gpu.launch_func @k::@refill clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %early : i1)
    gpu.dealloc %a : memref<8x64xf16>
    return
  }
  // ORDERED: block 1 read 1
  // ORDERED-DAG: block 0 round 2 read 5
  // ORDERED-DAG: block 1 round 2 read 5
  // ORDERED-NOT: error
  func.func @ordered() {
    %false = arith.constant false
    call @run(%false) : (i1) -> ()
    return
  }
  // EARLY: kfusion-sim: error: data race: multicast TMA load into workgroup buffer #0 of @refill (byte {{[0-9]+}}) of the block of rank 1 is not ordered after a read by its thread 0 (a remote arrival after the read, on an mbarrier phase this thread waited for, is missing)
  // EARLY-SAME: [kernel @refill, block (0, 0, 0), thread (0, 0, 0)]
  func.func @early() {
    %true = arith.constant true
    call @run(%true) : (i1) -> ()
    return
  }
}
