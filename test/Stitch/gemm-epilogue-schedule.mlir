// The GEMM model counts a fused epilogue's instructions against the k loop
// (Inputs/gemm-epilogue-schedule.mlir, on the h200 preset): GPT-2's up
// projection alone takes the persistent 128 x 256 tiles of two 64-row
// warpgroups (of the tiles the model ties, the fewest shared-memory reads);
// with its bias and tanh GELU in the epilogue (about 38
// instructions a result) the ping-pong schedule, whose two teams store one
// tile while the other multiplies the next (measured 1.08x faster than the
// persistent tiles there, bench/results/2026-12-05-h200-gemm-pingpong).
// RUN: kfusion-opt %S/Inputs/gemm-epilogue-schedule.mlir --kfusion-stitch-to-gpu=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: stitched kernel alone_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (wgmma tile 128x256x64, 4 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, persistent over 132 blocks
// CHECK-LABEL: stitched kernel bias_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 ({{.*}}ping-pong of 2 teams over 132 blocks
