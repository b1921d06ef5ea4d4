// Tiles whose width is a multiple of 8 but not of 16 (168, 232, 248 columns:
// wgmma's N steps by 8; the model takes 168 for LLaMA-7B's up projection at
// M = 256 and 512, whose 11008 columns make 66 such tiles a row of tiles,
// whole rounds of 132 multiprocessors): each warpgroup one m64n168k16 per
// k16 step, TMA boxes of 168 rows of B, the epilogue's output tile of 21
// 8-element chunks a row, which the storing threads do not share evenly
// (the last round's extra threads idle), and a persistent kernel's slices of
// 56 columns (f16: 7 chunks a row) or 8 (f32 in ping-pong teams). Emulated
// against upstream's loops on fresh random inputs (gemms-wide.mlir: ragged
// M, N and K; f32 and f16 results).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-wide-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,168 stages=4" -o %t.grid168.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,168 stages=5 schedule=persistent device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.ps168.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,168 groups=1,1 stages=5 schedule=pingpong device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.pp168.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,232 stages=4 schedule=persistent device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.ps232.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,248 stages=4 schedule=persistent device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.ps248.mlir
// (Upstream's loops run once per function on the seed's inputs, --record.)
// RUN: for f in wide wide_half; do kfusion-sim %t.ref.mlir -e $f --seed=97 --record=%t.$f || exit 1; done | FileCheck %s --check-prefix=RECORD
// RECORD-COUNT-2: kfusion-sim: recorded
// RUN: for c in grid168,wide,random grid168,wide_half,reverse ps168,wide,reverse ps168,wide_half,random pp168,wide,random pp168,wide_half,reverse ps232,wide,random ps248,wide_half,reverse; do set -- $(echo $c | tr , ' '); kfusion-sim %t.$1.mlir -e $2 --seed=97 --schedule=$3 --inputs=%t.$2.inputs --expect=%t.$2.expected --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s
// CHECK-COUNT-8: kfusion-sim: as expected:

// The persistent kernel's f16 results in slices of 56 columns, 7 chunks a
// row among 256 threads: a guarded last round.
// RUN: FileCheck %s --check-prefix=SLICE < %t.ps168.mlir
// SLICE-LABEL: gpu.func @wide_half_gemm
// SLICE: memref.view {{.*}} to memref<128x64xf16, #gpu.address_space<workgroup>>

// A 2 x 1 cluster would halve the 168 rows of B's tile into 84, no whole
// number of the swizzle's 8-row atoms: refused (the model adds no cluster
// there).
// RUN: not kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,168 stages=4 cluster=2,1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: cluster 2x1: each block loads 84 of the 168 rows of the shared B tile, not whole 8-row atoms of the swizzle

// A persistent 176-column tile's f16 results in slices of 64, 64 and 48
// columns (the fewest the staging buffer allows; none of 64 ... 59 divides
// 176), the last narrower.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,176 stages=4 schedule=persistent" -o - | FileCheck %s --check-prefix=LAST
// LAST-LABEL: gpu.func @wide_half_gemm
// LAST: memref.view {{.*}} to memref<128x72xf16, #gpu.address_space<workgroup>>

// A bias + GELU epilogue in ping-pong teams of one 128-row warpgroup on
// 128 x 168 tiles (the model's plan for LLaMA-7B's up projection with it at
// M = 1024 and 2048), f16 results staged by each team in slices of 32
// columns and a last of 8, on one multiprocessor (each team two tiles, the
// last row and column of tiles ragged); a planted erf -> tanh caught.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemm-team-gelu-n8.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.gref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemm-team-gelu-n8.mlir --kfusion-stitch-to-gpu="emulate-gemms=true device=#kfusion.device<h100,{multiprocessors=1}>" --mlir-print-op-on-diagnostic=false -o %t.team.mlir 2>&1 | FileCheck %s --check-prefix=TEAM-PLAN
// TEAM-PLAN: stitched kernel team_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 200x300x192 (wgmma tile 128x168x64, 3 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 1 blocks
// RUN: for s in forward reverse random; do kfusion-sim %t.gref.mlir --compare=%t.team.mlir -e team_gelu --seed=108 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=TEAM
// TEAM-COUNT-3: kfusion-sim: equal:
// RUN: sed 's/math.erf /math.tanh /' %t.team.mlir > %t.team-bad.mlir
// RUN: not kfusion-sim %t.gref.mlir --compare=%t.team-bad.mlir -e team_gelu --seed=108 --rtol=1e-3 --atol=1e-3 2>&1 | FileCheck %s --check-prefix=TEAM-BAD
// TEAM-BAD: kfusion-sim: mismatch in argument #3
