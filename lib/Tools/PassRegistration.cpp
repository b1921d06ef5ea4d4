//===- PassRegistration.cpp - Passes the KFusion tools know ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The KFusion passes and pipelines plus the upstream passes a GPU pipeline is
// written with, registered one by one so the static tools stay small.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Tools/Registration.h"

#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Conversion/Passes.h"
#include "KFusion/Fuse/Passes.h"
#include "KFusion/Gemm/Passes.h"
#include "KFusion/Gemm/Transforms.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"
#include "KFusion/Pipelines/Pipelines.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/Transforms.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/Transforms.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::kfusion::registerGPUPipelinePasses() {
  registerKFusionCommonPasses();
  registerKFusionHorizontalPasses();
  registerKFusionStencilPasses();
  registerKFusionStitchPasses();
  registerKFusionSyncPasses();
  registerKFusionGemmPasses();
  registerKFusionFusePasses();
  registerKFusionConversionPasses();
  registerKFusionToCubinPipeline();
  registerStitchToGpuPipeline();
  registerGemmToGpuPipeline();
  registerTransformsPasses();
  registerGPUPasses();
  registerConvertLinalgToLoopsPass();
  registerArithToLLVMConversionPass();
  registerConvertControlFlowToLLVMPass();
  registerConvertFuncToLLVMPass();
  registerConvertGpuOpsToNVVMOps();
  registerGpuToLLVMConversionPass();
  registerConvertIndexToLLVMPass();
  registerConvertMathToLLVMPass();
  registerFinalizeMemRefToLLVMConversionPass();
  registerConvertNVVMToLLVMPass();
  // kfusion-to-cubin runs it after its own kernels' conversion; tests check
  // that a pass leaves it nothing to refuse (kfusion-bf16-mma-sync.mlir).
  registerConvertNVGPUToNVVMPass();
  registerReconcileUnrealizedCastsPass();
  registerSCFToControlFlowPass();
  registerLowerAffinePass();
}
