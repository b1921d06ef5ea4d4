// The emulated wgmma kernels with TMA tile loads (load=tma: 128-byte-swizzled
// boxes under one mbarrier per stage; the interpreter lands a load when a
// waiter finds its phase complete and checks the waits' order against every
// read) against upstream's loops on fresh random inputs. The model's tiles on
// the edge cases of ../../../Gemm/Inputs/gemms.mlir where the loads differ:
// two tiles each way (@square), M, N and K past the tiles (@ragged: the
// tensor map's zeros), a K-major B (@linear), an M-major A (@transposed: two
// 64-row panels), 3-D maps (@batched), under the forward and reverse
// schedules; a 128 x 192 tile (three 64-column panels of an N-major B; four
// k-tiles through three stages, so a stage's mbarrier completes a second
// phase) under the random schedule; ten k-tiles through three stages
// (gemms-deep.mlir: every stage's mbarrier goes through three or four phases,
// waited at alternating parity); bf16 with a K-major B.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma" -o %t.model.mlir
// RUN: for c in square:forward ragged:reverse linear:forward transposed:reverse batched:forward; do kfusion-sim %t.ref.mlir --compare=%t.model.mlir -e ${c%%:*} --seed=61 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=MODEL
// MODEL-COUNT-5: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma tile=128,192 groups=2,1 stages=3" -o %t.n192.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.n192.mlir -e ragged --seed=62 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=N192
// N192: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-deep.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.deepref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-deep.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma tile=64,64 stages=3" -o %t.deep.mlir
// RUN: kfusion-sim %t.deepref.mlir --compare=%t.deep.mlir -e deep_k --seed=63 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=DEEP
// DEEP: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma" -o %t.bf16.mlir
// RUN: kfusion-sim %t.bf16ref.mlir --compare=%t.bf16.mlir -e bf16_linear --seed=64 --schedule=random --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=BF16
// BF16: kfusion-sim: equal:
