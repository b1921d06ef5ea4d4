// kfusion-fuse on modules of several linalg functions, one of them with
// argument attributes a declaration may not carry (bufferization.writable):
// every function fused (Fuse/functions.mlir), each equal on the interpreter
// to the same module with every op its own kernel (candidates=unfused) on
// random inputs.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/slices.mlir --kfusion-fuse=sync=none -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/slices.mlir --kfusion-fuse="sync=none candidates=unfused" -o %t.unfused.mlir 2>/dev/null
// RUN: for f in rotary pad_relu insert_row scale_by_element transpose_broadcast conv_pool qkv_heads flatten_slice; do kfusion-sim %t.fused.mlir -e $f --compare=%t.unfused.mlir || exit 1; done | FileCheck %s
// CHECK-COUNT-8: kfusion-sim: equal:
