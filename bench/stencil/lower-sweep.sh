#!/usr/bin/env bash
# Times the stencil workloads under several kfusion-to-cubin option sets in one GPU session
# (issue 8: where the fused kernels' instructions go): the copy ceiling once, then
# `run.py workloads` per option set (each variant checked against the numpy reference,
# then timed), then one table: median ms per workload, variant and option set.
#
#   bash bench/stencil/lower-sweep.sh WORKLOADS VARIANTS "OPTS1" "OPTS2" ...
#   e.g. bash bench/stencil/lower-sweep.sh jacobi,hdiff unfused,all "" "bare-ptr=true"
#
# An option set "LOWER|FUSE" also passes FUSE to kfusion-stencil-fusion (e.g.
# "bare-ptr=true|points-per-thread=4"), and "LOWER|FUSE|PLAN" PLAN to kfusion-plan-stencil
# (e.g. "||max-group-size=6"). An empty option set is the default lowering. The table in $OUT/sweep.md; each set's log and
# JSON in $OUT/sweeps.tgz (sweep-<k>/).
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: $0 WORKLOADS VARIANTS OPTS..." >&2; exit 2; }
WORKLOADS=$1 VARIANTS=$2; shift 2
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session stencil stencil-sweep
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  k=0; for o in "$@"; do echo "option set $k: '${o}'"; k=$((k + 1)); done
} | tee "$OUT/machine.txt"
python3 bench/stencil/run.py copy --out "$OUT/sweep-0" > "$OUT/copy.log" 2>&1
k=0; rc=0
for opts in "$@"; do
  d=$OUT/sweep-$k
  mkdir -p "$d"
  [ $k -gt 0 ] && cp "$OUT/sweep-0/copy.json" "$d/" 2>/dev/null
  lower=${opts%%|*} fuse= plan=
  [[ $opts == *"|"* ]] && fuse=${opts#*|}
  [[ $fuse == *"|"* ]] && plan=${fuse#*|} && fuse=${fuse%%|*}
  python3 bench/stencil/run.py workloads --out "$d" --workloads "$WORKLOADS" \
    --variants "$VARIANTS" --lower-options "$lower" --fuse-options "$fuse" \
    --plan-options "$plan" --no-table \
    > "$d/run.log" 2>&1 || rc=1
  rm -rf "$d/work"
  k=$((k + 1))
done
python3 - "$OUT" "$@" <<'PY' | tee "$OUT/sweep.md"
import json, sys, pathlib
out, opts = pathlib.Path(sys.argv[1]), sys.argv[2:]
rows = {}
for k, _ in enumerate(opts):
    f = out / ("sweep-%d" % k) / "workloads.jsonl"
    for line in (f.read_text().splitlines() if f.exists() else []):
        r = json.loads(line)
        rows.setdefault((r["workload"], r["variant"]), {})[k] = r
copy = json.loads((out / "sweep-0" / "copy.json").read_text()) if (out / "sweep-0" / "copy.json").exists() else {}
print("copy: %s GB/s" % copy.get("copy_gbs"))
print("| workload | variant | " + " | ".join("'%s'" % (o or "default") for o in opts) + " |")
print("|---|---|" + "---|" * len(opts))
for (w, v), by in rows.items():
    cells = []
    for k, _ in enumerate(opts):
        r = by.get(k)
        if not r:
            cells.append("-")
        elif r["status"] != "equal":
            cells.append(r["status"])
        else:
            cells.append("%.4f (%.2f of copy)" % (r["median_ms"], r.get("copy_fraction") or 0))
    print("| %s | %s | %s |" % (w, v, " | ".join(cells)))
PY
# The device tool returns a few files: the per-set logs travel as one archive.
(cd "$OUT" && tar -czf sweeps.tgz sweep-[0-9]* && rm -rf sweep-[0-9]*)
exit $rc
