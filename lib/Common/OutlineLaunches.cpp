//===- OutlineLaunches.cpp - kfusion-outline-launches ------------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Outlines `gpu.launch` ops into `gpu.launch_func` of kernels in one
// gpu.module per host function, keeping their `kfusion.*` plan attributes,
// so that horizontal and stencil fusion take launches written either way.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#define DEBUG_TYPE "kfusion-outline-launches"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONOUTLINELAUNCHESPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// Outlines the `gpu.launch` ops of `module` (those carrying
/// `kfusion.horizontal_group` or `kfusion.stencil_group`,
/// or all when `onlyGrouped` is false) into kernels of a gpu.module per host
/// function (`<function>_kernels`, its kernels `<function>_kernel`, renamed
/// where taken) and replaces each by a `gpu.launch_func` with the same sizes,
/// dependencies and `kfusion.*` attributes (upstream's gpu-kernel-outlining
/// drops them, puts each kernel in a gpu.module of its own and declares its
/// known block size, which would pin the partition), so that the launches of
/// a group can be fused whether they were written outlined or not. Constants
/// the body uses are sunk into it first, as upstream's outlining does; the
/// symbols the body names are brought into the new gpu.module.
void mlir::kfusion::outlineLaunches(ModuleOp module, bool onlyGrouped) {
  SmallVector<gpu::LaunchOp> launches;
  module.walk([&](gpu::LaunchOp launch) {
    if (!onlyGrouped ||
        launch->hasAttr(
            KFusionDialect::HorizontalGroupAttrHelper::getNameStr()) ||
        launch->hasAttr(KFusionDialect::StencilGroupAttrHelper::getNameStr()))
      launches.push_back(launch);
  });
  if (launches.empty())
    return;
  MLIRContext *context = module.getContext();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  UnitAttr::get(context));
  SymbolTable moduleTable(module);
  llvm::DenseMap<Operation *, gpu::GPUModuleOp> kernelModules;
  for (gpu::LaunchOp launch : launches) {
    Operation *host = launch->getParentWithTrait<OpTrait::SymbolTable>();
    auto function = launch->getParentOfType<FunctionOpInterface>();
    std::string base = function ? function.getName().str() : "launch";
    (void)sinkOperationsIntoLaunchOp(launch, [](Operation *op) {
      return matchPattern(op, m_Constant()) || isa<memref::DimOp>(op);
    });
    SmallVector<Value> operands;
    gpu::GPUFuncOp kernel =
        outlineKernelFunc(launch, base + "_kernel", operands);
    // Nothing has relied on the launch's sizes yet: leaving them out lets
    // the tuner change the kernel's partition.
    kernel.removeKnownBlockSizeAttr();
    kernel.removeKnownGridSizeAttr();
    gpu::GPUModuleOp &kernelModule = kernelModules[function];
    if (!kernelModule) {
      OpBuilder builder(context);
      builder.setInsertionPointToEnd(module.getBody());
      kernelModule =
          gpu::GPUModuleOp::create(builder, launch.getLoc(), base + "_kernels");
      moduleTable.insert(kernelModule);
    }
    SymbolTable(kernelModule).insert(kernel);
    importSymbols(kernel.getBody(), host, kernelModule);

    OpBuilder builder(launch);
    std::optional<gpu::KernelDim3> clusterSize;
    if (launch.hasClusterSize())
      clusterSize = launch.getClusterSizeOperandValues();
    Value token = launch.getAsyncToken();
    auto launchFunc = gpu::LaunchFuncOp::create(
        builder, launch.getLoc(), kernel, launch.getGridSizeOperandValues(),
        launch.getBlockSizeOperandValues(), launch.getDynamicSharedMemorySize(),
        operands, token ? token.getType() : Type(),
        launch.getAsyncDependencies(), clusterSize);
    for (NamedAttribute attr : launch->getDiscardableAttrs())
      if (attr.getName().getValue().starts_with("kfusion."))
        launchFunc->setAttr(attr.getName(), attr.getValue());
    if (token)
      token.replaceAllUsesWith(launchFunc.getAsyncToken());
    launch.erase();
  }
}

namespace {
struct KFusionOutlineLaunchesPass final
    : kfusion::impl::KFusionOutlineLaunchesPassBase<
          KFusionOutlineLaunchesPass> {
  using Base::Base;

  void runOnOperation() override {
    outlineLaunches(getOperation(), onlyGrouped);
  }
};
} // namespace
