// Small GEMMs fused with their consumers: the GEMM is a full value of a row
// kernel over its parallel loops (rows..., column); each row's operand A is
// staged in shared memory by the row's threads behind one barrier, and every
// thread folds k for its own columns, reading B along the column as vectors
// (scalars where B is transposed); the result stays in registers for the
// consumers (softmax, GELU, a normalization, layernorm). A GEMM deeper than
// 256 stays a reduction per output point. Interpreter equivalence with
// upstream's loops for every plan and schedule, and a planted bug caught:
// Integration/Sim/Stitch/small-gemm.mlir.
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="remarks=true" -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.ilp.mlir

// Each GEMM fused with its consumers in one kernel; @deep's is not. (The
// init fills are constants the reductions absorb: no ops of their own.)
// REMARK: stitch plan (ilp) of @proj_softmax: 6 ops, {{[0-9]+}} candidate patterns, 1 kernels
// REMARK: stitch plan (ilp) of @batched_gelu: 2 ops, {{[0-9]+}} candidate patterns, 1 kernels
// REMARK: stitch plan (ilp) of @transposed_norm: 3 ops, {{[0-9]+}} candidate patterns, 1 kernels
// REMARK: stitch group 0 (plan=hand): ops [0:row reduction, 1:row reduction, 2:elementwise], block composition
// REMARK: stitch plan (ilp) of @deep: 3 ops, {{[0-9]+}} candidate patterns, 2 kernels
// REMARK: stitched kernel proj_softmax_k0_warp: ops [0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise, 4:row reduction, 5:elementwise], warp composition (32 threads per row, 8 rows per block, vector 4, 1 chunks), small GEMM op 0 over k = 32 (row operand staged in shared memory), grid 8 x block 256, {{.*}} shared memory 1024 of 1024 bytes
// REMARK: stitched kernel batched_gelu_k0_thread: {{.*}} thread composition (16 threads per row, 16 rows per block, vector 4, 1 chunks), small GEMM op 0 over k = 8 (row operand staged in shared memory), grid 4 x block 256
// Twelve rows: 4 per block (8 would leave rows past the end at a barrier).
// REMARK: stitched kernel transposed_norm_k0_warp: {{.*}} warp composition (32 threads per row, 4 rows per block, vector 4, 1 chunks), small GEMM op 0 over k = 16 (row operand staged in shared memory), grid 3 x block 128
// REMARK: stitched kernel gemm_layernorm_k0_block: {{.*}} block composition (64 threads per row, 4 rows per block, vector 4, 4 chunks), small GEMM op 0 over k = 64 (row operand staged in shared memory), grid 8 x block 256
// REMARK: stitched kernel deep_k0_warp: ops [0:row reduction], warp composition (32 threads per row, 8 rows per block, vector 4, 4 chunks), grid 64 x block 256
// REMARK-NOT: small GEMM
// REMARK: stitched kernel deep_k1_warp

// A GEMM feeding a softmax: A staged, B read as vectors, the result in
// registers for the shuffles.
// CHECK-LABEL: gpu.func @proj_softmax_k0_warp(
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<64x32xf32>, %[[W:[a-z0-9]+]]: memref<32x128xf32>
// CHECK-SAME: workgroup(%[[SH:.*]] : memref<1024xi8, #gpu.address_space<workgroup>>)
// The stage: 8 rows x 32 values, each row's 32 threads loading it.
// CHECK: %[[A:.*]] = memref.view %[[SH]][%{{.*}}][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %c32 step %c32 {
// CHECK: memref.load %[[X]]
// CHECK: memref.store %{{.*}}, %[[A]]
// CHECK: gpu.barrier
// The loop over k: a broadcast from the stage, a vector of B, four products.
// CHECK: scf.for %[[K:.*]] = %c0 to %c32 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// CHECK: memref.load %[[A]]
// CHECK: vector.load %[[W]][%[[K]], %{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<32x128xf32>, vector<4xf32>
// CHECK-COUNT-4: arith.mulf
// CHECK: scf.yield
// Then the softmax's shuffles, on the values in registers.
// CHECK: gpu.shuffle  xor
// CHECK: gpu.return

// B per batch: the batch is a row dimension.
// CHECK-LABEL: gpu.func @batched_gelu_k0_thread(
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args
// CHECK: vector.load %{{.*}} : memref<4x8x64xf32>, vector<4xf32>
// CHECK: math.tanh

// B transposed: scalar loads along its rows.
// CHECK-LABEL: gpu.func @transposed_norm_k0_warp(
// CHECK-SAME: %[[AT:[a-z0-9]+]]: memref<16x12xf32>, %[[BT:[a-z0-9]+]]: memref<100x16xf32>
// CHECK: memref.load %[[AT]][%{{.*}}, %{{.*}}] {kfusion.l2_policy = "evict_last"} : memref<16x12xf32>
// CHECK: gpu.barrier
// CHECK: scf.for %[[K2:.*]] = %c0 to %c16 step %c1 iter_args
// CHECK-NOT: vector.load %[[BT]]
// CHECK: memref.load %[[BT]][%{{.*}}, %[[K2]]] {kfusion.l2_policy = "evict_last"} : memref<100x16xf32>

// A GEMM feeding a layernorm across a block: the stage's barrier, then the
// reductions'.
// CHECK-LABEL: gpu.func @gemm_layernorm_k0_block(
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args
// CHECK: gpu.barrier

// A GEMM deeper than 256 (k = 512): a reduction per output point, no stage.
// CHECK-LABEL: gpu.module @deep_stitched
// CHECK-NOT: memref.view
// CHECK: gpu.return
