#!/usr/bin/env bash
# Session 2026-11-29 (4): does RowSync gain where the planner's model keeps StreamSync
# with the unrolled 128-row producer? M = 1024 (128x128x64:6:6 / 256x128x64:4) against
# the own tiles' RowSync; M = 256 with 128-row consumers. Two interleaved rounds.
set -u
cd "$(dirname "$0")/../../../.."
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
run() {
  local name=$1 m=$2; shift 2
  OUT=$OUT/$name WORKLOAD_BUDGET=60 bash bench/cusync/gpu-session.sh --flavour wgmma \
    --workloads mlp_gpt3 --m $m --no-peers --repeat 50 "$@" > /dev/null 2>&1
  echo "$name done after $(( $(date +%s) - T0 )) s"
}
for i in 1 2; do
  run k6u-$i 1024 --variants stream,planned,policy-row --tile 128x128x64,256x128x64 --stages 6,4 --unroll-k 6,1
  run kown-$i 1024 --variants stream,planned
  run q256-$i 256 --variants stream,planned,policy-row --tile 128x128x64,128x256x64 --stages 6,4 --unroll-k 6,1
  run q128-$i 256 --variants stream,planned,policy-row --tile 128x128x64,128x128x64 --stages 6,6 --unroll-k 6,6
done
for d in $OUT/k*-* $OUT/q*-*; do
  python3 - "$d/workloads.jsonl" "$(basename $d)" <<'PY'
import json, sys
try:
    for l in open(sys.argv[1]):
        r = json.loads(l)
        print("%-7s %-10s %-6s %-6s %-6s %s %s" % (sys.argv[2], r["variant"], r.get("median_ms"), r.get("min_ms"), r.get("max_ms"), r.get("status"), (r.get("plan") or "")[:150]))
except OSError as e:
    print(sys.argv[2], "missing", e)
PY
done
cd $OUT && tar czf /tmp/forced.tgz k* q* && rm -rf k* q* && mv /tmp/forced.tgz . && ls -la
