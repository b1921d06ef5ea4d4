//===- LowerTilesRuns.cpp - Runs of rows ------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles: a tile scaled along y whose widened box is static is
// a loop over runs of consecutive rows of one column, the body repeated per
// row; the run length and the bank layout (idle lanes, padded pitches of the
// shared arrays) are planned per kernel (RunPlan).
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/StencilGroup.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <numeric>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

/// The banks of shared memory (4 bytes wide each).
static constexpr int64_t kBanks = 32;
/// What a run costs beyond its rows, in rows: a 5-point stencil's run of R
/// rows loads R + 2 elements of its column, and its index arithmetic.
static constexpr int64_t kRunOverhead = 2;
/// At most this many padding elements per row of a shared array.
static constexpr int64_t kMaxPad = kMaxSharedRowPadding;

/// The box of `tile` if it is lowered in runs of rows: a kernel tile scale
/// along y only, and static sizes.
std::optional<RunBox> tilelowering::runBoxOf(TileOp tile) {
  int64_t scales[3] = {getTileScale(tile, 0), getTileScale(tile, 1),
                       getTileScale(tile, 2)};
  if (scales[1] <= 1 || scales[0] != 1 || scales[2] != 1)
    return std::nullopt;
  auto kernel = tile->getParentOfType<gpu::GPUFuncOp>();
  // Register tiles are not runs.
  if (!kernel || tile->getParentOfType<HorizontalOp>() ||
      kernel->hasAttr(kPointBlockAttrName))
    return std::nullopt;
  std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
  if (!known)
    return std::nullopt;
  RunBox box;
  for (unsigned d = 0; d < 3; ++d)
    box.extents[d] =
        (*known)[d] * scales[d] + tile.getHaloLo(d) + tile.getHaloHi(d);
  box.scale = scales[1];
  return box;
}

/// The columns per run-row of a tile `width` wide under `residue`.
int64_t tilelowering::runWidth(int64_t width, std::optional<int64_t> residue) {
  if (!residue || width % kBanks == 0)
    return width;
  int64_t columns = width;
  while (columns % kBanks != *residue % kBanks)
    ++columns;
  return columns;
}

/// The run plan of every kernel in `root` whose tiles run in rows (see
/// RunPlan): `fixedRows` rows per run when not 0, else the run length with
/// the shortest longest thread, then the fewest units, then the fewest
/// padding bytes; first of all without bank conflicts where a tile wraps (a
/// box width not a multiple of 32) and every shared array is static,
/// x-contiguous, and still fits the `staticSharedBytes` of static shared
/// memory padded (by at most 8 elements a row).
RunPlans tilelowering::planRuns(
    Operation *root, int64_t fixedRows,
    const llvm::DenseMap<Operation *, int64_t> &pitchMultiples,
    const llvm::DenseMap<Operation *, int64_t> &extraWidths,
    int64_t staticSharedBytes) {
  RunPlans plans;
  root->walk([&](gpu::GPUFuncOp kernel) {
    SmallVector<RunBox> boxes;
    bool wraps = false;
    kernel.walk([&](TileOp tile) {
      if (std::optional<RunBox> box = runBoxOf(tile)) {
        boxes.push_back(*box);
        wraps |= box->extents[0] % kBanks != 0;
      }
    });
    if (boxes.empty())
      return;
    std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
    int64_t threads = int64_t((*known)[0]) * (*known)[1] * (*known)[2];
    if (threads < 1)
      return;
    SmallVector<SharedArrayOp> arrays;
    bool paddable = true;
    kernel.walk([&](SharedArrayOp array) {
      arrays.push_back(array);
      ArrayRef<int64_t> dims = array.getDims();
      paddable &=
          !array.getDynamicOffset() && !dims.empty() && dims.back() == 0;
    });
    int64_t scale = boxes.front().scale;
    // A run longer than the tallest box would only repeat guarded bodies.
    int64_t tallest = 1;
    for (const RunBox &box : boxes)
      tallest = std::max(tallest, box.extents[1]);
    int64_t lowest = fixedRows ? std::min(fixedRows, tallest)
                               : std::max<int64_t>(1, scale / 2);
    int64_t highest = fixedRows ? lowest : std::min(2 * scale, tallest);
    // (bank conflicts, longest thread's rows, units x rows, padding bytes)
    std::optional<std::tuple<bool, int64_t, int64_t, int64_t>> best;
    for (int64_t rows = lowest; rows <= highest; ++rows) {
      SmallVector<std::optional<int64_t>> residues;
      if (wraps && paddable)
        for (int64_t r = std::gcd(rows, kBanks); r <= kBanks;
             r += std::gcd(rows, kBanks))
          residues.push_back(r % kBanks);
      residues.push_back(std::nullopt);
      for (std::optional<int64_t> residue : residues) {
        RunPlan plan;
        plan.rows = rows;
        plan.residue = residue;
        int64_t bytes = 0, padding = 0;
        bool fits = true;
        for (SharedArrayOp array : arrays) {
          if (!residue)
            break;
          MemRefType type = array.getType();
          int64_t width = type.getShape().back() + extraWidths.lookup(array);
          int64_t multiple = std::max<int64_t>(1, pitchMultiples.lookup(array));
          int64_t pitch = width;
          while (pitch <= width + kMaxPad &&
                 ((rows * pitch) % kBanks != *residue || pitch % multiple))
            ++pitch;
          fits &= pitch <= width + kMaxPad;
          int64_t bits = type.getElementTypeBitWidth();
          int64_t lines = type.getNumElements() / type.getShape().back();
          bytes += lines * pitch * bits / 8;
          padding += lines * (pitch - width) * bits / 8;
          plan.pitches[array] = pitch;
        }
        if (!fits || bytes > staticSharedBytes)
          continue;
        int64_t longest = 0, work = 0;
        for (const RunBox &box : boxes) {
          int64_t units = runWidth(box.extents[0], residue) * box.runs(rows) *
                          box.extents[2];
          longest += llvm::divideCeil(units, threads) * (rows + kRunOverhead);
          work += units * rows;
        }
        auto cost = std::make_tuple(wraps && !residue, longest, work, padding);
        if (!best || cost < *best) {
          best = cost;
          plans[kernel] = std::move(plan);
        }
      }
    }
  });
  return plans;
}

/// A tile scaled along y by `rows` with a static widened box: each thread
/// takes runs of `rows` consecutive rows of one column (x fastest over the
/// runs, so that neighbouring threads take neighbouring columns), the body
/// repeated once per row of the run. Neighbouring rows of a run read the
/// same elements (a[y+1] of one row is a[y] of the next), and once the
/// repeats sit side by side in one block, LLVM loads them once: a 5-point
/// stencil over 4 rows loads 14 elements instead of 20, and the index
/// arithmetic is paid once per run.
void tilelowering::lowerTileInRuns(TileOp tile, ArrayRef<Value> sizes,
                                   const RunBox &box, int64_t rows,
                                   int64_t width, ArrayRef<int64_t> scales) {
  Location loc = tile.getLoc();
  OpBuilder builder(tile);
  ArrayRef<int64_t> extents = box.extents;
  int64_t runs = box.runs(rows);
  int64_t lastRows = extents[1] - (runs - 1) * rows;
  auto constant = [&](int64_t v) {
    return arith::ConstantIndexOp::create(builder, loc, v);
  };
  auto [linear, count] = linearThread(builder, loc, tile);
  auto loop = scf::ForOp::create(builder, loc, linear,
                                 constant(width * runs * extents[2]), count);
  builder.setInsertionPointToStart(loop.getBody());
  Value unit = loop.getInductionVar();
  Value column = arith::RemUIOp::create(builder, loc, unit, constant(width));
  Value rest = arith::DivUIOp::create(builder, loc, unit, constant(width));
  // Columns past the box are idle lanes that keep the banks apart.
  if (width > extents[0]) {
    Value inBox = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                        column, constant(extents[0]));
    auto guard = scf::IfOp::create(builder, loc, inBox, /*withElse=*/false);
    builder.setInsertionPointToStart(guard.thenBlock());
  }
  Value run = arith::RemUIOp::create(builder, loc, rest, constant(runs));
  Value plane = arith::DivUIOp::create(builder, loc, rest, constant(runs));
  Value virtualIds[3], globalIds[3];
  virtualIds[0] = addConstant(builder, loc, column, -tile.getHaloLo(0));
  virtualIds[2] = addConstant(builder, loc, plane, -tile.getHaloLo(2));
  for (unsigned d : {0u, 2u})
    globalIds[d] = gridCoordinate(builder, loc, d, sizes[d], virtualIds[d]);
  Value firstRow = addConstant(
      builder, loc, arith::MulIOp::create(builder, loc, run, constant(rows)),
      -tile.getHaloLo(1));
  scf::ExecuteRegionOp body = moveIntoExecuteRegion(builder, tile);
  for (int64_t k = 0; k < rows; ++k) {
    OpBuilder at(body);
    // Rows past the box exist in the last run only.
    if (k >= lastRows) {
      Value last = arith::CmpIOp::create(
          at, loc, arith::CmpIPredicate::ne, run,
          arith::ConstantIndexOp::create(at, loc, runs - 1));
      auto guard = scf::IfOp::create(at, loc, last, /*withElse=*/false);
      at.setInsertionPointToStart(guard.thenBlock());
    }
    virtualIds[1] = addConstant(at, loc, firstRow, k);
    globalIds[1] = gridCoordinate(at, loc, 1, sizes[1], virtualIds[1]);
    // The last row takes the body itself, the others a copy of it.
    scf::ExecuteRegionOp copy = body;
    if (k + 1 < rows)
      copy = cast<scf::ExecuteRegionOp>(at.clone(*body));
    else if (k >= lastRows)
      body->moveBefore(at.getInsertionBlock(), at.getInsertionPoint());
    remapPointIds(copy.getRegion(), virtualIds, globalIds, scales);
  }
  tile.erase();
}
