// kfusion-to-cubin stage-async: the staged window's copy in interior blocks
// is three 4-byte cp.async per thread (../Stencil/stage-unroll.mlir's 170
// elements over 64 threads), committed and waited for before the stage's
// barrier, with 64-bit and with 32-bit index arithmetic (the nvgpu copies then
// lowered with 32-bit indices, as the kernel's memrefs; upstream's 64-bit
// lowering would leave descriptors of two widths). With stage-async=false: no
// cp.async. (ptxas assembles the 32-bit form in
// ../Integration/Sim/Pipelines/stage-async-ptx.mlir.)
// RUN: kfusion-opt %S/../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-async=true" --kfusion-dump-binaries="output-dir=%t.64" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.64/k.sm_90.ptx
// RUN: kfusion-opt %S/../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-async=true bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t.32" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.32/k.sm_90.ptx
// RUN: kfusion-opt %S/../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-async=false" --kfusion-dump-binaries="output-dir=%t.sync" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=SYNC < %t.sync/k.sm_90.ptx

// CHECK-LABEL: .visible .entry north_south_stencil(
// CHECK-COUNT-3: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
// CHECK:       cp.async.commit_group;
// CHECK-NEXT:  cp.async.wait_group {{[[:space:]]*}}0;
// CHECK:       bar.sync {{[[:space:]]*}}0;
// SYNC-LABEL:  .visible .entry north_south_stencil(
// SYNC-NOT:    cp.async
// SYNC:        bar.sync
