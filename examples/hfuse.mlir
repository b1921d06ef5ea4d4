// KFusion demo, part 2 (`make demo`): horizontal fusion of a memory-bound and a
// compute-bound kernel, as HFuse pairs them.
//
//   @scale: b[i] = 3 * a[i] + 1                  (memory-bound: one load, one store)
//   @mix:   h[i] = 64 rounds of x = x * 1664525 + 1013904223; x ^= x >> 13
//           starting from x = c[i]               (compute-bound)
//
// The two launches are independent. `kfusion-plan-horizontal` classifies them
// from their IR and marks them as one group; `kfusion-horizontal-fusion` makes
// one kernel whose first 256 threads of each block run @scale and the next
// 128 run @mix. The host recomputes every element and prints
// `hfuse-demo: PASS` (or the number of mismatches) and a checksum, the same
// for the unfused and the fused program.
//
// Run: kfusion-opt examples/hfuse.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion \
//        | kfusion-runner -e main --entry-point-result=void

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<65536xi32>, %b: memref<65536xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<65536xi32>
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %w = arith.muli %v, %three : i32
      %z = arith.addi %w, %one : i32
      memref.store %z, %b[%i] : memref<65536xi32>
      gpu.return
    }
    gpu.func @mix(%c: memref<65536xi32>, %h: memref<65536xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %c[%i] : memref<65536xi32>
      %r = func.call @rounds(%v) : (i32) -> i32
      memref.store %r, %h[%i] : memref<65536xi32>
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

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %n = arith.constant 65536 : index
    %zero = arith.constant 0 : i64
    %ha = memref.alloc() : memref<65536xi32>
    %hb = memref.alloc() : memref<65536xi32>
    %hc = memref.alloc() : memref<65536xi32>
    %hh = memref.alloc() : memref<65536xi32>
    // Inputs: the index hashed (two different streams for a and c).
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %seed = arith.constant 7 : i32
      %a = arith.xori %ii, %seed : i32
      %c = func.call @host_rounds(%ii) : (i32) -> i32
      memref.store %a, %ha[%i] : memref<65536xi32>
      memref.store %c, %hc[%i] : memref<65536xi32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<65536xi32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<65536xi32>
    %dc, %t3 = gpu.alloc async [%t2] () : memref<65536xi32>
    %dh, %t4 = gpu.alloc async [%t3] () : memref<65536xi32>
    %t5 = gpu.memcpy async [%t4] %da, %ha : memref<65536xi32>, memref<65536xi32>
    %t6 = gpu.memcpy async [%t5] %dc, %hc : memref<65536xi32>, memref<65536xi32>
    %t7 = gpu.launch_func async [%t6] @kernels::@scale blocks in (%c256, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%da : memref<65536xi32>, %db : memref<65536xi32>)
    %t8 = gpu.launch_func async [%t7] @kernels::@mix blocks in (%c512, %c1, %c1)
        threads in (%c128, %c1, %c1) args(%dc : memref<65536xi32>, %dh : memref<65536xi32>)
    %t9 = gpu.memcpy async [%t8] %hb, %db : memref<65536xi32>, memref<65536xi32>
    %t10 = gpu.memcpy async [%t9] %hh, %dh : memref<65536xi32>, memref<65536xi32>
    %t11 = gpu.dealloc async [%t10] %da : memref<65536xi32>
    %t12 = gpu.dealloc async [%t11] %db : memref<65536xi32>
    %t13 = gpu.dealloc async [%t12] %dc : memref<65536xi32>
    %t14 = gpu.dealloc async [%t13] %dh : memref<65536xi32>
    gpu.wait [%t14]

    // Host reference for every element; the checksum adds both outputs.
    %mismatches, %sum = scf.for %i = %c0 to %n step %c1
        iter_args(%mm = %zero, %acc = %zero) -> (i64, i64) {
      %a = memref.load %ha[%i] : memref<65536xi32>
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %a3 = arith.muli %a, %three : i32
      %want_b = arith.addi %a3, %one : i32
      %c = memref.load %hc[%i] : memref<65536xi32>
      %want_h = func.call @host_rounds(%c) : (i32) -> i32
      %got_b = memref.load %hb[%i] : memref<65536xi32>
      %got_h = memref.load %hh[%i] : memref<65536xi32>
      %bad_b = arith.cmpi ne, %got_b, %want_b : i32
      %bad_h = arith.cmpi ne, %got_h, %want_h : i32
      %bad = arith.ori %bad_b, %bad_h : i1
      %inc = arith.extui %bad : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %gb = arith.extui %got_b : i32 to i64
      %gh = arith.extui %got_h : i32 to i64
      %s1 = arith.addi %acc, %gb : i64
      %s2 = arith.addi %s1, %gh : i64
      scf.yield %mm2, %s2 : i64, i64
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
    return
  }
}
