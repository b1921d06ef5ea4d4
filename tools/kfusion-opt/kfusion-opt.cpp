//===- kfusion-opt.cpp - mlir-opt with the KFusion dialect and passes -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The optimizer driver: every upstream dialect, extension and pass, plus the
// kfusion dialect, the KFusion passes and the kfusion-to-cubin pipeline.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Conversion/Pipelines.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::kfusion::registerKFusionTransformsPasses();
  mlir::kfusion::registerKFusionConversionPasses();
  mlir::kfusion::registerKFusionToCubinPipeline();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR in this process.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::kfusion::KFusionDialect>();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "KFusion optimizer driver\n", registry));
}
