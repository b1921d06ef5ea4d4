// kfusion-stencil-fusion points-per-thread=N declines N, with a remark on the
// group's first launch, where the taller tile's shared arrays would not fit,
// and fuses the group with one point per thread. (Where the grid in y is not
// a multiple of N, the same program with N = 4: FALLBACK in stencil-scale.mlir.)
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=2 max-shared-bytes=2000" -verify-diagnostics -o /dev/null
// The same limit as the device's (its shared memory per block), no option:
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=2 device=#kfusion.device<h100,{shared_bytes_per_block=2000}>" -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @k {
    // t = 0.2 * (5-point sum) inside, t = in on the border (both branches
    // store: every point written).
    gpu.func @sweep(%in: memref<48x128xf32>, %t: memref<48x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c47 = arith.constant 47 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi sge, %x, %c1 : index
      %b = arith.cmpi slt, %x, %c127 : index
      %c = arith.cmpi sge, %y, %c1 : index
      %d = arith.cmpi slt, %y, %c47 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %inside = arith.andi %ab, %cd : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %in[%y, %x] : memref<48x128xf32>
        %v1 = memref.load %in[%y, %xm] : memref<48x128xf32>
        %v2 = memref.load %in[%y, %xp] : memref<48x128xf32>
        %v3 = memref.load %in[%ym, %x] : memref<48x128xf32>
        %v4 = memref.load %in[%yp, %x] : memref<48x128xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %r = arith.mulf %f, %s4 : f32
        memref.store %r, %t[%y, %x] : memref<48x128xf32>
      } else {
        %v = memref.load %in[%y, %x] : memref<48x128xf32>
        memref.store %v, %t[%y, %x] : memref<48x128xf32>
      }
      gpu.return
    }
    // On rows 3 <= y < 45: o = t[y, x-1] + t[y, x+1] left of x = 70 (within
    // the array), o = 2 t[y-1, x] from there on; other rows keep o.
    gpu.func @band(%t: memref<48x128xf32>, %o: memref<48x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c45 = arith.constant 45 : index
      %c70 = arith.constant 70 : index
      %c127 = arith.constant 127 : index
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %bdx = gpu.block_dim x
      %tx = gpu.thread_id x
      %base = arith.muli %bx, %bdx : index
      %x = arith.addi %base, %tx : index
      %y = gpu.global_id y
      %r0 = arith.cmpi sge, %y, %c3 : index
      %r1 = arith.cmpi slt, %y, %c45 : index
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %c127 : index
      %rows = arith.andi %r0, %r1 : i1
      %cols = arith.andi %x0, %x1 : i1
      %in = arith.andi %rows, %cols : i1
      scf.if %in {
        %left = arith.cmpi ult, %x, %c70 : index
        scf.if %left {
          %xm = arith.subi %x, %c1 : index
          %xp = arith.addi %x, %c1 : index
          %w = memref.load %t[%y, %xm] : memref<48x128xf32>
          %e = memref.load %t[%y, %xp] : memref<48x128xf32>
          %s = arith.addf %w, %e : f32
          memref.store %s, %o[%y, %x] : memref<48x128xf32>
        } else {
          %ym = arith.subi %y, %c1 : index
          %n = memref.load %t[%ym, %x] : memref<48x128xf32>
          %s = arith.mulf %two, %n : f32
          memref.store %s, %o[%y, %x] : memref<48x128xf32>
        }
      }
      gpu.return
    }
  }

  // 2 rows need 2320 bytes of shared arrays, more than max-shared-bytes=2000,
  // while one row needs 1232.
  func.func @chain(%in: memref<48x128xf32> {llvm.noalias}, %t: memref<48x128xf32> {llvm.noalias}, %o: memref<48x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+2 {{kfusion-stencil-fusion: stencil group 0 computes 1 point per thread, not 2: {{.*}}2320 bytes of shared memory{{.*}}2000}}
    // expected-remark @+1 {{fused stencil group 0 (2 launches) into @k::@sweep_band_stencil}}
    gpu.launch_func @k::@sweep blocks in (%c4, %c6, %c1) threads in (%c32, %c8, %c1)
        args(%in : memref<48x128xf32>, %t : memref<48x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@band blocks in (%c4, %c6, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<48x128xf32>, %o : memref<48x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
