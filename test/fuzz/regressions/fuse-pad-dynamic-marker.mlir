// RUN: not kfusion-opt %s --kfusion-fuse --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// Found by the fuzzer (target fuse, seed 11, 2026-12-04): a `tensor.pad` whose
// `static_low` holds ShapedType::kDynamic without a padding operand (which
// tensor.pad's verifier lets through, upstream-tensor-pad-dynamic-marker.mlir)
// reached upstream's DecomposePadOpPattern in the stitching front end, which
// read the missing operand (SIGSEGV in IntegerAttr::getValue). The front end
// now refuses such a pad, and a negative static padding, with an error on it.
// (The op is not printed with the error: its printer crashes, upstream.)

// CHECK: error: kfusion-fuse: no candidate of @f could be built: stitching does not take a tensor.pad with a negative padding or a dynamic one without its operand

func.func @f(%a: tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32> {
  %0 = arith.constant 0.0 : f32
  %p = "tensor.pad"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, -9223372036854775808, 1, 1>}> ({
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    "tensor.yield"(%0) : (f32) -> ()
  }) : (tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32>
  return %p : tensor<1x16x10x10xf32>
}
