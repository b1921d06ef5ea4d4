#!/usr/bin/env bash
# Session 2026-11-29 (3): ncu on the M=512 GPT-3 MLP, own tiles vs 128x128x64:5/256x128x64:4.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the script ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
OUT=$OUT/ncu timeout 250 bash bench/cusync/ncu.sh own 128x128x64:5/256x128x64:4 > $OUT/ncu.console 2>&1
echo "ncu.sh rc=$?"
tail -20 $OUT/ncu.console
cat $OUT/ncu/ncu.md 2>/dev/null
cd $OUT && tar czf /tmp/ncu-all.tgz ncu ncu.console 2>/dev/null; rm -rf ncu; mv /tmp/ncu-all.tgz . ; ls -la
