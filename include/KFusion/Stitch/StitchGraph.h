//===- StitchGraph.h - The op graph of the stitching path -------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the stitching path (FusionStitching, Long et al.) knows about a
// function on tensors made of `linalg.generic` ops (named ops generalized
// first): one node per op with its class (elementwise, row / column / scalar
// reduction, other), the data edges between ops (SSA use-def: on tensors the
// dependences are the values themselves), and for every candidate group of
// ops whether the row template can generate it (`analyzeStitchKernel`), with
// the schedule it would use and the cost model's projection. Pattern
// generation (substitution and exploratory expansion), the greedy baseline
// and the plan of each `plan=` mode live here too; the ILP itself is
// FusionPlanILP.
//
// The row template: a kernel over a row space P (the parallel dimensions but
// the last) and a column extent D. Every op of the group iterates either
// over P x D ("full": elementwise, or a reduction of the last dimension) or
// over P alone ("row-scalar"); values flow between them at the same point
// (full to full, row-scalar to full broadcast along the row, a reduction's
// result as a row-scalar value). Each row is processed by T threads that
// hold its full values in registers, V consecutive columns per access and
// ceil(D / (T V)) chunks per thread; a row reduction folds per thread, then
// across the warp by shuffles (warp composition, T = 32) and across warps
// through shared memory (block composition, T > 32); groups without
// reductions are thread composition. Everything else is a loop kernel: one
// thread per point of the parallel dimensions, the reduction dimensions in
// sequential loops.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STITCH_STITCHGRAPH_H
#define KFUSION_STITCH_STITCHGRAPH_H

#include "KFusion/Common/TuningCache.h"
#include "KFusion/Stitch/FusionPlanILP.h"

#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Gemm/Attention.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// The class of an op, as pattern generation and the templates see it.
enum class StitchOpClass {
  /// All loops parallel, output at the identity of its loops.
  Elementwise,
  /// One reduction loop, the last, the output indexed by the others in order.
  RowReduction,
  /// Reductions over leading loops with the last loop parallel.
  ColumnReduction,
  /// Every loop a reduction (a rank-0 result).
  ScalarReduction,
  /// Anything else a loop kernel runs: transposes (an output map that is not
  /// the identity), matmuls, several reduction loops, non-projected maps.
  Other,
};

StringRef stringifyStitchOpClass(StitchOpClass c);

/// The attributes of a stitch plan on the ops (kfusion-plan-stitch writes
/// them, kfusion-stitch reads them, a user may edit them).
inline constexpr StringLiteral kStitchGroupAttr =
    KFusionDialect::StitchGroupAttrHelper::getNameStr();
inline constexpr StringLiteral kStitchCompositionAttr =
    KFusionDialect::StitchCompositionAttrHelper::getNameStr();
inline constexpr StringLiteral kStitchPackAttr =
    KFusionDialect::StitchPackAttrHelper::getNameStr();
inline constexpr StringLiteral kStitchThreadsAttr =
    KFusionDialect::StitchThreadsAttrHelper::getNameStr();
inline constexpr StringLiteral kStitchRowsAttr =
    KFusionDialect::StitchRowsAttrHelper::getNameStr();
/// Rows each thread computes (register tiling over rows, for small GEMMs).
inline constexpr StringLiteral kStitchRowsPerThreadAttr =
    KFusionDialect::StitchRowsPerThreadAttrHelper::getNameStr();

/// Dense ids for `keys`: equal keys share an id, a missing key gets one of
/// its own; ids in order of first appearance.
SmallVector<unsigned> denseStitchIds(ArrayRef<std::optional<int64_t>> keys);

/// The element of `tensor` when it is a splat constant (`arith.constant
/// dense<c>`): kernels use the value, no memory holds it. Null otherwise.
TypedAttr getStitchSplatValue(Value tensor);

/// `v` with the reshape views on it (tensor.collapse_shape / expand_shape)
/// looked through: the tensor whose memory it aliases.
Value getStitchViewSource(Value v);

/// The memref type of the memory tensor `v` names on the host: the identity
/// layout of its shape, or, through views (slices, reshapes), the strided
/// layout of the view (`memref.subview`, `expand_shape`, `collapse_shape`
/// types). Failure where a collapse of a view is not guaranteed contiguous:
/// then it is no view.
FailureOr<MemRefType> getStitchViewType(Value v);

/// `v` is a tensor, or a view of one (a reshape), that memory holds densely
/// in its own shape (getStitchViewType is its identity layout): what a
/// tensor-core GEMM kernel reads an operand as. A slice, or a reshape of
/// one, is strided.
bool isStitchDenseView(Value v);

/// The combiner of a reduction body: the op yielding the new accumulator
/// from the accumulator (used by nothing else) and a value computed from the
/// inputs, when it is associative and commutative (addf, mulf, maxnumf,
/// minnumf, maximumf, minimumf, addi, muli, andi, ori, xori, max/min
/// signed/unsigned); null otherwise.
Operation *getStitchCombiner(linalg::GenericOp op);
/// The identity of a combiner for its type (-0.0 for addf, -inf for max,
/// ...); null when it has none.
TypedAttr getStitchCombinerIdentity(Operation *combiner);

/// The cost model of stitching: the device it counts with and the limits
/// of the row-kernel templates.
struct StitchModel {
  /// The GPU (copy bandwidth, launch overhead, SMs, resident threads, the
  /// static shared memory of a block).
  DeviceDescription gpu;
  /// Per-thread values a row kernel may keep in registers (full values
  /// times elements per thread).
  int64_t maxRegisterValues = 96;
  /// A fused small GEMM's longest reduction (its row operand is staged in
  /// shared memory and every thread folds all of it per column).
  int64_t smallGemmMaxDepth = 256;
  /// The device's f32 rate divided by this is what a generated row kernel's
  /// loop achieves (a third: no unrolling, no instruction-level tuning).
  double simtDerating = 3.0;
  /// GEMMs isTensorCoreGemm takes are kernels of their own built by the
  /// GEMM lowering (tensor cores), not row or loop kernels.
  bool tensorCoreGemms = true;
  /// Those kernels with their tensor-core operations emulated, for
  /// kfusion-sim (buildGemmKernel's `emulate`).
  bool emulateGemms = false;
  /// Elementwise consumers of a tensor-core GEMM may join its kernel as its
  /// epilogue; false: a GEMM kernel is the GEMM alone.
  bool gemmEpilogues = true;
  /// Measured GEMM configurations that win over the GEMM model's (null:
  /// none).
  const TuningCache *tuning = nullptr;
  /// What the pipeline's options ask of every tensor-core GEMM (its load,
  /// the `gemm-load` option; honorGemmRequest drops what a GEMM cannot take).
  GemmConfigRequest gemmRequest;
};

/// A scalar reduction of at most this many points is one block; past it the
/// points are split over blocks (StitchSchedule::splits).
constexpr int64_t kScalarBlockPoints = 4096;
/// The most blocks a split scalar reduction takes (its final kernel's warp
/// folds at most 4 partials per lane).
constexpr int64_t kScalarMaxSplits = 128;

/// How a row kernel maps rows to threads.
struct StitchSchedule {
  /// "thread", "warp", "block", "column", "scalar", or "loop" (the loop
  /// kernel).
  std::string composition;
  int64_t threadsPerRow = 0; ///< T
  int64_t rowsPerBlock = 1;
  /// Rows each thread computes, the same columns of each (register tiling:
  /// a small GEMM's column operand loaded once per k feeds that many rows).
  /// The block has threadsPerRow * rowsPerBlock / rowsPerThread threads.
  int64_t rowsPerThread = 1;
  int64_t vectorWidth = 1; ///< V
  int64_t chunks = 0;      ///< ceil(D / (T V))
  /// Column composition: slices of the reduction rows, each a block per
  /// column tile writing partials that a second kernel folds in order. A
  /// row kernel with column partials: the partial rows (grid x rows per
  /// block) each column reduction's final kernel folds. Scalar composition:
  /// the blocks, each writing one partial that a second kernel folds.
  int64_t splits = 1;
  /// A row kernel with column partials: each block loops over the row
  /// blocks (block id, + grid, ...), each of its rows accumulating the
  /// column reductions' values per column in registers.
  bool rowLoop = false;
  int64_t blockSize = 0;
  int64_t gridSize = 0;
};

/// One node: a linalg.generic on tensors with one result.
struct StitchNode {
  mutable linalg::GenericOp op;
  StitchOpClass cls = StitchOpClass::Other;
  /// The loop ranges.
  SmallVector<int64_t> domain;
  /// Bytes of the result, of each tensor operand read.
  int64_t resultBytes = 0;
  int64_t readBytes = 0;
  /// Producer and consumer nodes (deduplicated, ascending).
  SmallVector<unsigned> producers, consumers;
  /// The result is returned by the function or used by a non-node op.
  bool escapes = false;
  /// Producers whose results the op reads from memory, never fused with it:
  /// through a reshape view (tensor.collapse_shape / expand_shape), or by a
  /// `tensor.extract` in its body (deduplicated, ascending; also among
  /// `producers`).
  SmallVector<unsigned> memoryProducers;
  /// The tensors the op's body reads with `tensor.extract` at computed
  /// indices (a gather, a pad, a concatenation), in order of first use.
  SmallVector<Value> extracted;
  /// Why the op can only be a loop kernel (empty when row-capable).
  std::string notRowReason;
  /// A GEMM that is a tensor-core kernel of its own (StitchModel's
  /// tensorCoreGemms): class Other, alone in its group and its launch.
  std::optional<GemmOp> gemm;
  /// A GEMM the tensor-core kernel does not take: why (isTensorCoreGemm's
  /// reason, or an operand read through a view).
  std::string tensorCoreRefusal;
};

/// A candidate kernel's analysis.
struct StitchKernelInfo {
  bool feasible = false;
  std::string reason; ///< why not, when infeasible
  /// Infeasible because a tensor-core GEMM's kernel has no configuration for
  /// the group (its plan, a tuning cache's entry or the options cannot take
  /// the epilogue, or nothing fits).
  bool noGemmConfiguration = false;
  /// The row space and column extent (row kernels).
  SmallVector<int64_t> rows;
  int64_t cols = 0;
  /// Per node of the group (in the group's order): true for row-scalar.
  SmallVector<bool> rowScalar;
  StitchSchedule schedule;
  /// Modelled bytes read and written from global memory, and the time.
  int64_t bytesRead = 0, bytesWritten = 0;
  double seconds = 0;
  /// A tensor-core GEMM group (composition "gemm"): the GEMM model's time
  /// of its kernel, also where `seconds` is the tuning cache's measured one
  /// (the launch carries it, kfusion.gemm_modelled_us).
  double gemmModelSeconds = 0;
  /// Shared memory the reductions ask for and what the dominance allocation
  /// gives them (block composition).
  int64_t sharedRequested = 0, sharedAllocated = 0;
  int64_t reductions = 0;
  /// Per node of the group: the byte offset of its shared block (a full
  /// value kept in shared memory, or a block reduction's warp partials), or
  /// -1 when the node uses none.
  SmallVector<int64_t> sharedOffset;
  /// Per node of the group: a small GEMM (a row reduction over a loop past
  /// the group's columns: loops rows..., column, k), computed by each thread
  /// for its own columns; its row operands are staged in shared memory at
  /// `stagedOffset` (bytes; -1 for other nodes), see stitchGemmStages.
  SmallVector<bool> smallGemm;
  SmallVector<int64_t> stagedOffset;
  /// Per node of the group: a column reduction over the group's rows, its
  /// partials accumulated by the row kernel (FusionStitching's column
  /// reduction stitched to the row kernel that reads the same tensors),
  /// folded by a final kernel per node.
  SmallVector<bool> columnPartial;
  /// The most full values live at once, per thread, and the registers they
  /// take (values times elements per thread).
  int64_t maxLiveValues = 0;
};

/// Whether a kernel's blocks meet at barriers (block, column and scalar
/// compositions, and row kernels staging a small GEMM's operand): packed with
/// others, it needs every thread of the launch's blocks.
bool stitchKernelSynchronizes(const StitchKernelInfo &info);

/// The op graph of one function.
class StitchGraph {
public:
  /// Builds the graph of `func`, whose body must hold only linalg.generic
  /// ops on ranked static tensors (one result each), tensor.empty,
  /// arith.constant, reshape views (tensor.collapse_shape / expand_shape)
  /// and the return. Emits an error naming the first op it cannot take and
  /// fails. With `tensorCoreGemms`, a GEMM isTensorCoreGemm takes is a node
  /// with `gemm` set.
  static FailureOr<StitchGraph> build(func::FuncOp func,
                                      bool tensorCoreGemms = false);

  ArrayRef<StitchNode> nodes() const { return nodeList; }
  const StitchNode &node(unsigned i) const { return nodeList[i]; }
  unsigned size() const { return nodeList.size(); }
  std::optional<unsigned> nodeOf(Operation *op) const;
  /// Producer -> consumer edges, one per pair.
  SmallVector<std::pair<unsigned, unsigned>> edges() const;

  /// Analyses `group` (node ids, any order; sorted topologically here) as
  /// one kernel. A singleton is always feasible (a loop kernel when the row
  /// template cannot take or generate it). Multi-node groups must fit the
  /// row template.
  StitchKernelInfo analyzeKernel(ArrayRef<unsigned> group,
                                 const StitchModel &device) const;

  /// The cost model's score of fusing `group`: the singletons' projected
  /// times minus the kernel's (seconds; > 0 is a gain), or -1 when the row
  /// template cannot generate it.
  double score(ArrayRef<unsigned> group, const StitchModel &device) const;

  /// The groups of `groupOf` (a group id per node, ids dense from 0) in a
  /// topological order of the contracted graph; failure when contracting
  /// them makes a cycle.
  FailureOr<SmallVector<unsigned>>
  topologicalGroupOrder(ArrayRef<unsigned> groupOf) const;

  /// The nodes of `group` in program order (a topological order).
  static SmallVector<unsigned> sorted(ArrayRef<unsigned> group);

  /// A GEMM epilogue's growth (the pattern generator's and the planner's
  /// remarks): the first consumer in program order of a member of `set` that
  /// is not in it, if any.
  std::optional<unsigned> nextConsumer(ArrayRef<unsigned> set) const;
  /// Whether a member of `set` other than the newest (the last) is read
  /// outside it: the set has no one result yet.
  bool readOutsideBeforeLast(ArrayRef<unsigned> set) const;

  /// A group id per node from the integer attribute `name` on the ops (the
  /// same value together, an op without it alone; ids dense).
  SmallVector<unsigned> groupsFromAttribute(StringRef name) const;

  /// `n:class` per node of `group`, comma-separated (for remarks).
  std::string describe(ArrayRef<unsigned> group) const;

private:
  /// The row template's analysis of `group` (sorted): over the space of
  /// its first row reduction, or, where that fails, with small GEMMs as
  /// full values (over the space of the first one's parallel loops).
  StitchKernelInfo analyzeRowKernel(ArrayRef<unsigned> group,
                                    const StitchModel &dev) const;
  /// One of those: `smallGemms` picks the space; `spaceFailed` says
  /// whether the group failed because its ops iterate over other spaces.
  StitchKernelInfo analyzeRowKernelIn(ArrayRef<unsigned> group,
                                      const StitchModel &dev, bool smallGemms,
                                      bool &spaceFailed) const;

  SmallVector<StitchNode, 0> nodeList;
  llvm::DenseMap<Operation *, unsigned> index;
};

/// Whether small GEMM `op` (loops rows..., column, k) reads a column
/// operand (indexed by column and k) that no row loop indexes: a row of B
/// the same for every row, which a thread computing several rows loads
/// once for all of them (StitchSchedule::rowsPerThread).
bool stitchGemmSharesColumnOperand(linalg::GenericOp op);
/// Whether operand `in` of small GEMM `op` is the same for every row: no row
/// loop (all but the last two, column and k) indexes it.
bool stitchGemmOperandIsRowInvariant(linalg::GenericOp op, OpOperand *in);

/// The shared-memory stages of a fused small GEMM `op` (loops rows...,
/// column, k) for `rowsPerBlock` rows: per input, the bytes of its stage
/// (the K values of each row of an operand that varies along k but not along
/// the column, rounded up to 16 bytes), 0 for inputs read from global memory.
/// Stages follow each other from the op's staged offset.
SmallVector<int64_t> stitchGemmStages(linalg::GenericOp op,
                                      int64_t rowsPerBlock);

/// An attention in the graph: S = Q K^T (a tensor-core GEMM), score ops on
/// S (a chain of elementwise ops a GEMM epilogue could take), the softmax
/// along the keys as front ends decompose it (max, exp(x - max) in one op
/// or two, the sum, the division), casts, and P V (a tensor-core GEMM
/// reading the probabilities as A); every intermediate read only inside.
struct StitchAttention {
  /// The GEMMs Q K^T and P V.
  unsigned scores = 0, values = 0;
  /// The score ops in order.
  SmallVector<unsigned> scoreOps;
  /// Other inputs of the score ops computed from the indices alone by
  /// elementwise nodes that nothing else reads (a causal mask from iotas):
  /// the kernel computes them (AttentionKernelSpec::computedInputs) and
  /// those nodes are part of the region.
  llvm::SmallPtrSet<Value, 4> computedInputs;
  /// Every node of the region, in program order.
  SmallVector<unsigned> nodes;
  AttentionShape shape;
  /// Q, K and V (0, 1, 2) as projections of interleaved heads: operand i
  /// is the copy (node copies[i]) of sources[i], [batch, rows, H, columns]
  /// (or [rows, H, columns] for a batch of one), into [batch, H, rows,
  /// columns], which only the two GEMMs read. A group
  /// holding the copy too reads the source in place (its layout:
  /// AttentionKernelSpec::layouts) and launches no copy. None where the
  /// operand is no such copy.
  std::array<Value, 3> sources{};
  std::array<std::optional<unsigned>, 3> copies{};
};

/// The attention that starts at tensor-core GEMM `gemm`, or failure with
/// the reason in `why` (StitchAttention's conditions, and a shape the fused
/// kernel takes: whyNoAttentionKernel). `softmax`, when given, says whether
/// an attention was meant: the GEMM's scores reach a row maximum and its
/// consumers another contraction.
FailureOr<StitchAttention> matchStitchAttention(const StitchGraph &graph,
                                                unsigned gemm, std::string &why,
                                                bool *softmax = nullptr);

/// The key tiles `att`'s score ops hide from blocks of `tileQueries`
/// queries (AttentionKernelSpec::keyTileOffset): proven by evaluating the
/// score ops, and the elementwise ops that compute their other inputs from
/// the indices (a causal mask from iotas), in interval arithmetic over each
/// block's queries and each tile's keys (the scores unbounded): a tile all
/// -inf is hidden. Nothing where no block stops early.
std::optional<int64_t> attentionKeyTileOffset(const StitchGraph &graph,
                                              const StitchAttention &att,
                                              int64_t tileQueries);

/// `type` ([rows, H, columns], a projection of a batch of one whose unit
/// dimension was dropped) with a leading unit batch dimension, the
/// attention kernel's [batch / H, rows, H, columns] (AttentionKernelSpec::
/// layouts); other types as they are.
MemRefType withHeadsBatch(MemRefType type);

/// The node that alone reads node `n`'s result, directly or through
/// reshapes and slices of it; none where another op, or none, reads it.
std::optional<unsigned> stitchSoleReader(const StitchGraph &graph, unsigned n);

/// Whether node `n` copies `o` (the result of attention `att`'s chain,
/// [batch x H, queries, values], through an expand_shape to [batch, H,
/// queries, values]) into [batch, queries, H, values], a layout the kernel
/// can write in place of O (AttentionKernelSpec::layouts): the ops after
/// the attention end there.
bool attentionInterleavesHeads(const StitchGraph &graph, unsigned n, Value o,
                               const StitchAttention &att);

/// Settings of pattern generation.
struct StitchPatternOptions {
  /// Exploratory expansion: patterns grown from each seed at most, and in
  /// all.
  unsigned maxPerSeed = 48;
  unsigned maxPatterns = 4000;
  /// The largest pattern considered.
  unsigned maxPatternSize = 24;
  /// Seconds the ILP may take (FusionPlanILPOptions::timeLimitSeconds; 0: no
  /// limit); past them planStitch takes the greedy plan.
  double ilpTimeLimit = 10;
  /// FusionPlanILPOptions::staticCuts.
  bool ilpStaticCuts = true;
};

/// The candidate patterns (each a feasible multi-node group with a positive
/// score), after the paper: substitution (fuse everything between partition
/// ops, the partition set growing: other ops, then column reductions, then
/// scalar reductions, then every reduction of a different row space) and
/// exploratory producer/consumer expansion from every node, deduplicated.
SmallVector<FusionPattern>
generateStitchPatterns(const StitchGraph &graph, const StitchModel &device,
                       const StitchPatternOptions &options = {});

/// The greedy baseline (BladeDISC-like): nodes in order, each joins the
/// group of its first producer with which the union is feasible, scores
/// above zero and keeps the graph acyclic. Returns a group id per node.
SmallVector<unsigned> planStitchGreedy(const StitchGraph &graph,
                                       const StitchModel &device);

/// Dominance-based shared-memory allocation of one kernel, after
/// FusionStitching: requests in program order (a straight-line kernel, where
/// an earlier op dominates a later one), each with the position of its last
/// use; a request reuses the first block whose owner is dead at its start
/// and is large enough, else a new block is appended. Returns each
/// request's offset in bytes and the total allocated.
struct SharedRequest {
  int64_t bytes = 0;
  unsigned start = 0;   ///< position of the defining op
  unsigned lastUse = 0; ///< position of the last use (>= start)
};
struct SharedAllocation {
  SmallVector<int64_t> offsets;
  int64_t totalBytes = 0;
};
SharedAllocation allocateSharedByDominance(ArrayRef<SharedRequest> requests,
                                           int64_t alignment = 16);

} // namespace mlir::kfusion

#endif // KFUSION_STITCH_STITCHGRAPH_H
