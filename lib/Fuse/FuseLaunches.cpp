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
// adoptKernels moves them into the originals. The `stencil` candidate of a
// linalg function ends in the same passes: its elementwise ops made point
// kernels first (buildLinalgStencilCandidate, where linalgStencilRefusal
// finds a stencil program on the tensors; kfusion-linalg-to-points checks
// the same again on the buffers, where bufferization could have left what it
// does not take).
//
//===----------------------------------------------------------------------===//

#include "FuseLaunches.h"

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/Passes.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stitch/Transforms.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

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
    // Point kernels in blocks 64 threads wide first: the fused tiles widen
    // with them (docs/stencil.md "Wider blocks"; on an H100 Jacobi 0.82 ->
    // 0.86 of copy, FDTD 3% faster, hdiff the same).
    pm.addPass(createKFusionWidenPointBlocksPass());
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

void fuse::registerLinalgStencilCandidate(DialectRegistry &registry) {
  // What one-shot bufferization needs of each dialect the candidate's
  // functions hold (a tool's registry may leave them out: the self-contained
  // bundle's does).
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
}

void fuse::buildLinalgStencilCandidate(StringRef device, OpPassManager &pm) {
  // Elementwise chains one op first (x[a] + x[b] + ... is an op per add from
  // a front end): each stage one point kernel writing a buffer of its own,
  // where bufferization would otherwise accumulate in place, several writers
  // of one array that stencil fusion does not fuse around points.
  pm.addPass(createLinalgElementwiseOpFusionPass());
  pm.addPass(createCanonicalizerPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions results;
  results.addResultAttribute = true;
  results.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(results));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createKFusionLinalgToPointsPass());
  buildLaunchCandidate("stencil", device, pm);
}

/// Why `op` of a linalg function keeps it from being a stencil program.
static std::string stencilOpRefusal(Operation *op) {
  auto isStatic = [](Type t) {
    auto tt = dyn_cast<RankedTensorType>(t);
    return tt && tt.hasStaticShape();
  };
  if (!llvm::all_of(op->getOperandTypes(),
                    [&](Type t) { return !isa<TensorType>(t) || isStatic(t); }))
    return "a tensor of dynamic shape";
  if (isa<arith::ConstantOp, tensor::EmptyOp, func::ReturnOp>(op))
    return "";
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return slice.getSourceType().getRank() == slice.getType().getRank() &&
                   slice.getOffsets().empty() && slice.getSizes().empty() &&
                   slice.getStrides().empty()
               ? ""
               : "a slice of dynamic bounds or of fewer dimensions";
  auto rankOk = [](Value out) {
    int64_t rank = cast<RankedTensorType>(out.getType()).getRank();
    return rank >= 1 && rank <= 3;
  };
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return rankOk(fill.getOutputs()[0]) ? "" : "an output not of rank 1 to 3";
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return "not an elementwise op or a static slice";
  if (generic.getNumReductionLoops())
    return "a reduction";
  if (generic.getNumDpsInits() != 1 || !rankOk(generic.getDpsInits()[0]) ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return "not one output of rank 1 to 3 indexed by its loops";
  for (OpOperand *in : generic.getDpsInputOperands())
    if (!isStatic(in->get().getType()) ||
        llvm::any_of(generic.getMatchingIndexingMap(in).getResults(),
                     [](AffineExpr e) {
                       return !isa<AffineDimExpr, AffineConstantExpr>(e);
                     }))
      return "an operand not a tensor indexed by loops or constants";
  return "";
}

std::string fuse::linalgStencilRefusal(func::FuncOp f) {
  if (!f.getBody().hasOneBlock())
    return "a function of more than one block";
  for (Type t :
       llvm::concat<const Type>(f.getArgumentTypes(), f.getResultTypes())) {
    auto tt = dyn_cast<RankedTensorType>(t);
    if (!tt || !tt.hasStaticShape())
      return "an argument or result that is not a tensor of static shape";
  }
  bool generic = false;
  for (Operation &op : f.getBody().front()) {
    generic |= isa<linalg::GenericOp>(op);
    std::string why = stencilOpRefusal(&op);
    if (!why.empty())
      return ("'" + op.getName().getStringRef() + "': " + why).str();
  }
  return generic ? "" : "no elementwise linalg.generic";
}

void fuse::canonicalizeNewKernels(ModuleOp copy, ModuleOp module) {
  SmallVector<gpu::GPUFuncOp> fresh;
  copy.walk([&](gpu::GPUFuncOp kernel) {
    auto container = kernel->getParentOfType<gpu::GPUModuleOp>();
    auto own = module.lookupSymbol<gpu::GPUModuleOp>(container.getName());
    auto same =
        own ? own.lookupSymbol<gpu::GPUFuncOp>(kernel.getName()) : nullptr;
    if (!same ||
        !OperationEquivalence::isEquivalentTo(
            same, kernel, OperationEquivalence::Flags::IgnoreLocations))
      fresh.push_back(kernel);
  });
  if (fresh.empty())
    return;
  FrozenRewritePatternSet patterns =
      canonicalizationPatterns(copy.getContext());
  for (gpu::GPUFuncOp kernel : fresh)
    canonicalizeAndCSE(kernel, patterns);
}

bool fuse::isLaunchRegionRemark(StringRef message) {
  return message.starts_with("kfusion-widen-point-blocks: ") ||
         message.starts_with("kfusion-plan-stencil: ") ||
         message.starts_with("kfusion-plan-horizontal: ") ||
         message.starts_with("fused stencil group ") ||
         message.starts_with("not fusing ");
}

bool fuse::isTensorCoreGemmRemark(StringRef message) {
  return message.starts_with("stitched kernel ") &&
         message.contains("], tensor-core GEMM ");
}

/// The launches of `f`, in order.
static SmallVector<gpu::LaunchFuncOp> launchesOf(Operation *f) {
  SmallVector<gpu::LaunchFuncOp> out;
  if (f)
    f->walk([&](gpu::LaunchFuncOp l) { out.push_back(l); });
  return out;
}

bool fuse::hasTensorCoreGemms(Operation *f) {
  return llvm::any_of(launchesOf(f), [](gpu::LaunchFuncOp l) {
    return l->hasAttr(KFusionDialect::GemmFlavourAttrHelper::getNameStr());
  });
}

/// Whether `attr` is one of kfusion-plan-sync's decisions on a launch.
static bool isSyncDecision(StringRef attr) {
  return llvm::is_contained({kSyncPairAttr, kTileDepAttr, kSyncPolicyAttr,
                             kTileOrderAttr, kSyncWaitKernelAttr,
                             kSyncWaitAtAttr},
                            attr);
}

bool fuse::takeSyncDecisions(Operation *from, Operation *to) {
  SmallVector<gpu::LaunchFuncOp> src = launchesOf(from), dst = launchesOf(to);
  if (src.size() != dst.size())
    return false;
  for (auto [a, b] : llvm::zip(src, dst))
    if (a.getKernel() != b.getKernel())
      return false;
  for (auto [a, b] : llvm::zip(src, dst))
    for (NamedAttribute attr : a->getAttrs())
      if (isSyncDecision(attr.getName().getValue()))
        b->setAttr(attr.getName(), attr.getValue());
  return true;
}

/// The module's own of `op` (a symbol of `from`, a copy of `into`): the op of
/// `into` under the same name where it is equal to `op`, else a clone of
/// `op` inserted into `into` under a name it does not use, the symbols of
/// `from` that `op` names adopted first (a device function's globals and
/// callees: the references in the clone follow their names). `adopted`
/// remembers what each op of `from` became.
static StringAttr
adoptSymbol(Operation *op, gpu::GPUModuleOp from, gpu::GPUModuleOp into,
            llvm::DenseMap<Operation *, StringAttr> &adopted) {
  if (StringAttr known = adopted.lookup(op))
    return known;
  StringAttr name = SymbolTable::getSymbolName(op);
  Operation *own = SymbolTable::lookupSymbolIn(into, name);
  if (own && OperationEquivalence::isEquivalentTo(
                 op, own, OperationEquivalence::IgnoreLocations))
    return adopted[op] = name;
  // Mark it first: a recursive function names itself.
  adopted[op] = name;
  Operation *clone = op->clone();
  SymbolTable table(into);
  StringAttr cloneName = table.insert(clone);
  adopted[op] = cloneName;
  if (cloneName != name)
    (void)SymbolTable::replaceAllSymbolUses(name, cloneName, clone);
  // What the clone names in `from`, by flat references (globals, device
  // functions).
  llvm::SmallSetVector<StringAttr, 4> named;
  clone->walk([&](Operation *inner) {
    for (NamedAttribute attr : inner->getAttrs())
      attr.getValue().walk(
          [&](FlatSymbolRefAttr ref) { named.insert(ref.getAttr()); });
  });
  for (StringAttr ref : named) {
    if (ref == cloneName)
      continue;
    Operation *target = SymbolTable::lookupSymbolIn(from, ref);
    if (!target || target == op)
      continue;
    StringAttr becomes = adoptSymbol(target, from, into, adopted);
    if (becomes != ref)
      (void)SymbolTable::replaceAllSymbolUses(ref, becomes, clone);
  }
  return cloneName;
}

LogicalResult fuse::adoptKernels(func::FuncOp chosen, ModuleOp copy,
                                 ModuleOp module,
                                 const llvm::StringSet<> &baseNames) {
  // The module's symbol each of the copy's kernels (and what they name)
  // became.
  llvm::DenseMap<Operation *, StringAttr> adopted;
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
    StringAttr name = adoptSymbol(kernel, copyModule, ownModule, adopted);
    launch.setKernelAttr(SymbolRefAttr::get(ownModule.getNameAttr(),
                                            {FlatSymbolRefAttr::get(name)}));
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void fuse::collectNamedSymbols(Operation *op, ModuleOp copy,
                               llvm::SetVector<Operation *> &out) {
  SmallVector<Operation *> work{op};
  while (!work.empty()) {
    Operation *next = work.pop_back_val();
    next->walk([&](Operation *inner) {
      for (NamedAttribute attr : inner->getAttrs())
        attr.getValue().walk([&](SymbolRefAttr ref) {
          Operation *target =
              SymbolTable::lookupSymbolIn(copy, ref.getRootReference());
          if (target && target != op && out.insert(target))
            work.push_back(target);
        });
    });
  }
}
