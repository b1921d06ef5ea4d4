// RUN: kfusion-opt %S/../../Transforms/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=1 --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t/k.sm_90.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 -v %t/k.sm_90.ptx -o %t/k.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// A stencil-fused kernel lowers to PTX through kfusion-to-cubin: its shared
// array in shared memory, the block barrier between producer and consumer.
// CHECK-LABEL: .visible .entry prod_cons_stencil(
// CHECK:       .shared .align {{[0-9]+}} .b8 {{.*}}[1280];
// CHECK:       bar.sync {{[[:space:]]*}}0;
// CHECK:       ld.shared.b32
// PTXAS: Function properties for prod_cons_stencil
// PTXAS: Used {{[0-9]+}} registers, used 1 barriers, {{[0-9]+}} bytes smem
