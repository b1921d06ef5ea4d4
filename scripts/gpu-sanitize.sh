#!/usr/bin/env bash
# Runs compute-sanitizer (memcheck, racecheck, synccheck, initcheck) on the
# fused programs of the GPU tests (and the cuSync pairs), on a lent GPU
# machine with the bundle (no MLIR there). Each program is fused with the bundle's kfusion-opt exactly as
# its test does, then run by kfusion-runner under each tool; the program's own
# host check must still pass. Logs under $OUT/sanitize, a table last.
#   bash scripts/gpu-sanitize.sh [dist/kfusion-bundle.tar.xz]
# SANITIZE_ONLY=REGEX keeps the programs whose name matches (e.g. '^stitch-').
# SANITIZE_TOOLS="racecheck synccheck" runs those tools only (default all four).
set -uo pipefail
BUNDLE=${1:-dist/kfusion-bundle.tar.xz}
OUT=${OUT:-$PWD/sanitize-out}/sanitize
mkdir -p "$OUT"
DIR=${KFUSION_BUNDLE_DIR:-/tmp/kfusion-bundle-sanitize}
# shellcheck source=scripts/unpack-bundle.sh
source "$(dirname "$0")/unpack-bundle.sh"
unpack_bundle "$BUNDLE" "$DIR"
export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=$B/bin:$PATH:/usr/local/cuda/bin
export KFUSION_BIN=$B/bin
SAN=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
T=test/Integration/GPU
WORK=$(mktemp -d)
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  echo "compute-sanitizer: $("$SAN" --version 2>&1 | tail -n1)"
} | tee "$OUT/machine.txt"

# name | input | kfusion-opt arguments (empty: the program as written) | pass line
PROGRAMS=(
  "stencil-hand|$T/stencil-fusion.mlir|--kfusion-stencil-fusion|stencil-gpu: PASS"
  "stencil-planned|$T/stencil-fusion.mlir|PLAN|stencil-gpu: PASS"
  "stencil-rows5|$T/stencil-fusion.mlir|--kfusion-stencil-fusion=points-per-thread=5|stencil-gpu: PASS"
  "stencil-staged|$T/stencil-fusion.mlir|--kfusion-stencil-fusion=stage-single-readers=always|stencil-gpu: PASS"
  "stencil-async|$T/stencil-fusion.mlir|--kfusion-stencil-fusion=stage-single-readers=always --kfusion-to-cubin=stage-async=true|stencil-gpu: PASS"
  "stencil-prefetch|test/Stencil/stencil-prefetch.mlir|PREFETCH|PREFETCH_BASE"
  "stencil-registers|$T/stencil-fusion.mlir|--kfusion-stencil-fusion=points-per-thread=5 --kfusion-to-cubin=register-tiles=always|stencil-gpu: PASS"
  "stencil-registers-tma|$T/stencil-tma.mlir|REGTMA|stencil-gpu: PASS"
  "stencil-stream|$T/stencil-tma.mlir|STREAM|stencil-gpu: PASS"
  "stencil-vector-stores|$T/stencil-fusion.mlir|VSTORES|stencil-gpu: PASS"
  "stencil-reg-windows|test/Stencil/Inputs/jacobi-192-blocks-64x8.mlir|REGWINDOWS|JACOBI_BASE"
  "hfuse-reduce-hist|$T/hfuse-reduce-hist.mlir|--kfusion-horizontal-fusion|hist mismatches = 0"
  "hfuse-transpose|$T/hfuse-transpose-early-exit.mlir|--kfusion-horizontal-fusion|transpose mismatches = 0"
  "blocking-memory-ops|$T/blocking-memory-ops.mlir||blocking-memory: done"
  "stitch-ilp|test/Stitch/Inputs/softmax-gelu.mlir|STITCH:ilp|kfusion-output: index=1 type=f32 elements=32768"
  "stitch-none|test/Stitch/Inputs/softmax-gelu.mlir|STITCH:none|kfusion-output: index=1 type=f32 elements=32768"
  "stitch-scalar|test/Stitch/Inputs/scalar-reductions.mlir|SCALAR|kfusion-output: index=1 type=f32 elements=1 "
  "stitch-partials|test/Stitch/Inputs/layernorm-backward.mlir|PARTIALS|kfusion-output: index=2 type=f32 elements=256 "
  "stitch-gemm-rows|test/Stitch/Inputs/small-gemm.mlir|GEMMROWS|kfusion-output: index=2 type=f32 elements=32768 "
  "stitch-row-epilogue|test/Stitch/Inputs/gemm-row-epilogues.mlir|ROWEPI|kfusion-output: index=1 type=f32 elements=26112 "
  "cusync-row|test/Sync/Inputs/gemm-chain-async.mlir|CUSYNC:row|BASE"
  "cusync-tile|test/Sync/Inputs/gemm-chain-async.mlir|CUSYNC:tile|BASE"
  "cusync-tile-loop|test/Sync/Inputs/gemm-chain-async.mlir|CUSYNC:loop|BASE"
  "cusync-banded|test/Sync/Inputs/gemm-chain-banded.mlir|BANDED|BANDED_BASE"
  "cusync-conv2d|test/Sync/Inputs/conv-pair.mlir|CONV:conv2d|CONV_BASE"
)
# cuSync pairs (test/Integration/GPU/cusync-pairs.mlir's programs): the check is
# that the last of the 24 runs writes E with the same hash as the unsynchronized
# program (seed 11); lowered in the time-out debug mode, so that a tool that
# serializes kernels in an order the pair cannot run in traps instead of hanging.
export KFUSION_SEED=11
python3 $T/Inputs/append-main.py test/Sync/Inputs/gemm-chain-async.mlir \
  $T/Inputs/cusync-chain-main.mlir "$WORK/cusync-base.mlir"
BASE_LINE=$(kfusion-runner "$WORK/cusync-base.mlir" -e main --entry-point-result=void 2>/dev/null |
  grep 'kfusion-output: index=23 ' | tail -n1)
echo "cusync base: ${BASE_LINE:-none}" | tee -a "$OUT/machine.txt"
# The banded pair (cusync-pairs.mlir's last program: RowSync, the producer in bands
# of two rows) against its own unsynchronized program.
python3 $T/Inputs/append-main.py test/Sync/Inputs/gemm-chain-banded.mlir \
  $T/Inputs/cusync-chain-main.mlir "$WORK/banded-base.mlir"
BANDED_LINE=$(kfusion-runner "$WORK/banded-base.mlir" -e main --entry-point-result=void 2>/dev/null |
  grep 'kfusion-output: index=23 ' | tail -n1)
echo "banded base: ${BANDED_LINE:-none}" | tee -a "$OUT/machine.txt"
# The convolution pair (test/Integration/GPU/cusync-conv.mlir's programs): the last
# of its 24 runs writes Y with the unsynchronized program's hash (seed 11).
python3 $T/Inputs/append-main.py test/Sync/Inputs/conv-pair.mlir \
  $T/Inputs/cusync-conv-main.mlir "$WORK/conv-base.mlir"
CONV_LINE=$(kfusion-runner "$WORK/conv-base.mlir" -e main --entry-point-result=void 2>/dev/null |
  grep 'kfusion-output: index=23 ' | tail -n1)
echo "conv base: ${CONV_LINE:-none}" | tee -a "$OUT/machine.txt"
# Late reads prefetched (test/Integration/GPU/stencil-prefetch.mlir's program, fused
# and lowered with prefetch-late-reads=l2): the check is that it writes o with the
# unfused program's hash (seed 11; sums, differences and products, no contraction).
python3 $T/Inputs/append-main.py test/Stencil/stencil-prefetch.mlir \
  $T/Inputs/stencil-prefetch-main.mlir "$WORK/prefetch-base.mlir"
PREFETCH_LINE=$(kfusion-runner "$WORK/prefetch-base.mlir" -e main --entry-point-result=void 2>/dev/null |
  grep 'kfusion-output: index=0 ' | tail -n1)
echo "prefetch base: ${PREFETCH_LINE:-none}" | tee -a "$OUT/machine.txt"
# Register tiles whose window left dynamic shared memory for a static array the TMA
# loads (test/Integration/GPU/stencil-register-windows.mlir's program): the check is
# that it writes v with the unfused program's hash (seed 11; sums, then a product).
python3 $T/Inputs/append-main.py test/Stencil/Inputs/jacobi-192-blocks-64x8.mlir \
  $T/Inputs/jacobi-192-main.mlir "$WORK/jacobi-base.mlir"
JACOBI_LINE=$(kfusion-runner "$WORK/jacobi-base.mlir" -e main --entry-point-result=void 2>/dev/null |
  grep 'kfusion-output: index=0 ' | tail -n1)
echo "jacobi base: ${JACOBI_LINE:-none}" | tee -a "$OUT/machine.txt"
ROWS=()
for entry in "${PROGRAMS[@]}"; do
  IFS='|' read -r name input args pass <<<"$entry"
  if [ -n "${SANITIZE_ONLY:-}" ] && ! [[ $name =~ $SANITIZE_ONLY ]]; then
    continue
  fi
  prog=$WORK/$name.mlir
  if [ "$pass" = BASE ]; then
    pass=${BASE_LINE:-no base output}
  elif [ "$pass" = PREFETCH_BASE ]; then
    pass=${PREFETCH_LINE:-no base output}
  elif [ "$pass" = CONV_BASE ]; then
    pass=${CONV_LINE:-no base output}
  elif [ "$pass" = JACOBI_BASE ]; then
    pass=${JACOBI_LINE:-no base output}
  elif [ "$pass" = BANDED_BASE ]; then
    pass=${BANDED_LINE:-no base output}
  fi
  if [ "${args#CUSYNC:}" != "$args" ]; then
    policy=${args#CUSYNC:}
    at=first-use
    [ "$policy" = loop ] && policy=tile && at=in-loop
    kfusion-opt "$WORK/cusync-base.mlir" --kfusion-plan-sync="force=true policy=$policy" 2>/dev/null |
      sed -e "s/\"first-use\"/\"$at\"/" |
      kfusion-opt --kfusion-insert-semaphores 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="sync-timeout-ms=20000" -o "$prog" 2>/dev/null
  elif [ "$args" = BANDED ]; then
    kfusion-opt "$WORK/banded-base.mlir" --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" \
      --kfusion-insert-semaphores 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="sync-timeout-ms=20000" -o "$prog" 2>/dev/null
  elif [ "${args#CONV:}" != "$args" ]; then
    # Conv2DTileSync, the waits staged through the channel loop.
    kfusion-opt "$WORK/conv-base.mlir" --kfusion-plan-sync="force=true policy=${args#CONV:}" 2>/dev/null |
      sed -e 's/"first-use"/"in-loop"/' |
      kfusion-opt --kfusion-insert-semaphores 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="sync-timeout-ms=20000" -o "$prog" 2>/dev/null
  elif [ "${args#STITCH:}" != "$args" ]; then
    # Stitched (test/Integration/GPU/stitch-softmax-gelu.mlir's programs).
    kfusion-opt "$input" --kfusion-stitch-to-gpu="plan=${args#STITCH:}" -o "$prog.step" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.step" $T/Inputs/stitch-softmax-gelu-main.mlir "$prog"
  elif [ "$args" = SCALAR ]; then
    # Split scalar reductions (test/Integration/GPU/stitch-scalar-splits.mlir's program).
    kfusion-opt "$input" --kfusion-stitch-to-gpu -o "$prog.step" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.step" $T/Inputs/stitch-scalar-reductions-main.mlir "$prog"
  elif [ "$args" = PARTIALS ]; then
    # Column partials and their final kernels (test/Integration/GPU/stitch-column-partials.mlir's program).
    kfusion-opt "$input" --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=4}>' -o "$prog.step" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.step" $T/Inputs/stitch-layernorm-backward-main.mlir "$prog"
  elif [ "$args" = GEMMROWS ]; then
    # Small GEMMs tiled 4 rows per thread (test/Integration/GPU/stitch-small-gemm.mlir's tiled program).
    kfusion-opt "$input" --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=1}>' -o "$prog.step" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.step" $T/Inputs/stitch-small-gemm-main.mlir "$prog"
  elif [ "$args" = ROWEPI ]; then
    # Row-wise epilogues (test/Integration/GPU/stitch-gemm-row-epilogues.mlir's program: each
    # GEMM grouped by hand with its softmax or layernorm).
    sed -e "s/linalg.matmul ins/linalg.matmul {kfusion.stitch_group = 0} ins/" \
      -e 's/iterator_types = \(\[[^]]*\]\)}/iterator_types = \1, kfusion.stitch_group = 0}/' "$input" |
      kfusion-opt --kfusion-stitch-to-gpu="remarks=false" -o "$prog.step" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.step" $T/Inputs/stitch-gemm-row-epilogues-main.mlir "$prog"
  elif [ "$args" = PREFETCH ]; then
    kfusion-opt "$input" --kfusion-stencil-fusion=points-per-thread=2 -o "$prog.fused" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.fused" $T/Inputs/stencil-prefetch-main.mlir "$prog.main"
    kfusion-opt "$prog.main" --kfusion-to-cubin="prefetch-late-reads=l2" -o "$prog" 2>/dev/null
  elif [ "$args" = REGTMA ]; then
    # Register tiles reading a TMA window in vectors (stencil-tma.mlir's last GPU run).
    kfusion-opt "$input" --kfusion-stencil-fusion="stage-single-readers=always points-per-thread=5" 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="stage-tma=always register-tiles=always" -o "$prog" 2>/dev/null
  elif [ "$args" = STREAM ]; then
    # Register tiles streamed along y, the TMA window double-buffered (stencil-tma.mlir's stream-tiles=5 run).
    kfusion-opt "$input" --kfusion-stencil-fusion="stage-single-readers=always points-per-thread=5" 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="stage-tma=always register-tiles=always stream-tiles=5" -o "$prog" 2>/dev/null
  elif [ "$args" = VSTORES ]; then
    # Register tiles storing rows as vectors (stencil-fusion.mlir's vector-stores=always run: pairs).
    kfusion-opt "$input" --kfusion-stencil-fusion="points-per-thread=5 stage-single-readers=always" 2>/dev/null |
      kfusion-opt --kfusion-to-cubin="register-tiles=always vector-stores=always" -o "$prog" 2>/dev/null
  elif [ "$args" = REGWINDOWS ]; then
    # Register tiles, the window static and loaded by the TMA (stencil-register-windows.mlir's first run).
    kfusion-opt "$input" --kfusion-plan-stencil=points-per-thread=8 \
      --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o "$prog.fused" 2>/dev/null
    python3 $T/Inputs/append-main.py "$prog.fused" $T/Inputs/jacobi-192-main.mlir "$prog.main"
    kfusion-opt "$prog.main" --kfusion-to-cubin="register-tiles=always" -o "$prog" 2>/dev/null
  elif [ "$args" = PLAN ]; then
    sed -e 's/ {kfusion.stencil_group = 0 : i64}//' "$input" |
      kfusion-opt --kfusion-plan-stencil --kfusion-stencil-fusion -o "$prog" 2>/dev/null
  elif [ -n "$args" ]; then
    kfusion-opt "$input" $args -o "$prog" 2>/dev/null
  else
    cp "$input" "$prog"
  fi
  row=$(printf '%-18s' "$name")
  for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}; do
    log=$OUT/$name.$tool.log
    timeout 120 "$SAN" --tool "$tool" --error-exitcode 99 \
      kfusion-runner "$prog" -e main --entry-point-result=void > "$log" 2>&1
    rc=$?
    errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) error.*/\1/p' "$log" | tail -n1)
    hazards=$(sed -n 's/.*RACECHECK SUMMARY: \([0-9]*\) hazard.*/\1/p' "$log" | tail -n1)
    checked=no; grep -q "$pass" "$log" && checked=yes
    verdict="rc=$rc errors=${errors:-?}${hazards:+ hazards=$hazards} check=$checked"
    row="$row | $(printf '%-9s' "$tool") $verdict"
  done
  ROWS+=("$row")
done
# The GEMM kernels of kfusion-gemm-to-gpu (test/Integration/GPU/gemm-{wgmma,mma}.mlir's
# cases, Inputs/gemm-gpu.py): one case of each schedule and load of the wgmma flavour
# (copies, TMA, warp-specialized, persistent, split-K, grouped order, ping-pong teams; a
# fused bias + GELU; bf16) and the mma flavour's f16 and bf16 (kfusion-bf16-mma-sync),
# each checked against float64 numpy under each tool. SANITIZE_GEMMS="wgmma:a,b mma:c"
# picks other cases.
if [ -z "${SANITIZE_ONLY:-}" ] || [[ gemm =~ $SANITIZE_ONLY ]]; then
  GEMM_TOOLS=()
  for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}; do GEMM_TOOLS+=(--tool "$tool"); done
  for spec in ${SANITIZE_GEMMS:-mma:square,bf16 wgmma:square,bf16,tma_ragged_f16,ws_batched,ps_bias_gelu_f16,sk_ragged_f16,pg_group_2,pp_ragged_f16,pp_bias_gelu_f16}; do
    flavour=${spec%%:*}
    chip=sm_90a; [ "$flavour" = mma ] && chip=sm_90
    timeout 900 python3 $T/Inputs/gemm-gpu.py --flavour "$flavour" --chip $chip --opt kfusion-opt \
      --runner kfusion-runner --out "$WORK/gemm-$flavour" "${GEMM_TOOLS[@]}" --only "${spec#*:}" \
      > "$OUT/gemm-$flavour.log" 2>&1
    rc=$?
    # One row per case: each tool's verdict ("equal": the output checked and no error).
    while read -r case; do
      row=$(printf '%-18s' "gemm-$flavour-$case")
      for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}; do
        verdict=$(grep -m1 "^$case $tool: " "$OUT/gemm-$flavour.log" | sed "s/^$case $tool: //" | cut -c1-160)
        row="$row | $(printf '%-9s' "$tool") ${verdict:-not run (rc=$rc)}"
      done
      ROWS+=("$row")
    done < <(tr ',' '\n' <<<"${spec#*:}")
  done
fi
# The model blocks of bench/models at their small sizes (the f16 / bf16 GEMMs as
# tensor-core kernels with their epilogues, attention's operands copied heads-first,
# reductions widened to f32; f32 as stitched kernels), fused by kfusion-fuse and
# lowered once, then each run by run.py behind the tool (KFUSION_RUNNER_WRAPPER,
# python/kfusion/bench.py): its check against PyTorch on the GPU must pass too. Their
# imports (bench/models/programs: SIZES=small bench/models/make-programs.sh) are made
# beforehand where torch-mlir installs and come with the working tree.
# SANITIZE_MODELS="run.py options" picks other blocks (e.g. "--size gpu --models resnet
# --dtypes float16": the implicit-GEMM convolutions, which the small ResNet is too narrow for).
if [ -z "${SANITIZE_ONLY:-}" ] || [[ models =~ $SANITIZE_ONLY ]]; then
  # shellcheck disable=SC2206
  MODEL_ARGS=(${SANITIZE_MODELS:---size small --dtypes float16,bfloat16,float32})
  python3 bench/models/run.py prepare "${MODEL_ARGS[@]}" --out "$WORK/models-prepared" \
    > "$OUT/models.prepare.log" 2>&1
  row=$(printf '%-18s' "models (${SANITIZE_MODELS:-15 small blocks})")
  for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}; do
    KFUSION_RUNNER_WRAPPER="$SAN --tool $tool --error-exitcode 99" timeout 600 \
      python3 bench/models/run.py workloads "${MODEL_ARGS[@]}" --prepared "$WORK/models-prepared" \
      --out "$WORK/models-$tool" --seed 11 --warmup 0 --repeat 1 --flush-cache-mib 0 --one-run \
      --no-table > "$OUT/models.$tool.log" 2>&1
    rc=$?
    verdict=$(python3 -c 'import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
bad = [r.get("program", "?") + ": " + str(r.get("status")) for r in rows if r.get("status") != "equal"]
said = sorted({s.split("SUMMARY:")[1].strip() for r in rows for s in r.get("wrapper", [])})
print("%d equal of %d; %s%s" % (len(rows) - len(bad), len(rows), " / ".join(said) or "no summary",
                                ("; " + "; ".join(bad)) if bad else ""))' \
      "$WORK/models-$tool/workloads.jsonl" 2>&1 | head -c 300)
    row="$row | $(printf '%-9s' "$tool") rc=$rc $verdict"
  done
  ROWS+=("$row")
fi
rm -rf "$WORK"
echo "== compute-sanitizer on fused programs: rc (99 = the tool found errors), errors, host check =="
printf '%s\n' "${ROWS[@]}" | tee "$OUT/summary.txt"
