// REQUIRES: ptxas
// ptxas assembles named barriers (`bar.sync id, threads`) beside a block
// barrier, as ../../../Pipelines/named-barrier-ptx.mlir lowers them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %S/../../../Pipelines/named-barrier-ptx.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/kernels.sm_90.ptx -o %t/kernels.cubin
