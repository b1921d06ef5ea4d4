#!/usr/bin/env bash
# Runs the GEMM benchmark (issue 39) on a lent GPU machine from the self-contained bundle
# (no MLIR there): unpacks dist/kfusion-bundle.tar.xz once (kept in $KFUSION_BUNDLE_DIR
# between calls while the machine stays warm; bench/session.sh), then `bench/gemm/run.py all`
# with the bundle's tools: each GEMM of GPT-3's and LLaMA-7B's MLPs at M = 512 ... 4096
# (f16) built by kfusion-gemm-to-gpu with the model's configuration, checked against a
# float64 reference on sampled rows, timed (5 warm-up, 20 timed repetitions), and
# torch.matmul on the same shapes (peers.py); the table and the rows under $OUT.
#
#   bash bench/gemm/gpu-session.sh [run.py all options, e.g. --m 512,1024 --shapes gpt3
#                                   or --options 'tile=128,256 groups=2,1 stages=4'
#                                   or --configs 'model;tile=128,256 groups=2,1 stages=4'
#                                   or --mlp-sync / --conv-sync VARIANTS: cuSync's MLPs and
#                                   VGG-19's convolution pair beside cuBLAS / cuDNN]
#
# Time: 16 GEMMs, each built on the machine (a few seconds), checked and timed (a few
# seconds), then the peers: about 3 minutes of GPU time; WORKLOAD_BUDGET (default 400 s)
# stops new workloads, PEERS_BUDGET (default 120 s) new peer measurements.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session gemm
bench_machine_info "GEMM passes in the bundle's kfusion-opt: $(bench_opt_passes '--kfusion-(gemm-to-gpu|plan-gemm|lower-gemm)\b')"
START=$(date +%s)
python3 bench/gemm/run.py all --out "$OUT" --budget "${WORKLOAD_BUDGET:-400}" \
  --peers-budget "${PEERS_BUDGET:-120}" "$@" 2>&1 | tee "$OUT/gemm.log"
rc=${PIPESTATUS[0]}
bench_session_end "gemm session" $rc
exit $rc
