// The mma kernels (ldmatrix + mma.sync, sm_80), emulated (ldmatrix by
// shuffled row addresses and loads, mma.sync by shuffled fragments and f32
// FMAs; the copies, swizzle and pipeline the real kernels') equal upstream's
// loops on fresh random inputs: every GEMM of ../../../Gemm/Inputs/gemms.mlir
// and gemms-f16.mlir with the model's configuration (flavour=mma), and three
// other configurations on the edge cases whose tiling they change (each edge
// case under one of them: the model's configuration runs them all): 2 x 2
// warps on a 128 x 128 tile with 2 stages on @ragged (one partial tile, four
// k-tiles wrapping the two stages; reverse schedule), 2 x 4 warps on 64 x 128
// tiles on @unaligned (padded copies) and @accumulate (R read in the epilogue;
// the second M-tile partial; random schedule), 4 x 2 warps on 128 x 64 tiles
// on @transposed (an M-major A copied into a partial 128-row tile, two N-tiles;
// forward schedule).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false" -o %t.model.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false tile=128,128 groups=2,2 stages=2" -o %t.w22.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false tile=64,128 groups=2,4 stages=4" -o %t.w24.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false tile=128,64 groups=4,2 stages=3" -o %t.w42.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false" -o %t.f16.mlir
// RUN: for f in square ragged unaligned linear transposed batched accumulate; do kfusion-sim %t.ref.mlir --compare=%t.model.mlir -e $f --seed=41 --schedule=forward --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// RUN: for c in w22:reverse:ragged w24:random:unaligned w24:random:accumulate w42:forward:transposed; do IFS=: read -r w s f <<< "$c"; kfusion-sim %t.ref.mlir --compare=%t.$w.mlir -e $f --seed=41 --schedule=$s --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=CONFIGS
// EQUAL-COUNT-7: kfusion-sim: equal:
// CONFIGS-COUNT-4: kfusion-sim: equal:
// RUN: for f in half mlp; do kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e $f --seed=42 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=F16
// F16-COUNT-2: kfusion-sim: equal:
// bf16 operands (mma.sync of bf16, emulated as f16's are): both GEMMs of gemms-bf16.mlir.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false" -o %t.bf16.mlir
// RUN: for f in bf16 bf16_linear; do kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e $f --seed=43 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-2: kfusion-sim: equal:
