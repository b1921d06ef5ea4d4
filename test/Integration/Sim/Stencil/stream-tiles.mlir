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
// At 128 x 256 (4 x 4 blocks of 32 x 32 tiles, 4 a block): the interior
// blocks' branch runs in the loop too (at 64 x 128 every block touches the
// border).
// RUN: sed 's/128x64xf32/256x128xf32/g; s/%%c63 = arith.constant 63/%%c63 = arith.constant 127/; s/%%c127 = arith.constant 127/%%c127 = arith.constant 255/; s/%%c2 = arith.constant 2 : index/%%c2 = arith.constant 4 : index/; s/%%c16 = arith.constant 16 : index/%%c16 = arith.constant 32 : index/' %S/../../../Stencil/stencil-runs.mlir > %t.big.mlir
// RUN: kfusion-opt %t.big.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always stream-tiles=4" -o %t.big.four.mlir 2>/dev/null
// RUN: kfusion-sim %t.big.mlir --compare=%t.big.four.mlir -e chain --seed=77 --schedule=random --skew | FileCheck %s --check-prefix=BIG

// CHECK: kfusion-sim: equal: 4 arguments, 32768 elements compared
// BIG: kfusion-sim: equal: 4 arguments, 131072 elements compared
