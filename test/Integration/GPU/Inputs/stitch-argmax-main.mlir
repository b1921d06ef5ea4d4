  // Appended to the stitched module of argmax-linalg.mlir by
  // ../stitch-argmax.mlir (this file closes it).
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hx = memref.alloc() : memref<256x1000xf32>
    %hm = memref.alloc() : memref<256xf32>
    %hi = memref.alloc() : memref<256xi32>
    %ux = memref.cast %hx : memref<256x1000xf32> to memref<*xf32>
    %um = memref.cast %hm : memref<256xf32> to memref<*xf32>
    %ui = memref.cast %hi : memref<256xi32> to memref<*xi32>
    func.call @kfusionInputF32(%ux) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<256x1000xf32>
    %dm, %t2 = gpu.alloc async [%t1] () : memref<256xf32>
    %di, %t3 = gpu.alloc async [%t2] () : memref<256xi32>
    %t4 = gpu.memcpy async [%t3] %dx, %hx : memref<256x1000xf32>, memref<256x1000xf32>
    gpu.wait [%t4]
    func.call @step(%dx, %dm, %di) : (memref<256x1000xf32>, memref<256xf32>, memref<256xi32>) -> ()
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %hm, %dm : memref<256xf32>, memref<256xf32>
    %s2 = gpu.memcpy async [%s1] %hi, %di : memref<256xi32>, memref<256xi32>
    %s3 = gpu.dealloc async [%s2] %dx : memref<256x1000xf32>
    %s4 = gpu.dealloc async [%s3] %dm : memref<256xf32>
    %s5 = gpu.dealloc async [%s4] %di : memref<256xi32>
    gpu.wait [%s5]
    func.call @kfusionOutputF32(%um) : (memref<*xf32>) -> ()
    func.call @kfusionOutputI32(%ui) : (memref<*xi32>) -> ()
    return
  }
}
