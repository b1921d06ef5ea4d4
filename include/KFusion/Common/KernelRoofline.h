//===- KernelRoofline.h - Multi-resource roofline of a launch ---*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A codeless projection of a launch's time from its kernel's IR and its
// launch sizes: the time each resource of the device needs (issue slots, L1
// wavefronts, atomics, tensor-core operations, DRAM bytes) and a latency term (dependent global
// round trips per thread, per wave of resident blocks); the launch takes the
// largest. Two launches fused horizontally add their resources and overlap
// their latencies; kfusion-plan-horizontal (model=roofline) proposes the
// pairs whose projected fused time beats the better unfused one.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELROOFLINE_H
#define KFUSION_COMMON_KERNELROOFLINE_H

#include "KFusion/Dialect/DeviceDescription.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Support/LLVM.h"

#include <array>
#include <cstdint>

namespace mlir::kfusion {

/// Constant-trip loops up to this many iterations count as unrolled: their
/// iterations' loads overlap unless an address depends on the last one.
inline constexpr int64_t kUnrolledTripLimit = 32;

/// Grid and block sizes of a launch (x, y, z).
struct LaunchShape {
  std::array<int64_t, 3> grid = {1, 1, 1};
  std::array<int64_t, 3> block = {1, 1, 1};
  /// Blocks per thread-block cluster (1 x 1 x 1 without one).
  std::array<int64_t, 3> cluster = {1, 1, 1};
  /// Dynamic shared memory of each block, bytes.
  int64_t dynamicSharedBytes = 0;
  int64_t blocks() const { return grid[0] * grid[1] * grid[2]; }
  int64_t threads() const { return block[0] * block[1] * block[2]; }
};

/// The grid and block sizes of `launch` when they are all constants within
/// CUDA's limits (grids of up to 2^31 - 1 blocks in x and 65535 in y and z;
/// blocks of 1..1024 threads in x and y, 1..64 in z, 1024 in all), with its
/// dynamic shared memory (a constant, else 0) and its cluster size (constants
/// that divide the grid, else no shape).
std::optional<LaunchShape> getConstantLaunchShape(gpu::LaunchFuncOp launch);

/// What one thread does in one phase of a kernel: a top-level loop of the
/// kernel's body, or the straight-line code between two of them.
struct PhaseWork {
  /// Per thread, as in KernelWork: issue cycles, L1 wavefronts, atomics,
  /// tensor-core operations, bytes from L2, and the bytes of the phase's
  /// accesses that DRAM serves (reads and writes at their buffer's share:
  /// its size over the bytes read, or written, at most 1).
  double issueCycles = 0, l1Wavefronts = 0, atomics = 0, tensorFlops = 0,
         l2Bytes = 0, dramBytes = 0;
  /// The longest chain of dependent global round trips within the phase.
  double roundTrips = 0;
};

/// What one thread of a kernel does on average at a given launch shape (loop
/// trip counts are evaluated with the launch's sizes, thread and block ids
/// at 0, which gives the mean trip count of grid- and block-stride loops),
/// and the DRAM bytes of the whole launch.
struct KernelWork {
  /// SM cycles of issue per thread: the sum over the operations of 1 /
  /// (results per clock per SM) of their class (fp32 128, int32 64,
  /// conversions and SFU 16; 64-bit integer operations as two or four 32-bit
  /// ones; divisions as their instruction sequences).
  double issueCycles = 0;
  /// L1 wavefronts per thread: a coalesced access of e bytes e/128, a
  /// shared-memory access 1/32, a gather (an address computed from a loaded
  /// value) 1.
  double l1Wavefronts = 0;
  /// Atomic operations per thread (shared or global).
  double atomics = 0;
  /// Tensor-core operations per thread (2 m n k of each warpgroup MMA over
  /// its 128 threads, of each mma.sync over its 32), at the device's
  /// tensorRate.
  double tensorFlops = 0;
  /// Bytes per thread the L2 cache serves: every store and every copy that
  /// bypasses L1 (cp.async: its whole chunk) as issued, a load cached in L1
  /// at its buffer's DRAM share (L1 keeps the block's re-reads).
  double l2Bytes = 0;
  /// Dependent global round trips on the longest path of a thread, in DRAM
  /// round trips (a load of a buffer read several times over counts the
  /// cache's share of its reads at the cache's latency).
  double roundTrips = 0;
  /// DRAM bytes of the whole launch: per buffer, the bytes its accesses move,
  /// at most the buffer's size, for reads and for writes.
  double dramBytes = 0;
  /// Bytes of the kernel's static workgroup attributions.
  int64_t staticSharedBytes = 0;
  /// The kernel's phases in order (their sums are the totals above, but for
  /// round trips): a block runs them one after another, so where few blocks
  /// share a multiprocessor their times add rather than overlap.
  SmallVector<PhaseWork, 4> phases;
  /// Whether a trip count could not be evaluated and was assumed.
  bool estimatedTripCounts = false;
};

/// Analyzes `kernel` launched with `shape` on `device`; loops whose trip
/// count cannot be evaluated count `defaultTripCount` iterations. `sameAs`
/// gives, per kernel argument, the first argument the launch binds to the
/// same value (launchAliases): their accesses are one buffer's. `index`
/// arithmetic counts `indexBits` wide (kfusion-to-cubin's width for the
/// kernel's module: projectFunction asks proveIndex32).
KernelWork
analyzeKernelWork(gpu::GPUFuncOp kernel, const LaunchShape &shape,
                  const DeviceDescription &device = DeviceDescription(),
                  int64_t defaultTripCount = 16, ArrayRef<unsigned> sameAs = {},
                  unsigned indexBits = 64);

/// Per kernel operand of `launch`, the index of the first operand that is
/// the same value (its own index when none is).
SmallVector<unsigned> launchAliases(gpu::LaunchFuncOp launch);

/// SM issue cycles one thread takes for the operations of `body` (a
/// straight-line region, e.g. an elementwise linalg op's body, once per
/// element), as the roofline counts them (issueCost: 1 / results per clock
/// per SM of each operation's class; memory accesses not counted).
double straightLineIssueCycles(Block &body, unsigned indexBits = 64);

/// The projected time of a launch and of each resource.
struct RooflineProjection {
  double seconds = 0;
  double issueSeconds = 0, l1Seconds = 0, atomicSeconds = 0, tensorSeconds = 0,
         l2Seconds = 0, dramSeconds = 0, latencySeconds = 0;
  /// The phases one after another: per round of co-resident blocks on the
  /// busiest multiprocessor, the sum over the phases of a block's longest
  /// resource (at the whole SM's rates and its share of L2 and DRAM) or its
  /// chain of round trips. With one block per SM it exceeds every per-SM
  /// term; with many, blocks in different phases overlap and it does not
  /// bind.
  double phaseSeconds = 0;
  /// The device's shortest kernel: no launch takes less.
  double floorSeconds = 0;
  /// Resident blocks per SM and the fraction of the device's block slots the
  /// grid fills (at most 1).
  int64_t blocksPerMultiprocessor = 0;
  double slotShare = 0;
  /// Set where `seconds` is the kernel's measured time (projectFunction: a
  /// GEMM launch's kfusion.gemm_measured_us, from the tuning cache), not
  /// the resources' projection.
  bool measured = false;
  /// Set where `seconds` is the resources' projection scaled by what the
  /// measured kernels of the same device say of the model
  /// (kfusion-fuse's GEMM calibration).
  bool calibrated = false;
  /// Set where the launch is a tensor-core GEMM kernel that carries the GEMM
  /// configuration model's time (kfusion.gemm_modelled_us): `seconds` (and
  /// `modelledSeconds`) are that time, not the resources' projection, which
  /// the resource terms still hold.
  bool gemmModel = false;
  /// The model's projection, also where `seconds` is measured or calibrated:
  /// the GEMM model's where `gemmModel`, else the resources'.
  double modelledSeconds = 0;
  /// The resource of the largest time ("issue", "L1", "atomics", "tensor",
  /// "L2", "DRAM", "latency"), "phases" where the phases' sequence is more
  /// than 1% over it, "floor" where the device's shortest kernel is longer
  /// than both, "measured", "calibrated" or "GEMM model".
  StringRef bound() const;
};

/// Projects one launch: per-SM resources over ceil(blocks / SMs) blocks,
/// L2 and DRAM bytes over their bandwidths, round trips per wave of resident
/// blocks, and the phases of each round of co-resident blocks in sequence;
/// the largest, the phases only where more than 1% over the rest, and never
/// less than the device's shortest kernel.
RooflineProjection projectLaunch(const KernelWork &work,
                                 const LaunchShape &shape,
                                 const DeviceDescription &device);

/// One launch of a function's projection: its projection, or why it has none.
struct LaunchProjection {
  gpu::LaunchFuncOp launch;
  LaunchShape shape;
  /// Set when the launch's kernel is in the module and its sizes are
  /// constants.
  std::optional<RooflineProjection> projection;
  /// Why there is no projection.
  StringRef whyNot;
};

/// The projection of a host function's launches, run one after another.
struct FunctionProjection {
  /// The sum over the launches of their projection plus the device's launch
  /// overhead (the launches whose sizes are not constants count the overhead
  /// alone).
  double seconds = 0;
  unsigned launches = 0;
  /// Launches not projected: sizes that are not constants, or a kernel not
  /// found.
  unsigned unprojected = 0;
  /// The width index arithmetic was counted at: 32 where kfusion-to-cubin's
  /// default proves it for the module (proveIndex32), else 64.
  unsigned indexBits = 64;
  /// Each launch, in the function's order.
  SmallVector<LaunchProjection> perLaunch;
};

/// Projects every `gpu.launch_func` of `func` (in any of its regions) with
/// its kernel's work (analyzeKernelWork, `defaultTripCount` for loops whose
/// trip count is unknown, index arithmetic at the width kfusion-to-cubin
/// proves for the enclosing module) on `device`; a launch that carries
/// `kfusion.gemm_measured_us` (a GEMM kernel whose plan and time came from
/// the tuning cache) at that time.
FunctionProjection projectFunction(Operation *func,
                                   const DeviceDescription &device,
                                   int64_t defaultTripCount = 16);

/// Resident blocks per SM of a block of `threads` threads and `sharedBytes`
/// of shared memory (allocated in the device's units, plus the runtime's
/// reservation), and of `registers` per thread when known (0: not counted;
/// registers are not known before ptxas): allocated per warp in units of
/// 256; more than the per-thread maximum fits no block (0).
int64_t residentBlocks(int64_t threads, int64_t sharedBytes,
                       const DeviceDescription &device, int64_t registers = 0);

/// The most registers per thread a kernel that declares its block size (PTX
/// `.maxntid`, from `known_block_size`) of `threads` threads is compiled to:
/// ptxas fits one such block, its warps sharing the SM's registers in units
/// of 256 per warp (128 for 512 threads), at most the per-thread maximum.
int64_t registersForDeclaredBlock(int64_t threads,
                                  const DeviceDescription &device);

/// The projection of a horizontally fused pair against the unfused ways.
struct PairProjection {
  RooflineProjection a, b, fused;
  /// Threads of each partition of the fused block: the block sizes when they
  /// fit in 1024 threads together, else split in proportion.
  int64_t partitionA = 0, partitionB = 0;
  double sequentialSeconds = 0, streamsSeconds = 0;
  /// The better unfused way, and base / fused.
  double baseSeconds = 0, gain = 0;
};

/// The thread partitions a fused pair is projected with, as the HFuse
/// tuner searches them: the block sizes when they have at most `maxThreads`
/// threads together, the blocks cut in proportion otherwise, and every split
/// of min(sum, maxThreads) threads in steps of 128 (32 when a block has at
/// most 128 threads); each partition a multiple of 32 and of its block's
/// y*z extent. Empty when no split exists.
SmallVector<std::pair<int64_t, int64_t>>
pairPartitions(const LaunchShape &a, const LaunchShape &b,
               int64_t maxThreads = 1024);

/// Projects `kernelA` and `kernelB` (launched with `a` and `b`) alone, one
/// after the other, on two streams (the second kernel fills the block slots
/// the first leaves free), and fused with `partitions` (the fused block
/// runs both bodies, the grid is the larger one; each body sees its
/// partition as its block's x extent). Resources add, latencies overlap.
PairProjection projectPair(gpu::GPUFuncOp kernelA, const LaunchShape &a,
                           gpu::GPUFuncOp kernelB, const LaunchShape &b,
                           std::pair<int64_t, int64_t> partitions,
                           const DeviceDescription &device,
                           int64_t defaultTripCount = 16);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELROOFLINE_H
