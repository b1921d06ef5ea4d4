//===- ParseKernels.h - Kernels from MLIR text for analysis tests -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The analysis tests write kernels (and the functions and globals beside
// them) as the body of a gpu.module; this parses them and finds one kernel.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_UNITTESTS_ANALYSIS_PARSEKERNELS_H
#define KFUSION_UNITTESTS_ANALYSIS_PARSEKERNELS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

namespace mlir::kfusion::test {

/// Parses `body` as the contents of `gpu.module @m` into `module` and returns
/// its gpu.func `name` (null, with a test failure, when either fails).
inline gpu::GPUFuncOp parseKernel(MLIRContext &context,
                                  OwningOpRef<ModuleOp> &module, StringRef body,
                                  StringRef name) {
  std::string source = ("module attributes {gpu.container_module} {\n"
                        "gpu.module @m {\n" +
                        body + "\n}\n}")
                           .str();
  module = parseSourceString<ModuleOp>(source, &context);
  EXPECT_TRUE(module);
  if (!module)
    return gpu::GPUFuncOp();
  gpu::GPUFuncOp kernel;
  module->walk([&](gpu::GPUFuncOp func) {
    if (func.getName() == name)
      kernel = func;
  });
  EXPECT_TRUE(kernel) << "no gpu.func @" << name.str();
  return kernel;
}

} // namespace mlir::kfusion::test

#endif // KFUSION_UNITTESTS_ANALYSIS_PARSEKERNELS_H
