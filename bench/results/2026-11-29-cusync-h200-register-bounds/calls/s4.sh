#!/usr/bin/env bash
# Call 5: reversed k-tiles for later waves (W1 / W2 slices the L2 cache may still hold),
# GPT-3 MLP M=512, wgmma, each configuration as StreamSync and planned, checked then timed.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the scripts ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
run() {  # name, then run.py options
  local name=$1; shift
  OUT=$OUT/$name WORKLOAD_BUDGET=100 bash bench/cusync/gpu-session.sh --flavour wgmma \
    --workloads mlp_gpt3 --m 512 --no-peers --repeat 30 "$@" > /dev/null 2>&1
  echo "$name done after $(( $(date +%s) - T0 )) s"
}
run own --variants stream
run own-r --variants stream --reverse-k 0,132
run c5 --variants stream,planned --tile 128x128x64,256x128x64 --stages 5,4
run c5-rp --variants stream,planned --tile 128x128x64,256x128x64 --stages 5,4 --reverse-k 132,0
run c5-rpc --variants stream,planned --tile 128x128x64,256x128x64 --stages 5,4 --reverse-k 132,96
run own2 --variants stream
run c5-rp2 --variants stream,planned --tile 128x128x64,256x128x64 --stages 5,4 --reverse-k 132,0
for d in own own-r c5 c5-rp c5-rpc own2 c5-rp2; do
  python3 - "$OUT/$d/workloads.jsonl" "$d" <<'PY'
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    print("%-8s %-8s %-6s %s %s" % (sys.argv[2], r["variant"], r.get("median_ms"), r.get("status"), (r.get("plan") or "")[:60]))
PY
done
cd $OUT && tar czf /tmp/cusync-s4.tgz own own-r c5 c5-rp c5-rpc own2 c5-rp2 && rm -rf own own-r c5 c5-rp c5-rpc own2 c5-rp2 && mv /tmp/cusync-s4.tgz . && ls -la
