// Tiles of widths that are multiples of 16 but not of 64 (96, 112, 144,
// 160, 176, 208, 224, 240 columns, which the model tries for 128-row tiles
// where they even out the rounds, and only with a K-major B):
// each warpgroup one wgmma of n = TN per k16 step, TMA boxes of TN rows of
// B, the epilogue's 8-element chunks not dividing the threads (the grid's
// whole tile) or staged 16 columns at a time (persistent). Emulated
// against upstream's loops on fresh random inputs (gemms-wide.mlir: ragged
// M, N and K, three column tiles; f32 and f16 results): the grid with a
// producer warpgroup and with the copies (160 columns: 176 rows of 16-byte
// chunks do not share evenly among 256 copying threads), persistent on
// devices of 1 and 2 multiprocessors (each block takes several tiles).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-wide-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,176 stages=4" -o %t.grid176.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,160 stages=3 load=cp.async" -o %t.copies160.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,176 stages=4 schedule=persistent device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.ps176.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,240 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.ps240.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,144 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.ps144.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,96 stages=6" -o %t.grid96.mlir
// (128 x 208, persistent: LLaMA-7B's up projection at M = 4096 from 57acc56 to
// kTensorSharedNorm; f16 results in slices of 56, 56, 56 and 40 columns.)
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,208 stages=4 schedule=persistent device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.ps208.mlir
// (Each kernel on one of the two functions, the persistent 176 on both: f32
// results in slices of 32 columns and a last of 16, f16 in 64, 64 and 48.)
// (Upstream's loops run once per function on the seed's inputs, --record.)
// RUN: for f in wide wide_half; do kfusion-sim %t.ref.mlir -e $f --seed=96 --record=%t.$f || exit 1; done | FileCheck %s --check-prefix=RECORD
// RECORD-COUNT-2: kfusion-sim: recorded
// RUN: for c in grid176,wide,random copies160,wide_half,reverse ps176,wide,random ps176,wide_half,reverse ps240,wide,reverse ps144,wide_half,random grid96,wide,reverse ps208,wide_half,random; do set -- $(echo $c | tr , ' '); kfusion-sim %t.$1.mlir -e $2 --seed=96 --schedule=$3 --inputs=%t.$2.inputs --expect=%t.$2.expected --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s
// CHECK-COUNT-8: kfusion-sim: as expected:

// With an N-major B the widths are refused by the panel rule (the model
// does not try them there).
// RUN: not kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,176" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PANELS
// PANELS: an N-major B is read in panels of 64 columns
