// kfusion-lower-tiles stream-rows=S: a fused 2-D stencil kernel becomes a row
// of stream-columns threads, one column each, that walks S rows of a strip in
// a loop. stencil-runs.mlir's three chained 5-point sweeps of a 64 x 128
// array (fused with 4 rows per thread, the input staged) in blocks of 64
// threads walking 16 rows: each sweep reads its producer at x - 1 and x + 1,
// so its lag is its producer's plus one (1, 2, 3: the first sweep reads the
// staged input, loaded at lag 0); the strips own 58 columns (3 halo columns
// each side, recomputed), the grid 2 x 8. Each iteration loads a row of the
// input, computes each sweep under its rows' and columns' guard, stores the
// last sweep's points of the strip's own columns and the segment's rows,
// moves the delay lines (private arrays) and writes the values other columns
// read into this parity's workgroup buffer, then one barrier. No tile, stage
// or shared array is left. Refusals (-verify-diagnostics):
// stream-rows-refusals.mlir; the interpreter runs these kernels against the
// unfused programs in ../Integration/Sim/Stencil/stream-rows.mlir.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stream-rows=16 stream-columns=64" --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// The default (stream-rows=0): the tiles lowered as before.
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// FDTD's three steps (Inputs/fdtd-three-steps.mlir) in blocks of 32 threads
// walking 8 rows: ey reads hz one row up (no lag added), ex one column left
// (+1), hz ex one column right (+1) and ey one row down: lags 0, 1, 2 a step;
// 26 columns a strip (3 halo columns each side), 6 values exchanged a row.
// RUN: kfusion-opt %S/Inputs/fdtd-three-steps.mlir --kfusion-stencil-fusion 2>/dev/null | kfusion-opt --kfusion-lower-tiles="stream-rows=8 stream-columns=32" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FDTD

// REMARK: remark: kfusion-lower-tiles: streamed rows for @sweep_sweep_sweep_stencil: 2 x 8 blocks of 64 threads, each a strip of 58 columns (halo 3 + 3) walking 16 rows in 22 iterations; lags [1, 2, 3], 3 delay lines, 3 values exchanged a row
// OFF-NOT: streamed rows
// FDTD: streamed rows for @fdtd_ey_t0_fdtd_ex_fdtd_hz_fdtd_ey_t1_fdtd_ex_fdtd_hz_fdtd_ey_t2_fdtd_ex_fdtd_hz_stencil: 3 x 5 blocks of 32 threads, each a strip of 26 columns (halo 3 + 3) walking 8 rows in 17 iterations; lags [0, 1, 2, 2, 3, 4, 4, 5, 6], 9 delay lines, 6 values exchanged a row

// The kernel: three exchange buffers (one per sweep read across columns), a
// block of 64 threads, the delay lines as private arrays.
// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK-SAME: workgroup(%[[X0:.*]] : memref<2x64xf32, #gpu.address_space<workgroup>>, %[[X1:.*]] : memref<2x64xf32, #gpu.address_space<workgroup>>, %[[X2:.*]] : memref<2x64xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK-NOT: kfusion.
// CHECK: memref.alloca() : memref<1xf32>
// CHECK: memref.alloca() : memref<2xf32>
// The strip: 58 columns from 3 left of the block's first.
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[STRIP:.*]] = arith.muli %[[BX]], %c58
// The buffers cleared before the walk, one barrier.
// CHECK: memref.store %{{.*}}, %[[X0]][%{{.*}}, %[[TID]]]
// CHECK: gpu.barrier
// CHECK: scf.for %[[IT:.*]] = %{{.*}} to %c22 step
// The row loaded this iteration; the parity of its buffers.
// CHECK: %[[PAR:.*]] = arith.remui %[[IT]], %c2
// CHECK: %[[PREV:.*]] = arith.subi %{{.*}}, %[[PAR]]
// CHECK: memref.load %arg0
// A sweep's read of another column: the other parity's buffer, clamped to
// the block (its own value beyond).
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: memref.load %{{.*}}[%[[PREV]], %{{.*}}] : memref<2x64xf32, #gpu.address_space<workgroup>>
// CHECK: arith.select
// The last sweep's store, guarded by the strip's and the segment's own points.
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %arg3[
// This iteration's values for the other columns, then the barrier.
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[PAR]], %[[TID]]] : memref<2x64xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// The launch: strips and segments of one row of threads.
// CHECK-LABEL: func.func @chain
// CHECK: gpu.launch_func @k::@sweep_sweep_sweep_stencil blocks in (%c2{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}) threads in (%c64{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}})
