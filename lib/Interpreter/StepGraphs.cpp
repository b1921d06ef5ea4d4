//===- StepGraphs.cpp - kfusionGraphBegin / End in the interpreter --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The runtime's step graphs (lib/Runtime/CudaGraphs.cpp) on kfusion-sim: a
// call is recorded while it runs, refused for the same reasons in the same
// words, and replayed as its launches and memsets on the buffers it was
// recorded with, its host code skipped, so that checks on the interpreter
// run what a GPU replay runs.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "KFusion/Runtime/Runtime.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

/// False when $KFUSION_CUDA_GRAPH is 0, as in the runtime.
static bool graphsEnabled() {
  const char *text = getenv(KFUSION_GRAPH_ENV);
  return !(text && std::strcmp(text, "0") == 0);
}

/// A launch with the parameters of `launch` (kernel, sizes, arguments) and
/// none of its progress.
static std::unique_ptr<LaunchCtx> launchParameters(const LaunchCtx &launch) {
  auto copy = std::make_unique<LaunchCtx>();
  copy->fn = launch.fn;
  copy->op = launch.op;
  std::copy_n(launch.grid, 3, copy->grid);
  std::copy_n(launch.block, 3, copy->block);
  std::copy_n(launch.cluster, 3, copy->cluster);
  copy->dynamicSharedBytes = launch.dynamicSharedBytes;
  copy->args = launch.args;
  copy->totalBlocks = launch.totalBlocks;
  return copy;
}

bool InterpreterImpl::graphBegin(ThreadCtx &t, const Inst &inst, int64_t key,
                                 bool &replayed) {
  replayed = false;
  if (!graphsEnabled())
    return true;
  if (recording) {
    report("step graph",
           "kfusionGraphBegin(" + Twine(key) + "): the call of key " +
               Twine(recording->key) +
               " is being recorded on this thread (kfusionGraphEnd first)",
           inst.origin, &t);
    return false;
  }
  auto it = stepGraphs.find(key);
  if (it == stepGraphs.end()) {
    recording.emplace();
    recording->key = key;
    auto refused = refusedStepGraphs.find(key);
    if (refused != refusedStepGraphs.end()) {
      recording->refused = refused->second;
      recording->refusedBefore = true;
    }
    return true;
  }
  // The replay: each recorded operation after the one before it, as the
  // graph's nodes are chained, then waited for.
  Token *previous = nullptr;
  for (const RecordedOp &recorded : it->second.ops) {
    AsyncOp op;
    op.op = recorded.op;
    if (previous)
      op.deps.push_back(previous);
    op.token = &tokens.emplace_back();
    if (recorded.launch) {
      op.kind = AsyncOp::Launch;
      op.launch = launchParameters(*recorded.launch);
      op.launch->token = op.token;
      ++stats.kernelLaunches;
    } else {
      op.kind = AsyncOp::Memset;
      op.dst = recorded.dst;
      op.value = recorded.value;
      op.elem = recorded.elem;
    }
    previous = op.token;
    pending.push_back(std::move(op));
  }
  replayed = true;
  return drainDevice();
}

bool InterpreterImpl::graphEnd(ThreadCtx &t, const Inst &inst, int64_t key) {
  if (!graphsEnabled())
    return true;
  if (!recording || recording->key != key) {
    report("step graph",
           "kfusionGraphEnd(" + Twine(key) +
               "): no call of this key is being recorded on this thread "
               "(kfusionGraphBegin(" +
               Twine(key) + ") returned true, or was not called)",
           inst.origin, &t);
    return false;
  }
  StepRecording r = std::move(*recording);
  recording.reset();
  if (r.refused.empty() && !r.allocated.empty())
    r.refused = KFUSION_GRAPH_KEEPS;
  if (r.refused.empty() && r.graph.kernels == 0)
    r.refused = KFUSION_GRAPH_NO_KERNEL;
  if (!r.refused.empty()) {
    // The frees the recording held back happen now.
    for (MemRefDesc *d : r.graph.kept)
      d->buf->freed = true;
    if (!r.refusedBefore)
      llvm::errs() << "kfusion-graph: key=" << key
                   << " not recorded: " << r.refused << "\n";
    refusedStepGraphs[key] = r.refused;
    return true;
  }
  llvm::errs() << "kfusion-graph: key=" << key
               << " recorded: " << r.graph.kernels << " kernels, "
               << r.graph.memsets << " memsets, " << r.graph.kept.size()
               << " buffers kept\n";
  stepGraphs[key] = std::move(r.graph);
  return true;
}

unsigned InterpreterImpl::recordStream(ArrayRef<Token *> deps,
                                       const Token *token) {
  StepRecording &r = *recording;
  unsigned stream;
  if (deps.empty()) {
    stream = r.streams++;
  } else if (deps.size() == 1) {
    // Its dependency's stream (one made before the call: a stream of its
    // own, the same for every operation after that token).
    auto [it, inserted] = r.streamOf.try_emplace(deps.front(), r.streams);
    if (inserted)
      ++r.streams;
    stream = it->second;
  } else {
    // Several dependencies (or one made before the call): the lowering
    // joins them on a new stream through events.
    stream = r.streams++;
    recordRefuse(KFUSION_GRAPH_RECORDS_EVENTS);
  }
  r.streamOf[token] = stream;
  return stream;
}

void InterpreterImpl::recordRefuse(StringRef why) {
  // (The reasons are Runtime.h's literals: null-terminated.)
  if (kfusionGraphReasonReplaces(recording->refused.c_str(), why.data()))
    recording->refused = why.str();
}

void InterpreterImpl::recordWork(const AsyncOp &op, unsigned stream) {
  StepRecording &r = *recording;
  if (!r.refused.empty())
    return;
  if (r.workStream && *r.workStream != stream) {
    recordRefuse(KFUSION_GRAPH_TWO_STREAMS);
    return;
  }
  r.workStream = stream;
  RecordedOp recorded;
  recorded.op = op.op;
  if (op.kind == AsyncOp::Launch) {
    recorded.launch = launchParameters(*op.launch);
    ++r.graph.kernels;
  } else {
    recorded.dst = op.dst;
    recorded.value = op.value;
    recorded.elem = op.elem;
    ++r.graph.memsets;
  }
  r.graph.ops.push_back(std::move(recorded));
}

bool InterpreterImpl::recordKeepsFreed(MemRefDesc *d) {
  StepRecording &r = *recording;
  if (!r.refused.empty())
    return false;
  auto it = llvm::find(r.allocated, d);
  if (it == r.allocated.end()) {
    recordRefuse(KFUSION_GRAPH_FREES_OTHER);
    return false;
  }
  r.allocated.erase(it);
  r.graph.kept.push_back(d);
  return true;
}
