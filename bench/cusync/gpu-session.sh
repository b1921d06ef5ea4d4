#!/usr/bin/env bash
# Runs the cuSync benchmarks (issue 10) on a lent GPU machine from the self-contained
# bundle (no MLIR there): unpacks dist/kfusion-bundle.tar.xz once (kept in
# $KFUSION_BUNDLE_DIR between calls while the machine stays warm; bench/session.sh), then runs
# `bench/cusync/run.py all` with the bundle's tools: every workload (the GPT-3 MLP first,
# then one GEMM of each MLP shape, then the LLaMA MLP at M = 1 ... 2048, then VGG-19's
# convolution pair at batch 1 ... 32) under each variant (StreamSync, each cuSync policy,
# the planner's choice; each checked against the numpy reference, then timed), cuBLAS
# (torch.matmul) and cuDNN (torch conv2d) on the same shapes, and the tables. Logs, JSON
# and tables under $OUT.
#
#   bash bench/cusync/gpu-session.sh [run.py all options, e.g. --workloads mlp_gpt3 --m 512]
#   # first the tuner (split-K per GEMM, `run.py tune`, results in $OUT/tune), then the
#   # workloads with its choices (--tuned); TUNE_BUDGET seconds (default 300) for the tuner;
#   # TUNE_TILES (e.g. "256x128x64:4,128x128x64:6/256x128x64:4"): tile candidates it also
#   # tries (A/B: an MLP's two GEMMs; TMxTNxTK:S:U also names the GEMM's unroll count,
#   # :1 rolled), MLPs also timed whole (stream, planned) per candidate
#   bash bench/cusync/gpu-session.sh --tune [--workloads gemm,mlp_gpt3 --m 256,512]
#   # a bundle older than the cuSync passes: transform and lower here, run there
#   python3 bench/cusync/run.py prepare --out bench/cusync/prepared
#   bash bench/cusync/gpu-session.sh --prepared bench/cusync/prepared
#
# Time: made to fit about 6 minutes of GPU time: no new program starts after
# WORKLOAD_BUDGET seconds (default 240), no new cuBLAS measurement after PEERS_BUDGET
# (default 60); 5 warm-up and 20 timed steps per variant, checked and timed in one run
# (--one-run: the time counts only if the check passes) unless the options say else.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session cusync
bench_machine_info "ptxas: $(command -v ptxas || echo none)" \
  "cuSync passes in the bundle's kfusion-opt: $(bench_opt_passes '--kfusion-(plan-sync|insert-semaphores)\b')"
START=$(date +%s)
TUNED=()
if [ "${1:-}" = "--tune" ]; then
  shift
  TILES=()
  [ -n "${TUNE_TILES:-}" ] && TILES=(--tiles "$TUNE_TILES")
  python3 bench/cusync/run.py tune --out "$OUT/tune" --one-run --budget "${TUNE_BUDGET:-300}" \
    "${TILES[@]}" "$@" 2>&1 | tee "$OUT/tune.log"
  rm -rf "$OUT/tune/work" "$OUT/tune"/s*/prepared "$OUT/tune/chains"/*/prepared "$OUT/tune/chains"/*/work
  TUNED=(--tuned "$OUT/tune/tuned.json")
fi
python3 bench/cusync/run.py all --out "$OUT" --one-run --budget "${WORKLOAD_BUDGET:-240}" \
  --peers-budget "${PEERS_BUDGET:-60}" "${TUNED[@]}" "$@" 2>&1 | tee "$OUT/cusync.log"
rc=${PIPESTATUS[0]}
# Keep the transformed programs and the passes' remarks of one M per workload (the
# cuSync passes' output, for reading; the convolutions' batch 8); leave the bulky lowered
# programs and the data.
for d in "$OUT"/prepared/*-m512 "$OUT"/prepared/conv_vgg-m8; do
  [ -d "$d" ] || continue
  mkdir -p "$OUT/programs"
  bench_keep programs "$d"/*.sync.mlir "$d"/*.remarks.txt "$d"/stream.step.mlir "$d"/resources.json
done
rm -rf "$OUT/work" "$OUT/prepared" "$OUT/prepared-stream-best"
# The device tool returns a limited number of files: the programs travel as one archive.
[ -d "$OUT/programs" ] && tar -C "$OUT" -czf "$OUT/programs.tgz" programs && rm -rf "$OUT/programs"
bench_session_end "cusync session" $rc
exit $rc
