// The GEMM model counts a fused epilogue's instructions against the k loop
// (Inputs/gemm-epilogue-schedule.mlir, on the h200 preset): GPT-2's up
// projection alone takes the persistent 128 x 256 tiles of two 64-row
// warpgroups (of the tiles the model ties, the fewest shared-memory reads);
// with its bias and tanh GELU in the epilogue (about 38 instructions a
// result) the epilogue's time is added (modelled 32.72 -> 49.97 us) and
// ping-pong teams of one 128-row warpgroup, whose epilogue issues at 0.2 of
// the rate beside the other team's k loop, come within 3% of those
// persistent tiles and ahead (GemmEpilogueTest.Model), their outputs staged
// (gemm-staging=auto): on an H100 the two measured a tie (128 x 192 teams
// 0.0480 / 0.0481 ms, the persistent tiles 0.0478 / 0.0484; 128 x 96 teams
// of two 0.0548, bench/results/2026-12-07-h100-team-epilogues).
// RUN: kfusion-opt %S/Inputs/gemm-epilogue-schedule.mlir --kfusion-stitch-to-gpu=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: stitched kernel alone_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (wgmma tile 128x256x64, 4 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 132 blocks
// CHECK-SAME: modelled 32.72 us
// CHECK-LABEL: stitched kernel bias_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 (wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 132 blocks, tiles in groups of 4 rows, the epilogue's outputs staged)
// CHECK-SAME: modelled 49.97 us
