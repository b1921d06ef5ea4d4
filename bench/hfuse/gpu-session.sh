#!/usr/bin/env bash
# Runs the HFuse experiment on a lent GPU machine from the self-contained bundle (no MLIR
# there): unpacks dist/kfusion-bundle.tar.xz once (kept in $KFUSION_BUNDLE_DIR between calls
# while the machine stays warm), then runs one phase of bench/hfuse/run.py with the
# bundle's tools, logs under $OUT.
#
#   bash bench/hfuse/gpu-session.sh kernels [run.py options]
#   bash bench/hfuse/gpu-session.sh pairs --calibration bench/results/.../kernels.json ...
#   bash bench/hfuse/gpu-session.sh ncu --calibration ... --pairs-results ...
#   bash bench/hfuse/gpu-session.sh peers --calibration ...
set -uo pipefail
PHASE=${1:?phase: kernels, pairs, ncu or peers}
shift
BUNDLE=${BUNDLE:-dist/kfusion-bundle.tar.xz}
OUT=${OUT:-$PWD/hfuse-out}
mkdir -p "$OUT"
DIR=${KFUSION_BUNDLE_DIR:-/tmp/kfusion-bundle-hfuse}
# shellcheck source=scripts/unpack-bundle.sh
source "$(dirname "$0")/../../scripts/unpack-bundle.sh"
unpack_bundle "$BUNDLE" "$DIR"
use_bundle
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  echo "python: $(python3 --version 2>&1); numpy $(python3 -c 'import numpy; print(numpy.__version__)' 2>&1); torch $(python3 -c 'import torch; print(torch.__version__)' 2>&1 | tail -1)"
  echo "cpus: $(nproc)"
} | tee "$OUT/machine.txt"
case "$PHASE" in
  peers) python3 bench/hfuse/peers.py --out "$OUT" "$@" 2>&1 | tee "$OUT/peers.log" ;;
  *) python3 bench/hfuse/run.py "$PHASE" --out "$OUT" "$@" 2>&1 | tee "$OUT/$PHASE.log" ;;
esac
rc=${PIPESTATUS[0]}
# Leave the bulky work directories behind; keep the JSON and logs.
rm -rf "$OUT/work"
echo "phase $PHASE: exit status $rc"
exit $rc
