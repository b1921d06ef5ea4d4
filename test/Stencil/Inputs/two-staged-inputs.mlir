// Two inputs each read at offsets by one kernel (so stage-single-readers
// stages both), then a sweep of the result: a fused kernel with two staged
// windows (stream-tiles.mlir, ../Integration/Sim/Stencil/stream-tiles.mlir).
module attributes {gpu.container_module} {
  gpu.module @k {
    // t = a[y-1,x] + a[y+1,x] + b[y,x-1] + b[y,x+1] inside, a + b on the border.
    gpu.func @mix(%a: memref<128x64xf32>, %b: memref<128x64xf32>, %t: memref<128x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %p = arith.cmpi sge, %x, %c1 : index
      %q = arith.cmpi slt, %x, %c63 : index
      %r = arith.cmpi sge, %y, %c1 : index
      %s = arith.cmpi slt, %y, %c127 : index
      %pq = arith.andi %p, %q : i1
      %rs = arith.andi %r, %s : i1
      %inside = arith.andi %pq, %rs : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v1 = memref.load %a[%ym, %x] : memref<128x64xf32>
        %v2 = memref.load %a[%yp, %x] : memref<128x64xf32>
        %v3 = memref.load %b[%y, %xm] : memref<128x64xf32>
        %v4 = memref.load %b[%y, %xp] : memref<128x64xf32>
        %s1 = arith.addf %v1, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        memref.store %s3, %t[%y, %x] : memref<128x64xf32>
      } else {
        %va = memref.load %a[%y, %x] : memref<128x64xf32>
        %vb = memref.load %b[%y, %x] : memref<128x64xf32>
        %v = arith.addf %va, %vb : f32
        memref.store %v, %t[%y, %x] : memref<128x64xf32>
      }
      gpu.return
    }
    // o = 0.25 * (t[y-1,x] + t[y+1,x] + t[y,x-1] + t[y,x+1]) inside, t on the border.
    gpu.func @sweep(%i: memref<128x64xf32>, %o: memref<128x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.25 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %p = arith.cmpi sge, %x, %c1 : index
      %q = arith.cmpi slt, %x, %c63 : index
      %r = arith.cmpi sge, %y, %c1 : index
      %s = arith.cmpi slt, %y, %c127 : index
      %pq = arith.andi %p, %q : i1
      %rs = arith.andi %r, %s : i1
      %inside = arith.andi %pq, %rs : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v1 = memref.load %i[%y, %xm] : memref<128x64xf32>
        %v2 = memref.load %i[%y, %xp] : memref<128x64xf32>
        %v3 = memref.load %i[%ym, %x] : memref<128x64xf32>
        %v4 = memref.load %i[%yp, %x] : memref<128x64xf32>
        %s1 = arith.addf %v1, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %o1 = arith.mulf %f, %s3 : f32
        memref.store %o1, %o[%y, %x] : memref<128x64xf32>
      } else {
        %v = memref.load %i[%y, %x] : memref<128x64xf32>
        memref.store %v, %o[%y, %x] : memref<128x64xf32>
      }
      gpu.return
    }
  }

  func.func @pair(%a: memref<128x64xf32> {llvm.noalias}, %b: memref<128x64xf32> {llvm.noalias}, %t: memref<128x64xf32> {llvm.noalias}, %o: memref<128x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@mix blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<128x64xf32>, %b : memref<128x64xf32>, %t : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<128x64xf32>, %o : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
