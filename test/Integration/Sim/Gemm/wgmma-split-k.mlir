// Split-K of a persistent GEMM's last round (kfusion.gemm_split_k): the tiles
// left over after the full rounds of a small device's blocks are computed in
// parts over shares of the k-tiles; each part writes its f32 sums to the
// workspace and counts itself on the tile's counter, and the last to arrive
// adds every part's sums and runs the epilogue. The emulated kernels against
// upstream's loops on fresh random inputs (../../../Gemm/Inputs/gemms-split.mlir):
// 2 parts on a device of 4 multiprocessors (6 tiles of 5 k-tiles, 2 of
// them split; C = R + A B and a constant init added once, by the last part;
// a batch whose last GEMM is split; a Linear layer) under the forward,
// reverse and random block orders; 3 parts of uneven shares (5 k-tiles: 1,
// 2, 2) of 128 x 64 tiles of two computing warpgroups on 3 multiprocessors
// (4 tiles: 3 whole, then the fourth in 3 parts); a GEMM
// whose bias + GELU epilogue kfusion-stitch-to-gpu fuses, split in 2. The
// first part to arrive taking itself for the last (the counter compared
// with 0) is caught: it stores its share alone (run on one multiprocessor,
// so that the other part has not written its sums yet; with several, the
// interleaving decides whether they are there).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-split.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-split.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false split-k=2 tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=4}>" -o %t.two.mlir
// (Upstream's loops run once per function on the seed's inputs, --record;
// each order and the BAD run below against that run.)
// RUN: for f in split_accumulate split_batched split_linear; do kfusion-sim %t.ref.mlir -e $f --seed=91 --record=%t.$f || exit 1; done | FileCheck %s --check-prefix=RECORD
// RECORD-COUNT-3: kfusion-sim: recorded
// RUN: for s in forward reverse random; do for f in split_accumulate split_batched split_linear; do kfusion-sim %t.two.mlir -e $f --seed=91 --schedule=$s --inputs=%t.$f.inputs --expect=%t.$f.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=TWO
// TWO-COUNT-9: kfusion-sim: as expected:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-split.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false split-k=3 tile=128,64 groups=2,1 stages=3 device=#kfusion.device<h100,{multiprocessors=3}>" -o %t.three.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.three.mlir -e split_accumulate --seed=92 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=THREE
// THREE: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemm-split-epilogue.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.eref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemm-split-epilogue.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=4}>" -o %t.epilogue.mlir
// RUN: kfusion-sim %t.eref.mlir --compare=%t.epilogue.mlir -e split_gelu --seed=93 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=EPILOGUE
// EPILOGUE: kfusion-sim: equal:
// RUN: sed 's/\(arith.cmpi eq, %[0-9]*, \)%c1_i32/\1%c0_i32/' %t.two.mlir > %t.bad.mlir
// RUN: not kfusion-sim %t.bad.mlir -e split_accumulate --seed=91 --sms=1 --inputs=%t.split_accumulate.inputs --expect=%t.split_accumulate.expected --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #3
