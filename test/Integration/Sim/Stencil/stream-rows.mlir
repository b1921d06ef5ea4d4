// ../../../Stencil/stream-rows.mlir on the interpreter: kernels that stream
// rows (a block a row of threads, one column each, walking the rows of a
// strip, every member at its lag, its values in delay lines, the values read
// across columns through double-buffered workgroup memory, one barrier a
// row) compute what the unfused programs did: stencil-runs.mlir's three
// chained sweeps (the input staged) and FDTD's three steps, with blocks of
// 32 to 128 threads walking 1 to 64 rows (one row a block, segments longer
// than the grid), under random and reverse schedules and few resident blocks.
// Without the loop's barrier the interpreter reports the race on the
// exchange buffer.
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.runs.mlir 2>/dev/null
// RUN: kfusion-opt %t.runs.mlir --kfusion-lower-tiles="stream-rows=16 stream-columns=64" -o %t.runs16.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.runs16.mlir -e chain --seed=81 --schedule=random | FileCheck %s --check-prefix=RUNS
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.runs16.mlir -e chain --seed=82 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=RUNS
// RUN: kfusion-opt %t.runs.mlir --kfusion-lower-tiles="stream-rows=1 stream-columns=32" -o %t.runs1.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.runs1.mlir -e chain --seed=83 --schedule=random | FileCheck %s --check-prefix=RUNS
// RUN: kfusion-opt %t.runs.mlir --kfusion-lower-tiles="stream-rows=200 stream-columns=128" -o %t.runs200.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.runs200.mlir -e chain --seed=84 --schedule=random | FileCheck %s --check-prefix=RUNS
// Not staged: the sweeps read the input from global memory at their points.
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=never" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="stream-rows=7 stream-columns=96" -o %t.unstaged.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.unstaged.mlir -e chain --seed=85 --schedule=random | FileCheck %s --check-prefix=RUNS
// FDTD-2D: boundary rows and columns of its own, nine members, 40 x 48.
// RUN: kfusion-opt %S/../../../Stencil/Inputs/fdtd-three-steps.mlir --kfusion-stencil-fusion -o %t.fdtd.mlir 2>/dev/null
// RUN: kfusion-opt %t.fdtd.mlir --kfusion-lower-tiles="stream-rows=8 stream-columns=32" -o %t.fdtd8.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/Inputs/fdtd-three-steps.mlir --compare=%t.fdtd8.mlir -e step --seed=86 --schedule=random | FileCheck %s --check-prefix=FDTD
// RUN: kfusion-sim %S/../../../Stencil/Inputs/fdtd-three-steps.mlir --compare=%t.fdtd8.mlir -e step --seed=87 --schedule=reverse --sms=3 --blocks-per-sm=2 | FileCheck %s --check-prefix=FDTD
// RUN: kfusion-opt %t.fdtd.mlir --kfusion-lower-tiles="stream-rows=3 stream-columns=64" -o %t.fdtd3.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/Inputs/fdtd-three-steps.mlir --compare=%t.fdtd3.mlir -e step --seed=88 --schedule=random | FileCheck %s --check-prefix=FDTD
// The loop's barrier removed (the second barrier of the kernel): a race.
// RUN: awk '/gpu.barrier/ { n++; if (n == 2) next } { print }' %t.runs16.mlir > %t.nobarrier.mlir
// RUN: not kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.nobarrier.mlir -e chain --seed=89 --schedule=random 2>&1 | FileCheck %s --check-prefix=RACE

// RUNS: kfusion-sim: equal: 4 arguments, 32768 elements compared
// FDTD: kfusion-sim: equal: 6 arguments, 11520 elements compared
// RACE: data race: read of workgroup buffer #{{[0-9]+}} of @sweep_sweep_sweep_stencil
