// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/reproducer.mlir --max-steps=1000 2>&1 | FileCheck %s --check-prefix=REPRO
// RUN: not kfusion-sim %t/host-zero.mlir 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: not kfusion-sim %t/host-negative.mlir 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not kfusion-sim %t/unsigned-zero.mlir 2>&1 | FileCheck %s --check-prefix=UNSIGNED
// RUN: not kfusion-sim %t/kernel-zero.mlir 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: kfusion-sim %t/unsigned-large.mlir | FileCheck %s --check-prefix=LARGE

// What it proves: an scf.for whose step is not positive never reaches its
// upper bound; the interpreter reports it as an error on the loop (kind,
// step, location, who runs it) when the loop is entered, on the host and in
// kernels, for constant and computed steps, and exits 1 instead of spinning
// (issue 13's reproducer, reproducer.mlir below: memref-host.mlir's first
// host loop with its step changed from %c1 to %c0, which spun forever even
// with --max-steps=1000).
// An unsigned loop (unsignedCmp) is refused only for a zero step: its step
// is unsigned, so 2^64-1 is a (large) positive step and runs once.
//
// Why it would fail: without the check the loop spins in host code, where
// neither the step budget nor the livelock check applied (the test times
// out); a check on the constant alone would miss the computed step; a
// signed check on an unsigned loop would refuse the last case.

//--- reproducer.mlir
// memref-host.mlir's first host loop nest with the outer step 0: the inner
// loop runs, stores and ends, the outer one never would.
// REPRO: kfusion-sim: error: bad loop step: scf.for step is 0; it must be positive (the loop would never end) [host]
// REPRO-NEXT: at loc("{{.*}}reproducer.mlir":[[# @LINE + 11]]:3): 'scf.for'
// REPRO-NOT: Unranked
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // A 2x3 f32 buffer holding 1.5*(3*r+c) - 2.
  %small = memref.alloc() : memref<2x3xf32>
  scf.for %r = %c0 to %c2 step %c0 {
    scf.for %c = %c0 to %c3 step %c1 {
      %r3 = arith.muli %r, %c3 : index
      %k = arith.addi %r3, %c : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %onehalf = arith.constant 1.5 : f32
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %kf, %onehalf : f32
      %v = arith.subf %m, %two : f32
      memref.store %v, %small[%r, %c] : memref<2x3xf32>
    }
  }
  %small_u = memref.cast %small : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%small_u) : (memref<*xf32>) -> ()
  return
}

//--- host-zero.mlir
// HOST: before
// HOST-NEXT: kfusion-sim: error: bad loop step: scf.for step is 0; it must be positive (the loop would never end) [host]
// HOST-NEXT: at loc("{{.*}}host-zero.mlir":[[# @LINE + 7]]:3): 'scf.for'
// HOST-NOT: after
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xindex>
  vector.print str "before\n"
  scf.for %i = %c0 to %c4 step %c0 {
    memref.store %i, %buf[%c0] : memref<4xindex>
  }
  vector.print str "after\n"
  return
}

//--- host-negative.mlir
// A step computed at run time: 3 - 5 = -2.
// NEGATIVE: kfusion-sim: error: bad loop step: scf.for step is -2; it must be positive
// NEGATIVE-SAME: [host]
// NEGATIVE-NEXT: at loc("{{.*}}host-negative.mlir":[[# @LINE + 6]]:3): 'scf.for'
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %step = arith.subi %c3, %c5 : i32
  scf.for %i = %c0 to %c5 step %step : i32 {
    vector.print %i : i32
  }
  return
}

//--- unsigned-zero.mlir
// UNSIGNED: kfusion-sim: error: bad loop step: scf.for step is 0; it must be positive
// UNSIGNED-NEXT: at loc("{{.*}}unsigned-zero.mlir":[[# @LINE + 4]]:3): 'scf.for'
func.func @main() {
  %c0 = arith.constant 0 : i8
  %c9 = arith.constant 9 : i8
  scf.for unsigned %i = %c0 to %c9 step %c0 : i8 {
    vector.print %i : i8
  }
  return
}

//--- unsigned-large.mlir
// LARGE: 0
// LARGE-NOT: {{[0-9]}}
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c9 = arith.constant 9 : i64
  %huge = arith.constant -1 : i64
  scf.for unsigned %i = %c0 to %c9 step %huge : i64 {
    vector.print %i : i64
  }
  return
}

//--- kernel-zero.mlir
// A kernel loop whose step comes from the host (0): every thread would spin.
// KERNEL: kfusion-sim: error: bad loop step: scf.for step is 0; it must be positive (the loop would never end) [kernel @spin, block (0, 0, 0), thread (0, 0, 0)]
// KERNEL-NEXT: at loc("{{.*}}kernel-zero.mlir":[[# @LINE + 8]]:7): 'scf.for'
// KERNEL-NOT: after
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @spin(%out: memref<32xindex>, %step: index) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %tid = gpu.thread_id x
      scf.for %i = %c0 to %c8 step %step {
        memref.store %i, %out[%tid] : memref<32xindex>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %w = gpu.wait async
    %out, %t = gpu.alloc async [%w] () : memref<32xindex>
    gpu.wait [%t]
    gpu.launch_func @kernels::@spin blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1) args(%out : memref<32xindex>, %c0 : index)
    vector.print str "after\n"
    return
  }
}
