//===- DumpBinaries.cpp - Write gpu.binary objects to files -------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `kfusion-dump-binaries`: writes the PTX, cubin or fatbin objects that
// `gpu-module-to-binary` embedded in `gpu.binary` ops to files, so that the
// PTX can be read and fed to `ptxas -v`. The IR is not changed.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "kfusion-dump-binaries"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONDUMPBINARIESPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// File extension for an object of the given compilation format.
static StringRef extensionFor(gpu::CompilationTarget format) {
  switch (format) {
  case gpu::CompilationTarget::Assembly:
    return "ptx";
  case gpu::CompilationTarget::Binary:
    return "cubin";
  case gpu::CompilationTarget::Fatbin:
    return "fatbin";
  case gpu::CompilationTarget::Offload:
    return "ll";
  }
  return "bin";
}

/// The chip an object was built for, or "unknown" for non-NVVM targets.
static std::string chipOf(gpu::ObjectAttr object) {
  if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(object.getTarget()))
    return nvvm.getChip().str();
  return "unknown";
}

LogicalResult
mlir::kfusion::dumpGpuBinaries(ModuleOp module, StringRef outputDir,
                               SmallVectorImpl<std::string> &written) {
  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
    return module.emitError("cannot create directory '")
           << outputDir << "': " << ec.message();
  WalkResult result = module.walk([&](gpu::BinaryOp binary) {
    for (Attribute attr : binary.getObjects()) {
      auto object = cast<gpu::ObjectAttr>(attr);
      SmallString<128> path(outputDir);
      llvm::sys::path::append(path,
                              (binary.getSymName() + "." + chipOf(object) +
                               "." + extensionFor(object.getFormat()))
                                  .str());
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (ec) {
        binary.emitError("cannot write '") << path << "': " << ec.message();
        return WalkResult::interrupt();
      }
      os << object.getObject().getValue();
      written.push_back(std::string(path));
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
struct KFusionDumpBinariesPass final
    : kfusion::impl::KFusionDumpBinariesPassBase<KFusionDumpBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::string> written;
    if (failed(dumpGpuBinaries(getOperation(), outputDir, written)))
      return signalPassFailure();
    // Remarks on the location only: attached to the op, they would print the
    // whole module after each line.
    Location loc = getOperation().getLoc();
    if (written.empty())
      emitRemark(loc, "no gpu.binary to dump: run kfusion-to-cubin first");
    for (const std::string &path : written)
      emitRemark(loc, "wrote ") << path;
  }
};
} // namespace
