#!/usr/bin/env bash
# Session 2026-11-29 (4): the GPU lit suite from the bundle (ff0bad3), with the working
# tree's cusync-pairs.mlir (a banded RowSync pair added), then the cuSync GPU tests 3 more
# times to shake out races.
set -u
cd "$(dirname "$0")/../../../.."
T0=$(date +%s)
rm -rf /tmp/kfusion-bundle && tar -C /tmp -xJf dist/kfusion-bundle.tar.xz
cp test/Integration/GPU/cusync-pairs.mlir /tmp/kfusion-bundle/test/Integration/GPU/cusync-pairs.mlir
export PATH=$PATH:/usr/local/cuda/bin
bash /tmp/kfusion-bundle/run-gpu-tests.sh -j8 > $OUT/gpu-lit.log 2>&1
echo "lit rc $? after $(( $(date +%s) - T0 )) s"
for i in 1 2 3; do
  bash /tmp/kfusion-bundle/run-gpu-tests.sh \
    /tmp/kfusion-bundle/test/Integration/GPU/cusync-pairs.mlir \
    /tmp/kfusion-bundle/test/Integration/GPU/cusync-wgmma.mlir \
    /tmp/kfusion-bundle/test/Integration/GPU/cusync-conv.mlir \
    /tmp/kfusion-bundle/test/Integration/GPU/sync-memory-ops.mlir > $OUT/repeat$i.log 2>&1
  echo "repeat $i rc $? after $(( $(date +%s) - T0 )) s"
done
grep -E "^(PASS|FAIL|XFAIL|UNSUPPORTED|XPASS)" $OUT/gpu-lit.log | cut -d: -f1 | sort | uniq -c
grep -E "^(FAIL|XPASS)" $OUT/gpu-lit.log
grep -E "Passed|Failed|Unsupported|Expectedly" $OUT/gpu-lit.log $OUT/repeat*.log
head -3 $OUT/gpu-lit.log
