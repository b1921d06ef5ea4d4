// RUN: kfusion-opt %s --kfusion-gemm-to-gpu="remarks=false" --kfusion-stitch-to-gpu="remarks=false" 2>&1 | FileCheck %s

// kfusion-gemm-to-gpu before kfusion-stitch-to-gpu: the functions made of
// GEMMs get tensor-core kernels; a function the GEMM lowering leaves (its
// matmul feeds an elementwise op) is stitched as before. Both end on memrefs
// in the standard GPU form.

// The remark of the function the GEMM lowering leaves, then the programs.
// CHECK: remark: kfusion-lower-gemm: function @mixed left as it is{{.*}}linalg.generic{{.*}}not part of a GEMM

// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: memref<128x64xf16>, %{{.*}}: memref<64x128xf16>, %{{.*}}: memref<128x128xf32> {llvm.noalias})
// CHECK: gpu.launch_func async {{.*}} @gemm_gemm::@gemm_gemm0
func.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: memref<16x32xf16>, %{{.*}}: memref<32x16xf16>, %{{.*}}: memref<16x16xf32> {llvm.noalias})
// CHECK: gpu.launch_func async {{.*}} @mixed_stitched::
#id = affine_map<(i, j) -> (i, j)>
func.func @mixed(%a: tensor<16x32xf16>, %b: tensor<32x16xf16>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x32xf16>, tensor<32x16xf16>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.tanh %x : f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  return %t : tensor<16x16xf32>
}
