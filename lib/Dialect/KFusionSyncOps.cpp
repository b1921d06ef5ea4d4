//===- KFusionSyncOps.cpp - Semaphores between tiles ----------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Verifiers of the fine-grained synchronization vocabulary: the
// #kfusion.tile_dep attribute, the block-collective ops kfusion.sem_wait,
// kfusion.sem_post and kfusion.next_tile, and the thread-level
// kfusion.sem_poll.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;

bool mlir::kfusion::isBlockLocalMemRef(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return false;
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(memref.getMemorySpace());
  return space && space.getValue() != gpu::AddressSpace::Global;
}

static int64_t evaluate(AffineExpr expr, ArrayRef<int64_t> dims,
                        ArrayRef<int64_t> symbols) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(expr).getValue();
  case AffineExprKind::DimId:
    return dims[cast<AffineDimExpr>(expr).getPosition()];
  case AffineExprKind::SymbolId:
    return symbols[cast<AffineSymbolExpr>(expr).getPosition()];
  default:
    break;
  }
  auto binary = cast<AffineBinaryOpExpr>(expr);
  int64_t a = evaluate(binary.getLHS(), dims, symbols);
  int64_t b = evaluate(binary.getRHS(), dims, symbols);
  auto floorDiv = [](int64_t x, int64_t y) {
    int64_t q = x / y;
    return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
  };
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return a + b;
  case AffineExprKind::Mul:
    return a * b;
  case AffineExprKind::FloorDiv:
    return floorDiv(a, b);
  case AffineExprKind::CeilDiv:
    return -floorDiv(-a, b);
  case AffineExprKind::Mod:
    return a - b * floorDiv(a, b);
  default:
    return 0;
  }
}

SmallVector<int64_t> mlir::kfusion::evaluateAffineMap(AffineMap map,
                                                      ArrayRef<int64_t> dims,
                                                      ArrayRef<int64_t> symbols) {
  SmallVector<int64_t> results;
  for (AffineExpr expr : map.getResults())
    results.push_back(evaluate(expr, dims, symbols));
  return results;
}

//===----------------------------------------------------------------------===//
// TileDepAttr
//===----------------------------------------------------------------------===//

LogicalResult
TileDepAttr::verify(function_ref<InFlightDiagnostic()> emitError, AffineMap map,
                    ArrayRef<int64_t> bounds) {
  if (map.getNumDims() != 3)
    return emitError() << "tile dependency map takes the consumer tile "
                          "(x, y, z): 3 dimensions, not "
                       << map.getNumDims();
  if (map.getNumResults() != 3)
    return emitError() << "tile dependency map gives a producer tile "
                          "(x, y, z): 3 results, not "
                       << map.getNumResults();
  if (map.getNumSymbols() != bounds.size())
    return emitError() << "tile dependency has " << map.getNumSymbols()
                       << " symbols but " << bounds.size()
                       << " bounds: one bound per symbol";
  for (int64_t bound : bounds)
    if (bound <= 0)
      return emitError() << "tile dependency bound " << bound
                         << " is not positive";
  return success();
}

void TileDepAttr::forEachProducerTile(
    ArrayRef<int64_t> consumer, ArrayRef<int64_t> grid,
    function_ref<void(ArrayRef<int64_t>)> fn) const {
  AffineMap map = getMap();
  ArrayRef<int64_t> bounds = getBounds();
  SmallVector<int64_t> symbols(bounds.size(), 0);
  while (true) {
    SmallVector<int64_t> tile = evaluateAffineMap(map, consumer, symbols);
    bool inside = true;
    for (unsigned d = 0; d < 3; ++d)
      inside &= tile[d] >= 0 && tile[d] < grid[d];
    if (inside)
      fn(tile);
    // Next symbol tuple (the first symbol fastest).
    unsigned k = 0;
    for (; k < bounds.size(); ++k) {
      if (++symbols[k] < bounds[k])
        break;
      symbols[k] = 0;
    }
    if (k == bounds.size())
      return;
  }
}

//===----------------------------------------------------------------------===//
// SemWaitOp, SemPollOp, SemPostOp, NextTileOp
//===----------------------------------------------------------------------===//

/// The rules the three block-collective ops share: in a kernel, executed by
/// the whole block.
static LogicalResult verifyBlockCollective(Operation *op) {
  if (!op->getParentOfType<gpu::GPUFuncOp>() &&
      !op->getParentOfType<gpu::LaunchOp>())
    return op->emitOpError("must be inside a GPU kernel body (gpu.func or "
                           "gpu.launch)");
  if (op->getParentOfType<TileOp>())
    return op->emitOpError("is executed by the whole block and cannot be "
                           "inside a kfusion.tile (whose iterations are "
                           "points, not threads)");
  if (op->getParentOfType<HorizontalOp>())
    return op->emitOpError("is executed by the whole block and cannot be "
                           "inside a kfusion.horizontal region (whose "
                           "threads are one partition of the block)");
  return success();
}

LogicalResult SemWaitOp::verify() { return verifyBlockCollective(*this); }
LogicalResult SemPollOp::verify() {
  if (!(*this)->getParentOfType<gpu::GPUFuncOp>() &&
      !(*this)->getParentOfType<gpu::LaunchOp>())
    return emitOpError("must be inside a GPU kernel body (gpu.func or "
                       "gpu.launch)");
  return success();
}
LogicalResult SemPostOp::verify() { return verifyBlockCollective(*this); }
LogicalResult NextTileOp::verify() { return verifyBlockCollective(*this); }
