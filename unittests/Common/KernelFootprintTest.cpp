//===- KernelFootprintTest.cpp - Offsets a point kernel reads and writes --===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the footprint analysis behind stencil fusion: point recognition in
// its spellings, offsets and constants, the read radius, dimension maps, the
// written box from guards, and the kernels it must not call point kernels.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelFootprint.h"
#include "ParseKernels.h"

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class KernelFootprintTest : public ::testing::Test {
protected:
  KernelFootprintTest() {
    context
        .loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                     memref::MemRefDialect, scf::SCFDialect, KFusionDialect>();
  }

  KernelFootprint analyze(StringRef kernels, StringRef name) {
    gpu::GPUFuncOp kernel = test::parseKernel(context, module, kernels, name);
    return kernel ? analyzeKernelFootprint(kernel) : KernelFootprint();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

/// A 5-point Jacobi sweep: both spellings of the point, offsets written as
/// addi/subi with positive and negative constants, a guard of the interior.
constexpr const char *kJacobi = R"mlir(
  gpu.func @jacobi(%in: memref<64x128xf32>, %out: memref<64x128xf32>) kernel {
    %c1 = arith.constant 1 : index
    %cm1 = arith.constant -1 : index
    %c63 = arith.constant 63 : index
    %c127 = arith.constant 127 : index
    %bx = gpu.block_id x
    %bdx = gpu.block_dim x
    %tx = gpu.thread_id x
    %base = arith.muli %bx, %bdx : index
    %x = arith.addi %base, %tx : index
    %y = gpu.global_id y
    %a = arith.cmpi sge, %x, %c1 : index
    %b = arith.cmpi slt, %x, %c127 : index
    %c = arith.cmpi sge, %y, %c1 : index
    %d = arith.cmpi slt, %y, %c63 : index
    %ab = arith.andi %a, %b : i1
    %cd = arith.andi %c, %d : i1
    %in_range = arith.andi %ab, %cd : i1
    scf.if %in_range {
      %xm = arith.addi %x, %cm1 : index
      %xp = arith.addi %x, %c1 : index
      %ym = arith.subi %y, %c1 : index
      %yp = arith.addi %c1, %y : index
      %v0 = memref.load %in[%y, %x] : memref<64x128xf32>
      %v1 = memref.load %in[%y, %xm] : memref<64x128xf32>
      %v2 = memref.load %in[%y, %xp] : memref<64x128xf32>
      %v3 = memref.load %in[%ym, %x] : memref<64x128xf32>
      %v4 = memref.load %in[%yp, %x] : memref<64x128xf32>
      %s0 = arith.addf %v0, %v1 : f32
      %s1 = arith.addf %s0, %v2 : f32
      %s2 = arith.addf %s1, %v3 : f32
      %s3 = arith.addf %s2, %v4 : f32
      memref.store %s3, %out[%y, %x] : memref<64x128xf32>
    }
    gpu.return
  })mlir";

TEST_F(KernelFootprintTest, JacobiOffsetsRadiusAndBox) {
  KernelFootprint fp = analyze(kJacobi, "jacobi");
  ASSERT_TRUE(fp.isPointForm()) << fp.notPointReason;
  ASSERT_EQ(fp.arguments.size(), 2u);
  const BufferFootprint &in = fp.arguments[0];
  EXPECT_TRUE(in.isRead());
  EXPECT_FALSE(in.isWritten());
  ASSERT_EQ(in.accesses.size(), 5u);
  // in[%y, %xm]: dimension 0 follows y (1) at 0, dimension 1 follows x at -1.
  EXPECT_EQ(in.accesses[1].indices[0], PointIndex::offset(1, 0));
  EXPECT_EQ(in.accesses[1].indices[1], PointIndex::offset(0, -1));
  EXPECT_EQ(in.accesses[4].indices[0], PointIndex::offset(1, 1));
  std::array<int64_t, 3> lo, hi;
  in.getReadRadius(lo, hi);
  EXPECT_EQ(lo, (std::array<int64_t, 3>{1, 1, 0}));
  EXPECT_EQ(hi, (std::array<int64_t, 3>{1, 1, 0}));
  FailureOr<SmallVector<std::optional<unsigned>>> map = in.getDimensionMap();
  ASSERT_TRUE(succeeded(map));
  EXPECT_EQ((*map)[0], std::optional<unsigned>(1));
  EXPECT_EQ((*map)[1], std::optional<unsigned>(0));

  const BufferFootprint &out = fp.arguments[1];
  EXPECT_TRUE(out.isWritten());
  EXPECT_FALSE(out.isRead());
  ASSERT_TRUE(out.writeBox.has_value());
  EXPECT_EQ((*out.writeBox)[0], (CoordinateRange{1, 127}));
  EXPECT_EQ((*out.writeBox)[1], (CoordinateRange{1, 63}));
  EXPECT_TRUE((*out.writeBox)[2].isUnbounded());
}

TEST_F(KernelFootprintTest, IfElseStoresCoverTheGuardOfTheOuterIf) {
  // The interior computes, the boundary copies: the inner if's branches
  // both store, so the written box is the outer guard's (x < 100, y <= 40).
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%in: memref<41x100xf32>, %out: memref<41x100xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %c100 = arith.constant 100 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi ult, %x, %c100 : index
      %b = arith.cmpi sge, %c40, %y : index
      %g = arith.andi %a, %b : i1
      scf.if %g {
        %i = arith.cmpi sgt, %x, %c1 : index
        scf.if %i {
          %xm = arith.subi %x, %c1 : index
          %v = memref.load %in[%y, %xm] : memref<41x100xf32>
          memref.store %v, %out[%y, %x] : memref<41x100xf32>
        } else {
          %v = memref.load %in[%y, %x] : memref<41x100xf32>
          memref.store %v, %out[%y, %x] : memref<41x100xf32>
        }
      }
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm()) << fp.notPointReason;
  const BufferFootprint &out = fp.arguments[1];
  ASSERT_TRUE(out.writeBox.has_value());
  EXPECT_EQ((*out.writeBox)[0], (CoordinateRange{kMin, 100}));
  EXPECT_EQ((*out.writeBox)[1], (CoordinateRange{kMin, 41}));
}

TEST_F(KernelFootprintTest, WritesWithoutGuardCoverEveryPoint) {
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%out: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %out[%x] : memref<64xf32>
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm());
  ASSERT_TRUE(fp.arguments[0].writeBox.has_value());
  for (const CoordinateRange &range : *fp.arguments[0].writeBox)
    EXPECT_TRUE(range.isUnbounded());
}

TEST_F(KernelFootprintTest, StoresOnlyInTheElseBranchHaveNoBox) {
  // The written set is the complement of a box: not a box, so unknown
  // (fusion then keeps the old values of every point, which is exact).
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%out: memref<64xf32>) kernel {
      %c8 = arith.constant 8 : index
      %x = gpu.global_id x
      %g = arith.cmpi slt, %x, %c8 : index
      scf.if %g {
      } else {
        %c = arith.constant 1.0 : f32
        memref.store %c, %out[%x] : memref<64xf32>
      }
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm());
  EXPECT_TRUE(fp.arguments[0].isWritten());
  EXPECT_FALSE(fp.arguments[0].writeBox.has_value());
}

TEST_F(KernelFootprintTest, ConstantBlockSizeAndThreadOffsets) {
  // block_id * 32 + (thread_id + 2) - 2: the point, assuming 32 threads.
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%a: memref<4x64xf32>, %out: memref<64xf32>) kernel {
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c32 = arith.constant 32 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %t2 = arith.addi %tx, %c2 : index
      %base = arith.muli %c32, %bx : index
      %p2 = arith.addi %base, %t2 : index
      %p = arith.subi %p2, %c2 : index
      %pi = arith.index_cast %p : index to i32
      %q = arith.index_cast %pi : i32 to index
      %v = memref.load %a[%c3, %q] : memref<4x64xf32>
      memref.store %v, %out[%p] : memref<64xf32>
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm()) << fp.notPointReason;
  EXPECT_EQ(fp.assumedBlockSizes[0], 32);
  const PointAccess &load = fp.arguments[0].accesses[0];
  EXPECT_EQ(load.indices[0], PointIndex::constant(3));
  EXPECT_EQ(load.indices[1], PointIndex::offset(0, 0));
  FailureOr<SmallVector<std::optional<unsigned>>> map =
      fp.arguments[0].getDimensionMap();
  ASSERT_TRUE(succeeded(map));
  EXPECT_FALSE((*map)[0].has_value());
  EXPECT_EQ((*map)[1], std::optional<unsigned>(0));
}

TEST_F(KernelFootprintTest, UnknownIndicesAndTransposedReads) {
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%a: memref<64x64xf32>, %idx: memref<64xindex>,
                %b: memref<64x64xf32>, %out: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %j = memref.load %idx[%x] : memref<64xindex>
      %v = memref.load %a[%y, %j] : memref<64x64xf32>
      %w0 = memref.load %b[%y, %x] : memref<64x64xf32>
      %w1 = memref.load %b[%x, %y] : memref<64x64xf32>
      %s = arith.addf %v, %w0 : f32
      %t = arith.addf %s, %w1 : f32
      memref.store %t, %out[%y, %x] : memref<64x64xf32>
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm()) << fp.notPointReason;
  EXPECT_EQ(fp.arguments[0].accesses[0].indices[1].kind,
            PointIndex::Kind::Unknown);
  EXPECT_FALSE(fp.arguments[0].isAffine());
  std::string why;
  EXPECT_TRUE(failed(fp.arguments[0].getDimensionMap(&why)));
  EXPECT_NE(why.find("not a constant offset"), std::string::npos) << why;
  EXPECT_TRUE(fp.arguments[2].isAffine());
  EXPECT_TRUE(failed(fp.arguments[2].getDimensionMap(&why)));
  EXPECT_NE(why.find("transposed"), std::string::npos) << why;
}

TEST_F(KernelFootprintTest, ViewsAndStoresOffThePointHaveNoBox) {
  KernelFootprint fp = analyze(R"mlir(
    gpu.func @k(%a: memref<64xf32>, %out: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %xp = arith.addi %x, %c1 : index
      %view = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
      %v = memref.load %view[%x] : memref<32xf32, strided<[1]>>
      memref.store %v, %out[%xp] : memref<64xf32>
      gpu.return
    })mlir",
                               "k");
  ASSERT_TRUE(fp.isPointForm());
  ASSERT_EQ(fp.arguments[0].accesses.size(), 1u);
  EXPECT_TRUE(fp.arguments[0].accesses[0].read);
  EXPECT_TRUE(fp.arguments[0].accesses[0].write);
  EXPECT_TRUE(fp.arguments[0].accesses[0].indices.empty());
  EXPECT_FALSE(fp.arguments[0].isAffine());
  EXPECT_FALSE(fp.arguments[1].accesses[0].isAtPoint());
  EXPECT_FALSE(fp.arguments[1].writeBox.has_value());
}

/// Kernels that are not point kernels, and the reason each gives.
TEST_F(KernelFootprintTest, NotPointKernels) {
  struct Case {
    const char *body;
    const char *reason;
  } cases[] = {
      {R"mlir(gpu.func @k(%out: memref<64xf32>) kernel {
          %t = gpu.thread_id x
          %z = arith.constant 0 : index
          %first = arith.cmpi eq, %t, %z : index
          scf.if %first {
            %c = arith.constant 1.0 : f32
            memref.store %c, %out[%t] : memref<64xf32>
          }
          gpu.return
        })mlir",
       "uses a thread id other than to compute its grid point"},
      {R"mlir(gpu.func @k(%out: memref<64xf32>) kernel {
          %x = gpu.global_id x
          gpu.barrier
          %c = arith.constant 1.0 : f32
          memref.store %c, %out[%x] : memref<64xf32>
          gpu.return
        })mlir",
       "synchronizes the block"},
      {R"mlir(gpu.func @k(%out: memref<64xf32>) workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
          gpu.return
        })mlir",
       "uses shared memory"},
      {R"mlir(gpu.func @k(%out: memref<64xf32>) kernel {
          %x = gpu.global_id x
          %c = arith.constant 1.0 : f32
          %r = memref.atomic_rmw addf %c, %out[%x] : (f32, memref<64xf32>) -> f32
          gpu.return
        })mlir",
       "atomically"},
      {R"mlir(gpu.func @k(%out: memref<64xf32>) kernel {
          %b = gpu.block_id x
          %bi = arith.index_cast %b : index to i32
          %f = arith.sitofp %bi : i32 to f32
          %x = gpu.global_id x
          memref.store %f, %out[%x] : memref<64xf32>
          gpu.return
        })mlir",
       "uses a block id other than to compute its grid point"},
  };
  for (const Case &c : cases) {
    KernelFootprint fp = analyze(c.body, "k");
    EXPECT_FALSE(fp.isPointForm()) << c.body;
    EXPECT_NE(fp.notPointReason.find(c.reason), std::string::npos)
        << fp.notPointReason;
  }
}

} // namespace
