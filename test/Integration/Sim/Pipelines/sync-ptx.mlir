// REQUIRES: ptxas
// ptxas assembles the semaphore ops' PTX of ../../../Pipelines/sync-ptx.mlir:
// RowSync with a custom tile order and TileSync, each without and with
// sync-timeout-ms (%globaltimer, vprintf, trap).
// RUN: rm -rf %t && mkdir -p %t/row %t/row-timeout %t/tile %t/tile-timeout
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/row" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/row/kernels.sm_90.ptx -o %t/row/kernels.cubin
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx sync-timeout-ms=2000" --kfusion-dump-binaries="output-dir=%t/row-timeout" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/row-timeout/kernels.sm_90.ptx -o %t/row-timeout/kernels.cubin
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/tile" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/tile/kernels.sm_90.ptx -o %t/tile/kernels.cubin
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx sync-timeout-ms=2000" --kfusion-dump-binaries="output-dir=%t/tile-timeout" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/tile-timeout/kernels.sm_90.ptx -o %t/tile-timeout/kernels.cubin
