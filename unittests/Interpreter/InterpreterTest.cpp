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
  FailureOr<sim::Interpreter> prepare(StringRef text) {
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module) << "the test program does not parse";
    if (!module)
      return failure();
    return sim::Interpreter::create(*module, sim::InterpreterOptions());
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
      %v = arith.constant dense<1.0> : vector<4xf32>
      %c = arith.constant 1.0 : f32
      return %c : f32
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::optional<double> result;
  EXPECT_TRUE(failed(interp->run("main", nullptr, &result)));
  EXPECT_FALSE(result.has_value());
}
} // namespace
