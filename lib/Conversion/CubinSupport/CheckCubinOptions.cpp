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

#include "KFusion/Common/DynamicMarkers.h"
#include "KFusion/Common/KernelIndexWidth.h"
#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#define DEBUG_TYPE "kfusion-check-cubin-options"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONCHECKCUBINOPTIONSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

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

/// With a 32-bit index in kernel code, every value a kernel derives from its
/// ids and memrefs must fit in an i32. Checks what can be checked before
/// lowering (checkIndex32Conditions; the user promises the rest), kernel
/// memrefs passed as bare pointers (the host's descriptors carry 64-bit
/// sizes) first. Reports the first violation on the op.
static LogicalResult checkIndex32(ModuleOp module, bool barePtr) {
  if (!barePtr) {
    emitError(module.getLoc(),
              "kfusion-to-cubin: index-bitwidth=32 needs bare-ptr=true: memref "
              "descriptors would reach 32-bit kernels with the host's 64-bit "
              "sizes and strides");
    return failure();
  }
  std::optional<Index32Refusal> refusal = checkIndex32Conditions(module);
  if (!refusal)
    return success();
  InFlightDiagnostic error = refusal->op->emitError("kfusion-to-cubin: ")
                             << refusal->message;
  if (refusal->noteLoc)
    error.attachNote(*refusal->noteLoc).append(refusal->note);
  return failure();
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

/// A memref.global initialized by a dense_resource must hold its bytes: an
/// elided resource (the blob left out of the module, as printing with
/// --mlir-elide-resource-strings-if-larger does) or a blob of another size
/// has nothing to lower to, and upstream's memref-to-llvm (MLIR 22) stops the
/// process on them, and on any rank-0 global so initialized. Reported here,
/// on the global.
static LogicalResult checkGlobalInitializers(ModuleOp module) {
  WalkResult result = module.walk([](memref::GlobalOp global) {
    auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(
        global.getInitialValueAttr());
    if (!resource)
      return WalkResult::advance();
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    MemRefType type = global.getType();
    // Integer, float and index elements (an index is 64 bits on the host;
    // vectors: not checked).
    Type element = type.getElementType();
    int64_t want = -1;
    if (type.hasStaticShape() && (element.isIntOrFloat() || element.isIndex()))
      want =
          type.getNumElements() *
          (element.isIndex() ? 8 : (element.getIntOrFloatBitWidth() + 7) / 8);
    if (!blob) {
      global.emitError("kfusion-to-cubin: the initial value of @")
          << global.getSymName()
          << " is a dense_resource whose data the module does not hold (an "
             "elided resource): there are no bytes to lower";
      return WalkResult::interrupt();
    }
    if (want >= 0 && static_cast<int64_t>(blob->getData().size()) != want) {
      global.emitError("kfusion-to-cubin: the initial value of @")
          << global.getSymName() << " holds " << blob->getData().size()
          << " bytes; " << type << " needs " << want;
      return WalkResult::interrupt();
    }
    if (type.getRank() == 0) {
      global.emitError("kfusion-to-cubin: @")
          << global.getSymName()
          << " is a rank-0 global initialized by a dense_resource, which "
             "upstream's memref-to-llvm cannot lower (MLIR 22): give it a "
             "dense<...> value or rank 1";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// An llvm.mlir.global of an array type initialized by a dense value must
/// hold as many elements as its type: MLIR 22's LLVM IR translation builds
/// the constant for the type's count and stops the process where that count
/// is absurd (`!llvm.array<-4 x f32>` parses as 2^32 - 4 elements:
/// std::length_error). Reported here, on the global.
static LogicalResult checkLLVMGlobalInitializers(ModuleOp module) {
  WalkResult result = module.walk([](LLVM::GlobalOp global) {
    auto value = dyn_cast_or_null<DenseElementsAttr>(global.getValueOrNull());
    if (!value)
      return WalkResult::advance();
    // The scalars the type holds (arrays of arrays or of vectors); past
    // 2^40 the count is absurd whatever it is.
    constexpr uint64_t kAbsurd = uint64_t(1) << 40;
    uint64_t count = 1;
    Type type = global.getGlobalType();
    while (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
      count *= array.getNumElements();
      if (count > kAbsurd)
        break;
      type = array.getElementType();
    }
    if (auto vector = dyn_cast<VectorType>(type); vector && count <= kAbsurd)
      count *= vector.getNumElements();
    if (!isa<LLVM::LLVMArrayType>(global.getGlobalType()) ||
        count == uint64_t(value.getNumElements()))
      return WalkResult::advance();
    InFlightDiagnostic diag =
        global.emitError("kfusion-to-cubin: the initial value of @")
        << global.getSymName() << " has " << value.getNumElements()
        << " elements; its type " << global.getGlobalType() << " holds ";
    if (count > kAbsurd)
      diag << "more than 2^40";
    else
      diag << count;
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// A static position of vector.insert that holds ShapedType::kDynamic (the
/// dynamic-size marker) without an operand for it passes upstream's verifier
/// (MLIR 22; vector.extract's rejects it), and upstream's canonicalization
/// and vector-to-LLVM lowering then crash on it (SIGSEGV): reported here, on
/// the op.
static LogicalResult checkVectorPositions(ModuleOp module) {
  WalkResult result = module.walk([](vector::InsertOp op) {
    if (!llvm::is_contained(op.getStaticPosition(), ShapedType::kDynamic))
      return WalkResult::advance();
    op->emitError("kfusion-to-cubin: a static position of '")
        << op->getName() << "' is the dynamic-size marker ("
        << ShapedType::kDynamic
        << ") with no operand for it, which upstream's lowering cannot take";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// A tensor.pad whose static padding holds the dynamic-size marker without
/// an operand for it passes upstream's verifier (MLIR 22), and upstream's
/// canonicalization of the host function crashes on it (SIGSEGV reading the
/// missing operand): reported at the op's location (not with the op: its
/// printer crashes too).
static LogicalResult checkPadMarkers(ModuleOp module) {
  WalkResult result = module.walk([](tensor::PadOp pad) {
    if (!padHasUnmatchedDynamicMarkers(pad))
      return WalkResult::advance();
    emitError(pad.getLoc(), "kfusion-to-cubin: a static padding of '")
        << pad->getName() << "' is the dynamic-size marker ("
        << ShapedType::kDynamic
        << ") with no operand for it, which upstream's canonicalization "
           "cannot take";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

namespace {
/// Checks the pipeline's options against the module before anything is
/// rewritten: an unknown format is an error, ops outside any function in a
/// gpu.module, globals without their initial bytes and vector positions or
/// paddings that hold the dynamic-size marker are errors, and a program
/// lowered to PTX because no ptxas was found gets a remark saying so.
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
    if (indexBitwidth != 0 && indexBitwidth != 32 && indexBitwidth != 64) {
      emitError(module.getLoc(), "kfusion-to-cubin: index-bitwidth ")
          << static_cast<unsigned>(indexBitwidth)
          << " is not supported (0 for the proven width, 32 or 64)";
      return signalPassFailure();
    }
    if (barePtr && failed(checkBarePtrArguments(module)))
      return signalPassFailure();
    if (indexBitwidth == 32 && failed(checkIndex32(module, barePtr)))
      return signalPassFailure();
    if (failed(checkGpuModuleBodies(module)) ||
        failed(checkGlobalInitializers(module)) ||
        failed(checkLLVMGlobalInitializers(module)) ||
        failed(checkVectorPositions(module)) || failed(checkPadMarkers(module)))
      return signalPassFailure();
    // The tensor-core emulation has no PTX: kfusion-sim runs it.
    WalkResult emulated = module.walk([](Operation *op) {
      if (!isa<kfusion::EmulatedWgmmaOp, kfusion::EmulatedWgmmaReadsOp>(op))
        return WalkResult::advance();
      op->emitError("kfusion-to-cubin: an emulated GEMM kernel runs on "
                    "kfusion-sim only; build it without emulate=true for the "
                    "GPU");
      return WalkResult::interrupt();
    });
    if (emulated.wasInterrupted())
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
