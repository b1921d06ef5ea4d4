// The program of ../stencil-empty-launch.mlir with both launches marked by hand
// as stencil group 0 (kfusion-plan-stencil refuses to group them): fusing the
// group must be refused on the launch with 0 threads, not divide by them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @empty_launches() {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c0, %c0) threads in (%c128, %c0, %c0)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c0, %c0) threads in (%c128, %c0, %c0)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
