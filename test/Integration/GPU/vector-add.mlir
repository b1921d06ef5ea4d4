// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: the basic path works end to end. A 1-D kernel
// (c[i] = a[i] + b[i], 1<<20 f32) is lowered to cubin, loaded, launched
// over 5462 blocks of 192 threads (1<<20 is not a multiple of 192, so the
// last block has 64 active threads and 128 that must do nothing), and the
// buffers travel host -> device -> host through gpu.memcpy on one stream.
//
// Why it would fail: every output element is compared with the same sum
// computed on the host from pseudo-random inputs (an integer hash of the
// index, never zeros), so a wrong index, a dropped block, a wrong
// argument order or a missing copy gives mismatches. The device buffers
// are padded to the grid size (1048704) and the output padding is
// pre-filled with -7.0: a kernel whose bounds check were lost would
// overwrite it ("clobbered" > 0). The checksum (sum of 8*c[i], exact in
// i64) was computed independently with numpy emulating the same hash.

// CHECK: vector-add: mismatches = 0
// CHECK-NEXT: vector-add: clobbered = 0
// CHECK-NEXT: vector-add: checksum = -21932063
// CHECK-NEXT: vector-add: c[0] = 6012.5
// CHECK-NEXT: vector-add: c[1048575] = 3057.38

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // One thread per element, guarded by the element count %n.
    gpu.func @vadd(%a: memref<1048704xf32>, %b: memref<1048704xf32>,
                   %c: memref<1048704xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inbounds = arith.cmpi ult, %i, %n : index
      scf.if %inbounds {
        %x = memref.load %a[%i] : memref<1048704xf32>
        %y = memref.load %b[%i] : memref<1048704xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<1048704xf32>
      }
      gpu.return
    }
  }

  // Integer hash of (index + seed), a murmur3-style finalizer on i32:
  // z = (i + seed) * 0x9E3779B1; z ^= z >> 15; z *= 0x85EBCA77; z ^= z >> 13.
  func.func @hash(%i: index, %seed: i32) -> i32 {
    %c15 = arith.constant 15 : i32
    %c13 = arith.constant 13 : i32
    %m1 = arith.constant -1640531535 : i32  // 0x9E3779B1
    %m2 = arith.constant -2048144777 : i32  // 0x85EBCA77
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %x, %seed : i32
    %z = arith.muli %y, %m1 : i32
    %s = arith.shrui %z, %c15 : i32
    %z2 = arith.xori %z, %s : i32
    %w = arith.muli %z2, %m2 : i32
    %s2 = arith.shrui %w, %c13 : i32
    %r = arith.xori %w, %s2 : i32
    return %r : i32
  }

  // Pseudo-random value in [-4096, 4096) with step 1/8 (exact in f32):
  // v = (hash(i, seed) >> 16) / 8 - 4096.
  func.func @input_value(%i: index, %seed: i32) -> f32 {
    %c16 = arith.constant 16 : i32
    %eighth = arith.constant 0.125 : f32
    %off = arith.constant 4096.0 : f32
    %h = func.call @hash(%i, %seed) : (index, i32) -> i32
    %k = arith.shrui %h, %c16 : i32
    %f = arith.uitofp %k : i32 to f32
    %g = arith.mulf %f, %eighth : f32
    %v = arith.subf %g, %off : f32
    return %v : f32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c192 = arith.constant 192 : index
    %grid = arith.constant 5462 : index     // ceil(1048576 / 192)
    %n = arith.constant 1048576 : index
    %padded = arith.constant 1048704 : index // 5462 * 192
    %last = arith.constant 1048575 : index
    %seedA = arith.constant 268435456 : i32   // 0x10000000
    %seedB = arith.constant 536870912 : i32   // 0x20000000
    %sentinel = arith.constant -7.0 : f32
    %eight = arith.constant 8.0 : f32
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64

    // Host inputs (padding included, so an unguarded kernel would read
    // defined values and write them into the output padding).
    %ha = memref.alloc() : memref<1048704xf32>
    %hb = memref.alloc() : memref<1048704xf32>
    %hc = memref.alloc() : memref<1048704xf32>
    scf.for %i = %c0 to %padded step %c1 {
      %va = func.call @input_value(%i, %seedA) : (index, i32) -> f32
      %vb = func.call @input_value(%i, %seedB) : (index, i32) -> f32
      memref.store %va, %ha[%i] : memref<1048704xf32>
      memref.store %vb, %hb[%i] : memref<1048704xf32>
    }

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<1048704xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<1048704xf32>
    %dc, %t3 = gpu.alloc async [%t2] () : memref<1048704xf32>
    %t4 = gpu.memcpy async [%t3] %da, %ha : memref<1048704xf32>, memref<1048704xf32>
    %t5 = gpu.memcpy async [%t4] %db, %hb : memref<1048704xf32>, memref<1048704xf32>
    %t6 = gpu.memset async [%t5] %dc, %sentinel : memref<1048704xf32>, f32
    %t7 = gpu.launch_func async [%t6] @kernels::@vadd
        blocks in (%grid, %c1, %c1) threads in (%c192, %c1, %c1)
        args(%da : memref<1048704xf32>, %db : memref<1048704xf32>,
             %dc : memref<1048704xf32>, %n : index)
    %t8 = gpu.memcpy async [%t7] %hc, %dc : memref<1048704xf32>, memref<1048704xf32>
    %t9 = gpu.dealloc async [%t8] %da : memref<1048704xf32>
    %t10 = gpu.dealloc async [%t9] %db : memref<1048704xf32>
    %t11 = gpu.dealloc async [%t10] %dc : memref<1048704xf32>
    gpu.wait [%t11]

    // Host check: exact comparison (sums of multiples of 1/8 are exact).
    %mismatches, %checksum = scf.for %i = %c0 to %n step %c1
        iter_args(%mm = %zero, %cs = %zero) -> (i64, i64) {
      %x = memref.load %ha[%i] : memref<1048704xf32>
      %y = memref.load %hb[%i] : memref<1048704xf32>
      %want = arith.addf %x, %y : f32
      %got = memref.load %hc[%i] : memref<1048704xf32>
      %ne = arith.cmpf une, %got, %want : f32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %scaled = arith.mulf %got, %eight : f32
      %si = arith.fptosi %scaled : f32 to i64
      %cs2 = arith.addi %cs, %si : i64
      scf.yield %mm2, %cs2 : i64, i64
    }
    %clobbered = scf.for %i = %n to %padded step %c1
        iter_args(%cl = %zero) -> (i64) {
      %got = memref.load %hc[%i] : memref<1048704xf32>
      %ne = arith.cmpf une, %got, %sentinel : f32
      %inc = arith.extui %ne : i1 to i64
      %cl2 = arith.addi %cl, %inc : i64
      scf.yield %cl2 : i64
    }

    vector.print str "vector-add: mismatches = "
    vector.print %mismatches : i64
    vector.print str "vector-add: clobbered = "
    vector.print %clobbered : i64
    vector.print str "vector-add: checksum = "
    vector.print %checksum : i64
    %first = memref.load %hc[%c0] : memref<1048704xf32>
    vector.print str "vector-add: c[0] = "
    vector.print %first : f32
    %lastv = memref.load %hc[%last] : memref<1048704xf32>
    vector.print str "vector-add: c[1048575] = "
    vector.print %lastv : f32

    memref.dealloc %ha : memref<1048704xf32>
    memref.dealloc %hb : memref<1048704xf32>
    memref.dealloc %hc : memref<1048704xf32>
    return
  }
}
