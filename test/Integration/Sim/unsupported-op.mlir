// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/kernel.mlir 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not kfusion-sim %t/host.mlir 2>&1 | FileCheck %s --check-prefix=HOST

// What it proves: an op the interpreter does not implement stops the run
// BEFORE anything executes, with an error naming the op and its location
// (never a guess at its semantics). Two cases: a `vector.reduction` inside a
// kernel, and a `tensor.empty` in host code after a print. In both, the host
// prints a line before the offending op would run; that line must not appear,
// because the whole program is checked before execution starts.
//
// Why it would fail: an interpreter that only discovers unsupported ops when
// it reaches them prints "started" first; one that skips unknown ops runs to
// completion and exits 0 (the `not` fails).

//--- kernel.mlir
// KERNEL-NOT: kernel case: started
// KERNEL: kfusion-sim: error: unsupported op 'vector.reduction'
// KERNEL: kernel.mlir{{"?}}:[[# @LINE + 9]]
// KERNEL-NOT: kernel case: started

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @uses_vector(%out: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = arith.constant 2.5 : f32
      %v = vector.broadcast %x : f32 to vector<4xf32>
      %r = vector.reduction <add>, %v : vector<4xf32> into f32
      memref.store %r, %out[%c0] : memref<4xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %out = gpu.alloc host_shared () : memref<4xf32>
    vector.print str "kernel case: started\n"
    gpu.launch_func @kernels::@uses_vector
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<4xf32>)
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<4xf32>
    gpu.wait [%sync_t1]
    return
  }
}

//--- host.mlir
// HOST-NOT: host case: started
// HOST: kfusion-sim: error: unsupported op 'tensor.empty'
// HOST: host.mlir{{"?}}:[[# @LINE + 6]]
// HOST-NOT: host case: started

func.func @main() {
  vector.print str "host case: started\n"
  %c3 = arith.constant 3 : index
  %t = tensor.empty(%c3) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  vector.print str "host case: done\n"
  return
}
