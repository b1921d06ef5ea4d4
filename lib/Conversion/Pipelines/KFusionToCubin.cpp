//===- KFusionToCubin.cpp - the kfusion-to-cubin pipeline ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Lowers a standard MLIR GPU program to gpu.binary objects (cubin, fatbin or
// PTX) plus LLVM-dialect host code calling the mgpu* runtime ABI. The phases
// follow upstream's gpu-lower-to-nvvm-pipeline (GPUToNVVMPipeline.cpp), with
// the kfusion lowering in front and the ptxas discovery that picks the format.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Pipelines.h"
#include "KFusion/Conversion/Passes.h"
#include "KFusion/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"

#include <mutex>
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

using namespace mlir;
using namespace mlir::kfusion;

bool mlir::kfusion::toolkitHasLibdevice(StringRef root) {
  SmallString<256> path(root);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return llvm::sys::fs::is_regular_file(path);
}

std::optional<std::string> mlir::kfusion::findCudaToolkitWithPtxas() {
  // The toolkit root of a ptxas found at `bin/ptxas`.
  auto rootOf = [](StringRef ptxas) -> std::optional<std::string> {
    StringRef binDir = llvm::sys::path::parent_path(ptxas);
    if (llvm::sys::path::filename(binDir) != "bin")
      return std::nullopt;
    return llvm::sys::path::parent_path(binDir).str();
  };
  auto hasPtxas = [](StringRef root) {
    SmallString<256> ptxas(root);
    llvm::sys::path::append(ptxas, "bin", "ptxas");
    return llvm::sys::fs::can_execute(ptxas);
  };
  // An explicit choice replaces the search: the named toolkit or none.
  if (std::optional<std::string> pinned =
          llvm::sys::Process::GetEnv("KFUSION_CUDA_TOOLKIT")) {
    if (!pinned->empty() && hasPtxas(*pinned))
      return *pinned;
    return std::nullopt;
  }
  // Candidates in order; the first that also holds libdevice wins, else the
  // first with ptxas. A `ptxas` on PATH may be a wrapper script outside any
  // toolkit (`/usr/local/bin/ptxas` exec'ing the real one): its root has no
  // libdevice, and kernels calling `__nv_*` functions need it.
  SmallVector<std::string> candidates;
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("ptxas")) {
    SmallString<256> real;
    if (llvm::sys::fs::real_path(*onPath, real))
      real = *onPath;
    if (std::optional<std::string> root = rootOf(real))
      candidates.push_back(*root);
  }
  for (const char *var : {"CUDA_HOME", "CUDA_PATH"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(var))
      if (!value->empty())
        candidates.push_back(*value);
  candidates.push_back("/usr/local/cuda");
  std::optional<std::string> withoutLibdevice;
  for (const std::string &root : candidates) {
    if (!hasPtxas(root))
      continue;
    if (toolkitHasLibdevice(root))
      return root;
    if (!withoutLibdevice)
      withoutLibdevice = root;
  }
  return withoutLibdevice;
}

std::string
mlir::kfusion::resolveKernelFormat(const KFusionToCubinOptions &options) {
  if (!options.format.empty())
    return options.format;
  if (!options.toolkit.empty() || findCudaToolkitWithPtxas())
    return "cubin";
  return "ptx";
}

/// The NVPTX triple kernels are compiled for.
static constexpr llvm::StringLiteral kNVPTXTriple = "nvptx64-nvidia-cuda";

/// Returns an empty string when the NVPTX back end knows `chip`, otherwise
/// the reason it cannot be used.
static std::string checkChip(StringRef chip) {
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
  });
  llvm::Triple triple(kNVPTXTriple);
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return "the NVPTX back end is not available: " + error;
  std::unique_ptr<llvm::MCSubtargetInfo> info(
      target->createMCSubtargetInfo(triple, "", ""));
  if (!info || !info->isCPUStringValid(chip))
    return "the NVPTX back end does not know chip '" + chip.str() + "'";
  return "";
}

/// With bare pointers a memref crosses a call as its aligned pointer only, so
/// its shape and layout must be known statically. Reports the first function
/// (kernel or host) whose memref argument breaks that.
static LogicalResult checkBarePtrArguments(ModuleOp module) {
  WalkResult result = module.walk([](FunctionOpInterface func) {
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
      auto memref = dyn_cast<MemRefType>(type);
      if (!memref || (memref.hasStaticShape() && memref.getLayout().isIdentity()))
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
/// lowering: kernel memrefs are passed as bare pointers (the host's
/// descriptors carry 64-bit sizes) with fewer than 2^31 elements, no kernel
/// takes an `index` argument (the host passes 64 bits), no gpu.module holds a
/// func.func (func-to-llvm lowers those with the host's 64-bit index), and
/// every launch has constant sizes with fewer than 2^31 threads per
/// dimension. Reports the first violation on the op.
static LogicalResult checkIndex32(ModuleOp module, bool barePtr) {
  constexpr int64_t kLimit = int64_t(1) << 31;
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
            memref.getNumElements() >= kLimit) {
          kernel.emitError("kfusion-to-cubin: index-bitwidth=32: argument #")
              << index << " (" << type << ") has " << memref.getNumElements()
              << " elements; a 32-bit index addresses fewer than 2^31";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    }
    auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
    if (!launch)
      return WalkResult::advance();
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    std::pair<Value, Value> sizes[3] = {
        {grid.x, block.x}, {grid.y, block.y}, {grid.z, block.z}};
    for (auto [d, size] : llvm::enumerate(sizes)) {
      std::optional<int64_t> blocks = getConstantIntValue(size.first);
      std::optional<int64_t> threads = getConstantIntValue(size.second);
      if (!blocks || !threads) {
        launch.emitError("kfusion-to-cubin: index-bitwidth=32 needs constant "
                         "launch sizes, to check that thread ids fit in 32 "
                         "bits; dimension ")
            << "xyz"[d] << " is not constant";
        return WalkResult::interrupt();
      }
      if (*blocks * *threads >= kLimit) {
        launch.emitError("kfusion-to-cubin: index-bitwidth=32: dimension ")
            << "xyz"[d] << " launches " << *blocks << " x " << *threads
            << " threads; 32-bit ids need fewer than 2^31";
        return WalkResult::interrupt();
      }
    }
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
      if (isa<SymbolOpInterface>(op) || op.hasTrait<OpTrait::IsTerminator>() ||
          isa<LLVM::LLVMDialect>(op.getDialect()))
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
struct CheckCubinOptionsPass final
    : PassWrapper<CheckCubinOptionsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckCubinOptionsPass)
  CheckCubinOptionsPass(std::string requested, std::string resolved,
                        std::string chip, unsigned optLevel, bool barePtr,
                        unsigned indexBitwidth)
      : requested(std::move(requested)), resolved(std::move(resolved)),
        chip(std::move(chip)), optLevel(optLevel), barePtr(barePtr),
        indexBitwidth(indexBitwidth) {}
  StringRef getArgument() const final { return "kfusion-check-cubin-options"; }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (resolved != "cubin" && resolved != "fatbin" && resolved != "ptx") {
      emitError(module.getLoc(), "kfusion-to-cubin: unknown format '")
          << resolved << "' (expected cubin, fatbin or ptx)";
      return signalPassFailure();
    }
    if (std::string reason = checkChip(chip); !reason.empty()) {
      emitError(module.getLoc(), "kfusion-to-cubin: ") << reason;
      return signalPassFailure();
    }
    if (optLevel > 3) {
      emitError(module.getLoc(), "kfusion-to-cubin: opt-level ")
          << optLevel << " is out of range (0-3)";
      return signalPassFailure();
    }
    if (barePtr && failed(checkBarePtrArguments(module)))
      return signalPassFailure();
    if (indexBitwidth != 32 && indexBitwidth != 64) {
      emitError(module.getLoc(), "kfusion-to-cubin: index-bitwidth ")
          << indexBitwidth << " is not supported (32 or 64)";
      return signalPassFailure();
    }
    if (indexBitwidth == 32 && failed(checkIndex32(module, barePtr)))
      return signalPassFailure();
    if (failed(checkGpuModuleBodies(module)))
      return signalPassFailure();
    if (requested.empty() && resolved == "ptx")
      emitRemark(
          module.getLoc(),
          "kfusion-to-cubin: ptxas not found on PATH, $CUDA_HOME, $CUDA_PATH "
          "or /usr/local/cuda; kernels are emitted as PTX, which the CUDA "
          "driver compiles when the module is loaded");
  }

  std::string requested, resolved, chip;
  unsigned optLevel;
  bool barePtr;
  unsigned indexBitwidth;
};

/// Runs right before serialization: a kernel calling a libdevice function
/// (`__nv_tanhf`, from math ops) needs libdevice linked in, else the PTX keeps
/// an unresolved `.extern` that ptxas or the driver rejects much later (or,
/// with the upstream serializer, an error that does not fail the pipeline).
/// Refused here, on the first call, naming the function and where libdevice
/// was looked for.
struct CheckLibdevicePass final
    : PassWrapper<CheckLibdevicePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckLibdevicePass)
  explicit CheckLibdevicePass(std::string toolkit)
      : toolkit(std::move(toolkit)) {}
  StringRef getArgument() const final { return "kfusion-check-libdevice"; }

  void runOnOperation() override {
    if (!toolkit.empty() && toolkitHasLibdevice(toolkit))
      return;
    bool failedAny = false;
    getOperation().walk([&](gpu::GPUModuleOp module) {
      DenseSet<StringRef> reported;
      module.walk([&](LLVM::CallOp call) {
        std::optional<StringRef> callee = call.getCallee();
        if (!callee || !callee->starts_with("__nv_") ||
            !reported.insert(*callee).second)
          return;
        auto decl = module.lookupSymbol<LLVM::LLVMFuncOp>(*callee);
        if (!decl || !decl.isExternal())
          return;
        InFlightDiagnostic diag = call.emitError("kfusion-to-cubin: '")
                                  << *callee << "' is a libdevice function, ";
        if (toolkit.empty())
          diag << "and no CUDA toolkit was found (PATH, $CUDA_HOME, "
                  "$CUDA_PATH, /usr/local/cuda)";
        else
          diag << "and the CUDA toolkit at '" << toolkit
               << "' has no nvvm/libdevice/libdevice.10.bc";
        diag << "; pass toolkit=<root> or set $KFUSION_CUDA_TOOLKIT to a "
                "toolkit that holds libdevice";
        failedAny = true;
      });
    });
    if (failedAny)
      signalPassFailure();
  }

  std::string toolkit;
};

/// Runs last: everything must be in the LLVM dialect now, except the GPU ops
/// that the LLVM IR translation handles. An op of a dialect the pipeline does
/// not lower (tensor, say) is reported here, on that op, instead of as an
/// obscure translation failure later.
/// Device functions (`func.func` in a gpu.module) whose signature has a
/// memref in a `#gpu.address_space` (a tile of workgroup memory passed to a
/// helper) would meet the top-level func-to-llvm conversion, which knows no
/// GPU address spaces, before the kernel lowering that does. In such a
/// module the spaces become NVVM's numbers (global 1, workgroup 3, private
/// 5) everywhere, as the kernel lowering would map them; other modules are
/// left exactly as they are.
struct GpuAddressSpacesToNVVMPass final
    : PassWrapper<GpuAddressSpacesToNVVMPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(GpuAddressSpacesToNVVMPass)
  StringRef getArgument() const final {
    return "kfusion-gpu-address-spaces-to-nvvm";
  }

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
        needed |= llvm::any_of(function.getArgumentTypes(),
                               hasGpuAddressSpace) ||
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

/// index-bitwidth=32: the contract is that kernel index arithmetic does not
/// overflow 32 bits. So it is marked `nsw`, and loads and stores of
/// statically shaped multi-dimensional memrefs are linearized here (a
/// flat view (`memref.reinterpret_cast`) indexed by `nsw` arithmetic) rather than by the memref
/// lowering, whose index arithmetic carries no flags: LLVM may then fold
/// `sext(i + c)` into a constant offset of one 64-bit address instead of
/// computing each neighbour's address from scratch.
struct NarrowKernelIndexPass final
    : PassWrapper<NarrowKernelIndexPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(NarrowKernelIndexPass)
  StringRef getArgument() const final { return "kfusion-narrow-kernel-index"; }
  StringRef getDescription() const final {
    return "Mark kernel index arithmetic nsw and linearize static "
           "multi-dimensional loads, stores and asynchronous copies "
           "(kfusion-to-cubin index-bitwidth=32)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, memref::MemRefDialect,
                    nvgpu::NVGPUDialect>();
  }

  static void markNoSignedWrap(Operation *op) {
    if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(op) ||
        !op->getResult(0).getType().isIndex())
      return;
    auto flags =
        op->getAttrOfType<arith::IntegerOverflowFlagsAttr>("overflowFlags");
    arith::IntegerOverflowFlags value =
        flags ? flags.getValue() : arith::IntegerOverflowFlags::none;
    op->setAttr("overflowFlags",
                arith::IntegerOverflowFlagsAttr::get(
                    op->getContext(), value | arith::IntegerOverflowFlags::nsw));
  }

  /// The row-major linear index of `indices` in `type`, with `nsw`.
  static Value linearIndex(OpBuilder &b, Location loc, MemRefType type,
                           ValueRange indices) {
    auto nsw = arith::IntegerOverflowFlags::nsw;
    Value linear = indices.front();
    for (unsigned m = 1, e = type.getRank(); m < e; ++m) {
      Value extent =
          arith::ConstantIndexOp::create(b, loc, type.getDimSize(m));
      linear = arith::MulIOp::create(b, loc, linear, extent, nsw);
      linear = arith::AddIOp::create(b, loc, linear, indices[m], nsw);
    }
    return linear;
  }

  static bool linearizable(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    return type.getRank() >= 2 && type.hasStaticShape() &&
           type.getLayout().isIdentity();
  }

  /// A flat view of the statically shaped `memref` and the linear index of
  /// `indices` in it.
  static std::pair<Value, Value> flatten(OpBuilder &b, Location loc,
                                         Value memref, ValueRange indices) {
    auto type = cast<MemRefType>(memref.getType());
    // A reinterpret_cast rather than a collapse_shape: the same view of an
    // identity-layout memref, and one kfusion-sim executes.
    auto flatType = MemRefType::get({type.getNumElements()},
                                    type.getElementType(), AffineMap(),
                                    type.getMemorySpace());
    Value flat = memref::ReinterpretCastOp::create(
        b, loc, flatType, memref, /*offset=*/0,
        /*sizes=*/ArrayRef<int64_t>{type.getNumElements()},
        /*strides=*/ArrayRef<int64_t>{1});
    return {flat, linearIndex(b, loc, type, indices)};
  }

  static void linearize(Operation *op) {
    // An asynchronous copy's runs lie along the last dimension, which a flat
    // view keeps contiguous.
    if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op)) {
      bool dst = linearizable(copy.getDst()), src = linearizable(copy.getSrc());
      if (!dst && !src)
        return;
      OpBuilder b(op);
      Location loc = op->getLoc();
      auto [dstRef, dstIndex] =
          dst ? flatten(b, loc, copy.getDst(), copy.getDstIndices())
              : std::pair<Value, Value>();
      auto [srcRef, srcIndex] =
          src ? flatten(b, loc, copy.getSrc(), copy.getSrcIndices())
              : std::pair<Value, Value>();
      auto flat = nvgpu::DeviceAsyncCopyOp::create(
          b, loc, copy.getAsyncToken().getType(),
          dst ? dstRef : copy.getDst(),
          dst ? ValueRange(dstIndex) : copy.getDstIndices(),
          src ? srcRef : copy.getSrc(),
          src ? ValueRange(srcIndex) : copy.getSrcIndices(),
          copy.getDstElementsAttr(), copy.getSrcElements(),
          copy.getBypassL1Attr());
      copy.replaceAllUsesWith(flat.getOperation());
      copy.erase();
      return;
    }
    auto load = dyn_cast<memref::LoadOp>(op);
    auto store = dyn_cast<memref::StoreOp>(op);
    if (!load && !store)
      return;
    Value memref = load ? load.getMemRef() : store.getMemRef();
    if (!linearizable(memref))
      return;
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto [flat, index] = flatten(b, loc, memref,
                                 load ? load.getIndices() : store.getIndices());
    if (load) {
      auto flatLoad = memref::LoadOp::create(b, loc, flat, index,
                                             load.getNontemporal());
      load.replaceAllUsesWith(flatLoad.getResult());
      load.erase();
    } else {
      memref::StoreOp::create(b, loc, store.getValueToStore(), flat, index,
                              store.getNontemporal());
      store.erase();
    }
  }

  void runOnOperation() override {
    getOperation().walk([](gpu::GPUModuleOp module) {
      SmallVector<Operation *> accesses;
      module.walk([&](Operation *op) {
        markNoSignedWrap(op);
        if (isa<memref::LoadOp, memref::StoreOp, nvgpu::DeviceAsyncCopyOp>(op))
          accesses.push_back(op);
      });
      for (Operation *op : accesses)
        linearize(op);
    });
  }
};

/// index-bitwidth=32: the nvgpu ops of kernels (the asynchronous copies of
/// kfusion-lower-tiles stage-async) lowered with 32-bit indices, as the
/// kernel lowering after it lowers the memrefs they use; upstream's
/// convert-nvgpu-to-nvvm, which takes 64, would leave descriptors of two
/// widths that no cast reconciles.
struct ConvertKernelNVGPUToNVVMPass final
    : PassWrapper<ConvertKernelNVGPUToNVVMPass,
                  OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertKernelNVGPUToNVVMPass)
  explicit ConvertKernelNVGPUToNVVMPass(unsigned indexBitwidth)
      : indexBitwidth(indexBitwidth) {}
  StringRef getArgument() const final {
    return "kfusion-convert-kernel-nvgpu-to-nvvm";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<LLVM::LLVMDialect, NVVM::NVVMDialect>();
  }

  void runOnOperation() override {
    bool any = false;
    getOperation().walk([&](Operation *op) {
      any |= isa<nvgpu::NVGPUDialect>(op->getDialect());
    });
    if (!any)
      return;
    MLIRContext *context = &getContext();
    LowerToLLVMOptions options(context);
    options.overrideIndexBitwidth(indexBitwidth);
    LLVMTypeConverter converter(context, options);
    nvgpu::populateCommonGPUTypeAndAttributeConversions(converter);
    converter.addConversion([&](nvgpu::DeviceAsyncTokenType) -> Type {
      return IntegerType::get(context, 32);
    });
    RewritePatternSet patterns(context);
    populateNVGPUToNVVMConversionPatterns(converter, patterns);
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.addIllegalDialect<nvgpu::NVGPUDialect>();
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  unsigned indexBitwidth;
};

struct CheckFullyLoweredPass final
    : PassWrapper<CheckFullyLoweredPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckFullyLoweredPass)
  StringRef getArgument() const final { return "kfusion-check-lowered"; }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Casts left by partial conversions only echo the op that was not
    // lowered; report that op when there is one.
    Operation *culprit = nullptr, *leftoverCast = nullptr;
    // Post-order: the innermost op that was not lowered comes first.
    module.walk([&](Operation *op) {
      if (op == module.getOperation() ||
          isa<LLVM::LLVMDialect>(op->getDialect()) ||
          isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op)) {
        if (!leftoverCast)
          leftoverCast = op;
        return WalkResult::advance();
      }
      culprit = op;
      return WalkResult::interrupt();
    });
    if (!culprit)
      culprit = leftoverCast;
    if (!culprit)
      return;
    // Name the op the user wrote, not its implicit terminator or nested ops
    // of the same dialect (linalg.fill, not its linalg.yield).
    while (Operation *parent = culprit->getParentOp()) {
      if (parent == module.getOperation() ||
          parent->getDialect() != culprit->getDialect())
        break;
      culprit = parent;
    }
    culprit->emitError("kfusion-to-cubin could not lower '")
        << culprit->getName()
        << "': the pipeline lowers the func, arith, math, memref, scf, cf, "
           "vector, linalg (on buffers), affine, index, gpu and nvgpu "
           "dialects; lower this op first";
    signalPassFailure();
  }
};

/// The gpu-module-to-binary compilation target for a kfusion format name.
StringRef compilationTargetFor(StringRef format) {
  if (format == "ptx")
    return "isa";
  if (format == "cubin")
    return "bin";
  return format; // fatbin, or an invalid name that the check pass reports.
}

/// Target attachment, generic lowering of the host and device code to the
/// LLVM dialect where no GPU-specific rule applies.
void buildCommonPhase(OpPassManager &pm, const KFusionToCubinOptions &options) {
  if (options.indexBitwidth == 32)
    pm.addPass(std::make_unique<NarrowKernelIndexPass>());
  pm.addPass(std::make_unique<GpuAddressSpacesToNVVMPass>());
  // Loads with an L2 cache policy (kfusion.l2_policy) become inline PTX while
  // they are still loads of memrefs.
  KFusionLowerL2PolicyPassOptions l2Policy;
  l2Policy.indexBitwidth = options.indexBitwidth == 32 ? 32 : 0;
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionLowerL2PolicyPass(l2Policy));
  pm.addPass(createConvertLinalgToLoopsPass());
  if (options.indexBitwidth == 32)
    pm.addNestedPass<gpu::GPUModuleOp>(
        std::make_unique<ConvertKernelNVGPUToNVVMPass>(32));
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());

  GpuNVVMAttachTargetOptions target;
  target.triple = kNVPTXTriple.str();
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  target.cmdOptions = options.ptxasOptions;
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(createLowerAffinePass());
  if (options.indexBitwidth == 32) {
    // Kernel code first, with its own index width; the host's below.
    ArithToLLVMConversionPassOptions arith;
    arith.indexBitwidth = 32;
    pm.addNestedPass<gpu::GPUModuleOp>(createArithToLLVMConversionPass(arith));
    ConvertIndexToLLVMPassOptions index;
    index.indexBitwidth = 32;
    pm.addNestedPass<gpu::GPUModuleOp>(createConvertIndexToLLVMPass(index));
  }
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// Kernel code: GPU to NVVM.
void buildKernelPhase(OpPassManager &pm, const KFusionToCubinOptions &options) {
  ConvertGpuOpsToNVVMOpsOptions toNVVM;
  toNVVM.useBarePtrCallConv = options.barePtr;
  if (options.indexBitwidth == 32)
    toNVVM.indexBitwidth = 32;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(toNVVM));
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertPrefetchToNVVMPass());
  pm.addNestedPass<gpu::GPUModuleOp>(LLVM::createNVVMOptimizeForTargetPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
}

/// Host code to LLVM calling the runtime ABI, and kernel serialization.
void buildHostPhase(OpPassManager &pm, const KFusionToCubinOptions &options,
                    StringRef format) {
  GpuToLLVMConversionPassOptions toLLVM;
  toLLVM.hostBarePtrCallConv = options.barePtr;
  toLLVM.kernelBarePtrCallConv = options.barePtr;
  // The host's synchronous gpu.alloc/dealloc/memcpy/memset become async ops
  // on a stream of their own, waited for at once: the form gpu-to-llvm
  // lowers (it leaves the synchronous form unlowered). Right before it, after
  // the last canonicalization: gpu.wait's folding of `gpu.wait async [%t]`
  // into %t would make the blocking wait after the op destroy %t's stream,
  // which gpu-to-llvm's lowering of gpu.wait does, while %t has other users.
  pm.addPass(createKFusionLowerSyncMemoryOpsPass());
  pm.addPass(createGpuToLLVMConversionPass(toLLVM));
  // Streams that gpu-to-llvm creates but destroys never (a join's
  // dependencies) or twice are destroyed once, after their last use.
  pm.addPass(createKFusionReleaseStreamsPass());

  GpuModuleToBinaryPassOptions toBinary;
  toBinary.compilationTarget = compilationTargetFor(format).str();
  if (!options.toolkit.empty())
    toBinary.toolkitPath = options.toolkit;
  else if (std::optional<std::string> root = findCudaToolkitWithPtxas())
    toBinary.toolkitPath = *root;
  pm.addPass(std::make_unique<CheckLibdevicePass>(toBinary.toolkitPath));
  // Kernels are serialized without debug locations (after the check above,
  // whose errors point at the source op).
  pm.addNestedPass<gpu::GPUModuleOp>(createStripDebugInfoPass());
  pm.addPass(createGpuModuleToBinaryPass(toBinary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(std::make_unique<CheckFullyLoweredPass>());
}
} // namespace

void mlir::kfusion::buildKFusionToCubinPipeline(
    OpPassManager &pm, const KFusionToCubinOptions &options) {
  std::string format = resolveKernelFormat(options);
  pm.addPass(std::make_unique<CheckCubinOptionsPass>(
      options.format, format, options.chip, options.optLevel, options.barePtr,
      options.indexBitwidth));
  // kfusion ops go first, while kernels are still in the gpu dialect (and
  // possibly not outlined yet), so later phases see only upstream ops.
  // Tiles and shared arrays first (a tile inside a horizontal region then
  // sees its partition's ids), then horizontal bodies become guarded code
  // with named barriers, then semaphore ops become atomics and spins.
  KFusionLowerTilesPassOptions tiles;
  tiles.interiorBlocks = options.interiorBlocks;
  tiles.rowRuns = options.rowRuns;
  tiles.runRows = options.runRows;
  tiles.stageUnroll = options.stageUnroll;
  tiles.stageAsync = options.stageAsync;
  tiles.aliasSharedArrays = options.aliasSharedArrays;
  tiles.prefetchLateReads = options.prefetchLateReads;
  tiles.l2Bytes = options.l2Bytes;
  pm.addPass(createKFusionLowerTilesPass(tiles));
  pm.addPass(createKFusionLowerHorizontalPass());
  KFusionLowerSyncPassOptions sync;
  sync.target = "nvvm";
  sync.syncTimeoutMs = options.syncTimeoutMs;
  pm.addPass(createKFusionLowerSyncPass(sync));
  pm.addPass(createConvertKFusionToNVVMPass());
  buildCommonPhase(pm, options);
  buildKernelPhase(pm, options);
  buildHostPhase(pm, options, format);
}

void mlir::kfusion::registerKFusionToCubinPipeline() {
  // The narrowing step of index-bitwidth=32, for tests and for users who
  // lower kernels with their own pipeline.
  PassRegistration<NarrowKernelIndexPass>();
  PassPipelineRegistration<KFusionToCubinOptions>(
      "kfusion-to-cubin",
      "Lower a GPU program (with kfusion ops) to gpu.binary objects and "
      "LLVM-dialect host code calling the mgpu* runtime ABI",
      buildKFusionToCubinPipeline);
}
