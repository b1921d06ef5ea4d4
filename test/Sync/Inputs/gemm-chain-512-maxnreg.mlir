// The GEMM chain of gemm-chain-512.mlir (blocks of 512 threads) with a
// register bound on both kernels (nvvm.maxnreg = 64, ptxas's .maxnreg): two
// blocks fit per multiprocessor. Used by plan-sync.mlir.
module attributes {gpu.container_module} {
  func.func @step(%A: memref<64x16xf32> {llvm.noalias}, %B: memref<16x64xf32> {llvm.noalias}, %C: memref<64x64xf32> {llvm.noalias}, %D: memref<64x48xf32> {llvm.noalias}, %E: memref<64x48xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c2, %c1) threads in (%c16, %c32, %c1) args(%A : memref<64x16xf32>, %B : memref<16x64xf32>, %C : memref<64x64xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c2, %c1) threads in (%c16, %c32, %c1) args(%C : memref<64x64xf32>, %D : memref<64x48xf32>, %E : memref<64x48xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    gpu.func @gemm1(%a: memref<64x16xf32>, %b: memref<16x64xf32>, %c: memref<64x64xf32>) kernel attributes {known_block_size = array<i32: 16, 32, 1>, nvvm.maxnreg = 64 : i32} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %r0 = arith.muli %by, %c32 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<64x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x64xf32>
        %s = math.fma %x, %y, %acc : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<64x64xf32>
      gpu.return
    }
    gpu.func @gemm2(%a: memref<64x64xf32>, %b: memref<64x48xf32>, %c: memref<64x48xf32>) kernel attributes {known_block_size = array<i32: 16, 32, 1>, nvvm.maxnreg = 64 : i32} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %r0 = arith.muli %by, %c32 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<64x64xf32>
        %y = memref.load %b[%k, %col] : memref<64x48xf32>
        %s = math.fma %x, %y, %acc : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<64x48xf32>
      gpu.return
    }
  }
}
