// REQUIRES: cuda-gpu
// The runtime's step graphs (kfusionGraphBegin / End) on the GPU, with the
// program of Inputs/step-graph.mlir. The step (a memset and two kernels
// through two temporaries it allocates and frees) is recorded at its first
// call and replayed at the next two, which compute on the input as refilled
// before each (sums differ per call); the timed replay counts the graph's
// two kernels beside the fill and memset issued before it and the copy back
// after it (5 operations).
// Steps the runtime cannot replay run as usual, with one line saying why.
//
// Why it would fail: a replay that skipped the kernels, or ran them on stale
// temporaries, prints the sum of the first call or -1024; a step recorded
// although it uses two streams, copies or joins tokens (events) prints
// "recorded"; graphs left on
// with KFUSION_CUDA_GRAPH=0 print "replayed 1"; a misuse that is not stopped
// exits 0.
// RUN: kfusion-runner %S/Inputs/step-graph.mlir -e main --entry-point-result=void 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=GRAPH < %t.err
// RUN: env KFUSION_CUDA_GRAPH=0 kfusion-runner %S/Inputs/step-graph.mlir -e main --entry-point-result=void 2>%t.off | FileCheck %s --check-prefix=OFF
// RUN: FileCheck %s --check-prefix=OFF-ERR --allow-empty < %t.off
// RUN: not kfusion-runner %S/Inputs/step-graph.mlir -e end_without_begin --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=END
// RUN: not kfusion-runner %S/Inputs/step-graph.mlir -e nested_begin --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK: step-graph: key 0 call 0 sum 1054720 replayed 0
// CHECK-NEXT: step-graph: key 0 call 1 sum 1056768 replayed 1
// CHECK-NEXT: step-graph: key 0 call 2 sum 1058816 replayed 1
// CHECK-NEXT: step-graph: timed call ops 5
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

// Off: every call runs; the timed one is the fill, two memsets, two kernels
// and the copy.
// OFF: step-graph: key 0 call 1 sum 1056768 replayed 0
// OFF-NEXT: step-graph: key 0 call 2 sum 1058816 replayed 0
// OFF-NEXT: step-graph: timed call ops 6
// OFF-ERR-NOT: kfusion-graph

// END: kfusionGraphEnd(9): no call of this key is being recorded on this thread
// NESTED: kfusionGraphBegin(6): the call of key 5 is being recorded on this thread (kfusionGraphEnd first)
