//===- WidenPointBlocks.cpp - kfusion-widen-point-blocks ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A point kernel (its thread and block ids only compute its point: the
// stencil fusion's footprint analysis) computes the same points whatever its
// block shape, so its launches may use wider blocks along x: `columns`
// threads, the grid along x as many times shorter, where the widths divide.
// Stencil fusion's tiles are its blocks: on an H100 Jacobi's fused kernel
// with 64x8-thread blocks (64 x 64 tiles with register tiles) ran at 0.86 of
// the copy bandwidth against 0.82 with 32x8 blocks
// (bench/results/2026-12-06-h100-static-windows). Stencil fusion fuses
// launches of one block shape, so a function's launches in the same blocks
// widen together: where one point kernel must keep its blocks, the others
// keep theirs (hdiff's chain, two of its four kernels widened, fused into
// three kernels 3.5x slower than the one it fused before). A remark says
// what each launch became, or why it stayed.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelFootprint.h"
#include "KFusion/Common/KernelIndex.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONWIDENPOINTBLOCKSPASS
#include "KFusion/Stencil/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// The most threads a block may have.
constexpr int64_t kMaxBlockThreads = 1024;

/// Why `launch` cannot run in blocks `columns` threads wide, or an empty
/// string (also where its blocks are that wide already); `blocks` and
/// `block` get its grid along x and its block size.
std::string whyNotWidened(gpu::LaunchFuncOp launch, int64_t columns,
                          int64_t &blocks, std::array<int64_t, 3> &block) {
  gpu::KernelDim3 sizes = launch.getBlockSizeOperandValues();
  Value values[3] = {sizes.x, sizes.y, sizes.z};
  for (unsigned d = 0; d < 3; ++d) {
    std::optional<int64_t> size = getConstantIntValue(values[d]);
    if (!size || *size < 1)
      return "its block size is not a positive constant";
    block[d] = *size;
  }
  if (block[0] >= columns)
    return "";
  if (columns % block[0] != 0)
    return (Twine(columns) + " is not a multiple of its " + Twine(block[0]) +
            " threads along x")
        .str();
  std::optional<int64_t> grid =
      getConstantIntValue(launch.getGridSizeOperandValues().x);
  if (!grid || *grid < 1)
    return "its grid along x is not a positive constant";
  blocks = *grid;
  if ((blocks * block[0]) % columns != 0)
    return ("its " + Twine(blocks * block[0]) +
            " threads along x are not a multiple of " + Twine(columns))
        .str();
  if (columns * block[1] * block[2] > kMaxBlockThreads)
    return ("a block would have " + Twine(columns * block[1] * block[2]) +
            " threads, above " + Twine(kMaxBlockThreads))
        .str();
  if (launch.hasClusterSize())
    return "it uses thread block clusters";
  if (Value bytes = launch.getDynamicSharedMemorySize();
      bytes && getConstantIntValue(bytes) != 0)
    return "it uses dynamic shared memory";
  auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
      launch, launch.getKernelAttr());
  if (!kernel || kernel.isExternal())
    return "its kernel is not a gpu.func with a body";
  if (kernel.getKnownBlockSizeAttr() || kernel.getKnownGridSizeAttr())
    return "its kernel states its block or grid size (known_block_size, "
           "known_grid_size)";
  // The point form allows the sizes anywhere (stencil fusion keeps them);
  // along x they change here: `gpu.grid_dim x * 32` as a bound, or the
  // block's width as a value, would. A size nothing reads (outlining
  // materializes all six) changes nothing, nor does the block's width where
  // each use multiplies it by the block id (`block_id x * block_dim x`, the
  // block's first point, which the point form lets build only the point:
  // the same points in any blocks).
  KernelIndexAnalysis indices(kernel);
  auto onlyBlockBase = [&](Operation *blockDim) {
    return llvm::all_of(blockDim->getUsers(), [&](Operation *user) {
      if (user->getNumResults() != 1)
        return false;
      IndexForm form = indices.getForm(user->getResult(0));
      return form.known && form.getCoefficient(IndexAtom::blockDim(0)) == 0 &&
             form.getCoefficient(IndexAtom::blockBase(0)) != 0;
    });
  };
  Operation *size = nullptr;
  kernel.walk([&](Operation *op) {
    if (op->use_empty())
      return WalkResult::advance();
    if (auto blockDim = dyn_cast<gpu::BlockDimOp>(op))
      size = blockDim.getDimension() == gpu::Dimension::x && !onlyBlockBase(op)
                 ? op
                 : nullptr;
    else if (auto gridDim = dyn_cast<gpu::GridDimOp>(op))
      size = gridDim.getDimension() == gpu::Dimension::x ? op : nullptr;
    return size ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (size)
    return "its kernel reads its " +
           std::string(isa<gpu::BlockDimOp>(size) ? "block" : "grid") +
           "'s size along x (" + size->getName().getStringRef().str() + ")";
  KernelFootprint footprint = analyzeKernelFootprint(kernel);
  if (!footprint.isPointForm())
    return "its kernel is not a point kernel: it " + footprint.notPointReason;
  if (footprint.assumedBlockSizes[0] != 0)
    return ("its kernel computes its point with a block of " +
            Twine(footprint.assumedBlockSizes[0]) + " threads along x")
        .str();
  return "";
}
} // namespace

void mlir::kfusion::widenPointBlocks(ModuleOp module, int64_t columns) {
  struct Launch {
    gpu::LaunchFuncOp op;
    std::string why;
    int64_t blocks = 0;
    std::array<int64_t, 3> block = {0, 0, 0};
    /// Refused, of a point kernel: the launches beside it in its blocks
    /// keep theirs.
    bool holds = false;
  };
  auto pointKernel = [&](gpu::LaunchFuncOp op) {
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        op, op.getKernelAttr());
    return kernel && !kernel.isExternal() &&
           analyzeKernelFootprint(kernel).isPointForm();
  };
  SmallVector<Launch> launches;
  module.walk([&](gpu::LaunchFuncOp op) {
    Launch launch{op, "", 0, {0, 0, 0}, false};
    launch.why = whyNotWidened(op, columns, launch.blocks, launch.block);
    launch.holds = !launch.why.empty() && pointKernel(op);
    launches.push_back(std::move(launch));
  });
  // Stencil fusion fuses the launches of one shape: where a point kernel
  // keeps its blocks, the launches of its function in the same blocks and
  // grid keep theirs, so that they may still fuse with it.
  auto sameShape = [](gpu::LaunchFuncOp a, gpu::LaunchFuncOp b) {
    gpu::KernelDim3 sizes[4] = {
        a.getBlockSizeOperandValues(), b.getBlockSizeOperandValues(),
        a.getGridSizeOperandValues(), b.getGridSizeOperandValues()};
    for (int pair = 0; pair < 4; pair += 2) {
      Value x[2][3] = {
          {sizes[pair].x, sizes[pair].y, sizes[pair].z},
          {sizes[pair + 1].x, sizes[pair + 1].y, sizes[pair + 1].z}};
      for (unsigned d = 0; d < 3; ++d) {
        std::optional<int64_t> u = getConstantIntValue(x[0][d]);
        if (!u || u != getConstantIntValue(x[1][d]))
          return false;
      }
    }
    return true;
  };
  for (Launch &launch : launches) {
    if (launch.block[0] >= columns || !launch.why.empty())
      continue;
    for (Launch &other : launches) {
      if (!other.holds || other.op->getParentOp() != launch.op->getParentOp() ||
          !sameShape(other.op, launch.op))
        continue;
      launch.why =
          ("the point kernel " + other.op.getKernel().getLeafReference().str() +
           ", launched in the same blocks and grid here, keeps "
           "its own (" +
           other.why + ")");
      break;
    }
  }
  for (Launch &launch : launches) {
    // Blocks as wide already, or wider: nothing to do, nothing to say.
    if (launch.block[0] >= columns)
      continue;
    gpu::LaunchFuncOp op = launch.op;
    if (!launch.why.empty()) {
      op.emitRemark() << "kfusion-widen-point-blocks: the launch of "
                      << op.getKernel() << " keeps its blocks: " << launch.why;
      continue;
    }
    const std::array<int64_t, 3> &block = launch.block;
    OpBuilder builder(op);
    Location loc = op.getLoc();
    int64_t grid = launch.blocks * block[0] / columns;
    op.getBlockSizeXMutable().assign(
        arith::ConstantIndexOp::create(builder, loc, columns));
    op.getGridSizeXMutable().assign(
        arith::ConstantIndexOp::create(builder, loc, grid));
    op.emitRemark() << "kfusion-widen-point-blocks: " << op.getKernel()
                    << " in blocks of " << columns << "x" << block[1] << "x"
                    << block[2] << " (was " << block[0] << "x" << block[1]
                    << "x" << block[2] << "), " << grid << " along x (was "
                    << launch.blocks << ")";
  }
}

namespace {
struct KFusionWidenPointBlocksPass final
    : kfusion::impl::KFusionWidenPointBlocksPassBase<
          KFusionWidenPointBlocksPass> {
  using Base::Base;

  void runOnOperation() override {
    if (columns < 1 || columns > kMaxBlockThreads) {
      getOperation().emitError()
          << "kfusion-widen-point-blocks: columns must be 1 to "
          << kMaxBlockThreads << ", not " << int64_t(columns);
      return signalPassFailure();
    }
    widenPointBlocks(getOperation(), columns);
  }
};
} // namespace
