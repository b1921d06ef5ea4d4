#!/usr/bin/env bash
# Nsight Compute on the cuSync GEMM kernels (why the 128 x 128 x 64 wgmma producer of the
# GPT-3 MLP at M = 512 is slower per FLOP than the 256 x 128 x 64 one; what RowSync's
# clones cost against StreamSync's kernels), on the GPU machine from the bundle. For each
# tile set, the programs are made, lowered and checked by `run.py workloads --keep-work`
# (one untimed step: --one-run --warmup 0 --repeat 0; the lowered programs stay in
# set-K/prepared/<workload>-m<M>/<variant>.lowered.mlir, the inputs in
# set-K/work/<workload>-m<M>/in), then `ncu --set full` profiles each lowered program's
# kernels that match KERNELS (default: the GEMMs, e.g. mlp_up, mlp_down, their split-K
# sums and their `_sync<N>` clones, not the `_wait` kernel) over COUNT steps (COUNT
# launches of each kernel). ncu replays every profiled launch about 40 times for
# `--set full`, serializes the kernels (a synchronized pair does not overlap there: the
# consumer clone's profile is its cost with the semaphores already posted) and locks the
# clocks to base, so its durations are longer than the timed runs'. About 1.5 minutes of
# GPU time per tile set with the defaults (2 tile sets x 2 variants: about 3-4 minutes).
# Writes $OUT/machine.txt, $OUT/ncu.md (one row per tile set, variant and kernel:
# duration, TFLOP/s, SM, tensor pipe, issue slots, DRAM, L2, L1 throughput, warp
# instructions, registers, grid, waves, occupancy, the top 3 stall reasons; averaged
# over the launches; then the kernels' SASS loops: instructions per tensor instruction of
# each loop, csbench.sass on cuobjdump -sass of the programs' cubins) and $OUT/ncu.tgz (reports, details pages, raw CSVs, logs, the
# passes' remarks and programs); the inputs and lowered programs are removed afterwards
# unless KEEP_WORK=1.
#
#   bash bench/cusync/ncu.sh [TILESET...] [-- run.py workloads options]
#   TILESET: own (the programs' own tiles, the default), TMxTNxTK:S (every GEMM, as --tile
#   TMxTNxTK --stages S) or TMxTNxTK:S/TMxTNxTK:S (an MLP's first and second GEMM): the
#   tuner's --tiles / TUNE_TILES candidates. Environment (defaults): WORKLOADS (mlp_gpt3),
#   M (512), VARIANTS (stream,planned), FLAVOUR (wgmma), KERNELS (below), COUNT (2),
#   SEED (1), NCU_OPTIONS (more ncu options, e.g. "--clock-control none" or
#   "--metrics sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active"),
#   KEEP_WORK, BUNDLE, OUT, KFUSION_BUNDLE_DIR.
#   e.g. bash bench/cusync/ncu.sh own 128x128x64:5/256x128x64:4
set -uo pipefail
SETS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do SETS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#SETS[@]} -gt 0 ] || SETS=(own)
WORKLOADS=${WORKLOADS:-mlp_gpt3} M=${M:-512} VARIANTS=${VARIANTS:-stream,planned}
FLAVOUR=${FLAVOUR:-wgmma} COUNT=${COUNT:-2} SEED=${SEED:-1}
KERNELS=${KERNELS:-'regex:(mlp_(up|down)|gemm(_down)?|conv[0-9]+)(_sum)?(_sync[0-9]+)?$'}
[[ $COUNT =~ ^[1-9][0-9]*$ ]] || { echo "COUNT=$COUNT: a number of launches >= 1" >&2; exit 2; }
# TILESET -> run.py's --tile / --stages (one value, or one per GEMM joined by ',').
tile_options() {
  local part tiles="" stages="" n=0 with=0
  TILE_OPTS=()
  [ "$1" = own ] && return 0
  IFS=/ read -ra parts <<< "$1"
  for part in "${parts[@]}"; do
    n=$((n + 1))
    tiles+=${tiles:+,}${part%%:*}
    if [[ $part == *:* ]]; then with=$((with + 1)); stages+=${stages:+,}${part#*:}; fi
  done
  if [ "$with" -ne 0 ] && [ "$with" -ne "$n" ]; then
    echo "tile set '$1': give the stages of every GEMM (TMxTNxTK:S/TMxTNxTK:S) or of none" >&2
    return 1
  fi
  TILE_OPTS=(--tile "$tiles")
  [ -n "$stages" ] && TILE_OPTS+=(--stages "$stages")
  return 0
}
for s in "${SETS[@]}"; do tile_options "$s" || exit 2; done
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session cusync cusync-ncu
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
CUOBJDUMP=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
read -ra NCU_EXTRA <<< "${NCU_OPTIONS:-}"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  "$NCU" --version | tail -1 | sed 's/^/ncu: /'
  echo "workloads: $WORKLOADS; M: $M; variants: $VARIANTS; flavour: $FLAVOUR; run.py options: $*"
  echo "kernels: $KERNELS; launches per kernel: $COUNT; ncu options: --set full ${NCU_EXTRA[*]}"
} | tee "$OUT/machine.txt"
START=$(date +%s)
rm -rf "$OUT"/set-* "$OUT/ncu.tgz"
k=0
for set in "${SETS[@]}"; do
  d=$OUT/set-$k
  mkdir -p "$d"
  echo "tile set $k: $set" | tee -a "$OUT/machine.txt"
  tile_options "$set"
  python3 bench/cusync/run.py workloads --out "$d" --workloads "$WORKLOADS" --m "$M" \
    --variants "$VARIANTS" --flavour "$FLAVOUR" "${TILE_OPTS[@]}" --seed "$SEED" \
    --keep-work --one-run --warmup 0 --repeat 0 --no-table "$@" > "$d/run.log" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "set-$k: run.py exit status $rc (run.log):" | tee -a "$OUT/machine.txt"
    tail -n 15 "$d/run.log"
  fi
  for w in ${WORKLOADS//,/ }; do
    for m in ${M//,/ }; do
      key=$w-m$m
      for v in ${VARIANTS//,/ }; do
        p=$d/prepared/$key/$v.lowered.mlir
        [ -f "$p" ] || { echo "set-$k $key $v: no lowered program (run.log)"; continue; }
        rep=$d/$key.$v
        mkdir -p "$d/work/$key/ncu.out"
        # COUNT steps: the checked one and COUNT - 1 untimed ones (no cache flush).
        KFUSION_INPUT_DIR=$d/work/$key/in KFUSION_OUTPUT_DIR=$d/work/$key/ncu.out \
          KFUSION_BENCH_WARMUP=$((COUNT - 1)) KFUSION_BENCH_REPEAT=0 \
          timeout 300 "$NCU" --set full -k "$KERNELS" -c $((COUNT * 8)) "${NCU_EXTRA[@]}" \
          -f -o "$rep" kfusion-runner "$p" -e main --entry-point-result=void > "$rep.log" 2>&1
        echo "set-$k $key $v: ncu exit status $? ($(grep -c '^==PROF== Profiling' "$rep.log") launches profiled)"
        "$NCU" --import "$rep.ncu-rep" --page details > "$rep-details.txt" 2>&1
        "$NCU" --import "$rep.ncu-rep" --page raw --csv > "$rep-raw.csv" 2>&1
        # The kernels' SASS, from the cubin the lowered program carries (the loop table).
        bin=$d/bin-$key.$v
        mkdir -p "$bin"
        kfusion-opt "$p" --kfusion-dump-binaries=output-dir="$bin" -o /dev/null \
          > "$bin/dump.log" 2>&1
        for c in "$bin"/*.cubin; do [ -f "$c" ] && "$CUOBJDUMP" -sass "$c"; done \
          > "$rep.sass" 2>&1
      done
    done
  done
  k=$((k + 1))
done
echo "ncu: $(( $(date +%s) - START )) s for ${#SETS[@]} tile set(s)" | tee -a "$OUT/machine.txt"
python3 - "$OUT" "$VARIANTS" "$(dirname "$0")" <<'EOF' | tee "$OUT/ncu.md"
import csv, json, pathlib, re, sys
out, variants = pathlib.Path(sys.argv[1]), sys.argv[2].split(",")
sys.path.insert(0, sys.argv[3])
from csbench import sass
sets = {}
for line in (out / "machine.txt").read_text().splitlines():
    m = re.match(r"tile set (\d+): (\S+)$", line)
    if m:
        sets["set-" + m.group(1)] = m.group(2)
PREFIX = {"": 1.0, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "n": 1e-9, "u": 1e-6, "m": 1e-3}


def to_base(value, unit, base):
    """value in `unit` (e.g. usecond, ns, Mbyte, Gbyte/second) in the unprefixed `base`
    (second, byte, byte/second); None when the unit is another quantity's."""
    unit = (unit or "").strip()
    if not unit:
        return value
    for names in ((base,), {"second": ("s",), "byte/second": ("byte/s", "B/s"),
                            "byte": ("B",)}.get(base, ())):
        for name in names:
            if unit.endswith(name) and unit[:-len(name)] in PREFIX:
                return value * PREFIX[unit[:-len(name)]]
    return None


# (column, candidate metrics (the first present is used), conversion: None (as is), a
# factor, or (base unit, the column's unit in it))
METRICS = [
    ("duration us", ["gpu__time_duration.sum"], ("second", 1e-6)),
    ("SM %", ["sm__throughput.avg.pct_of_peak_sustained_elapsed"], None),
    ("tensor pipe %", ["sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active",
                       "sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active",
                       "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active",
                       "sm__inst_executed_pipe_tensor_op_gmma.avg.pct_of_peak_sustained_active",
                       "sm__inst_executed_pipe_tensor_op_hmma.avg.pct_of_peak_sustained_active"],
     None),
    ("issue busy %", ["smsp__issue_active.avg.pct_of_peak_sustained_active"], None),
    ("DRAM %", ["gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed",
                "dram__throughput.avg.pct_of_peak_sustained_elapsed"], None),
    ("DRAM read MB", ["dram__bytes_read.sum"], ("byte", 1e6)),
    ("L2 %", ["lts__throughput.avg.pct_of_peak_sustained_elapsed"], None),
    ("L2 hit %", ["lts__t_sector_hit_rate.pct"], None),
    ("L1/shared %", ["l1tex__throughput.avg.pct_of_peak_sustained_active"], None),
    ("warp inst (M)", ["smsp__inst_executed.sum"], 1e-6),
    ("regs", ["launch__registers_per_thread"], None),
    ("grid", ["launch__grid_size"], None),
    ("waves", ["launch__waves_per_multiprocessor"], None),
    ("occupancy %", ["sm__warps_active.avg.pct_of_peak_sustained_active"], None),
    ("theor. occ. %", ["sm__maximum_warps_per_active_cycle_pct"], None),
]
STALLS = ("smsp__average_warps_issue_stalled_", "_per_issue_active.ratio")
used = {}


def number(text):
    try:
        return float(str(text).replace(",", ""))
    except ValueError:
        return None


def launch_values(val, unit):
    """{column: float or None} and {stall reason: cycles per issued instruction} of one
    profiled launch."""
    cells = {}
    for col, names, want in METRICS:
        name = next((n for n in names if val.get(n, "") not in ("", "n/a")), None)
        f = number(val[name]) if name else None
        if f is not None and isinstance(want, tuple):
            f = to_base(f, unit.get(name), want[0])
            f = None if f is None else f / want[1]
        elif f is not None and want:
            f *= want
        if f is not None:
            used.setdefault(col, set()).add(name)
        cells[col] = f
    stalls = {}
    for name, v in val.items():
        if name.startswith(STALLS[0]) and name.endswith(STALLS[1]):
            reason = name[len(STALLS[0]):-len(STALLS[1])]
            if reason != "selected" and number(v) is not None:   # selected: issuing
                stalls[reason] = number(v)
    return cells, stalls


def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def gemm_flops(launches):
    """{kernel: 2 M N K} of the program's GEMM kernels (M as run: padded), from the
    launches' `describe` (run.py's workloads.jsonl)."""
    flops = {}
    for l in launches or []:
        m = re.search(r" (\d+)x(\d+)x(\d+) tile ", l.get("describe", ""))
        if m:
            mm, n, k = map(int, m.groups())
            flops[l["kernel"]] = 2 * mm * n * k * (2 if "epilogue swiglu" in l["describe"] else 1)
    return flops


def fmt(f, spec="%.1f"):
    return "-" if f is None else spec % f


cols = [c for c, _, _ in METRICS]
print("| tile set | program | variant | kernel | launches | " +
      " | ".join(cols[:1] + ["TFLOP/s"] + cols[1:]) +
      " | top stalls (cycles per issued instruction) |")
print("|---" * (len(cols) + 7) + "|")
missing = []
for d in sorted(out.glob("set-*"), key=lambda p: int(p.name[4:]) if p.name[4:].isdigit() else 0):
    if not d.is_dir():
        continue
    label = sets.get(d.name, d.name)
    runs = {}
    jsonl = d / "workloads.jsonl"
    if jsonl.exists():
        for line in jsonl.read_text().splitlines():
            r = json.loads(line)
            runs["%s-m%s.%s" % (r["workload"], r["m"], r["variant"])] = r
    raws = {p.name[:-len("-raw.csv")]: p for p in d.glob("*-raw.csv")}
    order = lambda n: (n.partition(".")[0], variants.index(n.partition(".")[2])
                       if n.partition(".")[2] in variants else len(variants))
    for name in sorted(set(raws) | {n for n in runs if n.partition(".")[2] in variants},
                       key=order):
        key, _, variant = name.partition(".")
        run = runs.get(name, {})
        what = variant
        if run.get("plan"):
            what += " (%s)" % run["plan"].split(":")[0]
        if run.get("median_ms"):        # timed too (run.py options -- --repeat N)
            what += ", timed %.4f ms" % run["median_ms"]
        if run.get("status") and run["status"] != "equal":
            what += " [check: %s]" % run["status"][:40]
        rows = list(csv.reader(raws[name].open())) if name in raws else []
        # The header (metric names), the units, a row per launch (warnings may come first).
        rows = rows[next((i for i, r in enumerate(rows) if "Kernel Name" in r), len(rows)):]
        if len(rows) < 3:
            print("| %s | %s | %s | (no profile: %s) |" % (
                label, key, what, "see %s/%s.log" % (d.name, name) if name in raws else
                run.get("status", "not run")))
            continue
        head, units = rows[0], dict(zip(rows[0], rows[1]))
        kernels = {}        # kernel -> [(cells, stalls)] in launch order
        for r in rows[2:]:
            val = dict(zip(head, r))
            kernels.setdefault(val.get("Kernel Name", "?"), []).append(launch_values(val, units))
        flops = gemm_flops(run.get("launches"))
        for kernel, launches in kernels.items():
            cells = {c: mean([l[0][c] for l in launches]) for c in cols}
            reasons = {s for l in launches for s in l[1]}
            stalls = sorted(((mean([l[1].get(s) for l in launches]), s) for s in reasons),
                            reverse=True)
            fl = flops.get(re.sub(r"_sync\d+$", "", kernel))
            dur = cells["duration us"]
            tflops = fl / (dur * 1e-6) / 1e12 if fl and dur else None
            shown = [fmt(cells[cols[0]]), fmt(tflops, "%.0f")] + [
                fmt(cells[c], "%.0f" if c in ("regs", "grid") else
                    "%.2f" if c == "waves" else "%.1f") for c in cols[1:]]
            print("| %s | %s | %s | %s | %d | %s | %s |" % (
                label, key, what, kernel[:40], len(launches), " | ".join(shown),
                ", ".join("%s %.2f" % (s, f) for f, s in stalls[:3])))
print()
print("Per tile set (`own`: the programs' own tiles; `A:S/B:S`: an MLP's first and second "
      "GEMM, as --tile / --stages), program and variant (the planner's choice in "
      "parentheses; run.py's median when it timed too: options `-- --warmup 5 --repeat "
      "20`; its check's status when not `equal`), one row per kernel, each metric the mean over its profiled launches "
      "(ncu --set full: clocks locked to base, caches flushed before each replay pass, "
      "kernels serialized, so no overlap of a synchronized pair). TFLOP/s = 2 M N K (M as "
      "run, padded; from run.py's workloads.jsonl) over the duration. Metrics used: " +
      "; ".join("%s = %s" % (c, ", ".join(sorted(used[c]))) for c in cols if c in used) +
      ". Stalls: smsp__average_warps_issue_stalled_<reason>_per_issue_active.ratio "
      "(`selected` left out; `gmma`: waiting for a wgmma group).")
print()
print("| tile set | program.variant kernel | loop | instructions | tensor | per tensor "
      "| commonest |")
print("|---|---|---|---|---|---|---|")
for d in sorted(out.glob("set-*"), key=lambda p: int(p.name[4:]) if p.name[4:].isdigit() else 0):
    for f in sorted(d.glob("*.sass")):
        text = sass.render(sass.loops(f.read_text(errors="replace")),
                           "%s | %s " % (sets.get(d.name, d.name), f.stem))
        print(text or "| %s | %s | (no loops: see the file) |" % (sets.get(d.name, d.name),
                                                                    f.stem))
print()
print("SASS loops (csbench.sass on cuobjdump -sass of the cubin each lowered program "
      "carries): per backward branch, its body's instructions, the tensor instructions "
      "(HGMMA, HMMA, ...) among them and their ratio (a wgmma k-tile is four HGMMA per "
      "warp: 4 x the ratio = instructions per k-tile), the five commonest opcodes.")
EOF
# The passes' remarks and programs, ptxas's resources and the reports travel as one
# archive; the inputs and the lowered programs (hundreds of MB) are removed.
shopt -s nullglob
(cd "$OUT" && FILES=(set-*/*.ncu-rep set-*/*-details.txt set-*/*-raw.csv set-*/*.log set-*/*.sass
  set-*/workloads.jsonl set-*/prepared/*/*.remarks.txt set-*/prepared/*/*.sync.mlir
  set-*/prepared/*/resources.json set-*/prepared/*/*.info.json set-*/prepared/*/*.status.json) &&
  tar -czf ncu.tgz "${FILES[@]}")
[ "${KEEP_WORK:-0}" = 1 ] || rm -rf "$OUT"/set-*/work "$OUT"/set-*/prepared "$OUT"/set-*/bin-*
