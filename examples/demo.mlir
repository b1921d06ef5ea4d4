// KFusion demo (`make demo`): a two-kernel pipeline in standard MLIR GPU form.
//
//   @saxpy:     y[i] = a * x[i] + b[i]               (1<<22 elements, a = 3)
//   @block_sum: sums[blk] = sum of y over the block (warp shuffles, per-warp
//               partials in workgroup memory, barrier, warp 0 finishes)
//
// The second kernel consumes the first one's output on the same stream: the
// pair is the textbook candidate for vertical fusion (y never needs to reach
// global memory). Inputs are pseudo-random integers (an integer hash of the
// index), so every value and every partial sum is exact in f32 and the host
// check can compare bit for bit. Prints `demo: PASS` or
// `demo: FAIL (<n> mismatches)`, then the grand total (-4650001 when
// correct; computed independently with numpy).
//
// Run: kfusion-runner examples/demo.mlir -e main --entry-point-result=void

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @saxpy(%a: f32, %x: memref<4194304xf32>, %b: memref<4194304xf32>,
                    %y: memref<4194304xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %xv = memref.load %x[%i] : memref<4194304xf32>
      %bv = memref.load %b[%i] : memref<4194304xf32>
      %ax = arith.mulf %a, %xv : f32
      %yv = arith.addf %ax, %bv : f32
      memref.store %yv, %y[%i] : memref<4194304xf32>
      gpu.return
    }

    gpu.func @block_sum(%y: memref<4194304xf32>, %sums: memref<16384xf32>)
        workgroup(%partials : memref<32xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %width = arith.constant 32 : i32
      %o16 = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %fzero = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %lane = arith.remui %tid, %c32 : index
      %warp = arith.divui %tid, %c32 : index
      %nwarps = arith.divui %bdim, %c32 : index
      %is_lane0 = arith.cmpi eq, %lane, %c0 : index

      %v0 = memref.load %y[%i] : memref<4194304xf32>
      %s16, %p16 = gpu.shuffle xor %v0, %o16, %width : f32
      %v1 = arith.addf %v0, %s16 : f32
      %s8, %p8 = gpu.shuffle xor %v1, %o8, %width : f32
      %v2 = arith.addf %v1, %s8 : f32
      %s4, %p4 = gpu.shuffle xor %v2, %o4, %width : f32
      %v3 = arith.addf %v2, %s4 : f32
      %s2, %p2 = gpu.shuffle xor %v3, %o2, %width : f32
      %v4 = arith.addf %v3, %s2 : f32
      %s1, %p1 = gpu.shuffle xor %v4, %o1, %width : f32
      %warp_sum = arith.addf %v4, %s1 : f32
      scf.if %is_lane0 {
        memref.store %warp_sum, %partials[%warp] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier

      %is_warp0 = arith.cmpi eq, %warp, %c0 : index
      scf.if %is_warp0 {
        %has = arith.cmpi ult, %lane, %nwarps : index
        %u0 = scf.if %has -> (f32) {
          %p = memref.load %partials[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
          scf.yield %p : f32
        } else {
          scf.yield %fzero : f32
        }
        %t16, %q16 = gpu.shuffle xor %u0, %o16, %width : f32
        %u1 = arith.addf %u0, %t16 : f32
        %t8, %q8 = gpu.shuffle xor %u1, %o8, %width : f32
        %u2 = arith.addf %u1, %t8 : f32
        %t4, %q4 = gpu.shuffle xor %u2, %o4, %width : f32
        %u3 = arith.addf %u2, %t4 : f32
        %t2, %q2 = gpu.shuffle xor %u3, %o2, %width : f32
        %u4 = arith.addf %u3, %t2 : f32
        %t1, %q1 = gpu.shuffle xor %u4, %o1, %width : f32
        %block_total = arith.addf %u4, %t1 : f32
        scf.if %is_lane0 {
          memref.store %block_total, %sums[%bid] : memref<16384xf32>
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

  // Pseudo-random integer in [-512, 511] as f32: v = (hash(i, seed) >> 22) - 512.
  // Integers keep a * x + b exact with or without FMA contraction.
  func.func @input_value(%i: index, %seed: i32) -> f32 {
    %c22 = arith.constant 22 : i32
    %c512 = arith.constant 512 : i32
    %h = func.call @hash(%i, %seed) : (index, i32) -> i32
    %k = arith.shrui %h, %c22 : i32
    %v = arith.subi %k, %c512 : i32
    %f = arith.sitofp %v : i32 to f32
    return %f : f32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %nblocks = arith.constant 16384 : index
    %n = arith.constant 4194304 : index
    %a = arith.constant 3.0 : f32
    %seedx = arith.constant 1342177280 : i32  // 0x50000000
    %seedb = arith.constant 1610612736 : i32  // 0x60000000
    %zero = arith.constant 0 : i64
    %fzero = arith.constant 0.0 : f32

    %hx = memref.alloc() : memref<4194304xf32>
    %hb = memref.alloc() : memref<4194304xf32>
    %hy = memref.alloc() : memref<4194304xf32>
    %hsums = memref.alloc() : memref<16384xf32>
    scf.for %i = %c0 to %n step %c1 {
      %xv = func.call @input_value(%i, %seedx) : (index, i32) -> f32
      %bv = func.call @input_value(%i, %seedb) : (index, i32) -> f32
      memref.store %xv, %hx[%i] : memref<4194304xf32>
      memref.store %bv, %hb[%i] : memref<4194304xf32>
    }

    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<4194304xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<4194304xf32>
    %dy, %t3 = gpu.alloc async [%t2] () : memref<4194304xf32>
    %dsums, %t4 = gpu.alloc async [%t3] () : memref<16384xf32>
    %t5 = gpu.memcpy async [%t4] %dx, %hx : memref<4194304xf32>, memref<4194304xf32>
    %t6 = gpu.memcpy async [%t5] %db, %hb : memref<4194304xf32>, memref<4194304xf32>
    %t7 = gpu.launch_func async [%t6] @kernels::@saxpy
        blocks in (%nblocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : f32, %dx : memref<4194304xf32>, %db : memref<4194304xf32>,
             %dy : memref<4194304xf32>)
    %t8 = gpu.launch_func async [%t7] @kernels::@block_sum
        blocks in (%nblocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dy : memref<4194304xf32>, %dsums : memref<16384xf32>)
    %t9 = gpu.memcpy async [%t8] %hy, %dy : memref<4194304xf32>, memref<4194304xf32>
    %t10 = gpu.memcpy async [%t9] %hsums, %dsums : memref<16384xf32>, memref<16384xf32>
    %t11 = gpu.dealloc async [%t10] %dx : memref<4194304xf32>
    %t12 = gpu.dealloc async [%t11] %db : memref<4194304xf32>
    %t13 = gpu.dealloc async [%t12] %dy : memref<4194304xf32>
    %t14 = gpu.dealloc async [%t13] %dsums : memref<16384xf32>
    gpu.wait [%t14]

    // Host reference: every y element and every block sum, compared exactly.
    %mismatches, %total = scf.for %blk = %c0 to %nblocks step %c1
        iter_args(%mm = %zero, %tot = %zero) -> (i64, i64) {
      %start = arith.muli %blk, %c256 : index
      %end = arith.addi %start, %c256 : index
      %mm_y, %want = scf.for %i = %start to %end step %c1
          iter_args(%m = %mm, %acc = %fzero) -> (i64, f32) {
        %xv = memref.load %hx[%i] : memref<4194304xf32>
        %bv = memref.load %hb[%i] : memref<4194304xf32>
        %ax = arith.mulf %a, %xv : f32
        %yv = arith.addf %ax, %bv : f32
        %got_y = memref.load %hy[%i] : memref<4194304xf32>
        %ne = arith.cmpf une, %got_y, %yv : f32
        %inc = arith.extui %ne : i1 to i64
        %m2 = arith.addi %m, %inc : i64
        %acc2 = arith.addf %acc, %yv : f32
        scf.yield %m2, %acc2 : i64, f32
      }
      %got = memref.load %hsums[%blk] : memref<16384xf32>
      %ne = arith.cmpf une, %got, %want : f32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm_y, %inc : i64
      %gi = arith.fptosi %got : f32 to i64
      %tot2 = arith.addi %tot, %gi : i64
      scf.yield %mm2, %tot2 : i64, i64
    }

    %ok = arith.cmpi eq, %mismatches, %zero : i64
    scf.if %ok {
      vector.print str "demo: PASS\n"
    } else {
      vector.print str "demo: FAIL ("
      vector.print %mismatches : i64 punctuation <no_punctuation>
      vector.print str " mismatches)\n"
    }
    vector.print str "demo: total = "
    vector.print %total : i64

    memref.dealloc %hx : memref<4194304xf32>
    memref.dealloc %hb : memref<4194304xf32>
    memref.dealloc %hy : memref<4194304xf32>
    memref.dealloc %hsums : memref<16384xf32>
    return
  }
}
