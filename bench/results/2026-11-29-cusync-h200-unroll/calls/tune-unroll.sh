#!/usr/bin/env bash
# Session 2026-11-29 (4): the tuner's chain phase with per-candidate unrolled producers
# (TMxTNxTK:S:U), GPT-3 MLP at M = 256, 512, 1024, wgmma; then the workloads with its
# choices and cuBLAS in the same run.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root
export KFUSION_BUNDLE_DIR=/tmp/kb
OUT=$OUT/cusync TUNE_BUDGET=380 WORKLOAD_BUDGET=100 PEERS_BUDGET=30 \
  TUNE_TILES="128x128x64:6/256x128x64:4,128x128x64:6:6/256x128x64:4,128x128x64:5:5/256x128x64:4" \
  bash bench/cusync/gpu-session.sh --tune --flavour wgmma --workloads mlp_gpt3 --m 256,512,1024 \
  > $OUT/console.txt 2>&1
echo "rc $?"
sed -n '/| program | tiles/,/^$/p' $OUT/cusync/tune/tune.md
grep -A8 "planned / stream-best" $OUT/cusync/tables.md | head -12
cd $OUT && tar czf /tmp/tune.tgz cusync console.txt && rm -rf cusync && mv /tmp/tune.tgz . && ls -la
