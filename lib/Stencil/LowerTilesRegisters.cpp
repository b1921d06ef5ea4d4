//===- LowerTilesRegisters.cpp - Register tiles -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles register-tiles: in a fused stencil kernel scaled along
// y by S, each thread computes a unit of C columns x S rows of every member's
// tile, the members one after another, the temporaries' values in private
// arrays (registers once LLVM's SROA has promoted them: every index is a
// constant) instead of shared memory; the halos of the intermediate members
// are recomputed by the neighbouring units, in x as in y. The block of
// threads shrinks to (bx / C, by, bz); the tiles keep their points (the
// kernel's point block). The staged inputs, loaded by the TMA, are read in
// 16-byte vectors.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/TensorMaps.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/StencilGroup.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>
#include <tuple>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

/// The bytes of a shared-memory vector load.
static constexpr int64_t kVectorBytes = 16;

std::optional<int64_t> tilelowering::pointBlockSize(gpu::GPUFuncOp kernel,
                                                    unsigned d) {
  if (auto block =
          kernel->getAttrOfType<DenseI32ArrayAttr>(kPointBlockAttrName);
      block && block.size() == 3)
    return block[d];
  if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
    return (*known)[d];
  return std::nullopt;
}

/// The top-level tile of `kernel` that holds `op`, as its index in `tiles`.
std::optional<unsigned> tilelowering::tileIndexOf(Operation *op,
                                                  ArrayRef<TileOp> tiles) {
  auto tile = op->getParentOfType<TileOp>();
  for (auto [i, t] : llvm::enumerate(tiles))
    if (t == tile)
      return i;
  return std::nullopt;
}

/// The points of unit-relative coordinates a tile with halo (lo, hi) covers
/// in thread dimension d for a unit `extent` points wide.
static int64_t span(TileOp tile, unsigned d, int64_t extent) {
  return extent + tile.getHaloLo(d) + tile.getHaloHi(d);
}

std::string tilelowering::whyNotTileSequence(
    gpu::GPUFuncOp kernel, TileSequence &seq,
    function_ref<std::string(unsigned, SharedReadOp, TileOp)> checkRead) {
  // The top level: arrays and stages, then the tiles with barriers between.
  SmallVector<TileOp> &tiles = seq.tiles;
  for (Operation &op : kernel.getBody().front()) {
    if (auto tile = dyn_cast<TileOp>(op)) {
      tiles.push_back(tile);
      continue;
    }
    if (isa<gpu::BarrierOp, gpu::ReturnOp>(op))
      continue;
    if (isa<SharedArrayOp, StageOp>(op)) {
      if (!tiles.empty())
        return "a '" + op.getName().getStringRef().str() +
               "' between its tiles";
      continue;
    }
    if (op.getNumRegions() == 0 && isMemoryEffectFree(&op))
      continue;
    return "a '" + op.getName().getStringRef().str() + "' at its top level";
  }
  // (Every other op of the top level is free of effects and regions, so
  // every tile is at the top level and no halo is exchanged.)
  std::string why;
  // The arrays: staged ones, read by the tiles; temporaries, written by one
  // tile and read by later ones.
  for (auto array : kernel.getBody().front().getOps<SharedArrayOp>()) {
    StageOp stage;
    std::optional<unsigned> writer;
    for (Operation *user : array.getArray().getUsers()) {
      if (auto s = dyn_cast<StageOp>(user)) {
        stage = s;
      } else if (isa<SharedWriteOp>(user)) {
        std::optional<unsigned> index = tileIndexOf(user, tiles);
        if (writer && index != writer)
          return "a shared array written by two tiles";
        writer = index;
      } else if (!isa<SharedReadOp>(user)) {
        return "a shared array used by '" +
               user->getName().getStringRef().str() + "'";
      }
    }
    if (stage && writer)
      return "a staged array written by a tile";
    if (writer)
      seq.privates[array] = *writer;
    else if (stage)
      seq.staged[array] = stage;
  }
  for (auto [i, tile] : llvm::enumerate(tiles)) {
    WalkResult walk = tile.getBody().walk([&](Operation *op) {
      if (isa<gpu::LaneIdOp, gpu::SubgroupIdOp, gpu::ShuffleOp>(op)) {
        why = "a '" + op->getName().getStringRef().str() + "' in a tile";
        return WalkResult::interrupt();
      }
      if (auto read = dyn_cast<SharedReadOp>(op)) {
        auto array = read.getArray().getDefiningOp<SharedArrayOp>();
        auto writer = seq.privates.find(array);
        if (writer == seq.privates.end())
          return WalkResult::advance();
        if (writer->second >= i) {
          why = "a tile reads a temporary it or a later tile writes";
          return WalkResult::interrupt();
        }
        why = checkRead(i, read, tiles[writer->second]);
        return why.empty() ? WalkResult::advance() : WalkResult::interrupt();
      }
      if (isa<SharedWriteOp, memref::LoadOp>(op) ||
          op->hasTrait<OpTrait::IsTerminator>() ||
          op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
          isMemoryEffectFree(op))
        return WalkResult::advance();
      if (auto store = dyn_cast<memref::StoreOp>(op)) {
        if (!gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(
                store.getMemRefType()))
          return WalkResult::advance();
      }
      why = "a '" + op->getName().getStringRef().str() + "' in a tile";
      return WalkResult::interrupt();
    });
    if (walk.wasInterrupted())
      return why;
  }
  // Global memory the tiles both write and read orders them through the
  // barriers between them (another thread's unit may read a point before its
  // owner writes it, or after).
  llvm::DenseSet<Value> written;
  for (TileOp tile : tiles)
    tile.getBody().walk(
        [&](memref::StoreOp store) { written.insert(store.getMemRef()); });
  // Safe: a tile without a halo reading its own point (one thread computes
  // it for every member, in program order).
  auto ownPoint = [](TileOp tile, memref::LoadOp load) {
    if (tile.hasHalo())
      return false;
    // [.., y, x]: the innermost index x's global id.
    unsigned rank = load.getIndices().size();
    for (auto [m, index] : llvm::enumerate(load.getIndices())) {
      auto id = index.getDefiningOp<gpu::GlobalIdOp>();
      if (!id || static_cast<unsigned>(id.getDimension()) != rank - 1 - m)
        return false;
    }
    return true;
  };
  for (TileOp tile : tiles) {
    WalkResult walk = tile.getBody().walk([&](memref::LoadOp load) {
      return written.contains(load.getMemRef()) && !ownPoint(tile, load)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return "a tile reads global memory the tiles write (the barriers "
             "between them order it)";
  }
  // A stage reads its source once for the block (another block may have
  // stored to it by then): staged arrays are read only.
  for (auto [array, stage] : seq.staged)
    if (written.contains(stage.getSource()))
      return "a staged array whose source a tile writes";
  return "";
}

std::string tilelowering::whyReadBeyondWriter(unsigned, SharedReadOp read,
                                              TileOp writer) {
  auto tile = read->getParentOfType<TileOp>();
  auto array = read.getArray().getDefiningOp<SharedArrayOp>();
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    int64_t o = read.getOffsets()[m];
    if (o - tile.getHaloLo(dim) < -writer.getHaloLo(dim) ||
        o + tile.getHaloHi(dim) > writer.getHaloHi(dim))
      return "a read beyond the points its writer computes";
  }
  return "";
}

/// Why `kernel` cannot take register tiles of `columns` columns per thread,
/// or "" with `plan` filled in.
static std::string whyNotRegisterTiles(gpu::GPUFuncOp kernel, Operation *root,
                                       int64_t columns, RegisterPlan &plan) {
  std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
  if (!known)
    return "its block size is not known";
  if (getTileScale(kernel, 0) != 1 || getTileScale(kernel, 2) != 1 ||
      getTileScale(kernel, 1) < 2)
    return "its tiles are not scaled along y alone (several rows per thread)";
  if ((*known)[0] % columns != 0)
    return "its block's " + std::to_string((*known)[0]) +
           " threads along x are not a multiple of " + std::to_string(columns);
  TileSequence seq;
  std::string why = whyNotTileSequence(kernel, seq, whyReadBeyondWriter);
  if (!why.empty())
    return why;
  SmallVector<TileOp> &tiles = seq.tiles;
  plan.privates = seq.privates;
  int64_t extent[3] = {columns, getTileScale(kernel, 1), 1};
  int64_t points = 0, privateElements = 0;
  for (TileOp tile : tiles)
    points += span(tile, 0, extent[0]) * span(tile, 1, extent[1]) *
              span(tile, 2, extent[2]);
  for (auto [array, writer] : plan.privates) {
    int64_t elements = 1;
    for (int64_t dim : cast<SharedArrayOp>(array).getDims())
      elements *= span(tiles[writer], dim, extent[dim]);
    privateElements += elements;
  }
  why = whyRegisterUnitExceedsLimits(points, privateElements);
  if (!why.empty())
    return why;
  // Every use of the kernel a host launch whose block is the kernel's.
  why = whyNotHostLaunched(kernel, root, &plan.launches);
  if (!why.empty())
    return why;
  for (gpu::LaunchFuncOp launch : plan.launches) {
    std::optional<int64_t> x = getConstantIntValue(launch.getBlockSizeX());
    if (!x || *x != (*known)[0])
      return "a launch whose block is not a constant " +
             std::to_string((*known)[0]) + " threads along x";
  }
  plan.columns = columns;
  plan.rows = getTileScale(kernel, 1);
  return "";
}

/// Whether register-tiles=auto takes `kernel` (which can take them): every
/// launch's grid is a constant of at least kRegisterTileMinWaves waves of the
/// shrunk blocks (their threads and staged arrays resident per SM on `device`).
/// Small grids keep their threads: blocks of a few warps leave them on few SMs.
/// Measured on an H100 (2026-12-06, register-tiles= always against runs of
/// rows): hdiff's 131072 blocks (31 waves of 32 blocks of 64 threads per SM)
/// 9-10% faster, FDTD's 16384 (3.9 waves) 8%, Jacobi's 32768 (7.8 waves of 32)
/// 2% slower (kRegisterTileMinWaves, StencilGroup.h).
static bool fillsWaves(gpu::GPUFuncOp kernel, const RegisterPlan &plan,
                       const DeviceDescription &device) {
  ArrayRef<int32_t> known = *kernel.getKnownBlockSize();
  int64_t threads = int64_t(known[0] / plan.columns) * known[1] * known[2];
  int64_t sharedBytes = 0;
  for (auto array : kernel.getBody().front().getOps<SharedArrayOp>())
    if (!plan.privates.contains(array))
      sharedBytes += array.getType().getNumElements() *
                     array.getType().getElementTypeBitWidth() / 8;
  int64_t wave = registerTileWave(threads, sharedBytes, device);
  for (gpu::LaunchFuncOp launch : plan.launches) {
    int64_t blocks = 1;
    for (Value size : {launch.getGridSizeX(), launch.getGridSizeY(),
                       launch.getGridSizeZ()}) {
      std::optional<int64_t> constant = getConstantIntValue(size);
      if (!constant)
        return false;
      blocks *= *constant;
    }
    if (blocks < kRegisterTileMinWaves * wave)
      return false;
  }
  return true;
}

RegisterPlans
tilelowering::chooseRegisterTiles(Operation *root,
                                  const KFusionLowerTilesPassOptions &options,
                                  const DeviceDescription &device) {
  RegisterPlans plans;
  if (options.registerTiles == "never")
    return plans;
  bool automatic = options.registerTiles == "auto";
  root->walk([&](gpu::GPUFuncOp kernel) {
    if (kernel.getBody().empty() ||
        kernel.getBody().front().getOps<TileOp>().empty())
      return;
    RegisterPlan plan;
    std::string why =
        whyNotRegisterTiles(kernel, root, options.registerColumns, plan);
    // auto says nothing of kernels that cannot, nor of small grids.
    if (automatic && (!why.empty() || !fillsWaves(kernel, plan, device)))
      return;
    if (why.empty()) {
      plans[kernel] = std::move(plan);
      return;
    }
    kernel.emitRemark() << "kfusion-lower-tiles: no register tiles for @"
                        << kernel.getName() << ": " << why;
  });
  return plans;
}

void tilelowering::shrinkBlockForRegisterTiles(gpu::GPUFuncOp kernel,
                                               const RegisterPlan &plan) {
  ArrayRef<int32_t> known = *kernel.getKnownBlockSize();
  int32_t points[3] = {known[0], known[1], known[2]};
  Builder attrs(kernel.getContext());
  // The bodies see the block of points.
  SmallVector<gpu::BlockDimOp> dims;
  kernel.walk([&](gpu::BlockDimOp dim) { dims.push_back(dim); });
  for (gpu::BlockDimOp dim : dims) {
    OpBuilder builder(dim);
    dim.replaceAllUsesWith(
        arith::ConstantIndexOp::create(
            builder, dim.getLoc(),
            points[static_cast<unsigned>(dim.getDimension())])
            .getResult());
    dim.erase();
  }
  kernel->setAttr(kPointBlockAttrName, attrs.getDenseI32ArrayAttr(points));
  int32_t threadsX = points[0] / int32_t(plan.columns);
  kernel.setKnownBlockSizeAttr(
      attrs.getDenseI32ArrayAttr({threadsX, points[1], points[2]}));
  for (gpu::LaunchFuncOp launch : plan.launches) {
    OpBuilder builder(launch);
    launch.getBlockSizeXMutable().assign(
        arith::ConstantIndexOp::create(builder, launch.getLoc(), threadsX));
  }
  kernel.emitRemark() << "kfusion-lower-tiles: register tiles for @"
                      << kernel.getName() << ": " << plan.columns << " x "
                      << plan.rows << " points a thread, " << threadsX << "x"
                      << points[1] << "x" << points[2] << " threads a block, "
                      << plan.privates.size() << " temporaries in registers";
}

void tilelowering::repackDynamicSharedArrays(gpu::GPUFuncOp kernel,
                                             const RegisterPlan &plan,
                                             int64_t staticBytes) {
  // The arrays that stay in dynamic shared memory, in their order, and the
  // static arrays' bytes (each aligned as the lowering places it).
  SmallVector<SharedArrayOp> kept;
  bool freed = false;
  int64_t staticTotal = 0;
  auto placed = [](SharedArrayOp array) {
    MemRefType type = array.getType();
    return type.getNumElements() * type.getElementTypeBitWidth() / 8 +
           tma::kSharedAlignBytes;
  };
  for (auto array : kernel.getBody().front().getOps<SharedArrayOp>()) {
    if (!array.getDynamicOffset())
      staticTotal += placed(array);
    else if (plan.privates.contains(array))
      freed = true;
    else
      kept.push_back(array);
  }
  if (!freed)
    return;
  int64_t before = 0;
  for (gpu::LaunchFuncOp launch : plan.launches) {
    Value size = launch.getDynamicSharedMemorySize();
    if (std::optional<int64_t> old =
            size ? getConstantIntValue(size) : std::nullopt)
      before = std::max(before, *old);
  }
  // Static where the kept arrays fit beside the static ones (where the TMA
  // can load them, as it loads no dynamic array).
  for (SharedArrayOp array : kept)
    staticTotal += placed(array);
  if (staticTotal <= staticBytes) {
    for (SharedArrayOp array : kept)
      array.removeDynamicOffsetAttr();
    for (gpu::LaunchFuncOp launch : plan.launches)
      launch.getDynamicSharedMemorySizeMutable().clear();
    kernel.emitRemark() << "kfusion-lower-tiles: @" << kernel.getName()
                        << "'s dynamic shared memory " << before
                        << " -> 0 bytes a block (its temporaries in "
                           "registers, its other arrays static)";
    return;
  }
  // Packed as the fusion placed them: consecutive, 16-byte aligned.
  Builder attrs(kernel.getContext());
  int64_t bytes = 0;
  for (SharedArrayOp array : kept) {
    MemRefType type = array.getType();
    array.setDynamicOffsetAttr(attrs.getI64IntegerAttr(bytes));
    bytes += llvm::alignTo(
        type.getNumElements() * type.getElementTypeBitWidth() / 8, 16);
  }
  for (gpu::LaunchFuncOp launch : plan.launches) {
    OpBuilder builder(launch);
    launch.getDynamicSharedMemorySizeMutable().assign(
        arith::ConstantIntOp::create(builder, launch.getLoc(), bytes, 32));
  }
  kernel.emitRemark() << "kfusion-lower-tiles: @" << kernel.getName()
                      << "'s dynamic shared memory " << before << " -> "
                      << bytes
                      << " bytes a block (its temporaries in registers)";
}

void tilelowering::removeBarriersBetweenTiles(gpu::GPUFuncOp kernel) {
  SmallVector<gpu::BarrierOp> barriers;
  bool afterTile = false;
  for (Operation &op : kernel.getBody().front()) {
    afterTile |= isa<TileOp>(op);
    if (auto barrier = dyn_cast<gpu::BarrierOp>(op); barrier && afterTile)
      barriers.push_back(barrier);
  }
  for (gpu::BarrierOp barrier : barriers)
    barrier.erase();
}

/// The elements of the 16-byte (or narrower, to stay aligned at a unit of
/// `columns` columns) vectors a register tile reads `array` in: 1 where its
/// innermost dimension is not x.
static int64_t vectorElements(SharedArrayOp array, int64_t columns) {
  int64_t bits = array.getType().getElementTypeBitWidth();
  if (bits % 8 != 0 || kVectorBytes % (bits / 8) != 0 ||
      array.getDims().back() != 0)
    return 1;
  // A unit's origin along x is a multiple of its columns: so must a vector's
  // lanes be, to stay aligned.
  int64_t lanes = kVectorBytes / (bits / 8);
  while (lanes > 1 && columns % lanes != 0)
    lanes /= 2;
  return lanes;
}

namespace {
/// Lowers one sequence of a register kernel's tiles (consecutive ops of one
/// block: the kernel's, or a branch of its interior-block specialization).
class RegisterTileLowering {
public:
  RegisterTileLowering(ArrayRef<TileOp> tiles, const RegisterPlan &plan,
                       const llvm::DenseSet<Operation *> &vectorized)
      : tiles(tiles.begin(), tiles.end()), plan(plan), vectorized(vectorized),
        builder(this->tiles.front()), loc(this->tiles.front().getLoc()) {}

  void run();

private:
  /// Emits the copy of tile `i`'s body at the unit-relative point `d`.
  void emitPoint(unsigned i, const std::array<int64_t, 3> &d);
  /// The value of a staged array's element at constant offsets `k` (per
  /// memref dimension) from the unit's origin.
  Value stagedElement(SharedArrayOp array, ArrayRef<int64_t> k, OpBuilder &at);

  SmallVector<TileOp> tiles;
  const RegisterPlan &plan;
  const llvm::DenseSet<Operation *> &vectorized;
  OpBuilder builder;
  Location loc;
  int64_t extent[3] = {1, 1, 1};
  Value origin[3], sizes[3];
  int64_t scales[3] = {1, 1, 1};
  llvm::DenseMap<Operation *, Value> privates;
  /// The copy of a body being emitted.
  Operation *current = nullptr;
  /// The vectors loaded so far: (array, offsets, chunk) -> value.
  std::map<std::tuple<Operation *, SmallVector<int64_t>>, Value> chunks;
};
} // namespace

Value RegisterTileLowering::stagedElement(SharedArrayOp array,
                                          ArrayRef<int64_t> k, OpBuilder &at) {
  ArrayRef<int64_t> dims = array.getDims();
  auto index = [&](OpBuilder &b, unsigned m, int64_t offset) {
    return addConstant(b, loc, origin[dims[m]], offset);
  };
  int64_t lanes =
      vectorized.contains(array) ? vectorElements(array, plan.columns) : 1;
  if (lanes == 1) {
    SmallVector<Value> indices;
    for (unsigned m = 0; m < dims.size(); ++m)
      indices.push_back(index(at, m, k[m]));
    return memref::LoadOp::create(at, loc, array.getArray(), indices);
  }
  // The chunk of `lanes` elements holding the last index, loaded once, where
  // the straight-line code first needs it (the unit's origin along x is a
  // multiple of the columns, a multiple of the lanes; the rows' pitch too).
  SmallVector<int64_t> key(k);
  int64_t chunk = llvm::divideFloorSigned(key.back(), lanes) * lanes;
  key.back() = chunk;
  Value &vector = chunks[{array.getOperation(), key}];
  if (!vector) {
    // Before the copy of the body being emitted.
    OpBuilder before(current);
    SmallVector<Value> indices;
    for (unsigned m = 0; m < dims.size(); ++m)
      indices.push_back(index(before, m, key[m]));
    auto load = vector::LoadOp::create(
        before, loc, VectorType::get({lanes}, array.getType().getElementType()),
        array.getArray(), indices);
    load.setAlignment(lanes * array.getType().getElementTypeBitWidth() / 8);
    vector = load;
  }
  return vector::ExtractOp::create(at, loc, vector, k.back() - chunk);
}

void RegisterTileLowering::emitPoint(unsigned i,
                                     const std::array<int64_t, 3> &d) {
  TileOp tile = tiles[i];
  Value virtualIds[3], globalIds[3];
  bool inUnit = true;
  for (unsigned t = 0; t < 3; ++t) {
    virtualIds[t] = addConstant(builder, loc, origin[t], d[t]);
    globalIds[t] = gridCoordinate(builder, loc, t, sizes[t], virtualIds[t]);
    inUnit &= d[t] >= 0 && d[t] < extent[t];
  }
  auto execute = scf::ExecuteRegionOp::create(builder, loc, TypeRange());
  current = execute;
  IRMapping mapping;
  tile.getBody().cloneInto(&execute.getRegion(), mapping);
  yieldsToScf(execute.getRegion());
  SmallVector<Operation *> accesses;
  execute.getRegion().walk([&](Operation *op) {
    if (isa<SharedReadOp, SharedWriteOp, memref::StoreOp>(op))
      accesses.push_back(op);
  });
  // Private arrays are indexed from the writer's lowest point.
  auto privateIndices = [&](OpBuilder &at, SharedArrayOp array,
                            ArrayRef<int64_t> offsets) {
    TileOp writer = tiles[plan.privates.lookup(array)];
    SmallVector<Value> indices;
    for (auto [m, dim] : llvm::enumerate(array.getDims()))
      indices.push_back(arith::ConstantIndexOp::create(
          at, loc, d[dim] + offsets[m] + writer.getHaloLo(dim)));
    return indices;
  };
  for (Operation *op : accesses) {
    OpBuilder at(op);
    if (auto read = dyn_cast<SharedReadOp>(op)) {
      auto array = read.getArray().getDefiningOp<SharedArrayOp>();
      Value value;
      if (Value priv = privates.lookup(array)) {
        value = memref::LoadOp::create(
            at, loc, priv, privateIndices(at, array, read.getOffsets()));
      } else {
        SmallVector<int64_t> k;
        for (auto [m, dim] : llvm::enumerate(array.getDims()))
          k.push_back(d[dim] + array.getHaloLo()[m] + read.getOffsets()[m]);
        value = stagedElement(array, k, at);
      }
      read.getResult().replaceAllUsesWith(value);
      read.erase();
    } else if (auto write = dyn_cast<SharedWriteOp>(op)) {
      auto array = write.getArray().getDefiningOp<SharedArrayOp>();
      SmallVector<int64_t> zeros(array.getDims().size(), 0);
      memref::StoreOp::create(at, loc, write.getValue(), privates.lookup(array),
                              privateIndices(at, array, zeros));
      write.erase();
    } else if (!inUnit) {
      // A point beyond the unit is another thread's (or another block's):
      // only its temporaries are wanted here.
      op->erase();
    }
  }
  remapPointIds(execute.getRegion(), virtualIds, globalIds, scales);
}

void RegisterTileLowering::run() {
  for (unsigned t = 0; t < 3; ++t) {
    scales[t] = getTileScale(tiles.front(), t);
    sizes[t] = tileSize(builder, loc, tiles.front(), t);
  }
  extent[0] = plan.columns;
  extent[1] = plan.rows;
  int64_t unitScale[3] = {extent[0], extent[1], 1};
  for (unsigned t = 0; t < 3; ++t) {
    Value id = gpu::ThreadIdOp::create(builder, loc, toDimension(t));
    origin[t] = unitScale[t] == 1
                    ? id
                    : arith::MulIOp::create(builder, loc, id,
                                            arith::ConstantIndexOp::create(
                                                builder, loc, unitScale[t]))
                          .getResult();
  }
  // A private array per temporary, over the points its writer computes; in
  // the kernel's entry block, where LLVM promotes allocas to registers.
  auto kernel = tiles.front()->getParentOfType<gpu::GPUFuncOp>();
  OpBuilder entry = OpBuilder::atBlockBegin(&kernel.getBody().front());
  for (auto [arrayOp, writer] : plan.privates) {
    auto array = cast<SharedArrayOp>(arrayOp);
    SmallVector<int64_t> shape;
    for (int64_t dim : array.getDims())
      shape.push_back(span(tiles[writer], dim, extent[dim]));
    privates[arrayOp] = memref::AllocaOp::create(
        entry, loc, MemRefType::get(shape, array.getType().getElementType()));
  }
  // Rows in streaming order: a member's row dy at step dy + depth, its
  // depth at least that of every row it reads, so that the rows a thread
  // keeps alive at once are a few per member rather than whole tiles.
  SmallVector<int64_t> depth(tiles.size(), 0);
  for (auto [i, tile] : llvm::enumerate(tiles))
    tile.getBody().walk([&](SharedReadOp read) {
      auto array = read.getArray().getDefiningOp<SharedArrayOp>();
      auto writer = plan.privates.find(array);
      if (writer == plan.privates.end())
        return;
      int64_t dy = 0;
      for (auto [m, dim] : llvm::enumerate(array.getDims()))
        if (dim == 1)
          dy = read.getOffsets()[m];
      depth[i] = std::max(depth[i], depth[writer->second] + dy);
    });
  // A later member's row never before an earlier member's: one thread's
  // stores of a point in program order.
  for (unsigned i = 1; i < depth.size(); ++i)
    depth[i] = std::max(depth[i], depth[i - 1]);
  std::vector<std::tuple<int64_t, unsigned, int64_t, int64_t, int64_t>> order;
  for (auto [i, tile] : llvm::enumerate(tiles))
    for (int64_t dy = -tile.getHaloLo(1); dy < extent[1] + tile.getHaloHi(1);
         ++dy)
      for (int64_t dz = -tile.getHaloLo(2); dz < extent[2] + tile.getHaloHi(2);
           ++dz)
        for (int64_t dx = -tile.getHaloLo(0);
             dx < extent[0] + tile.getHaloHi(0); ++dx)
          order.emplace_back(dy + depth[i], unsigned(i), dz, dy, dx);
  llvm::stable_sort(order);
  for (auto [step, i, dz, dy, dx] : order)
    emitPoint(i, {dx, dy, dz});
  for (TileOp tile : tiles)
    tile.erase();
}

SmallVector<scf::IfOp> tilelowering::lowerKernelInRegisters(
    gpu::GPUFuncOp kernel, const RegisterPlan &plan, const TmaStages &tma) {
  // The TMA-staged arrays read in vectors: whole ones, the window's rows
  // widened to a multiple of the vector (the TMA loads them, zeros beyond
  // the source).
  llvm::DenseSet<Operation *> vectorized;
  kernel.walk([&](StageOp stage) {
    auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
    int64_t lanes = vectorElements(array, plan.columns);
    if (!tma.stages.contains(stage) || lanes == 1)
      return;
    int64_t width = array.getType().getShape().back();
    widenInnermostHalo(array, 0, llvm::alignTo(width, lanes) - width);
    vectorized.insert(array);
  });
  // The tiles of each block: the kernel's, or the two branches of its
  // interior-block specialization.
  SmallVector<SmallVector<TileOp>> groups;
  kernel.walk([&](TileOp tile) {
    if (groups.empty() || groups.back().front()->getBlock() != tile->getBlock())
      groups.push_back({});
    groups.back().push_back(tile);
  });
  SmallVector<scf::IfOp> interior;
  for (ArrayRef<TileOp> group : groups) {
    // Tiles in an scf.if are the then-branch of the specialization (the
    // register plan wants them at the kernel's top level).
    auto branch = dyn_cast<scf::IfOp>(group.front()->getParentOp());
    if (branch && group.front()->getBlock() == branch.thenBlock())
      interior.push_back(branch);
    RegisterTileLowering(group, plan, vectorized).run();
  }
  for (auto [array, writer] : plan.privates)
    array->erase();
  return interior;
}
