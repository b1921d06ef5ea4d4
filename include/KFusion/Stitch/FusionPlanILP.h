//===- FusionPlanILP.h - Choosing fusion patterns by ILP --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The plan solver of the stitching path (FusionStitching, Long et al.), free
// of IR: choose candidate fusion patterns that cover every op exactly once
// with the greatest total score, by a set-partitioning MILP solved with GLPK,
// re-solved with a cut per cycle found between the chosen patterns.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STITCH_FUSIONPLANILP_H
#define KFUSION_STITCH_FUSIONPLANILP_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <utility>

namespace mlir::kfusion {

/// A candidate fusion pattern: ops (node ids) that may become one kernel, and
/// the score of doing so (what the cost model says fusing them saves; may be
/// negative).
struct FusionPattern {
  SmallVector<unsigned> nodes;
  double score = 0;
};

/// A planning problem: nodes 0..numNodes-1 (ops), data edges producer ->
/// consumer forming a DAG, and candidate patterns. Every node also has an
/// implicit singleton pattern of score 0, unless `patterns` lists {n} itself
/// (its score is then used). Repeated edges are allowed; the order of a
/// pattern's nodes does not matter.
struct FusionPlanProblem {
  unsigned numNodes = 0;
  SmallVector<std::pair<unsigned, unsigned>> edges;
  SmallVector<FusionPattern> patterns;
};

/// Settings of `solveFusionPlanILP`.
struct FusionPlanILPOptions {
  /// Cycle cuts the loop may add; when the plan of the last allowed solve
  /// still has a cycle between its patterns, the solver fails saying so
  /// (0: a single solve, which must already be acyclic).
  unsigned maxCycleCuts = 1000;
  /// Seconds all solves may take together (GLPK's time limit on each, the
  /// time left); past it the solver fails with an error whose code is
  /// std::errc::timed_out. 0: no limit.
  double timeLimitSeconds = 0;
  /// Before the first solve, fix every non-convex pattern at 0 and add
  /// x_p + x_q <= 1 for every two disjoint patterns that reach each other
  /// (cuts the loop would otherwise find one solve at a time: on the model
  /// fixtures they leave no cycle to cut, and the solve takes a fraction of a
  /// second instead of minutes). Off: the paper's loop alone.
  bool staticCuts = true;
};

/// One chosen pattern of a plan: a kernel-to-be.
struct FusionPlanGroup {
  /// The pattern's nodes, ascending.
  SmallVector<unsigned> nodes;
  double score = 0;
  /// Index into `FusionPlanProblem::patterns`; none for an implicit
  /// singleton.
  std::optional<unsigned> patternIndex;
};

/// An optimal acyclic plan and how it was found.
struct FusionPlan {
  /// The chosen patterns in a topological order of the quotient graph (a
  /// group before the groups that consume its results; ties by smallest
  /// node). Every node is in exactly one group.
  SmallVector<FusionPlanGroup> groups;
  /// The index into `groups` of each node's group.
  SmallVector<unsigned> groupOfNode;
  /// The sum of the chosen patterns' scores, maximal over all acyclic exact
  /// covers.
  double objective = 0;
  /// How many times the MILP was solved (cycle cuts + 1).
  unsigned numSolves = 0;
  /// Cycle-forbidding constraints added, one per solve whose plan had a
  /// cycle.
  unsigned numCycleCuts = 0;
  /// Rows x_p + x_q <= 1 added before the first solve, one per pair of
  /// disjoint patterns that reach each other.
  unsigned numStaticCuts = 0;
  /// Patterns fixed at 0 before the first solve: non-convex ones.
  unsigned numNonConvex = 0;
};

/// Chooses the plan as FusionStitching does. A binary x_p per pattern
/// (given and implicit singletons); per node, the x_p of the patterns that
/// contain it sum to 1; maximize sum(score_p x_p). GLPK (glp_intopt with
/// presolve, exact: no MIP gap) solves it; if the chosen patterns, each
/// contracted to one node, have a cycle (a shortest one is taken), a row
/// sum(x_p over the k patterns on it) <= k - 1 forbids that combination and
/// the MILP is solved again, until the plan is acyclic (cuts known from
/// reachability alone go in before the first solve: `staticCuts`). A non-convex pattern
/// (a path leaves it and comes back) forms such a cycle with the patterns
/// of the nodes in between. A cut excludes only cyclic plans, so the result
/// is optimal over all acyclic exact covers; all singletons is one, so a
/// well-formed problem always has a plan.
///
/// Fails, with a message naming the offender, on a malformed problem (a node
/// id out of range in an edge or pattern, edges that form a cycle, an empty
/// pattern, a node listed twice in one pattern, two patterns with the same
/// nodes, a score that is not finite), when GLPK reports an error or no
/// optimum, or when `options.maxCycleCuts` cuts did not make the plan
/// acyclic, or (code std::errc::timed_out) past `options.timeLimitSeconds`.
/// Uses GLPK's per-thread environment; runs on the calling thread.
llvm::Expected<FusionPlan>
solveFusionPlanILP(const FusionPlanProblem &problem,
                   const FusionPlanILPOptions &options = {});

} // namespace mlir::kfusion

#endif // KFUSION_STITCH_FUSIONPLANILP_H
