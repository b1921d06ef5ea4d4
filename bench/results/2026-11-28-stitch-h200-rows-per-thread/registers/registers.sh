#!/bin/bash
# Session 11, call 5: our layernorm kernel with a register bound (nvvm.maxnreg) for 8 blocks per SM.
set -u
T0=$(date +%s)
source scripts/unpack-bundle.sh
unpack_bundle dist/kfusion-bundle.tar.xz /tmp/kfusion-bundle-stitch
use_bundle
mkdir -p $OUT/regs /tmp/o
python3 bench/stitch/run.py workloads --out $OUT/regs/w --workloads layernorm,softmax --variants ilp --keep-work > $OUT/regs/run.log 2>&1
for w in layernorm softmax; do
  W=$OUT/regs/w/work/$w
  for R in 0 32; do
    if [ $R = 0 ]; then cp $W/ilp.main.mlir $W/r$R.main.mlir
    else sed -e "s/kernel attributes {known_block_size/kernel attributes {nvvm.maxnreg = $R : i32, known_block_size/" $W/ilp.main.mlir > $W/r$R.main.mlir; fi
    grep -c "nvvm.maxnreg" $W/r$R.main.mlir
    kfusion-opt $W/r$R.main.mlir --kfusion-to-cubin=chip=sm_90 -o $W/r$R.lowered.mlir 2>> $OUT/regs/lower.err || echo "lower r$R failed"
  done
  for rep in 1 2 3; do
    for R in 0 32; do
      line=$(KFUSION_BENCH_WARMUP=5 KFUSION_BENCH_REPEAT=50 KFUSION_TIMING_FLUSH_MIB=256 KFUSION_INPUT_DIR=$W/in KFUSION_OUTPUT_DIR=/tmp/o \
        kfusion-runner $W/r$R.lowered.mlir -e main --entry-point-result=void 2>&1 | grep "kfusion-bench:")
      echo "$w maxnreg=$R rep=$rep $line" | tee -a $OUT/regs/times.txt
    done
  done
  # Check the bounded program's output against the unbounded one's.
  for R in 0 32; do mkdir -p /tmp/c$R; KFUSION_INPUT_DIR=$W/in KFUSION_OUTPUT_DIR=/tmp/c$R kfusion-runner $W/r$R.lowered.mlir -e main --entry-point-result=void > /tmp/c$R.log 2>&1; done
  cmp /tmp/c0/output0.bin /tmp/c32/output0.bin && echo "$w outputs identical" | tee -a $OUT/regs/times.txt
done
cuobjdump -res-usage $OUT/regs/w/work/layernorm/r32.lowered.mlir 2>/dev/null | head -3
echo "$(( $(date +%s) - T0 ))s"
rm -rf $OUT/regs/w/work
