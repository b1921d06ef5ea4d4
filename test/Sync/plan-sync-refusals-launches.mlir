// Refusals of kfusion-plan-sync about the launches of a pair, one case each:
// a remark on the consumer's launch with the reason (the pair stays as it
// is): grid sizes that are not constants or too large, a consumer that waits
// on another stream, and kernels the model finds no gain in.
// RUN: kfusion-opt %s -split-input-file --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}>" -verify-diagnostics

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
