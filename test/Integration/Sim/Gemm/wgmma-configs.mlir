// The emulated wgmma kernels in configurations other than the model's
// choice for these sizes, against upstream's loops on fresh random inputs
// (forward, reverse and random schedules): two warpgroups along M (128 x 128
// tiles, 3 stages: one k-tile in flight), two along N (64 x 128, each
// warpgroup 64 x 64; 6 stages: more than the k-tiles), a 128 x 64 tile with
// 5 stages, a 128 x 192 tile (a row of 24 output chunks and an N-major B
// tile's 24 chunks a k-row: 256 threads take the chunks by index, not by
// row). The edge cases of ../../../Gemm/Inputs/gemms.mlir, each under the
// configuration whose tiling it changes (wgmma.mlir runs every GEMM under the
// model's configuration): @ragged two warpgroups along M (a partial tile,
// four k-tiles through the 3 stages; forward schedule), @unaligned (padded
// tiles) and @accumulate (an init; two M-tiles, the second partial) two along
// N (reverse), @transposed (an M-major A in a partial 128-row tile, two
// N-tiles) the 5-stage 128 x 64 tile (random); the bf16 ones;
// the hand plans of gemms-planned.mlir (32-column warpgroups on a K-major B,
// four warpgroups on an M-major A, mma warps on an M-major A and a K-major B)
// under the random schedule (the plans change the layouts, not the pipeline
// the other configurations run under three schedules).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,128 groups=2,1 stages=3" -o %t.m2.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=64,128 groups=1,2 stages=6" -o %t.n2.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,64 stages=5" -o %t.s5.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,192 groups=2,1 stages=4" -o %t.n192.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,128 groups=2,1 stages=3" -o %t.bf16.mlir
// RUN: for c in m2:forward:ragged n2:reverse:unaligned n2:reverse:accumulate s5:random:transposed; do IFS=: read -r w s f <<< "$c"; kfusion-sim %t.ref.mlir --compare=%t.$w.mlir -e $f --seed=31 --schedule=$s --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-4: kfusion-sim: equal:
// RUN: for f in ragged transposed; do kfusion-sim %t.ref.mlir --compare=%t.n192.mlir -e $f --seed=35 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=N192
// N192-COUNT-2: kfusion-sim: equal:
// RUN: for f in bf16 bf16_linear; do kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e $f --seed=32 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-2: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-planned.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.plannedref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-planned.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.planned.mlir
// RUN: for f in linear_n32 cola_m4 mma_colcol; do kfusion-sim %t.plannedref.mlir --compare=%t.planned.mlir -e $f --seed=33 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=PLANNED
// PLANNED-COUNT-3: kfusion-sim: equal:
