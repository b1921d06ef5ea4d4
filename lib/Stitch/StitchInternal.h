//===- StitchInternal.h - What the stitch analyses share --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Stitch: the small helpers the op graph (StitchGraph.cpp),
// the cost model (StitchCostModel.cpp), the row template's schedule
// (StitchSchedule.cpp) and pattern generation (StitchPatterns.cpp) share,
// and the entry points each of those files offers the others.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STITCH_STITCHINTERNAL_H
#define KFUSION_LIB_STITCH_STITCHINTERNAL_H

#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::kfusion::stitch {

/// Bytes of a static shaped type `t` (0 when not shaped or not static).
inline int64_t bytesOf(Type t) {
  auto shaped = dyn_cast<ShapedType>(t);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  unsigned bits = shaped.getElementTypeBitWidth();
  return shaped.getNumElements() * ((bits + 7) / 8);
}

/// Bytes of an element of shaped type `t` (0 when not shaped).
inline int64_t elementBytes(Type t) {
  auto shaped = dyn_cast<ShapedType>(t);
  return shaped ? (shaped.getElementTypeBitWidth() + 7) / 8 : 0;
}

/// The product of `v` (1 when empty).
inline int64_t product(ArrayRef<int64_t> v) {
  int64_t p = 1;
  for (int64_t x : v)
    p *= x;
  return p;
}

/// The smallest power of two at least `v` (1 for v <= 1).
inline int64_t pow2Ceil(int64_t v) {
  int64_t p = 1;
  while (p < v)
    p *= 2;
  return p;
}

/// The largest power of two at most `v` (1 for v <= 1).
inline int64_t pow2Floor(int64_t v) {
  int64_t p = 1;
  while (p * 2 <= v)
    p *= 2;
  return p;
}

/// The map (d0, ..., d{numDims-1}) -> (d0, ..., d{k-1}).
inline AffineMap prefixMap(unsigned numDims, unsigned k, MLIRContext *ctx) {
  SmallVector<AffineExpr> e;
  for (unsigned d = 0; d < k; ++d)
    e.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(numDims, 0, e, ctx);
}

/// The operands of `op` whose values the payload reads: the inputs whose
/// block arguments it uses (not, e.g., a pooling op's window, which only
/// gives the window loops their extents), and the init when it uses it.
inline SmallVector<OpOperand *> readOperands(linalg::GenericOp op) {
  SmallVector<OpOperand *> r;
  for (OpOperand *in : op.getDpsInputOperands())
    if (op.payloadUsesValueFromOperand(in))
      r.push_back(in);
  OpOperand *init = op.getDpsInitOperand(0);
  if (op.payloadUsesValueFromOperand(init))
    r.push_back(init);
  return r;
}

/// The inputs of `op` whose block arguments the payload uses.
inline SmallVector<OpOperand *> usedInputs(linalg::GenericOp op) {
  SmallVector<OpOperand *> r;
  for (OpOperand *in : op.getDpsInputOperands())
    if (op.payloadUsesValueFromOperand(in))
      r.push_back(in);
  return r;
}

//===----------------------------------------------------------------------===//
// The cost model (StitchCostModel.cpp)
//===----------------------------------------------------------------------===//

/// The modelled time of a kernel moving `bytes` to or from global memory and
/// computing `flops` with `threads` threads on `dev`: the launch overhead
/// plus the longer of the memory and compute times, each at the fraction of
/// the device the threads occupy.
double timeOf(int64_t bytes, double flops, int64_t threads,
              const StitchModel &dev);

/// The kernel of `node` alone outside the row template: a loop kernel, or,
/// for a reduction with a known combiner in f32, the column or scalar
/// composition; with its schedule, traffic and time. Always feasible.
StitchKernelInfo analyzeLoopKernel(const StitchNode &node,
                                   const StitchModel &dev);

/// The traffic and time of row kernel `group` (sorted) of `graph` whose
/// schedule `info` holds: each outside tensor read once, each value used
/// outside written, column partials written and read back; marks `info`
/// feasible.
void modelRowKernelCost(const StitchGraph &graph, ArrayRef<unsigned> group,
                        const StitchModel &dev, StitchKernelInfo &info);

//===----------------------------------------------------------------------===//
// The row template's schedule (StitchSchedule.cpp)
//===----------------------------------------------------------------------===//

/// The row template's analysis of `group` (sorted) of `graph` in one row
/// space: that of its first row reduction (else its widest op), or with
/// `smallGemms` the parallel loops of its first small GEMM. Sets
/// `spaceFailed` when the group fails because its ops iterate over other
/// spaces. On failure the info says why and has seconds -1.
StitchKernelInfo analyzeRowTemplate(const StitchGraph &graph,
                                    ArrayRef<unsigned> group,
                                    const StitchModel &dev, bool smallGemms,
                                    bool &spaceFailed);

/// A group holding an attention (matchStitchAttention) from its first
/// tensor-core GEMM, then a chain of elementwise ops on its result: the
/// fused attention kernel's configuration and estimate (Attention.h);
/// infeasible, with the reason, for any other group with two GEMMs.
StitchKernelInfo analyzeAttentionKernel(const StitchGraph &graph,
                                        ArrayRef<unsigned> group,
                                        const StitchModel &dev);

} // namespace mlir::kfusion::stitch

#endif // KFUSION_LIB_STITCH_STITCHINTERNAL_H
