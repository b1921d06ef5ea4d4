//===- LowerTiles.cpp - kfusion-lower-tiles ---------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Materializes the tiles and shared arrays of stencil fusion: shared reads
// and writes become loads and stores at the point's tile-relative thread id
// plus the array's halo; a tile with a halo becomes a loop over its widened
// box (x fastest) that the block's threads share, with the point's ids
// remapped; a stage becomes a guarded copy loop and a barrier; a shared array
// becomes a workgroup attribution of its kernel or a view of its dynamic
// shared memory; a halo exchange copies layers from the cluster's other
// blocks.
//
// This file holds the pass, the order of the steps (`lowerTileOps`) and the
// index helpers they share; the steps live in LowerTiles*.cpp (LowerTiles.h).
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"
#include "HaloExchange.h"

#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/StencilGroup.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#define DEBUG_TYPE "kfusion-lower-tiles"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERTILESPASS
#include "KFusion/Stencil/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

//===----------------------------------------------------------------------===//
// Index helpers
//===----------------------------------------------------------------------===//

/// Block size in thread dimension `d` at `builder`'s position: a constant
/// when the kernel declares its block size, else `gpu.block_dim`.
Value tilelowering::blockSize(OpBuilder &builder, Location loc, Operation *at,
                              unsigned d) {
  auto kernel = at->getParentOfType<gpu::GPUFuncOp>();
  // Inside a horizontal region the partition's block is not the kernel's.
  if (kernel && !at->getParentOfType<HorizontalOp>())
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
      return arith::ConstantIndexOp::create(builder, loc, (*known)[d]);
  return gpu::BlockDimOp::create(builder, loc, toDimension(d));
}

/// The tile size in thread dimension `d`: the block size times the kernel's
/// tile scale (`kfusion.tile_scale`).
Value tilelowering::tileSize(OpBuilder &builder, Location loc, Operation *at,
                             unsigned d) {
  auto kernel = at->getParentOfType<gpu::GPUFuncOp>();
  Value size;
  if (kernel && kernel->hasAttr(kPointBlockAttrName))
    size = arith::ConstantIndexOp::create(builder, loc,
                                          *pointBlockSize(kernel, d));
  else
    size = blockSize(builder, loc, at, d);
  int64_t scale = getTileScale(at, d);
  if (scale == 1)
    return size;
  if (std::optional<int64_t> known = getConstantIntValue(size))
    return arith::ConstantIndexOp::create(builder, loc, *known * scale);
  return arith::MulIOp::create(
      builder, loc, size, arith::ConstantIndexOp::create(builder, loc, scale));
}

/// a + c, folded when c is zero or a a constant.
Value tilelowering::addConstant(OpBuilder &builder, Location loc, Value a,
                                int64_t c) {
  if (c == 0)
    return a;
  if (std::optional<int64_t> known = getConstantIntValue(a))
    return arith::ConstantIndexOp::create(builder, loc, *known + c);
  return arith::AddIOp::create(builder, loc, a,
                               arith::ConstantIndexOp::create(builder, loc, c));
}

Value tilelowering::linearize(OpBuilder &builder, Location loc,
                              ArrayRef<Value> ids, ArrayRef<Value> sizes) {
  return arith::AddIOp::create(
      builder, loc, ids[0],
      arith::MulIOp::create(
          builder, loc, sizes[0],
          arith::AddIOp::create(
              builder, loc, ids[1],
              arith::MulIOp::create(builder, loc, sizes[1], ids[2]))));
}

/// The linear thread id (x fastest) and the thread count of the block.
std::pair<Value, Value>
tilelowering::linearThread(OpBuilder &builder, Location loc, Operation *at) {
  Value sizes[3], ids[3];
  for (unsigned d = 0; d < 3; ++d) {
    sizes[d] = blockSize(builder, loc, at, d);
    ids[d] = gpu::ThreadIdOp::create(builder, loc, toDimension(d));
  }
  Value linear = linearize(builder, loc, ids, sizes);
  Value count = arith::MulIOp::create(
      builder, loc, arith::MulIOp::create(builder, loc, sizes[0], sizes[1]),
      sizes[2]);
  return {linear, count};
}

std::string
tilelowering::whyNotHostLaunched(gpu::GPUFuncOp kernel, Operation *root,
                                 SmallVectorImpl<gpu::LaunchFuncOp> *launches) {
  auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
  Operation *host = module ? module->getParentOp() : nullptr;
  if (!host || !(root == host || root->isAncestor(host)))
    return "its kernel's launches are outside the lowered op";
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(kernel, host);
  if (!uses)
    return "its kernel's uses are unknown";
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto launch = dyn_cast<gpu::LaunchFuncOp>(use.getUser());
    if (!launch || !launch->getParentOfType<func::FuncOp>())
      return "its kernel is used other than by host launches";
    if (launches)
      launches->push_back(launch);
  }
  return "";
}

//===----------------------------------------------------------------------===//
// The steps in order
//===----------------------------------------------------------------------===//

/// An error on `root` for the first option of `options` out of its range.
static LogicalResult checkOptions(Operation *root,
                                  const KFusionLowerTilesPassOptions &options) {
  StringRef prefetch = options.prefetchLateReads;
  if (!options.runRows.empty())
    return root->emitError()
           << "kfusion-lower-tiles: run-rows was renamed rows-per-run";
  if (options.rowsPerRun < 0)
    return root->emitError()
           << "kfusion-lower-tiles: rows-per-run must be 0 (chosen per kernel) "
              "or positive, not "
           << options.rowsPerRun;
  if (options.stageUnroll < 1)
    return root->emitError()
           << "kfusion-lower-tiles: stage-unroll must be positive, not "
           << options.stageUnroll;
  if (!llvm::is_contained({"auto", "always", "never"},
                          StringRef(options.stageTma)))
    return root->emitError()
           << "kfusion-lower-tiles: stage-tma must be auto, always or never, "
              "not '"
           << options.stageTma << "'";
  if (!llvm::is_contained({"auto", "none", "l1", "l2"}, prefetch))
    return root->emitError()
           << "kfusion-lower-tiles: prefetch-late-reads must be auto, none, "
              "l1 or l2, not '"
           << prefetch << "'";
  if (!llvm::is_contained({"auto", "always", "never"},
                          StringRef(options.registerTiles)))
    return root->emitError()
           << "kfusion-lower-tiles: register-tiles must be auto, always or "
              "never, not '"
           << options.registerTiles << "'";
  if (!llvm::is_contained({"auto", "always", "never"},
                          StringRef(options.vectorStores)))
    return root->emitError()
           << "kfusion-lower-tiles: vector-stores must be auto, always or "
              "never, not '"
           << options.vectorStores << "'";
  if (options.registerColumns < 1)
    return root->emitError()
           << "kfusion-lower-tiles: register-columns must be positive, not "
           << options.registerColumns;
  if (options.streamTiles < 1)
    return root->emitError()
           << "kfusion-lower-tiles: stream-tiles must be positive, not "
           << options.streamTiles;
  if (options.streamRows < 0)
    return root->emitError()
           << "kfusion-lower-tiles: stream-rows must be 0 (off) or positive, "
              "not "
           << options.streamRows;
  if (options.streamColumns % 32 != 0 || options.streamColumns < 32 ||
      options.streamColumns > 1024)
    return root->emitError() << "kfusion-lower-tiles: stream-columns must be "
                                "a multiple of 32 from 32 to 1024, not "
                             << options.streamColumns;
  return success();
}

LogicalResult
mlir::kfusion::lowerTileOps(Operation *root,
                            const KFusionLowerTilesPassOptions &options) {
  if (failed(checkOptions(root, options)))
    return failure();
  StringRef prefetch = options.prefetchLateReads;
  FailureOr<DeviceDescription> device = resolveDevice(root, options.device);
  if (failed(device))
    return failure();
  // Streamed rows replace a kernel's tiles, stages and arrays whole: nothing
  // later finds them.
  StreamRowsPlans streamed = chooseStreamRows(root, options, *device);
  for (auto &[kernel, plan] : streamed)
    lowerKernelStreamRows(cast<gpu::GPUFuncOp>(kernel), plan);
  // Register tiles first: their kernels' blocks shrink (the tiles keep their
  // points: every later step counts the point block).
  RegisterPlans registers = chooseRegisterTiles(root, options, *device);
  for (auto &[kernel, plan] : registers) {
    removeBarriersBetweenTiles(cast<gpu::GPUFuncOp>(kernel));
    shrinkBlockForRegisterTiles(cast<gpu::GPUFuncOp>(kernel), plan);
    repackDynamicSharedArrays(cast<gpu::GPUFuncOp>(kernel), plan,
                              device->staticSharedBytesPerBlock);
  }
  if (prefetch != "none") {
    SmallVector<gpu::GPUFuncOp> kernels;
    root->walk([&](gpu::GPUFuncOp kernel) {
      // A register kernel's tiles read no global memory after a barrier
      // that a prefetch would hide (and stay consecutive).
      if (!registers.contains(kernel) && !streamed.contains(kernel))
        kernels.push_back(kernel);
    });
    // memref.prefetch locality 3 for l1, 1 for l2; auto leaves the
    // arguments that fit in L2 alone.
    for (gpu::GPUFuncOp kernel : kernels)
      insertLatePrefetches(kernel, prefetch == "l1" ? 3 : 1,
                           prefetch == "auto" ? device->l2Bytes : 0);
  }
  if (options.interiorBlocks) {
    SmallVector<SmallVector<TileOp>> specialize;
    root->walk([&](TileOp tile) {
      auto kernel = tile->getParentOfType<gpu::GPUFuncOp>();
      // A register kernel's tiles together (one unit of straight-line code).
      if (kernel && registers.contains(kernel) && !specialize.empty() &&
          specialize.back().front()->getParentOfType<gpu::GPUFuncOp>() ==
              kernel)
        specialize.back().push_back(tile);
      else
        specialize.push_back({tile});
    });
    for (ArrayRef<TileOp> tiles : specialize)
      specializeInteriorBlocks(tiles);
  }
  // Before the accesses: a TMA window's low halo may widen (aligned rows).
  TmaStages tma;
  if (options.stageTma != "never")
    tma = chooseTmaStages(root, options, *device);
  // Register kernels' tiles, before the shared accesses (their reads of
  // temporaries become registers).
  SmallVector<scf::IfOp> interiorBranches;
  for (auto &[kernel, plan] : registers)
    llvm::append_range(
        interiorBranches,
        lowerKernelInRegisters(cast<gpu::GPUFuncOp>(kernel), plan, tma));
  // Halo exchanges read and write the arrays as memrefs, like the accesses.
  SmallVector<HaloExchangeOp> exchanges;
  root->walk([&](HaloExchangeOp exchange) { exchanges.push_back(exchange); });
  for (HaloExchangeOp exchange : exchanges)
    lowerHaloExchange(exchange);
  lowerSharedAccesses(root);
  SmallVector<StageOp> stages;
  SmallVector<TileOp> tiles;
  SmallVector<SharedArrayOp> arrays;
  root->walk([&](Operation *op) {
    if (auto stage = dyn_cast<StageOp>(op))
      stages.push_back(stage);
    else if (auto tile = dyn_cast<TileOp>(op))
      tiles.push_back(tile);
    else if (auto array = dyn_cast<SharedArrayOp>(op))
      arrays.push_back(array);
  });
  // The kernels with tiles (for stream-tiles' remarks on those without
  // register tiles).
  llvm::SetVector<Operation *> tiled;
  for (TileOp tile : tiles)
    if (auto kernel = tile->getParentOfType<gpu::GPUFuncOp>())
      tiled.insert(kernel);
  RunPlans plans;
  if (options.rowRuns)
    plans = planRuns(root, options.rowsPerRun, tma.pitchMultiples,
                     /*extraWidths=*/llvm::DenseMap<Operation *, int64_t>(),
                     device->staticSharedBytesPerBlock);
  // Each array's pitch: its run plan's, then a TMA destination's rows
  // padded to whole 16 bytes where the plan left them (no bank layout fits).
  ArrayLayouts layouts;
  for (auto &[kernel, plan] : plans)
    for (auto [array, pitch] : plan.pitches)
      layouts.pitches[array] = pitch;
  for (auto [array, multiple] : tma.pitchMultiples) {
    int64_t width = cast<SharedArrayOp>(array).getType().getShape().back();
    int64_t &pitch = layouts.pitches[array];
    pitch = llvm::alignTo(std::max(pitch, width), multiple);
    layouts.tmaAligned.insert(array);
  }
  for (StageOp stage : stages) {
    if (tma.stages.contains(stage))
      lowerStageByTma(
          stage, layouts.pitches.lookup(stage.getArray().getDefiningOp()), tma);
    else
      lowerStage(stage, options);
  }
  for (TileOp tile : tiles)
    lowerTile(tile, plans);
  // Kernels whose plan counted on their arrays overlaid (stencil fusion's
  // deep tiles with single readers staged) are aliased whatever the option.
  SmallVector<gpu::GPUFuncOp> aliased;
  root->walk([&](gpu::GPUFuncOp kernel) {
    if (options.aliasSharedArrays ||
        kernel->hasAttr(kAliasSharedArraysAttrName))
      aliased.push_back(kernel);
  });
  if (!aliased.empty()) {
    for (gpu::GPUFuncOp kernel : aliased)
      aliasSharedArrays(kernel, layouts);
    arrays.clear();
    root->walk([&](SharedArrayOp array) { arrays.push_back(array); });
  }
  for (SharedArrayOp array : arrays)
    lowerSharedArray(array, layouts);
  // Register kernels' interior blocks store rows in vectors (every access
  // an upstream op by now).
  if (options.vectorStores != "never")
    for (scf::IfOp branch : interiorBranches)
      vectorizeInteriorStores(branch);
  // Register kernels loop over several tiles along y, their TMA windows
  // double-buffered (the whole kernel lowered: the loop wraps its code).
  if (options.streamTiles > 1) {
    for (auto &[kernel, plan] : registers)
      streamTiles(cast<gpu::GPUFuncOp>(kernel), options.streamTiles,
                  plan.launches, device->staticSharedBytesPerBlock);
    for (Operation *kernel : tiled)
      if (!registers.contains(kernel))
        kernel->emitRemark()
            << "kfusion-lower-tiles: tiles of @"
            << cast<gpu::GPUFuncOp>(kernel).getName()
            << " not streamed: they are not register tiles (register-tiles: "
               "auto takes grids of at least 2 waves, always says why not)";
  }
  // The tile scale described the tiles, which are loops now; the arrays are
  // placed.
  root->walk([](gpu::GPUFuncOp kernel) {
    kernel->removeAttr(kTileScaleAttrName);
    kernel->removeAttr(kAliasSharedArraysAttrName);
    kernel->removeAttr(kPointBlockAttrName);
  });
  return success();
}

namespace {
struct KFusionLowerTilesPass final
    : kfusion::impl::KFusionLowerTilesPassBase<KFusionLowerTilesPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionLowerTilesPassOptions options;
    options.interiorBlocks = interiorBlocks;
    options.rowRuns = rowRuns;
    options.rowsPerRun = rowsPerRun;
    options.runRows = runRows;
    options.stageUnroll = stageUnroll;
    options.stageAsync = stageAsync;
    options.stageTma = stageTma;
    options.aliasSharedArrays = aliasSharedArrays;
    options.prefetchLateReads = prefetchLateReads;
    options.registerTiles = registerTiles;
    options.registerColumns = registerColumns;
    options.streamTiles = streamTiles;
    options.streamRows = streamRows;
    options.streamColumns = streamColumns;
    options.vectorStores = vectorStores;
    options.device = device;
    if (failed(lowerTileOps(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
