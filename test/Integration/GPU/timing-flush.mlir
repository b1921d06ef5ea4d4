// REQUIRES: cuda-gpu
// The cache flush of timing regions ($KFUSION_TIMING_FLUSH_MIB, or
// kfusion-runner --flush-cache-mib): kfusionTimingBegin writes a 1 GiB buffer
// and holds every timed operation of the region, on both streams, until it is
// written. The region below launches two tiny kernels on two streams and a
// copy; its device time must stay far below the flush's (1 GiB takes at least
// 0.3 ms at an H100's 3.35 TB/s), while the host's wall time around the region
// must include the flush.
//
// Why it would fail: without the flush the wall time is a few microseconds
// ("flushed = 0"); an operation not held behind it (the second stream's
// launch) would run during the flush and stretch the region from its start to
// the last operation's end over the flush ("device only = 0"); a flush timed
// as part of the region does the same. A bad value is refused.
// RUN: env KFUSION_TIMING_FLUSH_MIB=1024 kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-runner %s -e main --entry-point-result=void --flush-cache-mib=1024 | FileCheck %s
// With KFUSION_TIMING_TRACE each closed region appends its operations' spans
// (issue order, microseconds from the region's first start) to the file: one
// line per op of the region, no more.
// RUN: rm -f %t.trace
// RUN: env KFUSION_TIMING_TRACE=%t.trace kfusion-runner %s -e main --entry-point-result=void --flush-cache-mib=64
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace
// RUN: env KFUSION_TIMING_FLUSH_MIB=-1 not kfusion-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not kfusion-runner %s -e main --entry-point-result=void --flush-cache-mib=70000 2>&1 | FileCheck %s --check-prefix=BIG

// CHECK: timing-flush: ops = 3
// CHECK: timing-flush: device only = 1
// CHECK: timing-flush: flushed = 1
// CHECK: timing-flush: checksum = 523776

// TRACE: kfusion-timing: region=1 op=0 start-us={{[0-9]+\.[0-9]+}} end-us={{[0-9]+\.[0-9]+}}
// TRACE-NEXT: kfusion-timing: region=1 op=1 start-us={{[0-9]+\.[0-9]+}} end-us={{[0-9]+\.[0-9]+}}
// TRACE-NEXT: kfusion-timing: region=1 op=2 start-us={{[0-9]+\.[0-9]+}} end-us={{[0-9]+\.[0-9]+}}
// TRACE-NOT: op=3

// BAD: KFUSION_TIMING_FLUSH_MIB=-1 is not a number of mebibytes from 0 to 65536
// BIG: --flush-cache-mib=70000 is over 65536

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @iota(%out: memref<1024xi32>) kernel {
      %i = gpu.global_id x
      %v = arith.index_cast %i : index to i32
      memref.store %v, %out[%i] : memref<1024xi32>
      gpu.return
    }
  }

  func.func private @kfusionTimingBegin()
  func.func private @kfusionTimingEnd() -> f64
  func.func private @kfusionTimingLastOpCount() -> i64
  func.func private @rtclock() -> f64

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %host = memref.alloc() : memref<1024xi32>
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<1024xi32>
    %b, %t2 = gpu.alloc async [%t1] () : memref<1024xi32>
    gpu.wait [%t2]

    %w0 = call @rtclock() : () -> f64
    call @kfusionTimingBegin() : () -> ()
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %k1 = gpu.launch_func async [%s1] @kernels::@iota blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%a : memref<1024xi32>)
    %k2 = gpu.launch_func async [%s2] @kernels::@iota blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%b : memref<1024xi32>)
    %cp = gpu.memcpy async [%k1] %host, %a : memref<1024xi32>, memref<1024xi32>
    gpu.wait [%cp, %k2]
    %ms = call @kfusionTimingEnd() : () -> f64
    %w1 = call @rtclock() : () -> f64
    %ops = call @kfusionTimingLastOpCount() : () -> i64

    vector.print str "timing-flush: ops = "
    vector.print %ops : i64
    // Two 4-block kernels and a 4 KiB copy: microseconds, not the flush's
    // 0.3 ms or more.
    %limit = arith.constant 0.1 : f64
    %zero = arith.constant 0.0 : f64
    %below = arith.cmpf olt, %ms, %limit : f64
    %pos = arith.cmpf ogt, %ms, %zero : f64
    %device_only = arith.andi %below, %pos : i1
    vector.print str "timing-flush: device only = "
    vector.print %device_only : i1
    %wall_s = arith.subf %w1, %w0 : f64
    %thousand = arith.constant 1000.0 : f64
    %wall = arith.mulf %wall_s, %thousand : f64
    %flush_ms = arith.constant 0.2 : f64
    %flushed = arith.cmpf ogt, %wall, %flush_ms : f64
    vector.print str "timing-flush: flushed = "
    vector.print %flushed : i1

    %sum = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %c0) -> (index) {
      %v = memref.load %host[%i] : memref<1024xi32>
      %vi = arith.index_cast %v : i32 to index
      %n = arith.addi %acc, %vi : index
      scf.yield %n : index
    }
    %sum64 = arith.index_cast %sum : index to i64
    vector.print str "timing-flush: checksum = "
    vector.print %sum64 : i64
    %d = gpu.wait async
    %d1 = gpu.dealloc async [%d] %a : memref<1024xi32>
    %d2 = gpu.dealloc async [%d1] %b : memref<1024xi32>
    gpu.wait [%d2]
    memref.dealloc %host : memref<1024xi32>
    return
  }
}
