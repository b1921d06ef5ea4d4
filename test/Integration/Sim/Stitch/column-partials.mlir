// Column partials on the interpreter (the structure: Stitch/column-partials.mlir):
// the stitched layernorm backward equals one kernel per op (plan=none) on
// random inputs, whatever the schedule (the column sums fold in another
// order: rtol 1e-4), with one multiprocessor (blocks looping over the row
// blocks), with the H100's 132 (every row block its own block) and under the
// greedy plan; the final kernel's barrier is needed; the kernels assemble.
//
// RUN: kfusion-opt %S/../../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=1}>' -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.ilp.mlir --rtol=1e-4 --atol=1e-4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.ilp.mlir --rtol=1e-4 --atol=1e-4 --schedule=random --seed=3 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/../../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu -o %t.wide.mlir
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.wide.mlir --rtol=1e-4 --atol=1e-4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/../../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.greedy.mlir --rtol=1e-4 --atol=1e-4 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 8 arguments, 395008 elements compared
//
// The final kernel's barrier between the lanes' stores and lane 0's loads
// is needed: without it (Inputs/column-partials-no-barrier.mlir) the
// interpreter reports the race.
// RUN: not kfusion-sim %t.none.mlir -e step --compare %S/Inputs/column-partials-no-barrier.mlir --rtol=1e-4 --atol=1e-4 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: data race: read of workgroup buffer #0 of @step_k1_block_final0
//
// Lowered to PTX; ptxas assembles it where present.
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx/step_stitched.sm_90.ptx -o %t.ptx/k.cubin %}
