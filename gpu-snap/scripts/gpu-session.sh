#!/usr/bin/env bash
# Runs on a lent GPU machine (no MLIR there): unpacks the bundle, runs the lit
# suite with the GPU tests, runs the demo, and leaves the logs in $OUT (or
# ./gpu-session-out). Ends with a short summary table.
set -uo pipefail
BUNDLE=${1:-dist/kfusion-bundle.tar.xz}
OUT=${OUT:-$PWD/gpu-session-out}
mkdir -p "$OUT"
WORK=$(mktemp -d)
tar -C "$WORK" -xJf "$BUNDLE"
B=$WORK/kfusion-bundle
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  grep -E '^(commit|date|archive)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  echo "os: $(. /etc/os-release; echo "$PRETTY_NAME")"
  echo "ptxas: $(command -v ptxas || ls /usr/local/cuda/bin/ptxas 2>/dev/null || echo none)"
} | tee "$OUT/machine.txt"

export PATH=$PATH:/usr/local/cuda/bin
bash "$B/run-gpu-tests.sh" -a > "$OUT/lit.log" 2>&1
LIT_RC=$?
bash "$B/run-demo.sh" > "$OUT/demo.log" 2>&1
DEMO_RC=$?

# The interpreter must print what the GPU prints: run each integration test
# (and the demo) through kfusion-runner on the GPU and through kfusion-sim,
# and compare the two outputs byte for byte.
export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
: > "$OUT/sim-vs-gpu.log"
SIM_ROWS=""
for prog in "$B"/test/Integration/GPU/vector-add.mlir "$B"/test/Integration/GPU/block-reduce.mlir \
            "$B"/test/Integration/GPU/dynamic-shared-memory.mlir "$B"/test/Integration/GPU/concurrent-streams.mlir \
            "$B"/test/Integration/GPU/hfuse-*.mlir "$B"/examples/demo.mlir; do
  name=$(basename "$prog" .mlir)
  # A test whose RUN lines name another file (hfuse-example.mlir runs examples/hfuse.mlir)
  # has no @main of its own.
  grep -q 'func.func @main' "$prog" || continue
  "$B/bin/kfusion-runner" "$prog" > "$WORK/$name.gpu.txt" 2>&1
  "$B/bin/kfusion-sim" "$prog" > "$WORK/$name.sim.txt" 2>&1
  if diff -u "$WORK/$name.gpu.txt" "$WORK/$name.sim.txt" >> "$OUT/sim-vs-gpu.log"; then
    verdict="identical ($(wc -l < "$WORK/$name.gpu.txt") lines)"
  else
    verdict="DIFFERENT"
  fi
  echo "== $name: $verdict" >> "$OUT/sim-vs-gpu.log"
  cat "$WORK/$name.gpu.txt" >> "$OUT/sim-vs-gpu.log"
  SIM_ROWS="$SIM_ROWS$(printf '%-24s %s' "$name" "$verdict")\n"
done

echo
echo "== GPU integration tests =="
grep -E '^(PASS|FAIL|UNSUPPORTED|XFAIL|XPASS|UNRESOLVED): ' "$OUT/lit.log" | sed 's/ (.*//' | sort
grep -E '^ *(Passed|Failed|Unsupported|Unresolved) *:' "$OUT/lit.log"
echo
echo "== demo =="
grep -E 'demo:|kfusion-bench|== 5' "$OUT/demo.log"
echo
echo "== interpreter vs GPU (stdout + stderr, byte for byte) =="
printf "$SIM_ROWS"
echo
printf '%-24s %s\n' "lit exit status" "$LIT_RC" "demo exit status" "$DEMO_RC"
