// The emulated wgmma kernels whose TMA tile loads a producer warpgroup
// issues (load=tma-producer: warp specialization; the computing warpgroups
// wait only for each k-tile's full mbarrier and release its stage on a free
// one, which the producer waits for before it loads the stage again; the
// epilogue on a named barrier of the computing threads) against upstream's
// loops on fresh random inputs. The model's tiles on the edge cases of
// ../../../Gemm/Inputs/gemms.mlir (two tiles each way, M, N and K past the
// tiles, a K-major B, an M-major A, 3-D maps) under the forward and reverse
// schedules; 128 x 192 tiles of two computing warpgroups through three
// stages under the random schedule; ten k-tiles through three stages
// (gemms-deep.mlir: the producer waits for freed stages eight times, the
// free mbarriers go through three phases); 256 x 64 tiles of four computing
// warpgroups; bf16. Checked by hand: without the producer's wait for a free
// stage, or with free mbarriers that count half the releases, kfusion-sim
// reports the TMA load's write racing a computing thread's read.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer" -o %t.model.mlir
// RUN: for c in square:forward ragged:reverse linear:forward transposed:reverse batched:forward; do kfusion-sim %t.ref.mlir --compare=%t.model.mlir -e ${c%%:*} --seed=71 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=MODEL
// MODEL-COUNT-5: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer tile=128,192 groups=2,1 stages=3" -o %t.n192.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.n192.mlir -e ragged --seed=72 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=N192
// N192: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-deep.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.deepref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-deep.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer tile=64,64 stages=3" -o %t.deep.mlir
// RUN: kfusion-sim %t.deepref.mlir --compare=%t.deep.mlir -e deep_k --seed=73 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=DEEP
// DEEP: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer tile=256,64 groups=4,1 stages=3" -o %t.m256.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.m256.mlir -e square --seed=74 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=M256
// M256: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer" -o %t.bf16.mlir
// RUN: kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e bf16_linear --seed=75 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BF16
// BF16: kfusion-sim: equal:
