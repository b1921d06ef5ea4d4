//===- Transforms.h - KFusion transformation entry points ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the KFusion passes, callable without a pass manager by
// tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_TRANSFORMS_H
#define KFUSION_TRANSFORMS_TRANSFORMS_H

#include "KFusion/Analysis/KernelRoofline.h"
#include "KFusion/Analysis/StencilModel.h"
#include "KFusion/Analysis/StitchGraph.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

class HorizontalOp;
class LaunchGraph;

//===----------------------------------------------------------------------===//
// Horizontal fusion
//===----------------------------------------------------------------------===//

/// How the launches of one group are fused (the options of
/// `kfusion-horizontal-fusion`, resolved for one group).
struct HorizontalFusionConfig {
  /// Threads of each kernel's partition, in group order; empty: from the
  /// launches' `kfusion.partition` attributes, else their block sizes.
  SmallVector<int64_t> partitions;
  /// `nvvm.maxnreg` of the fused kernel; unset: from the launches'
  /// `kfusion.max_registers` attribute, else none.
  std::optional<int64_t> maxRegisters;
  /// HFuse's serial baseline instead of thread partitions.
  bool serial = false;
};

/// Fuses `launches` (in this order) into one launch of a new kernel whose
/// body is a `kfusion.horizontal` op, and erases the original kernels that
/// are no longer launched. `groupName` names the group in diagnostics
/// ("group 3"). When the group cannot be fused, emits a remark on the op
/// involved naming the reason and returns failure without changing the IR.
FailureOr<gpu::LaunchFuncOp>
fuseLaunchesHorizontally(ArrayRef<gpu::LaunchFuncOp> launches,
                         const HorizontalFusionConfig &config,
                         StringRef groupName);

/// Outlines the `gpu.launch` ops of `module` (only those with `kfusion.group`
/// or `kfusion.stencil_group` when `onlyGrouped`) into one gpu.module per host function, keeping their
/// `kfusion.*` attributes and leaving the kernels' block sizes undeclared
/// (see `kfusion-outline-launches`).
void outlineLaunches(ModuleOp module, bool onlyGrouped);

/// Runs every check `fuseLaunchesHorizontally` makes on `launches` without
/// changing the IR: success if they would be fused; otherwise the remark
/// naming the reason is emitted (capture it with a diagnostic handler).
/// `graph`, when given, is the launch graph of the launches' block (a planner
/// that checks many groups builds it once).
LogicalResult checkHorizontalFusion(ArrayRef<gpu::LaunchFuncOp> launches,
                                    const HorizontalFusionConfig &config,
                                    StringRef groupName,
                                    LaunchGraph *graph = nullptr);

/// Fuses every group of `module`: the launches named by `kernels` (one
/// group) when it is not empty, else the launches grouped by their
/// `kfusion.group` attributes. Groups that cannot be fused are left as they
/// are, with a remark. Returns failure (after an error) only for malformed
/// requests: a name in `kernels` that matches no launch or several, a
/// `kfusion.group` that is not an integer, a partition list whose length is
/// not the group's.
LogicalResult fuseHorizontalGroups(ModuleOp module,
                                   ArrayRef<std::string> kernels,
                                   const HorizontalFusionConfig &config);

/// The options of `kfusion-plan-horizontal`.
struct HorizontalPlanOptions {
  /// Arithmetic ops per global-memory access below which a kernel is
  /// memory-bound, and above which it is compute-bound.
  double memoryBoundBelow = 16.0;
  double computeBoundAbove = 64.0;
  /// Trip count assumed for loops without constant bounds.
  int64_t defaultTripCount = 16;
  /// Largest distance, in launches of a block, between the two launches
  /// of a planned pair (1: neighbours only).
  int64_t window = 8;
  /// How pairs are chosen: by the classes above, or by the projected gain of
  /// the multi-resource roofline (KFusion/Analysis/KernelRoofline.h).
  enum class Model { Classes, Roofline };
  Model model = Model::Classes;
  /// Model::Roofline: smallest projected gain (better unfused time / fused
  /// time) of a planned pair, and the device it projects for.
  double minGain = 1.05;
  /// Model::Roofline: project every partition the HFuse tuner searches
  /// (pairPartitions) instead of only the one the group gets, and keep the
  /// best (named in the remark; the partition itself is left to the tuner).
  bool searchPartitions = false;
  RooflineDevice device;
};

/// Marks pairs of adjacent, independent launches of a memory-bound and a
/// compute-bound kernel with new `kfusion.group` ids (see
/// `kfusion-plan-horizontal`), with a remark on every pair considered.
/// Fails (after an error) only for inconsistent options.
LogicalResult planHorizontalGroups(ModuleOp module,
                                   const HorizontalPlanOptions &options);

/// Replaces `op` by guarded code that runs each region on its partition
/// with partition-local ids, barriers and dynamic shared memory (see
/// `kfusion-lower-horizontal`).
void lowerHorizontalOp(RewriterBase &rewriter, HorizontalOp op);

/// Lowers every `kfusion.horizontal` op nested in `root`. The context must
/// have the arith, memref and scf dialects loaded (the pass declares them).
void lowerHorizontalOps(Operation *root);

//===----------------------------------------------------------------------===//
// Stencil fusion
//===----------------------------------------------------------------------===//

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
/// What `points-per-thread=0` tries, in order (measured on the H100,
/// 2026-11-26: 4 rows was the best or within 7% of it on every stencil
/// benchmark).
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
  StencilDeviceModel device;
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
  /// Tiles scaled along y are lowered to runs of rows per thread, `runRows`
  /// long (0: chosen per kernel).
  bool rowRuns = true;
  int64_t runRows = 0;
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
  int64_t l2Bytes = RooflineDevice().l2Bytes;
};

/// Lowers every `kfusion.tile`, `kfusion.shared_array`,
/// `kfusion.shared_read`, `kfusion.shared_write` and `kfusion.stage` nested
/// in `root` (see `kfusion-lower-tiles`). The context must have the arith,
/// memref and scf dialects loaded (the pass declares them; with
/// `stageAsync`, also nvgpu and nvvm).
void lowerTileOps(Operation *root,
                  const TileLoweringOptions &options = TileLoweringOptions());

//===----------------------------------------------------------------------===//
// Host memory ops
//===----------------------------------------------------------------------===//

/// Rewrites the host's synchronous `gpu.alloc` (not `host_shared`),
/// `gpu.dealloc`, `gpu.memcpy` and `gpu.memset` nested in `root` into their
/// async form on a stream of their own (`gpu.wait async` on the op's
/// dependencies) followed by a blocking `gpu.wait`, async ones with no
/// dependency or several into the async form on such a stream, and a `gpu.alloc
/// host_shared` that is async or has dependencies into a synchronous one
/// without dependencies plus `gpu.wait`s (see
/// `kfusion-lower-sync-memory-ops`). Ops in device code are left alone.
/// Returns the number of ops rewritten.
unsigned lowerSyncMemoryOps(Operation *root);

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

//===----------------------------------------------------------------------===//
// Stitching
//===----------------------------------------------------------------------===//

/// True for a function the stitching passes take: with a body, and tensor
/// arguments or results or linalg ops.
bool isStitchInput(func::FuncOp func);

/// Rewrites the named linalg ops of `func` into `linalg.generic`, keeping
/// their discardable (`kfusion.*`) attributes, then puts the loops of each
/// reduction in the order of its largest input's layout (see
/// orderLoopsByLayout).
LogicalResult generalizeForStitching(func::FuncOp func);

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
LogicalResult stitchFunction(func::FuncOp func, const StitchDevice &device,
                             bool remarks);

/// The plan of `kfusion-plan-stitch` for `graph` (of `func`): a group id per
/// node, for `mode` ilp, greedy or none. Emits a remark with the ILP's
/// statistics (ilp), an error on `func` and failure for an unknown mode or a
/// solver failure.
FailureOr<SmallVector<unsigned>>
planStitch(func::FuncOp func, const StitchGraph &graph, StringRef mode,
           const StitchDevice &device,
           const StitchPatternOptions &patternOptions = {});

/// Registers `kfusion-stitch-to-gpu{plan=ilp|greedy|none remarks=1}`.
void registerStitchToGpuPipeline();

//===----------------------------------------------------------------------===//
// Fine-grained synchronization (cuSync)
//===----------------------------------------------------------------------===//

/// Attributes of a synchronized pair (see `kfusion-plan-sync`).
inline constexpr llvm::StringLiteral kSyncPairAttr = "kfusion.sync_pair";
inline constexpr llvm::StringLiteral kTileDepAttr = "kfusion.tile_dep";
inline constexpr llvm::StringLiteral kSyncPolicyAttr = "kfusion.sync_policy";
inline constexpr llvm::StringLiteral kTileOrderAttr = "kfusion.tile_order";
inline constexpr llvm::StringLiteral kSyncWaitKernelAttr =
    "kfusion.sync_wait_kernel";
inline constexpr llvm::StringLiteral kSyncWaitAtAttr = "kfusion.sync_wait_at";

/// Options of `kfusion-plan-sync`.
struct SyncPlanOptions {
  int64_t multiprocessors = 132;
  int64_t registersPerThread = 255;
  double minGain = 1.05;
  /// Empty: choose per pair.
  std::string policy;
  bool force = false;
  /// Try the producer's banded order (bandedProducerOrder) first, so that
  /// it wins ties with the hardware's.
  bool bandedOrders = true;
};

/// Plans every host function of `module` (see `kfusion-plan-sync`).
LogicalResult planSyncPairs(ModuleOp module, const SyncPlanOptions &options);

/// Rewrites every pair of `module` marked `kfusion.sync_pair` (see
/// `kfusion-insert-semaphores`). Pairs that cannot be synchronized get a
/// remark and stay as they are; failure only for malformed attributes.
LogicalResult insertSemaphores(ModuleOp module, bool checks = true);

enum class SyncLoweringTarget { NVVM, Generic };
struct SyncLoweringOptions {
  SyncLoweringTarget target = SyncLoweringTarget::NVVM;
  /// Debug mode: print and trap after this many ms of spinning (NVVM).
  int64_t timeoutMs = 0;
};

/// Lowers the kfusion.sem_wait, kfusion.sem_poll, kfusion.sem_post and
/// kfusion.next_tile ops nested in `root` (see `kfusion-lower-sync`). The
/// context must have the arith, gpu, memref, scf, llvm and nvvm dialects
/// loaded.
LogicalResult lowerSyncOps(Operation *root, const SyncLoweringOptions &options);

} // namespace mlir::kfusion

#endif // KFUSION_TRANSFORMS_TRANSFORMS_H
