#!/usr/bin/env bash
# Call 3: LLaMA MLP (wgmma) at every M and VGG-19's convolution pair (mma) at every batch,
# untuned, with register bounds: the planner's choice vs StreamSync.
set -u
cd "$(dirname "$0")/../../../.."  # the repository root (the scripts ran from devrun/)
export KFUSION_BUNDLE_DIR=/tmp/kb
T0=$(date +%s)
OUT=$OUT/llama WORKLOAD_BUDGET=180 PEERS_BUDGET=40 \
  bash bench/cusync/gpu-session.sh --flavour wgmma --workloads mlp_llama > /dev/null 2>&1
echo "llama done after $(( $(date +%s) - T0 )) s"
OUT=$OUT/conv WORKLOAD_BUDGET=150 PEERS_BUDGET=30 \
  bash bench/cusync/gpu-session.sh --flavour mma --workloads conv_vgg > /dev/null 2>&1
echo "conv done after $(( $(date +%s) - T0 )) s"
for d in llama conv; do echo "== $d"; grep -A12 "^| [Mb]" $OUT/$d/tables.md 2>/dev/null | grep "^|" ; done
cd $OUT && tar czf /tmp/cusync-s3.tgz llama conv && rm -rf llama conv && mv /tmp/cusync-s3.tgz . && ls -la
