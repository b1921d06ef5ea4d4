  // Appended to the stitched module of ../../../Stitch/Inputs/
  // softmax-gelu.mlir by stitch-softmax-gelu.mlir (this file closes it).
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hx = memref.alloc() : memref<16x2048xf32>
    %hb = memref.alloc() : memref<2048xf32>
    %hy = memref.alloc() : memref<16x2048xf32>
    %hg = memref.alloc() : memref<16x2048xf32>
    %ux = memref.cast %hx : memref<16x2048xf32> to memref<*xf32>
    %ub = memref.cast %hb : memref<2048xf32> to memref<*xf32>
    %uy = memref.cast %hy : memref<16x2048xf32> to memref<*xf32>
    %ug = memref.cast %hg : memref<16x2048xf32> to memref<*xf32>
    func.call @kfusionInputF32(%ux) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ub) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<16x2048xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<2048xf32>
    %dy, %t3 = gpu.alloc async [%t2] () : memref<16x2048xf32>
    %dg, %t4 = gpu.alloc async [%t3] () : memref<16x2048xf32>
    %t5 = gpu.memcpy async [%t4] %dx, %hx : memref<16x2048xf32>, memref<16x2048xf32>
    %t6 = gpu.memcpy async [%t5] %db, %hb : memref<2048xf32>, memref<2048xf32>
    gpu.wait [%t6]
    func.call @step(%dx, %db, %dy, %dg) : (memref<16x2048xf32>, memref<2048xf32>, memref<16x2048xf32>, memref<16x2048xf32>) -> ()
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %hy, %dy : memref<16x2048xf32>, memref<16x2048xf32>
    %s2 = gpu.memcpy async [%s1] %hg, %dg : memref<16x2048xf32>, memref<16x2048xf32>
    %s3 = gpu.dealloc async [%s2] %dx : memref<16x2048xf32>
    %s4 = gpu.dealloc async [%s3] %db : memref<2048xf32>
    %s5 = gpu.dealloc async [%s4] %dy : memref<16x2048xf32>
    %s6 = gpu.dealloc async [%s5] %dg : memref<16x2048xf32>
    gpu.wait [%s6]
    func.call @kfusionOutputF32(%uy) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%ug) : (memref<*xf32>) -> ()
    return
  }
}
