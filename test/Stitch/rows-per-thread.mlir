// Register tiling over rows (kfusion.stitch_rows_per_thread, rows-per-thread=P):
// each thread computes P rows of the block, the same columns of each, so a
// small GEMM's row of B (the same for every row), loaded once per k, feeds
// the products of all P rows. The model tiles where a small GEMM shares its
// B and the rows leave a wave of blocks (multiprocessors=1 makes these small
// inputs enough); batched_gelu's B is per batch (a row loop indexes it), so
// it keeps one row per thread. The block keeps its threads: P rows per
// thread make P times the rows per block. The tiled programs' results:
// Integration/Sim/Stitch/rows-per-thread.mlir.
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.model.mlir 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: FileCheck %s --check-prefix=IR < %t.model.mlir
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=P2
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=2 threads-per-row=64" -o /dev/null 2>&1 | FileCheck %s --check-prefix=T64P2

// The model's choice: 4 rows per thread for the shared B.
// MODEL: stitched kernel proj_softmax_k0_warp: {{.*}} warp composition (32 threads per row, 32 rows per block, 4 rows per thread, vector 4, 1 chunks), small GEMM op 0 over k = 32 (row operand staged in shared memory), grid 2 x block 256, {{.*}} shared memory 4096 of 4096 bytes
// MODEL: stitched kernel batched_gelu_k0_thread: {{.*}} thread composition (16 threads per row, 16 rows per block, vector 4, 1 chunks)
// Twelve rows: 4 per block of 4 warps, as without tiling (the block keeps
// its threads, and 8 or 16 rows per block do not divide 12).
// MODEL: stitched kernel transposed_norm_k0_warp: {{.*}} warp composition (32 threads per row, 4 rows per block, vector 4, 1 chunks), {{.*}} grid 3 x block 128
// 1024 columns: 128 threads per row (2 chunks of 4), 2 rows per thread (16
// accumulators), 4 rows per block of 256.
// MODEL: stitched kernel gemm_layernorm_k0_block: {{.*}} block composition (128 threads per row, 4 rows per block, 2 rows per thread, vector 4, 2 chunks), {{.*}} grid 8 x block 256

// The k loop carries 4 rows x 4 elements; each k loads B's vector once and
// each row's staged A value, then 16 products.
// IR-LABEL: gpu.func @proj_softmax_k0_warp(
// IR-SAME: %[[X:[a-z0-9]+]]: memref<64x32xf32>, %[[W:[a-z0-9]+]]: memref<32x128xf32>
// IR: gpu.barrier
// IR: scf.for %[[K:.*]] = %c0 to %c32 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// IR: vector.load %[[W]][%[[K]], %{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<32x128xf32>, vector<4xf32>
// IR-NOT: vector.load
// IR-COUNT-16: arith.mulf
// IR-NOT: vector.load
// IR: scf.yield
// Each of the four rows is stored.
// IR-COUNT-4: vector.store %{{.*}} : memref<64x128xf32>, vector<4xf32>
// IR: gpu.return

// Two rows per thread by the option, for every kernel that takes them.
// P2: stitched kernel proj_softmax_k0_warp: {{.*}} (32 threads per row, 16 rows per block, 2 rows per thread,
// P2: stitched kernel batched_gelu_k0_thread: {{.*}} (16 threads per row, 32 rows per block, 2 rows per thread,
// With 64 threads per row too.
// T64P2: stitched kernel proj_softmax_k0_block: {{.*}} (64 threads per row, 8 rows per block, 2 rows per thread, vector 4, 1 chunks)
// T64P2: stitched kernel gemm_layernorm_k0_block: {{.*}} (64 threads per row, 8 rows per block, 2 rows per thread, vector 4, 4 chunks), {{.*}} grid 4 x block 256

// Knobs a kernel cannot take are left out with the reason; a negative one is
// an error.
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=3" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: remark: rows-per-thread=3 left out{{.*}}kfusion.stitch_rows_per_thread = 3{{.*}}not a power of two{{.*}}[1, 16]
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=4 rows-per-block=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIVIDE
// DIVIDE: remark: rows-per-block=2 rows-per-thread=4 left out{{.*}} 4 rows per thread{{.*}}not divide{{.*}} 2 rows per block
// RUN: kfusion-opt %S/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> rows-per-thread=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARTIALS
// PARTIALS: remark: rows-per-thread=2 left out{{.*}}kfusion.stitch_rows_per_thread = 2{{.*}}column partials
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=4 threads-per-row=64" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// BUDGET: remark: threads-per-row=64 rows-per-thread=4 left out{{.*}} 3 full values of 64 elements{{.*}}register budget of 96
// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="rows-per-thread=8" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWELVE
// TWELVE: remark: rows-per-thread=8 left out{{.*}} 8 rows per thread{{.*}}not divide{{.*}} 12 rows
// TWELVE: stitched kernel transposed_norm_k0_warp: {{.*}} (32 threads per row, 4 rows per block, vector 4, 1 chunks)
// RUN: not kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-plan-stitch="rows-per-thread=-4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: kfusion-plan-stitch: rows-per-thread must be 0 (the model's choice) or positive, not -4
