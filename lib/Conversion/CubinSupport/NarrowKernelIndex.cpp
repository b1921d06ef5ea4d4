//===- NarrowKernelIndex.cpp - kfusion-narrow-kernel-index ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// index-bitwidth=32: kernel index arithmetic marked nsw, static
// multi-dimensional accesses linearized.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "kfusion-narrow-kernel-index"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONNARROWKERNELINDEXPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// index-bitwidth=32: the contract is that kernel index arithmetic does not
/// overflow 32 bits. So it is marked `nsw`, and loads and stores of
/// statically shaped multi-dimensional memrefs are linearized here (a
/// flat view (`memref.reinterpret_cast`) indexed by `nsw` arithmetic) rather
/// than by the memref lowering, whose index arithmetic carries no flags: LLVM
/// may then fold `sext(i + c)` into a constant offset of one 64-bit address
/// instead of computing each neighbour's address from scratch.
struct KFusionNarrowKernelIndexPass final
    : kfusion::impl::KFusionNarrowKernelIndexPassBase<
          KFusionNarrowKernelIndexPass> {
  using Base::Base;

  static void markNoSignedWrap(Operation *op) {
    if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(op) ||
        !op->getResult(0).getType().isIndex())
      return;
    auto flags =
        op->getAttrOfType<arith::IntegerOverflowFlagsAttr>("overflowFlags");
    arith::IntegerOverflowFlags value =
        flags ? flags.getValue() : arith::IntegerOverflowFlags::none;
    op->setAttr("overflowFlags", arith::IntegerOverflowFlagsAttr::get(
                                     op->getContext(),
                                     value | arith::IntegerOverflowFlags::nsw));
  }

  /// The row-major linear index of `indices` in `type`, with `nsw`.
  static Value linearIndex(OpBuilder &b, Location loc, MemRefType type,
                           ValueRange indices) {
    auto nsw = arith::IntegerOverflowFlags::nsw;
    Value linear = indices.front();
    for (unsigned m = 1, e = type.getRank(); m < e; ++m) {
      Value extent = arith::ConstantIndexOp::create(b, loc, type.getDimSize(m));
      linear = arith::MulIOp::create(b, loc, linear, extent, nsw);
      linear = arith::AddIOp::create(b, loc, linear, indices[m], nsw);
    }
    return linear;
  }

  static bool linearizable(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    return type.getRank() >= 2 && type.hasStaticShape() &&
           type.getLayout().isIdentity();
  }

  /// A flat view of the statically shaped `memref` and the linear index of
  /// `indices` in it.
  static std::pair<Value, Value> flatten(OpBuilder &b, Location loc,
                                         Value memref, ValueRange indices) {
    auto type = cast<MemRefType>(memref.getType());
    // A reinterpret_cast rather than a collapse_shape: the same view of an
    // identity-layout memref, and one kfusion-sim executes.
    auto flatType =
        MemRefType::get({type.getNumElements()}, type.getElementType(),
                        AffineMap(), type.getMemorySpace());
    Value flat = memref::ReinterpretCastOp::create(
        b, loc, flatType, memref, /*offset=*/0,
        /*sizes=*/ArrayRef<int64_t>{type.getNumElements()},
        /*strides=*/ArrayRef<int64_t>{1});
    return {flat, linearIndex(b, loc, type, indices)};
  }

  /// Rewrites `op` in place to its flat form (when it has one), so that it
  /// keeps every attribute it carries: nontemporal, alignment, the bypass-L1
  /// hint of a copy, discardable ones such as kfusion.l2_policy.
  static void linearize(Operation *op) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    // An asynchronous copy's runs lie along the last dimension, which a flat
    // view keeps contiguous.
    if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op)) {
      if (linearizable(copy.getDst())) {
        auto [flat, index] =
            flatten(b, loc, copy.getDst(), copy.getDstIndices());
        copy.getDstMutable().set(flat);
        copy.getDstIndicesMutable().assign(index);
      }
      if (linearizable(copy.getSrc())) {
        auto [flat, index] =
            flatten(b, loc, copy.getSrc(), copy.getSrcIndices());
        copy.getSrcMutable().set(flat);
        copy.getSrcIndicesMutable().assign(index);
      }
      return;
    }
    if (auto load = dyn_cast<memref::LoadOp>(op)) {
      if (!linearizable(load.getMemRef()))
        return;
      auto [flat, index] = flatten(b, loc, load.getMemRef(), load.getIndices());
      load.getMemrefMutable().set(flat);
      load.getIndicesMutable().assign(index);
      return;
    }
    auto store = cast<memref::StoreOp>(op);
    if (!linearizable(store.getMemRef()))
      return;
    auto [flat, index] = flatten(b, loc, store.getMemRef(), store.getIndices());
    store.getMemrefMutable().set(flat);
    store.getIndicesMutable().assign(index);
  }

  void runOnOperation() override {
    getOperation().walk([](gpu::GPUModuleOp module) {
      SmallVector<Operation *> accesses;
      module.walk([&](Operation *op) {
        markNoSignedWrap(op);
        if (isa<memref::LoadOp, memref::StoreOp, nvgpu::DeviceAsyncCopyOp>(op))
          accesses.push_back(op);
      });
      for (Operation *op : accesses)
        linearize(op);
    });
  }
};
} // namespace
