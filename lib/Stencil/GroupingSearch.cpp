//===- GroupingSearch.cpp - Partitioning kernels into fused groups --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The grouping searches of kfusion-plan-stencil (SC'14) over an abstract
// problem: its graph, checked; the memo that asks it once per group; the
// exhaustive search; the entry points, the greedy baseline among them. The
// engine is in GroupingEngine.cpp, the HGGA in GeneticGroupingSearch.cpp.
//
//===----------------------------------------------------------------------===//

#include "GroupingEngine.h"

#include "KFusion/Stencil/GroupingSearch.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::grouping;

GroupingProblem::~GroupingProblem() = default;

ArrayRef<unsigned> GroupingProblem::getRelatedItems(unsigned item) const {
  (void)item;
  return {};
}

//===----------------------------------------------------------------------===//
// Hashing and time
//===----------------------------------------------------------------------===//

/// Hash of a sequence of small integers (a group, or a partition's labels).
uint64_t grouping::hashSequence(ArrayRef<unsigned> values) {
  uint64_t hash = mix64(values.size() + kGoldenGamma);
  for (unsigned value : values)
    hash = mix64(hash ^ (value + kGoldenGamma));
  return hash;
}

/// Whether changing the cost by `delta` is an improvement, not rounding:
/// `scale` is the size of the costs involved.
bool grouping::isImprovement(double delta, double scale) {
  return delta < -1e-12 * std::max(1e-300, std::fabs(scale));
}

/// Seconds since `start`.
double grouping::secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

//===----------------------------------------------------------------------===//
// The problem's graph
//===----------------------------------------------------------------------===//

void grouping::sortUnique(std::vector<unsigned> &values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
}

/// Reads `problem`'s graph into `graph`; an empty string, or what breaks
/// the contract.
std::string grouping::buildItemGraph(GroupingProblem &problem,
                                     ItemGraph &graph) {
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

bool GroupEvaluator::isAdmissible(ArrayRef<unsigned> group) {
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

double GroupEvaluator::getCost(ArrayRef<unsigned> group) {
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

bool GroupEvaluator::isConvex(ArrayRef<unsigned> group) {
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

GroupEvaluator::GroupFacts &GroupEvaluator::lookup(ArrayRef<unsigned> group) {
  auto found = memo.find(group);
  if (found != memo.end())
    return found->second;
  unsigned *copy = storage.Allocate<unsigned>(group.size());
  std::copy(group.begin(), group.end(), copy);
  return memo[ArrayRef<unsigned>(copy, group.size())];
}

namespace {

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
  return runSearch(
      problem, options.maxGroupSize,
      [&](GroupingEngine &engine, const ItemGraph &graph,
          GroupingStats &stats) {
        if (graph.numItems <= 1)
          return LabelledPartition::singletons(graph.numItems);
        return LabelledPartition::fromLabels(
            runGeneticSearch(engine, graph, options, stats, start).labels);
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
