#!/usr/bin/env bash
# Where the time of the model blocks goes, kernel by kernel, on a lent GPU machine with the
# bundle: `run.py workloads` (checked against PyTorch as always) with each run behind
# `ncu --metrics gpu__time_duration.sum` (warm caches), then bench/models/kernel-times.py's
# table per program, printed last and in $OUT/kernels.md; the ncu logs under $OUT/ncu.
#   OUT=... [MODELS=gpt2,llama] bash bench/models/gpu-profile.sh [more run.py workloads
#                                   options: --size long --dtypes float16]
# Each kernel's projection by the common cost model beside it (kfusion-estimate on the fused
# program), with the median error. One warm-up and one timed step per program (each kernel profiled twice, and once more in
# the check run). Clocks as in the timed runs (`--clock-control none`): ncu's default locks
# them to the base clock; the 2026-12-02 profiles, taken so, summed to more than the measured
# step (BERT 274.8 us of kernels against a 0.2534 ms step), likely that lock, a bias the
# per-kernel check of kfusion-fuse's cost model must not carry.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session models-profile
bench_machine_info
mkdir -p "$OUT/ncu"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
rc=0
IFS=, read -r -a models <<< "${MODELS:-gpt2,llama}"
for m in "${models[@]}"; do
  KFUSION_RUNNER_WRAPPER="$NCU --metrics gpu__time_duration.sum --clock-control none --cache-control none --csv --log-file $OUT/ncu/$m.csv" \
    python3 bench/models/run.py workloads --out "$OUT/work-$m" --warmup 1 --repeat 1 \
    --models "$m" "$@" >> "$OUT/workloads.log" 2>&1 || rc=1
done
grep -E "^== |equal|differ" "$OUT/workloads.log" | tail -n 20
# The common cost model's projection of each kernel (kfusion-estimate on the fused program
# that ran; DEVICE as run.py's --device, default h200) beside its ncu time, and the median
# error (issue 40's per-kernel goal); kernels.json keeps the measured medians, from which
# `kernel-times.py --measured kernels.json --estimates DIR` projects them again later.
mkdir -p "$OUT/estimate"
for m in "${models[@]}"; do
  for fused in "$OUT/work-$m"/work/*/fused.mlir; do
    [ -f "$fused" ] || continue
    kfusion-opt "$fused" --kfusion-estimate="device=${DEVICE:-h200}" -o /dev/null \
      --mlir-print-op-on-diagnostic=false 2>> "$OUT/estimate/$m.txt" || rc=1
  done
done
python3 bench/models/kernel-times.py --estimates "$OUT/estimate" --json "$OUT/kernels.json" \
  "$OUT"/ncu/*.csv | tee "$OUT/kernels.md"
exit $rc
