// FDTD-2D, three steps of 40 x 48 arrays (a grid of 2 x 5 blocks of 32 x 8
// threads), written by bench/stencil's generator (stbench.workloads.fdtd(48,
// ny=40, steps=3), grouping 'all', the @step form): each step's ey, ex and hz
// update a launch of its own, all nine in stencil group 0. Read by
// ../stream-rows.mlir and ../../Integration/Sim/Stencil/stream-rows.mlir.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fdtd_ex(%ex: memref<40x48xf32> {llvm.noalias}, %hz: memref<40x48xf32> {llvm.noalias}, %exn: memref<40x48xf32> {llvm.noalias}) kernel {
      %y = gpu.global_id y
      %x = gpu.global_id x
      %cm1 = arith.constant -1 : index
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %c48 = arith.constant 48 : index
      %f0 = arith.constant 5.000000000e-01 : f32
      %v1 = arith.cmpi slt, %y, %c40 : index
      %v2 = arith.cmpi slt, %x, %c48 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi sge, %x, %c1 : index
        scf.if %v4 {
          %v5 = memref.load %ex[%y, %x] : memref<40x48xf32>
          %v6 = memref.load %hz[%y, %x] : memref<40x48xf32>
          %v7 = arith.addi %x, %cm1 : index
          %v8 = memref.load %hz[%y, %v7] : memref<40x48xf32>
          %v9 = arith.subf %v6, %v8 : f32
          %v10 = arith.mulf %f0, %v9 : f32
          %v11 = arith.subf %v5, %v10 : f32
          memref.store %v11, %exn[%y, %x] : memref<40x48xf32>
        } else {
          %v12 = memref.load %ex[%y, %x] : memref<40x48xf32>
          memref.store %v12, %exn[%y, %x] : memref<40x48xf32>
        }
      }
      gpu.return
    }
    gpu.func @fdtd_hz(%hz: memref<40x48xf32> {llvm.noalias}, %ex: memref<40x48xf32> {llvm.noalias}, %ey: memref<40x48xf32> {llvm.noalias}, %hzn: memref<40x48xf32> {llvm.noalias}) kernel {
      %by = gpu.block_id y
      %ny = gpu.block_dim y
      %ty = gpu.thread_id y
      %oy = arith.muli %by, %ny : index
      %y = arith.addi %oy, %ty : index
      %bx = gpu.block_id x
      %nx = gpu.block_dim x
      %tx = gpu.thread_id x
      %ox = arith.muli %bx, %nx : index
      %x = arith.addi %ox, %tx : index
      %c1 = arith.constant 1 : index
      %c39 = arith.constant 39 : index
      %c40 = arith.constant 40 : index
      %c47 = arith.constant 47 : index
      %c48 = arith.constant 48 : index
      %f0 = arith.constant 6.999999881e-01 : f32
      %v1 = arith.cmpi slt, %y, %c40 : index
      %v2 = arith.cmpi slt, %x, %c48 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi slt, %y, %c39 : index
        %v5 = arith.cmpi slt, %x, %c47 : index
        %v6 = arith.andi %v4, %v5 : i1
        scf.if %v6 {
          %v7 = memref.load %hz[%y, %x] : memref<40x48xf32>
          %v8 = arith.addi %x, %c1 : index
          %v9 = memref.load %ex[%y, %v8] : memref<40x48xf32>
          %v10 = memref.load %ex[%y, %x] : memref<40x48xf32>
          %v11 = arith.subf %v9, %v10 : f32
          %v12 = arith.addi %y, %c1 : index
          %v13 = memref.load %ey[%v12, %x] : memref<40x48xf32>
          %v14 = arith.addf %v11, %v13 : f32
          %v15 = memref.load %ey[%y, %x] : memref<40x48xf32>
          %v16 = arith.subf %v14, %v15 : f32
          %v17 = arith.mulf %f0, %v16 : f32
          %v18 = arith.subf %v7, %v17 : f32
          memref.store %v18, %hzn[%y, %x] : memref<40x48xf32>
        } else {
          %v19 = memref.load %hz[%y, %x] : memref<40x48xf32>
          memref.store %v19, %hzn[%y, %x] : memref<40x48xf32>
        }
      }
      gpu.return
    }
    gpu.func @fdtd_ey_t0(%ey: memref<40x48xf32> {llvm.noalias}, %hz: memref<40x48xf32> {llvm.noalias}, %eyn: memref<40x48xf32> {llvm.noalias}) kernel {
      %by = gpu.block_id y
      %ny = gpu.block_dim y
      %ty = gpu.thread_id y
      %oy = arith.muli %by, %ny : index
      %y = arith.addi %oy, %ty : index
      %bx = gpu.block_id x
      %nx = gpu.block_dim x
      %tx = gpu.thread_id x
      %ox = arith.muli %bx, %nx : index
      %x = arith.addi %ox, %tx : index
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %c48 = arith.constant 48 : index
      %f0 = arith.constant 0.000000000e+00 : f32
      %f1 = arith.constant 5.000000000e-01 : f32
      %v1 = arith.cmpi slt, %y, %c40 : index
      %v2 = arith.cmpi slt, %x, %c48 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi sge, %y, %c1 : index
        scf.if %v4 {
          %v5 = memref.load %ey[%y, %x] : memref<40x48xf32>
          %v6 = memref.load %hz[%y, %x] : memref<40x48xf32>
          %v7 = arith.subi %y, %c1 : index
          %v8 = memref.load %hz[%v7, %x] : memref<40x48xf32>
          %v9 = arith.subf %v6, %v8 : f32
          %v10 = arith.mulf %f1, %v9 : f32
          %v11 = arith.subf %v5, %v10 : f32
          memref.store %v11, %eyn[%y, %x] : memref<40x48xf32>
        } else {
          memref.store %f0, %eyn[%y, %x] : memref<40x48xf32>
        }
      }
      gpu.return
    }
    gpu.func @fdtd_ey_t1(%ey: memref<40x48xf32> {llvm.noalias}, %hz: memref<40x48xf32> {llvm.noalias}, %eyn: memref<40x48xf32> {llvm.noalias}) kernel {
      %by = gpu.block_id y
      %ny = gpu.block_dim y
      %ty = gpu.thread_id y
      %oy = arith.muli %by, %ny : index
      %y = arith.addi %oy, %ty : index
      %bx = gpu.block_id x
      %nx = gpu.block_dim x
      %tx = gpu.thread_id x
      %ox = arith.muli %bx, %nx : index
      %x = arith.addi %ox, %tx : index
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %c48 = arith.constant 48 : index
      %f0 = arith.constant 5.000000000e-01 : f32
      %f1 = arith.constant 1.000000000e+00 : f32
      %v1 = arith.cmpi slt, %y, %c40 : index
      %v2 = arith.cmpi slt, %x, %c48 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi sge, %y, %c1 : index
        scf.if %v4 {
          %v5 = memref.load %ey[%y, %x] : memref<40x48xf32>
          %v6 = memref.load %hz[%y, %x] : memref<40x48xf32>
          %v7 = arith.subi %y, %c1 : index
          %v8 = memref.load %hz[%v7, %x] : memref<40x48xf32>
          %v9 = arith.subf %v6, %v8 : f32
          %v10 = arith.mulf %f0, %v9 : f32
          %v11 = arith.subf %v5, %v10 : f32
          memref.store %v11, %eyn[%y, %x] : memref<40x48xf32>
        } else {
          memref.store %f1, %eyn[%y, %x] : memref<40x48xf32>
        }
      }
      gpu.return
    }
    gpu.func @fdtd_ey_t2(%ey: memref<40x48xf32> {llvm.noalias}, %hz: memref<40x48xf32> {llvm.noalias}, %eyn: memref<40x48xf32> {llvm.noalias}) kernel {
      %by = gpu.block_id y
      %ny = gpu.block_dim y
      %ty = gpu.thread_id y
      %oy = arith.muli %by, %ny : index
      %y = arith.addi %oy, %ty : index
      %bx = gpu.block_id x
      %nx = gpu.block_dim x
      %tx = gpu.thread_id x
      %ox = arith.muli %bx, %nx : index
      %x = arith.addi %ox, %tx : index
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %c48 = arith.constant 48 : index
      %f0 = arith.constant 5.000000000e-01 : f32
      %f1 = arith.constant 2.000000000e+00 : f32
      %v1 = arith.cmpi slt, %y, %c40 : index
      %v2 = arith.cmpi slt, %x, %c48 : index
      %v3 = arith.andi %v1, %v2 : i1
      scf.if %v3 {
        %v4 = arith.cmpi sge, %y, %c1 : index
        scf.if %v4 {
          %v5 = memref.load %ey[%y, %x] : memref<40x48xf32>
          %v6 = memref.load %hz[%y, %x] : memref<40x48xf32>
          %v7 = arith.subi %y, %c1 : index
          %v8 = memref.load %hz[%v7, %x] : memref<40x48xf32>
          %v9 = arith.subf %v6, %v8 : f32
          %v10 = arith.mulf %f0, %v9 : f32
          %v11 = arith.subf %v5, %v10 : f32
          memref.store %v11, %eyn[%y, %x] : memref<40x48xf32>
        } else {
          memref.store %f1, %eyn[%y, %x] : memref<40x48xf32>
        }
      }
      gpu.return
    }
  }

  func.func @step(%ex0: memref<40x48xf32> {llvm.noalias}, %ey0: memref<40x48xf32> {llvm.noalias}, %hz0: memref<40x48xf32> {llvm.noalias}, %ex3: memref<40x48xf32> {llvm.noalias}, %ey3: memref<40x48xf32> {llvm.noalias}, %hz3: memref<40x48xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %tok0 = gpu.wait async
    %ex1, %tok1 = gpu.alloc async [%tok0] () : memref<40x48xf32>
    %ey1, %tok2 = gpu.alloc async [%tok1] () : memref<40x48xf32>
    %hz1, %tok3 = gpu.alloc async [%tok2] () : memref<40x48xf32>
    %ex2, %tok4 = gpu.alloc async [%tok3] () : memref<40x48xf32>
    %ey2, %tok5 = gpu.alloc async [%tok4] () : memref<40x48xf32>
    %hz2, %tok6 = gpu.alloc async [%tok5] () : memref<40x48xf32>
    %tok7 = gpu.launch_func async [%tok6] @kernels::@fdtd_ey_t0 blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ey0 : memref<40x48xf32>, %hz0 : memref<40x48xf32>, %ey1 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok8 = gpu.launch_func async [%tok7] @kernels::@fdtd_ex blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ex0 : memref<40x48xf32>, %hz0 : memref<40x48xf32>, %ex1 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok9 = gpu.launch_func async [%tok8] @kernels::@fdtd_hz blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%hz0 : memref<40x48xf32>, %ex1 : memref<40x48xf32>, %ey1 : memref<40x48xf32>, %hz1 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok10 = gpu.launch_func async [%tok9] @kernels::@fdtd_ey_t1 blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ey1 : memref<40x48xf32>, %hz1 : memref<40x48xf32>, %ey2 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok11 = gpu.launch_func async [%tok10] @kernels::@fdtd_ex blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ex1 : memref<40x48xf32>, %hz1 : memref<40x48xf32>, %ex2 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok12 = gpu.launch_func async [%tok11] @kernels::@fdtd_hz blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%hz1 : memref<40x48xf32>, %ex2 : memref<40x48xf32>, %ey2 : memref<40x48xf32>, %hz2 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok13 = gpu.launch_func async [%tok12] @kernels::@fdtd_ey_t2 blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ey2 : memref<40x48xf32>, %hz2 : memref<40x48xf32>, %ey3 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok14 = gpu.launch_func async [%tok13] @kernels::@fdtd_ex blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%ex2 : memref<40x48xf32>, %hz2 : memref<40x48xf32>, %ex3 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok15 = gpu.launch_func async [%tok14] @kernels::@fdtd_hz blocks in (%c2, %c5, %c1) threads in (%c32, %c8, %c1) args(%hz2 : memref<40x48xf32>, %ex3 : memref<40x48xf32>, %ey3 : memref<40x48xf32>, %hz3 : memref<40x48xf32>) {kfusion.stencil_group = 0 : i64}
    %tok16 = gpu.dealloc async [%tok15] %ex1 : memref<40x48xf32>
    %tok17 = gpu.dealloc async [%tok16] %ey1 : memref<40x48xf32>
    %tok18 = gpu.dealloc async [%tok17] %hz1 : memref<40x48xf32>
    %tok19 = gpu.dealloc async [%tok18] %ex2 : memref<40x48xf32>
    %tok20 = gpu.dealloc async [%tok19] %ey2 : memref<40x48xf32>
    %tok21 = gpu.dealloc async [%tok20] %hz2 : memref<40x48xf32>
    gpu.wait [%tok21]
    return
  }
}
