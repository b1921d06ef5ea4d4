  // Appended to the stitched module of ../../../Stitch/Inputs/
  // layernorm-backward.mlir by stitch-column-partials.mlir (this file closes
  // it): pseudo-random dy, x, mean, rstd, gamma; writes dx, dgamma, dbeta.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hdy = memref.alloc() : memref<512x256xf32>
    %hx = memref.alloc() : memref<512x256xf32>
    %hm = memref.alloc() : memref<512xf32>
    %hr = memref.alloc() : memref<512xf32>
    %hg = memref.alloc() : memref<256xf32>
    %hdx = memref.alloc() : memref<512x256xf32>
    %hdg = memref.alloc() : memref<256xf32>
    %hdb = memref.alloc() : memref<256xf32>
    %udy = memref.cast %hdy : memref<512x256xf32> to memref<*xf32>
    %ux = memref.cast %hx : memref<512x256xf32> to memref<*xf32>
    %um = memref.cast %hm : memref<512xf32> to memref<*xf32>
    %ur = memref.cast %hr : memref<512xf32> to memref<*xf32>
    %ug = memref.cast %hg : memref<256xf32> to memref<*xf32>
    %udx = memref.cast %hdx : memref<512x256xf32> to memref<*xf32>
    %udg = memref.cast %hdg : memref<256xf32> to memref<*xf32>
    %udb = memref.cast %hdb : memref<256xf32> to memref<*xf32>
    func.call @kfusionInputF32(%udy) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ux) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%um) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ur) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ug) : (memref<*xf32>) -> ()
    %ddy = gpu.alloc () : memref<512x256xf32>
    %dx = gpu.alloc () : memref<512x256xf32>
    %dm = gpu.alloc () : memref<512xf32>
    %dr = gpu.alloc () : memref<512xf32>
    %dg = gpu.alloc () : memref<256xf32>
    %ddx = gpu.alloc () : memref<512x256xf32>
    %ddg = gpu.alloc () : memref<256xf32>
    %ddb = gpu.alloc () : memref<256xf32>
    gpu.memcpy %ddy, %hdy : memref<512x256xf32>, memref<512x256xf32>
    gpu.memcpy %dx, %hx : memref<512x256xf32>, memref<512x256xf32>
    gpu.memcpy %dm, %hm : memref<512xf32>, memref<512xf32>
    gpu.memcpy %dr, %hr : memref<512xf32>, memref<512xf32>
    gpu.memcpy %dg, %hg : memref<256xf32>, memref<256xf32>
    func.call @step(%ddy, %dx, %dm, %dr, %dg, %ddx, %ddg, %ddb) : (memref<512x256xf32>, memref<512x256xf32>, memref<512xf32>, memref<512xf32>, memref<256xf32>, memref<512x256xf32>, memref<256xf32>, memref<256xf32>) -> ()
    gpu.memcpy %hdx, %ddx : memref<512x256xf32>, memref<512x256xf32>
    gpu.memcpy %hdg, %ddg : memref<256xf32>, memref<256xf32>
    gpu.memcpy %hdb, %ddb : memref<256xf32>, memref<256xf32>
    func.call @kfusionOutputF32(%udx) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%udg) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%udb) : (memref<*xf32>) -> ()
    return
  }
}
