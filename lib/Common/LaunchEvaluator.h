//===- LaunchEvaluator.h - Integer values of a kernel at a launch -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The roofline's evaluation of a kernel's integer values (loop bounds, branch
// conditions) at a launch shape, with the thread ids at 0 and chosen block
// ids, and the mean of such a value over blocks spread evenly over the grid.
// Internal to lib/Common.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_COMMON_LAUNCHEVALUATOR_H
#define KFUSION_LIB_COMMON_LAUNCHEVALUATOR_H

#include "KFusion/Common/KernelProfile.h"
#include "KFusion/Common/KernelRoofline.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <cmath>
#include <optional>

namespace mlir::kfusion::roofline {

/// Integer values of a kernel at a launch shape, thread and block ids at 0.
struct LaunchEvaluator {
  explicit LaunchEvaluator(const LaunchShape &shape) : shape(shape) {}

  const LaunchShape &shape;
  llvm::DenseMap<Value, std::optional<int64_t>> memo;

  /// The deepest chain of operations `eval` follows (a register kernel's
  /// interior test is an and of a hundred comparisons); values are memoized,
  /// so the work is linear in the operations however they are shared.
  static constexpr unsigned kMaxDepth = 1024;
  /// The most operations `dependsOnBlock` and `mayDependOnThread` look at.
  static constexpr unsigned kMaxVisited = 1 << 14;

  std::optional<int64_t> eval(Value value, unsigned depth = 0) {
    if (depth > kMaxDepth)
      return std::nullopt;
    auto it = memo.find(value);
    if (it != memo.end())
      return it->second;
    std::optional<int64_t> result = compute(value, depth);
    // (Booleans as 0 and 1: an i1 constant `true` reads -1.)
    if (result && value.getType().isInteger(1))
      result = *result != 0;
    memo[value] = result;
    return result;
  }

  /// Values given to loop induction variables while sampling.
  llvm::DenseMap<Value, int64_t> inductionValues;
  /// The block whose ids the evaluation takes (0 but while sampling blocks).
  std::array<int64_t, 3> blockIds = {0, 0, 0};
  /// The thread whose ids the evaluation takes (0 but while sampling the
  /// threads of a block: threadShare); its lane is its x id modulo 32.
  std::array<int64_t, 3> threadIds = {0, 0, 0};

  /// Walks the operations `value` is computed from, each once: `visit`
  /// answers true or false for an operation that decides, or nullopt to go
  /// on to its operands; a value no operation defines (a block argument)
  /// answers `atArgument`, and so does a walk past kMaxVisited operations.
  static bool anyOperation(
      Value value, bool atArgument,
      llvm::function_ref<std::optional<bool>(Operation *, Value)> visit) {
    SmallVector<Value> worklist{value};
    llvm::SmallPtrSet<Operation *, 32> seen;
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      Operation *op = v.getDefiningOp();
      if (!op) {
        if (atArgument)
          return true;
        continue;
      }
      if (!seen.insert(op).second)
        continue;
      if (seen.size() > kMaxVisited)
        return atArgument;
      if (std::optional<bool> decided = visit(op, v)) {
        if (*decided)
          return true;
        continue;
      }
      llvm::append_range(worklist, op->getOperands());
    }
    return false;
  }

  /// Whether `value` is computed from a block id (or global id).
  static bool dependsOnBlock(Value value) {
    return anyOperation(value, /*atArgument=*/false,
                        [](Operation *op, Value) -> std::optional<bool> {
                          if (isa<gpu::BlockIdOp, gpu::GlobalIdOp,
                                  gpu::ClusterIdOp, gpu::ClusterBlockIdOp>(op))
                            return true;
                          return std::nullopt;
                        });
  }

  /// Whether `value` may differ between the threads of a block: computed
  /// from a thread, lane or global id, or from a value the evaluation does
  /// not see through (a block argument, a load).
  static bool mayDependOnThread(Value value) {
    return anyOperation(
        value, /*atArgument=*/true,
        [](Operation *op, Value v) -> std::optional<bool> {
          if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::GlobalIdOp>(op))
            return true;
          if (isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
                  gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::ClusterBlockIdOp,
                  gpu::ClusterDimBlocksOp>(op) ||
              getConstantIntValue(v))
            return false;
          // A kernel argument's pointer: the launch's, the same for every
          // thread.
          if (auto pointer =
                  dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op))
            if (auto arg = dyn_cast<BlockArgument>(pointer.getSource()))
              return !(arg.getOwner()->isEntryBlock() &&
                       isa<gpu::GPUFuncOp>(arg.getOwner()->getParentOp()));
          if (op->getNumRegions() || !isPure(op))
            return true;
          return std::nullopt;
        });
  }

  /// `l predicate r` as 0 or 1 (unsigned predicates on the values as
  /// unsigned 64-bit integers).
  static int64_t compare(arith::CmpIPredicate predicate, int64_t l, int64_t r) {
    uint64_t ul = uint64_t(l), ur = uint64_t(r);
    switch (predicate) {
    case arith::CmpIPredicate::eq:
      return l == r;
    case arith::CmpIPredicate::ne:
      return l != r;
    case arith::CmpIPredicate::slt:
      return l < r;
    case arith::CmpIPredicate::sle:
      return l <= r;
    case arith::CmpIPredicate::sgt:
      return l > r;
    case arith::CmpIPredicate::sge:
      return l >= r;
    case arith::CmpIPredicate::ult:
      return ul < ur;
    case arith::CmpIPredicate::ule:
      return ul <= ur;
    case arith::CmpIPredicate::ugt:
      return ul > ur;
    case arith::CmpIPredicate::uge:
      return ul >= ur;
    }
    return 0;
  }

  std::optional<int64_t> compute(Value value, unsigned depth) {
    if (std::optional<int64_t> c = getConstantIntValue(value))
      return c;
    auto it = inductionValues.find(value);
    if (it != inductionValues.end())
      return it->second;
    Operation *op = value.getDefiningOp();
    if (!op)
      return std::nullopt;
    if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      return blockIds[static_cast<unsigned>(id.getDimension())];
    if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
      unsigned d = static_cast<unsigned>(id.getDimension());
      return blockIds[d] * shape.block[d] + threadIds[d];
    }
    if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
      return threadIds[static_cast<unsigned>(id.getDimension())];
    if (isa<gpu::LaneIdOp>(op))
      return threadIds[0] % 32;
    if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
      return shape.block[static_cast<unsigned>(dim.getDimension())];
    // A kernel argument's data: whole buffers, 256-byte aligned as
    // cudaMalloc's (a register kernel's interior blocks test their outputs'
    // alignment), the address itself immaterial: 0.
    if (auto pointer = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op)) {
      auto arg = dyn_cast<BlockArgument>(pointer.getSource());
      if (arg && arg.getOwner()->isEntryBlock() &&
          isa<gpu::GPUFuncOp>(arg.getOwner()->getParentOp()) &&
          memorySpaceOf(arg) == MemorySpaceKind::Global)
        return 0;
      return std::nullopt;
    }
    if (auto dim = dyn_cast<gpu::GridDimOp>(op))
      return shape.grid[static_cast<unsigned>(dim.getDimension())];
    // Clusters: blocks numbered as on the GPU (the block's place in its
    // cluster is its id modulo the cluster size).
    if (auto id = dyn_cast<gpu::ClusterBlockIdOp>(op)) {
      unsigned d = static_cast<unsigned>(id.getDimension());
      return blockIds[d] % shape.cluster[d];
    }
    if (auto id = dyn_cast<gpu::ClusterIdOp>(op)) {
      unsigned d = static_cast<unsigned>(id.getDimension());
      return blockIds[d] / shape.cluster[d];
    }
    if (auto dim = dyn_cast<gpu::ClusterDimBlocksOp>(op))
      return shape.cluster[static_cast<unsigned>(dim.getDimension())];
    if (auto dim = dyn_cast<gpu::ClusterDimOp>(op)) {
      unsigned d = static_cast<unsigned>(dim.getDimension());
      return shape.grid[d] / shape.cluster[d];
    }
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(op))
      return eval(op->getOperand(0), depth + 1);
    if (auto select = dyn_cast<arith::SelectOp>(op)) {
      std::optional<int64_t> c = eval(select.getCondition(), depth + 1);
      if (!c)
        return std::nullopt;
      return eval(*c ? select.getTrueValue() : select.getFalseValue(),
                  depth + 1);
    }
    if (op->getNumOperands() != 2)
      return std::nullopt;
    std::optional<int64_t> l = eval(op->getOperand(0), depth + 1);
    std::optional<int64_t> r = eval(op->getOperand(1), depth + 1);
    if (!l || !r)
      return std::nullopt;
    if (auto cmp = dyn_cast<arith::CmpIOp>(op))
      return compare(cmp.getPredicate(), *l, *r);
    if (isa<arith::AndIOp>(op))
      return *l & *r;
    if (isa<arith::OrIOp>(op))
      return *l | *r;
    if (isa<arith::XOrIOp>(op))
      return *l ^ *r;
    // Launch sizes and ids are small; a product that overflows is no trip
    // count the model can use.
    int64_t out;
    if (isa<arith::AddIOp>(op))
      return llvm::AddOverflow(*l, *r, out) ? std::nullopt
                                            : std::optional<int64_t>(out);
    if (isa<arith::SubIOp>(op))
      return llvm::SubOverflow(*l, *r, out) ? std::nullopt
                                            : std::optional<int64_t>(out);
    if (isa<arith::MulIOp>(op))
      return llvm::MulOverflow(*l, *r, out) ? std::nullopt
                                            : std::optional<int64_t>(out);
    if (isa<arith::MinSIOp, arith::MinUIOp>(op))
      return std::min(*l, *r);
    if (isa<arith::MaxSIOp, arith::MaxUIOp>(op))
      return std::max(*l, *r);
    if (*r == 0)
      return std::nullopt;
    if (isa<arith::DivUIOp, arith::DivSIOp>(op))
      return *l / *r;
    if (isa<arith::CeilDivUIOp, arith::CeilDivSIOp>(op))
      return *l >= 0 && *r > 0 ? (*l + *r - 1) / *r : *l / *r;
    if (isa<arith::RemUIOp, arith::RemSIOp>(op))
      return *l % *r;
    return std::nullopt;
  }
};

/// How a condition splits the threads that reach it by whole warps: the
/// share of them that take the then-region, a thread of each side (-1 where
/// none takes it), and which threads of the block take each side.
struct WarpSplit {
  double taken;
  int64_t thenThread, elseThread;
  llvm::BitVector thenThreads, elseThreads;
};

/// Where `condition` splits the threads of `evaluator`'s one-dimensional
/// block that reach it (`active`: those set; all where it is empty) by whole
/// warps (a warp-specialized kernel's producer and consumer warpgroups, the
/// consumers' ping-pong teams, a lane guard that holds or fails for every
/// thread), evaluated at each of them (the ids back as they were after);
/// nothing where the lanes of a warp that reach it differ (the warp issues
/// both regions then), the block is not one-dimensional, the condition
/// depends on the block or the evaluation does not see through.
inline std::optional<WarpSplit>
splitByWarps(LaunchEvaluator &evaluator, Value condition,
             const llvm::BitVector &active = llvm::BitVector()) {
  const LaunchShape &shape = evaluator.shape;
  int64_t threads = shape.block[0];
  if (shape.block[1] != 1 || shape.block[2] != 1 || threads < 64 ||
      threads > 1024 || LaunchEvaluator::dependsOnBlock(condition) ||
      (!active.empty() && active.size() != size_t(threads)))
    return std::nullopt;
  std::array<int64_t, 3> saved = evaluator.threadIds;
  WarpSplit split{0, -1, -1, llvm::BitVector(threads),
                  llvm::BitVector(threads)};
  int64_t taken = 0, reaching = 0;
  std::optional<int64_t> warpValue;
  bool uniform = true;
  for (int64_t t = 0; t < threads && uniform; ++t) {
    if (t % 32 == 0)
      warpValue.reset();
    if (!active.empty() && !active.test(t))
      continue;
    evaluator.memo.clear();
    evaluator.threadIds = {t, 0, 0};
    std::optional<int64_t> v = evaluator.eval(condition);
    uniform = v && (!warpValue || *v == *warpValue);
    if (!uniform)
      break;
    warpValue = *v;
    ++reaching;
    taken += *v ? 1 : 0;
    (*v ? split.thenThreads : split.elseThreads).set(t);
    int64_t &side = *v ? split.thenThread : split.elseThread;
    if (side < 0)
      side = t;
  }
  evaluator.threadIds = saved;
  evaluator.memo.clear();
  if (!uniform || !reaching)
    return std::nullopt;
  split.taken = double(taken) / double(reaching);
  return split;
}

/// The mean of `once()` over up to `samples` blocks spread evenly over
/// `evaluator`'s grid (each block's ids set while `once` runs; the ids back
/// at 0 after), or nothing where `once` gives nothing for one of them.
template <typename F>
std::optional<double> meanOverBlocks(LaunchEvaluator &evaluator, F once,
                                     int64_t samples = 64) {
  const LaunchShape &shape = evaluator.shape;
  // (In floating point: the blocks of huge grids overflow 64 bits.)
  double gx = double(std::max<int64_t>(shape.grid[0], 1)),
         gy = double(std::max<int64_t>(shape.grid[1], 1)),
         blocks = gx * gy * double(std::max<int64_t>(shape.grid[2], 1));
  if (blocks < double(samples))
    samples = int64_t(blocks);
  double sum = 0;
  bool known = true;
  double gyz = blocks / gx;
  for (int64_t k = 0; k < samples && known; ++k) {
    // Every block of a small grid; else blocks stratified over y and z,
    // their x a golden-ratio sequence (in a grid of one row too), so that no
    // stride of the samples meets the grid's width (the edge column's
    // blocks alone) or a cluster's size.
    double x, yz;
    if (blocks == double(samples)) {
      double linear = double(k);
      x = std::fmod(linear, gx);
      yz = std::floor(linear / gx);
    } else if (gyz <= 1) {
      // One row: a stride of blocks would meet every pattern whose period
      // divides it (the same place in each cluster of blocks).
      x = std::floor(std::fmod(0.5 + double(k) * 0.6180339887498949, 1.0) * gx);
      yz = 0;
    } else {
      yz = std::floor((double(k) + 0.5) * gyz / double(samples));
      x = std::floor(std::fmod(0.5 + double(k) * 0.6180339887498949, 1.0) * gx);
    }
    evaluator.blockIds = {int64_t(x), int64_t(std::fmod(yz, gy)),
                          int64_t(std::floor(yz / gy))};
    evaluator.memo.clear();
    std::optional<double> value = once();
    known = value.has_value();
    if (known)
      sum += *value;
  }
  evaluator.blockIds = {0, 0, 0};
  evaluator.memo.clear();
  if (!known || samples == 0)
    return std::nullopt;
  return sum / double(samples);
}

} // namespace mlir::kfusion::roofline

#endif // KFUSION_LIB_COMMON_LAUNCHEVALUATOR_H
