// A kernel marked kfusion.alias_shared_arrays as kfusion-stencil-fusion marks
// @big's in ../stencil-deep-tiles.mlir, but with a value: refused.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep8k_sweep8k_sweep8k_stencil(%a: memref<8192x8192xf32>) kernel attributes {kfusion.alias_shared_arrays = 1 : i64} {
      gpu.return
    }
  }
}
