// The three programs of ../stencil-deep-tiles.mlir (@big, @small, @heavy),
// without their kfusion.stencil_group attributes, for kfusion-plan-stencil.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep8k(%a: memref<8192x8192xf32>, %o: memref<8192x8192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 8191 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<8192x8192xf32>
        %v1 = memref.load %a[%y, %xm] : memref<8192x8192xf32>
        %v2 = memref.load %a[%y, %xp] : memref<8192x8192xf32>
        %v3 = memref.load %a[%ym, %x] : memref<8192x8192xf32>
        %v4 = memref.load %a[%yp, %x] : memref<8192x8192xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<8192x8192xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<8192x8192xf32>
        memref.store %v, %o[%y, %x] : memref<8192x8192xf32>
      }
      gpu.return
    }
  }
  func.func @big(%in: memref<8192x8192xf32> {llvm.noalias}, %out: memref<8192x8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 1024 : index
    %t1 = memref.alloc() : memref<8192x8192xf32>
    %t2 = memref.alloc() : memref<8192x8192xf32>
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<8192x8192xf32>, %t1 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<8192x8192xf32>, %t2 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<8192x8192xf32>, %out : memref<8192x8192xf32>)
    memref.dealloc %t1 : memref<8192x8192xf32>
    memref.dealloc %t2 : memref<8192x8192xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep512(%a: memref<512x512xf32>, %o: memref<512x512xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 511 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<512x512xf32>
        %v1 = memref.load %a[%y, %xm] : memref<512x512xf32>
        %v2 = memref.load %a[%y, %xp] : memref<512x512xf32>
        %v3 = memref.load %a[%ym, %x] : memref<512x512xf32>
        %v4 = memref.load %a[%yp, %x] : memref<512x512xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<512x512xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<512x512xf32>
        memref.store %v, %o[%y, %x] : memref<512x512xf32>
      }
      gpu.return
    }
  }
  func.func @small(%in: memref<512x512xf32> {llvm.noalias}, %out: memref<512x512xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 16 : index
    %gy = arith.constant 64 : index
    %t1 = memref.alloc() : memref<512x512xf32>
    %t2 = memref.alloc() : memref<512x512xf32>
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<512x512xf32>, %t1 : memref<512x512xf32>)
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<512x512xf32>, %t2 : memref<512x512xf32>)
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<512x512xf32>, %out : memref<512x512xf32>)
    memref.dealloc %t1 : memref<512x512xf32>
    memref.dealloc %t2 : memref<512x512xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep8k(%a: memref<8192x8192xf32>, %o: memref<8192x8192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 8191 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<8192x8192xf32>
        %v1 = memref.load %a[%y, %xm] : memref<8192x8192xf32>
        %v2 = memref.load %a[%y, %xp] : memref<8192x8192xf32>
        %v3 = memref.load %a[%ym, %x] : memref<8192x8192xf32>
        %v4 = memref.load %a[%yp, %x] : memref<8192x8192xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<8192x8192xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<8192x8192xf32>
        memref.store %v, %o[%y, %x] : memref<8192x8192xf32>
      }
      gpu.return
    }
  }
  func.func @heavy(%in: memref<8192x8192xf32> {llvm.noalias}, %out: memref<8192x8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 1024 : index
    %t1 = memref.alloc() : memref<8192x8192xf32>
    %t2 = memref.alloc() : memref<8192x8192xf32>
    %t3 = memref.alloc() : memref<8192x8192xf32>
    %t4 = memref.alloc() : memref<8192x8192xf32>
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<8192x8192xf32>, %t1 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<8192x8192xf32>, %t2 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<8192x8192xf32>, %t3 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t3 : memref<8192x8192xf32>, %t4 : memref<8192x8192xf32>)
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t4 : memref<8192x8192xf32>, %out : memref<8192x8192xf32>)
    memref.dealloc %t1 : memref<8192x8192xf32>
    memref.dealloc %t2 : memref<8192x8192xf32>
    memref.dealloc %t3 : memref<8192x8192xf32>
    memref.dealloc %t4 : memref<8192x8192xf32>
    return
  }
}
