//===- StencilGroup.h - Whether and how launches fuse vertically -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The legality and the plan of stencil (vertical) fusion of a group of
// launches after Wahib & Maruyama (SC'14), computed from the launch graph and
// the kernels' footprints without changing the IR: which arrays a fused
// kernel keeps in shared memory (a producer's values over the halo its
// consumers read, or a read-only array several kernels read), the halo each
// kernel is computed over, which writes reach global memory and which
// buffers are temporaries. `kfusion-stencil-fusion` builds the fused kernel
// from the plan; `kfusion-plan-stencil` asks it whether a candidate group is
// feasible and uses its numbers in the projection model.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STENCIL_STENCILGROUP_H
#define KFUSION_STENCIL_STENCILGROUP_H

#include "KFusion/Common/KernelFootprint.h"
#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/LaunchGraph.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::kfusion {

/// Limits a stencil group must respect.
struct StencilLimits {
  /// Shared memory one block may use (`device`'s opt-in limit unless an
  /// option lowers it; sm_90: 227 KB).
  int64_t maxSharedBytesPerBlock = DeviceDescription().sharedBytesPerBlock;
  /// Above this, shared arrays go to dynamic shared memory (what a kernel may
  /// declare statically: `device`'s, 48 KB on sm_90).
  int64_t maxStaticSharedBytes = DeviceDescription().staticSharedBytesPerBlock;
  /// Points per thread in each dimension: the fused kernel's tile is the
  /// block times this (`kfusion.tile_scale`); shared arrays are sized for it.
  std::array<int64_t, 3> tileScale = {1, 1, 1};
  /// Whether a read-only array that a single member reads around its point
  /// is staged too (arrays several members read always are; otherwise the
  /// member reads global memory, through L1).
  enum class SingleReaders { Never, Auto, Always, Deep };
  /// Auto: staged while the group's shared memory with them still lets as
  /// many blocks reside per SM as its threads do (counted with `device`).
  /// Deep: as Never here; `kfusion-stencil-fusion` stages them (Always) in
  /// groups that then still qualify for deep tiles with their arrays
  /// overlaid by liveness.
  SingleReaders stageSingleReaders = SingleReaders::Never;
  /// Whether the shared arrays of a group in dynamic shared memory share
  /// bytes where their lifetimes are apart (a barrier of the fused kernel
  /// between the last use of one and the first of the other). Off where
  /// halos may be exchanged through distributed shared memory: a neighbour
  /// block reads a block's arrays after the block's barrier.
  bool overlayDynamicArrays = true;
  /// The device whose per-SM limits (threads, blocks, shared memory and what
  /// the runtime reserves of it per block) and SM count such choices count
  /// with (`residentBlocks`).
  DeviceDescription device;

  /// The limits of `device`: its shared memory per block (opt-in and static)
  /// and its per-SM limits.
  static StencilLimits of(const DeviceDescription &device) {
    StencilLimits limits;
    limits.device = device;
    limits.maxSharedBytesPerBlock = device.sharedBytesPerBlock;
    limits.maxStaticSharedBytes = device.staticSharedBytesPerBlock;
    return limits;
  }
};

/// At most this many padding elements per row of a static shared array:
/// `kfusion-lower-tiles` pads pitches for its bank layout up to it.
inline constexpr int64_t kMaxSharedRowPadding = 8;

/// What stencil fusion needs to know of one launch.
struct StencilLaunch {
  unsigned node = 0;
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  KernelFootprint footprint;
  /// Block sizes (constants) and grid sizes (constants where known; the host
  /// values to compare otherwise).
  std::array<int64_t, 3> block = {0, 0, 0};
  std::array<std::optional<int64_t>, 3> gridConstant;
  std::array<Value, 3> gridValues;
  /// Why the launch cannot be in a stencil group at all, and where.
  std::string refusal;
  Operation *refusalOp = nullptr;
};

/// A shared array of the fused kernel: a producer's values (`writer` is the
/// member that computes them) or a read-only array staged from global memory
/// (`writer` unset), or, for a read-only array read only at the point by
/// members without halo, one register per thread (`isRegister`).
struct StencilStaging {
  /// The host buffer (its root) and the member argument it is reached
  /// through, for its type and for loads of old values.
  Value root;
  std::optional<unsigned> writer;
  bool isRegister = false;
  /// Memref dimension m follows thread dimension dims[m].
  SmallVector<unsigned> dims;
  SmallVector<int64_t> haloLo, haloHi;
  /// Prefill: before the writer computes a point, the array gets the old
  /// value of the points the writer does not write (inside the array), so
  /// that consumers see what they saw unfused. `writeBox` is the writer's
  /// written box when known (else every point is prefilled, then
  /// overwritten).
  bool prefill = false;
  std::optional<PointBox> writeBox;
  MemRefType bufferType;
  /// Bytes of the shared array and its place in dynamic shared memory.
  int64_t bytes = 0;
  std::optional<int64_t> dynamicOffset;
};

/// How one kernel argument of a member is served in the fused kernel.
struct StencilArgumentPlan {
  /// Loads come from this staging (shared array or register).
  std::optional<unsigned> readStaging;
  /// Stores also go to this staging (the member is its writer).
  std::optional<unsigned> writeStaging;
  /// Stores go to global memory (for the member's own tile points only when
  /// it is computed over a halo). False for temporaries.
  bool writeGlobal = true;
};

/// One array of the group, for the model and for remarks.
struct StencilArrayPlan {
  Value root;
  MemRefType type;
  bool read = false, written = false;
  /// Not observable after the group: never written to global memory.
  bool temporary = false;
  /// Loaded from global memory by some member (not only through staging).
  bool readFromGlobal = false;
  /// The widest halo at which it is read from global memory, per thread
  /// dimension (redundant loads).
  std::array<int64_t, 3> globalReadLo = {0, 0, 0}, globalReadHi = {0, 0, 0};
};

/// The plan of a group: the members (indices into the analyzer's launches,
/// in program order), the halo each is computed over, the shared arrays,
/// and how each member argument is served.
struct StencilGroupPlan {
  SmallVector<unsigned> members;
  SmallVector<std::array<int64_t, 3>> extentLo, extentHi;
  SmallVector<StencilStaging, 0> stagings;
  SmallVector<SmallVector<StencilArgumentPlan>> arguments;
  SmallVector<StencilArrayPlan> arrays;
  std::array<int64_t, 3> block = {0, 0, 0};
  /// The tile a block of the fused kernel computes: block times the limits'
  /// tile scale.
  std::array<int64_t, 3> tile = {0, 0, 0};
  int64_t sharedBytes = 0;
  bool dynamicShared = false;
  /// In dynamic shared memory: the bytes the arrays would take apart
  /// (`sharedBytes` less where they are overlaid by lifetime).
  int64_t separateSharedBytes = 0;

  /// Points of member `i`'s widened tile per block.
  int64_t getTilePoints(unsigned i) const;
  /// Threads per block.
  int64_t getThreads() const { return block[0] * block[1] * block[2]; }
  /// `sharedBytes` with every row of each static shared array padded by
  /// kMaxSharedRowPadding elements, as the lowering's bank layout may: what
  /// a block may take, for occupancy (dynamic shared memory is not padded).
  int64_t getPaddedSharedBytes() const;
  /// The most padded bytes of static shared arrays alive at once: a staging
  /// lives from its writer (a read-only array's stage: the kernel's start)
  /// to its last reader, counted per member. What `kfusion-lower-tiles
  /// alias-shared-arrays` overlays them into (arrays whose uses a barrier
  /// separates share bytes) at most, before first-fit's rounding.
  /// `getPaddedSharedBytes` with dynamic shared memory.
  int64_t getLiveSharedBytes() const;
  /// Each staging's lifetime in member positions: from its writer (a
  /// read-only array's stage, before the first member: -1) to the last
  /// member that reads or writes it (registers included).
  void getStagingLifetimes(SmallVectorImpl<int64_t> &first,
                           SmallVectorImpl<int64_t> &last) const;
  /// Whether the fused kernel synchronizes the block before member `i`:
  /// before the first member that reads a shared array written since the
  /// last barrier (where kfusion-stencil-fusion places its barriers).
  SmallVector<bool> getBarriersBeforeMembers() const;
  /// Sets the dynamic offsets of the shared arrays (16-byte aligned) and
  /// `separateSharedBytes`; with `overlay`, an array's bytes hold a later
  /// array's where a barrier lies after the last member using the first and
  /// no later than the writer of the second (first fit in order of first
  /// use). Returns the bytes a block needs.
  int64_t placeDynamicArrays(bool overlay);
};

/// Deep tiles: `kfusion-stencil-fusion points-per-thread=0` takes 8 rows
/// where the fused kernel then still has as many resident blocks per SM as
/// its threads allow (shared memory counted with the bank layout's padding)
/// and its grid at least kDeepTileMinWaves waves of them: a kernel whose
/// 8-row tiles keep its resident blocks runs faster than with 4 rows, one
/// whose shared arrays then hold fewer blocks runs slower, and a grid under
/// a wave leaves SMs idle (docs/stencil.md, "Several points per thread").
inline constexpr int64_t kDeepPointsPerThread = 8;
inline constexpr int64_t kDeepTileMinWaves = 4;

/// Whether a group planned at kDeepPointsPerThread rows (`plan`, whose
/// launches have `grid` blocks before scaling) qualifies for deep tiles on
/// `device`; `why` says why not. With `overlaid`, its shared arrays count as
/// `getLiveSharedBytes` (the kernel's arrays overlaid by liveness), else as
/// `getPaddedSharedBytes`.
bool qualifiesForDeepTiles(const StencilGroupPlan &plan,
                           const std::array<std::optional<int64_t>, 3> &grid,
                           const DeviceDescription &device, std::string &why,
                           bool overlaid = false);

/// Offsets of arrays of `bytes` each that share memory where `apart(a, b)`
/// says their lifetimes allow it: first fit, in `order` (each array at the
/// lowest offset that overlaps no array placed before it and alive with it).
/// Returns the offsets (by array) and sets `total` to the bytes they need.
SmallVector<int64_t>
firstFitOffsets(ArrayRef<int64_t> bytes, ArrayRef<unsigned> order,
                function_ref<bool(unsigned, unsigned)> apart, int64_t &total);

/// Register tiles (`kfusion-lower-tiles register-tiles`): a thread evaluates
/// at most kRegisterTileMaxUnitPoints points over all members (each a copy of
/// its body in straight-line code) and keeps at most
/// kRegisterTileMaxPrivateElements temporary values; `auto` takes a kernel
/// whose grid is at least kRegisterTileMinWaves waves of the shrunk blocks.
/// The lowering applies these limits; the stencil model predicts with them.
inline constexpr int64_t kRegisterTileMaxUnitPoints = 1024;
inline constexpr int64_t kRegisterTileMaxPrivateElements = 512;
inline constexpr int64_t kRegisterTileMinWaves = 2;

/// Why a thread's unit of `points` points (all members) keeping
/// `privateElements` temporary values is beyond register tiles' limits, or
/// "" within them.
std::string whyRegisterUnitExceedsLimits(int64_t points,
                                         int64_t privateElements);

/// The blocks of one wave of register tiles on `device` (blocks of `threads`
/// threads and `sharedBytes` of shared memory resident on every SM), of which
/// `auto` asks kRegisterTileMinWaves of a grid.
int64_t registerTileWave(int64_t threads, int64_t sharedBytes,
                         const DeviceDescription &device);

/// Why a group cannot be fused: the op involved and the reason.
struct StencilRefusal {
  Operation *op = nullptr;
  std::string reason;
};

/// Answers whether groups of the launches of one host block can be fused
/// and how. Per-launch facts (footprints, sizes) are computed once, so a
/// planner may ask about many groups.
class StencilGroupAnalyzer {
public:
  StencilGroupAnalyzer(LaunchGraph &graph, StencilLimits limits = {});

  LaunchGraph &getGraph() { return graph; }
  const StencilLimits &getLimits() const { return limits; }
  /// The launch of a graph node (computed on first use); null for host
  /// nodes.
  StencilLaunch *getLaunch(unsigned node);

  /// Whether refusals carry their reason (naming values costs a walk of the
  /// host function; a planner that only asks whether can turn it off).
  void setExplain(bool value) { explain = value; }

  /// The plan of fusing the launches at graph nodes `members` (in program
  /// order, at least two), or the refusal.
  FailureOr<StencilGroupPlan> analyze(ArrayRef<unsigned> members,
                                      StencilRefusal &refusal);

private:
  LaunchGraph &graph;
  StencilLimits limits;
  bool explain = true;
  llvm::DenseMap<unsigned, std::unique_ptr<StencilLaunch>> launches;
  llvm::DenseMap<Value, bool> temporaryCandidates;
  /// Whether every use of `root` outside `members` is a deallocation or
  /// comes before the first member in its block.
  bool isTemporary(Value root, ArrayRef<unsigned> members);
};

} // namespace mlir::kfusion

#endif // KFUSION_STENCIL_STENCILGROUP_H
