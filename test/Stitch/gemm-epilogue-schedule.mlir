// The GEMM model counts a fused epilogue's instructions against the k loop
// (Inputs/gemm-epilogue-schedule.mlir, on the h200 preset): GPT-2's up
// projection alone takes the persistent 128 x 256 tiles of two 64-row
// warpgroups (of the tiles the model ties, the fewest shared-memory reads);
// with its bias and tanh GELU in the epilogue (about 38 instructions a
// result) the same tiles, their outputs staged (gemm-staging=auto), the
// epilogue's time added (modelled 29.63 -> 47.98 us): ping-pong teams, whose
// epilogue issues at 0.2 of the rate beside the other team's k loop, are no
// faster there (on an H100 the persistent tiles 0.0478 ms, 128 x 192 teams
// of one warpgroup 0.0480, 128 x 96 teams of two 0.0548, bench/results/
// 2026-12-07-h100-team-epilogues).
// RUN: kfusion-opt %S/Inputs/gemm-epilogue-schedule.mlir --kfusion-stitch-to-gpu=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: stitched kernel alone_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (wgmma tile 128x256x64, 4 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 132 blocks
// CHECK-SAME: modelled 29.63 us
// CHECK-LABEL: stitched kernel bias_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 (wgmma tile 128x256x64, 4 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 132 blocks, tiles in groups of 4 rows, the epilogue's outputs staged)
// CHECK-SAME: modelled 47.98 us
