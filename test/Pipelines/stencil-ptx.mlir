// A stencil-fused kernel lowers to PTX through kfusion-to-cubin: its shared
// array in shared memory, the block barrier between producer and consumer.
// (ptxas's report on it: ../Integration/Sim/Pipelines/stencil-ptx.mlir.)
// RUN: kfusion-opt %S/../Stencil/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=1 --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t/k.sm_90.ptx

// CHECK-LABEL: .visible .entry prod_cons_stencil(
// CHECK:       .shared .align {{[0-9]+}} .b8 {{.*}}[1280];
// CHECK:       bar.sync {{[[:space:]]*}}0;
// CHECK:       ld.shared.b32
