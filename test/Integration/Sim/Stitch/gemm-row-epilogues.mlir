// Row-wise epilogues on the interpreter: the GEMMs of
// ../../../Stitch/Inputs/gemm-row-epilogues.mlir (a bias and a softmax over
// 128 columns; a bias, a residual and a layernorm over 192 columns, its mean
// and deviation ops over the rows; M = 136 past the tiles) stitched with
// their row reductions in the GEMM's kernel, against upstream's loops on
// fresh random inputs: as the planner chooses (the softmax fused, the
// layernorm apart), then both grouped by hand under each schedule and
// flavour: the model's plan, a ping-pong kernel of 64 x 192 tiles, a
// persistent one of 64 x 256 tiles (64 and 128 columns past N), TMA and
// cp.async grids, and the mma flavour (2 x 2 warps; its accumulators in
// another layout). Why it would fail: a row folded over columns past N (the
// 256-column tiles), over another row's values, or read by the stores before
// the thread that owns it wrote it (the random schedule runs the threads in
// any order between barriers), or an op before a reduction left out of its
// pass, gives another softmax or layernorm.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/gemm-row-epilogues.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/gemm-row-epilogues.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.ilp.mlir 2>/dev/null
// RUN: for s in forward random; do for e in softmax layernorm; do kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e $e --seed=41 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done; done | FileCheck %s --check-prefix=ILP
// ILP-COUNT-4: kfusion-sim: equal:
// RUN: rm -rf %t.plans && mkdir -p %t.plans
// RUN: i=0; for plan in '' 'kfusion.gemm_schedule = "pingpong", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 64, 192, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>' 'kfusion.gemm_schedule = "persistent", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 64, 256, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>' 'kfusion.gemm_load = "tma", kfusion.gemm_tile = array<i64: 64, 192, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 1, 1>' 'kfusion.gemm_load = "cp.async", kfusion.gemm_tile = array<i64: 128, 256, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 1>' 'kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 256, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 2>'; do i=$((i+1)); sed -e "s/linalg.matmul ins/linalg.matmul {kfusion.stitch_group = 0${plan:+, $plan}} ins/" -e 's/iterator_types = \(\[[^]]*\]\)}/iterator_types = \1, kfusion.stitch_group = 0}/' %S/../../../Stitch/Inputs/gemm-row-epilogues.mlir | kfusion-opt --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.plans/$i.mlir || exit 1; done
// RUN: for i in 1 2 3 4 5 6; do for e in softmax layernorm; do kfusion-sim %t.ref.mlir --compare=%t.plans/$i.mlir -e $e --seed=4$i --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done; done | FileCheck %s --check-prefix=PLANS
// PLANS-COUNT-12: kfusion-sim: equal:
