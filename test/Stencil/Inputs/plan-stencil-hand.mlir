// The program of ../plan-stencil.mlir with its first launch grouped by hand
// (kfusion.stencil_group = 9), which kfusion-plan-stencil leaves as it is.
module attributes {gpu.container_module} {
  gpu.module @k {
    // o[y, x] = (a[y, x-1] + a[y, x] + a[y, x+1]) / 3 inside, a[y, x] at the
    // left and right edges.
    gpu.func @blur(%a: memref<64x64xf32>, %o: memref<64x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %third = arith.constant 0.333333343 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c63 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %w = memref.load %a[%y, %xm] : memref<64x64xf32>
        %c = memref.load %a[%y, %x] : memref<64x64xf32>
        %e = memref.load %a[%y, %xp] : memref<64x64xf32>
        %s0 = arith.addf %w, %c : f32
        %s1 = arith.addf %s0, %e : f32
        %r = arith.mulf %s1, %third : f32
        memref.store %r, %o[%y, %x] : memref<64x64xf32>
      } else {
        %c = memref.load %a[%y, %x] : memref<64x64xf32>
        memref.store %c, %o[%y, %x] : memref<64x64xf32>
      }
      gpu.return
    }
    // o[y, x] = a[x, y]: not a constant offset, so it fuses with nothing
    // that writes a.
    gpu.func @flip(%a: memref<64x64xf32>, %o: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%x, %y] : memref<64x64xf32>
      memref.store %v, %o[%y, %x] : memref<64x64xf32>
      gpu.return
    }
  }

  func.func @step(%u: memref<64x64xf32> {llvm.noalias}, %v: memref<64x64xf32> {llvm.noalias},
                  %w: memref<64x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<64x64xf32>
    %t2 = gpu.launch_func async [%t1] @k::@blur blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%u : memref<64x64xf32>, %buf : memref<64x64xf32>) {kfusion.stencil_group = 9 : i64}
    %t3 = gpu.launch_func async [%t2] @k::@blur blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%buf : memref<64x64xf32>, %v : memref<64x64xf32>)
    %t4 = gpu.launch_func async [%t3] @k::@flip blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%v : memref<64x64xf32>, %w : memref<64x64xf32>)
    %t5 = gpu.dealloc async [%t4] %buf : memref<64x64xf32>
    gpu.wait [%t5]
    return
  }
}
