// REQUIRES: ptxas
// ptxas assembles a stencil-fused kernel whose staged window is copied with
// cp.async under 32-bit index arithmetic
// (../../../Pipelines/stage-async-ptx.mlir checks the PTX).
// RUN: kfusion-opt %S/../../../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-async=true bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t.32" -o /dev/null 2>/dev/null
// RUN: %ptxas -arch=sm_90 %t.32/k.sm_90.ptx -o %t.32/k.cubin
