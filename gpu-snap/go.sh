#!/usr/bin/env bash
cd "$(dirname "$0")"
export BUNDLE=$PWD/../dist/kfusion-bundle.tar.xz KFUSION_BUNDLE_DIR=/tmp/kb
source scripts/unpack-bundle.sh; unpack_bundle "$BUNDLE" /tmp/kb >/dev/null; use_bundle
R=$OUT/r; mkdir -p $R
T0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > $R/machine.txt
grep -E '^(commit|date)' $B/BUNDLE-INFO >> $R/machine.txt
CL=cl_one_ktile,cl_ragged_b,cl_ragged_a,cl_batched,cl_persistent,cl_persistent_groups,cl_bias_gelu_f16,cl_llama_down_m256,cl_llama_down_m512,cl_llama_up_m256,cl_llama_up_m512
timeout 150 python3 $B/test/Integration/GPU/Inputs/gemm-gpu.py --flavour wgmma --opt kfusion-opt --runner kfusion-runner --out /tmp/gg --only $CL > $R/check.txt 2>&1
echo "check: $(( $(date +%s) - T0 )) s"; grep -E "gpu: " $R/check.txt | cut -c1-120
timeout 150 python3 $B/test/Integration/GPU/Inputs/gemm-gpu.py --flavour wgmma --opt kfusion-opt --runner kfusion-runner --out /tmp/gg2 --tool memcheck --tool racecheck --tool synccheck --only cl_one_ktile,cl_ragged_b,cl_ragged_a,cl_persistent,cl_bias_gelu_f16 > $R/sanitize.txt 2>&1
echo "sanitize: $(( $(date +%s) - T0 )) s: $(grep -c ': equal' $R/sanitize.txt) equal"; grep -E "(memcheck|racecheck|synccheck|gpu): " $R/sanitize.txt | grep -v ": equal" | cut -c1-200
timeout 120 bash $B/run-gpu-tests.sh $B/test/Integration/GPU/tma-multicast.mlir $B/test/Integration/GPU/step-graph.mlir $B/test/Integration/GPU/cluster-launch.mlir > $R/suite.txt 2>&1
echo "suite: $(( $(date +%s) - T0 )) s"; tail -4 $R/suite.txt
OUT=$R/small WORKLOAD_BUDGET=230 PEERS_BUDGET=50 timeout 330 bash bench/gemm/gpu-session.sh --m 256,512,1024 --shapes gpt3,llama --configs 'model;cluster=1,1' > $R/small.log 2>&1
echo "small: $(( $(date +%s) - T0 )) s"
tar -C $OUT -czf $OUT/r.tgz r
grep "^|" $R/small/tables.md | cut -d'|' -f2,9,12 | cut -c1-120
