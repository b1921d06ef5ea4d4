// ../../../Stencil/stencil-fusion.mlir on the interpreter: the fused kernels,
// as the fusion leaves them (no lowering first) and lowered, compute what the
// unfused program did on random inputs, under several schedules.
// RUN: kfusion-opt %S/../../../Stencil/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.fused.mlir -e chain --seed=21 | FileCheck %s --check-prefix=EQUAL-CHAIN
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.fused.mlir -e chain --seed=22 --schedule=reverse | FileCheck %s --check-prefix=EQUAL-CHAIN
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.fused.mlir -e chain --seed=23 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL-CHAIN
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.fused.mlir -e temporary --seed=24 --schedule=random | FileCheck %s --check-prefix=EQUAL-TEMP
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.fused.mlir -e readonly --seed=25 --schedule=reverse | FileCheck %s --check-prefix=EQUAL-RO
// The lowered form computes the same (what the GPU runs).
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%t.lowered.mlir -e chain --seed=26 --schedule=random | FileCheck %s --check-prefix=EQUAL-CHAIN
//
// The oracle catches a wrong fusion (Inputs/: the fused @chain with a bug
// planted). A missing barrier between producer and consumer is a race:
// RUN: not kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%S/Inputs/stencil-fusion-nobarrier.mlir -e chain --seed=21 2>&1 | FileCheck %s --check-prefix=RACE
// A producer computed over too narrow a halo leaves points its consumer
// reads unwritten:
// RUN: not kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%S/Inputs/stencil-fusion-halo.mlir -e chain --seed=21 2>&1 | FileCheck %s --check-prefix=UNINIT
// Without the prefill of the points @prod does not write, the consumer reads
// what nobody wrote instead of the old values:
// RUN: not kfusion-sim %S/../../../Stencil/stencil-fusion.mlir --compare=%S/Inputs/stencil-fusion-noprefill.mlir -e chain --seed=21 2>&1 | FileCheck %s --check-prefix=BROKEN

// EQUAL-CHAIN: kfusion-sim: equal: 3 arguments, 3072 elements compared
// EQUAL-TEMP: kfusion-sim: equal: 2 arguments, 2048 elements compared
// EQUAL-RO: kfusion-sim: equal: 4 arguments, 4096 elements compared
// RACE: {{data race: read of workgroup buffer|uninitialized read: load of .* of workgroup buffer}}
// UNINIT: uninitialized read
// BROKEN: uninitialized read: load of byte {{[0-9]+}} of workgroup buffer #0
