// The emulated wgmma kernels of GEMMs whose N is a multiple of 4 or 2 but not
// of 8 (../../../Gemm/Inputs/gemms-narrow-rows.mlir): the epilogue stores
// chunks of 4 or 2 elements, one vector store each, guarded per chunk; equal
// to upstream's loops on fresh random inputs under the model's configuration
// (block order and reverse), a persistent one (the staged results stored in
// slices) and two warpgroups along M (random order). A chunk cut at the wrong
// column, a dropped row or a misaligned batch would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-narrow-rows.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-narrow-rows.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.model.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-narrow-rows.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false schedule=persistent tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.persistent.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-narrow-rows.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false tile=128,64 groups=2,1 stages=3" -o %t.m2.mlir
// RUN: for c in model:forward model:reverse persistent:random m2:random; do for f in linear_n44 linear_n30 accumulate_n36 batched_n20; do kfusion-sim %t.ref.mlir --compare=%t.${c%%:*}.mlir -e $f --seed=97 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-16: kfusion-sim: equal:
