//===- kfusion-opt.cpp - mlir-opt with the KFusion dialect and passes -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The optimizer driver: every upstream dialect, extension and pass, plus the
// kfusion dialect, the KFusion passes and the kfusion-to-cubin pipeline. The
// self-contained build (KFUSION_MINIMAL_REGISTRY) registers only what GPU
// programs on their way through kfusion-to-cubin need, to stay small. Pass
// flags that were renamed are refused with their new name.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Tools/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <utility>

#ifndef KFUSION_MINIMAL_REGISTRY
#include "KFusion/Dialect/KFusionDialect.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#endif

/// Pass flags that were renamed: the old spelling, the new one. A use of an
/// old one is an error naming the new one (a later rename adds a row).
static const std::pair<llvm::StringLiteral, llvm::StringLiteral>
    kRenamedFlags[] = {
        {"kfusion-lower-sync-memory-ops", "kfusion-lower-blocking-memory-ops"},
};

/// The new name of the renamed pass `arg` names (`--old`, `-old`,
/// `--old=...`), if it does.
static std::optional<llvm::StringRef> renamedFlag(llvm::StringRef arg) {
  if (!arg.starts_with("-"))
    return std::nullopt;
  llvm::StringRef name = arg.ltrim('-').split('=').first;
  for (auto [old, renamed] : kRenamedFlags)
    if (name == old)
      return renamed;
  return std::nullopt;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (std::optional<llvm::StringRef> renamed = renamedFlag(arg)) {
      llvm::errs() << arg.ltrim('-').split('=').first << " was renamed "
                   << *renamed << "\n";
      return 1;
    }
  }
  mlir::DialectRegistry registry;
#ifdef KFUSION_MINIMAL_REGISTRY
  mlir::kfusion::registerGPUPipelineDialects(registry);
  mlir::kfusion::registerGPUPipelinePasses();
#else
  mlir::registerAllPasses();
  mlir::kfusion::registerGPUPipelinePasses();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR in this process.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::kfusion::registerGPUPipelineDialects(registry);
#endif
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "KFusion optimizer driver\n", registry));
}
