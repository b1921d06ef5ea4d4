// A column reduction stitched to the row kernel that reads the same values
// (FusionStitching: column reductions fused with their producers): the
// layernorm backward pass (Inputs/layernorm-backward.mlir: dx from two row
// reductions of dy * gamma and xhat; dgamma = colsum(dy * xhat), dbeta =
// colsum(dy)) becomes one row kernel that also accumulates both column
// sums' partials per column in registers, its blocks looping over the row
// blocks (one resident wave: with multiprocessors=1 here, 32 blocks of one
// row of 64 threads, one 4-column chunk each, loop over the 512 rows), each
// (block, row in block) storing a partial row; a final kernel per column
// reduction folds them in order.
// dy and x are read once, xhat never written. The stitched programs' results
// and the final kernel's barrier: Integration/Sim/Stitch/column-partials.mlir.
//
// RUN: kfusion-opt %S/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=1}>' -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// The reductions' init fills are constants they absorb: one kernel, no fill
// kernels before it.
// PLAN: stitch plan (ilp) of @step: 7 ops, {{[0-9]+}} candidate patterns, 1 kernels
// PLAN: stitched kernel step_k0_block: ops [0:elementwise, 1:elementwise, 2:row reduction, 3:row reduction, 4:elementwise, 5:column reduction, 6:column reduction], block composition (64 threads per row, 1 rows per block, vector 4, 1 chunks, blocks looping over the rows; column partials of 2 column reduction(s) in 32 partial rows folded by step_k0_block_final<k>), grid 32 x block 64
//
// RUN: FileCheck %s < %t.ilp.mlir
//
// Greedy (producer / consumer fusion): dgamma joins the kernel of its
// producer xhat as partials; dbeta, whose only input is an argument, stays a
// column kernel.
// RUN: kfusion-opt %S/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> plan=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// GREEDY: ops [0:elementwise, 2:row reduction, 4:elementwise, 5:column reduction], block composition ({{.*}}column partials of 1 column reduction(s)
// GREEDY: ops [6:column reduction], column composition
//
// A device of no multiprocessors is refused.
// RUN: not kfusion-opt %S/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=0}>' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: #kfusion.device field 'multiprocessors' must be positive, not 0

// The host: two partial buffers of 32 rows x 256 columns, the row kernel
// writing them, then the two finals folding them.
// CHECK-LABEL: func.func @step(
// CHECK: %[[P0:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<8192xf32>
// CHECK: %[[P1:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<8192xf32>
// CHECK: gpu.launch_func async [%{{.*}}] @step_stitched::@step_k0_block blocks in (%c32, %c1, %c1) threads in (%c64, %c1, %c1)
// CHECK-SAME: %[[P0]] : memref<8192xf32>, %[[P1]] : memref<8192xf32>)
// The finals: blocks of 32 columns x 32 lanes (256 columns: 8 blocks).
// CHECK-NEXT: gpu.launch_func async [%{{.*}}] @step_stitched::@step_k0_block_final0 blocks in (%c8, %c1, %c1) threads in (%c1024, %c1, %c1)
// CHECK-NEXT: gpu.launch_func async [%{{.*}}] @step_stitched::@step_k0_block_final1

// The row kernel: blocks loop over the row blocks, the partials in registers.
// CHECK-LABEL: gpu.func @step_k0_block(
// CHECK: %[[ACC:.*]]:8 = scf.for %{{.*}} = %block_id_x to %c512 step %c32 iter_args(
// CHECK: vector.load %arg3
// CHECK: scf.yield
// The partial rows, after the loop: 4 columns per thread, each column sum.
// CHECK-COUNT-4: memref.store %[[ACC]]#{{[0-3]}}, %arg8[
// CHECK-COUNT-4: memref.store %[[ACC]]#{{[4-7]}}, %arg9[

// The final: lane r of a column folds partial rows r, r + 32, ..., then lane
// 0 folds the 32 lanes' values from shared memory in lane order.
// CHECK-LABEL: gpu.func @step_k0_block_final0(
// CHECK-SAME: workgroup(%[[W:.*]] : memref<4096xi8, #gpu.address_space<workgroup>>)
// CHECK-SAME: known_block_size = array<i32: 1024, 1, 1>
// CHECK: %[[LANE:.*]] = arith.divui %thread_id_x, %c32
// CHECK: scf.for %{{.*}} = %[[LANE]] to %c32 step %c32 iter_args(
// CHECK: memref.load %arg8[
// CHECK: gpu.barrier
// CHECK-COUNT-32: memref.load %view[
// CHECK: memref.store %{{.*}}, %arg6[
