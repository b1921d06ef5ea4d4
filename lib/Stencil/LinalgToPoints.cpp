//===- LinalgToPoints.cpp - Elementwise linalg to point kernels -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-linalg-to-points: the elementwise ops of a bufferized function
// (all-parallel linalg.generic, linalg.fill, memref.copy) as gpu.launch ops
// of one output point per thread, their memref.subview operands folded into
// the indices, so that the kernels are in the point form SC'14's stencil
// fusion reads (KernelFootprint: `block_id * C + thread_id` plus a constant
// per dimension). This is how a stencil chain written in linalg (slices of
// one tensor combined elementwise, as front ends emit x[1:-1, 2:] + ...)
// reaches kfusion-plan-stencil and kfusion-stencil-fusion: kfusion-fuse's
// `stencil` candidate of linalg functions.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/GenericPayload.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <array>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLINALGTOPOINTSPASS
#include "KFusion/Stencil/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {

/// Threads per block along x and y of a point kernel of rank 2 and 3 (x the
/// innermost dimension): kWidePointBlockColumns where the rank's widest
/// extent along x has that many points (stencil fusion's tiles are the
/// blocks: the width kfusion-widen-point-blocks gives a launch program), else
/// kBlockX (a warp reads 32 consecutive elements). Rank 1 takes kRowThreads
/// along x.
constexpr int64_t kBlockX = 32, kBlockY = 8, kRowThreads = 256;

/// A memref seen through its static views: element `idx` of the view is
/// element `offsets + strides * idx` of `base`.
struct FoldedView {
  Value base;
  SmallVector<int64_t> offsets, strides;
};

/// `v` through its chain of memref.subview ops of static offsets, sizes and
/// strides that keep the rank; why not where one is otherwise.
FailureOr<FoldedView> foldViews(Value v, std::string &why) {
  auto type = cast<MemRefType>(v.getType());
  FoldedView out{v, SmallVector<int64_t>(type.getRank(), 0),
                 SmallVector<int64_t>(type.getRank(), 1)};
  while (auto view = out.base.getDefiningOp<memref::SubViewOp>()) {
    if (view.getSourceType().getRank() != type.getRank()) {
      why = "a rank-reducing view";
      return failure();
    }
    if (!view.getOffsets().empty() || !view.getSizes().empty() ||
        !view.getStrides().empty()) {
      why = "a view of dynamic offsets, sizes or strides";
      return failure();
    }
    for (auto [d, off, stride] :
         llvm::enumerate(view.getStaticOffsets(), view.getStaticStrides())) {
      out.offsets[d] = off + stride * out.offsets[d];
      out.strides[d] *= stride;
    }
    out.base = view.getSource();
  }
  auto baseType = cast<MemRefType>(out.base.getType());
  if (!baseType.getLayout().isIdentity() || !baseType.hasStaticShape()) {
    why = "a buffer of a non-identity layout or a dynamic shape";
    return failure();
  }
  return out;
}

/// Whether `op` is one this pass makes a point kernel of; why not where not.
bool isPointOp(Operation *op, std::string &why) {
  auto shapeOk = [&](Value out) {
    auto type = cast<MemRefType>(out.getType());
    if (!type.hasStaticShape() || type.getRank() < 1 || type.getRank() > 3) {
      why = "an output that is not of static shape and rank 1 to 3";
      return false;
    }
    return true;
  };
  auto viewsOk = [&](ValueRange values) {
    for (Value v : values)
      if (isa<MemRefType>(v.getType()) && failed(foldViews(v, why)))
        return false;
    return true;
  };
  if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    if (!shapeOk(copy.getTarget()) ||
        !viewsOk({copy.getSource(), copy.getTarget()}))
      return false;
    std::string ignored;
    FoldedView from = *foldViews(copy.getSource(), ignored);
    FoldedView to = *foldViews(copy.getTarget(), ignored);
    if (from.base == to.base && from.offsets != to.offsets) {
      why = "a copy within one buffer (its threads would race)";
      return false;
    }
    return true;
  }
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    if (!fill.hasPureBufferSemantics()) {
      why = "not a bufferized op";
      return false;
    }
    return shapeOk(fill.getOutputs()[0]) && viewsOk(fill.getOutputs());
  }
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic) {
    why = "not an elementwise op";
    return false;
  }
  if (!generic.hasPureBufferSemantics() || generic.getNumDpsInits() != 1) {
    why = "not a bufferized op of one output";
    return false;
  }
  if (generic.getNumReductionLoops()) {
    why = "a reduction (stencil fusion takes point kernels)";
    return false;
  }
  OpOperand *init = generic.getDpsInitOperand(0);
  if (!generic.getMatchingIndexingMap(init).isIdentity()) {
    why = "an output indexing map other than the identity";
    return false;
  }
  for (OpOperand *in : generic.getDpsInputOperands()) {
    if (!isa<MemRefType>(in->get().getType())) {
      why = "a scalar operand";
      return false;
    }
    for (AffineExpr e : generic.getMatchingIndexingMap(in).getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(e)) {
        why = "an indexing map with a compound index";
        return false;
      }
  }
  if (!shapeOk(init->get()) || !viewsOk(generic->getOperands()))
    return false;
  // A kernel reading its output buffer at other points would race with the
  // threads writing them (bufferization wrote the op in place).
  std::string ignored;
  FoldedView out = *foldViews(init->get(), ignored);
  for (OpOperand *in : generic.getDpsInputOperands()) {
    FoldedView view = *foldViews(in->get(), ignored);
    if (view.base == out.base &&
        (view.offsets != out.offsets || view.strides != out.strides ||
         generic.getMatchingIndexingMap(in) !=
             generic.getMatchingIndexingMap(init))) {
      why = "reads its output buffer at other points than it writes";
      return false;
    }
  }
  return true;
}

/// The grid of a point kernel over `shape` (x, y, z) in blocks `bx` wide.
std::array<int64_t, 3> pointGrid(ArrayRef<int64_t> shape, int64_t bx) {
  unsigned rank = shape.size();
  bool rows = rank >= 2;
  return {int64_t(llvm::divideCeil(shape.back(), bx)),
          rows ? int64_t(llvm::divideCeil(shape[rank - 2], kBlockY)) : 1,
          rank == 3 ? shape.front() : 1};
}

/// The output shape of a point op (isPointOp's).
ArrayRef<int64_t> pointShape(Operation *op) {
  Value out = isa<memref::CopyOp>(op)
                  ? cast<memref::CopyOp>(op).getTarget()
                  : cast<DestinationStyleOpInterface>(op).getDpsInits().front();
  return cast<MemRefType>(out.getType()).getShape();
}

/// Builds one point kernel in place of an elementwise op.
struct PointKernelBuilder {
  OpBuilder &b;
  Location loc;
  /// The grid of every point kernel of the function of each rank (1 to 3):
  /// the largest any needs, so that kernels of one rank share it (stencil
  /// fusion fuses launches of one grid; a valid-mode chain's extents shrink
  /// by their halos), each guarded past its own extent.
  ArrayRef<std::array<int64_t, 3>> grids;
  /// The threads along x of a block of each rank's kernels.
  ArrayRef<int64_t> widths;

  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }

  /// The indices into `view`'s base of the point `coords` through `map`.
  SmallVector<Value> indicesOf(const FoldedView &view, AffineMap map,
                               ArrayRef<Value> coords) {
    SmallVector<Value> out;
    for (auto [d, e] : llvm::enumerate(map.getResults())) {
      int64_t off = view.offsets[d], stride = view.strides[d];
      if (auto c = dyn_cast<AffineConstantExpr>(e)) {
        out.push_back(idx(off + stride * c.getValue()));
        continue;
      }
      Value v = coords[cast<AffineDimExpr>(e).getPosition()];
      if (stride != 1)
        v = arith::MulIOp::create(b, loc, v, idx(stride));
      if (off)
        v = arith::AddIOp::create(b, loc, v, idx(off));
      out.push_back(v);
    }
    return out;
  }

  Value load(Value memref, AffineMap map, ArrayRef<Value> coords) {
    std::string why;
    FoldedView view = *foldViews(memref, why);
    return memref::LoadOp::create(b, loc, view.base,
                                  indicesOf(view, map, coords));
  }

  void store(Value value, Value memref, ArrayRef<Value> coords) {
    std::string why;
    FoldedView view = *foldViews(memref, why);
    AffineMap id = b.getMultiDimIdentityMap(coords.size());
    memref::StoreOp::create(b, loc, value, view.base,
                            indicesOf(view, id, coords));
  }

  /// The launch over `shape` (rank 1 to 3) whose body computes the point
  /// `coords` with `body` under the guard (a third dimension along z, a
  /// block per point of it).
  void launch(ArrayRef<int64_t> shape,
              function_ref<void(ArrayRef<Value>)> body) {
    unsigned rank = shape.size();
    bool rows = rank >= 2;
    int64_t bx = widths[rank - 1], by = rows ? kBlockY : 1;
    int64_t nx = shape.back(), ny = rows ? shape[rank - 2] : 1;
    int64_t nz = rank == 3 ? shape.front() : 1;
    const std::array<int64_t, 3> &grid = grids[rank - 1];
    auto gpuLaunch =
        gpu::LaunchOp::create(b, loc, idx(grid[0]), idx(grid[1]), idx(grid[2]),
                              idx(bx), idx(by), idx(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&gpuLaunch.getBody().front());
    auto coord = [&](Value block, Value thread, int64_t size) -> Value {
      return arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, block, idx(size)), thread);
    };
    Value x = coord(gpuLaunch.getBlockIds().x, gpuLaunch.getThreadIds().x, bx);
    Value in =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, idx(nx));
    SmallVector<Value> coords{x};
    if (rows) {
      Value y =
          coord(gpuLaunch.getBlockIds().y, gpuLaunch.getThreadIds().y, by);
      in = arith::AndIOp::create(
          b, loc, in,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, y, idx(ny)));
      coords = {y, x};
    }
    if (rank == 3) {
      Value z = coord(gpuLaunch.getBlockIds().z, gpuLaunch.getThreadIds().z, 1);
      in = arith::AndIOp::create(
          b, loc, in,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, z, idx(nz)));
      coords.insert(coords.begin(), z);
    }
    auto ifOp = scf::IfOp::create(b, loc, in, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
    body(coords);
    b.setInsertionPointToEnd(&gpuLaunch.getBody().front());
    gpu::TerminatorOp::create(b, loc);
  }

  void build(linalg::GenericOp op) {
    auto out = cast<MemRefType>(op.getDpsInitOperand(0)->get().getType());
    launch(out.getShape(), [&](ArrayRef<Value> coords) {
      IRMapping map;
      for (OpOperand *in : op.getDpsInputOperands())
        map.map(op.getMatchingBlockArgument(in),
                load(in->get(), op.getMatchingIndexingMap(in), coords));
      OpOperand *init = op.getDpsInitOperand(0);
      BlockArgument outArg = op.getMatchingBlockArgument(init);
      if (!outArg.use_empty())
        map.map(outArg,
                load(init->get(), op.getMatchingIndexingMap(init), coords));
      // Constants captured from the function are made in the kernel.
      auto index = [&](unsigned d) { return coords[d]; };
      auto capture = [&](Value v) -> Value {
        Operation *def = v.getDefiningOp();
        if (!def || !def->hasTrait<OpTrait::ConstantLike>())
          return Value();
        return b.clone(*def)->getResult(0);
      };
      PayloadCloner how;
      how.index = index;
      how.capture = capture;
      store(cloneGenericPayload(b, op, map, how).front(), init->get(), coords);
    });
  }

  void build(linalg::FillOp op) {
    Value out = op.getOutputs()[0];
    launch(cast<MemRefType>(out.getType()).getShape(),
           [&](ArrayRef<Value> coords) {
             Value v = op.getInputs()[0];
             if (Operation *def = v.getDefiningOp();
                 def && def->hasTrait<OpTrait::ConstantLike>())
               v = b.clone(*def)->getResult(0);
             store(v, out, coords);
           });
  }

  void build(memref::CopyOp op) {
    auto type = cast<MemRefType>(op.getTarget().getType());
    launch(type.getShape(), [&](ArrayRef<Value> coords) {
      store(load(op.getSource(), b.getMultiDimIdentityMap(type.getRank()),
                 coords),
            op.getTarget(), coords);
    });
  }
};

/// The result copied into its out-parameter at the end (what
/// buffer-results-to-out-params leaves): the buffer is the out-parameter
/// from the start, where nothing else touches the parameter and the buffer
/// is a fresh allocation of the same type.
void forwardResultCopies(func::FuncOp f) {
  SmallVector<memref::CopyOp> copies;
  f.walk([&](memref::CopyOp c) { copies.push_back(c); });
  for (memref::CopyOp copy : copies) {
    auto target = dyn_cast<BlockArgument>(copy.getTarget());
    auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
    if (!target || !alloc || !target.hasOneUse() ||
        alloc.getType() != target.getType() ||
        alloc->getBlock() != copy->getBlock() ||
        copy->getBlock() != &f.getBody().front())
      continue;
    bool laterUse = llvm::any_of(alloc->getUsers(), [&](Operation *user) {
      return user != copy && copy->isBeforeInBlock(user) &&
             !isa<memref::DeallocOp>(user);
    });
    if (laterUse)
      continue;
    for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
      if (isa<memref::DeallocOp>(user))
        user->erase();
    copy->erase();
    alloc.getResult().replaceAllUsesWith(target);
    alloc->erase();
  }
}

struct KFusionLinalgToPointsPass
    : public kfusion::impl::KFusionLinalgToPointsPassBase<
          KFusionLinalgToPointsPass> {
  using Base::Base;

  LogicalResult convert(func::FuncOp f) {
    bool any = false;
    f.walk([&](Operation *op) {
      any |= isa<linalg::LinalgOp, memref::CopyOp>(op);
    });
    if (!any)
      return success();
    // Results are values: their out-parameters (buffer-results-to-out-params
    // with add-result-attr) share memory with nothing else, as kfusion-stitch
    // declares its own (the launch graph then knows them apart).
    for (unsigned i = 0; i < f.getNumArguments(); ++i)
      if (f.getArgAttr(i, "bufferize.result")) {
        f.removeArgAttr(i, "bufferize.result");
        f.setArgAttr(i, "llvm.noalias", UnitAttr::get(f.getContext()));
      }
    if (!f.getBody().hasOneBlock())
      return f.emitError() << "kfusion-linalg-to-points: @" << f.getName()
                           << " has more than one block";
    forwardResultCopies(f);
    SmallVector<Operation *> work;
    for (Operation &op : f.getBody().front()) {
      if (isa<arith::ConstantOp, memref::SubViewOp, memref::AllocOp,
              memref::DeallocOp, func::ReturnOp>(op))
        continue;
      std::string why;
      if (!isPointOp(&op, why))
        return op.emitError() << "kfusion-linalg-to-points: @" << f.getName()
                              << " is not a stencil program: '" << op.getName()
                              << "': " << why;
      work.push_back(&op);
    }

    // Per rank: the block's width from the widest extent along x, then the
    // grid that covers every kernel's extent.
    SmallVector<int64_t> widths = {kRowThreads, kBlockX, kBlockX};
    for (Operation *op : work) {
      ArrayRef<int64_t> shape = pointShape(op);
      if (shape.size() >= 2 && shape.back() >= kWidePointBlockColumns)
        widths[shape.size() - 1] = kWidePointBlockColumns;
    }
    SmallVector<std::array<int64_t, 3>> grids(3, {0, 0, 0});
    for (Operation *op : work) {
      ArrayRef<int64_t> shape = pointShape(op);
      std::array<int64_t, 3> grid = pointGrid(shape, widths[shape.size() - 1]);
      for (unsigned d = 0; d < 3; ++d)
        grids[shape.size() - 1][d] =
            std::max(grids[shape.size() - 1][d], grid[d]);
    }
    OpBuilder b(f.getContext());
    for (Operation *op : work) {
      b.setInsertionPoint(op);
      PointKernelBuilder builder{b, op->getLoc(), grids, widths};
      if (auto g = dyn_cast<linalg::GenericOp>(op))
        builder.build(g);
      else if (auto fill = dyn_cast<linalg::FillOp>(op))
        builder.build(fill);
      else
        builder.build(cast<memref::CopyOp>(op));
      op->erase();
    }
    // Buffers in device memory, freed at the end where nothing freed them
    // (the results are out-parameters: a temporary does not escape); views
    // nothing reads any more go.
    Operation *ret = f.getBody().front().getTerminator();
    for (Operation &op : llvm::make_early_inc_range(f.getBody().front())) {
      b.setInsertionPoint(&op);
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        auto made = gpu::AllocOp::create(b, alloc.getLoc(), alloc.getType(),
                                         /*asyncToken=*/Type(), ValueRange{},
                                         ValueRange{}, ValueRange{});
        bool freed = llvm::any_of(alloc->getUsers(), [](Operation *user) {
          return isa<memref::DeallocOp>(user);
        });
        alloc.getResult().replaceAllUsesWith(made.getMemref());
        alloc->erase();
        if (!freed) {
          b.setInsertionPoint(ret);
          gpu::DeallocOp::create(b, made.getLoc(), /*asyncToken=*/Type(),
                                 ValueRange{}, made.getMemref());
        }
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(b, dealloc.getLoc(), /*asyncToken=*/Type(),
                               ValueRange{}, dealloc.getMemref());
        dealloc->erase();
      }
    }
    SmallVector<memref::SubViewOp> views;
    f.walk([&](memref::SubViewOp v) { views.push_back(v); });
    for (memref::SubViewOp v : llvm::reverse(views))
      if (v->use_empty())
        v->erase();
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (func::FuncOp f : module.getOps<func::FuncOp>())
      if (!f.isExternal() && failed(convert(f)))
        return signalPassFailure();
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(module.getContext()));
  }
};

} // namespace
