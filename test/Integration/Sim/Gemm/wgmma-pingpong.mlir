// The emulated ping-pong GEMM kernels (schedule=pingpong: a persistent block
// whose two teams of computing warpgroups take its tiles in turn, one team's
// k loop beside the other's epilogue, the k loops ordered by an mbarrier per
// team) against upstream's loops on fresh random inputs: 64 x 64 tiles of the
// edge cases of ../../../Gemm/Inputs/gemms.mlir on a device of 2
// multiprocessors (a block's 2 tiles, one per team; M, N and K past the
// tiles; an M-major A; 3 batches; C = R + A B and a constant init) under the
// forward, reverse and random schedules; on one multiprocessor (4
// tiles of 4 k-tiles through 3 stages: each team takes two, its second
// starting in the stages' third round); teams of two warpgroups (128 x 64
// tiles); bf16; a bias + GELU epilogue with f16 results that
// kfusion-stitch-to-gpu fuses (../../../Gemm/Inputs/gemm-pingpong-epilogue.mlir:
// 3 tiles a block). Without the order mbarrier's wait team 1 would wait on
// the parity of a stage two phases ahead and read a stage no load wrote: the
// sim reports the uninitialized read, or the read racing with the load
// that fills the stage (the BAD run). The SwiGLU kernel's three orders run
// against one run of upstream's loops (--record, then --expect).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=pingpong tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.small.mlir
// RUN: for c in square:forward ragged:reverse linear:random transposed:forward batched:reverse accumulate:random; do kfusion-sim %t.ref.mlir --compare=%t.small.mlir -e ${c%%:*} --seed=101 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=SMALL
// SMALL-COUNT-6: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=pingpong tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.one.mlir
// RUN: for s in reverse random; do kfusion-sim %t.ref.mlir --compare=%t.one.mlir -e square --seed=102 --schedule=$s --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=ONE
// ONE-COUNT-2: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=pingpong tile=128,64 groups=2,1 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.two.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.two.mlir -e ragged --seed=103 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=TWO
// TWO: kfusion-sim: equal:
// One 128-row warpgroup a team (two m64 blocks), a block per tile: team 1
// has no tile and waits for none (what the model's plan is for a round of
// 128-row tiles, GemmConfigTest.OneTileTeams).
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=pingpong tile=128,64 groups=1,1 stages=3 device=#kfusion.device<h100,{multiprocessors=4}>" -o %t.team.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.team.mlir -e ragged --seed=106 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=TEAM
// TEAM: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=pingpong tile=64,64 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.bf16.mlir
// RUN: kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e bf16 --seed=104 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BF16
// BF16: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemm-pingpong-epilogue.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.eref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemm-pingpong-epilogue.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.epilogue.mlir
// RUN: kfusion-sim %t.eref.mlir --compare=%t.epilogue.mlir -e pingpong_gelu --seed=105 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=EPILOGUE
// EPILOGUE: kfusion-sim: equal:
// A SwiGLU epilogue (LLaMA-7B's at 4096 tokens since 57acc56, there in a
// persistent kernel): the up projection's ping-pong teams read the gate
// projection's f16 tile in the epilogue; a planted exp2 for exp in the
// emulated kernels is caught.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemm-pingpong-swiglu.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.sref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemm-pingpong-swiglu.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" --mlir-print-op-on-diagnostic=false -o %t.swiglu.mlir 2>&1 | FileCheck %s --check-prefix=SWIGLU-PLAN
// SWIGLU-PLAN: stitch group 1 (plan=hand): ops [2:tensor-core GEMM, 3:elementwise], gemm composition
// (384 threads: the producer warpgroup and two teams of one.)
// RUN: FileCheck %s --check-prefix=SWIGLU-IR < %t.swiglu.mlir
// SWIGLU-IR: gpu.func @pingpong_swiglu_k1_gemm({{.*}}) kernel attributes {known_block_size = array<i32: 384, 1, 1>
// RUN: kfusion-sim %t.sref.mlir -e pingpong_swiglu --seed=106 --record=%t.sref.106.pingpong_swiglu | FileCheck %s --check-prefix=SWIGLURECORD
// SWIGLURECORD: kfusion-sim: recorded
// RUN: for s in forward reverse random; do kfusion-sim %t.swiglu.mlir -e pingpong_swiglu --seed=106 --schedule=$s --inputs=%t.sref.106.pingpong_swiglu.inputs --expect=%t.sref.106.pingpong_swiglu.expected --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=SWIGLU
// SWIGLU-COUNT-3: kfusion-sim: as expected:
// The same epilogue in a persistent kernel of two 64-row warpgroups on
// 128 x 128 tiles, its results staged in slices of columns, each slice
// reading its part of the gate's tile (the up projection's plan in LLaMA-7B's
// block at 4096 tokens since kTensorSharedNorm: 128 x 256, persistent):
// RUN: sed -e 's/kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"/kfusion.gemm_tile = array<i64: 128, 128, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent"/' %S/../../../Gemm/Inputs/gemm-pingpong-swiglu.mlir > %t.swiglu-ps-in.mlir
// RUN: kfusion-opt %t.swiglu-ps-in.mlir --kfusion-stitch-to-gpu="emulate-gemms=true device=#kfusion.device<h100,{multiprocessors=2}>" --mlir-print-op-on-diagnostic=false -o %t.swiglu-ps.mlir 2>&1 | FileCheck %s --check-prefix=SWIGLU-PS-PLAN
// SWIGLU-PS-PLAN: stitched kernel pingpong_swiglu_k1_gemm: ops [2:tensor-core GEMM, 3:elementwise], tensor-core GEMM 192x128x256 (wgmma tile 128x128x64, 3 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 2 blocks
// RUN: kfusion-sim %t.sref.mlir --compare=%t.swiglu-ps.mlir -e pingpong_swiglu --seed=107 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=SWIGLU-PS
// SWIGLU-PS: kfusion-sim: equal:
// RUN: sed 's/math.exp /math.exp2 /' %t.swiglu-ps.mlir > %t.swiglu-ps-bad.mlir
// RUN: not kfusion-sim %t.sref.mlir --compare=%t.swiglu-ps-bad.mlir -e pingpong_swiglu --seed=107 --rtol=1e-3 --atol=1e-3 2>&1 | FileCheck %s --check-prefix=SWIGLU-BAD
// RUN: sed 's/math.exp /math.exp2 /' %t.swiglu.mlir > %t.swiglu-bad.mlir
// RUN: not kfusion-sim %t.sref.mlir --compare=%t.swiglu-bad.mlir -e pingpong_swiglu --seed=106 --rtol=1e-3 --atol=1e-3 2>&1 | FileCheck %s --check-prefix=SWIGLU-BAD
// SWIGLU-BAD: kfusion-sim: mismatch in argument #3
// RUN: sed '/try_wait.parity .*num_barriers = 2>/d' %t.one.mlir > %t.bad.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.bad.mlir -e square --seed=102 --rtol=1e-5 --atol=1e-5 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: {{uninitialized read: load of byte [0-9]+|data race: read}} of dynamic shared memory of @square_gemm0
