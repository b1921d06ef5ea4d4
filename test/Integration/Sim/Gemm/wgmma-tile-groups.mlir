// A persistent GEMM's tile order in groups of rows of M tiles
// (kfusion.gemm_tile_group: M fastest within a group, the groups one after
// another, so that the blocks running at once share B's panels in L2): the
// emulated kernels against upstream's loops on fresh random inputs, 64 x 64
// tiles on small devices so that each block takes several tiles. Groups of
// 2 on 3 multiprocessors (../../../Gemm/Inputs/gemms.mlir: 2 x 2 tiles,
// ragged, a Linear layer, C = R + A B; a batch and an M-major A whose single
// row of M tiles leaves the grid's order); 4 x 3 tiles in groups of 2 and 4
// on 5 multiprocessors, and with split-K of the last round
// (gemms-split.mlir @grouped: the split tiles are the order's last ones);
// groups of 4 asked where 3 rows of M tiles are (@split_accumulate: the
// order takes 1, the largest common divisor) under the forward, reverse and
// random block orders.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile-group=2 tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=3}>" -o %t.two.mlir
// RUN: for f in square ragged linear accumulate batched transposed; do kfusion-sim %t.ref.mlir --compare=%t.two.mlir -e $f --seed=95 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=TWO
// TWO-COUNT-6: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-split.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.sref.mlir
// (upstream's loops run once on the seed's inputs, --record; each plan and
// order against that run.)
// RUN: kfusion-sim %t.sref.mlir -e grouped --seed=96 --record=%t.grouped | FileCheck %s --check-prefix=RECORD
// RECORD: kfusion-sim: recorded 3 arguments
// RUN: for g in 2,1 4,1 2,2 4,3; do set -- $(echo $g | tr , ' '); kfusion-opt %S/../../../Gemm/Inputs/gemms-split.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile-group=$1 split-k=$2 tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=5}>" -o %t.g.mlir || exit 1; for s in forward reverse random; do kfusion-sim %t.g.mlir -e grouped --seed=96 --schedule=$s --inputs=%t.grouped.inputs --expect=%t.grouped.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=GROUPED
// GROUPED-COUNT-12: kfusion-sim: as expected:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-split.mlir --kfusion-gemm-to-gpu="emulate=true tile-group=4 tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=5}>" -o %t.odd.mlir 2>&1 | FileCheck %s --check-prefix=ODD
// ODD: remark: GEMM 136x72x320 f16 -> f32: wgmma tile 64x64x64, 3 stages{{.*}}persistent over 5 blocks:
// ODD: remark: GEMM 256x176x192 f16 -> f32: wgmma tile 64x64x64, 3 stages{{.*}}persistent over 5 blocks{{.*}}tiles in groups of 4 rows
// RUN: kfusion-sim %t.sref.mlir --compare=%t.odd.mlir -e split_accumulate --seed=97 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=EQUAL
// EQUAL: kfusion-sim: equal:
