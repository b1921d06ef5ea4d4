//===- Stitch.cpp - kfusion-stitch: stitched kernels from linalg ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Turns a function on tensors made of linalg ops into MLIR's standard GPU
// form, one kernel per stitch group (`kfusion.stitch_group = N : i64`; an op
// without the attribute is a group of its own), FusionStitching's code
// generation:
//  - bufferization of this closed op set: every tensor argument becomes a
//    memref argument, every result an out-parameter appended after them
//    (the function keeps its name), every value used outside its kernel a
//    buffer (`gpu.alloc` in the function, freed before it returns); values
//    used only inside a kernel never reach memory (StitchHost.cpp);
//  - row kernels (StitchGraph.h, StitchRowKernels.cpp): thread, warp and
//    block composition, full values in registers (or, past the register
//    budget, in shared memory allocated by dominance), 128-bit vector loads
//    and stores where the columns are contiguous, reductions by warp shuffles
//    and per-warp partials in shared memory;
//  - column and scalar compositions for reductions alone, with the final
//    kernels of their split partials (StitchReductions.cpp);
//  - loop kernels for everything else (transposes, matmuls, several
//    reduction loops): one thread per point of the parallel loops in the
//    order of the output, sequential loops over the reduction loops
//    (StitchLoopKernel.cpp).
// The launches go on one stream, waited for before the return. This file is
// the pass: the rewrite of each function, then the cleanup of what it
// generated and the L2 policy of the kernels' read-only loads.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/StitchGraph.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONSTITCHPASS
#include "KFusion/Stitch/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// Writes `kfusion.l2_policy = policy` on the loads of `kernel`'s read-only
/// inputs: arguments in global memory that only loads (and memref.dim) use.
static void markReadOnlyLoads(gpu::GPUFuncOp kernel, StringRef policy) {
  auto name = StringAttr::get(kernel.getContext(), policy);
  for (BlockArgument arg : kernel.getArguments()) {
    if (!isa<MemRefType>(arg.getType()) || isBlockLocalMemRef(arg.getType()))
      continue;
    bool readOnly = llvm::all_of(arg.getUsers(), [&](Operation *user) {
      if (isa<memref::DimOp>(user))
        return true;
      if (auto load = dyn_cast<memref::LoadOp>(user))
        return load.getMemRef() == arg;
      if (auto load = dyn_cast<vector::LoadOp>(user))
        return load.getBase() == arg;
      return false;
    });
    if (!readOnly)
      continue;
    for (Operation *user : arg.getUsers()) {
      if (isa<memref::DimOp>(user))
        continue;
      auto type = cast<MemRefType>(arg.getType());
      Type loaded = isa<vector::LoadOp>(user)
                        ? Type(cast<vector::LoadOp>(user).getVectorType())
                        : type.getElementType();
      // Loads the hinted PTX load cannot take (e.g. 3 elements) stay plain.
      if (whyNoL2Policy(user, type, loaded).empty())
        user->setAttr(kL2PolicyAttrName, name);
    }
  }
}

namespace {
struct KFusionStitchPass
    : public kfusion::impl::KFusionStitchPassBase<KFusionStitchPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<DeviceDescription> gpu = resolveDevice(getOperation(), device);
    if (failed(gpu))
      return signalPassFailure();
    if (l2Policy != "none" && !isL2PolicyName(l2Policy)) {
      getOperation().emitError()
          << "kfusion-stitch: l2-policy must be evict_last, evict_first or "
             "none, not '"
          << l2Policy << "'";
      return signalPassFailure();
    }
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs;
    for (auto f : module.getOps<func::FuncOp>())
      if (isStitchInput(f))
        funcs.push_back(f);
    StitchModel model;
    model.gpu = *gpu;
    model.maxRegisterValues = maxRegisterValues;
    model.smallGemmMaxDepth = smallGemmDepth;
    model.tensorCoreGemms = tensorCoreGemms;
    model.emulateGemms = emulateGemms;
    FailureOr<std::optional<GemmLoad>> load =
        gemmLoadOption(getOperation(), "kfusion-stitch", gemmLoad);
    FailureOr<std::optional<bool>> staging =
        gemmStagingOption(getOperation(), "kfusion-stitch", gemmStaging);
    if (failed(load) || failed(staging))
      return signalPassFailure();
    model.gemmRequest.load = *load;
    model.gemmRequest.preferStageOutputs = *staging;
    llvm::Expected<const TuningCache *> tuning =
        TuningCache::load(tuningCache);
    if (!tuning) {
      getOperation().emitError()
          << "kfusion-stitch: " << llvm::toString(tuning.takeError());
      return signalPassFailure();
    }
    model.tuning = *tuning;
    // What each stitchFunction generates: the function that replaces its
    // input (same name) and new gpu.modules, told apart by their symbol names
    // (an erased input's address may be reused by what replaces it).
    SmallVector<Operation *> generated;
    for (func::FuncOp f : funcs) {
      std::string name = f.getName().str();
      llvm::StringSet<> modulesBefore;
      for (auto m : module.getOps<gpu::GPUModuleOp>())
        modulesBefore.insert(m.getName());
      if (failed(stitchFunction(f, model, remarks)))
        return signalPassFailure();
      if (auto stitched = module.lookupSymbol<func::FuncOp>(name))
        generated.push_back(stitched);
      for (auto m : module.getOps<gpu::GPUModuleOp>())
        if (!modulesBefore.contains(m.getName()))
          generated.push_back(m);
    }
    // Clean up what was generated (folding the unrolled index arithmetic,
    // CSE of the loads' address computations), and only that: the rest of
    // the module is the user's.
    FrozenRewritePatternSet frozen = canonicalizationPatterns(&getContext());
    for (Operation *op : generated) {
      canonicalizeAndCSE(op, frozen);
      if (l2Policy != "none")
        op->walk([&](gpu::GPUFuncOp kernel) {
          markReadOnlyLoads(kernel, l2Policy);
        });
    }
  }
};
} // namespace
