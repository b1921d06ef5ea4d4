//===- TileDependence.cpp - Which producer tiles a consumer tile reads ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tile relation of fine-grained synchronization after cuSync (Jangda et
// al., "Fine-grained Synchronization of Dependent GPU Kernels", CGO'24): for
// a producer and a consumer launch of tiled kernels, which producer tiles
// (thread blocks) each consumer tile reads. cuSync takes the relation from
// the programmer; here it is computed from the kernels' IR:
//
//   1. access inference: each load and store of a buffer argument gets, per
//      memref dimension, its index as `coeff . block_id + [lo, hi]` at the
//      launch's shape (thread ids and loop variables bounded into the
//      interval): the box of the buffer the access touches in block
//      (x, y, z);
//   2. the relation: for each consumer tile, the producer tiles whose
//      written boxes meet one of its read boxes, by enumeration over the two
//      grids (at most 2^24 tile pairs; larger ones must be declared);
//   3. the summary: per producer dimension, an affine function of the
//      consumer tile plus a window of consecutive tiles (a symbol of a
//      #kfusion.tile_dep), checked by enumeration to cover the relation.
//
// The relation is exact for the boxes (a box over-approximates an access
// whose index is not affine in the block ids), so a declared dependency can
// be checked against it.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Sync/TileDependence.h"

#include "KFusion/Common/KernelIndex.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include "SyncSupport.h"

#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

using sync::kMin;
using sync::kMax;
/// Tile pairs inference enumerates at most.
static constexpr int64_t kMaxPairs = int64_t(1) << 24;

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

int64_t TileDependence::numPairs() const {
  int64_t pairs = 0;
  for (const std::vector<int64_t> &tiles : needs)
    pairs += tiles.size();
  return pairs;
}

//===----------------------------------------------------------------------===//
// Index ranges
//===----------------------------------------------------------------------===//

/// The range of `index` for tile accesses: its form bounded with every atom
/// but the block ids and `pinnedLoop`'s induction variable.
static TileIndexRange tileIndexRange(KernelIndexAnalysis &indices, Value index,
                                     Operation *pinnedLoop) {
  auto isPinned = [&](const IndexAtom &atom) {
    return pinnedLoop && atom.kind == IndexAtom::Kind::InductionVar &&
           cast<BlockArgument>(atom.inductionVar).getOwner()->getParentOp() ==
               pinnedLoop;
  };
  IndexForm form =
      indices.bound(indices.getForm(index), [&](const IndexAtom &atom) {
        return atom.kind == IndexAtom::Kind::BlockId || isPinned(atom);
      });
  TileIndexRange range;
  if (!form.known)
    return range;
  for (const auto &[atom, coefficient] : form.terms) {
    if (atom.kind == IndexAtom::Kind::BlockId)
      range.coeff[atom.dim] = coefficient;
    else if (isPinned(atom))
      range.ivCoeff = coefficient;
    else
      return TileIndexRange();
  }
  range.lo = form.lo;
  range.hi = form.hi;
  range.known = true;
  return range;
}

KernelTileAccesses mlir::kfusion::analyzeTileAccesses(
    gpu::GPUFuncOp kernel, const LaunchShape &shape,
    ArrayRef<std::optional<int64_t>> constants, Operation *pinnedLoop) {
  KernelTileAccesses result;
  Block &entry = kernel.getBody().front();
  result.arguments.resize(entry.getNumArguments());
  KernelIndexAnalysis forms(kernel, shape, constants);

  // The box `indices` (plus `extent` elements per trailing dimension) covers.
  auto box = [&](ValueRange indices, ArrayRef<int64_t> extent) {
    SmallVector<TileIndexRange> dims;
    for (Value index : indices)
      dims.push_back(tileIndexRange(forms, index, pinnedLoop));
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
    // TMA loads through a tensor map of it (kfusion.tensor_map_of): the box
    // at the coordinates (innermost first).
    for (BlockArgument map : entry.getArguments()) {
      auto mapType = dyn_cast<nvgpu::TensorMapDescriptorType>(map.getType());
      if (!mapType || tma::describedArgument(kernel, map) != arg)
        continue;
      for (Operation *user : map.getUsers()) {
        auto load = dyn_cast<nvgpu::TmaAsyncLoadOp>(user);
        if (!load)
          continue;
        TileAccess access;
        access.op = user;
        access.read = true;
        SmallVector<Value> indices(llvm::reverse(load.getCoordinates()));
        ArrayRef<int64_t> boxShape = mapType.getTensor().getShape();
        if (int64_t(indices.size()) == type.getRank() &&
            int64_t(boxShape.size()) == type.getRank())
          access.dims = box(indices, boxShape);
        else
          access.dims.resize(type.getRank());
        accesses.push_back(std::move(access));
      }
    }
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Inference
//===----------------------------------------------------------------------===//

/// The elements `access` covers in block `tile`, per memref dimension.
SmallVector<ElementInterval>
mlir::kfusion::boxAt(const TileAccess &access, MemRefType type,
                     const std::array<int64_t, 3> &tile) {
  SmallVector<ElementInterval> result;
  for (auto [m, r] : llvm::enumerate(access.dims)) {
    if (!r.known) {
      int64_t size = type.getDimSize(m);
      result.push_back(ShapedType::isDynamic(size)
                           ? ElementInterval{kMin, kMax}
                           : ElementInterval{0, size - 1});
      continue;
    }
    int64_t base =
        r.coeff[0] * tile[0] + r.coeff[1] * tile[1] + r.coeff[2] * tile[2];
    result.push_back({base + r.lo, base + r.hi});
  }
  return result;
}

bool mlir::kfusion::intersects(ArrayRef<ElementInterval> a,
                               ArrayRef<ElementInterval> b) {
  for (auto [x, y] : llvm::zip(a, b))
    if (x.hi < y.lo || y.hi < x.lo)
      return false;
  return true;
}

SmallVector<std::optional<int64_t>>
mlir::kfusion::constantOperands(gpu::LaunchFuncOp launch) {
  SmallVector<std::optional<int64_t>> result;
  for (Value operand : launch.getKernelOperands())
    result.push_back(getConstantIntValue(operand));
  return result;
}
namespace {

/// A pair of a producer write and a consumer read of one buffer.
struct BufferPair {
  unsigned producerArg, consumerArg;
  /// The two are reshapes of one buffer (not the same value): their boxes
  /// are compared as intervals of the buffer's linear element index.
  bool linear = false;
};

/// `buffer` through memref.collapse_shape / expand_shape (and casts) to the
/// value they reshape; null where another view (an offset, a stride) is in
/// the way.
Value reshapeRoot(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp, memref::CastOp>(
            def)) {
      buffer = def->getOperand(0);
      continue;
    }
    if (isa<ViewLikeOpInterface>(def))
      return Value();
    break;
  }
  return buffer;
}

/// Whether `a` and `b` are reshapes of one buffer with the same elements in
/// the same order: both static, row-major (identity layout) and of one
/// element type and count, so an element's linear index is the same in both.
bool reshapesOfOneBuffer(Value a, Value b) {
  Value ra = reshapeRoot(a), rb = reshapeRoot(b);
  auto ta = dyn_cast<MemRefType>(a.getType());
  auto tb = dyn_cast<MemRefType>(b.getType());
  return ra && ra == rb && ta && tb && ta.hasStaticShape() &&
         tb.hasStaticShape() && ta.getLayout().isIdentity() &&
         tb.getLayout().isIdentity() &&
         ta.getElementType() == tb.getElementType() &&
         ta.getNumElements() == tb.getNumElements();
}

/// `box` (per dimension of row-major `type`) as one interval of the linear
/// element index: from its first element to its last (a superset where the
/// box is not a run of whole trailing rows).
SmallVector<ElementInterval> linearBox(ArrayRef<ElementInterval> box,
                                       MemRefType type) {
  int64_t lo = 0, hi = 0, stride = 1;
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    int64_t size = type.getDimSize(d);
    lo += std::clamp<int64_t>(box[d].lo, 0, size - 1) * stride;
    hi += std::clamp<int64_t>(box[d].hi, 0, size - 1) * stride;
    stride *= size;
  }
  return {{lo, hi}};
}
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
                "constants within CUDA's limits");
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
      bool linear = pOps[i] != cOps[j];
      if (linear && !reshapesOfOneBuffer(pOps[i], cOps[j]))
        return fail("the producer writes " + describeValue(pOps[i]) +
                    " and the consumer reads " + describeValue(cOps[j]) +
                    ", which may be the same memory but are not the same "
                    "value nor reshapes of one buffer: their tiles cannot "
                    "be related");
      pairs.push_back({i, j, linear});
    }
  }
  if (pairs.empty())
    return fail("the consumer reads nothing the producer writes");
  for (BufferPair pair : pairs)
    if (!llvm::is_contained(dep.buffers, cOps[pair.consumerArg]))
      dep.buffers.push_back(cOps[pair.consumerArg]);

  // The written boxes of every producer tile, then each consumer tile's
  // reads against them.
  std::vector<SmallVector<SmallVector<ElementInterval>>> written(ps->blocks());
  std::vector<SmallVector<unsigned>> writtenPair(ps->blocks());
  for (int64_t p = 0; p < ps->blocks(); ++p) {
    std::array<int64_t, 3> tile = delinearizeTile(p, ps->grid);
    for (auto [k, pair] : llvm::enumerate(pairs)) {
      auto type = cast<MemRefType>(pOps[pair.producerArg].getType());
      for (const TileAccess &access : pa.arguments[pair.producerArg])
        if (access.write) {
          SmallVector<ElementInterval> box = boxAt(access, type, tile);
          written[p].push_back(pair.linear ? linearBox(box, type) : box);
          writtenPair[p].push_back(k);
        }
    }
  }
  dep.needs.resize(cs->blocks());
  for (int64_t c = 0; c < cs->blocks(); ++c) {
    std::array<int64_t, 3> tile = delinearizeTile(c, cs->grid);
    SmallVector<std::pair<unsigned, SmallVector<ElementInterval>>> readBoxes;
    for (auto [k, pair] : llvm::enumerate(pairs)) {
      auto type = cast<MemRefType>(cOps[pair.consumerArg].getType());
      for (const TileAccess &access : ca.arguments[pair.consumerArg])
        if (access.read) {
          SmallVector<ElementInterval> box = boxAt(access, type, tile);
          readBoxes.push_back(
              {unsigned(k), pair.linear ? linearBox(box, type) : box});
        }
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
