//===- LowerHorizontal.cpp - kfusion-lower-horizontal -----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Materializes the partitions of `kfusion.horizontal`: each region runs under
// a guard on the thread range (and on the block range for regions on a
// smaller grid, or on the blocks of its turn with interleaved blocks) as an
// `scf.execute_region`, with the GPU id ops, barriers and dynamic shared
// memory of the original kernel remapped to its partition.
//
//===----------------------------------------------------------------------===//

#include "HorizontalFusion.h"

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "kfusion-lower-horizontal"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERHORIZONTALPASS
#include "KFusion/Horizontal/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

using horizontal::kWarpSize;

namespace {
/// The partition-local values of one region, created on first use at the
/// start of the region's entry block (so they dominate the whole region),
/// in creation order.
class PartitionValues {
public:
  PartitionValues(HorizontalOp op, unsigned region, Block &entry,
                  Value fusedThreadId, Value fusedBlockId, Location loc)
      : builder(op.getContext()), entry(entry), loc(loc),
        start(op.getPartitionStart(region)),
        blockDims(op.getRegionBlockDims(region)),
        gridDims(op.getRegionGridDims(region)),
        usesLaunchGrid(op.regionUsesLaunchGrid(region)),
        fusedThreadId(fusedThreadId), launchBlock(fusedBlockId) {
    for (unsigned d = 0; d < 3; ++d)
      gridSizes[d] = op.getDynamicGridSize(region, d);
  }

  Value constant(int64_t value) {
    Value &cached = constants[value];
    if (!cached)
      cached = make<arith::ConstantIndexOp>(value);
    return cached;
  }

  /// Linear thread id within the partition (its region runs where the fused
  /// id is at least the partition's start).
  Value localLinearId() {
    if (!localLinear)
      localLinear =
          start == 0
              ? fusedThreadId
              : make<arith::SubIOp>(fusedThreadId, constant(start),
                                    guardedSubFlags(builder.getContext()));
    return localLinear;
  }

  /// `gpu.thread_id` of the original kernel, delinearized x-fastest.
  Value threadId(gpu::Dimension dim) {
    unsigned d = static_cast<unsigned>(dim);
    if (!threadIds[d])
      threadIds[d] = delinearize(localLinearId(), blockDims, d);
    return threadIds[d];
  }

  Value blockDim(gpu::Dimension dim) {
    return constant(blockDims[static_cast<unsigned>(dim)]);
  }

  Value gridDim(gpu::Dimension dim) {
    return gridSize(static_cast<unsigned>(dim));
  }

  /// Size `d` of the region's grid: a constant, or the op's operand.
  Value gridSize(unsigned d) {
    return gridDims[d] == HorizontalOp::kDynamicSize ? gridSizes[d]
                                                     : constant(gridDims[d]);
  }

  /// `gpu.block_id` of the original kernel: the launch's own when the region
  /// runs on the launch grid, else delinearized from the 1-D launch grid.
  Value blockId(gpu::Dimension dim) {
    unsigned d = static_cast<unsigned>(dim);
    if (!blockIds[d]) {
      if (usesLaunchGrid)
        blockIds[d] = make<gpu::BlockIdOp>(dim);
      else
        blockIds[d] = delinearizeGrid(launchLinearBlockId(), d);
    }
    return blockIds[d];
  }

  Value launchLinearBlockId() {
    if (!launchBlock)
      launchBlock = make<gpu::BlockIdOp>(gpu::Dimension::x);
    return launchBlock;
  }

  /// Byte offset of region `region`'s dynamic shared memory slice when a size
  /// before it is a run-time value: the sum of the earlier sizes, each
  /// rounded up to the alignment.
  Value runtimeSharedOffset(HorizontalOp op, unsigned region) {
    int64_t align = HorizontalOp::kDynamicSharedAlignment;
    int64_t staticPart = 0;
    Value dynamicPart;
    for (unsigned j = 0; j < region; ++j) {
      int64_t size = op.getDynamicSharedSize(j);
      if (size != HorizontalOp::kDynamicSize) {
        staticPart += llvm::alignTo(size, align);
        continue;
      }
      Value up =
          make<arith::AddIOp>(op.getRuntimeSharedSize(j), constant(align - 1));
      Value aligned = make<arith::AndIOp>(up, constant(-align));
      dynamicPart =
          dynamicPart ? make<arith::AddIOp>(dynamicPart, aligned) : aligned;
    }
    if (!dynamicPart)
      return constant(staticPart);
    return staticPart ? make<arith::AddIOp>(dynamicPart, constant(staticPart))
                      : dynamicPart;
  }

  /// Dynamic shared memory of the kernel, from the first region's slice on.
  Value dynamicSharedMemory(Type type) {
    if (!sharedBase)
      sharedBase = make<gpu::DynamicSharedMemoryOp>(type);
    return sharedBase;
  }

private:
  /// Creates an `OpTy` after the values created so far. The position is
  /// recomputed each time because the region's own ops may be replaced (and
  /// erased) in between.
  template <typename OpTy, typename... Args> Value make(Args &&...args) {
    if (last)
      builder.setInsertionPointAfter(last);
    else
      builder.setInsertionPointToStart(&entry);
    auto created = OpTy::create(builder, loc, std::forward<Args>(args)...);
    last = created;
    return created->getResult(0);
  }

  /// Component `d` of `linear` delinearized in `dims` (x fastest); skips the
  /// division and remainder where the extents make them identities.
  Value delinearize(Value linear, const std::array<int64_t, 3> &dims,
                    unsigned d) {
    int64_t stride = 1;
    for (unsigned k = 0; k < d; ++k)
      stride *= dims[k];
    if (dims[d] == 1)
      return constant(0);
    Value value = linear;
    if (stride != 1)
      value = make<arith::DivUIOp>(value, constant(stride));
    bool lastVarying = true;
    for (unsigned k = d + 1; k < 3; ++k)
      lastVarying &= dims[k] == 1;
    if (!lastVarying)
      value = make<arith::RemUIOp>(value, constant(dims[d]));
    return value;
  }

  /// Component `d` of the linear block id `linear` delinearized in the
  /// region's grid (x fastest), whose sizes may be run-time values.
  Value delinearizeGrid(Value linear, unsigned d) {
    if (gridDims[d] == 1)
      return constant(0);
    Value value = linear;
    // The stride: the product of the lower sizes, folded where constant.
    int64_t staticStride = 1;
    Value dynamicStride;
    for (unsigned k = 0; k < d; ++k) {
      if (gridDims[k] != HorizontalOp::kDynamicSize)
        staticStride *= gridDims[k];
      else
        dynamicStride = dynamicStride
                            ? make<arith::MulIOp>(dynamicStride, gridSizes[k])
                            : gridSizes[k];
    }
    Value stride = dynamicStride;
    if (staticStride != 1)
      stride = stride ? make<arith::MulIOp>(stride, constant(staticStride))
                      : constant(staticStride);
    if (stride)
      value = make<arith::DivUIOp>(value, stride);
    bool lastVarying = true;
    for (unsigned k = d + 1; k < 3; ++k)
      lastVarying &= gridDims[k] == 1;
    if (!lastVarying)
      value = make<arith::RemUIOp>(value, gridSize(d));
    return value;
  }

  OpBuilder builder;
  Block &entry;
  Operation *last = nullptr;
  Location loc;
  int64_t start;
  std::array<int64_t, 3> blockDims, gridDims;
  std::array<Value, 3> gridSizes;
  bool usesLaunchGrid;
  Value fusedThreadId;
  Value launchBlock;
  Value localLinear, sharedBase;
  std::array<Value, 3> threadIds, blockIds;
  llvm::DenseMap<int64_t, Value> constants;
};
} // namespace

/// Rewrites the GPU ops of region `index` (now the body of an
/// scf.execute_region) to their partition-local meaning. `fusedThreadId` and
/// `fusedBlockId` (null if not created yet) are the kernel's `thread_id x`
/// and `block_id x`, defined before the region.
static void remapRegion(RewriterBase &rewriter, HorizontalOp op, unsigned index,
                        Region &body, Value fusedThreadId, Value fusedBlockId) {
  PartitionValues values(op, index, body.front(), fusedThreadId, fusedBlockId,
                         op.getLoc());
  int64_t partition = op.getPartitions()[index];
  SmallVector<Operation *> targets;
  body.walk([&](Operation *nested) {
    if (isa<gpu::ThreadIdOp, gpu::BlockDimOp, gpu::BlockIdOp, gpu::GridDimOp,
            gpu::GlobalIdOp, gpu::SubgroupIdOp, gpu::NumSubgroupsOp,
            gpu::BarrierOp, gpu::DynamicSharedMemoryOp>(nested))
      targets.push_back(nested);
  });
  for (Operation *target : targets) {
    rewriter.setInsertionPoint(target);
    Location loc = target->getLoc();
    if (auto id = dyn_cast<gpu::ThreadIdOp>(target)) {
      rewriter.replaceOp(id, values.threadId(id.getDimension()));
    } else if (auto dim = dyn_cast<gpu::BlockDimOp>(target)) {
      rewriter.replaceOp(dim, values.blockDim(dim.getDimension()));
    } else if (auto id = dyn_cast<gpu::BlockIdOp>(target)) {
      rewriter.replaceOp(id, values.blockId(id.getDimension()));
    } else if (auto dim = dyn_cast<gpu::GridDimOp>(target)) {
      rewriter.replaceOp(dim, values.gridDim(dim.getDimension()));
    } else if (auto id = dyn_cast<gpu::GlobalIdOp>(target)) {
      gpu::Dimension d = id.getDimension();
      Value base = arith::MulIOp::create(rewriter, loc, values.blockId(d),
                                         values.blockDim(d));
      rewriter.replaceOpWithNewOp<arith::AddIOp>(id, base, values.threadId(d));
    } else if (isa<gpu::SubgroupIdOp>(target)) {
      Value warp = values.constant(kWarpSize);
      rewriter.replaceOpWithNewOp<arith::DivUIOp>(target,
                                                  values.localLinearId(), warp);
    } else if (isa<gpu::NumSubgroupsOp>(target)) {
      rewriter.replaceOp(target, values.constant(partition / kWarpSize));
    } else if (isa<gpu::BarrierOp>(target)) {
      rewriter.replaceOpWithNewOp<NamedBarrierOp>(target, index + 1, partition);
    } else if (auto shared = dyn_cast<gpu::DynamicSharedMemoryOp>(target)) {
      bool runtime = false;
      for (unsigned j = 0; j <= index; ++j)
        runtime |= op.getDynamicSharedSize(j) == HorizontalOp::kDynamicSize;
      if (index == 0 || op.getBlocks() ||
          (!runtime && op.getDynamicSharedOffset(index) == 0))
        continue; // The slice starts at the kernel's dynamic shared memory.
      Type type = shared.getType();
      Value base = values.dynamicSharedMemory(type);
      Value offsetValue =
          runtime ? values.runtimeSharedOffset(op, index)
                  : values.constant(op.getDynamicSharedOffset(index));
      int64_t bytes = op.getDynamicSharedSize(index);
      Value size = bytes == HorizontalOp::kDynamicSize
                       ? op.getRuntimeSharedSize(index)
                       : values.constant(bytes);
      rewriter.replaceOpWithNewOp<memref::ViewOp>(
          shared, type, base, offsetValue, ValueRange{size});
    }
  }
}

/// Whether partition `i` gives up or takes registers (its
/// partition_registers against the kernel's nvvm.maxnreg), if it moves any.
static std::optional<NVVM::SetMaxRegisterAction> registerMove(HorizontalOp op,
                                                              unsigned i) {
  std::optional<ArrayRef<int32_t>> registers = op.getPartitionRegisters();
  auto func = op->getParentOfType<gpu::GPUFuncOp>();
  auto maxnreg = func ? func->getAttrOfType<IntegerAttr>(
                            NVVM::NVVMDialect::getMaxnregAttrName())
                      : IntegerAttr();
  if (!registers || !maxnreg || !(*registers)[i] ||
      (*registers)[i] == maxnreg.getInt())
    return std::nullopt;
  return (*registers)[i] > maxnreg.getInt()
             ? NVVM::SetMaxRegisterAction::increase
             : NVVM::SetMaxRegisterAction::decrease;
}

/// start <= thread < end (a condition only where the range is not the whole
/// block).
static Value threadRange(RewriterBase &rewriter, Location loc, Value thread,
                         int64_t start, int64_t end, int64_t blockSize) {
  Value inRange;
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  if (start > 0)
    inRange = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                    thread, constant(start));
  if (end < blockSize) {
    Value below = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, thread, constant(end));
    inRange =
        inRange
            ? arith::AndIOp::create(rewriter, loc, inRange, below).getResult()
            : below;
  }
  return inRange
             ? inRange
             : arith::ConstantIntOp::create(rewriter, loc, 1, 1).getResult();
}

/// The blocks of region `i`'s grid (an index): the product of its run-time
/// sizes and of its constant ones, folded where all are constants.
static Value regionBlockCount(RewriterBase &rewriter, HorizontalOp op,
                              unsigned i) {
  Location loc = op.getLoc();
  std::array<int64_t, 3> grid = op.getRegionGridDims(i);
  Value blocks;
  int64_t staticBlocks = 1;
  for (unsigned d = 0; d < 3; ++d) {
    if (grid[d] == HorizontalOp::kDynamicSize) {
      Value size = op.getDynamicGridSize(i, d);
      blocks =
          blocks
              ? arith::MulIOp::create(rewriter, loc, blocks, size).getResult()
              : size;
    } else {
      staticBlocks *= grid[d];
    }
  }
  Value constant = arith::ConstantIndexOp::create(rewriter, loc, staticBlocks);
  if (!blocks)
    return constant;
  return staticBlocks == 1
             ? blocks
             : arith::MulIOp::create(rewriter, loc, blocks, constant)
                   .getResult();
}

/// With interleaved blocks: whether launch block `launchBlock` runs region k
/// (`owns[k]`, i1) and as which of its blocks (`ids[k]`, index), as the op's
/// description says: region k takes the positions r where
/// ceil(r * g_k / R) rises, r the block's position among the R blocks the
/// earlier regions left; the last region takes what remains. In i64 (r * g_k
/// may not fit in 32 bits), constants folded.
static void interleaveBlocks(RewriterBase &rewriter, HorizontalOp op,
                             Value launchBlock, SmallVectorImpl<Value> &owns,
                             SmallVectorImpl<Value> &ids) {
  Location loc = op.getLoc();
  unsigned n = op.getNumPartitions();
  Type i64 = rewriter.getI64Type(), index = rewriter.getIndexType();
  Value one = arith::ConstantIntOp::create(rewriter, loc, i64, 1);
  SmallVector<Value> counts;
  Value remaining;
  for (unsigned k = 0; k < n; ++k) {
    std::array<int64_t, 3> grid = op.getRegionGridDims(k);
    counts.push_back(llvm::is_contained(grid, HorizontalOp::kDynamicSize)
                         ? rewriter.createOrFold<arith::IndexCastUIOp>(
                               loc, i64, regionBlockCount(rewriter, op, k))
                         : arith::ConstantIntOp::create(
                               rewriter, loc, i64, grid[0] * grid[1] * grid[2])
                               .getResult());
    remaining = remaining ? rewriter.createOrFold<arith::AddIOp>(loc, remaining,
                                                                 counts.back())
                          : counts.back();
  }
  owns.assign(n, Value());
  ids.assign(n, Value());
  Value rest =
      rewriter.createOrFold<arith::IndexCastUIOp>(loc, i64, launchBlock);
  Value notEarlier, notTrue = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
  auto conjoin = [&](Value a, Value b) -> Value {
    return a ? arith::AndIOp::create(rewriter, loc, a, b).getResult() : b;
  };
  for (unsigned k = 0; k + 1 < n; ++k) {
    // ceil(x * g_k / R) = (x * g_k + R - 1) / R, R at least 1 (the later
    // regions' grids may all be empty).
    Value among = rewriter.createOrFold<arith::MaxUIOp>(loc, remaining, one);
    Value amongLess = rewriter.createOrFold<arith::SubIOp>(loc, among, one);
    auto ceilShare = [&](Value position) -> Value {
      Value scaled =
          rewriter.createOrFold<arith::MulIOp>(loc, position, counts[k]);
      return rewriter.createOrFold<arith::DivUIOp>(
          loc, rewriter.createOrFold<arith::AddIOp>(loc, scaled, amongLess),
          among);
    };
    Value before = ceilShare(rest);
    Value upTo =
        ceilShare(rewriter.createOrFold<arith::AddIOp>(loc, rest, one));
    Value mine = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ugt,
                                       upTo, before);
    owns[k] = conjoin(notEarlier, mine);
    ids[k] = rewriter.createOrFold<arith::IndexCastUIOp>(loc, index, before);
    notEarlier = conjoin(notEarlier,
                         arith::XOrIOp::create(rewriter, loc, mine, notTrue));
    rest = rewriter.createOrFold<arith::SubIOp>(loc, rest, before);
    remaining = rewriter.createOrFold<arith::SubIOp>(loc, remaining, counts[k]);
  }
  owns[n - 1] = notEarlier;
  ids[n - 1] = rewriter.createOrFold<arith::IndexCastUIOp>(loc, index, rest);
}

/// Staggered serial form: the region block `launchBlock` (as index) starts
/// at, as the op's description says: floor(hi16(b * 0x9E3779B1) * n / 2^16),
/// b the block's linear id in the launch grid (32 bits suffice: the hash
/// only spreads the order).
static Value firstStaggeredRegion(RewriterBase &rewriter, HorizontalOp op) {
  Location loc = op.getLoc();
  Type i32 = rewriter.getI32Type();
  auto id = [&](auto opTag, gpu::Dimension d) -> Value {
    using IdOp = decltype(opTag);
    return arith::IndexCastUIOp::create(rewriter, loc, i32,
                                        IdOp::create(rewriter, loc, d));
  };
  // b = x + gx * (y + gy * z)
  Value linear = id(gpu::BlockIdOp(), gpu::Dimension::z);
  for (gpu::Dimension d : {gpu::Dimension::y, gpu::Dimension::x}) {
    linear =
        arith::MulIOp::create(rewriter, loc, linear, id(gpu::GridDimOp(), d));
    linear =
        arith::AddIOp::create(rewriter, loc, linear, id(gpu::BlockIdOp(), d));
  }
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(rewriter, loc, i32, value);
  };
  Value hash = arith::MulIOp::create(rewriter, loc, linear,
                                     constant(int32_t(0x9E3779B1u)));
  Value high = arith::ShRUIOp::create(rewriter, loc, hash, constant(16));
  Value scaled = arith::MulIOp::create(rewriter, loc, high,
                                       constant(op.getNumPartitions()));
  Value first = arith::ShRUIOp::create(rewriter, loc, scaled, constant(16));
  return arith::IndexCastUIOp::create(rewriter, loc, rewriter.getIndexType(),
                                      first);
}

void mlir::kfusion::lowerHorizontalOp(RewriterBase &rewriter, HorizontalOp op) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value threadId = gpu::ThreadIdOp::create(rewriter, loc, gpu::Dimension::x);
  int64_t blockSize = op.getBlockSize();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  // The launch's block id, before every region's code (a partition's
  // setmaxnreg branch holds its region, so one made there would not
  // dominate the later regions).
  Value launchBlock;
  unsigned numRegions = op.getNumPartitions();
  if (op.getBlocks() || llvm::any_of(llvm::seq(numRegions), [&](unsigned i) {
        return !op.regionUsesLaunchGrid(i);
      }))
    launchBlock = gpu::BlockIdOp::create(rewriter, loc, gpu::Dimension::x);
  auto conjoin = [&](Value guard, Value condition) -> Value {
    return guard ? arith::AndIOp::create(rewriter, loc, guard, condition)
                       .getResult()
                 : condition;
  };
  SmallVector<Value> ownsBlock, regionBlockIds;
  if (op.getBlocks())
    interleaveBlocks(rewriter, op, launchBlock, ownsBlock, regionBlockIds);
  // Staggered: the regions inside a loop of n steps, step k running region
  // (first + k) mod n, written out below.
  Value staggeredRegion;
  scf::ForOp staggeredLoop;
  if (op.getStaggered()) {
    Value first = firstStaggeredRegion(rewriter, op);
    Value n = constant(numRegions);
    auto loop = scf::ForOp::create(rewriter, loc, constant(0), n, constant(1));
    staggeredLoop = loop;
    rewriter.setInsertionPoint(loop.getBody()->getTerminator());
    staggeredRegion = arith::RemUIOp::create(
        rewriter, loc,
        arith::AddIOp::create(rewriter, loc, first, loop.getInductionVar()), n);
  }
  for (unsigned i = 0; i < numRegions; ++i) {
    int64_t start = op.getPartitionStart(i);
    int64_t end = start + op.getPartitions()[i];
    OpBuilder::InsertionGuard insertion(rewriter);
    // The partition's registers move first, in every block (a region that
    // skips a block still releases what another partition takes).
    if (std::optional<NVVM::SetMaxRegisterAction> action =
            registerMove(op, i)) {
      Value inRange =
          threadRange(rewriter, loc, threadId, start, end, blockSize);
      auto ifOp = scf::IfOp::create(rewriter, loc, inRange, false);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      NVVM::SetMaxRegisterOp::create(rewriter, loc,
                                     (*op.getPartitionRegisters())[i], *action);
      start = 0;
      end = blockSize;
    }
    // Guard: the step of the staggered loop, the partition's thread range,
    // and the region's block range.
    Value guard;
    if (staggeredRegion)
      guard = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                    staggeredRegion, constant(i));
    if (start > 0)
      guard = conjoin(guard, arith::CmpIOp::create(rewriter, loc,
                                                   arith::CmpIPredicate::uge,
                                                   threadId, constant(start)));
    if (end < blockSize)
      guard = conjoin(guard, arith::CmpIOp::create(rewriter, loc,
                                                   arith::CmpIPredicate::ult,
                                                   threadId, constant(end)));
    Value regionBlock = launchBlock;
    if (op.getBlocks()) {
      guard = conjoin(guard, ownsBlock[i]);
      regionBlock = regionBlockIds[i];
    } else if (!op.regionUsesLaunchGrid(i)) {
      // The launch grid is 1-D then; the region runs in its first blocks.
      std::array<int64_t, 3> grid = op.getRegionGridDims(i);
      if (!op.hasDynamicGrid()) {
        int64_t blocks = grid[0] * grid[1] * grid[2];
        if (blocks < op.getLaunchGrid()[0])
          guard = conjoin(guard, arith::CmpIOp::create(
                                     rewriter, loc, arith::CmpIPredicate::ult,
                                     launchBlock, constant(blocks)));
      } else {
        // The launch grid is the largest region's, known at run time only.
        guard =
            conjoin(guard, arith::CmpIOp::create(
                               rewriter, loc, arith::CmpIPredicate::ult,
                               launchBlock, regionBlockCount(rewriter, op, i)));
      }
    }
    if (guard) {
      auto ifOp = scf::IfOp::create(rewriter, loc, guard, /*withElse=*/false);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
    }
    auto execute = scf::ExecuteRegionOp::create(rewriter, loc, TypeRange{});
    Region &body = execute.getRegion();
    rewriter.inlineRegionBefore(op.getBodies()[i], body, body.end());
    for (Block &block : body)
      if (auto yield = dyn_cast<YieldOp>(block.getTerminator())) {
        rewriter.setInsertionPoint(yield);
        rewriter.replaceOpWithNewOp<scf::YieldOp>(yield);
      }
    remapRegion(rewriter, op, i, body, threadId, regionBlock);
  }
  // Written out: in a loop, whatever LLVM hoists out of it (the kernels'
  // parameters, address arithmetic) stays live across every region's code
  // (ptxas: 99 registers for SHA-256d + Ethash, the serial form 84); step k
  // is then region (s + k) mod n's guarded copy of each region.
  if (staggeredLoop) {
    LogicalResult unrolled = loopUnrollFull(staggeredLoop);
    assert(succeeded(unrolled) && "the staggered loop has constant bounds");
    (void)unrolled;
  }
  rewriter.eraseOp(op);
}

void mlir::kfusion::lowerHorizontalOps(Operation *root) {
  SmallVector<HorizontalOp> ops;
  root->walk([&](HorizontalOp op) { ops.push_back(op); });
  IRRewriter rewriter(root->getContext());
  for (HorizontalOp op : ops)
    lowerHorizontalOp(rewriter, op);
}

namespace {
struct KFusionLowerHorizontalPass final
    : kfusion::impl::KFusionLowerHorizontalPassBase<
          KFusionLowerHorizontalPass> {
  using Base::Base;

  void runOnOperation() override { lowerHorizontalOps(getOperation()); }
};
} // namespace
