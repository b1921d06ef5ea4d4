//===- FusionPlanILPTest.cpp - The stitching plan's ILP solver ------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks solveFusionPlanILP: on seeded random DAGs and patterns its objective
// equals a brute-force enumeration of acyclic exact covers and its plan is
// one; FusionStitching's A/B/C example needs a cycle cut; the iteration bound
// and every malformed problem give their errors.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/FusionPlanILP.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::kfusion;

namespace {

using NodeSets = std::vector<std::vector<unsigned>>;

/// The plan's groups as sorted node sets, in the plan's order.
NodeSets getGroupNodes(const FusionPlan &plan) {
  NodeSets groups;
  for (const FusionPlanGroup &group : plan.groups)
    groups.emplace_back(group.nodes.begin(), group.nodes.end());
  return groups;
}

/// Whether `text` contains one of `parts` (says what it was otherwise).
::testing::AssertionResult
containsAnyOf(const std::string &text,
              std::initializer_list<const char *> parts) {
  for (const char *part : parts)
    if (text.find(part) != std::string::npos)
      return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "unexpected text: " << text;
}

/// The error message of a failed solve; fails the test if it succeeded.
std::string getSolveError(const FusionPlanProblem &problem,
                          const FusionPlanILPOptions &options = {}) {
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, options);
  if (plan) {
    ADD_FAILURE() << "the solve succeeded";
    return "";
  }
  return llvm::toString(plan.takeError());
}

/// Whether `groupOf` (a group id per node) contracts the DAG to an acyclic
/// graph (Kahn's algorithm on the quotient graph).
bool isQuotientAcyclic(const FusionPlanProblem &problem,
                       const std::vector<unsigned> &groupOf,
                       unsigned numGroups) {
  std::vector<std::set<unsigned>> successors(numGroups);
  for (auto [from, to] : problem.edges)
    if (groupOf[from] != groupOf[to])
      successors[groupOf[from]].insert(groupOf[to]);
  std::vector<unsigned> inDegree(numGroups, 0);
  for (const auto &next : successors)
    for (unsigned g : next)
      ++inDegree[g];
  std::vector<unsigned> ready;
  for (unsigned g = 0; g < numGroups; ++g)
    if (inDegree[g] == 0)
      ready.push_back(g);
  unsigned numOrdered = 0;
  while (!ready.empty()) {
    unsigned g = ready.back();
    ready.pop_back();
    ++numOrdered;
    for (unsigned next : successors[g])
      if (--inDegree[next] == 0)
        ready.push_back(next);
  }
  return numOrdered == numGroups;
}

/// The model's columns as the tests see them: the given patterns (sorted)
/// with their scores, then a score-0 singleton per node not given as one.
struct Candidate {
  std::vector<unsigned> nodes;
  double score;
  std::optional<unsigned> patternIndex;
};

std::vector<Candidate> getCandidates(const FusionPlanProblem &problem) {
  std::vector<Candidate> candidates;
  std::vector<bool> hasSingleton(problem.numNodes, false);
  for (auto [index, pattern] : llvm::enumerate(problem.patterns)) {
    std::vector<unsigned> nodes(pattern.nodes.begin(), pattern.nodes.end());
    std::sort(nodes.begin(), nodes.end());
    if (nodes.size() == 1)
      hasSingleton[nodes[0]] = true;
    candidates.push_back({nodes, pattern.score, static_cast<unsigned>(index)});
  }
  for (unsigned node = 0; node < problem.numNodes; ++node)
    if (!hasSingleton[node])
      candidates.push_back({{node}, 0.0, std::nullopt});
  return candidates;
}

/// The best score over all exact covers by candidates whose quotient graph
/// is acyclic, by enumeration: cover the smallest uncovered node with every
/// candidate that fits, recursively.
double bruteForceBest(const FusionPlanProblem &problem) {
  std::vector<Candidate> candidates = getCandidates(problem);
  double best = -std::numeric_limits<double>::infinity();
  std::vector<unsigned> groupOf(problem.numNodes, ~0u);
  std::vector<unsigned> chosen;
  std::function<void(double)> search = [&](double score) {
    unsigned node = 0;
    while (node < problem.numNodes && groupOf[node] != ~0u)
      ++node;
    if (node == problem.numNodes) {
      if (score > best && isQuotientAcyclic(problem, groupOf, chosen.size()))
        best = score;
      return;
    }
    for (unsigned c = 0; c < candidates.size(); ++c) {
      const std::vector<unsigned> &nodes = candidates[c].nodes;
      if (std::find(nodes.begin(), nodes.end(), node) == nodes.end() ||
          llvm::any_of(nodes, [&](unsigned n) { return groupOf[n] != ~0u; }))
        continue;
      for (unsigned n : nodes)
        groupOf[n] = chosen.size();
      chosen.push_back(c);
      search(score + candidates[c].score);
      chosen.pop_back();
      for (unsigned n : nodes)
        groupOf[n] = ~0u;
    }
  };
  search(0.0);
  return best;
}

/// Checks that `plan` is a valid answer to `problem`: an exact cover by
/// given patterns (with their scores) or implicit singletons, groupOfNode
/// consistent, groups in topological order (hence acyclic), the objective
/// the sum of the scores.
void expectValidPlan(const FusionPlanProblem &problem, const FusionPlan &plan) {
  ASSERT_EQ(plan.groupOfNode.size(), problem.numNodes);
  std::vector<unsigned> coverCount(problem.numNodes, 0);
  double objective = 0;
  std::vector<bool> givenSingleton(problem.numNodes, false);
  for (const FusionPattern &pattern : problem.patterns)
    if (pattern.nodes.size() == 1)
      givenSingleton[pattern.nodes[0]] = true;
  for (auto [index, group] : llvm::enumerate(plan.groups)) {
    ASSERT_FALSE(group.nodes.empty());
    EXPECT_TRUE(std::is_sorted(group.nodes.begin(), group.nodes.end()));
    for (unsigned node : group.nodes) {
      ASSERT_LT(node, problem.numNodes);
      ++coverCount[node];
      EXPECT_EQ(plan.groupOfNode[node], index);
    }
    if (group.patternIndex) {
      ASSERT_LT(*group.patternIndex, problem.patterns.size());
      const FusionPattern &pattern = problem.patterns[*group.patternIndex];
      std::vector<unsigned> nodes(pattern.nodes.begin(), pattern.nodes.end());
      std::sort(nodes.begin(), nodes.end());
      EXPECT_EQ(nodes,
                std::vector<unsigned>(group.nodes.begin(), group.nodes.end()));
      EXPECT_EQ(group.score, pattern.score);
    } else {
      ASSERT_EQ(group.nodes.size(), 1u);
      EXPECT_FALSE(givenSingleton[group.nodes[0]]);
      EXPECT_EQ(group.score, 0.0);
    }
    objective += group.score;
  }
  for (unsigned node = 0; node < problem.numNodes; ++node)
    EXPECT_EQ(coverCount[node], 1u) << "node " << node;
  for (auto [from, to] : problem.edges)
    EXPECT_LE(plan.groupOfNode[from], plan.groupOfNode[to])
        << "edge " << from << " -> " << to << " goes backward in the order";
  EXPECT_NEAR(plan.objective, objective, 1e-9);
  EXPECT_EQ(plan.numSolves, plan.numCycleCuts + 1);
}

/// A random DAG of 6-9 nodes (edges i -> j, i < j, under a random relabeling)
/// and 3-10 distinct random patterns of 2-4 nodes, scores in [-2, 6); now
/// and then a given singleton with a score of its own.
FusionPlanProblem makeRandomProblem(std::mt19937 &random) {
  FusionPlanProblem problem;
  problem.numNodes = std::uniform_int_distribution<unsigned>(6, 9)(random);
  std::vector<unsigned> label(problem.numNodes);
  std::iota(label.begin(), label.end(), 0);
  std::shuffle(label.begin(), label.end(), random);
  std::bernoulli_distribution hasEdge(0.35);
  for (unsigned i = 0; i < problem.numNodes; ++i)
    for (unsigned j = i + 1; j < problem.numNodes; ++j)
      if (hasEdge(random))
        problem.edges.push_back({label[i], label[j]});

  std::uniform_real_distribution<double> score(-2.0, 6.0);
  std::set<std::vector<unsigned>> seen;
  unsigned numPatterns = std::uniform_int_distribution<unsigned>(3, 10)(random);
  for (unsigned p = 0; p < numPatterns; ++p) {
    unsigned size = std::uniform_int_distribution<unsigned>(2, 4)(random);
    std::vector<unsigned> nodes(problem.numNodes);
    std::iota(nodes.begin(), nodes.end(), 0);
    std::shuffle(nodes.begin(), nodes.end(), random);
    nodes.resize(size);
    std::vector<unsigned> sorted = nodes;
    std::sort(sorted.begin(), sorted.end());
    if (!seen.insert(sorted).second)
      continue;
    FusionPattern pattern;
    pattern.nodes.assign(nodes.begin(), nodes.end()); // unsorted on purpose
    pattern.score = score(random);
    problem.patterns.push_back(pattern);
  }
  if (std::bernoulli_distribution(0.3)(random)) {
    unsigned node = std::uniform_int_distribution<unsigned>(
        0, problem.numNodes - 1)(random);
    problem.patterns.push_back(FusionPattern{{node}, 1.5});
  }
  return problem;
}

// Both ways: the paper's loop alone (every cycle cut found by a solve) and
// with the static cuts (non-convex patterns and mutually reaching pairs
// excluded first), each optimal over acyclic covers.
TEST(FusionPlanILPTest, MatchesBruteForceOnRandomProblems) {
  std::mt19937 random(20261122);
  unsigned totalCuts = 0, problemsWithCuts = 0, nonSingletonPlans = 0;
  unsigned staticCutProblems = 0;
  FusionPlanILPOptions loopOnly;
  loopOnly.staticCuts = false;
  for (unsigned trial = 0; trial < 300; ++trial) {
    FusionPlanProblem problem = makeRandomProblem(random);
    SCOPED_TRACE("trial " + std::to_string(trial));
    double best = bruteForceBest(problem);
    llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, loopOnly);
    ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
    expectValidPlan(problem, *plan);
    EXPECT_NEAR(plan->objective, best, 1e-6);
    EXPECT_EQ(plan->numStaticCuts + plan->numNonConvex, 0u);
    totalCuts += plan->numCycleCuts;
    problemsWithCuts += plan->numCycleCuts > 0;
    nonSingletonPlans += llvm::any_of(
        plan->groups, [](const auto &group) { return group.nodes.size() > 1; });

    llvm::Expected<FusionPlan> withStatic = solveFusionPlanILP(problem);
    ASSERT_TRUE(static_cast<bool>(withStatic))
        << llvm::toString(withStatic.takeError());
    expectValidPlan(problem, *withStatic);
    EXPECT_NEAR(withStatic->objective, best, 1e-6);
    EXPECT_LE(withStatic->numCycleCuts, plan->numCycleCuts);
    staticCutProblems +=
        withStatic->numStaticCuts + withStatic->numNonConvex > 0;
  }
  // The instances must exercise the fusion, the cycle loop and the static
  // cuts.
  EXPECT_GE(problemsWithCuts, 30u) << "total cuts " << totalCuts;
  EXPECT_GE(nonSingletonPlans, 150u);
  EXPECT_GE(staticCutProblems, 30u);
}

// FusionStitching's example: A -> B -> C. Fusing A and C around B would make
// {A,C} -> {B} -> {A,C}; the first solve takes it (10 > 3 + 4), the cut
// x_{A,C} + x_{B} <= 1 forbids it, and the best acyclic plan is {A,B} + {C}.
TEST(FusionPlanILPTest, PaperExampleNeedsACycleCut) {
  enum : unsigned { A, B, C };
  FusionPlanProblem problem;
  problem.numNodes = 3;
  problem.edges = {{A, B}, {B, C}};
  problem.patterns = {{{A, C}, 10.0}, {{A, B}, 4.0}, {{B, C}, 3.0}};
  FusionPlanILPOptions loopOnly;
  loopOnly.staticCuts = false;
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, loopOnly);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_GE(plan->numCycleCuts, 1u);
  EXPECT_EQ(plan->numSolves, plan->numCycleCuts + 1);
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{A, B}, {C}}));
  EXPECT_EQ(plan->groups[0].patternIndex, std::optional<unsigned>(1));
  EXPECT_EQ(plan->groups[1].patternIndex, std::nullopt);
  EXPECT_DOUBLE_EQ(plan->objective, 4.0);
}

// The same with the static cuts (the default): {A,C} is non-convex (the path
// A -> B -> C leaves it and comes back), fixed at 0 before the first solve,
// which is then acyclic.
TEST(FusionPlanILPTest, StaticCutsExcludeANonConvexPattern) {
  enum : unsigned { A, B, C };
  FusionPlanProblem problem;
  problem.numNodes = 3;
  problem.edges = {{A, B}, {B, C}};
  problem.patterns = {{{A, C}, 10.0}, {{A, B}, 4.0}, {{B, C}, 3.0}};
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_EQ(plan->numNonConvex, 1u);
  EXPECT_EQ(plan->numStaticCuts, 0u);
  EXPECT_EQ(plan->numSolves, 1u);
  EXPECT_EQ(plan->numCycleCuts, 0u);
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{A, B}, {C}}));
}

// Three convex patterns no two of which reach each other can still close a
// cycle: {0,3} -> {1,4} (0 -> 1), {1,4} -> {2,5} (4 -> 2), {2,5} -> {0,3}
// (5 -> 3). The static cuts cannot see it; the loop cuts it after the
// first solve and keeps the best two patterns.
TEST(FusionPlanILPTest, LoopCutsACycleTheStaticCutsMiss) {
  FusionPlanProblem problem;
  problem.numNodes = 6;
  problem.edges = {{0, 1}, {4, 2}, {5, 3}};
  problem.patterns = {{{0, 3}, 5.0}, {{1, 4}, 4.0}, {{2, 5}, 3.0}};
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_EQ(plan->numNonConvex, 0u);
  EXPECT_EQ(plan->numStaticCuts, 0u);
  EXPECT_EQ(plan->numCycleCuts, 1u);
  EXPECT_DOUBLE_EQ(plan->objective, 9.0);
}

// Two convex patterns can still form a cycle: {0,3} and {1,2} with edges
// 0 -> 1 and 2 -> 3 contract to {0,3} -> {1,2} -> {0,3}. The plan keeps the
// better one (5) and leaves the other's nodes alone, ordered 2 -> 3 and
// 0 -> 1.
TEST(FusionPlanILPTest, CutsACycleBetweenConvexPatterns) {
  FusionPlanProblem problem;
  problem.numNodes = 4;
  problem.edges = {{0, 1}, {2, 3}};
  problem.patterns = {{{0, 3}, 5.0}, {{1, 2}, 4.0}};
  FusionPlanILPOptions loopOnly;
  loopOnly.staticCuts = false;
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, loopOnly);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_EQ(plan->numCycleCuts, 1u);
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{2}, {0, 3}, {1}}));
  EXPECT_DOUBLE_EQ(plan->objective, 5.0);
  // With the static cuts the pair is one row before the first solve.
  llvm::Expected<FusionPlan> withStatic = solveFusionPlanILP(problem);
  ASSERT_TRUE(static_cast<bool>(withStatic))
      << llvm::toString(withStatic.takeError());
  EXPECT_EQ(withStatic->numStaticCuts, 1u);
  EXPECT_EQ(withStatic->numCycleCuts, 0u);
  EXPECT_EQ(getGroupNodes(*withStatic), getGroupNodes(*plan));
}

TEST(FusionPlanILPTest, NoPatternsGivesSingletons) {
  FusionPlanProblem problem;
  problem.numNodes = 4;
  problem.edges = {{2, 0}, {0, 3}, {1, 3}};
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  // Topological order, ties by smallest node: 1 and 2 are ready first.
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{1}, {2}, {0}, {3}}));
  EXPECT_EQ(plan->numSolves, 1u);
  EXPECT_EQ(plan->numCycleCuts, 0u);
  EXPECT_EQ(plan->objective, 0.0);
}

TEST(FusionPlanILPTest, NoNodesGivesAnEmptyPlan) {
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(FusionPlanProblem{});
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  EXPECT_TRUE(plan->groups.empty());
  EXPECT_EQ(plan->numSolves, 0u);
}

// Negative patterns are not taken; a given singleton's score counts.
TEST(FusionPlanILPTest, UsesGivenScoresOnly) {
  FusionPlanProblem problem;
  problem.numNodes = 3;
  problem.edges = {{0, 1}, {1, 2}};
  problem.patterns = {{{0, 1}, -1.0}, {{2}, 2.5}, {{1, 2}, 2.0}};
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{0}, {1}, {2}}));
  EXPECT_DOUBLE_EQ(plan->objective, 2.5);
  EXPECT_EQ(plan->groups[2].patternIndex, std::optional<unsigned>(1));
}

TEST(FusionPlanILPTest, RejectsMalformedProblems) {
  auto base = [] {
    FusionPlanProblem problem;
    problem.numNodes = 3;
    problem.edges = {{0, 1}, {1, 2}};
    problem.patterns = {{{0, 1}, 1.0}};
    return problem;
  };
  FusionPlanProblem problem = base();
  problem.edges.push_back({1, 3});
  EXPECT_TRUE(
      containsAnyOf(getSolveError(problem),
                    {"edge #2 (1 -> 3) names node 3, but there are only 3 "
                     "nodes"}));

  problem = base();
  problem.edges.push_back({2, 0});
  EXPECT_TRUE(
      containsAnyOf(getSolveError(problem), {"the edges are not a DAG: node"}));
  problem = base();
  problem.edges.push_back({1, 1});
  EXPECT_TRUE(
      containsAnyOf(getSolveError(problem),
                    {"the edges are not a DAG: node 1 lies on a cycle"}));

  problem = base();
  problem.patterns.push_back({{}, 1.0});
  EXPECT_TRUE(containsAnyOf(getSolveError(problem), {"pattern #1 is empty"}));

  problem = base();
  problem.patterns.push_back({{2, 7}, 1.0});
  EXPECT_TRUE(
      containsAnyOf(getSolveError(problem),
                    {"pattern #1 names node 7, but there are only 3 nodes"}));

  problem = base();
  problem.patterns.push_back({{1, 2, 1}, 1.0});
  EXPECT_TRUE(
      containsAnyOf(getSolveError(problem), {"pattern #1 lists node 1 twice"}));

  problem = base();
  problem.patterns.push_back({{1, 2}, 1.0});
  problem.patterns.push_back({{1, 0}, 2.0});
  EXPECT_TRUE(containsAnyOf(getSolveError(problem),
                            {"pattern #2 has the same nodes as pattern #0"}));

  problem = base();
  problem.patterns.push_back({{2}, std::nan("")});
  EXPECT_TRUE(containsAnyOf(getSolveError(problem),
                            {"pattern #1 has a score that is not finite"}));
  problem = base();
  problem.patterns.push_back({{2}, std::numeric_limits<double>::infinity()});
  EXPECT_TRUE(containsAnyOf(getSolveError(problem),
                            {"pattern #1 has a score that is not finite"}));
}

/// Two copies of the A/B/C example: each first solve takes a non-convex
/// pattern, and one shortest-cycle cut per solve needs two cuts.
FusionPlanProblem makeTwoCycleProblem() {
  FusionPlanProblem problem;
  problem.numNodes = 6;
  problem.edges = {{0, 1}, {1, 2}, {3, 4}, {4, 5}};
  problem.patterns = {
      {{0, 2}, 10.0}, {{0, 1}, 4.0}, {{3, 5}, 10.0}, {{3, 4}, 4.0}};
  return problem;
}

TEST(FusionPlanILPTest, ReportsTheCycleCutBound) {
  FusionPlanProblem problem = makeTwoCycleProblem();
  FusionPlanILPOptions options;
  options.staticCuts = false; // they would exclude both non-convex patterns
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, options);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  expectValidPlan(problem, *plan);
  EXPECT_EQ(plan->numCycleCuts, 2u);
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{0, 1}, {2}, {3, 4}, {5}}));

  options.maxCycleCuts = 0;
  std::string error = getSolveError(problem, options);
  EXPECT_TRUE(
      containsAnyOf(error, {"the plan still has a cycle between its "
                            "patterns after 0 cycle cuts (the maxCycleCuts "
                            "bound)"}));
  EXPECT_TRUE(containsAnyOf(
      error, {"{0, 2} -> {1} -> {0, 2}", "{1} -> {0, 2} -> {1}",
              "{3, 5} -> {4} -> {3, 5}", "{4} -> {3, 5} -> {4}"}));
  options.maxCycleCuts = 1;
  EXPECT_TRUE(containsAnyOf(getSolveError(problem, options),
                            {"after 1 cycle cuts (the maxCycleCuts bound)"}));
  options.maxCycleCuts = 2;
  llvm::Expected<FusionPlan> bounded = solveFusionPlanILP(problem, options);
  ASSERT_TRUE(static_cast<bool>(bounded))
      << llvm::toString(bounded.takeError());
  EXPECT_EQ(bounded->numCycleCuts, 2u);
}

} // namespace

// The time limit: past it the solver fails with std::errc::timed_out (the
// planner then takes the greedy plan); a generous one changes nothing.
TEST(FusionPlanILPTest, TimeLimit) {
  enum : unsigned { A, B, C };
  FusionPlanProblem problem;
  problem.numNodes = 3;
  problem.edges = {{A, B}, {B, C}};
  problem.patterns = {{{A, C}, 10.0}, {{A, B}, 4.0}, {{B, C}, 3.0}};
  FusionPlanILPOptions tight;
  tight.timeLimitSeconds = 1e-12;
  llvm::Expected<FusionPlan> none = solveFusionPlanILP(problem, tight);
  ASSERT_FALSE(static_cast<bool>(none));
  std::error_code code = llvm::errorToErrorCode(none.takeError());
  EXPECT_EQ(code, std::errc::timed_out);
  FusionPlanILPOptions generous;
  generous.timeLimitSeconds = 60;
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, generous);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  EXPECT_EQ(getGroupNodes(*plan), (NodeSets{{A, B}, {C}}));
  EXPECT_DOUBLE_EQ(plan->objective, 4.0);
}
