//===- KernelIndex.h - Index values of a kernel as affine forms -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one analysis of a kernel's integer values: each as an affine form in
// thread ids, block ids, block dims (or the launch shape's sizes when it is
// known) and loop induction variables, plus an interval remainder, and
// whether it depends on a value loaded from global memory. Point footprints
// (stencil fusion), tile accesses (cuSync) and the roofline's gathers read it.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELINDEX_H
#define KFUSION_COMMON_KERNELINDEX_H

#include "KFusion/Common/KernelRoofline.h"

#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

namespace mlir {
class DataFlowSolver;
} // namespace mlir

namespace mlir::kfusion {

/// A quantity an index form is affine in.
struct IndexAtom {
  enum class Kind {
    /// `gpu.thread_id dim`.
    ThreadId,
    /// `gpu.block_id dim`.
    BlockId,
    /// `gpu.block_dim dim` (only without a launch shape).
    BlockDim,
    /// `gpu.block_id dim * gpu.block_dim dim`, the first thread of the block
    /// along `dim` (only without a launch shape).
    BlockBase,
    /// The induction variable `inductionVar` of a loop (LoopLikeOpInterface).
    InductionVar,
  };
  Kind kind = Kind::ThreadId;
  unsigned dim = 0;
  Value inductionVar;

  static IndexAtom threadId(unsigned dim) { return {Kind::ThreadId, dim, {}}; }
  static IndexAtom blockId(unsigned dim) { return {Kind::BlockId, dim, {}}; }
  static IndexAtom blockDim(unsigned dim) { return {Kind::BlockDim, dim, {}}; }
  static IndexAtom blockBase(unsigned dim) {
    return {Kind::BlockBase, dim, {}};
  }
  static IndexAtom inductionVarOf(Value iv) {
    return {Kind::InductionVar, 0, iv};
  }
  bool operator==(const IndexAtom &other) const {
    return kind == other.kind && dim == other.dim &&
           inductionVar == other.inductionVar;
  }
  bool operator!=(const IndexAtom &other) const { return !(*this == other); }
  /// A total order (kind, dimension, value) that keeps forms canonical.
  bool operator<(const IndexAtom &other) const;
};

/// An integer value of a kernel: `sum(coefficient * atom) + r` with
/// `lo <= r <= hi` for every thread and every iteration of the loops around
/// it (when `known`), and whether it depends on a loaded value (`loaded`,
/// tracked whatever the form: a value computed from data is unknown and
/// loaded). `terms` is sorted by atom, without zero coefficients.
struct IndexForm {
  SmallVector<std::pair<IndexAtom, int64_t>, 4> terms;
  int64_t lo = 0, hi = 0;
  bool known = false;
  bool loaded = false;

  static IndexForm unknown() { return IndexForm(); }
  static IndexForm constant(int64_t value) { return interval(value, value); }
  static IndexForm interval(int64_t lo, int64_t hi);
  static IndexForm atom(const IndexAtom &atom, int64_t coefficient = 1);

  /// The coefficient of `atom` (0 when it is not a term).
  int64_t getCoefficient(const IndexAtom &atom) const;
  /// The value when the form is one constant.
  std::optional<int64_t> getConstantValue() const;
  /// True when known with the same atoms and coefficients as `other`.
  bool sameTerms(const IndexForm &other) const;
  /// True when every term's atom satisfies `predicate`.
  bool allAtoms(function_ref<bool(const IndexAtom &)> predicate) const;

  /// `a + sign * b` (sign 1 or -1); unknown when either is.
  static IndexForm add(const IndexForm &a, const IndexForm &b, int64_t sign);
  /// `a * factor`.
  static IndexForm scale(const IndexForm &a, int64_t factor);

  /// Prints e.g. `8 * block_id.y + thread_id.y + [0, 3]` or `unknown`.
  void print(raw_ostream &os) const;
};

/// Analyzes the integer values of one kernel on demand (memoized):
///
///  - ids and sizes: `gpu.thread_id`, `gpu.block_id`, `gpu.block_dim`,
///    `gpu.global_id` (block base plus thread id), `gpu.grid_dim`,
///    `gpu.lane_id` ([0, 31]) and `gpu.subgroup_id`; with a launch shape the
///    sizes are its constants;
///  - constants, the kernel's scalar arguments given as constants, and the
///    induction variables of loops (LoopLikeOpInterface);
///  - `arith` additions, subtractions, index and integer casts, products and
///    left shifts by constants, `block_id * block_dim`, divisions and right
///    shifts by positive constants, remainders by them, minima, maxima and
///    selects (the interval hull; a minimum or maximum with a constant of a
///    value whose thread ids and loop variables bound it: that interval
///    clamped), and `affine.apply`.
///
/// A division (or remainder) by `c` keeps the terms whose coefficient `c`
/// divides and bounds the others into the interval (`bound`); a truncating
/// one needs the value to be non-negative. A hull keeps the terms both sides
/// share. What cannot be written so is unknown. Nothing is guessed: every
/// interval holds for every thread and iteration.
class KernelIndexAnalysis {
public:
  /// `shape`, when known, gives the block and grid sizes; `constantArguments`
  /// the kernel's arguments that are constants (std::nullopt for others).
  explicit KernelIndexAnalysis(
      FunctionOpInterface kernel, std::optional<LaunchShape> shape = {},
      ArrayRef<std::optional<int64_t>> constantArguments = {});
  ~KernelIndexAnalysis();
  KernelIndexAnalysis(const KernelIndexAnalysis &) = delete;
  KernelIndexAnalysis &operator=(const KernelIndexAnalysis &) = delete;

  /// The form of `value`.
  IndexForm getForm(Value value);

  /// True when `value` is computed from a value loaded from global memory:
  /// the results of a non-atomic op that reads a global buffer, and what is
  /// computed from them (`findDependentValues` over the kernel's body).
  /// Values outside the kernel's body are not.
  bool isLoaded(Value value);

  /// `form` with each atom that `keep` rejects replaced by its range: a
  /// thread id by [0, block size) and a block id by [0, grid size) when the
  /// launch shape is known, an induction variable by its loop's bounds
  /// (`getInductionVarRange`). Unknown when a rejected atom has no range.
  IndexForm bound(const IndexForm &form,
                  function_ref<bool(const IndexAtom &)> keep);

  /// The values of induction variable `iv`: its loop's lower bound plus
  /// [0, upper - lower - 1] when both bounds have the same terms once bounded
  /// with `keep`; else the constant range upstream's IntegerRangeAnalysis
  /// infers for it (when it lies within 32-bit values); else unknown.
  IndexForm getInductionVarRange(Value iv,
                                 function_ref<bool(const IndexAtom &)> keep);

  /// True when every value the form takes is at least 0.
  bool isNonNegative(const IndexForm &form);

  std::optional<LaunchShape> getLaunchShape() const { return shape; }

private:
  IndexForm compute(Value value, unsigned depth);
  IndexForm computeOp(Operation *op, unsigned depth);
  IndexForm computeAffine(AffineExpr expr, ValueRange dims, ValueRange symbols,
                          unsigned depth);
  IndexForm get(Value value, unsigned depth);
  IndexForm divide(const IndexForm &a, int64_t divisor, bool floor);
  IndexForm remainder(const IndexForm &a, int64_t divisor, bool floor);
  IndexForm hull(const IndexForm &a, const IndexForm &b);
  /// min / max of `a` and `b` where one is a constant and the other bounds to
  /// an interval (thread ids, induction variables): the interval clamped.
  std::optional<IndexForm> clamp(const IndexForm &a, const IndexForm &b,
                                 bool isMax, bool isUnsigned);
  std::optional<std::pair<int64_t, int64_t>> upstreamRange(Value value);
  bool isNonNegativeAtom(const IndexAtom &atom, unsigned depth);
  bool isNonNegative(const IndexForm &form, unsigned depth);

  FunctionOpInterface kernel;
  std::optional<LaunchShape> shape;
  SmallVector<std::optional<int64_t>> constantArguments;
  llvm::DenseMap<Value, IndexForm> memo;
  std::optional<llvm::DenseSet<Value>> loadedValues;
  std::unique_ptr<DataFlowSolver> solver;
};

/// The values defined in `region` (and in the regions nested in it) that
/// depend on `seeds` or on the results of the ops `isSource` accepts, in one
/// walk in program order: an op's results when an operand does (or the op is
/// a source), an `scf.for`'s iteration arguments when their initial values
/// do, a region op's results when a terminator inside it takes one that does.
/// The seeds are in the set.
llvm::DenseSet<Value>
findDependentValues(Region &region, ArrayRef<Value> seeds,
                    function_ref<bool(Operation *)> isSource = nullptr);

/// True when `op` reads a global buffer and is not an atomic: its results are
/// loaded values.
bool readsGlobalMemory(Operation *op);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELINDEX_H
