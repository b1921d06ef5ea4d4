//===- GemmModel.h - The GEMM model's shared pieces (internal) -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pieces of the GEMM model (GemmModel.cpp) that the rules and the
// choice (GemmConfig.cpp) count with too.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_GEMM_GEMMMODEL_H
#define KFUSION_LIB_GEMM_GEMMMODEL_H

#include "KFusion/Gemm/GemmConfig.h"

namespace mlir::kfusion::gemm {

/// Registers a thread needs besides its accumulators (addresses, loop
/// state, fragments): what ptxas took for the bench's kernels, rounded up.
inline constexpr int64_t kOtherRegisters = 40;

/// Elements a k-tile's multiplies read from shared memory (the model's
/// shared-memory term and the choice's last tie-break).
int64_t sharedReadsPerKTile(const GemmConfig &c);

} // namespace mlir::kfusion::gemm

#endif // KFUSION_LIB_GEMM_GEMMMODEL_H
