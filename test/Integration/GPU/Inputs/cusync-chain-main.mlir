  // Appended to a module of ../../../Sync/Inputs/gemm-chain-*.mlir or
  // gemm-chain-async-in-loop.mlir (before or after kfusion-insert-semaphores)
  // by cusync-pairs.mlir (this file closes it): runs @step 24 times on
  // pseudo-random A, B, D, zeroing C
  // and E before each run (so a consumer tile that reads C before its
  // producer tile wrote it computes a wrong E), and writes E after each run.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %runs = arith.constant 24 : index
    %zero = arith.constant 0.0 : f32
    %ha = memref.alloc() : memref<32x16xf32>
    %hb = memref.alloc() : memref<16x32xf32>
    %hd = memref.alloc() : memref<32x24xf32>
    %he = memref.alloc() : memref<32x24xf32>
    %ua = memref.cast %ha : memref<32x16xf32> to memref<*xf32>
    %ub = memref.cast %hb : memref<16x32xf32> to memref<*xf32>
    %ud = memref.cast %hd : memref<32x24xf32> to memref<*xf32>
    %ue = memref.cast %he : memref<32x24xf32> to memref<*xf32>
    func.call @kfusionInputF32(%ua) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ub) : (memref<*xf32>) -> ()
    func.call @kfusionInputF32(%ud) : (memref<*xf32>) -> ()
    %da = gpu.alloc () : memref<32x16xf32>
    %db = gpu.alloc () : memref<16x32xf32>
    %dc = gpu.alloc () : memref<32x32xf32>
    %dd = gpu.alloc () : memref<32x24xf32>
    %de = gpu.alloc () : memref<32x24xf32>
    gpu.memcpy %da, %ha : memref<32x16xf32>, memref<32x16xf32>
    gpu.memcpy %db, %hb : memref<16x32xf32>, memref<16x32xf32>
    gpu.memcpy %dd, %hd : memref<32x24xf32>, memref<32x24xf32>
    scf.for %i = %c0 to %runs step %c1 {
      gpu.memset %dc, %zero : memref<32x32xf32>, f32
      gpu.memset %de, %zero : memref<32x24xf32>, f32
      func.call @step(%da, %db, %dc, %dd, %de) : (memref<32x16xf32>, memref<16x32xf32>, memref<32x32xf32>, memref<32x24xf32>, memref<32x24xf32>) -> ()
      gpu.memcpy %he, %de : memref<32x24xf32>, memref<32x24xf32>
      func.call @kfusionOutputF32(%ue) : (memref<*xf32>) -> ()
    }
    return
  }
}
