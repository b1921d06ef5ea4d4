// REQUIRES: cuda-gpu
// Stencil fusion on the GPU, checked against the host: two 5-point sweeps
// (a -> t1 -> t2, temporaries) and an edge kernel that writes only
// 1 <= x < 250-1 of out (whose other points keep what the host put there), on a
// 200 x 250 array that 32 x 8 blocks do not tile exactly. The host recomputes
// every point and counts mismatches; unfused, hand-grouped and fused, and
// planned and fused programs must all pass.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Planned and fused: @main_unplanned runs @step_unplanned, which kfusion-plan-stencil groups.
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion 2>/dev/null | kfusion-runner -e main_unplanned --entry-point-result=void | FileCheck %s
// Five rows of points per thread (the grid's 25 blocks in y; the default
// takes 4 or 2 and falls back to 1 here): runs of rows and the bank layout.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=5 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// The input of the first sweep staged in shared memory too (its copy: several
// elements per thread at a time, loads before stores).
// RUN: kfusion-opt %s --kfusion-stencil-fusion=stage-single-readers=always 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Those copies asynchronous (stage-async: cp.async, then commit and wait before
// the barrier), with 64-bit and with 32-bit index arithmetic.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=stage-single-readers=always --kfusion-to-cubin=stage-async=true 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion=stage-single-readers=always --kfusion-to-cubin="stage-async=true bare-ptr=true index-bitwidth=32" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Register tiles (register-tiles=always): each of 8x8 threads computes 4
// columns x 5 rows of every member, the temporaries in registers, the halos
// recomputed (the edge blocks' partial tiles too); with the input staged by
// cp.async (read by scalar loads), and with 32-bit indices.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=5 --kfusion-to-cubin=register-tiles=always 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=5 stage-single-readers=always" --kfusion-to-cubin="register-tiles=always bare-ptr=true index-bitwidth=32" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Their interior blocks' rows stored as 16-byte vectors (vector-stores:
// always with the TMA's window, by default with the threads' cp.async copies).
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=5 stage-single-readers=always" --kfusion-to-cubin="register-tiles=always vector-stores=always" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=5 stage-single-readers=always" --kfusion-to-cubin="register-tiles=always stage-tma=never" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Halos through distributed shared memory (halo-exchange): clusters of 2,
// 4 and 8 blocks along x (the grid's 8 blocks; 25 in y divide into none),
// each block computing its own columns of the sweeps and copying the
// neighbours' (mapa + ld.shared::cluster between cluster barriers), hand
// grouped and planned; with 64-bit indices too.
// RUN: kfusion-opt %s --kfusion-stencil-fusion="halo-exchange=always cluster-size=2" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stencil-fusion="halo-exchange=always cluster-size=8" --kfusion-to-cubin=index-bitwidth=64 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" 2>/dev/null | kfusion-runner -e main_unplanned --entry-point-result=void | FileCheck %s
// The same on the interpreter (also run where there is no GPU: ../Sim/stencil-fusion-gpu.mlir).

// CHECK: stencil-gpu: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sweep(%src: memref<200x250xf32> {llvm.noalias}, %dst: memref<200x250xf32> {llvm.noalias}) kernel {
      %c1 = arith.constant 1 : index
      %cny = arith.constant 200 : index
      %cnx = arith.constant 250 : index
      %cny1 = arith.constant 199 : index
      %cnx1 = arith.constant 249 : index
      %f = arith.constant 0.2 : f32
      %bx = gpu.block_id x
      %bdx = gpu.block_dim x
      %tx = gpu.thread_id x
      %base = arith.muli %bx, %bdx : index
      %x = arith.addi %base, %tx : index
      %y = gpu.global_id y
      %iny = arith.cmpi slt, %y, %cny : index
      %inx = arith.cmpi slt, %x, %cnx : index
      %in = arith.andi %iny, %inx : i1
      scf.if %in {
        %y0 = arith.cmpi sge, %y, %c1 : index
        %y1 = arith.cmpi slt, %y, %cny1 : index
        %x0 = arith.cmpi sge, %x, %c1 : index
        %x1 = arith.cmpi slt, %x, %cnx1 : index
        %a0 = arith.andi %y0, %y1 : i1
        %a1 = arith.andi %x0, %x1 : i1
        %interior = arith.andi %a0, %a1 : i1
        scf.if %interior {
          %ym = arith.subi %y, %c1 : index
          %yp = arith.addi %y, %c1 : index
          %xm = arith.subi %x, %c1 : index
          %xp = arith.addi %x, %c1 : index
          %v0 = memref.load %src[%y, %x] : memref<200x250xf32>
          %v1 = memref.load %src[%ym, %x] : memref<200x250xf32>
          %v2 = memref.load %src[%yp, %x] : memref<200x250xf32>
          %v3 = memref.load %src[%y, %xm] : memref<200x250xf32>
          %v4 = memref.load %src[%y, %xp] : memref<200x250xf32>
          %s1 = arith.addf %v0, %v1 : f32
          %s2 = arith.addf %s1, %v2 : f32
          %s3 = arith.addf %s2, %v3 : f32
          %s4 = arith.addf %s3, %v4 : f32
          %r = arith.mulf %f, %s4 : f32
          memref.store %r, %dst[%y, %x] : memref<200x250xf32>
        } else {
          %v = memref.load %src[%y, %x] : memref<200x250xf32>
          memref.store %v, %dst[%y, %x] : memref<200x250xf32>
        }
      }
      gpu.return
    }
    gpu.func @edge(%src: memref<200x250xf32> {llvm.noalias}, %dst: memref<200x250xf32> {llvm.noalias}) kernel {
      %c1 = arith.constant 1 : index
      %cny = arith.constant 200 : index
      %cnx1 = arith.constant 249 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cnx1 : index
      %iny = arith.cmpi slt, %y, %cny : index
      %a = arith.andi %x0, %x1 : i1
      %in = arith.andi %a, %iny : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %w = memref.load %src[%y, %xm] : memref<200x250xf32>
        %e = memref.load %src[%y, %xp] : memref<200x250xf32>
        %d = arith.subf %w, %e : f32
        memref.store %d, %dst[%y, %x] : memref<200x250xf32>
      }
      gpu.return
    }
  }

  // The host's sweep and edge, point by point in the same order of operations.
  func.func @host_sweep(%src: memref<200x250xf32>, %dst: memref<200x250xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cny = arith.constant 200 : index
    %cnx = arith.constant 250 : index
    %cny1 = arith.constant 199 : index
    %cnx1 = arith.constant 249 : index
    %f = arith.constant 0.2 : f32
    scf.for %y = %c0 to %cny step %c1 {
      scf.for %x = %c0 to %cnx step %c1 {
        %y0 = arith.cmpi sge, %y, %c1 : index
        %y1 = arith.cmpi slt, %y, %cny1 : index
        %x0 = arith.cmpi sge, %x, %c1 : index
        %x1 = arith.cmpi slt, %x, %cnx1 : index
        %a0 = arith.andi %y0, %y1 : i1
        %a1 = arith.andi %x0, %x1 : i1
        %interior = arith.andi %a0, %a1 : i1
        scf.if %interior {
          %ym = arith.subi %y, %c1 : index
          %yp = arith.addi %y, %c1 : index
          %xm = arith.subi %x, %c1 : index
          %xp = arith.addi %x, %c1 : index
          %v0 = memref.load %src[%y, %x] : memref<200x250xf32>
          %v1 = memref.load %src[%ym, %x] : memref<200x250xf32>
          %v2 = memref.load %src[%yp, %x] : memref<200x250xf32>
          %v3 = memref.load %src[%y, %xm] : memref<200x250xf32>
          %v4 = memref.load %src[%y, %xp] : memref<200x250xf32>
          %s1 = arith.addf %v0, %v1 : f32
          %s2 = arith.addf %s1, %v2 : f32
          %s3 = arith.addf %s2, %v3 : f32
          %s4 = arith.addf %s3, %v4 : f32
          %r = arith.mulf %f, %s4 : f32
          memref.store %r, %dst[%y, %x] : memref<200x250xf32>
        } else {
          %v = memref.load %src[%y, %x] : memref<200x250xf32>
          memref.store %v, %dst[%y, %x] : memref<200x250xf32>
        }
      }
    }
    return
  }
  func.func @host_edge(%src: memref<200x250xf32>, %dst: memref<200x250xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cny = arith.constant 200 : index
    %cnx1 = arith.constant 249 : index
    scf.for %y = %c0 to %cny step %c1 {
      scf.for %x = %c1 to %cnx1 step %c1 {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %w = memref.load %src[%y, %xm] : memref<200x250xf32>
        %e = memref.load %src[%y, %xp] : memref<200x250xf32>
        %d = arith.subf %w, %e : f32
        memref.store %d, %dst[%y, %x] : memref<200x250xf32>
      }
    }
    return
  }

  func.func private @printI64(i64)
  func.func private @printNewline()

  // The step: a -> t1 -> t2 (temporaries) -> out, one stencil group.
  func.func @step(%a: memref<200x250xf32> {llvm.noalias}, %out: memref<200x250xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c25 = arith.constant 25 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1, %k1 = gpu.alloc async [%t0] () : memref<200x250xf32>
    %t2, %k2 = gpu.alloc async [%k1] () : memref<200x250xf32>
    %k3 = gpu.launch_func async [%k2] @kernels::@sweep blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%a : memref<200x250xf32>, %t1 : memref<200x250xf32>) {kfusion.stencil_group = 0 : i64}
    %k4 = gpu.launch_func async [%k3] @kernels::@sweep blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<200x250xf32>, %t2 : memref<200x250xf32>) {kfusion.stencil_group = 0 : i64}
    %k5 = gpu.launch_func async [%k4] @kernels::@edge blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<200x250xf32>, %out : memref<200x250xf32>) {kfusion.stencil_group = 0 : i64}
    %k6 = gpu.dealloc async [%k5] %t1 : memref<200x250xf32>
    %k7 = gpu.dealloc async [%k6] %t2 : memref<200x250xf32>
    gpu.wait [%k7]
    return
  }

  // The same step with no groups: kfusion-plan-stencil chooses them.
  func.func @step_unplanned(%a: memref<200x250xf32> {llvm.noalias}, %out: memref<200x250xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c25 = arith.constant 25 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1, %k1 = gpu.alloc async [%t0] () : memref<200x250xf32>
    %t2, %k2 = gpu.alloc async [%k1] () : memref<200x250xf32>
    %k3 = gpu.launch_func async [%k2] @kernels::@sweep blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%a : memref<200x250xf32>, %t1 : memref<200x250xf32>)
    %k4 = gpu.launch_func async [%k3] @kernels::@sweep blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<200x250xf32>, %t2 : memref<200x250xf32>)
    %k5 = gpu.launch_func async [%k4] @kernels::@edge blocks in (%c8, %c25, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<200x250xf32>, %out : memref<200x250xf32>)
    %k6 = gpu.dealloc async [%k5] %t1 : memref<200x250xf32>
    %k7 = gpu.dealloc async [%k6] %t2 : memref<200x250xf32>
    gpu.wait [%k7]
    return
  }

  // @step (grouped by hand) checked against the host.
  func.func @main() {
    %false = arith.constant false
    func.call @check(%false) : (i1) -> ()
    return
  }
  // @step_unplanned checked against the host.
  func.func @main_unplanned() {
    %true = arith.constant true
    func.call @check(%true) : (i1) -> ()
    return
  }

  // Runs @step (or @step_unplanned) on the GPU and the host's sweeps and edge
  // on the host, and compares the two.
  func.func @check(%unplanned: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cny = arith.constant 200 : index
    %cnx = arith.constant 250 : index
    %zero = arith.constant 0 : i64
    %ha = memref.alloc() : memref<200x250xf32>
    %hout = memref.alloc() : memref<200x250xf32>
    %want = memref.alloc() : memref<200x250xf32>
    %h1 = memref.alloc() : memref<200x250xf32>
    %h2 = memref.alloc() : memref<200x250xf32>
    // Inputs: a hash of the index in [-1, 1); out starts as another one.
    scf.for %y = %c0 to %cny step %c1 {
      scf.for %x = %c0 to %cnx step %c1 {
        %yi = arith.index_cast %y : index to i32
        %xi = arith.index_cast %x : index to i32
        %m = arith.constant 1000003 : i32
        %k = arith.constant 12345 : i32
        %p = arith.muli %yi, %m : i32
        %q = arith.addi %p, %xi : i32
        %h0 = arith.muli %q, %k : i32
        %sh = arith.constant 11 : i32
        %h1v = arith.shrui %h0, %sh : i32
        %hx = arith.xori %h0, %h1v : i32
        %mask = arith.constant 2047 : i32
        %lo = arith.andi %hx, %mask : i32
        %lof = arith.sitofp %lo : i32 to f32
        %scale = arith.constant 0.0009765625 : f32
        %one = arith.constant 1.0 : f32
        %s = arith.mulf %lof, %scale : f32
        %v = arith.subf %s, %one : f32
        memref.store %v, %ha[%y, %x] : memref<200x250xf32>
        %w = arith.mulf %v, %v : f32
        memref.store %w, %hout[%y, %x] : memref<200x250xf32>
        memref.store %w, %want[%y, %x] : memref<200x250xf32>
      }
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<200x250xf32>
    %dout, %t2 = gpu.alloc async [%t1] () : memref<200x250xf32>
    %t3 = gpu.memcpy async [%t2] %da, %ha : memref<200x250xf32>, memref<200x250xf32>
    %t4 = gpu.memcpy async [%t3] %dout, %hout : memref<200x250xf32>, memref<200x250xf32>
    gpu.wait [%t4]
    scf.if %unplanned {
      func.call @step_unplanned(%da, %dout) : (memref<200x250xf32>, memref<200x250xf32>) -> ()
    } else {
      func.call @step(%da, %dout) : (memref<200x250xf32>, memref<200x250xf32>) -> ()
    }
    %t5 = gpu.wait async
    %t6 = gpu.memcpy async [%t5] %hout, %dout : memref<200x250xf32>, memref<200x250xf32>
    %t7 = gpu.dealloc async [%t6] %da : memref<200x250xf32>
    %t8 = gpu.dealloc async [%t7] %dout : memref<200x250xf32>
    gpu.wait [%t8]
    // The host's result.
    func.call @host_sweep(%ha, %h1) : (memref<200x250xf32>, memref<200x250xf32>) -> ()
    func.call @host_sweep(%h1, %h2) : (memref<200x250xf32>, memref<200x250xf32>) -> ()
    func.call @host_edge(%h2, %want) : (memref<200x250xf32>, memref<200x250xf32>) -> ()
    %bad = scf.for %y = %c0 to %cny step %c1 iter_args(%n0 = %zero) -> (i64) {
      %row = scf.for %x = %c0 to %cnx step %c1 iter_args(%n = %n0) -> (i64) {
        %g = memref.load %hout[%y, %x] : memref<200x250xf32>
        %w = memref.load %want[%y, %x] : memref<200x250xf32>
        %d = arith.subf %g, %w : f32
        %ad = math.absf %d : f32
        %aw = math.absf %w : f32
        %tol = arith.constant 1.0e-5 : f32
        %one = arith.constant 1.0 : f32
        %lim0 = arith.addf %aw, %one : f32
        %lim = arith.mulf %lim0, %tol : f32
        %off = arith.cmpf ugt, %ad, %lim : f32
        %inc = arith.extui %off : i1 to i64
        %n1 = arith.addi %n, %inc : i64
        scf.yield %n1 : i64
      }
      scf.yield %row : i64
    }
    %ok = arith.cmpi eq, %bad, %zero : i64
    scf.if %ok {
      vector.print str "stencil-gpu: PASS\n"
    } else {
      vector.print str "stencil-gpu: FAIL, mismatches: "
      func.call @printI64(%bad) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    return
  }
}
