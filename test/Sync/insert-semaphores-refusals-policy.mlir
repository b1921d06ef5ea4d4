// Refusals of kfusion-insert-semaphores about sync policies and declared
// dependencies (a remark; the pair stays as it is) and its errors for
// malformed kfusion.sync_wait_at, kfusion.sync_policy and kfusion.tile_dep
// attributes, one case each.
// RUN: kfusion-opt %s -split-input-file --kfusion-insert-semaphores -verify-diagnostics

// An unknown kfusion.sync_wait_at (the verifier's error).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-error @+1 {{kfusion.sync_wait_at must be "entry", "first-use" or "in-loop", not "later"}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.sync_wait_at = "later"}
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
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-error @+1 {{kfusion.sync_policy must be "tile", "row", "strided" or "conv2d", not "diagonal"}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "diagonal"}
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

// Conv2DTileSync on a row dependency.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-remark-re @+1 {{not synchronized: policy conv2d: {{.*}}no dimension has such a window}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "conv2d"}
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

// StridedSync on a row dependency.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-remark @+1 {{not synchronized: policy strided: StridedSync needs a strided window}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "strided"}
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

// A kfusion.tile_dep that is not the dependency attribute (the verifier's error).
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-error @+1 {{kfusion.tile_dep must be a #kfusion.tile_dep attribute, not 3 : i64}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.tile_dep = 3 : i64}
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

// A declared kfusion.tile_dep naming only producer tile (x, y), where the
// consumer reads all of row y.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>) {kfusion.sync_pair = 0 : i64}
    // expected-remark-re @+1 {{not synchronized: {{.*}}kfusion.tile_dep does not cover the accesses: consumer tile (0, 0, 0) reads producer tile (1, 0, 0)}}
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>) {kfusion.sync_pair = 0 : i64, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, 0), bounds = []>}
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
