  // Appended to ../../../Sync/Inputs/conv-pair.mlir or conv-pair-in-loop.mlir
  // (before or after kfusion-insert-semaphores) by cusync-conv.mlir (this file
  // closes it):
  // runs @step 24 times on pseudo-random X, W1, W2, zeroing the hidden
  // activation H (guard rows included) and Y before each run (so a consumer
  // tile that reads a halo row of H before its producer tile wrote it
  // computes a wrong Y), and writes Y after each run.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %runs = arith.constant 24 : index
    %zero = arith.constant 0.0 : f32
    %hx = memref.alloc() : memref<32x8xf32>
    %hw1 = memref.alloc() : memref<8x16xf32>
    %hw2 = memref.alloc() : memref<144x16xf32>
    %hy = memref.alloc() : memref<32x16xf32>
    %ux = memref.cast %hx : memref<32x8xf32> to memref<*xf32>
    %uw1 = memref.cast %hw1 : memref<8x16xf32> to memref<*xf32>
    %uw2 = memref.cast %hw2 : memref<144x16xf32> to memref<*xf32>
    %uy = memref.cast %hy : memref<32x16xf32> to memref<*xf32>
    func.call @kfusionInputF32(%ux) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uw1) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%uw2) : (memref<*xf32>) -> ()
    %dx = gpu.alloc () : memref<32x8xf32>
    %dw1 = gpu.alloc () : memref<8x16xf32>
    %dh = gpu.alloc () : memref<42x16xf32>
    %dw2 = gpu.alloc () : memref<144x16xf32>
    %dy = gpu.alloc () : memref<32x16xf32>
    gpu.memcpy %dx, %hx : memref<32x8xf32>, memref<32x8xf32>
    gpu.memcpy %dw1, %hw1 : memref<8x16xf32>, memref<8x16xf32>
    gpu.memcpy %dw2, %hw2 : memref<144x16xf32>, memref<144x16xf32>
    scf.for %i = %c0 to %runs step %c1 {
      gpu.memset %dh, %zero : memref<42x16xf32>, f32
      gpu.memset %dy, %zero : memref<32x16xf32>, f32
      func.call @step(%dx, %dw1, %dh, %dw2, %dy) : (memref<32x8xf32>, memref<8x16xf32>, memref<42x16xf32>, memref<144x16xf32>, memref<32x16xf32>) -> ()
      gpu.memcpy %hy, %dy : memref<32x16xf32>, memref<32x16xf32>
      func.call @kfusionOutputF32(%uy) : (memref<*xf32>) -> ()
    }
    return
  }
}
