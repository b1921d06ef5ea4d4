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

#ifndef KFUSION_LIB_TRANSFORMS_LAUNCHUTILS_H
#define KFUSION_LIB_TRANSFORMS_LAUNCHUTILS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::kfusion {

/// The async dependencies of `launches` that none of them produces, in
/// order, each once; several are joined by a `gpu.wait async` created at
/// `builder`'s position (upstream's gpu-to-llvm launches on the stream of a
/// single dependency). `tokenType` is null for synchronous launches.
SmallVector<Value> mergeAsyncDependencies(OpBuilder &builder, Location loc,
                                          ArrayRef<gpu::LaunchFuncOp> launches,
                                          Type tokenType);

/// Replaces every use of the tokens of `launches` by the token of `fused`;
/// a `gpu.wait` that waited for several of them names it once (the lowering
/// would otherwise synchronize and destroy its stream twice).
void replaceGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches,
                        gpu::LaunchFuncOp fused);

/// Makes every asynchronous op before `last` (in its block) that depends on
/// the token of one of `launches` depend instead on what that launch
/// depended on (resolved through the group's own tokens), joined by a
/// `gpu.wait async` when that is not one token; the launches can then move
/// to `last`'s place. Such ops must not depend on the launches otherwise.
void rerouteGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches, Operation *last);

/// Erases each of `kernels` that nothing in `topModule` refers to any more.
void eraseUnusedKernels(ArrayRef<Operation *> kernels, ModuleOp topModule);

/// `value` with `digits` decimals (for remarks).
std::string formatFixed(double value, int digits);

} // namespace mlir::kfusion

#endif // KFUSION_LIB_TRANSFORMS_LAUNCHUTILS_H
