// A step called through the runtime's step graphs (kfusionGraphBegin / End),
// shared by Integration/GPU/step-graph.mlir (the GPU records and replays it)
// and Integration/Sim/step-graph.mlir (kfusion-sim, which does the same). @main
// refills the input between calls, so a replay that did not run the kernels
// again, or ran them on other buffers, prints a wrong sum; the out-parameter
// is overwritten before each call, so a replay that wrote nothing does too.
// The other entry points are steps the runtime must refuse to record (and
// still run correctly) and misuses it must stop.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%in: memref<1024xi32>, %r: i32) kernel {
      %i = gpu.global_id x
      %v = arith.index_cast %i : index to i32
      %w = arith.addi %v, %r : i32
      memref.store %w, %in[%i] : memref<1024xi32>
      gpu.return
    }
    gpu.func @double(%in: memref<1024xi32>, %tmp: memref<1024xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xi32>
      %w = arith.addi %v, %v : i32
      memref.store %w, %tmp[%i] : memref<1024xi32>
      gpu.return
    }
    gpu.func @add(%a: memref<1024xi32>, %b: memref<1024xi32>,
                  %out: memref<1024xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<1024xi32>
      %y = memref.load %b[%i] : memref<1024xi32>
      %z = arith.addi %x, %y : i32
      memref.store %z, %out[%i] : memref<1024xi32>
      gpu.return
    }
  }

  func.func private @kfusionGraphBegin(i64) -> i1
  func.func private @kfusionGraphEnd(i64)
  func.func private @kfusionTimingBegin()
  func.func private @kfusionTimingEnd() -> f64
  func.func private @kfusionTimingLastOpCount() -> i64

  // out = 2 * in + 7, through two temporaries it allocates and frees: a
  // memset, two kernels, on one stream.
  func.func @step(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %seven = arith.constant 7 : i32
    %s = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%s] () : memref<1024xi32>
    %bias, %t2 = gpu.alloc async [%t1] () : memref<1024xi32>
    %t3 = gpu.memset async [%t2] %bias, %seven : memref<1024xi32>, i32
    %t4 = gpu.launch_func async [%t3] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %tmp : memref<1024xi32>)
    %t5 = gpu.launch_func async [%t4] @kernels::@add blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1)
        args(%tmp : memref<1024xi32>, %bias : memref<1024xi32>, %out : memref<1024xi32>)
    %t6 = gpu.dealloc async [%t5] %tmp : memref<1024xi32>
    %t7 = gpu.dealloc async [%t6] %bias : memref<1024xi32>
    gpu.wait [%t7]
    return
  }

  // out = 2 * in + in, its kernels on two streams.
  func.func @two_streams(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%s1] () : memref<1024xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %tmp : memref<1024xi32>)
    %t3 = gpu.launch_func async [%s2] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %out : memref<1024xi32>)
    %j = gpu.wait async [%t2, %t3]
    %t4 = gpu.launch_func async [%j] @kernels::@add blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1)
        args(%tmp : memref<1024xi32>, %in : memref<1024xi32>, %out : memref<1024xi32>)
    %t5 = gpu.dealloc async [%t4] %tmp : memref<1024xi32>
    gpu.wait [%t5]
    return
  }

  // out = 2 * in + in, with a device-to-device copy.
  func.func @copies(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %s = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%s] () : memref<1024xi32>
    %t2 = gpu.memcpy async [%t1] %tmp, %in : memref<1024xi32>, memref<1024xi32>
    %t3 = gpu.launch_func async [%t2] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %out : memref<1024xi32>)
    %t4 = gpu.launch_func async [%t3] @kernels::@add blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1)
        args(%out : memref<1024xi32>, %tmp : memref<1024xi32>, %out : memref<1024xi32>)
    %t5 = gpu.dealloc async [%t4] %tmp : memref<1024xi32>
    gpu.wait [%t5]
    return
  }

  // out = 2 * in + in, leaving its temporary allocated.
  func.func @keeps(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %s = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%s] () : memref<1024xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %tmp : memref<1024xi32>)
    %t3 = gpu.launch_func async [%t2] @kernels::@add blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1)
        args(%tmp : memref<1024xi32>, %in : memref<1024xi32>, %out : memref<1024xi32>)
    gpu.wait [%t3]
    return
  }

  // out = 2 * in + in, its second kernel after a join of two tokens of its
  // one stream (the lowering records events for the join).
  func.func @joins(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %s = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%s] () : memref<1024xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %tmp : memref<1024xi32>)
    %t3 = gpu.launch_func async [%t2] @kernels::@double blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %out : memref<1024xi32>)
    %j = gpu.wait async [%t2, %t3]
    %t4 = gpu.launch_func async [%j] @kernels::@add blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1)
        args(%tmp : memref<1024xi32>, %in : memref<1024xi32>, %out : memref<1024xi32>)
    %t5 = gpu.dealloc async [%t4] %tmp : memref<1024xi32>
    gpu.wait [%t5]
    return
  }

  // out = 3 by a memset alone.
  func.func @no_kernel(%in: memref<1024xi32>, %out: memref<1024xi32>) {
    %three = arith.constant 3 : i32
    %s = gpu.wait async
    %t1 = gpu.memset async [%s] %out, %three : memref<1024xi32>, i32
    gpu.wait [%t1]
    return
  }

  // Fills %in with i + r, overwrites %out with -1, calls the function of
  // `key` through the step graph, prints the sum of %out.
  func.func @call(%key: i64, %r: i32, %in: memref<1024xi32>, %out: memref<1024xi32>,
                  %host: memref<1024xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %minus1 = arith.constant -1 : i32
    %s = gpu.wait async
    %t1 = gpu.launch_func async [%s] @kernels::@fill blocks in (%c4, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%in : memref<1024xi32>, %r : i32)
    %t2 = gpu.memset async [%t1] %out, %minus1 : memref<1024xi32>, i32
    gpu.wait [%t2]
    %replayed = func.call @kfusionGraphBegin(%key) : (i64) -> i1
    scf.if %replayed {
    } else {
      %k0 = arith.constant 0 : i64
      %k1 = arith.constant 1 : i64
      %k2 = arith.constant 2 : i64
      %k3 = arith.constant 3 : i64
      %k4 = arith.constant 4 : i64
      %is0 = arith.cmpi eq, %key, %k0 : i64
      %is1 = arith.cmpi eq, %key, %k1 : i64
      %is2 = arith.cmpi eq, %key, %k2 : i64
      %is3 = arith.cmpi eq, %key, %k3 : i64
      %is4 = arith.cmpi eq, %key, %k4 : i64
      scf.if %is0 {
        func.call @step(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
      } else {
        scf.if %is1 {
          func.call @two_streams(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
        } else {
          scf.if %is2 {
            func.call @copies(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
          } else {
            scf.if %is3 {
              func.call @keeps(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
            } else {
              scf.if %is4 {
                func.call @joins(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
              } else {
                func.call @no_kernel(%in, %out) : (memref<1024xi32>, memref<1024xi32>) -> ()
              }
            }
          }
        }
      }
      func.call @kfusionGraphEnd(%key) : (i64) -> ()
    }
    %t3 = gpu.wait async
    %t4 = gpu.memcpy async [%t3] %host, %out : memref<1024xi32>, memref<1024xi32>
    gpu.wait [%t4]
    %zero = arith.constant 0 : i32
    %total = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %zero) -> i32 {
      %v = memref.load %host[%i] : memref<1024xi32>
      %a = arith.addi %acc, %v : i32
      scf.yield %a : i32
    }
    vector.print str "step-graph: key "
    vector.print %key : i64 punctuation <no_punctuation>
    vector.print str " call "
    vector.print %r : i32 punctuation <no_punctuation>
    vector.print str " sum "
    vector.print %total : i32 punctuation <no_punctuation>
    vector.print str " replayed "
    vector.print %replayed : i1
    return
  }

  // Each function three times; the step's third call timed.
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %host = memref.alloc() : memref<1024xi32>
    %t0 = gpu.wait async
    %in, %t1 = gpu.alloc async [%t0] () : memref<1024xi32>
    %out, %t2 = gpu.alloc async [%t1] () : memref<1024xi32>
    gpu.wait [%t2]
    scf.for %k = %c0 to %c6 step %c1 {
      %key = arith.index_cast %k : index to i64
      scf.for %r = %c0 to %c3 step %c1 {
        %ri = arith.index_cast %r : index to i32
        %two = arith.constant 2 : index
        %timed = arith.cmpi eq, %r, %two : index
        %first = arith.cmpi eq, %k, %c0 : index
        %time = arith.andi %timed, %first : i1
        scf.if %time {
          func.call @kfusionTimingBegin() : () -> ()
        }
        func.call @call(%key, %ri, %in, %out, %host)
            : (i64, i32, memref<1024xi32>, memref<1024xi32>, memref<1024xi32>) -> ()
        scf.if %time {
          %ms = func.call @kfusionTimingEnd() : () -> f64
          %ops = func.call @kfusionTimingLastOpCount() : () -> i64
          vector.print str "step-graph: timed call ops "
          vector.print %ops : i64
        }
      }
    }
    %t3 = gpu.wait async
    %t4 = gpu.dealloc async [%t3] %in : memref<1024xi32>
    %t5 = gpu.dealloc async [%t4] %out : memref<1024xi32>
    gpu.wait [%t5]
    memref.dealloc %host : memref<1024xi32>
    return
  }

  // Misuse: an end with no recording.
  func.func @end_without_begin() {
    %key = arith.constant 9 : i64
    func.call @kfusionGraphEnd(%key) : (i64) -> ()
    return
  }

  // Misuse: a second recording while one is open on the thread.
  func.func @nested_begin() {
    %k1 = arith.constant 5 : i64
    %k2 = arith.constant 6 : i64
    %a = func.call @kfusionGraphBegin(%k1) : (i64) -> i1
    %b = func.call @kfusionGraphBegin(%k2) : (i64) -> i1
    return
  }
}
