//===- PrefetchToNVVM.cpp - convert-prefetch-to-nvvm pass ----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `llvm.intr.prefetch` -> `nvvm.prefetch` (the NVPTX back end drops the
// generic intrinsic).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_CONVERTPREFETCHTONVVMPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;

namespace {
struct ConvertPrefetchToNVVMPass final
    : kfusion::impl::ConvertPrefetchToNVVMPassBase<ConvertPrefetchToNVVMPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<LLVM::Prefetch> prefetches;
    getOperation()->walk(
        [&](LLVM::Prefetch prefetch) { prefetches.push_back(prefetch); });
    for (LLVM::Prefetch prefetch : prefetches) {
      if (prefetch.getRw() != 0 || prefetch.getCache() != 1) {
        prefetch.emitError()
            << "convert-prefetch-to-nvvm: only data read prefetches have a "
               "PTX form (rw = 0, cache = 1), not rw = "
            << prefetch.getRw() << ", cache = " << prefetch.getCache();
        return signalPassFailure();
      }
      OpBuilder builder(prefetch);
      auto level = prefetch.getHint() == 3 ? NVVM::PrefetchCacheLevel::L1
                                           : NVVM::PrefetchCacheLevel::L2;
      NVVM::PrefetchOp::create(
          builder, prefetch.getLoc(),
          NVVM::PrefetchCacheLevelAttr::get(builder.getContext(), level),
          /*evictPriority=*/nullptr, prefetch.getAddr(),
          /*predicate=*/Value());
      prefetch.erase();
    }
  }
};
} // namespace
