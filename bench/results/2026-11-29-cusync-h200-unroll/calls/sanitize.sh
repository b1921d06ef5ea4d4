#!/usr/bin/env bash
# Session 2026-11-29 (4): the wgmma programs (now with an unrolled GEMM and an unrolled
# RowSync producer) on the GPU and under compute-sanitizer's four tools, from the working
# tree's csbench with the bundle's tools; then gpu-sanitize.sh on the banded RowSync pair.
set -u
cd "$(dirname "$0")/../../../.."
T0=$(date +%s)
rm -rf /tmp/kb && mkdir -p /tmp/kb && tar -C /tmp/kb -xJf dist/kfusion-bundle.tar.xz
B=/tmp/kb/kfusion-bundle
export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=$B/bin:$PATH:/usr/local/cuda/bin
python3 test/Integration/GPU/Inputs/cusync-wgmma.py --opt $B/bin/kfusion-opt \
  --runner $B/bin/kfusion-runner --out /tmp/cw --tool memcheck --tool racecheck \
  --tool synccheck --tool initcheck > $OUT/check.log 2>&1
echo "cusync-wgmma rc $? after $(( $(date +%s) - T0 )) s"
cat $OUT/check.log
mkdir -p $OUT/check && for d in /tmp/cw/*/; do n=$(basename $d); mkdir -p $OUT/check/$n; cp $d/*.log $OUT/check/$n/ 2>/dev/null; done
KFUSION_BUNDLE_DIR=/tmp/kbs SANITIZE_ONLY='^cusync-(banded|row)$' OUT=$OUT bash scripts/gpu-sanitize.sh > $OUT/sanitize.console 2>&1
echo "sanitize rc $? after $(( $(date +%s) - T0 )) s"
tail -8 $OUT/sanitize.console
