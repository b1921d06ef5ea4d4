// REQUIRES: ptxas
// ptxas assembles the L2 cache-hinted loads (createpolicy and
// ld.global.L2::cache_hint of every width) of
// ../../../Pipelines/l2-policy-ptx.mlir, with 64- and 32-bit index arithmetic.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %S/../../../Pipelines/l2-policy-ptx.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/64" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/64/kernels.sm_90.ptx -o %t/64/kernels.cubin
// RUN: kfusion-opt %S/../../../Pipelines/l2-policy-ptx.mlir --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t/32" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/32/kernels.sm_90.ptx -o %t/32/kernels.cubin
