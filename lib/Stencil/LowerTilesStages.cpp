//===- LowerTilesStages.cpp - Stage copies ----------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles: a `kfusion.stage` becomes a copy of its window into
// the shared array, guarded by the source's bounds, and a barrier; interior
// blocks copy without the guards, several elements per thread at a time or
// by cp.async.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

namespace {
/// The copy of one stage's window into its shared array: the values every
/// form of the copy uses, built once in front of the stage, and the forms.
class StageCopy {
public:
  /// Builds at `builder`'s position (in front of `stage`) the block's linear
  /// thread id and thread count, the array's element count, the window's
  /// origin in the source and the source's extent per memref dimension, and
  /// the block size where it is a constant.
  StageCopy(OpBuilder &builder, StageOp stage,
            const KFusionLowerTilesPassOptions &options);

  /// Element `q` of the array (last dimension fastest): its indices in the
  /// array and in the source.
  std::pair<SmallVector<Value>, SmallVector<Value>>
  delinearize(OpBuilder &builder, Value q);

  /// One cp.async of an element from `global` in the source to `local` in
  /// the array.
  void copyAsync(OpBuilder &builder, ValueRange local, ValueRange global);

  /// The copy loop, one element per iteration; with `guarded`, each element
  /// only where it lies inside the source. Unguarded copies are cp.async
  /// where the elements allow it.
  void emitCopy(OpBuilder &builder, bool guarded);

  /// Continues `builder` inside `if (q < points)`: element q exists.
  void guardInside(OpBuilder &builder, Value q);

  /// A copy whose elements all lie inside the source, `unroll` elements per
  /// thread at a time: their loads first, then their stores, so a thread has
  /// that many loads in flight instead of one (the loop of `emitCopy` waits
  /// for each load before its store). Needs the block's thread count
  /// (`isBatched`); the last chunk's surplus threads load a clamped element
  /// and store nothing.
  void emitBatchedCopy(OpBuilder &builder);

  /// Whether the window [origin, origin + extent) lies inside [0, bound) in
  /// every dimension: checked once per block.
  Value buildWindowInside(OpBuilder &builder);

  /// Whether the copy in interior blocks moves several elements per thread
  /// at a time (the block size is a constant and `unroll` above 1).
  bool isBatched() const { return unroll > 1 && threads && *threads > 0; }
  /// Whether the copy in interior blocks is cp.async.
  bool isAsync() const { return async; }

private:
  StageOp stage;
  Location loc;
  MemRefType type;
  int64_t rank;
  int64_t numPoints;
  int64_t unroll;
  Value linear, count, points, zero;
  /// The window's origin in the source, per memref dimension, and the
  /// source's extent.
  SmallVector<Value> origins, bounds;
  /// cp.async copies 4, 8 or 16 bytes from global to shared memory without
  /// a register in between: one element per copy.
  bool async;
  /// Threads per block, where the block size is a constant.
  std::optional<int64_t> threads = 1;
};
} // namespace

StageCopy::StageCopy(OpBuilder &builder, StageOp stage,
                     const KFusionLowerTilesPassOptions &options)
    : stage(stage), loc(stage.getLoc()) {
  unroll = options.stageUnroll;
  auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
  type = array.getType();
  rank = type.getRank();
  numPoints = type.getNumElements();
  std::tie(linear, count) = linearThread(builder, loc, stage);
  points = arith::ConstantIndexOp::create(builder, loc, numPoints);
  zero = arith::ConstantIndexOp::create(builder, loc, 0);
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(dim));
    Value base = arith::MulIOp::create(builder, loc, block,
                                       tileSize(builder, loc, stage, dim));
    origins.push_back(addConstant(builder, loc, base, -array.getHaloLo()[m]));
    bounds.push_back(memref::DimOp::create(builder, loc, stage.getSource(),
                                           static_cast<int64_t>(m)));
  }
  Type elementType = type.getElementType();
  async = options.stageAsync && elementType.isIntOrFloat() &&
          (elementType.getIntOrFloatBitWidth() == 32 ||
           elementType.getIntOrFloatBitWidth() == 64);
  for (unsigned d = 0; d < 3 && threads; ++d) {
    std::optional<int64_t> size =
        getConstantIntValue(blockSize(builder, loc, stage, d));
    threads = size ? std::optional<int64_t>(*threads * *size) : std::nullopt;
  }
}

std::pair<SmallVector<Value>, SmallVector<Value>>
StageCopy::delinearize(OpBuilder &builder, Value q) {
  SmallVector<Value> local(rank), global(rank);
  Value rest = q;
  for (int64_t m = rank - 1; m >= 0; --m) {
    Value extent =
        arith::ConstantIndexOp::create(builder, loc, type.getDimSize(m));
    local[m] =
        m == 0 ? rest : arith::RemUIOp::create(builder, loc, rest, extent);
    if (m > 0)
      rest = arith::DivUIOp::create(builder, loc, rest, extent);
    global[m] = arith::AddIOp::create(builder, loc, origins[m], local[m]);
  }
  return std::make_pair(local, global);
}

void StageCopy::copyAsync(OpBuilder &builder, ValueRange local,
                          ValueRange global) {
  nvgpu::DeviceAsyncCopyOp::create(
      builder, loc, nvgpu::DeviceAsyncTokenType::get(builder.getContext()),
      stage.getArray(), local, stage.getSource(), global,
      builder.getIndexAttr(1), /*srcElements=*/Value(),
      /*bypassL1=*/UnitAttr());
}

void StageCopy::emitCopy(OpBuilder &builder, bool guarded) {
  auto loop = scf::ForOp::create(builder, loc, linear, points, count);
  builder.setInsertionPointToStart(loop.getBody());
  auto [local, global] = delinearize(builder, loop.getInductionVar());
  if (guarded) {
    Value inside;
    for (int64_t m = 0; m < rank; ++m) {
      Value above = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::sge, global[m], zero);
      Value below = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::slt, global[m], bounds[m]);
      Value both = arith::AndIOp::create(builder, loc, above, below);
      inside =
          inside ? arith::AndIOp::create(builder, loc, inside, both).getResult()
                 : both;
    }
    auto guard = scf::IfOp::create(builder, loc, inside, /*withElse=*/false);
    builder.setInsertionPointToStart(guard.thenBlock());
  }
  if (async && !guarded) {
    copyAsync(builder, local, global);
    return;
  }
  Value value = memref::LoadOp::create(builder, loc, stage.getSource(), global);
  memref::StoreOp::create(builder, loc, value, stage.getArray(), local);
}

void StageCopy::guardInside(OpBuilder &builder, Value q) {
  Value inside =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, q, points);
  auto guard = scf::IfOp::create(builder, loc, inside, /*withElse=*/false);
  builder.setInsertionPointToStart(guard.thenBlock());
}

void StageCopy::emitBatchedCopy(OpBuilder &builder) {
  int64_t perThread = llvm::divideCeil(numPoints, *threads);
  int64_t batch = std::min(unroll, perThread);
  int64_t chunk = batch * *threads;
  int64_t chunks = llvm::divideCeil(numPoints, chunk);
  bool exact = numPoints % chunk == 0;
  Value last = arith::ConstantIndexOp::create(builder, loc, numPoints - 1);
  Value first = linear;
  OpBuilder::InsertionGuard restore(builder);
  if (chunks > 1) {
    Value end = arith::ConstantIndexOp::create(builder, loc, chunks * chunk);
    Value step = arith::ConstantIndexOp::create(builder, loc, chunk);
    auto loop = scf::ForOp::create(builder, loc, zero, end, step);
    builder.setInsertionPointToStart(loop.getBody());
    first = arith::AddIOp::create(builder, loc, loop.getInductionVar(), linear);
  }
  SmallVector<std::pair<Value, Value>> loaded;
  SmallVector<SmallVector<Value>> locals;
  for (int64_t k = 0; k < batch; ++k) {
    Value q = addConstant(builder, loc, first, k * *threads);
    // Only the last chunk can run past the array.
    bool mayPass =
        !exact && (chunks - 1) * chunk + (k + 1) * *threads > numPoints;
    if (async) {
      // Nothing waits between the copies: the surplus threads of the last
      // chunk skip theirs.
      OpBuilder::InsertionGuard inner(builder);
      if (mayPass)
        guardInside(builder, q);
      auto [local, global] = delinearize(builder, q);
      copyAsync(builder, local, global);
      continue;
    }
    Value at =
        mayPass ? arith::MinUIOp::create(builder, loc, q, last).getResult() : q;
    auto [local, global] = delinearize(builder, at);
    Value value =
        memref::LoadOp::create(builder, loc, stage.getSource(), global);
    loaded.push_back({mayPass ? q : Value(), value});
    locals.push_back(local);
  }
  for (auto [k, entry] : llvm::enumerate(loaded)) {
    auto [q, value] = entry;
    OpBuilder::InsertionGuard inner(builder);
    if (q)
      guardInside(builder, q);
    memref::StoreOp::create(builder, loc, value, stage.getArray(), locals[k]);
  }
}

Value StageCopy::buildWindowInside(OpBuilder &builder) {
  Value whole;
  for (int64_t m = 0; m < rank; ++m) {
    Value last = addConstant(builder, loc, origins[m], type.getDimSize(m));
    Value above = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge,
                                        origins[m], zero);
    Value below = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sle,
                                        last, bounds[m]);
    Value both = arith::AndIOp::create(builder, loc, above, below);
    whole = whole ? arith::AndIOp::create(builder, loc, whole, both).getResult()
                  : both;
  }
  return whole;
}

/// A stage: a copy loop over the window shared by the block's threads (last
/// memref dimension fastest, so that neighbouring threads copy neighbouring
/// elements), each element guarded by the source's bounds, then a barrier.
/// With `interiorBlocks`, blocks whose whole window lies inside the source
/// (most of them) run the copy without the guards; with `stageAsync`, that
/// copy is cp.async where the elements are 4 or 8 bytes.
void tilelowering::lowerStage(StageOp stage,
                              const KFusionLowerTilesPassOptions &options) {
  Location loc = stage.getLoc();
  OpBuilder builder(stage);
  StageCopy copy(builder, stage, options);
  if (options.interiorBlocks) {
    Value whole = copy.buildWindowInside(builder);
    auto branch = scf::IfOp::create(builder, loc, whole, /*withElse=*/true);
    OpBuilder inThen = OpBuilder::atBlockBegin(branch.thenBlock());
    if (copy.isBatched())
      copy.emitBatchedCopy(inThen);
    else
      copy.emitCopy(inThen, /*guarded=*/false);
    // The thread's copies form one group, complete before the barrier.
    if (copy.isAsync()) {
      inThen.setInsertionPoint(branch.thenBlock()->getTerminator());
      NVVM::CpAsyncCommitGroupOp::create(inThen, loc);
      NVVM::CpAsyncWaitGroupOp::create(inThen, loc, uint32_t(0));
    }
    OpBuilder inElse = OpBuilder::atBlockBegin(branch.elseBlock());
    copy.emitCopy(inElse, /*guarded=*/true);
  } else {
    copy.emitCopy(builder, /*guarded=*/true);
  }
  builder.setInsertionPoint(stage);
  gpu::BarrierOp::create(builder, loc);
  stage.erase();
}
