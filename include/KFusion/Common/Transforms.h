//===- Transforms.h - KFusion common entry points ---------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the host memory ops, streams and binaries passes, callable
// without a pass manager by tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_TRANSFORMS_H
#define KFUSION_COMMON_TRANSFORMS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// Rewrites the host's synchronous `gpu.alloc` (not `host_shared`),
/// `gpu.dealloc`, `gpu.memcpy` and `gpu.memset` nested in `root` into their
/// async form on a stream of their own (`gpu.wait async` on the op's
/// dependencies) followed by a blocking `gpu.wait`, async ones with no
/// dependency or several into the async form on such a stream, and a `gpu.alloc
/// host_shared` that is async or has dependencies into a synchronous one
/// without dependencies plus `gpu.wait`s (see
/// `kfusion-lower-blocking-memory-ops`). Ops in device code are left alone.
/// Returns the number of ops rewritten.
unsigned lowerBlockingMemoryOps(Operation *root);

/// In host code lowered by gpu-to-llvm (LLVM dialect calling `mgpu*`):
/// destroys each stream from `mgpuStreamCreate` once, right after its last
/// use in its block, in place of its `mgpuStreamDestroy` calls (none, for a
/// join's dependencies; two, for a blocking wait on two tokens of one
/// stream). A stream used outside its block or by other code is left as it
/// is, with a remark (see `kfusion-release-streams`). Returns the number of
/// streams whose destroys changed.
unsigned releaseStreams(ModuleOp module);

/// Writes every object of every `gpu.binary` in `module` to
/// `<outputDir>/<binary>.<chip>.<ext>` and appends the paths written to
/// `written`. Creates `outputDir` if needed. Emits an error on the binary
/// whose object could not be written and returns failure.
LogicalResult dumpGpuBinaries(ModuleOp module, StringRef outputDir,
                              SmallVectorImpl<std::string> &written);

/// Outlines the `gpu.launch` ops of `module` (only those with
/// `kfusion.horizontal_group` or `kfusion.stencil_group` when `onlyGrouped`)
/// into one gpu.module per host function, keeping their `kfusion.*` attributes
/// and leaving the kernels' block sizes undeclared (see
/// `kfusion-outline-launches`).
void outlineLaunches(ModuleOp module, bool onlyGrouped);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_TRANSFORMS_H
