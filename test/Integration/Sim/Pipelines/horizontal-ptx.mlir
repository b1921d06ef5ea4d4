// REQUIRES: ptxas
// ptxas assembles the PTX of three horizontally fused kernels with named
// barriers, a .maxnreg bound and three static shared arrays
// (../../../Pipelines/horizontal-ptx.mlir checks the PTX itself).
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %S/../../../Pipelines/horizontal-ptx.mlir --kfusion-horizontal-fusion="max-registers=64" --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/kernels.sm_90.ptx -o %t/kernels.cubin
