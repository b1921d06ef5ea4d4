//===- StitchReductions.cpp - Column and scalar compositions --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reductions the row template does not take, alone in a kernel: the column
// composition (blocks of 32 columns x 32 row lanes, the lanes' partials
// folded in lane order through shared memory, long reductions split over
// slices of rows) and the scalar composition (a block, or several, folding
// strided shares, then shuffles and warp partials); and the final kernels
// that fold split partials and a row kernel's column partials in a fixed
// order, the same result every run.
//
//===----------------------------------------------------------------------===//

#include "StitchKernelBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

/// The column composition of a reduction alone (its output at its parallel
/// loops in order): a block per (tile of 32 columns, slice of the rows), lane
/// r of column c folding rows r, r + 32, ... of its slice, the lanes meeting
/// through shared memory (foldColumnLanes); with one slice, the result is
/// stored with the init, with several each slice stores its partial for
/// buildColumnFinal.
LogicalResult KernelBuilder::buildColumn() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<unsigned> red, par;
  for (unsigned d = 0; d < iters.size(); ++d)
    (iters[d] == utils::IteratorType::reduction ? red : par).push_back(d);
  int64_t cols = 1, rows = 1;
  for (unsigned d : par)
    cols *= domain[d];
  for (unsigned d : red)
    rows *= domain[d];
  const int64_t lanes = info.schedule.threadsPerRow; // 32
  const int64_t splits = info.schedule.splits;
  const int64_t perSplit = (rows + splits - 1) / splits;
  Value c = arith::RemUIOp::create(b, loc, tid, cIdx(32));
  Value r = arith::DivUIOp::create(b, loc, tid, cIdx(32));
  // Block = (column tile, slice of the rows).
  Value tile =
      splits > 1 ? arith::DivUIOp::create(b, loc, bid, cIdx(splits)).getResult()
                 : bid;
  Value slice =
      splits > 1 ? arith::RemUIOp::create(b, loc, bid, cIdx(splits)).getResult()
                 : cIdx(0);
  Value rowBegin = arith::MulIOp::create(b, loc, slice, cIdx(perSplit));
  Value rowEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, rowBegin, cIdx(perSplit)),
      cIdx(rows));
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, tile, cIdx(32)), c);
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col, cIdx(cols));
  // Columns past the end load the last column; their result is dropped.
  Value colSafe = arith::MinUIOp::create(b, loc, col, cIdx(cols - 1));
  SmallVector<Value> loops(iters.size());
  delinearize(colSafe, par, domain, loops);
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp =
      scf::ForOp::create(b, loc, arith::AddIOp::create(b, loc, rowBegin, r),
                         rowEnd, cIdx(lanes), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> inner(loops);
    delinearize(forOp.getInductionVar(), red, domain, inner);
    Value x = premapAt(op, comb, inner);
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0], x));
  }
  Value total = foldColumnLanes(comb, forOp.getResult(0), c, r, valid, lanes);
  if (splits > 1) {
    // This slice's partial, folded by buildColumnFinal.
    Value at = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, slice, cIdx(cols)), col);
    memref::StoreOp::create(b, loc, total, partials, ValueRange{at});
    return success();
  }
  storeWithInit(op, comb, loops, total);
  return success();
}

Value KernelBuilder::foldColumnLanes(Operation *comb, Value acc, Value c,
                                     Value r, Value valid, int64_t lanes) {
  Value slot = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, r, cIdx(32)), c);
  Value lanePartials = sharedArray(0, acc.getType(), lanes * 32);
  memref::StoreOp::create(b, loc, acc, lanePartials, ValueRange{slot});
  gpu::BarrierOp::create(b, loc);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, r, cIdx(0));
  auto ifOp = scf::IfOp::create(
      b, loc, arith::AndIOp::create(b, loc, first, valid), false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value total =
      arith::ConstantOp::create(b, loc, getStitchCombinerIdentity(comb));
  for (int64_t k = 0; k < lanes; ++k)
    total = combine(
        comb, total,
        load(lanePartials, {arith::AddIOp::create(b, loc, c, cIdx(k * 32))}));
  return total;
}

/// The second kernel of a split column reduction, and the final kernel of a
/// row kernel's column partials: blocks of 32 columns x 32 lanes, lane r of
/// column c folding partial rows r, r + 32, ... (coalesced along the
/// columns), the lanes' folds through shared memory (4 KB), folded in lane
/// order by lane 0, then the init: a fixed order, the same result every run.
/// (A thread per column folding every partial row one after another leaves
/// the GPU waiting on one load at a time, with few blocks: docs/stitch.md,
/// Column partials.)
LogicalResult KernelBuilder::buildColumnFinal() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<unsigned> par;
  int64_t cols = 1;
  for (unsigned d = 0; d < iters.size(); ++d)
    if (iters[d] == utils::IteratorType::parallel) {
      par.push_back(d);
      cols *= domain[d];
    }
  Value c = arith::RemUIOp::create(b, loc, tid, cIdx(32));
  Value r = arith::DivUIOp::create(b, loc, tid, cIdx(32));
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bid, cIdx(32)), c);
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col, cIdx(cols));
  // Columns past the end fold the last column; their result is dropped.
  Value colSafe = arith::MinUIOp::create(b, loc, col, cIdx(cols - 1));
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp = scf::ForOp::create(b, loc, r, cIdx(info.schedule.splits),
                                  cIdx(kFinalLanes), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    Value at = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, forOp.getInductionVar(), cIdx(cols)),
        colSafe);
    scf::YieldOp::create(
        b, loc,
        combine(comb, forOp.getRegionIterArgs()[0], load(partials, {at})));
  }
  Value total =
      foldColumnLanes(comb, forOp.getResult(0), c, r, valid, kFinalLanes);
  SmallVector<Value> loops(iters.size());
  delinearize(col, par, domain, loops);
  storeWithInit(op, comb, loops, total);
  return success();
}

/// The scalar composition of a reduction of every loop: thread t of block b
/// folds points b T + t, + splits T, ..., then the block folds across its
/// threads (crossThread); with one block, thread 0 stores the result with
/// the init, with several each block stores its partial for
/// buildScalarFinal.
LogicalResult KernelBuilder::buildScalar() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<unsigned> all;
  int64_t points = 1;
  for (unsigned d = 0; d < domain.size(); ++d) {
    all.push_back(d);
    points *= domain[d];
  }
  int64_t T = info.schedule.blockSize;
  int64_t splits = info.schedule.splits;
  lane = tid;
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  // Split: block b's thread t folds points b T + t, + splits T, ...
  Value begin =
      splits > 1 ? arith::AddIOp::create(
                       b, loc, arith::MulIOp::create(b, loc, bid, cIdx(T)), tid)
                       .getResult()
                 : tid;
  auto forOp = scf::ForOp::create(b, loc, begin, cIdx(points), cIdx(T * splits),
                                  ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> loops(domain.size());
    delinearize(forOp.getInductionVar(), all, domain, loops);
    Value x = premapAt(op, comb, loops);
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0], x));
  }
  Value total = crossThread(comb, forOp.getResult(0), 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cIdx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  if (splits > 1) {
    // This block's partial, folded by buildScalarFinal.
    memref::StoreOp::create(b, loc, total, partials, ValueRange{bid});
    return success();
  }
  storeWithInit(op, comb, {}, total);
  return success();
}

/// The second kernel of a split scalar reduction: one warp, lane l folding
/// partials l, l + 32, ..., then the lanes by shuffles (a fixed order: the
/// same result every run), then the init.
LogicalResult KernelBuilder::buildScalarFinal() {
  OpBuilder::InsertionGuard outer(b);
  linalg::GenericOp op = graph.node(group[0]).op;
  Operation *comb = getStitchCombiner(op);
  assert(info.schedule.threadsPerRow == 32 && "the final kernel is one warp");
  lane = tid;
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp = scf::ForOp::create(b, loc, tid, cIdx(info.schedule.splits),
                                  cIdx(32), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0],
                                 load(partials, {forOp.getInductionVar()})));
  }
  Value total = crossThread(comb, forOp.getResult(0), 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cIdx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  storeWithInit(op, comb, {}, total);
  return success();
}
