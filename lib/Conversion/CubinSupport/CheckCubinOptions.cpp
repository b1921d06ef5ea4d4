//===- CheckCubinOptions.cpp - kfusion-check-cubin-options ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The first pass of kfusion-to-cubin: the options checked against the module
// before anything is rewritten.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

#define DEBUG_TYPE "kfusion-check-cubin-options"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONCHECKCUBINOPTIONSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// With index-bitwidth=32, element and thread counts must stay below this.
static constexpr int64_t kIndex32Limit = int64_t(1) << 31;

/// With bare pointers a memref crosses a call as its aligned pointer only, so
/// its rank, shape and layout must be known statically. Reports the first
/// function (kernel or host) whose memref argument breaks that, an unranked
/// one included. Declarations of external host functions (the runtime's
/// `printMemrefF32`, kfusionInputF32, ...) may take unranked memrefs: their
/// callers pass a descriptor through the C interface whatever the convention.
static LogicalResult checkBarePtrArguments(ModuleOp module) {
  WalkResult result = module.walk([](FunctionOpInterface func) {
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
      if (!isa<BaseMemRefType>(type))
        continue;
      if (isa<UnrankedMemRefType>(type) && func.isExternal() &&
          !isa<gpu::GPUFuncOp>(func.getOperation()))
        continue;
      auto memref = dyn_cast<MemRefType>(type);
      if (memref && memref.hasStaticShape() && memref.getLayout().isIdentity())
        continue;
      func.emitError("kfusion-to-cubin: bare-ptr=true passes memrefs as bare "
                     "pointers, which needs a static shape and the identity "
                     "layout; argument #")
          << index << " has type " << type;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// index-bitwidth=32: the sizes of `launch` (a gpu.launch_func or gpu.launch)
/// must be constants with fewer than 2^31 threads per dimension, so that
/// every thread id fits in an i32. Reports the first dimension that breaks
/// that on the launch.
static LogicalResult checkLaunchSizes32(Operation *launch, gpu::KernelDim3 grid,
                                        gpu::KernelDim3 block) {
  std::pair<Value, Value> sizes[3] = {
      {grid.x, block.x}, {grid.y, block.y}, {grid.z, block.z}};
  for (auto [d, size] : llvm::enumerate(sizes)) {
    std::optional<int64_t> blocks = getConstantIntValue(size.first);
    std::optional<int64_t> threads = getConstantIntValue(size.second);
    if (!blocks || !threads) {
      launch->emitError("kfusion-to-cubin: index-bitwidth=32 needs constant "
                        "launch sizes, to check that thread ids fit in 32 "
                        "bits; dimension ")
          << "xyz"[d] << " is not constant";
      return failure();
    }
    if (*blocks < 0 || *threads < 0) {
      launch->emitError("kfusion-to-cubin: index-bitwidth=32: dimension ")
          << "xyz"[d] << " has a negative size (" << *blocks << " x "
          << *threads << ")";
      return failure();
    }
    // Each factor below 2^31 first: their product then cannot overflow.
    if (*blocks >= kIndex32Limit || *threads >= kIndex32Limit ||
        *blocks * *threads >= kIndex32Limit) {
      launch->emitError("kfusion-to-cubin: index-bitwidth=32: dimension ")
          << "xyz"[d] << " launches " << *blocks << " x " << *threads
          << " threads; 32-bit ids need fewer than 2^31";
      return failure();
    }
  }
  return success();
}

/// index-bitwidth=32: a gpu.launch is outlined later in the pipeline, and
/// every non-constant value its body takes from outside becomes an argument
/// of the outlined kernel; an `index` one would be passed by the host as 64
/// bits. Reports the first such value on the launch, with a note where it is
/// defined.
static LogicalResult checkLaunchCaptures32(gpu::LaunchOp launch) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value value : captured) {
    // Constants are sunk into the outlined kernel, not passed.
    if (!isa<IndexType>(value.getType()) || matchPattern(value, m_Constant()))
      continue;
    launch
        .emitError("kfusion-to-cubin: index-bitwidth=32: the body uses an "
                   "index defined outside the launch, which the outlined "
                   "kernel would take as an argument the host passes as 64 "
                   "bits; pass an i32 or i64 and cast it in the body")
        .attachNote(value.getLoc())
        .append("the index is defined here");
    return failure();
  }
  return success();
}

/// With a 32-bit index in kernel code, every value a kernel derives from its
/// ids and memrefs must fit in an i32. Checks what can be checked before
/// lowering: kernel memrefs are passed as bare pointers (the host's
/// descriptors carry 64-bit sizes) with fewer than 2^31 elements, no kernel
/// takes an `index` argument (the host passes 64 bits), no gpu.module holds a
/// func.func (func-to-llvm lowers those with the host's 64-bit index), and
/// every launch has constant sizes with fewer than 2^31 threads per
/// dimension (gpu.launch_func and gpu.launch alike; a gpu.launch body takes
/// no non-constant index from outside). Reports the first violation on the
/// op.
static LogicalResult checkIndex32(ModuleOp module, bool barePtr) {
  if (!barePtr) {
    emitError(module.getLoc(),
              "kfusion-to-cubin: index-bitwidth=32 needs bare-ptr=true: memref "
              "descriptors would reach 32-bit kernels with the host's 64-bit "
              "sizes and strides");
    return failure();
  }
  WalkResult result = module.walk([&](Operation *op) {
    if (auto func = dyn_cast<func::FuncOp>(op);
        func && func->getParentOfType<gpu::GPUModuleOp>()) {
      func.emitError("kfusion-to-cubin: index-bitwidth=32 lowers kernel code "
                     "only; this func.func in a gpu.module would keep a "
                     "64-bit index (inline it into its kernels)");
      return WalkResult::interrupt();
    }
    if (auto kernel = dyn_cast<gpu::GPUFuncOp>(op)) {
      for (auto [index, type] : llvm::enumerate(kernel.getArgumentTypes())) {
        if (isa<IndexType>(type)) {
          kernel.emitError("kfusion-to-cubin: index-bitwidth=32: argument #")
              << index
              << " is an index, which the host passes as 64 bits; pass an "
                 "i32 or i64 and cast it in the kernel";
          return WalkResult::interrupt();
        }
        auto memref = dyn_cast<MemRefType>(type);
        if (memref && memref.hasStaticShape() &&
            memref.getNumElements() >= kIndex32Limit) {
          kernel.emitError("kfusion-to-cubin: index-bitwidth=32: argument #")
              << index << " (" << type << ") has " << memref.getNumElements()
              << " elements; a 32-bit index addresses fewer than 2^31";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    }
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op))
      if (failed(checkLaunchSizes32(launch, launch.getGridSizeOperandValues(),
                                    launch.getBlockSizeOperandValues())))
        return WalkResult::interrupt();
    if (auto launch = dyn_cast<gpu::LaunchOp>(op))
      if (failed(checkLaunchSizes32(launch, launch.getGridSizeOperandValues(),
                                    launch.getBlockSizeOperandValues())) ||
          failed(checkLaunchCaptures32(launch)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// A gpu.module body holds functions and globals (symbols), LLVM dialect
/// module-level ops and its terminator. Anything else (a gpu.barrier, an
/// arith op) has no function to run in: the LLVM IR translation would crash
/// on it, so it is reported here, on the op.
static LogicalResult checkGpuModuleBodies(ModuleOp module) {
  WalkResult result = module.walk([](gpu::GPUModuleOp gpuModule) {
    for (Operation &op : gpuModule.getBody()->getOperations()) {
      // An unregistered op has no dialect: it is reported like any other.
      if (isa<SymbolOpInterface>(op) || op.hasTrait<OpTrait::IsTerminator>() ||
          isa_and_present<LLVM::LLVMDialect>(op.getDialect()))
        continue;
      op.emitError("kfusion-to-cubin: '")
          << op.getName() << "' stands directly in the body of gpu.module @"
          << gpuModule.getName()
          << ", outside any function; a gpu.module holds functions and "
             "globals";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
/// Checks the pipeline's options against the module before anything is
/// rewritten: an unknown format is an error, ops outside any function in a
/// gpu.module are errors, and a program lowered to PTX because no ptxas was
/// found gets a remark saying so.
struct KFusionCheckCubinOptionsPass final
    : kfusion::impl::KFusionCheckCubinOptionsPassBase<
          KFusionCheckCubinOptionsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (resolved != "cubin" && resolved != "fatbin" && resolved != "ptx") {
      emitError(module.getLoc(), "kfusion-to-cubin: unknown format '")
          << StringRef(resolved) << "' (expected cubin, fatbin or ptx)";
      return signalPassFailure();
    }
    if (std::string reason = checkNVPTXChip(chip); !reason.empty()) {
      emitError(module.getLoc(), "kfusion-to-cubin: ") << reason;
      return signalPassFailure();
    }
    if (optLevel > 3) {
      emitError(module.getLoc(), "kfusion-to-cubin: opt-level ")
          << static_cast<unsigned>(optLevel) << " is out of range (0-3)";
      return signalPassFailure();
    }
    if (indexBitwidth != 32 && indexBitwidth != 64) {
      emitError(module.getLoc(), "kfusion-to-cubin: index-bitwidth ")
          << static_cast<unsigned>(indexBitwidth)
          << " is not supported (32 or 64)";
      return signalPassFailure();
    }
    if (barePtr && failed(checkBarePtrArguments(module)))
      return signalPassFailure();
    if (indexBitwidth == 32 && failed(checkIndex32(module, barePtr)))
      return signalPassFailure();
    if (failed(checkGpuModuleBodies(module)))
      return signalPassFailure();
    // sm_90's PTX has no wgmma or setmaxnreg: the back end would stop at the
    // instruction selection of the first one.
    if (StringRef(chip).starts_with("sm_90") && !StringRef(chip).ends_with("a"))
      if (Operation *op = findArchSpecificOp(module)) {
        op->emitError("kfusion-to-cubin: '")
            << op->getName() << "' needs the architecture-specific target "
            << archSpecificChip(chip) << " (chip=" << StringRef(chip)
            << "): wgmma and setmaxnreg are sm_90a instructions";
        return signalPassFailure();
      }
    if (requested.empty() && resolved == "ptx")
      emitRemark(
          module.getLoc(),
          "kfusion-to-cubin: ptxas not found on PATH, $CUDA_HOME, $CUDA_PATH "
          "or /usr/local/cuda; kernels are emitted as PTX, which the CUDA "
          "driver compiles when the module is loaded");
  }
};
} // namespace
