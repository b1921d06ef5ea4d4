// Every refusal of kfusion-plan-sync, one case each: an error on the
// attribute's op, or a remark on the consumer's launch with the reason (the
// pair stays as it is).
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

// A declared kfusion.tile_dep naming only producer tile (x, y), where the
// consumer reads all of row y: it does not cover the accesses.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark-re @+1 {{not synchronized: {{.*}}kfusion.tile_dep does not cover the accesses: consumer tile (0, 0, 0) reads producer tile (1, 0, 0)}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, 0), bounds = []>}
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

// A hand-written StridedSync where the dependency is a row, not a strided
// window.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark @+1 {{no policy covers the dependency (strided: }}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_policy = "strided"}
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

// A hand-written Conv2DTileSync where the dependency is a row, not a
// convolution's halo.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark-re @+1 {{no policy covers the dependency (conv2d: {{.*}}no dimension has such a window)}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_policy = "conv2d"}
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

// Grids whose block count overflows int64 (found by the fuzzer): beyond CUDA's
// grid limits (65535 blocks in y and z), so not launches a GPU runs (they
// were refused as too many tile pairs to enumerate before the limits were
// checked).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 2147483647 : index
    %c8 = arith.constant 8 : index
    // The block count of one grid overflows int64 (found by the fuzzer).
    %c127 = arith.constant 127 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c127) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark @+1 {{not synchronized: the grid and block sizes of both launches must be constants within CUDA's limits}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c127) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
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

// 4096 x 4097 tile pairs, just over the enumeration limit.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4096 = arith.constant 4096 : index
    %c4097 = arith.constant 4097 : index
    %c8 = arith.constant 8 : index
    // 4096 x 4097 tile pairs, just over 2^24: enumerating 2^26 pairs took
    // kfusion-plan-sync about 28 s per pair (found by the fuzzer on a
    // stitched transformer, 16384 x 4096 blocks).
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4096, %c1, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark @+1 {{not synchronized: grids of 4096 x 1 x 1 and 4097 x 1 x 1 blocks have too many tile pairs}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c4097, %c1, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
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

// A grid size that is not a constant.
module attributes {gpu.container_module} {
  func.func @step(%n: index, %A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark-re @+1 {{kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: {{.*}}sizes of both launches must be constants}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%n, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
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

// The model: kernels this small gain nothing.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    // expected-remark-re @+1 {{kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: {{.*}}gain is below min-gain 1.05}}
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

// -----

// The consumer also waits for a token of another stream: the pair could not
// be forked onto two streams (kfusion-insert-semaphores refuses it alike), so
// the planner declines it before modeling it.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<64xf32> {llvm.noalias}, %B: memref<64xf32> {llvm.noalias}, %C: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %other = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@produce blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<64xf32>, %B : memref<64xf32>)
    // expected-remark @+1 {{kfusion-plan-sync: @kernels::@produce -> @kernels::@consume: not synchronized: the consumer waits for a token other than the producer's and its dependency}}
    %t2 = gpu.launch_func async [%t1, %other] @kernels::@consume blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%B : memref<64xf32>, %C : memref<64xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // b[i] = a[i], a block of 32 elements each.
    gpu.func @produce(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %o = arith.muli %bx, %c32 : index
      %i = arith.addi %o, %tx : index
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @consume(%b: memref<64xf32>, %c: memref<64xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %o = arith.muli %bx, %c32 : index
      %i = arith.addi %o, %tx : index
      %v = memref.load %b[%i] : memref<64xf32>
      memref.store %v, %c[%i] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// The consumer reads the producer's buffer through a subview (an offset, not
// a reshape): the tiles of the two cannot be related.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<64xf32> {llvm.noalias}, %B: memref<64xf32> {llvm.noalias}, %C: memref<32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %Bs = memref.subview %B[16] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1], offset: 16>>
    %t1 = gpu.launch_func async [%t0] @kernels::@produce blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<64xf32>, %B : memref<64xf32>)
    // expected-remark @+1 {{not synchronized: the producer writes %arg1 and the consumer reads %subview, which may be the same memory but are not the same value nor reshapes of one buffer: their tiles cannot be related}}
    %t2 = gpu.launch_func async [%t1] @kernels::@consume blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%Bs : memref<32xf32, strided<[1], offset: 16>>, %C : memref<32xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    // b[i] = a[i], a block of 32 elements each.
    gpu.func @produce(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %o = arith.muli %bx, %c32 : index
      %i = arith.addi %o, %tx : index
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @consume(%b: memref<32xf32, strided<[1], offset: 16>>, %c: memref<32xf32>) kernel {
      %tx = gpu.thread_id x
      %v = memref.load %b[%tx] : memref<32xf32, strided<[1], offset: 16>>
      memref.store %v, %c[%tx] : memref<32xf32>
      gpu.return
    }
  }
}
