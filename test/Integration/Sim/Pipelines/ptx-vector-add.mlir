// REQUIRES: ptxas
// The PTX of ../../../Pipelines/ptx-vector-add.mlir (shared stores, a block
// barrier, shared loads) assembles for sm_90.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %S/../../../Pipelines/ptx-vector-add.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>/dev/null
// RUN: %ptxas -arch=sm_90 %t/kernels.sm_90.ptx -o %t/kernels.cubin
