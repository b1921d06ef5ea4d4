// bench/stencil's hdiff (stbench.workloads.hdiff(64, ny=24, nz=2), @step only:
// Program.text(form='step')): lap and fly index their point as
// block_id * block_dim + thread_id, flx and out by gpu.global_id; 32x8x1
// blocks, 64 points along x (one 64-wide block once widened).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hdiff_lap(%src: memref<2x24x64xf32> {llvm.noalias}, %lap: memref<2x24x64xf32> {llvm.noalias}) kernel {
      %bz = gpu.block_id z
      %nz = gpu.block_dim z
      %tz = gpu.thread_id z
      %oz = arith.muli %bz, %nz : index
      %z = arith.addi %oz, %tz : index
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
      %cm1 = arith.constant -1 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c23 = arith.constant 23 : index
      %c63 = arith.constant 63 : index
      %f0 = arith.constant 4.000000000e+00 : f32
      %v1 = arith.cmpi slt, %z, %c2 : index
      %v2 = arith.cmpi sge, %y, %c1 : index
      %v3 = arith.cmpi slt, %y, %c23 : index
      %v4 = arith.cmpi sge, %x, %c1 : index
      %v5 = arith.cmpi slt, %x, %c63 : index
      %v6 = arith.andi %v1, %v2 : i1
      %v7 = arith.andi %v6, %v3 : i1
      %v8 = arith.andi %v7, %v4 : i1
      %v9 = arith.andi %v8, %v5 : i1
      scf.if %v9 {
        %v10 = memref.load %src[%z, %y, %x] : memref<2x24x64xf32>
        %v11 = arith.mulf %f0, %v10 : f32
        %v12 = arith.addi %x, %c1 : index
        %v13 = memref.load %src[%z, %y, %v12] : memref<2x24x64xf32>
        %v14 = arith.addi %x, %cm1 : index
        %v15 = memref.load %src[%z, %y, %v14] : memref<2x24x64xf32>
        %v16 = arith.addf %v13, %v15 : f32
        %v17 = arith.addi %y, %c1 : index
        %v18 = memref.load %src[%z, %v17, %x] : memref<2x24x64xf32>
        %v19 = arith.addf %v16, %v18 : f32
        %v20 = arith.addi %y, %cm1 : index
        %v21 = memref.load %src[%z, %v20, %x] : memref<2x24x64xf32>
        %v22 = arith.addf %v19, %v21 : f32
        %v23 = arith.subf %v11, %v22 : f32
        memref.store %v23, %lap[%z, %y, %x] : memref<2x24x64xf32>
      }
      gpu.return
    }
    gpu.func @hdiff_flx(%src: memref<2x24x64xf32> {llvm.noalias}, %lap: memref<2x24x64xf32> {llvm.noalias}, %flx: memref<2x24x64xf32> {llvm.noalias}) kernel {
      %z = gpu.global_id z
      %y = gpu.global_id y
      %x = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c23 = arith.constant 23 : index
      %c62 = arith.constant 62 : index
      %f0 = arith.constant 0.000000000e+00 : f32
      %v1 = arith.cmpi slt, %z, %c2 : index
      %v2 = arith.cmpi sge, %y, %c1 : index
      %v3 = arith.cmpi slt, %y, %c23 : index
      %v4 = arith.cmpi sge, %x, %c1 : index
      %v5 = arith.cmpi slt, %x, %c62 : index
      %v6 = arith.andi %v1, %v2 : i1
      %v7 = arith.andi %v6, %v3 : i1
      %v8 = arith.andi %v7, %v4 : i1
      %v9 = arith.andi %v8, %v5 : i1
      scf.if %v9 {
        %v10 = arith.addi %x, %c1 : index
        %v11 = memref.load %lap[%z, %y, %v10] : memref<2x24x64xf32>
        %v12 = memref.load %lap[%z, %y, %x] : memref<2x24x64xf32>
        %v13 = arith.subf %v11, %v12 : f32
        %v14 = memref.load %src[%z, %y, %v10] : memref<2x24x64xf32>
        %v15 = memref.load %src[%z, %y, %x] : memref<2x24x64xf32>
        %v16 = arith.subf %v14, %v15 : f32
        %v17 = arith.mulf %v13, %v16 : f32
        %v18 = arith.cmpf ogt, %v17, %f0 : f32
        %v19 = arith.select %v18, %f0, %v13 : f32
        memref.store %v19, %flx[%z, %y, %x] : memref<2x24x64xf32>
      }
      gpu.return
    }
    gpu.func @hdiff_fly(%src: memref<2x24x64xf32> {llvm.noalias}, %lap: memref<2x24x64xf32> {llvm.noalias}, %fly: memref<2x24x64xf32> {llvm.noalias}) kernel {
      %bz = gpu.block_id z
      %nz = gpu.block_dim z
      %tz = gpu.thread_id z
      %oz = arith.muli %bz, %nz : index
      %z = arith.addi %oz, %tz : index
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
      %c2 = arith.constant 2 : index
      %c22 = arith.constant 22 : index
      %c63 = arith.constant 63 : index
      %f0 = arith.constant 0.000000000e+00 : f32
      %v1 = arith.cmpi slt, %z, %c2 : index
      %v2 = arith.cmpi sge, %y, %c1 : index
      %v3 = arith.cmpi slt, %y, %c22 : index
      %v4 = arith.cmpi sge, %x, %c1 : index
      %v5 = arith.cmpi slt, %x, %c63 : index
      %v6 = arith.andi %v1, %v2 : i1
      %v7 = arith.andi %v6, %v3 : i1
      %v8 = arith.andi %v7, %v4 : i1
      %v9 = arith.andi %v8, %v5 : i1
      scf.if %v9 {
        %v10 = arith.addi %y, %c1 : index
        %v11 = memref.load %lap[%z, %v10, %x] : memref<2x24x64xf32>
        %v12 = memref.load %lap[%z, %y, %x] : memref<2x24x64xf32>
        %v13 = arith.subf %v11, %v12 : f32
        %v14 = memref.load %src[%z, %v10, %x] : memref<2x24x64xf32>
        %v15 = memref.load %src[%z, %y, %x] : memref<2x24x64xf32>
        %v16 = arith.subf %v14, %v15 : f32
        %v17 = arith.mulf %v13, %v16 : f32
        %v18 = arith.cmpf ogt, %v17, %f0 : f32
        %v19 = arith.select %v18, %f0, %v13 : f32
        memref.store %v19, %fly[%z, %y, %x] : memref<2x24x64xf32>
      }
      gpu.return
    }
    gpu.func @hdiff_out(%src: memref<2x24x64xf32> {llvm.noalias}, %coeff: memref<2x24x64xf32> {llvm.noalias}, %flx: memref<2x24x64xf32> {llvm.noalias}, %fly: memref<2x24x64xf32> {llvm.noalias}, %dst: memref<2x24x64xf32> {llvm.noalias}) kernel {
      %z = gpu.global_id z
      %y = gpu.global_id y
      %x = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c22 = arith.constant 22 : index
      %c62 = arith.constant 62 : index
      %v1 = arith.cmpi slt, %z, %c2 : index
      %v2 = arith.cmpi sge, %y, %c2 : index
      %v3 = arith.cmpi slt, %y, %c22 : index
      %v4 = arith.cmpi sge, %x, %c2 : index
      %v5 = arith.cmpi slt, %x, %c62 : index
      %v6 = arith.andi %v1, %v2 : i1
      %v7 = arith.andi %v6, %v3 : i1
      %v8 = arith.andi %v7, %v4 : i1
      %v9 = arith.andi %v8, %v5 : i1
      scf.if %v9 {
        %v10 = memref.load %src[%z, %y, %x] : memref<2x24x64xf32>
        %v11 = memref.load %coeff[%z, %y, %x] : memref<2x24x64xf32>
        %v12 = memref.load %flx[%z, %y, %x] : memref<2x24x64xf32>
        %v13 = arith.subi %x, %c1 : index
        %v14 = memref.load %flx[%z, %y, %v13] : memref<2x24x64xf32>
        %v15 = arith.subf %v12, %v14 : f32
        %v16 = memref.load %fly[%z, %y, %x] : memref<2x24x64xf32>
        %v17 = arith.addf %v15, %v16 : f32
        %v18 = arith.subi %y, %c1 : index
        %v19 = memref.load %fly[%z, %v18, %x] : memref<2x24x64xf32>
        %v20 = arith.subf %v17, %v19 : f32
        %v21 = arith.mulf %v11, %v20 : f32
        %v22 = arith.subf %v10, %v21 : f32
        memref.store %v22, %dst[%z, %y, %x] : memref<2x24x64xf32>
      }
      gpu.return
    }
  }

  func.func @step(%inp: memref<2x24x64xf32> {llvm.noalias}, %coeff: memref<2x24x64xf32> {llvm.noalias}, %out: memref<2x24x64xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %tok0 = gpu.wait async
    %lap, %tok1 = gpu.alloc async [%tok0] () : memref<2x24x64xf32>
    %flx, %tok2 = gpu.alloc async [%tok1] () : memref<2x24x64xf32>
    %fly, %tok3 = gpu.alloc async [%tok2] () : memref<2x24x64xf32>
    %tok4 = gpu.launch_func async [%tok3] @kernels::@hdiff_lap blocks in (%c2, %c3, %c2) threads in (%c32, %c8, %c1) args(%inp : memref<2x24x64xf32>, %lap : memref<2x24x64xf32>)
    %tok5 = gpu.launch_func async [%tok4] @kernels::@hdiff_flx blocks in (%c2, %c3, %c2) threads in (%c32, %c8, %c1) args(%inp : memref<2x24x64xf32>, %lap : memref<2x24x64xf32>, %flx : memref<2x24x64xf32>)
    %tok6 = gpu.launch_func async [%tok5] @kernels::@hdiff_fly blocks in (%c2, %c3, %c2) threads in (%c32, %c8, %c1) args(%inp : memref<2x24x64xf32>, %lap : memref<2x24x64xf32>, %fly : memref<2x24x64xf32>)
    %tok7 = gpu.launch_func async [%tok6] @kernels::@hdiff_out blocks in (%c2, %c3, %c2) threads in (%c32, %c8, %c1) args(%inp : memref<2x24x64xf32>, %coeff : memref<2x24x64xf32>, %flx : memref<2x24x64xf32>, %fly : memref<2x24x64xf32>, %out : memref<2x24x64xf32>)
    %tok8 = gpu.dealloc async [%tok7] %lap : memref<2x24x64xf32>
    %tok9 = gpu.dealloc async [%tok8] %flx : memref<2x24x64xf32>
    %tok10 = gpu.dealloc async [%tok9] %fly : memref<2x24x64xf32>
    gpu.wait [%tok10]
    return
  }
}

