// Row-wise ops in a tensor-core GEMM's epilogue (FusionStitching's GEMM +
// consumers, issue 39): where a tile spans every column of the output, a
// softmax's or a layernorm's row reductions (and ops over the rows) can be in
// the GEMM's kernel: a thread per row folds its row's columns from the staged
// tile, the row values go to shared memory, and the stores read them. The
// planner weighs it (here it keeps both apart); grouped by hand it is built.
// Why it would fail: a pass that reduces past N, or stores before the row
// values are written, computes another softmax
// (test/Integration/Sim/Stitch/gemm-row-epilogues.mlir checks the values); a
// row pass priced as free would fuse where the GPU measured it slower.
// RUN: kfusion-opt %S/Inputs/gemm-row-epilogues.mlir --kfusion-stitch-to-gpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: sed -e "s/linalg.matmul ins/linalg.matmul {kfusion.stitch_group = 0} ins/" -e 's/iterator_types = \(\[[^]]*\]\)}/iterator_types = \1, kfusion.stitch_group = 0}/' %S/Inputs/gemm-row-epilogues.mlir | kfusion-opt --kfusion-stitch-to-gpu="remarks=false" -o %t.hand.mlir
// RUN: FileCheck %s < %t.hand.mlir
// RUN: FileCheck %s --check-prefix=HAND < %t.hand.mlir

// Planned, both stay apart at these sizes: the row pass (a thread per row, a
// chain over the row's columns, kRowPassColumnCycles a column) is projected
// longer than a row kernel after the GEMM, as an H100 measured it
// (bench/results/2026-12-07-h100-row-epilogue-speed).
// Each GEMM's remark says so, with the two projections.
// PLAN: remark: op 2 (a row reduction) is not fused into this GEMM's epilogue: projected {{[0-9.]+}} us for the GEMM's kernel with ops 0 ... 5 against {{[0-9.]+}} us for the plan's 2 kernels of them
// PLAN: remark: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM], gemm composition
// PLAN: remark: stitch group 1 (plan=ilp): ops [1:elementwise, 2:row reduction, 3:elementwise, 4:row reduction, 5:elementwise], warp composition
// PLAN: remark: op 2 (a row reduction) is not fused into this GEMM's epilogue: projected {{[0-9.]+}} us for the GEMM's kernel with ops 0 ... 7 against {{[0-9.]+}} us for the plan's 2 kernels of them
// PLAN: remark: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, 1:elementwise], gemm composition

// Grouped by hand, each is one kernel:
// One launch for the softmax, its tile as wide as the row.
// CHECK: gpu.launch_func async [{{.*}}] @softmax_gemm::@softmax_k0_gemm blocks in (%c1, %c3, %c1)
// CHECK-NOT: gpu.launch_func {{.*}}@softmax_
// CHECK-LABEL: gpu.func @softmax_k0_gemm
// Two row values (the max and the sum) for the tile's 64 rows after the
// staged tile; a thread per row, each reduction over the 128 columns, four
// a step (unrolled).
// CHECK: %[[ROWS:.*]] = memref.view {{.*}} to memref<2x64xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %c64 step %c128 {
// CHECK: %[[MAX:.*]] = scf.for %{{.*}} = %c0 to %c128 step %c4 iter_args(%{{.*}} = %cst{{.*}}) -> (f32) {
// CHECK: arith.maximumf
// CHECK: memref.store %[[MAX]], %[[ROWS]][%c0, %[[R]]]
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %c0 to %c128 step %c4 iter_args
// CHECK: memref.load %[[ROWS]][%c0, %[[R]]]
// CHECK: math.exp
// CHECK: memref.store %[[SUM]], %[[ROWS]][%c1, %[[R]]]
// The stores after the computing threads' barrier read both.
// CHECK: kfusion.named_barrier id 1 threads 128
// CHECK: memref.load %[[ROWS]][%c0,
// CHECK: math.exp
// CHECK: memref.load %[[ROWS]][%c1,
// CHECK: arith.divf

// The layernorm grouped by hand: the mean and the reciprocal deviation are
// ops over the rows (slots 1 and 3 after the sums in 0 and 2), the
// variance's reduction reads the mean's slot.
// HAND-LABEL: gpu.func @layernorm_k0_gemm
// HAND: %[[ROWS:.*]] = memref.view {{.*}} to memref<4x64xf32, #gpu.address_space<workgroup>>
// HAND: scf.for %[[R:.*]] = %{{.*}} to %c64 step %c128 {
// HAND: scf.for %{{.*}} = %c0 to %c192 step %c4 iter_args
// HAND: memref.store %{{.*}}, %[[ROWS]][%c0, %[[R]]]
// HAND: memref.load %[[ROWS]][%c0, %[[R]]]
// HAND: arith.divf
// HAND: memref.store %{{.*}}, %[[ROWS]][%c1, %[[R]]]
// HAND: scf.for %{{.*}} = %c0 to %c192 step %c4 iter_args
// HAND: memref.load %[[ROWS]][%c1, %[[R]]]
// HAND: memref.store %{{.*}}, %[[ROWS]][%c2, %[[R]]]
// HAND: math.rsqrt
// HAND: memref.store %{{.*}}, %[[ROWS]][%c3, %[[R]]]
