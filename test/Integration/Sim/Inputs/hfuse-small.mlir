// examples/hfuse.mlir (the horizontal fusion example of `make demo`) with
// arrays small enough for the interpreter: 65536 elements for @scale and
// 16384 for @mix instead of 16 M and 4 M (both kernels walk their arrays with
// a grid-stride loop, so any size computes the same way). The program is
// otherwise the example's: @main checks every element against the host
// (`hfuse-demo: PASS`), prints a checksum and runs the timed loop.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<65536xi32>, %b: memref<65536xi32>) kernel {
      %start = gpu.global_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %step = arith.muli %bdim, %gdim : index
      %n = arith.constant 65536 : index
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      scf.for %i = %start to %n step %step {
        %v = memref.load %a[%i] : memref<65536xi32>
        %w = arith.muli %v, %three : i32
        %z = arith.addi %w, %one : i32
        memref.store %z, %b[%i] : memref<65536xi32>
      }
      gpu.return
    }
    gpu.func @mix(%c: memref<16384xi32>, %h: memref<16384xi32>) kernel {
      %start = gpu.global_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %step = arith.muli %bdim, %gdim : index
      %n = arith.constant 16384 : index
      scf.for %i = %start to %n step %step {
        %v = memref.load %c[%i] : memref<16384xi32>
        %r = func.call @rounds(%v) : (i32) -> i32
        memref.store %r, %h[%i] : memref<16384xi32>
      }
      gpu.return
    }
    func.func @rounds(%x0: i32) -> i32 {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %m = arith.constant 1664525 : i32
      %k = arith.constant 1013904223 : i32
      %s = arith.constant 13 : i32
      %x = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %x0) -> (i32) {
        %p = arith.muli %y, %m : i32
        %q = arith.addi %p, %k : i32
        %t = arith.shrui %q, %s : i32
        %u = arith.xori %q, %t : i32
        scf.yield %u : i32
      }
      return %x : i32
    }
  }

  // The host's own copy of @rounds, for the reference.
  func.func @host_rounds(%x0: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %m = arith.constant 1664525 : i32
    %k = arith.constant 1013904223 : i32
    %s = arith.constant 13 : i32
    %x = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %x0) -> (i32) {
      %p = arith.muli %y, %m : i32
      %q = arith.addi %p, %k : i32
      %t = arith.shrui %q, %s : i32
      %u = arith.xori %q, %t : i32
      scf.yield %u : i32
    }
    return %x : i32
  }

  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @kfusionBenchWarmup(i64) -> i64
  func.func private @kfusionBenchRepeat(i64) -> i64
  func.func private @kfusionBenchRecord(f64)
  func.func private @kfusionBenchReport()
  func.func private @kfusionTimingBegin()
  func.func private @kfusionTimingEnd() -> f64

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 65536 : index
    %m = arith.constant 16384 : index
    // One element per thread with the launches' own block sizes.
    %scale_blocks = arith.divui %n, %c256 : index
    %mix_blocks = arith.divui %m, %c128 : index
    %zero = arith.constant 0 : i64
    %ha = memref.alloc() : memref<65536xi32>
    %hb = memref.alloc() : memref<65536xi32>
    %hc = memref.alloc() : memref<16384xi32>
    %hh = memref.alloc() : memref<16384xi32>
    // Inputs: the index mixed two different ways for a and c.
    %seed = arith.constant 7 : i32
    %golden = arith.constant -1640531535 : i32
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %a = arith.xori %ii, %seed : i32
      memref.store %a, %ha[%i] : memref<65536xi32>
    }
    scf.for %i = %c0 to %m step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c = arith.muli %ii, %golden : i32
      memref.store %c, %hc[%i] : memref<16384xi32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<65536xi32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<65536xi32>
    %dc, %t3 = gpu.alloc async [%t2] () : memref<16384xi32>
    %dh, %t4 = gpu.alloc async [%t3] () : memref<16384xi32>
    %t5 = gpu.memcpy async [%t4] %da, %ha : memref<65536xi32>, memref<65536xi32>
    %t6 = gpu.memcpy async [%t5] %dc, %hc : memref<16384xi32>, memref<16384xi32>
    %t7 = gpu.launch_func async [%t6] @kernels::@scale blocks in (%scale_blocks, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%da : memref<65536xi32>, %db : memref<65536xi32>)
    %t8 = gpu.launch_func async [%t7] @kernels::@mix blocks in (%mix_blocks, %c1, %c1)
        threads in (%c128, %c1, %c1) args(%dc : memref<16384xi32>, %dh : memref<16384xi32>)
    %t9 = gpu.memcpy async [%t8] %hb, %db : memref<65536xi32>, memref<65536xi32>
    %t10 = gpu.memcpy async [%t9] %hh, %dh : memref<16384xi32>, memref<16384xi32>
    gpu.wait [%t10]

    // Host reference for every element; the checksum adds both outputs.
    %three = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    %bad_b, %sum_b = scf.for %i = %c0 to %n step %c1
        iter_args(%mm = %zero, %acc = %zero) -> (i64, i64) {
      %a = memref.load %ha[%i] : memref<65536xi32>
      %a3 = arith.muli %a, %three : i32
      %want = arith.addi %a3, %one : i32
      %got = memref.load %hb[%i] : memref<65536xi32>
      %bad = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %bad : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %g = arith.extui %got : i32 to i64
      %acc2 = arith.addi %acc, %g : i64
      scf.yield %mm2, %acc2 : i64, i64
    }
    %mismatches, %sum = scf.for %i = %c0 to %m step %c1
        iter_args(%mm = %bad_b, %acc = %sum_b) -> (i64, i64) {
      %c = memref.load %hc[%i] : memref<16384xi32>
      %want = func.call @host_rounds(%c) : (i32) -> i32
      %got = memref.load %hh[%i] : memref<16384xi32>
      %bad = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %bad : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %g = arith.extui %got : i32 to i64
      %acc2 = arith.addi %acc, %g : i64
      scf.yield %mm2, %acc2 : i64, i64
    }
    %ok = arith.cmpi eq, %mismatches, %zero : i64
    scf.if %ok {
      vector.print str "hfuse-demo: PASS\n"
    } else {
      vector.print str "hfuse-demo: FAIL, mismatches: "
      func.call @printI64(%mismatches) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    vector.print str "hfuse-demo: checksum = "
    func.call @printI64(%sum) : (i64) -> ()
    func.call @printNewline() : () -> ()

    // The launches alone, timed: warm-up rounds, then timed rounds.
    %five = arith.constant 5 : i64
    %fifty = arith.constant 50 : i64
    %warmup = func.call @kfusionBenchWarmup(%five) : (i64) -> i64
    %repeat = func.call @kfusionBenchRepeat(%fifty) : (i64) -> i64
    %rounds64 = arith.addi %warmup, %repeat : i64
    %rounds = arith.index_cast %rounds64 : i64 to index
    %warm = arith.index_cast %warmup : i64 to index
    scf.for %r = %c0 to %rounds step %c1 {
      func.call @kfusionTimingBegin() : () -> ()
      %s0 = gpu.wait async
      %s1 = gpu.launch_func async [%s0] @kernels::@scale blocks in (%scale_blocks, %c1, %c1)
          threads in (%c256, %c1, %c1) args(%da : memref<65536xi32>, %db : memref<65536xi32>)
      %s2 = gpu.launch_func async [%s1] @kernels::@mix blocks in (%mix_blocks, %c1, %c1)
          threads in (%c128, %c1, %c1) args(%dc : memref<16384xi32>, %dh : memref<16384xi32>)
      gpu.wait [%s2]
      %ms = func.call @kfusionTimingEnd() : () -> f64
      %timed = arith.cmpi uge, %r, %warm : index
      scf.if %timed {
        func.call @kfusionBenchRecord(%ms) : (f64) -> ()
      }
    }
    func.call @kfusionBenchReport() : () -> ()

    %e0 = gpu.wait async
    %e1 = gpu.dealloc async [%e0] %da : memref<65536xi32>
    %e2 = gpu.dealloc async [%e1] %db : memref<65536xi32>
    %e3 = gpu.dealloc async [%e2] %dc : memref<16384xi32>
    %e4 = gpu.dealloc async [%e3] %dh : memref<16384xi32>
    gpu.wait [%e4]
    memref.dealloc %ha : memref<65536xi32>
    memref.dealloc %hb : memref<65536xi32>
    memref.dealloc %hc : memref<16384xi32>
    memref.dealloc %hh : memref<16384xi32>
    return
  }
}
