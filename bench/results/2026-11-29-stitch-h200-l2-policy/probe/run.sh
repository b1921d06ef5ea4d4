#!/bin/bash
# The L2 cache-policy probe (hand-written CUDA, no KFusion): 16384 x 4096 f32 copy,
# elementwise and layernorm row kernels with plain loads and under
# createpolicy.fractional.L2::evict_last + ld.global.L2::cache_hint, then torch.compile's
# layernorm timed by do_bench and by events after a 256 MiB flush. On a GPU machine:
#   OUT=/tmp/probe bash bench/results/2026-11-29-stitch-h200-l2-policy/probe/run.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 -std=c++17 "$here/ln.cu" -o /tmp/ln-probe || exit 1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$OUT/probe.txt"
/tmp/ln-probe 2>&1 | tee -a "$OUT/probe.txt"
python3 "$here/../../2026-11-28-stitch-h200-rows-per-thread/harness/torch-compile-timing.py" 2>&1 | grep -v -i warn | tail -3 | tee -a "$OUT/probe.txt"
