// kfusion-fuse's symbols: @a's kernels' module would be @a_stitched, the name
// of the next function to fuse (which every copy holds as a declaration, so
// that calls between the functions verify); it gets another name (the
// stitching's own, or kfusion-fuse's before it moves up), and its launch with
// it, so both functions and their kernels live side by side. The
// module's other ops (a global and the host function reading it), which every
// candidate's copy holds too, stay once. That each function of the result
// still computes what the unfused program does: Integration/Sim/Fuse/names.mlir.
// RUN: kfusion-opt %s --kfusion-fuse -o %t.mlir 2>/dev/null
// RUN: FileCheck %s < %t.mlir

// The global and its reader come first, the global once.
// CHECK: memref.global "private" constant @table
// CHECK-NOT: memref.global
// CHECK-LABEL: func.func @read_table(
// CHECK-NOT: memref.global
// @a's kernels' module is renamed, and @a's launch names the new module.
// CHECK: gpu.module @[[$MOD:a_stitched_?[0-9]+]] {
// CHECK-LABEL: func.func @a(
// CHECK: gpu.launch_func {{.*}} @[[$MOD]]::@a_k0_thread
// @a_stitched keeps its name, its kernels' module the usual one.
// CHECK: gpu.module @a_stitched_stitched {
// CHECK-LABEL: func.func @a_stitched(
// CHECK: gpu.launch_func {{.*}} @a_stitched_stitched::@a_stitched_k0_thread

#id = affine_map<(d0) -> (d0)>
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

func.func @read_table() -> memref<4xf32> {
  %t = memref.get_global @table : memref<4xf32>
  return %t : memref<4xf32>
}

func.func @a(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}

func.func @a_stitched(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
