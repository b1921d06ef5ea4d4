  // Appended to ../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir's module
  // (fused or not) by stencil-register-windows.mlir (this file closes it):
  // @step on pseudo-random u and v (v too: the border points the sweeps do
  // not write keep it), v written out.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hu = memref.alloc() : memref<192x192xf32>
    %hv = memref.alloc() : memref<192x192xf32>
    %uu = memref.cast %hu : memref<192x192xf32> to memref<*xf32>
    %uv = memref.cast %hv : memref<192x192xf32> to memref<*xf32>
    func.call @kfusionInputF32(%uu) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uv) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %du, %t1 = gpu.alloc async [%t0] () : memref<192x192xf32>
    %dv, %t2 = gpu.alloc async [%t1] () : memref<192x192xf32>
    %t3 = gpu.memcpy async [%t2] %du, %hu : memref<192x192xf32>, memref<192x192xf32>
    %t4 = gpu.memcpy async [%t3] %dv, %hv : memref<192x192xf32>, memref<192x192xf32>
    gpu.wait [%t4]
    func.call @step(%du, %dv) : (memref<192x192xf32>, memref<192x192xf32>) -> ()
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %hv, %dv : memref<192x192xf32>, memref<192x192xf32>
    %s2 = gpu.dealloc async [%s1] %du : memref<192x192xf32>
    %s3 = gpu.dealloc async [%s2] %dv : memref<192x192xf32>
    gpu.wait [%s3]
    func.call @kfusionOutputF32(%uv) : (memref<*xf32>) -> ()
    return
  }
}
