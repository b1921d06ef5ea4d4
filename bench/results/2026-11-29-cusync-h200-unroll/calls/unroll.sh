#!/usr/bin/env bash
# Session 2026-11-29 (4): Gemm.unroll_k on the GPU, GPT-3 MLP at M = 512, wgmma.
# (1) the up projection alone (workload gemm: X[512,12288] x W1[12288,6144]) per tile,
#     rolled and unrolled by its stage count, two interleaved rounds;
# (2) the MLP, interleaved three times: own StreamSync (256x128x64:4 both) rolled and
#     unrolled; RowSync 128x128x64:S / 256x128x64:4 (S = 5, 6) rolled, producer unrolled,
#     both unrolled;
# (3) ncu + SASS loop table on the unrolled 5-stage producer's chain.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
run() {  # name workload, then run.py options
  local name=$1 wl=$2; shift 2
  OUT=$OUT/$name WORKLOAD_BUDGET=60 bash bench/cusync/gpu-session.sh --flavour wgmma \
    --workloads $wl --m 512 --no-peers --repeat 50 "$@" > /dev/null 2>&1
  echo "$name done after $(el) s"
}
for i in 1 2; do
  run g5-$i gemm --tile 128x128x64 --stages 5
  run g5u-$i gemm --tile 128x128x64 --stages 5 --unroll-k 5
  run g6-$i gemm --tile 128x128x64 --stages 6
  run g6u-$i gemm --tile 128x128x64 --stages 6 --unroll-k 6
  run g4-$i gemm --tile 256x128x64 --stages 4
  run g4u-$i gemm --tile 256x128x64 --stages 4 --unroll-k 4
done
for i in 1 2 3; do
  run own-$i mlp_gpt3 --variants stream
  run ownu-$i mlp_gpt3 --variants stream --unroll-k stages
  run c5-$i mlp_gpt3 --variants planned --tile 128x128x64,256x128x64 --stages 5,4
  run c5u-$i mlp_gpt3 --variants planned --tile 128x128x64,256x128x64 --stages 5,4 --unroll-k 5,1
  run c5uu-$i mlp_gpt3 --variants planned --tile 128x128x64,256x128x64 --stages 5,4 --unroll-k stages
  run c6-$i mlp_gpt3 --variants planned --tile 128x128x64,256x128x64 --stages 6,4
  run c6u-$i mlp_gpt3 --variants planned --tile 128x128x64,256x128x64 --stages 6,4 --unroll-k 6,1
  [ "$(el)" -gt 430 ] && break
done
if [ "$(el)" -lt 460 ]; then
  OUT=$OUT/ncu VARIANTS=planned COUNT=1 timeout 100 \
    bash bench/cusync/ncu.sh 128x128x64:5/256x128x64:4 -- --unroll-k 5,1 > $OUT/ncu.console 2>&1
  echo "ncu done after $(el) s"
fi
for d in $OUT/g*-* $OUT/own-* $OUT/ownu-* $OUT/c5*-* $OUT/c6*-*; do
  python3 - "$d/workloads.jsonl" "$(basename $d)" <<'PY'
import json, sys
try:
    for l in open(sys.argv[1]):
        r = json.loads(l)
        print("%-7s %-8s %-6s %-6s %-6s %s %s" % (sys.argv[2], r["variant"], r.get("median_ms"), r.get("min_ms"), r.get("max_ms"), r.get("status"), (r.get("plan") or "")[:30]))
except OSError as e:
    print(sys.argv[2], "missing", e)
PY
done
sed -n '/SASS/,$p' $OUT/ncu/ncu.md 2>/dev/null | head -30
grep "mlp_up" $OUT/ncu/ncu.md 2>/dev/null | cut -c1-300 | head -6
cd $OUT && tar czf /tmp/unroll.tgz g*-* own* c5* c6* ncu ncu.console 2>/dev/null; rm -rf g*-* own* c5* c6* ncu; mv /tmp/unroll.tgz . ; ls -la
