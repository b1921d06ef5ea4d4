// Warpgroups of 128 rows (TM = 128 x warpgroups along M): each warpgroup
// issues two wgmma m64 blocks per k16 step on the same B descriptor, A's
// second block 8192 bytes (64 rows, or an M-major panel) further, and
// carries two accumulators (128 f32 a thread for 128 columns), as
// cuBLAS's 256 x 128 kernels with two computing warpgroups do. Emulated
// against upstream's loops on fresh random inputs: one warpgroup of 128 x 64
// with the copies (ragged M, N and K, an M-major A, a batch, C = R + A B and
// a constant init; forward and reverse block orders), with a producer
// warpgroup's TMA loads, persistent with two warpgroups of 128 rows on a
// device of 2 multiprocessors, and an f16 result.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=cp.async tile=128,64 groups=1,1 stages=3" -o %t.copies.mlir
// RUN: for c in square:forward ragged:reverse transposed:forward batched:reverse accumulate:forward; do kfusion-sim %t.ref.mlir --compare=%t.copies.mlir -e ${c%%:*} --seed=91 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=COPIES
// COPIES-COUNT-5: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer tile=128,64 groups=1,1 stages=3" -o %t.producer.mlir
// RUN: for f in ragged transposed; do kfusion-sim %t.ref.mlir --compare=%t.producer.mlir -e $f --seed=92 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=PRODUCER
// PRODUCER-COUNT-2: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=256,64 groups=2,1 stages=3 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.persistent.mlir
// RUN: for f in square ragged; do kfusion-sim %t.ref.mlir --compare=%t.persistent.mlir -e $f --seed=93 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=PERSISTENT
// PERSISTENT-COUNT-2: kfusion-sim: equal:
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,64 groups=1,1" -o %t.f16.mlir
// RUN: kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e half --seed=94 --schedule=reverse --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=F16
// F16: kfusion-sim: equal:
