// A cluster of two blocks shares a 64 x 128 f16 tile of T (T[k][n] = n) as
// a GEMM's N-major B tile: two boxes of 64 k x 64 n (panels), 128-byte
// swizzle, each block multicasting one panel into both blocks' shared
// memory (mask 3) at the panel's place, both expecting all 16 KB on their
// own mbarrier. @run(mode): 0 the panel a block issues computed from its
// rank, 1 chosen by a branch on the rank, 2 no multicast (each block loads
// both panels itself: the control). Each block then counts the elements of
// each panel that are not T's (reading through the swizzle) and prints the
// counts (@computed, @branched, @local: modes 0, 1, 2). Used by ../tma-multicast.mlir (the GPU) and
// ../../Sim/tma-multicast-panels.mlir (kfusion-sim).
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!panel = memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%t: memref<64x128xf16>) kernel {
      %k = gpu.block_id x
      %n = gpu.thread_id x
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f16
      memref.store %nf, %t[%k, %n] : memref<64x128xf16>
      gpu.return
    }
    gpu.func @panels(%map: !map, %mode32: i32, %out: memref<2x2xi32>) workgroup(%buf: memref<2x64x64xf16, #gpu.address_space<workgroup>> {llvm.align = 1024 : i64}) kernel {
      %mode = arith.index_cast %mode32 : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %bytes = arith.constant 16384 : index
      %false = arith.constant false
      %ticks = arith.constant 10000000 : index
      %both = arith.constant 3 : i16
      %z32 = arith.constant 0 : i32
      %bar = nvgpu.mbarrier.create -> !bars
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
      %m0 = arith.cmpi eq, %mode, %c0 : index
      %m1 = arith.cmpi eq, %mode, %c1 : index
      scf.if %m0 {
        %n0 = arith.muli %rank, %c64 : index
        %v = memref.subview %buf[%rank, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to !panel
        nvgpu.tma.async.load %map[%n0, %c0], %bar[%c0] to %v multicast_mask = %both : !map, !bars -> !panel
      } else {
        scf.if %m1 {
          %first = arith.cmpi eq, %rank, %c0 : index
          scf.if %first {
            %v = memref.subview %buf[%c0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to !panel
            nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %v multicast_mask = %both : !map, !bars -> !panel
          } else {
            %v = memref.subview %buf[%c1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to !panel
            nvgpu.tma.async.load %map[%c64, %c0], %bar[%c0] to %v multicast_mask = %both : !map, !bars -> !panel
          }
        } else {
          scf.for %p = %c0 to %c2 step %c1 {
            %np = arith.muli %p, %c64 : index
            %v = memref.subview %buf[%p, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to !panel
            nvgpu.tma.async.load %map[%np, %c0], %bar[%c0] to %v : !map, !bars -> !panel
          }
        }
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bars
      // Element (k, j) of a panel is at byte b = 128 k + 2 j of it, its
      // 16-byte chunk XOR-ed with k mod 8 (b's bits 4-6 with bits 7-9).
      scf.for %p = %c0 to %c2 step %c1 {
        %bad = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %z32) -> (i32) {
          %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%a = %acc) -> (i32) {
            %kk = arith.remui %k, %c8 : index
            %ch = arith.divui %j, %c8 : index
            %w = arith.remui %j, %c8 : index
            %sc = arith.xori %ch, %kk : index
            %sc8 = arith.muli %sc, %c8 : index
            %col = arith.addi %sc8, %w : index
            %x = memref.load %buf[%p, %k, %col] : memref<2x64x64xf16, #gpu.address_space<workgroup>>
            %pn = arith.muli %p, %c64 : index
            %n = arith.addi %pn, %j : index
            %ni = arith.index_cast %n : index to i32
            %want = arith.sitofp %ni : i32 to f16
            %ne = arith.cmpf une, %x, %want : f16
            %inc = arith.extui %ne : i1 to i32
            %a2 = arith.addi %a, %inc : i32
            scf.yield %a2 : i32
          }
          scf.yield %row : i32
        }
        memref.store %bad, %out[%rank, %p] : memref<2x2xi32>
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
  func.func @run(%mode: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %t = gpu.alloc () : memref<64x128xf16>
    gpu.launch_func @k::@fill blocks in (%c64, %c1, %c1) threads in (%c128, %c1, %c1) args(%t : memref<64x128xf16>)
    %u = memref.cast %t : memref<64x128xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %u box[%c64, %c64] : memref<*xf16> -> !map
    %out = gpu.alloc host_shared () : memref<2x2xi32>
    %mode32 = arith.index_cast %mode : index to i32
    gpu.launch_func @k::@panels clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %mode32 : i32, %out : memref<2x2xi32>)
    gpu.wait
    scf.for %r = %c0 to %c2 step %c1 {
      scf.for %p = %c0 to %c2 step %c1 {
        %v = memref.load %out[%r, %p] : memref<2x2xi32>
        vector.print str "block "
        vector.print %r : index punctuation <no_punctuation>
        vector.print str " panel "
        vector.print %p : index punctuation <no_punctuation>
        vector.print str ": "
        vector.print %v : i32
      }
    }
    gpu.dealloc %out : memref<2x2xi32>
    gpu.dealloc %t : memref<64x128xf16>
    return
  }
  func.func @computed() {
    %m = arith.constant 0 : index
    call @run(%m) : (index) -> ()
    return
  }
  func.func @branched() {
    %m = arith.constant 1 : index
    call @run(%m) : (index) -> ()
    return
  }
  func.func @local() {
    %m = arith.constant 2 : index
    call @run(%m) : (index) -> ()
    return
  }
}
