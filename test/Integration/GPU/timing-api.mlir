// REQUIRES: cuda-gpu
// A program that times a region itself with the runtime's timing API
// (include/KFusion/Runtime/Runtime.h): kfusionTimingBegin/End around two
// kernel launches and a copy on two streams. The region must count exactly
// those three device operations and report a positive time no larger than
// the host's wall time around it; and the kernels' results must be right.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s

// CHECK: timing-api: ops = 3
// CHECK: timing-api: positive = 1
// CHECK: timing-api: at most wall = 1
// CHECK: timing-api: checksum = 523776

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

    vector.print str "timing-api: ops = "
    vector.print %ops : i64
    %zero = arith.constant 0.0 : f64
    %pos = arith.cmpf ogt, %ms, %zero : f64
    vector.print str "timing-api: positive = "
    vector.print %pos : i1
    // Wall time in ms (rtclock is in seconds), with slack for clock grain.
    %wall_s = arith.subf %w1, %w0 : f64
    %thousand = arith.constant 1000.0 : f64
    %slack = arith.constant 0.05 : f64
    %wall = arith.mulf %wall_s, %thousand : f64
    %wall_slack = arith.addf %wall, %slack : f64
    %le = arith.cmpf ole, %ms, %wall_slack : f64
    vector.print str "timing-api: at most wall = "
    vector.print %le : i1

    %sum = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %c0) -> (index) {
      %v = memref.load %host[%i] : memref<1024xi32>
      %vi = arith.index_cast %v : i32 to index
      %n = arith.addi %acc, %vi : index
      scf.yield %n : index
    }
    %sum64 = arith.index_cast %sum : index to i64
    vector.print str "timing-api: checksum = "
    vector.print %sum64 : i64
    %d = gpu.wait async
    %d1 = gpu.dealloc async [%d] %a : memref<1024xi32>
    %d2 = gpu.dealloc async [%d1] %b : memref<1024xi32>
    gpu.wait [%d2]
    memref.dealloc %host : memref<1024xi32>
    return
  }
}
