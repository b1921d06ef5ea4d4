#!/usr/bin/env bash
# make demo: takes the bundled example (examples/demo.mlir) through
# kfusion-to-cubin, shows the host IR, the PTX of one kernel and ptxas -v
# resource use, then runs and times it on the GPU when there is one; then
# fuses examples/hfuse.mlir horizontally (planner, fusion, the fused kernel's
# PTX) and runs the unfused and the fused program, which must print the same
# result: on a GPU with the launches alone timed, for the planner's partition
# and a few others, ending with one line `fused / unfused = 0.xx`; without a
# GPU on the reference interpreter, on smaller arrays. Last, kfusion-fuse on a
# model block (the tiny GPT-2 block from the PyTorch importer), its
# candidates' projections and the chosen program checked against PyTorch's
# output on the interpreter.
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
HAS_GPU=0
GPU=$("$BIN/kfusion-runner" --gpu-info 2>&1) && HAS_GPU=1
PROG=$HFUSE
if [ "$HAS_GPU" = 0 ]; then
  # The interpreter runs the same program on smaller arrays (16 M -> 64 Ki
  # elements for @scale, 4 M -> 16 Ki for @mix; the kernels loop over any size).
  PROG=$OUT/hfuse-small.mlir
  sed 's/16777216/65536/g; s/4194304/16384/g' "$HFUSE" > "$PROG"
fi
"$BIN/kfusion-opt" "$PROG" --kfusion-plan-horizontal --kfusion-horizontal-fusion \
  -o "$OUT/hfuse-fused.mlir" 2>"$OUT/hfuse-remarks.txt"
grep -o 'kfusion-plan-horizontal: .*' "$OUT/hfuse-remarks.txt" | sort -u | sed 's/^/  /'
echo "-- the fused kernels (the checked run and the timed loop each launch one) --"
grep -E 'gpu.func @.*_hfuse|kfusion.horizontal' "$OUT/hfuse-fused.mlir" | sed 's/^ */  /'
"$BIN/kfusion-opt" "$OUT/hfuse-fused.mlir" --kfusion-to-cubin="format=ptx" \
  --kfusion-dump-binaries="output-dir=$OUT/hfuse-ptx" -o /dev/null 2>/dev/null
echo "-- its PTX: one block of 384 threads, the partition guard (thread id < 256) --"
grep -E '^.visible .entry|\.maxntid|\.reqntid|setp\.[a-z0-9]+\.u32' "$OUT"/hfuse-ptx/*.ptx | head -n 5 \
  | sed 's/^/  /'

# The median of a program's kfusion-bench line (the launches alone).
median_of() { sed -n 's/^kfusion-bench: .*median-ms=\([0-9.]*\).*/\1/p' "$1" | tail -n1; }

if [ "$HAS_GPU" = 1 ]; then
  echo
  echo "-- on $GPU: the launches alone, 5 warm-up + 50 timed rounds, CUDA events --"
  "$BIN/kfusion-runner" "$HFUSE" -e main --entry-point-result=void > "$OUT/hfuse-unfused.txt"
  sed 's/^/  unfused: /' "$OUT/hfuse-unfused.txt"
  BEST=""; BEST_MS=""
  # The planner's partition (each kernel's own block size, 256 + 128), then a
  # few others: HFuse tunes the split of the fused block by measuring it.
  for part in 256,128 128,256 192,192 384,128 512,256; do
    "$BIN/kfusion-opt" "$PROG" --kfusion-plan-horizontal \
      --kfusion-horizontal-fusion="partition=$part" -o "$OUT/hfuse-fused-$part.mlir" 2>/dev/null
    "$BIN/kfusion-runner" "$OUT/hfuse-fused-$part.mlir" -e main --entry-point-result=void \
      > "$OUT/hfuse-fused-$part.txt"
    sed "s/^/  fused $part: /" "$OUT/hfuse-fused-$part.txt"
    grep -q 'hfuse-demo: PASS' "$OUT/hfuse-fused-$part.txt" || { echo "  fused $part: FAILED the check"; exit 1; }
    ms=$(median_of "$OUT/hfuse-fused-$part.txt")
    if [ -n "$ms" ] && { [ -z "$BEST_MS" ] || awk -v a="$ms" -v b="$BEST_MS" 'BEGIN{exit !(a<b)}'; }; then
      BEST=$part; BEST_MS=$ms
    fi
  done
  UNFUSED_MS=$(median_of "$OUT/hfuse-unfused.txt")
  DEFAULT_MS=$(median_of "$OUT/hfuse-fused-256,128.txt")
  echo
  awk -v u="$UNFUSED_MS" -v d="$DEFAULT_MS" -v b="$BEST_MS" -v p="$BEST" 'BEGIN{
    printf "  unfused %.4f ms; fused %.4f ms with the planner'"'"'s 256+128, %.4f ms with the best measured partition (%s)\n", u, d, p == "" ? 0 : b, p
    printf "  fused / unfused = %.2f (planner'"'"'s partition: %.2f)\n", b / u, d / u
    if (b >= u) print "  (fusion did not win on this GPU: the fused kernel is no faster than the two launches one after the other)"
  }'
elif [ -x "$BIN/kfusion-sim" ]; then
  echo
  for form in unfused fused; do
    echo "-- $form, on the reference interpreter (no GPU: not timed) --"
    if [ "$form" = fused ]; then
      "$BIN/kfusion-sim" "$OUT/hfuse-fused.mlir" -e main --entry-point-result=void | sed 's/^/  /'
    else
      "$BIN/kfusion-sim" "$PROG" -e main --entry-point-result=void | sed 's/^/  /'
    fi
  done
fi

# 7. The one planner on a model block: the tiny GPT-2 block as the PyTorch
# importer wrote it (linalg on tensors, weights as constants) through
# kfusion-fuse, which builds its candidate programs, projects each with the
# common cost model and keeps the fastest; the result is checked on the
# reference interpreter against PyTorch's saved output.
MODEL=test/Models/Inputs/gpt2.tiny.mlir
echo
echo "== 7. kfusion-fuse on a model block: $MODEL (GPT-2 block, linalg from PyTorch) =="
"$BIN/kfusion-opt" "$MODEL" --kfusion-fuse --mlir-print-op-on-diagnostic=false \
  -o "$OUT/gpt2-fused.mlir" 2>&1 | grep 'kfusion-fuse of' | sed 's/^.*remark: /  /'
echo "  $(grep -c 'gpu.launch_func' "$OUT/gpt2-fused.mlir") launches in the chosen program ($OUT/gpt2-fused.mlir)"
if [ -x "$BIN/kfusion-sim" ]; then
  echo "-- the fused block against PyTorch's output (reference interpreter) --"
  "$BIN/kfusion-sim" "$OUT/gpt2-fused.mlir" -e forward --inputs=test/Models/Inputs/gpt2.tiny.inputs \
    --expect=test/Models/Inputs/gpt2.tiny.expected --rtol=0 --atol=1e-6 | sed 's/^/  /'
fi
