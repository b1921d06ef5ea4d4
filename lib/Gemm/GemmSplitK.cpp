//===- GemmSplitK.cpp - Split-K of a persistent GEMM's last round ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A persistent GEMM whose tiles do not fill its last round of blocks leaves
// multiprocessors idle for a whole tile's k loop (LLaMA-7B's up projection
// at M = 512: 172 tiles of 256 x 128 for 132 blocks). Split-K of that round
// (`GemmConfig::splitK`), as CUTLASS's stream-K kernels do for their
// remainder ("data-parallel + split" hybrid, Osama et al., PPoPP'23): each
// tile left over after the full rounds is computed by S blocks, each over
// an even share of the k-tiles. A part writes its f32 partial sums to its
// slot of a workspace (thread t's value i at (i threads + t), so that both
// the writes and the reads are coalesced), fences them, and one thread
// counts the part on the tile's counter (an atomic add); the part that
// arrives last reads every part's sums in split order (a deterministic
// sum, whichever block arrives last) and runs the epilogue. No block waits
// for another: a part that is not last moves on, so the kernel cannot
// deadlock whatever else shares the GPU.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

SmallVector<Type, 2> mlir::kfusion::gemmSplitWorkspaceTypes(
    const GemmConfig &config, const GemmShape &shape, MLIRContext *ctx) {
  return {
      MemRefType::get({config.workspaceElements(shape)}, Float32Type::get(ctx)),
      MemRefType::get({config.splitTiles(shape)}, IntegerType::get(ctx, 32))};
}

/// Every earlier global write of the thread visible at the GPU's scope
/// before its later accesses (membar.gl; the interpreter, sequentially
/// consistent, needs none and ignores it).
static void fenceGpu(OpBuilder &b, Location loc) {
  NVVM::MembarOp::create(b, loc, NVVM::MemScopeKind::GPU);
}

/// Pairs whose parts' sums the last part loads between two barriers.
static constexpr int64_t kPairsInFlight = 4;

void KernelBuilder::finishSplit(TensorCoreOps &ops, ValueRange acc,
                                const TileUnit &unit) {
  SmallVector<AccumulatorPair> pairs;
  ops.pairs(acc, pairs);
  int64_t threads = cfg.computeThreads(), slotElements = cfg.tileM * cfg.tileN;
  auto pairType = VectorType::get({2}, f32);
  // Pair i of the thread in slot `slot`: elements 2 (i threads + tid) + e.
  auto at = [&](OpFoldResult slot, int64_t i) -> Value {
    return val(add(mul(slot, slotElements),
                   mul(add(tid, b.getIndexAttr(i * threads)), 2)));
  };
  Type i1 = b.getI1Type();
  // A part: its sums to its slot, counted; whether it arrived last. A
  // whole tile: true.
  auto ifSplit = scf::IfOp::create(b, loc, TypeRange{i1}, unit.split,
                                   /*withElse=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifSplit.elseBlock());
    scf::YieldOp::create(b, loc, ValueRange{atEntry(b.getBoolAttr(true))});
    b.setInsertionPointToStart(ifSplit.thenBlock());
    OpFoldResult mySlot =
        add(mul(unit.splitTile, cfg.splitK), OpFoldResult(unit.part));
    for (auto [i, p] : llvm::enumerate(pairs)) {
      Value v = vector::FromElementsOp::create(b, loc, pairType,
                                               ValueRange{p.first, p.second});
      vector::StoreOp::create(b, loc, v, argWork, ValueRange{at(mySlot, i)});
    }
    // The sums visible to the GPU, every computing thread's before thread 0
    // counts the part.
    fenceGpu(b, loc);
    epilogueBarrier();
    Value first =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cst(0));
    {
      OpBuilder::InsertionGuard inner(b);
      auto count = scf::IfOp::create(b, loc, first, /*withElse=*/false);
      b.setInsertionPointToStart(count.thenBlock());
      Value arrived = memref::AtomicRMWOp::create(
          b, loc, arith::AtomicRMWKind::addi, cstI32(1), argCounters,
          ValueRange{unit.splitTile});
      Value last = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         arrived, cstI32(cfg.splitK - 1));
      memref::StoreOp::create(
          b, loc, arith::ExtUIOp::create(b, loc, b.getI32Type(), last),
          splitFlag, ValueRange{cst(0)});
    }
    epilogueBarrier();
    Value flag = memref::LoadOp::create(b, loc, splitFlag, ValueRange{cst(0)});
    scf::YieldOp::create(
        b, loc,
        ValueRange{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, flag,
                                         cstI32(0))});
  }
  Value store = ifSplit.getResult(0);
  // The last part takes every part's sums (its own too: the same bits as
  // its registers) in split order; a whole tile keeps its accumulators.
  SmallVector<Type> pairTypes(2 * pairs.size(), f32);
  Value sumParts = arith::AndIOp::create(b, loc, unit.split, store);
  auto ifSum = scf::IfOp::create(b, loc, pairTypes, sumParts,
                                 /*withElse=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    SmallVector<Value> own;
    for (const AccumulatorPair &p : pairs)
      own.append({p.first, p.second});
    b.setInsertionPointToStart(ifSum.elseBlock());
    scf::YieldOp::create(b, loc, own);
    b.setInsertionPointToStart(ifSum.thenBlock());
    fenceGpu(b, loc);
    OpFoldResult firstSlot = mul(unit.splitTile, cfg.splitK);
    SmallVector<Value> sums;
    for (int64_t i = 0, e = pairs.size(); i < e; ++i) {
      // A barrier every kPairsInFlight pairs keeps the compilers from
      // hoisting every part's loads of every pair above the first adds
      // (64 pairs x 4 parts of loads in flight spill).
      if (i && i % kPairsInFlight == 0)
        epilogueBarrier();
      Value pair[2];
      for (int64_t part = 0; part < cfg.splitK; ++part) {
        Value v = vector::LoadOp::create(
            b, loc, pairType, argWork,
            ValueRange{at(add(firstSlot, b.getIndexAttr(part)), i)});
        for (int64_t h = 0; h < 2; ++h) {
          Value x = vector::ExtractOp::create(b, loc, v, h);
          pair[h] =
              part ? arith::AddFOp::create(b, loc, pair[h], x).getResult() : x;
        }
      }
      sums.append({pair[0], pair[1]});
    }
    scf::YieldOp::create(b, loc, sums);
  }
  for (auto [i, p] : llvm::enumerate(pairs)) {
    p.first = ifSum.getResult(2 * i);
    p.second = ifSum.getResult(2 * i + 1);
  }
  auto ifStore = scf::IfOp::create(b, loc, store, /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifStore.thenBlock());
  epiloguePairs(pairs);
}
