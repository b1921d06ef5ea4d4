// RUN: kfusion-opt %S/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu=plan=none | FileCheck %s
// kfusion-stitch cleans up every host function it generates, whichever
// input function came first: each keeps one `arith.constant 1 : index`
// after CSE. (It told its output from the user's by address; a function
// placed where an erased input had been was taken for the user's and left
// with duplicate constants, in some runs and not others.)

// CHECK-LABEL: func.func @proj_softmax(
// CHECK:         arith.constant 1 : index
// CHECK-NOT:     arith.constant 1 : index
// CHECK-LABEL: func.func @batched_gelu(
// CHECK:         arith.constant 1 : index
// CHECK-NOT:     arith.constant 1 : index
// CHECK-LABEL: func.func @transposed_norm(
// CHECK:         arith.constant 1 : index
// CHECK-NOT:     arith.constant 1 : index
// CHECK-LABEL: func.func @gemm_layernorm(
// CHECK:         arith.constant 1 : index
// CHECK-NOT:     arith.constant 1 : index
// CHECK-LABEL: func.func @deep(
// CHECK:         arith.constant 1 : index
// CHECK-NOT:     arith.constant 1 : index
// CHECK-LABEL: gpu.module @proj_softmax_stitched
