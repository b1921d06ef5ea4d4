  // Appended to the stitched module of
  // ../../../Stitch/Inputs/gemm-row-epilogues.mlir (grouped by hand: each
  // GEMM with its row-wise epilogue) by stitch-gemm-row-epilogues.mlir (this
  // file closes it): both functions on pseudo-random inputs (f32 drawn,
  // rounded to f16 on the host where the function reads f16; the biases,
  // gamma and beta drawn as [1, N]), their results written as f32.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @round_f16(%s: memref<?x?xf32>, %d: memref<?x?xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n0 = memref.dim %s, %c0 : memref<?x?xf32>
    %n1 = memref.dim %s, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        %x = memref.load %s[%i, %j] : memref<?x?xf32>
        %y = arith.truncf %x : f32 to f16
        memref.store %y, %d[%i, %j] : memref<?x?xf16>
      }
    }
    return
  }
  func.func @widen_f16(%s: memref<?x?xf16>, %d: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n0 = memref.dim %s, %c0 : memref<?x?xf16>
    %n1 = memref.dim %s, %c1 : memref<?x?xf16>
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        %x = memref.load %s[%i, %j] : memref<?x?xf16>
        %y = arith.extf %x : f16 to f32
        memref.store %y, %d[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }
  // Draws a 2-D f32 input.
  func.func @draw(%h: memref<?x?xf32>) {
    %u = memref.cast %h : memref<?x?xf32> to memref<*xf32>
    func.call @kfusionInputF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func @main() {
    %tok = gpu.wait async
    %sx32 = memref.alloc() : memref<136x128xf32>
    %sxd32 = memref.cast %sx32 : memref<136x128xf32> to memref<?x?xf32>
    func.call @draw(%sxd32) : (memref<?x?xf32>) -> ()
    %sx16 = memref.alloc() : memref<136x128xf16>
    %sxd16 = memref.cast %sx16 : memref<136x128xf16> to memref<?x?xf16>
    func.call @round_f16(%sxd32, %sxd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %sw32 = memref.alloc() : memref<128x128xf32>
    %swd32 = memref.cast %sw32 : memref<128x128xf32> to memref<?x?xf32>
    func.call @draw(%swd32) : (memref<?x?xf32>) -> ()
    %sw16 = memref.alloc() : memref<128x128xf16>
    %swd16 = memref.cast %sw16 : memref<128x128xf16> to memref<?x?xf16>
    func.call @round_f16(%swd32, %swd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %sb32 = memref.alloc() : memref<1x128xf32>
    %sbd32 = memref.cast %sb32 : memref<1x128xf32> to memref<?x?xf32>
    func.call @draw(%sbd32) : (memref<?x?xf32>) -> ()
    %gsx, %tsx = gpu.alloc async [%tok] () : memref<136x128xf16>
    %tok_sx = gpu.memcpy async [%tsx] %gsx, %sx16 : memref<136x128xf16>, memref<136x128xf16>
    gpu.wait [%tok_sx]
    %gsw, %tsw = gpu.alloc async [%tok] () : memref<128x128xf16>
    %tok_sw = gpu.memcpy async [%tsw] %gsw, %sw16 : memref<128x128xf16>, memref<128x128xf16>
    gpu.wait [%tok_sw]
    %gsb, %tsb = gpu.alloc async [%tok] () : memref<128xf32>
    %hsb1 = memref.collapse_shape %sb32 [[0, 1]] : memref<1x128xf32> into memref<128xf32>
    %tok_sb = gpu.memcpy async [%tsb] %gsb, %hsb1 : memref<128xf32>, memref<128xf32>
    gpu.wait [%tok_sb]
    %gso, %tso = gpu.alloc async [%tok] () : memref<136x128xf32>
    gpu.wait [%tso]
    func.call @softmax(%gsx, %gsw, %gsb, %gso) : (memref<136x128xf16>, memref<128x128xf16>, memref<128xf32>, memref<136x128xf32>) -> ()
    %so = memref.alloc() : memref<136x128xf32>
    %tsc = gpu.memcpy async [%tok] %so, %gso : memref<136x128xf32>, memref<136x128xf32>
    gpu.wait [%tsc]
    %uso = memref.cast %so : memref<136x128xf32> to memref<*xf32>
    func.call @kfusionOutputF32(%uso) : (memref<*xf32>) -> ()
    %lx32 = memref.alloc() : memref<136x128xf32>
    %lxd32 = memref.cast %lx32 : memref<136x128xf32> to memref<?x?xf32>
    func.call @draw(%lxd32) : (memref<?x?xf32>) -> ()
    %lx16 = memref.alloc() : memref<136x128xf16>
    %lxd16 = memref.cast %lx16 : memref<136x128xf16> to memref<?x?xf16>
    func.call @round_f16(%lxd32, %lxd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %lw32 = memref.alloc() : memref<128x192xf32>
    %lwd32 = memref.cast %lw32 : memref<128x192xf32> to memref<?x?xf32>
    func.call @draw(%lwd32) : (memref<?x?xf32>) -> ()
    %lw16 = memref.alloc() : memref<128x192xf16>
    %lwd16 = memref.cast %lw16 : memref<128x192xf16> to memref<?x?xf16>
    func.call @round_f16(%lwd32, %lwd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %lb32 = memref.alloc() : memref<1x192xf32>
    %lbd32 = memref.cast %lb32 : memref<1x192xf32> to memref<?x?xf32>
    func.call @draw(%lbd32) : (memref<?x?xf32>) -> ()
    %lb16 = memref.alloc() : memref<1x192xf16>
    %lbd16 = memref.cast %lb16 : memref<1x192xf16> to memref<?x?xf16>
    func.call @round_f16(%lbd32, %lbd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %lr32 = memref.alloc() : memref<136x192xf32>
    %lrd32 = memref.cast %lr32 : memref<136x192xf32> to memref<?x?xf32>
    func.call @draw(%lrd32) : (memref<?x?xf32>) -> ()
    %lr16 = memref.alloc() : memref<136x192xf16>
    %lrd16 = memref.cast %lr16 : memref<136x192xf16> to memref<?x?xf16>
    func.call @round_f16(%lrd32, %lrd16) : (memref<?x?xf32>, memref<?x?xf16>) -> ()
    %lg32 = memref.alloc() : memref<1x192xf32>
    %lgd32 = memref.cast %lg32 : memref<1x192xf32> to memref<?x?xf32>
    func.call @draw(%lgd32) : (memref<?x?xf32>) -> ()
    %lbe32 = memref.alloc() : memref<1x192xf32>
    %lbed32 = memref.cast %lbe32 : memref<1x192xf32> to memref<?x?xf32>
    func.call @draw(%lbed32) : (memref<?x?xf32>) -> ()
    %glx, %tlx = gpu.alloc async [%tok] () : memref<136x128xf16>
    %tok_lx = gpu.memcpy async [%tlx] %glx, %lx16 : memref<136x128xf16>, memref<136x128xf16>
    gpu.wait [%tok_lx]
    %glw, %tlw = gpu.alloc async [%tok] () : memref<128x192xf16>
    %tok_lw = gpu.memcpy async [%tlw] %glw, %lw16 : memref<128x192xf16>, memref<128x192xf16>
    gpu.wait [%tok_lw]
    %glb, %tlb = gpu.alloc async [%tok] () : memref<192xf16>
    %hlb1 = memref.collapse_shape %lb16 [[0, 1]] : memref<1x192xf16> into memref<192xf16>
    %tok_lb = gpu.memcpy async [%tlb] %glb, %hlb1 : memref<192xf16>, memref<192xf16>
    gpu.wait [%tok_lb]
    %glr, %tlr = gpu.alloc async [%tok] () : memref<136x192xf16>
    %tok_lr = gpu.memcpy async [%tlr] %glr, %lr16 : memref<136x192xf16>, memref<136x192xf16>
    gpu.wait [%tok_lr]
    %glg, %tlg = gpu.alloc async [%tok] () : memref<192xf32>
    %hlg1 = memref.collapse_shape %lg32 [[0, 1]] : memref<1x192xf32> into memref<192xf32>
    %tok_lg = gpu.memcpy async [%tlg] %glg, %hlg1 : memref<192xf32>, memref<192xf32>
    gpu.wait [%tok_lg]
    %glbe, %tlbe = gpu.alloc async [%tok] () : memref<192xf32>
    %hlbe1 = memref.collapse_shape %lbe32 [[0, 1]] : memref<1x192xf32> into memref<192xf32>
    %tok_lbe = gpu.memcpy async [%tlbe] %glbe, %hlbe1 : memref<192xf32>, memref<192xf32>
    gpu.wait [%tok_lbe]
    %glo, %tlo = gpu.alloc async [%tok] () : memref<136x192xf16>
    gpu.wait [%tlo]
    func.call @layernorm(%glx, %glw, %glb, %glr, %glg, %glbe, %glo) : (memref<136x128xf16>, memref<128x192xf16>, memref<192xf16>, memref<136x192xf16>, memref<192xf32>, memref<192xf32>, memref<136x192xf16>) -> ()
    %lo = memref.alloc() : memref<136x192xf16>
    %tlc = gpu.memcpy async [%tok] %lo, %glo : memref<136x192xf16>, memref<136x192xf16>
    gpu.wait [%tlc]
    %lo32 = memref.alloc() : memref<136x192xf32>
    %lod = memref.cast %lo : memref<136x192xf16> to memref<?x?xf16>
    %lo32d = memref.cast %lo32 : memref<136x192xf32> to memref<?x?xf32>
    func.call @widen_f16(%lod, %lo32d) : (memref<?x?xf16>, memref<?x?xf32>) -> ()
    %ulo = memref.cast %lo32 : memref<136x192xf32> to memref<*xf32>
    func.call @kfusionOutputF32(%ulo) : (memref<*xf32>) -> ()
    return
  }
}
