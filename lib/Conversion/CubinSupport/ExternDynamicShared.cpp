//===- ExternDynamicShared.cpp - Dynamic shared memory as extern ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Upstream's lowering of gpu.dynamic_shared_memory defines an internal
// zero-sized global in address space 3 (@__dynamic_shmem__N), which NVPTX
// emits as a static shared variable of the kernel; its address is the start
// of the dynamic shared memory only where ptxas places it after every other
// static shared variable. An external declaration is emitted as CUDA's
// `extern __shared__` array, whose address is that start by definition.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONEXTERNDYNAMICSHAREDPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Whether `global` is upstream's dynamic shared memory: a zero-sized array
/// in address space 3 (NVVM's shared) named __dynamic_shmem__N, defined
/// without a value.
bool isDynamicSharedMemory(LLVM::GlobalOp global) {
  auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType());
  return global.getSymName().starts_with("__dynamic_shmem__") && array &&
         array.getNumElements() == 0 && global.getAddrSpace() == 3 &&
         !global.getValueOrNull() && global.getInitializerRegion().empty();
}

struct KFusionExternDynamicSharedPass final
    : kfusion::impl::KFusionExternDynamicSharedPassBase<
          KFusionExternDynamicSharedPass> {
  using Base::Base;

  void runOnOperation() override {
    for (auto global : getOperation().getOps<LLVM::GlobalOp>())
      if (isDynamicSharedMemory(global)) {
        global.setLinkage(LLVM::Linkage::External);
        // An external global is visible outside the module (NVPTX would
        // not emit a `.visible` declaration for a hidden one).
        global.setDsoLocal(false);
      }
  }
};
} // namespace
