#!/usr/bin/env bash
# make demo: takes the bundled example (examples/demo.mlir) through
# kfusion-to-cubin, shows the host IR, the PTX of one kernel and ptxas -v
# resource use, then runs and times it on the GPU when there is one; then
# fuses examples/hfuse.mlir horizontally (planner, fusion, the fused kernel's
# PTX) and runs the unfused and the fused program (on the GPU, timed, or on
# the reference interpreter), which must print the same result.
set -euo pipefail
# KFUSION_BIN / KFUSION_DEMO_OUT let the GPU bundle (run-demo.sh) use its own
# tools and a writable output directory.
BUILD_DIR=${1:-build}
if [ -z "${KFUSION_BIN:-}" ]; then cd "$(dirname "$0")/.."; fi
BIN=${KFUSION_BIN:-$BUILD_DIR/bin}
EXAMPLE=examples/demo.mlir
OUT=${KFUSION_DEMO_OUT:-$BUILD_DIR/demo}
rm -rf "$OUT"; mkdir -p "$OUT"

echo "== 1. input: $EXAMPLE (standard MLIR GPU program) =="
grep -E '^\s*(gpu\.func|gpu\.launch_func|func\.func)' "$EXAMPLE" | sed 's/^ */  /'

echo
echo "== 2. kfusion-opt --kfusion-to-cubin (format=ptx, to show the PTX) =="
"$BIN/kfusion-opt" "$EXAMPLE" --kfusion-to-cubin="format=ptx" \
  --kfusion-dump-binaries="output-dir=$OUT" -o "$OUT/lowered-ptx.mlir" 2>"$OUT/remarks.txt"
sed 's/^/  /' "$OUT/remarks.txt"
echo
echo "-- host code (LLVM dialect), first 40 lines of @main --"
awk '/llvm.func @main/{p=1} p{print "  " $0; n++} n>=40{exit}' "$OUT/lowered-ptx.mlir"

PTX=$(ls "$OUT"/*.ptx | head -n1)
echo
echo "-- PTX of the first kernel ($PTX) --"
awk '/^.visible .entry/{p=1} p{print "  " $0} p && /^}/{exit}' "$PTX"

echo
PTXAS=$(command -v ptxas || true)
[ -n "$PTXAS" ] || { [ -x /usr/local/cuda/bin/ptxas ] && PTXAS=/usr/local/cuda/bin/ptxas; } || true
if [ -n "$PTXAS" ]; then
  echo "== 3. ptxas -v (resource use per kernel) =="
  "$PTXAS" -v -arch=sm_90 "$PTX" -o "$OUT/demo.cubin" 2>&1 | sed 's/^/  /'
  echo
  echo "== 4. kfusion-to-cubin with the default format (cubin, ptxas found) =="
  "$BIN/kfusion-opt" "$EXAMPLE" --kfusion-to-cubin -o "$OUT/lowered-cubin.mlir"
  echo "  $(grep -c 'gpu.binary' "$OUT/lowered-cubin.mlir") gpu.binary op(s) with cubin objects in $OUT/lowered-cubin.mlir"
else
  echo "== 3. ptxas -v skipped: no CUDA toolkit (ptxas) on this machine =="
fi

echo
if GPU=$("$BIN/kfusion-runner" --gpu-info 2>&1); then
  echo "== 5. run on $GPU =="
  "$BIN/kfusion-runner" "$EXAMPLE" -e main --entry-point-result=void
  echo "-- timing (device time of the entry point, CUDA events) --"
  "$BIN/kfusion-runner" "$EXAMPLE" -e main --entry-point-result=void --warmup=5 --repeat=50 | grep kfusion-bench
else
  echo "== 5. no GPU ($GPU): checked on the reference interpreter instead =="
  if [ -x "$BIN/kfusion-sim" ]; then
    "$BIN/kfusion-sim" "$EXAMPLE" -e main --throughput
  else
    echo "  (kfusion-sim is not in $BIN)"
  fi
fi

HFUSE=examples/hfuse.mlir
echo
echo "== 6. horizontal fusion of $HFUSE: kfusion-plan-horizontal, kfusion-horizontal-fusion =="
"$BIN/kfusion-opt" "$HFUSE" --kfusion-plan-horizontal --kfusion-horizontal-fusion \
  -o "$OUT/hfuse-fused.mlir" 2>"$OUT/hfuse-remarks.txt"
grep -o 'kfusion-plan-horizontal: .*' "$OUT/hfuse-remarks.txt" | sed 's/^/  /'
echo "-- the fused kernel --"
grep -E 'gpu.func @.*_hfuse|kfusion.horizontal' "$OUT/hfuse-fused.mlir" | sed 's/^ */  /'
"$BIN/kfusion-opt" "$OUT/hfuse-fused.mlir" --kfusion-to-cubin="format=ptx" \
  --kfusion-dump-binaries="output-dir=$OUT/hfuse-ptx" -o /dev/null 2>/dev/null
echo "-- its PTX: one block of 384 threads, the partition guard (thread id < 256) --"
grep -E '^.visible .entry|\.maxntid|\.reqntid|setp\.[a-z0-9]+\.u32' "$OUT"/hfuse-ptx/*.ptx | head -n 5 \
  | sed 's/^/  /'
if GPU=$("$BIN/kfusion-runner" --gpu-info 2>&1); then
  for form in unfused fused; do
    prog=$HFUSE; [ "$form" = fused ] && prog=$OUT/hfuse-fused.mlir
    echo "-- $form, on $GPU --"
    "$BIN/kfusion-runner" "$prog" -e main --entry-point-result=void | sed 's/^/  /'
    "$BIN/kfusion-runner" "$prog" -e main --entry-point-result=void --warmup=5 --repeat=50 \
      | grep kfusion-bench | sed 's/^/  /'
  done
elif [ -x "$BIN/kfusion-sim" ]; then
  for form in unfused fused; do
    echo "-- $form, on the reference interpreter --"
    if [ "$form" = fused ]; then
      "$BIN/kfusion-opt" "$OUT/hfuse-fused.mlir" --kfusion-lower-horizontal \
        | "$BIN/kfusion-sim" - -e main --entry-point-result=void | sed 's/^/  /'
    else
      "$BIN/kfusion-sim" "$HFUSE" -e main --entry-point-result=void | sed 's/^/  /'
    fi
  done
fi
