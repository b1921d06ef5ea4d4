#!/usr/bin/env bash
# Runs the stencil-fusion benchmarks (issue 8) on a lent GPU machine from the self-contained
# bundle (no MLIR there): unpacks dist/kfusion-bundle.tar.xz once (kept in
# $KFUSION_BUNDLE_DIR between calls while the machine stays warm; bench/session.sh), then runs
# `bench/stencil/run.py all` with the bundle's tools: the copy ceiling, every workload and
# variant (checked against the numpy reference first, then timed), the PyTorch / JAX peers,
# and the tables. Logs and JSON under $OUT.
#
#   bash bench/stencil/gpu-session.sh [run.py all options, e.g. --workloads jacobi,hdiff]
#
# Time: made to fit about 8 minutes of GPU time at issue 8's sizes: no new workload starts
# after WORKLOAD_BUDGET seconds (default 300), no new peer measurement after PEERS_BUDGET
# (default 180); 5 warm-up and 20 timed steps per variant unless --warmup/--repeat say else.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session stencil
export XLA_PYTHON_CLIENT_PREALLOCATE=false
bench_machine_info --jax "stencil passes in the bundle's kfusion-opt: $(bench_opt_passes '--kfusion-(stencil-fusion|plan-stencil)\b')"
START=$(date +%s)
python3 bench/stencil/run.py all --out "$OUT" --budget "${WORKLOAD_BUDGET:-300}" \
  --peers-budget "${PEERS_BUDGET:-180}" "$@" 2>&1 | tee "$OUT/stencil.log"
rc=${PIPESTATUS[0]}
# Keep the fusion remarks; leave the bulky work directories (inputs, outputs, lowered
# programs) behind, with the JSON, the tables and the logs kept.
bench_keep remarks "$OUT"/work/*/*.remarks.txt
rm -rf "$OUT/work"
bench_session_end "stencil session" $rc
exit $rc
