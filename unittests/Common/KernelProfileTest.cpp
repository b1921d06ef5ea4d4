//===- KernelProfileTest.cpp - Static instruction mix of a kernel ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the codeless kernel profile kfusion-plan-horizontal classifies
// kernels by: loop trip counts (constant, nested, estimated), global against
// shared memory, constants not counted, device functions counted per call,
// static shared bytes.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelProfile.h"
#include "ParseKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class KernelProfileTest : public ::testing::Test {
protected:
  KernelProfileTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        LLVM::LLVMDialect, math::MathDialect,
                        memref::MemRefDialect, scf::SCFDialect>();
  }

  /// Parses `kernels` into a gpu.module and profiles the kernel `name`.
  KernelProfile profile(StringRef kernels, StringRef name,
                        int64_t defaultTripCount = 16) {
    gpu::GPUFuncOp kernel = test::parseKernel(context, module, kernels, name);
    return kernel ? profileKernel(kernel, defaultTripCount) : KernelProfile();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(KernelProfileTest, CountsAccessesAndArithmeticNotConstants) {
  KernelProfile p = profile(R"mlir(
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %two = arith.constant 2.0 : f32
      %v = memref.load %a[%i] : memref<64xf32>
      %w = arith.mulf %v, %two : f32
      %e = math.exp %w : f32
      memref.store %e, %b[%i] : memref<64xf32>
      gpu.return
    })mlir",
                            "k");
  EXPECT_DOUBLE_EQ(p.globalAccesses, 2);
  EXPECT_DOUBLE_EQ(p.sharedAccesses, 0);
  EXPECT_DOUBLE_EQ(p.arithmetic, 2);
  EXPECT_DOUBLE_EQ(p.intensity(), 1);
  EXPECT_FALSE(p.estimatedTripCounts);
}

TEST_F(KernelProfileTest, ConstantLoopsMultiplyNestedOnes) {
  // 8 outer iterations (0 to 16 step 2) of a load, an add and 4 inner
  // iterations of two ops; then one store.
  KernelProfile p = profile(R"mlir(
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %s = scf.for %i = %c0 to %c16 step %c2 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%i] : memref<64xf32>
        %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%x = %v) -> (f32) {
          %y = arith.mulf %x, %x : f32
          %z = arith.addf %y, %x : f32
          scf.yield %z : f32
        }
        %n = arith.addf %acc, %t : f32
        scf.yield %n : f32
      }
      memref.store %s, %b[%c0] : memref<64xf32>
      gpu.return
    })mlir",
                            "k");
  EXPECT_DOUBLE_EQ(p.globalAccesses, 8 + 1);
  EXPECT_DOUBLE_EQ(p.arithmetic, 8 * (4 * 2 + 1));
  EXPECT_FALSE(p.estimatedTripCounts);
}

TEST_F(KernelProfileTest, LoopsWithoutConstantBoundsUseTheDefault) {
  // A grid-stride loop: its body counts defaultTripCount times, which
  // scales accesses and arithmetic alike, so the intensity stays.
  StringRef kernel = R"mlir(
    gpu.func @k(%a: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %stride = gpu.grid_dim x
      scf.for %j = %i to %n step %stride {
        %v = memref.load %a[%j] : memref<?xf32>
        %w = arith.negf %v : f32
        %x = arith.mulf %w, %v : f32
        memref.store %x, %a[%j] : memref<?xf32>
      }
      gpu.return
    })mlir";
  KernelProfile p16 = profile(kernel, "k");
  EXPECT_TRUE(p16.estimatedTripCounts);
  EXPECT_DOUBLE_EQ(p16.globalAccesses, 2 * 16);
  EXPECT_DOUBLE_EQ(p16.arithmetic, 2 * 16);
  KernelProfile p3 = profile(kernel, "k", /*defaultTripCount=*/3);
  EXPECT_DOUBLE_EQ(p3.globalAccesses, 2 * 3);
  EXPECT_DOUBLE_EQ(p3.intensity(), p16.intensity());
}

TEST_F(KernelProfileTest, SharedMemoryIsNotGlobal) {
  KernelProfile p = profile(R"mlir(
    gpu.func @k(%a: memref<256xf32>)
        workgroup(%tile: memref<256xf32, #gpu.address_space<workgroup>>,
                  %flags: memref<16xi8, #gpu.address_space<workgroup>>)
        private(%tmp: memref<4xf32, #gpu.address_space<private>>) kernel {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %a[%i] : memref<256xf32>
      memref.store %v, %tile[%i] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %w, %tmp[%c0] : memref<4xf32, #gpu.address_space<private>>
      %p = llvm.mlir.zero : !llvm.ptr<3>
      %x = llvm.load %p : !llvm.ptr<3> -> f32
      gpu.return
    })mlir",
                            "k");
  EXPECT_DOUBLE_EQ(p.globalAccesses, 1);
  EXPECT_DOUBLE_EQ(p.sharedAccesses, 3);
  EXPECT_EQ(p.staticSharedBytes, 256 * 4 + 16);
}

// A memref.alloca is the thread's own whatever its type's memory space
// (register tiles' private arrays, kfusion-lower-tiles: registers once LLVM
// promotes them): no global access, so the roofline counts no traffic.
TEST_F(KernelProfileTest, AllocasArePrivate) {
  KernelProfile p = profile(R"mlir(
    gpu.func @k(%a: memref<256xf32>) kernel {
      %t = memref.alloca() : memref<6x10xf32>
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v = memref.load %a[%i] : memref<256xf32>
      memref.store %v, %t[%c0, %c1] : memref<6x10xf32>
      %w = memref.load %t[%c0, %c1] : memref<6x10xf32>
      memref.store %w, %a[%i] : memref<256xf32>
      gpu.return
    })mlir",
                            "k");
  EXPECT_DOUBLE_EQ(p.globalAccesses, 2);
  EXPECT_DOUBLE_EQ(p.sharedAccesses, 0);
}

TEST_F(KernelProfileTest, DeviceFunctionsCountPerCall) {
  // @round is called twice from a loop of 10: its three ops count 20 times;
  // the declaration counts nothing.
  KernelProfile p = profile(R"mlir(
    func.func private @__nv_expf(f32) -> f32
    func.func @round(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      %z = arith.addf %y, %x : f32
      %e = func.call @__nv_expf(%z) : (f32) -> f32
      %w = arith.subf %e, %x : f32
      return %w : f32
    }
    gpu.func @k(%a: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %v = memref.load %a[%c0] : memref<64xf32>
      %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %v) -> (f32) {
        %y = func.call @round(%x) : (f32) -> f32
        %z = func.call @round(%y) : (f32) -> f32
        scf.yield %z : f32
      }
      memref.store %r, %a[%c0] : memref<64xf32>
      gpu.return
    })mlir",
                            "k");
  EXPECT_DOUBLE_EQ(p.globalAccesses, 2);
  EXPECT_DOUBLE_EQ(p.arithmetic, 10 * 2 * 3);
  EXPECT_DOUBLE_EQ(p.intensity(), 30);
}
} // namespace
