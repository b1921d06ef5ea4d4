#!/usr/bin/env bash
# The tuner of kfusion-fuse's candidates on a lent GPU machine, from the self-contained
# bundle (the programs made beforehand by make-programs.sh and carried, as for
# gpu-session.sh): `bench/models/run.py tune` prepares each model program once per candidate
# (stitch, stitch-greedy, stitch-unpacked, stitch-gemm-alone, unfused, per-region), checks it
# against PyTorch, times it and adds the checked medians to the tuning cache
# $OUT/tuning-cache.json (kind "fuse"; docs/fuse.md, "Measured feedback"); then kfusion-fuse
# with that cache must choose the fastest measured candidate of each program. Under $OUT:
# machine.txt, tune.log, meta.json, tune.jsonl, tuning-cache.json, tune.md (the table per
# program: candidates projected beside measured, the model's choice beside the fastest).
#
#   bash bench/models/tune-session.sh [run.py tune options, e.g. --models gpt2,bert
#                                      --size long --candidates stitch,per-region]
#
# Time: no new candidate starts after TUNE_BUDGET seconds (default 420); each candidate is
# checked and timed in one run (--one-run). Five float16 blocks at the gpu size are 30
# candidate programs; at about 8 s each (gpu-session.sh's 68 s for five) that is some 4
# minutes.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session models-tune
bench_machine_info "kfusion-fuse in the bundle's kfusion-opt: \
$(bench_opt_passes '--kfusion-fuse\b')"
START=$(date +%s)
python3 bench/models/run.py tune --out "$OUT" --cache "$OUT/tuning-cache.json" --one-run \
  --budget "${TUNE_BUDGET:-420}" "$@" 2>&1 | tee "$OUT/tune.log"
rc=${PIPESTATUS[0]}
grep -E '^(###|\||model.s choice|$)' "$OUT/tune.log" > "$OUT/tune.md"
rm -rf "$OUT/work"
bench_session_end "models tune session" "$rc"
grep -E '^tune: ' "$OUT/tune.log"
exit "$rc"
