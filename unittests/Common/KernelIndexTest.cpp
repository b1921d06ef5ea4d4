//===- KernelIndexTest.cpp - Index values of a kernel as affine forms -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the kernel index analysis: each atom of a form, the interval
// remainder, divisions and remainders, loop induction variables and their
// ranges (ours and upstream's), values loaded from memory, and what stays
// unknown.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelIndex.h"
#include "ParseKernels.h"

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class KernelIndexTest : public ::testing::Test {
protected:
  KernelIndexTest() {
    context
        .loadDialect<affine::AffineDialect, arith::ArithDialect,
                     func::FuncDialect, gpu::GPUDialect, memref::MemRefDialect,
                     scf::SCFDialect, KFusionDialect>();
  }

  /// Parses `body` as the kernel @k.
  gpu::GPUFuncOp parse(StringRef body) {
    kernel = test::parseKernel(context, module, body, "k");
    return kernel;
  }

  /// The result of the op tagged `{tag = "<name>"}`.
  Value tagged(StringRef name) {
    Value result;
    kernel.walk([&](Operation *op) {
      auto tag = op->getAttrOfType<StringAttr>("tag");
      if (tag && tag.getValue() == name)
        result = op->getResult(0);
    });
    EXPECT_TRUE(result) << "no op tagged " << name.str();
    return result;
  }

  static std::string print(const IndexForm &form) {
    std::string text;
    llvm::raw_string_ostream os(text);
    form.print(os);
    return text;
  }

  /// The form of `name` with every atom but the block ids bounded.
  static std::string bounded(KernelIndexAnalysis &indices, Value value) {
    return print(indices.bound(indices.getForm(value), [](const IndexAtom &a) {
      return a.kind == IndexAtom::Kind::BlockId;
    }));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  gpu::GPUFuncOp kernel;
};

/// A launch of 4 x 2 blocks of 32 x 4 threads.
LaunchShape smallShape() {
  LaunchShape shape;
  shape.grid = {4, 2, 1};
  shape.block = {32, 4, 1};
  return shape;
}

// Without a launch shape, ids and sizes are atoms: the block's base is
// block_id * block_dim, and gpu.global_id is it plus the thread id.
TEST_F(KernelIndexTest, AtomsWithoutLaunchShape) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k() kernel {
    %c2 = arith.constant 2 : index
    %tx = gpu.thread_id x
    %by = gpu.block_id y
    %bdy = gpu.block_dim y
    %base = arith.muli %by, %bdy {tag = "base"} : index
    %ty = gpu.thread_id y
    %point = arith.addi %base, %ty {tag = "point"} : index
    %gid = gpu.global_id x
    %g = arith.addi %gid, %c2 {tag = "gid"} : index
    %t = arith.subi %tx, %c2 {tag = "tid"} : index
    %d = arith.addi %bdy, %c2 {tag = "dim"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel);
  EXPECT_EQ(print(indices.getForm(tagged("base"))), "block_base.y + 0");
  EXPECT_EQ(print(indices.getForm(tagged("point"))),
            "thread_id.y + block_base.y + 0");
  EXPECT_EQ(print(indices.getForm(tagged("gid"))),
            "thread_id.x + block_base.x + 2");
  EXPECT_EQ(print(indices.getForm(tagged("tid"))), "thread_id.x + -2");
  EXPECT_EQ(print(indices.getForm(tagged("dim"))), "block_dim.y + 2");
  IndexForm point = indices.getForm(tagged("point"));
  EXPECT_EQ(point.getCoefficient(IndexAtom::threadId(1)), 1);
  EXPECT_EQ(point.getCoefficient(IndexAtom::blockBase(1)), 1);
  EXPECT_EQ(point.getCoefficient(IndexAtom::threadId(0)), 0);
  EXPECT_FALSE(point.loaded);
}

// With a launch shape, sizes are constants and thread ids bound into the
// interval; block ids stay terms.
TEST_F(KernelIndexTest, AtomsWithLaunchShape) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k() kernel {
    %bx = gpu.block_id x
    %bdx = gpu.block_dim x
    %tx = gpu.thread_id x
    %base = arith.muli %bx, %bdx : index
    %point = arith.addi %base, %tx {tag = "point"} : index
    %gid = gpu.global_id y {tag = "gid"}
    %grid = gpu.grid_dim x {tag = "grid"}
    %lane = gpu.lane_id {tag = "lane"}
    %warp = gpu.subgroup_id {tag = "warp"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  EXPECT_EQ(print(indices.getForm(tagged("point"))),
            "thread_id.x + 32 * block_id.x + 0");
  EXPECT_EQ(bounded(indices, tagged("point")), "32 * block_id.x + [0, 31]");
  EXPECT_EQ(bounded(indices, tagged("gid")), "4 * block_id.y + [0, 3]");
  EXPECT_EQ(print(indices.getForm(tagged("grid"))), "4");
  EXPECT_EQ(print(indices.getForm(tagged("lane"))), "[0, 31]");
  EXPECT_EQ(print(indices.getForm(tagged("warp"))), "[0, 3]");
}

// Minima, maxima and selects take the hull of their sides: shared terms
// stay, thread ids go into the interval, differing block terms are unknown.
TEST_F(KernelIndexTest, IntervalRemainder) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k(%cond: i1) kernel {
    %c5 = arith.constant 5 : index
    %c40 = arith.constant 40 : index
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %c8 = arith.constant 8 : index
    %base = arith.muli %bx, %c8 : index
    %a = arith.addi %base, %tx : index
    %b = arith.addi %base, %c5 : index
    %min = arith.minsi %a, %b {tag = "min"} : index
    %sel = arith.select %cond, %tx, %c40 {tag = "select"} : index
    %far = arith.maxsi %base, %c40 {tag = "blocks"} : index
    %zero = arith.subi %tx, %tx {tag = "zero"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  EXPECT_EQ(print(indices.getForm(tagged("min"))), "8 * block_id.x + [0, 31]");
  EXPECT_EQ(print(indices.getForm(tagged("select"))), "[0, 40]");
  EXPECT_EQ(print(indices.getForm(tagged("blocks"))), "unknown");
  // The same thread id subtracted from itself cancels.
  EXPECT_EQ(print(indices.getForm(tagged("zero"))), "0");
  // Without a launch shape a thread id has no bound: the hull is unknown.
  KernelIndexAnalysis unshaped(kernel);
  EXPECT_EQ(print(unshaped.getForm(tagged("select"))), "unknown");
}

// A minimum or maximum with a constant of a value its thread ids bound is
// that interval clamped (the computing threads of a producer-warpgroup GEMM,
// max(tid, 128) - 128, are [0, 255] of a 384-thread block, not [-128, 255]);
// an unsigned one of a possibly negative value, or one with a block id, is
// the hull as before.
TEST_F(KernelIndexTest, ClampToConstant) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k() kernel {
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c40 = arith.constant 40 : index
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %hi = arith.maxui %tx, %c16 {tag = "max"} : index
    %rel = arith.subi %hi, %c16 {tag = "relative"} : index
    %lo = arith.minsi %c8, %tx {tag = "min"} : index
    %neg = arith.subi %tx, %c40 : index
    %uns = arith.maxui %neg, %c8 {tag = "unsigned"} : index
    %base = arith.muli %bx, %c8 : index
    %blk = arith.minui %base, %c40 {tag = "block"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  EXPECT_EQ(print(indices.getForm(tagged("max"))), "[16, 31]");
  EXPECT_EQ(print(indices.getForm(tagged("relative"))), "[0, 15]");
  EXPECT_EQ(print(indices.getForm(tagged("min"))), "[0, 8]");
  // tid - 40 may be negative: unsigned, it is not clamped (the hull).
  EXPECT_EQ(print(indices.getForm(tagged("unsigned"))), "[-40, 8]");
  EXPECT_EQ(print(indices.getForm(tagged("block"))), "unknown");
}

// Divisions and remainders by constants keep the terms the divisor divides
// and bound the rest; a truncating one needs a non-negative value.
TEST_F(KernelIndexTest, DivisionAndModulo) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k() kernel {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %base = arith.muli %bx, %c32 : index
    %i = arith.addi %base, %tx : index
    %row = arith.divui %i, %c32 {tag = "div"} : index
    %col = arith.remui %i, %c32 {tag = "rem"} : index
    %shr = arith.shrui %i, %c5 {tag = "shr"} : index
    %odd = arith.divsi %base, %c3 {tag = "odd"} : index
    %neg = arith.subi %tx, %c100 : index
    %tdiv = arith.divsi %neg, %c2 {tag = "trunc"} : index
    %fdiv = arith.floordivsi %neg, %c2 {tag = "floor"} : index
    %small = arith.remsi %c100, %c32 {tag = "const"} : index
    %aff = affine.apply affine_map<(d0) -> (d0 floordiv 8 + d0 mod 4)>(%i) {tag = "affine"}
    %ceil = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%tx) {tag = "ceil"}
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  EXPECT_EQ(print(indices.getForm(tagged("div"))), "block_id.x + 0");
  EXPECT_EQ(print(indices.getForm(tagged("rem"))), "[0, 31]");
  EXPECT_EQ(print(indices.getForm(tagged("shr"))), "block_id.x + 0");
  // 3 does not divide the block's coefficient, which stays a term.
  EXPECT_EQ(print(indices.getForm(tagged("odd"))), "unknown");
  // tid - 100 may be negative: no truncating division, a floor one.
  EXPECT_EQ(print(indices.getForm(tagged("trunc"))), "unknown");
  EXPECT_EQ(print(indices.getForm(tagged("floor"))), "[-50, -35]");
  EXPECT_EQ(print(indices.getForm(tagged("const"))), "4");
  EXPECT_EQ(print(indices.getForm(tagged("affine"))),
            "4 * block_id.x + [0, 6]");
  EXPECT_EQ(print(indices.getForm(tagged("ceil"))), "[0, 2]");
}

// Induction variables are atoms; bounding one gives its loop's bounds, which
// may follow the block. Clamped bounds fall back to upstream's ranges.
TEST_F(KernelIndexTest, LoopInductionVariables) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k(%n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %bx = gpu.block_id x
    %lo = arith.muli %bx, %c8 : index
    %hi = arith.addi %lo, %c8 : index
    scf.for %i = %lo to %hi step %c1 {
      %x = arith.addi %i, %c1 {tag = "i"} : index
      %same = arith.subi %i, %i {tag = "cancel"} : index
      %q = arith.divui %i, %c8 {tag = "quotient"} : index
      %clamp = arith.minsi %n, %c16 : index
      scf.for %j = %c0 to %clamp step %c1 {
        %y = arith.addi %j, %c0 {tag = "j"} : index
      }
      scf.for %k = %c0 to %n step %c1 {
        %z = arith.addi %k, %c0 {tag = "k"} : index
      }
    }
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  IndexForm i = indices.getForm(tagged("i"));
  ASSERT_EQ(i.terms.size(), 1u);
  EXPECT_EQ(i.terms[0].first.kind, IndexAtom::Kind::InductionVar);
  EXPECT_EQ(print(i), "iv0 + 1");
  EXPECT_TRUE(indices.isNonNegative(i));
  EXPECT_EQ(bounded(indices, tagged("i")), "8 * block_id.x + [1, 8]");
  EXPECT_EQ(print(indices.getForm(tagged("cancel"))), "0");
  // i is in [8 bx, 8 bx + 7]: i / 8 is bx.
  EXPECT_EQ(bounded(indices, tagged("quotient")), "block_id.x + 0");
  // j < min(n, 16) with n unknown: upstream's range [0, 15].
  EXPECT_EQ(bounded(indices, tagged("j")), "[0, 15]");
  // k < n: no bound anywhere.
  EXPECT_EQ(bounded(indices, tagged("k")), "unknown");
}

// A value computed from a global load is loaded, whatever its form; shared
// memory and atomics are not global loads; loop-carried values follow their
// initial value.
TEST_F(KernelIndexTest, LoadedValues) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k(%idx: memref<64xindex>, %out: memref<64xf32>)
      workgroup(%tile: memref<64xindex, #gpu.address_space<workgroup>>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %j = memref.load %idx[%tx] : memref<64xindex>
    %addr = arith.addi %j, %c1 {tag = "gather"} : index
    %s = memref.load %tile[%tx] : memref<64xindex, #gpu.address_space<workgroup>>
    %shared = arith.addi %s, %c1 {tag = "shared"} : index
    %cond = arith.cmpi slt, %j, %c4 : index
    %sel = arith.select %cond, %tx, %c0 {tag = "select"} : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %j) -> (index) {
      %n = arith.addi %acc, %c1 {tag = "carried"} : index
      scf.yield %n : index
    }
    %after = arith.addi %r, %c1 {tag = "after"} : index
    %plain = arith.addi %tx, %c1 {tag = "plain"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel, smallShape());
  IndexForm gather = indices.getForm(tagged("gather"));
  EXPECT_FALSE(gather.known);
  EXPECT_TRUE(gather.loaded);
  EXPECT_FALSE(indices.getForm(tagged("shared")).loaded);
  // A select on loaded data keeps a form but is loaded.
  IndexForm select = indices.getForm(tagged("select"));
  EXPECT_EQ(print(select), "[0, 31]");
  EXPECT_TRUE(select.loaded);
  EXPECT_TRUE(indices.isLoaded(tagged("carried")));
  EXPECT_TRUE(indices.isLoaded(tagged("after")));
  EXPECT_FALSE(indices.isLoaded(tagged("plain")));
}

// Kernel arguments are constants only when the launch says so; products of
// two non-constant values and other ops are unknown.
TEST_F(KernelIndexTest, Unknowns) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k(%n: index, %m: index) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c3 = arith.constant 3 : index
    %a = arith.addi %n, %c3 {tag = "arg"} : index
    %p = arith.muli %tx, %ty {tag = "product"} : index
    %x = arith.xori %tx, %c3 {tag = "xor"} : index
    %s = arith.shli %tx, %c3 {tag = "shift"} : index
    %v = arith.ceildivsi %tx, %c3 {tag = "ceildiv"} : index
    gpu.return
  })mlir"));
  KernelIndexAnalysis indices(kernel);
  EXPECT_EQ(print(indices.getForm(tagged("arg"))), "unknown");
  EXPECT_EQ(print(indices.getForm(tagged("product"))), "unknown");
  EXPECT_EQ(print(indices.getForm(tagged("xor"))), "unknown");
  EXPECT_EQ(print(indices.getForm(tagged("shift"))), "8 * thread_id.x + 0");
  EXPECT_EQ(print(indices.getForm(tagged("ceildiv"))), "unknown");
  KernelIndexAnalysis launched(kernel, std::nullopt,
                               {std::optional<int64_t>(5), std::nullopt});
  EXPECT_EQ(print(launched.getForm(tagged("arg"))), "8");
}

// The dependence walk the roofline uses for loop-carried addresses: values
// computed from an iteration argument, and nothing before the loop.
TEST_F(KernelIndexTest, DependentValuesOfIterationArguments) {
  ASSERT_TRUE(parse(R"mlir(
  gpu.func @k(%a: memref<64xindex>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %before = arith.addi %c0, %c1 {tag = "before"} : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %c0) -> (index) {
      %next = memref.load %a[%p] {tag = "next"} : memref<64xindex>
      %iv = arith.addi %i, %c1 {tag = "iv"} : index
      scf.yield %next : index
    }
    gpu.return
  })mlir"));
  scf::ForOp loop;
  kernel.walk([&](scf::ForOp f) { loop = f; });
  SmallVector<Value> iterArgs(loop.getRegionIterArgs());
  llvm::DenseSet<Value> carried =
      findDependentValues(loop.getRegion(), iterArgs);
  EXPECT_TRUE(carried.contains(tagged("next")));
  EXPECT_FALSE(carried.contains(tagged("iv")));
  EXPECT_FALSE(carried.contains(tagged("before")));
}
} // namespace
