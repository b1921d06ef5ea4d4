//===- KernelRoofline.cpp - Multi-resource roofline of a launch -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One walk of the kernel per launch shape: loop trip counts evaluated with
// the launch's sizes (ids at 0: the mean of a grid- or block-stride loop;
// upper bounds computed from the block ids averaged over the grid's blocks),
// each operation's issue cost, L1 wavefronts, atomics and DRAM bytes added
// with the weight of its loops, and the longest chain of dependent global
// loads. Gathers (addresses computed from data) are the accesses whose
// address the kernel index analysis finds loaded. projectLaunch turns the
// work into times per resource.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/KernelIndex.h"
#include "KFusion/Common/KernelProfile.h"
#include "KFusion/Common/TensorMaps.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "LaunchEvaluator.h"
#include "OperationCost.h"

#include "KFusion/Common/KernelIndexWidth.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::roofline;

namespace {
/// Accesses of one global buffer, bytes over the launch.
struct BufferBytes {
  double read = 0, written = 0;
  double size = std::numeric_limits<double>::infinity();
};

struct Walker {
  const LaunchShape &shape;
  int64_t defaultTripCount;
  const DeviceDescription &device;
  LaunchEvaluator evaluator;
  KernelWork work;
  llvm::MapVector<Value, BufferBytes> buffers;
  /// The kernel's index analysis: which values are computed from loaded
  /// data (gathers).
  KernelIndexAnalysis indices;
  SmallVector<Operation *> stack;

  Walker(gpu::GPUFuncOp kernel, const LaunchShape &shape,
         int64_t defaultTripCount, const DeviceDescription &device,
         ArrayRef<unsigned> sameAs, unsigned indexBits)
      : shape(shape), defaultTripCount(defaultTripCount), device(device),
        evaluator(shape), indices(kernel, shape), kernel(kernel),
        sameAs(sameAs), indexBits(indexBits) {}

  gpu::GPUFuncOp kernel;
  /// Per kernel argument, the first argument the launch passes the same
  /// value as (empty: none known).
  ArrayRef<unsigned> sameAs;
  /// The width the kernel's `index` arithmetic is lowered to.
  unsigned indexBits;

  /// `value`, or the first kernel argument bound to the same value.
  Value canonical(Value value) {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || sameAs.empty() ||
        argument.getOwner() != &kernel.getBody().front() ||
        argument.getArgNumber() >= sameAs.size())
      return value;
    return kernel.getArgument(sameAs[argument.getArgNumber()]);
  }

  /// (ub - lb) / step of `forOp` evaluated, or nothing; where the upper
  /// bound depends on the block (a causal attention's key tiles), the mean
  /// over up to 64 blocks spread evenly over the grid.
  std::optional<double> evaluatedTrips(scf::ForOp forOp) {
    auto once = [&]() -> std::optional<double> {
      std::optional<int64_t> lb = evaluator.eval(forOp.getLowerBound());
      std::optional<int64_t> ub = evaluator.eval(forOp.getUpperBound());
      std::optional<int64_t> step = evaluator.eval(forOp.getStep());
      if (lb && ub && step && *step > 0)
        return std::max(0.0, double(*ub - *lb) / double(*step));
      return std::nullopt;
    };
    // (A lower bound from the block id is a grid-stride loop's start, whose
    // mean the ids at 0 give.)
    bool perBlock =
        (shape.grid[0] > 1 || shape.grid[1] > 1 || shape.grid[2] > 1) &&
        LaunchEvaluator::dependsOnBlock(forOp.getUpperBound()) &&
        !LaunchEvaluator::dependsOnBlock(forOp.getLowerBound());
    if (!perBlock)
      return once();
    return meanOverBlocks(evaluator, once);
  }

  /// The share of a block's threads (the mean over the grid's blocks) that
  /// take an scf.if's then-region, where its condition is the same for every
  /// thread of a block and the evaluation sees through it (a block at the
  /// grid's edge, a split the lowering made by block); nothing otherwise.
  std::optional<double> takenShare(Value condition) {
    if (std::optional<int64_t> c = getConstantIntValue(condition))
      return *c ? 1.0 : 0.0;
    if (LaunchEvaluator::mayDependOnThread(condition))
      return std::nullopt;
    return meanOverBlocks(evaluator, [&]() -> std::optional<double> {
      std::optional<int64_t> taken = evaluator.eval(condition);
      if (!taken)
        return std::nullopt;
      return *taken ? 1.0 : 0.0;
    });
  }

  /// The share of the block's threads that reach the op being visited
  /// (warp-uniform branches on the thread id: splitByWarps), which its issue
  /// slots count by: the warps that do not take a region issue none of it.
  /// The other resources keep counting every thread of the block, as for
  /// branches the evaluation does not see through: for a warp-specialized
  /// GEMM that counts its warpgroup MMAs' tensor and shared-memory work over
  /// the producer's threads too (1.5 times for a producer and two consumer
  /// warpgroups), which stands in for what the model lacks about the
  /// tensor-core pipeline (BERT's twelve GEMM kernels at 4096 tokens on an
  /// H200, 2026-12-05: projected at 0.47-0.85 of their measured times with
  /// it, 0.43-0.74 without).
  double threadShare = 1.0;
  /// The threads of the block that reach the op being visited (empty: all).
  llvm::BitVector activeThreads;

  /// Visits `region` as the threads `taking` (a share `share` of those that
  /// reach the branch) do: their share counted, the ids evaluated at the
  /// first of them (a team's loop bounds; the current ids where none takes
  /// it).
  double visitThreadRegion(Region &region, double weight, double share,
                           int64_t thread, const llvm::BitVector &taking) {
    return asThreads(share, thread, taking,
                     [&] { return visitRegion(region, weight); });
  }

  /// Runs `visit` as the threads `taking` (visitThreadRegion), the share,
  /// ids and active threads restored after.
  template <typename Visit>
  double asThreads(double share, int64_t thread, const llvm::BitVector &taking,
                   Visit visit) {
    double savedShare = threadShare;
    std::array<int64_t, 3> savedIds = evaluator.threadIds;
    llvm::BitVector savedActive = activeThreads;
    threadShare *= share;
    activeThreads = taking;
    if (thread >= 0)
      evaluator.threadIds = {thread, 0, 0};
    evaluator.memo.clear();
    double chain = visit();
    threadShare = savedShare;
    activeThreads = std::move(savedActive);
    evaluator.threadIds = savedIds;
    evaluator.memo.clear();
    return chain;
  }

  /// The mean trip count of a loop, and whether it is a constant.
  std::pair<double, bool> tripCount(Operation *op) {
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      std::optional<int64_t> lb = getConstantIntValue(forOp.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(forOp.getUpperBound());
      std::optional<int64_t> step = getConstantIntValue(forOp.getStep());
      if (lb && ub && step && *step > 0)
        return {*ub > *lb ? double((*ub - *lb + *step - 1) / *step) : 0.0,
                true};
      if (std::optional<double> trips = evaluatedTrips(forOp))
        return {*trips, false};
      // Bounds that depend on an enclosing loop's induction variable (a
      // window clamped at the edges): the mean over eight values of the
      // nearest enclosing loop that gives one.
      for (auto outer = forOp->getParentOfType<scf::ForOp>(); outer;
           outer = outer->getParentOfType<scf::ForOp>()) {
        std::optional<int64_t> olb = evaluator.eval(outer.getLowerBound());
        std::optional<int64_t> oub = evaluator.eval(outer.getUpperBound());
        if (!olb || !oub || *oub <= *olb)
          continue;
        double sum = 0;
        int samples = 0;
        for (int k = 0; k < 8; ++k) {
          evaluator.memo.clear();
          evaluator.inductionValues[outer.getInductionVar()] =
              *olb + (*oub - *olb) / 8 * k + k;
          if (std::optional<double> trips = evaluatedTrips(forOp)) {
            sum += *trips;
            ++samples;
          }
        }
        evaluator.inductionValues.erase(outer.getInductionVar());
        evaluator.memo.clear();
        if (samples == 8)
          return {sum / 8, false};
      }
    } else if (auto parallel = dyn_cast<scf::ParallelOp>(op)) {
      double trips = 1;
      bool constant = true;
      for (auto [lbv, ubv, stepv] :
           llvm::zip(parallel.getLowerBound(), parallel.getUpperBound(),
                     parallel.getStep())) {
        std::optional<int64_t> lb = evaluator.eval(lbv);
        std::optional<int64_t> ub = evaluator.eval(ubv);
        std::optional<int64_t> step = evaluator.eval(stepv);
        if (!lb || !ub || !step || *step <= 0) {
          constant = false;
          trips = -1;
          break;
        }
        constant &= getConstantIntValue(lbv) && getConstantIntValue(ubv) &&
                    getConstantIntValue(stepv);
        trips *= std::max(0.0, std::ceil(double(*ub - *lb) / double(*step)));
      }
      if (trips >= 0)
        return {trips, constant};
    }
    work.estimatedTripCounts = true;
    return {double(defaultTripCount), false};
  }

  /// The memref or pointer values `op` reads and writes, with the space.
  static void accessedValues(Operation *op,
                             SmallVectorImpl<std::pair<Value, bool>> &out) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return;
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &effect : instances) {
      Value value = effect.getValue();
      if (!value ||
          !isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()))
        continue;
      bool write = isa<MemoryEffects::Write>(effect.getEffect());
      auto *it = llvm::find_if(out, [&](auto &p) { return p.first == value; });
      if (it == out.end())
        out.push_back({value, write});
      else
        it->second |= write;
    }
  }

  static bool isAtomic(Operation *op) {
    return op->getName().getStringRef().contains("atomic");
  }

  /// Whether an address operand of `op` (any operand but the buffer and a
  /// stored value) satisfies `isTainted`.
  static bool addressIn(Operation *op, Value buffer,
                        function_ref<bool(Value)> isTainted) {
    Value stored;
    if (auto store = dyn_cast<memref::StoreOp>(op))
      stored = store.getValueToStore();
    for (Value operand : op->getOperands())
      if (operand != buffer && operand != stored && isTainted(operand))
        return true;
    return false;
  }

  /// Bytes one access of `op` on `buffer` moves (a load its result, a store
  /// its stored vector or element, a cp.async copy its destination elements).
  static double accessBytes(Operation *op, Value buffer) {
    if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op))
      if (std::optional<int64_t> size =
              getMemRefElementSizeInBytes(copy.getDst().getType()))
        return double(copy.getDstElements().getZExtValue()) * double(*size);
    for (Value result : op->getResults())
      if (result.getType().isIntOrIndexOrFloat() ||
          isa<VectorType>(result.getType())) {
        auto [width, lanes] = widthOf(result.getType());
        return double(width) / 8 * double(lanes);
      }
    // A store of a vector moves the vector (a scalar store, the element).
    for (Value operand : op->getOperands())
      if (isa<VectorType>(operand.getType())) {
        auto [width, lanes] = widthOf(operand.getType());
        return double(width) / 8 * double(lanes);
      }
    if (std::optional<int64_t> size =
            getMemRefElementSizeInBytes(buffer.getType()))
      return double(*size);
    return 4;
  }

  /// Read bytes and sizes of the buffers from a first walk: a load's round
  /// trip goes to DRAM for the share of its buffer's reads DRAM serves (the
  /// buffer's size over the bytes read), to a cache for the rest.
  llvm::MapVector<Value, BufferBytes> firstWalk;

  double roundTrip(Value buffer) const {
    double miss = missShare(buffer);
    return miss + (1.0 - miss) * device.cacheLatency / device.memoryLatency;
  }

  /// The share of `buffer`'s reads that DRAM serves (its size over the bytes
  /// the first walk saw read, at most 1).
  double missShare(Value buffer) const {
    auto it = firstWalk.find(buffer);
    if (it != firstWalk.end() && it->second.read > 0)
      return std::min(1.0, it->second.size / it->second.read);
    return 1.0;
  }

  /// The share of `buffer`'s writes that reach DRAM (its size over the
  /// bytes written, at most 1: L2 merges writes of one address).
  double writeShare(Value buffer) const {
    auto it = firstWalk.find(buffer);
    if (it != firstWalk.end() && it->second.written > 0)
      return std::min(1.0, it->second.size / it->second.written);
    return 1.0;
  }

  /// Per-thread DRAM bytes of the accesses walked so far (reads at their
  /// buffer's miss share): the phases' DRAM demand.
  double dramBytesPerThread = 0;
  /// The round trip of the cp.async copies issued so far (their waits pay it).
  double asyncTrip = 0;

  /// Adds `op`'s accesses with `weight`; returns the round trips (in DRAM
  /// round trips) a global load adds to a chain, else 0 (a cp.async copy
  /// adds none: its wait does).
  double countAccesses(Operation *op, double weight) {
    SmallVector<std::pair<Value, bool>> values;
    accessedValues(op, values);
    double trips = 0;
    double threads = double(shape.threads()) * double(shape.blocks());
    bool async = isa<nvgpu::DeviceAsyncCopyOp>(op);
    for (auto [accessed, write] : values) {
      // Two arguments bound to one buffer are that buffer.
      Value value = canonical(accessed);
      MemorySpaceKind space = memorySpaceOf(value);
      if (space == MemorySpaceKind::Private || space == MemorySpaceKind::None)
        continue;
      work.issueCycles += weight * threadShare / 128;
      double size = accessBytes(op, value);
      if (isAtomic(op)) {
        work.atomics += weight;
        if (space == MemorySpaceKind::Global) {
          BufferBytes &bytes = buffers[value];
          bytes.written += weight * threads * size;
          work.l2Bytes += weight * size;
          dramBytesPerThread += weight * size;
        }
        continue;
      }
      // A warp's 32 four-byte shared accesses are one wavefront.
      if (space == MemorySpaceKind::Shared) {
        work.l1Wavefronts += weight * std::max(size, 4.0) / 128;
        continue;
      }
      bool gather =
          addressIn(op, value, [&](Value v) { return indices.isLoaded(v); });
      work.l1Wavefronts += weight * (gather ? 1.0 : std::max(size, 4.0) / 128);
      BufferBytes &bytes = buffers[value];
      if (auto memref = dyn_cast<MemRefType>(value.getType()))
        if (memref.hasStaticShape())
          if (std::optional<int64_t> element =
                  getMemRefElementSizeInBytes(memref))
            bytes.size = double(memref.getNumElements()) * double(*element);
      (write ? bytes.written : bytes.read) += weight * threads * size;
      // L1 keeps what a block reads again (a stencil's neighbours) from L2:
      // a cached load counts its DRAM share there; a copy that bypasses L1
      // (cp.async) and a store count whole.
      work.l2Bytes += weight * size * (write || async ? 1.0 : missShare(value));
      dramBytesPerThread +=
          weight * size * (write ? writeShare(value) : missShare(value));
      if (write)
        continue;
      if (async)
        asyncTrip = std::max(asyncTrip, roundTrip(value));
      else
        trips = std::max(trips, roundTrip(value));
    }
    return trips;
  }

  /// Whether a global load in `forOp`'s body takes its address from a
  /// loop-carried value: its iterations' round trips do not overlap.
  bool carriesLoads(scf::ForOp forOp) {
    SmallVector<Value> iterArgs(forOp.getRegionIterArgs());
    llvm::DenseSet<Value> carried =
        findDependentValues(forOp.getRegion(), iterArgs);
    bool found = false;
    forOp.getRegion().walk([&](Operation *op) {
      SmallVector<std::pair<Value, bool>> values;
      accessedValues(op, values);
      for (auto [value, write] : values)
        if (!write && memorySpaceOf(value) == MemorySpaceKind::Global &&
            addressIn(op, value, [&](Value v) { return carried.contains(v); }))
          found = true;
    });
    return found;
  }

  /// The per-thread totals a phase takes the difference of.
  struct Totals {
    double issue, l1, atomics, tensor, l2, dram;
  };
  Totals totals() const {
    return {work.issueCycles, work.l1Wavefronts, work.atomics,
            work.tensorFlops, work.l2Bytes,      dramBytesPerThread};
  }

  /// Walks the kernel's body like visitRegion (returning its longest chain),
  /// and records its phases in `work.phases`: each top-level loop, and the
  /// straight-line code before, between and after them; a phase's chain of
  /// round trips starts within it (values from earlier phases are ready).
  double visitBody(Region &region) {
    llvm::DenseMap<Value, double> depth, phaseDepth;
    double longest = 0;
    std::optional<Totals> start;
    auto close = [&]() {
      if (!start)
        return;
      Totals end = totals();
      PhaseWork &phase = work.phases.back();
      phase.issueCycles = end.issue - start->issue;
      phase.l1Wavefronts = end.l1 - start->l1;
      phase.atomics = end.atomics - start->atomics;
      phase.tensorFlops = end.tensor - start->tensor;
      phase.l2Bytes = end.l2 - start->l2;
      phase.dramBytes = end.dram - start->dram;
      start.reset();
    };
    auto open = [&]() {
      if (!start) {
        start = totals();
        work.phases.emplace_back();
        phaseDepth.clear();
      }
    };
    for (Block &block : region)
      for (Operation &op : block) {
        // A warp-specialized kernel's top-level split (producer and
        // consumer warpgroups): its branches' first loops side by side are
        // one phase, what follows them (the consumers' epilogue) another.
        if (std::optional<double> chain = visitSplitPhases(op, close, open)) {
          double in = 0;
          for (Value operand : op.getOperands())
            in = std::max(in, depth.lookup(operand));
          longest = std::max(longest, in + *chain);
          continue;
        }
        bool loop = isa<LoopLikeOpInterface>(op);
        if (loop)
          close();
        open();
        double in = 0, inPhase = 0;
        for (Value operand : op.getOperands()) {
          in = std::max(in, depth.lookup(operand));
          inPhase = std::max(inPhase, phaseDepth.lookup(operand));
        }
        double own = visitOp(&op, 1.0);
        for (Value result : op.getResults()) {
          depth[result] = in + own;
          phaseDepth[result] = inPhase + own;
        }
        longest = std::max(longest, in + own);
        PhaseWork &phase = work.phases.back();
        phase.roundTrips = std::max(phase.roundTrips, inPhase + own);
        if (loop)
          close();
      }
    close();
    return longest;
  }

  /// At the kernel's top level, a branch that splits the block by warps
  /// into two regions with loops: visited as visitOp would, but in two
  /// phases (the ops up to each region's first top-level loop, then the rest
  /// of both), each phase's chain of round trips its own; returns the chain
  /// of both, or nothing for another op. In a grid whose blocks each take
  /// one GEMM tile the epilogue follows the k loop: its shared-memory
  /// staging and its stores are not overlapped with the MMAs.
  template <typename Close, typename Open>
  std::optional<double> visitSplitPhases(Operation &op, Close &close,
                                         Open &open) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (!ifOp || ifOp.getElseRegion().empty() ||
        !ifOp.getThenRegion().hasOneBlock() ||
        !ifOp.getElseRegion().hasOneBlock())
      return std::nullopt;
    // After the first top-level op that is or holds a loop: the producer's
    // loads (in a one-thread branch), the consumers' k loop (their epilogue
    // after it has loops of its own; a persistent or ping-pong block's tile
    // loop holds both, one phase).
    auto firstLoop = [](Region &region) {
      size_t i = 0;
      for (Operation &inner : region.front()) {
        ++i;
        if (inner
                .walk(
                    [](LoopLikeOpInterface) { return WalkResult::interrupt(); })
                .wasInterrupted())
          return i;
      }
      return size_t(0);
    };
    size_t thenEnd = firstLoop(ifOp.getThenRegion());
    size_t elseEnd = firstLoop(ifOp.getElseRegion());
    if (!thenEnd && !elseEnd)
      return std::nullopt;
    std::optional<WarpSplit> split =
        splitByWarps(evaluator, ifOp.getCondition(), activeThreads);
    if (!split)
      return std::nullopt;
    work.issueCycles += threadShare * issueCost(&op, indexBits);
    double chain = 0;
    for (auto [from, to] :
         {std::pair<bool, bool>{false, true}, {true, false}}) {
      close();
      open();
      double part =
          std::max(visitThreadRange(ifOp.getThenRegion(), from ? thenEnd : 0,
                                    to ? thenEnd : SIZE_MAX, split->taken,
                                    split->thenThread, split->thenThreads),
                   visitThreadRange(ifOp.getElseRegion(), from ? elseEnd : 0,
                                    to ? elseEnd : SIZE_MAX, 1 - split->taken,
                                    split->elseThread, split->elseThreads));
      work.phases.back().roundTrips =
          std::max(work.phases.back().roundTrips, part);
      chain += part;
    }
    close();
    return chain;
  }

  /// visitThreadRegion over the ops [from, to) of `region`'s one block.
  double visitThreadRange(Region &region, size_t from, size_t to, double share,
                          int64_t thread, const llvm::BitVector &taking) {
    return asThreads(share, thread, taking, [&] {
      llvm::DenseMap<Value, double> depth;
      return visitOps(region.front(), from, to, 1.0, depth);
    });
  }

  /// Walks the ops [from, to) of `block` with `weight`, their results'
  /// chains of dependent global round trips into `depth`; returns the
  /// longest.
  double visitOps(Block &block, size_t from, size_t to, double weight,
                  llvm::DenseMap<Value, double> &depth) {
    double longest = 0;
    size_t i = 0;
    for (Operation &op : block) {
      size_t at = i++;
      if (at < from || at >= to)
        continue;
      double in = 0;
      for (Value operand : op.getOperands())
        in = std::max(in, depth.lookup(operand));
      double own = visitOp(&op, weight);
      for (Value result : op.getResults())
        depth[result] = in + own;
      longest = std::max(longest, in + own);
    }
    return longest;
  }

  /// Walks `region` with `weight`; returns its longest chain of dependent
  /// global round trips.
  double visitRegion(Region &region, double weight) {
    llvm::DenseMap<Value, double> depth;
    double longest = 0;
    for (Block &block : region)
      longest = std::max(longest, visitOps(block, 0, SIZE_MAX, weight, depth));
    return longest;
  }

  /// Whether `region` waits for cp.async copies: each iteration of a loop
  /// around such a wait waits, unrolled or not.
  static bool waitsForCopies(Region &region) {
    return region
        .walk([](NVVM::CpAsyncWaitGroupOp) { return WalkResult::interrupt(); })
        .wasInterrupted();
  }

  /// A TMA load (one thread of the block issues it): the box's bytes, a
  /// thread's share of them, read through L2 from the buffer its tensor map
  /// describes (`kfusion.tensor_map_of` on the map argument; else the map
  /// itself stands for the buffer); its round trip is paid by the wait.
  void countTmaLoad(nvgpu::TmaAsyncLoadOp load, double weight) {
    auto box = cast<MemRefType>(load.getDst().getType());
    std::optional<int64_t> element = getMemRefElementSizeInBytes(box);
    double share = double(box.getNumElements()) * double(element.value_or(4)) /
                   double(std::max<int64_t>(1, shape.threads()));
    Value buffer = load.getTensorMapDescriptor();
    if (BlockArgument described = tma::describedArgument(kernel, buffer))
      buffer = canonical(described);
    BufferBytes &bytes = buffers[buffer];
    if (auto memref = dyn_cast<MemRefType>(buffer.getType()))
      if (memref.hasStaticShape())
        if (std::optional<int64_t> size = getMemRefElementSizeInBytes(memref))
          bytes.size = double(memref.getNumElements()) * double(*size);
    bytes.read +=
        weight * double(shape.threads()) * double(shape.blocks()) * share;
    work.l2Bytes += weight * share;
    work.l1Wavefronts += weight * share / 128; // the box into shared memory
    dramBytesPerThread += weight * share * missShare(buffer);
    asyncTrip = std::max(asyncTrip, roundTrip(buffer));
  }

  /// Adds `op`'s work; returns the round trips it adds to a chain.
  double visitOp(Operation *op, double weight) {
    work.issueCycles += weight * threadShare * issueCost(op, indexBits);
    work.tensorFlops += weight * tensorFlopsPerThread(op);
    work.l1Wavefronts += weight * sharedWavefrontsPerThread(op);
    double own = countAccesses(op, weight);
    if (auto load = dyn_cast<nvgpu::TmaAsyncLoadOp>(op))
      countTmaLoad(load, weight);
    // A wait on an mbarrier pays the round trip of the loads it waits for.
    if (isa<nvgpu::MBarrierTryWaitParityOp>(op))
      own += asyncTrip;
    // Waiting until at most n groups of copies are pending: with n + 1
    // groups in flight, a wait pays 1 / (n + 1) of a copy's round trip.
    if (auto wait = dyn_cast<NVVM::CpAsyncWaitGroupOp>(op))
      own += asyncTrip / double(wait.getN() + 1);
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee =
          dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (callee && !callee.isExternal() &&
          !llvm::is_contained(stack, callee.getOperation())) {
        stack.push_back(callee);
        own += visitRegion(callee.getFunctionBody(), weight);
        stack.pop_back();
      }
      return own;
    }
    if (op->getNumRegions() == 0)
      return own;
    if (isa<LoopLikeOpInterface>(op)) {
      auto [trips, constant] = tripCount(op);
      double body = 0;
      for (Region &region : op->getRegions())
        body = std::max(body, visitRegion(region, weight * trips));
      // A small constant loop is unrolled: its iterations' loads overlap
      // unless an address depends on an earlier iteration.
      auto forOp = dyn_cast<scf::ForOp>(op);
      bool overlapped = constant && trips <= kUnrolledTripLimit &&
                        !(forOp && carriesLoads(forOp)) &&
                        !llvm::any_of(op->getRegions(), waitsForCopies);
      return own + (overlapped ? body : trips * body);
    }
    // A branch the same for a block's threads: each region by the share of
    // blocks that take it (a thread's round trips their mean).
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      if (std::optional<double> taken = takenShare(ifOp.getCondition())) {
        double chain = 0;
        if (*taken > 0)
          chain += *taken * visitRegion(ifOp.getThenRegion(), weight * *taken);
        if (*taken < 1 && !ifOp.getElseRegion().empty())
          chain += (1 - *taken) *
                   visitRegion(ifOp.getElseRegion(), weight * (1 - *taken));
        return own + chain;
      }
    // A branch that splits the block's threads by warps: each region's issue
    // by the share of threads that take it (a region none takes issues
    // nothing, its other work counted as before); the block waits for the
    // longer chain.
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      if (std::optional<WarpSplit> split =
              splitByWarps(evaluator, ifOp.getCondition(), activeThreads)) {
        double chain =
            visitThreadRegion(ifOp.getThenRegion(), weight, split->taken,
                              split->thenThread, split->thenThreads);
        if (!ifOp.getElseRegion().empty())
          chain = std::max(chain, visitThreadRegion(ifOp.getElseRegion(),
                                                    weight, 1 - split->taken,
                                                    split->elseThread,
                                                    split->elseThreads));
        return own + chain;
      }
    // Conditionals and other region ops: the longest region (every region's
    // work counted: threads of a block may take either).
    double longest = 0;
    for (Region &region : op->getRegions())
      longest = std::max(longest, visitRegion(region, weight));
    return own + longest;
  }
};
} // namespace

KernelWork mlir::kfusion::analyzeKernelWork(gpu::GPUFuncOp kernel,
                                            const LaunchShape &shape,
                                            const DeviceDescription &device,
                                            int64_t defaultTripCount,
                                            ArrayRef<unsigned> sameAs,
                                            unsigned indexBits) {
  Walker walker(kernel, shape, defaultTripCount, device, sameAs, indexBits);
  if (kernel.isExternal())
    return walker.work;
  walker.stack.push_back(kernel);
  // The first walk finds each buffer's reuse; the second uses it.
  walker.visitRegion(kernel.getBody(), 1.0);
  walker.firstWalk = std::move(walker.buffers);
  walker.buffers.clear();
  walker.work = KernelWork();
  walker.dramBytesPerThread = 0;
  walker.asyncTrip = 0;
  walker.work.roundTrips = walker.visitBody(kernel.getBody());
  for (auto &[value, bytes] : walker.buffers)
    walker.work.dramBytes +=
        std::min(bytes.read, bytes.size) + std::min(bytes.written, bytes.size);
  for (BlockArgument attribution : kernel.getWorkgroupAttributions()) {
    auto type = dyn_cast<MemRefType>(attribution.getType());
    if (type && type.hasStaticShape())
      if (std::optional<int64_t> element = getMemRefElementSizeInBytes(type))
        walker.work.staticSharedBytes += type.getNumElements() * *element;
  }
  return walker.work;
}

StringRef RooflineProjection::bound() const {
  std::pair<double, StringRef> terms[] = {
      {issueSeconds, "issue"},    {l1Seconds, "L1"}, {atomicSeconds, "atomics"},
      {tensorSeconds, "tensor"},  {l2Seconds, "L2"}, {dramSeconds, "DRAM"},
      {latencySeconds, "latency"}};
  auto *largest =
      std::max_element(std::begin(terms), std::end(terms),
                       [](auto &x, auto &y) { return x.first < y.first; });
  if (measured)
    return "measured";
  if (calibrated)
    return "calibrated";
  if (gemmModel)
    return "GEMM model";
  // finish() took the phases or the floor where a resource did not bind.
  if (seconds <= largest->first)
    return largest->second;
  return seconds == phaseSeconds ? StringRef("phases") : StringRef("floor");
}

double mlir::kfusion::straightLineIssueCycles(Block &body, unsigned indexBits) {
  double cycles = 0;
  body.walk(
      [&](Operation *op) { cycles += roofline::issueCost(op, indexBits); });
  return cycles;
}

int64_t mlir::kfusion::residentBlocks(int64_t threads, int64_t sharedBytes,
                                      const DeviceDescription &device,
                                      int64_t registers) {
  if (registers > device.maxRegistersPerThread)
    return 0;
  // A block larger than a multiprocessor's threads or shared memory never
  // resides (and the products below would overflow for sizes near 2^63).
  if (threads > device.maxThreadsPerMultiprocessor ||
      sharedBytes > device.sharedBytesPerMultiprocessor)
    return 0;
  int64_t byThreads =
      device.maxThreadsPerMultiprocessor / std::max<int64_t>(threads, 1);
  int64_t unit = std::max<int64_t>(device.sharedAllocationUnit, 1);
  int64_t allocated =
      (std::max<int64_t>(sharedBytes, 0) + unit - 1) / unit * unit;
  int64_t byShared =
      device.sharedBytesPerMultiprocessor /
      std::max<int64_t>(allocated + device.reservedSharedBytesPerBlock, 1);
  int64_t byRegisters = device.maxBlocksPerMultiprocessor;
  if (registers > 0) {
    int64_t warps = (std::max<int64_t>(threads, 1) + 31) / 32;
    int64_t perWarp = (registers * 32 + 255) / 256 * 256;
    byRegisters = device.registersPerMultiprocessor / (perWarp * warps);
  }
  return std::max<int64_t>(0, std::min({device.maxBlocksPerMultiprocessor,
                                        byThreads, byShared, byRegisters}));
}

int64_t
mlir::kfusion::registersForDeclaredBlock(int64_t threads,
                                         const DeviceDescription &device) {
  int64_t warps = (std::max<int64_t>(threads, 1) + 31) / 32;
  int64_t perWarp = device.registersPerMultiprocessor / warps / 256 * 256;
  return std::min(device.maxRegistersPerThread, perWarp / 32);
}

SmallVector<unsigned> mlir::kfusion::launchAliases(gpu::LaunchFuncOp launch) {
  SmallVector<unsigned> sameAs;
  OperandRange operands = launch.getKernelOperands();
  for (unsigned i = 0; i < operands.size(); ++i) {
    unsigned first = i;
    for (unsigned j = 0; j < i; ++j)
      if (operands[j] == operands[i]) {
        first = j;
        break;
      }
    sameAs.push_back(first);
  }
  return sameAs;
}

FunctionProjection
mlir::kfusion::projectFunction(Operation *func,
                               const DeviceDescription &device,
                               int64_t defaultTripCount) {
  FunctionProjection total;
  // Index arithmetic as kfusion-to-cubin's default will lower it.
  auto module = dyn_cast<ModuleOp>(func);
  if (!module)
    module = func->getParentOfType<ModuleOp>();
  total.indexBits = module && !proveIndex32(module) ? 32 : 64;
  func->walk([&](gpu::LaunchFuncOp launch) {
    ++total.launches;
    total.seconds += device.launchOverhead;
    LaunchProjection &entry = total.perLaunch.emplace_back();
    entry.launch = launch;
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    std::optional<LaunchShape> shape = getConstantLaunchShape(launch);
    if (!kernel || !shape) {
      ++total.unprojected;
      entry.whyNot =
          kernel
              ? "its grid or block sizes are not constants within CUDA's limits"
              : "its kernel is not in the module";
      return;
    }
    entry.shape = *shape;
    entry.projection = projectLaunch(
        analyzeKernelWork(kernel, *shape, device, defaultTripCount,
                          launchAliases(launch), total.indexBits),
        *shape, device);
    entry.projection->modelledSeconds = entry.projection->seconds;
    // A tensor-core GEMM kernel: at the GEMM configuration model's time of
    // it (its planner's, fitted to the measured GEMMs by `bench/gemm/run.py
    // calibrate`), which knows what the resources' sum does not: a
    // persistent block's epilogue after its k loop, a ping-pong team's
    // beside the other's (BERT's up projection + bias + erf GELU at 4096
    // tokens on an H100, persistent 128 x 256: 63.5 us measured, the GEMM
    // model 58.1, the resources 39.9).
    if (auto modelled = launch->getAttrOfType<FloatAttr>(
            KFusionDialect::GemmModelledUsAttrHelper::getNameStr())) {
      double seconds =
          std::max(modelled.getValueAsDouble() * 1e-6, device.shortestKernel);
      entry.projection->seconds = seconds;
      entry.projection->modelledSeconds = seconds;
      entry.projection->gemmModel = true;
    }
    // A GEMM kernel the tuning cache measured: at its measured time.
    if (auto measured = launch->getAttrOfType<FloatAttr>(
            KFusionDialect::GemmMeasuredUsAttrHelper::getNameStr())) {
      entry.projection->seconds = measured.getValueAsDouble() * 1e-6;
      entry.projection->measured = true;
    }
    total.seconds += entry.projection->seconds;
  });
  return total;
}
