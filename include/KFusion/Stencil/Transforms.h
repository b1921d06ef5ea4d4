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
#include "KFusion/Stencil/Passes.h"
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

/// How the launches of one stencil group are fused (`fuseLaunchesVertically`;
/// `fuseStencilGroups` makes it from the options of `kfusion-stencil-fusion`).
struct StencilFusionConfig {
  /// The device whose shared memory per block and per-SM limits the group's
  /// plan counts with.
  DeviceDescription device;
  /// Shared memory a block of the fused kernel may use: 0, the device's
  /// opt-in limit (sm_90: 227 KB); else at most that.
  int64_t maxSharedBytes = 0;
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
  /// Halo layers through distributed shared memory: never, always, or where
  /// the model projects the group faster so (auto); in clusters of
  /// `clusterSize` blocks along the dimension chosen (chooseHaloExchange).
  enum class HaloExchange { Never, Auto, Always };
  HaloExchange haloExchange = HaloExchange::Never;
  int64_t clusterSize = 8;
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

/// The shared memory per block that `max-shared-bytes=option` of the stencil
/// pass `pass` allows on `device`: its opt-in limit for 0, else `option`. An
/// error on `module` for a negative option or one above the device's limit.
FailureOr<int64_t> stencilSharedBytesLimit(ModuleOp module, StringRef pass,
                                           int64_t option,
                                           const DeviceDescription &device);

/// Fuses every stencil group of `module` (launches marked
/// `kfusion.stencil_group = N`, outlining marked `gpu.launch` ops first).
/// Fails (after an error) only for a malformed request: a group id that is
/// not an integer.
/// `options` are the pass's (TableGen's struct, its defaults), checked
/// here (an error for invalid ones).
LogicalResult
fuseStencilGroups(ModuleOp module,
                  const KFusionStencilFusionPassOptions &options = {});

/// Marks the launches of each host block of `module` (those without a
/// `kfusion.stencil_group` yet) with the stencil groups that minimize the
/// projected time (see `kfusion-plan-stencil`), with a remark per group,
/// per launch left alone, and per block. `options` are the pass's
/// (TableGen's struct, its defaults); its device is resolved here. Fails
/// (after an error on `module`) for invalid options.
LogicalResult
planStencilGroups(ModuleOp module,
                  const KFusionPlanStencilPassOptions &options = {});

/// The threads along x of point kernels' blocks where the arrays are that
/// wide: `kfusion-widen-point-blocks`' default `columns` (Passes.td) and the
/// width `kfusion-linalg-to-points` gives its kernels (64 x 8 blocks measured
/// faster than 32 x 8 on an H100: docs/stencil.md "Wider blocks").
inline constexpr int64_t kWidePointBlockColumns = 64;

/// Launches of point kernels (see `kfusion-widen-point-blocks`) in blocks
/// `columns` threads wide along x, the grid as many times shorter, where the
/// widths divide; a remark per launch says what it became or why it stayed.
void widenPointBlocks(ModuleOp module, int64_t columns);

/// Lowers every `kfusion.tile`, `kfusion.shared_array`,
/// `kfusion.shared_read`, `kfusion.shared_write` and `kfusion.stage` nested
/// in `root` (see `kfusion-lower-tiles`). The context must have the arith,
/// memref and scf dialects loaded (the pass declares them; with
/// `stageAsync`, also nvgpu and nvvm). `options` are the pass's (TableGen's
/// struct, its defaults); the device (for prefetch-late-reads=auto) is
/// resolved here. Fails (after an error on `root`, before changing it) for
/// invalid options.
LogicalResult lowerTileOps(Operation *root,
                           const KFusionLowerTilesPassOptions &options = {});

} // namespace mlir::kfusion

#endif // KFUSION_STENCIL_TRANSFORMS_H
