//===- Transforms.h - KFusion transformation entry points ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the KFusion passes, callable without a pass manager by
// tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_TRANSFORMS_H
#define KFUSION_TRANSFORMS_TRANSFORMS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::kfusion {

/// Writes every object of every `gpu.binary` in `module` to
/// `<outputDir>/<binary>.<chip>.<ext>` and appends the paths written to
/// `written`. Creates `outputDir` if needed. Emits an error on the binary
/// whose object could not be written and returns failure.
LogicalResult dumpGpuBinaries(ModuleOp module, StringRef outputDir,
                              SmallVectorImpl<std::string> &written);

} // namespace mlir::kfusion

#endif // KFUSION_TRANSFORMS_TRANSFORMS_H
