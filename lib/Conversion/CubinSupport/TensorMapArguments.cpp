//===- TensorMapArguments.cpp - Tensor map kernel arguments -----*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Kernel arguments of type !nvgpu.tensormap.descriptor (kfusion-lower-tiles
// stage-tma) become !llvm.ptr, the device address of the map, which is what
// the nvgpu lowering made of both ends; upstream's gpu.func lowering has no
// conversion for the type.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/TensorMaps.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONTENSORMAPARGUMENTSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
struct KFusionTensorMapArgumentsPass final
    : kfusion::impl::KFusionTensorMapArgumentsPassBase<
          KFusionTensorMapArgumentsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto pointer = LLVM::LLVMPointerType::get(&getContext());
    SmallVector<gpu::GPUFuncOp> kernels;
    module.walk([&](gpu::GPUFuncOp kernel) { kernels.push_back(kernel); });
    for (gpu::GPUFuncOp kernel : kernels) {
      SmallVector<unsigned> maps;
      for (auto [i, type] :
           llvm::enumerate(kernel.getFunctionType().getInputs()))
        if (isa<nvgpu::TensorMapDescriptorType>(type))
          maps.push_back(i);
      if (maps.empty())
        continue;
      // Inside: the pointer argument, cast back where the map was used.
      Block &entry = kernel.getBody().front();
      OpBuilder builder = OpBuilder::atBlockBegin(&entry);
      SmallVector<Type> inputs(kernel.getFunctionType().getInputs());
      for (unsigned i : maps) {
        BlockArgument arg = kernel.getArgument(i);
        Type mapType = arg.getType();
        arg.setType(pointer);
        kernel.removeArgAttr(i, tma::kTensorMapOfAttrName);
        auto cast = UnrealizedConversionCastOp::create(builder, arg.getLoc(),
                                                       mapType, arg);
        arg.replaceAllUsesExcept(cast.getResult(0), cast);
        inputs[i] = pointer;
      }
      kernel.setFunctionType(
          FunctionType::get(&getContext(), inputs, TypeRange()));
      // Outside: every launch passes the map's pointer.
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(kernel, module);
      if (!uses)
        continue;
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto launch = dyn_cast<gpu::LaunchFuncOp>(use.getUser());
        if (!launch)
          continue;
        OpBuilder at(launch);
        for (unsigned i : maps) {
          Value map = launch.getKernelOperands()[i];
          auto cast = UnrealizedConversionCastOp::create(at, launch.getLoc(),
                                                         pointer, map);
          launch.getKernelOperandsMutable().slice(i, 1).assign(
              cast.getResult(0));
        }
      }
    }
  }
};
} // namespace
