// Every error of kfusion-plan-sync, one case each: its option errors, and
// an error on the op of a malformed attribute (kfusion.sync_policy,
// kfusion.sync_wait_at, nvvm.maxnreg, kfusion.tile_order). Refusals with a
// remark are in plan-sync-refusals-launches.mlir and
// plan-sync-refusals-dependencies.mlir.
// RUN: kfusion-opt %s -split-input-file --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}>" -verify-diagnostics
//
// Option errors.
// RUN: not kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="policy=diagonal" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POLICY
// POLICY: error: kfusion-plan-sync: unknown policy 'diagonal' (tile, row, strided, conv2d)
// RUN: not kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=0}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="registers-per-thread=300" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS
// RUN: not kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=h300" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRESET
// DEVICE: error: #kfusion.device field 'multiprocessors' must be positive, not 0
// OPTS: error: kfusion-plan-sync: registers-per-thread must be in 1..255, not 300
// PRESET: error: device 'h300' is not a preset (h100, h200) nor a #kfusion.device attribute
// RUN: not kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="wait-at=never" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAITAT
// WAITAT: error: kfusion-plan-sync: wait-at must be "entry", "first-use" or "in-loop", not 'never'

// An unknown kfusion.sync_policy (the verifier's error).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-error @+1 {{kfusion.sync_policy must be "tile", "row", "strided" or "conv2d", not "diagonal"}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_policy = "diagonal"}
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}

// -----

// An unknown kfusion.sync_wait_at (the verifier's error).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-error @+1 {{kfusion.sync_wait_at must be "entry", "first-use" or "in-loop", not "later"}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_wait_at = "later"}
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}

// -----

// A register bound of 0 (nvvm.maxnreg) on the consumer.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    // A register bound of 0 would read as "not counted" (the wait-kernel could go).
    // expected-error @+1 {{kfusion-plan-sync: nvvm.maxnreg = 0 is not a register count per thread (1..255)}}
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel attributes {nvvm.maxnreg = 0 : i32} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}

// -----

// A register bound above the most a thread may have (nvvm.maxnreg = 300)
// on the producer.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    // expected-error @+1 {{kfusion-plan-sync: nvvm.maxnreg = 300 is not a register count per thread (1..255)}}
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel attributes {nvvm.maxnreg = 300 : i32} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}

// -----

// A hand-written tile order that is not a permutation (an error on the
// launch, the verifier's: the planner would otherwise model an order the
// kernels cannot take).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not array<i64: 0, 0, 2>}}
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.tile_order = array<i64: 0, 0, 2>}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}

// -----

// A hand-written tile order that is not an array of integers (the verifier's error).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not "y"}}
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.tile_order = "y"}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // C[32x32] = A[32x16] x B[16x32]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    // E[32x24] = C[32x32] x D[32x24]: an 8x8 tile per block, one element per thread.
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}
