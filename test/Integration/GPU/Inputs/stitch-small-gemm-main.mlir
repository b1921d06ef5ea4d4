  // Appended to the stitched module of ../../../Stitch/Inputs/
  // small-gemm.mlir by stitch-small-gemm.mlir (this file closes it): runs
  // @proj_softmax, @transposed_norm and @gemm_layernorm on pseudo-random
  // inputs and writes their outputs.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hx = memref.alloc() : memref<64x32xf32>
    %hw = memref.alloc() : memref<32x128xf32>
    %hb = memref.alloc() : memref<128xf32>
    %hy = memref.alloc() : memref<64x128xf32>
    %hat = memref.alloc() : memref<16x12xf32>
    %hbt = memref.alloc() : memref<100x16xf32>
    %hn = memref.alloc() : memref<12x100xf32>
    %hlx = memref.alloc() : memref<32x64xf32>
    %hlw = memref.alloc() : memref<64x1024xf32>
    %hg = memref.alloc() : memref<1024xf32>
    %hl = memref.alloc() : memref<32x1024xf32>
    %ux = memref.cast %hx : memref<64x32xf32> to memref<*xf32>
    %uw = memref.cast %hw : memref<32x128xf32> to memref<*xf32>
    %ub = memref.cast %hb : memref<128xf32> to memref<*xf32>
    %uy = memref.cast %hy : memref<64x128xf32> to memref<*xf32>
    %uat = memref.cast %hat : memref<16x12xf32> to memref<*xf32>
    %ubt = memref.cast %hbt : memref<100x16xf32> to memref<*xf32>
    %un = memref.cast %hn : memref<12x100xf32> to memref<*xf32>
    %ulx = memref.cast %hlx : memref<32x64xf32> to memref<*xf32>
    %ulw = memref.cast %hlw : memref<64x1024xf32> to memref<*xf32>
    %ug = memref.cast %hg : memref<1024xf32> to memref<*xf32>
    %ul = memref.cast %hl : memref<32x1024xf32> to memref<*xf32>
    func.call @kfusionInputF32(%ux) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uw) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ub) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uat) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ubt) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ulx) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ulw) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ug) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<64x32xf32>
    %dw, %t2 = gpu.alloc async [%t1] () : memref<32x128xf32>
    %db, %t3 = gpu.alloc async [%t2] () : memref<128xf32>
    %dy, %t4 = gpu.alloc async [%t3] () : memref<64x128xf32>
    %dat, %t5 = gpu.alloc async [%t4] () : memref<16x12xf32>
    %dbt, %t6 = gpu.alloc async [%t5] () : memref<100x16xf32>
    %dn, %t7 = gpu.alloc async [%t6] () : memref<12x100xf32>
    %dlx, %t8 = gpu.alloc async [%t7] () : memref<32x64xf32>
    %dlw, %t9 = gpu.alloc async [%t8] () : memref<64x1024xf32>
    %dg, %t10 = gpu.alloc async [%t9] () : memref<1024xf32>
    %dl, %t11 = gpu.alloc async [%t10] () : memref<32x1024xf32>
    %c1 = gpu.memcpy async [%t11] %dx, %hx : memref<64x32xf32>, memref<64x32xf32>
    %c2 = gpu.memcpy async [%c1] %dw, %hw : memref<32x128xf32>, memref<32x128xf32>
    %c3 = gpu.memcpy async [%c2] %db, %hb : memref<128xf32>, memref<128xf32>
    %c4 = gpu.memcpy async [%c3] %dat, %hat : memref<16x12xf32>, memref<16x12xf32>
    %c5 = gpu.memcpy async [%c4] %dbt, %hbt : memref<100x16xf32>, memref<100x16xf32>
    %c6 = gpu.memcpy async [%c5] %dlx, %hlx : memref<32x64xf32>, memref<32x64xf32>
    %c7 = gpu.memcpy async [%c6] %dlw, %hlw : memref<64x1024xf32>, memref<64x1024xf32>
    %c8 = gpu.memcpy async [%c7] %dg, %hg : memref<1024xf32>, memref<1024xf32>
    gpu.wait [%c8]
    func.call @proj_softmax(%dx, %dw, %db, %dy) : (memref<64x32xf32>, memref<32x128xf32>, memref<128xf32>, memref<64x128xf32>) -> ()
    func.call @transposed_norm(%dat, %dbt, %dn) : (memref<16x12xf32>, memref<100x16xf32>, memref<12x100xf32>) -> ()
    func.call @gemm_layernorm(%dlx, %dlw, %dg, %dl) : (memref<32x64xf32>, memref<64x1024xf32>, memref<1024xf32>, memref<32x1024xf32>) -> ()
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %hy, %dy : memref<64x128xf32>, memref<64x128xf32>
    %s2 = gpu.memcpy async [%s1] %hn, %dn : memref<12x100xf32>, memref<12x100xf32>
    %s3 = gpu.memcpy async [%s2] %hl, %dl : memref<32x1024xf32>, memref<32x1024xf32>
    gpu.wait [%s3]
    func.call @kfusionOutputF32(%uy) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%un) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%ul) : (memref<*xf32>) -> ()
    return
  }
}
