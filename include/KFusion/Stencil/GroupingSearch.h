//===- GroupingSearch.h - Partitioning kernels into groups ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The search behind kfusion-plan-stencil, free of IR: partition items (kernel
// launches, in program order) into groups (fused kernels) so that every group
// is feasible, the groups stay acyclic in the order-of-execution DAG and the
// summed projected time is least. SC'14's grouping genetic algorithm (HGGA,
// after Falkenauer), a greedy baseline and an exhaustive search for small n.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STENCIL_GROUPINGSEARCH_H
#define KFUSION_STENCIL_GROUPINGSEARCH_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace mlir::kfusion {

/// A grouping problem: partition items 0..n-1 (kernel launches, in program
/// order) into groups (fused kernels). Items are ordered by a DAG (SC'14's
/// order-of-execution graph): an edge a->b means b must run after a. A
/// partition is valid if every group is feasible and the graph with each
/// group contracted to one node stays acyclic (no group may create a cycle
/// between fused kernels); singletons are always feasible.
///
/// The searches call `isFeasible` and `getCost` at most once per distinct
/// group (they memoize both), `isFeasible` only for groups that are convex
/// in the DAG and within `GroupingOptions::maxGroupSize`, and `getCost` only
/// for singletons and groups `isFeasible` accepted. A group passed to either
/// is valid only during the call. The searches run on the calling thread.
class GroupingProblem {
public:
  virtual ~GroupingProblem();
  /// The number of items.
  virtual unsigned getNumItems() const = 0;
  /// Successors of `item` in the order-of-execution DAG. Every successor must
  /// be a later item (edges go from lower to higher program order); a search
  /// given a backward or out-of-range edge refuses the problem.
  virtual ArrayRef<unsigned> getSuccessors(unsigned item) const = 0;
  /// Items that share data with `item` without an edge between them (e.g.
  /// kernels that read the same array: SC'14's simple fusion), which the
  /// search also tries to group with `item`. DAG neighbours and the items
  /// next to `item` in program order are always tried; default: none more.
  virtual ArrayRef<unsigned> getRelatedItems(unsigned item) const;
  /// Whether `group` (sorted, size >= 2, convex) can become one kernel: same
  /// launch shape, halos coverable, shared memory, ... The search checks
  /// acyclicity and group size itself.
  virtual bool isFeasible(ArrayRef<unsigned> group) = 0;
  /// Projected time of `group` run as one kernel (for a singleton: the
  /// unfused kernel). Should be positive and finite; the searches take NaN
  /// for +inf (a group never chosen when there is another way).
  virtual double getCost(ArrayRef<unsigned> group) = 0;
};

/// Settings of the searches. The genetic search is deterministic for a given
/// seed unless `timeLimitSeconds` stops it.
struct GroupingOptions {
  /// Seed of the search's own random number generator (xoshiro256**).
  uint64_t seed = 1;
  /// Partitions kept from one generation to the next (at least 2).
  unsigned populationSize = 64;
  /// Generations at most.
  unsigned maxGenerations = 400;
  /// Stop after this many generations without a better best partition.
  unsigned stallGenerations = 60;
  /// Largest group allowed; 0: unbounded.
  unsigned maxGroupSize = 0;
  /// Stop after this many seconds of wall time (checked once per
  /// generation); 0: no limit. A run stopped by it is not reproducible.
  double timeLimitSeconds = 0;
  /// Probability that a child is made by crossover (else it is a copy of one
  /// parent); every child that equals its parent is mutated.
  double crossoverProbability = 0.8;
  /// Probability that a child made by crossover is also mutated.
  double mutationProbability = 0.5;
};

/// How a search ended.
enum class GroupingStatus {
  /// `groups` is a valid partition and `cost` its cost.
  Solved,
  /// The exhaustive search declined: more items than its limit.
  TooManyItems,
  /// The problem breaks its contract (an edge that is not forward); see
  /// `message`.
  InvalidProblem,
};

/// What a search did.
struct GroupingStats {
  /// Generations run (genetic search), complete partitions enumerated
  /// (exhaustive) or merges made (greedy).
  uint64_t iterations = 0;
  /// Calls of `GroupingProblem::isFeasible` and `getCost` (each for a group
  /// not asked before).
  uint64_t feasibilityCalls = 0;
  uint64_t costCalls = 0;
  /// Lookups of a group's feasibility or cost answered from the memo.
  uint64_t cacheHits = 0;
  /// Wall time of the search.
  double seconds = 0;
  /// Whether `GroupingOptions::timeLimitSeconds` ended the search.
  bool stoppedByTimeLimit = false;
};

/// A partition found by a search.
struct Grouping {
  /// The groups: each sorted, ordered by their first item; every item in
  /// exactly one group. Empty unless `status` is Solved.
  std::vector<std::vector<unsigned>> groups;
  /// Sum of the groups' costs; +inf unless `status` is Solved.
  double cost = std::numeric_limits<double>::infinity();
  GroupingStatus status = GroupingStatus::Solved;
  /// Why the problem was refused, for TooManyItems and InvalidProblem.
  std::string message;
  GroupingStats stats;

  bool isSolved() const { return status == GroupingStatus::Solved; }
};

/// Whether `groups` is a valid partition of `problem`'s items: every item in
/// exactly one group, no group empty or larger than `maxGroupSize` (0:
/// unbounded), every group of two or more items feasible, and the DAG with
/// each group contracted acyclic. Otherwise `why` (if given) says what is
/// wrong. Groups need not be sorted. Calls `isFeasible` directly (no memo),
/// only once the rest holds (so only on convex groups).
bool isValidGrouping(GroupingProblem &problem,
                     const std::vector<std::vector<unsigned>> &groups,
                     std::string *why = nullptr, unsigned maxGroupSize = 0);

/// Sum of the groups' costs, or +inf if `groups` is not valid (as
/// isValidGrouping decides).
double evaluateGrouping(GroupingProblem &problem,
                        const std::vector<std::vector<unsigned>> &groups,
                        unsigned maxGroupSize = 0);

/// Makes a valid partition out of `groups`, changing as little as it can:
/// a missing item becomes a singleton, a repeated item stays in its first
/// group, an item out of range is dropped, a group that is infeasible, not
/// convex or too large is split first-fit into feasible runs in program
/// order, and each cycle between groups is broken by splitting one group on
/// it between the items where the cycle enters and leaves it. A valid
/// partition comes back unchanged, in canonical order (each group sorted,
/// groups ordered by first item). Status InvalidProblem if the problem
/// breaks its contract.
Grouping repairGrouping(GroupingProblem &problem,
                        const std::vector<std::vector<unsigned>> &groups,
                        const GroupingOptions &options = {});

/// The greedy baseline (also a seed of the genetic search): from singletons,
/// repeatedly make the merge of two neighbouring groups (an edge, a related
/// item or program-order adjacency between them) that lowers the cost most
/// and keeps the partition valid, until none does. Deterministic.
Grouping searchGroupingGreedy(GroupingProblem &problem,
                              const GroupingOptions &options = {});

/// SC'14's grouping genetic algorithm (HGGA, after Falkenauer's grouping GA):
/// partitions encoded by their groups; crossover that inherits whole groups
/// from one parent and keeps the rest of the other's; mutations that merge,
/// split and move items; repair of infeasible groups and cycles; local
/// search (moves and merges) on each child where it differs from its parent
/// and on every new best partition (the "hybrid" of HGGA); (mu+lambda)
/// elitist replacement without duplicates. The population is seeded with
/// singletons, the greedy baseline and randomized greedy merges of DAG
/// neighbours in program order, so it is never worse than the greedy
/// baseline. Deterministic: the same seed gives the same result on every
/// platform (its own PRNG, a total order for ties).
Grouping searchGroupingGenetic(GroupingProblem &problem,
                               const GroupingOptions &options = {});

/// The most items `searchGroupingExhaustive` accepts, whatever it is asked.
constexpr unsigned kExhaustiveGroupingItemLimit = 16;

/// The optimum by enumerating the set partitions of the items (restricted
/// growth strings in program order), pruned where a prefix already makes a
/// cycle or a group too large. Refuses (status TooManyItems, no groups, no
/// callbacks) problems of more than `maxItems` items (at most
/// kExhaustiveGroupingItemLimit). 12 items without edges (4.2 million
/// partitions) take about 0.1 s plus the callbacks for at most 2^12 groups;
/// each further item multiplies the time by about 7. Ties go to the first
/// partition enumerated.
Grouping searchGroupingExhaustive(GroupingProblem &problem,
                                  unsigned maxItems = 12,
                                  unsigned maxGroupSize = 0);

} // namespace mlir::kfusion

#endif // KFUSION_STENCIL_GROUPINGSEARCH_H
