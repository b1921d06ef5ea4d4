//===- ConvertKernelNVGPUToNVVM.cpp - kernel nvgpu ops to NVVM --*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// index-bitwidth=32: the nvgpu ops of kernels lowered with 32-bit indices.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"

#define DEBUG_TYPE "kfusion-convert-kernel-nvgpu-to-nvvm"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONCONVERTKERNELNVGPUTONVVMPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// index-bitwidth=32: the nvgpu ops of kernels (the asynchronous copies of
/// kfusion-lower-tiles stage-async) lowered with 32-bit indices, as the
/// kernel lowering after it lowers the memrefs they use; upstream's
/// convert-nvgpu-to-nvvm, which takes 64, would leave descriptors of two
/// widths that no cast reconciles.
struct KFusionConvertKernelNVGPUToNVVMPass final
    : kfusion::impl::KFusionConvertKernelNVGPUToNVVMPassBase<
          KFusionConvertKernelNVGPUToNVVMPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // index-bitwidth=0: the index width of the module's data layout.
    const auto &dataLayout = getAnalysis<DataLayoutAnalysis>();
    LowerToLLVMOptions options(context,
                               dataLayout.getAtOrAbove(getOperation()));
    if (indexBitwidth != 0)
      options.overrideIndexBitwidth(indexBitwidth);
    LLVMTypeConverter converter(context, options);
    nvgpu::populateCommonGPUTypeAndAttributeConversions(converter);
    // The mbarriers' memrefs are in #gpu.address_space<workgroup>.
    populateGpuMemorySpaceAttributeConversions(
        converter, [](gpu::AddressSpace space) -> unsigned {
          switch (space) {
          case gpu::AddressSpace::Global:
            return static_cast<unsigned>(NVVM::NVVMMemorySpace::Global);
          case gpu::AddressSpace::Workgroup:
            return static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared);
          case gpu::AddressSpace::Private:
            return 0;
          }
          llvm_unreachable("unknown address space");
        });
    converter.addConversion([&](nvgpu::DeviceAsyncTokenType) -> Type {
      return IntegerType::get(context, 32);
    });
    // The TMA loads of kfusion-lower-tiles stage-tma: mbarriers are i64s in
    // shared memory, tensor maps pointers (as upstream's pass converts them).
    converter.addConversion([&](nvgpu::MBarrierTokenType) -> Type {
      return IntegerType::get(context, 64);
    });
    converter.addConversion([&](nvgpu::MBarrierGroupType type) -> Type {
      return converter.convertType(nvgpu::getMBarrierMemrefType(context, type));
    });
    converter.addConversion([&](nvgpu::TensorMapDescriptorType) -> Type {
      return LLVM::LLVMPointerType::get(context);
    });
    RewritePatternSet patterns(context);
    populateNVGPUToNVVMConversionPatterns(converter, patterns);
    ConversionTarget target(*context);
    // mbarrier.create becomes a memref.global and its get_global.
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect,
                           memref::MemRefDialect>();
    target.addIllegalDialect<nvgpu::NVGPUDialect>();
    // Loops carrying nvgpu values (mma.sync accumulators) or indices take
    // their LLVM types here, at this index width, in every kernel: upstream's
    // pass after this one converts the loops it finds illegal, and their
    // index values, at 64 bits.
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
