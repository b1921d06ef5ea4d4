// RUN: kfusion-runner %s -e main --entry-point-result=void --report-streams | FileCheck %s --check-prefixes=CHECK,UNFUSED
// The same program with the two forked launches fused horizontally (one
// stream an iteration) computes the same and leaves no stream behind either.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | kfusion-runner -e main --entry-point-result=void --report-streams | FileCheck %s --check-prefixes=CHECK,FUSED
// REQUIRES: cuda-gpu

// What it proves: a program that forks two streams and joins them (`gpu.wait
// async [%a, %b]`), run 200 times, destroys every stream it creates: 7
// around the loop (the setup chain and the 6 synchronous copies and frees,
// one stream each), 3 per iteration (two forks, one join), none live.
// Upstream's gpu-to-llvm destroys a stream only at a blocking `gpu.wait` on
// its token, so the two forked streams of each iteration were leaked
// (destroyed=207 live=400); kfusion-to-cubin's
// kfusion-release-streams destroys them after their last use. A fused
// 150-kernel stencil program slowed down from step to step this way
// (bench/results/2026-11-26-stencil-h100-generated-steps).
//
// Why it would fail: a leaked stream shows as live > 0; a stream destroyed
// too early (before the join's event was recorded on it, or twice) makes the
// driver call fail (the runtime exits with its error) or the sums wrong.
// x[i] = i + 200 (one per iteration), y[i] = 2 i + 400, z[i] = sum over the
// iterations of x[i] + y[i], read after both chains: 200 * 15 + 3 * 20100.

// CHECK: stream-release: x[5] = 205 y[5] = 410 z[5] = 63300
// UNFUSED-NEXT: kfusion-streams: created=607 destroyed=607 live=0
// FUSED-NEXT: kfusion-streams: created=207 destroyed=207 live=0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inc(%x: memref<256xi32>) kernel {
      %i = gpu.global_id x
      %one = arith.constant 1 : i32
      %v = memref.load %x[%i] : memref<256xi32>
      %w = arith.addi %v, %one : i32
      memref.store %w, %x[%i] : memref<256xi32>
      gpu.return
    }
    gpu.func @inc2(%y: memref<256xi32>) kernel {
      %i = gpu.global_id x
      %two = arith.constant 2 : i32
      %v = memref.load %y[%i] : memref<256xi32>
      %w = arith.addi %v, %two : i32
      memref.store %w, %y[%i] : memref<256xi32>
      gpu.return
    }
    gpu.func @accumulate(%x: memref<256xi32>, %y: memref<256xi32>, %z: memref<256xi32>) kernel {
      %i = gpu.global_id x
      %a = memref.load %x[%i] : memref<256xi32>
      %b = memref.load %y[%i] : memref<256xi32>
      %c = memref.load %z[%i] : memref<256xi32>
      %s = arith.addi %a, %b : i32
      %t = arith.addi %s, %c : i32
      memref.store %t, %z[%i] : memref<256xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %c200 = arith.constant 200 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0 : i32

    // x[i] = i, y[i] = 2 i, z = 0, on the device.
    %hx = memref.alloc() : memref<256xi32>
    %hy = memref.alloc() : memref<256xi32>
    %hz = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %c256 step %c1 {
      %v = arith.index_cast %i : index to i32
      %w = arith.addi %v, %v : i32
      memref.store %v, %hx[%i] : memref<256xi32>
      memref.store %w, %hy[%i] : memref<256xi32>
      memref.store %zero, %hz[%i] : memref<256xi32>
    }
    %t0 = gpu.wait async
    %x, %t1 = gpu.alloc async [%t0] () : memref<256xi32>
    %y, %t2 = gpu.alloc async [%t1] () : memref<256xi32>
    %z, %t3 = gpu.alloc async [%t2] () : memref<256xi32>
    %t4 = gpu.memcpy async [%t3] %x, %hx : memref<256xi32>, memref<256xi32>
    %t5 = gpu.memcpy async [%t4] %y, %hy : memref<256xi32>, memref<256xi32>
    %t6 = gpu.memcpy async [%t5] %z, %hz : memref<256xi32>, memref<256xi32>
    gpu.wait [%t6]

    scf.for %it = %c0 to %c200 step %c1 {
      %sa = gpu.wait async
      %sb = gpu.wait async
      %ta = gpu.launch_func async [%sa] @kernels::@inc
          blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
          args(%x : memref<256xi32>) {kfusion.horizontal_group = 0 : i64}
      %tb = gpu.launch_func async [%sb] @kernels::@inc2
          blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
          args(%y : memref<256xi32>) {kfusion.horizontal_group = 0 : i64}
      %tj = gpu.wait async [%ta, %tb]
      %tc = gpu.launch_func async [%tj] @kernels::@accumulate
          blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
          args(%x : memref<256xi32>, %y : memref<256xi32>, %z : memref<256xi32>)
      gpu.wait [%tc]
    }

    gpu.memcpy %hx, %x : memref<256xi32>, memref<256xi32>
    gpu.memcpy %hy, %y : memref<256xi32>, memref<256xi32>
    gpu.memcpy %hz, %z : memref<256xi32>, memref<256xi32>
    gpu.dealloc %x : memref<256xi32>
    gpu.dealloc %y : memref<256xi32>
    gpu.dealloc %z : memref<256xi32>
    %a = memref.load %hx[%c5] : memref<256xi32>
    %b = memref.load %hy[%c5] : memref<256xi32>
    %c = memref.load %hz[%c5] : memref<256xi32>
    %a64 = arith.extsi %a : i32 to i64
    %b64 = arith.extsi %b : i32 to i64
    %c64v = arith.extsi %c : i32 to i64
    vector.print str "stream-release: x[5] = "
    vector.print %a64 : i64 punctuation <no_punctuation>
    vector.print str " y[5] = "
    vector.print %b64 : i64 punctuation <no_punctuation>
    vector.print str " z[5] = "
    vector.print %c64v : i64
    memref.dealloc %hx : memref<256xi32>
    memref.dealloc %hy : memref<256xi32>
    memref.dealloc %hz : memref<256xi32>
    return
  }
}
