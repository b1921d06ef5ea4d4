#!/usr/bin/env bash
# Runs the stencil-fusion benchmarks (issue 8) on a lent GPU machine from the self-contained
# bundle (no MLIR there): unpacks dist/kfusion-bundle.tar.xz once (kept in
# $KFUSION_BUNDLE_DIR between calls while the machine stays warm), then runs
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
BUNDLE=${BUNDLE:-dist/kfusion-bundle.tar.xz}
OUT=${OUT:-$PWD/stencil-out}
mkdir -p "$OUT"
DIR=${KFUSION_BUNDLE_DIR:-/tmp/kfusion-bundle-stencil}
# shellcheck source=scripts/unpack-bundle.sh
source "$(dirname "$0")/../../scripts/unpack-bundle.sh"
unpack_bundle "$BUNDLE" "$DIR"
use_bundle
export XLA_PYTHON_CLIENT_PREALLOCATE=false
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  echo "python: $(python3 --version 2>&1); numpy $(python3 -c 'import numpy; print(numpy.__version__)' 2>&1); torch $(python3 -c 'import torch; print(torch.__version__)' 2>&1 | tail -1); jax $(python3 -c 'import jax; print(jax.__version__)' 2>&1 | tail -1)"
  echo "cpus: $(nproc)"
  echo "stencil passes in the bundle's kfusion-opt: $("$B/bin/kfusion-opt" --help 2>/dev/null | grep -oE -- '--kfusion-(stencil-fusion|plan-stencil)\b' | sort -u | tr '\n' ' ')"
} | tee "$OUT/machine.txt"
START=$(date +%s)
python3 bench/stencil/run.py all --out "$OUT" --budget "${WORKLOAD_BUDGET:-300}" \
  --peers-budget "${PEERS_BUDGET:-180}" "$@" 2>&1 | tee "$OUT/stencil.log"
rc=${PIPESTATUS[0]}
# Keep the fusion remarks; leave the bulky work directories (inputs, outputs, lowered
# programs) behind, with the JSON, the tables and the logs kept.
for f in "$OUT"/work/*/*.remarks.txt; do
  [ -e "$f" ] || continue
  mkdir -p "$OUT/remarks"
  cp "$f" "$OUT/remarks/$(basename "$(dirname "$f")")-$(basename "$f")"
done
rm -rf "$OUT/work"
echo "stencil session: exit status $rc after $(( $(date +%s) - START )) s"
exit $rc
