//===- FuseLaunches.cpp - kfusion-fuse's candidates of GPU programs -------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The candidates of a host function of launches: the stencil planner's
// groups fused vertically (Wahib & Maruyama, SC'14), the horizontal
// planner's pairs fused by thread ranges (HFuse, CGO'22), both, or the
// launches as written; each lowered to the kernels kfusion-to-cubin compiles
// so that the common cost model projects what would run. The chosen
// candidate's fused kernels live in copies of the program's gpu.modules:
// adoptKernels moves them into the originals.
//
//===----------------------------------------------------------------------===//

#include "FuseLaunches.h"

#include "KFusion/Common/Passes.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::kfusion;

bool fuse::isLaunchProgram(func::FuncOp f) {
  if (f.isExternal() || isStitchInput(f))
    return false;
  WalkResult found = f.walk([](Operation *op) {
    return isa<gpu::LaunchFuncOp, gpu::LaunchOp>(op) ? WalkResult::interrupt()
                                                     : WalkResult::advance();
  });
  return found.wasInterrupted();
}

void fuse::buildLaunchCandidate(StringRef name, StringRef device,
                                OpPassManager &pm) {
  // Every candidate projects outlined launches (gpu.launch has no kernel
  // the roofline reads).
  pm.addPass(createKFusionOutlineLaunchesPass());
  bool stencil = name == "stencil" || name == "stencil-horizontal";
  bool horizontal = name == "horizontal" || name == "stencil-horizontal";
  if (stencil) {
    KFusionPlanStencilPassOptions plan;
    plan.device = device.str();
    pm.addPass(createKFusionPlanStencilPass(plan));
    KFusionStencilFusionPassOptions fusion;
    fusion.device = device.str();
    pm.addPass(createKFusionStencilFusionPass(fusion));
    KFusionLowerTilesPassOptions lower;
    lower.device = device.str();
    pm.addPass(createKFusionLowerTilesPass(lower));
  }
  if (horizontal) {
    // The roofline's pairs: the same model that ranks the candidates.
    KFusionPlanHorizontalPassOptions plan;
    plan.device = device.str();
    plan.model = "roofline";
    pm.addPass(createKFusionPlanHorizontalPass(plan));
    pm.addPass(createKFusionHorizontalFusionPass());
    pm.addPass(createKFusionLowerHorizontalPass());
  }
}

bool fuse::isLaunchRegionRemark(StringRef message) {
  return message.starts_with("kfusion-plan-stencil: ") ||
         message.starts_with("kfusion-plan-horizontal: ") ||
         message.starts_with("fused stencil group ") ||
         message.starts_with("not fusing ");
}

LogicalResult fuse::adoptKernels(func::FuncOp chosen, ModuleOp copy,
                                 ModuleOp module,
                                 const llvm::StringSet<> &baseNames) {
  // The module's kernel each of the copy's launched kernels became.
  llvm::DenseMap<Operation *, SymbolRefAttr> adopted;
  WalkResult result = chosen.walk([&](gpu::LaunchFuncOp launch) {
    SymbolRefAttr ref = launch.getKernel();
    StringRef root = ref.getRootReference().getValue();
    if (!baseNames.contains(root))
      return WalkResult::advance(); // a module the candidate made: moves up
    auto copyModule = copy.lookupSymbol<gpu::GPUModuleOp>(root);
    auto ownModule = module.lookupSymbol<gpu::GPUModuleOp>(root);
    Operation *kernel =
        copyModule
            ? SymbolTable::lookupSymbolIn(copyModule, ref.getLeafReference())
            : nullptr;
    if (!ownModule || !kernel) {
      launch.emitError() << "kfusion-fuse: the chosen candidate launches "
                         << ref << ", which the module does not hold";
      return WalkResult::interrupt();
    }
    auto [it, inserted] = adopted.try_emplace(kernel, SymbolRefAttr());
    if (inserted) {
      Operation *own =
          SymbolTable::lookupSymbolIn(ownModule, ref.getLeafReference());
      if (own && OperationEquivalence::isEquivalentTo(
                     kernel, own, OperationEquivalence::IgnoreLocations)) {
        it->second = ref;
      } else {
        Operation *moved = kernel->clone();
        SymbolTable table(ownModule);
        StringAttr name = table.insert(moved);
        it->second = SymbolRefAttr::get(ownModule.getNameAttr(),
                                        {FlatSymbolRefAttr::get(name)});
      }
    }
    launch.setKernelAttr(it->second);
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
