// The structure kfusion-stitch generates for each composition (inputs in
// Inputs/compositions.mlir, one function per composition; their results are
// checked against upstream's loops on the interpreter in
// Integration/Sim/stitch-equivalence.mlir). small-gemm-depth=0 keeps @loops'
// matmul a row reduction per output point (by default too: its init fill is a
// constant it absorbs, so it has no op to be a small GEMM with;
// small-gemm.mlir).
// RUN: kfusion-opt %S/Inputs/compositions.mlir --kfusion-stitch-to-gpu="max-register-values=40 small-gemm-depth=0" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir
// RUN: kfusion-opt %S/Inputs/compositions.mlir --kfusion-stitch-to-gpu="max-register-values=40" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GEMM

// By default @loops' matmul, alone, is a row reduction per output element.
// GEMM: remark: stitched kernel loops_k0_packed_loop_warp {{.*}}blocks 1..5{{.*}}1:row reduction{{.*}}warp composition{{.*}}32 threads per row, 8 rows per block, vector 4, 1 chunks

// @thread: elementwise ops only, one vector per thread.
// REMARK: remark: stitched kernel thread_k0_thread: {{.*}}0:elementwise, 1:elementwise{{.*}}thread composition{{.*}}16 threads per row, 8 rows per block, vector 4, 1 chunks{{.*}}grid 1 x block 128
// @warp: a row reduction within a warp.
// REMARK: remark: stitched kernel warp_k0_warp: {{.*}}0:row reduction, 1:elementwise{{.*}}warp composition{{.*}}32 threads per row, 8 rows per block, vector 4, 1 chunks{{.*}}grid 2 x block 256
// @block: two row reductions across a block, through shared memory (the
// variance of the row, s^2 - q, computed where the last op reads it).
// REMARK: remark: stitched kernel block_k0_block: {{.*}}0:row reduction, 1:row reduction, 2:elementwise{{.*}}block composition{{.*}}64 threads per row, 1 rows per block, vector 4, 4 chunks{{.*}}grid 3 x block 64
// REMARK-SAME: shared memory 16 of 16 bytes requested
// @loops: the transpose alone; the matmul is a row reduction per output
// element (P = 8 x 5, D = 12), its init fill a constant it absorbs; the
// column and scalar reductions split their reduction loops over a block
// (column: 32 columns x 32 row lanes and partials in shared memory; scalar:
// one strided block). All are under a wave: kernel packing puts the
// independent ones in one launch by block ranges, but not the synchronizing
// 1024-thread column block and 128-thread scalar block, whose barriers need
// their whole blocks, with each other or with kernels of 256 threads.
// REMARK: remark: stitched kernel loops_k0_packed_loop_warp {{.*}}packed{{.*}}blocks 0..0{{.*}}[0:other]{{.*}}loop composition
// REMARK: remark: stitched kernel loops_k0_packed_loop_warp {{.*}}packed{{.*}}blocks 1..5{{.*}}[1:row reduction]{{.*}}warp composition
// REMARK: remark: stitched kernel loops_k1_column: ops [2:column reduction], column composition (32 columns x 32 row lanes per block), grid 1 x block 1024{{.*}}shared memory 4096 of 4096 bytes
// REMARK: remark: stitched kernel loops_k2_scalar: {{.*}}[3:scalar reduction]{{.*}}scalar composition{{.*}}one block, strided{{.*}}grid 1 x block 128
// @spill: one value (tanh x) lives across both reductions past the budget:
// shared memory, 1024 floats per row, plus one block of warp partials (2 per
// row) both reductions use. Block composition puts 256 / 64 rows in a block,
// so both rows share one block of 128 threads and each gets its own copy.
// REMARK: remark: stitched kernel spill_k0_block: {{.*}} block composition (64 threads per row, 2 rows per block, vector 4, 4 chunks), grid 1 x block 128
// REMARK-SAME: shared memory 8208 of 8224 bytes requested (allocated/requested 1.00)
// @column_split: a column sum over 2048 rows: 4 slices of 512 rows, 8
// blocks, then the final kernel folds the 4 partials per column in order.
// REMARK: remark: stitched kernel column_split_k0_column: {{.*}}0:column reduction{{.*}}column composition{{.*}}32 columns x 32 row lanes per block{{.*}}4 slices folded by column_split_k0_column_final{{.*}}grid 8 x block 1024

// A thread composition is one launch on the stream, nothing allocated.
// CHECK-LABEL: func.func @thread(%{{.*}}: memref<6x64xf32>, %{{.*}}: memref<64xf32>, %{{.*}}: memref<6x64xf32> {llvm.noalias})
// CHECK: gpu.wait async
// CHECK: gpu.launch_func async [%{{.*}}] @thread_stitched::@thread_k0_thread blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in
// CHECK-SAME: {kfusion.stitch_composition = "thread"}
// CHECK: gpu.wait [%{{.*}}]
// CHECK-NEXT: return

// The row max is both fused and returned: it goes straight to its
// out-parameter, no temporary.
// CHECK-LABEL: func.func @warp(
// CHECK-SAME: %{{.*}}: memref<10x100xf32>, %{{.*}}: memref<10x100xf32> {llvm.noalias}, %{{.*}}: memref<10xf32> {llvm.noalias})
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func

// Every kernel writes an out-parameter: the init fills are constants in the
// kernels, no buffers between kernels.
// CHECK-LABEL: func.func @loops(
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func async [%{{.*}}] @loops_stitched::@loops_k0_packed_loop_warp
// CHECK: gpu.launch_func async [%{{.*}}] @loops_stitched::@loops_k1_column
// CHECK: gpu.launch_func async [%{{.*}}] @loops_stitched::@loops_k2_scalar
// CHECK-NOT: gpu.alloc
// CHECK: return

// The thread kernel: 16-byte loads under the L2 policy, no shuffles.
// CHECK-LABEL: gpu.module @thread_stitched
// CHECK: gpu.func @thread_k0_thread(%{{.*}}: memref<6x64xf32>, %{{.*}}: memref<64xf32>, %{{.*}}: memref<6x64xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>}
// CHECK: vector.load %{{.*}} {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<6x64xf32>, vector<4xf32>
// CHECK: vector.load %{{.*}} {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<64xf32>, vector<4xf32>
// CHECK: math.tanh
// CHECK: arith.mulf
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<6x64xf32>, vector<4xf32>
// CHECK-NOT: gpu.shuffle
// CHECK: gpu.return

// The warp kernel: shuffles only, no shared memory, no barrier.
// CHECK-LABEL: gpu.module @warp_stitched
// CHECK: gpu.func @warp_k0_warp(
// CHECK-NOT: workgroup
// CHECK-SAME: kernel
// The last chunk is partial (100 columns): loads under a guard.
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32)
// CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32, %c32_i32 : f32
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32, %c32_i32 : f32
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return

// The block kernel: the workgroup buffer is bytes; each use views its block
// as its type.
// CHECK-LABEL: gpu.module @block_stitched
// CHECK: gpu.func @block_k0_block({{.*}}) workgroup(%[[SH:.*]] : memref<16xi8, #gpu.address_space<workgroup>>)
// CHECK: gpu.shuffle  xor
// CHECK: %[[PV:.*]] = memref.view %[[SH]][%{{.*}}][] : memref<16xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
// CHECK: memref.store %{{.*}}, %[[PV]][%{{.*}}] : memref<2xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.load %[[PV]]
// CHECK: gpu.barrier
// The second reduction reuses the same shared block (the same view).
// CHECK-NOT: memref.view
// CHECK: memref.store %{{.*}}, %[[PV]][%{{.*}}]
// CHECK: gpu.barrier
// linalg.index 1 is the thread's column.
// CHECK: arith.sitofp
// CHECK-NOT: linalg.index

// The loop kernels: packed by block ranges, the column and scalar ones apart.
// CHECK-LABEL: gpu.module @loops_stitched
// CHECK: gpu.func @loops_k0_packed_loop_warp({{.*}}) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// Blocks [0, 1) run the transpose, with 128 of the 256 threads.
// CHECK: %[[BID:.*]] = gpu.block_id  x
// CHECK: arith.cmpi ult, %[[BID]], %c1
// CHECK: arith.cmpi ult, %{{.*}}, %c128
// CHECK: scf.if
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] {kfusion.l2_policy = "evict_last"} : memref<8x12xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<12x8xf32>
// Blocks [1, 6) the matmul's warps, with block ids from 0.
// CHECK: arith.cmpi ult, %[[BID]], %c6
// CHECK: arith.cmpi uge, %[[BID]], %c1
// CHECK: arith.subi %[[BID]], %c1
// CHECK: gpu.shuffle  xor
// CHECK: gpu.func @loops_k1_column({{.*}}) workgroup(%[[CS:.*]] : memref<4096xi8, #gpu.address_space<workgroup>>)
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8 step %c32 iter_args
// CHECK: %[[CV:.*]] = memref.view %[[CS]][%{{.*}}][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
// CHECK: memref.store %{{.*}}, %[[CV]]
// CHECK: gpu.barrier
// CHECK: gpu.func @loops_k2_scalar({{.*}}) workgroup(
// CHECK: scf.for %{{.*}} = %{{.*}} to %c96 step %c128 iter_args
// CHECK: gpu.shuffle  xor
// CHECK: gpu.barrier

// The spill: the kept value and the warp partials, two views of one buffer.
// CHECK-LABEL: gpu.module @spill_stitched
// CHECK: workgroup(%[[SS:.*]] : memref<8208xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>}
// CHECK: %[[LANE:.*]] = arith.remui %thread_id_x, %c64
// CHECK: %[[RIB:.*]] = arith.divui %thread_id_x, %c64
// The spilled value: the row in block's 1024 floats, at the thread's column.
// CHECK: %[[KEPT:.*]] = memref.view %[[SS]][%c0][] : memref<8208xi8, #gpu.address_space<workgroup>> to memref<2048xf32, #gpu.address_space<workgroup>>
// CHECK: %[[RB:.*]] = arith.muli %[[RIB]], %c1024
// CHECK: %[[AT:.*]] = arith.addi %[[RB]], %{{.*}}
// CHECK: memref.store %{{.*}}, %[[KEPT]][%[[AT]]]
// The warp partials: the row in block's two, at its warp of the row.
// CHECK: %[[PART:.*]] = memref.view %[[SS]][%c8192][] : {{.*}} to memref<4xf32, #gpu.address_space<workgroup>>
// CHECK-DAG: %[[PB:.*]] = arith.muli %[[RIB]], %c2
// CHECK-DAG: %[[W:.*]] = arith.divui %[[LANE]], %c32
// CHECK: %[[PW:.*]] = arith.addi %[[PB]], %[[W]]
// CHECK: memref.store %{{.*}}, %[[PART]][%[[PW]]]
// CHECK: gpu.barrier
// CHECK: memref.load %[[PART]][%[[PB]]]
// CHECK: %[[P1:.*]] = arith.addi %[[PB]], %c1
// CHECK: memref.load %[[PART]][%[[P1]]]
// CHECK: gpu.barrier

// The split column sum: slices store partials, the final folds them.
// CHECK-LABEL: gpu.module @column_split_stitched
// CHECK: gpu.func @column_split_k0_column(%{{.*}}: memref<2048x40xf32>, %{{.*}}: memref<40xf32>, %[[P:.*]]: memref<160xf32>) workgroup(
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[P]][%{{.*}}] : memref<160xf32>
// CHECK: gpu.func @column_split_k0_column_final(%{{.*}}: memref<2048x40xf32>, %{{.*}}: memref<40xf32>, %[[Q:.*]]: memref<160xf32>) workgroup(
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4 step %c32
// CHECK: memref.load %[[Q]]
