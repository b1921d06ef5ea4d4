  // Appended to the stitched module of ../../../Stitch/Inputs/
  // scalar-reductions.mlir by stitch-scalar-splits.mlir (this file closes
  // it): pseudo-random p, y; writes the loss and the max.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %hp = memref.alloc() : memref<64x1024xf32>
    %hy = memref.alloc() : memref<64x1024xf32>
    %hl = memref.alloc() : memref<f32>
    %hm = memref.alloc() : memref<f32>
    %up = memref.cast %hp : memref<64x1024xf32> to memref<*xf32>
    %uy = memref.cast %hy : memref<64x1024xf32> to memref<*xf32>
    %ul = memref.cast %hl : memref<f32> to memref<*xf32>
    %um = memref.cast %hm : memref<f32> to memref<*xf32>
    func.call @kfusionInputF32(%up) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uy) : (memref<*xf32>) -> ()
    %dp = gpu.alloc () : memref<64x1024xf32>
    %dy = gpu.alloc () : memref<64x1024xf32>
    %dl = gpu.alloc () : memref<f32>
    %dm = gpu.alloc () : memref<f32>
    gpu.memcpy %dp, %hp : memref<64x1024xf32>, memref<64x1024xf32>
    gpu.memcpy %dy, %hy : memref<64x1024xf32>, memref<64x1024xf32>
    func.call @step(%dp, %dy, %dl, %dm) : (memref<64x1024xf32>, memref<64x1024xf32>, memref<f32>, memref<f32>) -> ()
    gpu.memcpy %hl, %dl : memref<f32>, memref<f32>
    gpu.memcpy %hm, %dm : memref<f32>, memref<f32>
    func.call @kfusionOutputF32(%ul) : (memref<*xf32>) -> ()
    func.call @kfusionOutputF32(%um) : (memref<*xf32>) -> ()
    return
  }
}
