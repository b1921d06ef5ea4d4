  // Appended to ../../../Stencil/stencil-prefetch.mlir's module (fused or
  // not) by stencil-prefetch.mlir (this file closes it): @chain on
  // pseudo-random a, b, c, o (o and b too: points the sweeps' guards do not
  // write keep them), o written out.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %ha = memref.alloc() : memref<16x128xf32>
    %hb = memref.alloc() : memref<16x128xf32>
    %hc = memref.alloc() : memref<16x128xf32>
    %ho = memref.alloc() : memref<16x128xf32>
    %ua = memref.cast %ha : memref<16x128xf32> to memref<*xf32>
    %ub = memref.cast %hb : memref<16x128xf32> to memref<*xf32>
    %uc = memref.cast %hc : memref<16x128xf32> to memref<*xf32>
    %uo = memref.cast %ho : memref<16x128xf32> to memref<*xf32>
    func.call @kfusionInputF32(%ua) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ub) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uc) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uo) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<16x128xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<16x128xf32>
    %dc, %t3 = gpu.alloc async [%t2] () : memref<16x128xf32>
    %do, %t4 = gpu.alloc async [%t3] () : memref<16x128xf32>
    %t5 = gpu.memcpy async [%t4] %da, %ha : memref<16x128xf32>, memref<16x128xf32>
    %t6 = gpu.memcpy async [%t5] %db, %hb : memref<16x128xf32>, memref<16x128xf32>
    %t7 = gpu.memcpy async [%t6] %dc, %hc : memref<16x128xf32>, memref<16x128xf32>
    %t8 = gpu.memcpy async [%t7] %do, %ho : memref<16x128xf32>, memref<16x128xf32>
    gpu.wait [%t8]
    func.call @chain(%da, %db, %dc, %do) : (memref<16x128xf32>, memref<16x128xf32>, memref<16x128xf32>, memref<16x128xf32>) -> ()
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %ho, %do : memref<16x128xf32>, memref<16x128xf32>
    %s2 = gpu.dealloc async [%s1] %da : memref<16x128xf32>
    %s3 = gpu.dealloc async [%s2] %db : memref<16x128xf32>
    %s4 = gpu.dealloc async [%s3] %dc : memref<16x128xf32>
    %s5 = gpu.dealloc async [%s4] %do : memref<16x128xf32>
    gpu.wait [%s5]
    func.call @kfusionOutputF32(%uo) : (memref<*xf32>) -> ()
    return
  }
}
