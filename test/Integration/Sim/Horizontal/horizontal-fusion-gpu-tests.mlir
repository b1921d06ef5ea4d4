// Execution check without a GPU: the programs of the hfuse GPU tests
// (test/Integration/GPU/hfuse-*.mlir), fused and lowered, run in the
// reference interpreter and must print the same checksums as the unfused
// programs do on the GPU (the CHECK lines of those files). The interpreter
// also reports deadlocks, races in workgroup memory and barrier misuse, so a
// named barrier with the wrong id or count, or overlapping shared memory,
// fails here. Every program runs in thread partitions, in serial mode, in
// serial mode staggered (staggered=true: each block's kernel order rotated)
// and with interleaved blocks (blocks=true: each block one kernel's).
//
// RUN: kfusion-sim %S/../../GPU/hfuse-reduce-hist.mlir -e main --entry-point-result=void | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-reduce-hist.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-reduce-hist.mlir --kfusion-horizontal-fusion="partition=256,256" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=reverse | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-reduce-hist.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-reduce-hist.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-reduce-hist.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-reduce-hist.mlir
//
// RUN: kfusion-opt %S/../../GPU/hfuse-transpose-early-exit.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void | FileCheck %S/../../GPU/hfuse-transpose-early-exit.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-transpose-early-exit.mlir --kfusion-horizontal-fusion="partition=256,256" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=reverse | FileCheck %S/../../GPU/hfuse-transpose-early-exit.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-transpose-early-exit.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-transpose-early-exit.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-transpose-early-exit.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-transpose-early-exit.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-transpose-early-exit.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-transpose-early-exit.mlir
//
// RUN: kfusion-opt %S/../../GPU/hfuse-dynamic-shared.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void | FileCheck %S/../../GPU/hfuse-dynamic-shared.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-dynamic-shared.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-dynamic-shared.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-dynamic-shared.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-dynamic-shared.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-dynamic-shared.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-dynamic-shared.mlir
//
// RUN: kfusion-sim %S/../../GPU/hfuse-outlined-calls.mlir -e main --entry-point-result=void | FileCheck %S/../../GPU/hfuse-outlined-calls.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-outlined-calls.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=reverse | FileCheck %S/../../GPU/hfuse-outlined-calls.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-outlined-calls.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-outlined-calls.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-outlined-calls.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-outlined-calls.mlir
// RUN: kfusion-opt %S/../../GPU/hfuse-outlined-calls.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %S/../../GPU/hfuse-outlined-calls.mlir
