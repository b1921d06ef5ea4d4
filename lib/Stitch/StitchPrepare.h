//===- StitchPrepare.h - The front end of stitching -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Stitch: the steps of prepareForStitching (StitchInput.cpp),
// which rewrites linalg on tensors as front ends emit it (torch-mlir, IREE
// and JAX test programs) into the closed form the op graph takes. One family
// per file: aggregate ops, results and combiners (PrepareOps.cpp), constants
// (PrepareConstants.cpp), slices, pads, concatenations and copies
// (PrepareSlices.cpp), unit dimensions and reshapes (PrepareShapes.cpp),
// contractions as the tensor-core GEMM kernels read them
// (PrepareContractions.cpp), convolutions as implicit or im2col GEMMs
// (PrepareConvolutions.cpp). Each
// step changes nothing on a function it has already prepared and planned, so
// both stitching passes may run it; each fails with an error on the op it
// cannot take.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STITCH_STITCHPREPARE_H
#define KFUSION_LIB_STITCH_STITCHPREPARE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::kfusion::stitch {

/// A `linalg.generic` before `op` with `op`'s results, inits (and their
/// maps), iterators and discardable (`kfusion.*`) attributes, reading
/// `inputs` through `inputMaps`, with `op`'s region moved into it. The
/// caller fits the body's block arguments to the new inputs and replaces
/// `op` (PrepareConstants.cpp drops inputs, PrepareSlices.cpp adds one).
linalg::GenericOp rebuildGeneric(RewriterBase &rewriter, linalg::GenericOp op,
                                 ValueRange inputs,
                                 ArrayRef<AffineMap> inputMaps);

/// A `linalg.generic` before the rewriter's insertion point that copies
/// `source` into a new tensor of `shape` (its element type): loop j is the
/// result's dimension j, `read` (over those loops) the source's indices.
/// Returns the copy's result.
Value buildCopyGeneric(RewriterBase &rewriter, Location loc, Value source,
                       AffineMap read, ArrayRef<int64_t> shape);

/// Decomposes every op of `func` that implements upstream's
/// AggregatedOpInterface (`linalg.softmax`) with its decomposeOperation, the
/// ops it makes keeping the op's discardable (`kfusion.*`) attributes.
LogicalResult decomposeAggregateOps(RewriterBase &rewriter, func::FuncOp func);

/// Splits each `linalg.generic` with several results into one generic per
/// used result, each computing only what its result needs; an arg-max or
/// arg-min (the index follows the extremum's accumulator, the first
/// extremum) into the extremum, the least index holding it and the index
/// init where nothing exceeds the value init. Fails with an error when
/// another result's computation reads another result's accumulator.
LogicalResult splitMultiResultGenerics(RewriterBase &rewriter,
                                       func::FuncOp func);

/// A reduction combiner written as `arith.select` of a comparison of its two
/// operands (max as `cmpf ogt` + `select`, as torch-mlir emits it) becomes
/// the op it is: `arith.maximumf` / `minimumf` (NaN-propagating, as torch's
/// max), `arith.maxsi` / `minsi` / `maxui` / `minui`.
void rewriteSelectCombiners(RewriterBase &rewriter, func::FuncOp func);

/// `linalg.fill` of a constant becomes a splat `arith.constant`, which the
/// kernels use as a value (a reduction's init fill is absorbed by the
/// reduction: no fill kernel).
void foldConstantFills(RewriterBase &rewriter, func::FuncOp func);

/// Inputs of generics that are splat tensor constants or scalar constants
/// become constants in the body (no memory, no operand), where the other
/// operands still give every loop its extent; a generic that then yields
/// only constants (a fill written as a generic) becomes a splat constant.
void inlineConstantInputs(RewriterBase &rewriter, func::FuncOp func);

/// Pads and concatenations become insertions into their destinations
/// (upstream's decompositions: a pad is a fill and an insertion). A pad with
/// a negative static padding, or a dynamic one without its operand (which
/// tensor.pad's verifier lets through and upstream's decomposition cannot
/// take), is an error on it.
LogicalResult decomposePadsAndConcats(func::FuncOp func);

/// Slices, insertions and scalar reads (PrepareSlices.cpp): a static
/// `tensor.extract_slice` stays a view for the generics that read it (and
/// for `tensor.extract`s in their bodies), copied by a generic where another
/// op reads it (a return, a reshape); a static `tensor.insert_slice` of unit
/// strides a generic
/// over its destination whose body reads the source with `tensor.extract`
/// at clamped indices; a `tensor.extract` outside bodies an input of the
/// generics that use its value (constant indices, a constant map) or moved
/// into their bodies. Fails with an error on a slice or insertion of
/// dynamic offsets, sizes or strides.
LogicalResult rewriteSlices(RewriterBase &rewriter, func::FuncOp func);

/// Generics that only move data (a copy, a transpose, a broadcast: one
/// input yielded, all loops parallel) folded into the maps of the generics
/// that read them; kept where something else reads them.
void foldPureCopies(RewriterBase &rewriter, func::FuncOp func);

/// A collapse of a view whose dimensions are not contiguous (a slice, then
/// flattened) reads a copy of the view instead (a generic), so that every
/// reshape left is a view.
void copyNonViews(RewriterBase &rewriter, func::FuncOp func);

/// `affine.apply` in generic bodies (upstream's reshape folding writes the
/// linearized index of expanded loops so) expanded into arith ops.
void lowerAffineInBodies(RewriterBase &rewriter, func::FuncOp func);

/// `math.fpowi` of a constant exponent in generic bodies (torch-mlir's
/// `x.pow(2)`) expanded into multiplications (upstream's math expansion).
void expandPowersInBodies(func::FuncOp func);

/// Unit dimensions and reshapes: upstream's unit-extent folding (constant
/// index maps of size-1 dimensions, `(d0, d1, 0)`, and loops of extent 1
/// dropped; reshapes at the boundaries), then reshapes folded into the
/// generics they feed or read by upstream's expansion where that expands
/// no reduction loop, then by collapsing, then reshapes of reshapes and of
/// constants folded. What remains is a view of its source's memory. A
/// function whose ops carry a stitch plan (`kfusion.stitch_group`) is left as
/// it is: the transforms rebuild ops, which would lose it (so kfusion-stitch
/// takes kfusion-plan-stitch's output unchanged).
LogicalResult simplifyShapes(func::FuncOp func);

/// Reductions over several loops that are not one last loop (batch-norm
/// statistics over N, H, W of NCHW) made row and column reductions: runs of
/// adjacent loops of one iterator type collapsed where every operand keeps
/// them contiguous, then a reduction of its last loop and an earlier one
/// split into partials over the last loop (into a splat of the combiner's
/// identity) and their reduction by the combiner into the original init
/// (PrepareReductions.cpp). Ops with a stitch plan are left as they are.
void splitInterleavedReductions(RewriterBase &rewriter, func::FuncOp func);

/// The runs of two or more adjacent loops of one kind (`kinds[d]` for loop
/// d: an iterator type, a contraction's class of loop) that every operand
/// of `op` keeps contiguous, collapsed into one loop each (upstream's
/// collapseOpIterationDims: the operands' reshapes are views). Returns the
/// new op, or `op` when no run collapses.
linalg::GenericOp collapseLoopRuns(RewriterBase &rewriter, linalg::GenericOp op,
                                   ArrayRef<int64_t> kinds);

/// Reductions into 16-bit floats (torch-mlir's f16 `x.pow(2).mean(-1)` of
/// an RMSNorm accumulates in f16) accumulate in f32 from an f32 splat of the
/// init, the combiner's other operand extended, the result rounded to 16
/// bits once: what PyTorch's and XLA's GPU reductions do, and what the row
/// kernels take (their shuffles and partials are 32 or 64 bits). The sum is
/// more precise than the IR's, never less (PrepareReductions.cpp).
void widenHalfReductions(RewriterBase &rewriter, func::FuncOp func);

/// `op` is a contraction the tensor-core GEMM kernels could compute: two
/// operands of one 16-bit type, its M, N and K extents (each the product of
/// its loops of that class) at least kTensorCoreGemmMinExtent, static
/// (PrepareContractions.cpp).
bool isTensorCoreContraction(linalg::GenericOp op);

/// The loops of each tensor-core contraction (isTensorCoreContraction) of
/// one class (batch, M, N, K) that are adjacent and contiguous in every
/// operand collapse into one (BERT's [batch, seq] rows of a linear layer,
/// attention's [batch, heads] after materializeGemmOperands), so that the
/// GEMM has one loop of each. Nothing changes in a function with a plan.
void collapseContractionLoops(RewriterBase &rewriter, func::FuncOp func);

/// Generics that read a tensor-core contraction's result through an
/// expansion of its collapsed loops (the pixels of a convolution made a
/// GEMM; BERT's [batch, seq] rows), and those that read their results so,
/// work on the collapsed loops instead (upstream's folding by collapsing,
/// where the loops it merges are of one iterator type): the GEMM's epilogue
/// can take the elementwise ones, reading its result directly, and a row
/// reduction after them (a layer norm) stays one kernel with them. Nothing
/// changes in a function with a stitch plan.
void collapseContractionConsumers(func::FuncOp func);

/// An elementwise op on fewer elements than each op that reads it, which
/// reads it broadcast (torch-mlir's cast of a bias to f32 before its add to
/// a matmul's rows), computed by those readers per element instead
/// (upstream's elementwise fusion), so that no kernel is launched for it:
/// only where its body is at most two casts or arithmetic ops, every reader
/// is an elementwise generic and nothing else reads it. Nothing changes in a
/// function with a stitch plan (PrepareOps.cpp).
void fuseBroadcastProducers(RewriterBase &rewriter, func::FuncOp func);

/// Whether an op of `func` carries a stitch plan (kfusion-plan-stitch's, or
/// groups written by hand), which rewriting its ops would lose.
bool hasStitchPlan(func::FuncOp func);

/// Contractions whose two operands are widening casts of 16-bit tensors (a
/// `linalg.generic` of `arith.extf` through permutations: what torch-mlir
/// makes of a half-precision `nn.Linear` or `torch.matmul`) read the 16-bit
/// tensors through the composed maps and extend them in their bodies (a GEMM
/// of 16-bit operands accumulating in f32, exactly what they computed). A
/// cast stays where something else reads it.
void foldCastsIntoContractions(RewriterBase &rewriter, func::FuncOp func);

/// A contraction's operand that is a transposing copy (through a collapse of
/// its leading dimensions) writing the input's minor dimension as its
/// second-minor one, as torch's `k.transpose(-2, -1)` for attention's K^T
/// (a copy whose writes stride by the input's rows, several times slower
/// than one that keeps the minor dimension minor): the copy's last two
/// dimensions swapped, so that it keeps the input's minor dimension minor
/// (or becomes the identity foldPureCopies drops), and the contraction's
/// map of the operand with its last two results swapped, which reads the
/// same elements. Nothing changes in a function with a stitch plan
/// (PrepareContractions.cpp).
void swapTransposedContractionOperands(RewriterBase &rewriter,
                                       func::FuncOp func);

/// Whether generic `op` only moves data: one input, one result, all loops
/// parallel, the input yielded, the input read through a projected
/// permutation and the result written through a permutation (a copy, a
/// transpose, a broadcast; PrepareSlices.cpp).
bool isPureCopy(linalg::GenericOp op);

/// Operands of a contraction a tensor-core GEMM kernel could compute
/// (16-bit operands, M, N and K of at least kTensorCoreGemmMinExtent) that
/// the kernel cannot read as they are (the batch loop not first, as in
/// attention's [seq, heads, dim]; a slice of a wider tensor) are copied
/// once into a dense tensor in the kernel's order: the batch first, the
/// other two dimensions as the operand has them. Nothing changes in a
/// function with a stitch plan.
void materializeGemmOperands(RewriterBase &rewriter, func::FuncOp func);

/// Convolutions that become tensor-core GEMMs (16-bit operands, static
/// shapes, no depthwise or grouped loop, M, N and K of at least
/// kTensorCoreGemmMinExtent): an [N, F, H, W] 2-D convolution whose input
/// channels fill 16-byte chunks reads a channels-last copy of its input (the
/// padding fused into the copy) and an [F, KH, KW, C] copy of its filter, an
/// implicit GEMM matchGemm takes (GemmShape::window); the others become a
/// copy of their receptive fields into a column tensor and a contraction
/// reading it (im2col), the filter read as it is: the output channels M and
/// the image a batch loop the filter broadcasts for [N, F, H, W] outputs,
/// the pixels M and the channels N for [N, H, W, F]
/// (PrepareConvolutions.cpp). Nothing changes in a function with a stitch
/// plan.
void rewriteConvolutionsAsGemms(RewriterBase &rewriter, func::FuncOp func);

/// Why convolution `op` is not made a tensor-core GEMM by
/// rewriteConvolutionsAsGemms (f32 operands, depthwise, too narrow, ...);
/// empty when `op` is not a convolution or would be one.
std::string whyConvolutionIsNoGemm(linalg::GenericOp op);

/// Whether folding a copy into `use` of contraction `op` (reading `value`
/// through `map` instead) would undo materializeGemmOperands: the operand
/// is one a tensor-core GEMM kernel reads and would no longer be.
bool keepsGemmOperand(linalg::GenericOp op, OpOperand &use, Value value,
                      AffineMap map);

} // namespace mlir::kfusion::stitch

#endif // KFUSION_LIB_STITCH_STITCHPREPARE_H
