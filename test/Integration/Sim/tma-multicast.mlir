// A TMA load's multicast (ExecuteTma.cpp): the box lands at the same place
// of every block of the cluster its mask names, each completing the bytes
// on its own mbarrier of the same group and index. One case per function,
// each a cluster of two blocks of one thread: block 0 multicasts rows 0-3
// of the tensor and block 1 rows 4-7 (the halves of a shared operand tile,
// as the GEMM's clusters load it), each expecting all 8 rows on its own
// mbarrier; both then print a row of each half (each element the row's
// index: a box landing only in its issuer, or in the other block's other
// half, would print a NaN or the wrong row, or spin until the livelock
// report). And the misuse it reports: a mask naming a rank past the
// cluster.
// RUN: kfusion-sim %s -e halves --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=HALVES
// RUN: kfusion-sim %s -e halves --entry-point-result=void --schedule=random --skew --seed=5 2>&1 | FileCheck %s --check-prefix=HALVES
// RUN: not kfusion-sim %s -e mask --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MASK

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
    gpu.func @multicast(%map: !map, %mask: i16) workgroup(%dst: memref<8x64xf16, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %bytes = arith.constant 1024 : index
      %false = arith.constant false
      %ticks = arith.constant 1000 : index
      %bar = nvgpu.mbarrier.create -> !bars
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %row = arith.muli %rank, %c4 : index
      %half = memref.subview %dst[%row, 0] [4, 64] [1, 1] : memref<8x64xf16, #gpu.address_space<workgroup>> to memref<4x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %view = memref.cast %half : memref<4x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<4x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
      nvgpu.tma.async.load %map[%c0, %row], %bar[%c0] to %view multicast_mask = %mask : !map, !bars -> memref<4x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bars
      %x = memref.load %dst[%c1, %c0] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %y = memref.load %dst[%c5, %c0] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %xf = arith.extf %x : f16 to f32
      %yf = arith.extf %y : f16 to f32
      gpu.printf "block %lld rows 1 and 5: %.0f %.0f\n", %rank, %xf, %yf : index, f32, f32
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
  func.func @run(%mask: i16) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<8x64xf16>
    gpu.launch_func @k::@fill blocks in (%c8, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<8x64xf16>)
    %u = memref.cast %a : memref<8x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %u box[%c4, %c64] : memref<*xf16> -> !map
    gpu.launch_func @k::@multicast clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %mask : i16)
    gpu.dealloc %a : memref<8x64xf16>
    return
  }
  // HALVES-DAG: block 0 rows 1 and 5: 1 5
  // HALVES-DAG: block 1 rows 1 and 5: 1 5
  // HALVES-NOT: error
  func.func @halves() {
    %m = arith.constant 3 : i16
    call @run(%m) : (i16) -> ()
    return
  }
  // MASK: kfusion-sim: error: bad TMA load: multicast mask 5 names no rank or a rank past the cluster's 2 blocks
  func.func @mask() {
    %m = arith.constant 5 : i16
    call @run(%m) : (i16) -> ()
    return
  }
}
