#!/usr/bin/env bash
# Call 1: the chain tuner with register bounds at M=256 and M=512, own candidates each.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the scripts ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
OUT=$OUT/m256 TUNE_BUDGET=170 WORKLOAD_BUDGET=60 PEERS_BUDGET=20 \
  TUNE_TILES="64x128x64:6/128x128x64:4,128x64x64:6/128x128x64:4,64x128x64:6/64x256x64:4" \
  bash bench/cusync/gpu-session.sh --tune --flavour wgmma --workloads mlp_gpt3 --m 256 > /dev/null 2>&1
echo "m256 done after $(( $(date +%s) - T0 )) s"
OUT=$OUT/m512 TUNE_BUDGET=200 WORKLOAD_BUDGET=60 PEERS_BUDGET=20 \
  TUNE_TILES="128x128x64:6/256x128x64:4,128x128x64:5/256x128x64:4,128x128x64:6/256x128x64:3,128x128x64:3/256x128x64:4" \
  bash bench/cusync/gpu-session.sh --tune --flavour wgmma --workloads mlp_gpt3 --m 512 > /dev/null 2>&1
echo "m512 done after $(( $(date +%s) - T0 )) s"
for d in m256 m512; do echo "== $d"; sed -n '/chain/,$p' $OUT/$d/tune/tune.md 2>/dev/null | head -30; cat $OUT/$d/tables.md 2>/dev/null | head -30; done
cd $OUT && tar czf /tmp/cusync-s1.tgz m256 m512 && rm -rf m256 m512 && mv /tmp/cusync-s1.tgz . && ls -la
