// ../../../Stencil/stream-tiles.mlir on the interpreter: register kernels that
// compute several tiles a block along y, the next tile's TMA window loading
// into the second buffer while the block computes one, compute what the
// unfused chain did (stencil-runs.mlir's three sweeps fused with 4 rows per
// thread: a grid of 2 x 4 tiles): 4 tiles a block (two rounds of each buffer
// and mbarrier: the second phase's parity) and 2, under random and reverse
// schedules and one resident block per SM (the loop's barrier and waits keep
// a block's threads in step; no block waits for another), without interior
// blocks, with 2 columns a thread.
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always stream-tiles=4" -o %t.four.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.mlir -e chain --seed=71 --schedule=random | FileCheck %s
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.mlir -e chain --seed=72 --schedule=reverse --sms=1 --blocks-per-sm=1 | FileCheck %s
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always stream-tiles=2 interior-blocks=false register-columns=2" -o %t.two.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.two.mlir -e chain --seed=73 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s
// Two staged inputs (Inputs/two-staged-inputs.mlir): two windows, each with
// its buffers and mbarriers, 4 tiles a block.
// RUN: kfusion-opt %S/../../../Stencil/Inputs/two-staged-inputs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always stage-tma=always stream-tiles=4" -o %t.pair.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/Inputs/two-staged-inputs.mlir --compare=%t.pair.mlir -e pair --seed=75 --schedule=random | FileCheck %s
// RUN: kfusion-sim %S/../../../Stencil/Inputs/two-staged-inputs.mlir --compare=%t.pair.mlir -e pair --seed=76 --schedule=reverse --sms=1 --blocks-per-sm=1 --skew | FileCheck %s
// Blocks at uneven speeds.
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.mlir -e chain --seed=74 --schedule=random --skew | FileCheck %s

// CHECK: kfusion-sim: equal: 4 arguments, 32768 elements compared
