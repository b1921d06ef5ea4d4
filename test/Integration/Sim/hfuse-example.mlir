// The horizontal fusion example of `make demo` (examples/hfuse.mlir), unfused
// and planned + fused, on the interpreter: the host check passes and the
// checksum is the same. As the demo does without a GPU, the arrays are made
// smaller (Inputs/hfuse-small.mlir: 16 M -> 64 Ki and 4 M -> 16 Ki elements;
// the kernels loop over any size); ../GPU/hfuse-example.mlir runs the full
// size on a GPU.
// RUN: kfusion-sim %S/Inputs/hfuse-small.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/Inputs/hfuse-small.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-lower-horizontal 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// Any partition computes the same (the demo measures a few on a GPU).
// RUN: kfusion-opt %S/Inputs/hfuse-small.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion=partition=128,256 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=reverse | FileCheck %s
// RUN: kfusion-opt %S/Inputs/hfuse-small.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion=partition=512,256 2>/dev/null | kfusion-sim - -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/Inputs/hfuse-small.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion 2>/dev/null | FileCheck %s --check-prefix=FUSED
// The timed loop runs as often as the environment says.
// RUN: env KFUSION_BENCH_WARMUP=1 KFUSION_BENCH_REPEAT=2 kfusion-sim %S/Inputs/hfuse-small.mlir -e main --entry-point-result=void | FileCheck %s --check-prefix=TIMED

// CHECK: hfuse-demo: PASS
// CHECK-NEXT: hfuse-demo: checksum = 35109480761661
// CHECK-NEXT: kfusion-bench: not timed (kfusion-sim)
// Both launches of the pair (the checked run and the timed loop) become one.
// FUSED-LABEL: func.func @main()
// FUSED-COUNT-2: gpu.launch_func async {{.*}} @kernels::@scale_mix_hfuse
// TIMED: hfuse-demo: PASS
// TIMED: kfusion-bench: not timed (kfusion-sim)
