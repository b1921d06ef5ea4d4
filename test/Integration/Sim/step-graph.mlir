// The step-graph program of the GPU test (Integration/GPU/step-graph.mlir)
// on kfusion-sim, which replays nothing: kfusionGraphBegin is false, every
// call runs, and each call's sum is what the GPU's replays must print.
//
// Why it would fail: an interpreter that skipped calls after the first, or
// returned true from kfusionGraphBegin, prints the first call's sums or -1024;
// one without the kfusionGraph* helpers refuses the program.
// RUN: kfusion-sim %S/../GPU/Inputs/step-graph.mlir -e main --entry-point-result=void | FileCheck %s

// CHECK: step-graph: key 0 call 0 sum 1054720 replayed 0
// CHECK-NEXT: step-graph: key 0 call 1 sum 1056768 replayed 0
// CHECK-NEXT: step-graph: key 0 call 2 sum 1058816 replayed 0
// CHECK-NEXT: step-graph: timed call ops 0
// CHECK-NEXT: step-graph: key 1 call 0 sum 1571328 replayed 0
// CHECK-NEXT: step-graph: key 1 call 1 sum 1574400 replayed 0
// CHECK-NEXT: step-graph: key 1 call 2 sum 1577472 replayed 0
// CHECK-NEXT: step-graph: key 2 call 0 sum 1571328 replayed 0
// CHECK-NEXT: step-graph: key 2 call 1 sum 1574400 replayed 0
// CHECK-NEXT: step-graph: key 2 call 2 sum 1577472 replayed 0
// CHECK-NEXT: step-graph: key 3 call 0 sum 1571328 replayed 0
// CHECK-NEXT: step-graph: key 3 call 1 sum 1574400 replayed 0
// CHECK-NEXT: step-graph: key 3 call 2 sum 1577472 replayed 0
// CHECK-NEXT: step-graph: key 4 call 0 sum 3072 replayed 0
// CHECK-NEXT: step-graph: key 4 call 1 sum 3072 replayed 0
// CHECK-NEXT: step-graph: key 4 call 2 sum 3072 replayed 0
