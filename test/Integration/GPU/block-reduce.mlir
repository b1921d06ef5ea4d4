// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: warp shuffles, static workgroup memory and block barriers
// lower and run correctly. Each of 4096 blocks of 512 threads (16 warps)
// sums its 512 inputs: a butterfly of `gpu.shuffle xor` (offsets 16..1)
// inside each warp, one partial per warp in a `workgroup` attribution
// (memref<32xf32, 3>), `gpu.barrier`, then warp 0 reduces the 16 partials
// with shuffles again and lane 0 writes the block sum.
//
// Why it would fail: inputs are pseudo-random integers in [-1000, 999]
// stored as f32 (never zeros), so every partial sum is an exact integer
// and order does not matter; each block sum is compared exactly with a
// host-side sum. A wrong shuffle mode or offset, a lost barrier (warp 0
// reading partials not yet written), workgroup memory not shared by the
// block, or a wrong block index all change block sums. The total (sum of
// all block sums) and two block sums were computed independently with
// numpy emulating the same hash.

// CHECK: block-reduce: mismatches = 0
// CHECK-NEXT: block-reduce: total = -679434
// CHECK-NEXT: block-reduce: sum[0] = 1124
// CHECK-NEXT: block-reduce: sum[4095] = -490

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%in: memref<2097152xf32>, %out: memref<4096xf32>)
        workgroup(%partials : memref<32xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %w = arith.constant 32 : i32
      %o16 = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %zero = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %lane = arith.remui %tid, %c32 : index
      %warp = arith.divui %tid, %c32 : index
      %nwarps = arith.divui %bdim, %c32 : index
      %lane0 = arith.cmpi eq, %lane, %c0 : index

      // Warp-level butterfly: afterwards every lane holds the warp sum.
      %v0 = memref.load %in[%i] : memref<2097152xf32>
      %s16, %p16 = gpu.shuffle xor %v0, %o16, %w : f32
      %v1 = arith.addf %v0, %s16 : f32
      %s8, %p8 = gpu.shuffle xor %v1, %o8, %w : f32
      %v2 = arith.addf %v1, %s8 : f32
      %s4, %p4 = gpu.shuffle xor %v2, %o4, %w : f32
      %v3 = arith.addf %v2, %s4 : f32
      %s2, %p2 = gpu.shuffle xor %v3, %o2, %w : f32
      %v4 = arith.addf %v3, %s2 : f32
      %s1, %p1 = gpu.shuffle xor %v4, %o1, %w : f32
      %v5 = arith.addf %v4, %s1 : f32
      scf.if %lane0 {
        memref.store %v5, %partials[%warp] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier

      // Warp 0 reduces the per-warp partials.
      %warp0 = arith.cmpi eq, %warp, %c0 : index
      scf.if %warp0 {
        %has = arith.cmpi ult, %lane, %nwarps : index
        %u0 = scf.if %has -> (f32) {
          %p = memref.load %partials[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
          scf.yield %p : f32
        } else {
          scf.yield %zero : f32
        }
        %t16, %q16 = gpu.shuffle xor %u0, %o16, %w : f32
        %u1 = arith.addf %u0, %t16 : f32
        %t8, %q8 = gpu.shuffle xor %u1, %o8, %w : f32
        %u2 = arith.addf %u1, %t8 : f32
        %t4, %q4 = gpu.shuffle xor %u2, %o4, %w : f32
        %u3 = arith.addf %u2, %t4 : f32
        %t2, %q2 = gpu.shuffle xor %u3, %o2, %w : f32
        %u4 = arith.addf %u3, %t2 : f32
        %t1, %q1 = gpu.shuffle xor %u4, %o1, %w : f32
        %u5 = arith.addf %u4, %t1 : f32
        scf.if %lane0 {
          memref.store %u5, %out[%bid] : memref<4096xf32>
        }
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

  // Pseudo-random integer in [-1000, 999] as f32:
  // v = (hash(i, seed) >> 8) mod 2000 - 1000.
  func.func @input_value(%i: index, %seed: i32) -> f32 {
    %c8 = arith.constant 8 : i32
    %c2000 = arith.constant 2000 : i32
    %c1000 = arith.constant 1000 : i32
    %h = func.call @hash(%i, %seed) : (index, i32) -> i32
    %s = arith.shrui %h, %c8 : i32
    %r = arith.remui %s, %c2000 : i32
    %v = arith.subi %r, %c1000 : i32
    %f = arith.sitofp %v : i32 to f32
    return %f : f32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %nblocks = arith.constant 4096 : index
    %n = arith.constant 2097152 : index
    %last = arith.constant 4095 : index
    %zero = arith.constant 0 : i64
    %fzero = arith.constant 0.0 : f32

    %seed = arith.constant 805306368 : i32   // 0x30000000
    %hin = memref.alloc() : memref<2097152xf32>
    %hout = memref.alloc() : memref<4096xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = func.call @input_value(%i, %seed) : (index, i32) -> f32
      memref.store %v, %hin[%i] : memref<2097152xf32>
    }

    %t0 = gpu.wait async
    %din, %t1 = gpu.alloc async [%t0] () : memref<2097152xf32>
    %dout, %t2 = gpu.alloc async [%t1] () : memref<4096xf32>
    %t3 = gpu.memcpy async [%t2] %din, %hin : memref<2097152xf32>, memref<2097152xf32>
    %t4 = gpu.launch_func async [%t3] @kernels::@block_sum
        blocks in (%nblocks, %c1, %c1) threads in (%c512, %c1, %c1)
        args(%din : memref<2097152xf32>, %dout : memref<4096xf32>)
    %t5 = gpu.memcpy async [%t4] %hout, %dout : memref<4096xf32>, memref<4096xf32>
    %t6 = gpu.dealloc async [%t5] %din : memref<2097152xf32>
    %t7 = gpu.dealloc async [%t6] %dout : memref<4096xf32>
    gpu.wait [%t7]

    // Host reference: sequential per-block sums (exact: integers < 2^24).
    %mismatches, %total = scf.for %b = %c0 to %nblocks step %c1
        iter_args(%mm = %zero, %tot = %zero) -> (i64, i64) {
      %start = arith.muli %b, %c512 : index
      %end = arith.addi %start, %c512 : index
      %want = scf.for %i = %start to %end step %c1
          iter_args(%acc = %fzero) -> (f32) {
        %v = memref.load %hin[%i] : memref<2097152xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      %got = memref.load %hout[%b] : memref<4096xf32>
      %ne = arith.cmpf une, %got, %want : f32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %gi = arith.fptosi %got : f32 to i64
      %tot2 = arith.addi %tot, %gi : i64
      scf.yield %mm2, %tot2 : i64, i64
    }

    vector.print str "block-reduce: mismatches = "
    vector.print %mismatches : i64
    vector.print str "block-reduce: total = "
    vector.print %total : i64
    %s0 = memref.load %hout[%c0] : memref<4096xf32>
    %s0i = arith.fptosi %s0 : f32 to i64
    vector.print str "block-reduce: sum[0] = "
    vector.print %s0i : i64
    %sl = memref.load %hout[%last] : memref<4096xf32>
    %sli = arith.fptosi %sl : f32 to i64
    vector.print str "block-reduce: sum[4095] = "
    vector.print %sli : i64

    memref.dealloc %hin : memref<2097152xf32>
    memref.dealloc %hout : memref<4096xf32>
    return
  }
}
