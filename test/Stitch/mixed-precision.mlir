// Mixed precision (Inputs/mixed-precision.mlir): f16 / bf16 tensors with
// f32 statistics. Vectors are 16 bytes of the widest element a row touches
// (f16 only: 8 halves; an f32 intermediate beside f16: 4, the f16 loads 8
// bytes); a 16-bit value kept in shared memory is a view of the byte buffer
// as f16. Interpreter equivalence with upstream's loops for every plan:
// Integration/Sim/Stitch/mixed-precision.mlir.
// RUN: kfusion-opt %S/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu="remarks=true" -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.ilp.mlir
// RUN: kfusion-opt %S/Inputs/mixed-precision.mlir --kfusion-stitch-to-gpu="remarks=true max-register-values=16" -o %t.spill.mlir 2>&1 | FileCheck %s --check-prefix=SPILL
// RUN: FileCheck %s --check-prefix=SPILLIR < %t.spill.mlir

// Vectors of 4: f16 beside f32 statistics (layernorm, softmax), of 8 for f16
// only (bias + GELU + residual).
// REMARK: stitched kernel layernorm_f16_k0_block: {{.*}} block composition (64 threads per row, 4 rows per block, vector 4, 4 chunks)
// REMARK: stitched kernel softmax_bf16_k0_warp: {{.*}} warp composition (32 threads per row, 8 rows per block, vector 4, 2 chunks)
// REMARK: stitched kernel bias_gelu_residual_f16_k0_thread: {{.*}} thread composition (64 threads per row, 4 rows per block, vector 8, 1 chunks)

// f16 loads of 8 bytes, extended to f32 for the statistics.
// CHECK-LABEL: gpu.func @layernorm_f16_k0_block(
// CHECK: vector.load %{{.*}} {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<8x1024xf16>, vector<4xf16>
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: vector.store %{{.*}} {alignment = 8 : i64} : memref<8x1024xf16>, vector<4xf16>
// bf16 in and out, f32 shuffles.
// CHECK-LABEL: gpu.func @softmax_bf16_k0_warp(
// CHECK: vector.load %{{.*}} : memref<16x256xbf16>, vector<4xbf16>
// CHECK: gpu.shuffle  xor %{{.*}} : f32
// CHECK: vector.store %{{.*}} : memref<16x256xbf16>, vector<4xbf16>
// f16 only: 16-byte vectors of 8 halves, f16 arithmetic.
// CHECK-LABEL: gpu.func @bias_gelu_residual_f16_k0_thread(
// CHECK: vector.load %{{.*}} {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16x512xf16>, vector<8xf16>
// CHECK: vector.load %{{.*}} {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<512xf16>, vector<8xf16>
// CHECK: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<16x512xf16>, vector<8xf16>

// Two f16 rows of 2048 kept in shared memory per row in block (4096 bytes
// each, two rows per block of 256 threads) and the reductions' f32 partials
// after them.
// SPILL: stitched kernel spill_f16_k0_block: {{.*}} block composition (128 threads per row, 2 rows per block, vector 8, 2 chunks){{.*}} shared memory 16416 of 16448 bytes requested
// SPILLIR-LABEL: gpu.func @spill_f16_k0_block(
// SPILLIR-SAME: workgroup(%[[SH:.*]] : memref<16416xi8, #gpu.address_space<workgroup>>)
// SPILLIR: %[[V:.*]] = memref.view %[[SH]][%{{.*}}][] : memref<16416xi8, #gpu.address_space<workgroup>> to memref<4096xf16, #gpu.address_space<workgroup>>
// SPILLIR: memref.store %{{.*}}, %[[V]][%{{.*}}] : memref<4096xf16, #gpu.address_space<workgroup>>
// SPILLIR: memref.view %[[SH]][%{{.*}}][] : memref<16416xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
// SPILLIR: memref.load %[[V]][%{{.*}}] : memref<4096xf16, #gpu.address_space<workgroup>>
