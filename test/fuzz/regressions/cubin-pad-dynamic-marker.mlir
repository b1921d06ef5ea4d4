// Found by the fuzzer (seed 133, target hfuse-ptx, 2026-12-07: mutant 797 of
// test/fuzz/regressions/fuse-pad-dynamic-marker.mlir): a `tensor.pad` whose
// `static_low` holds ShapedType::kDynamic without a padding operand passes
// upstream's verifier (MLIR 22, upstream-tensor-pad-dynamic-marker.mlir), and
// kfusion-to-cubin's canonicalization of the host function read the missing
// operand (SIGSEGV in getAsOpFoldResult). kfusion-to-cubin now checks the
// paddings first and reports the op's location (not the op: its printer
// crashes too); kfusion-runner lowers through it. The stitching front end's
// refusal of the same op is fuse-pad-dynamic-marker.mlir (one predicate,
// KFusion/Common/DynamicMarkers.h).
// Why it would fail: without the check kfusion-opt and kfusion-runner crash.
// RUN: not kfusion-opt %s --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: not kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s
// RUN: kfusion-opt %s --kfusion-to-cubin=format=ptx -verify-diagnostics -o /dev/null

// CHECK-NOT: Stack dump
// CHECK: error: kfusion-to-cubin: a static padding of 'tensor.pad' is the dynamic-size marker (-9223372036854775808) with no operand for it, which upstream's canonicalization cannot take
// CHECK-NOT: Stack dump

func.func @f(%a: tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32> {
  %0 = arith.constant 0.0 : f32
  // expected-error @+1 {{kfusion-to-cubin: a static padding of 'tensor.pad' is the dynamic-size marker (-9223372036854775808) with no operand for it, which upstream's canonicalization cannot take}}
  %p = "tensor.pad"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, -9223372036854775808, 1, 1>}> ({
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    "tensor.yield"(%0) : (f32) -> ()
  }) : (tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32>
  return %p : tensor<1x16x10x10xf32>
}
