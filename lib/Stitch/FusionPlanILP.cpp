//===- FusionPlanILP.cpp - Choosing fusion patterns by ILP ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FusionStitching (Long, Yang, Lin; Alibaba) picks fusion patterns with an
// integer linear program: a set-partitioning model whose binary variables
// choose patterns, one equality row per op. Its result must keep the fused
// kernels a DAG, which the model cannot say directly, so the paper solves,
// looks for a cycle between the chosen patterns, adds a constraint that
// forbids exactly that combination of patterns and solves again. This file
// is that loop over GLPK:
//
//   1. Check the problem (ranges, a DAG, patterns non-empty, distinct and
//      with finite scores) and add a score-0 singleton for every node that
//      has no singleton pattern of its own.
//   2. Build the MILP: column p binary with objective score_p, row n fixed
//      at 1 over the columns whose pattern contains node n; maximize.
//   3. glp_intopt (presolve on, messages off); anything but success with
//      an optimal MIP status is an error.
//   3a. Before the first solve (staticCuts): fix non-convex patterns at 0
//      and forbid pairs of disjoint patterns that reach each other (a
//      row x_p + x_q <= 1 each); both would close a cycle whatever else
//      is chosen, and the loop below would find them one solve at a time.
//   4. Contract each chosen pattern; if the quotient graph has a cycle, take
//      a shortest one (tighter cut) over the k patterns on it, add the row
//      sum(x_p) <= k - 1 and go to 3, at most maxCycleCuts times.
//   5. Order the groups topologically and report them with the statistics.
//
// A cycle exists whenever its patterns are all chosen, whatever else is, so
// a cut removes no acyclic plan and the final plan is optimal over acyclic
// exact covers. All singletons (the input DAG) satisfies every cut.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/FusionPlanILP.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#include <glpk.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <memory>
#include <queue>
#include <string>

#define DEBUG_TYPE "kfusion-fusion-plan-ilp"

using namespace mlir;
using namespace mlir::kfusion;

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// A column of the model: a given pattern or an implicit singleton.
struct Column {
  SmallVector<unsigned> nodes; // ascending
  double score;
  std::optional<unsigned> patternIndex;
};

struct ProblemDeleter {
  void operator()(glp_prob *problem) const { glp_delete_prob(problem); }
};
using GlpProblem = std::unique_ptr<glp_prob, ProblemDeleter>;

/// GLPK's name for a glp_intopt return code.
const char *getIntoptErrorName(int code) {
  switch (code) {
  case GLP_EBOUND:
    return "GLP_EBOUND (invalid bounds)";
  case GLP_EROOT:
    return "GLP_EROOT (no optimal basis of the root LP)";
  case GLP_ENOPFS:
    return "GLP_ENOPFS (no primal feasible solution)";
  case GLP_ENODFS:
    return "GLP_ENODFS (no dual feasible solution)";
  case GLP_EFAIL:
    return "GLP_EFAIL (solver failure)";
  case GLP_EMIPGAP:
    return "GLP_EMIPGAP (MIP gap tolerance reached)";
  case GLP_ETMLIM:
    return "GLP_ETMLIM (time limit)";
  case GLP_ESTOP:
    return "GLP_ESTOP (terminated by the application)";
  default:
    return "an unknown code";
  }
}

const char *getMipStatusName(int status) {
  switch (status) {
  case GLP_UNDEF:
    return "GLP_UNDEF (undefined)";
  case GLP_FEAS:
    return "GLP_FEAS (feasible, not proven optimal)";
  case GLP_NOFEAS:
    return "GLP_NOFEAS (no feasible solution)";
  case GLP_OPT:
    return "GLP_OPT";
  default:
    return "an unknown status";
  }
}

/// Checks `problem`; on success fills `columns` (the given patterns, then a
/// singleton for each node without one) and `order` (the nodes in a
/// topological order of the edges).
llvm::Error buildColumns(const FusionPlanProblem &problem,
                         SmallVectorImpl<Column> &columns,
                         SmallVectorImpl<unsigned> &order) {
  unsigned numNodes = problem.numNodes;
  for (auto [index, edge] : llvm::enumerate(problem.edges)) {
    for (unsigned node : {edge.first, edge.second})
      if (node >= numNodes)
        return makeError(llvm::formatv(
            "edge #{0} ({1} -> {2}) names node {3}, but there are only {4} "
            "nodes",
            index, edge.first, edge.second, node, numNodes));
  }

  // The edges must form a DAG (Kahn's algorithm); name a node on a cycle.
  SmallVector<SmallVector<unsigned>> successors(numNodes);
  SmallVector<unsigned> inDegree(numNodes, 0);
  for (auto [from, to] : problem.edges) {
    successors[from].push_back(to);
    ++inDegree[to];
  }
  SmallVector<unsigned> ready;
  for (unsigned node = 0; node < numNodes; ++node)
    if (inDegree[node] == 0)
      ready.push_back(node);
  order.clear();
  while (!ready.empty()) {
    unsigned node = ready.pop_back_val();
    order.push_back(node);
    for (unsigned next : successors[node])
      if (--inDegree[next] == 0)
        ready.push_back(next);
  }
  if (order.size() != numNodes) {
    // Every node left has a predecessor left; walking back from one of them
    // repeats a node, which lies on a cycle.
    SmallVector<SmallVector<unsigned>> leftPredecessors(numNodes);
    unsigned start = 0;
    for (auto [from, to] : problem.edges)
      if (inDegree[from] != 0 && inDegree[to] != 0) {
        leftPredecessors[to].push_back(from);
        start = to;
      }
    SmallVector<bool> seen(numNodes, false);
    unsigned node = start;
    while (!seen[node]) {
      seen[node] = true;
      node = leftPredecessors[node].front();
    }
    return makeError(llvm::formatv(
        "the edges are not a DAG: node {0} lies on a cycle", node));
  }

  std::map<SmallVector<unsigned>, unsigned> patternOfNodes;
  SmallVector<bool> hasSingleton(numNodes, false);
  for (auto [index, pattern] : llvm::enumerate(problem.patterns)) {
    if (pattern.nodes.empty())
      return makeError(llvm::formatv("pattern #{0} is empty", index));
    if (!std::isfinite(pattern.score))
      return makeError(
          llvm::formatv("pattern #{0} has a score that is not finite ({1})",
                        index, pattern.score));
    SmallVector<unsigned> nodes(pattern.nodes);
    llvm::sort(nodes);
    for (auto [i, node] : llvm::enumerate(nodes)) {
      if (node >= numNodes)
        return makeError(llvm::formatv(
            "pattern #{0} names node {1}, but there are only {2} nodes", index,
            node, numNodes));
      if (i > 0 && nodes[i - 1] == node)
        return makeError(
            llvm::formatv("pattern #{0} lists node {1} twice", index, node));
    }
    auto [it, inserted] = patternOfNodes.try_emplace(nodes, index);
    if (!inserted)
      return makeError(
          llvm::formatv("pattern #{0} has the same nodes as pattern #{1}",
                        index, it->second));
    if (nodes.size() == 1)
      hasSingleton[nodes.front()] = true;
    columns.push_back(
        Column{std::move(nodes), pattern.score, static_cast<unsigned>(index)});
  }
  for (unsigned node = 0; node < numNodes; ++node)
    if (!hasSingleton[node])
      columns.push_back(Column{{node}, 0.0, std::nullopt});
  return llvm::Error::success();
}

/// Cuts known before any solve, from reachability alone (each would
/// otherwise be found one solve at a time): a non-convex column (a path
/// leaves its nodes and comes back) closes a cycle with the group of a node
/// on that path whatever the other columns are, so it is fixed at 0; two
/// disjoint columns each of which reaches the other close a cycle whenever
/// both are chosen, so x_p + x_q <= 1. `order` is a topological order of the
/// nodes (buildColumns'). Returns the conflicting pairs and marks the
/// non-convex columns in `nonConvex`.
SmallVector<std::pair<unsigned, unsigned>>
findStaticConflicts(const FusionPlanProblem &problem, ArrayRef<Column> columns,
                    ArrayRef<unsigned> order, SmallVectorImpl<bool> &nonConvex) {
  unsigned numNodes = problem.numNodes;
  SmallVector<SmallVector<unsigned>> successors(numNodes);
  for (auto [from, to] : problem.edges)
    successors[from].push_back(to);
  // descendants[n] = nodes reachable from n by a path of one edge or more.
  SmallVector<llvm::BitVector> descendants(numNodes,
                                           llvm::BitVector(numNodes));
  for (unsigned node : llvm::reverse(order))
    for (unsigned next : successors[node]) {
      descendants[node].set(next);
      descendants[node] |= descendants[next];
    }

  unsigned numColumns = columns.size();
  SmallVector<llvm::BitVector> members(numColumns, llvm::BitVector(numNodes));
  SmallVector<llvm::BitVector> reach(numColumns, llvm::BitVector(numNodes));
  nonConvex.assign(numColumns, false);
  for (auto [index, column] : llvm::enumerate(columns)) {
    for (unsigned node : column.nodes) {
      members[index].set(node);
      reach[index] |= descendants[node];
    }
    if (column.nodes.size() < 2)
      continue;
    llvm::BitVector outside = reach[index];
    outside.reset(members[index]);
    for (unsigned node : outside.set_bits())
      if (descendants[node].anyCommon(members[index])) {
        nonConvex[index] = true;
        break;
      }
  }
  SmallVector<std::pair<unsigned, unsigned>> conflicts;
  for (unsigned p = 0; p < numColumns; ++p) {
    if (nonConvex[p])
      continue;
    for (unsigned q = p + 1; q < numColumns; ++q)
      if (!nonConvex[q] && !members[p].anyCommon(members[q]) &&
          reach[p].anyCommon(members[q]) && reach[q].anyCommon(members[p]))
        conflicts.push_back({p, q});
  }
  return conflicts;
}

/// The quotient graph of a plan: group g's successor groups, without
/// self-edges and repeats.
SmallVector<SmallVector<unsigned>>
buildQuotientGraph(const FusionPlanProblem &problem, unsigned numGroups,
                   ArrayRef<unsigned> groupOfNode) {
  SmallVector<SmallVector<unsigned>> successors(numGroups);
  llvm::DenseSet<std::pair<unsigned, unsigned>> seen;
  for (auto [from, to] : problem.edges) {
    unsigned fromGroup = groupOfNode[from], toGroup = groupOfNode[to];
    if (fromGroup != toGroup && seen.insert({fromGroup, toGroup}).second)
      successors[fromGroup].push_back(toGroup);
  }
  return successors;
}

/// A shortest cycle of `successors` (its vertices in order), or an empty
/// vector if the graph is acyclic.
SmallVector<unsigned>
findShortestCycle(ArrayRef<SmallVector<unsigned>> successors) {
  unsigned numVertices = successors.size();
  // Peel the acyclic part (Kahn): every cycle lies in what is left.
  SmallVector<unsigned> inDegree(numVertices, 0);
  for (const auto &next : successors)
    for (unsigned v : next)
      ++inDegree[v];
  SmallVector<unsigned> ready;
  for (unsigned v = 0; v < numVertices; ++v)
    if (inDegree[v] == 0)
      ready.push_back(v);
  SmallVector<bool> removed(numVertices, false);
  while (!ready.empty()) {
    unsigned v = ready.pop_back_val();
    removed[v] = true;
    for (unsigned w : successors[v])
      if (--inDegree[w] == 0)
        ready.push_back(w);
  }

  // A breadth-first search from each vertex left finds the shortest cycle
  // through it.
  SmallVector<unsigned> best;
  SmallVector<int> parent(numVertices);
  for (unsigned start = 0; start < numVertices; ++start) {
    if (removed[start])
      continue;
    std::fill(parent.begin(), parent.end(), -1);
    std::queue<unsigned> queue;
    queue.push(start);
    parent[start] = start;
    std::optional<unsigned> last; // the vertex whose edge closes the cycle
    while (!queue.empty() && !last) {
      unsigned v = queue.front();
      queue.pop();
      for (unsigned w : successors[v]) {
        if (removed[w])
          continue;
        if (w == start) {
          last = v;
          break;
        }
        if (parent[w] < 0) {
          parent[w] = v;
          queue.push(w);
        }
      }
    }
    if (!last)
      continue;
    SmallVector<unsigned> cycle;
    for (unsigned v = *last; v != start; v = parent[v])
      cycle.push_back(v);
    cycle.push_back(start);
    std::reverse(cycle.begin(), cycle.end());
    if (best.empty() || cycle.size() < best.size())
      best = std::move(cycle);
    if (best.size() == 2)
      break;
  }
  return best;
}

std::string describeCycle(ArrayRef<unsigned> cycle,
                          ArrayRef<unsigned> groupColumns,
                          ArrayRef<Column> columns) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (unsigned group : cycle) {
    os << "{";
    llvm::interleaveComma(columns[groupColumns[group]].nodes, os);
    os << "} -> ";
  }
  os << "{";
  llvm::interleaveComma(columns[groupColumns[cycle.front()]].nodes, os);
  os << "}";
  return text;
}

} // namespace

llvm::Expected<FusionPlan>
mlir::kfusion::solveFusionPlanILP(const FusionPlanProblem &problem,
                                  const FusionPlanILPOptions &options) {
  SmallVector<Column> columns;
  SmallVector<unsigned> order;
  if (llvm::Error error = buildColumns(problem, columns, order))
    return std::move(error);

  FusionPlan plan;
  unsigned numNodes = problem.numNodes;
  if (numNodes == 0)
    return plan;

  // Rows 1..numNodes: each node covered once. Columns 1..: binary x_p.
  GlpProblem model(glp_create_prob());
  glp_set_obj_dir(model.get(), GLP_MAX);
  glp_add_rows(model.get(), numNodes);
  for (unsigned node = 0; node < numNodes; ++node)
    glp_set_row_bnds(model.get(), node + 1, GLP_FX, 1.0, 1.0);
  glp_add_cols(model.get(), columns.size());
  // glp_load_matrix takes 1-based arrays; element 0 is unused.
  SmallVector<int> rowIndices{0}, columnIndices{0};
  SmallVector<double> values{0.0};
  for (auto [index, column] : llvm::enumerate(columns)) {
    int glpColumn = index + 1;
    glp_set_col_kind(model.get(), glpColumn, GLP_BV);
    glp_set_obj_coef(model.get(), glpColumn, column.score);
    for (unsigned node : column.nodes) {
      rowIndices.push_back(node + 1);
      columnIndices.push_back(glpColumn);
      values.push_back(1.0);
    }
  }
  SmallVector<bool> nonConvex;
  SmallVector<std::pair<unsigned, unsigned>> conflicts;
  if (options.staticCuts)
    conflicts = findStaticConflicts(problem, columns, order, nonConvex);
  for (auto [index, isNonConvex] : llvm::enumerate(nonConvex))
    if (isNonConvex)
      glp_set_col_bnds(model.get(), index + 1, GLP_FX, 0.0, 0.0);
  if (!conflicts.empty()) {
    int firstRow = glp_add_rows(model.get(), conflicts.size());
    for (auto [index, pair] : llvm::enumerate(conflicts)) {
      int row = firstRow + index;
      glp_set_row_bnds(model.get(), row, GLP_UP, 0.0, 1.0);
      for (unsigned column : {pair.first, pair.second}) {
        rowIndices.push_back(row);
        columnIndices.push_back(column + 1);
        values.push_back(1.0);
      }
    }
  }
  plan.numStaticCuts = conflicts.size();
  plan.numNonConvex = llvm::count(nonConvex, true);
  glp_load_matrix(model.get(), rowIndices.size() - 1, rowIndices.data(),
                  columnIndices.data(), values.data());

  glp_iocp parameters;
  glp_init_iocp(&parameters);
  parameters.presolve = GLP_ON;
  parameters.msg_lev = GLP_MSG_OFF;

  SmallVector<unsigned> groupColumns; // column of each group
  SmallVector<unsigned> groupOfNode(numNodes);
  auto start = std::chrono::steady_clock::now();
  auto timedOut = [&] {
    return llvm::createStringError(
        std::make_error_code(std::errc::timed_out),
        llvm::formatv("no acyclic optimum within {0:F2} s ({1} solve(s), {2} "
                      "cycle cut(s))",
                      options.timeLimitSeconds, plan.numSolves,
                      plan.numCycleCuts));
  };
  while (true) {
    if (options.timeLimitSeconds > 0) {
      double left = options.timeLimitSeconds -
                    std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - start)
                        .count();
      if (left <= 0)
        return timedOut();
      parameters.tm_lim = static_cast<int>(std::max(1.0, left * 1000));
    }
    ++plan.numSolves;
    int code = glp_intopt(model.get(), &parameters);
    if (code == GLP_ETMLIM)
      return timedOut();
    if (code != 0)
      return makeError(llvm::formatv(
          "GLPK failed on solve #{0}: glp_intopt returned {1} ({2})",
          plan.numSolves, getIntoptErrorName(code), code));
    int status = glp_mip_status(model.get());
    if (status != GLP_OPT)
      return makeError(llvm::formatv(
          "GLPK found no optimal plan on solve #{0}: glp_mip_status is {1}",
          plan.numSolves, getMipStatusName(status)));

    groupColumns.clear();
    for (unsigned index = 0; index < columns.size(); ++index)
      if (glp_mip_col_val(model.get(), index + 1) > 0.5)
        groupColumns.push_back(index);
    // The rows make this an exact cover; check, since what follows
    // relies on it.
    SmallVector<unsigned> coverCount(numNodes, 0);
    for (auto [group, index] : llvm::enumerate(groupColumns))
      for (unsigned node : columns[index].nodes) {
        ++coverCount[node];
        groupOfNode[node] = group;
      }
    if (llvm::any_of(coverCount, [](unsigned count) { return count != 1; }))
      return makeError(llvm::formatv(
          "GLPK's solution of solve #{0} is not an exact cover of the nodes",
          plan.numSolves));

    SmallVector<SmallVector<unsigned>> quotient =
        buildQuotientGraph(problem, groupColumns.size(), groupOfNode);
    SmallVector<unsigned> cycle = findShortestCycle(quotient);
    if (cycle.empty())
      break;
    LLVM_DEBUG(llvm::dbgs()
               << "solve #" << plan.numSolves << ": cycle "
               << describeCycle(cycle, groupColumns, columns) << "\n");
    if (plan.numCycleCuts >= options.maxCycleCuts)
      return makeError(llvm::formatv(
          "the plan still has a cycle between its patterns after {0} cycle "
          "cuts (the maxCycleCuts bound): {1}",
          plan.numCycleCuts, describeCycle(cycle, groupColumns, columns)));

    // sum(x_p over the cycle's patterns) <= k - 1.
    int row = glp_add_rows(model.get(), 1);
    SmallVector<int> cutColumns{0};
    SmallVector<double> cutValues{0.0};
    for (unsigned group : cycle) {
      cutColumns.push_back(groupColumns[group] + 1);
      cutValues.push_back(1.0);
    }
    glp_set_mat_row(model.get(), row, cycle.size(), cutColumns.data(),
                    cutValues.data());
    glp_set_row_bnds(model.get(), row, GLP_UP, 0.0, cycle.size() - 1.0);
    ++plan.numCycleCuts;
  }

  // Order the groups topologically, ties by smallest node.
  unsigned numGroups = groupColumns.size();
  SmallVector<SmallVector<unsigned>> quotient =
      buildQuotientGraph(problem, numGroups, groupOfNode);
  SmallVector<unsigned> inDegree(numGroups, 0);
  for (const auto &next : quotient)
    for (unsigned group : next)
      ++inDegree[group];
  auto firstNode = [&](unsigned group) {
    return columns[groupColumns[group]].nodes.front();
  };
  auto later = [&](unsigned a, unsigned b) {
    return firstNode(a) > firstNode(b);
  };
  std::priority_queue<unsigned, std::vector<unsigned>, decltype(later)> ready(
      later);
  for (unsigned group = 0; group < numGroups; ++group)
    if (inDegree[group] == 0)
      ready.push(group);
  SmallVector<unsigned> newIndex(numGroups);
  while (!ready.empty()) {
    unsigned group = ready.top();
    ready.pop();
    newIndex[group] = plan.groups.size();
    const Column &column = columns[groupColumns[group]];
    plan.groups.push_back(
        FusionPlanGroup{column.nodes, column.score, column.patternIndex});
    plan.objective += column.score;
    for (unsigned next : quotient[group])
      if (--inDegree[next] == 0)
        ready.push(next);
  }
  plan.groupOfNode.resize(numNodes);
  for (unsigned node = 0; node < numNodes; ++node)
    plan.groupOfNode[node] = newIndex[groupOfNode[node]];
  return plan;
}
