// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: a launch can ask for more than 48 KiB of dynamic shared
// memory. Each of 64 blocks (1024 threads) stages its 24576-element slice
// (96 KiB) into `gpu.dynamic_shared_memory`, passes `gpu.barrier`, and
// writes the slice back reversed: out[b*24576 + j] = in[b*24576 + 24575 - j].
// The launch passes dynamic_shared_memory_size = 98304.
//
// Why it would fail: CUDA rejects a launch with more than 48 KiB of dynamic
// shared memory unless the runtime first raises
// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES on the function; the
// launch would then fail (CUDA_ERROR_INVALID_VALUE) and nothing below would
// print. Each element is read by a thread other than the one that staged it,
// so a shared buffer that is too small, not shared, or read before the
// barrier gives mismatches. Inputs are pseudo-random (never zeros); the
// checksum was computed independently with numpy.

// CHECK: dynamic-shared-memory: mismatches = 0
// CHECK-NEXT: dynamic-shared-memory: checksum = 6597269992576
// CHECK-NEXT: dynamic-shared-memory: out[0] = 1199208
// CHECK-NEXT: dynamic-shared-memory: out[1572863] = 1232837

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reverse_slices(%in: memref<1572864xf32>, %out: memref<1572864xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c24 = arith.constant 24 : index
      %tile = arith.constant 24576 : index
      %tile_m1 = arith.constant 24575 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %tile : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>>
          to memref<24576xf32, #gpu.address_space<workgroup>>
      // 24 rounds of 1024 coalesced loads fill the 24576-element tile.
      scf.for %k = %c0 to %c24 step %c1 {
        %koff = arith.muli %k, %bdim : index
        %j = arith.addi %koff, %tid : index
        %g = arith.addi %base, %j : index
        %v = memref.load %in[%g] : memref<1572864xf32>
        memref.store %v, %stage[%j] : memref<24576xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.for %k = %c0 to %c24 step %c1 {
        %koff = arith.muli %k, %bdim : index
        %j = arith.addi %koff, %tid : index
        %r = arith.subi %tile_m1, %j : index
        %v = memref.load %stage[%r] : memref<24576xf32, #gpu.address_space<workgroup>>
        %g = arith.addi %base, %j : index
        memref.store %v, %out[%g] : memref<1572864xf32>
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

  // Pseudo-random integer in [0, 2^21) as f32 (exact): v = hash(i, seed) >> 11.
  func.func @input_value(%i: index, %seed: i32) -> f32 {
    %c11 = arith.constant 11 : i32
    %h = func.call @hash(%i, %seed) : (index, i32) -> i32
    %v = arith.shrui %h, %c11 : i32
    %f = arith.uitofp %v : i32 to f32
    return %f : f32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %nblocks = arith.constant 64 : index
    %tile = arith.constant 24576 : index
    %tile_m1 = arith.constant 24575 : index
    %n = arith.constant 1572864 : index
    %last = arith.constant 1572863 : index
    %smem = arith.constant 98304 : i32      // 96 KiB > the 48 KiB default
    %zero = arith.constant 0 : i64

    %seed = arith.constant 1073741824 : i32  // 0x40000000
    %hin = memref.alloc() : memref<1572864xf32>
    %hout = memref.alloc() : memref<1572864xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = func.call @input_value(%i, %seed) : (index, i32) -> f32
      memref.store %v, %hin[%i] : memref<1572864xf32>
    }

    %t0 = gpu.wait async
    %din, %t1 = gpu.alloc async [%t0] () : memref<1572864xf32>
    %dout, %t2 = gpu.alloc async [%t1] () : memref<1572864xf32>
    %t3 = gpu.memcpy async [%t2] %din, %hin : memref<1572864xf32>, memref<1572864xf32>
    %t4 = gpu.launch_func async [%t3] @kernels::@reverse_slices
        blocks in (%nblocks, %c1, %c1) threads in (%c1024, %c1, %c1)
        dynamic_shared_memory_size %smem
        args(%din : memref<1572864xf32>, %dout : memref<1572864xf32>)
    %t5 = gpu.memcpy async [%t4] %hout, %dout : memref<1572864xf32>, memref<1572864xf32>
    %t6 = gpu.dealloc async [%t5] %din : memref<1572864xf32>
    %t7 = gpu.dealloc async [%t6] %dout : memref<1572864xf32>
    gpu.wait [%t7]

    %mismatches, %checksum = scf.for %i = %c0 to %n step %c1
        iter_args(%mm = %zero, %cs = %zero) -> (i64, i64) {
      %b = arith.divui %i, %tile : index
      %j = arith.remui %i, %tile : index
      %bbase = arith.muli %b, %tile : index
      %rj = arith.subi %tile_m1, %j : index
      %src = arith.addi %bbase, %rj : index
      %want = memref.load %hin[%src] : memref<1572864xf32>
      %got = memref.load %hout[%i] : memref<1572864xf32>
      %ne = arith.cmpf une, %got, %want : f32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      // Position-weighted checksum: sum of (i mod 7 + 1) * out[i].
      %c7 = arith.constant 7 : index
      %w = arith.remui %i, %c7 : index
      %w1 = arith.addi %w, %c1 : index
      %wi = arith.index_cast %w1 : index to i64
      %gi = arith.fptosi %got : f32 to i64
      %prod = arith.muli %wi, %gi : i64
      %cs2 = arith.addi %cs, %prod : i64
      scf.yield %mm2, %cs2 : i64, i64
    }

    vector.print str "dynamic-shared-memory: mismatches = "
    vector.print %mismatches : i64
    vector.print str "dynamic-shared-memory: checksum = "
    vector.print %checksum : i64
    %o0 = memref.load %hout[%c0] : memref<1572864xf32>
    %o0i = arith.fptosi %o0 : f32 to i64
    vector.print str "dynamic-shared-memory: out[0] = "
    vector.print %o0i : i64
    %ol = memref.load %hout[%last] : memref<1572864xf32>
    %oli = arith.fptosi %ol : f32 to i64
    vector.print str "dynamic-shared-memory: out[1572863] = "
    vector.print %oli : i64

    memref.dealloc %hin : memref<1572864xf32>
    memref.dealloc %hout : memref<1572864xf32>
    return
  }
}
