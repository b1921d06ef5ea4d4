#!/usr/bin/env bash
# A model block's own GEMMs tuned on a lent GPU machine, from the self-contained bundle (the
# programs made beforehand by make-programs.sh and carried, as for gpu-session.sh), then the
# blocks timed with the result: `bench/models/run.py tune-gemms` fuses each program against
# an empty tuning cache (kfusion-fuse's remark per tensor-core GEMM kernel: its plan and its
# problem), builds it once per candidate plan handed to those problems, checks each build
# against PyTorch and times its kernels under ncu, and adds the fastest plan of each problem
# to $OUT/tuning-cache.json (kind "gemm"), and the same for the GEMMs of kfusion-fuse's other
# candidates that the chosen program lacks (run.py's --alternatives); then `run.py workloads` times each program as
# kfusion-fuse builds it without the cache and with it (its GEMMs projected at their
# measured times: kfusion.gemm_measured_us), in one run. Under $OUT: machine.txt,
# tune-gemms.log, tune-gemms.md (per GEMM kernel: each plan, its check and time),
# tuning-cache.json, without/ and with/ (workloads.jsonl, meta.json), summary.md (the two
# times per program, printed last).
#
#   bash bench/models/tune-gemms-session.sh [run.py options, e.g. --models gpt2,bert
#                                            --size long --dtypes float16]
#
# Time: no new candidate build starts after TUNE_BUDGET seconds (default 300); each build is
# checked and profiled in one run of a warm-up and a timed step. GPT-2 and BERT at 4096 tokens,
# six plans each, took 104 s on an H100 (bench/results/2026-12-05-h200-h100-gelu-fusion-tune-gemms),
# before the alternatives were tuned too (each adds a probe and up to six builds a program).
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session models-tune-gemms
bench_machine_info "kfusion-fuse in the bundle's kfusion-opt: \
$(bench_opt_passes '--kfusion-fuse\b')"
CACHE=$OUT/tuning-cache.json
START=$(date +%s)
python3 bench/models/run.py tune-gemms --out "$OUT/tune" --cache "$CACHE" --one-run \
  --warmup 1 --repeat 1 --budget "${TUNE_BUDGET:-300}" "$@" 2>&1 | tee "$OUT/tune-gemms.log"
rc=${PIPESTATUS[0]}
grep -E '^(###|\||$)' "$OUT/tune-gemms.log" > "$OUT/tune-gemms.md"
python3 bench/models/run.py workloads --out "$OUT/without" --one-run --no-table "$@" \
  >> "$OUT/tune-gemms.log" 2>&1 || rc=1
python3 bench/models/run.py workloads --out "$OUT/with" --one-run --no-table \
  --fuse-options "tuning-cache=$CACHE" "$@" >> "$OUT/tune-gemms.log" 2>&1 || rc=1
python3 - "$OUT" > "$OUT/summary.md" <<'PY'
import json, sys
from pathlib import Path
out = Path(sys.argv[1])
def rows(d):
    p = out / d / "workloads.jsonl"
    return {r["program"]: r for r in map(json.loads, p.read_text().splitlines())} if p.exists() else {}
without, with_ = rows("without"), rows("with")
print("| program | without the cache ms | with it ms | chose (without / with) |")
print("|---|---|---|---|")
for prog in without:
    a, b = without[prog], with_.get(prog, {})
    print("| %s | %s | %s | %s / %s |" % (prog, a.get("median_ms", a.get("status")),
                                         b.get("median_ms", b.get("status")), a.get("chosen"),
                                         b.get("chosen")))
PY
rm -rf "$OUT/tune/work" "$OUT/without/work" "$OUT/with/work"
bench_session_end "models tune-gemms session" "$rc"
grep -E '^tune-gemms: ' "$OUT/tune-gemms.log"
cat "$OUT/summary.md"
exit "$rc"
