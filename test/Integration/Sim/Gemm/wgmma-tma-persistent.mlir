// The emulated persistent GEMM kernels (schedule=persistent: a block per
// multiprocessor looping over the tiles, its producer warpgroup loading the
// next tile while the computing warpgroups store the last, one k-tile
// counter across a block's tiles, the epilogue staged after the pipeline)
// against upstream's loops on fresh random inputs, on a device of 2
// multiprocessors so that each block takes several tiles: 64 x 64 tiles of
// the edge cases of ../../../Gemm/Inputs/gemms.mlir (4 tiles with 4 k-tiles
// through 3 stages: a block's second tile starts in the middle of the
// stages' second round; M, N and K past the tiles; an M-major A; 3 batches
// over 2 blocks, one of them taking two; C = R + A B and a constant init,
// which the computing threads add before they stage the results) under the
// forward, reverse and random schedules; f16 results (gemms-f16.mlir: staged
// as f16, a ragged GEMM and an MLP through an f16 buffer); the 4 tiles of 4 k-tiles on one multiprocessor (16
// k-tiles through 3 stages in one block); 128 x 64 tiles of two computing
// warpgroups; 128 x 256 tiles of two; bf16. Checked by hand: with the release of a tile's last
// stage left out the producer spins on its free mbarrier (the sim reports
// the livelock there); with the epilogue staged over the stages (byte 0) the
// sim reports the next tile's TMA write racing the epilogue's staging.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.small.mlir
// RUN: for c in square:forward ragged:reverse linear:random transposed:forward batched:reverse accumulate:random; do kfusion-sim %t.ref.mlir --compare=%t.small.mlir -e ${c%%:*} --seed=81 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=SMALL
// SMALL-COUNT-6: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.one.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.one.mlir -e square --seed=82 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=ONE
// ONE: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=128,64 groups=2,1 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.two.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.two.mlir -e ragged --seed=83 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=TWO
// TWO: kfusion-sim: equal:
// 128 x 256 tiles of two 64-row warpgroups (m64n256: the model's tile for
// the large GEMMs since d82a8c8), past M, N and K and under them.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=128,256 groups=2,1 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.wide.mlir
// RUN: for c in ragged:random square:reverse; do kfusion-sim %t.ref.mlir --compare=%t.wide.mlir -e ${c%%:*} --seed=86 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=WIDE
// WIDE-COUNT-2: kfusion-sim: equal:
// 64 x 144 tiles of a Linear layer's GEMM (../../../Gemm/Inputs/gemm-wide-
// linear.mlir: a K-major B, 100 x 300 x 200): the epilogue's slices of 48
// columns (three a tile: the widest 8-column multiple that divides 144
// within the staging bytes), past M, N and K.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemm-wide-linear.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.wideref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemm-wide-linear.mlir --kfusion-gemm-to-gpu="emulate=true schedule=persistent tile=64,144 groups=1,1 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.slices.mlir 2>&1 | FileCheck %s --check-prefix=SLICES-PLAN
// SLICES-PLAN: wgmma tile 64x144x64, 3 stages, 1x1 warpgroups{{.*}}persistent over 1 blocks
// RUN: kfusion-sim %t.wideref.mlir --compare=%t.slices.mlir -e wide --seed=87 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=SLICES
// SLICES: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=64,64 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.bf16.mlir
// RUN: kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e bf16 --seed=84 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BF16
// BF16: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.f16.mlir
// RUN: for f in half mlp; do kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e $f --seed=85 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=F16
// F16-COUNT-2: kfusion-sim: equal:
