//===- GpuAddressSpacesToNVVM.cpp - GPU address spaces to NVVM --*- C++ -*-===//
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
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "kfusion-gpu-address-spaces-to-nvvm"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONGPUADDRESSSPACESTONVVMPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// Whether `type` mentions a `#gpu.address_space` anywhere.
static bool hasGpuAddressSpace(Type type) {
  bool found = false;
  type.walk([&](gpu::AddressSpaceAttr) { found = true; });
  return found;
}

/// gpu.dynamic_shared_memory's verifier wants its result in
/// `#gpu.address_space<workgroup>`: each one in `module` gets that type back,
/// and its users a `memref.memory_space_cast` to the numbered space (the same
/// pointer once lowered).
static void keepDynamicSharedMemoryType(gpu::GPUModuleOp module) {
  MLIRContext *context = module.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
  module.walk([&](gpu::DynamicSharedMemoryOp op) {
    auto numbered = cast<MemRefType>(op.getType());
    auto original =
        MemRefType::get(numbered.getShape(), numbered.getElementType(),
                        numbered.getLayout(), workgroup);
    op.getResult().setType(original);
    OpBuilder b(context);
    b.setInsertionPointAfter(op);
    Value cast =
        memref::MemorySpaceCastOp::create(b, op.getLoc(), numbered, op);
    op.getResult().replaceAllUsesExcept(cast, cast.getDefiningOp());
  });
}

/// The host keeps its types: a launch of a kernel in a renumbered module
/// whose operand is in a GPU address space gets it through a
/// `memref.memory_space_cast` to the kernel's argument type, so that the
/// launch still matches the kernel.
static void castLaunchOperands(ModuleOp top, gpu::GPUModuleOp module) {
  top.walk([&](gpu::LaunchFuncOp launch) {
    if (launch.getKernelModuleName() != module.getNameAttr())
      return;
    auto kernel = module.lookupSymbol<gpu::GPUFuncOp>(launch.getKernelName());
    if (!kernel || kernel.getNumArguments() != launch.getNumKernelOperands())
      return;
    OpBuilder b(launch);
    for (auto [index, argumentType] :
         llvm::enumerate(kernel.getArgumentTypes())) {
      Value operand = launch.getKernelOperand(index);
      if (operand.getType() == argumentType ||
          !isa<BaseMemRefType>(operand.getType()) ||
          !isa<BaseMemRefType>(argumentType))
        continue;
      Value cast = memref::MemorySpaceCastOp::create(b, launch.getLoc(),
                                                     argumentType, operand);
      launch.getKernelOperandsMutable()[index].set(cast);
    }
  });
}

namespace {
/// Device functions (`func.func` in a gpu.module) whose signature has a
/// memref in a `#gpu.address_space` (a tile of workgroup memory passed to a
/// helper) would meet the top-level func-to-llvm conversion, which knows no
/// GPU address spaces, before the kernel lowering that does. In such a
/// module the spaces become NVVM's numbers (global 1, workgroup 3, private
/// 5) everywhere, as the kernel lowering would map them, except where a
/// verifier wants the GPU space (gpu.dynamic_shared_memory) or the host's
/// type meets the module's (launch operands): there a
/// memref.memory_space_cast joins the two. Other modules are left exactly
/// as they are.
struct KFusionGpuAddressSpacesToNVVMPass final
    : kfusion::impl::KFusionGpuAddressSpacesToNVVMPassBase<
          KFusionGpuAddressSpacesToNVVMPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // The modules to renumber first: renumbering one inserts casts in host
    // code, which the walk looking for them should not meet.
    SmallVector<gpu::GPUModuleOp> modules;
    getOperation().walk([&](gpu::GPUModuleOp module) {
      bool needed = false;
      module.walk([&](func::FuncOp function) {
        needed |=
            llvm::any_of(function.getArgumentTypes(), hasGpuAddressSpace) ||
            llvm::any_of(function.getResultTypes(), hasGpuAddressSpace);
      });
      if (needed)
        modules.push_back(module);
    });
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
    for (gpu::GPUModuleOp module : modules) {
      replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                            /*replaceLocs=*/false,
                                            /*replaceTypes=*/true);
      keepDynamicSharedMemoryType(module);
      castLaunchOperands(getOperation(), module);
    }
  }
};
} // namespace
