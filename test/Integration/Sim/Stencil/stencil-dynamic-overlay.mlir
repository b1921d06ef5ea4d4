// ../../../Stencil/stencil-dynamic-overlay.mlir on the interpreter: the fused
// kernel whose dynamic shared arrays kfusion-stencil-fusion overlaid by
// lifetime (`a` and t2 at offset 0) equals the unfused program under several
// schedules, lowered with the stage loaded by cp.async (the default) or
// copied by the threads' loads and stores; so does the exchange-safe layout (nothing overlaid). A planted
// overlap (t1 moved to offset 0, onto `a`, which the first sweep still reads
// while it writes t1) is caught.
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=1024}>}/' %S/../../../Stencil/stencil-alias.mlir > %t.small.mlir
// RUN: kfusion-opt %t.small.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-tma=never -o %t.lowered.mlir
// RUN: kfusion-sim %t.small.mlir --compare=%t.lowered.mlir -e chain --seed=111 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.small.mlir --compare=%t.lowered.mlir -e chain --seed=112 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.small.mlir --compare=%t.lowered.mlir -e chain --seed=113 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-tma=never stage-async=false" -o %t.async.mlir
// RUN: kfusion-sim %t.small.mlir --compare=%t.async.mlir -e chain --seed=114 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.small.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always halo-exchange=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles=stage-tma=never -o %t.apart.mlir
// RUN: kfusion-sim %t.small.mlir --compare=%t.apart.mlir -e chain --seed=115 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: sed 's/dynamic_offset 1216 : memref<8x36xf32/dynamic_offset 0 : memref<8x36xf32/' %t.fused.mlir | kfusion-opt --kfusion-lower-tiles=stage-tma=never -o %t.planted.mlir
// RUN: not kfusion-sim %t.small.mlir --compare=%t.planted.mlir -e chain --seed=111 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 2 arguments, 4096 elements compared
// CAUGHT: kfusion-sim: {{error: data race|mismatch}}
