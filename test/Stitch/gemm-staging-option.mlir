// The pipelines' gemm-staging option (kfusion-stitch-to-gpu, kfusion-fuse):
// "outputs" stages a persistent or ping-pong GEMM's fused epilogue outputs
// (f16 here, 32 columns a round) instead of its f32 results (16), and leaves
// a grid's staging as it is (no refusal: the option prefers, an op's
// kfusion.gemm_staging insists); "results" the results; "auto", the default,
// the outputs where their slices divide the tile (64 columns: two of 32),
// else the results (B as [N, K] in 168 columns: five slices of 32 and one of
// 8, measured slower so on an H100);
// another value is an error naming the pass.
// The input: Inputs/gemm-epilogue-inputs.mlir with its GEMM in a ping-pong
// team and its epilogue fused by hand (the kernels' equality on the
// interpreter: ../Integration/Sim/Stitch/gemm-epilogue-inputs.mlir).
// RUN: sed -e 's/ins(%x, %w : /{kfusion.stitch_group = 0, kfusion.gemm_schedule = "pingpong", kfusion.gemm_load = "tma-producer", kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>} ins(%x, %w : /' -e 's/iterator_types = \["parallel", "parallel"\]}/iterator_types = ["parallel", "parallel"], kfusion.stitch_group = 0}/' %S/Inputs/gemm-epilogue-inputs.mlir > %t.pingpong.mlir
// RUN: kfusion-opt %t.pingpong.mlir --kfusion-stitch-to-gpu="remarks=false gemm-staging=results device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=RESULTS
// RUN: kfusion-opt %t.pingpong.mlir --kfusion-stitch-to-gpu="remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=OUTPUTS
// RUN: kfusion-opt %t.pingpong.mlir --kfusion-fuse="device=#kfusion.device<h100,{multiprocessors=2}>" 2>/dev/null | FileCheck %s --check-prefix=OUTPUTS
// RUN: sed -e 's/tensor<128x192xf16>/tensor<192x128xf16>/g' -e 's/linalg.matmul {/linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {/' -e 's/array<i64: 128, 64, 64>/array<i64: 128, 168, 64>/' %t.pingpong.mlir > %t.ragged.mlir
// RUN: kfusion-opt %t.ragged.mlir --kfusion-stitch-to-gpu="remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=RAGGED
// RUN: kfusion-opt %t.ragged.mlir --kfusion-stitch-to-gpu="remarks=false gemm-staging=outputs device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=RAGGED-OUTPUTS
// RUN: kfusion-opt %t.pingpong.mlir --kfusion-stitch-to-gpu="remarks=false gemm-staging=outputs device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=OUTPUTS
// RUN: kfusion-opt %t.pingpong.mlir --kfusion-fuse="gemm-staging=outputs device=#kfusion.device<h100,{multiprocessors=2}>" 2>/dev/null | FileCheck %s --check-prefix=OUTPUTS
// RUN: sed 's/"pingpong"/"grid"/' %t.pingpong.mlir | kfusion-opt --kfusion-stitch-to-gpu="remarks=false gemm-staging=outputs device=#kfusion.device<h100,{multiprocessors=2}>" | FileCheck %s --check-prefix=GRID
// RUN: not kfusion-opt %t.pingpong.mlir --kfusion-stitch-to-gpu="gemm-staging=both" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not kfusion-opt %t.pingpong.mlir --kfusion-fuse="gemm-staging=both" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-FUSE

// RESULTS: memref<128x20xf32, #gpu.address_space<workgroup>>
// RESULTS-NOT: memref<128x40xf16, #gpu.address_space<workgroup>>
// OUTPUTS: memref<128x40xf16, #gpu.address_space<workgroup>>
// OUTPUTS-NOT: memref<128x20xf32, #gpu.address_space<workgroup>>
// RAGGED: memref<128x20xf32, #gpu.address_space<workgroup>>
// RAGGED-NOT: xf16, #gpu.address_space<workgroup>>
// RAGGED-OUTPUTS: memref<128x40xf16, #gpu.address_space<workgroup>>
// A grid stages the whole tile's f32 accumulators, with the option or not.
// GRID: memref<128x68xf32, #gpu.address_space<workgroup>>
// GRID-NOT: memref<128x40xf16, #gpu.address_space<workgroup>>
// BAD: error: kfusion-plan-stitch: gemm-staging must be auto, results or outputs, not 'both'
// BAD-FUSE: error: kfusion-fuse: gemm-staging must be auto, results or outputs, not 'both'
