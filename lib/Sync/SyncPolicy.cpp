//===- SyncPolicy.cpp - cuSync's policies as semaphore mappings -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The semaphore mappings of cuSync's policies (Jangda et al., CGO'24):
// TileSync (one semaphore per producer tile), RowSync (one per row of
// tiles), StridedSync (one per residue of a strided window) and
// Conv2DTileSync (TileSync's semaphores for a convolution's halo window),
// derived from a #kfusion.tile_dep and checked by enumeration against the
// tile relation; and waits staged through the consumer's loop, checked the
// same way.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Sync/SyncPolicy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include "SyncSupport.h"

#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

using sync::kMin;
using sync::kMax;

//===----------------------------------------------------------------------===//
// Policies
//===----------------------------------------------------------------------===//

StringRef mlir::kfusion::stringifySyncPolicy(SyncPolicy policy) {
  switch (policy) {
  case SyncPolicy::Tile:
    return "tile";
  case SyncPolicy::Row:
    return "row";
  case SyncPolicy::Strided:
    return "strided";
  case SyncPolicy::Conv2D:
    return "conv2d";
  }
  return "?";
}

std::optional<SyncPolicy> mlir::kfusion::parseSyncPolicy(StringRef name) {
  return llvm::StringSwitch<std::optional<SyncPolicy>>(name)
      .Case("tile", SyncPolicy::Tile)
      .Case("row", SyncPolicy::Row)
      .Case("strided", SyncPolicy::Strided)
      .Case("conv2d", SyncPolicy::Conv2D)
      .Default(std::nullopt);
}

/// The symbols `expr` uses.
static llvm::SmallBitVector symbolsOf(AffineExpr expr, unsigned numSymbols) {
  llvm::SmallBitVector used(numSymbols);
  expr.walk([&](AffineExpr e) {
    if (auto s = dyn_cast<AffineSymbolExpr>(e))
      used.set(s.getPosition());
  });
  return used;
}

FailureOr<SemaphoreMapping>
mlir::kfusion::mapSyncPolicy(SyncPolicy policy, TileDepAttr dependency,
                             const std::array<int64_t, 3> &grid,
                             std::string *why) {
  auto fail = [&](const Twine &reason) -> FailureOr<SemaphoreMapping> {
    if (why)
      *why = reason.str();
    return failure();
  };
  MLIRContext *ctx = dependency.getContext();
  AffineMap dep = dependency.getMap();
  ArrayRef<int64_t> bounds = dependency.getBounds();
  unsigned numSymbols = dep.getNumSymbols();
  AffineExpr p[3] = {getAffineDimExpr(0, ctx), getAffineDimExpr(1, ctx),
                     getAffineDimExpr(2, ctx)};
  SemaphoreMapping m;
  m.policy = policy;
  auto allSymbolsBut = [&](const llvm::SmallBitVector &dropped) {
    SmallVector<unsigned> kept;
    for (unsigned k = 0; k < numSymbols; ++k)
      if (!dropped.test(k))
        kept.push_back(k);
    return kept;
  };
  switch (policy) {
  case SyncPolicy::Tile: {
    m.semaphore =
        AffineMap::get(3, 0, p[0] + grid[0] * (p[1] + grid[1] * p[2]));
    m.expected = AffineMap::get(3, 0, getAffineConstantExpr(1, ctx));
    m.numSemaphores = grid[0] * grid[1] * grid[2];
    m.waitSymbols = allSymbolsBut(llvm::SmallBitVector(numSymbols));
    return m;
  }
  case SyncPolicy::Row: {
    // Row dimensions: a result that is a symbol of its own ranging over the
    // whole producer grid in that dimension.
    llvm::SmallBitVector dropped(numSymbols);
    std::array<bool, 3> row = {false, false, false};
    for (unsigned d = 0; d < 3; ++d) {
      auto s = dyn_cast<AffineSymbolExpr>(dep.getResult(d));
      if (!s || bounds[s.getPosition()] < grid[d] || grid[d] == 1)
        continue;
      bool alone = true;
      for (unsigned e = 0; e < 3; ++e)
        if (e != d &&
            symbolsOf(dep.getResult(e), numSymbols).test(s.getPosition()))
          alone = false;
      if (!alone)
        continue;
      row[d] = true;
      dropped.set(s.getPosition());
    }
    if (!row[0] && !row[1] && !row[2])
      return fail("RowSync needs a dependency on whole rows of producer "
                  "tiles (a producer dimension whose every tile is needed), "
                  "and " +
                  Twine("this one has none"));
    AffineExpr sem = getAffineConstantExpr(0, ctx);
    int64_t stride = 1, count = 1;
    for (unsigned d = 0; d < 3; ++d) {
      if (row[d]) {
        count *= grid[d];
        continue;
      }
      sem = sem + p[d] * stride;
      stride *= grid[d];
    }
    m.semaphore = AffineMap::get(3, 0, sem);
    m.expected = AffineMap::get(3, 0, getAffineConstantExpr(count, ctx));
    m.numSemaphores = stride;
    m.waitSymbols = allSymbolsBut(dropped);
    return m;
  }
  case SyncPolicy::Strided: {
    for (unsigned d = 0; d < 3; ++d) {
      AffineExpr r = dep.getResult(d);
      llvm::SmallBitVector used = symbolsOf(r, numSymbols);
      for (unsigned k = 0; k < numSymbols; ++k) {
        if (!used.test(k))
          continue;
        bool alone = true;
        for (unsigned e = 0; e < 3; ++e)
          if (e != d && symbolsOf(dep.getResult(e), numSymbols).test(k))
            alone = false;
        if (!alone)
          continue;
        AffineExpr sk = getAffineSymbolExpr(k, ctx);
        AffineExpr base = r.replace(sk, getAffineConstantExpr(0, ctx));
        AffineExpr one = r.replace(sk, getAffineConstantExpr(1, ctx));
        AffineExpr diff = simplifyAffineExpr(one - base, 3, numSymbols);
        auto stride = dyn_cast<AffineConstantExpr>(diff);
        if (!stride || stride.getValue() <= 1 ||
            simplifyAffineExpr(base + sk * stride.getValue(), 3, numSymbols) !=
                simplifyAffineExpr(r, 3, numSymbols))
          continue;
        int64_t s = stride.getValue();
        // Producer tiles congruent modulo s along d share a semaphore.
        AffineExpr sem = getAffineConstantExpr(0, ctx);
        int64_t mult = 1;
        for (unsigned e = 0; e < 3; ++e) {
          sem = sem + (e == d ? p[e] % s : p[e]) * mult;
          mult *= e == d ? std::min(s, grid[e]) : grid[e];
        }
        m.semaphore = AffineMap::get(3, 0, sem);
        m.expected = AffineMap::get(3, 0, (grid[d] - p[d] % s).ceilDiv(s));
        m.numSemaphores = mult;
        llvm::SmallBitVector dropped(numSymbols);
        dropped.set(k);
        m.waitSymbols = allSymbolsBut(dropped);
        return m;
      }
    }
    return fail("StridedSync needs a strided window of producer tiles "
                "(a producer dimension `e + S * s` with S > 1), and this "
                "dependency has none");
  }
  case SyncPolicy::Conv2D: {
    // A convolution's dependency: along one producer dimension a window
    // `s + f(tile)` of two or more consecutive tiles of a symbol of its own
    // (the pixels the filter reaches beyond the tile: the halo), along every
    // other dimension of several tiles all of them (the input channels the
    // consumer reduces over). The semaphores are TileSync's.
    int halo = -1;
    std::string other;
    for (unsigned d = 0; d < 3; ++d) {
      if (grid[d] == 1)
        continue;
      AffineExpr r = dep.getResult(d);
      llvm::SmallBitVector used = symbolsOf(r, numSymbols);
      bool window = false, whole = false;
      if (used.count() == 1) {
        unsigned k = used.find_first();
        bool alone = true;
        for (unsigned e = 0; e < 3; ++e)
          if (e != d && symbolsOf(dep.getResult(e), numSymbols).test(k))
            alone = false;
        AffineExpr rest =
            simplifyAffineExpr(r - getAffineSymbolExpr(k, ctx), 3, numSymbols);
        if (alone && !rest.isFunctionOfSymbol(k)) {
          whole = isa<AffineConstantExpr>(rest) &&
                  cast<AffineConstantExpr>(rest).getValue() == 0 &&
                  bounds[k] >= grid[d];
          window = bounds[k] >= 2 && !whole;
        }
      }
      if (window && halo < 0) {
        halo = d;
        continue;
      }
      if (!whole && other.empty())
        other = "producer dimension " + std::to_string(d) + " is neither";
    }
    if (halo < 0 || !other.empty())
      return fail("Conv2DTileSync needs a convolution's dependency: a window "
                  "of two or more neighbouring producer tiles along one "
                  "dimension (the filter's halo) and every producer tile "
                  "along the others (the input channels), and in this one " +
                  Twine(halo < 0 ? "no dimension has such a window"
                                 : StringRef(other)));
    m.semaphore =
        AffineMap::get(3, 0, p[0] + grid[0] * (p[1] + grid[1] * p[2]));
    m.expected = AffineMap::get(3, 0, getAffineConstantExpr(1, ctx));
    m.numSemaphores = grid[0] * grid[1] * grid[2];
    m.waitSymbols = allSymbolsBut(llvm::SmallBitVector(numSymbols));
    return m;
  }
  }
  return fail("unknown policy");
}

void mlir::kfusion::forEachWaitTuple(
    const SemaphoreMapping &mapping, TileDepAttr dependency,
    function_ref<void(ArrayRef<int64_t>)> visit, std::optional<unsigned> fixed,
    int64_t value) {
  ArrayRef<int64_t> bounds = dependency.getBounds();
  SmallVector<int64_t> symbols(dependency.getMap().getNumSymbols(), 0);
  if (fixed)
    symbols[*fixed] = value;
  while (true) {
    visit(symbols);
    // Next tuple of the wait symbols (the first fastest); others stay put.
    bool done = true;
    for (unsigned k : mapping.waitSymbols) {
      if (fixed && k == *fixed)
        continue;
      if (++symbols[k] < bounds[k]) {
        done = false;
        break;
      }
      symbols[k] = 0;
    }
    if (done)
      return;
  }
}

SmallVector<std::pair<int64_t, int64_t>>
mlir::kfusion::waitedSemaphores(const SemaphoreMapping &mapping,
                                TileDepAttr dependency, ArrayRef<int64_t> tile,
                                const std::array<int64_t, 3> &grid) {
  SmallVector<std::pair<int64_t, int64_t>> waits;
  AffineMap map = dependency.getMap();
  forEachWaitTuple(mapping, dependency, [&](ArrayRef<int64_t> symbols) {
    SmallVector<int64_t> p = evaluateAffineMap(map, tile, symbols);
    bool inside = true;
    for (unsigned d = 0; d < 3; ++d)
      inside &= p[d] >= 0 && p[d] < grid[d];
    if (inside)
      waits.push_back({evaluateAffineMap(mapping.semaphore, p)[0],
                       evaluateAffineMap(mapping.expected, p)[0]});
  });
  return waits;
}

LogicalResult mlir::kfusion::checkSemaphoreMapping(
    const SemaphoreMapping &mapping, TileDepAttr dependency,
    const TileDependence &dep, std::string *why) {
  const std::array<int64_t, 3> &pg = dep.producerShape.grid;
  // Posts per semaphore.
  std::vector<int64_t> posts(mapping.numSemaphores, 0);
  for (int64_t p = 0; p < dep.numProducerTiles(); ++p) {
    std::array<int64_t, 3> t = delinearizeTile(p, pg);
    int64_t s = evaluateAffineMap(mapping.semaphore, t)[0];
    if (s < 0 || s >= mapping.numSemaphores) {
      if (why)
        *why = "semaphore index " + std::to_string(s) + " out of range";
      return failure();
    }
    ++posts[s];
  }
  std::vector<char> waited(mapping.numSemaphores, 0);
  for (int64_t c = 0; c < dep.numConsumerTiles(); ++c) {
    std::array<int64_t, 3> tile = delinearizeTile(c, dep.consumerShape.grid);
    std::fill(waited.begin(), waited.end(), 0);
    for (auto [s, expected] : waitedSemaphores(mapping, dependency, tile, pg)) {
      if (s < 0 || s >= mapping.numSemaphores || expected != posts[s]) {
        if (why)
          *why = "consumer tile (" + std::to_string(tile[0]) + ", " +
                 std::to_string(tile[1]) + ", " + std::to_string(tile[2]) +
                 ") waits for semaphore " + std::to_string(s) + " to reach " +
                 std::to_string(expected) + ", but " +
                 (s < 0 || s >= mapping.numSemaphores
                      ? std::string("there is no such semaphore")
                      : std::to_string(posts[s]) + " tiles post to it");
        return failure();
      }
      waited[s] = 1;
    }
    for (int64_t p : dep.needs[c]) {
      std::array<int64_t, 3> t = delinearizeTile(p, pg);
      int64_t s = evaluateAffineMap(mapping.semaphore, t)[0];
      if (waited[s])
        continue;
      if (why)
        *why = "consumer tile (" + std::to_string(tile[0]) + ", " +
               std::to_string(tile[1]) + ", " + std::to_string(tile[2]) +
               ") reads producer tile (" + std::to_string(t[0]) + ", " +
               std::to_string(t[1]) + ", " + std::to_string(t[2]) +
               ") but does not wait for its semaphore " + std::to_string(s);
      return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Waits staged through the consumer's loop
//===----------------------------------------------------------------------===//

int64_t LoopWaitPlan::offsetAt(ArrayRef<int64_t> tile) const {
  return evaluateAffineMap(offset, tile)[0];
}

int64_t LoopWaitPlan::baseAt(ArrayRef<int64_t> tile) const {
  return tileCoeff[0] * tile[0] + tileCoeff[1] * tile[1] +
         tileCoeff[2] * tile[2] + constant;
}

int64_t LoopWaitPlan::lastNeededAt(ArrayRef<int64_t> tile, int64_t v) const {
  return floorDiv(baseAt(tile) + ivStride * v, tileSize) - offsetAt(tile);
}

double LoopWaitPlan::shareBefore(ArrayRef<int64_t> tile, int64_t tileOffset,
                                 int64_t value) const {
  // The least v with floor((base + ivStride * v) / tileSize) - offset >= value.
  int64_t v = ceilDiv(tileSize * (value + tileOffset) - baseAt(tile), ivStride);
  if (v <= lowerBound - step)
    return 0;
  int64_t n = numIterations();
  int64_t j = std::min(n, std::max<int64_t>(0, ceilDiv(v - lowerBound, step)));
  return double(j) / double(std::max<int64_t>(1, n));
}

namespace {
/// Where a read of the dependent buffer is, relative to the consumer's loop.
enum class ReadPlace { Before, In, After };

/// The op of `entry` that holds `op` (`op` itself when it is in `entry`).
Operation *entryAncestor(Block &entry, Operation *op) {
  while (op && op->getBlock() != &entry)
    op = op->getParentOp();
  return op;
}

/// The iterations j in [0, n) where the interval `a * j + [lo, hi]` meets
/// `[wlo, whi]`, as [first, last] (first > last when none).
std::pair<int64_t, int64_t> meetingIterations(int64_t a, int64_t lo, int64_t hi,
                                              int64_t wlo, int64_t whi,
                                              int64_t n) {
  // a * j in [wlo - hi, whi - lo].
  int64_t lower = wlo - hi, upper = whi - lo;
  int64_t first = 0, last = n - 1;
  if (a == 0) {
    if (lower > 0 || upper < 0)
      return {1, 0};
  } else if (a > 0) {
    first = std::max(first, ceilDiv(lower, a));
    last = std::min(last, floorDiv(upper, a));
  } else {
    first = std::max(first, ceilDiv(upper, a));
    last = std::min(last, floorDiv(lower, a));
  }
  return {first, last};
}
} // namespace

/// Sets `plan`'s loop to the one scf.for of `entry` that holds the uses of
/// the consumer's arguments `args` (the dependent buffer), with its constant
/// bounds and step. Failure says why there is none.
static LogicalResult findWaitLoop(Block &entry, ArrayRef<unsigned> args,
                                  LoopWaitPlan &plan, std::string &reason) {
  auto fail = [&](const Twine &text) {
    reason = text.str();
    return failure();
  };
  for (unsigned j : args)
    for (Operation *user : entry.getArgument(j).getUsers()) {
      Operation *top = entryAncestor(entry, user);
      auto loop = dyn_cast_or_null<scf::ForOp>(top);
      if (!loop || loop == user)
        continue;
      if (plan.loop && plan.loop != loop)
        return fail("the buffer is read in more than one loop of the "
                    "consumer");
      plan.loop = loop;
    }
  if (!plan.loop)
    return fail("no loop of the consumer's entry block reads the buffer");
  std::optional<int64_t> lb = getConstantIntValue(plan.loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(plan.loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(plan.loop.getStep());
  if (!lb || !ub || !step || *step <= 0 || *lb < 0 || *ub <= *lb)
    return fail("the loop's bounds and step are not constants (with a "
                "non-negative lower bound and at least one iteration)");
  plan.lowerBound = *lb;
  plan.upperBound = *ub;
  plan.step = *step;
  return success();
}

/// Checks by enumeration that under `plan` every consumer tile waits for
/// each producer tile it needs before its first read of it: before the loop
/// for `reads` before it, in the iteration that first reads it for reads in
/// it (`writes` are the producer's, advancing along producer dimension `q`;
/// `cType` is the buffer's type). Failure says which tile pair is not.
static LogicalResult
checkLoopWaits(const TileDependence &dep, TileDepAttr dependency,
               const SemaphoreMapping &mapping, const LoopWaitPlan &plan,
               ArrayRef<std::pair<const TileAccess *, ReadPlace>> reads,
               ArrayRef<const TileAccess *> writes, int q, MemRefType cType,
               std::string &reason) {
  auto fail = [&](const Twine &text) {
    reason = text.str();
    return failure();
  };
  AffineMap map = dependency.getMap();
  int64_t n = plan.numIterations();
  const std::array<int64_t, 3> &pg = dep.producerShape.grid;
  for (int64_t c = 0; c < dep.numConsumerTiles(); ++c) {
    std::array<int64_t, 3> t = delinearizeTile(c, dep.consumerShape.grid);
    int64_t shift = plan.offsetAt(t);
    int64_t waitedBefore = plan.lastNeededAt(t, plan.lowerBound - plan.step);
    for (int64_t p : dep.needs[c]) {
      std::array<int64_t, 3> pt = delinearizeTile(p, pg);
      int64_t s = pt[q] - shift;
      auto describe = [&]() {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "consumer tile (" << t[0] << ", " << t[1] << ", " << t[2]
           << ") reads producer tile (" << pt[0] << ", " << pt[1] << ", "
           << pt[2] << ")";
        return text;
      };
      bool named = false;
      if (s >= 0 && s < plan.bound)
        forEachWaitTuple(
            mapping, dependency,
            [&](ArrayRef<int64_t> symbols) {
              named |= evaluateAffineMap(map, t, symbols) ==
                       SmallVector<int64_t>(pt.begin(), pt.end());
            },
            plan.symbol, s);
      if (!named)
        return fail(describe() + ", which the dependency's window does not "
                                 "name");
      bool before = false;
      int64_t firstIteration = n;
      for (auto [access, where] : reads) {
        if (where == ReadPlace::After)
          continue;
        for (const TileAccess *w : writes) {
          SmallVector<ElementInterval> wbox = boxAt(*w, cType, pt);
          if (where == ReadPlace::Before) {
            before |= intersects(boxAt(*access, cType, t), wbox);
            continue;
          }
          // Per dimension, the iterations whose box meets the written box.
          int64_t first = 0, lastIt = n - 1;
          for (auto [d, r] : llvm::enumerate(access->dims)) {
            if (!r.known)
              continue;
            int64_t base = r.coeff[0] * t[0] + r.coeff[1] * t[1] +
                           r.coeff[2] * t[2] + r.ivCoeff * plan.lowerBound;
            auto [f, l] =
                meetingIterations(r.ivCoeff * plan.step, base + r.lo,
                                  base + r.hi, wbox[d].lo, wbox[d].hi, n);
            first = std::max(first, f);
            lastIt = std::min(lastIt, l);
          }
          if (first <= lastIt)
            firstIteration = std::min(firstIteration, first);
        }
      }
      if (before) {
        if (s > waitedBefore)
          return fail(describe() +
                      " before the loop, but the waits before "
                      "the loop stop at window position " +
                      Twine(waitedBefore));
      } else if (firstIteration < n) {
        int64_t waited =
            plan.lastNeededAt(t, plan.lowerBound + firstIteration * plan.step);
        if (s > waited)
          return fail(describe() + " in iteration " + Twine(firstIteration) +
                      ", but the waits up to it stop at window position " +
                      Twine(waited));
      }
    }
  }
  return success();
}

FailureOr<LoopWaitPlan>
mlir::kfusion::planLoopWaits(const TileDependence &dep, TileDepAttr dependency,
                             const SemaphoreMapping &mapping,
                             std::string *why) {
  auto fail = [&](const Twine &reason) -> FailureOr<LoopWaitPlan> {
    if (why)
      *why = reason.str();
    return failure();
  };
  if (mapping.policy != SyncPolicy::Tile &&
      mapping.policy != SyncPolicy::Conv2D)
    return fail("waits in the loop need TileSync or Conv2DTileSync (one "
                "semaphore per producer tile), not " +
                stringifySyncPolicy(mapping.policy));
  AffineMap map = dependency.getMap();
  MLIRContext *ctx = map.getContext();
  unsigned numSymbols = map.getNumSymbols();
  if (numSymbols == 0)
    return fail("waits in the loop need a dependency on a window of "
                "producer tiles (a symbol), not 0 symbols");
  if (dep.buffers.size() != 1)
    return fail("waits in the loop need one dependent buffer, not " +
                Twine(dep.buffers.size()));
  Value buffer = dep.buffers.front();
  gpu::LaunchFuncOp producer = dep.producer, consumer = dep.consumer;
  gpu::GPUFuncOp pk = lookupKernel(producer);
  gpu::GPUFuncOp ck = lookupKernel(consumer);
  if (!pk || !ck)
    return fail("a launched kernel is not a gpu.func of the module");
  ValueRange pOps = producer.getKernelOperands();
  ValueRange cOps = consumer.getKernelOperands();
  Block &entry = ck.getBody().front();

  // The loop: the one op of the entry block that is an scf.for holding reads
  // of the buffer.
  LoopWaitPlan plan;
  SmallVector<unsigned> cArgs, pArgs;
  for (unsigned j = 0; j < cOps.size() && j < entry.getNumArguments(); ++j)
    if (cOps[j] == buffer)
      cArgs.push_back(j);
  for (unsigned i = 0; i < pOps.size(); ++i)
    if (pOps[i] == buffer)
      pArgs.push_back(i);
  std::string reason;
  if (failed(findWaitLoop(entry, cArgs, plan, reason)))
    return fail(reason);

  KernelTileAccesses ca = analyzeTileAccesses(
      ck, dep.consumerShape, constantOperands(consumer), plan.loop);
  KernelTileAccesses pa =
      analyzeTileAccesses(pk, dep.producerShape, constantOperands(producer));
  SmallVector<std::pair<const TileAccess *, ReadPlace>> reads;
  for (unsigned j : cArgs)
    for (const TileAccess &access : ca.arguments[j]) {
      if (!access.read)
        continue;
      Operation *top = entryAncestor(entry, access.op);
      ReadPlace where = top == plan.loop.getOperation()   ? ReadPlace::In
                        : top->isBeforeInBlock(plan.loop) ? ReadPlace::Before
                                                          : ReadPlace::After;
      reads.push_back({&access, where});
      plan.waitAfterLoop |= where == ReadPlace::After;
    }
  SmallVector<const TileAccess *> writes;
  for (unsigned i : pArgs)
    for (const TileAccess &access : pa.arguments[i])
      if (access.write)
        writes.push_back(&access);
  if (writes.empty())
    return fail("the producer's writes of the buffer are not known");

  // The reads in the loop advance along one buffer dimension m:
  // coeff . tile + alpha * v + [lo, hi].
  int m = -1;
  int64_t alpha = 0, top = kMin;
  std::array<int64_t, 3> coeff = {0, 0, 0};
  for (auto [access, where] : reads) {
    if (where != ReadPlace::In)
      continue;
    int am = -1;
    for (auto [d, r] : llvm::enumerate(access->dims)) {
      if (!r.known)
        return fail("a read of the buffer in the loop has an index that is "
                    "not affine in the block ids and the induction variable");
      if (r.ivCoeff != 0) {
        if (am >= 0)
          return fail("a read in the loop advances along more than one "
                      "dimension of the buffer");
        am = d;
      }
    }
    if (am < 0)
      return fail("a read of the buffer in the loop does not advance with "
                  "the induction variable");
    const TileIndexRange &r = access->dims[am];
    if ((m >= 0 && (am != m || r.ivCoeff != alpha || r.coeff != coeff)) ||
        r.ivCoeff < 0)
      return fail("the reads in the loop advance differently (dimension, "
                  "stride or tile offset)");
    m = am;
    alpha = r.ivCoeff;
    coeff = r.coeff;
    top = std::max(top, r.hi);
  }
  if (m < 0)
    return fail("no read of the buffer in the loop is known (an access "
                "that is not a load)");
  // The producer's tiles advance along dimension m with one producer
  // dimension q: tile p_q starts at T * p_q + plo (the check below proves the
  // waits).
  int q = -1;
  int64_t tileSize = 0, plo = kMax;
  for (const TileAccess *w : writes) {
    const TileIndexRange &r = w->dims[m];
    int wq = -1;
    for (unsigned d = 0; d < 3; ++d)
      if (r.known && r.coeff[d] != 0)
        wq = wq < 0 ? int(d) : 3;
    if (!r.known || wq < 0 || wq == 3 || (q >= 0 && wq != q) ||
        r.coeff[wq] <= 0 || (tileSize != 0 && r.coeff[wq] != tileSize))
      return fail("the producer's tiles do not advance along dimension " +
                  Twine(m) +
                  " of the buffer with one producer dimension "
                  "alone");
    q = wq;
    tileSize = r.coeff[q];
    plo = std::min(plo, r.lo);
  }
  // The dependency's window along q: p_q = s_k + offset(tile), s_k a symbol
  // of that result alone; the other symbols are waited for in full at each
  // stage.
  AffineExpr result = map.getResult(q);
  llvm::SmallBitVector used = symbolsOf(result, numSymbols);
  if (used.none())
    return fail("the dependency names one producer tile along producer "
                "dimension " +
                Twine(q) +
                ", which the loop advances "
                "through: nothing to stage");
  unsigned k = used.find_first();
  AffineExpr offset = simplifyAffineExpr(result - getAffineSymbolExpr(k, ctx),
                                         map.getNumDims(), numSymbols);
  if (used.count() != 1 || offset.isFunctionOfSymbol(k))
    return fail("the dependency's window is not consecutive producer tiles "
                "(s" +
                Twine(k) + " + f(tile))");
  for (unsigned e = 0; e < 3; ++e)
    if (e != unsigned(q) && symbolsOf(map.getResult(e), numSymbols).test(k))
      return fail("the dependency's window spans more than one producer "
                  "dimension");
  if (!llvm::is_contained(mapping.waitSymbols, k))
    return fail("the policy does not wait over the window's symbol");
  plan.symbol = k;
  plan.bound = dependency.getBounds()[k];

  // lastNeeded(t, v) = floor((coeff . t + alpha * v + top - plo) / T)
  //                    - offset(t).
  AffineExpr index =
      getAffineConstantExpr(top - plo, ctx) + getAffineDimExpr(3, ctx) * alpha;
  for (unsigned d = 0; d < 3; ++d)
    index = index + getAffineDimExpr(d, ctx) * coeff[d];
  AffineExpr last = index.floorDiv(tileSize) - offset;
  plan.lastNeeded = AffineMap::get(4, 0, simplifyAffineExpr(last, 4, 0));
  plan.tileCoeff = coeff;
  plan.ivStride = alpha;
  plan.constant = top - plo;
  plan.tileSize = tileSize;
  plan.offset = AffineMap::get(3, 0, offset);

  // The check: every producer tile a consumer tile needs is waited for
  // before its first read.
  if (failed(checkLoopWaits(dep, dependency, mapping, plan, reads, writes, q,
                            cast<MemRefType>(buffer.getType()), reason)))
    return fail(reason);
  return plan;
}
