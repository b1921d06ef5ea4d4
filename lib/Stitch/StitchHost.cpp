//===- StitchHost.cpp - The host side of kfusion-stitch -------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The function rewrite of kfusion-stitch (stitchFunction): the groups and
// packs written on the ops are checked, the function becomes one on memrefs
// (GpuHostFunction: results as out-parameters, a `gpu.alloc` per value used
// outside its kernel, constants copied from globals), and each pack becomes
// one launch of a kernel in `gpu.module @<func>_stitched` (FusionStitching's
// kernel packing: the groups of a pack by block ranges), followed by the
// final kernels folding split or column partials, all on one stream waited
// for before the return.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"
#include "StitchKernelBuilder.h"

#include "KFusion/Common/HostFunction.h"
#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

static constexpr StringLiteral kGroupAttr = kStitchGroupAttr;
static constexpr StringLiteral kCompositionAttr = kStitchCompositionAttr;
static constexpr StringLiteral kPackAttr = kStitchPackAttr;

static std::string formatFixed(double v) {
  return llvm::formatv("{0:F2}", v).str();
}

namespace {
/// A group's share of a launch: its nodes, where its kernel finds each
/// outside value, and its first block.
struct Part {
  unsigned group;
  SmallVector<unsigned> nodes;
  KernelInterface iface;
  int64_t firstBlock = 0;
};

/// One launch being built: a pack of one or more groups.
struct Launch {
  SmallVector<Part, 2> parts;
  int64_t blockSize = 0, gridSize = 0, sharedBytes = 0;
  /// The kernel's arguments (each part's reads, writes and scalars, then the
  /// partials buffers) and their types; each part's range of them.
  SmallVector<Value> kArgs;
  SmallVector<Type> kTypes;
  SmallVector<std::pair<unsigned, unsigned>> argRange;
  /// A split column or scalar reduction: the last argument holds its
  /// partials, over `splitCols` columns.
  bool split = false;
  int64_t splitCols = 0;
  /// A row kernel with column partials: each column reduction and the
  /// argument of its partials buffer.
  SmallVector<unsigned> partialNodes, partialArgs;
  /// The kernel's name and composition, and the launch's constant 1.
  std::string name, composition;
  Value one;
};

/// The rewrite of one function (stitchFunction), one step per method in the
/// order `run` calls them.
class FunctionStitcher {
public:
  FunctionStitcher(func::FuncOp func, const StitchGraph &graph,
                   const StitchModel &device, bool remarks)
      : func(func), graph(graph), device(device), remarks(remarks),
        ctx(func.getContext()), loc(func.getLoc()), host(func, "_stitched"),
        hb(host.builder()) {}

  LogicalResult run() {
    if (failed(checkSignature()) || failed(analyzeGroups()) ||
        failed(choosePacks()))
      return failure();
    host.begin(
        [&](Value result, Value out) { return bindResultView(result, out); });
    for (unsigned pk : packOrder) {
      ArrayRef<unsigned> groups = packGroups[pk];
      // (An attention's first member may be a copy it reads in place.)
      bool gemm = groups.size() == 1 && hasGemm(groups[0]);
      LogicalResult emitted =
          !gemm ? emitLaunch(groups)
          : infos[groups[0]].schedule.composition == "attention"
              ? emitAttentionLaunch(groups[0])
              : emitGemmLaunch(groups[0]);
      if (failed(emitted))
        return failure();
    }
    return finish();
  }

private:
  /// `v` ([rows, H, columns]) viewed as [1, rows, H, columns]
  /// (withHeadsBatch); other memrefs as they are.
  Value withHeadsBatch(Value v) {
    auto type = cast<MemRefType>(v.getType());
    MemRefType four = mlir::kfusion::withHeadsBatch(type);
    if (four == type)
      return v;
    return memref::ExpandShapeOp::create(
        hb, loc, four, v, ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
  }
  /// Whether group `g` holds a tensor-core GEMM (an attention's first
  /// members may be the copies it reads in place).
  bool hasGemm(unsigned g) const {
    return llvm::any_of(
        members[g], [&](unsigned n) { return graph.node(n).gemm.has_value(); });
  }
  LogicalResult checkSignature();
  LogicalResult analyzeGroups();
  LogicalResult choosePacks();
  LogicalResult emitLaunch(ArrayRef<unsigned> groups);
  LogicalResult emitGemmLaunch(unsigned g);
  LogicalResult emitAttentionLaunch(unsigned g);
  /// `ops` as a chain of elementwise ops from node `from`'s result (each
  /// reading the previous one's, matchGemmEpilogueOp) appended to `out`,
  /// their other inputs (with their readers) to `inputs`; an error naming
  /// `where` for an op that cannot be in it.
  /// The buffers of `inputs` (each with its reader) appended to `args`.
  LogicalResult appendBuffers(ArrayRef<std::pair<Value, Operation *>> inputs,
                              SmallVectorImpl<Value> &args) {
    for (auto [v, reader] : inputs) {
      FailureOr<Value> buf = bufferOf(v, reader);
      if (failed(buf))
        return failure();
      args.push_back(*buf);
    }
    return success();
  }
  /// The next kernel's name in `<func>_gemm` (made for the first).
  std::string tensorCoreKernelName(StringRef suffix) {
    if (!gemmModule)
      gemmModule = host.createKernelModule("_gemm");
    return (func.getName() + "_k" + Twine(kernelId++) + "_" + suffix).str();
  }
  LogicalResult
  chainElementwiseOps(ArrayRef<unsigned> ops, unsigned from, StringRef where,
                      SmallVectorImpl<GemmEpilogueOp> &out,
                      SmallVectorImpl<std::pair<Value, Operation *>> &inputs);
  LogicalResult collectPart(unsigned g, Launch &launch);
  void collectKernelArgs(Launch &launch);
  LogicalResult allocatePartials(Launch &launch);
  LogicalResult emitKernel(Launch &launch);
  LogicalResult emitPart(const Launch &launch, unsigned k, OpBuilder &b,
                         ArrayRef<Value> kernelArgs, Value tid, Value bid,
                         Value shared);
  FailureOr<Value> bufferOf(Value v, Operation *reader);
  bool bindResultView(Value result, Value out);
  LogicalResult emitFinal(Launch &launch, const std::string &name,
                          ArrayRef<unsigned> nodes, unsigned partialsArg,
                          int64_t cols);
  void emitRemarks(const Launch &launch);
  LogicalResult finish();
  /// The locations of `nodes`' ops, fused: where a launch computing them is
  /// (kfusion-fuse attributes launches to source ops by it).
  Location opsLocation(ArrayRef<unsigned> nodes) const {
    SmallVector<Location> locs;
    for (unsigned n : nodes)
      locs.push_back(graph.node(n).op->getLoc());
    return FusedLoc::get(ctx, locs);
  }

  func::FuncOp func;
  const StitchGraph &graph;
  const StitchModel &device;
  bool remarks;
  MLIRContext *ctx;
  Location loc;

  /// The groups (a group id per node, the nodes of each group), in a
  /// topological order, with their analyses.
  SmallVector<unsigned> groupOf;
  SmallVector<SmallVector<unsigned>> members;
  SmallVector<unsigned> order;
  std::vector<StitchKernelInfo> infos;
  /// The packs (groups in topological order each) in a topological order.
  SmallVector<SmallVector<unsigned>> packGroups;
  SmallVector<unsigned> packOrder;

  /// The new function (its buffer map, stream and kernels' module) and its
  /// builder, at the end of what is emitted.
  GpuHostFunction host;
  OpBuilder &hb;
  /// The tensor-core GEMM kernels' module, made for the first of them.
  gpu::GPUModuleOp gemmModule;
  unsigned kernelId = 0;
};
} // namespace

/// Static tensor arguments and results.
LogicalResult FunctionStitcher::checkSignature() {
  for (Type t : func.getArgumentTypes())
    if (isa<TensorType>(t) && !cast<RankedTensorType>(t).hasStaticShape())
      return func.emitError("stitching supports static tensor shapes only");
  for (Type t : func.getResultTypes())
    if (!isa<RankedTensorType>(t) ||
        !cast<RankedTensorType>(t).hasStaticShape())
      return func.emitError("stitching needs results that are static tensors");
  return success();
}

/// Groups from the attributes (an op without one is alone), in an order
/// without cycles, each a kernel the templates can generate.
LogicalResult FunctionStitcher::analyzeGroups() {
  groupOf = graph.groupsFromAttribute(kGroupAttr);
  unsigned numGroups = 0;
  for (unsigned g : groupOf)
    numGroups = std::max(numGroups, g + 1);
  members.resize(numGroups);
  for (unsigned n = 0; n < graph.size(); ++n)
    members[groupOf[n]].push_back(n);
  FailureOr<SmallVector<unsigned>> groupOrder =
      graph.topologicalGroupOrder(groupOf);
  if (failed(groupOrder))
    return func.emitError("the stitch groups make a cycle between kernels: "
                          "a group uses a value another group computes from "
                          "its own results"),
           failure();
  order = std::move(*groupOrder);
  infos.resize(numGroups);
  for (unsigned g : order) {
    infos[g] = graph.analyzeKernel(members[g], device);
    if (!infos[g].feasible) {
      Operation *first = graph.node(members[g].front()).op;
      return first->emitError("cannot stitch group ")
                 << (first->getAttr(kGroupAttr) ? first->getAttr(kGroupAttr)
                                                : Attribute())
                 << ": " << infos[g].reason,
             failure();
    }
  }
  return success();
}

/// Kernel packing: groups with the same `kfusion.stitch_pack` share one
/// launch by block ranges. They must not depend on each other (contracting
/// the packs keeps the graph acyclic) and, when a kernel synchronizes its
/// block, have its block size.
LogicalResult FunctionStitcher::choosePacks() {
  unsigned numGroups = members.size();
  SmallVector<std::optional<int64_t>> packKeys;
  for (unsigned g = 0; g < numGroups; ++g) {
    auto a = graph.node(members[g].front())
                 .op->getAttrOfType<IntegerAttr>(kPackAttr);
    packKeys.push_back(a ? std::optional<int64_t>(a.getInt()) : std::nullopt);
  }
  SmallVector<unsigned> packOfGroup = denseStitchIds(packKeys);
  unsigned numPacks = 0;
  for (unsigned p : packOfGroup)
    numPacks = std::max(numPacks, p + 1);
  SmallVector<unsigned> packOfNode(graph.size());
  for (unsigned n = 0; n < graph.size(); ++n)
    packOfNode[n] = packOfGroup[groupOf[n]];
  FailureOr<SmallVector<unsigned>> packs =
      graph.topologicalGroupOrder(packOfNode);
  // A dependence inside a pack is an edge within one contracted node, which
  // the order does not see: check the edges themselves too.
  bool packedEdge = llvm::any_of(graph.edges(), [&](auto e) {
    return groupOf[e.first] != groupOf[e.second] &&
           packOfNode[e.first] == packOfNode[e.second];
  });
  if (failed(packs) || packedEdge)
    return func.emitError("cannot pack stitch groups that depend on each "
                          "other (kfusion.stitch_pack)"),
           failure();
  packOrder = std::move(*packs);
  packGroups.resize(numPacks);
  for (unsigned g : order)
    packGroups[packOfGroup[g]].push_back(g);
  for (ArrayRef<unsigned> groups : packGroups) {
    if (groups.size() < 2)
      continue;
    for (unsigned g : groups)
      if (hasGemm(g))
        return graph.node(members[g].front())
                   .op->emitError("cannot pack a tensor-core GEMM kernel "
                                  "with other kernels (kfusion.stitch_pack)"),
               failure();
    int64_t block = 0;
    for (unsigned g : groups)
      block = std::max(block, infos[g].schedule.blockSize);
    for (unsigned g : groups)
      if (infos[g].schedule.blockSize != block &&
          stitchKernelSynchronizes(infos[g]))
        return graph.node(members[g].front())
                       .op->emitError("cannot pack a synchronizing kernel of ")
                   << infos[g].schedule.blockSize << " threads with kernels of "
                   << block << " threads (its barriers need the whole block)",
               failure();
  }
  return success();
}

/// Binds returned value `result` to out-parameter `out` when it is a node's
/// result, directly or through reshape views, none of which has a buffer
/// yet: the node then writes (a view of) the out-parameter. False when the
/// result must be copied instead.
bool FunctionStitcher::bindResultView(Value result, Value out) {
  SmallVector<Value> chain{result};
  while (Operation *def = chain.back().getDefiningOp()) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(def))
      break;
    chain.push_back(def->getOperand(0));
  }
  Operation *root = chain.back().getDefiningOp();
  if (!root || !graph.nodeOf(root) ||
      llvm::any_of(chain, [&](Value v) { return host.isMapped(v); }))
    return false;
  host.map(result, out);
  for (Value v : llvm::drop_begin(chain)) {
    // The inverse of the reshape that made the previous value from `v`.
    Operation *user = nullptr;
    for (Operation *u : v.getUsers())
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(u) &&
          host.isMapped(u->getResult(0)))
        user = u;
    Value viewed = host.lookup(user->getResult(0));
    MemRefType type = getHostBufferType(v.getType());
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(user))
      host.map(
          v, memref::ExpandShapeOp::create(hb, loc, type, viewed,
                                           collapse.getReassociationIndices()));
    else
      host.map(
          v, memref::CollapseShapeOp::create(
                 hb, loc, viewed,
                 cast<tensor::ExpandShapeOp>(user).getReassociationIndices()));
  }
  return true;
}

/// The memory of tensor `v` as `reader` reads it: an argument's, a node's
/// result's (allocated by its group, which comes first), a constant
/// materialized on first use, or a view (memref.collapse_shape /
/// expand_shape) of its source's. An error on `reader` for a value that
/// holds none (a tensor.empty).
FailureOr<Value> FunctionStitcher::bufferOf(Value v, Operation *reader) {
  if (Value memory = host.lookupOrMaterialize(v))
    return memory;
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                      tensor::ExtractSliceOp>(def)) {
    FailureOr<Value> source = bufferOf(def->getOperand(0), reader);
    if (failed(source))
      return failure();
    Value view;
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
      auto type = memref::SubViewOp::inferRankReducedResultType(
          slice.getResultType().getShape(), cast<MemRefType>(source->getType()),
          slice.getStaticOffsets(), slice.getStaticSizes(),
          slice.getStaticStrides());
      view = memref::SubViewOp::create(
          hb, loc, type, *source, slice.getMixedOffsets(),
          slice.getMixedSizes(), slice.getMixedStrides());
    } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
      view = memref::CollapseShapeOp::create(
          hb, loc, *source, collapse.getReassociationIndices());
    } else {
      view = memref::ExpandShapeOp::create(
          hb, loc, *getStitchViewType(v), *source,
          cast<tensor::ExpandShapeOp>(def).getReassociationIndices());
    }
    host.map(v, view);
    return view;
  }
  return reader->emitError("stitching: this op reads a tensor that holds no "
                           "values (a tensor.empty)"),
         failure();
}

/// One launch for the pack `groups`: its parts, arguments and partials
/// buffers, the kernel and its launch, the final kernels, the remarks.
LogicalResult FunctionStitcher::emitLaunch(ArrayRef<unsigned> groups) {
  Launch launch;
  for (unsigned g : groups)
    if (failed(collectPart(g, launch)))
      return failure();
  collectKernelArgs(launch);
  if (failed(allocatePartials(launch)) || failed(emitKernel(launch)))
    return failure();
  if (launch.split &&
      failed(emitFinal(launch, launch.name + "_final", launch.parts[0].nodes,
                       launch.kArgs.size() - 1, launch.splitCols)))
    return failure();
  // The column partials' final kernels, one per column reduction.
  for (auto [k, n] : llvm::enumerate(launch.partialNodes)) {
    SmallVector<unsigned> finalGroup{n};
    if (failed(emitFinal(launch, launch.name + "_final" + std::to_string(k),
                         finalGroup, launch.partialArgs[k],
                         infos[launch.parts[0].group].cols)))
      return failure();
  }
  if (remarks)
    emitRemarks(launch);
  return success();
}

/// The launch of group `g`, a tensor-core GEMM and its epilogue (a DAG, with
/// row-wise ops): the GEMM lowering's kernel (chooseGemmPlan's configuration)
/// in `<func>_gemm`, reading A, B, the init and the epilogue's inputs.
LogicalResult FunctionStitcher::emitGemmLaunch(unsigned g) {
  SmallVector<unsigned> nodes = StitchGraph::sorted(members[g]);
  const StitchNode &node = graph.node(nodes.front());
  Operation *op = node.op;
  GemmKernelSpec spec;
  // The epilogue: the group's other ops, a DAG over the GEMM's result.
  SmallVector<linalg::GenericOp> epilogueOps;
  for (unsigned n : ArrayRef<unsigned>(nodes).drop_front())
    epilogueOps.push_back(graph.node(n).op);
  std::string why;
  if (failed(matchGemmEpilogueDag(epilogueOps, op->getResult(0), spec.epilogue,
                                  why, /*rowOps=*/true)))
    return op->emitError("stitching: cannot be the GEMM's epilogue: ") << why;
  GemmOp gemm = *node.gemm;
  setGemmEpilogue(gemm.shape, spec.epilogue);
  std::string dropped;
  FailureOr<GemmChoice> choice = gemmChoiceOf(
      gemm, device.gpu, device.tuning,
      honorGemmRequest(device.gemmRequest, gemm.shape, device.gpu, dropped));
  if (failed(choice))
    return failure();
  const GemmConfig *config = &choice->config;
  const GemmShape &shape = gemm.shape;
  SmallVector<Value> args;
  SmallVector<std::pair<Value, StringRef>> operands{{gemm.a, "A"},
                                                    {gemm.b, "B"}};
  for (auto [v, which] : operands) {
    FailureOr<Value> buf = bufferOf(v, op);
    if (failed(buf))
      return failure();
    // An implicit-GEMM convolution's filter as its [F, K] or [K, F] view.
    buf = viewAsGemmOperand(host.builder(), host.getLoc(), *buf, shape, which);
    if (buf->getType() != gemmOperandType(shape, which, ctx))
      return op->emitError("stitching: the tensor-core GEMM's operand ")
             << which << " is held as " << buf->getType() << ", not "
             << gemmOperandType(shape, which, ctx);
    args.push_back(*buf);
  }
  SmallVector<std::pair<Value, Operation *>> epilogueInputs;
  for (const GemmEpilogueOp &e : spec.epilogue)
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber()))
        epilogueInputs.push_back({in->get(), e.op});
  Value result = graph.node(nodes.back()).op->getResult(0);
  if (!host.isMapped(result))
    host.map(result, host.allocate(getHostBufferType(result.getType())));
  // An implicit-GEMM convolution writes C through a view of its result.
  args.push_back(viewAsGemmOperand(host.builder(), host.getLoc(),
                                   host.lookup(result), shape, "C"));
  spec.shape = shape;
  spec.config = *config;
  spec.device = device.gpu;
  spec.emulate = device.emulateGemms;
  spec.measuredSeconds = choice->measuredSeconds;
  spec.modelledSeconds = infos[g].gemmModelSeconds;
  spec.addConstant = gemm.initConstant;
  spec.addInit = static_cast<bool>(gemm.initTensor);
  if (spec.addInit) {
    FailureOr<Value> init = bufferOf(gemm.initTensor, op);
    if (failed(init))
      return failure();
    args.push_back(*init);
  }
  if (failed(appendBuffers(epilogueInputs, args)))
    return failure();
  std::string name = tensorCoreKernelName("gemm");
  gpu::LaunchFuncOp launch =
      launchGemmKernel(host, gemmModule, name, spec, args, opsLocation(nodes));
  int64_t smem = config->sharedBytes(shape);
  launch->setAttr(kCompositionAttr, StringAttr::get(ctx, "gemm"));
  if (remarks)
    op->emitRemark() << "stitched kernel " << name << ": ops ["
                     << graph.describe(nodes) << "], tensor-core GEMM "
                     << shape.m << "x" << shape.n << "x" << shape.k << " ("
                     << config->describe() << (spec.emulate ? ", emulated" : "")
                     << "), grid " << config->grid(shape)[0] << "x"
                     << config->grid(shape)[1] << "x" << config->grid(shape)[2]
                     << " of " << config->threads() << " threads, " << smem
                     << " bytes of shared memory, "
                     << (choice->measuredSeconds ? "measured " : "modelled ")
                     << formatFixed(infos[g].seconds * 1e6) << " us"
                     << describeTuningMiss(*choice);
  return success();
}

LogicalResult FunctionStitcher::chainElementwiseOps(
    ArrayRef<unsigned> ops, unsigned from, StringRef where,
    SmallVectorImpl<GemmEpilogueOp> &out,
    SmallVectorImpl<std::pair<Value, Operation *>> &inputs) {
  Value prev = graph.node(from).op->getResult(0);
  for (unsigned n : ops) {
    linalg::GenericOp next = graph.node(n).op;
    std::string why;
    FailureOr<unsigned> chained = matchGemmEpilogueOp(next, prev, why);
    if (failed(chained))
      return next->emitError("stitching: cannot be in ")
             << where << ": " << why;
    out.push_back({next, *chained});
    for (OpOperand *in : next.getDpsInputOperands())
      if (in->getOperandNumber() != *chained)
        inputs.push_back({in->get(), next});
    prev = next->getResult(0);
  }
  return success();
}

/// Group `g`, an attention and the chain after it (analyzeAttentionKernel),
/// as the fused attention kernel in the `<func>_gemm` module, reading Q, K,
/// V and the score and epilogue ops' other inputs from their buffers and
/// writing the last op's result's.
LogicalResult FunctionStitcher::emitAttentionLaunch(unsigned g) {
  SmallVector<unsigned> nodes = StitchGraph::sorted(members[g]);
  // The attention starts at its first GEMM (a mask's nodes may precede it).
  unsigned first = *llvm::find_if(
      nodes, [&](unsigned n) { return graph.node(n).gemm.has_value(); });
  Operation *op = graph.node(first).op;
  std::string why;
  FailureOr<StitchAttention> att = matchStitchAttention(graph, first, why);
  if (failed(att))
    return op->emitError("stitching: not an attention: ") << why;
  const GemmOp &qk = *graph.node(att->scores).gemm;
  const GemmOp &pv = *graph.node(att->values).gemm;
  AttentionKernelSpec spec;
  spec.shape = att->shape;
  spec.config = chooseAttentionConfig(spec.shape, device.gpu);
  spec.emulate = device.emulateGemms;
  spec.keyTileOffset =
      attentionKeyTileOffset(graph, *att, spec.config.tileQueries());
  SmallVector<Value> args;
  Value operands[3] = {qk.a, qk.b, pv.b};
  for (unsigned i = 0; i < 3; ++i) {
    // A projection of interleaved heads read in place of its copy (when
    // the copy is in the group).
    Value source = att->copies[i] && llvm::is_contained(nodes, *att->copies[i])
                       ? att->sources[i]
                       : Value();
    FailureOr<Value> buf = bufferOf(source ? source : operands[i], op);
    if (failed(buf))
      return failure();
    if (source) {
      buf = withHeadsBatch(*buf);
      spec.layouts[i] = cast<MemRefType>(buf->getType());
      std::string no = whyNoInterleavedHeads(spec.shape, i, spec.layouts[i]);
      if (!no.empty())
        return op->emitError("stitching: the attention cannot read ") << no;
    }
    args.push_back(*buf);
  }
  // The score ops from S, the epilogue from P V, then perhaps O's heads
  // written into a projection's rows.
  SmallVector<std::pair<Value, Operation *>> otherInputs;
  SmallVector<unsigned> after;
  for (unsigned n : nodes)
    if (!llvm::is_contained(att->nodes, n) &&
        !llvm::is_contained(att->copies, n))
      after.push_back(n);
  bool interleave =
      !after.empty() &&
      attentionInterleavesHeads(
          graph, after.back(),
          graph.node(after.size() > 1 ? after[after.size() - 2] : att->values)
              .op->getResult(0),
          *att);
  if (interleave)
    after.pop_back();
  if (failed(chainElementwiseOps(att->scoreOps, att->scores, "the attention",
                                 spec.scoreOps, otherInputs)) ||
      failed(chainElementwiseOps(after, att->values, "the attention",
                                 spec.epilogue, otherInputs)))
    return failure();
  // Inputs computed from the indices are no arguments.
  spec.computedInputs = att->computedInputs;
  llvm::erase_if(otherInputs, [&](const std::pair<Value, Operation *> &in) {
    return spec.computedInputs.count(in.first);
  });
  Value result = graph.node(nodes.back()).op->getResult(0);
  if (!host.isMapped(result))
    host.map(result, host.allocate(getHostBufferType(result.getType())));
  args.push_back(host.lookup(result));
  if (interleave) {
    args.back() = withHeadsBatch(args.back());
    spec.layouts[3] = cast<MemRefType>(args.back().getType());
  }
  if (failed(appendBuffers(otherInputs, args)))
    return failure();
  std::string name = tensorCoreKernelName("attention");
  gpu::LaunchFuncOp launch = launchAttentionKernel(host, gemmModule, name, spec,
                                                   args, opsLocation(nodes));
  launch->setAttr(kCompositionAttr, StringAttr::get(ctx, "attention"));
  const AttentionShape &s = spec.shape;
  if (remarks)
    op->emitRemark()
        << "stitched kernel " << name << ": ops [" << graph.describe(nodes)
        << "], fused attention " << s.batch << " x " << s.queries
        << " queries x " << s.keys << " keys, head " << s.headDim << " ("
        << spec.config.groups << " warpgroups"
        << (spec.emulate ? ", emulated" : "") << "), "
        << (spec.keyTileOffset
                ? std::to_string(int64_t(std::lround(
                      100 * attentionTilesComputed(s, spec.config,
                                                   spec.keyTileOffset)))) +
                      "% of the key tiles (the rest masked), "
                : std::string())
        << "grid "
        << (spec.keyTileOffset ? std::to_string(s.batch) + "x" +
                                     std::to_string(spec.config.gridX(s)) +
                                     " (the longest query blocks first)"
                               : std::to_string(spec.config.gridX(s)) + "x" +
                                     std::to_string(s.batch))
        << " of " << spec.config.threads() << " threads, "
        << spec.config.sharedBytes(s) << " bytes of shared memory, modelled "
        << formatFixed(infos[g].seconds * 1e6) << " us";
  return success();
}

/// Group `g`'s part of `launch`: what its kernel reads (tensors and
/// captured scalars) and writes (results used outside it, each given a
/// buffer), and its block range.
LogicalResult FunctionStitcher::collectPart(unsigned g, Launch &launch) {
  Part part;
  part.group = g;
  part.nodes = StitchGraph::sorted(members[g]);
  const StitchKernelInfo &info = infos[g];
  KernelInterface &iface = part.iface;
  llvm::SetVector<Value> reads, scalars;
  for (unsigned n : part.nodes) {
    linalg::GenericOp op = graph.node(n).op;
    SmallVector<Value> tensors;
    for (OpOperand *use : readOperands(op)) {
      Value v = use->get();
      Operation *def = v.getDefiningOp();
      std::optional<unsigned> pn = def ? graph.nodeOf(def) : std::nullopt;
      if (pn && llvm::is_contained(part.nodes, *pn))
        continue;
      if (!isa<ShapedType>(v.getType())) {
        if (!v.getDefiningOp<arith::ConstantOp>())
          scalars.insert(v);
        continue;
      }
      // A splat constant is a value in the kernel.
      if (!getStitchSplatValue(v))
        tensors.push_back(v);
    }
    // Tensors the body reads at computed indices come from memory.
    for (Value t : graph.node(n).extracted)
      if (!getStitchSplatValue(t))
        tensors.push_back(t);
    for (Value v : tensors) {
      if (failed(bufferOf(v, op)))
        return failure();
      reads.insert(v);
    }
    op.getRegion().walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (!op.getRegion().isAncestor(v.getParentRegion()) &&
            !v.getDefiningOp<arith::ConstantOp>() &&
            !isa<ShapedType>(v.getType()))
          scalars.insert(v);
    });
    bool outside = graph.node(n).escapes ||
                   llvm::any_of(graph.node(n).consumers, [&](unsigned c) {
                     return !llvm::is_contained(part.nodes, c);
                   });
    if (outside)
      iface.writes.push_back(n);
  }
  iface.reads.assign(reads.begin(), reads.end());
  iface.scalars.assign(scalars.begin(), scalars.end());
  // The function's arguments are mapped (GpuHostFunction::begin).
  for (Value v : iface.scalars)
    if (!host.isMapped(v))
      return graph.node(part.nodes[0])
                 .op->emitError(
                     "stitching: a body captures a value that is neither a "
                     "constant nor a function argument"),
             failure();
  // Buffers of the results used outside the kernel.
  for (unsigned n : iface.writes) {
    Value r = graph.node(n).op->getResult(0);
    if (!host.isMapped(r))
      host.map(r, host.allocate(getHostBufferType(r.getType())));
  }
  part.firstBlock = launch.gridSize;
  launch.gridSize += info.schedule.gridSize;
  launch.blockSize = std::max(launch.blockSize, info.schedule.blockSize);
  launch.sharedBytes = std::max(launch.sharedBytes, info.sharedAllocated);
  launch.parts.push_back(std::move(part));
  return success();
}

/// The kernel's arguments: each part's reads, writes and scalars.
void FunctionStitcher::collectKernelArgs(Launch &launch) {
  for (Part &part : launch.parts) {
    unsigned begin = launch.kArgs.size();
    for (Value v : part.iface.reads)
      launch.kArgs.push_back(host.lookup(v));
    for (unsigned n : part.iface.writes)
      launch.kArgs.push_back(host.lookup(graph.node(n).op->getResult(0)));
    for (Value v : part.iface.scalars)
      launch.kArgs.push_back(host.lookup(v));
    launch.argRange.push_back({begin, unsigned(launch.kArgs.size())});
  }
}

/// The partials buffers, the last arguments: a split column or scalar
/// reduction's (folded by a second kernel), or one per column reduction of
/// a row kernel with column partials (partial rows x columns, each folded by
/// a final kernel). Neither kind of kernel is packed.
LogicalResult FunctionStitcher::allocatePartials(Launch &launch) {
  SmallVector<Part, 2> &parts = launch.parts;
  const StitchSchedule &first = infos[parts[0].group].schedule;
  launch.split =
      (first.composition == "column" || first.composition == "scalar") &&
      first.splits > 1;
  if (launch.split && parts.size() > 1)
    return graph.node(parts[0].nodes[0])
               .op->emitError("cannot pack a split " + first.composition +
                              " reduction"),
           failure();
  if (launch.split) {
    const StitchNode &node = graph.node(parts[0].nodes[0]);
    launch.splitCols = 1;
    for (auto [d, it] : llvm::enumerate(node.op.getIteratorTypesArray()))
      if (it == utils::IteratorType::parallel)
        launch.splitCols *= node.domain[d];
    launch.kArgs.push_back(host.allocate(MemRefType::get(
        {first.splits * launch.splitCols}, Float32Type::get(ctx))));
  }
  bool rowLoop = first.rowLoop;
  if (rowLoop && parts.size() > 1)
    return graph.node(parts[0].nodes[0])
               .op->emitError("cannot pack a row kernel with column partials"),
           failure();
  if (!rowLoop)
    return success();
  const StitchKernelInfo &info = infos[parts[0].group];
  for (auto [p, n] : llvm::enumerate(parts[0].nodes)) {
    if (!info.columnPartial[p])
      continue;
    Value partials = host.allocate(
        MemRefType::get({first.splits * info.cols}, Float32Type::get(ctx)));
    launch.partialNodes.push_back(n);
    launch.partialArgs.push_back(launch.kArgs.size());
    launch.kArgs.push_back(partials);
  }
  return success();
}

/// The kernel `<func>_k<i>_[packed_]<compositions>`: each part's body under
/// its block range, then its launch on the stream.
LogicalResult FunctionStitcher::emitKernel(Launch &launch) {
  SmallVector<Part, 2> &parts = launch.parts;
  for (Value v : launch.kArgs)
    launch.kTypes.push_back(v.getType());
  launch.composition = infos[parts[0].group].schedule.composition;
  for (Part &part : llvm::drop_begin(parts))
    launch.composition += "_" + infos[part.group].schedule.composition;
  launch.name = (func.getName() + "_k" + Twine(kernelId++) + "_" +
                 (parts.size() > 1 ? "packed_" : "") + launch.composition)
                    .str();
  OpBuilder kb = OpBuilder::atBlockEnd(host.getKernelModule().getBody());
  SmallVector<Type> workgroup;
  if (launch.sharedBytes > 0)
    workgroup.push_back(MemRefType::get(
        {launch.sharedBytes}, IntegerType::get(ctx, 8), AffineMap(),
        gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup)));
  auto kernel = gpu::GPUFuncOp::create(
      kb, loc, launch.name, FunctionType::get(ctx, launch.kTypes, {}),
      workgroup);
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  kernel.setKnownBlockSizeAttr(
      DenseI32ArrayAttr::get(ctx, {int32_t(launch.blockSize), 1, 1}));
  OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
  Value shared;
  if (launch.sharedBytes > 0)
    shared = kernel.getWorkgroupAttributions().front();
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  SmallVector<Value> kernelArgs(kernel.getArguments().begin(),
                                kernel.getArguments().end());
  for (unsigned k = 0; k < parts.size(); ++k)
    if (failed(emitPart(launch, k, b, kernelArgs, tid, bid, shared)))
      return failure();
  gpu::ReturnOp::create(b, loc);
  Value gx = arith::ConstantIndexOp::create(hb, loc, launch.gridSize);
  Value bx = arith::ConstantIndexOp::create(hb, loc, launch.blockSize);
  Value one = arith::ConstantIndexOp::create(hb, loc, 1);
  launch.one = one;
  SmallVector<unsigned> launched;
  for (const Part &part : parts)
    llvm::append_range(launched, part.nodes);
  gpu::LaunchFuncOp launchOp = host.launch(
      kernel, gpu::KernelDim3{gx, one, one}, gpu::KernelDim3{bx, one, one},
      Value(), launch.kArgs, opsLocation(launched));
  launchOp->setAttr(kCompositionAttr, StringAttr::get(ctx, launch.composition));
  return success();
}

/// Part `k`'s body in the kernel at `b`: packed, under the guard of its
/// block range (blocks [first, first + grid), with ids from 0, threads past
/// its block size idle); built by the template of its composition.
LogicalResult FunctionStitcher::emitPart(const Launch &launch, unsigned k,
                                         OpBuilder &b,
                                         ArrayRef<Value> kernelArgs, Value tid,
                                         Value bid, Value shared) {
  const Part &part = launch.parts[k];
  const StitchKernelInfo &info = infos[part.group];
  ArrayRef<Value> partArgs =
      kernelArgs.slice(launch.argRange[k].first,
                       launch.argRange[k].second - launch.argRange[k].first);
  OpBuilder pb = b;
  Value partBid = bid;
  if (launch.parts.size() > 1) {
    // Blocks [first, first + grid) run this part, with ids from 0.
    Value lo = arith::ConstantIndexOp::create(b, loc, part.firstBlock);
    Value hi = arith::ConstantIndexOp::create(
        b, loc, part.firstBlock + info.schedule.gridSize);
    Value in =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, bid, hi);
    if (part.firstBlock > 0)
      in = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, bid, lo),
          in);
    if (info.schedule.blockSize < launch.blockSize)
      in = arith::AndIOp::create(
          b, loc, in,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, tid,
              arith::ConstantIndexOp::create(b, loc, info.schedule.blockSize)));
    auto ifOp = scf::IfOp::create(b, loc, in, false);
    pb.setInsertionPointToStart(ifOp.thenBlock());
    partBid = arith::SubIOp::create(pb, loc, bid, lo,
                                    guardedSubFlags(b.getContext()));
  }
  KernelBuilder kbuilder(graph, part.nodes, info, part.iface, pb, loc, partArgs,
                         tid, partBid, shared);
  if (launch.split) // the last function argument (attributions follow it)
    kbuilder.partials = kernelArgs[launch.kArgs.size() - 1];
  for (unsigned a : launch.partialArgs)
    kbuilder.columnPartials.push_back(kernelArgs[a]);
  StringRef comp = info.schedule.composition;
  return comp == "loop"     ? kbuilder.buildLoop()
         : comp == "column" ? kbuilder.buildColumn()
         : comp == "scalar" ? kbuilder.buildScalar()
                            : kbuilder.buildRow();
}

/// A final kernel `name` folding reduction `nodes`' partials (the kernel
/// argument `partialsArg`), launched after the kernel with its arguments:
/// over `cols` columns, 32 per block with kFinalLanes lanes each, or, for a
/// split scalar reduction, one warp.
LogicalResult FunctionStitcher::emitFinal(Launch &launch,
                                          const std::string &name,
                                          ArrayRef<unsigned> nodes,
                                          unsigned partialsArg, int64_t cols) {
  Part &part = launch.parts[0];
  Value one = launch.one;
  StitchKernelInfo info = infos[part.group];
  bool scalar = info.schedule.composition == "scalar";
  int64_t fthreads = scalar ? 32 : 32 * kFinalLanes;
  if (scalar)
    info.schedule.threadsPerRow = info.schedule.blockSize = 32;
  // A column final's lanes fold through shared memory.
  SmallVector<Type> fworkgroup;
  if (!scalar)
    fworkgroup.push_back(MemRefType::get(
        {kFinalLanes * 32 * 4}, IntegerType::get(ctx, 8), AffineMap(),
        gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup)));
  OpBuilder fkb = OpBuilder::atBlockEnd(host.getKernelModule().getBody());
  auto final = gpu::GPUFuncOp::create(
      fkb, loc, name, FunctionType::get(ctx, launch.kTypes, {}), fworkgroup);
  final->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  final.setKnownBlockSizeAttr(
      DenseI32ArrayAttr::get(ctx, {int32_t(fthreads), 1, 1}));
  OpBuilder fb = OpBuilder::atBlockBegin(&final.getBody().front());
  Value ftid = gpu::ThreadIdOp::create(fb, loc, gpu::Dimension::x);
  Value fbid = gpu::BlockIdOp::create(fb, loc, gpu::Dimension::x);
  SmallVector<Value> finalArgs(final.getArguments().begin(),
                               final.getArguments().end());
  KernelBuilder fbuilder(
      graph, nodes, info, part.iface, fb, loc, finalArgs, ftid, fbid,
      scalar ? Value() : Value(final.getWorkgroupAttributions().front()));
  fbuilder.partials = finalArgs[partialsArg];
  if (failed(scalar ? fbuilder.buildScalarFinal()
                    : fbuilder.buildColumnFinal()))
    return failure();
  gpu::ReturnOp::create(fb, loc);
  Value fgx =
      arith::ConstantIndexOp::create(hb, loc, scalar ? 1 : (cols + 31) / 32);
  Value fbx = arith::ConstantIndexOp::create(hb, loc, fthreads);
  gpu::LaunchFuncOp flaunch = host.launch(
      final, gpu::KernelDim3{fgx, one, one}, gpu::KernelDim3{fbx, one, one},
      Value(), launch.kArgs, opsLocation(nodes));
  flaunch->setAttr(
      kCompositionAttr,
      StringAttr::get(ctx, scalar ? "scalar_final" : "column_final"));
  return success();
}

/// A remark per part of the launch: its ops, composition and schedule, its
/// small GEMMs, its grid, modelled time and shared memory.
void FunctionStitcher::emitRemarks(const Launch &launch) {
  const std::string &kname = launch.name;
  for (const Part &part : launch.parts) {
    const StitchKernelInfo &info = infos[part.group];
    InFlightDiagnostic d = graph.node(part.nodes[0]).op->emitRemark();
    d << "stitched kernel " << kname;
    if (launch.parts.size() > 1)
      d << " (packed, blocks " << part.firstBlock << ".."
        << part.firstBlock + info.schedule.gridSize - 1 << ")";
    d << ": ops [" << graph.describe(part.nodes) << "], "
      << info.schedule.composition << " composition";
    if (info.schedule.composition == "column")
      d << " (32 columns x 32 row lanes per block"
        << (info.schedule.splits > 1
                ? ", rows in " + std::to_string(info.schedule.splits) +
                      " slices folded by " + kname + "_final"
                : std::string())
        << ")";
    else if (info.schedule.composition == "scalar")
      d << (info.schedule.splits > 1
                ? " (" + std::to_string(info.schedule.splits) +
                      " blocks, strided, partials folded by " + kname +
                      "_final)"
                : std::string(" (one block, strided)"));
    else if (info.schedule.composition != "loop")
      d << " (" << info.schedule.threadsPerRow << " threads per row, "
        << info.schedule.rowsPerBlock << " rows per block, "
        << (info.schedule.rowsPerThread > 1
                ? std::to_string(info.schedule.rowsPerThread) +
                      " rows per thread, "
                : std::string())
        << "vector " << info.schedule.vectorWidth << ", "
        << info.schedule.chunks << " chunks"
        << (info.schedule.rowLoop
                ? ", blocks looping over the rows; column partials of " +
                      std::to_string(launch.partialNodes.size()) +
                      " column reduction(s) in " +
                      std::to_string(info.schedule.splits) +
                      " partial rows folded by " + kname + "_final<k>"
                : std::string())
        << ")";
    for (auto [i, n] : llvm::enumerate(part.nodes))
      if (i < info.smallGemm.size() && info.smallGemm[i])
        d << ", small GEMM op " << n
          << " over k = " << graph.node(n).domain.back()
          << (info.stagedOffset[i] >= 0 &&
                      llvm::any_of(stitchGemmStages(graph.node(n).op,
                                                    info.schedule.rowsPerBlock),
                                   [](int64_t b) { return b > 0; })
                  ? " (row operand staged in shared memory)"
                  : "");
    d << ", grid " << info.schedule.gridSize << " x block "
      << info.schedule.blockSize << ", modelled "
      << formatFixed(info.seconds * 1e6) << " us";
    if (info.sharedRequested > 0)
      d << ", shared memory " << info.sharedAllocated << " of "
        << info.sharedRequested << " bytes requested (allocated/requested "
        << formatFixed(double(info.sharedAllocated) / info.sharedRequested)
        << ")";
  }
}

/// Results not computed in place copied to their out-parameters (through
/// views where they are reshapes or slices), the buffers freed, the stream
/// waited for; the old function erased.
LogicalResult FunctionStitcher::finish() {
  func::ReturnOp ret = host.getOriginalReturn();
  return host.finish([&](Value result) { return bufferOf(result, ret); });
}

LogicalResult mlir::kfusion::stitchFunction(func::FuncOp func,
                                            const StitchModel &device,
                                            bool remarks) {
  if (failed(prepareForStitching(func)))
    return failure();
  FailureOr<StitchGraph> built =
      StitchGraph::build(func, device.tensorCoreGemms);
  if (failed(built))
    return failure();
  return FunctionStitcher(func, *built, device, remarks).run();
}
