//===- KFusionPlugin.cpp - KFusion as an mlir-opt plugin -----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The dialect plugin (mlirGetDialectPluginInfo: the kfusion dialect) and the
// pass plugin (mlirGetPassPluginInfo: every KFusion pass and kfusion-to-cubin)
// that upstream mlir-opt loads with --load-dialect-plugin/--load-pass-plugin.
// Both live in one module so that the dialect exists once in the process.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"
#include "KFusion/Pipelines/Pipelines.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/Transforms.h"
#include "KFusion/Fuse/Passes.h"
#include "KFusion/Gemm/Passes.h"
#include "KFusion/Gemm/Transforms.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/Transforms.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/Support/Compiler.h"

#include <mutex>

using namespace mlir;

/// Registers the KFusion passes and pipelines with MLIR's global registries,
/// once however often the plugin is loaded: a pipeline registered twice is a
/// fatal error in builds of MLIR with assertions.
static void registerKFusionPassesOnce() {
  static std::once_flag registered;
  std::call_once(registered, [] {
    kfusion::registerKFusionCommonPasses();
    kfusion::registerKFusionHorizontalPasses();
    kfusion::registerKFusionStencilPasses();
    kfusion::registerKFusionStitchPasses();
    kfusion::registerKFusionSyncPasses();
    kfusion::registerKFusionGemmPasses();
    kfusion::registerKFusionFusePasses();
    kfusion::registerKFusionConversionPasses();
    kfusion::registerKFusionToCubinPipeline();
    kfusion::registerStitchToGpuPipeline();
    kfusion::registerGemmToGpuPipeline();
  });
}

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "KFusion", KFUSION_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<kfusion::KFusionDialect>();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "KFusionPasses", KFUSION_VERSION_STRING,
          registerKFusionPassesOnce};
}
