//===- CudaGraphs.cpp - A repeated call replayed as one CUDA graph --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusionGraphBegin / kfusionGraphEnd (Runtime.h): the first call of a key
// runs as usual while the launches and memsets it issues on its thread are
// added to a graph (each on the nodes issued before it on the one stream);
// later calls launch the instantiated graph. Recording beside execution,
// rather than stream capture, lets a recording be dropped at any operation
// without changing what the call computes.
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include "KFusion/Runtime/Runtime.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace mlir::kfusion::runtime;

namespace mlir::kfusion::runtime {

/// A call being recorded.
struct GraphRecording {
  int64_t key = 0;
  CUcontext context = nullptr;
  CUgraph graph = nullptr;
  CUstream stream = nullptr;  // the one stream the call works on
  CUgraphNode last = nullptr; // the node issued last on it
  int64_t kernels = 0;
  int64_t memsets = 0;
  std::vector<CUdeviceptr> allocated; // by the call, not yet freed
  std::vector<CUdeviceptr> freed;     // by the call: kept for the replays
  std::string refused; // why the call cannot be replayed; empty while it can
  bool refusedBefore = false; // the key was refused by an earlier recording
};

thread_local GraphRecording *graphRecording = nullptr;

} // namespace mlir::kfusion::runtime

namespace {

/// An instantiated graph and what it keeps.
struct StepGraph {
  CUcontext context = nullptr;
  CUgraphExec exec = nullptr;
  CUstream stream = nullptr; // runtime-owned; replays run on it
  int64_t kernels = 0;
  std::vector<CUdeviceptr> memory;
};

/// The graphs by key, and the keys refused (never destroyed: graphs live as
/// long as the process, like the modules they launch).
struct Graphs {
  std::mutex mutex;
  std::map<int64_t, StepGraph> recorded;
  std::map<int64_t, std::string> refused;
};

Graphs &graphs() {
  static Graphs *state = new Graphs;
  return *state;
}

/// False when $KFUSION_CUDA_GRAPH is 0.
bool graphsEnabled() {
  const char *text = getenv(KFUSION_GRAPH_ENV);
  return !(text && std::string(text) == "0");
}

/// Whether the driver has every entry point the graphs use.
bool driverHasGraphs(const DriverApi &api) {
  return api.cuGraphCreate && api.cuGraphDestroy && api.cuGraphAddKernelNode &&
         api.cuGraphAddMemsetNode && api.cuGraphKernelNodeSetAttribute &&
         api.cuGraphInstantiate && api.cuGraphLaunch && api.cuGraphExecDestroy;
}

/// Checks that the recorded call's operation on `stream` can join its graph;
/// records the refusal and returns false otherwise.
bool onRecordedStream(GraphRecording &r, const ScopedContext &context,
                      CUstream stream) {
  // (The streams are checked even once refused: a second stream outranks
  // the events refused before it, kfusionGraphReasonReplaces.)
  if (context.get() != r.context) {
    mlir::kfusion::runtime::graphRecordRefuse("it works on another device");
    return false;
  }
  if (r.stream && stream != r.stream) {
    mlir::kfusion::runtime::graphRecordRefuse(KFUSION_GRAPH_TWO_STREAMS);
    return false;
  }
  r.stream = stream;
  return r.refused.empty();
}

/// The dependencies of the next node: the last one issued.
size_t dependencies(const GraphRecording &r, const CUgraphNode **nodes) {
  *nodes = r.last ? &r.last : nullptr;
  return r.last ? 1 : 0;
}

} // namespace

void mlir::kfusion::runtime::graphRecordKernel(
    const ScopedContext &context, CUstream stream, CUfunction function,
    const unsigned grid[3], const unsigned block[3], unsigned sharedBytes,
    void **params, void **extra, const unsigned *cluster) {
  GraphRecording &r = *graphRecording;
  if (!onRecordedStream(r, context, stream))
    return;
  CUDA_KERNEL_NODE_PARAMS node = {};
  node.func = function;
  node.gridDimX = grid[0];
  node.gridDimY = grid[1];
  node.gridDimZ = grid[2];
  node.blockDimX = block[0];
  node.blockDimY = block[1];
  node.blockDimZ = block[2];
  node.sharedMemBytes = sharedBytes;
  node.kernelParams = params;
  node.extra = extra;
  const CUgraphNode *deps = nullptr;
  size_t count = dependencies(r, &deps);
  CUgraphNode added = nullptr;
  // The node copies the parameter values: the call's own may go out of scope.
  KFUSION_CU_CHECK(cuGraphAddKernelNode, &added, r.graph, deps, count, &node);
  if (cluster) {
    CUlaunchAttribute attributes[2];
    clusterLaunchAttributes(cluster, attributes);
    for (const CUlaunchAttribute &attribute : attributes)
      KFUSION_CU_CHECK(cuGraphKernelNodeSetAttribute, added, attribute.id,
                       &attribute.value);
  }
  r.last = added;
  ++r.kernels;
}

void mlir::kfusion::runtime::graphRecordMemset(
    const ScopedContext &context, CUstream stream, CUdeviceptr destination,
    unsigned value, unsigned elementSize, size_t count) {
  GraphRecording &r = *graphRecording;
  if (!onRecordedStream(r, context, stream))
    return;
  CUDA_MEMSET_NODE_PARAMS node = {};
  node.dst = destination;
  node.value = value;
  node.elementSize = elementSize;
  node.width = count;
  node.height = 1;
  const CUgraphNode *deps = nullptr;
  size_t n = dependencies(r, &deps);
  CUgraphNode added = nullptr;
  KFUSION_CU_CHECK(cuGraphAddMemsetNode, &added, r.graph, deps, n, &node,
                   r.context);
  r.last = added;
  ++r.memsets;
}

void mlir::kfusion::runtime::graphRecordRefuse(const char *why) {
  GraphRecording &r = *graphRecording;
  if (kfusionGraphReasonReplaces(r.refused.c_str(), why))
    r.refused = why;
}

void mlir::kfusion::runtime::graphRecordAlloc(CUdeviceptr pointer) {
  if (graphRecording->refused.empty())
    graphRecording->allocated.push_back(pointer);
}

bool mlir::kfusion::runtime::graphKeepsFreed(CUdeviceptr pointer) {
  GraphRecording &r = *graphRecording;
  if (!r.refused.empty())
    return false;
  auto it = std::find(r.allocated.begin(), r.allocated.end(), pointer);
  if (it == r.allocated.end()) {
    graphRecordRefuse(KFUSION_GRAPH_FREES_OTHER);
    return false;
  }
  r.allocated.erase(it);
  r.freed.push_back(pointer);
  return true;
}

extern "C" bool kfusionGraphBegin(int64_t key) {
  if (!graphsEnabled())
    return false;
  if (graphRecording)
    fatalError("%s(%" PRId64 "): the call of key %" PRId64
               " is being recorded on this thread (kfusionGraphEnd first)",
               __func__, key, graphRecording->key);
  ScopedContext context(__func__);
  Graphs &g = graphs();
  std::unique_lock<std::mutex> lock(g.mutex);
  auto it = g.recorded.find(key);
  if (it != g.recorded.end()) {
    StepGraph &step = it->second;
    if (step.context != context.get())
      fatalError("%s(%" PRId64 "): the graph was recorded on another device",
                 __func__, key);
    lock.unlock();
    TimedScope timed(context, step.stream, __func__, step.kernels);
    KFUSION_CU_CHECK(cuGraphLaunch, step.exec, step.stream);
    timed.finish();
    // As the call would: its work is done when it returns.
    KFUSION_CU_CHECK(cuStreamSynchronize, step.stream);
    return true;
  }
  // A recording even of a key refused before, so that kfusionGraphEnd pairs
  // with this call; it adds nothing.
  auto *recording = new GraphRecording;
  recording->key = key;
  recording->context = context.get();
  auto refused = g.refused.find(key);
  if (refused != g.refused.end()) {
    recording->refused = refused->second;
    recording->refusedBefore = true;
  } else if (!driverHasGraphs(driver())) {
    recording->refused = "the CUDA driver lacks graphs";
  } else {
    KFUSION_CU_CHECK(cuGraphCreate, &recording->graph, 0);
  }
  graphRecording = recording;
  return false;
}

extern "C" void kfusionGraphEnd(int64_t key) {
  if (!graphsEnabled())
    return;
  GraphRecording *recording = graphRecording;
  if (!recording || recording->key != key)
    fatalError("%s(%" PRId64 "): no call of this key is being recorded on this "
               "thread (kfusionGraphBegin(%" PRId64 ") returned true, or was "
               "not called)",
               __func__, key, key);
  graphRecording = nullptr;
  std::unique_ptr<GraphRecording> r(recording);
  ScopedContext context(__func__);
  if (r->refused.empty() && !r->allocated.empty())
    r->refused = KFUSION_GRAPH_KEEPS;
  if (r->refused.empty() && r->kernels == 0)
    r->refused = KFUSION_GRAPH_NO_KERNEL;
  Graphs &g = graphs();
  std::lock_guard<std::mutex> lock(g.mutex);
  if (!r->refused.empty()) {
    if (r->graph)
      KFUSION_CU_CHECK(cuGraphDestroy, r->graph);
    for (CUdeviceptr pointer : r->freed)
      mgpuMemFree(reinterpret_cast<void *>(pointer), nullptr);
    if (!r->refusedBefore)
      fprintf(stderr, "kfusion-graph: key=%" PRId64 " not recorded: %s\n", key,
              r->refused.c_str());
    g.refused[key] = r->refused;
    return;
  }
  StepGraph step;
  step.context = r->context;
  step.kernels = r->kernels;
  step.memory = std::move(r->freed);
  KFUSION_CU_CHECK(cuGraphInstantiate, &step.exec, r->graph, 0);
  KFUSION_CU_CHECK(cuGraphDestroy, r->graph);
  KFUSION_CU_CHECK(cuStreamCreate, &step.stream, CU_STREAM_NON_BLOCKING);
  fprintf(stderr,
          "kfusion-graph: key=%" PRId64 " recorded: %" PRId64
          " kernels, %" PRId64 " memsets, %zu buffers kept\n",
          key, r->kernels, r->memsets, step.memory.size());
  g.recorded.emplace(key, std::move(step));
}
