#!/usr/bin/env bash
# Nsight Compute on bench/gemm's GEMMs, ours beside cuBLAS's (issue 39: where the small-M
# gap to cuBLAS is), on the GPU machine from the bundle. `run.py time --keep-work` builds
# and checks each GEMM once (one untimed run), then `ncu` (the sections the table reads) profiles the GEMM
# kernel of each lowered program (step graphs off: each kernel launched) and, in a process
# of its own, the kernel cuBLAS runs for torch.matmul of the same shape and layout (its
# second launch; the name says cuBLAS's tile, cluster and schedule). ncu locks the clocks
# to base, so its durations are longer than the timed runs'. Writes $OUT/ncu.md (one row
# per GEMM and side: kernel, grid, block, cluster, registers, duration, SM, tensor pipe,
# L2 and DRAM throughput, L2 bytes, issue slots busy, top stalls) and $OUT/ncu.tgz
# (reports, details pages, logs).
#
#   bash bench/gemm/ncu.sh [run.py time options, e.g. --m 256,512 --shapes gpt3,llama
#                           --configs 'model;tile=128,128 groups=2,1']
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session gemm gemm-ncu
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
# The sections the table reads (fewer replays than --set full).
SECTIONS=(--section SpeedOfLight --section LaunchStats --section Occupancy
  --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis
  --metrics sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active,lts__t_bytes.sum,launch__cluster_dim_x)
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  "$NCU" --version | tail -1 | sed 's/^/ncu: /'
  echo "run.py time options: $*"
} | tee "$OUT/machine.txt"
python3 bench/gemm/run.py time --out "$OUT/built" --keep-work --one-run --warmup 0 \
  --repeat 1 --no-table "$@" > "$OUT/run.log" 2>&1
mkdir -p "$OUT/prof"
for w in "$OUT"/built/work/*/; do
  name=$(basename "$w")
  p=$w/program.mlir
  [ -f "$p" ] || { echo "$name: not built (run.log)" | tee -a "$OUT/machine.txt"; continue; }
  mkdir -p "$w/ncu.out"  # the runtime fails where the output folder is missing
  KFUSION_INPUT_DIR=$w/in KFUSION_OUTPUT_DIR=$w/ncu.out KFUSION_CUDA_GRAPH=0 \
    KFUSION_BENCH_WARMUP=0 KFUSION_BENCH_REPEAT=0 \
    timeout 300 "$NCU" "${SECTIONS[@]}" -c 1 -f \
    -o "$OUT/prof/ours-$name" kfusion-runner "$p" -e main --entry-point-result=void \
    > "$OUT/prof/ours-$name.log" 2>&1
  # cuBLAS: the workload's shape and layout from run.py's programs, torch.matmul twice.
  timeout 300 "$NCU" "${SECTIONS[@]}" -k 'regex:gemm|nvjet|xmma|cutlass|sm90' --launch-skip 1 -c 1 \
    -f -o "$OUT/prof/cublas-$name" python3 - "$name" "$@" > "$OUT/prof/cublas-$name.log" 2>&1 <<'EOF'
import sys
sys.path.insert(0, "bench/gemm")
import torch
from gemmbench import programs
name = sys.argv[1].split("@")[0]
elem = "bf16" if "bf16" in sys.argv[2:] else "f16"
m = int(name.rsplit("_m", 1)[1])
g = next(p.gemm for p in programs.mlp_gemms(m, elem) if p.name == name)
dt = torch.bfloat16 if elem == "bf16" else torch.float16
a = torch.randn(g.m, g.k, device="cuda", dtype=dt)
w = torch.randn(*((g.k, g.n) if g.b == "kn" else (g.n, g.k)), device="cuda", dtype=dt)
for _ in range(2):
    c = torch.matmul(a, w) if g.b == "kn" else torch.matmul(a, w.t())
torch.cuda.synchronize()
EOF
done
for rep in "$OUT"/prof/*.ncu-rep; do
  "$NCU" --import "$rep" --page details > "${rep%.ncu-rep}-details.txt" 2>&1
  "$NCU" --import "$rep" --page raw --csv > "${rep%.ncu-rep}-raw.csv" 2>&1
done
python3 - "$OUT" <<'EOF' | tee "$OUT/ncu.md"
import pathlib, sys
sys.path.insert(0, "python")
from kfusion import ncu
out = pathlib.Path(sys.argv[1])
# (column, metric names tried in order, the unit to convert to or a factor)
METRICS = [
    ("grid", "launch__grid_size", None),
    ("block", "launch__block_size", None),
    ("cluster", "launch__cluster_dim_x", None),
    ("regs", "launch__registers_per_thread", None),
    ("duration us", "gpu__time_duration.sum", "usecond"),
    ("SM %", "sm__throughput.avg.pct_of_peak_sustained_elapsed", None),
    ("tensor %", ["sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active",
                  "sm__inst_executed_pipe_tensor_op_gmma.avg.pct_of_peak_sustained_active",
                  "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active"],
     None),
    ("L2 %", "lts__throughput.avg.pct_of_peak_sustained_elapsed", None),
    ("L2 MB", "lts__t_bytes.sum", "Mbyte"),
    ("DRAM %", "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed", None),
    ("issue busy %", "smsp__issue_active.avg.pct_of_peak_sustained_active", None),
]
rows = []
for raw in sorted(out.glob("prof/*-raw.csv"), key=lambda p: (p.name.split("-", 1)[1], p.name)):
    side, _, name = raw.name[:-8].partition("-")
    launches = ncu.read_raw_page(raw)
    if not launches:
        rows.append([name, side, "(no profile: prof/%s-%s.log)" % (side, name)])
    for launch in launches:
        rows.append([name, side, launch.kernel[:70]]
                    + [ncu.cell(launch, names, want) for _, names, want in METRICS]
                    + [ncu.top_stalls(launch, 3)])
print("\n".join(ncu.table(["GEMM", "side", "kernel"] + [m[0] for m in METRICS]
                          + ["top stalls (cycles per issued instruction)"], rows)))
EOF
tar -C "$OUT" -czf "$OUT/ncu.tgz" prof run.log machine.txt built/workloads.jsonl 2>/dev/null
rm -rf "$OUT/prof" "$OUT/built/work"
