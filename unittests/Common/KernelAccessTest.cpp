//===- KernelAccessTest.cpp - Which buffers a kernel reads and writes -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the kernel access summary that horizontal fusion uses to refuse
// dependent launches: reads and writes through views, atomics, vector ops,
// globals, and the conservative answer for uses it cannot see through.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "ParseKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class KernelAccessTest : public ::testing::Test {
protected:
  KernelAccessTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        memref::MemRefDialect, scf::SCFDialect,
                        vector::VectorDialect, kfusion::KFusionDialect>();
  }

  /// Parses `kernels` into a gpu.module and summarizes the kernel `name`.
  KernelAccessSummary summarize(StringRef kernels, StringRef name) {
    gpu::GPUFuncOp kernel = test::parseKernel(context, module, kernels, name);
    return kernel ? summarizeKernelAccesses(kernel) : KernelAccessSummary();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(KernelAccessTest, LoadsReadAndStoresWrite) {
  KernelAccessSummary summary = summarize(R"mlir(
    gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>, %unused: memref<64xf32>,
                %scale: f32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<64xf32>
      %w = arith.mulf %v, %scale : f32
      memref.store %w, %out[%i] : memref<64xf32>
      gpu.return
    })mlir",
                                          "k");
  ASSERT_EQ(summary.arguments.size(), 4u);
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_FALSE(summary.arguments[0].isWritten());
  EXPECT_FALSE(summary.arguments[1].isRead());
  EXPECT_TRUE(summary.arguments[1].isWritten());
  EXPECT_TRUE(isa<memref::StoreOp>(summary.arguments[1].writer));
  EXPECT_FALSE(summary.arguments[2].isAccessed());
  EXPECT_FALSE(summary.arguments[3].isAccessed());
}

TEST_F(KernelAccessTest, AttributionsAreNotArguments) {
  // The body's block arguments also hold workgroup and private attributions
  // (more of them than arguments here); only the function's arguments are
  // summarized, and accesses to attributions do not count.
  KernelAccessSummary summary = summarize(R"mlir(
    gpu.func @k(%in: memref<64xf32>)
        workgroup(%a: memref<32xf32, #gpu.address_space<workgroup>>,
                  %b: memref<32xf32, #gpu.address_space<workgroup>>,
                  %c: memref<32xf32, #gpu.address_space<workgroup>>,
                  %d: memref<32xf32, #gpu.address_space<workgroup>>,
                  %e: memref<32xf32, #gpu.address_space<workgroup>>)
        private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<64xf32>
      memref.store %v, %a[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %e[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %p[%i] : memref<4xf32, #gpu.address_space<private>>
      gpu.return
    })mlir",
                                          "k");
  ASSERT_EQ(summary.arguments.size(), 1u);
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_FALSE(summary.arguments[0].isWritten());
}

TEST_F(KernelAccessTest, AStageReadsItsSource) {
  // kfusion.stage reads its global source and writes its shared array; its
  // barrier-like effect is on the block's shared memory as a whole (another
  // resource), not on the source: the source is read only, the output only
  // written. (Until 2026-11-27 the stage declared effects on unspecified
  // memory, which made every staged input look written and refused fusions
  // that depended on it.)
  KernelAccessSummary summary = summarize(R"mlir(
    gpu.func @k(%in: memref<64x128xf32>, %out: memref<64x128xf32>) kernel
        attributes {known_block_size = array<i32: 32, 8, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1]
          : memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.stage %in into %s : memref<64x128xf32>, memref<10x34xf32, #gpu.address_space<workgroup>>
      kfusion.tile {
        %v = kfusion.shared_read %s [0, -1] : memref<10x34xf32, #gpu.address_space<workgroup>>
        %x = gpu.global_id x
        %y = gpu.global_id y
        memref.store %v, %out[%y, %x] : memref<64x128xf32>
        kfusion.yield
      }
      gpu.return
    })mlir",
                                          "k");
  ASSERT_EQ(summary.arguments.size(), 2u);
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_FALSE(summary.arguments[0].isWritten());
  EXPECT_FALSE(summary.arguments[1].isRead());
  EXPECT_TRUE(summary.arguments[1].isWritten());
}

TEST_F(KernelAccessTest, ViewsAtomicsAndVectors) {
  KernelAccessSummary summary = summarize(R"mlir(
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xi32>, %c: memref<8x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %sub = memref.subview %a[8] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 8>>
      %cast = memref.cast %sub : memref<16xf32, strided<[1], offset: 8>> to memref<16xf32, strided<[1], offset: ?>>
      %x = memref.load %cast[%c0] : memref<16xf32, strided<[1], offset: ?>>
      %old = memref.atomic_rmw addi %one, %b[%c0] : (i32, memref<64xi32>) -> i32
      %flat = memref.collapse_shape %c [[0, 1]] : memref<8x8xf32> into memref<64xf32>
      %vec = vector.load %flat[%c0] : memref<64xf32>, vector<4xf32>
      vector.store %vec, %flat[%c0] : memref<64xf32>, vector<4xf32>
      %n = memref.dim %a, %c0 : memref<64xf32>
      gpu.return
    })mlir",
                                          "k");
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_FALSE(summary.arguments[0].isWritten());
  EXPECT_TRUE(summary.arguments[1].isRead());
  EXPECT_TRUE(summary.arguments[1].isWritten());
  EXPECT_TRUE(summary.arguments[2].isRead());
  EXPECT_TRUE(summary.arguments[2].isWritten());
  EXPECT_TRUE(isa<vector::StoreOp>(summary.arguments[2].writer));
}

TEST_F(KernelAccessTest, UnknownUsesCountAsBoth) {
  // A memref carried through scf.for iter_args is not followed: the summary
  // assumes the worst instead of missing the store in the loop.
  KernelAccessSummary summary = summarize(R"mlir(
    gpu.func @k(%a: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%m = %a) -> (memref<64xf32>) {
        scf.yield %m : memref<64xf32>
      }
      gpu.return
    })mlir",
                                          "k");
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_TRUE(summary.arguments[0].isWritten());
}

TEST_F(KernelAccessTest, Globals) {
  KernelAccessSummary summary = summarize(R"mlir(
    memref.global "private" @table : memref<16xf32>
    memref.global "private" @flags : memref<16xi32>
    gpu.func @k() kernel {
      %c0 = arith.constant 0 : index
      %t = memref.get_global @table : memref<16xf32>
      %v = memref.load %t[%c0] : memref<16xf32>
      %f = memref.get_global @flags : memref<16xi32>
      %z = arith.constant 0 : i32
      memref.store %z, %f[%c0] : memref<16xi32>
      gpu.return
    })mlir",
                                          "k");
  ASSERT_EQ(summary.globals.size(), 2u);
  StringAttr table = StringAttr::get(&context, "table");
  StringAttr flags = StringAttr::get(&context, "flags");
  EXPECT_TRUE(summary.globals[table].isRead());
  EXPECT_FALSE(summary.globals[table].isWritten());
  EXPECT_TRUE(summary.globals[flags].isWritten());
}
TEST_F(KernelAccessTest, CallsAreFollowedIntoTheirCallees) {
  // A buffer passed to a function with a body is summarized by what the
  // callee (and its callees) do with the parameter; a buffer passed to a
  // declaration counts as read and written; globals of callees count.
  KernelAccessSummary summary = summarize(R"mlir(
    memref.global "private" @counter : memref<1xi32>
    func.func private @opaque(memref<64xf32>)
    func.func @put(%buf: memref<64xf32>, %i: index, %v: f32) {
      memref.store %v, %buf[%i] : memref<64xf32>
      return
    }
    func.func @get(%buf: memref<64xf32>, %i: index) -> f32 {
      %v = memref.load %buf[%i] : memref<64xf32>
      return %v : f32
    }
    func.func @copy(%from: memref<64xf32>, %to: memref<64xf32>, %i: index) {
      %v = func.call @get(%from, %i) : (memref<64xf32>, index) -> f32
      func.call @put(%to, %i, %v) : (memref<64xf32>, index, f32) -> ()
      %c0 = arith.constant 0 : index
      %g = memref.get_global @counter : memref<1xi32>
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<1xi32>) -> i32
      return
    }
    gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>, %other: memref<64xf32>,
                %untouched: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      func.call @copy(%in, %out, %i) : (memref<64xf32>, memref<64xf32>, index) -> ()
      func.call @opaque(%other) : (memref<64xf32>) -> ()
      gpu.return
    })mlir",
                                          "k");
  ASSERT_EQ(summary.arguments.size(), 4u);
  EXPECT_TRUE(summary.arguments[0].isRead());
  EXPECT_FALSE(summary.arguments[0].isWritten());
  EXPECT_TRUE(isa<memref::LoadOp>(summary.arguments[0].reader));
  EXPECT_FALSE(summary.arguments[1].isRead());
  EXPECT_TRUE(summary.arguments[1].isWritten());
  // The write found is the store in @put.
  EXPECT_TRUE(isa<memref::StoreOp>(summary.arguments[1].writer));
  EXPECT_EQ(
      summary.arguments[1].writer->getParentOfType<func::FuncOp>().getName(),
      "put");
  EXPECT_TRUE(summary.arguments[2].isRead());
  EXPECT_TRUE(summary.arguments[2].isWritten());
  EXPECT_FALSE(summary.arguments[3].isAccessed());
  StringAttr counter = StringAttr::get(&context, "counter");
  ASSERT_EQ(summary.globals.count(counter), 1u);
  EXPECT_TRUE(summary.globals[counter].isWritten());
}

} // namespace
