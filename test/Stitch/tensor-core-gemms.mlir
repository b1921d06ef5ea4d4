// kfusion-stitch-to-gpu on programs that mix GEMMs with other ops
// (Inputs/tensor-core-gemms.mlir): an f16 GEMM of at least 64 along M, N and
// K becomes a tensor-core kernel of its own (the GEMM lowering's wgmma
// kernel on the h100 preset) in gpu.module @<func>_gemm, launched in program
// order between the stitched kernels; smaller or ragged GEMMs stay row
// kernels with a remark saying why; tensor-core-gemms=false gives the row
// kernels of before. Runs: Integration/Sim/Stitch/tensor-core-gemms.mlir.
// RUN: kfusion-opt %S/Inputs/tensor-core-gemms.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: kfusion-opt %S/Inputs/tensor-core-gemms.mlir --kfusion-stitch-to-gpu="tensor-core-gemms=false" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF

// The planner's remarks come first (kfusion-plan-stitch runs over the module
// before kfusion-stitch).
// REMARK: remark: a GEMM the tensor-core kernel does not take (it is smaller than 64 along M, N or K): stitched
// REMARK: remark: a GEMM the tensor-core kernel does not take (a row of A or B is not a multiple of 8 elements
// REMARK: stitched kernel linear_tanh_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 64x64x128 (wgmma tile 64x64x64
// REMARK: stitched kernel linear_tanh_k1_thread: ops [1:elementwise]
// REMARK: stitched kernel mlp_softmax_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 64x128x64
// REMARK: stitched kernel mlp_softmax_k1_thread: ops [1:elementwise]
// REMARK: stitched kernel mlp_softmax_k2_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 64x64x128
// REMARK: stitched kernel mlp_softmax_k3_warp: ops [3:row reduction, 4:elementwise, 5:row reduction, 6:elementwise]
// REMARK: stitched kernel batched_residual_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 64x64x64 {{.*}} grid 1x1x2
// REMARK-NOT: _gemm:

// The linear layer: the GEMM's kernel writes a temporary the stitched
// bias + tanh kernel reads.
// CHECK-LABEL: func.func @linear_tanh(
// CHECK: %[[T:.*]], %{{.*}} = gpu.alloc async {{.*}} () : memref<64x64xf32>
// CHECK: gpu.launch_func async {{.*}} @linear_tanh_gemm::@linear_tanh_k0_gemm blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size {{.*}} args(%arg0 : memref<64x128xf16>, %arg1 : memref<128x64xf16>, %[[T]] : memref<64x64xf32>) {kfusion.gemm_flavour = "wgmma", kfusion.stitch_composition = "gemm"}
// CHECK: gpu.launch_func async {{.*}} @linear_tanh_stitched::@linear_tanh_k1_thread {{.*}} args(%[[T]] : memref<64x64xf32>, %arg2 : memref<64xf32>, %arg3 : memref<64x64xf32>)

// The MLP: the second GEMM reads the stitched activation's f16 buffer.
// CHECK-LABEL: func.func @mlp_softmax(
// CHECK: @mlp_softmax_gemm::@mlp_softmax_k0_gemm
// CHECK: @mlp_softmax_stitched::@mlp_softmax_k1_thread {{.*}} args(%{{.*}} : memref<64x128xf32>, %[[ACT:.*]] : memref<64x128xf16>)
// CHECK: @mlp_softmax_gemm::@mlp_softmax_k2_gemm {{.*}} args(%[[ACT]] : memref<64x128xf16>, %arg2 : memref<128x64xf16>
// CHECK: @mlp_softmax_stitched::@mlp_softmax_k3_warp

// The batched GEMM adds the stitched residual: a fourth kernel argument.
// CHECK-LABEL: func.func @batched_residual(
// CHECK: @batched_residual_stitched::@batched_residual_k0_thread {{.*}} args(%arg2 : memref<2x64x64xf32>, %[[R:.*]] : memref<2x64x64xf32>)
// CHECK: @batched_residual_gemm::@batched_residual_k1_gemm blocks in (%c1, %c1, %c2) {{.*}} args(%arg0 : memref<2x64x64xf16>, %arg1 : memref<2x64x64xf16>, %{{.*}} : memref<2x64x64xf32>, %[[R]] : memref<2x64x64xf32>)

// Below the tensor-core extent and ragged rows: row kernels only.
// CHECK-LABEL: func.func @small(
// CHECK-NOT: _gemm::
// CHECK: @small_stitched::@small_k0_warp
// CHECK-LABEL: func.func @ragged_k(
// CHECK-NOT: _gemm::
// CHECK: @ragged_k_stitched::@ragged_k_k0_warp

// The kernels' modules: each GEMM kernel issues wgmma.
// CHECK-LABEL: gpu.module @linear_tanh_gemm
// CHECK: gpu.func @linear_tanh_k0_gemm({{.*}}) kernel
// CHECK: nvvm.wgmma.mma_async

// With the option off every GEMM is a row kernel again.
// OFF: stitched kernel linear_tanh_k0_warp: ops [0:row reduction]
// OFF: stitched kernel mlp_softmax_k0_warp: ops [0:row reduction]
// OFF: stitched kernel mlp_softmax_k2_warp: ops [2:row reduction]
// OFF: stitched kernel batched_residual_k1_warp: ops [1:row reduction]
// OFF-NOT: tensor-core GEMM
// OFF-NOT: _gemm:
