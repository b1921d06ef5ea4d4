//===- GeneticGroupingSearch.cpp - SC'14's genetic search -------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// SC'14's grouping genetic algorithm, after Falkenauer's HGGA: a seeded
// population of partitions, crossover that inherits whole groups, mutations
// that merge, move and split, repair, local search on the changed items and
// (mu+lambda) replacement. Deterministic for a seed.
//
//===----------------------------------------------------------------------===//

#include "GroupingEngine.h"

#include <algorithm>
#include <iterator>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::grouping;

namespace {

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

} // namespace

Individual
grouping::runGeneticSearch(GroupingEngine &engine, const ItemGraph &graph,
                           const GroupingOptions &options, GroupingStats &stats,
                           std::chrono::steady_clock::time_point start) {
  GeneticGroupingSearch search(engine, graph, options);
  return search.run(stats, start);
}
