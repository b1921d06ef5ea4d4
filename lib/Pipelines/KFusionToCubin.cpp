//===- KFusionToCubin.cpp - the kfusion-to-cubin pipeline ---------*- C++
//-*-===//
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

#include "KFusion/Common/KernelIndexWidth.h"
#include "KFusion/Common/Passes.h"
#include "KFusion/Conversion/Passes.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Pipelines/Pipelines.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Sync/Passes.h"

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
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
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

#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include <mutex>

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

using namespace mlir;
using namespace mlir::kfusion;

std::string
mlir::kfusion::resolveKernelFormat(const KFusionToCubinOptions &options) {
  if (!options.format.empty())
    return options.format;
  if (!options.toolkit.empty() || findCudaToolkitWithPtxas())
    return "cubin";
  return "ptx";
}

namespace {

/// The gpu-module-to-binary compilation target for a kfusion format name.
StringRef compilationTargetFor(StringRef format) {
  if (format == "ptx")
    return "isa";
  if (format == "cubin")
    return "bin";
  return format; // fatbin, or an invalid name that the check pass reports.
}

/// The kernels' index width and calling convention, resolved: `index-bitwidth`
/// 32 or 64 as given, or for 0 what proveIndex32 shows of the module; kernel
/// memrefs as bare pointers with `bare-ptr` or a 32-bit index (the host's
/// functions keep descriptors unless `bare-ptr`).
struct KernelWidths {
  unsigned indexBitwidth = 64;
  bool kernelBarePtr = false;
};

/// The widths the options fix (for index-bitwidth=0, the 64-bit fallback).
KernelWidths widthsOf(const KFusionToCubinOptions &options) {
  KernelWidths widths;
  widths.indexBitwidth = options.indexBitwidth == 32 ? 32 : 64;
  widths.kernelBarePtr = options.barePtr || widths.indexBitwidth == 32;
  return widths;
}

/// Target attachment, generic lowering of the host and device code to the
/// LLVM dialect where no GPU-specific rule applies.
void buildCommonPhase(OpPassManager &pm, const KFusionToCubinOptions &options,
                      KernelWidths widths) {
  // GELU's tanh form by exp2 (before the 16-bit math takes its tanh), then
  // 16-bit exp / tanh / erf, before anything lowers math or arith.
  if (options.fastGelu)
    pm.addPass(createKFusionFastGeluPass());
  if (options.fast16BitMath)
    pm.addPass(createKFusionFast16BitMathPass());
  if (widths.indexBitwidth == 32) {
    // gpu.launch bodies become kernels first, so that the 32-bit steps
    // below reach them: upstream's convert-nvgpu-to-nvvm would convert the
    // index values their loops carry at 64 bits.
    pm.addPass(createGpuKernelOutliningPass());
    pm.addPass(createKFusionNarrowKernelIndexPass());
  }
  pm.addPass(createKFusionGpuAddressSpacesToNVVMPass());
  // Loads with an L2 cache policy (kfusion.l2_policy) become inline PTX while
  // they are still loads of memrefs.
  KFusionLowerL2PolicyPassOptions l2Policy;
  l2Policy.indexBitwidth = widths.indexBitwidth == 32 ? 32 : 0;
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionLowerL2PolicyPass(l2Policy));
  // Loads from other blocks of a cluster likewise (distributed shared
  // memory: the descriptor gives the element's shared address).
  KFusionLowerClusterLoadsPassOptions clusterLoads;
  clusterLoads.indexBitwidth = widths.indexBitwidth == 32 ? 32 : 0;
  pm.addNestedPass<gpu::GPUModuleOp>(
      createKFusionLowerClusterLoadsPass(clusterLoads));
  pm.addPass(createConvertLinalgToLoopsPass());
  // The mma flavour's bf16 GEMMs (upstream's nvgpu lowering has no bf16
  // mma.sync).
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionBf16MmaSyncPass());
  if (widths.indexBitwidth == 32)
    pm.addNestedPass<gpu::GPUModuleOp>(
        createKFusionConvertKernelNVGPUToNVVMPass());
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createKFusionTensorMapArgumentsPass());
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
  if (widths.indexBitwidth == 32) {
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
void buildKernelPhase(OpPassManager &pm, KernelWidths widths) {
  ConvertGpuOpsToNVVMOpsOptions toNVVM;
  toNVVM.useBarePtrCallConv = widths.kernelBarePtr;
  if (widths.indexBitwidth == 32)
    toNVVM.indexBitwidth = 32;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(toNVVM));
  // The dynamic shared memory as `extern .shared` (its start whatever static
  // shared variables the kernel also has).
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionExternDynamicSharedPass());
  // Shared globals declared as aligned as the back end's vector loads take
  // them to be.
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionAlignSharedGlobalsPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createKFusionAttachLoopAnnotationsPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertPrefetchToNVVMPass());
  pm.addNestedPass<gpu::GPUModuleOp>(LLVM::createNVVMOptimizeForTargetPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
}

/// Host code to LLVM calling the runtime ABI, and kernel serialization.
void buildHostPhase(OpPassManager &pm, const KFusionToCubinOptions &options,
                    StringRef format, KernelWidths widths) {
  GpuToLLVMConversionPassOptions toLLVM;
  toLLVM.hostBarePtrCallConv = options.barePtr;
  toLLVM.kernelBarePtrCallConv = widths.kernelBarePtr;
  // The host's synchronous gpu.alloc/dealloc/memcpy/memset become async ops
  // on a stream of their own, waited for at once: the form gpu-to-llvm
  // lowers (it leaves the synchronous form unlowered). Right before it, after
  // the last canonicalization: gpu.wait's folding of `gpu.wait async [%t]`
  // into %t would make the blocking wait after the op destroy %t's stream,
  // which gpu-to-llvm's lowering of gpu.wait does, while %t has other users.
  pm.addPass(createKFusionLowerBlockingMemoryOpsPass());
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
  KFusionCheckLibdevicePassOptions libdevice;
  libdevice.toolkit = toBinary.toolkitPath;
  pm.addPass(createKFusionCheckLibdevicePass(libdevice));
  // An op the kernels' lowering left (an f8 truncf, say) is reported on that
  // op while it has its location, not by the serializer.
  KFusionCheckLoweredPassOptions kernelsLowered;
  kernelsLowered.kernelsOnly = true;
  pm.addPass(createKFusionCheckLoweredPass(kernelsLowered));
  // Kernels are serialized without debug locations (after the checks above,
  // whose errors point at the source op).
  pm.addNestedPass<gpu::GPUModuleOp>(createStripDebugInfoPass());
  pm.addPass(createGpuModuleToBinaryPass(toBinary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createKFusionCheckLoweredPass());
}

/// The lowering after the kfusion ops.
void buildLoweringPhases(OpPassManager &pm,
                         const KFusionToCubinOptions &options, StringRef format,
                         KernelWidths widths) {
  buildCommonPhase(pm, options, widths);
  buildKernelPhase(pm, widths);
  buildHostPhase(pm, options, format, widths);
}

/// kfusion-to-cubin's default index width (index-bitwidth=0): once the
/// kfusion ops are lowered, kernels get a 32-bit index and bare-pointer
/// memrefs where proveIndex32 shows every index value fits, else a 64-bit
/// one and a remark on the op that keeps it; the rest of the pipeline is
/// then built for that width and run on the module. Internal to the
/// pipeline (its options are the pipeline's), hence not in Passes.td.
class KFusionToCubinLoweringPass
    : public PassWrapper<KFusionToCubinLoweringPass, OperationPass<ModuleOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KFusionToCubinLoweringPass)

  KFusionToCubinLoweringPass(const KFusionToCubinOptions &options,
                             std::string format)
      : format(std::move(format)) {
    this->options.copyOptionValuesFrom(options);
  }
  KFusionToCubinLoweringPass(const KFusionToCubinLoweringPass &other)
      : PassWrapper(other), format(other.format) {
    options.copyOptionValuesFrom(other.options);
  }

  StringRef getArgument() const final { return "kfusion-to-cubin-lowering"; }
  StringRef getDescription() const final {
    return "kfusion-to-cubin after the kfusion ops, for the kernels' proven "
           "index width";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (unsigned width : {32u, 64u}) {
      OpPassManager pm(ModuleOp::getOperationName());
      buildLoweringPhases(pm, options, format, {width, width == 32});
      pm.getDependentDialects(registry);
    }
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    KernelWidths widths = widthsOf(options);
    if (std::optional<Index32Refusal> refusal = proveIndex32(module)) {
      InFlightDiagnostic remark =
          refusal->op->emitRemark(
              "kfusion-to-cubin: kernel index arithmetic stays 64-bit (")
          << refusal->message << ")";
      if (refusal->noteLoc)
        remark.attachNote(*refusal->noteLoc).append(refusal->note);
    } else {
      widths = {32, true};
    }
    OpPassManager pm(ModuleOp::getOperationName());
    buildLoweringPhases(pm, options, format, widths);
    if (failed(runPipeline(pm, module)))
      signalPassFailure();
  }

private:
  KFusionToCubinOptions options;
  std::string format;
};
} // namespace

void mlir::kfusion::buildKFusionToCubinPipeline(
    OpPassManager &pm, const KFusionToCubinOptions &options) {
  std::string format = resolveKernelFormat(options);
  KFusionCheckCubinOptionsPassOptions check;
  check.requested = options.format;
  check.resolved = format;
  check.chip = options.chip;
  check.optLevel = options.optLevel;
  check.barePtr = options.barePtr;
  check.indexBitwidth = options.indexBitwidth;
  pm.addPass(createKFusionCheckCubinOptionsPass(check));
  // kfusion ops go first, while kernels are still in the gpu dialect (and
  // possibly not outlined yet), so later phases see only upstream ops.
  // Tiles and shared arrays first (a tile inside a horizontal region then
  // sees its partition's ids), then horizontal bodies become guarded code
  // with named barriers, then semaphore ops become atomics and spins.
  KFusionLowerTilesPassOptions tiles;
  tiles.interiorBlocks = options.interiorBlocks;
  tiles.rowRuns = options.rowRuns;
  tiles.rowsPerRun = options.rowsPerRun;
  tiles.runRows = options.runRows;
  tiles.stageUnroll = options.stageUnroll;
  tiles.stageAsync = options.stageAsync;
  tiles.stageTma = options.stageTma;
  tiles.aliasSharedArrays = options.aliasSharedArrays;
  tiles.prefetchLateReads = options.prefetchLateReads;
  tiles.registerTiles = options.registerTiles;
  tiles.registerColumns = options.registerColumns;
  tiles.streamTiles = options.streamTiles;
  tiles.streamRows = options.streamRows;
  tiles.streamColumns = options.streamColumns;
  tiles.vectorStores = options.vectorStores;
  tiles.device = options.device;
  pm.addPass(createKFusionLowerTilesPass(tiles));
  pm.addPass(createKFusionLowerHorizontalPass());
  KFusionLowerSyncPassOptions sync;
  sync.target = "nvvm";
  sync.syncTimeoutMs = options.syncTimeoutMs;
  pm.addPass(createKFusionLowerSyncPass(sync));
  // Host code: the device copies of constants become runtime calls.
  pm.addPass(createKFusionLowerDeviceConstantsPass());
  pm.addPass(createConvertKFusionToNVVMPass());
  if (options.indexBitwidth == 0)
    pm.addPass(std::make_unique<KFusionToCubinLoweringPass>(options, format));
  else
    buildLoweringPhases(pm, options, format, widthsOf(options));
}

void mlir::kfusion::registerKFusionToCubinPipeline() {
  PassPipelineRegistration<KFusionToCubinOptions>(
      "kfusion-to-cubin",
      "Lower a GPU program (with kfusion ops) to gpu.binary objects and "
      "LLVM-dialect host code calling the mgpu* runtime ABI",
      buildKFusionToCubinPipeline);
}
