//===- TileDependence.cpp - Which producer tiles a consumer tile reads ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Sync/TileDependence.h"

#include "KFusion/Common/LaunchGraph.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

static constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
static constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
/// Tile pairs inference enumerates at most.
static constexpr int64_t kMaxPairs = int64_t(1) << 24;

static int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

int64_t mlir::kfusion::linearTile(ArrayRef<int64_t> tile,
                                  const std::array<int64_t, 3> &grid) {
  return tile[0] + grid[0] * (tile[1] + grid[1] * tile[2]);
}

std::array<int64_t, 3>
mlir::kfusion::delinearizeTile(int64_t linear,
                               const std::array<int64_t, 3> &grid) {
  return {linear % grid[0], (linear / grid[0]) % grid[1],
          linear / (grid[0] * grid[1])};
}

LogicalResult mlir::kfusion::checkTileOrder(ArrayRef<int64_t> order,
                                            std::string *why) {
  auto fail = [&](const Twine &msg) {
    if (why)
      *why = msg.str();
    return failure();
  };
  if (order.size() != 3 && order.size() != 4)
    return fail("kfusion.tile_order must be a permutation of [0, 1, 2], "
                "optionally followed by a band size");
  SmallVector<int64_t> sorted(order.begin(), order.begin() + 3);
  llvm::sort(sorted);
  if (sorted != SmallVector<int64_t>{0, 1, 2})
    return fail("kfusion.tile_order must be a permutation of [0, 1, 2]");
  if (order.size() == 4 && order[3] < 1)
    return fail("kfusion.tile_order's band size must be at least 1, not " +
                Twine(order[3]));
  return success();
}

std::array<int64_t, 3>
mlir::kfusion::tileAtPosition(int64_t position,
                              const std::array<int64_t, 3> &grid,
                              ArrayRef<int64_t> order) {
  std::array<int64_t, 3> t = {0, 0, 0};
  int64_t d0 = order[0], d1 = order[1], d2 = order[2];
  int64_t plane = grid[d0] * grid[d1];
  t[d2] = position / plane;
  int64_t rest = position % plane;
  int64_t band = order.size() == 4 ? std::min(order[3], grid[d0]) : grid[d0];
  int64_t first = rest / (band * grid[d1]) * band;
  int64_t within = rest % (band * grid[d1]);
  int64_t width = std::min(band, grid[d0] - first);
  t[d0] = first + within % width;
  t[d1] = within / width;
  return t;
}

bool mlir::kfusion::isHardwareTileOrder(ArrayRef<int64_t> order,
                                        const std::array<int64_t, 3> &grid) {
  if (order.empty())
    return true;
  for (int64_t i = 0, n = grid[0] * grid[1] * grid[2]; i < n; ++i)
    if (linearTile(tileAtPosition(i, grid, order), grid) != i)
      return false;
  return true;
}

std::optional<SmallVector<int64_t>>
mlir::kfusion::bandedProducerOrder(const TileDependence &dependence) {
  const std::array<int64_t, 3> &grid = dependence.producerShape.grid;
  if (grid[2] != 1 || dependence.needs.empty())
    return std::nullopt;
  // The extent of each consumer tile's needs along x and y; one for all.
  std::optional<std::array<int64_t, 2>> extent;
  for (const std::vector<int64_t> &tiles : dependence.needs) {
    if (tiles.empty())
      return std::nullopt;
    std::array<int64_t, 2> lo = {grid[0], grid[1]}, hi = {-1, -1};
    for (int64_t p : tiles) {
      std::array<int64_t, 3> t = delinearizeTile(p, grid);
      for (unsigned d = 0; d < 2; ++d) {
        lo[d] = std::min(lo[d], t[d]);
        hi[d] = std::max(hi[d], t[d]);
      }
    }
    std::array<int64_t, 2> e = {hi[0] - lo[0] + 1, hi[1] - lo[1] + 1};
    // A box: every tile between the extremes.
    if (int64_t(tiles.size()) != e[0] * e[1])
      return std::nullopt;
    if (extent && *extent != e)
      return std::nullopt;
    extent = e;
  }
  for (int64_t d : {1, 0}) {
    int64_t other = 1 - d;
    int64_t band = (*extent)[d];
    if (band > 1 && band < grid[d] && (*extent)[other] == grid[other])
      return SmallVector<int64_t>{d, other, 2, band};
  }
  return std::nullopt;
}

int64_t TileDependence::numPairs() const {
  int64_t pairs = 0;
  for (const std::vector<int64_t> &tiles : needs)
    pairs += tiles.size();
  return pairs;
}

//===----------------------------------------------------------------------===//
// Index ranges
//===----------------------------------------------------------------------===//

namespace {
/// Evaluates kernel index values as TileIndexRange.
class RangeEvaluator {
public:
  RangeEvaluator(gpu::GPUFuncOp kernel, const LaunchShape &shape,
                 ArrayRef<std::optional<int64_t>> constants,
                 Operation *pinned = nullptr)
      : kernel(kernel), shape(shape), constants(constants), pinned(pinned) {}

  TileIndexRange eval(Value value, unsigned depth = 0) {
    auto it = memo.find(value);
    if (it != memo.end())
      return it->second;
    TileIndexRange range =
        depth > 64 ? TileIndexRange() : compute(value, depth);
    memo[value] = range;
    return range;
  }

private:
  static TileIndexRange unknown() { return TileIndexRange(); }

  static TileIndexRange add(const TileIndexRange &a, const TileIndexRange &b,
                            int64_t sign) {
    if (!a.known || !b.known)
      return unknown();
    TileIndexRange r;
    r.known = true;
    for (unsigned d = 0; d < 3; ++d)
      r.coeff[d] = a.coeff[d] + sign * b.coeff[d];
    r.ivCoeff = a.ivCoeff + sign * b.ivCoeff;
    r.lo = sign > 0 ? a.lo + b.lo : a.lo - b.hi;
    r.hi = sign > 0 ? a.hi + b.hi : a.hi - b.lo;
    return r;
  }

  static TileIndexRange scale(const TileIndexRange &a, int64_t c) {
    if (!a.known)
      return unknown();
    TileIndexRange r;
    r.known = true;
    for (unsigned d = 0; d < 3; ++d)
      r.coeff[d] = a.coeff[d] * c;
    r.ivCoeff = a.ivCoeff * c;
    r.lo = c >= 0 ? a.lo * c : a.hi * c;
    r.hi = c >= 0 ? a.hi * c : a.lo * c;
    return r;
  }

  static std::optional<int64_t> asConstant(const TileIndexRange &a) {
    if (a.known && !a.dependsOnBlock() && a.ivCoeff == 0 && a.lo == a.hi)
      return a.lo;
    return std::nullopt;
  }

  /// The value is non-negative for every block (coefficients and rest; a
  /// pinned induction variable is never negative).
  static bool nonNegative(const TileIndexRange &a) {
    return a.known && a.lo >= 0 && a.coeff[0] >= 0 && a.coeff[1] >= 0 &&
           a.coeff[2] >= 0 && a.ivCoeff >= 0;
  }

  /// floor(a / c), c > 0, exact when the coefficients are multiples of c.
  static TileIndexRange divide(const TileIndexRange &a, int64_t c, bool floor) {
    if (!a.known || c <= 0)
      return unknown();
    if (!floor && !nonNegative(a))
      return unknown();
    TileIndexRange r;
    r.known = true;
    for (unsigned d = 0; d < 3; ++d) {
      if (a.coeff[d] % c != 0)
        return unknown();
      r.coeff[d] = a.coeff[d] / c;
    }
    if (a.ivCoeff % c != 0)
      return unknown();
    r.ivCoeff = a.ivCoeff / c;
    r.lo = floorDiv(a.lo, c);
    r.hi = floorDiv(a.hi, c);
    return r;
  }

  /// a mod c, c > 0 (floor semantics, or truncation of a non-negative a).
  static TileIndexRange remainder(const TileIndexRange &a, int64_t c,
                                  bool floor) {
    if (!a.known || c <= 0)
      return unknown();
    if (!floor && !nonNegative(a))
      return unknown();
    for (unsigned d = 0; d < 3; ++d)
      if (a.coeff[d] % c != 0)
        return unknown();
    if (a.ivCoeff % c != 0)
      return unknown();
    if (floorDiv(a.lo, c) == floorDiv(a.hi, c))
      return {{0, 0, 0},
              0,
              a.lo - c * floorDiv(a.lo, c),
              a.hi - c * floorDiv(a.hi, c),
              true};
    return {{0, 0, 0}, 0, 0, c - 1, true};
  }

  static TileIndexRange hull(const TileIndexRange &a, const TileIndexRange &b) {
    if (!a.known || !b.known || !a.sameTerms(b))
      return unknown();
    return {a.coeff, a.ivCoeff, std::min(a.lo, b.lo), std::max(a.hi, b.hi),
            true};
  }

  TileIndexRange evalAffine(AffineExpr expr, ValueRange dims,
                            ValueRange symbols, unsigned depth) {
    switch (expr.getKind()) {
    case AffineExprKind::Constant:
      return TileIndexRange::constant(
          cast<AffineConstantExpr>(expr).getValue());
    case AffineExprKind::DimId:
      return eval(dims[cast<AffineDimExpr>(expr).getPosition()], depth + 1);
    case AffineExprKind::SymbolId:
      return eval(symbols[cast<AffineSymbolExpr>(expr).getPosition()],
                  depth + 1);
    default:
      break;
    }
    auto binary = cast<AffineBinaryOpExpr>(expr);
    TileIndexRange lhs = evalAffine(binary.getLHS(), dims, symbols, depth);
    TileIndexRange rhs = evalAffine(binary.getRHS(), dims, symbols, depth);
    std::optional<int64_t> c = asConstant(rhs);
    switch (expr.getKind()) {
    case AffineExprKind::Add:
      return add(lhs, rhs, 1);
    case AffineExprKind::Mul:
      if (c)
        return scale(lhs, *c);
      if (std::optional<int64_t> cl = asConstant(lhs))
        return scale(rhs, *cl);
      return unknown();
    case AffineExprKind::FloorDiv:
      return c ? divide(lhs, *c, /*floor=*/true) : unknown();
    case AffineExprKind::CeilDiv:
      return c ? scale(divide(add(lhs, TileIndexRange::constant(*c - 1), 1), *c,
                              /*floor=*/true),
                       1)
               : unknown();
    case AffineExprKind::Mod:
      return c ? remainder(lhs, *c, /*floor=*/true) : unknown();
    default:
      return unknown();
    }
  }

  TileIndexRange compute(Value value, unsigned depth) {
    if (std::optional<int64_t> c = getConstantIntValue(value))
      return TileIndexRange::constant(*c);
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Block *owner = arg.getOwner();
      if (owner == &kernel.getBody().front()) {
        unsigned index = arg.getArgNumber();
        if (index < constants.size() && constants[index])
          return TileIndexRange::constant(*constants[index]);
        return unknown();
      }
      if (auto forOp = dyn_cast<scf::ForOp>(owner->getParentOp())) {
        if (arg != forOp.getInductionVar())
          return unknown();
        if (forOp.getOperation() == pinned) {
          TileIndexRange r = TileIndexRange::constant(0);
          r.ivCoeff = 1;
          return r;
        }
        TileIndexRange lb = eval(forOp.getLowerBound(), depth + 1);
        TileIndexRange ub = eval(forOp.getUpperBound(), depth + 1);
        if (!lb.known || !ub.known || !lb.sameTerms(ub))
          return unknown();
        return {lb.coeff, lb.ivCoeff, lb.lo, std::max(lb.lo, ub.hi - 1), true};
      }
      return unknown();
    }
    Operation *op = value.getDefiningOp();
    auto dimOf = [](gpu::Dimension d) { return static_cast<unsigned>(d); };
    if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
      return {{0, 0, 0}, 0, 0, shape.block[dimOf(id.getDimension())] - 1, true};
    if (auto id = dyn_cast<gpu::BlockIdOp>(op)) {
      TileIndexRange r = TileIndexRange::constant(0);
      r.coeff[dimOf(id.getDimension())] = 1;
      return r;
    }
    if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
      unsigned d = dimOf(id.getDimension());
      TileIndexRange r{{0, 0, 0}, 0, 0, shape.block[d] - 1, true};
      r.coeff[d] = shape.block[d];
      return r;
    }
    if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
      return TileIndexRange::constant(shape.block[dimOf(dim.getDimension())]);
    if (auto dim = dyn_cast<gpu::GridDimOp>(op))
      return TileIndexRange::constant(shape.grid[dimOf(dim.getDimension())]);
    if (isa<gpu::LaneIdOp>(op))
      return {{0, 0, 0}, 0, 0, 31, true};
    if (isa<gpu::SubgroupIdOp>(op))
      return {{0, 0, 0}, 0, 0, (shape.threads() + 31) / 32 - 1, true};
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(op))
      return eval(op->getOperand(0), depth + 1);
    if (isa<arith::AddIOp>(op))
      return add(eval(op->getOperand(0), depth + 1),
                 eval(op->getOperand(1), depth + 1), 1);
    if (isa<arith::SubIOp>(op))
      return add(eval(op->getOperand(0), depth + 1),
                 eval(op->getOperand(1), depth + 1), -1);
    if (isa<arith::MulIOp, arith::ShLIOp>(op)) {
      TileIndexRange a = eval(op->getOperand(0), depth + 1);
      TileIndexRange b = eval(op->getOperand(1), depth + 1);
      if (isa<arith::ShLIOp>(op)) {
        std::optional<int64_t> k = asConstant(b);
        return k && *k >= 0 && *k < 32 ? scale(a, int64_t(1) << *k) : unknown();
      }
      if (std::optional<int64_t> c = asConstant(b))
        return scale(a, *c);
      if (std::optional<int64_t> c = asConstant(a))
        return scale(b, *c);
      return unknown();
    }
    if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp, arith::ShRUIOp,
            arith::ShRSIOp>(op)) {
      TileIndexRange a = eval(op->getOperand(0), depth + 1);
      std::optional<int64_t> c = asConstant(eval(op->getOperand(1), depth + 1));
      if (!c)
        return unknown();
      if (isa<arith::ShRUIOp, arith::ShRSIOp>(op)) {
        if (*c < 0 || *c >= 32)
          return unknown();
        return divide(a, int64_t(1) << *c, isa<arith::ShRSIOp>(op));
      }
      return divide(a, *c, isa<arith::FloorDivSIOp>(op));
    }
    if (isa<arith::RemSIOp, arith::RemUIOp>(op)) {
      std::optional<int64_t> c = asConstant(eval(op->getOperand(1), depth + 1));
      return c ? remainder(eval(op->getOperand(0), depth + 1), *c, false)
               : unknown();
    }
    if (isa<arith::MinSIOp, arith::MaxSIOp, arith::MinUIOp, arith::MaxUIOp>(op))
      return hull(eval(op->getOperand(0), depth + 1),
                  eval(op->getOperand(1), depth + 1));
    if (auto select = dyn_cast<arith::SelectOp>(op))
      return hull(eval(select.getTrueValue(), depth + 1),
                  eval(select.getFalseValue(), depth + 1));
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
      AffineMap map = apply.getAffineMap();
      ValueRange operands = apply.getMapOperands();
      return evalAffine(map.getResult(0), operands.take_front(map.getNumDims()),
                        operands.drop_front(map.getNumDims()), depth);
    }
    return unknown();
  }

  gpu::GPUFuncOp kernel;
  const LaunchShape &shape;
  ArrayRef<std::optional<int64_t>> constants;
  Operation *pinned;
  llvm::DenseMap<Value, TileIndexRange> memo;
};
} // namespace

KernelTileAccesses mlir::kfusion::analyzeTileAccesses(
    gpu::GPUFuncOp kernel, const LaunchShape &shape,
    ArrayRef<std::optional<int64_t>> constants, Operation *pinnedLoop) {
  KernelTileAccesses result;
  Block &entry = kernel.getBody().front();
  result.arguments.resize(entry.getNumArguments());
  RangeEvaluator evaluator(kernel, shape, constants, pinnedLoop);

  // The box `indices` (plus `extent` elements per trailing dimension) covers.
  auto box = [&](ValueRange indices, ArrayRef<int64_t> extent) {
    SmallVector<TileIndexRange> dims;
    for (Value index : indices)
      dims.push_back(evaluator.eval(index));
    for (auto [k, size] : llvm::enumerate(llvm::reverse(extent))) {
      if (k >= dims.size())
        break;
      TileIndexRange &r = dims[dims.size() - 1 - k];
      if (r.known)
        r.hi += size - 1;
    }
    return dims;
  };

  for (BlockArgument arg : entry.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type)
      continue;
    SmallVector<TileAccess> &accesses = result.arguments[arg.getArgNumber()];
    for (OpOperand &use : arg.getUses()) {
      Operation *user = use.getOwner();
      TileAccess access;
      access.op = user;
      if (auto load = dyn_cast<memref::LoadOp>(user)) {
        access.read = true;
        access.dims = box(load.getIndices(), {});
      } else if (auto store = dyn_cast<memref::StoreOp>(user);
                 store && use.getOperandNumber() == 1) {
        access.write = true;
        access.dims = box(store.getIndices(), {});
      } else if (auto load = dyn_cast<vector::LoadOp>(user)) {
        access.read = true;
        access.dims = box(load.getIndices(), load.getVectorType().getShape());
      } else if (auto store = dyn_cast<vector::StoreOp>(user);
                 store && use.getOperandNumber() == 1) {
        access.write = true;
        access.dims = box(store.getIndices(), store.getVectorType().getShape());
      } else if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(user);
                 copy && use.get() == copy.getSrc()) {
        access.read = true;
        access.dims = box(copy.getSrcIndices(),
                          {int64_t(copy.getDstElements().getZExtValue())});
      } else if (auto atomic = dyn_cast<memref::AtomicRMWOp>(user)) {
        access.read = access.write = true;
        access.dims = box(atomic.getIndices(), {});
      } else {
        // A view, a call, anything else: the whole buffer, both ways.
        access.read = access.write = true;
        access.dims.resize(type.getRank());
      }
      accesses.push_back(std::move(access));
    }
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Inference
//===----------------------------------------------------------------------===//

namespace {
/// A closed interval of element indices.
struct Interval {
  int64_t lo, hi;
};

/// The elements `access` covers in block `tile`, per memref dimension.
SmallVector<Interval> boxAt(const TileAccess &access, MemRefType type,
                            const std::array<int64_t, 3> &tile) {
  SmallVector<Interval> result;
  for (auto [m, r] : llvm::enumerate(access.dims)) {
    if (!r.known) {
      int64_t size = type.getDimSize(m);
      result.push_back(ShapedType::isDynamic(size) ? Interval{kMin, kMax}
                                                   : Interval{0, size - 1});
      continue;
    }
    int64_t base =
        r.coeff[0] * tile[0] + r.coeff[1] * tile[1] + r.coeff[2] * tile[2];
    result.push_back({base + r.lo, base + r.hi});
  }
  return result;
}

bool intersects(ArrayRef<Interval> a, ArrayRef<Interval> b) {
  for (auto [x, y] : llvm::zip(a, b))
    if (x.hi < y.lo || y.hi < x.lo)
      return false;
  return true;
}

gpu::GPUFuncOp lookupKernel(gpu::LaunchFuncOp launch) {
  return dyn_cast_or_null<gpu::GPUFuncOp>(
      SymbolTable::lookupNearestSymbolFrom(launch, launch.getKernel()));
}

SmallVector<std::optional<int64_t>> constantOperands(gpu::LaunchFuncOp launch) {
  SmallVector<std::optional<int64_t>> result;
  for (Value operand : launch.getKernelOperands())
    result.push_back(getConstantIntValue(operand));
  return result;
}

/// A pair of a producer write and a consumer read of one buffer.
struct BufferPair {
  unsigned producerArg, consumerArg;
};
} // namespace

FailureOr<TileDependence> mlir::kfusion::inferTileDependence(
    gpu::LaunchFuncOp producer, gpu::LaunchFuncOp consumer, std::string *why) {
  auto fail = [&](const Twine &reason) -> FailureOr<TileDependence> {
    if (why)
      *why = reason.str();
    return failure();
  };
  TileDependence dep;
  dep.producer = producer;
  dep.consumer = consumer;
  std::optional<LaunchShape> ps = getConstantLaunchShape(producer);
  std::optional<LaunchShape> cs = getConstantLaunchShape(consumer);
  if (!ps || !cs)
    return fail("the grid and block sizes of both launches must be "
                "constants");
  dep.producerShape = *ps;
  dep.consumerShape = *cs;
  gpu::GPUFuncOp pk = lookupKernel(producer), ck = lookupKernel(consumer);
  if (!pk || !ck)
    return fail("a launched kernel is not a gpu.func of the module");
  // In floating point: the product of two grids may overflow int64.
  // In floating point, per dimension: a grid's own block count may overflow
  // int64 (grids of 2^31 x 2^31 x 127 blocks).
  auto blocks = [](const LaunchShape &shape) {
    return double(shape.grid[0]) * double(shape.grid[1]) *
           double(shape.grid[2]);
  };
  if (blocks(*ps) * blocks(*cs) > double(kMaxPairs))
    return fail(llvm::formatv("grids of {0} x {1} x {2} and {3} x {4} x {5} "
                              "blocks have too many tile pairs to enumerate; "
                              "declare the dependency with kfusion.tile_dep",
                              ps->grid[0], ps->grid[1], ps->grid[2],
                              cs->grid[0], cs->grid[1], cs->grid[2])
                    .str());
  SmallVector<std::optional<int64_t>> pc = constantOperands(producer);
  SmallVector<std::optional<int64_t>> cc = constantOperands(consumer);
  KernelTileAccesses pa = analyzeTileAccesses(pk, *ps, pc);
  KernelTileAccesses ca = analyzeTileAccesses(ck, *cs, cc);
  ValueRange pOps = producer.getKernelOperands();
  ValueRange cOps = consumer.getKernelOperands();

  auto reads = [](ArrayRef<TileAccess> accesses) {
    return llvm::any_of(accesses, [](const TileAccess &a) { return a.read; });
  };
  auto writes = [](ArrayRef<TileAccess> accesses) {
    return llvm::any_of(accesses, [](const TileAccess &a) { return a.write; });
  };

  SmallVector<BufferPair> pairs;
  for (unsigned j = 0; j < cOps.size() && j < ca.arguments.size(); ++j) {
    if (ca.arguments[j].empty())
      continue;
    for (unsigned i = 0; i < pOps.size() && i < pa.arguments.size(); ++i) {
      if (pa.arguments[i].empty() || !mayAlias(pOps[i], cOps[j]))
        continue;
      bool consumerWrites = writes(ca.arguments[j]);
      if (consumerWrites)
        return fail("the consumer writes " + describeValue(cOps[j]) +
                    ", which the producer " +
                    (writes(pa.arguments[i]) ? "writes" : "reads") +
                    ": the two cannot run concurrently");
      if (!writes(pa.arguments[i]) || !reads(ca.arguments[j]))
        continue;
      if (pOps[i] != cOps[j])
        return fail("the producer writes " + describeValue(pOps[i]) +
                    " and the consumer reads " + describeValue(cOps[j]) +
                    ", which may be the same memory but are not the same "
                    "value: their tiles cannot be related");
      pairs.push_back({i, j});
    }
  }
  if (pairs.empty())
    return fail("the consumer reads nothing the producer writes");
  for (BufferPair pair : pairs)
    if (!llvm::is_contained(dep.buffers, cOps[pair.consumerArg]))
      dep.buffers.push_back(cOps[pair.consumerArg]);

  // The written boxes of every producer tile, then each consumer tile's
  // reads against them.
  std::vector<SmallVector<SmallVector<Interval>>> written(ps->blocks());
  std::vector<SmallVector<unsigned>> writtenPair(ps->blocks());
  for (int64_t p = 0; p < ps->blocks(); ++p) {
    std::array<int64_t, 3> tile = delinearizeTile(p, ps->grid);
    for (auto [k, pair] : llvm::enumerate(pairs)) {
      auto type = cast<MemRefType>(pOps[pair.producerArg].getType());
      for (const TileAccess &access : pa.arguments[pair.producerArg])
        if (access.write) {
          written[p].push_back(boxAt(access, type, tile));
          writtenPair[p].push_back(k);
        }
    }
  }
  dep.needs.resize(cs->blocks());
  for (int64_t c = 0; c < cs->blocks(); ++c) {
    std::array<int64_t, 3> tile = delinearizeTile(c, cs->grid);
    SmallVector<std::pair<unsigned, SmallVector<Interval>>> readBoxes;
    for (auto [k, pair] : llvm::enumerate(pairs)) {
      auto type = cast<MemRefType>(cOps[pair.consumerArg].getType());
      for (const TileAccess &access : ca.arguments[pair.consumerArg])
        if (access.read)
          readBoxes.push_back({unsigned(k), boxAt(access, type, tile)});
    }
    for (int64_t p = 0; p < ps->blocks(); ++p) {
      bool needed = false;
      for (auto [w, box] : llvm::enumerate(written[p])) {
        for (auto &[k, readBox] : readBoxes)
          if (k == writtenPair[p][w] && intersects(box, readBox)) {
            needed = true;
            break;
          }
        if (needed)
          break;
      }
      if (needed)
        dep.needs[c].push_back(p);
    }
  }
  return dep;
}

//===----------------------------------------------------------------------===//
// Summary as #kfusion.tile_dep
//===----------------------------------------------------------------------===//

LogicalResult mlir::kfusion::checkTileDepCovers(TileDepAttr declared,
                                                const TileDependence &dep,
                                                std::string *why) {
  const std::array<int64_t, 3> &pg = dep.producerShape.grid;
  std::vector<char> named(dep.numProducerTiles(), 0);
  for (int64_t c = 0; c < dep.numConsumerTiles(); ++c) {
    std::array<int64_t, 3> tile = delinearizeTile(c, dep.consumerShape.grid);
    std::fill(named.begin(), named.end(), 0);
    declared.forEachProducerTile(
        tile, pg, [&](ArrayRef<int64_t> p) { named[linearTile(p, pg)] = 1; });
    for (int64_t p : dep.needs[c]) {
      if (named[p])
        continue;
      if (why) {
        std::array<int64_t, 3> pt = delinearizeTile(p, pg);
        llvm::raw_string_ostream os(*why);
        os << "consumer tile (" << tile[0] << ", " << tile[1] << ", " << tile[2]
           << ") reads producer tile (" << pt[0] << ", " << pt[1] << ", "
           << pt[2] << "), which the dependency does not name";
      }
      return failure();
    }
  }
  return success();
}

namespace {
/// The affine form of one producer dimension of the summary.
struct DimSummary {
  enum Kind { Zero, All, Window } kind = All;
  AffineExpr lower;
  int64_t length = 1;
};
} // namespace

/// For producer dimension `d`: from the first memref dimension the producer's
/// writes tile along `d` alone, the window of producer tiles the consumer's
/// reads of that dimension meet.
static DimSummary summarizeDim(MLIRContext *ctx, const TileDependence &dep,
                               const KernelTileAccesses &pa,
                               const KernelTileAccesses &ca,
                               ArrayRef<BufferPair> pairs, unsigned d) {
  DimSummary all;
  const LaunchShape &ps = dep.producerShape, &cs = dep.consumerShape;
  if (ps.grid[d] == 1)
    return {DimSummary::Zero, getAffineConstantExpr(0, ctx), 1};
  for (BufferPair pair : pairs) {
    ArrayRef<TileAccess> writes = pa.arguments[pair.producerArg];
    ArrayRef<TileAccess> reads = ca.arguments[pair.consumerArg];
    if (writes.empty())
      continue;
    unsigned rank = writes.front().dims.size();
    for (unsigned m = 0; m < rank; ++m) {
      // Writes: a * p_d + [wlo, whi], the same a everywhere.
      int64_t a = 0, wlo = kMax, whi = kMin;
      bool ok = true;
      for (const TileAccess &w : writes) {
        if (!w.write)
          continue;
        const TileIndexRange &r = w.dims[m];
        std::array<int64_t, 3> expect = {0, 0, 0};
        expect[d] = r.coeff[d];
        if (!r.known || r.coeff[d] <= 0 || r.coeff != expect ||
            (a != 0 && r.coeff[d] != a)) {
          ok = false;
          break;
        }
        a = r.coeff[d];
        wlo = std::min(wlo, r.lo);
        whi = std::max(whi, r.hi);
      }
      if (!ok || a == 0)
        continue;
      // Reads: c * b_k + [rlo, rhi], one consumer dimension k at most.
      int64_t c = 0, rlo = kMax, rhi = kMin;
      int k = -1;
      for (const TileAccess &r : reads) {
        if (!r.read)
          continue;
        const TileIndexRange &x = r.dims[m];
        if (!x.known)
          return all;
        int xk = -1;
        for (unsigned e = 0; e < 3; ++e)
          if (x.coeff[e] != 0) {
            if (xk >= 0)
              return all;
            xk = e;
          }
        if (xk >= 0) {
          if ((k >= 0 && k != xk) || (c != 0 && c != x.coeff[xk]))
            return all;
          k = xk;
          c = x.coeff[xk];
        }
        rlo = std::min(rlo, x.lo);
        rhi = std::max(rhi, x.hi);
      }
      if (rlo > rhi)
        return all;
      AffineExpr b =
          k >= 0 ? getAffineDimExpr(k, ctx) * c : getAffineConstantExpr(0, ctx);
      // ceil((c * b_k + rlo - whi) / a), exact in closed form when a
      // divides c.
      AffineExpr lower = c % a == 0
                             ? (k >= 0 ? getAffineDimExpr(k, ctx) * (c / a)
                                       : getAffineConstantExpr(0, ctx)) +
                                   ceilDiv(rlo - whi, a)
                             : (b + (rlo - whi)).ceilDiv(a);
      int64_t length = 1;
      int64_t extent = k >= 0 ? cs.grid[k] : 1;
      for (int64_t v = 0; v < extent; ++v) {
        int64_t lo = ceilDiv(c * v + rlo - whi, a);
        int64_t hi = floorDiv(c * v + rhi - wlo, a);
        length = std::max(length, hi - lo + 1);
      }
      if (length >= ps.grid[d])
        return all;
      return {DimSummary::Window, lower, length};
    }
  }
  return all;
}

TileDepAttr mlir::kfusion::summarizeTileDependence(MLIRContext *ctx,
                                                   const TileDependence &dep) {
  gpu::LaunchFuncOp producer = dep.producer, consumer = dep.consumer;
  gpu::GPUFuncOp pk = lookupKernel(producer), ck = lookupKernel(consumer);
  KernelTileAccesses pa =
      analyzeTileAccesses(pk, dep.producerShape, constantOperands(producer));
  KernelTileAccesses ca =
      analyzeTileAccesses(ck, dep.consumerShape, constantOperands(consumer));
  SmallVector<BufferPair> pairs;
  ValueRange pOps = producer.getKernelOperands();
  ValueRange cOps = consumer.getKernelOperands();
  for (unsigned j = 0; j < cOps.size(); ++j)
    for (unsigned i = 0; i < pOps.size(); ++i)
      if (pOps[i] == cOps[j] && llvm::is_contained(dep.buffers, cOps[j]) &&
          i < pa.arguments.size() && j < ca.arguments.size())
        pairs.push_back({i, j});

  auto build = [&](bool everything) {
    SmallVector<AffineExpr> results;
    SmallVector<int64_t> bounds;
    for (unsigned d = 0; d < 3; ++d) {
      DimSummary s = everything
                         ? (dep.producerShape.grid[d] == 1
                                ? DimSummary{DimSummary::Zero,
                                             getAffineConstantExpr(0, ctx), 1}
                                : DimSummary{})
                         : summarizeDim(ctx, dep, pa, ca, pairs, d);
      switch (s.kind) {
      case DimSummary::Zero:
        results.push_back(getAffineConstantExpr(0, ctx));
        break;
      case DimSummary::All:
        results.push_back(getAffineSymbolExpr(bounds.size(), ctx));
        bounds.push_back(dep.producerShape.grid[d]);
        break;
      case DimSummary::Window:
        if (s.length == 1) {
          results.push_back(s.lower);
        } else {
          results.push_back(s.lower + getAffineSymbolExpr(bounds.size(), ctx));
          bounds.push_back(s.length);
        }
        break;
      }
    }
    AffineMap map = AffineMap::get(3, bounds.size(), results, ctx);
    return TileDepAttr::get(ctx, simplifyAffineMap(map), bounds);
  };
  TileDepAttr summary = build(false);
  if (succeeded(checkTileDepCovers(summary, dep, nullptr)))
    return summary;
  return build(true);
}

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
  for (unsigned j : cArgs)
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
  int64_t n = plan.numIterations();

  KernelTileAccesses ca = analyzeTileAccesses(
      ck, dep.consumerShape, constantOperands(consumer), plan.loop);
  KernelTileAccesses pa =
      analyzeTileAccesses(pk, dep.producerShape, constantOperands(producer));
  enum class Where { Before, In, After };
  SmallVector<std::pair<const TileAccess *, Where>> reads;
  for (unsigned j : cArgs)
    for (const TileAccess &access : ca.arguments[j]) {
      if (!access.read)
        continue;
      Operation *top = entryAncestor(entry, access.op);
      Where where = top == plan.loop.getOperation()   ? Where::In
                    : top->isBeforeInBlock(plan.loop) ? Where::Before
                                                      : Where::After;
      reads.push_back({&access, where});
      plan.waitAfterLoop |= where == Where::After;
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
    if (where != Where::In)
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
  const std::array<int64_t, 3> &pg = dep.producerShape.grid;
  auto cType = cast<MemRefType>(buffer.getType());
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
        if (where == Where::After)
          continue;
        for (const TileAccess *w : writes) {
          SmallVector<Interval> wbox = boxAt(*w, cType, pt);
          if (where == Where::Before) {
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
  return plan;
}
