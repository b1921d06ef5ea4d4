// kfusion-stitch-to-gpu on attentions (Inputs/attention.mlir): the planner
// weighs the fused attention kernel (the two tensor-core GEMMs, the score ops
// and the softmax between them, and the cast after) against the stitched
// kernels and takes it; the kernel is one launch in gpu.module @<func>_gemm,
// its wgmma steps on shared-memory descriptors; an attention whose row
// maximum is also returned, and one with a head 320 wide, are refused with
// the reason and stitched apart; heads read from and written to the rows of
// projections in place.
// Runs: Integration/Sim/Stitch/attention.mlir.
// RUN: kfusion-opt %S/Inputs/attention.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// Two warpgroups a block (one multiprocessor makes the model take them): a
// head of 64 asks ptxas for two blocks a multiprocessor (128 registers a
// thread), a head of 128 does not (its accumulators need more).
// RUN: kfusion-opt %S/Inputs/attention.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" --mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=TWO
// TWO: gpu.func @attention_f16_k0_attention({{.*}} kernel attributes {known_block_size = array<i32: 256, 1, 1>, nvvm.minctasm = 2 : i32} {
// TWO: gpu.func @attention_wide_head_k0_attention({{.*}} kernel attributes {known_block_size = array<i32: 256, 1, 1>} {

// The planner's remarks come first (kfusion-plan-stitch runs over the module
// before kfusion-stitch).
// REMARK: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, {{.*}}, 9:tensor-core GEMM, 10:elementwise], attention composition
// REMARK: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, {{.*}}, 7:tensor-core GEMM], attention composition
// REMARK: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, {{.*}}, 8:tensor-core GEMM, 9:elementwise], attention composition
// REMARK: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, {{.*}}, 8:tensor-core GEMM, 9:elementwise], attention composition
// REMARK: remark: an attention {{.*}}fused attention kernel{{.*}}row maximum is read outside the softmax{{.*}}GEMMs and softmax stitched apart
// REMARK: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM], gemm composition
// REMARK: stitch plan (ilp) of @attention_iota_mask: 13 ops, {{.*}} 1 kernels
// REMARK: remark: an attention {{.*}}fused attention kernel{{.*}}head wider than 256
// REMARK: stitched kernel attention_f16_k0_attention: {{.*}} fused attention 2 x 128 queries x 128 keys, head 64 (1 warpgroups), grid 2x2 of 128 threads
// The causal mask hides the key tiles after each block's last query: the
// loop stops there (6 of 9 block-tiles computed, 7 of 8 for the wide head).
// REMARK: stitched kernel attention_causal_bf16_k0_attention: {{.*}} fused attention 3 x 192 queries x 192 keys, head 64 (1 warpgroups), 67% of the key tiles (the rest masked)
// REMARK: stitched kernel attention_mask_ragged_k0_attention: {{.*}} fused attention 2 x 100 queries x 72 keys, head 64 (1 warpgroups), grid
// REMARK: stitched kernel attention_wide_head_k0_attention: {{.*}} fused attention 1 x 256 queries x 128 keys, head 128 (1 warpgroups), 88% of the key tiles
// REMARK: stitched kernel attention_max_escapes_k0_gemm: ops [0:tensor-core GEMM]
// REMARK: stitched kernel attention_max_escapes_k1_warp
// REMARK: stitched kernel attention_max_escapes_k2_gemm
// The causal mask from iotas is computed in the kernel (the iota in the
// attention's kernel, key - query >= 1 computed by the select that reads it:
// no launch of their own) and hides the later tiles.
// REMARK: stitched kernel attention_iota_mask_k0_attention: ops [0:tensor-core GEMM, {{.*}}, 12:elementwise], fused attention 2 x 192 queries x 192 keys, head 64 (1 warpgroups), 67% of the key tiles (the rest masked), grid 2x3 (the longest query blocks first)
// Heads interleaved in the rows of projections: the copies into one head's
// rows (ops 0-2) and back (the last) are in the attention's kernel, which
// reads and writes the projections in place.
// REMARK: stitched kernel attention_heads_fused_k0_attention: ops [0:elementwise, 1:elementwise, 2:elementwise, 3:tensor-core GEMM, {{.*}}, 12:tensor-core GEMM, 13:elementwise, 14:elementwise], fused attention 4 x 128 queries x 128 keys
// REMARK: stitched kernel attention_heads_k0_attention: ops [0:elementwise, 1:elementwise, 2:elementwise, 3:tensor-core GEMM, {{.*}}, 11:tensor-core GEMM, 12:elementwise, 13:elementwise], fused attention 4 x 96 queries x 96 keys, head 64 (1 warpgroups), 75% of the key tiles
// REMARK: stitched kernel attention_heads_one_k0_attention: ops [0:elementwise, 1:elementwise, 2:elementwise, 3:tensor-core GEMM, {{.*}}, 10:tensor-core GEMM, 11:elementwise, 12:elementwise], fused attention 2 x 128 queries x 128 keys

// One launch, Q, K (stored transposed), V and O; the scores never in memory.
// CHECK-LABEL: func.func @attention_f16(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-SAME: @attention_f16_gemm::@attention_f16_k0_attention
// CHECK-SAME: blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in
// CHECK-SAME: args(%{{.*}} : memref<2x128x64xf16>, %{{.*}} : memref<2x64x128xf16>, %{{.*}} : memref<2x128x64xf16>, %{{.*}} : memref<2x128x64xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: return

// The mask read from memory is the kernel's fifth argument.
// CHECK-LABEL: func.func @attention_mask_ragged(
// CHECK: gpu.launch_func async [%{{.*}}] @attention_mask_ragged_gemm::@attention_mask_ragged_k0_attention
// CHECK-SAME: memref<100x72xi1>)

// The mask computed from the indices: one launch, no mask argument.
// CHECK-LABEL: func.func @attention_iota_mask(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-SAME: args(%{{.*}} : memref<2x192x64xf16>, %{{.*}} : memref<2x64x192xf16>, %{{.*}} : memref<2x192x64xf16>, %{{.*}} : memref<2x192x64xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: return

// GPT-2's slices of one projection: Q, K and V as [batch / heads, seq,
// heads, dim] views with the projection's strides (K and V at offsets 128
// and 256), O as a view of the result's rows; one launch.
// CHECK-LABEL: func.func @attention_heads_fused(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-SAME: args(%{{.*}} : memref<2x128x2x64xf16, strided<[49152, 384, 64, 1]>>, %{{.*}} : memref<2x128x2x64xf16, strided<[49152, 384, 64, 1], offset: 128>>, %{{.*}} : memref<2x128x2x64xf16, strided<[49152, 384, 64, 1], offset: 256>>, %{{.*}} : memref<2x128x2x64xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: func.func @attention_heads(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-SAME: args(%{{.*}} : memref<2x96x2x64xf16>, %{{.*}} : memref<2x96x2x64xf16>, %{{.*}} : memref<2x96x2x64xf16>, %{{.*}} : memref<2x96x2x64xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: return
// A batch of one (its unit dimension dropped): the [128, 2 x 64]
// projections and the result viewed as [1, 128, 2, 64].
// CHECK-LABEL: func.func @attention_heads_one(
// CHECK-COUNT-4: memref.expand_shape %arg{{[0-9]}} {{\[}}[0, 1], [2, 3]] output_shape [1, 128, 2, 64]
// CHECK-COUNT-1: gpu.launch_func
// CHECK-SAME: args(%{{.*}} : memref<1x128x2x64xf16>, %{{.*}} : memref<1x128x2x64xf16>, %{{.*}} : memref<1x128x2x64xf16>, %{{.*}} : memref<1x128x2x64xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: return

// The kernel: per key tile, Q K^T and P V by wgmma on descriptors (the
// first K-major, the second P from shared memory against V's panels), the
// scores' maximum across the row's four threads by shuffles.
// The exponentials are ex2.approx (fastmath<afn>: 2 instructions a score,
// not libdevice's exact 11).
// CHECK-LABEL: gpu.module @attention_f16_gemm
// CHECK: gpu.func @attention_f16_k0_attention
// CHECK: scf.for
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.wgmma.mma_async
// CHECK: gpu.shuffle  xor
// CHECK: math.exp {{.*}} fastmath<afn>
// CHECK: nvvm.wgmma.mma_async
// At the end O / l as O times 1 / l: one division per row a thread holds (two),
// then products (FlashAttention's normalization; a division per element
// before).
// CHECK: %[[R0:.*]] = arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: %[[R1:.*]] = arith.divf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.divf
// CHECK: arith.mulf %{{.*}}, %[[R0]] : f32
// CHECK-NOT: arith.divf
// CHECK: arith.mulf %{{.*}}, %[[R1]] : f32
// CHECK-NOT: arith.divf
// CHECK: gpu.return

// Causal: the grid's x the batch, its y the query blocks from the last (the
// blocks with the most key tiles launched first); Q read at the batch x.
// CHECK-LABEL: gpu.module @attention_iota_mask_gemm
// CHECK: %[[B:.*]] = gpu.block_id  x
// CHECK: %[[Y:.*]] = gpu.block_id  y
// CHECK: arith.subi %{{.*}}, %[[Y]] : index
// CHECK: nvgpu.device_async_copy %arg0[%[[B]],
