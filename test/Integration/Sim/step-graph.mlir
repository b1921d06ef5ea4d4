// The step-graph program of the GPU test (Integration/GPU/step-graph.mlir)
// on kfusion-sim, which records and replays as the runtime does: the first
// call of the step runs while its launches and memset are recorded, the
// next two replay them on the buffers they were recorded with (the call's
// host code skipped), on the input as refilled before each; the steps the
// runtime refuses are refused for the same reasons, in the same words, and
// run as usual; KFUSION_CUDA_GRAPH=0 replays nothing; two misuses are
// stopped.
//
// Why it would fail: a replay that skipped the kernels, or ran them on
// buffers freed after the recording, prints the first call's sum, -1024 or
// a use-after-free report; a refusal the runtime makes and the interpreter
// does not prints "recorded"; a misuse that is not stopped exits 0.
// RUN: kfusion-sim %S/../GPU/Inputs/step-graph.mlir -e main --entry-point-result=void 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=GRAPH < %t.err
// RUN: env KFUSION_CUDA_GRAPH=0 kfusion-sim %S/../GPU/Inputs/step-graph.mlir -e main --entry-point-result=void 2>%t.off | FileCheck %s --check-prefix=OFF
// RUN: FileCheck %s --check-prefix=OFF-ERR --allow-empty < %t.off
// RUN: not kfusion-sim %S/../GPU/Inputs/step-graph.mlir -e end_without_begin --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=END
// RUN: not kfusion-sim %S/../GPU/Inputs/step-graph.mlir -e nested_begin --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK: step-graph: key 0 call 0 sum 1054720 replayed 0
// CHECK-NEXT: step-graph: key 0 call 1 sum 1056768 replayed 1
// CHECK-NEXT: step-graph: key 0 call 2 sum 1058816 replayed 1
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
// CHECK-NEXT: step-graph: key 4 call 0 sum 1571328 replayed 0
// CHECK-NEXT: step-graph: key 4 call 1 sum 1574400 replayed 0
// CHECK-NEXT: step-graph: key 4 call 2 sum 1577472 replayed 0
// CHECK-NEXT: step-graph: key 5 call 0 sum 3072 replayed 0
// CHECK-NEXT: step-graph: key 5 call 1 sum 3072 replayed 0
// CHECK-NEXT: step-graph: key 5 call 2 sum 3072 replayed 0

// GRAPH: kfusion-graph: key=0 recorded: 2 kernels, 1 memsets, 2 buffers kept
// GRAPH-NEXT: kfusion-graph: key=1 not recorded: it works on more than one stream (a graph does not promise that kernels of two streams run at once)
// GRAPH-NEXT: kfusion-graph: key=2 not recorded: it copies memory
// GRAPH-NEXT: kfusion-graph: key=3 not recorded: it keeps memory it allocated
// GRAPH-NEXT: kfusion-graph: key=4 not recorded: it records events (a replay would not)
// GRAPH-NEXT: kfusion-graph: key=5 not recorded: it launches no kernel
// GRAPH-NOT: kfusion-graph

// OFF: step-graph: key 0 call 1 sum 1056768 replayed 0
// OFF-NEXT: step-graph: key 0 call 2 sum 1058816 replayed 0
// OFF-ERR-NOT: kfusion-graph

// END: kfusion-sim: error: step graph: kfusionGraphEnd(9): no call of this key is being recorded on this thread
// NESTED: kfusion-sim: error: step graph: kfusionGraphBegin(6): the call of key 5 is being recorded on this thread (kfusionGraphEnd first)
