//===- GroupingSearch.cpp - Partitioning kernels into fused groups --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Wahib & Maruyama (SC'14) search the partitions of a program's kernels with
// a grouping genetic algorithm after Falkenauer's HGGA. This file implements
// it over an abstract problem: a partition is a label per item; operators
// relabel, repair restores validity, a memo answers repeated questions about
// a group. Also the greedy baseline and an exhaustive search for small n.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/GroupingSearch.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Allocator.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iterator>
#include <limits>
#include <optional>
#include <queue>

using namespace mlir;
using namespace mlir::kfusion;

GroupingProblem::~GroupingProblem() = default;

ArrayRef<unsigned> GroupingProblem::getRelatedItems(unsigned item) const {
  (void)item;
  return {};
}

namespace {

//===----------------------------------------------------------------------===//
// Random numbers and hashing
//===----------------------------------------------------------------------===//

constexpr uint64_t kGoldenGamma = 0x9e3779b97f4a7c15ULL;

/// splitmix64's finalizer: a bijective mix of 64 bits.
uint64_t mix64(uint64_t value) {
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
uint64_t hashSequence(ArrayRef<unsigned> values) {
  uint64_t hash = mix64(values.size() + kGoldenGamma);
  for (unsigned value : values)
    hash = mix64(hash ^ (value + kGoldenGamma));
  return hash;
}

/// Whether changing the cost by `delta` is an improvement, not rounding:
/// `scale` is the size of the costs involved.
bool isImprovement(double delta, double scale) {
  return delta < -1e-12 * std::max(1e-300, std::fabs(scale));
}

/// Seconds since `start`.
double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

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

void sortUnique(std::vector<unsigned> &values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
}

/// Reads `problem`'s graph into `graph`; an empty string, or what breaks
/// the contract.
std::string buildItemGraph(GroupingProblem &problem, ItemGraph &graph) {
  unsigned numItems = problem.getNumItems();
  graph.numItems = numItems;
  graph.successors.assign(numItems, {});
  graph.predecessors.assign(numItems, {});
  graph.partners.assign(numItems, {});
  for (unsigned item = 0; item < numItems; ++item) {
    for (unsigned successor : problem.getSuccessors(item)) {
      if (successor >= numItems || successor <= item)
        return "edge " + std::to_string(item) + " -> " +
               std::to_string(successor) +
               (successor >= numItems ? " leaves the items"
                                      : " does not go forward in program "
                                        "order");
      graph.successors[item].push_back(successor);
      graph.predecessors[successor].push_back(item);
    }
    for (unsigned related : problem.getRelatedItems(item)) {
      if (related >= numItems)
        return "related item " + std::to_string(related) + " of item " +
               std::to_string(item) + " leaves the items";
      if (related == item)
        continue;
      graph.partners[item].push_back(related);
      graph.partners[related].push_back(item);
    }
  }
  for (unsigned item = 0; item < numItems; ++item) {
    sortUnique(graph.successors[item]);
    sortUnique(graph.predecessors[item]);
    std::vector<unsigned> &partners = graph.partners[item];
    partners.insert(partners.end(), graph.successors[item].begin(),
                    graph.successors[item].end());
    partners.insert(partners.end(), graph.predecessors[item].begin(),
                    graph.predecessors[item].end());
    if (item > 0)
      partners.push_back(item - 1);
    if (item + 1 < numItems)
      partners.push_back(item + 1);
    sortUnique(partners);
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Memoized facts about groups
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
  bool isAdmissible(ArrayRef<unsigned> group) {
    if (group.size() == 1)
      return true;
    if (maxGroupSize && group.size() > maxGroupSize)
      return false;
    GroupFacts &facts = lookup(group);
    if (facts.admissibility != Unknown) {
      ++stats.cacheHits;
      return facts.admissibility == Yes;
    }
    bool admissible = isConvex(group);
    if (admissible) {
      ++stats.feasibilityCalls;
      admissible = problem.isFeasible(group);
    }
    facts.admissibility = admissible ? Yes : No;
    return admissible;
  }

  /// The cost of an admissible group.
  double getCost(ArrayRef<unsigned> group) {
    GroupFacts &facts = lookup(group);
    if (facts.hasCost) {
      ++stats.cacheHits;
      return facts.cost;
    }
    ++stats.costCalls;
    facts.cost = problem.getCost(group);
    // NaN would break the population's order; +inf stays comparable.
    if (std::isnan(facts.cost))
      facts.cost = std::numeric_limits<double>::infinity();
    facts.hasCost = true;
    return facts.cost;
  }

  /// Whether no path of the DAG leaves `group` (sorted) and re-enters it.
  /// Walks the items between the group's first and last in program order,
  /// marking those reached from the group through outside items.
  bool isConvex(ArrayRef<unsigned> group) {
    if (group.size() < 2)
      return true;
    ++stamp;
    for (unsigned item : group)
      memberStamp[item] = stamp;
    unsigned last = group.back();
    for (unsigned item = group.front(); item < last; ++item) {
      bool isMember = memberStamp[item] == stamp;
      bool isReached = reachedStamp[item] == stamp;
      if (!isMember && !isReached)
        continue;
      for (unsigned successor : graph.successors[item]) {
        if (successor > last)
          break;
        if (memberStamp[successor] == stamp) {
          if (isReached)
            return false;
          continue;
        }
        reachedStamp[successor] = stamp;
      }
    }
    return true;
  }

private:
  enum Admissibility : uint8_t { Unknown, Yes, No };
  struct GroupFacts {
    Admissibility admissibility = Unknown;
    bool hasCost = false;
    double cost = 0;
  };

  GroupFacts &lookup(ArrayRef<unsigned> group) {
    auto found = memo.find(group);
    if (found != memo.end())
      return found->second;
    unsigned *copy = storage.Allocate<unsigned>(group.size());
    std::copy(group.begin(), group.end(), copy);
    return memo[ArrayRef<unsigned>(copy, group.size())];
  }

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
// Partitions
//===----------------------------------------------------------------------===//

/// A partition being built or changed: a label per item and the items of
/// each label, sorted. Labels may be left empty by moves and merges; the
/// canonical form numbers the groups 0..k-1 by their first items.
struct LabelledPartition {
  std::vector<unsigned> labelOf;
  std::vector<std::vector<unsigned>> members;

  static LabelledPartition singletons(unsigned numItems) {
    LabelledPartition partition;
    partition.labelOf.resize(numItems);
    partition.members.resize(numItems);
    for (unsigned item = 0; item < numItems; ++item) {
      partition.labelOf[item] = item;
      partition.members[item] = {item};
    }
    return partition;
  }

  /// The partition with these labels (any values), in canonical form.
  static LabelledPartition fromLabels(std::vector<unsigned> labels) {
    LabelledPartition partition;
    partition.labelOf = std::move(labels);
    partition.canonicalize();
    return partition;
  }

  /// Renumbers the groups by their first items and rebuilds `members`.
  void canonicalize() {
    unsigned numLabels = 0;
    for (unsigned label : labelOf)
      numLabels = std::max(numLabels, label + 1);
    std::vector<unsigned> renumbered(numLabels, ~0u);
    unsigned numGroups = 0;
    for (unsigned &label : labelOf) {
      if (renumbered[label] == ~0u)
        renumbered[label] = numGroups++;
      label = renumbered[label];
    }
    members.assign(numGroups, {});
    for (unsigned item = 0; item < labelOf.size(); ++item)
      members[labelOf[item]].push_back(item);
  }

  /// A new label holding `items` (sorted), taken from their groups.
  unsigned addGroup(std::vector<unsigned> items) {
    unsigned label = members.size();
    for (unsigned item : items) {
      std::vector<unsigned> &old = members[labelOf[item]];
      old.erase(std::lower_bound(old.begin(), old.end(), item));
      labelOf[item] = label;
    }
    members.push_back(std::move(items));
    return label;
  }

  /// Moves the items of `source` into `target`.
  void merge(unsigned target, unsigned source) {
    for (unsigned item : members[source])
      labelOf[item] = target;
    std::vector<unsigned> merged;
    merged.reserve(members[target].size() + members[source].size());
    std::merge(members[target].begin(), members[target].end(),
               members[source].begin(), members[source].end(),
               std::back_inserter(merged));
    members[target] = std::move(merged);
    members[source].clear();
  }

  /// Moves `item` into group `target`.
  void move(unsigned item, unsigned target) {
    std::vector<unsigned> &old = members[labelOf[item]];
    old.erase(std::lower_bound(old.begin(), old.end(), item));
    std::vector<unsigned> &into = members[target];
    into.insert(std::lower_bound(into.begin(), into.end(), item), item);
    labelOf[item] = target;
  }

  std::vector<std::vector<unsigned>> nonEmptyGroups() const {
    std::vector<std::vector<unsigned>> groups;
    for (const std::vector<unsigned> &group : members)
      if (!group.empty())
        groups.push_back(group);
    std::sort(groups.begin(), groups.end());
    return groups;
  }
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
bool isBetter(const Individual &lhs, const Individual &rhs) {
  if (lhs.cost != rhs.cost)
    return lhs.cost < rhs.cost;
  if (lhs.hash != rhs.hash)
    return lhs.hash < rhs.hash;
  if (lhs.labels != rhs.labels)
    return lhs.labels < rhs.labels;
  return lhs.locallySearched > rhs.locallySearched;
}

//===----------------------------------------------------------------------===//
// The search engine: validity, repair, operators
//===----------------------------------------------------------------------===//

/// A change of a partition's cost and the cost of the groups it replaces.
struct CostChange {
  double delta;
  double before;
  bool isImprovement() const { return ::isImprovement(delta, before); }
};

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

bool GroupingEngine::hasCycle(const LabelledPartition &partition,
                              std::vector<CycleStep> *cycle) {
  const std::vector<unsigned> &labelOf = partition.labelOf;
  unsigned numLabels = partition.members.size();
  inDegree.assign(numLabels, 0);
  for (unsigned item = 0; item < graph.numItems; ++item)
    for (unsigned successor : graph.successors[item])
      if (labelOf[successor] != labelOf[item])
        ++inDegree[labelOf[successor]];
  ready.clear();
  unsigned numGroups = 0;
  for (unsigned label = 0; label < numLabels; ++label) {
    if (partition.members[label].empty())
      continue;
    ++numGroups;
    if (inDegree[label] == 0)
      ready.push_back(label);
  }
  unsigned numRemoved = 0;
  while (!ready.empty()) {
    unsigned label = ready.back();
    ready.pop_back();
    ++numRemoved;
    for (unsigned item : partition.members[label])
      for (unsigned successor : graph.successors[item]) {
        unsigned next = labelOf[successor];
        if (next != label && --inDegree[next] == 0)
          ready.push_back(next);
      }
  }
  if (numRemoved == numGroups)
    return false;
  if (!cycle)
    return true;

  // Every group left has an edge from another group left: walk such edges
  // backwards until a group repeats.
  cycle->clear();
  pathPosition.assign(numLabels, -1);
  std::vector<CycleStep> path;
  std::vector<unsigned> enteredFrom;
  unsigned label = 0;
  while (partition.members[label].empty() || inDegree[label] == 0)
    ++label;
  while (pathPosition[label] < 0) {
    pathPosition[label] = path.size();
    unsigned entry = 0, predecessorItem = 0, previous = label;
    for (unsigned item : partition.members[label]) {
      for (unsigned predecessor : graph.predecessors[item]) {
        unsigned from = labelOf[predecessor];
        if (from != label && inDegree[from] > 0) {
          entry = item;
          predecessorItem = predecessor;
          previous = from;
          break;
        }
      }
      if (previous != label)
        break;
    }
    path.push_back({label, entry, 0});
    enteredFrom.push_back(predecessorItem);
    label = previous;
  }
  // The group of path[i + 1] is left by enteredFrom[i]; the cycle's first
  // group by the edge into its last.
  unsigned first = pathPosition[label];
  for (unsigned index = first; index < path.size(); ++index) {
    CycleStep step = path[index];
    step.exitItem =
        index == first ? enteredFrom.back() : enteredFrom[index - 1];
    cycle->push_back(step);
  }
  return true;
}

void GroupingEngine::splitIntoAdmissibleRuns(LabelledPartition &partition,
                                             unsigned label) {
  std::vector<unsigned> items = partition.members[label];
  std::vector<std::vector<unsigned>> runs;
  for (unsigned item : items) {
    bool placed = false;
    for (std::vector<unsigned> &run : runs) {
      run.push_back(item);
      if (evaluator.isAdmissible(run)) {
        placed = true;
        break;
      }
      run.pop_back();
    }
    if (!placed)
      runs.push_back({item});
  }
  for (unsigned index = 1; index < runs.size(); ++index)
    partition.addGroup(std::move(runs[index]));
}

void GroupingEngine::repair(LabelledPartition &partition) {
  for (unsigned label = 0, end = partition.members.size(); label < end; ++label)
    if (!partition.members[label].empty() &&
        !evaluator.isAdmissible(partition.members[label]))
      splitIntoAdmissibleRuns(partition, label);

  std::vector<CycleStep> cycle;
  while (hasCycle(partition, &cycle)) {
    // Some group on the cycle is entered and left by different items (else
    // the cycle would be a path of the DAG); split the largest such group
    // between them, in program order.
    const CycleStep *chosen = nullptr;
    for (const CycleStep &step : cycle) {
      if (step.entryItem == step.exitItem)
        continue;
      if (!chosen || partition.members[step.label].size() >
                         partition.members[chosen->label].size())
        chosen = &step;
    }
    if (!chosen) {
      // Unreachable for a DAG; make the cycle's groups singletons anyway.
      for (const CycleStep &step : cycle)
        while (partition.members[step.label].size() > 1)
          partition.addGroup({partition.members[step.label].back()});
      continue;
    }
    unsigned label = chosen->label;
    unsigned cut = std::min(chosen->entryItem, chosen->exitItem);
    const std::vector<unsigned> &items = partition.members[label];
    std::vector<unsigned> upper(
        std::upper_bound(items.begin(), items.end(), cut), items.end());
    unsigned upperLabel = partition.addGroup(std::move(upper));
    for (unsigned part : {label, upperLabel})
      if (!evaluator.isAdmissible(partition.members[part]))
        splitIntoAdmissibleRuns(partition, part);
  }
  partition.canonicalize();
}

double GroupingEngine::getCost(const LabelledPartition &partition) {
  double cost = 0;
  for (const std::vector<unsigned> &group : partition.members)
    if (!group.empty())
      cost += evaluator.getCost(group);
  return cost;
}

Individual GroupingEngine::makeIndividual(LabelledPartition &partition) {
  partition.canonicalize();
  Individual individual;
  individual.cost = getCost(partition);
  individual.hash = hashSequence(partition.labelOf);
  individual.labels = partition.labelOf;
  return individual;
}

std::optional<CostChange>
GroupingEngine::evaluateMerge(const LabelledPartition &partition,
                              unsigned first, unsigned second) {
  const std::vector<unsigned> &firstItems = partition.members[first];
  const std::vector<unsigned> &secondItems = partition.members[second];
  mergedItems.clear();
  std::merge(firstItems.begin(), firstItems.end(), secondItems.begin(),
             secondItems.end(), std::back_inserter(mergedItems));
  if (!evaluator.isAdmissible(mergedItems))
    return std::nullopt;
  double before =
      evaluator.getCost(firstItems) + evaluator.getCost(secondItems);
  return CostChange{evaluator.getCost(mergedItems) - before, before};
}

bool GroupingEngine::tryMerge(LabelledPartition &partition, unsigned target,
                              unsigned source, bool requireImprovement) {
  if (target == source || partition.members[target].empty() ||
      partition.members[source].empty())
    return false;
  std::optional<CostChange> change = evaluateMerge(partition, target, source);
  if (!change || (requireImprovement && !change->isImprovement()))
    return false;
  std::vector<unsigned> targetItems = partition.members[target];
  std::vector<unsigned> sourceItems = partition.members[source];
  partition.merge(target, source);
  if (!hasCycle(partition))
    return true;
  for (unsigned item : sourceItems)
    partition.labelOf[item] = source;
  partition.members[target] = std::move(targetItems);
  partition.members[source] = std::move(sourceItems);
  return false;
}

void GroupingEngine::collectPartnerLabels(const LabelledPartition &partition,
                                          ArrayRef<unsigned> items,
                                          unsigned except,
                                          std::vector<unsigned> &labels) {
  labels.clear();
  for (unsigned item : items)
    for (unsigned partner : graph.partners[item])
      if (partition.labelOf[partner] != except)
        labels.push_back(partition.labelOf[partner]);
  sortUnique(labels);
}

uint64_t GroupingEngine::mergeGreedily(LabelledPartition &partition) {
  struct CandidateMerge {
    double delta;
    unsigned first, second;
    unsigned firstVersion, secondVersion;
    /// Order of the queue: the largest gain first, ties by labels.
    bool operator<(const CandidateMerge &other) const {
      if (delta != other.delta)
        return delta > other.delta;
      if (first != other.first)
        return first > other.first;
      if (second != other.second)
        return second > other.second;
      if (firstVersion != other.firstVersion)
        return firstVersion > other.firstVersion;
      return secondVersion > other.secondVersion;
    }
  };
  std::priority_queue<CandidateMerge> queue;
  std::vector<unsigned> version(partition.members.size(), 0);
  std::vector<unsigned> neighbours;
  auto enqueueMergesOf = [&](unsigned label, bool laterOnly) {
    collectPartnerLabels(partition, partition.members[label], label,
                         neighbours);
    for (unsigned other : neighbours) {
      if (laterOnly && other < label)
        continue;
      std::optional<CostChange> change = evaluateMerge(partition, label, other);
      if (!change || !change->isImprovement())
        continue;
      unsigned first = std::min(label, other), second = std::max(label, other);
      queue.push(
          {change->delta, first, second, version[first], version[second]});
    }
  };
  for (unsigned label = 0; label < partition.members.size(); ++label)
    if (!partition.members[label].empty())
      enqueueMergesOf(label, /*laterOnly=*/true);
  uint64_t numMerges = 0;
  while (!queue.empty()) {
    CandidateMerge candidate = queue.top();
    queue.pop();
    if (version[candidate.first] != candidate.firstVersion ||
        version[candidate.second] != candidate.secondVersion ||
        partition.members[candidate.second].empty())
      continue;
    if (!tryMerge(partition, candidate.first, candidate.second,
                  /*requireImprovement=*/false))
      continue;
    ++numMerges;
    ++version[candidate.first];
    ++version[candidate.second];
    enqueueMergesOf(candidate.first, /*laterOnly=*/false);
  }
  partition.canonicalize();
  return numMerges;
}

void GroupingEngine::mergeInProgramOrder(LabelledPartition &partition,
                                         RandomGenerator *random,
                                         double acceptProbability,
                                         double forceProbability) {
  for (unsigned item = 0; item < graph.numItems; ++item) {
    for (unsigned partner : graph.partners[item]) {
      if (partner < item)
        continue;
      unsigned label = partition.labelOf[item];
      unsigned other = partition.labelOf[partner];
      if (label == other)
        continue;
      std::optional<CostChange> change = evaluateMerge(partition, label, other);
      if (!change)
        continue;
      bool improves = change->isImprovement();
      bool take = random ? (improves ? random->chance(acceptProbability)
                                     : random->chance(forceProbability))
                         : improves;
      if (take)
        tryMerge(partition, label, other, /*requireImprovement=*/false);
    }
  }
  partition.canonicalize();
}

bool GroupingEngine::improveLocally(LabelledPartition &partition,
                                    const std::vector<bool> *focus) {
  constexpr unsigned kMaxPasses = 50;
  std::vector<unsigned> candidates;
  std::vector<unsigned> shrunk, grown;
  auto isFocused = [&](ArrayRef<unsigned> items) {
    return llvm::any_of(items, [&](unsigned item) { return (*focus)[item]; });
  };
  bool improvedAny = false;
  for (unsigned pass = 0; pass < kMaxPasses; ++pass) {
    bool improved = false;
    // Moves of one item into a partner's group or out on its own (the
    // label past the last stands for a new group).
    for (unsigned item = 0; item < graph.numItems; ++item) {
      if (focus && !(*focus)[item])
        continue;
      unsigned from = partition.labelOf[item];
      collectPartnerLabels(partition, {item}, from, candidates);
      unsigned newLabel = partition.members.size();
      if (partition.members[from].size() > 1)
        candidates.push_back(newLabel);
      const std::vector<unsigned> &fromItems = partition.members[from];
      shrunk.clear();
      for (unsigned member : fromItems)
        if (member != item)
          shrunk.push_back(member);
      if (!shrunk.empty() && !evaluator.isAdmissible(shrunk))
        continue;
      double fromCost = evaluator.getCost(fromItems);
      double shrunkCost = shrunk.empty() ? 0 : evaluator.getCost(shrunk);
      for (unsigned to : candidates) {
        grown.clear();
        double toCost = 0;
        if (to != newLabel) {
          const std::vector<unsigned> &toItems = partition.members[to];
          grown.assign(toItems.begin(), toItems.end());
          grown.insert(std::lower_bound(grown.begin(), grown.end(), item),
                       item);
          if (!evaluator.isAdmissible(grown))
            continue;
          toCost = evaluator.getCost(toItems);
        } else {
          grown.push_back(item);
        }
        double before = fromCost + toCost;
        double delta = shrunkCost + evaluator.getCost(grown) - before;
        if (!isImprovement(delta, before))
          continue;
        if (to == newLabel)
          partition.addGroup({item});
        else
          partition.move(item, to);
        if (!hasCycle(partition)) {
          improved = true;
          break;
        }
        partition.move(item, from);
        if (to == newLabel)
          partition.members.pop_back();
      }
    }
    // Merges of neighbouring groups.
    for (unsigned label = 0; label < partition.members.size(); ++label) {
      const std::vector<unsigned> &items = partition.members[label];
      if (items.empty() || (focus && !isFocused(items)))
        continue;
      collectPartnerLabels(partition, items, label, candidates);
      for (unsigned other : candidates)
        if (tryMerge(partition, label, other, /*requireImprovement=*/true))
          improved = true;
    }
    if (!improved)
      break;
    improvedAny = true;
  }
  partition.canonicalize();
  return improvedAny;
}

//===----------------------------------------------------------------------===//
// The genetic search
//===----------------------------------------------------------------------===//

class GeneticGroupingSearch {
public:
  GeneticGroupingSearch(GroupingEngine &engine, const ItemGraph &graph,
                        const GroupingOptions &options)
      : engine(engine), graph(graph), options(options), random(options.seed),
        populationSize(std::max(2u, options.populationSize)) {}

  /// Runs the search; the best partition found.
  Individual run(GroupingStats &stats,
                 std::chrono::steady_clock::time_point start);

private:
  /// The initial population: singletons, the greedy baseline improved
  /// locally, greedy merges in program order, and randomized variants of
  /// the latter.
  void seedPopulation();

  /// A parent chosen by a binary tournament (the population is sorted).
  const Individual &selectParent() {
    unsigned first = random.below(population.size());
    unsigned second = random.below(population.size());
    return population[std::min(first, second)];
  }

  /// Falkenauer's crossover: the child keeps `receiver`'s groups and takes
  /// a run of `donor`'s groups (consecutive by first item) whole; the items
  /// they take from the receiver's groups leave those groups.
  std::vector<unsigned> crossover(const Individual &receiver,
                                  const Individual &donor);

  /// One random change: merge an item's group with a partner's or with any
  /// group, move an item into a partner's group, or split a group. A merged
  /// or grown group is admissible; cycles are left to repair.
  void mutate(LabelledPartition &partition);

  /// The items of `partition` (canonical) whose group is not a group of
  /// the partition with labels `parent`.
  std::vector<bool> changedItems(const LabelledPartition &partition,
                                 const std::vector<unsigned> &parent);

  /// Sorts the population, drops duplicates, keeps the best.
  void selectSurvivors();

  GroupingEngine &engine;
  const ItemGraph &graph;
  const GroupingOptions &options;
  RandomGenerator random;
  unsigned populationSize;
  std::vector<Individual> population;
};

void GeneticGroupingSearch::seedPopulation() {
  unsigned numItems = graph.numItems;
  auto add = [&](LabelledPartition partition) {
    engine.repair(partition);
    population.push_back(engine.makeIndividual(partition));
  };
  add(LabelledPartition::singletons(numItems));

  LabelledPartition greedy = LabelledPartition::singletons(numItems);
  engine.mergeGreedily(greedy);
  engine.improveLocally(greedy);
  add(greedy);

  LabelledPartition inOrder = LabelledPartition::singletons(numItems);
  engine.mergeInProgramOrder(inOrder, nullptr, 1, 0);
  add(inOrder);

  // Randomized merges in program order: of the improving merges a random
  // share, plus some merges regardless of cost.
  for (unsigned attempt = 0;
       population.size() < populationSize && attempt < 2 * populationSize;
       ++attempt) {
    LabelledPartition partition = LabelledPartition::singletons(numItems);
    double acceptProbability = 0.3 + 0.7 * random.unit();
    double forceProbability = 0.3 * random.unit();
    engine.mergeInProgramOrder(partition, &random, acceptProbability,
                               forceProbability);
    add(std::move(partition));
  }
  selectSurvivors();
}

std::vector<unsigned>
GeneticGroupingSearch::crossover(const Individual &receiver,
                                 const Individual &donor) {
  unsigned receiverGroups = 0;
  for (unsigned label : receiver.labels)
    receiverGroups = std::max(receiverGroups, label + 1);
  unsigned donorGroups = 0;
  for (unsigned label : donor.labels)
    donorGroups = std::max(donorGroups, label + 1);
  unsigned firstDonated = random.below(donorGroups);
  unsigned numDonated = 1 + random.below(std::max(1u, donorGroups / 2));
  unsigned endDonated = std::min(donorGroups, firstDonated + numDonated);
  std::vector<unsigned> child = receiver.labels;
  for (unsigned item = 0; item < graph.numItems; ++item) {
    unsigned label = donor.labels[item];
    if (label >= firstDonated && label < endDonated)
      child[item] = receiverGroups + label;
  }
  return child;
}

void GeneticGroupingSearch::mutate(LabelledPartition &partition) {
  constexpr unsigned kAttempts = 4;
  enum MutationKind { MergeWithPartner, MergeAnywhere, MoveToPartner, Split };
  unsigned numItems = graph.numItems;
  auto kind = MutationKind(random.below(4));
  std::vector<unsigned> changedGroup;
  for (unsigned attempt = 0; attempt < kAttempts; ++attempt) {
    unsigned item = random.below(numItems);
    unsigned label = partition.labelOf[item];
    const std::vector<unsigned> &items = partition.members[label];
    if (kind == Split) {
      // One item off, or the items after a random cut in program order.
      if (items.size() < 2)
        continue;
      if (random.chance(0.5)) {
        partition.addGroup({items[random.below(items.size())]});
      } else {
        unsigned cut = 1 + random.below(items.size() - 1);
        partition.addGroup(
            std::vector<unsigned>(items.begin() + cut, items.end()));
      }
      return;
    }
    // The other group: a partner's, or any (simple fusion of far-apart
    // kernels without an edge between them).
    const std::vector<unsigned> &partners = graph.partners[item];
    if (kind != MergeAnywhere && partners.empty())
      continue;
    unsigned otherItem = kind == MergeAnywhere
                             ? random.below(numItems)
                             : partners[random.below(partners.size())];
    unsigned other = partition.labelOf[otherItem];
    if (other == label)
      continue;
    const std::vector<unsigned> &otherItems = partition.members[other];
    changedGroup.clear();
    if (kind == MoveToPartner) {
      changedGroup = otherItems;
      changedGroup.insert(
          std::lower_bound(changedGroup.begin(), changedGroup.end(), item),
          item);
    } else {
      std::merge(items.begin(), items.end(), otherItems.begin(),
                 otherItems.end(), std::back_inserter(changedGroup));
    }
    if (!engine.getEvaluator().isAdmissible(changedGroup))
      continue;
    if (kind == MoveToPartner)
      partition.move(item, other);
    else
      partition.merge(label, other);
    return;
  }
}

std::vector<bool>
GeneticGroupingSearch::changedItems(const LabelledPartition &partition,
                                    const std::vector<unsigned> &parent) {
  unsigned numItems = graph.numItems;
  std::vector<unsigned> parentGroupSize(numItems, 0);
  for (unsigned label : parent)
    ++parentGroupSize[label];
  std::vector<bool> changed(numItems, false);
  for (const std::vector<unsigned> &group : partition.members) {
    unsigned parentLabel = parent[group.front()];
    bool same = parentGroupSize[parentLabel] == group.size() &&
                std::all_of(group.begin(), group.end(), [&](unsigned item) {
                  return parent[item] == parentLabel;
                });
    if (!same)
      for (unsigned item : group)
        changed[item] = true;
  }
  return changed;
}

void GeneticGroupingSearch::selectSurvivors() {
  std::sort(population.begin(), population.end(), isBetter);
  population.erase(
      std::unique(population.begin(), population.end(),
                  [](const Individual &lhs, const Individual &rhs) {
                    return lhs.labels == rhs.labels;
                  }),
      population.end());
  if (population.size() > populationSize)
    population.resize(populationSize);
}

Individual
GeneticGroupingSearch::run(GroupingStats &stats,
                           std::chrono::steady_clock::time_point start) {
  seedPopulation();
  double bestCost = population.front().cost;
  unsigned stalled = 0;
  std::vector<Individual> offspring;
  for (unsigned generation = 0; generation < options.maxGenerations;
       ++generation) {
    if (options.timeLimitSeconds > 0 &&
        secondsSince(start) >= options.timeLimitSeconds) {
      stats.stoppedByTimeLimit = true;
      break;
    }
    ++stats.iterations;
    offspring.clear();
    for (unsigned child = 0; child < populationSize; ++child) {
      const Individual &receiver = selectParent();
      std::vector<unsigned> labels;
      bool mutateChild = true;
      if (population.size() > 1 &&
          random.chance(options.crossoverProbability)) {
        const Individual *donor = &selectParent();
        for (unsigned retry = 0; donor == &receiver && retry < 3; ++retry)
          donor = &selectParent();
        labels = crossover(receiver, *donor);
        mutateChild = random.chance(options.mutationProbability);
      } else {
        labels = receiver.labels;
      }
      LabelledPartition partition =
          LabelledPartition::fromLabels(std::move(labels));
      if (mutateChild || partition.labelOf == receiver.labels) {
        do
          mutate(partition);
        while (random.chance(0.25));
      }
      engine.repair(partition);
      // Hybrid step: local search where the child differs from its parent.
      std::vector<bool> changed = changedItems(partition, receiver.labels);
      engine.improveLocally(partition, &changed);
      offspring.push_back(engine.makeIndividual(partition));
    }
    for (Individual &individual : offspring)
      population.push_back(std::move(individual));
    selectSurvivors();

    // Hybrid step: a new best partition is improved by local search.
    if (!population.front().locallySearched) {
      population.front().locallySearched = true;
      LabelledPartition partition =
          LabelledPartition::fromLabels(population.front().labels);
      if (engine.improveLocally(partition)) {
        Individual improved = engine.makeIndividual(partition);
        improved.locallySearched = true;
        population.push_back(std::move(improved));
        selectSurvivors();
      }
    }

    double newBest = population.front().cost;
    if (isImprovement(newBest - bestCost, bestCost)) {
      bestCost = newBest;
      stalled = 0;
    } else if (++stalled >= options.stallGenerations) {
      break;
    }
  }
  return population.front();
}

//===----------------------------------------------------------------------===//
// Exhaustive search
//===----------------------------------------------------------------------===//

/// Enumerates restricted growth strings: item i joins one of the groups of
/// items 0..i-1 or opens the next. Groups are bit masks; a prefix whose
/// quotient graph has a cycle is pruned (a cycle among placed items stays).
class ExhaustiveGroupingSearch {
public:
  ExhaustiveGroupingSearch(GroupEvaluator &evaluator, const ItemGraph &graph,
                           unsigned maxGroupSize, GroupingStats &stats)
      : evaluator(evaluator), graph(graph), maxGroupSize(maxGroupSize),
        stats(stats), numItems(graph.numItems), labelOf(numItems, 0),
        groupMask(numItems, 0), edgeCount(numItems * numItems, 0),
        admissibleByMask(size_t(1) << numItems, -1),
        costByMask(size_t(1) << numItems, 0) {}

  /// The best partition's labels, or empty if none was found (cannot
  /// happen: singletons are valid).
  std::vector<unsigned> run() {
    place(0, 0);
    return bestLabels;
  }

  double getBestCost() const { return bestCost; }

private:
  /// Whether items 0..item-1 connect group `label` to a group holding a
  /// predecessor of `item` (so placing `item` in `label` closes a cycle).
  bool closesCycle(unsigned item, unsigned label, unsigned numGroups) {
    uint32_t predecessorGroups = 0;
    for (unsigned predecessor : graph.predecessors[item])
      if (labelOf[predecessor] != label)
        predecessorGroups |= 1u << labelOf[predecessor];
    if (!predecessorGroups)
      return false;
    uint32_t reached = 0, frontier = successorGroups(label, numGroups);
    while (frontier) {
      unsigned next = llvm::countr_zero(frontier);
      frontier &= frontier - 1;
      if (reached & (1u << next))
        continue;
      reached |= 1u << next;
      frontier |= successorGroups(next, numGroups) & ~reached;
    }
    return reached & predecessorGroups;
  }

  uint32_t successorGroups(unsigned label, unsigned numGroups) {
    uint32_t mask = 0;
    for (unsigned to = 0; to < numGroups; ++to)
      if (edgeCount[label * numItems + to])
        mask |= 1u << to;
    return mask;
  }

  void place(unsigned item, unsigned numGroups) {
    if (item == numItems) {
      evaluateLeaf(numGroups);
      return;
    }
    for (unsigned label = 0; label <= numGroups; ++label) {
      if (label < numGroups && maxGroupSize &&
          unsigned(llvm::popcount(groupMask[label])) >= maxGroupSize)
        continue;
      if (label < numGroups && closesCycle(item, label, numGroups))
        continue;
      labelOf[item] = label;
      groupMask[label] |= 1u << item;
      for (unsigned predecessor : graph.predecessors[item])
        if (labelOf[predecessor] != label)
          ++edgeCount[labelOf[predecessor] * numItems + label];
      place(item + 1, std::max(numGroups, label + 1));
      for (unsigned predecessor : graph.predecessors[item])
        if (labelOf[predecessor] != label)
          --edgeCount[labelOf[predecessor] * numItems + label];
      groupMask[label] &= ~(1u << item);
    }
  }

  void evaluateLeaf(unsigned numGroups) {
    ++stats.iterations;
    double cost = 0;
    for (unsigned label = 0; label < numGroups; ++label) {
      uint32_t mask = groupMask[label];
      int8_t &admissible = admissibleByMask[mask];
      if (admissible < 0) {
        std::vector<unsigned> items;
        for (uint32_t rest = mask; rest; rest &= rest - 1)
          items.push_back(llvm::countr_zero(rest));
        admissible = evaluator.isAdmissible(items);
        if (admissible)
          costByMask[mask] = evaluator.getCost(items);
      }
      if (!admissible)
        return;
      cost += costByMask[mask];
    }
    if (cost < bestCost) {
      bestCost = cost;
      bestLabels.assign(labelOf.begin(), labelOf.end());
    }
  }

  GroupEvaluator &evaluator;
  const ItemGraph &graph;
  unsigned maxGroupSize;
  GroupingStats &stats;
  unsigned numItems;
  std::vector<unsigned> labelOf;
  std::vector<uint32_t> groupMask;
  /// Edges between placed items from group i to group j, at i * n + j.
  std::vector<unsigned> edgeCount;
  std::vector<int8_t> admissibleByMask;
  std::vector<double> costByMask;
  double bestCost = std::numeric_limits<double>::infinity();
  std::vector<unsigned> bestLabels;
};

/// A Grouping for a refused problem.
Grouping refuse(GroupingStatus status, std::string message) {
  Grouping result;
  result.status = status;
  result.message = std::move(message);
  return result;
}

/// Checks `problem`'s graph (refusing a problem that breaks the contract),
/// runs `search` with a fresh memo, and returns the valid partition it
/// gives in canonical form, with its cost and the statistics.
Grouping runSearch(GroupingProblem &problem, unsigned maxGroupSize,
                   llvm::function_ref<LabelledPartition(
                       GroupingEngine &, const ItemGraph &, GroupingStats &)>
                       search) {
  auto start = std::chrono::steady_clock::now();
  ItemGraph graph;
  std::string error = buildItemGraph(problem, graph);
  if (!error.empty())
    return refuse(GroupingStatus::InvalidProblem, error);
  Grouping result;
  GroupingEngine engine(problem, graph, maxGroupSize, result.stats);
  LabelledPartition partition = search(engine, graph, result.stats);
  partition.canonicalize();
  result.cost = engine.getCost(partition);
  result.groups = std::move(partition.members);
  result.stats.seconds = secondsSince(start);
  return result;
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

bool mlir::kfusion::isValidGrouping(
    GroupingProblem &problem, const std::vector<std::vector<unsigned>> &groups,
    std::string *why, unsigned maxGroupSize) {
  auto fail = [&](std::string reason) {
    if (why)
      *why = std::move(reason);
    return false;
  };
  ItemGraph graph;
  std::string error = buildItemGraph(problem, graph);
  if (!error.empty())
    return fail("invalid problem: " + error);
  unsigned numItems = graph.numItems;
  std::vector<unsigned> labelOf(numItems, ~0u);
  LabelledPartition partition;
  partition.labelOf.assign(numItems, 0);
  for (unsigned label = 0; label < groups.size(); ++label) {
    const std::vector<unsigned> &group = groups[label];
    if (group.empty())
      return fail("group " + std::to_string(label) + " is empty");
    if (maxGroupSize && group.size() > maxGroupSize)
      return fail("group " + std::to_string(label) + " has " +
                  std::to_string(group.size()) + " items, more than " +
                  std::to_string(maxGroupSize));
    for (unsigned item : group) {
      if (item >= numItems)
        return fail("item " + std::to_string(item) + " does not exist");
      if (labelOf[item] != ~0u)
        return fail("item " + std::to_string(item) + " is in groups " +
                    std::to_string(labelOf[item]) + " and " +
                    std::to_string(label));
      labelOf[item] = label;
    }
    std::vector<unsigned> sorted = group;
    std::sort(sorted.begin(), sorted.end());
    partition.members.push_back(std::move(sorted));
  }
  for (unsigned item = 0; item < numItems; ++item) {
    if (labelOf[item] == ~0u)
      return fail("item " + std::to_string(item) + " is in no group");
    partition.labelOf[item] = labelOf[item];
  }
  GroupingStats stats;
  GroupingEngine engine(problem, graph, 0, stats);
  std::vector<CycleStep> cycle;
  if (engine.hasCycle(partition, &cycle)) {
    std::string groupsOnCycle;
    for (const CycleStep &step : cycle)
      groupsOnCycle = " " + std::to_string(step.label) + groupsOnCycle;
    return fail("the groups form a cycle:" + groupsOnCycle);
  }
  for (unsigned label = 0; label < groups.size(); ++label)
    if (partition.members[label].size() > 1 &&
        !problem.isFeasible(partition.members[label]))
      return fail("group " + std::to_string(label) + " is infeasible");
  return true;
}

double mlir::kfusion::evaluateGrouping(
    GroupingProblem &problem, const std::vector<std::vector<unsigned>> &groups,
    unsigned maxGroupSize) {
  if (!isValidGrouping(problem, groups, nullptr, maxGroupSize))
    return std::numeric_limits<double>::infinity();
  std::vector<std::vector<unsigned>> canonical;
  for (const std::vector<unsigned> &group : groups) {
    canonical.push_back(group);
    std::sort(canonical.back().begin(), canonical.back().end());
  }
  std::sort(canonical.begin(), canonical.end());
  double cost = 0;
  for (const std::vector<unsigned> &group : canonical)
    cost += problem.getCost(group);
  return cost;
}

Grouping
mlir::kfusion::repairGrouping(GroupingProblem &problem,
                              const std::vector<std::vector<unsigned>> &groups,
                              const GroupingOptions &options) {
  return runSearch(problem, options.maxGroupSize,
                   [&](GroupingEngine &engine, const ItemGraph &graph,
                       GroupingStats &stats) {
                     unsigned numItems = graph.numItems;
                     std::vector<unsigned> labels(numItems, ~0u);
                     unsigned nextLabel = 0;
                     for (const std::vector<unsigned> &group : groups) {
                       for (unsigned item : group)
                         if (item < numItems && labels[item] == ~0u)
                           labels[item] = nextLabel;
                       ++nextLabel;
                     }
                     for (unsigned &label : labels)
                       if (label == ~0u)
                         label = nextLabel++;
                     LabelledPartition partition =
                         LabelledPartition::fromLabels(labels);
                     engine.repair(partition);
                     return partition;
                   });
}

Grouping mlir::kfusion::searchGroupingGreedy(GroupingProblem &problem,
                                             const GroupingOptions &options) {
  return runSearch(problem, options.maxGroupSize,
                   [&](GroupingEngine &engine, const ItemGraph &graph,
                       GroupingStats &stats) {
                     LabelledPartition partition =
                         LabelledPartition::singletons(graph.numItems);
                     stats.iterations = engine.mergeGreedily(partition);
                     return partition;
                   });
}

Grouping mlir::kfusion::searchGroupingGenetic(GroupingProblem &problem,
                                              const GroupingOptions &options) {
  auto start = std::chrono::steady_clock::now();
  return runSearch(problem, options.maxGroupSize,
                   [&](GroupingEngine &engine, const ItemGraph &graph,
                       GroupingStats &stats) {
                     if (graph.numItems <= 1)
                       return LabelledPartition::singletons(graph.numItems);
                     GeneticGroupingSearch search(engine, graph, options);
                     return LabelledPartition::fromLabels(
                         search.run(stats, start).labels);
                   });
}

Grouping mlir::kfusion::searchGroupingExhaustive(GroupingProblem &problem,
                                                 unsigned maxItems,
                                                 unsigned maxGroupSize) {
  unsigned limit = std::min(maxItems, kExhaustiveGroupingItemLimit);
  unsigned numItems = problem.getNumItems();
  if (numItems > limit)
    return refuse(GroupingStatus::TooManyItems,
                  std::to_string(numItems) +
                      " items, more than the exhaustive search's limit of " +
                      std::to_string(limit));
  return runSearch(problem, maxGroupSize,
                   [&](GroupingEngine &engine, const ItemGraph &graph,
                       GroupingStats &stats) {
                     ExhaustiveGroupingSearch search(
                         engine.getEvaluator(), graph, maxGroupSize, stats);
                     return LabelledPartition::fromLabels(search.run());
                   });
}
