//===- InsertSemaphores.cpp - kfusion-insert-semaphores ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fine-grained synchronization after cuSync (Jangda et al., CGO'24), the
// rewrite: each pair marked kfusion.sync_pair runs concurrently on two streams,
// the consumer's tiles waiting on semaphores that the producer's tiles post
// (cloned kernels with kfusion.sem_wait / sem_post, the tile order remapped
// through kfusion.next_tile, an optional wait-kernel). The policies'
// semaphore mappings and their checks are SyncPolicy's.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelProfile.h"
#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/TensorMaps.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/SyncPolicy.h"
#include "KFusion/Sync/TileDependence.h"
#include "KFusion/Sync/TileOrder.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include "SyncSupport.h"
#include <algorithm>
#include <queue>

#define DEBUG_TYPE "kfusion-insert-semaphores"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONINSERTSEMAPHORESPASS
#include "KFusion/Sync/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

gpu::ReturnOp mlir::kfusion::singleReturn(gpu::GPUFuncOp kernel) {
  if (!kernel.getBody().hasOneBlock())
    return {};
  gpu::ReturnOp result;
  unsigned count = 0;
  kernel.walk([&](gpu::ReturnOp ret) {
    ++count;
    result = ret;
  });
  if (count != 1 || result->getBlock() != &kernel.getBody().front())
    return {};
  return result;
}

std::string mlir::kfusion::launchPairRefusal(gpu::LaunchFuncOp producer,
                                             gpu::LaunchFuncOp consumer) {
  if (producer->getBlock() != consumer->getBlock())
    return "the launches are in different blocks";
  // Adjacent in the launch graph (what the planner pairs): no node between.
  LaunchGraph graph(*producer->getBlock());
  std::optional<unsigned> pn = graph.lookup(producer);
  std::optional<unsigned> cn = graph.lookup(consumer);
  if (pn && cn && *cn != *pn + 1)
    return graph.describeNode(*pn + 1) + " between the launches";
  bool async = static_cast<bool>(producer.getAsyncToken());
  if (async != static_cast<bool>(consumer.getAsyncToken()))
    return "one launch is async and the other is not";
  if (producer.getAsyncDependencies().size() > 1)
    return "the producer has several async dependencies (the GPU lowering "
           "launches on the stream of one)";
  if (!async && !producer.getAsyncDependencies().empty())
    return "a synchronous launch with async dependencies";
  if (async)
    for (Value dep : consumer.getAsyncDependencies())
      if (dep != producer.getAsyncToken() &&
          (producer.getAsyncDependencies().empty() ||
           dep != producer.getAsyncDependencies().front()))
        return "the consumer waits for a token other than the producer's and "
               "its dependency";
  // The wait-kernel holds a block slot until every producer block started:
  // a producer block needs one free slot to start, a cluster of them all of
  // its blocks' at once, which the wait-kernel's slot may leave short of
  // (a deadlock on a GPU other work shares).
  if (producer.hasClusterSize())
    return "the producer launches thread-block clusters (a cluster starts "
           "only where all of its blocks fit at once, so the wait-kernel's "
           "slot could keep it from starting)";
  gpu::GPUFuncOp pk = lookupKernel(producer), ck = lookupKernel(consumer);
  if (!pk || !ck)
    return "a launched kernel is not a gpu.func";
  if (pk == ck)
    return "producer and consumer launch the same kernel";
  if (!singleReturn(pk) || !singleReturn(ck))
    return "a kernel has several exits or returns early (a block-collective "
           "post or wait must be reached by every thread)";
  return "";
}

namespace {
/// Both launches of a pair, in program order.
struct SyncPair {
  int64_t id = 0;
  gpu::LaunchFuncOp producer, consumer;
};

/// A clone of `kernel` named `name` taking the semaphore array last.
gpu::GPUFuncOp cloneWithSemaphores(gpu::GPUFuncOp kernel, StringRef name,
                                   MemRefType semType) {
  OpBuilder b(kernel);
  b.setInsertionPointAfter(kernel);
  auto clone = cast<gpu::GPUFuncOp>(b.clone(*kernel));
  SymbolTable table(kernel->getParentOp());
  clone.setName(name);
  table.insert(clone); // renames on a clash
  unsigned n = clone.getNumArguments();
  if (failed(
          clone.insertArgument(n, semType, DictionaryAttr(), kernel.getLoc())))
    return {};
  return clone;
}

/// Replaces the kernel's block ids by the coordinates of the tile it takes
/// from the counter `slot`, in `order` (dimensions fastest first). Returns
/// the tile's coordinates (block ids when `order` is empty).
std::array<Value, 3> remapTiles(gpu::GPUFuncOp kernel, Value sems, int64_t slot,
                                ArrayRef<int64_t> order,
                                const LaunchShape &shape) {
  Block &entry = kernel.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Location loc = kernel.getLoc();
  std::array<Value, 3> ids;
  gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                           gpu::Dimension::z};
  if (order.empty()) {
    for (unsigned d = 0; d < 3; ++d)
      ids[d] = gpu::BlockIdOp::create(b, loc, dims[d]);
    return ids;
  }
  Value index = arith::ConstantIndexOp::create(b, loc, slot);
  Value next = NextTileOp::create(b, loc, b.getIndexType(), sems, index);
  Value rest = next;
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  const std::array<int64_t, 3> &grid = shape.grid;
  int64_t d0 = order[0], d1 = order[1], d2 = order[2];
  if (order.size() == 4 && order[3] < grid[d0]) {
    // Bands of B coordinates of d0 (tileAtPosition): the plane's position,
    // its band's first d0, the band's width (the last may be narrower).
    int64_t band = order[3];
    Value plane = cst(grid[d0] * grid[d1]);
    ids[d2] = arith::DivUIOp::create(b, loc, rest, plane);
    rest = arith::RemUIOp::create(b, loc, rest, plane);
    Value bandTiles = cst(band * grid[d1]);
    Value first = arith::MulIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, rest, bandTiles), cst(band));
    Value within = arith::RemUIOp::create(b, loc, rest, bandTiles);
    Value width = arith::MinUIOp::create(
        b, loc, cst(band), arith::SubIOp::create(b, loc, cst(grid[d0]), first));
    ids[d0] = arith::AddIOp::create(
        b, loc, first, arith::RemUIOp::create(b, loc, within, width));
    ids[d1] = arith::DivUIOp::create(b, loc, within, width);
  } else {
    for (int64_t d : {d0, d1, d2}) {
      ids[d] = arith::RemUIOp::create(b, loc, rest, cst(grid[d]));
      rest = arith::DivUIOp::create(b, loc, rest, cst(grid[d]));
    }
  }
  SmallVector<gpu::BlockIdOp> old;
  kernel.walk([&](gpu::BlockIdOp id) { old.push_back(id); });
  for (gpu::BlockIdOp id : old) {
    if (id->getBlock() == &entry && id->isBeforeInBlock(next.getDefiningOp()))
      continue;
    id.replaceAllUsesWith(ids[static_cast<unsigned>(id.getDimension())]);
    id.erase();
  }
  return ids;
}

Value expand(OpBuilder &b, Location loc, AffineExpr expr, ValueRange dims,
             ValueRange symbols) {
  return affine::expandAffineExpr(b, loc, expr, dims, symbols);
}

/// What the rewrite of a pair decided before changing anything.
struct PairRewrite {
  gpu::GPUFuncOp producerKernel, consumerKernel;
  bool async = false;
  TileDependence dependence;
  TileDepAttr dependency;
  SyncPolicy policy = SyncPolicy::Tile;
  SemaphoreMapping mapping;
  /// Custom tile orders (empty: the hardware's).
  SmallVector<int64_t> producerOrder, consumerOrder;
  bool waitKernel = true;
  /// Waits before the first use of a dependent buffer (else at entry).
  bool firstUse = true;
  /// Waits staged through the consumer's loop, at this position of its
  /// entry block.
  std::optional<LoopWaitPlan> loopPlan;
  std::optional<unsigned> loopPosition;
};

/// The semaphore array of `plan`: the policy's semaphores and the extra
/// slots.
MemRefType getSemaphoreType(const PairRewrite &plan) {
  return MemRefType::get({plan.mapping.numSemaphores + kExtraSlots},
                         IntegerType::get(plan.dependency.getContext(), 32));
}

/// The suffix of the kernels cloned for `pair`.
std::string syncSuffix(const SyncPair &pair) {
  return "_sync" + std::to_string(pair.id);
}

class SemaphoreInserter {
public:
  SemaphoreInserter(ModuleOp module, bool checks)
      : module(module), checks(checks) {}

  /// Rewrites `pair`; false (after a remark) when it stays as it is.
  bool rewrite(const SyncPair &pair);

private:
  bool checkLaunches(const SyncPair &pair, PairRewrite &plan);
  bool planPair(const SyncPair &pair, PairRewrite &plan);
  bool rewriteKernels(const SyncPair &pair, PairRewrite &plan, gpu::GPUFuncOp &pc,
                      gpu::GPUFuncOp &cc);
  Value launchWaitKernel(OpBuilder &b, const SyncPair &pair,
                         const PairRewrite &plan, gpu::GPUFuncOp cc, Value sems,
                         Value stream);
  void rewriteHost(const SyncPair &pair, const PairRewrite &plan,
                   gpu::GPUFuncOp pc, gpu::GPUFuncOp cc);

  bool decline(SyncPair pair, const Twine &why) {
    pair.consumer.emitRemark()
        << "kfusion-insert-semaphores: pair " << pair.id << " ("
        << pair.producer.getKernel() << " -> " << pair.consumer.getKernel()
        << "): not synchronized: " << why;
    return false;
  }

  void insertWaits(OpBuilder &b, Location loc, Value sems,
                   std::array<Value, 3> tile, const SemaphoreMapping &mapping,
                   TileDepAttr dependency, const LaunchShape &producerShape,
                   Value windowLo = {}, Value windowHi = {},
                   unsigned windowSymbol = 0);
  void insertLoopWaits(OpBuilder &b, Location loc, Value sems,
                       std::array<Value, 3> tile,
                       const SemaphoreMapping &mapping, TileDepAttr dependency,
                       const LaunchShape &producerShape,
                       const LoopWaitPlan &plan, ArrayRef<Value> dependent);

  /// After the waits: the consumer's TMA loads (the async proxy) read what
  /// the waits acquired (the generic proxy): a proxy fence orders them.
  void fenceForAsyncReads(OpBuilder &b, Location loc);

  ModuleOp module;
  bool checks;
  /// The consumer reads dependent buffers by TMA loads.
  bool asyncReads = false;
};
} // namespace

void SemaphoreInserter::insertWaits(OpBuilder &b, Location loc, Value sems,
                                    std::array<Value, 3> tile,
                                    const SemaphoreMapping &mapping,
                                    TileDepAttr dependency,
                                    const LaunchShape &producerShape,
                                    Value windowLo, Value windowHi,
                                    unsigned windowSymbol) {
  AffineMap map = dependency.getMap();
  OpBuilder::InsertionGuard guard(b);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  SmallVector<Value> symbols(map.getNumSymbols(), index(0));
  // Waits for the semaphore of producer tile map(tile, symbols), when that
  // tile is in the producer grid (a window clipped at an edge): the whole
  // block (`kfusion.sem_wait`) or the executing thread (`kfusion.sem_poll`).
  auto waitFor = [&](bool block) {
    SmallVector<Value> dims(tile.begin(), tile.end());
    SmallVector<Value> p;
    Value inside;
    for (unsigned d = 0; d < 3; ++d) {
      Value v = expand(b, loc, map.getResult(d), dims, symbols);
      p.push_back(v);
      Value size = index(producerShape.grid[d]);
      Value ge =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, index(0));
      Value lt =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, size);
      Value both = arith::AndIOp::create(b, loc, ge, lt);
      inside = inside ? arith::AndIOp::create(b, loc, inside, both).getResult()
                      : both;
    }
    auto ifOp = scf::IfOp::create(b, loc, inside, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value sem = expand(b, loc, mapping.semaphore.getResult(0), p, {});
    Value expected = expand(b, loc, mapping.expected.getResult(0), p, {});
    Value value = arith::IndexCastOp::create(b, loc, b.getI32Type(), expected);
    if (block)
      SemWaitOp::create(b, loc, sems, sem, value);
    else
      SemPollOp::create(b, loc, sems, sem, value);
  };
  // One semaphore (the dependency's symbols do not move it): one block wait.
  if (mapping.waitSymbols.empty()) {
    waitFor(/*block=*/true);
    fenceForAsyncReads(b, loc);
    return;
  }
  // Several: one round trip for all of them. The wait symbols' tuples
  // (the first fastest; a window [windowLo, windowHi) replaces the bounds
  // of symbol `windowSymbol`, the others run over theirs) are numbered
  // 0 .. count-1 and dealt to the block's threads by linear id; each polls
  // its semaphores, then one barrier. An empty window skips both (the count
  // is the same for the whole block).
  assert((!windowLo || llvm::is_contained(mapping.waitSymbols, windowSymbol)) &&
         "a window bounds a wait symbol");
  auto windowed = [&](unsigned k) { return windowLo && k == windowSymbol; };
  SmallVector<Value> extents;
  for (unsigned k : mapping.waitSymbols)
    extents.push_back(
        windowed(k)
            ? arith::SubIOp::create(b, loc, windowHi, windowLo).getResult()
            : index(dependency.getBounds()[k]));
  Value count = extents.front();
  for (Value extent : ArrayRef<Value>(extents).drop_front())
    count = arith::MulIOp::create(b, loc, count, extent);
  if (windowLo) {
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count,
                                      index(0));
    auto ifOp = scf::IfOp::create(b, loc, any, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  }
  Value thread, threads;
  for (gpu::Dimension d :
       {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
    Value id = gpu::ThreadIdOp::create(b, loc, d);
    Value dim = gpu::BlockDimOp::create(b, loc, d);
    if (!thread) {
      thread = id;
      threads = dim;
      continue;
    }
    thread = arith::AddIOp::create(b, loc, thread,
                                   arith::MulIOp::create(b, loc, id, threads));
    threads = arith::MulIOp::create(b, loc, threads, dim);
  }
  auto loop = scf::ForOp::create(b, loc, thread, count, threads);
  {
    OpBuilder::InsertionGuard inLoop(b);
    b.setInsertionPointToStart(loop.getBody());
    Value rest = loop.getInductionVar();
    for (auto [k, extent] : llvm::zip(mapping.waitSymbols, extents)) {
      Value position = arith::RemUIOp::create(b, loc, rest, extent);
      rest = arith::DivUIOp::create(b, loc, rest, extent);
      symbols[k] =
          windowed(k)
              ? arith::AddIOp::create(b, loc, windowLo, position).getResult()
              : position;
    }
    waitFor(/*block=*/false);
  }
  gpu::BarrierOp::create(b, loc);
  fenceForAsyncReads(b, loc);
}

void SemaphoreInserter::fenceForAsyncReads(OpBuilder &b, Location loc) {
  if (asyncReads)
    NVVM::FenceProxyOp::create(b, loc, NVVM::ProxyKind::async_global,
                               NVVM::SharedSpaceAttr());
}

/// The first op of `block` (after `after`, when given) that uses one of
/// `values`, directly or in a region.
static Operation *firstUser(Block &block, ArrayRef<Value> values,
                            Operation *after = nullptr) {
  for (Operation &op : block) {
    if (after && (&op == after || op.isBeforeInBlock(after)))
      continue;
    bool touches = false;
    op.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        touches |= llvm::is_contained(values, operand);
    });
    if (touches)
      return &op;
  }
  return nullptr;
}

void SemaphoreInserter::insertLoopWaits(OpBuilder &b, Location loc, Value sems,
                                        std::array<Value, 3> tile,
                                        const SemaphoreMapping &mapping,
                                        TileDepAttr dependency,
                                        const LaunchShape &producerShape,
                                        const LoopWaitPlan &plan,
                                        ArrayRef<Value> dependent) {
  OpBuilder::InsertionGuard guard(b);
  AffineExpr last = plan.lastNeeded.getResult(0);
  // The window positions up to the last one needed at `v`, plus one,
  // clamped to [0, bound].
  auto endAt = [&](OpBuilder &b, Value v) -> Value {
    Value lastValue = expand(b, loc, last, {tile[0], tile[1], tile[2], v}, {});
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value bound = arith::ConstantIndexOp::create(b, loc, plan.bound);
    Value end = arith::AddIOp::create(b, loc, lastValue, one);
    end = arith::MaxSIOp::create(b, loc, end, zero);
    return arith::MinSIOp::create(b, loc, end, bound);
  };
  // Before the loop (at the caller's point): positions the reads before the
  // loop need.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value before =
      arith::ConstantIndexOp::create(b, loc, plan.lowerBound - plan.step);
  insertWaits(b, loc, sems, tile, mapping, dependency, producerShape, zero,
              endAt(b, before), plan.symbol);
  // In the loop, before the body's first read: the positions iteration v
  // needs beyond those of v - step.
  scf::ForOp loop = plan.loop;
  Block *body = loop.getBody();
  if (Operation *read = firstUser(*body, dependent))
    b.setInsertionPoint(read);
  else
    b.setInsertionPointToStart(body);
  Value v = loop.getInductionVar();
  Value step = arith::ConstantIndexOp::create(b, loc, plan.step);
  Value previous = arith::SubIOp::create(b, loc, v, step);
  insertWaits(b, loc, sems, tile, mapping, dependency, producerShape,
              endAt(b, previous), endAt(b, v), plan.symbol);
  // After the loop, when reads follow it: the rest.
  if (plan.waitAfterLoop) {
    b.setInsertionPointAfter(loop);
    Value lastV = arith::ConstantIndexOp::create(
        b, loc, plan.lowerBound + (plan.numIterations() - 1) * plan.step);
    Value bound = arith::ConstantIndexOp::create(b, loc, plan.bound);
    insertWaits(b, loc, sems, tile, mapping, dependency, producerShape,
                endAt(b, lastV), bound, plan.symbol);
  }
}

/// Checks that `pair`'s launches can run concurrently as the rewrite builds
/// them (one block, adjacent, compatible async tokens, distinct kernels with
/// one exit each) and records the kernels and asynchrony in `plan`.
bool SemaphoreInserter::checkLaunches(const SyncPair &pair, PairRewrite &plan) {
  gpu::LaunchFuncOp producer = pair.producer, consumer = pair.consumer;
  std::string why = launchPairRefusal(producer, consumer);
  if (!why.empty())
    return decline(pair, why);
  plan.async = static_cast<bool>(producer.getAsyncToken());
  plan.producerKernel = lookupKernel(producer);
  plan.consumerKernel = lookupKernel(consumer);
  return true;
}

/// Decides how `pair` is synchronized: its tile dependence and dependency
/// (declared or summarized), policy and semaphore mapping (checked), tile
/// orders and where the consumer waits.
bool SemaphoreInserter::planPair(const SyncPair &pair, PairRewrite &plan) {
  if (!checkLaunches(pair, plan))
    return false;
  gpu::LaunchFuncOp producer = pair.producer, consumer = pair.consumer;
  MLIRContext *ctx = module.getContext();
  std::string why;
  FailureOr<TileDependence> dep = inferTileDependence(producer, consumer, &why);
  if (failed(dep))
    return decline(pair, why);
  plan.dependence = *dep;
  TileDepAttr &dependency = plan.dependency;
  dependency = consumer->getAttrOfType<TileDepAttr>(kTileDepAttr);
  if (consumer->hasAttr(kTileDepAttr) && !dependency)
    return decline(pair, "kfusion.tile_dep is not a #kfusion.tile_dep");
  if (!dependency)
    dependency = summarizeTileDependence(ctx, *dep);
  else if (checks && failed(checkTileDepCovers(dependency, *dep, &why)))
    return decline(pair, "the declared kfusion.tile_dep does not cover the "
                         "accesses: " +
                             why);
  SyncPolicy &policy = plan.policy;
  if (auto name = consumer->getAttrOfType<StringAttr>(kSyncPolicyAttr)) {
    std::optional<SyncPolicy> parsed = parseSyncPolicy(name.getValue());
    if (!parsed)
      return decline(pair,
                     "unknown kfusion.sync_policy '" + name.getValue() + "'");
    policy = *parsed;
  } else {
    // The planner's first choice that applies.
    for (SyncPolicy p : {SyncPolicy::Row, SyncPolicy::Strided})
      if (succeeded(
              mapSyncPolicy(p, dependency, dep->producerShape.grid, nullptr))) {
        policy = p;
        break;
      }
  }
  FailureOr<SemaphoreMapping> mapping =
      mapSyncPolicy(policy, dependency, dep->producerShape.grid, &why);
  if (failed(mapping))
    return decline(pair, "policy " + stringifySyncPolicy(policy) + ": " + why);
  plan.mapping = *mapping;
  if (checks && failed(checkSemaphoreMapping(*mapping, dependency, *dep, &why)))
    return decline(pair, "policy " + stringifySyncPolicy(policy) +
                             " does not cover the dependency: " + why);
  for (auto [launch, order, kernel] :
       {std::make_tuple(producer, &plan.producerOrder, plan.producerKernel),
        std::make_tuple(consumer, &plan.consumerOrder, plan.consumerKernel)}) {
    auto attr = launch->getAttrOfType<DenseI64ArrayAttr>(kTileOrderAttr);
    if (!attr)
      continue;
    ArrayRef<int64_t> perm = attr.asArrayRef();
    if (failed(checkTileOrder(perm, &why)))
      return decline(pair, why);
    bool globalIds = false;
    kernel.walk([&](gpu::GlobalIdOp) { globalIds = true; });
    if (globalIds)
      return decline(pair, "a custom tile order needs the kernel to use "
                           "gpu.block_id, not gpu.global_id");
    const LaunchShape &shape =
        launch == producer ? dep->producerShape : dep->consumerShape;
    if (!isHardwareTileOrder(perm, shape.grid))
      order->assign(perm.begin(), perm.end());
  }
  if (auto attr = consumer->getAttrOfType<BoolAttr>(kSyncWaitKernelAttr))
    plan.waitKernel = attr.getValue();
  if (auto attr = consumer->getAttrOfType<StringAttr>(kSyncWaitAtAttr)) {
    if (!isSyncWaitAt(attr.getValue()))
      return decline(pair,
                     Twine(kSyncWaitAtAttr) + " must be " + kSyncWaitAtValues);
    plan.firstUse = attr.getValue() != "entry";
    if (attr.getValue() == "in-loop") {
      FailureOr<LoopWaitPlan> loopPlan =
          planLoopWaits(*dep, dependency, *mapping, &why);
      if (failed(loopPlan))
        return decline(pair, "waits in the loop: " + why);
      plan.loopPlan = *loopPlan;
      plan.loopPosition =
          std::distance(plan.consumerKernel.getBody().front().begin(),
                        loopPlan->loop->getIterator());
    }
  }
  return true;
}

/// Clones both kernels with the semaphore array as a last argument: the
/// producer's tiles post when they end, the consumer's wait where `plan`
/// says. Fails (after a remark) when a kernel takes no further argument.
bool SemaphoreInserter::rewriteKernels(const SyncPair &pair, PairRewrite &plan,
                                       gpu::GPUFuncOp &pc, gpu::GPUFuncOp &cc) {
  gpu::LaunchFuncOp producer = pair.producer, consumer = pair.consumer;
  MLIRContext *ctx = module.getContext();
  Type i32 = IntegerType::get(ctx, 32);
  MemRefType semType = getSemaphoreType(plan);
  std::string suffix = syncSuffix(pair);
  gpu::GPUFuncOp pk = plan.producerKernel, ck = plan.consumerKernel;
  pc = cloneWithSemaphores(pk, (pk.getName() + suffix).str(), semType);
  cc = cloneWithSemaphores(ck, (ck.getName() + suffix).str(), semType);
  if (cc && plan.loopPlan)
    plan.loopPlan->loop = cast<scf::ForOp>(
        *std::next(cc.getBody().front().begin(), *plan.loopPosition));
  if (!pc || !cc)
    return decline(pair, "cannot add the semaphore argument to a kernel");
  int64_t base = plan.mapping.numSemaphores;
  Location loc = producer.getLoc();
  {
    Value sems = pc.getArgument(pc.getFunctionType().getNumInputs() - 1);
    std::array<Value, 3> tile =
        remapTiles(pc, sems, base + kProducerCounterSlot, plan.producerOrder,
                   plan.dependence.producerShape);
    Block &entry = pc.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    if (plan.waitKernel) {
      Value started =
          arith::ConstantIndexOp::create(b, loc, base + kStartedSlot);
      Value one = arith::ConstantIntOp::create(b, loc, i32, 1);
      SemPostOp::create(b, loc, sems, started, one);
    }
    b.setInsertionPoint(singleReturn(pc));
    SmallVector<Value> ids(tile.begin(), tile.end());
    Value sem = expand(b, loc, plan.mapping.semaphore.getResult(0), ids, {});
    Value one = arith::ConstantIntOp::create(b, loc, i32, 1);
    SemPostOp::create(b, loc, sems, sem, one);
  }
  {
    Value sems = cc.getArgument(cc.getFunctionType().getNumInputs() - 1);
    std::array<Value, 3> tile =
        remapTiles(cc, sems, base + kConsumerCounterSlot, plan.consumerOrder,
                   plan.dependence.consumerShape);
    Block &entry = cc.getBody().front();
    // After the tile's coordinates; with R, before the first op that
    // touches a dependent buffer.
    Operation *after = nullptr;
    for (Value id : tile)
      if (Operation *def = id.getDefiningOp())
        if (def->getBlock() == &entry &&
            (!after || after->isBeforeInBlock(def)))
          after = def;
    OpBuilder b(ctx);
    if (after)
      b.setInsertionPointAfter(after);
    else
      b.setInsertionPointToStart(&entry);
    SmallVector<Value> dependent;
    for (auto [k, operand] : llvm::enumerate(consumer.getKernelOperands()))
      if (llvm::is_contained(plan.dependence.buffers, operand))
        dependent.push_back(cc.getArgument(k));
    // The tensor maps of dependent buffers are read where their TMA loads
    // are (kfusion.tensor_map_of names the buffer's argument).
    asyncReads = false;
    for (BlockArgument map : cc.getArguments()) {
      BlockArgument described = tma::describedArgument(cc, map);
      if (!described || !llvm::is_contained(dependent, described))
        continue;
      dependent.push_back(map);
      asyncReads |= llvm::any_of(map.getUsers(), [](Operation *user) {
        return isa<nvgpu::TmaAsyncLoadOp>(user);
      });
    }
    if (plan.firstUse)
      if (Operation *op = firstUser(entry, dependent, after))
        b.setInsertionPoint(op);
    if (plan.loopPlan)
      insertLoopWaits(b, loc, sems, tile, plan.mapping, plan.dependency,
                      plan.dependence.producerShape, *plan.loopPlan, dependent);
    else
      insertWaits(b, loc, sems, tile, plan.mapping, plan.dependency,
                  plan.dependence.producerShape);
  }
  return true;
}

/// Adds the wait-kernel beside `cc` (one thread waits until every producer
/// block has started) and launches it on `stream` before the consumer;
/// returns the launch's token.
Value SemaphoreInserter::launchWaitKernel(OpBuilder &b, const SyncPair &pair,
                                          const PairRewrite &plan,
                                          gpu::GPUFuncOp cc, Value sems,
                                          Value stream) {
  gpu::LaunchFuncOp producer = pair.producer;
  Location loc = producer.getLoc();
  Type i32 = b.getI32Type();
  Type tokenType = gpu::AsyncTokenType::get(b.getContext());
  MemRefType semType = getSemaphoreType(plan);
  gpu::GPUFuncOp ck = plan.consumerKernel;
  int64_t base = plan.mapping.numSemaphores;
  std::string suffix = syncSuffix(pair);
  OpBuilder kb(cc);
  kb.setInsertionPointAfter(cc);
  auto fnType = kb.getFunctionType({semType}, {});
  auto waiter = gpu::GPUFuncOp::create(
      kb, loc, (ck.getName() + suffix + "_wait").str(), fnType);
  waiter->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), kb.getUnitAttr());
  SymbolTable(cc->getParentOp()).insert(waiter);
  OpBuilder wb = OpBuilder::atBlockBegin(&waiter.getBody().front());
  Value slot = arith::ConstantIndexOp::create(wb, loc, base + kStartedSlot);
  Value all = arith::ConstantIntOp::create(
      wb, loc, i32, plan.dependence.producerShape.blocks());
  SemWaitOp::create(wb, loc, waiter.getArgument(0), slot, all);
  gpu::ReturnOp::create(wb, loc);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  gpu::KernelDim3 unit{one, one, one};
  return gpu::LaunchFuncOp::create(b, loc, waiter, unit, unit, Value(),
                                   ValueRange{sems}, tokenType,
                                   ValueRange{stream})
      .getAsyncToken();
}

/// Replaces the launches on the host: the semaphore array allocated and
/// zeroed, the producer and (on a stream of its own, behind the wait-kernel)
/// the consumer relaunched with it, the array freed when both end; the
/// original kernels erased when nothing else launches them.
void SemaphoreInserter::rewriteHost(const SyncPair &pair, const PairRewrite &plan,
                                    gpu::GPUFuncOp pc, gpu::GPUFuncOp cc) {
  gpu::LaunchFuncOp producer = pair.producer, consumer = pair.consumer;
  MLIRContext *ctx = module.getContext();
  OpBuilder b(producer);
  Type tokenType = gpu::AsyncTokenType::get(ctx);
  Type i32 = IntegerType::get(ctx, 32);
  MemRefType semType = getSemaphoreType(plan);
  Location loc = producer.getLoc();
  bool async = plan.async;
  Value start;
  if (async && !producer.getAsyncDependencies().empty())
    start = producer.getAsyncDependencies().front();
  else
    start =
        gpu::WaitOp::create(b, loc, tokenType, ValueRange()).getAsyncToken();
  auto alloc =
      gpu::AllocOp::create(b, loc, semType, tokenType, ValueRange{start},
                           ValueRange(), ValueRange(), /*hostShared=*/false);
  Value sems = alloc.getMemref();
  Value zero = arith::ConstantIntOp::create(b, loc, i32, 0);
  Value zeroed =
      gpu::MemsetOp::create(b, loc, tokenType,
                            ValueRange{alloc.getAsyncToken()}, sems, zero)
          .getAsyncToken();
  auto relaunch = [&](gpu::LaunchFuncOp launch, gpu::GPUFuncOp kernel,
                      Value token) {
    SmallVector<Value> operands(launch.getKernelOperands());
    operands.push_back(sems);
    // A GEMM of thread-block clusters (its blocks multicast into each
    // other) keeps its cluster size.
    std::optional<gpu::KernelDim3> cluster;
    if (launch.hasClusterSize())
      cluster = launch.getClusterSizeOperandValues();
    return gpu::LaunchFuncOp::create(
        b, launch.getLoc(), kernel, launch.getGridSizeOperandValues(),
        launch.getBlockSizeOperandValues(), launch.getDynamicSharedMemorySize(),
        operands, tokenType, ValueRange{token}, cluster);
  };
  gpu::LaunchFuncOp newProducer = relaunch(producer, pc, zeroed);
  // The consumer's stream: a fresh one (gpu-to-llvm lowers `gpu.wait async`
  // with dependencies to a new stream waiting on an event of each). It names
  // two tokens, the allocation's and the memset's, although the second
  // implies the first: the canonicalizer folds a `gpu.wait async` of one
  // token into that token, which would put the consumer on the producer's
  // stream, behind it (test/Conversion/KFusionToCubin/sync-streams.mlir).
  Value consumerStream =
      gpu::WaitOp::create(b, loc, tokenType,
                          ValueRange{alloc.getAsyncToken(), zeroed})
          .getAsyncToken();
  if (plan.waitKernel)
    consumerStream = launchWaitKernel(b, pair, plan, cc, sems, consumerStream);
  b.setInsertionPoint(consumer);
  gpu::LaunchFuncOp newConsumer = relaunch(consumer, cc, consumerStream);
  for (gpu::LaunchFuncOp launch : {newProducer, newConsumer}) {
    gpu::LaunchFuncOp old = launch == newProducer ? producer : consumer;
    for (NamedAttribute attr : old->getDiscardableAttrs())
      launch->setAttr(attr.getName(), attr.getValue());
    // A measured or modelled time was the kernel's without the semaphores:
    // the roofline projects the synchronized clone.
    launch->removeAttr(KFusionDialect::GemmMeasuredUsAttrHelper::getNameStr());
    launch->removeAttr(KFusionDialect::GemmModelledUsAttrHelper::getNameStr());
  }
  newConsumer->setAttr(kTileDepAttr, plan.dependency);
  newConsumer->setAttr(kSyncPolicyAttr,
                       StringAttr::get(ctx, stringifySyncPolicy(plan.policy)));
  Value tokens[] = {newProducer.getAsyncToken(), newConsumer.getAsyncToken()};
  if (async) {
    Value joined =
        gpu::WaitOp::create(b, loc, tokenType, tokens).getAsyncToken();
    Value freed =
        gpu::DeallocOp::create(b, loc, tokenType, ValueRange{joined}, sems)
            .getAsyncToken();
    producer.getAsyncToken().replaceUsesWithIf(freed, [&](OpOperand &use) {
      return use.getOwner() != consumer.getOperation();
    });
    consumer.getAsyncToken().replaceAllUsesWith(freed);
  } else {
    gpu::WaitOp::create(b, loc, Type(), tokens);
    gpu::DeallocOp::create(b, loc, Type(), ValueRange(), sems);
  }
  consumer.erase();
  producer.erase();
  // The originals, when nothing launches them any more.
  for (gpu::GPUFuncOp kernel : {plan.producerKernel, plan.consumerKernel}) {
    bool used = false;
    module.walk([&](gpu::LaunchFuncOp launch) {
      used |= launch.getKernelName() == kernel.getNameAttr() &&
              launch.getKernelModuleName() ==
                  kernel->getParentOfType<gpu::GPUModuleOp>().getNameAttr();
    });
    if (!used)
      kernel.erase();
  }
  newConsumer.emitRemark() << "kfusion-insert-semaphores: pair " << pair.id
                           << ": " << newProducer.getKernel() << " -> "
                           << newConsumer.getKernel() << ": policy "
                           << stringifySyncPolicy(plan.policy) << ", "
                           << plan.mapping.numSemaphores << " semaphores"
                           << (plan.waitKernel ? ", wait-kernel" : "")
                           << (plan.producerOrder.empty() &&
                                       plan.consumerOrder.empty()
                                   ? ""
                                   : ", tile order")
                           << (plan.loopPlan   ? ", waits in the loop"
                               : plan.firstUse ? ", waits at first use"
                                               : ", waits at entry");
}

bool SemaphoreInserter::rewrite(const SyncPair &pair) {
  PairRewrite plan;
  if (!planPair(pair, plan))
    return false;
  gpu::GPUFuncOp pc, cc;
  if (!rewriteKernels(pair, plan, pc, cc))
    return false;
  rewriteHost(pair, plan, pc, cc);
  return true;
}

LogicalResult mlir::kfusion::insertSemaphores(ModuleOp module, bool checks) {
  llvm::MapVector<int64_t, SmallVector<gpu::LaunchFuncOp>> groups;
  bool malformed = false;
  module.walk([&](gpu::LaunchFuncOp launch) {
    Attribute attr = launch->getAttr(kSyncPairAttr);
    if (!attr)
      return;
    auto id = dyn_cast<IntegerAttr>(attr);
    if (!id) {
      launch.emitError() << kSyncPairAttr << " must be an integer";
      malformed = true;
      return;
    }
    groups[id.getInt()].push_back(launch);
  });
  if (malformed)
    return failure();
  SemaphoreInserter inserter(module, checks);
  for (auto &[id, launches] : groups) {
    if (launches.size() != 2) {
      launches.front().emitError()
          << kSyncPairAttr << " " << id << " names " << launches.size()
          << " launches; a pair is two";
      return failure();
    }
    SyncPair pair{id, launches[0], launches[1]};
    if (pair.producer->getBlock() == pair.consumer->getBlock() &&
        pair.consumer->isBeforeInBlock(pair.producer))
      std::swap(pair.producer, pair.consumer);
    inserter.rewrite(pair);
  }
  return success();
}

namespace {
struct KFusionInsertSemaphoresPass final
    : kfusion::impl::KFusionInsertSemaphoresPassBase<
          KFusionInsertSemaphoresPass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(insertSemaphores(getOperation(), checks)))
      signalPassFailure();
  }
};
} // namespace
