#!/usr/bin/env bash
# Session 2026-11-29 (3): banded producer order under RowSync, M=512 GPT-3 MLP, wgmma.
# Interleaved: own tiles StreamSync; 128x128x64:6/256x128x64:4 planned (banded, default)
# and planned with banded-orders=false; 128x128x64:5/256x128x64:4 planned (banded); then
# ncu of the banded 5-stage producer (DRAM bytes read; the unbanded one read 317.8 MB).
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the script ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
run() {  # name, then run.py options
  local name=$1; shift
  OUT=$OUT/$name WORKLOAD_BUDGET=60 bash bench/cusync/gpu-session.sh --flavour wgmma \
    --workloads mlp_gpt3 --m 512 --no-peers --repeat 50 "$@" > /dev/null 2>&1
  echo "$name done after $(( $(date +%s) - T0 )) s"
}
for i in 1 2 3; do
  run own-$i --variants stream
  run c6b-$i --variants planned --tile 128x128x64,256x128x64 --stages 6,4
  run c6u-$i --variants planned --tile 128x128x64,256x128x64 --stages 6,4 --plan-options banded-orders=false
  run c5b-$i --variants planned --tile 128x128x64,256x128x64 --stages 5,4
done
if [ $(( $(date +%s) - T0 )) -lt 170 ]; then
  OUT=$OUT/ncu VARIANTS=planned COUNT=1 KERNELS='regex:mlp_up_sync0$' timeout 60 \
    bash bench/cusync/ncu.sh 128x128x64:5/256x128x64:4 > $OUT/ncu.console 2>&1
  echo "ncu done after $(( $(date +%s) - T0 )) s"
fi
# SASS of the two producers (own 256x128x64:4; 128x128x64:5 with and without the bound).
mkdir -p $OUT/sass
PTXAS=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for v in "own 0" "c5 0" "c5 248"; do set -- $v
  extra=(); [ "$2" != 0 ] && extra=(--maxrregcount "$2")
  "$PTXAS" -arch=sm_90a -v "${extra[@]}" devrun/ptx/$1.ptx -o /tmp/$1-$2.cubin > $OUT/sass/$1-r$2.ptxas.txt 2>&1
  "$CUOBJ" -sass /tmp/$1-$2.cubin > $OUT/sass/$1-r$2.sass 2>&1
done
ls -la $OUT/sass
for i in 1 2 3; do for c in own c6b c6u c5b; do d=$c-$i
  python3 - "$OUT/$d/workloads.jsonl" "$d" <<'PY'
import json, sys
try:
    for l in open(sys.argv[1]):
        r = json.loads(l)
        print("%-8s %-8s %-6s %-6s %-6s %s %s" % (sys.argv[2], r["variant"], r.get("median_ms"), r.get("min_ms"), r.get("max_ms"), r.get("status"), (r.get("plan") or "")[:40]))
except OSError as e:
    print(sys.argv[2], "missing", e)
PY
done; done
grep -h "tile order" $OUT/c6b-1/workloads.jsonl | grep -o "tile order producer [a-z0-9 ]*consumer [a-z]*" | head -2
grep -h "tile order" $OUT/c6u-1/workloads.jsonl | grep -o "tile order producer [a-z0-9 ]*consumer [a-z]*" | head -2
grep "mlp_up_sync0" $OUT/ncu/ncu.md 2>/dev/null | cut -c1-400
cd $OUT && tar czf /tmp/banded.tgz own-* c6b-* c6u-* c5b-* ncu ncu.console sass 2>/dev/null; rm -rf own-* c6b-* c6u-* c5b-* ncu sass; mv /tmp/banded.tgz . ; ls -la
