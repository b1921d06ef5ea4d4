//===- Registration.h - What the KFusion tools register -----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The dialects, interfaces, translations and passes a GPU program needs on
// its way through kfusion-to-cubin, for tools that do not want all of MLIR
// (kfusion-runner always; kfusion-opt in the self-contained static build).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TOOLS_REGISTRATION_H
#define KFUSION_TOOLS_REGISTRATION_H

namespace mlir {
class DialectRegistry;

namespace kfusion {

/// Inserts the dialects a standard GPU program uses (affine, arith, cf, func,
/// gpu, index, linalg, llvm, math, memref, nvgpu, nvvm, scf, ub, vector) and
/// kfusion, their ConvertToLLVM interfaces, the NVVM target, and the LLVM IR
/// translations of builtin, llvm, gpu (with gpu.binary offloading) and nvvm.
void registerGPUPipelineDialects(DialectRegistry &registry);

/// Registers the KFusion passes and pipelines, plus the upstream passes a
/// GPU pipeline is written with (canonicalize, cse, the GPU passes, and the
/// conversions kfusion-to-cubin is built from).
void registerGPUPipelinePasses();

} // namespace kfusion
} // namespace mlir

#endif // KFUSION_TOOLS_REGISTRATION_H
