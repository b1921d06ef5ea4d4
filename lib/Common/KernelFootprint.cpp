//===- KernelFootprint.cpp - Offsets a point kernel reads and writes ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Classifies the index values of a kernel (the point's coordinate plus a
// constant, a constant, or unknown) from their forms in KernelIndexAnalysis
// (`block_id * block_dim + thread_id`, `block_id * C + thread_id`,
// `gpu.global_id`, plus a constant); checks that thread and block ids serve
// only to compute the point; records every access to a buffer argument with its
// indices; and derives the box of points each buffer is written at from the
// `scf.if` guards around the stores.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelFootprint.h"

#include "KFusion/Common/KernelIndex.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;

//===----------------------------------------------------------------------===//
// Accesses
//===----------------------------------------------------------------------===//

bool PointAccess::isAffine() const {
  if (!isa_and_nonnull<memref::LoadOp, memref::StoreOp>(op))
    return false;
  return llvm::all_of(indices, [](const PointIndex &index) {
    return index.kind != PointIndex::Kind::Unknown;
  });
}

bool PointAccess::isAtPoint() const {
  return isAffine() && llvm::all_of(indices, [](const PointIndex &index) {
           return index.kind == PointIndex::Kind::Offset && index.value == 0;
         });
}

bool BufferFootprint::isRead() const {
  return llvm::any_of(accesses, [](const PointAccess &a) { return a.read; });
}

bool BufferFootprint::isWritten() const {
  return llvm::any_of(accesses, [](const PointAccess &a) { return a.write; });
}

bool BufferFootprint::isAffine() const {
  return llvm::all_of(accesses,
                      [](const PointAccess &a) { return a.isAffine(); });
}

FailureOr<SmallVector<std::optional<unsigned>>>
BufferFootprint::getDimensionMap(std::string *why) const {
  auto fail = [&](const Twine &reason) {
    if (why)
      *why = reason.str();
    return failure();
  };
  SmallVector<std::optional<unsigned>> map;
  SmallVector<std::optional<int64_t>> constants;
  bool first = true;
  for (const PointAccess &access : accesses) {
    if (!access.isAffine()) {
      std::string name;
      llvm::raw_string_ostream os(name);
      os << "'" << access.op->getName() << "'";
      return fail(access.indices.empty()
                      ? Twine(name) + " accesses it other than by a plain "
                                      "load or store"
                      : Twine(name) + " indexes it by a value that is not a "
                                      "constant offset from the point");
    }
    if (first) {
      first = false;
      for (const PointIndex &index : access.indices) {
        if (index.kind == PointIndex::Kind::Offset) {
          map.push_back(index.dim);
          constants.push_back(std::nullopt);
        } else {
          map.push_back(std::nullopt);
          constants.push_back(index.value);
        }
      }
      continue;
    }
    for (auto [m, index] : llvm::enumerate(access.indices)) {
      if (index.kind == PointIndex::Kind::Offset) {
        if (map[m] != index.dim)
          return fail("memref dimension " + Twine(m) +
                      " follows different thread dimensions in different "
                      "accesses (a transposed access)");
      } else if (map[m] || constants[m] != index.value) {
        return fail("memref dimension " + Twine(m) +
                    " is indexed both by the point and by a constant, or by "
                    "different constants");
      }
    }
  }
  // Two memref dimensions following one thread dimension would make a
  // diagonal, which a tile of the block does not hold.
  for (unsigned m = 0; m < map.size(); ++m)
    for (unsigned n = m + 1; n < map.size(); ++n)
      if (map[m] && map[m] == map[n])
        return fail("memref dimensions " + Twine(m) + " and " + Twine(n) +
                    " both follow thread dimension " + Twine(*map[m]));
  return map;
}

void BufferFootprint::getReadRadius(std::array<int64_t, 3> &lo,
                                    std::array<int64_t, 3> &hi) const {
  lo = {0, 0, 0};
  hi = {0, 0, 0};
  for (const PointAccess &access : accesses) {
    if (!access.read || !access.isAffine())
      continue;
    for (const PointIndex &index : access.indices) {
      if (index.kind != PointIndex::Kind::Offset)
        continue;
      lo[index.dim] = std::max(lo[index.dim], -index.value);
      hi[index.dim] = std::max(hi[index.dim], index.value);
    }
  }
}

//===----------------------------------------------------------------------===//
// Index values in terms of the point
//===----------------------------------------------------------------------===//

namespace {
/// What an integer value of the kernel is, in terms of the thread's point:
/// the shapes of KernelIndexAnalysis's forms that build a point.
struct Symbol {
  enum class Kind {
    Other,
    Constant,
    /// gpu.thread_id `dim` + `value`.
    ThreadId,
    /// gpu.block_id `dim`.
    BlockId,
    /// gpu.block_dim `dim`.
    BlockDim,
    /// gpu.block_id * block size (`blockSize`: the constant size, 0 for
    /// gpu.block_dim).
    BlockBase,
    /// The point's coordinate `dim` + `value` (`blockSize` as for BlockBase).
    Point,
  };
  Kind kind = Kind::Other;
  unsigned dim = 0;
  int64_t value = 0;
  int64_t blockSize = 0;

  /// Thread and block ids, which only the point may use.
  bool isIdentity() const {
    return kind == Kind::ThreadId || kind == Kind::BlockId ||
           kind == Kind::BlockBase;
  }
};
} // namespace

/// The symbol of `form` (a form of the analysis without a launch shape).
static Symbol classify(const IndexForm &form) {
  using Kind = Symbol::Kind;
  using Atom = IndexAtom::Kind;
  if (!form.known || form.lo != form.hi)
    return {};
  int64_t c = form.lo;
  ArrayRef<std::pair<IndexAtom, int64_t>> terms = form.terms;
  if (terms.empty())
    return {Kind::Constant, 0, c, 0};
  auto [atom, k] = terms.front();
  if (terms.size() == 1) {
    if (atom.kind == Atom::ThreadId && k == 1)
      return {Kind::ThreadId, atom.dim, c, 0};
    if (c != 0)
      return {};
    if (atom.kind == Atom::BlockId && k == 1)
      return {Kind::BlockId, atom.dim, 0, 0};
    if (atom.kind == Atom::BlockId && k > 1)
      return {Kind::BlockBase, atom.dim, 0, k};
    if (atom.kind == Atom::BlockBase && k == 1)
      return {Kind::BlockBase, atom.dim, 0, 0};
    if (atom.kind == Atom::BlockDim && k == 1)
      return {Kind::BlockDim, atom.dim, 0, 0};
    return {};
  }
  // Terms are sorted: the thread id before the block id or base.
  auto [base, m] = terms.back();
  if (terms.size() != 2 || atom.kind != Atom::ThreadId || k != 1 ||
      base.dim != atom.dim)
    return {};
  if (base.kind == Atom::BlockId && m > 0)
    return {Kind::Point, atom.dim, c, m};
  if (base.kind == Atom::BlockBase && m == 1)
    return {Kind::Point, atom.dim, c, 0};
  return {};
}

static PointIndex toPointIndex(const Symbol &symbol) {
  switch (symbol.kind) {
  case Symbol::Kind::Constant:
    return PointIndex::constant(symbol.value);
  case Symbol::Kind::Point:
    return PointIndex::offset(symbol.dim, symbol.value);
  default:
    return PointIndex();
  }
}

PointIndex mlir::kfusion::classifyPointIndex(Value value) {
  Region *region = value.getParentRegion();
  auto kernel = region ? region->getParentOfType<FunctionOpInterface>()
                       : FunctionOpInterface();
  KernelIndexAnalysis indices(kernel);
  return toPointIndex(classify(indices.getForm(value)));
}

//===----------------------------------------------------------------------===//
// Guards and written boxes
//===----------------------------------------------------------------------===//

arith::CmpIPredicate
mlir::kfusion::swapCmpIOperands(arith::CmpIPredicate predicate) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::slt:
    return P::sgt;
  case P::sle:
    return P::sge;
  case P::sgt:
    return P::slt;
  case P::sge:
    return P::sle;
  case P::ult:
    return P::ugt;
  case P::ule:
    return P::uge;
  case P::ugt:
    return P::ult;
  case P::uge:
    return P::ule;
  default:
    return predicate;
  }
}

/// The box of points where `condition` holds, if it is a conjunction of
/// comparisons of point coordinates with constants (and `true`).
static std::optional<PointBox> boxOfCondition(Value condition,
                                              KernelIndexAnalysis &indices) {
  PointBox box;
  SmallVector<Value> worklist{condition};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (matchPattern(value, m_One()))
      continue;
    Operation *def = value.getDefiningOp();
    if (auto andOp = dyn_cast_or_null<arith::AndIOp>(def)) {
      worklist.push_back(andOp.getLhs());
      worklist.push_back(andOp.getRhs());
      continue;
    }
    auto cmp = dyn_cast_or_null<arith::CmpIOp>(def);
    if (!cmp)
      return std::nullopt;
    Symbol lhs = classify(indices.getForm(cmp.getLhs()));
    Symbol rhs = classify(indices.getForm(cmp.getRhs()));
    arith::CmpIPredicate predicate = cmp.getPredicate();
    if (lhs.kind == Symbol::Kind::Constant && rhs.kind == Symbol::Kind::Point) {
      // k OP p  <=>  p OP' k with the operands' order swapped.
      std::swap(lhs, rhs);
      predicate = swapCmpIOperands(predicate);
    }
    if (lhs.kind != Symbol::Kind::Point || rhs.kind != Symbol::Kind::Constant)
      return std::nullopt;
    // point + c  OP  k  <=>  point  OP  k - c.
    int64_t bound = rhs.value - lhs.value;
    CoordinateRange &range = box[lhs.dim];
    switch (predicate) {
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::ult:
      range.hi = std::min(range.hi, bound);
      break;
    case arith::CmpIPredicate::sle:
    case arith::CmpIPredicate::ule:
      range.hi = std::min(range.hi, bound + 1);
      break;
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::ugt:
      range.lo = std::max(range.lo, bound + 1);
      break;
    case arith::CmpIPredicate::sge:
    case arith::CmpIPredicate::uge:
      range.lo = std::max(range.lo, bound);
      break;
    case arith::CmpIPredicate::eq:
      range.lo = std::max(range.lo, bound);
      range.hi = std::min(range.hi, bound + 1);
      break;
    default:
      return std::nullopt;
    }
  }
  return box;
}

namespace {
/// Where in the grid a set of stores executes: nowhere, everywhere, in a box,
/// or somewhere not known.
struct WrittenRegion {
  enum class Kind { None, All, Box, Unknown };
  Kind kind = Kind::None;
  PointBox box;

  static WrittenRegion all() { return {Kind::All, {}}; }
  static WrittenRegion unknown() { return {Kind::Unknown, {}}; }
};
} // namespace

static WrittenRegion unite(const WrittenRegion &a, const WrittenRegion &b) {
  using Kind = WrittenRegion::Kind;
  if (a.kind == Kind::None)
    return b;
  if (b.kind == Kind::None)
    return a;
  if (a.kind == Kind::All || b.kind == Kind::All)
    return WrittenRegion::all();
  if (a.kind == Kind::Box && b.kind == Kind::Box && a.box == b.box)
    return a;
  return WrittenRegion::unknown();
}

static WrittenRegion intersect(const WrittenRegion &region,
                               const PointBox &box) {
  using Kind = WrittenRegion::Kind;
  if (region.kind == Kind::None || region.kind == Kind::Unknown)
    return region;
  WrittenRegion result{Kind::Box, box};
  if (region.kind == Kind::Box)
    for (unsigned d = 0; d < 3; ++d) {
      result.box[d].lo = std::max(result.box[d].lo, region.box[d].lo);
      result.box[d].hi = std::min(result.box[d].hi, region.box[d].hi);
    }
  return result;
}

/// The region where the ops of `stores` in `block` (and the regions nested in
/// it) execute.
static WrittenRegion
writtenRegionOfBlock(Block &block,
                     const llvm::SmallPtrSetImpl<Operation *> &stores,
                     KernelIndexAnalysis &indices) {
  WrittenRegion result;
  for (Operation &op : block) {
    if (stores.contains(&op)) {
      result = unite(result, WrittenRegion::all());
      continue;
    }
    if (op.getNumRegions() == 0)
      continue;
    bool holds = llvm::any_of(
        stores, [&](Operation *store) { return op.isProperAncestor(store); });
    if (!holds)
      continue;
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (!ifOp) {
      result = unite(result, WrittenRegion::unknown());
      continue;
    }
    WrittenRegion thenRegion =
        writtenRegionOfBlock(ifOp.getThenRegion().front(), stores, indices);
    WrittenRegion elseRegion;
    if (!ifOp.getElseRegion().empty())
      elseRegion =
          writtenRegionOfBlock(ifOp.getElseRegion().front(), stores, indices);
    using Kind = WrittenRegion::Kind;
    WrittenRegion region;
    if (thenRegion.kind == Kind::All && elseRegion.kind == Kind::All) {
      region = WrittenRegion::all();
    } else if (elseRegion.kind == Kind::None) {
      std::optional<PointBox> guard =
          boxOfCondition(ifOp.getCondition(), indices);
      region = guard ? intersect(thenRegion, *guard) : WrittenRegion::unknown();
      if (thenRegion.kind == Kind::None)
        region = thenRegion;
    } else {
      region = WrittenRegion::unknown();
    }
    result = unite(result, region);
  }
  return result;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

/// Why `op` keeps the kernel from being in point form, or empty.
static std::string forbiddenOpReason(Operation *op) {
  if (isa<gpu::BarrierOp, NamedBarrierOp, NVVM::BarrierOp, NVVM::Barrier0Op>(
          op))
    return "synchronizes the block";
  if (isa<gpu::ShuffleOp, gpu::SubgroupReduceOp, gpu::AllReduceOp,
          gpu::LaneIdOp, gpu::SubgroupIdOp, gpu::NumSubgroupsOp>(op))
    return "depends on the thread's warp or block";
  if (isa<gpu::DynamicSharedMemoryOp>(op))
    return "uses shared memory";
  if (isa<gpu::PrintfOp>(op))
    return "prints (a point recomputed for a neighbouring block would print "
           "twice)";
  if (isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op))
    return "updates memory atomically (a point recomputed for a neighbouring "
           "block would update it twice)";
  if (isa<HorizontalOp>(op))
    return "is already horizontally fused";
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
    if (!callee || !callee.isExternal())
      return "calls a function with a body (inline device functions first)";
    if (llvm::any_of(call.getArgOperands(),
                     [](Value v) { return isa<BaseMemRefType>(v.getType()); }))
      return "passes a buffer to a function";
  }
  StringRef name = op->getName().getStringRef();
  if (name.starts_with("nvvm.read.ptx.sreg.") || name.starts_with("nvvm.bar"))
    return "reads NVVM thread registers or synchronizes";
  return "";
}

KernelFootprint mlir::kfusion::analyzeKernelFootprint(gpu::GPUFuncOp kernel) {
  KernelFootprint footprint;
  footprint.arguments.resize(kernel.getNumArguments());
  if (kernel.isExternal()) {
    footprint.notPointOp = kernel;
    footprint.notPointReason = "has no body";
    return footprint;
  }
  auto refuse = [&](Operation *op, const Twine &reason) {
    if (footprint.notPointOp)
      return;
    footprint.notPointOp = op;
    footprint.notPointReason = reason.str();
  };
  if (!kernel.getWorkgroupAttributions().empty())
    refuse(kernel, "uses shared memory (workgroup attributions)");

  KernelIndexAnalysis indices(kernel);
  kernel.walk([&](Operation *op) {
    if (op == kernel.getOperation())
      return;
    std::string reason = forbiddenOpReason(op);
    if (!reason.empty()) {
      refuse(op, reason);
      return;
    }
    // Thread and block ids may only build the point. An op that takes one
    // must produce a symbol (the point, or an intermediate of it).
    for (Value operand : op->getOperands()) {
      Symbol symbol = classify(indices.getForm(operand));
      if (!symbol.isIdentity())
        continue;
      bool builds = op->getNumResults() == 1 &&
                    classify(indices.getForm(op->getResult(0))).kind !=
                        Symbol::Kind::Other;
      if (!builds) {
        refuse(op, Twine("uses ") +
                       (symbol.kind == Symbol::Kind::ThreadId ? "a thread id"
                                                              : "a block id") +
                       " other than to compute its grid point");
        return;
      }
    }
    for (Value result : op->getResults()) {
      Symbol symbol = classify(indices.getForm(result));
      if ((symbol.kind == Symbol::Kind::BlockBase ||
           symbol.kind == Symbol::Kind::Point) &&
          symbol.blockSize > 0) {
        int64_t &assumed = footprint.assumedBlockSizes[symbol.dim];
        if (assumed != 0 && assumed != symbol.blockSize)
          refuse(op, "assumes two different block sizes");
        assumed = symbol.blockSize;
      }
    }
  });

  // Accesses to the buffer arguments, in program order (use lists are not).
  llvm::DenseMap<Operation *, unsigned> order;
  kernel.walk([&](Operation *op) { order.try_emplace(op, order.size()); });
  Block &entry = kernel.getBody().front();
  for (unsigned k = 0, e = kernel.getNumArguments(); k < e; ++k) {
    Value argument = entry.getArgument(k);
    if (!isa<BaseMemRefType, LLVM::LLVMPointerType>(argument.getType()))
      continue;
    BufferFootprint &buffer = footprint.arguments[k];
    for (OpOperand &use : argument.getUses()) {
      Operation *user = use.getOwner();
      PointAccess access;
      access.op = user;
      if (auto load = dyn_cast<memref::LoadOp>(user)) {
        access.read = true;
        for (Value index : load.getIndices())
          access.indices.push_back(
              toPointIndex(classify(indices.getForm(index))));
      } else if (auto store = dyn_cast<memref::StoreOp>(user);
                 store && use.getOperandNumber() == 1) {
        access.write = true;
        for (Value index : store.getIndices())
          access.indices.push_back(
              toPointIndex(classify(indices.getForm(index))));
      } else if (isa<memref::DimOp>(user)) {
        continue;
      } else {
        // A view, a call, an atomic, a vector access, a store of the
        // descriptor itself: what it touches is not known.
        access.read = access.write = true;
      }
      buffer.accesses.push_back(access);
    }
    llvm::stable_sort(buffer.accesses,
                      [&](const PointAccess &a, const PointAccess &b) {
                        return order.lookup(a.op) < order.lookup(b.op);
                      });
    if (!buffer.isWritten())
      continue;
    llvm::SmallPtrSet<Operation *, 4> stores;
    bool atPoint = true;
    for (const PointAccess &access : buffer.accesses) {
      if (!access.write)
        continue;
      atPoint &= access.isAtPoint();
      stores.insert(access.op);
    }
    if (!atPoint || !kernel.getBody().hasOneBlock())
      continue;
    WrittenRegion region = writtenRegionOfBlock(entry, stores, indices);
    if (region.kind == WrittenRegion::Kind::All)
      buffer.writeBox = PointBox();
    else if (region.kind == WrittenRegion::Kind::Box)
      buffer.writeBox = region.box;
  }
  return footprint;
}
