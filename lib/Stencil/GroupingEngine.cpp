//===- GroupingEngine.cpp - Partitions, repair and merges -------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The engine of the grouping searches: partitions as labels, the cycle check
// on the quotient graph (Kahn), repair of inadmissible groups and cycles,
// the greedy merges (the greedy baseline, and the seeds of the genetic
// search) and the first-improvement local search (its hybrid step).
//
//===----------------------------------------------------------------------===//

#include "GroupingEngine.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <iterator>
#include <queue>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::grouping;

//===----------------------------------------------------------------------===//
// Partitions
//===----------------------------------------------------------------------===//

LabelledPartition LabelledPartition::singletons(unsigned numItems) {
  LabelledPartition partition;
  partition.labelOf.resize(numItems);
  partition.members.resize(numItems);
  for (unsigned item = 0; item < numItems; ++item) {
    partition.labelOf[item] = item;
    partition.members[item] = {item};
  }
  return partition;
}

LabelledPartition LabelledPartition::fromLabels(std::vector<unsigned> labels) {
  LabelledPartition partition;
  partition.labelOf = std::move(labels);
  partition.canonicalize();
  return partition;
}

void LabelledPartition::canonicalize() {
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

unsigned LabelledPartition::addGroup(std::vector<unsigned> items) {
  unsigned label = members.size();
  for (unsigned item : items) {
    std::vector<unsigned> &old = members[labelOf[item]];
    old.erase(std::lower_bound(old.begin(), old.end(), item));
    labelOf[item] = label;
  }
  members.push_back(std::move(items));
  return label;
}

void LabelledPartition::merge(unsigned target, unsigned source) {
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

void LabelledPartition::move(unsigned item, unsigned target) {
  std::vector<unsigned> &old = members[labelOf[item]];
  old.erase(std::lower_bound(old.begin(), old.end(), item));
  std::vector<unsigned> &into = members[target];
  into.insert(std::lower_bound(into.begin(), into.end(), item), item);
  labelOf[item] = target;
}

std::vector<std::vector<unsigned>> LabelledPartition::nonEmptyGroups() const {
  std::vector<std::vector<unsigned>> groups;
  for (const std::vector<unsigned> &group : members)
    if (!group.empty())
      groups.push_back(group);
  std::sort(groups.begin(), groups.end());
  return groups;
}

bool grouping::isBetter(const Individual &lhs, const Individual &rhs) {
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
