//===- Transforms.h - KFusion stitch entry points ---------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the stitching (FusionStitching) passes, callable without a
// pass manager by tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STITCH_TRANSFORMS_H
#define KFUSION_STITCH_TRANSFORMS_H

#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// True for a function the stitching passes take: with a body, and tensor
/// arguments or results or linalg ops.
bool isStitchInput(func::FuncOp func);

/// The front end of stitching: rewrites `func`, linalg on tensors as front
/// ends emit it, into the closed form StitchGraph::build takes (docs/
/// stitch.md, Input): aggregate ops (`linalg.softmax`) decomposed, fills of
/// constants made splat constants (absorbed by the reductions they init),
/// named ops generalized keeping their discardable (`kfusion.*`)
/// attributes, generics with several results split, unit dimensions and
/// reshapes folded where upstream's transforms can, splat and scalar
/// constant inputs moved into the bodies, select-based max / min combiners
/// named, dead ops dropped, and each reduction's loops put in the order of
/// its largest input's layout (orderLoopsByLayout). A function it has
/// prepared is left as it is. Emits an error on the op it cannot take.
LogicalResult prepareForStitching(func::FuncOp func);

/// Loop order to the layout: when `op` has a reduction loop and its largest
/// input (by static element count; the first of equals) is read through a
/// permutation of all its loops that is not the identity, interchanges the
/// loops so that input is read in order. A vecmat (`grad[j] = sum_i e[i]
/// X[i, j]`, loops (j, i), X read as (d1, d0)) becomes loops (i, j): a
/// reduction over X's rows, the column reduction the row kernels fuse as
/// column partials, instead of a row reduction over X's columns read with
/// a stride. Returns whether it interchanged.
bool orderLoopsByLayout(RewriterBase &rewriter, linalg::GenericOp op);

/// The rewrite of `kfusion-stitch`: `func` (linalg on tensors, groups from
/// `kfusion.stitch_group`) becomes a function in the standard GPU form of
/// the same name taking memrefs, results as out-parameters, with its kernels
/// in a new `gpu.module @<func>_stitched`. Emits a remark per kernel when
/// `remarks`, an error on the op involved and failure when it cannot.
LogicalResult stitchFunction(func::FuncOp func, const StitchModel &device,
                             bool remarks);

/// The plan of `kfusion-plan-stitch` for `graph` (of `func`): a group id per
/// node, for `mode` ilp, greedy or none. Emits a remark with the ILP's
/// statistics (ilp), an error on `func` and failure for an unknown mode or a
/// solver failure.
FailureOr<SmallVector<unsigned>>
planStitch(func::FuncOp func, const StitchGraph &graph, StringRef mode,
           const StitchModel &device,
           const StitchPatternOptions &patternOptions = {});

/// Registers `kfusion-stitch-to-gpu{plan=ilp|greedy|none remarks=1}`.
void registerStitchToGpuPipeline();

} // namespace mlir::kfusion

#endif // KFUSION_STITCH_TRANSFORMS_H
