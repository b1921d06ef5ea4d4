#!/usr/bin/env bash
# One call on a lent GPU machine (the `device` tool) that does a session's GPU
# work in order, each part under its own time limit, with logs under $OUT:
#   demo     `make demo`'s script with the bundle's tools (both examples, the
#            horizontal fusion timed for a few partitions)     -> $OUT/demo.txt
#   stencil  bench/stencil/gpu-session.sh (issue 8's benchmarks and peers)
#                                                              -> $OUT/stencil/
#   suite    the bundle's GPU lit suite (scripts/gpu-session.sh)
#                                                              -> $OUT/suite/
#   hfuse    one phase of the HFuse experiment (bench/hfuse/gpu-session.sh
#            $HFUSE_ARGS, e.g. "pairs --calibration ... --pairs a+b")
#                                                              -> $OUT/hfuse/
#   gemm     bench/gemm/gpu-session.sh $GEMM_ARGS (e.g. "--m 256,512 --shapes
#            gpt3 --configs 'model;schedule=grid'"; --device this GPU's kind
#            unless the arguments name one)                    -> $OUT/gemm/
#   ncu      bench/gemm/ncu.sh $NCU_ARGS (likewise)             -> $OUT/ncu/
#   trace    bench/gemm/kernel-trace.sh $TRACE_ARGS (likewise: each kernel of
#            a GEMM program timed apart)                       -> $OUT/trace/
#   models   bench/models/gpu-session.sh $MODELS_ARGS (e.g. "--size long
#            --models llama")                                  -> $OUT/models/
#   tune     bench/models/tune-session.sh $TUNE_ARGS (kfusion-fuse's
#            candidates measured, e.g. "--models bert --size long
#            --candidates stitch,per-region")                  -> $OUT/tune/
#   probe    the CUDA probes $PROBES (default
#            bench/stencil/fdtd-stream-probe.cu), each built by nvcc for
#            sm_90a and run                         -> $OUT/probe-<name>.txt
# Run from the repository root with the bundle at dist/kfusion-bundle.tar.xz:
#   PARTS="demo stencil suite" DEMO_S=120 STENCIL_S=420 SUITE_S=300 \
#     bash scripts/gpu-batch.sh [options for bench/stencil/run.py all]
#   PARTS="gemm models" GEMM_ARGS="--m 4096 --shapes llama" \
#     MODELS_ARGS="--size long --models llama" bash scripts/gpu-batch.sh
# A part that runs out of time is stopped (exit status 124 in the summary);
# the parts after it still run. The last lines are a summary table. The lent
# machine returns at most 8 files a call: each part's directory comes back as
# one archive (its console inside) beside its tables (<part>-tables.md), two
# files a part.
set -uo pipefail
BUNDLE=${BUNDLE:-dist/kfusion-bundle.tar.xz}
OUT=${OUT:-$PWD/gpu-batch-out}
PARTS=${PARTS:-demo stencil suite}
mkdir -p "$OUT"
DIR=${KFUSION_BUNDLE_DIR:-/tmp/kfusion-bundle-stencil}
# shellcheck source=scripts/unpack-bundle.sh
source "$(dirname "$0")/unpack-bundle.sh"
unpack_bundle "$BUNDLE" "$DIR"
export KFUSION_BUNDLE_DIR=$DIR
# This GPU's kind for the GEMM drivers' --device (the model's device
# description): h200 or h100.
if nvidia-smi -L 2>/dev/null | grep -q H200; then KIND=h200; else KIND=h100; fi
with_device() {
  case " $* " in *" --device "* | *" --device="*) echo "$*" ;; *) echo "$* --device $KIND" ;; esac
}
STENCIL_ARGV=("$@")
SUMMARY=()
run_part() {
  local name=$1 limit=$2; shift 2
  local start=$(date +%s)
  timeout --kill-after=10 "$limit" "$@"
  local rc=$?
  SUMMARY+=("$(printf '%-8s %4s %5d s' "$name" "$rc" $(( $(date +%s) - start )))")
}
for part in $PARTS; do
  case $part in
    demo)
      run_part demo "${DEMO_S:-120}" env LD_LIBRARY_PATH="$B/lib" KFUSION_BIN="$B/bin" \
        KFUSION_DEMO_OUT="$OUT/demo-out" PATH="$PATH:/usr/local/cuda/bin" \
        bash scripts/demo.sh > "$OUT/demo.txt" 2>&1
      rm -rf "$OUT/demo-out"/*.mlir "$OUT/demo-out"/hfuse-ptx "$OUT/demo-out"/*.ptx ;;
    stencil)
      run_part stencil "${STENCIL_S:-420}" env OUT="$OUT/stencil" \
        bash bench/stencil/gpu-session.sh "${STENCIL_ARGV[@]}" > "$OUT/stencil-console.txt" 2>&1 ;;
    suite)
      run_part suite "${SUITE_S:-300}" env OUT="$OUT/suite" \
        bash scripts/gpu-session.sh "$BUNDLE" > "$OUT/suite-console.txt" 2>&1 ;;
    hfuse)
      # shellcheck disable=SC2086  # HFUSE_ARGS is a list of words
      run_part hfuse "${HFUSE_S:-300}" env OUT="$OUT/hfuse" \
        bash bench/hfuse/gpu-session.sh ${HFUSE_ARGS:?HFUSE_ARGS: the phase and its options} \
        > "$OUT/hfuse-console.txt" 2>&1 ;;
    gemm)
      # GEMM_ARGS: shell words (quotes keep a --configs list whole).
      eval "args=($(with_device "${GEMM_ARGS:-}"))"
      run_part gemm "${GEMM_S:-420}" env OUT="$OUT/gemm" \
        bash bench/gemm/gpu-session.sh "${args[@]}" > "$OUT/gemm-console.txt" 2>&1 ;;
    ncu)
      eval "args=($(with_device "${NCU_ARGS:-}"))"
      run_part ncu "${NCU_S:-300}" env OUT="$OUT/ncu" \
        bash bench/gemm/ncu.sh "${args[@]}" > "$OUT/ncu-console.txt" 2>&1 ;;
    trace)
      eval "args=($(with_device "${TRACE_ARGS:-}"))"
      run_part trace "${TRACE_S:-300}" env OUT="$OUT/trace" \
        bash bench/gemm/kernel-trace.sh "${args[@]}" > "$OUT/trace-console.txt" 2>&1 ;;
    models)
      eval "args=(${MODELS_ARGS:-})"
      run_part models "${MODELS_S:-400}" env OUT="$OUT/models" \
        bash bench/models/gpu-session.sh "${args[@]}" > "$OUT/models-console.txt" 2>&1 ;;
    tune)
      eval "args=(${TUNE_ARGS:-})"
      run_part tune "${TUNE_S:-420}" env OUT="$OUT/tune" \
        bash bench/models/tune-session.sh "${args[@]}" > "$OUT/tune-console.txt" 2>&1 ;;
    probe)
      # shellcheck disable=SC2016  # the inner shell expands them
      run_part probe "${PROBE_S:-180}" env OUT="$OUT" PATH="$PATH:/usr/local/cuda/bin" \
        PROBES="${PROBES:-bench/stencil/fdtd-stream-probe.cu}" bash -c '
        for src in $PROBES; do
          name=$(basename "$src" .cu)
          { nvcc -arch=sm_90a -O3 -o "/tmp/$name" "$src" && "/tmp/$name"; } \
            > "$OUT/probe-$name.txt" 2>&1 || echo "$name: exit status $?" >> "$OUT/probe-$name.txt"
        done' ;;
    *) echo "unknown part $part"; exit 2 ;;
  esac
done
echo "== demo (last lines) =="; tail -n 12 "$OUT/demo.txt" 2>/dev/null
echo "== stencil (last lines) =="; tail -n 40 "$OUT/stencil-console.txt" 2>/dev/null
echo "== suite (last lines) =="; tail -n 8 "$OUT/suite-console.txt" 2>/dev/null
echo "== hfuse (last lines) =="; tail -n 12 "$OUT/hfuse-console.txt" 2>/dev/null
for d in gemm ncu trace models tune; do
  [ -f "$OUT/$d-console.txt" ] || continue
  echo "== $d (last lines) =="; tail -n 30 "$OUT/$d-console.txt"
done
for f in "$OUT"/probe-*.txt; do
  [ -f "$f" ] || continue
  echo "== $(basename "$f" .txt) (last lines) =="; tail -n 20 "$f"
done
echo "== parts: name, exit status, seconds =="
printf '%s\n' "${SUMMARY[@]}"
# The device tool returns at most 8 files: each part's directory travels back
# as one archive, its console inside, and its tables beside it.
for d in demo-out stencil suite hfuse gemm ncu trace models tune; do
  [ -d "$OUT/$d" ] || continue
  for t in tables summary ncu kernels tune; do
    [ -f "$OUT/$d/$t.md" ] && cp "$OUT/$d/$t.md" "$OUT/$d-$t.md"
  done
  [ -f "$OUT/$d-console.txt" ] && mv "$OUT/$d-console.txt" "$OUT/$d/console.txt"
  tar -C "$OUT" -czf "$OUT/$d.tgz" "$d" && rm -rf "${OUT:?}/$d"
done
exit 0
