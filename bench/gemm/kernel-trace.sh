#!/usr/bin/env bash
# Where a GEMM program's time goes, kernel by kernel (issue 39: a GEMM with its epilogue
# fused against the GEMM and an elementwise kernel of its own), on the GPU machine from
# the bundle. `run.py time --keep-work` builds and checks each workload once, then each
# kept program runs again:
#   - timed as the benchmark times it (5 warm-up, 20 timed steps, each behind a 256 MiB
#     write) with step graphs off and KFUSION_TIMING_TRACE: each launch's duration and the
#     gap before it, median over the steps (bench/models/kernel-times.py --trace), at the
#     clocks of the timed runs;
#   - under `ncu --clock-control none` (one warm-up step, one profiled): each kernel's
#     duration, DRAM bytes read and written, DRAM, L2 and SM throughput and issue-slot use,
#     which say what bounds it;
#   - beside each traced launch, the common cost model's projection of it with its launch
#     overhead (kfusion-estimate on the program's kernels, for DEVICE: h100 or h200, by
#     default this GPU's), and projected / measured.
# Writes $OUT/kernels.md (the tables per workload, printed last) and $OUT/trace.tgz (the
# traces, ncu CSVs, logs).
#
#   bash bench/gemm/kernel-trace.sh [run.py time options, e.g. --epilogue --m 512
#                                    --shapes gpt3 --configs 'model;epilogue=fused']
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session gemm gemm-trace
bench_machine_info "run.py time options: $*"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
DEVICE=${DEVICE:-$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null |
  grep -q H200 && echo h200 || echo h100)}
METRICS=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
METRICS=$METRICS,gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed
METRICS=$METRICS,lts__throughput.avg.pct_of_peak_sustained_elapsed
METRICS=$METRICS,sm__throughput.avg.pct_of_peak_sustained_elapsed
METRICS=$METRICS,smsp__issue_active.avg.pct_of_peak_sustained_active
START=$(date +%s)
python3 bench/gemm/run.py time --out "$OUT/built" --keep-work --one-run --warmup 0 \
  --repeat 1 --no-table "$@" > "$OUT/run.log" 2>&1
rc=$?
grep -hoE '"(name|status)": "[^"]*"' "$OUT/built/workloads.jsonl" 2>/dev/null | paste - - |
  sed 's/"name": //; s/"status": //; s/"//g'
mkdir -p "$OUT/trace" "$OUT/ncu" "$OUT/estimate"
traces=()
for w in "$OUT"/built/work/*/; do
  name=$(basename "$w")
  p=$w/program.mlir
  [ -f "$p" ] || { echo "$name: not built (run.log)"; continue; }
  rm -f "$OUT/trace/$name.trace"
  # The runtime writes the outputs into these and fails where they are missing
  # (which loses the trace: the run ends at the failed write).
  mkdir -p "$w/trace.out" "$w/ncu.out"
  KFUSION_INPUT_DIR=$w/in KFUSION_OUTPUT_DIR=$w/trace.out KFUSION_CUDA_GRAPH=0 \
    KFUSION_BENCH_WARMUP=5 KFUSION_BENCH_REPEAT=20 KFUSION_TIMING_FLUSH_MIB=256 \
    KFUSION_TIMING_TRACE=$OUT/trace/$name.trace \
    timeout 300 kfusion-runner "$p" -e main --entry-point-result=void \
    > "$OUT/trace/$name.log" 2>&1 || { echo "$name: the traced run failed"; rc=1; }
  # The kernels' names in launch order from the program before its lowering (its
  # func.func @step; program.mlir's @step is an llvm.func by then).
  cp "$w/gemm.mlir" "$OUT/trace/$name.mlir"
  kfusion-opt "$w/gemm.mlir" --kfusion-estimate="device=$DEVICE" -o /dev/null \
    --mlir-print-op-on-diagnostic=false 2> "$OUT/estimate/$name.txt" ||
    echo "$name: kfusion-estimate failed (estimate/$name.txt)"
  if [ -s "$OUT/trace/$name.trace" ]; then
    traces+=(--trace "$name" "$OUT/trace/$name.trace" "$OUT/trace/$name.mlir")
  else
    echo "$name: no timing trace (trace/$name.log)"
  fi
  KFUSION_INPUT_DIR=$w/in KFUSION_OUTPUT_DIR=$w/ncu.out KFUSION_CUDA_GRAPH=0 \
    KFUSION_BENCH_WARMUP=1 KFUSION_BENCH_REPEAT=1 \
    timeout 300 "$NCU" --metrics "$METRICS" --clock-control none --csv \
    --log-file "$OUT/ncu/$name.csv" kfusion-runner "$p" -e main --entry-point-result=void \
    > "$OUT/ncu/$name.log" 2>&1 || { echo "$name: ncu failed"; rc=1; }
done
{
  [ ${#traces[@]} -eq 0 ] ||
    python3 bench/models/kernel-times.py --estimates "$OUT/estimate" "${traces[@]}"
  python3 - "$OUT/ncu" <<'EOF'
import pathlib, sys
sys.path.insert(0, "python")
from kfusion import ncu
COLS = [("us", "gpu__time_duration.sum", "usecond"),
        ("DRAM read MB", "dram__bytes_read.sum", "Mbyte"),
        ("DRAM write MB", "dram__bytes_write.sum", "Mbyte"),
        ("DRAM %", "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed", None),
        ("L2 %", "lts__throughput.avg.pct_of_peak_sustained_elapsed", None),
        ("SM %", "sm__throughput.avg.pct_of_peak_sustained_elapsed", None),
        ("issue %", "smsp__issue_active.avg.pct_of_peak_sustained_active", None)]
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.csv")):
    launches = ncu.last_launches(ncu.read_metrics_log(path))
    if not launches:
        print("\n%s: no ncu rows (%s)\n" % (path.stem, path.with_suffix(".log").name))
        continue
    print("\n%s (ncu, clocks not locked; the last launch of each kernel):\n" % path.stem)
    print("\n".join(ncu.table(["kernel"] + [c[0] for c in COLS], [
        [kernel[:60]] + [ncu.cell(launch, metric, unit) for _, metric, unit in COLS]
        for kernel, launch in launches.items()])))
EOF
} > "$OUT/kernels.md" 2>&1
tar -C "$OUT" -czf "$OUT/trace.tgz" trace ncu estimate run.log built/workloads.jsonl 2>/dev/null
rm -rf "$OUT/trace" "$OUT/ncu" "$OUT/estimate" "$OUT/built/work"
cat "$OUT/kernels.md"
bench_session_end "kernel trace" $rc
exit $rc
