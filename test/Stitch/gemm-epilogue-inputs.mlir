// A GEMM kernel's epilogue reads its other inputs a chunk of consecutive
// columns at a time where they run along the columns
// (Inputs/gemm-epilogue-inputs.mlir): the bias ([N]) and the residual
// ([M, N]) as one vector of 8 f16 a chunk, the scale per row ([M]) an
// element at a time (its index is the row). Runs equal to the loops:
// Integration/Sim/Stitch/gemm-epilogue-inputs.mlir.
// RUN: kfusion-opt %S/Inputs/gemm-epilogue-inputs.mlir --kfusion-stitch-to-gpu="remarks=false" | FileCheck %s
// CHECK-LABEL: gpu.func @inputs_k0_gemm(
// CHECK-SAME: %[[BIAS:[a-z0-9]+]]: memref<192xf16>, %[[SCALE:[a-z0-9]+]]: memref<136xf32>, %[[RES:[a-z0-9]+]]: memref<136x192xf16>
// (The loads keep the L2 policy the planner marks: kfusion-lower-l2-policy
// lowers a vector load to ld.global.L2::cache_hint.v4.)
// CHECK-DAG: vector.load %[[BIAS]][%{{.*}}] {alignment = 16 : i64{{.*}}} : memref<192xf16>, vector<8xf16>
// CHECK-DAG: vector.load %[[RES]][%{{.*}}, %{{.*}}] {alignment = 16 : i64{{.*}}} : memref<136x192xf16>, vector<8xf16>
// CHECK-DAG: memref.load %[[SCALE]][%{{.*}}] {{.*}}: memref<136xf32>
// CHECK-NOT: memref.load %[[BIAS]]
// CHECK-NOT: memref.load %[[RES]]
// CHECK: gpu.return
