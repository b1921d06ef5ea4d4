//===- InterpreterTest.cpp - The interpreter's C++ API --------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs programs through sim::Interpreter as a fusion pass's own test would:
// results of entry points, buffers in and out, and refusals; and the f16 /
// bf16 encodings of its memory against known bit patterns and APFloat.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Interpreter/FloatFormats.h"
#include "KFusion/Interpreter/Interpreter.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"

#include "gtest/gtest.h"

#include <chrono>
#include <cmath>
#include <cstring>
#include <random>

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
      %w = arith.addf %v, %v : vector<2x2xf32>
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
//===----------------------------------------------------------------------===//
// f16 and bf16 encodings
//===----------------------------------------------------------------------===//

/// A double from its bits.
double doubleOf(uint64_t bits) { return llvm::bit_cast<double>(bits); }

/// `v` rounded to `semantics` by APFloat (to nearest, ties to even): an
/// implementation independent of FloatFormats.h.
uint16_t apfloatBits(double v, const llvm::fltSemantics &semantics) {
  llvm::APFloat f(v);
  bool losesInfo;
  f.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return uint16_t(f.bitcastToAPInt().getZExtValue());
}
double apfloatValue(uint16_t bits, const llvm::fltSemantics &semantics) {
  llvm::APFloat f(semantics, llvm::APInt(16, bits));
  bool losesInfo;
  f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  return f.convertToDouble();
}

struct RoundingCase {
  double value;
  uint16_t bits;
  const char *what;
};

// Expected bits computed with exact rational arithmetic (Python fractions),
// not with the code under test. Each case would fail on one mistake:
// truncation instead of rounding (1/3 in bf16, 1 + 3*2^-9), ties away from
// zero (1 + 2^-11, 2049, 2^-25), rounding through f32 first (the "+ 2^-40"
// and "+ 2^-30" cases sit just above a tie that f32 would make exact), a
// missing overflow to infinity (65520, FLT_MAX in bf16), flushing subnormals
// (2^-24, 1023*2^-24) or losing the sign of zero (-2^-25, -0.0).
TEST(FloatFormatsTest, DoubleToF16RoundsToNearestEven) {
  const RoundingCase cases[] = {
      {1.0, 0x3C00, "1"},
      {1.0 / 3.0, 0x3555, "1/3"},
      {0.1, 0x2E66, "0.1"},
      {-2.0, 0xC000, "-2"},
      {65504.0, 0x7BFF, "largest finite"},
      {65519.99, 0x7BFF, "just below the overflow threshold"},
      {65520.0, 0x7C00, "the tie above 65504 overflows to infinity"},
      {-65520.0, 0xFC00, "negative overflow"},
      {1.0e6, 0x7C00, "far above the range"},
      {std::ldexp(1.0, -14), 0x0400, "smallest normal 2^-14"},
      {std::ldexp(1023.0, -24), 0x03FF, "largest subnormal"},
      {std::ldexp(2047.0, -25), 0x0400,
       "tie above the largest subnormal rounds up to the smallest normal"},
      {std::ldexp(1.0, -24), 0x0001, "smallest subnormal 2^-24"},
      {std::ldexp(1.0, -25), 0x0000, "2^-25: tie between 0 and 2^-24, even"},
      {std::nextafter(std::ldexp(1.0, -25), 1.0), 0x0001,
       "just above 2^-25 rounds up"},
      {std::ldexp(3.0, -25), 0x0002, "1.5 * 2^-24: tie, even (2)"},
      {std::ldexp(1.0, -26), 0x0000, "2^-26 underflows"},
      {-std::ldexp(1.0, -25), 0x8000, "negative underflow keeps the sign"},
      {std::ldexp(1.0, -1030), 0x0000, "a double subnormal"},
      {0.0, 0x0000, "+0"},
      {-0.0, 0x8000, "-0"},
      {1.0 + std::ldexp(1.0, -11), 0x3C00, "tie 1 + 2^-11, even (1)"},
      {1.0 + std::ldexp(3.0, -11), 0x3C02, "tie 1 + 3*2^-11, even"},
      {1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -40), 0x3C01,
       "just above a tie (f32 would round it onto the tie)"},
      {2049.0, 0x6800, "2049: tie, even (2048)"},
      {2051.0, 0x6802, "2051: tie, even (2052)"},
      {INFINITY, 0x7C00, "+inf"},
      {-INFINITY, 0xFC00, "-inf"},
  };
  for (const RoundingCase &c : cases)
    EXPECT_EQ(sim::toF16Bits(c.value), c.bits) << c.what;
}

TEST(FloatFormatsTest, DoubleToBF16RoundsToNearestEven) {
  const RoundingCase cases[] = {
      {1.0, 0x3F80, "1"},
      {1.0 / 3.0, 0x3EAB, "1/3 rounds up (truncation gives 0x3EAA)"},
      {0.1, 0x3DCD, "0.1"},
      {1.0 + std::ldexp(1.0, -8), 0x3F80, "tie 1 + 2^-8, even (1)"},
      {1.0 + std::ldexp(3.0, -9), 0x3F81, "1 + 3*2^-9, above the tie"},
      {1.0 + std::ldexp(3.0, -8), 0x3F82, "tie 1 + 3*2^-8, even"},
      {1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30), 0x3F81,
       "just above a tie (f32 would round it onto the tie)"},
      {3.3895313892515355e38, 0x7F7F, "largest finite"},
      {std::ldexp(1.0, 128) - std::ldexp(1.0, 119), 0x7F80,
       "the tie above the largest finite overflows"},
      {3.4028234663852886e38, 0x7F80, "FLT_MAX overflows"},
      {std::ldexp(1.0, -126), 0x0080, "smallest normal"},
      {std::ldexp(1.0, -133), 0x0001, "smallest subnormal 2^-133"},
      {std::ldexp(1.0, -134), 0x0000, "2^-134: tie, even (0)"},
      {std::ldexp(3.0, -134), 0x0002, "1.5 * 2^-133: tie, even (2)"},
      {-std::ldexp(1.0, -134), 0x8000, "negative underflow keeps the sign"},
      {-0.0, 0x8000, "-0"},
      {INFINITY, 0x7F80, "+inf"},
      {-INFINITY, 0xFF80, "-inf"},
  };
  for (const RoundingCase &c : cases)
    EXPECT_EQ(sim::toBF16Bits(c.value), c.bits) << c.what;
}

TEST(FloatFormatsTest, NaNsStayQuietNaNs) {
  // The default NaN, a negative one, a signaling one whose payload is below
  // 16 bits (quieting must keep it a NaN, not make it an infinity) and one
  // whose top payload bits survive.
  EXPECT_EQ(sim::toF16Bits(NAN), 0x7E00);
  EXPECT_EQ(sim::toF16Bits(-NAN), 0xFE00);
  EXPECT_EQ(sim::toF16Bits(doubleOf(0x7FF0000000000001)), 0x7E00);
  EXPECT_EQ(sim::toF16Bits(doubleOf(0x7FF4000000000000)), 0x7F00);
  EXPECT_EQ(sim::toBF16Bits(NAN), 0x7FC0);
  EXPECT_EQ(sim::toBF16Bits(-NAN), 0xFFC0);
  EXPECT_EQ(sim::toBF16Bits(doubleOf(0x7FF0000000000001)), 0x7FC0);
  EXPECT_TRUE(std::isnan(sim::fromF16Bits(0x7C01)));
  EXPECT_TRUE(std::isnan(sim::fromF16Bits(0xFE00)));
  EXPECT_TRUE(std::isnan(sim::fromBF16Bits(0x7F81)));
  // A quiet NaN survives a load and a store bit for bit.
  EXPECT_EQ(sim::toF16Bits(sim::fromF16Bits(0x7E5A)), 0x7E5A);
  EXPECT_EQ(sim::toBF16Bits(sim::fromBF16Bits(0xFFC3)), 0xFFC3);
}

TEST(FloatFormatsTest, KnownValuesOfBits) {
  EXPECT_EQ(sim::fromF16Bits(0x0001), 5.960464477539063e-08);
  EXPECT_EQ(sim::fromF16Bits(0x03FF), 6.097555160522461e-05);
  EXPECT_EQ(sim::fromF16Bits(0x3555), 0.333251953125);
  EXPECT_EQ(sim::fromF16Bits(0x7BFF), 65504.0);
  EXPECT_EQ(sim::fromF16Bits(0xC000), -2.0);
  EXPECT_EQ(sim::fromF16Bits(0x7C00), INFINITY);
  EXPECT_TRUE(std::signbit(sim::fromF16Bits(0x8000)));
  EXPECT_EQ(sim::fromF16Bits(0x8000), 0.0);
  EXPECT_EQ(sim::fromBF16Bits(0x0001), 9.183549615799121e-41);
  EXPECT_EQ(sim::fromBF16Bits(0x3F81), 1.0078125);
  EXPECT_EQ(sim::fromBF16Bits(0x7F7F), 3.3895313892515355e38);
  EXPECT_EQ(sim::fromBF16Bits(0xFF80), -INFINITY);
  EXPECT_TRUE(std::signbit(sim::fromBF16Bits(0x8000)));
}

/// Every encoding, every midpoint between neighbours (and the doubles next
/// to it) and random doubles across the range, against APFloat.
void checkAgainstAPFloat(const llvm::fltSemantics &semantics,
                         uint16_t (*toBits)(double),
                         double (*fromBits)(uint16_t), int minExp, int maxExp) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    double v = fromBits(uint16_t(b));
    if (std::isnan(v)) {
      EXPECT_TRUE(std::isnan(apfloatValue(uint16_t(b), semantics))) << b;
      continue;
    }
    ASSERT_EQ(llvm::bit_cast<uint64_t>(v),
              llvm::bit_cast<uint64_t>(apfloatValue(uint16_t(b), semantics)))
        << "value of " << b;
    ASSERT_EQ(toBits(v), b) << "round trip of " << b;
    uint16_t next = uint16_t(b + 1);
    double w = fromBits(next);
    if ((b & 0x7FFF) == 0x7FFF || std::isnan(w) || std::isinf(v) ||
        std::isinf(w))
      continue;
    // Midpoints are exact in double (one bit more than the format).
    double mid = v / 2 + w / 2;
    for (double x :
         {mid, std::nextafter(mid, -INFINITY), std::nextafter(mid, INFINITY)})
      ASSERT_EQ(toBits(x), apfloatBits(x, semantics))
          << "near the midpoint of " << b << " and " << next;
  }
  std::mt19937_64 rng(2026);
  std::uniform_int_distribution<int> exponent(minExp, maxExp);
  for (int k = 0; k < 200000; ++k) {
    double x = std::ldexp(1.0 + double(rng() >> 11) * 0x1p-53, exponent(rng));
    if (rng() & 1)
      x = -x;
    ASSERT_EQ(toBits(x), apfloatBits(x, semantics)) << x;
  }
}

TEST(FloatFormatsTest, F16AgreesWithAPFloat) {
  checkAgainstAPFloat(llvm::APFloat::IEEEhalf(), sim::toF16Bits,
                      sim::fromF16Bits, -27, 17);
}

TEST(FloatFormatsTest, BF16AgreesWithAPFloat) {
  checkAgainstAPFloat(llvm::APFloat::BFloat(), sim::toBF16Bits,
                      sim::fromBF16Bits, -136, 129);
}

TEST_F(InterpreterTest, F16ArithmeticRoundsAfterEveryOp) {
  // (1/3 in f16) * 3 = 0.999755859375 exactly: the tie between 1 - 2^-11
  // (0x3BFF) and 1.0 (0x3C00) goes to even, 1.0; adding 2^-11 then gives
  // 1 + 2^-11, a tie again, so 1.0 again. Carried in f32 and rounded only at
  // the end, the sum 1.000732421875 would give 0x3C01.
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    func.func @main() -> i16 {
      %third = arith.constant 0.333333333 : f16
      %three = arith.constant 3.0 : f16
      %eps = arith.constant 4.8828125e-4 : f16
      %p = arith.mulf %third, %three : f16
      %s = arith.addf %p, %eps : f16
      %t = arith.addf %s, %eps : f16
      %bits = arith.bitcast %t : f16 to i16
      return %bits : i16
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  std::optional<int64_t> result;
  ASSERT_TRUE(succeeded(interp->run("main", &result, nullptr)));
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(*result, 0x3C00);
}

TEST_F(InterpreterTest, F16ArgumentsAreExchangedAsF32) {
  // A kernel computes out[i] = in[i] * 3 in f16 and bf16. The caller sees
  // f32 buffers: in = 1/3 is rounded to f16 0x3555 (0.333251953125) on the
  // way in, so out = 0.999755859375 rounds (a tie) to 1.0 in f16; in bf16,
  // 1/3 is 0x3EAB (0.333984375) and 3 * that, 1.001953125, rounds to 1.0.
  // The f16 input itself comes back widened exactly; 70000 becomes infinity
  // in f16 and 70144 in bf16 (3 * 70144 = 210432 rounds to 210944).
  FailureOr<sim::Interpreter> interp = prepare(R"mlir(
    module attributes {gpu.container_module} {
      gpu.module @k {
        gpu.func @triple(%in: memref<4xf16>, %out: memref<4xf16>,
                         %bin: memref<4xbf16>, %bout: memref<4xbf16>)
            kernel {
          %t = gpu.thread_id x
          %three = arith.constant 3.0 : f16
          %v = memref.load %in[%t] : memref<4xf16>
          %r = arith.mulf %v, %three : f16
          memref.store %r, %out[%t] : memref<4xf16>
          %bthree = arith.constant 3.0 : bf16
          %bv = memref.load %bin[%t] : memref<4xbf16>
          %br = arith.mulf %bv, %bthree : bf16
          memref.store %br, %bout[%t] : memref<4xbf16>
          gpu.return
        }
      }
      func.func @main(%in: memref<4xf16>, %out: memref<4xf16>,
                      %bin: memref<4xbf16>, %bout: memref<4xbf16>) {
        %c1 = arith.constant 1 : index
        %c4 = arith.constant 4 : index
        gpu.launch_func @k::@triple blocks in (%c1, %c1, %c1)
            threads in (%c4, %c1, %c1)
            args(%in : memref<4xf16>, %out : memref<4xf16>,
                 %bin : memref<4xbf16>, %bout : memref<4xbf16>)
        return
      }
    })mlir");
  ASSERT_TRUE(succeeded(interp));
  FailureOr<std::vector<sim::ArgumentBuffer>> args =
      interp->describeArguments("main");
  ASSERT_TRUE(succeeded(args));
  ASSERT_EQ(args->size(), 4u);
  for (const sim::ArgumentBuffer &arg : *args) {
    EXPECT_TRUE(arg.elementType.isF32());
    EXPECT_EQ(arg.bytes.size(), 16u);
  }
  EXPECT_TRUE((*args)[0].programElementType.isF16());
  EXPECT_TRUE((*args)[2].programElementType.isBF16());
  float in[4] = {1.0f / 3.0f, 0.1f, -2.0f, 70000.0f};
  for (unsigned k : {0u, 2u})
    std::memcpy((*args)[k].bytes.data(), in, 16);
  ASSERT_TRUE(succeeded(interp->runWithBuffers("main", *args)));
  float inBack[4], out[4], bout[4];
  std::memcpy(inBack, (*args)[0].bytes.data(), 16);
  std::memcpy(out, (*args)[1].bytes.data(), 16);
  std::memcpy(bout, (*args)[3].bytes.data(), 16);
  EXPECT_EQ(inBack[0], 0.333251953125f);
  EXPECT_EQ(inBack[1], 0.0999755859375f);
  EXPECT_EQ(inBack[3], INFINITY);
  EXPECT_EQ(out[0], 1.0f);
  EXPECT_EQ(out[1], 0.2998046875f); // 3 * 0x2E66: a tie, to even
  EXPECT_EQ(out[2], -6.0f);
  EXPECT_EQ(out[3], INFINITY);
  EXPECT_EQ(bout[0], 1.0f);
  EXPECT_EQ(bout[1], 0.30078125f);
  EXPECT_EQ(bout[2], -6.0f);
  EXPECT_EQ(bout[3], 210944.0f);
}
} // namespace
