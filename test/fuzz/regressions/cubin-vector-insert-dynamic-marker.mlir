// Found by the fuzzer (seed 107, target stencil-vector-stores-ptx, 2026-12-06:
// mutant 823 of test/Integration/Sim/aggregates.mlir, "vector.insert position
// 1 -> -9223372036854775808"): a vector.insert whose static position holds
// ShapedType::kDynamic with no dynamic position operand passes upstream's
// verifier (MLIR 22), and upstream's canonicalizer and vector-to-LLVM then
// crash on it (SIGSEGV in the greedy driver inside kfusion-to-cubin; Debian's
// mlir-opt-22 --canonicalize the same). kfusion-to-cubin now checks vector
// positions first and reports the op; kfusion-runner lowers through it.
// Why it would fail: without the check kfusion-opt and kfusion-runner crash.
// RUN: not kfusion-opt %s --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: not kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s

// CHECK-NOT: Stack dump
// CHECK: error: kfusion-to-cubin: a static position of 'vector.insert' is the dynamic-size marker (-9223372036854775808) with no operand for it
// CHECK-NOT: Stack dump

func.func @two_d(%s: f32) -> vector<2x2xf32> {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %z = vector.insert %s, %m [1, -9223372036854775808] : f32 into vector<2x2xf32>
  return %z : vector<2x2xf32>
}
