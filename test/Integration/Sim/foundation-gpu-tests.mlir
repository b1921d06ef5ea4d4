// The foundation's GPU integration tests, run on the reference interpreter
// and checked against the very CHECK lines they are checked with on the GPU
// (test/Integration/GPU), so the interpreter and an H100 must print the same
// results. launch-error and benchmark-mode print runner-specific lines; for
// them the interpreter's own report and the program's result are checked.
// RUN: kfusion-sim %S/../GPU/vector-add.mlir | FileCheck %S/../GPU/vector-add.mlir
// RUN: kfusion-sim %S/../GPU/block-reduce.mlir | FileCheck %S/../GPU/block-reduce.mlir
// RUN: kfusion-sim %S/../GPU/dynamic-shared-memory.mlir | FileCheck %S/../GPU/dynamic-shared-memory.mlir
// RUN: kfusion-sim %S/../GPU/concurrent-streams.mlir | FileCheck %S/../GPU/concurrent-streams.mlir
// RUN: kfusion-sim %S/../GPU/benchmark-mode.mlir | FileCheck %s --check-prefix=SAXPY
// RUN: not kfusion-sim %S/../GPU/launch-error.mlir 2>&1 | FileCheck %s --check-prefix=LAUNCH
// The demo of `make demo` too.
// RUN: kfusion-sim %S/../../../examples/demo.mlir | FileCheck %s --check-prefix=DEMO

// SAXPY: saxpy: mismatches = 0, checksum = -1245954
// LAUNCH: kfusion-sim: error: launch error: grid (1, 1, 1) and block (2048, 1, 1) are outside the device limits (as CUDA_ERROR_INVALID_VALUE)
// LAUNCH-NOT: launch-error: after wait
// DEMO: demo: PASS
// DEMO: demo: total = -4650001
