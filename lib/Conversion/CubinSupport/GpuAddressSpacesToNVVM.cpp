//===- GpuAddressSpacesToNVVM.cpp - kfusion-gpu-address-spaces-to-nvvm ---*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// GPU address spaces of device-function signatures renumbered as NVVM does,
// before the host-level func-to-llvm conversion meets them.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "kfusion-gpu-address-spaces-to-nvvm"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONGPUADDRESSSPACESTONVVMPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Device functions (`func.func` in a gpu.module) whose signature has a
/// memref in a `#gpu.address_space` (a tile of workgroup memory passed to a
/// helper) would meet the top-level func-to-llvm conversion, which knows no
/// GPU address spaces, before the kernel lowering that does. In such a
/// module the spaces become NVVM's numbers (global 1, workgroup 3, private
/// 5) everywhere, as the kernel lowering would map them; other modules are
/// left exactly as they are.
struct KFusionGpuAddressSpacesToNVVMPass final
    : kfusion::impl::KFusionGpuAddressSpacesToNVVMPassBase<
          KFusionGpuAddressSpacesToNVVMPass> {
  using Base::Base;

  static bool hasGpuAddressSpace(Type type) {
    bool found = false;
    type.walk([&](gpu::AddressSpaceAttr) { found = true; });
    return found;
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    getOperation().walk([&](gpu::GPUModuleOp module) {
      bool needed = false;
      module.walk([&](func::FuncOp function) {
        needed |=
            llvm::any_of(function.getArgumentTypes(), hasGpuAddressSpace) ||
            llvm::any_of(function.getResultTypes(), hasGpuAddressSpace);
      });
      if (!needed)
        return;
      AttrTypeReplacer replacer;
      replacer.addReplacement([&](gpu::AddressSpaceAttr space) -> Attribute {
        unsigned number = 0;
        switch (space.getValue()) {
        case gpu::AddressSpace::Global:
          number = 1;
          break;
        case gpu::AddressSpace::Workgroup:
          number = 3;
          break;
        case gpu::AddressSpace::Private:
          number = 5;
          break;
        }
        return IntegerAttr::get(IntegerType::get(context, 64), number);
      });
      replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                            /*replaceLocs=*/false,
                                            /*replaceTypes=*/true);
    });
  }
};
} // namespace
