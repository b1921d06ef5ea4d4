//===- CudaStreams.cpp - Streams and events -------------------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mgpuStreamCreate / Destroy / Synchronize / WaitEvent and the mgpuEvent*
// functions, each in the primary context of the default device; streams
// are non-blocking, events have timing disabled (kfusionEventCreateTimed
// in CudaTiming.cpp makes timed ones).
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include "KFusion/Runtime/Runtime.h"

using namespace mlir::kfusion::runtime;

/// Streams created and destroyed through the two functions below.
static std::atomic<int64_t> streamsCreated{0}, streamsDestroyed{0};

MGPU_EXPORT CUstream mgpuStreamCreate() {
  ScopedContext context(__func__);
  CUstream stream = nullptr;
  KFUSION_CU_CHECK(cuStreamCreate, &stream, CU_STREAM_NON_BLOCKING);
  streamsCreated.fetch_add(1, std::memory_order_relaxed);
  return stream;
}

MGPU_EXPORT void mgpuStreamDestroy(CUstream stream) {
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  KFUSION_CU_CHECK(cuStreamDestroy, stream);
  streamsDestroyed.fetch_add(1, std::memory_order_relaxed);
}

KFUSION_RUNTIME_EXPORT void kfusionStreamCounts(int64_t *created,
                                                int64_t *destroyed) {
  *created = streamsCreated.load(std::memory_order_relaxed);
  *destroyed = streamsDestroyed.load(std::memory_order_relaxed);
}

MGPU_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  ScopedContext context(__func__);
  KFUSION_CU_CHECK(cuStreamSynchronize, stream);
}

MGPU_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ScopedContext context(__func__);
  KFUSION_CU_CHECK(cuStreamWaitEvent, stream, event, /*flags=*/0);
  if (graphRecording)
    graphRecordRefuse(KFUSION_GRAPH_WAITS_EVENTS);
}

MGPU_EXPORT CUevent mgpuEventCreate() {
  ScopedContext context(__func__);
  CUevent event = nullptr;
  KFUSION_CU_CHECK(cuEventCreate, &event, CU_EVENT_DISABLE_TIMING);
  return event;
}

MGPU_EXPORT void mgpuEventDestroy(CUevent event) {
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  KFUSION_CU_CHECK(cuEventDestroy, event);
}

MGPU_EXPORT void mgpuEventSynchronize(CUevent event) {
  ScopedContext context(__func__);
  KFUSION_CU_CHECK(cuEventSynchronize, event);
}

MGPU_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  ScopedContext context(__func__);
  KFUSION_CU_CHECK(cuEventRecord, event, stream);
  if (graphRecording)
    graphRecordRefuse(KFUSION_GRAPH_RECORDS_EVENTS);
}
