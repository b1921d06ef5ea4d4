#!/usr/bin/env bash
# Call 2: M=1024 chain tuner with register bounds; then every M of the GPT-3 MLP untuned
# (default tiles, planner's choice vs StreamSync).
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the scripts ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
OUT=$OUT/m1024 TUNE_BUDGET=170 WORKLOAD_BUDGET=60 PEERS_BUDGET=20 \
  TUNE_TILES="128x128x64:6/256x128x64:4,128x128x64:5/256x128x64:4" \
  bash bench/cusync/gpu-session.sh --tune --flavour wgmma --workloads mlp_gpt3 --m 1024 > /dev/null 2>&1
echo "m1024 done after $(( $(date +%s) - T0 )) s"
OUT=$OUT/allm WORKLOAD_BUDGET=150 PEERS_BUDGET=40 \
  bash bench/cusync/gpu-session.sh --flavour wgmma --workloads mlp_gpt3 > /dev/null 2>&1
echo "allm done after $(( $(date +%s) - T0 )) s"
for d in m1024 allm; do echo "== $d"; sed -n '/^| program | tiles | stream/,/^$/p' $OUT/$d/tune/tune.md 2>/dev/null; grep -A20 "^| M | rows" $OUT/$d/tables.md 2>/dev/null | grep "^|" ; done
cd $OUT && tar czf /tmp/cusync-s2.tgz m1024 allm && rm -rf m1024 allm && mv /tmp/cusync-s2.tgz . && ls -la
