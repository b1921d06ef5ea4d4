#!/usr/bin/env bash
# Runs the HFuse experiment on a lent GPU machine from the self-contained bundle (no MLIR
# there): unpacks dist/kfusion-bundle.tar.xz once (kept in $KFUSION_BUNDLE_DIR between calls
# while the machine stays warm; bench/session.sh), then runs one phase of bench/hfuse/run.py
# with the bundle's tools, logs under $OUT.
#
#   bash bench/hfuse/gpu-session.sh kernels [run.py options]
#   bash bench/hfuse/gpu-session.sh pairs --calibration DIR/kernels.json ...
#   bash bench/hfuse/gpu-session.sh ncu --calibration ... --pairs-results ...
#   bash bench/hfuse/gpu-session.sh peers --calibration ...
set -uo pipefail
PHASE=${1:?phase: kernels, pairs, ncu or peers}
shift
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session hfuse
bench_machine_info
case "$PHASE" in
  peers) python3 bench/hfuse/peers.py --out "$OUT" "$@" 2>&1 | tee "$OUT/peers.log" ;;
  *) python3 bench/hfuse/run.py "$PHASE" --out "$OUT" "$@" 2>&1 | tee "$OUT/$PHASE.log" ;;
esac
rc=${PIPESTATUS[0]}
# Leave the bulky work directories behind; keep the JSON and logs.
rm -rf "$OUT/work"
echo "phase $PHASE: exit status $rc"
exit $rc
