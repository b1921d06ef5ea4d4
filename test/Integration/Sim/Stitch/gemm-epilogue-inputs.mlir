// The GEMM kernel whose epilogue reads a bias and a residual a vector of 8
// columns at a time and a scale per row an element at a time
// (../../../Stitch/Inputs/gemm-epilogue-inputs.mlir: M = 136 past the 64-row
// tiles, so the last tile's rows past M load nothing) against upstream's
// loops on fresh random inputs, on the emulated kernel, under two block
// orders; the same GEMM planned persistent over 2 blocks (its results staged
// as f16 before the epilogue; the plan's attributes insist on it).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for s in forward random; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e inputs --seed=31 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s
// CHECK-COUNT-2: kfusion-sim: equal:
// RUN: sed 's/ins(%x, %w : /{kfusion.gemm_schedule = "persistent", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>} ins(%x, %w : /' %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir | kfusion-opt --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.persistent.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.persistent.mlir -e inputs --seed=32 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=PERSISTENT
// PERSISTENT: kfusion-sim: equal:
