//===- Transforms.h - KFusion stencil entry points --------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the stencil fusion (SC'14) passes, callable without a pass
// manager by tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STENCIL_TRANSFORMS_H
#define KFUSION_STENCIL_TRANSFORMS_H

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Stencil/StencilModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// The group of a launch (see `kfusion-plan-stencil`,
/// `kfusion-stencil-fusion`).
inline constexpr llvm::StringLiteral kStencilGroupAttr =
    KFusionDialect::StencilGroupAttrHelper::getNameStr();

/// How the launches of a stencil group are fused (the options of
/// `kfusion-stencil-fusion`).
struct StencilFusionConfig {
  /// Shared memory a block of the fused kernel may use (sm_90: 227 KB).
  int64_t maxSharedBytes = 232448;
  /// Points per thread along y: a block of the fused kernel computes a tile
  /// of block.y * pointsPerThread rows (`kfusion.tile_scale`), the grid has
  /// that many fewer blocks in y. A group whose grid in y is not a constant
  /// multiple, or whose shared arrays would not fit, is fused with 1 (and a
  /// remark). 0 (kAutoPointsPerThread) chooses per group, without remarks:
  /// kDeepPointsPerThread where the group qualifies for deep tiles
  /// (`qualifiesForDeepTiles`), else the first of
  /// kAutoPointsPerThreadChoices that fits, else 1.
  int64_t pointsPerThread = 0;
  /// Stage read-only arrays that only one member reads around its point:
  /// never, where it costs no resident blocks (auto), always, or in groups
  /// that keep deep tiles with them, their arrays overlaid by liveness
  /// (deep; the fused kernel is marked kfusion.alias_shared_arrays)
  /// (StencilLimits::stageSingleReaders).
  StencilLimits::SingleReaders stageSingleReaders =
      StencilLimits::SingleReaders::Deep;
};

/// `points-per-thread=0`: chosen per group.
inline constexpr int64_t kAutoPointsPerThread = 0;
/// What `points-per-thread=0` tries, in order after deep tiles (4 rows was
/// the best or close to it on every stencil benchmark; docs/stencil.md).
inline constexpr int64_t kAutoPointsPerThreadChoices[] = {4, 2};

/// Fuses `launches` (any order; fused in program order) into one launch of a
/// new kernel `<a>_<b>_..._stencil` whose body runs each original body in a
/// `kfusion.tile` over the halo its consumers need, producers' values kept
/// in shared arrays (see `kfusion-stencil-fusion`), and erases the kernels
/// no longer launched. Emits a remark naming what it did; when the group
/// cannot be fused, a remark on the op involved naming the reason, and
/// returns failure without changing the IR.
FailureOr<gpu::LaunchFuncOp>
fuseLaunchesVertically(ArrayRef<gpu::LaunchFuncOp> launches,
                       const StencilFusionConfig &config, StringRef groupName);

/// Fuses every stencil group of `module` (launches marked
/// `kfusion.stencil_group = N`, outlining marked `gpu.launch` ops first).
/// Fails (after an error) only for a malformed request: a group id that is
/// not an integer.
LogicalResult fuseStencilGroups(ModuleOp module,
                                const StencilFusionConfig &config);

/// The options of `kfusion-plan-stencil`.
struct StencilPlanOptions {
  /// "genetic" (SC'14's grouping genetic search), "greedy" (merges of
  /// neighbouring groups while the projection improves) or "exhaustive"
  /// (every partition; at most 16 launches per block).
  std::string search = "genetic";
  uint64_t seed = 1;
  /// Launches per group at most (0: unbounded).
  unsigned maxGroupSize = 0;
  int64_t maxSharedBytes = 232448;
  /// Rows of points per thread the fusion will use (its `points-per-thread`):
  /// groups are checked and projected with tiles that many times taller; 0
  /// (the fusion's default) checks them with the first automatic choice and
  /// projects them with the rows the fusion will take (kDeepPointsPerThread
  /// where they qualify for deep tiles).
  int64_t pointsPerThread = 0;
  StencilModel model;
};

/// Marks the launches of each host block of `module` (those without a
/// `kfusion.stencil_group` yet) with the stencil groups that minimize the
/// projected time (see `kfusion-plan-stencil`), with a remark per group,
/// per launch left alone, and per block. Fails (after an error) for invalid
/// options.
LogicalResult planStencilGroups(ModuleOp module,
                                const StencilPlanOptions &options);

/// How `lowerTileOps` lowers (the options of `kfusion-lower-tiles`).
enum class LatePrefetch { None, L1, L2, Auto };
struct TileLoweringOptions {
  /// Tiles are first specialized for the blocks where every coordinate guard
  /// of their body holds (see the pass); so are stages' copies.
  bool interiorBlocks = true;
  /// Tiles scaled along y are lowered to runs of rows per thread,
  /// `rowsPerRun` long (0: chosen per kernel).
  bool rowRuns = true;
  int64_t rowsPerRun = 0;
  /// A stage's copy in interior blocks moves up to this many elements per
  /// thread at a time, loads before stores.
  int64_t stageUnroll = 8;
  /// A stage's copy in interior blocks is asynchronous where its elements
  /// are 4 or 8 bytes: one `nvgpu.device_async_copy` per element (cp.async,
  /// no register between global and shared memory), then
  /// `nvvm.cp.async.commit.group` and `nvvm.cp.async.wait.group 0` before the
  /// stage's barrier.
  bool stageAsync = true;
  /// Static shared arrays whose lifetimes are apart (a barrier between)
  /// share memory (always in kernels marked kfusion.alias_shared_arrays).
  bool aliasArrays = false;
  /// Other than None: the global reads of read-only arguments in a kernel's
  /// tiles after its first barrier are prefetched into that cache at the
  /// kernel's start; Auto prefetches into L2 the arguments larger than the L2
  /// cache (`l2Bytes`) or of dynamic size (the others are likely in L2
  /// already, left there by the kernels before, and their prefetches would
  /// only cost instructions).
  LatePrefetch latePrefetch = LatePrefetch::Auto;
  int64_t l2Bytes = DeviceDescription().l2Bytes;
};

/// Lowers every `kfusion.tile`, `kfusion.shared_array`,
/// `kfusion.shared_read`, `kfusion.shared_write` and `kfusion.stage` nested
/// in `root` (see `kfusion-lower-tiles`). The context must have the arith,
/// memref and scf dialects loaded (the pass declares them; with
/// `stageAsync`, also nvgpu and nvvm).
void lowerTileOps(Operation *root,
                  const TileLoweringOptions &options = TileLoweringOptions());

} // namespace mlir::kfusion

#endif // KFUSION_STENCIL_TRANSFORMS_H
