//===- GroupingEngine.h - Partitions, memo and operators --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the grouping searches share (private to lib/Stencil): the problem's
// graph, the memo of group facts, partitions as labels, the engine that
// checks, repairs and improves them (GroupingEngine.cpp), and the genetic
// search's entry (GeneticGroupingSearch.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STENCIL_GROUPINGENGINE_H
#define KFUSION_LIB_STENCIL_GROUPINGENGINE_H

#include "KFusion/Stencil/GroupingSearch.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Allocator.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kfusion::grouping {

//===----------------------------------------------------------------------===//
// Random numbers and hashing
//===----------------------------------------------------------------------===//

inline constexpr uint64_t kGoldenGamma = 0x9e3779b97f4a7c15ULL;

/// splitmix64's finalizer: a bijective mix of 64 bits.
inline uint64_t mix64(uint64_t value) {
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
  value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
  return value ^ (value >> 31);
}

/// xoshiro256** (Blackman & Vigna) seeded through splitmix64. Integers and
/// doubles are derived from its output by fixed arithmetic, so a seed gives
/// the same sequence with every compiler and standard library.
class RandomGenerator {
public:
  explicit RandomGenerator(uint64_t seed) {
    for (uint64_t &word : state) {
      seed += kGoldenGamma;
      word = mix64(seed);
    }
  }

  uint64_t next() {
    uint64_t result = rotateLeft(state[1] * 5, 7) * 9;
    uint64_t shifted = state[1] << 17;
    state[2] ^= state[0];
    state[3] ^= state[1];
    state[1] ^= state[2];
    state[0] ^= state[3];
    state[2] ^= shifted;
    state[3] = rotateLeft(state[3], 45);
    return result;
  }

  /// Uniform in [0, bound); `bound` > 0 (multiply-shift on the top 32 bits).
  unsigned below(unsigned bound) {
    return static_cast<unsigned>(((next() >> 32) * uint64_t(bound)) >> 32);
  }

  /// Uniform in [0, 1).
  double unit() { return double(next() >> 11) * 0x1.0p-53; }

  /// True with probability `probability`.
  bool chance(double probability) { return unit() < probability; }

private:
  static uint64_t rotateLeft(uint64_t value, int shift) {
    return (value << shift) | (value >> (64 - shift));
  }

  uint64_t state[4];
};

/// Hash of a sequence of small integers (a group, or a partition's labels).
uint64_t hashSequence(ArrayRef<unsigned> values);

/// Whether changing the cost by `delta` is an improvement, not rounding:
/// `scale` is the size of the costs involved.
bool isImprovement(double delta, double scale);

/// Seconds since `start`.
double secondsSince(std::chrono::steady_clock::time_point start);

//===----------------------------------------------------------------------===//
// The problem's graph
//===----------------------------------------------------------------------===//

/// The order-of-execution DAG as the problem gives it, checked, with the
/// lists the search walks. Every list is sorted and free of duplicates.
struct ItemGraph {
  unsigned numItems = 0;
  std::vector<std::vector<unsigned>> successors;
  std::vector<std::vector<unsigned>> predecessors;
  /// The items the search tries to put in the same group as an item: its
  /// DAG neighbours, its related items (both ways) and the items just before
  /// and after it in program order.
  std::vector<std::vector<unsigned>> partners;
};

/// Sorts `values` and drops duplicates.
void sortUnique(std::vector<unsigned> &values);

/// Reads `problem`'s graph into `graph`; an empty string, or what breaks
/// the contract.
std::string buildItemGraph(GroupingProblem &problem, ItemGraph &graph);

//===----------------------------------------------------------------------===//
// Memoized facts about groups (GroupingSearch.cpp)
//===----------------------------------------------------------------------===//

/// Answers whether a group may stand in a valid partition and what it costs,
/// asking the problem at most once per distinct group.
class GroupEvaluator {
public:
  GroupEvaluator(GroupingProblem &problem, const ItemGraph &graph,
                 unsigned maxGroupSize, GroupingStats &stats)
      : problem(problem), graph(graph), maxGroupSize(maxGroupSize),
        stats(stats), memberStamp(graph.numItems, 0),
        reachedStamp(graph.numItems, 0) {}

  /// Whether `group` (sorted, non-empty) may be a group of a valid
  /// partition by itself: a singleton, or within the size bound, convex in
  /// the DAG and feasible.
  bool isAdmissible(ArrayRef<unsigned> group);

  /// The cost of an admissible group.
  double getCost(ArrayRef<unsigned> group);

  /// Whether no path of the DAG leaves `group` (sorted) and re-enters it.
  /// Walks the items between the group's first and last in program order,
  /// marking those reached from the group through outside items.
  bool isConvex(ArrayRef<unsigned> group);

private:
  enum Admissibility : uint8_t { Unknown, Yes, No };
  struct GroupFacts {
    Admissibility admissibility = Unknown;
    bool hasCost = false;
    double cost = 0;
  };

  /// The facts of `group`, a new entry (its items copied) the first time.
  GroupFacts &lookup(ArrayRef<unsigned> group);

  GroupingProblem &problem;
  const ItemGraph &graph;
  unsigned maxGroupSize;
  GroupingStats &stats;
  llvm::BumpPtrAllocator storage;
  llvm::DenseMap<ArrayRef<unsigned>, GroupFacts> memo;
  std::vector<uint32_t> memberStamp;
  std::vector<uint32_t> reachedStamp;
  uint32_t stamp = 0;
};

//===----------------------------------------------------------------------===//
// Partitions (GroupingEngine.cpp)
//===----------------------------------------------------------------------===//

/// A partition being built or changed: a label per item and the items of
/// each label, sorted. Labels may be left empty by moves and merges; the
/// canonical form numbers the groups 0..k-1 by their first items.
struct LabelledPartition {
  std::vector<unsigned> labelOf;
  std::vector<std::vector<unsigned>> members;

  /// Every item in a group of its own.
  static LabelledPartition singletons(unsigned numItems);

  /// The partition with these labels (any values), in canonical form.
  static LabelledPartition fromLabels(std::vector<unsigned> labels);

  /// Renumbers the groups by their first items and rebuilds `members`.
  void canonicalize();

  /// A new label holding `items` (sorted), taken from their groups.
  unsigned addGroup(std::vector<unsigned> items);

  /// Moves the items of `source` into `target`.
  void merge(unsigned target, unsigned source);

  /// Moves `item` into group `target`.
  void move(unsigned item, unsigned target);

  /// The groups that hold items, sorted.
  std::vector<std::vector<unsigned>> nonEmptyGroups() const;
};

/// Where a cycle between groups passes through one group: the item it
/// enters by and the item it leaves by.
struct CycleStep {
  unsigned label;
  unsigned entryItem;
  unsigned exitItem;
};

/// A member of the genetic search's population: a valid partition in
/// canonical form and its cost.
struct Individual {
  std::vector<unsigned> labels;
  double cost = 0;
  uint64_t hash = 0;
  bool locallySearched = false;
};

/// The population's order: cost, then an arbitrary but fixed total order
/// (copies of one partition: the locally searched first, which survives
/// deduplication), so that sorting gives the same result with every
/// standard library.
bool isBetter(const Individual &lhs, const Individual &rhs);

//===----------------------------------------------------------------------===//
// The search engine: validity, repair, operators (GroupingEngine.cpp)
//===----------------------------------------------------------------------===//

/// A change of a partition's cost and the cost of the groups it replaces.
struct CostChange {
  double delta;
  double before;
  bool isImprovement() const { return grouping::isImprovement(delta, before); }
};

/// Checks, repairs and changes partitions of one problem, through one memo
/// of group facts (so a search asks the problem once per distinct group).
class GroupingEngine {
public:
  GroupingEngine(GroupingProblem &problem, const ItemGraph &graph,
                 unsigned maxGroupSize, GroupingStats &stats)
      : graph(graph), evaluator(problem, graph, maxGroupSize, stats) {}

  GroupEvaluator &getEvaluator() { return evaluator; }

  /// Whether the DAG with each group of `partition` contracted has a cycle
  /// (Kahn's algorithm on the quotient graph); if so and `cycle` is given,
  /// one cycle, found by walking back from a group Kahn could not remove.
  bool hasCycle(const LabelledPartition &partition,
                std::vector<CycleStep> *cycle = nullptr);

  /// Splits group `label` first-fit into admissible runs: each item, in
  /// program order, joins the first run it keeps admissible, else starts
  /// one. The first run keeps the label.
  void splitIntoAdmissibleRuns(LabelledPartition &partition, unsigned label);

  /// Makes `partition` valid (see repairGrouping) and canonical.
  void repair(LabelledPartition &partition);

  /// The cost of a valid partition: its groups' costs summed in label order.
  double getCost(const LabelledPartition &partition);

  /// `partition` (valid) as an individual; canonicalizes it.
  Individual makeIndividual(LabelledPartition &partition);

  /// What merging groups `first` and `second` would change the cost by, or
  /// none if the merged group is inadmissible (acyclicity is not checked).
  std::optional<CostChange> evaluateMerge(const LabelledPartition &partition,
                                          unsigned first, unsigned second);

  /// Merges groups `target` and `source` if the merged group is admissible
  /// and the partition stays acyclic, and (if `requireImprovement`) the
  /// cost goes down. Returns whether it merged.
  bool tryMerge(LabelledPartition &partition, unsigned target, unsigned source,
                bool requireImprovement);

  /// Merges neighbouring groups while the cost goes down, best merge first
  /// (a lazy priority queue of candidate merges). Returns the merges made.
  uint64_t mergeGreedily(LabelledPartition &partition);

  /// Visits the items in program order and merges each one's group with
  /// the group of each later partner: always if `random` is null and the
  /// merge improves the cost; else an improving merge with probability
  /// `acceptProbability` and any other with `forceProbability`. Merges
  /// that make a group inadmissible or a cycle are never made.
  void mergeInProgramOrder(LabelledPartition &partition,
                           RandomGenerator *random, double acceptProbability,
                           double forceProbability);

  /// First-improvement local search: moves single items into a partner's
  /// group or out on their own, and merges neighbouring groups, while the
  /// cost goes down. With `focus`, only the items it marks move and only
  /// groups holding one merge. `partition` must be valid; it stays valid and
  /// is canonical afterwards. Returns whether it improved.
  bool improveLocally(LabelledPartition &partition,
                      const std::vector<bool> *focus = nullptr);

private:
  /// The labels of the groups of `items`' partners, other than `except`,
  /// sorted and unique.
  void collectPartnerLabels(const LabelledPartition &partition,
                            ArrayRef<unsigned> items, unsigned except,
                            std::vector<unsigned> &labels);

  const ItemGraph &graph;
  GroupEvaluator evaluator;
  std::vector<unsigned> inDegree;
  std::vector<unsigned> ready;
  std::vector<unsigned> mergedItems;
  std::vector<int> pathPosition;
};

//===----------------------------------------------------------------------===//
// The genetic search (GeneticGroupingSearch.cpp)
//===----------------------------------------------------------------------===//

/// SC'14's grouping genetic search (HGGA) over `graph` with `engine`'s memo,
/// from `options` (seed, population, generations, time limit counted from
/// `start`); the best partition found, valid and canonical. Counts the
/// generations in `stats`.
Individual runGeneticSearch(GroupingEngine &engine, const ItemGraph &graph,
                            const GroupingOptions &options,
                            GroupingStats &stats,
                            std::chrono::steady_clock::time_point start);

} // namespace mlir::kfusion::grouping

#endif // KFUSION_LIB_STENCIL_GROUPINGENGINE_H
