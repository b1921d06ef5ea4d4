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
# Run from the repository root with the bundle at dist/kfusion-bundle.tar.xz:
#   PARTS="demo stencil suite" DEMO_S=120 STENCIL_S=420 SUITE_S=150 \
#     bash scripts/gpu-batch.sh [options for bench/stencil/run.py all]
# A part that runs out of time is stopped (exit status 124 in the summary);
# the parts after it still run. The last lines are a summary table.
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
        bash bench/stencil/gpu-session.sh "$@" > "$OUT/stencil-console.txt" 2>&1 ;;
    suite)
      run_part suite "${SUITE_S:-150}" env OUT="$OUT/suite" \
        bash scripts/gpu-session.sh "$BUNDLE" > "$OUT/suite-console.txt" 2>&1 ;;
    hfuse)
      # shellcheck disable=SC2086  # HFUSE_ARGS is a list of words
      run_part hfuse "${HFUSE_S:-300}" env OUT="$OUT/hfuse" \
        bash bench/hfuse/gpu-session.sh ${HFUSE_ARGS:?HFUSE_ARGS: the phase and its options} \
        > "$OUT/hfuse-console.txt" 2>&1 ;;
    *) echo "unknown part $part"; exit 2 ;;
  esac
done
echo "== demo (last lines) =="; tail -n 12 "$OUT/demo.txt" 2>/dev/null
echo "== stencil (last lines) =="; tail -n 40 "$OUT/stencil-console.txt" 2>/dev/null
echo "== suite (last lines) =="; tail -n 8 "$OUT/suite-console.txt" 2>/dev/null
echo "== hfuse (last lines) =="; tail -n 12 "$OUT/hfuse-console.txt" 2>/dev/null
echo "== parts: name, exit status, seconds =="
printf '%s\n' "${SUMMARY[@]}"
# The device tool returns a limited number of files: each part's directory
# travels back as one archive.
for d in demo-out stencil suite hfuse; do
  [ -d "$OUT/$d" ] && tar -C "$OUT" -czf "$OUT/$d.tgz" "$d" && rm -rf "${OUT:?}/$d"
done
exit 0
