// REQUIRES: cuda-gpu
// The horizontal fusion example of `make demo` (examples/hfuse.mlir) on the
// GPU at full size, unfused and planned + fused: the host check passes, the
// checksum is the one the interpreter computes at this size (kfusion-sim on
// examples/hfuse.mlir as it stands: minutes, so ../Sim/hfuse-example.mlir runs
// it smaller), and the timed loop reports.
// RUN: kfusion-runner %S/../../../examples/hfuse.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/../../../examples/hfuse.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion 2>/dev/null | kfusion-runner -e main --entry-point-result=void | FileCheck %s

// CHECK: hfuse-demo: PASS
// CHECK-NEXT: hfuse-demo: checksum = 9424556031827125
// CHECK-NEXT: kfusion-bench: entry=program warmup=5 repeat=50 median-ms=
