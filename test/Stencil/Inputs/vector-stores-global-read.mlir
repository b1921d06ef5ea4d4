// Two chained 5-point sweeps of a 64 x 128 array; the second also adds an
// input %g that it alone reads, at the point (not staged with
// stage-single-readers=never: a global load in each of the last member's
// points, between the stores of a row). Input of ../vector-stores.mlir.
module attributes {gpu.container_module} {
  gpu.module @k {
    // o = 0.2 * (5-point sum) inside, o = i on the border.
    gpu.func @sweep(%i: memref<128x64xf32>, %o: memref<128x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi sge, %x, %c1 : index
      %b = arith.cmpi slt, %x, %c63 : index
      %c = arith.cmpi sge, %y, %c1 : index
      %d = arith.cmpi slt, %y, %c127 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %inside = arith.andi %ab, %cd : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %i[%y, %x] : memref<128x64xf32>
        %v1 = memref.load %i[%y, %xm] : memref<128x64xf32>
        %v2 = memref.load %i[%y, %xp] : memref<128x64xf32>
        %v3 = memref.load %i[%ym, %x] : memref<128x64xf32>
        %v4 = memref.load %i[%yp, %x] : memref<128x64xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %r = arith.mulf %f, %s4 : f32
        memref.store %r, %o[%y, %x] : memref<128x64xf32>
      } else {
        %v = memref.load %i[%y, %x] : memref<128x64xf32>
        memref.store %v, %o[%y, %x] : memref<128x64xf32>
      }
      gpu.return
    }
    // o = 0.2 * (5-point sum) + u inside, o = u on the border.
    gpu.func @sweep_add(%i: memref<128x64xf32>, %u: memref<128x64xf32>, %o: memref<128x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi sge, %x, %c1 : index
      %b = arith.cmpi slt, %x, %c63 : index
      %c = arith.cmpi sge, %y, %c1 : index
      %d = arith.cmpi slt, %y, %c127 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %inside = arith.andi %ab, %cd : i1
      %w = memref.load %u[%y, %x] : memref<128x64xf32>
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %i[%y, %x] : memref<128x64xf32>
        %v1 = memref.load %i[%y, %xm] : memref<128x64xf32>
        %v2 = memref.load %i[%y, %xp] : memref<128x64xf32>
        %v3 = memref.load %i[%ym, %x] : memref<128x64xf32>
        %v4 = memref.load %i[%yp, %x] : memref<128x64xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %r = arith.mulf %f, %s4 : f32
        %q = arith.addf %r, %w : f32
        memref.store %q, %o[%y, %x] : memref<128x64xf32>
      } else {
        memref.store %w, %o[%y, %x] : memref<128x64xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%u: memref<128x64xf32> {llvm.noalias}, %g: memref<128x64xf32> {llvm.noalias}, %t1: memref<128x64xf32> {llvm.noalias}, %v: memref<128x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%u : memref<128x64xf32>, %t1 : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep_add blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%t1 : memref<128x64xf32>, %g : memref<128x64xf32>, %v : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
