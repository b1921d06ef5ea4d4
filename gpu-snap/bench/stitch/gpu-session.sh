#!/usr/bin/env bash
# Runs the stitching benchmarks (issue 9) on a lent GPU machine from the self-contained
# bundle (no MLIR there): unpacks dist/kfusion-bundle.tar.xz once (kept in
# $KFUSION_BUNDLE_DIR between calls while the machine stays warm; bench/session.sh), then runs
# `bench/stitch/run.py all` with the bundle's tools: the copy ceiling, every workload under
# plan=none, plan=greedy and plan=ilp (each checked against the numpy reference, then
# timed), the PyTorch / JAX peers, and the tables. Logs and JSON under $OUT.
#
#   bash bench/stitch/gpu-session.sh [run.py all options, e.g. --workloads layernorm,softmax]
#
# The f16 / bf16 variants are not in the default list (the f32 workloads fill its budget).
# All six, stitched and lowered beforehand (`run.py prepare`), took 225 s on an H100
# (30 s per workload, then the peers); stitching on the machine adds to that (the f32
# workloads, stitched there, take 45-55 s each):
#   WORKLOAD_BUDGET=360 PEERS_BUDGET=170 bash bench/stitch/gpu-session.sh --workloads \
#     layernorm_f16,softmax_f16,bias_gelu_residual_f16,layernorm_bf16,softmax_bf16,bias_gelu_residual_bf16
#
# Time: made to fit about 6 minutes of GPU time at issue 9's sizes: no new workload starts
# after WORKLOAD_BUDGET seconds (default 200), no new peer measurement after PEERS_BUDGET
# (default 120); 5 warm-up and 20 timed steps per variant, checked and timed in one run
# (--one-run: the time counts only if the check passes) unless the options say else.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session stitch
export XLA_PYTHON_CLIENT_PREALLOCATE=false
bench_machine_info --jax "stitching pass in the bundle's kfusion-opt: $(bench_opt_passes '--kfusion-stitch-to-gpu\b')"
START=$(date +%s)
python3 bench/stitch/run.py all --out "$OUT" --one-run --budget "${WORKLOAD_BUDGET:-200}" \
  --peers-budget "${PEERS_BUDGET:-120}" "$@" 2>&1 | tee "$OUT/stitch.log"
rc=${PIPESTATUS[0]}
# Keep the remarks (which ops each kernel holds, its composition and score) and the
# stitched programs; leave the bulky work directories (inputs, outputs, lowered programs).
bench_keep remarks "$OUT"/work/*/*.remarks.txt "$OUT"/work/*/*.stitched.mlir "$OUT"/work/*/tuned.plan.mlir
rm -rf "$OUT/work"
bench_session_end "stitch session" $rc
exit $rc
