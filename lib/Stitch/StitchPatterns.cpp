//===- StitchPatterns.cpp - Candidate patterns and the greedy plan --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FusionStitching's candidate patterns for the ILP: substitution (the ops
// between partition ops fused whole, the partition set growing) and
// exploratory expansion (producers, consumers and siblings added one at a
// time from every seed), each kept when the row template can generate it
// and the cost model scores it above zero. Also the greedy
// producer/consumer baseline (plan=greedy).
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

#include <deque>
#include <set>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

namespace {
/// Generates the candidate patterns of one graph: substitution first, then
/// exploratory expansion, each pattern considered once.
class PatternGenerator {
public:
  PatternGenerator(const StitchGraph &graph, const StitchModel &device,
                   const StitchPatternOptions &options)
      : graph(graph), device(device), options(options) {}

  SmallVector<FusionPattern> run() {
    epilogues();
    attentions();
    substitute();
    explore();
    return std::move(patterns);
  }

private:
  /// Keeps `group` as a pattern when it has 2 to maxPatternSize nodes, is
  /// new, the limit is not reached and it scores above zero; returns whether
  /// it was kept.
  bool consider(ArrayRef<unsigned> group);
  void epilogues();
  /// With an epilogue pattern `set` (a GEMM and consumers), the rest of the
  /// level-0 substitution component its consumers lie in, and the rest's
  /// row-space prefix: the kernel after the epilogue.
  void remainderOf(ArrayRef<unsigned> set);
  /// Per node, its weakly connected component of the non-partition ops at
  /// `level` (substitute()), -1 for a partition op; `count` components.
  SmallVector<int> components(int level, int &count) const;
  void attentions();
  void substitute();
  void explore();

  const StitchGraph &graph;
  const StitchModel &device;
  const StitchPatternOptions &options;
  std::set<SmallVector<unsigned>> seen;
  SmallVector<FusionPattern> patterns;
  /// The level-0 components (remainderOf), made on first use.
  SmallVector<int> restComponents;
};
} // namespace

bool PatternGenerator::consider(ArrayRef<unsigned> group) {
  SmallVector<unsigned> g = StitchGraph::sorted(group);
  if (g.size() < 2 || g.size() > options.maxPatternSize ||
      patterns.size() >= options.maxPatterns || !seen.insert(g).second)
    return false;
  double score = graph.score(g, device);
  if (score <= 0)
    return false;
  // Non-convex patterns (a path leaves and re-enters) are kept: the ILP's
  // cycle cuts exclude them only in combinations that form a cycle, the
  // paper's iterative scheme.
  patterns.push_back({g, score});
  return true;
}

/// FusionStitching's GEMM with its consumers: from each tensor-core GEMM,
/// the ops its epilogue can take, added in program order (the first
/// consumer of the set not in it): a chain of single consumers, or a DAG
/// whose values meet again (a tanh GELU reads the GEMM's result three
/// times, a softmax's row reductions); each set with one result leaving it a
/// pattern. While a member before the newest still has a reader outside the
/// set (the DAG has not met again) there is no kernel yet and the set grows
/// through elementwise ops and row reductions;
/// it stops at any other op, at a member read outside the function, or at a
/// closed set the GEMM kernel refuses.
void PatternGenerator::epilogues() {
  for (unsigned g = 0; g < graph.size(); ++g) {
    if (!graph.node(g).gemm)
      continue;
    SmallVector<unsigned> set{g};
    while (set.size() < options.maxPatternSize) {
      std::optional<unsigned> next = graph.nextConsumer(set);
      if (!next)
        break;
      // A member read outside the set, other than the newest, never becomes
      // the set's one result: no larger set is a pattern.
      if (llvm::any_of(ArrayRef<unsigned>(set).drop_back(),
                       [&](unsigned m) { return graph.node(m).escapes; }))
        break;
      set.push_back(*next);
      const StitchNode &added = graph.node(*next);
      // Row reductions along the output's columns join as row-wise ops
      // (the GEMM kernel takes them where a tile spans the row).
      if (added.gemm || (added.cls != StitchOpClass::Elementwise &&
                         added.cls != StitchOpClass::RowReduction))
        break;
      if (graph.readOutsideBeforeLast(set))
        continue;
      if (!graph.analyzeKernel(set, device).feasible)
        break;
      consider(set);
      remainderOf(set);
    }
  }
}

/// The component's rest as a candidate: exploratory expansion from its
/// ops stops at 48 sets a seed, before it reaches a rest of a dozen or more
/// ops (BERT's residual layernorm of 17 after a GEMM that took the bias and
/// the residual add: without it the ILP split the layernorm in three
/// kernels, or kept the GEMM alone writing f32).
void PatternGenerator::remainderOf(ArrayRef<unsigned> set) {
  if (restComponents.empty()) {
    int count = 0;
    restComponents = components(0, count);
  }
  std::optional<int> comp;
  for (unsigned n : set)
    if (restComponents[n] >= 0)
      comp = restComponents[n];
  if (!comp)
    return;
  // The component may run on past the next partition op (a residual path
  // to the next layernorm, beyond the next GEMMs): the rest is its ops
  // after the set, in program order, before the first partition op that
  // reads one of them.
  unsigned last = *llvm::max_element(set);
  unsigned end = graph.size();
  for (unsigned n = last + 1; n < graph.size() && end == graph.size(); ++n)
    if (restComponents[n] == *comp)
      for (unsigned c : graph.node(n).consumers)
        if (restComponents[c] < 0)
          end = std::min(end, c);
  SmallVector<unsigned> rest, compatible;
  for (unsigned n = last + 1; n < end; ++n)
    if (restComponents[n] == *comp)
      rest.push_back(n);
  if (rest.empty())
    return;
  if (graph.analyzeKernel(rest, device).feasible)
    consider(rest);
  for (unsigned n : rest) {
    compatible.push_back(n);
    if (!graph.analyzeKernel(compatible, device).feasible)
      compatible.pop_back();
  }
  consider(compatible);
}

SmallVector<int> PatternGenerator::components(int level, int &count) const {
  auto isPartition = [&](unsigned n) {
    if (!graph.node(n).notRowReason.empty())
      return true;
    return level >= 1 && graph.node(n).cls == StitchOpClass::RowReduction;
  };
  SmallVector<int> comp(graph.size(), -1);
  count = 0;
  for (unsigned s = 0; s < graph.size(); ++s) {
    if (comp[s] >= 0 || isPartition(s))
      continue;
    std::deque<unsigned> work{s};
    comp[s] = count;
    while (!work.empty()) {
      unsigned n = work.front();
      work.pop_front();
      SmallVector<unsigned> nbrs(graph.node(n).producers);
      nbrs.append(graph.node(n).consumers);
      for (unsigned m : nbrs) {
        if (comp[m] < 0 && !isPartition(m)) {
          comp[m] = count;
          work.push_back(m);
        }
      }
    }
    ++count;
  }
  return comp;
}

/// Attention: from each tensor-core GEMM that starts one, the attention
/// (matchStitchAttention) and each prefix of the chain of single consumers
/// after it that its kernel can take.
void PatternGenerator::attentions() {
  for (unsigned g = 0; g < graph.size(); ++g) {
    if (!graph.node(g).gemm)
      continue;
    std::string why;
    FailureOr<StitchAttention> att = matchStitchAttention(graph, g, why);
    if (failed(att))
      continue;
    // With the copies of its operands it reads in place.
    SmallVector<unsigned> group(att->nodes);
    for (const std::optional<unsigned> &copy : att->copies)
      if (copy && !llvm::is_contained(group, *copy))
        group.push_back(*copy);
    if (!consider(group) && !graph.analyzeKernel(group, device).feasible)
      continue;
    unsigned last = att->values;
    while (std::optional<unsigned> next = stitchSoleReader(graph, last)) {
      if (group.size() >= options.maxPatternSize)
        break;
      last = *next;
      group.push_back(last);
      if (!graph.analyzeKernel(group, device).feasible)
        break;
      consider(group);
    }
  }
}

/// Substitution: partition ops are those outside the growing sets; the
/// weakly connected components of the rest are fused whole. Level 0
/// partitions at every op the row template cannot take (matmuls, transposes,
/// column and scalar reductions: the paper's large GEMMs, column and scalar
/// reductions); level 1 also at row reductions, leaving the elementwise
/// chains between them. Each component is also tried split by row space.
void PatternGenerator::substitute() {
  for (int level = 0; level < 2; ++level) {
    int numComp = 0;
    SmallVector<int> comp = components(level, numComp);
    for (int c = 0; c < numComp; ++c) {
      SmallVector<unsigned> members;
      for (unsigned n = 0; n < graph.size(); ++n)
        if (comp[n] == c)
          members.push_back(n);
      consider(members);
      // The component split by row space: members that the first reduction
      // (or the widest op) accepts.
      SmallVector<unsigned> compatible;
      for (unsigned n : members) {
        compatible.push_back(n);
        if (!graph.analyzeKernel(compatible, device).feasible)
          compatible.pop_back();
      }
      consider(compatible);
    }
  }
}

/// Exploratory: grow from each seed, one producer, consumer or sibling at a
/// time, keeping each feasible set. Siblings read a common tensor (an
/// argument or another op's result): fused, they read it once. The paper
/// fuses ops with or without data dependences; a producer/consumer fusion
/// (plan=greedy) never groups them.
void PatternGenerator::explore() {
  llvm::DenseMap<Value, SmallVector<unsigned>> readersOf;
  for (unsigned n = 0; n < graph.size(); ++n)
    for (OpOperand *use : readOperands(graph.node(n).op))
      if (isa<ShapedType>(use->get().getType()))
        readersOf[use->get()].push_back(n);
  for (unsigned seed = 0; seed < graph.size(); ++seed) {
    if (!graph.node(seed).notRowReason.empty())
      continue;
    unsigned perSeed = 0;
    std::deque<SmallVector<unsigned>> frontier{{seed}};
    std::set<SmallVector<unsigned>> visited{{seed}};
    while (!frontier.empty() && perSeed < options.maxPerSeed &&
           patterns.size() < options.maxPatterns) {
      SmallVector<unsigned> cur = frontier.front();
      frontier.pop_front();
      llvm::SetVector<unsigned> nbrs;
      for (unsigned n : cur) {
        for (unsigned m : graph.node(n).producers)
          nbrs.insert(m);
        for (unsigned m : graph.node(n).consumers)
          nbrs.insert(m);
        for (OpOperand *use : readOperands(graph.node(n).op))
          if (auto it = readersOf.find(use->get()); it != readersOf.end())
            for (unsigned m : it->second)
              nbrs.insert(m);
      }
      for (unsigned m : nbrs) {
        if (llvm::is_contained(cur, m) || !graph.node(m).notRowReason.empty())
          continue;
        SmallVector<unsigned> next = cur;
        next.push_back(m);
        next = StitchGraph::sorted(next);
        if (next.size() > options.maxPatternSize ||
            !visited.insert(next).second)
          continue;
        if (!graph.analyzeKernel(next, device).feasible)
          continue;
        if (consider(next))
          ++perSeed;
        frontier.push_back(next);
      }
    }
  }
}

SmallVector<FusionPattern>
mlir::kfusion::generateStitchPatterns(const StitchGraph &graph,
                                      const StitchModel &device,
                                      const StitchPatternOptions &options) {
  return PatternGenerator(graph, device, options).run();
}

SmallVector<unsigned>
mlir::kfusion::planStitchGreedy(const StitchGraph &graph,
                                const StitchModel &device) {
  SmallVector<unsigned> groupOf(graph.size());
  SmallVector<SmallVector<unsigned>> members;
  for (unsigned n = 0; n < graph.size(); ++n) {
    bool joined = false;
    if (graph.node(n).notRowReason.empty()) {
      for (unsigned p : graph.node(n).producers) {
        unsigned g = groupOf[p];
        SmallVector<unsigned> merged = members[g];
        merged.push_back(n);
        if (graph.score(merged, device) <= 0)
          continue;
        SmallVector<unsigned> trial(groupOf.begin(), groupOf.begin() + n);
        trial.push_back(g);
        // Nodes after n are not placed yet: each in a group of its own.
        for (unsigned k = n + 1; k < graph.size(); ++k)
          trial.push_back(members.size() + (k - n));
        if (failed(graph.topologicalGroupOrder(trial)))
          continue;
        groupOf[n] = g;
        members[g].push_back(n);
        joined = true;
        break;
      }
    }
    if (!joined) {
      groupOf[n] = members.size();
      members.push_back({n});
    }
  }
  return groupOf;
}
