//===- OperationCost.h - What one operation costs a thread ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The per-operation costs of the roofline (KernelRoofline.cpp); private to
// lib/Common.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_COMMON_OPERATIONCOST_H
#define KFUSION_LIB_COMMON_OPERATIONCOST_H

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <utility>

namespace mlir::kfusion::roofline {

/// Bit width of a scalar or vector element type (index: `indexBits`, the
/// kernel's lowered index width), and the vector's lane count.
std::pair<unsigned, int64_t> widthOf(Type type, unsigned indexBits = 64);

/// SM cycles one thread's `op` takes: 1 / (results per clock per SM) of its
/// class on compute capability 9.0 (CUDA programming guide, "Arithmetic
/// Instructions"): fp32 128, fp64 64, 32-bit integer 64, conversions that
/// involve 64-bit types and SFU functions 16, shuffles 32. 64-bit integer
/// operations are two 32-bit ones (multiplications four); integer division
/// by a constant is a multiply-high sequence, by a variable a subroutine;
/// f32 division a reciprocal and a Newton step, by a power of two a
/// multiplication; what LLVM folds away (an unsigned comparison with 0, an
/// and or a select on it) nothing. Memory accesses are counted by the
/// roofline's walker. `index` arithmetic is `indexBits` wide (what
/// kfusion-to-cubin lowers it to: KernelIndexWidth.h).
double issueCost(Operation *op, unsigned indexBits = 64);

/// Tensor-core operations per thread of `op`: 2 m n k of a warpgroup MMA
/// (nvvm.wgmma.mma_async) over the 128 threads of its warpgroup, of an
/// mma.sync over the 32 of its warp; 0 for any other op.
double tensorFlopsPerThread(Operation *op);

/// L1 (shared-memory) wavefronts per thread of a warpgroup MMA: it reads A
/// and B from shared memory through their descriptors, a row of k elements
/// being 32 bytes for every input type, over the 128 threads of the
/// warpgroup; 0 for any other op.
double sharedWavefrontsPerThread(Operation *op);

} // namespace mlir::kfusion::roofline

#endif // KFUSION_LIB_COMMON_OPERATIONCOST_H
