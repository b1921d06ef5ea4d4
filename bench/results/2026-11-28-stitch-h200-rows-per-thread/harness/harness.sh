#!/bin/bash
set -u
source scripts/unpack-bundle.sh
unpack_bundle dist/kfusion-bundle.tar.xz /tmp/kfusion-bundle-stitch
use_bundle
mkdir -p $OUT/h /tmp/o
python3 devrun/tcharness.py 2>&1 | grep -v Warning | tail -4 | tee $OUT/h/times.txt
python3 bench/stitch/run.py workloads --out $OUT/h/w --workloads layernorm --variants ilp --keep-work > $OUT/h/run.log 2>&1
W=$OUT/h/w/work/layernorm
for rep in 1 2 3; do
  line=$(KFUSION_BENCH_WARMUP=5 KFUSION_BENCH_REPEAT=50 KFUSION_TIMING_FLUSH_MIB=256 KFUSION_INPUT_DIR=$W/in KFUSION_OUTPUT_DIR=/tmp/o \
    kfusion-runner $W/ilp.lowered.mlir -e main --entry-point-result=void 2>&1 | grep "kfusion-bench:")
  echo "ours layernorm rep=$rep $line" | tee -a $OUT/h/times.txt
done
python3 devrun/tcharness.py 2>&1 | grep -v Warning | tail -3 | tee -a $OUT/h/times.txt
rm -rf $OUT/h/w/work
