// Groups whose kernels are not launched from one gpu.module: `gpu.launch`
// ops marked with kfusion.horizontal_group (outlined by the pass into one gpu.module of
// their host function, keeping their kfusion attributes) and launches of
// kernels of different gpu.modules (the fused kernel goes into the first
// kernel's module, the others' declarations and globals come along, renamed
// where the module has another definition under that name).
//
// The interpreter runs (fused equals unfused; the wrong table is noticed)
// are in ../Integration/Sim/Horizontal/horizontal-fusion-modules.mlir.
//
// RUN: kfusion-opt %s --kfusion-horizontal-fusion -o %t.fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED --implicit-check-not="gpu.module @second" < %t.fused.mlir
// Both lower to PTX.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion --kfusion-to-cubin="format=ptx" -o /dev/null

// @outlined: the two gpu.launch ops are outlined into one gpu.module and
// fused.
// FUSED-LABEL: func.func @outlined
// FUSED-NOT:     gpu.launch blocks
// FUSED:         gpu.launch_func @outlined_kernels::@outlined_kernel_outlined_kernel_0_hfuse
// FUSED-NOT:     gpu.launch

// @modules' kernels are fused into @first's module, with @second's table
// renamed and the identical @shared not duplicated; @second is gone.
// FUSED-LABEL: gpu.module @first
// FUSED-DAG:     memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// FUSED-DAG:     memref.global "private" constant @shared : memref<4xf32> = dense<1.000000e+00>
// FUSED:         gpu.func @apply_add_apply_mul_hfuse
// FUSED:           memref.get_global @table :
// FUSED:           memref.get_global @shared :
// FUSED:           kfusion.yield
// FUSED:           memref.get_global @table_0 :
// FUSED:           memref.get_global @shared :
// FUSED:           kfusion.yield
// FUSED:         memref.global "private" constant @table_0 : memref<4xf32> = dense<[5.000000e-01, 2.500000e-01, 1.250000e-01, 6.250000e-02]>
// FUSED-NOT:     memref.global
// FUSED-LABEL: func.func @modules
// FUSED:         gpu.launch_func @first::@apply_add_apply_mul_hfuse
// FUSED-NOT:     gpu.launch_func

// The outlined kernels of @outlined: kfusion.partition kept (the second
// partition is 128, not the launch's 256 threads), the host function
// @scale_of called in the body imported and inlined, then gone from the
// gpu.module.
// FUSED-LABEL: gpu.module @outlined_kernels
// FUSED-NOT:     func.func @scale_of
// FUSED:         gpu.func @outlined_kernel_outlined_kernel_0_hfuse
// FUSED:           kfusion.horizontal partitions [256, 128]
// FUSED-NOT:       func.call
// FUSED:           arith.mulf
// FUSED-NOT:     gpu.module

module attributes {gpu.container_module} {
  func.func @scale_of(%x: f32) -> f32 {
    %three = arith.constant 3.0 : f32
    %y = arith.mulf %x, %three : f32
    return %y : f32
  }
  // a[i] = 3 * a[i] over 256 threads; c[i] = -c[i] over 2 x 256 elements,
  // run by 128 threads in blocks of 256 elements.
  func.func @outlined(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                      %c: memref<512xf32> {llvm.noalias}, %d: memref<512xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      %w = func.call @scale_of(%v) : (f32) -> f32
      memref.store %w, %b[%i] : memref<1024xf32>
      gpu.terminator
    } {kfusion.horizontal_group = 1 : i64}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c256 : index
      %step = gpu.block_dim x
      scf.for %j = %tx to %c256 step %step {
        %i = arith.addi %base, %j : index
        %v = memref.load %c[%i] : memref<512xf32>
        %w = arith.negf %v : f32
        memref.store %w, %d[%i] : memref<512xf32>
      }
      gpu.terminator
    } {kfusion.horizontal_group = 1 : i64, kfusion.partition = 128 : i64}
    return
  }

  gpu.module @first {
    memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
    memref.global "private" constant @shared : memref<4xf32> = dense<1.0>
    gpu.func @apply_add(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %c3 = arith.constant 3 : index
      %k = arith.andi %i, %c3 : index
      %t = memref.get_global @table : memref<4xf32>
      %s = memref.get_global @shared : memref<4xf32>
      %v = memref.load %x[%i] : memref<1024xf32>
      %tv = memref.load %t[%k] : memref<4xf32>
      %sv = memref.load %s[%k] : memref<4xf32>
      %w = arith.addf %v, %tv : f32
      %z = arith.addf %w, %sv : f32
      memref.store %z, %y[%i] : memref<1024xf32>
      gpu.return
    }
  }
  gpu.module @second {
    memref.global "private" constant @table : memref<4xf32> = dense<[0.5, 0.25, 0.125, 0.0625]>
    memref.global "private" constant @shared : memref<4xf32> = dense<1.0>
    gpu.func @apply_mul(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %c3 = arith.constant 3 : index
      %k = arith.andi %i, %c3 : index
      %t = memref.get_global @table : memref<4xf32>
      %s = memref.get_global @shared : memref<4xf32>
      %v = memref.load %x[%i] : memref<1024xf32>
      %tv = memref.load %t[%k] : memref<4xf32>
      %sv = memref.load %s[%k] : memref<4xf32>
      %w = arith.mulf %v, %tv : f32
      %z = arith.addf %w, %sv : f32
      memref.store %z, %y[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @modules(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                     %c: memref<1024xf32> {llvm.noalias}, %d: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @first::@apply_add blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @second::@apply_mul blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 2 : i64}
    return
  }
}
