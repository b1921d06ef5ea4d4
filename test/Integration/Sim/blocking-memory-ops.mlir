// The GPU test of the host's memory ops in all their forms
// (../GPU/blocking-memory-ops.mlir) on the interpreter, checked against the same
// CHECK lines, under several schedules; and the same program through
// kfusion-to-cubin, which must lower every one of those ops (upstream's
// gpu-to-llvm alone leaves the synchronous ones) and leave none of them.
// RUN: kfusion-sim %S/../GPU/blocking-memory-ops.mlir -e main --entry-point-result=void | FileCheck %S/../GPU/blocking-memory-ops.mlir
// RUN: kfusion-sim %S/../GPU/blocking-memory-ops.mlir -e main --entry-point-result=void --schedule=random | FileCheck %S/../GPU/blocking-memory-ops.mlir
// RUN: kfusion-sim %S/../GPU/blocking-memory-ops.mlir -e main --entry-point-result=void --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %S/../GPU/blocking-memory-ops.mlir
// RUN: kfusion-opt %S/../GPU/blocking-memory-ops.mlir --kfusion-lower-blocking-memory-ops | kfusion-sim - -e main --entry-point-result=void | FileCheck %S/../GPU/blocking-memory-ops.mlir
// RUN: kfusion-opt %S/../GPU/blocking-memory-ops.mlir --kfusion-to-cubin=format=ptx | FileCheck %s --check-prefix=LOWERED --implicit-check-not=gpu.alloc --implicit-check-not=gpu.memcpy --implicit-check-not=gpu.memset --implicit-check-not=gpu.dealloc

// LOWERED-LABEL: llvm.func @main()
// LOWERED: llvm.call @mgpuMemAlloc
// LOWERED: llvm.call @mgpuMemcpy
// LOWERED: llvm.call @mgpuMemset32
// LOWERED: llvm.call @mgpuMemFree
