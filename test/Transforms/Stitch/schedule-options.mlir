// The schedule knobs of kfusion-plan-stitch (the tuner's): threads-per-row=T
// and rows-per-block=R write kfusion.stitch_threads / kfusion.stitch_rows on
// the ops of each row kernel they suit, kfusion-stitch generates that
// schedule, and a knob a kernel cannot take is left out with a remark saying
// why. Input: softmax + GELU over 16 rows of 2048 floats (one block
// composition kernel; the model's schedule: 128 threads per row, 2 rows per
// block of 256).
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="rows-per-block=4" -o %t.r4.plan.mlir
// RUN: FileCheck %s --check-prefix=PLAN < %t.r4.plan.mlir
// PLAN: kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 4 : i64
// PLAN-NOT: kfusion.stitch_threads
// RUN: kfusion-opt %t.r4.plan.mlir --kfusion-stitch -o %t.r4.mlir 2>&1 | FileCheck %s --check-prefix=R4
// R4: stitched kernel step_k0_block: {{.*}} block composition (128 threads per row, 4 rows per block, vector 4, 4 chunks), grid 4 x block 512
// R4-SAME: shared memory 64 of 128 bytes requested
//
// Both knobs: 512 threads per row, 2 rows per block of 1024.
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="threads-per-row=512 rows-per-block=2" -o %t.t512.mlir 2>&1 | FileCheck %s --check-prefix=T512
// T512: stitched kernel step_k0_block: {{.*}} block composition (512 threads per row, 2 rows per block, vector 4, 1 chunks), grid 8 x block 1024
// RUN: FileCheck %s --check-prefix=T512-IR < %t.t512.mlir
// T512-IR: gpu.func @step_k0_block({{.*}}) workgroup(%{{.*}} : memref<128xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>}
// T512-IR: %[[RIB:.*]] = arith.divui %thread_id_x, %c512
// Each row in the block folds its own 16 warp partials.
// T512-IR: arith.muli %[[RIB]], %c16 : index
//
// Knobs a kernel cannot take: left out with the reason, the model's
// schedule kept.
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="rows-per-block=3" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: remark: rows-per-block=3 left out for this kernel: kfusion.stitch_rows = 3 is not a power of two with at most 1024 threads per block (128 threads per row)
// BAD3: stitched kernel step_k0_block: {{.*}} (128 threads per row, 2 rows per block,
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="rows-per-block=32" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD32
// BAD32: remark: rows-per-block=32 left out for this kernel: kfusion.stitch_rows = 32 is not a power of two with at most 1024 threads per block (128 threads per row)
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="threads-per-row=64 rows-per-block=8" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED: remark: threads-per-row=64 rows-per-block=8 left out for this kernel: 131136 bytes of shared memory exceed the limit of 49152
//
// Each schedule computes what the unfused program does (the interpreter,
// fresh random inputs, random block schedules).
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.r4.mlir --rtol=1e-5 --atol=1e-6 --schedule=random --seed=21 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.t512.mlir --rtol=1e-5 --atol=1e-6 --schedule=random --seed=22 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal:
// A planted slip is caught: both rows of a block folding the same warp
// partials (the row in block's offset dropped).
// RUN: sed -e 's/arith.muli \(%[0-9]*\), %c16 : index/arith.muli \1, %c0 : index/' %t.t512.mlir > %t.shared-partials.mlir
// RUN: not grep -q 'muli %[0-9]*, %c16 : index' %t.shared-partials.mlir
// RUN: not kfusion-sim %t.none.mlir -e step --compare %t.shared-partials.mlir --rtol=1e-5 --atol=1e-6 --seed=22 2>&1 | FileCheck %s --check-prefix=SLIP
// SLIP: kfusion-sim: error: data race: write of workgroup buffer #0 of @step_k0_block{{.*}}a barrier between them is missing
//
// A negative knob is an error, not the model's schedule in silence.
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="rows-per-block=-2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGROWS
// NEGROWS: error: kfusion-plan-stitch: rows-per-block must be 0 (the model's choice) or positive, not -2
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="threads-per-row=-64" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGTHREADS
// NEGTHREADS: error: kfusion-plan-stitch: threads-per-row must be 0 (the model's choice) or positive, not -64
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="pack-waves=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGWAVES
// NEGWAVES: error: kfusion-plan-stitch: pack-waves must be 0 (the model's choice) or positive, not -1
