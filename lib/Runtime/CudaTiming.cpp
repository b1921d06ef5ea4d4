//===- CudaTiming.cpp - Timing regions of device operations ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusionTimingBegin / kfusionTimingEnd (Runtime.h): between them, every
// launch, copy and memset records a pair of events (TimedScope), and the
// region's time runs from the earliest start to the latest end. A region
// may open with a cache flush (KFUSION_TIMING_FLUSH_MIB) that holds its
// operations until the caches are cold.
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include "KFusion/Runtime/Runtime.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>

using namespace mlir::kfusion::runtime;

namespace {
/// The start and end events recorded around one device operation.
struct TimedOperation {
  CUevent start;
  CUevent end;
  int64_t count; // the device operations it stands for (kernels of a graph)
};

/// State of kfusionTimingBegin / kfusionTimingEnd.
struct Timing {
  std::mutex mutex;
  std::atomic<bool> open{false};
  uint64_t region = 0;         // incremented by every kfusionTimingBegin
  CUcontext context = nullptr; // context of the stream, events and pool
  CUstream stream = nullptr;   // runtime-owned, carries the reference event
  CUevent reference = nullptr; // recorded at kfusionTimingBegin
  std::vector<CUevent> pool;   // timing-enabled events, free for reuse
  std::vector<TimedOperation> operations;
  int64_t lastOpCount = 0;
  // The cache flush (KFUSION_TIMING_FLUSH_MIB): a device buffer written on
  // `stream` at kfusionTimingBegin, and the event recorded after it that every
  // timed operation of the region waits for.
  CUdeviceptr flushBuffer = 0;
  size_t flushBytes = 0;
  CUevent gate = nullptr;
};

/// Returns the timing state (never destroyed).
Timing &timing() {
  static Timing *state = new Timing;
  return *state;
}

/// Takes a timing-enabled event from the pool, creating one when it is
/// empty. The caller holds the timing mutex and the pool's context.
CUevent acquireEvent(Timing &t, const char *function) {
  if (!t.pool.empty()) {
    CUevent event = t.pool.back();
    t.pool.pop_back();
    return event;
  }
  CUevent event = nullptr;
  checkResult(driver().cuEventCreate(&event, CU_EVENT_DEFAULT), "cuEventCreate",
              function);
  return event;
}

/// The bytes of the cache flush that opens each timing region:
/// $KFUSION_TIMING_FLUSH_MIB mebibytes (a whole number, at most 65536), 0 when
/// unset or empty.
size_t timingFlushBytes(const char *function) {
  const char *text = getenv("KFUSION_TIMING_FLUSH_MIB");
  if (!text || !*text)
    return 0;
  char *end = nullptr;
  errno = 0;
  unsigned long long mib = strtoull(text, &end, 10);
  if (errno || *end || text[0] == '-' || mib > 65536)
    fatalError("%s: KFUSION_TIMING_FLUSH_MIB=%s is not a number of mebibytes "
               "from 0 to 65536",
               function, text);
  return static_cast<size_t>(mib) << 20;
}

/// With $KFUSION_TIMING_TRACE naming a file, appends one line per operation
/// of the region just closed: its place in issue order and its start and end
/// in microseconds from the region's first start, so that the gaps between
/// operations (launch latency, event records) can be told from their
/// durations.
void traceRegion(uint64_t region,
                 const std::vector<std::pair<float, float>> &ops,
                 float earliestStart) {
  const char *path = getenv("KFUSION_TIMING_TRACE");
  if (!path || !*path)
    return;
  FILE *file = fopen(path, "a");
  if (!file)
    fatalError("kfusionTimingEnd: cannot open KFUSION_TIMING_TRACE=%s", path);
  for (size_t i = 0; i < ops.size(); ++i)
    fprintf(file,
            "kfusion-timing: region=%llu op=%zu start-us=%.2f end-us=%.2f\n",
            static_cast<unsigned long long>(region), i,
            1e3 * (ops[i].first - earliestStart),
            1e3 * (ops[i].second - earliestStart));
  fclose(file);
}

} // namespace

TimedScope::TimedScope(const ScopedContext &context, CUstream stream,
                       const char *function, int64_t operations)
    : stream(stream), function(function), operations(operations) {
  Timing &t = timing();
  if (!t.open.load(std::memory_order_acquire))
    return;
  std::lock_guard<std::mutex> lock(t.mutex);
  if (!t.open.load() || t.context != context.get())
    return;
  region = t.region;
  start = acquireEvent(t, function);
  end = acquireEvent(t, function);
  // Held behind the region's cache flush: the operation starts on a device
  // that was busy while the host issued it.
  if (t.gate)
    checkResult(driver().cuStreamWaitEvent(stream, t.gate, 0),
                "cuStreamWaitEvent", function);
  checkResult(driver().cuEventRecord(start, stream), "cuEventRecord", function);
}

void TimedScope::finish() {
  if (!end)
    return;
  Timing &t = timing();
  std::lock_guard<std::mutex> lock(t.mutex);
  checkResult(driver().cuEventRecord(end, stream), "cuEventRecord", function);
  if (t.open.load() && t.region == region) {
    t.operations.push_back({start, end, operations});
  } else {
    // The region was closed by another thread meanwhile.
    t.pool.push_back(start);
    t.pool.push_back(end);
  }
  end = nullptr;
}

extern "C" void kfusionTimingBegin(void) {
  ScopedContext context(__func__);
  Timing &t = timing();
  std::lock_guard<std::mutex> lock(t.mutex);
  if (t.open.load())
    fatalError("%s: a timing region is already open", __func__);
  if (t.context != context.get()) {
    // First region, or the default device changed: the stream and the
    // pooled events belong to the old context.
    for (CUevent event : t.pool)
      KFUSION_CU_CHECK(cuEventDestroy, event);
    t.pool.clear();
    if (t.stream)
      KFUSION_CU_CHECK(cuStreamDestroy, t.stream);
    t.stream = nullptr;
    KFUSION_CU_CHECK(cuStreamCreate, &t.stream, CU_STREAM_NON_BLOCKING);
    if (t.flushBuffer)
      KFUSION_CU_CHECK(cuMemFree, t.flushBuffer);
    t.flushBuffer = 0;
    t.flushBytes = 0;
    t.context = context.get();
  }
  t.reference = acquireEvent(t, __func__);
  KFUSION_CU_CHECK(cuEventRecord, t.reference, t.stream);
  // The cache flush, as triton.testing.do_bench does before each repetition:
  // write a buffer larger than the L2 cache, and hold the region's operations
  // until it is written. The caches start cold, and the device is busy while
  // the host issues the first operations, so the region times the device's
  // work, not the host's launch latency.
  size_t flushBytes = timingFlushBytes(__func__);
  if (flushBytes != t.flushBytes) {
    if (t.flushBuffer)
      KFUSION_CU_CHECK(cuMemFree, t.flushBuffer);
    t.flushBuffer = 0;
    if (flushBytes)
      KFUSION_CU_CHECK(cuMemAlloc, &t.flushBuffer, flushBytes);
    t.flushBytes = flushBytes;
  }
  if (t.flushBytes) {
    KFUSION_CU_CHECK(cuMemsetD32Async, t.flushBuffer,
                     static_cast<unsigned>(t.region), t.flushBytes / 4,
                     t.stream);
    t.gate = acquireEvent(t, __func__);
    KFUSION_CU_CHECK(cuEventRecord, t.gate, t.stream);
  }
  t.operations.clear();
  ++t.region;
  t.open.store(true, std::memory_order_release);
}

extern "C" double kfusionTimingEnd(void) {
  Timing &t = timing();
  std::lock_guard<std::mutex> lock(t.mutex);
  if (!t.open.load())
    fatalError("%s: no timing region is open (call kfusionTimingBegin first)",
               __func__);
  t.open.store(false, std::memory_order_release);
  // The events belong to the region's context, whatever the default device
  // of this thread is now.
  const DriverApi &api = driver();
  checkResult(api.cuCtxPushCurrent(t.context), "cuCtxPushCurrent", __func__);
  KFUSION_CU_CHECK(cuEventSynchronize, t.reference);
  double milliseconds = 0.0;
  if (!t.operations.empty()) {
    float earliestStart = 0.0f, latestEnd = 0.0f;
    std::vector<std::pair<float, float>> spans;
    for (size_t i = 0; i < t.operations.size(); ++i) {
      const TimedOperation &op = t.operations[i];
      float start = 0.0f, end = 0.0f;
      KFUSION_CU_CHECK(cuEventSynchronize, op.end);
      KFUSION_CU_CHECK(cuEventElapsedTime, &start, t.reference, op.start);
      KFUSION_CU_CHECK(cuEventElapsedTime, &end, t.reference, op.end);
      spans.push_back({start, end});
      if (i == 0 || start < earliestStart)
        earliestStart = start;
      if (i == 0 || end > latestEnd)
        latestEnd = end;
    }
    milliseconds = static_cast<double>(latestEnd) - earliestStart;
    traceRegion(t.region, spans, earliestStart);
  }
  CUcontext popped = nullptr;
  checkResult(api.cuCtxPopCurrent(&popped), "cuCtxPopCurrent", __func__);
  for (const TimedOperation &op : t.operations) {
    t.pool.push_back(op.start);
    t.pool.push_back(op.end);
  }
  t.pool.push_back(t.reference);
  t.reference = nullptr;
  if (t.gate)
    t.pool.push_back(t.gate);
  t.gate = nullptr;
  t.lastOpCount = 0;
  for (const TimedOperation &op : t.operations)
    t.lastOpCount += op.count;
  t.operations.clear();
  return milliseconds;
}

extern "C" int64_t kfusionTimingLastOpCount(void) {
  Timing &t = timing();
  std::lock_guard<std::mutex> lock(t.mutex);
  return t.lastOpCount;
}

extern "C" void *kfusionEventCreateTimed(void) {
  ScopedContext context(__func__);
  CUevent event = nullptr;
  KFUSION_CU_CHECK(cuEventCreate, &event, CU_EVENT_DEFAULT);
  return event;
}

extern "C" float kfusionEventElapsedMs(void *start, void *end) {
  ScopedContext context(__func__);
  float milliseconds = 0.0f;
  KFUSION_CU_CHECK(cuEventSynchronize, static_cast<CUevent>(end));
  KFUSION_CU_CHECK(cuEventElapsedTime, &milliseconds,
                   static_cast<CUevent>(start), static_cast<CUevent>(end));
  return milliseconds;
}
