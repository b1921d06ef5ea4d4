//===- LaunchUtils.h - Replacing a group of launches by one -----*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What every fusion does on the host side when the launches of a group become
// one launch: join their async dependencies, hand their tokens over to the
// fused launch, and erase the kernels nothing launches any more.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_LAUNCHUTILS_H
#define KFUSION_COMMON_LAUNCHUTILS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>

namespace mlir::kfusion {

/// Drops from `tokens` the repeats and every token that another of them
/// implies: one its op waits for, directly or through a chain of async ops
/// (not followed through the ops in `skip`, which are about to be
/// replaced). Waiting for what is left waits for the same work, with fewer
/// joins: upstream's gpu-to-llvm lowers every `gpu.wait async` to a new
/// stream, and a chain of launches on one stream then stays on it.
void pruneImpliedTokens(SmallVectorImpl<Value> &tokens,
                        const llvm::SmallPtrSetImpl<Operation *> &skip =
                            llvm::SmallPtrSet<Operation *, 1>());

/// The async dependencies of `launches` that none of them produces, in
/// order, each once, without those another one implies
/// (`pruneImpliedTokens`); several are joined by a `gpu.wait async` created at
/// `builder`'s position (upstream's gpu-to-llvm launches on the stream of a
/// single dependency). `tokenType` is null for synchronous launches.
SmallVector<Value> mergeAsyncDependencies(OpBuilder &builder, Location loc,
                                          ArrayRef<gpu::LaunchFuncOp> launches,
                                          Type tokenType);

/// nsw and nuw, for a subtraction a guard keeps from wrapping (a part's
/// block or thread offset under `id >= start`): the flags carry that to
/// kfusion-to-cubin's proof of a 32-bit kernel index (KernelIndexWidth.h),
/// whose range analysis does not read the guard.
arith::IntegerOverflowFlagsAttr guardedSubFlags(MLIRContext *context);

/// Replaces every use of the tokens of `launches` by the token of `fused`;
/// a `gpu.wait` that waited for several of them names it once, and only
/// the tokens the others do not imply (the lowering would otherwise
/// synchronize and destroy one stream twice).
void replaceGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches,
                        gpu::LaunchFuncOp fused);

/// Makes every asynchronous op before `last` (in its block) that depends on
/// the token of one of `launches` depend instead on what that launch
/// depended on (resolved through the group's own tokens, without those
/// another one implies), joined by a `gpu.wait async` when that is not one
/// token; the launches can then move
/// to `last`'s place. Such ops must not depend on the launches otherwise.
void rerouteGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches, Operation *last);

/// Erases each of `kernels` that nothing in `topModule` refers to any more.
void eraseUnusedKernels(ArrayRef<Operation *> kernels, ModuleOp topModule);

/// Makes every symbol that the ops of `region` name (flat references: called
/// declarations, globals) resolve in `target` to the definition they named in
/// `origin`: a definition `target` lacks is cloned into it (and, in turn,
/// what the clone names); where `target` has another definition under that
/// name, the clone gets a new name and the references in `region` follow.
void importSymbols(Region &region, Operation *origin, gpu::GPUModuleOp target);

/// Every loaded dialect's and registered op's canonicalization patterns,
/// frozen: what --canonicalize applies.
FrozenRewritePatternSet canonicalizationPatterns(MLIRContext *ctx);

/// Canonicalizes the regions of `op` with `patterns` (from
/// canonicalizationPatterns) and CSEs them, as --canonicalize --cse would:
/// for code a pass generated, the rest of the module untouched.
void canonicalizeAndCSE(Operation *op, const FrozenRewritePatternSet &patterns);

/// `value` with `digits` decimals (for remarks).
std::string formatFixed(double value, int digits);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_LAUNCHUTILS_H
