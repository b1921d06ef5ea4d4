//===- StitchCostModel.cpp - The cost model of stitched kernels -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FusionStitching's cost model, as the plan uses it: a kernel's time is a
// launch plus the longer of its global-memory traffic and its arithmetic,
// each at the fraction of the device its threads occupy; a pattern's score
// is what its ops take alone minus what the fused kernel takes. Also the
// kernels of single ops the row template does not generate (loop kernels,
// column and scalar compositions) with their schedules.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

double stitch::timeOf(int64_t bytes, double flops, int64_t threads,
                      const StitchModel &dev) {
  double full =
      double(dev.gpu.multiprocessors * dev.gpu.maxThreadsPerMultiprocessor);
  double fraction = std::min(1.0, std::max(1.0 / 256, threads / (0.5 * full)));
  double mem = bytes / (dev.gpu.dramBandwidth * fraction);
  // SIMT f32 throughput, derated for what a naive loop achieves.
  double compute = flops / (dev.gpu.f32Rate / dev.simtDerating * fraction);
  return dev.gpu.launchOverhead + std::max(mem, compute);
}

bool mlir::kfusion::stitchKernelSynchronizes(const StitchKernelInfo &info) {
  StringRef c = info.schedule.composition;
  return c == "block" || c == "column" || c == "scalar" ||
         llvm::any_of(info.stagedOffset, [](int64_t o) { return o >= 0; });
}

//===----------------------------------------------------------------------===//
// Kernels of one op outside the row template
//===----------------------------------------------------------------------===//

/// Makes `loop` the column composition of a reduction with `points` outputs
/// (at its parallel loops in order) of `redPoints` points each and `flops`
/// of work: blocks of 32 outputs x 32 lanes, each lane folding every 32nd
/// reduction point, the lanes' partials through shared memory (4 KB),
/// folded in lane order; the rows split over more blocks where that fills
/// the device.
static void scheduleColumnKernel(int64_t points, int64_t redPoints,
                                 double flops, const StitchModel &dev,
                                 StitchKernelInfo &loop) {
  loop.schedule.composition = "column";
  loop.schedule.threadsPerRow = 32; // row lanes
  loop.schedule.blockSize = 1024;
  int64_t tiles = (points + 31) / 32;
  // Enough blocks for two of them per multiprocessor, each lane
  // still folding at least 16 rows: rows split into slices whose
  // partials a second kernel folds in slice order.
  loop.schedule.splits =
      std::clamp<int64_t>((2 * dev.gpu.multiprocessors + tiles - 1) / tiles, 1,
                          std::max<int64_t>(1, redPoints / (32 * 16)));
  loop.schedule.gridSize = tiles * loop.schedule.splits;
  if (loop.schedule.splits > 1)
    loop.bytesWritten += loop.schedule.splits * points * 4 * 2;
  loop.sharedRequested = loop.sharedAllocated = 32 * 32 * 4;
  loop.sharedOffset.assign(1, 0);
  loop.seconds = timeOf(loop.bytesRead + loop.bytesWritten, flops,
                        loop.schedule.gridSize * 1024, dev);
}

/// Makes `loop` the scalar composition of a reduction of every loop over
/// `redPoints` points with `flops` of work. Up to kScalarBlockPoints points,
/// one block of up to 1024 threads, each folding a strided share, then
/// shuffles and warp partials. Past it the points are split over blocks
/// (each thread folding about 4 of them, at most kScalarMaxSplits blocks, of
/// 1024 threads past 128 K points) whose partials, one per block, a second
/// kernel `<k>_final` folds: one warp, in a fixed order (the same result
/// every run). One block streams a large reduction at a single
/// multiprocessor's pace (logreg's loss over 65536 points: 64 loads after
/// one another per thread).
static void scheduleScalarKernel(int64_t redPoints, double flops,
                                 const StitchModel &dev,
                                 StitchKernelInfo &loop) {
  loop.schedule.composition = "scalar";
  if (redPoints <= kScalarBlockPoints) {
    loop.schedule.blockSize =
        std::clamp<int64_t>(pow2Ceil(redPoints), 32, 1024);
  } else {
    loop.schedule.blockSize = redPoints > 128 * 1024 ? 1024 : 256;
    loop.schedule.splits =
        std::clamp<int64_t>((redPoints + 4 * loop.schedule.blockSize - 1) /
                                (4 * loop.schedule.blockSize),
                            2, kScalarMaxSplits);
    loop.bytesWritten += loop.schedule.splits * 4 * 2;
  }
  loop.schedule.threadsPerRow = loop.schedule.blockSize;
  loop.schedule.gridSize = loop.schedule.splits;
  loop.sharedRequested = loop.sharedAllocated =
      std::max<int64_t>(16, loop.schedule.blockSize / 32 * 4);
  loop.sharedOffset.assign(1, 0);
  loop.seconds = timeOf(loop.bytesRead + loop.bytesWritten, flops,
                        loop.schedule.gridSize * loop.schedule.blockSize, dev) +
                 (loop.schedule.splits > 1 ? dev.gpu.launchOverhead : 0.0);
}

StitchKernelInfo stitch::analyzeLoopKernel(const StitchNode &node,
                                           const StitchModel &dev) {
  StitchKernelInfo loop;
  int64_t points = 1;
  SmallVector<utils::IteratorType> iters = node.op.getIteratorTypesArray();
  for (auto [d, it] : llvm::enumerate(iters))
    if (it == utils::IteratorType::parallel)
      points *= node.domain[d];
  loop.feasible = true;
  loop.schedule.composition = "loop";
  loop.schedule.blockSize = std::min<int64_t>(256, pow2Ceil(points));
  loop.schedule.gridSize =
      (points + loop.schedule.blockSize - 1) / loop.schedule.blockSize;
  loop.bytesRead = node.readBytes;
  loop.bytesWritten = node.resultBytes;
  double bodyOps = std::max<int64_t>(
      1, node.op.getRegion().front().getOperations().size() - 1);
  double flops = bodyOps * product(node.domain);
  loop.seconds = timeOf(loop.bytesRead + loop.bytesWritten, flops, points, dev);
  loop.sharedOffset.assign(1, -1);
  // Reductions with a known combiner split their reduction loops over the
  // threads of a block instead of one thread per output:
  //  - "column": a column reduction, or a row reduction too long for the
  //    row template (a vecmat), the output at the parallel loops in order;
  //  - "scalar": every loop a reduction.
  Operation *comb = getStitchCombiner(node.op);
  bool f32 = isa<ShapedType>(node.op->getResult(0).getType()) &&
             cast<ShapedType>(node.op->getResult(0).getType())
                 .getElementType()
                 .isF32();
  if (!comb || !getStitchCombinerIdentity(comb) || !f32 ||
      !llvm::all_of(node.op.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return loop;
  unsigned nd = iters.size();
  int64_t redPoints = product(node.domain) / std::max<int64_t>(1, points);
  // The output at the parallel loops in order (the reduction loops may
  // come anywhere: a vecmat's reduction is its last loop but the
  // leading dimension of its matrix).
  SmallVector<AffineExpr> parallel;
  for (unsigned d = 0; d < nd; ++d)
    if (iters[d] == utils::IteratorType::parallel)
      parallel.push_back(getAffineDimExpr(d, node.op.getContext()));
  AffineMap out = node.op.getIndexingMapMatchingResult(node.op->getResult(0));
  if ((node.cls == StitchOpClass::ColumnReduction ||
       node.cls == StitchOpClass::RowReduction) &&
      !parallel.empty() &&
      out == AffineMap::get(nd, 0, parallel, node.op.getContext()))
    scheduleColumnKernel(points, redPoints, flops, dev, loop);
  else if (node.cls == StitchOpClass::ScalarReduction)
    scheduleScalarKernel(redPoints, flops, dev, loop);
  return loop;
}

//===----------------------------------------------------------------------===//
// Kernels, row kernels' traffic and scores
//===----------------------------------------------------------------------===//

/// A tensor-core GEMM and its epilogue (`group` sorted, the GEMM first, then
/// elementwise ops each reading the GEMM's result or earlier ones' at its
/// point: a chain, or a DAG such as a tanh GELU's, and row-wise ops (a
/// softmax's or a layernorm's row reductions, which need a tile spanning the
/// row), with every result but the last read only inside the group;
/// matchGemmEpilogueDag): the GEMM model's
/// configuration and estimate plus the epilogue's other inputs read once at
/// the device's bandwidth (the launch honours a kfusion.gemm_* plan on the
/// op; kfusion-stitch builds it with buildGemmKernel). Blocks of
/// config.threads(), one per C tile and batch; its shared memory is the
/// GEMM kernel's own.
static StitchKernelInfo analyzeGemmKernel(ArrayRef<StitchNode> nodes,
                                          ArrayRef<unsigned> group,
                                          const StitchModel &dev) {
  StitchKernelInfo info;
  info.seconds = -1;
  const StitchNode &node = nodes[group[0]];
  if (!node.gemm) {
    info.reason = "a tensor-core GEMM's kernel starts with the GEMM";
    return info;
  }
  if (group.size() > 1 && !dev.gemmEpilogues) {
    info.reason = "GEMM epilogues are off (gemm-epilogues=false)";
    return info;
  }
  SmallVector<linalg::GenericOp> ops;
  for (unsigned i = 0; i < group.size(); ++i) {
    const StitchNode &n = nodes[group[i]];
    if (i > 0 && n.gemm) {
      info.reason = "two tensor-core GEMMs cannot share a kernel";
      return info;
    }
    if (i > 0)
      ops.push_back(n.op);
    if (i + 1 == group.size())
      continue;
    if (n.escapes || llvm::any_of(n.consumers, [&](unsigned c) {
          return !llvm::is_contained(group, c);
        })) {
      info.reason = "op " + std::to_string(group[i]) +
                    "'s result is read outside the GEMM's epilogue";
      return info;
    }
  }
  SmallVector<GemmEpilogueOp> epilogue;
  std::string dagWhy;
  if (failed(matchGemmEpilogueDag(ops, node.op->getResult(0), epilogue, dagWhy,
                                  /*rowOps=*/true))) {
    info.reason = "op " + std::to_string(group[epilogue.size() + 1]) +
                  " cannot be in the GEMM's epilogue: " + dagWhy;
    return info;
  }
  // The epilogue's kernel arguments, each read once.
  int64_t extraBytes = 0;
  for (const GemmEpilogueOp &e : epilogue)
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber())) {
        auto t = cast<RankedTensorType>(in->get().getType());
        extraBytes += t.getNumElements() *
                      (t.getElementType().getIntOrFloatBitWidth() + 7) / 8;
      }
  // The model weighs the epilogue's instructions against the k loop (the
  // ping-pong schedule runs one beside the other).
  // What the launch builds (emitGemmLaunch): the op's kfusion.gemm_* plan,
  // the pipeline's request, a tuning cache's measured entry, the model.
  GemmOp gemm = *node.gemm;
  setGemmEpilogue(gemm.shape, epilogue);
  const GemmShape &shape = gemm.shape;
  std::string why, dropped;
  FailureOr<GemmChoice> choice = chooseGemmPlan(
      gemm, dev.gpu, dev.tuning,
      honorGemmRequest(dev.gemmRequest, shape, dev.gpu, dropped), why);
  if (failed(choice)) {
    info.seconds = -1;
    info.reason = "no tensor-core GEMM configuration fits: " + why;
    info.noGemmConfiguration = true;
    return info;
  }
  const GemmConfig &c = choice->config;
  info.feasible = true;
  info.schedule.composition = "gemm";
  info.schedule.blockSize = c.threads();
  info.schedule.gridSize = c.blocks(shape);
  info.bytesRead = node.readBytes + std::max<int64_t>(extraBytes, 0);
  info.bytesWritten = nodes[group.back()].resultBytes;
  // A measured kernel's time is the whole kernel's, epilogue included (the
  // tuning cache's problem names the epilogue).
  info.gemmModelSeconds =
      choice->estimate.seconds +
      std::max<int64_t>(extraBytes, 0) / dev.gpu.dramBandwidth;
  info.seconds = choice->measuredSeconds ? *choice->measuredSeconds
                                         : info.gemmModelSeconds;
  return info;
}

StitchKernelInfo StitchGraph::analyzeKernel(ArrayRef<unsigned> groupIn,
                                            const StitchModel &dev) const {
  SmallVector<unsigned> group = sorted(groupIn);
  int64_t gemms = llvm::count_if(
      group, [&](unsigned n) { return nodeList[n].gemm.has_value(); });
  // (The attention kernel reads and writes some views in place.)
  if (gemms > 1)
    return stitch::analyzeAttentionKernel(*this, group, dev);
  // A value read from memory (through a reshape view, or by a
  // tensor.extract in a body) must be complete before the kernel.
  for (unsigned n : group)
    for (unsigned p : nodeList[n].memoryProducers)
      if (llvm::is_contained(group, p)) {
        StitchKernelInfo info;
        info.seconds = -1;
        info.reason = "op " + std::to_string(n) + " reads the result of op " +
                      std::to_string(p) +
                      " from memory (through a reshape or a tensor.extract)";
        return info;
      }
  if (gemms == 1)
    return analyzeGemmKernel(nodeList, group, dev);
  if (group.size() != 1)
    return analyzeRowKernel(group, dev);
  // A loop kernel: for an op the row template cannot take, and for a single
  // op it cannot generate (so every op alone always has a kernel). A column
  // reduction alone is the column composition.
  const StitchNode &node = nodeList[group[0]];
  if (!node.notRowReason.empty() || node.cls == StitchOpClass::ColumnReduction)
    return analyzeLoopKernel(node, dev);
  StitchKernelInfo row = analyzeRowKernel(group, dev);
  // A schedule written on the op is honoured or refused, never dropped.
  bool scheduled = node.op->hasAttr(kStitchThreadsAttr) ||
                   node.op->hasAttr(kStitchRowsAttr) ||
                   node.op->hasAttr(kStitchRowsPerThreadAttr);
  return row.feasible || scheduled ? row : analyzeLoopKernel(node, dev);
}

void stitch::modelRowKernelCost(const StitchGraph &graph,
                                ArrayRef<unsigned> group,
                                const StitchModel &dev,
                                StitchKernelInfo &info) {
  llvm::SmallDenseMap<unsigned, unsigned> pos;
  for (auto [i, n] : llvm::enumerate(group))
    pos[n] = i;
  const StitchSchedule &s = info.schedule;
  // Traffic: each outside tensor read once, each value used outside written.
  llvm::SmallPtrSet<Value, 8> readValues;
  double flops = 0;
  for (unsigned n : group) {
    const StitchNode &node = graph.node(n);
    for (OpOperand *use : readOperands(node.op)) {
      Operation *def = use->get().getDefiningOp();
      std::optional<unsigned> producer = def ? graph.nodeOf(def) : std::nullopt;
      if (producer && pos.count(*producer))
        continue;
      if (isa<ShapedType>(use->get().getType()) &&
          readValues.insert(use->get()).second)
        info.bytesRead += bytesOf(use->get().getType());
    }
    bool outside =
        node.escapes ||
        llvm::any_of(node.consumers, [&](unsigned c) { return !pos.count(c); });
    if (outside)
      info.bytesWritten += node.resultBytes;
    // Column partials: written by this kernel, read by a final one.
    if (info.columnPartial[pos[n]])
      info.bytesWritten += 2 * s.splits * info.cols * 4;
    flops += double(product(node.domain)) *
             std::max<size_t>(
                 1, node.op.getRegion().front().getOperations().size() - 1);
  }
  info.feasible = true;
  info.seconds =
      timeOf(info.bytesRead + info.bytesWritten, flops,
             s.gridSize * s.blockSize, dev) +
      dev.gpu.launchOverhead * double(llvm::count(info.columnPartial, true));
}

double StitchGraph::score(ArrayRef<unsigned> group,
                          const StitchModel &dev) const {
  StitchKernelInfo k = analyzeKernel(group, dev);
  if (!k.feasible)
    return -1;
  double alone = 0;
  for (unsigned n : sorted(group))
    alone += analyzeKernel({n}, dev).seconds;
  return alone - k.seconds;
}
