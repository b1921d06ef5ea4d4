// Three chained Jacobi sweeps of a 192 x 192 array in blocks of 64x8 threads
// (bench/stencil's generator: stbench.workloads.jacobi(192, block=(64, 8, 1))).
// Fused with 8 rows a thread and the input staged, its three shared arrays
// (55,520 bytes a block) exceed the static limit and go to dynamic shared
// memory. Input of ../register-tiles-dynamic-shared.mlir and of
// ../../Integration/Sim/Stencil/register-tiles.mlir.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @jacobi5(%src: memref<192x192xf32> {llvm.noalias}, %dst: memref<192x192xf32> {llvm.noalias}) kernel {
      %y = gpu.global_id y
      %x = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c191 = arith.constant 191 : index
      %c192 = arith.constant 192 : index
      %f0 = arith.constant 2.000000030e-01 : f32
      %v1 = arith.cmpi slt, %y, %c192 : index
      %v2 = arith.cmpi slt, %x, %c192 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi sge, %y, %c1 : index
        %v5 = arith.cmpi slt, %y, %c191 : index
        %v6 = arith.cmpi sge, %x, %c1 : index
        %v7 = arith.cmpi slt, %x, %c191 : index
        %v8 = arith.andi %v4, %v5 : i1
        %v9 = arith.andi %v8, %v6 : i1
        %v10 = arith.andi %v9, %v7 : i1
        scf.if %v10 {
          %v11 = memref.load %src[%y, %x] : memref<192x192xf32>
          %v12 = arith.subi %y, %c1 : index
          %v13 = memref.load %src[%v12, %x] : memref<192x192xf32>
          %v14 = arith.addf %v11, %v13 : f32
          %v15 = arith.addi %y, %c1 : index
          %v16 = memref.load %src[%v15, %x] : memref<192x192xf32>
          %v17 = arith.addf %v14, %v16 : f32
          %v18 = arith.subi %x, %c1 : index
          %v19 = memref.load %src[%y, %v18] : memref<192x192xf32>
          %v20 = arith.addf %v17, %v19 : f32
          %v21 = arith.addi %x, %c1 : index
          %v22 = memref.load %src[%y, %v21] : memref<192x192xf32>
          %v23 = arith.addf %v20, %v22 : f32
          %v24 = arith.mulf %f0, %v23 : f32
          memref.store %v24, %dst[%y, %x] : memref<192x192xf32>
        } else {
          %v25 = memref.load %src[%y, %x] : memref<192x192xf32>
          memref.store %v25, %dst[%y, %x] : memref<192x192xf32>
        }
      }
      gpu.return
    }
  }

  func.func @step(%u: memref<192x192xf32> {llvm.noalias}, %v: memref<192x192xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c24 = arith.constant 24 : index
    %c64 = arith.constant 64 : index
    %tok0 = gpu.wait async
    %t1, %tok1 = gpu.alloc async [%tok0] () : memref<192x192xf32>
    %t2, %tok2 = gpu.alloc async [%tok1] () : memref<192x192xf32>
    %tok3 = gpu.launch_func async [%tok2] @kernels::@jacobi5 blocks in (%c3, %c24, %c1) threads in (%c64, %c8, %c1) args(%u : memref<192x192xf32>, %t1 : memref<192x192xf32>)
    %tok4 = gpu.launch_func async [%tok3] @kernels::@jacobi5 blocks in (%c3, %c24, %c1) threads in (%c64, %c8, %c1) args(%t1 : memref<192x192xf32>, %t2 : memref<192x192xf32>)
    %tok5 = gpu.launch_func async [%tok4] @kernels::@jacobi5 blocks in (%c3, %c24, %c1) threads in (%c64, %c8, %c1) args(%t2 : memref<192x192xf32>, %v : memref<192x192xf32>)
    %tok6 = gpu.dealloc async [%tok5] %t1 : memref<192x192xf32>
    %tok7 = gpu.dealloc async [%tok6] %t2 : memref<192x192xf32>
    gpu.wait [%tok7]
    return
  }
}
