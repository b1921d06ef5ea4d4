// XFAIL: *
// RUN: not kfusion-opt %s -o /dev/null 2>&1 | FileCheck %s
// FUZZ-KNOWN: printDynamicIndexList
// FUZZ-KNOWN: getAsOpFoldResult

// Found by the fuzzer (a campaign with seed 7 on 2026-12-02, mutant 265 of
// bench/models/programs/resnet.float32.small.mlir, "constant line 87: 0 ->
// -9223372036854775808"): a static `tensor.pad` whose `static_low` holds
// ShapedType::kDynamic without a matching operand. Upstream MLIR 22 does not
// reject it before printing it: the parser's verification failure prints the
// op (mlir-print-op-on-diagnostic), and `tensor::PadOp::print` reads the
// missing operand in `printDynamicIndexList` (SIGSEGV); Debian's mlir-opt-22
// crashes the same way, before any KFusion code runs. The test is XFAIL and
// its FUZZ-KNOWN line keeps the campaigns from failing on it. The same op
// with its printing avoided crashes upstream's canonicalizer instead (a
// campaign with seed 62 on 2026-12-04, target stencil-exchange-ptx, where
// kfusion-to-cubin canonicalizes the host function: SIGSEGV in
// getAsOpFoldResult reading the missing operand): the second FUZZ-KNOWN line.
// Campaigns of 2026-12-06 (seeds 102 and 103, every *-ptx target) found it
// with `mlir::Value::getDefiningOp` as the top frame (the same read, not
// inlined); the fuzzer names a crash after the caller of such an accessor
// (test/fuzz/kfuzz/classify.py), so that is this bug's second line too.
//
// What it proves once upstream verifies the operand count first: the tools
// reject the op with an error instead of crashing.
// Why it would fail: today the printer crashes (the `not` sees a crash).

// CHECK: error:

func.func @f(%a: tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32> {
  %0 = arith.constant 0.0 : f32
  %p = "tensor.pad"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, -9223372036854775808, 1, 1>}> ({
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    "tensor.yield"(%0) : (f32) -> ()
  }) : (tensor<1x16x8x8xf32>) -> tensor<1x16x10x10xf32>
  return %p : tensor<1x16x10x10xf32>
}
