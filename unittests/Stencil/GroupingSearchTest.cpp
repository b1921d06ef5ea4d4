//===- GroupingSearchTest.cpp - Partitioning kernels into fused groups ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the grouping searches behind kfusion-plan-stencil on synthetic
// problems: random DAGs with colour rules, and stencil programs with a
// codeless cost model. The genetic search must reach the exhaustive optimum
// on small problems; every result must be a valid partition; runs must be
// reproducible; the 150-kernel case and the scaling curve are timed.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/GroupingSearch.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <numeric>
#include <set>

using namespace mlir;
using namespace mlir::kfusion;

namespace {

using Groups = std::vector<std::vector<unsigned>>;

/// splitmix64: the tests' own generator, so that problems are the same on
/// every platform.
class TestRandom {
public:
  explicit TestRandom(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t value = (state += 0x9e3779b97f4a7c15ULL);
    value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31);
  }
  unsigned below(unsigned bound) { return next() % bound; }
  double unit() { return double(next() >> 11) * 0x1.0p-53; }
  double between(double low, double high) {
    return low + (high - low) * unit();
  }

private:
  uint64_t state;
};

/// A problem that also checks how the search calls it: `isFeasible` only on
/// sorted, convex groups of two or more, `getCost` only on singletons and
/// accepted groups, and neither twice for the same group.
class CheckedProblem : public GroupingProblem {
public:
  unsigned getNumItems() const override { return successors.size(); }
  ArrayRef<unsigned> getSuccessors(unsigned item) const override {
    return successors[item];
  }
  bool isFeasible(ArrayRef<unsigned> group) final {
    std::vector<unsigned> key(group.begin(), group.end());
    if (group.size() < 2 || !std::is_sorted(group.begin(), group.end()) ||
        !isConvex(group))
      ++contractViolations;
    if (!feasibilityAsked.insert(key).second)
      ++repeatedCalls;
    bool feasible = decideFeasible(group);
    if (feasible)
      accepted.insert(key);
    return feasible;
  }
  double getCost(ArrayRef<unsigned> group) final {
    std::vector<unsigned> key(group.begin(), group.end());
    if (group.size() > 1 && !accepted.count(key))
      ++contractViolations;
    if (!costAsked.insert(key).second)
      ++repeatedCalls;
    return computeCost(group);
  }

  /// Whether no path leaves `group` and comes back (by depth-first search).
  bool isConvex(ArrayRef<unsigned> group) const {
    std::set<unsigned> members(group.begin(), group.end());
    std::vector<bool> seen(getNumItems(), false);
    std::vector<unsigned> stack;
    for (unsigned item : group)
      for (unsigned successor : successors[item])
        if (!members.count(successor))
          stack.push_back(successor);
    while (!stack.empty()) {
      unsigned item = stack.back();
      stack.pop_back();
      if (seen[item])
        continue;
      seen[item] = true;
      for (unsigned successor : successors[item]) {
        if (members.count(successor))
          return false;
        stack.push_back(successor);
      }
    }
    return true;
  }

  /// Forgets the calls seen (each search has its own memo).
  void resetCallRecord() {
    contractViolations = repeatedCalls = 0;
    feasibilityAsked.clear();
    costAsked.clear();
    accepted.clear();
  }

  std::vector<std::vector<unsigned>> successors;
  unsigned contractViolations = 0;
  unsigned repeatedCalls = 0;
  std::set<std::vector<unsigned>> feasibilityAsked, costAsked, accepted;

protected:
  virtual bool decideFeasible(ArrayRef<unsigned> group) = 0;
  virtual double computeCost(ArrayRef<unsigned> group) = 0;
};

/// A random DAG with coloured items: a group is feasible when its items
/// share a colour, it is small enough and (for some problems) connected by
/// edges. Fusing saves the launch overhead and a random amount per edge
/// inside the group; size is penalized quadratically.
class RandomDagProblem : public CheckedProblem {
public:
  RandomDagProblem(unsigned numItems, uint64_t seed) {
    TestRandom random(seed);
    double edgeProbability = random.between(0.15, 0.5);
    unsigned numColors = 1 + random.below(3);
    maxFeasibleSize = 2 + random.below(4);
    requireConnected = random.below(2);
    sizePenalty = random.between(0.2, 2.0);
    successors.resize(numItems);
    for (unsigned item = 0; item < numItems; ++item) {
      colors.push_back(random.below(numColors));
      work.push_back(random.between(1, 10));
    }
    for (unsigned from = 0; from < numItems; ++from)
      for (unsigned to = from + 1; to < numItems; ++to)
        if (random.unit() < edgeProbability) {
          successors[from].push_back(to);
          savings[{from, to}] =
              random.between(0, 0.6) * std::min(work[from], work[to]);
        }
  }

  std::vector<unsigned> colors;
  std::vector<double> work;
  std::map<std::pair<unsigned, unsigned>, double> savings;
  unsigned maxFeasibleSize;
  bool requireConnected;
  double sizePenalty;

protected:
  bool decideFeasible(ArrayRef<unsigned> group) override {
    if (group.size() > maxFeasibleSize)
      return false;
    for (unsigned item : group)
      if (colors[item] != colors[group.front()])
        return false;
    if (!requireConnected)
      return true;
    // Connected through edges inside the group, in either direction.
    std::set<unsigned> members(group.begin(), group.end()), reached;
    std::vector<unsigned> stack = {group.front()};
    while (!stack.empty()) {
      unsigned item = stack.back();
      stack.pop_back();
      if (!reached.insert(item).second)
        continue;
      for (unsigned other : group)
        if (savings.count({item, other}) || savings.count({other, item}))
          stack.push_back(other);
    }
    return reached.size() == group.size();
  }

  double computeCost(ArrayRef<unsigned> group) override {
    double cost = 1.0 + sizePenalty * (group.size() - 1) * (group.size() - 1);
    for (unsigned item : group)
      cost += work[item];
    for (unsigned from : group)
      for (unsigned to : group) {
        auto found = savings.find({from, to});
        if (found != savings.end())
          cost -= found->second;
      }
    return std::max(0.05, cost);
  }
};

/// A synthetic stencil program in SC'14's mould: each kernel writes one
/// array and reads one to three at stencil radius 0-2, mostly arrays written
/// shortly before; the order-of-execution graph has the read-after-write,
/// write-after-read and write-after-write edges. A group is feasible when
/// its kernels have one launch shape, share data, need a halo of at most 3
/// and at most 4 shared arrays. Cost (microseconds) is a codeless model:
/// launch overhead plus the larger of memory time (arrays read from global
/// memory, arrays written that someone outside the group sees) and compute
/// time, inflated by the halo's redundant work and by shared-memory
/// pressure.
class StencilProgramProblem : public CheckedProblem {
public:
  struct Read {
    unsigned array;
    unsigned radius;
    int producer; // the kernel whose write this read sees, or -1
  };
  struct Kernel {
    std::vector<Read> reads;
    unsigned written;
    unsigned shape;
    double flopsPerPoint;
    std::vector<unsigned> readersOfOutput;
    bool overwritten = false;
  };

  /// A random program; `numArrays` >= 2.
  StencilProgramProblem(unsigned numKernels, unsigned numArrays,
                        uint64_t seed) {
    TestRandom random(seed);
    std::vector<int> lastWriter(numArrays, -1);
    std::vector<std::vector<unsigned>> readersSinceWrite(numArrays);
    std::vector<unsigned> recentlyWritten;
    successors.resize(numKernels);
    related.resize(numKernels);
    for (unsigned index = 0; index < numKernels; ++index) {
      Kernel kernel;
      kernel.shape = random.unit() < 0.85 ? 0 : 1;
      kernel.flopsPerPoint = random.between(2, 30);
      // At least one array is left for the kernel to write.
      unsigned numReads = 1 + random.below(std::min(3u, numArrays - 1));
      std::set<unsigned> readArrays;
      for (unsigned read = 0; read < numReads; ++read) {
        unsigned array =
            !recentlyWritten.empty() && random.unit() < 0.7
                ? recentlyWritten[random.below(recentlyWritten.size())]
                : random.below(numArrays);
        if (!readArrays.insert(array).second)
          continue;
        unsigned radius = random.unit() < 0.4 ? 0 : 1 + random.below(2);
        kernel.reads.push_back({array, radius, lastWriter[array]});
      }
      do
        kernel.written = random.below(numArrays);
      while (readArrays.count(kernel.written));

      std::set<unsigned> predecessors;
      for (const Read &read : kernel.reads) {
        if (read.producer >= 0) {
          predecessors.insert(read.producer);
          kernels[read.producer].readersOfOutput.push_back(index);
        }
        // Readers of one version may fuse without an edge between them.
        if (!readersSinceWrite[read.array].empty())
          related[index].push_back(readersSinceWrite[read.array].back());
        readersSinceWrite[read.array].push_back(index);
      }
      int previousWriter = lastWriter[kernel.written];
      if (previousWriter >= 0) {
        predecessors.insert(previousWriter);
        kernels[previousWriter].overwritten = true;
      }
      for (unsigned reader : readersSinceWrite[kernel.written])
        predecessors.insert(reader);
      for (unsigned predecessor : predecessors)
        successors[predecessor].push_back(index);
      lastWriter[kernel.written] = index;
      readersSinceWrite[kernel.written].clear();
      recentlyWritten.push_back(kernel.written);
      if (recentlyWritten.size() > 6)
        recentlyWritten.erase(recentlyWritten.begin());
      kernels.push_back(kernel);
    }
    for (std::vector<unsigned> &list : successors)
      std::sort(list.begin(), list.end());
  }

  ArrayRef<unsigned> getRelatedItems(unsigned item) const override {
    return related[item];
  }

  /// The halo the group needs, its shared arrays and whether it is
  /// connected by data.
  struct GroupShape {
    unsigned halo = 0;
    unsigned sharedArrays = 0;
    bool connected = true;
  };

  GroupShape analyze(ArrayRef<unsigned> group) const {
    GroupShape shape;
    std::map<unsigned, unsigned> depth; // halo needed of each member
    std::set<unsigned> members(group.begin(), group.end());
    // Members in reverse program order: a consumer's halo needs reach back.
    for (auto it = group.rbegin(); it != group.rend(); ++it)
      depth[*it] = 0;
    for (auto it = group.rbegin(); it != group.rend(); ++it)
      for (const Read &read : kernels[*it].reads)
        if (read.producer >= 0 && members.count(read.producer))
          depth[read.producer] =
              std::max(depth[read.producer], depth[*it] + read.radius);
    for (const auto &entry : depth)
      shape.halo = std::max(shape.halo, entry.second);
    std::set<unsigned> shared;
    for (unsigned kernel : group)
      for (const Read &read : kernels[kernel].reads)
        if (read.producer >= 0 && members.count(read.producer) &&
            read.radius > 0)
          shared.insert(read.producer);
    shape.sharedArrays = shared.size();
    // Connected by arrays: union of kernels sharing a read version or a
    // producer-consumer pair.
    std::vector<unsigned> component(group.size());
    std::iota(component.begin(), component.end(), 0);
    std::function<unsigned(unsigned)> find = [&](unsigned index) {
      return component[index] == index
                 ? index
                 : component[index] = find(component[index]);
    };
    for (unsigned a = 0; a < group.size(); ++a)
      for (unsigned b = a + 1; b < group.size(); ++b) {
        const Kernel &first = kernels[group[a]];
        const Kernel &second = kernels[group[b]];
        bool sharesData = false;
        for (const Read &read : second.reads)
          sharesData |= read.producer == int(group[a]);
        for (const Read &x : first.reads)
          for (const Read &y : second.reads)
            sharesData |= x.array == y.array && x.producer == y.producer;
        if (sharesData)
          component[find(a)] = find(b);
      }
    for (unsigned index = 0; index < group.size(); ++index)
      shape.connected &= find(index) == find(0);
    return shape;
  }

  std::vector<Kernel> kernels;
  std::vector<std::vector<unsigned>> related;

protected:
  bool decideFeasible(ArrayRef<unsigned> group) override {
    for (unsigned kernel : group)
      if (kernels[kernel].shape != kernels[group.front()].shape)
        return false;
    GroupShape shape = analyze(group);
    return shape.connected && shape.halo <= 3 && shape.sharedArrays <= 4;
  }

  double computeCost(ArrayRef<unsigned> group) override {
    constexpr double kPoints = 4096.0 * 4096.0;
    constexpr double kBytesPerMicrosecond = 3.0e6;
    constexpr double kFlopsPerMicrosecond = 5.0e7;
    constexpr double kLaunchMicroseconds = 3.0;
    std::set<unsigned> members(group.begin(), group.end());
    std::set<std::pair<unsigned, int>> loaded;
    unsigned stores = 0;
    double flops = 0;
    for (unsigned index : group) {
      const Kernel &kernel = kernels[index];
      for (const Read &read : kernel.reads)
        if (read.producer < 0 || !members.count(read.producer))
          loaded.insert({read.array, read.producer});
      bool temporary = kernel.overwritten;
      for (unsigned reader : kernel.readersOfOutput)
        temporary &= members.count(reader) > 0;
      stores += temporary ? 0 : 1;
      flops += kernel.flopsPerPoint;
    }
    GroupShape shape = analyze(group);
    double haloFactor = 1 + 0.08 * shape.halo;
    double pressure = 1 + 0.15 * std::max(0, int(shape.sharedArrays) - 2);
    double bytes = 4 * kPoints * (loaded.size() + stores) * haloFactor;
    double memoryTime = bytes / kBytesPerMicrosecond;
    double computeTime = flops * kPoints * haloFactor / kFlopsPerMicrosecond;
    return kLaunchMicroseconds + std::max(memoryTime, computeTime) * pressure;
  }
};

/// A problem given by lists, every group feasible unless `feasible` says.
class ListProblem : public GroupingProblem {
public:
  explicit ListProblem(std::vector<std::vector<unsigned>> successors)
      : successors(std::move(successors)) {}
  unsigned getNumItems() const override { return successors.size(); }
  ArrayRef<unsigned> getSuccessors(unsigned item) const override {
    return successors[item];
  }
  bool isFeasible(ArrayRef<unsigned> group) override {
    return feasible ? feasible(group) : true;
  }
  /// One per kernel launch saved, plus the items' own work (unless `cost`
  /// says otherwise).
  double getCost(ArrayRef<unsigned> group) override {
    return cost ? cost(group) : 1.0 + 2.0 * group.size();
  }

  std::vector<std::vector<unsigned>> successors;
  std::function<bool(ArrayRef<unsigned>)> feasible;
  std::function<double(ArrayRef<unsigned>)> cost;
};

/// The best valid partition by trying every set partition (no pruning).
double bruteForceOptimum(GroupingProblem &problem) {
  unsigned numItems = problem.getNumItems();
  double best = std::numeric_limits<double>::infinity();
  std::vector<unsigned> labels(numItems);
  std::function<void(unsigned, unsigned)> place = [&](unsigned item,
                                                      unsigned numGroups) {
    if (item == numItems) {
      Groups groups(numGroups);
      for (unsigned index = 0; index < numItems; ++index)
        groups[labels[index]].push_back(index);
      best = std::min(best, evaluateGrouping(problem, groups));
      return;
    }
    for (unsigned label = 0; label <= numGroups; ++label) {
      labels[item] = label;
      place(item + 1, std::max(numGroups, label + 1));
    }
  };
  place(0, 0);
  return best;
}

bool sameCost(double lhs, double rhs) {
  return std::fabs(lhs - rhs) <= 1e-9 * std::max(1.0, std::fabs(rhs));
}

/// Expects `grouping` to be solved, valid and to cost what it says.
void expectValid(GroupingProblem &problem, const Grouping &grouping,
                 unsigned maxGroupSize = 0) {
  ASSERT_TRUE(grouping.isSolved()) << grouping.message;
  std::string why;
  EXPECT_TRUE(isValidGrouping(problem, grouping.groups, &why, maxGroupSize))
      << why;
  EXPECT_TRUE(
      sameCost(grouping.cost, evaluateGrouping(problem, grouping.groups)));
  for (const std::vector<unsigned> &group : grouping.groups)
    EXPECT_TRUE(std::is_sorted(group.begin(), group.end()));
  EXPECT_TRUE(std::is_sorted(grouping.groups.begin(), grouping.groups.end()));
}

unsigned largestGroup(const Groups &groups) {
  size_t largest = 0;
  for (const std::vector<unsigned> &group : groups)
    largest = std::max(largest, group.size());
  return largest;
}

//===----------------------------------------------------------------------===//
// Validity and evaluation
//===----------------------------------------------------------------------===//

// 0 -> 1 and 2 -> 3: {0, 3} and {1, 2} are each convex, yet together they
// make a cycle (0 -> 1 puts {1, 2} after {0, 3}, 2 -> 3 the reverse).
TEST(GroupingValidityTest, NamesEachViolation) {
  ListProblem problem({{1}, {}, {3}, {}});
  std::string why;
  EXPECT_TRUE(isValidGrouping(problem, {{0, 1}, {2, 3}}, &why)) << why;
  EXPECT_TRUE(isValidGrouping(problem, {{3, 2}, {1, 0}}, &why)) << why;
  EXPECT_TRUE(isValidGrouping(problem, {{0, 2}, {1, 3}}, &why)) << why;

  EXPECT_FALSE(isValidGrouping(problem, {{0, 3}, {1, 2}}, &why));
  EXPECT_NE(why.find("cycle"), std::string::npos) << why;
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1}, {2}}, &why));
  EXPECT_EQ(why, "item 3 is in no group");
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1}, {1, 2, 3}}, &why));
  EXPECT_EQ(why, "item 1 is in groups 0 and 1");
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1, 2, 3, 4}}, &why));
  EXPECT_EQ(why, "item 4 does not exist");
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1, 2, 3}, {}}, &why));
  EXPECT_EQ(why, "group 1 is empty");
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1, 2}, {3}}, &why, 2));
  EXPECT_EQ(why, "group 0 has 3 items, more than 2");

  problem.feasible = [](ArrayRef<unsigned> group) { return group[0] != 2; };
  EXPECT_FALSE(isValidGrouping(problem, {{0, 1}, {2, 3}}, &why));
  EXPECT_EQ(why, "group 1 is infeasible");
  EXPECT_TRUE(isValidGrouping(problem, {{0, 1}, {2}, {3}}, &why)) << why;
}

// A group a path leaves and re-enters is a cycle with the group in between.
TEST(GroupingValidityTest, NonConvexGroupIsACycle) {
  ListProblem problem({{1}, {2}, {}});
  std::string why;
  EXPECT_FALSE(isValidGrouping(problem, {{0, 2}, {1}}, &why));
  EXPECT_NE(why.find("cycle"), std::string::npos) << why;
  EXPECT_EQ(evaluateGrouping(problem, {{0, 2}, {1}}),
            std::numeric_limits<double>::infinity());
  EXPECT_EQ(evaluateGrouping(problem, {{0, 1, 2}}), 7.0);
  EXPECT_EQ(evaluateGrouping(problem, {{2}, {0}, {1}}), 9.0);
}

// Edges must go forward; every entry point refuses a problem whose do not.
TEST(GroupingValidityTest, BackwardEdgeIsRefused) {
  ListProblem problem({{1}, {0}});
  std::string why;
  EXPECT_FALSE(isValidGrouping(problem, {{0}, {1}}, &why));
  EXPECT_NE(why.find("1 -> 0"), std::string::npos) << why;
  for (const Grouping &grouping :
       {searchGroupingGenetic(problem), searchGroupingGreedy(problem),
        searchGroupingExhaustive(problem), repairGrouping(problem, {})}) {
    EXPECT_EQ(grouping.status, GroupingStatus::InvalidProblem);
    EXPECT_TRUE(grouping.groups.empty());
    EXPECT_NE(grouping.message.find("forward"), std::string::npos);
  }
  ListProblem outOfRange(Groups{{5}});
  EXPECT_EQ(searchGroupingGenetic(outOfRange).status,
            GroupingStatus::InvalidProblem);
}

//===----------------------------------------------------------------------===//
// Limits
//===----------------------------------------------------------------------===//

TEST(GroupingLimitsTest, NoItems) {
  ListProblem problem(Groups{});
  for (const Grouping &grouping :
       {searchGroupingGenetic(problem), searchGroupingGreedy(problem),
        searchGroupingExhaustive(problem), repairGrouping(problem, {})}) {
    EXPECT_TRUE(grouping.isSolved());
    EXPECT_TRUE(grouping.groups.empty());
    EXPECT_EQ(grouping.cost, 0.0);
  }
  EXPECT_TRUE(isValidGrouping(problem, {}));
}

TEST(GroupingLimitsTest, OneItem) {
  ListProblem problem(Groups(1));
  for (const Grouping &grouping :
       {searchGroupingGenetic(problem), searchGroupingGreedy(problem),
        searchGroupingExhaustive(problem), repairGrouping(problem, {})}) {
    EXPECT_TRUE(grouping.isSolved());
    EXPECT_EQ(grouping.groups, Groups({{0}}));
    EXPECT_EQ(grouping.cost, 3.0);
  }
}

// Above its limit the exhaustive search declines without asking anything;
// the limit is capped whatever the caller asks.
TEST(GroupingLimitsTest, ExhaustiveSearchDeclinesLargeProblems) {
  RandomDagProblem problem(13, 7);
  Grouping refused = searchGroupingExhaustive(problem);
  EXPECT_EQ(refused.status, GroupingStatus::TooManyItems);
  EXPECT_TRUE(refused.groups.empty());
  EXPECT_EQ(refused.cost, std::numeric_limits<double>::infinity());
  EXPECT_NE(refused.message.find("13 items"), std::string::npos);
  EXPECT_TRUE(problem.feasibilityAsked.empty() && problem.costAsked.empty());

  RandomDagProblem huge(kExhaustiveGroupingItemLimit + 1, 7);
  EXPECT_EQ(searchGroupingExhaustive(huge, 1000).status,
            GroupingStatus::TooManyItems);

  // The genetic search has no such limit.
  expectValid(problem, searchGroupingGenetic(problem));
  expectValid(huge, searchGroupingGenetic(huge));
}

// Nothing can fuse: every search returns singletons.
TEST(GroupingLimitsTest, AllGroupsInfeasibleGivesSingletons) {
  TestRandom random(3);
  std::vector<std::vector<unsigned>> successors(9);
  for (unsigned from = 0; from < 9; ++from)
    for (unsigned to = from + 1; to < 9; ++to)
      if (random.unit() < 0.3)
        successors[from].push_back(to);
  ListProblem problem(successors);
  problem.feasible = [](ArrayRef<unsigned>) { return false; };
  Groups singletons;
  for (unsigned item = 0; item < 9; ++item)
    singletons.push_back({item});
  for (const Grouping &grouping :
       {searchGroupingGenetic(problem), searchGroupingGreedy(problem),
        searchGroupingExhaustive(problem),
        repairGrouping(problem, {{0, 1, 2, 3, 4, 5, 6, 7, 8}})}) {
    EXPECT_TRUE(grouping.isSolved());
    EXPECT_EQ(grouping.groups, singletons);
    EXPECT_EQ(grouping.cost, 27.0);
  }
}

// maxGroupSize bounds every search; the bound changes the optimum here
// (a chain where fusing everything would be best).
TEST(GroupingLimitsTest, MaxGroupSizeIsRespected) {
  ListProblem chain({{1}, {2}, {3}, {4}, {5}, {6}, {}});
  GroupingOptions options;
  options.maxGroupSize = 3;
  Grouping unbounded = searchGroupingGenetic(chain);
  EXPECT_EQ(unbounded.groups, Groups({{0, 1, 2, 3, 4, 5, 6}}));
  for (const Grouping &grouping : {searchGroupingGenetic(chain, options),
                                   searchGroupingGreedy(chain, options),
                                   searchGroupingExhaustive(chain, 12, 3)}) {
    expectValid(chain, grouping, 3);
    EXPECT_LE(largestGroup(grouping.groups), 3u);
    EXPECT_EQ(grouping.cost, 1.0 * 3 + 2.0 * 7);
  }
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    RandomDagProblem problem(10, seed);
    problem.maxFeasibleSize = 10;
    Grouping genetic = searchGroupingGenetic(problem, options);
    expectValid(problem, genetic, 3);
    Grouping exhaustive = searchGroupingExhaustive(problem, 12, 3);
    expectValid(problem, exhaustive, 3);
    EXPECT_TRUE(sameCost(genetic.cost, exhaustive.cost))
        << "seed " << seed << ": " << genetic.cost << " vs " << exhaustive.cost;
  }
}

// A time limit ends the search after the seeding; the result is still
// valid, and at least as good as the greedy baseline.
TEST(GroupingLimitsTest, TimeLimitStopsTheSearch) {
  StencilProgramProblem problem(80, 24, 5);
  GroupingOptions options;
  options.timeLimitSeconds = 1e-9;
  Grouping grouping = searchGroupingGenetic(problem, options);
  expectValid(problem, grouping);
  EXPECT_TRUE(grouping.stats.stoppedByTimeLimit);
  EXPECT_EQ(grouping.stats.iterations, 0u);
  EXPECT_LE(grouping.cost, searchGroupingGreedy(problem).cost);
}

// A cost model that answers NaN for some groups (a bug in it) must not
// break the search's ordering: such groups count as +inf and are avoided.
TEST(GroupingLimitsTest, NaNCostIsAvoided) {
  ListProblem chain({{1}, {2}, {3}, {4}, {5}, {}});
  chain.cost = [](ArrayRef<unsigned> group) {
    if (group.size() > 1 && group.front() <= 2 && group.back() >= 3)
      return std::numeric_limits<double>::quiet_NaN();
    return 1.0 + 2.0 * group.size();
  };
  for (const Grouping &grouping :
       {searchGroupingGenetic(chain), searchGroupingGreedy(chain),
        searchGroupingExhaustive(chain)})
    EXPECT_EQ(grouping.groups, Groups({{0, 1, 2}, {3, 4, 5}}));
}

//===----------------------------------------------------------------------===//
// Exhaustive search, repair
//===----------------------------------------------------------------------===//

// The pruned enumeration finds what trying every set partition finds.
TEST(GroupingExhaustiveTest, AgreesWithBruteForce) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    unsigned numItems = 1 + seed % 7;
    RandomDagProblem problem(numItems, seed);
    double optimum = bruteForceOptimum(problem);
    Grouping exhaustive = searchGroupingExhaustive(problem);
    expectValid(problem, exhaustive);
    EXPECT_TRUE(sameCost(exhaustive.cost, optimum))
        << "seed " << seed << ": " << exhaustive.cost << " vs " << optimum;
  }
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    StencilProgramProblem problem(2 + seed % 6, 4, seed);
    double optimum = bruteForceOptimum(problem);
    Grouping exhaustive = searchGroupingExhaustive(problem);
    expectValid(problem, exhaustive);
    EXPECT_TRUE(sameCost(exhaustive.cost, optimum)) << "seed " << seed;
  }
}

TEST(GroupingRepairTest, BreaksTheCycleOfTwoConvexGroups) {
  ListProblem problem({{1}, {}, {3}, {}});
  Grouping repaired = repairGrouping(problem, {{0, 3}, {1, 2}});
  expectValid(problem, repaired);
  EXPECT_EQ(repaired.groups.size(), 3u);
}

// Repair makes random labelings valid (also with items missing, repeated or
// out of range) and leaves valid partitions as they are.
TEST(GroupingRepairTest, MakesAnyPartitionValid) {
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    TestRandom random(seed * 31);
    unsigned numItems = 2 + random.below(14);
    RandomDagProblem problem(numItems, seed);
    unsigned numLabels = 1 + random.below(numItems);
    Groups groups(numLabels);
    for (unsigned item = 0; item < numItems; ++item) {
      unsigned roll = random.below(20);
      if (roll == 0)
        continue; // missing
      groups[random.below(numLabels)].push_back(item);
      if (roll == 1)
        groups[random.below(numLabels)].push_back(item); // repeated
    }
    groups[0].push_back(numItems + 3); // out of range
    Grouping repaired = repairGrouping(problem, groups);
    expectValid(problem, repaired);

    Grouping again = repairGrouping(problem, repaired.groups);
    EXPECT_EQ(again.groups, repaired.groups);
    Grouping best = searchGroupingGenetic(problem);
    EXPECT_EQ(repairGrouping(problem, best.groups).groups, best.groups);
  }
}

//===----------------------------------------------------------------------===//
// Genetic search
//===----------------------------------------------------------------------===//

// The genetic search reaches the optimum on 50 problems of 5 to 10 items
// (random DAGs and stencil programs), and the problems are not trivial: the
// optimum fuses, and the greedy baseline misses it on some of them.
TEST(GroupingGeneticTest, FindsTheExhaustiveOptimum) {
  unsigned optimaThatFuse = 0, greedyMisses = 0;
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    unsigned numItems = 5 + seed % 6;
    std::unique_ptr<CheckedProblem> problem;
    if (seed % 2)
      problem = std::make_unique<RandomDagProblem>(numItems, seed);
    else
      problem = std::make_unique<StencilProgramProblem>(numItems, 4, seed);
    GroupingOptions options;
    options.seed = seed;
    Grouping genetic = searchGroupingGenetic(*problem, options);
    EXPECT_EQ(problem->contractViolations, 0u);
    EXPECT_EQ(problem->repeatedCalls, 0u) << "seed " << seed;
    problem->resetCallRecord();
    Grouping exhaustive = searchGroupingExhaustive(*problem);
    EXPECT_EQ(problem->contractViolations, 0u);
    EXPECT_EQ(problem->repeatedCalls, 0u) << "seed " << seed;
    expectValid(*problem, exhaustive);
    expectValid(*problem, genetic);
    EXPECT_TRUE(sameCost(genetic.cost, exhaustive.cost))
        << "seed " << seed << " (" << numItems << " items): genetic "
        << genetic.cost << ", optimum " << exhaustive.cost;
    optimaThatFuse += largestGroup(exhaustive.groups) > 1;
    greedyMisses +=
        !sameCost(searchGroupingGreedy(*problem).cost, exhaustive.cost);
  }
  EXPECT_GE(optimaThatFuse, 40u);
  EXPECT_GE(greedyMisses, 3u);
  std::printf("[ info     ] optimum fuses in %u of 50, greedy misses it in "
              "%u\n",
              optimaThatFuse, greedyMisses);
}

// The same seed gives the same partition, cost and effort; other seeds give
// valid partitions too.
TEST(GroupingGeneticTest, IsDeterministic) {
  StencilProgramProblem problem(60, 16, 11);
  GroupingOptions options;
  options.seed = 42;
  Grouping first = searchGroupingGenetic(problem, options);
  StencilProgramProblem fresh(60, 16, 11);
  Grouping second = searchGroupingGenetic(fresh, options);
  expectValid(problem, first);
  EXPECT_EQ(first.groups, second.groups);
  EXPECT_EQ(first.cost, second.cost);
  EXPECT_EQ(first.stats.iterations, second.stats.iterations);
  EXPECT_EQ(first.stats.feasibilityCalls, second.stats.feasibilityCalls);
  EXPECT_EQ(first.stats.costCalls, second.stats.costCalls);
  EXPECT_EQ(first.stats.cacheHits, second.stats.cacheHits);

  std::set<Groups> distinct = {first.groups};
  std::set<uint64_t> efforts = {first.stats.feasibilityCalls};
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    options.seed = seed;
    Grouping other = searchGroupingGenetic(problem, options);
    expectValid(problem, other);
    distinct.insert(other.groups);
    efforts.insert(other.stats.iterations * 1000003 +
                   other.stats.feasibilityCalls);
  }
  // The seed matters: the searches take different paths.
  EXPECT_GT(efforts.size(), 1u);
  std::printf("[ info     ] 6 seeds: %zu distinct partitions\n",
              distinct.size());
}

// The problem is asked about each group at most once, and only as the
// contract says (sorted, convex, size >= 2; cost only of accepted groups).
TEST(GroupingGeneticTest, AsksTheProblemOncePerGroup) {
  StencilProgramProblem problem(100, 28, 3);
  Grouping grouping = searchGroupingGenetic(problem);
  EXPECT_EQ(problem.contractViolations, 0u);
  EXPECT_EQ(problem.repeatedCalls, 0u);
  EXPECT_EQ(grouping.stats.feasibilityCalls, problem.feasibilityAsked.size());
  EXPECT_EQ(grouping.stats.costCalls, problem.costAsked.size());
  EXPECT_GT(grouping.stats.cacheHits, grouping.stats.costCalls);
  expectValid(problem, grouping);
}

/// One run of each search on a stencil program of `numKernels` kernels and
/// proportionally many arrays (40 for 150), printed.
struct ScalingPoint {
  double geneticSeconds, geneticCost, greedyCost, unfusedCost;
  Grouping genetic;
};

ScalingPoint measure(unsigned numKernels, uint64_t seed) {
  unsigned numArrays = std::max(8u, (numKernels * 40 + 75) / 150);
  StencilProgramProblem problem(numKernels, numArrays, seed);
  ScalingPoint point;
  point.genetic = searchGroupingGenetic(problem);
  EXPECT_EQ(problem.repeatedCalls, 0u);
  EXPECT_EQ(problem.contractViolations, 0u);
  point.geneticSeconds = point.genetic.stats.seconds;
  point.geneticCost = point.genetic.cost;
  point.greedyCost = searchGroupingGreedy(problem).cost;
  Groups singletons;
  for (unsigned item = 0; item < numKernels; ++item)
    singletons.push_back({item});
  point.unfusedCost = evaluateGrouping(problem, singletons);
  expectValid(problem, point.genetic);
  std::printf("[ info     ] %3u kernels, %2u arrays: %6.3f s, %3llu "
              "generations, %6llu feasibility + %6llu cost calls, %8llu "
              "memo hits; %zu groups; projected %.0f us (greedy %.0f, "
              "unfused %.0f)\n",
              numKernels, numArrays, point.geneticSeconds,
              (unsigned long long)point.genetic.stats.iterations,
              (unsigned long long)point.genetic.stats.feasibilityCalls,
              (unsigned long long)point.genetic.stats.costCalls,
              (unsigned long long)point.genetic.stats.cacheHits,
              point.genetic.groups.size(), point.geneticCost, point.greedyCost,
              point.unfusedCost);
  return point;
}

// The size: 150 kernels over 40 arrays. The search must finish and
// be no worse than its greedy seed (its time is printed, not asserted).
TEST(GroupingGeneticTest, LargeProgramIsNoWorseThanGreedy) {
  ScalingPoint point = measure(150, 2026);
  EXPECT_LE(point.geneticCost, point.greedyCost);
  EXPECT_LT(point.geneticCost, point.unfusedCost);
}

// The time curve over program size, printed only: docs/stencil.md, "Measured
// curve".
TEST(GroupingGeneticTest, PrintsScalingCurve) {
  for (unsigned numKernels : {25u, 50u, 100u, 150u, 200u}) {
    ScalingPoint point = measure(numKernels, 1000 + numKernels);
    EXPECT_LE(point.geneticCost, point.greedyCost);
  }
}

} // namespace
