#!/usr/bin/env bash
# Runs the model-block benchmarks on a lent GPU machine from the self-contained bundle (no
# MLIR and no torch-mlir there: the programs, bench/models/programs, are made beforehand by
# make-programs.sh where torch-mlir installs and come with the working tree, named in the lent
# machine's carry since they are git-ignored; bench/models/README.md, "Running"):
# unpacks dist/kfusion-bundle.tar.xz once (kept in $KFUSION_BUNDLE_DIR between calls while the
# machine stays warm; bench/session.sh), then `bench/models/run.py all` with the bundle's
# tools: each model block (GPT-2, BERT, LLaMA, MLP-Mixer, ResNet; float16 unless --dtypes says
# else) fused by kfusion-opt --kfusion-fuse=device=<this GPU: h100 or h200> and lowered
# (chip=sm_90a) there, run
# on freshly drawn weights and inputs, checked against PyTorch computing in float32 on the GPU,
# then timed; PyTorch eager (as called and replayed as a CUDA graph) and torch.compile (its
# default mode and max-autotune; run.py's --peer-modes) on the same module and weights
# (peers.py); the
# tables. Under $OUT, eight files: machine.txt, models.log, meta.json, workloads.jsonl,
# peers.json, tables.md, summary.md (the short table, printed last) and remarks.tar.gz
# (per program kfusion-fuse's remarks, what prepare recorded and the fused program).
#
#   bash bench/models/gpu-session.sh [run.py all options, e.g. --models gpt2,llama
#                                     or --dtypes float16,float32
#                                     or --prepared bench/models/prepared: the programs
#                                     `run.py prepare --out bench/models/prepared` fused and
#                                     lowered elsewhere, with tools newer than the bundle's]
#
# Time: made to fit about 6 minutes of GPU time: no new program starts after
# WORKLOAD_BUDGET seconds (default 150; each is fused and lowered in a few seconds, LLaMA's
# 400 MB of f16 weights drawn and written in some more), no new peer measurement after
# PEERS_BUDGET (default 140: torch.compile compiles each block afresh, twice: max-autotune
# tunes its GEMM templates, a minute or more per block; --peer-modes default keeps a
# session to the default mode); 5 warm-up and 20
# timed steps per program, checked and timed in one run (--one-run: the time counts only if
# the check passes) unless the options say else. On an H200 with the bundle of df1998b the
# five float16 programs took 68 s, the five float32 ones 70 s.
set -uo pipefail
# shellcheck source=bench/session.sh
source "$(dirname "$0")/../session.sh"
bench_session models
bench_machine_info "kfusion-fuse in the bundle's kfusion-opt: \
$(bench_opt_passes '--kfusion-fuse\b')"
START=$(date +%s)
python3 bench/models/run.py all --out "$OUT" --one-run --budget "${WORKLOAD_BUDGET:-150}" \
  --peers-budget "${PEERS_BUDGET:-140}" "$@" 2>&1 | tee "$OUT/models.log"
rc=${PIPESTATUS[0]}
# Keep kfusion-fuse's remarks, what prepare recorded and the fused programs in one archive
# (the files of $OUT stay few); leave the bulky work directories (inputs, outputs, lowered
# programs).
# shellcheck disable=SC2046  # the paths, one word each
(cd "$OUT/work" 2>/dev/null && tar -czf "$OUT/remarks.tar.gz" \
  $(ls -d ./*/remarks.txt ./*/prepared.json ./*/fused.mlir 2>/dev/null))
rm -rf "$OUT/work"
bench_session_end "models session" "$rc"
[ -f "$OUT/summary.md" ] && cat "$OUT/summary.md"
exit "$rc"
