#!/usr/bin/env bash
# The halo exchange (kfusion-stencil-fusion halo-exchange, docs/stencil.md) on a lent GPU
# machine with the bundle, in one call of about 10 minutes: its GPU tests (the exchange in
# clusters of 2, 4 and 8 against the host; the 4 x 4 cluster launch), the four
# compute-sanitizer tools on one exchanged program, then bench/stencil's planned chains with
# halos recomputed (the default) and exchanged in clusters of 8, 4 and 16 (each checked
# against the numpy reference first, then timed; lower-sweep.sh's table last).
#   OUT=... BUNDLE=dist/kfusion-bundle.tar.xz bash bench/stencil/halo-exchange-session.sh
set -uo pipefail
: "${OUT:?set OUT}" "${BUNDLE:?set BUNDLE}"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT" || exit 1
# shellcheck source=scripts/unpack-bundle.sh
source scripts/unpack-bundle.sh
unpack_bundle "$BUNDLE" /tmp/kb >/dev/null
use_bundle
mkdir -p "$OUT"
rc=0
bash "$B/run-gpu-tests.sh" "$B/test/Integration/GPU/stencil-fusion.mlir" \
  "$B/test/Integration/GPU/cluster-launch.mlir" > "$OUT/gpu-tests.txt" 2>&1 || rc=1
grep -E "^(PASS|FAIL|UNSUPPORTED)|Passed|Failed" "$OUT/gpu-tests.txt"
kfusion-opt "$B/test/Integration/GPU/stencil-fusion.mlir" \
  --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" -o "$OUT/exchanged.mlir" 2>/dev/null
for tool in memcheck racecheck synccheck initcheck; do
  timeout 120 compute-sanitizer --tool "$tool" --error-exitcode 9 kfusion-runner "$OUT/exchanged.mlir" \
    -e main --entry-point-result=void > "$OUT/sanitize-$tool.txt" 2>&1
  status=$?
  [ "$status" -eq 0 ] || rc=1
  echo "sanitizer $tool: exit $status; $(grep -E 'ERROR SUMMARY|stencil-gpu' "$OUT/sanitize-$tool.txt" | tr '\n' ' ')"
done
OUT=$OUT/sweep bash bench/stencil/lower-sweep.sh jacobi,hdiff,fdtd planned "" \
  "|halo-exchange=always" "|halo-exchange=always cluster-size=4" \
  "|halo-exchange=always cluster-size=16" > "$OUT/sweep.log" 2>&1 || rc=1
cat "$OUT/sweep/sweep.md" 2>/dev/null || tail -n 30 "$OUT/sweep.log"
exit $rc
