//===- GemmTma.cpp - GEMM operand tiles loaded by the TMA -----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `load = tma` pipeline of the GEMM kernels (GemmConfig's GemmLoad): a
// k-tile's A and B tiles are TMA tile loads (cp.async.bulk.tensor) of tensor
// maps the host makes at the launch, in the 128-byte swizzle, which puts
// each element where the cp.async copies put it (16-byte chunk c of row r at
// chunk c ^ (r mod 8) of a 128-byte row, 1024-byte aligned tiles) and which
// wgmma's descriptors name. One thread expects the stage's bytes on the
// stage's mbarrier and issues the loads; every thread waits for the phase
// before the barrier that publishes the k-tile (where the cp.async pipeline
// waits for its copy group). Elements past the tensor arrive as zeros, so
// the ragged edges need no predication. The loads bypass the registers and
// the L1 path the copies take (16 B per instruction and thread), the
// bottleneck of the copy pipeline's k-tiles (docs/gemm.md).
//
// With a producer warpgroup (`load = tma-producer`, warp specialization as
// in CUTLASS's sm90 kernels): warpgroup 0 gives its registers to the others
// (setmaxnreg) and its thread 0 issues every k-tile's loads once the stage
// is free, which a second mbarrier per stage says (lane 0 of every computing
// warp arrives when the wait that retires its wgmma group of the stage's
// k-tile returns). The computing warpgroups wait only for the loads they
// multiply: no block barrier in the k loop, and the loads run up to
// `stages` k-tiles ahead of the slowest warpgroup.
//
// Persistent (`schedule = persistent`, with a producer): as many blocks as
// the multiprocessors hold, each looping over the tiles b, b + blocks, ...;
// the producer and the computing warpgroups count the block's k-tiles across
// its tiles (stage and phase carry on), so the producer loads the next
// tile while the computing warpgroups store the last, in a buffer of their
// own after the stages.
//
// Ping-pong (`schedule = pingpong`): two teams of computing warpgroups take
// a persistent block's tiles in turn (team 0 the block's tiles 0, 2, ...,
// team 1 tiles 1, 3, ...), so one team's k loop keeps the tensor cores busy
// while the other runs its epilogue (CUTLASS's pingpong kernel schedule).
// The producer loads the tiles in order as before; a team starts its k loop
// once the other team's k loop before it is done (an order mbarrier per
// team), so every k-tile it waits for is at most one phase ahead of its
// stage's mbarrier (a wait on the parity of a phase two ahead would return
// at once). Each team has its own staging buffer and epilogue barrier.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

/// Columns of a panel of an M- or N-major operand tile (one 128-byte row).
static constexpr int64_t kPanel = 64;

/// The box of `op`'s loads in `kb`'s kernel: its shape (the batch
/// dimension of 1 first where the operand has one). A tile the blocks of a
/// cluster share is loaded in shares, one a block: a K-major tile's rows,
/// an M- or N-major panel's k rows.
static SmallVector<int64_t> boxShape(const KernelBuilder &kb, Operand op) {
  bool batched = op == Operand::A ? kb.shape.aBatched : kb.shape.bBatched;
  int64_t share = kb.multicast(op) ? kb.cfg.clusterBlocks() : 1;
  SmallVector<int64_t> box;
  if (batched)
    box.push_back(1);
  if (kb.kMajor(op))
    box.append({kb.tileMN(op) / share, kb.cfg.tileK});
  else
    box.append({kb.cfg.tileK / share, kPanel});
  return box;
}

static gpu::AddressSpaceAttr workgroupSpace(MLIRContext *ctx) {
  return gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
}

Type KernelBuilder::tmaMapType(Operand op) const {
  MLIRContext *ctx = b.getContext();
  auto box = MemRefType::get(boxShape(*this, op), elemType, AffineMap(),
                             workgroupSpace(ctx));
  return nvgpu::TensorMapDescriptorType::get(
      ctx, box, nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_256B,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
}

/// The async proxy (the TMA's writes) ordered after the shared-memory
/// accesses before it.
static void fenceAsyncShared(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

void KernelBuilder::initBarriers() {
  MLIRContext *ctx = b.getContext();
  auto groupType =
      nvgpu::MBarrierGroupType::get(ctx, workgroupSpace(ctx), cfg.stages);
  barriers = nvgpu::MBarrierCreateOp::create(b, loc, groupType);
  if (cfg.hasProducer())
    freeBarriers = nvgpu::MBarrierCreateOp::create(b, loc, groupType);
  if (cfg.teams() > 1)
    orderBarriers = nvgpu::MBarrierCreateOp::create(
        b, loc,
        nvgpu::MBarrierGroupType::get(ctx, workgroupSpace(ctx), cfg.teams()));
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cst(0));
  auto init = scf::IfOp::create(b, loc, first, /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(init.thenBlock());
  // The maps' descriptors fetched while the mbarriers are made (a short
  // kernel would wait for them at its first loads).
  nvgpu::TmaPrefetchOp::create(b, loc, mapA, /*predicate=*/Value());
  nvgpu::TmaPrefetchOp::create(b, loc, mapB, /*predicate=*/Value());
  // One arrival a phase: the issuing thread's expect_tx.
  for (int64_t s = 0; s < cfg.stages; ++s)
    nvgpu::MBarrierInitOp::create(b, loc, barriers, cst(1), cst(s),
                                  /*predicate=*/Value());
  // A free mbarrier's phase: every computing warp's release (of the team
  // that multiplied the stage's k-tile), in every block of a cluster (the
  // block's producer writes into all of them).
  if (freeBarriers)
    for (int64_t s = 0; s < cfg.stages; ++s)
      nvgpu::MBarrierInitOp::create(
          b, loc, freeBarriers, cst(releaseArrivals() * cfg.clusterBlocks()),
          cst(s),
          /*predicate=*/Value());
  // Ping-pong: a team's order mbarrier counts the other team's warps.
  if (orderBarriers)
    for (int64_t t = 0; t < cfg.teams(); ++t)
      nvgpu::MBarrierInitOp::create(b, loc, orderBarriers,
                                    cst(releaseArrivals()), cst(t),
                                    /*predicate=*/Value());
  // The inits visible to the TMA's complete-tx (the async proxy), as
  // CUTLASS's pipelines fence them.
  NVVM::FenceMbarrierInitOp::create(b, loc);
  fenceAsyncShared(b, loc);
  // (The barrier after which every thread sees them follows the first
  // k-tiles' loads, which the same thread issues: mainLoop.)
}

void KernelBuilder::issueTma(OpFoldResult kTile, OpFoldResult stage,
                             bool anyThread) {
  OpBuilder::InsertionGuard guard(b);
  if (!anyThread) {
    Value first =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cst(0));
    auto issue = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    b.setInsertionPointToStart(issue.thenBlock());
  }
  fenceAsyncShared(b, loc);
  int64_t esz = elemType.getIntOrFloatBitWidth() / 8;
  Value bar = val(stage);
  nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, barriers, cst(cfg.stageBytes(shape)), bar, /*predicate=*/Value());
  MLIRContext *ctx = b.getContext();
  OpFoldResult k0 = mul(kTile, cfg.tileK);
  for (Operand op : {Operand::A, Operand::B}) {
    bool isA = op == Operand::A;
    bool km = kMajor(op);
    bool batched = isA ? shape.aBatched : shape.bBatched;
    OpFoldResult mn0 = mul(isA ? tileM : tileN, tileMN(op));
    auto dstType = MemRefType::get(boxShape(*this, op), elemType, AffineMap(),
                                   workgroupSpace(ctx));
    int64_t panels = km ? 1 : tileMN(op) / kPanel;
    // A shared tile (clusters): each block loads its share (the box) into
    // every block of the cluster: of a K-major tile its rows from `rows`,
    // of each panel of an M- or N-major one its k rows from `kRows` (whole
    // 8-row atoms of the 128-byte swizzle: the share's offset is a multiple
    // of 1024 bytes, so both blocks' swizzle agrees with the MMA's).
    Value mask;
    OpFoldResult rows = b.getIndexAttr(0), kRows = b.getIndexAttr(0);
    if (multicast(op)) {
      mask = arith::ConstantIntOp::create(
          b, loc, b.getI16Type(), (int64_t(1) << cfg.clusterBlocks()) - 1);
      if (km)
        rows = mul(clusterRank, tileMN(op) / cfg.clusterBlocks());
      else
        kRows = mul(clusterRank, cfg.tileK / cfg.clusterBlocks());
    }
    for (int64_t p = 0; p < panels; ++p) {
      // Panel p of an M- or N-major tile is its rows 64 p ... (tileOffset),
      // its k row r at r * 64; a K-major share's rows start at `rows`.
      OpFoldResult offset = add(add(add(stageOffset(op, stage),
                                        b.getIndexAttr(p * kPanel * cfg.tileK)),
                                    mul(rows, cfg.tileK)),
                                mul(kRows, kPanel));
      Value byteShift = val(add(flatShift, mul(offset, esz)));
      Value dst = memref::ViewOp::create(b, loc, dstType, smem, byteShift,
                                         ValueRange{});
      // Innermost first: K-major (k, mn[, batch]), else (mn, k[, batch]).
      SmallVector<Value> coordinates;
      if (km)
        coordinates = {val(k0), val(add(mn0, rows))};
      else
        coordinates = {val(add(mn0, b.getIndexAttr(p * kPanel))),
                       val(add(k0, kRows))};
      if (batched)
        coordinates.push_back(batch ? batch : cst(0));
      nvgpu::TmaAsyncLoadOp::create(b, loc, dst, barriers, isA ? mapA : mapB,
                                    coordinates, bar, mask,
                                    /*predicate=*/Value());
    }
  }
}

void KernelBuilder::waitTma(Value kt) {
  int64_t stages = cfg.stages;
  // k-tile kt is phase kt / stages of its stage's mbarrier.
  Value phase = val(remu(divu(kt, stages), 2));
  Value parity =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, phase, cst(0));
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, barriers, parity,
                                         cst(10000000), val(remu(kt, stages)));
}

//===----------------------------------------------------------------------===//
// Warp specialization (load = tma-producer)
//===----------------------------------------------------------------------===//

/// The named barrier of the computing threads' epilogue (0 is the block's).
static constexpr int32_t kComputeBarrier = 1;

int64_t KernelBuilder::releaseArrivals() const {
  // The hardware's wgmma reads are a warp's until its wait retires them:
  // lane 0 of each warp releases. The emulation reads per thread, so every
  // thread does. (Each k-tile is one team's.)
  return emulate ? cfg.teamThreads() : cfg.teamThreads() / 32;
}

void KernelBuilder::epilogueBarrier() {
  if (!cfg.hasProducer()) {
    gpu::BarrierOp::create(b, loc);
    return;
  }
  if (!team) {
    kfusion::NamedBarrierOp::create(b, loc, kComputeBarrier,
                                    int32_t(cfg.computeThreads()));
    return;
  }
  // Ping-pong: each team its own (the other may be in its k loop), barrier
  // 1 + team: PTX's bar.sync takes the id from a register.
  NVVM::BarrierOp::create(
      b, loc, /*res=*/Type(), toI32(add(team, b.getIndexAttr(kComputeBarrier))),
      cstI32(cfg.teamThreads()), /*reductionOp=*/NVVM::BarrierReductionAttr(),
      /*reductionPredicate=*/Value());
}

/// Warpgroup 0 produces: it gives up registers (setmaxnreg.dec) and its
/// thread 0 loads every k-tile into stage kt mod stages once the stage is
/// free. The others compute: they take the registers (setmaxnreg.inc), wait
/// for each k-tile's loads, multiply, release the stage of the k-tile whose
/// wgmma group the wait retired and run the epilogue among themselves.
void KernelBuilder::buildSpecialized() {
  GemmConfig::RegisterSplit regs = cfg.registerSplit(spec.device);
  // ptxas compiles for `launch` registers a thread, which setmaxnreg needs
  // to know what the block holds.
  entry->getParentOp()->setAttr("nvvm.maxnreg",
                                b.getI32IntegerAttr(int32_t(regs.launch)));
  initBarriers();
  // Every thread sees the mbarriers initialized before it uses them; in a
  // cluster, every block's (the others multicast and arrive on them).
  if (cfg.clusterBlocks() > 1) {
    NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/UnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/UnitAttr());
  } else {
    gpu::BarrierOp::create(b, loc);
  }
  Value producer =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid, cst(128));
  auto split = scf::IfOp::create(b, loc, producer, /*withElse=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(split.thenBlock());
  NVVM::SetMaxRegisterOp::create(b, loc, int32_t(regs.producer),
                                 NVVM::SetMaxRegisterAction::decrease);
  producerLoop();
  b.setInsertionPointToStart(split.elseBlock());
  NVVM::SetMaxRegisterOp::create(b, loc, int32_t(regs.compute),
                                 NVVM::SetMaxRegisterAction::increase);
  if (cfg.teams() > 1)
    return buildTeams();
  // The computing threads number themselves from 0 (the warpgroups' tiles,
  // the epilogue's rows): max(tid, 128) - 128, the same value here (tid >=
  // 128), which tells the index analysis the range [0, computing threads)
  // (cuSync's tile analysis then sees each tile's rows, not a wider box).
  tid = arith::SubIOp::create(
      b, loc, arith::MaxUIOp::create(b, loc, tid, cst(128)), cst(128));
  std::unique_ptr<TensorCoreOps> ops = makeWarpgroupOps(*this);
  if (!cfg.persistent()) {
    SmallVector<Value> acc = consumerLoop(*ops, wholeTile());
    epilogue(*ops, acc);
    return;
  }
  forEachTile([&](const TileUnit &unit, OpFoldResult) {
    SmallVector<Value> acc = consumerLoop(*ops, unit);
    if (unit.split)
      finishSplit(*ops, acc, unit);
    else
      epilogue(*ops, acc);
  });
}

void KernelBuilder::buildTeams() {
  // The computing threads from 0 (max(tid, 128) - 128, as buildSpecialized
  // numbers them), then their team and the thread within it.
  Value computing = arith::SubIOp::create(
      b, loc, arith::MaxUIOp::create(b, loc, tid, cst(128)), cst(128));
  team = val(divu(computing, cfg.teamThreads()));
  tid = val(remu(computing, cfg.teamThreads()));
  std::unique_ptr<TensorCoreOps> ops = makeWarpgroupOps(*this);
  epilogueShift = val(add(epilogueShift, mul(team, cfg.epilogueBytes(shape))));
  auto tokenType = nvgpu::MBarrierTokenType::get(b.getContext());
  Value other = val(xoru(team, b.getIndexAttr(1)));
  forEachTile(
      [&](const TileUnit &unit, OpFoldResult i) {
        // The block's tile i >= 1 (team 1's always are) waits for the other
        // team's k loop of tile i - 1: phase (i - 1) / 2 of the team's
        // order mbarrier.
        {
          Value later = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                              val(i), cst(1));
          auto ifOp = scf::IfOp::create(b, loc, later, /*withElse=*/false);
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(ifOp.thenBlock());
          // (i - 1 as max(i, 1) - 1: the integer range analysis does not
          // know the branch's condition, and i - 1 would read as possibly
          // negative, keeping the module's index arithmetic 64-bit.)
          Value previous = arith::SubIOp::create(
              b, loc, arith::MaxUIOp::create(b, loc, val(i), cst(1)), cst(1));
          Value round = val(remu(divu(previous, 2), 2));
          Value parity = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                               round, cst(0));
          nvgpu::MBarrierTryWaitParityOp::create(b, loc, orderBarriers, parity,
                                                 cst(10000000), team);
        }
        SmallVector<Value> acc = consumerLoop(*ops, unit);
        // Every k-tile of this tile was waited for and multiplied: the
        // other team may start the next tile's k loop (lane 0 of each warp
        // arrives, every thread emulated: releaseArrivals).
        {
          OpBuilder::InsertionGuard guard(b);
          if (!emulate) {
            Value lane0 = arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::eq, val(remu(tid, 32)), cst(0));
            auto ifOp = scf::IfOp::create(b, loc, lane0, /*withElse=*/false);
            b.setInsertionPointToStart(ifOp.thenBlock());
          }
          nvgpu::MBarrierArriveOp::create(b, loc, tokenType, orderBarriers,
                                          other);
        }
        epilogue(*ops, acc);
      },
      team, cfg.teams());
}

TileUnit KernelBuilder::wholeTile() {
  return {
      b.getIndexAttr(0), b.getIndexAttr(0), b.getIndexAttr(cfg.kTiles(shape)),
      Value(),           Value(),           Value()};
}

void KernelBuilder::setTileIds(Value t) {
  // Clusters: t numbers the clusters' tiles (clusterM x clusterN tiles
  // each), the block's rank its tile within.
  int64_t tilesN = cfg.gridX(shape) / cfg.clusterN;
  int64_t perBatch = tilesN * (cfg.gridY(shape) / cfg.clusterM);
  int64_t group = cfg.tileGroup;
  OpFoldResult inBatch = remu(t, perBatch);
  if (group == 1) {
    // The grid's order: N tiles fastest, then M tiles, then the batch.
    tileN = val(remu(inBatch, tilesN));
    tileM = val(divu(inBatch, tilesN));
  } else {
    // Groups of `group` rows of M tiles, one after another; within a group
    // M fastest, then N.
    OpFoldResult inGroup = remu(inBatch, group * tilesN);
    tileM = val(
        add(mul(divu(inBatch, group * tilesN), group), remu(inGroup, group)));
    tileN = val(divu(inGroup, group));
  }
  batch = shape.cBatched ? val(divu(t, perBatch)) : Value();
  if (cfg.clusterM > 1)
    tileM = val(add(mul(tileM, cfg.clusterM), clusterRank));
  if (cfg.clusterN > 1)
    tileN = val(add(mul(tileN, cfg.clusterN), clusterRank));
}

void KernelBuilder::forEachTile(
    function_ref<void(const TileUnit &, OpFoldResult)> body, Value team,
    int64_t teams) {
  int64_t blocks = cfg.persistentBlocks, kTiles = cfg.kTiles(shape);
  int64_t whole = cfg.wholeTiles(shape), splitTiles = cfg.splitTiles(shape);
  TileUnit unit;
  if (!splitTiles) {
    // Clusters loop over the clusters' tiles, both blocks in step (the
    // cluster's id: blockId / its blocks).
    int64_t cluster = cfg.clusterBlocks();
    Value first = cluster > 1 ? val(divu(blockId, cluster)) : blockId;
    int64_t step = blocks / cluster;
    Value start = team ? val(add(first, mul(team, step))) : first;
    auto forOp = scf::ForOp::create(
        b, loc, start, cst(cfg.tiles(shape) / cluster), cst(step * teams));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    Value t = forOp.getInductionVar();
    setTileIds(t);
    // The block's i-th tile (t = first + step i) takes k-tiles kTiles i
    // ... of its pipeline.
    OpFoldResult i = divu(arith::SubIOp::create(b, loc, t, first, // t >= it
                                                guardedSubFlags(b.getContext()))
                              .getResult(),
                          step);
    unit.base = mul(i, kTiles);
    unit.kBegin = b.getIndexAttr(0);
    unit.kCount = b.getIndexAttr(kTiles);
    body(unit, i);
    return;
  }
  assert(teams == 1 && "split-K is not built for ping-pong");
  // Split-K: the units are the whole tiles 0 ... whole - 1, then part p of
  // split tile j at unit whole + p splitTiles + j (a block's whole tiles
  // come first, its parts after: `whole` is a multiple of the blocks). The
  // block's next unit starts at the pipeline k-tile after its last one.
  auto forOp = scf::ForOp::create(b, loc, blockId, cst(cfg.units(shape)),
                                  cst(blocks), ValueRange{cst(0)});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forOp.getBody());
  Value u = forOp.getInductionVar();
  unit.base = forOp.getRegionIterArgs()[0];
  unit.split =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, u, cst(whole));
  // max(u, whole) - whole: the split units' index, 0 for a whole tile's.
  Value j = arith::SubIOp::create(
      b, loc, arith::MaxUIOp::create(b, loc, u, cst(whole)), cst(whole));
  unit.splitTile = val(remu(j, splitTiles));
  unit.part = val(divu(j, splitTiles));
  Value t = arith::SelectOp::create(
      b, loc, unit.split, val(add(unit.splitTile, b.getIndexAttr(whole))), u);
  setTileIds(t);
  // Part p takes k-tiles p kTiles / S ... (p + 1) kTiles / S - 1.
  Value begin = val(divu(mul(unit.part, kTiles), cfg.splitK));
  Value end =
      val(divu(mul(add(unit.part, b.getIndexAttr(1)), kTiles), cfg.splitK));
  unit.kBegin =
      arith::SelectOp::create(b, loc, unit.split, begin, cst(0)).getResult();
  unit.kCount =
      arith::SelectOp::create(
          b, loc, unit.split,
          arith::SubIOp::create(b, loc, end, begin).getResult(), cst(kTiles))
          .getResult();
  body(unit, OpFoldResult());
  Value next = val(add(unit.base, unit.kCount));
  if (forOp.getBody()->mightHaveTerminator())
    forOp.getBody()->getTerminator()->erase();
  b.setInsertionPointToEnd(forOp.getBody());
  scf::YieldOp::create(b, loc, next);
}

void KernelBuilder::producerLoop() {
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cst(0));
  auto issuer = scf::IfOp::create(b, loc, first, /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(issuer.thenBlock());
  if (!cfg.persistent())
    return produceTile(wholeTile());
  // Persistent: on into the next tile while the computing warpgroups run
  // the epilogue (the stages are free once they released them).
  forEachTile([&](const TileUnit &unit, OpFoldResult) { produceTile(unit); });
}

void KernelBuilder::produceTile(const TileUnit &unit) {
  int64_t stages = cfg.stages;
  OpBuilder::InsertionGuard guard(b);
  auto forOp = scf::ForOp::create(b, loc, cst(0), val(unit.kCount), cst(1));
  b.setInsertionPointToStart(forOp.getBody());
  Value kt = forOp.getInductionVar();
  // The block's k-tile g = base + kt (its stage and phase).
  OpFoldResult g = add(unit.base, kt);
  Value stage = val(remu(g, stages));
  // k-tile g reuses the stage of k-tile g - stages, released in phase
  // g / stages - 1 of its free mbarrier; in the first round the wait is
  // for the phase before the first (parity 1), done at once.
  Value round = val(remu(divu(g, stages), 2));
  Value parity =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, round, cst(0));
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, freeBarriers, parity,
                                         cst(10000000), stage);
  issueTma(add(unit.kBegin, kt), stage, /*anyThread=*/true);
}

void KernelBuilder::releaseStage(Value stage) {
  auto tokenType = nvgpu::MBarrierTokenType::get(b.getContext());
  OpBuilder::InsertionGuard guard(b);
  if (!emulate) {
    Value lane0 = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        val(remu(tid, 32)), cst(0));
    auto ifOp = scf::IfOp::create(b, loc, lane0, /*withElse=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
  }
  nvgpu::MBarrierArriveOp::create(b, loc, tokenType, freeBarriers, stage);
  // The other block of the cluster writes into this stage too.
  if (cfg.clusterBlocks() > 1)
    kfusion::RemoteMbarrierArriveOp::create(b, loc, freeBarriers, stage,
                                            peerRank);
}

SmallVector<Value> KernelBuilder::consumerLoop(TensorCoreOps &ops,
                                               const TileUnit &unit) {
  int64_t stages = cfg.stages;
  OpFoldResult base = unit.base;
  SmallVector<Value> acc = ops.zero();
  auto forOp = scf::ForOp::create(b, loc, cst(0), val(unit.kCount), cst(1),
                                  ValueRange(acc));
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    Value kt = forOp.getInductionVar();
    // The block's k-tile g = base + kt: its stage and phase.
    Value g = val(add(base, kt));
    waitTma(g);
    Value prev = val(remu(add(g, b.getIndexAttr(stages - 1)), stages));
    Value hasPrev =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, kt, cst(1));
    SmallVector<Value> next =
        ops.multiply(val(remu(g, stages)), forOp.getRegionIterArgs(),
                     [&]() -> std::pair<Value, Value> {
                       return {prev, hasPrev};
                     });
    // multiply's wait retired the group of k-tile kt - 1: its stage is
    // free for the producer.
    auto release = scf::IfOp::create(b, loc, hasPrev, /*withElse=*/false);
    {
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(release.thenBlock());
      releaseStage(prev);
    }
    if (forOp.getBody()->mightHaveTerminator())
      forOp.getBody()->getTerminator()->erase();
    scf::YieldOp::create(b, loc, next);
  }
  acc.assign(forOp.getResults().begin(), forOp.getResults().end());
  std::optional<int64_t> count = getConstantIntValue(unit.kCount);
  OpFoldResult lastK = count ? add(base, b.getIndexAttr(*count - 1))
                             : add(add(base, unit.kCount), b.getIndexAttr(-1));
  Value last = val(remu(lastK, stages));
  ops.drain(last);
  // Persistent: the producer refills the last k-tile's stage with the next
  // tile's once the drain retired its group.
  if (cfg.persistent())
    releaseStage(last);
  return acc;
}
