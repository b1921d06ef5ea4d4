// The gemm-load option of kfusion-stitch-to-gpu (and kfusion-plan-stitch,
// kfusion-stitch, kfusion-fuse): how the tensor-core GEMMs' operand tiles
// are loaded where TMA can take them. Unset (auto) the GEMM planner's
// default, a producer warpgroup's TMA loads; cp.async the copies; tma the
// TMA loads of one computing thread. A GEMM's own kfusion.gemm_load wins
// (@mlp_wide of Inputs: "cp.async"). A name that is no load is an error.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu=gemm-load=cp.async --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=COPIES
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu=gemm-load=tma --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TMA
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse="gemm-load=cp.async sync=none" --mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=FUSE
// RUN: not kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu=gemm-load=bulk -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse=gemm-load=bulk -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFUSE

// AUTO: stitched kernel mlp_k0_gemm: {{.*}}, TMA loads by a producer warpgroup
// AUTO: stitched kernel mlp_wide_k0_gemm: {{.*}} 1x1 warpgroups)
// COPIES: stitched kernel mlp_k0_gemm: {{.*}} 1x1 warpgroups)
// COPIES: stitched kernel mlp_k1_gemm: {{.*}} 1x1 warpgroups)
// TMA: stitched kernel mlp_k0_gemm: {{.*}} 1x1 warpgroups, TMA loads)
// TMA: stitched kernel mlp_wide_k0_gemm: {{.*}} 1x1 warpgroups)
// kfusion-fuse's candidates built with the copies: no tensor maps.
// FUSE-LABEL: func.func @mlp(
// FUSE-NOT: tensormap
// FUSE: gpu.module
// BAD: error: kfusion-plan-stitch: gemm-load must be auto, cp.async, tma or tma-producer, not 'bulk'
// BADFUSE: error: kfusion-fuse: gemm-load must be auto, cp.async, tma or tma-producer, not 'bulk'
