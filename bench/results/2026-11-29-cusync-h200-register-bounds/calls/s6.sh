#!/usr/bin/env bash
# Call 7: M=512 GPT-3 MLP, wgmma: the best StreamSync (default tiles) and RowSync under the
# 128-row producer (7 stages), interleaved three times, 50 timed steps each.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the scripts ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
run() {  # name, then run.py options
  local name=$1; shift
  OUT=$OUT/$name WORKLOAD_BUDGET=100 bash bench/cusync/gpu-session.sh --flavour wgmma \
    --workloads mlp_gpt3 --m 512 --no-peers --repeat 50 "$@" > /dev/null 2>&1
  echo "$name done after $(( $(date +%s) - T0 )) s"
}
for i in 1 2 3; do
  run own-$i --variants stream
  run c7-$i --variants stream,planned --tile 128x128x64,256x128x64 --stages 7,4
done
for i in 1 2 3; do for c in own c7; do d=$c-$i
  python3 - "$OUT/$d/workloads.jsonl" "$d" <<'PY'
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    print("%-8s %-8s %-6s %-6s %-6s %s %s" % (sys.argv[2], r["variant"], r.get("median_ms"), r.get("min_ms"), r.get("max_ms"), r.get("status"), (r.get("plan") or "")[:40]))
PY
done; done
cd $OUT && tar czf /tmp/cusync-s6.tgz own-* c7-* && rm -rf own-* c7-* && mv /tmp/cusync-s6.tgz . && ls -la
