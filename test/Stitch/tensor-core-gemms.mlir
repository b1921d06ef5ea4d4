// kfusion-stitch-to-gpu on programs that mix GEMMs with other ops
// (Inputs/tensor-core-gemms.mlir): an f16 GEMM of at least 64 along M, N and
// K becomes a tensor-core kernel of its own (the GEMM lowering's wgmma
// kernel on the h100 preset) in gpu.module @<func>_gemm, launched in program
// order between the stitched kernels, with the chain of elementwise ops that
// read its result alone in its epilogue; smaller or ragged GEMMs stay row
// kernels with a remark saying why; tensor-core-gemms=false gives the row
// kernels of before. Runs: Integration/Sim/Stitch/tensor-core-gemms.mlir.
// RUN: kfusion-opt %S/Inputs/tensor-core-gemms.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// With gemm-epilogues=false (kfusion-fuse's stitch-gemm-alone candidate) each
// GEMM kernel is the GEMM alone and its consumers are stitched apart.
// RUN: kfusion-opt %S/Inputs/tensor-core-gemms.mlir --kfusion-plan-stitch=gemm-epilogues=false --kfusion-stitch --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: stitched kernel linear_tanh_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 64x64x128
// ALONE: stitched kernel linear_tanh_k1_thread: ops [1:elementwise]
// ALONE: stitched kernel bias_gelu_residual_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM
// ALONE: stitched kernel bias_gelu_residual_k1_thread: ops [1:elementwise, 2:elementwise]
// RUN: kfusion-opt %S/Inputs/tensor-core-gemms.mlir --kfusion-stitch-to-gpu="tensor-core-gemms=false" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF

// The planner's remarks come first (kfusion-plan-stitch runs over the module
// before kfusion-stitch).
// REMARK: remark: a GEMM {{.*}}tensor-core kernel{{.*}}smaller than 64 along M, N or K{{.*}}stitched
// REMARK: remark: a GEMM {{.*}}tensor-core kernel{{.*}}row of A or B{{.*}}not a multiple of 8 elements
// REMARK: stitched kernel linear_tanh_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 64x64x128 (wgmma tile 64x64x64
// REMARK: stitched kernel mlp_softmax_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 64x128x64
// REMARK: stitched kernel mlp_softmax_k1_gemm: ops [2:tensor-core GEMM], tensor-core GEMM 64x64x128
// REMARK: stitched kernel mlp_softmax_k2_warp: ops [3:row reduction, 4:elementwise, 5:row reduction, 6:elementwise]
// REMARK: stitched kernel batched_residual_k1_gemm: ops [1:tensor-core GEMM], tensor-core GEMM 64x64x64 {{.*}} grid 1x1x2
// REMARK: stitched kernel bias_gelu_residual_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise, 2:elementwise]
// The tanh GELU's DAG (y read by three ops, their values meeting in the
// product) is the GEMM's epilogue: one kernel.
// REMARK: stitched kernel gelu_dag_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise, 2:elementwise, 3:elementwise, 4:elementwise, 5:elementwise], tensor-core GEMM 128x128x64
// REMARK: stitched kernel two_uses_k0_gemm: ops [0:tensor-core GEMM],
// REMARK: stitched kernel two_uses_k1_thread: ops [1:elementwise]
// REMARK-NOT: _gemm:

// The linear layer: one kernel (a producer warpgroup's TMA loads, the
// default: the tensor maps of A and B its last arguments), the bias read in
// the epilogue (an argument after C), the tanh's result stored straight to
// the out-parameter.
// CHECK-LABEL: func.func @linear_tanh(
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func async {{.*}} @linear_tanh_gemm::@linear_tanh_k0_gemm blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size {{.*}} args(%arg0 : memref<64x128xf16>, %arg1 : memref<128x64xf16>, %arg3 : memref<64x64xf32>, %arg2 : memref<64xf32>, {{.*}}: !nvgpu.tensormap.descriptor{{.*}}) {kfusion.gemm_flavour = "wgmma", kfusion.gemm_modelled_us = {{[0-9.e+-]+}} : f64, kfusion.stitch_composition = "gemm"}
// CHECK-NOT: gpu.launch_func
// CHECK: return

// The MLP: the first GEMM's epilogue is the ReLU and the cast to f16; the
// second GEMM reads that f16 buffer; the softmax is stitched.
// CHECK-LABEL: func.func @mlp_softmax(
// CHECK: @mlp_softmax_gemm::@mlp_softmax_k0_gemm {{.*}} args(%arg0 : memref<64x64xf16>, %arg1 : memref<64x128xf16>, %[[ACT:[a-z0-9_]*]] : memref<64x128xf16>,
// CHECK: @mlp_softmax_gemm::@mlp_softmax_k1_gemm {{.*}} args(%[[ACT]] : memref<64x128xf16>, %arg2 : memref<128x64xf16>
// CHECK: @mlp_softmax_stitched::@mlp_softmax_k2_warp

// The batched GEMM adds the stitched residual: a fourth kernel argument.
// CHECK-LABEL: func.func @batched_residual(
// CHECK: @batched_residual_stitched::@batched_residual_k0_thread {{.*}} args(%arg2 : memref<2x64x64xf32>, %[[R:.*]] : memref<2x64x64xf32>)
// CHECK: @batched_residual_gemm::@batched_residual_k1_gemm blocks in (%c1, %c1, %c2) {{.*}} args(%arg0 : memref<2x64x64xf16>, %arg1 : memref<2x64x64xf16>, %{{.*}} : memref<2x64x64xf32>, %[[R]] : memref<2x64x64xf32>,

// Below the tensor-core extent and ragged rows: row kernels only.
// CHECK-LABEL: func.func @small(
// CHECK-NOT: _gemm::
// CHECK: @small_stitched::@small_k0_warp
// CHECK-LABEL: func.func @ragged_k(
// CHECK-NOT: _gemm::
// CHECK: @ragged_k_stitched::@ragged_k_k0_warp

// Two epilogue ops: the bias, then GELU + residual in f16, one kernel
// writing the f16 out-parameter and reading b and the residual.
// CHECK-LABEL: func.func @bias_gelu_residual(
// CHECK: @bias_gelu_residual_gemm::@bias_gelu_residual_k0_gemm {{.*}} args(%arg0 : memref<128x64xf16>, %arg1 : memref<64x128xf16>, %arg4 : memref<128x128xf16>, %arg2 : memref<128xf32>, %arg3 : memref<128x128xf16>,
// CHECK-NOT: gpu.launch_func
// CHECK: return

// A GEMM result returned as well: stored by the GEMM, the tanh stitched.
// CHECK-LABEL: func.func @two_uses(
// CHECK: @two_uses_gemm::@two_uses_k0_gemm {{.*}} args(%arg0 : memref<64x64xf16>, %arg1 : memref<64x64xf16>, %arg2 : memref<64x64xf32>,
// CHECK: @two_uses_stitched::@two_uses_k1_thread {{.*}} args(%arg2 : memref<64x64xf32>, %arg3 : memref<64x64xf32>)

// The kernels' modules: each GEMM kernel issues wgmma.
// CHECK-LABEL: gpu.module @linear_tanh_gemm
// CHECK: gpu.func @linear_tanh_k0_gemm({{.*}}) kernel
// CHECK: nvvm.wgmma.mma_async
// The epilogue: the bias ([N], along the columns) loaded a vector of 8 a
// chunk (loadEpilogueVectors), tanh per result, the store.
// CHECK: vector.load %arg3[{{.*}} : memref<64xf32>, vector<8xf32>
// CHECK: math.tanh
// CHECK: vector.store {{.*}}, %arg2[

// With the option off every GEMM is a row kernel again.
// OFF: stitched kernel linear_tanh_k0_warp: ops [0:row reduction]
// OFF: stitched kernel mlp_softmax_k0_warp: ops [0:row reduction]
// OFF: stitched kernel mlp_softmax_k2_warp: ops [2:row reduction]
// OFF: stitched kernel batched_residual_k1_warp: ops [1:row reduction]
// OFF-NOT: tensor-core GEMM
// OFF-NOT: _gemm:
