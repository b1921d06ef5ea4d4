// REQUIRES: cuda-gpu
// The horizontal fusion example of `make demo` (examples/hfuse.mlir) on the
// GPU, unfused and planned + fused: the host check passes and the checksum is
// the one the interpreter computes (../Sim/hfuse-example.mlir).
// RUN: kfusion-runner %S/../../../examples/hfuse.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/../../../examples/hfuse.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s

// CHECK: hfuse-demo: PASS
// CHECK-NEXT: hfuse-demo: checksum = 140417007742931
