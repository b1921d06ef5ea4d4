// kfusion-to-cubin stream-rows=16 stream-columns=64 on ../Stencil/stream-rows.mlir's
// chain (three sweeps, the input staged): blocks of 64 threads; the delay
// lines (private arrays of constant indices, in the entry block) leave no
// local memory (no depot: LLVM promoted them to registers); the values read
// across columns go through shared memory (the buffers cleared, then written
// and read each row); two barriers, the one before the walk and the one in
// it.
// RUN: kfusion-opt %S/../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx stream-rows=16 stream-columns=64" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.ptx/k.sm_90.ptx
// RUN: grep -c "bar.sync" %t.ptx/k.sm_90.ptx | FileCheck %s --check-prefix=BARRIERS

// CHECK-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// CHECK-NOT:   __local_depot
// CHECK:       .maxntid 64, 1, 1
// CHECK-DAG:   ld.global
// CHECK-DAG:   ld.shared.b32
// CHECK-DAG:   st.shared.b32
// CHECK-NOT:   ld.local
// CHECK-NOT:   st.local
// BARRIERS: 2
