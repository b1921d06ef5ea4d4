//===- InterpreterTest.cpp - The interpreter's C++ API --------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs programs through sim::Interpreter as a fusion pass's own test would:
// results of entry points, buffers in and out, and refusals.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Interpreter/Interpreter.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <chrono>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class InterpreterTest : public ::testing::Test {
protected:
  InterpreterTest() : context(registry()) {}

  static DialectRegistry registry() {
    DialectRegistry r;
    registerGPUPipelineDialects(r);
    return r;
  }

  /// Parses `text` into `module` and prepares it for execution; failure
  /// (with a test failure) when it does not parse.
  FailureOr<sim::Interpreter>
  prepare(StringRef text,
          const sim::InterpreterOptions &options = sim::InterpreterOptions()) {
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module) << "the test program does not parse";
    if (!module)
      return failure();
    return sim::Interpreter::create(*module, options);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(InterpreterTest, ReturnsIntegerResultWithWrapAround) {
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @f() -> i32 {
      %a = arith.constant 2147483647 : i32
      %b = arith.constant 2 : i32
      %c = arith.addi %a, %b : i32
      return %c : i32
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::optional<int64_t> result;
  ASSERT_TRUE(succeeded(interp->run("f", &result, nullptr)));
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(*result, -2147483647); // i32 wraps
}

TEST_F(InterpreterTest, KernelWritesEveryElementOfTheArgument) {
  // out[i] = in[i] * 2 + tid, computed by 2 blocks of 64 threads.
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    module attributes {gpu.container_module} {
      gpu.module @k {
        gpu.func @scale(%in: memref<128xi32>, %out: memref<128xi32>) kernel {
          %b = gpu.block_id x
          %d = gpu.block_dim x
          %t = gpu.thread_id x
          %o = arith.muli %b, %d : index
          %i = arith.addi %o, %t : index
          %v = memref.load %in[%i] : memref<128xi32>
          %two = arith.constant 2 : i32
          %w = arith.muli %v, %two : i32
          %ti = arith.index_cast %t : index to i32
          %r = arith.addi %w, %ti : i32
          memref.store %r, %out[%i] : memref<128xi32>
          gpu.return
        }
      }
      func.func @main(%in: memref<128xi32>, %out: memref<128xi32>) {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c64 = arith.constant 64 : index
        gpu.launch_func @k::@scale blocks in (%c2, %c1, %c1)
            threads in (%c64, %c1, %c1)
            args(%in : memref<128xi32>, %out : memref<128xi32>)
        return
      }
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  FailureOr<std::vector<sim::ArgumentBuffer>> args =
      interp->describeArguments("main");
  ASSERT_TRUE(succeeded(args));
  ASSERT_EQ(args->size(), 2u);
  std::vector<int32_t> in(128), out(128, -12345);
  for (int i = 0; i < 128; ++i)
    in[i] = (i * 7919) % 1000 - 500;
  std::memcpy((*args)[0].bytes.data(), in.data(), 512);
  std::memcpy((*args)[1].bytes.data(), out.data(), 512);
  ASSERT_TRUE(succeeded(interp->runWithBuffers("main", *args)));
  std::memcpy(out.data(), (*args)[1].bytes.data(), 512);
  for (int i = 0; i < 128; ++i)
    EXPECT_EQ(out[i], in[i] * 2 + i % 64) << "at " << i;
  EXPECT_EQ(interp->stats().kernelLaunches, 1u);
  EXPECT_GT(interp->stats().kernelOps, 128u * 10);
}

TEST_F(InterpreterTest, EquivalenceModeRefusesDynamicShapes) {
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main(%a: memref<?xf32>) {
      return
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    diagnostics += d.str();
    return success();
  });
  EXPECT_TRUE(failed(interp->describeArguments("main")));
  EXPECT_NE(diagnostics.find("static shape"), std::string::npos);
}

TEST_F(InterpreterTest, UnsupportedOpFailsBeforeRunning) {
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main() -> f32 {
      %v = arith.constant dense<1.0> : vector<2x2xf32>
      %c = arith.constant 1.0 : f32
      return %c : f32
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::optional<double> result;
  EXPECT_TRUE(failed(interp->run("main", nullptr, &result)));
  EXPECT_FALSE(result.has_value());
}
// Issue 13: host code had no budget. Each of these runs would spin forever
// before; each must now fail, and quickly.
TEST_F(InterpreterTest, ZeroStepLoopFailsInsteadOfSpinning) {
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main() -> index {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %r = scf.for %i = %c0 to %c4 step %c0 iter_args(%a = %c0) -> index {
        scf.yield %i : index
      }
      return %r : index
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::optional<int64_t> result;
  EXPECT_TRUE(failed(interp->run("main", &result, nullptr)));
  EXPECT_FALSE(result.has_value());
  EXPECT_LT(interp->stats().hostOps, 100u);
}

TEST_F(InterpreterTest, HostStepBudgetStopsACountingLoop) {
  sim::InterpreterOptions options;
  options.maxSteps = 200000;
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main() -> i64 {
      %c0 = arith.constant 0 : i64
      %c1 = arith.constant 1 : i64
      %true = arith.constant true
      %r = scf.while (%i = %c0) : (i64) -> i64 {
        scf.condition(%true) %i : i64
      } do {
      ^bb0(%i: i64):
        %n = arith.addi %i, %c1 : i64
        scf.yield %n : i64
      }
      return %r : i64
    })mlir",
                                               options);
  ASSERT_TRUE(succeeded(interp));
  std::optional<int64_t> result;
  EXPECT_TRUE(failed(interp->run("main", &result, nullptr)));
  EXPECT_GT(interp->stats().hostOps, 200000u);
  EXPECT_LT(interp->stats().hostOps, 200000u + (1u << 17));
}

TEST_F(InterpreterTest, TimeLimitStopsAHostThatStoresForever) {
  sim::InterpreterOptions options;
  options.timeLimitSeconds = 0.2;
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main() {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %buf = memref.alloc() : memref<1xindex>
      cf.br ^loop(%c0 : index)
    ^loop(%i: index):
      memref.store %i, %buf[%c0] : memref<1xindex>
      %n = arith.addi %i, %c1 : index
      cf.br ^loop(%n : index)
    })mlir",
                                               options);
  ASSERT_TRUE(succeeded(interp));
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(failed(interp->run("main", nullptr, nullptr)));
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  EXPECT_GE(seconds, 0.2);
  EXPECT_LT(seconds, 5.0);
}
} // namespace
