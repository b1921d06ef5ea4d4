//===- AlignSharedGlobals.cpp - Shared globals aligned for vectors -------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every shared-memory global of the kernels (address space 3) gets at least
// the alignment of the widest access a thread makes (16 bytes). The NVPTX
// back end merges a thread's neighbouring scalar loads into vector loads
// (ld.shared.v2 / .v4) wherever it takes the addresses to be aligned, and it
// may take a shared global to be more aligned than the `.align` it printed
// for it: ptxas then places the global at its printed alignment, and the
// vector load faults (a fused FDTD kernel with two 5,928-byte windows
// declared `.align 4`: CUDA_ERROR_MISALIGNED_ADDRESS on an H100). With the
// alignment declared there is nothing left for the back end to assume.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONALIGNSHAREDGLOBALSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// NVVM's shared address space.
constexpr unsigned kSharedAddressSpace = 3;

struct KFusionAlignSharedGlobalsPass final
    : kfusion::impl::KFusionAlignSharedGlobalsPassBase<
          KFusionAlignSharedGlobalsPass> {
  using Base::Base;

  void runOnOperation() override {
    uint64_t least = minAlignment;
    if (!llvm::isPowerOf2_64(least)) {
      getOperation().emitError()
          << "kfusion-align-shared-globals: min-alignment must be a power of "
             "two, not "
          << least;
      return signalPassFailure();
    }
    Builder builder(&getContext());
    for (auto global : getOperation().getOps<LLVM::GlobalOp>()) {
      if (global.getAddrSpace() != kSharedAddressSpace)
        continue;
      uint64_t alignment = global.getAlignment().value_or(0);
      if (alignment < least)
        global.setAlignmentAttr(builder.getI64IntegerAttr(least));
    }
  }
};
} // namespace
