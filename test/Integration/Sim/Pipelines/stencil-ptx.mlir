// REQUIRES: ptxas
// ptxas assembles the stencil-fused kernel of
// ../../../Pipelines/stencil-ptx.mlir: one barrier, its shared array.
// RUN: kfusion-opt %S/../../../Stencil/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=1 --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>/dev/null
// RUN: %ptxas -arch=sm_90 -v %t/k.sm_90.ptx -o %t/k.cubin 2>&1 | FileCheck %s

// CHECK: Function properties for prod_cons_stencil
// CHECK: Used {{[0-9]+}} registers, used 1 barriers, {{[0-9]+}} bytes smem
