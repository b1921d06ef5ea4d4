// The GEMM kernel whose epilogue reads a bias and a residual a vector of 8
// columns at a time and a scale per row an element at a time
// (../../../Stitch/Inputs/gemm-epilogue-inputs.mlir: M = 136 past the 64-row
// tiles, so the last tile's rows past M load nothing) against upstream's
// loops on fresh random inputs, on the emulated kernel, under two block
// orders; the same GEMM planned persistent over 2 blocks (its results staged
// as f16 before the epilogue; the plan's attributes insist on it); and in a
// ping-pong kernel with its epilogue fused by hand, staging the GEMM's f32
// results (gemm-staging=results, 16 columns a round) or, with
// kfusion.gemm_staging = "outputs", the epilogue's f16 outputs computed in
// registers (32 columns a round); and with B as [N, K] in 128 x 168 tiles
// (LLaMA's up projection's tile: the last of the 32-column output slices 8
// columns wide, the second tile 24 columns past N), the outputs staged and
// the default (gemm-staging=auto: the results, the slices being ragged). Why it would fail: the epilogue applied at another point than its
// result's, twice, or not at all, or its inputs read past the edges for
// the rows past M, moves results (a bias at the neighbouring column was
// caught so).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for s in forward random; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e inputs --seed=31 --schedule=$s --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s
// CHECK-COUNT-2: kfusion-sim: equal:
// RUN: sed 's/ins(%x, %w : /{kfusion.gemm_schedule = "persistent", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>} ins(%x, %w : /' %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir | kfusion-opt --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.persistent.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.persistent.mlir -e inputs --seed=32 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=PERSISTENT
// PERSISTENT: kfusion-sim: equal:
// RUN: sed -e 's/ins(%x, %w : /{kfusion.stitch_group = 0, kfusion.gemm_schedule = "pingpong", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>} ins(%x, %w : /' -e 's/iterator_types = \["parallel", "parallel"\]}/iterator_types = ["parallel", "parallel"], kfusion.stitch_group = 0}/' %S/../../../Stitch/Inputs/gemm-epilogue-inputs.mlir > %t.pingpong.in.mlir
// RUN: kfusion-opt %t.pingpong.in.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false gemm-staging=results device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.results.mlir
// RUN: sed 's/kfusion.gemm_groups = array<i64: 1, 1>}/kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_staging = "outputs"}/' %t.pingpong.in.mlir | kfusion-opt --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.outputs.mlir
// RUN: FileCheck %s --check-prefix=RESULTS < %t.results.mlir
// RUN: FileCheck %s --check-prefix=OUTPUTS < %t.outputs.mlir
// RUN: for f in %t.results.mlir %t.outputs.mlir; do kfusion-sim %t.ref.mlir --compare=$f -e inputs --seed=33 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=STAGING
// RESULTS: memref<128x20xf32, #gpu.address_space<workgroup>>
// RESULTS-NOT: memref<128x40xf16, #gpu.address_space<workgroup>>
// OUTPUTS: memref<128x40xf16, #gpu.address_space<workgroup>>
// OUTPUTS-NOT: memref<128x20xf32, #gpu.address_space<workgroup>>
// STAGING-COUNT-2: kfusion-sim: equal:
// RUN: sed -e 's/tensor<128x192xf16>/tensor<192x128xf16>/g' -e 's/linalg.matmul {/linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {/' -e 's/array<i64: 128, 64, 64>/array<i64: 128, 168, 64>/' %t.pingpong.in.mlir > %t.nk.in.mlir
// RUN: %upstream-mlir-opt %t.nk.in.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.nk.ref.mlir
// RUN: kfusion-opt %t.nk.in.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.nk.auto.mlir
// RUN: kfusion-opt %t.nk.in.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false gemm-staging=outputs device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.nk.outputs.mlir
// RUN: FileCheck %s --check-prefix=NK-AUTO < %t.nk.auto.mlir
// RUN: FileCheck %s --check-prefix=NK-OUTPUTS < %t.nk.outputs.mlir
// RUN: for f in %t.nk.auto.mlir %t.nk.outputs.mlir; do kfusion-sim %t.nk.ref.mlir --compare=$f -e inputs --seed=34 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=NK
// NK-AUTO: memref<128x20xf32, #gpu.address_space<workgroup>>
// NK-AUTO-NOT: xf16, #gpu.address_space<workgroup>>
// NK-OUTPUTS: memref<128x40xf16, #gpu.address_space<workgroup>>
// NK-OUTPUTS-NOT: memref<128x20xf32, #gpu.address_space<workgroup>>
// NK-COUNT-2: kfusion-sim: equal:
