//===- KernelIndex.cpp - Index values of a kernel as affine forms ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Evaluates a kernel's integer values bottom-up from the ids, sizes,
// constants and induction variables, as affine forms with an interval
// remainder. Terms that an operation cannot keep (a division whose divisor
// does not divide their coefficient, a hull whose sides disagree on them) are
// bounded into the interval: thread ids by the block size, induction
// variables by their loop's bounds (ours when affine, else upstream's
// IntegerRangeAnalysis). A forward walk marks the values computed from
// loaded data.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelIndex.h"

#include "KFusion/Common/KernelProfile.h"

#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlow/Utils.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;

/// Values nested deeper than this in one evaluation are unknown.
static constexpr unsigned kMaxDepth = 64;
/// Upstream ranges wider than 32-bit values are no bound worth using.
static constexpr int64_t kMaxUpstreamMagnitude = int64_t(1) << 31;

//===----------------------------------------------------------------------===//
// Forms
//===----------------------------------------------------------------------===//

bool IndexAtom::operator<(const IndexAtom &other) const {
  if (kind != other.kind)
    return kind < other.kind;
  if (dim != other.dim)
    return dim < other.dim;
  return inductionVar.getAsOpaquePointer() <
         other.inductionVar.getAsOpaquePointer();
}

/// Adds `coefficient * atom` to the sorted `terms`; false on overflow.
static bool addTerm(SmallVectorImpl<std::pair<IndexAtom, int64_t>> &terms,
                    const IndexAtom &atom, int64_t coefficient) {
  auto *it =
      llvm::lower_bound(terms, atom, [](const auto &term, const IndexAtom &a) {
        return term.first < a;
      });
  if (it == terms.end() || it->first != atom) {
    if (coefficient != 0)
      terms.insert(it, {atom, coefficient});
    return true;
  }
  if (llvm::AddOverflow(it->second, coefficient, it->second))
    return false;
  if (it->second == 0)
    terms.erase(it);
  return true;
}

IndexForm IndexForm::interval(int64_t lo, int64_t hi) {
  IndexForm form;
  form.lo = lo;
  form.hi = hi;
  form.known = true;
  return form;
}

IndexForm IndexForm::atom(const IndexAtom &atom, int64_t coefficient) {
  IndexForm form = constant(0);
  addTerm(form.terms, atom, coefficient);
  return form;
}

int64_t IndexForm::getCoefficient(const IndexAtom &atom) const {
  for (const auto &[a, coefficient] : terms)
    if (a == atom)
      return coefficient;
  return 0;
}

std::optional<int64_t> IndexForm::getConstantValue() const {
  if (known && terms.empty() && lo == hi)
    return lo;
  return std::nullopt;
}

bool IndexForm::sameTerms(const IndexForm &other) const {
  return known && other.known && terms == other.terms;
}

bool IndexForm::allAtoms(
    function_ref<bool(const IndexAtom &)> predicate) const {
  return llvm::all_of(terms,
                      [&](const auto &term) { return predicate(term.first); });
}

IndexForm IndexForm::add(const IndexForm &a, const IndexForm &b, int64_t sign) {
  IndexForm result;
  result.loaded = a.loaded || b.loaded;
  if (!a.known || !b.known)
    return result;
  result.terms = a.terms;
  for (const auto &[atom, coefficient] : b.terms)
    if (!addTerm(result.terms, atom, sign * coefficient))
      return unknown();
  int64_t lo, hi;
  bool overflow = sign > 0 ? llvm::AddOverflow(a.lo, b.lo, lo) ||
                                 llvm::AddOverflow(a.hi, b.hi, hi)
                           : llvm::SubOverflow(a.lo, b.hi, lo) ||
                                 llvm::SubOverflow(a.hi, b.lo, hi);
  if (overflow)
    return unknown();
  result.lo = lo;
  result.hi = hi;
  result.known = true;
  return result;
}

IndexForm IndexForm::scale(const IndexForm &a, int64_t factor) {
  IndexForm result;
  result.loaded = a.loaded;
  if (!a.known)
    return result;
  for (const auto &[atom, coefficient] : a.terms) {
    int64_t product;
    if (llvm::MulOverflow(coefficient, factor, product))
      return unknown();
    addTerm(result.terms, atom, product);
  }
  int64_t x, y;
  if (llvm::MulOverflow(a.lo, factor, x) || llvm::MulOverflow(a.hi, factor, y))
    return unknown();
  result.lo = std::min(x, y);
  result.hi = std::max(x, y);
  result.known = true;
  return result;
}

void IndexForm::print(raw_ostream &os) const {
  if (!known) {
    os << "unknown";
    return;
  }
  static const char *names[] = {"thread_id", "block_id", "block_dim",
                                "block_base", "iv"};
  static const char dims[] = {'x', 'y', 'z'};
  for (const auto &[atom, coefficient] : terms) {
    if (coefficient != 1)
      os << coefficient << " * ";
    os << names[static_cast<unsigned>(atom.kind)];
    if (atom.kind == IndexAtom::Kind::InductionVar)
      os << cast<BlockArgument>(atom.inductionVar).getArgNumber();
    else
      os << '.' << dims[atom.dim % 3];
    os << " + ";
  }
  if (lo == hi)
    os << lo;
  else
    os << '[' << lo << ", " << hi << ']';
}

//===----------------------------------------------------------------------===//
// Loaded values
//===----------------------------------------------------------------------===//

bool mlir::kfusion::readsGlobalMemory(Operation *op) {
  if (op->getName().getStringRef().contains("atomic"))
    return false;
  auto effectsOp = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectsOp)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectsOp.getEffects(effects);
  // Per value the op reads or writes: whether it writes it.
  SmallVector<std::pair<Value, bool>> values;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    Value value = effect.getValue();
    if (!value ||
        !isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()))
      continue;
    bool write = isa<MemoryEffects::Write>(effect.getEffect());
    auto *it = llvm::find_if(values, [&](auto &p) { return p.first == value; });
    if (it == values.end())
      values.push_back({value, write});
    else
      it->second |= write;
  }
  return llvm::any_of(values, [](const std::pair<Value, bool> &p) {
    return !p.second && memorySpaceOf(p.first) == MemorySpaceKind::Global;
  });
}

/// Adds to `set` the values of `region` that depend on it (see
/// findDependentValues).
static void addDependentValues(Region &region, llvm::DenseSet<Value> &set,
                               function_ref<bool(Operation *)> isSource) {
  for (Block &block : region)
    for (Operation &op : block) {
      bool any = llvm::any_of(op.getOperands(),
                              [&](Value v) { return set.contains(v); });
      if (isSource && isSource(&op))
        any = true;
      if (auto forOp = dyn_cast<scf::ForOp>(&op))
        for (auto [init, arg] :
             llvm::zip(forOp.getInitArgs(), forOp.getRegionIterArgs()))
          if (set.contains(init))
            set.insert(arg);
      for (Region &inner : op.getRegions()) {
        addDependentValues(inner, set, isSource);
        for (Block &innerBlock : inner)
          if (!innerBlock.empty() &&
              innerBlock.back().hasTrait<OpTrait::IsTerminator>())
            any |= llvm::any_of(innerBlock.back().getOperands(),
                                [&](Value v) { return set.contains(v); });
      }
      if (any)
        for (Value result : op.getResults())
          set.insert(result);
    }
}

llvm::DenseSet<Value>
mlir::kfusion::findDependentValues(Region &region, ArrayRef<Value> seeds,
                                   function_ref<bool(Operation *)> isSource) {
  llvm::DenseSet<Value> set(seeds.begin(), seeds.end());
  addDependentValues(region, set, isSource);
  return set;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

KernelIndexAnalysis::KernelIndexAnalysis(
    FunctionOpInterface kernel, std::optional<LaunchShape> shape,
    ArrayRef<std::optional<int64_t>> constantArguments)
    : kernel(kernel), shape(shape),
      constantArguments(constantArguments.begin(), constantArguments.end()) {}

KernelIndexAnalysis::~KernelIndexAnalysis() = default;

bool KernelIndexAnalysis::isLoaded(Value value) {
  if (!loadedValues) {
    loadedValues.emplace();
    if (kernel && !kernel.isExternal())
      *loadedValues =
          findDependentValues(kernel.getFunctionBody(), {}, readsGlobalMemory);
  }
  return loadedValues->contains(value);
}

IndexForm KernelIndexAnalysis::getForm(Value value) { return get(value, 0); }

IndexForm KernelIndexAnalysis::get(Value value, unsigned depth) {
  auto it = memo.find(value);
  if (it != memo.end())
    return it->second;
  if (depth > kMaxDepth)
    return IndexForm::unknown();
  IndexForm form = compute(value, depth);
  form.loaded = isLoaded(value);
  memo[value] = form;
  return form;
}

/// The loop whose induction variable `value` is, and its position among the
/// loop's induction variables.
static std::optional<std::pair<LoopLikeOpInterface, unsigned>>
getLoopOf(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return std::nullopt;
  auto loop =
      dyn_cast_or_null<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
  if (!loop)
    return std::nullopt;
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  if (!ivs)
    return std::nullopt;
  auto *it = llvm::find(*ivs, value);
  if (it == ivs->end())
    return std::nullopt;
  return std::make_pair(loop, unsigned(it - ivs->begin()));
}

IndexForm KernelIndexAnalysis::compute(Value value, unsigned depth) {
  if (std::optional<int64_t> c = getConstantIntValue(value))
    return IndexForm::constant(*c);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (kernel && !kernel.isExternal() &&
        arg.getOwner() == &kernel.getFunctionBody().front()) {
      unsigned index = arg.getArgNumber();
      if (index < constantArguments.size() && constantArguments[index])
        return IndexForm::constant(*constantArguments[index]);
      return IndexForm::unknown();
    }
    if (getLoopOf(arg))
      return IndexForm::atom(IndexAtom::inductionVarOf(arg));
    return IndexForm::unknown();
  }
  return computeOp(value.getDefiningOp(), depth);
}

IndexForm KernelIndexAnalysis::computeOp(Operation *op, unsigned depth) {
  auto dimOf = [](gpu::Dimension d) { return static_cast<unsigned>(d); };
  auto operand = [&](unsigned k) { return get(op->getOperand(k), depth + 1); };
  auto constantOperand = [&](unsigned k) {
    return operand(k).getConstantValue();
  };
  if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
    return IndexForm::atom(IndexAtom::threadId(dimOf(id.getDimension())));
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return IndexForm::atom(IndexAtom::blockId(dimOf(id.getDimension())));
  if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
    unsigned d = dimOf(id.getDimension());
    IndexForm base =
        shape ? IndexForm::atom(IndexAtom::blockId(d), shape->block[d])
              : IndexForm::atom(IndexAtom::blockBase(d));
    return IndexForm::add(base, IndexForm::atom(IndexAtom::threadId(d)), 1);
  }
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op)) {
    unsigned d = dimOf(dim.getDimension());
    return shape ? IndexForm::constant(shape->block[d])
                 : IndexForm::atom(IndexAtom::blockDim(d));
  }
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return shape ? IndexForm::constant(shape->grid[dimOf(dim.getDimension())])
                 : IndexForm::unknown();
  if (isa<gpu::LaneIdOp>(op))
    return IndexForm::interval(0, 31);
  if (isa<gpu::SubgroupIdOp>(op))
    return shape ? IndexForm::interval(0, (shape->threads() + 31) / 32 - 1)
                 : IndexForm::unknown();
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(op))
    return operand(0);
  if (isa<arith::AddIOp, arith::SubIOp>(op))
    return IndexForm::add(operand(0), operand(1),
                          isa<arith::AddIOp>(op) ? 1 : -1);
  if (isa<arith::MulIOp>(op)) {
    IndexForm a = operand(0), b = operand(1);
    if (std::optional<int64_t> c = b.getConstantValue())
      return IndexForm::scale(a, *c);
    if (std::optional<int64_t> c = a.getConstantValue())
      return IndexForm::scale(b, *c);
    // block_id * block_dim (scaled) along one dimension: the block's base.
    if (a.known && b.known && a.terms.size() == 1 && b.terms.size() == 1 &&
        a.lo == 0 && a.hi == 0 && b.lo == 0 && b.hi == 0) {
      if (b.terms[0].first.kind == IndexAtom::Kind::BlockId)
        std::swap(a, b);
      auto [x, k] = a.terms[0];
      auto [y, m] = b.terms[0];
      if (x.kind == IndexAtom::Kind::BlockId &&
          y.kind == IndexAtom::Kind::BlockDim && x.dim == y.dim)
        return IndexForm::atom(IndexAtom::blockBase(x.dim), k * m);
    }
    return IndexForm::unknown();
  }
  if (isa<arith::ShLIOp>(op)) {
    std::optional<int64_t> k = constantOperand(1);
    return k && *k >= 0 && *k < 32
               ? IndexForm::scale(operand(0), int64_t(1) << *k)
               : IndexForm::unknown();
  }
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp, arith::ShRUIOp,
          arith::ShRSIOp>(op)) {
    std::optional<int64_t> c = constantOperand(1);
    if (!c)
      return IndexForm::unknown();
    if (isa<arith::ShRUIOp, arith::ShRSIOp>(op)) {
      if (*c < 0 || *c >= 32)
        return IndexForm::unknown();
      return divide(operand(0), int64_t(1) << *c, isa<arith::ShRSIOp>(op));
    }
    return divide(operand(0), *c, isa<arith::FloorDivSIOp>(op));
  }
  if (isa<arith::RemSIOp, arith::RemUIOp>(op)) {
    std::optional<int64_t> c = constantOperand(1);
    return c ? remainder(operand(0), *c, /*floor=*/false)
             : IndexForm::unknown();
  }
  if (isa<arith::MinSIOp, arith::MaxSIOp, arith::MinUIOp, arith::MaxUIOp>(op)) {
    IndexForm a = operand(0), b = operand(1);
    bool isMax = isa<arith::MaxSIOp, arith::MaxUIOp>(op);
    bool isUnsigned = isa<arith::MinUIOp, arith::MaxUIOp>(op);
    if (std::optional<IndexForm> c = clamp(a, b, isMax, isUnsigned))
      return *c;
    return hull(a, b);
  }
  if (auto select = dyn_cast<arith::SelectOp>(op))
    return hull(get(select.getTrueValue(), depth + 1),
                get(select.getFalseValue(), depth + 1));
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    AffineMap map = apply.getAffineMap();
    ValueRange operands = apply.getMapOperands();
    return computeAffine(map.getResult(0),
                         operands.take_front(map.getNumDims()),
                         operands.drop_front(map.getNumDims()), depth);
  }
  return IndexForm::unknown();
}

IndexForm KernelIndexAnalysis::computeAffine(AffineExpr expr, ValueRange dims,
                                             ValueRange symbols,
                                             unsigned depth) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return IndexForm::constant(cast<AffineConstantExpr>(expr).getValue());
  case AffineExprKind::DimId:
    return get(dims[cast<AffineDimExpr>(expr).getPosition()], depth + 1);
  case AffineExprKind::SymbolId:
    return get(symbols[cast<AffineSymbolExpr>(expr).getPosition()], depth + 1);
  default:
    break;
  }
  auto binary = cast<AffineBinaryOpExpr>(expr);
  IndexForm lhs = computeAffine(binary.getLHS(), dims, symbols, depth);
  IndexForm rhs = computeAffine(binary.getRHS(), dims, symbols, depth);
  std::optional<int64_t> c = rhs.getConstantValue();
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return IndexForm::add(lhs, rhs, 1);
  case AffineExprKind::Mul:
    if (c)
      return IndexForm::scale(lhs, *c);
    if (std::optional<int64_t> cl = lhs.getConstantValue())
      return IndexForm::scale(rhs, *cl);
    return IndexForm::unknown();
  case AffineExprKind::FloorDiv:
    return c ? divide(lhs, *c, /*floor=*/true) : IndexForm::unknown();
  case AffineExprKind::CeilDiv:
    // ceil(a / c) = floor((a + c - 1) / c).
    return c ? divide(IndexForm::add(lhs, IndexForm::constant(*c - 1), 1), *c,
                      /*floor=*/true)
             : IndexForm::unknown();
  case AffineExprKind::Mod:
    return c ? remainder(lhs, *c, /*floor=*/true) : IndexForm::unknown();
  default:
    return IndexForm::unknown();
  }
}

//===----------------------------------------------------------------------===//
// Bounds
//===----------------------------------------------------------------------===//

IndexForm
KernelIndexAnalysis::bound(const IndexForm &form,
                           function_ref<bool(const IndexAtom &)> keep) {
  IndexForm result = form;
  // Each round replaces one atom; ranges may bring the atoms of outer loops.
  for (unsigned round = 0; round < 4 * kMaxDepth && result.known; ++round) {
    auto *it = llvm::find_if(
        result.terms, [&](const auto &term) { return !keep(term.first); });
    if (it == result.terms.end())
      return result;
    auto [atom, coefficient] = *it;
    IndexForm range = IndexForm::unknown();
    switch (atom.kind) {
    case IndexAtom::Kind::ThreadId:
      if (shape)
        range = IndexForm::interval(0, shape->block[atom.dim] - 1);
      break;
    case IndexAtom::Kind::BlockId:
      if (shape)
        range = IndexForm::interval(0, shape->grid[atom.dim] - 1);
      break;
    case IndexAtom::Kind::InductionVar:
      range = getInductionVarRange(atom.inductionVar, keep);
      break;
    case IndexAtom::Kind::BlockDim:
    case IndexAtom::Kind::BlockBase:
      break;
    }
    if (!range.known) {
      IndexForm unknown;
      unknown.loaded = form.loaded;
      return unknown;
    }
    IndexForm rest = result;
    rest.terms.erase(rest.terms.begin() + (it - result.terms.begin()));
    result = IndexForm::add(rest, IndexForm::scale(range, coefficient), 1);
  }
  if (!result.known)
    return result;
  IndexForm unknown;
  unknown.loaded = form.loaded;
  return unknown;
}

IndexForm KernelIndexAnalysis::getInductionVarRange(
    Value iv, function_ref<bool(const IndexAtom &)> keep) {
  std::optional<std::pair<LoopLikeOpInterface, unsigned>> loop = getLoopOf(iv);
  if (!loop)
    return IndexForm::unknown();
  auto [op, k] = *loop;
  auto formOf = [&](OpFoldResult bound) {
    if (std::optional<int64_t> c = getConstantIntValue(bound))
      return IndexForm::constant(*c);
    if (auto value = dyn_cast<Value>(bound))
      return this->bound(getForm(value), keep);
    return IndexForm::unknown();
  };
  std::optional<SmallVector<OpFoldResult>> lbs = op.getLoopLowerBounds();
  std::optional<SmallVector<OpFoldResult>> ubs = op.getLoopUpperBounds();
  if (lbs && ubs && k < lbs->size() && k < ubs->size()) {
    IndexForm lower = formOf((*lbs)[k]), upper = formOf((*ubs)[k]);
    if (lower.sameTerms(upper)) {
      IndexForm range = lower;
      range.hi = std::max(lower.lo, upper.hi - 1);
      range.loaded = false;
      return range;
    }
  }
  if (std::optional<std::pair<int64_t, int64_t>> range = upstreamRange(iv))
    return IndexForm::interval(range->first, range->second);
  return IndexForm::unknown();
}

std::optional<std::pair<int64_t, int64_t>>
KernelIndexAnalysis::upstreamRange(Value value) {
  if (!kernel || kernel.isExternal())
    return std::nullopt;
  if (!solver) {
    solver = std::make_unique<DataFlowSolver>();
    dataflow::loadBaselineAnalyses(*solver);
    solver->load<dataflow::IntegerRangeAnalysis>();
    if (failed(solver->initializeAndRun(kernel)))
      return std::nullopt;
  }
  auto *lattice =
      solver->lookupState<dataflow::IntegerValueRangeLattice>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return std::nullopt;
  const ConstantIntRanges &range = lattice->getValue().getValue();
  if (range.smin().getBitWidth() > 64)
    return std::nullopt;
  int64_t lo = range.smin().getSExtValue(), hi = range.smax().getSExtValue();
  if (lo < -kMaxUpstreamMagnitude || hi > kMaxUpstreamMagnitude)
    return std::nullopt;
  return std::make_pair(lo, hi);
}

bool KernelIndexAnalysis::isNonNegative(const IndexForm &form) {
  return isNonNegative(form, 0);
}

bool KernelIndexAnalysis::isNonNegative(const IndexForm &form, unsigned depth) {
  return form.known && form.lo >= 0 &&
         llvm::all_of(form.terms, [&](const auto &term) {
           return term.second > 0 && isNonNegativeAtom(term.first, depth);
         });
}

bool KernelIndexAnalysis::isNonNegativeAtom(const IndexAtom &atom,
                                            unsigned depth) {
  if (atom.kind != IndexAtom::Kind::InductionVar)
    return true;
  // An induction variable starts at its lower bound and steps up.
  std::optional<std::pair<LoopLikeOpInterface, unsigned>> loop =
      getLoopOf(atom.inductionVar);
  if (!loop || depth > kMaxDepth)
    return false;
  std::optional<SmallVector<OpFoldResult>> lbs =
      loop->first.getLoopLowerBounds();
  if (!lbs || loop->second >= lbs->size())
    return false;
  OpFoldResult lower = (*lbs)[loop->second];
  if (std::optional<int64_t> c = getConstantIntValue(lower))
    return *c >= 0;
  auto value = dyn_cast<Value>(lower);
  return value && isNonNegative(getForm(value), depth + 1);
}

/// Whether an operation that needs the terms of `form` to satisfy `fits`
/// may bound `atom`: block ids stay terms (their tiles are what the analyses
/// relate), thread ids and induction variables may go into the interval.
static bool mayBound(const IndexAtom &atom) {
  return atom.kind == IndexAtom::Kind::ThreadId ||
         atom.kind == IndexAtom::Kind::InductionVar;
}

IndexForm KernelIndexAnalysis::divide(const IndexForm &a, int64_t divisor,
                                      bool floor) {
  if (!a.known || divisor <= 0)
    return IndexForm::unknown();
  // floor((divisor * K + r) / divisor) = K + floor(r / divisor): the terms
  // `divisor` divides stay; a truncating division also needs every term
  // non-negative.
  IndexForm form = a;
  auto fits = [&](const IndexAtom &atom) {
    int64_t k = form.getCoefficient(atom);
    return k % divisor == 0 && (floor || (k > 0 && isNonNegativeAtom(atom, 0)));
  };
  for (unsigned round = 0; round < 4 && !form.allAtoms(fits); ++round)
    form = bound(form, [&](const IndexAtom &atom) {
      return fits(atom) || !mayBound(atom);
    });
  if (!form.known || !form.allAtoms(fits) || (!floor && form.lo < 0))
    return IndexForm::unknown();
  IndexForm result =
      IndexForm::interval(llvm::divideFloorSigned(form.lo, divisor),
                          llvm::divideFloorSigned(form.hi, divisor));
  for (const auto &[atom, coefficient] : form.terms)
    addTerm(result.terms, atom, coefficient / divisor);
  return result;
}

IndexForm KernelIndexAnalysis::remainder(const IndexForm &a, int64_t divisor,
                                         bool floor) {
  if (!a.known || divisor <= 0)
    return IndexForm::unknown();
  // (divisor * K + r) mod divisor = r mod divisor.
  IndexForm form = a;
  auto fits = [&](const IndexAtom &atom) {
    int64_t k = form.getCoefficient(atom);
    return k % divisor == 0 && (floor || (k > 0 && isNonNegativeAtom(atom, 0)));
  };
  for (unsigned round = 0; round < 4 && !form.allAtoms(fits); ++round)
    form = bound(form, [&](const IndexAtom &atom) {
      return fits(atom) || !mayBound(atom);
    });
  if (!form.known || !form.allAtoms(fits) || (!floor && form.lo < 0))
    return IndexForm::unknown();
  int64_t qlo = llvm::divideFloorSigned(form.lo, divisor);
  int64_t qhi = llvm::divideFloorSigned(form.hi, divisor);
  if (qlo == qhi)
    return IndexForm::interval(form.lo - divisor * qlo,
                               form.hi - divisor * qhi);
  return IndexForm::interval(0, divisor - 1);
}

/// The minimum or maximum of a constant and a value whose thread ids and
/// induction variables bound it to an interval: that interval clamped, which
/// a hull would widen to the constant (max(tid, 128) over 384 threads is
/// [128, 383], not [0, 383]). std::nullopt where neither side is a constant
/// or the other keeps a term it may not bound (a block id).
std::optional<IndexForm> KernelIndexAnalysis::clamp(const IndexForm &a,
                                                    const IndexForm &b,
                                                    bool isMax,
                                                    bool isUnsigned) {
  std::optional<int64_t> ca = a.getConstantValue(), cb = b.getConstantValue();
  if (!ca && !cb)
    return std::nullopt;
  int64_t c = ca ? *ca : *cb;
  IndexForm other =
      bound(ca ? b : a, [](const IndexAtom &atom) { return !mayBound(atom); });
  if (!other.known || !other.terms.empty())
    return std::nullopt;
  // Unsigned comparisons order negative values above the others.
  if (isUnsigned && (other.lo < 0 || c < 0))
    return std::nullopt;
  IndexForm result =
      isMax ? IndexForm::interval(std::max(other.lo, c), std::max(other.hi, c))
            : IndexForm::interval(std::min(other.lo, c), std::min(other.hi, c));
  result.loaded = a.loaded || b.loaded;
  return result;
}

IndexForm KernelIndexAnalysis::hull(const IndexForm &a, const IndexForm &b) {
  if (!a.known || !b.known)
    return IndexForm::unknown();
  // The terms both sides have with one coefficient stay.
  IndexForm x = a, y = b;
  for (unsigned round = 0; round < 4 && !x.sameTerms(y); ++round) {
    auto shared = [&](const IndexAtom &atom) {
      return x.getCoefficient(atom) == y.getCoefficient(atom) ||
             !mayBound(atom);
    };
    IndexForm nx = bound(x, shared), ny = bound(y, shared);
    x = nx;
    y = ny;
  }
  if (!x.sameTerms(y))
    return IndexForm::unknown();
  IndexForm result = x;
  result.lo = std::min(x.lo, y.lo);
  result.hi = std::max(x.hi, y.hi);
  return result;
}
