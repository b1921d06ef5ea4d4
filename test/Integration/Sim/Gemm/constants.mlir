// GEMMs whose operands are constants (../../../Gemm/Inputs/gemms-constant.mlir:
// a dense_resource weight transposed as the model fixtures import it; a
// dense weight with a splat constant init, both also returned beside a
// constant no kernel reads): the emulated kernels of both flavours, reading
// the constants' device copies, equal upstream's loops on the same constants
// and fresh random inputs.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-constant.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-constant.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false" -o %t.wgmma.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-constant.mlir --kfusion-gemm-to-gpu="flavour=mma emulate=true remarks=false" -o %t.mma.mlir
// RUN: for c in wgmma:random mma:reverse; do for f in resource_linear dense_weight; do kfusion-sim %t.ref.mlir --compare=%t.${c%%:*}.mlir -e $f --seed=51 --schedule=${c#*:} --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-4: kfusion-sim: equal:
