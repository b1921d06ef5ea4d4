#!/usr/bin/env bash
# Nsight Compute on the stencil workloads' kernels (issue 8: where a fused kernel's time
# goes), on the GPU machine from the bundle. Each option set's programs are made and
# checked by `run.py workloads --keep-work` (one untimed step), then `ncu --set full`
# profiles the first launch of each lowered program's kernels that match KERNELS
# (default: the fused ones, `_stencil`); ncu locks the clocks to base, so its durations
# are longer than the timed runs'. Writes $OUT/ncu.md (one row per program and kernel:
# duration, DRAM and L1 throughput, issue slots busy, warp instructions, registers,
# occupancy, the top stall reasons) and $OUT/ncu.tgz (reports, details pages, logs).
#
#   bash bench/stencil/ncu.sh WORKLOADS VARIANTS "LOWER|FUSE" ...
#   e.g. bash bench/stencil/ncu.sh jacobi all "bare-ptr=true index-bitwidth=32|points-per-thread=8"
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: $0 WORKLOADS VARIANTS OPTS..." >&2; exit 2; }
WORKLOADS=$1 VARIANTS=$2; shift 2
KERNELS=${KERNELS:-regex:_stencil}
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session stencil stencil-ncu
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  "$NCU" --version | tail -1 | sed 's/^/ncu: /'
} | tee "$OUT/machine.txt"
k=0
for opts in "$@"; do
  d=$OUT/set-$k
  mkdir -p "$d"
  echo "option set $k: '$opts'" | tee -a "$OUT/machine.txt"
  lower=${opts%%|*} fuse=
  [[ $opts == *"|"* ]] && fuse=${opts#*|}
  python3 bench/stencil/run.py workloads --out "$d" --workloads "$WORKLOADS" \
    --variants "$VARIANTS" --lower-options "$lower" --fuse-options "$fuse" --keep-work \
    --one-run --warmup 0 --repeat 1 --no-table > "$d/run.log" 2>&1
  for w in ${WORKLOADS//,/ }; do
    for v in ${VARIANTS//,/ }; do
      p=$d/work/$w/$v.lowered.mlir
      [ -f "$p" ] || continue
      rep=$d/$w-$v
      mkdir -p "$d/work/$w/ncu.out"  # the runtime fails where it is missing
      KFUSION_INPUT_DIR=$d/work/$w/in KFUSION_OUTPUT_DIR=$d/work/$w/ncu.out \
        KFUSION_BENCH_WARMUP=0 KFUSION_BENCH_REPEAT=0 \
        timeout 300 "$NCU" --set full -k "$KERNELS" -c 2 -f -o "$rep" \
        kfusion-runner "$p" -e main --entry-point-result=void > "$rep.log" 2>&1
      "$NCU" --import "$rep.ncu-rep" --page details > "$rep-details.txt" 2>&1
      "$NCU" --import "$rep.ncu-rep" --page raw --csv > "$rep-raw.csv" 2>&1
    done
  done
  k=$((k + 1))
done
python3 - "$OUT" <<'EOF' | tee "$OUT/ncu.md"
import pathlib, sys
sys.path.insert(0, "python")
from kfusion import ncu
out = pathlib.Path(sys.argv[1])
sets = {}
for line in (out / "machine.txt").read_text().splitlines():
    if line.startswith("option set "):
        k, _, opts = line[len("option set "):].partition(": ")
        sets["set-" + k] = opts
# (column, metric, the unit to convert to or a factor)
METRICS = [
    ("duration us", "gpu__time_duration.sum", "usecond"),
    ("memory %", "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed", None),
    ("DRAM %", "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed", None),
    ("DRAM GB/s", "dram__bytes.sum.per_second", "Gbyte/second"),
    ("L1/shared %", "l1tex__throughput.avg.pct_of_peak_sustained_active", None),
    ("issue busy %", "smsp__issue_active.avg.pct_of_peak_sustained_active", None),
    ("warp inst (M)", "smsp__inst_executed.sum", 1e-6),
    ("shared ld conflicts (M)", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", 1e-6),
    ("shared st conflicts (M)", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum", 1e-6),
    ("regs", "launch__registers_per_thread", None),
    ("occupancy %", "sm__warps_active.avg.pct_of_peak_sustained_active", None),
]
rows = []
for raw in sorted(out.glob("set-*/*-raw.csv")):
    label = [sets.get(raw.parent.name, "?"), raw.name[:-8]]
    launches = ncu.read_raw_page(raw)
    if not launches:
        rows.append(label + ["(no profile: see %s)" % (raw.name[:-8] + ".log")])
    for launch in launches:
        rows.append(label + [launch.kernel[:40]]
                    + [ncu.cell(launch, name, want) for _, name, want in METRICS]
                    + [ncu.top_stalls(launch, 4)])
print("\n".join(ncu.table(["option set", "workload-variant", "kernel"]
                          + [m[0] for m in METRICS]
                          + ["top stalls (cycles per issued instruction)"], rows)))
EOF
tar -C "$OUT" -czf "$OUT/ncu.tgz" $(cd "$OUT" && ls -d set-*/*.ncu-rep set-*/*-details.txt set-*/*.log set-*/run.log 2>/dev/null)
