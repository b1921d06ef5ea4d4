//===- CudaMemory.cpp - Device memory and host registration ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mgpuMemAlloc (managed for host_shared, from the device's stream-ordered
// pool when given a stream, else cuMemAlloc), mgpuMemFree, the timed
// copies and memsets, the registration of host memory and of densely
// packed memrefs, and the device copies of constants
// (kfusion.device_constant), made once per process.
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include "KFusion/Runtime/Runtime.h"

#include <cinttypes>
#include <map>
#include <set>

using namespace mlir::kfusion::runtime;

/// Pointers from the stream-ordered pool, which mgpuMemFree must return
/// there.
static std::mutex poolMutex;
static std::set<CUdeviceptr> &poolPointers() {
  static std::set<CUdeviceptr> *pointers = new std::set<CUdeviceptr>();
  return *pointers;
}

MGPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                               bool isHostShared) {
  ScopedContext context(__func__);
  CUdeviceptr ptr = 0;
  if (sizeBytes == 0)
    return nullptr;
  if (isHostShared) {
    KFUSION_CU_CHECK(cuMemAllocManaged, &ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL);
    if (graphRecording)
      graphRecordRefuse(KFUSION_GRAPH_MANAGED);
  } else if (stream && devices().streamOrdered[context.device()]) {
    // Stream-ordered: the memory is usable by work queued after this point
    // on `stream` (and, as for any async alloc, by what waits on it).
    KFUSION_CU_CHECK(cuMemAllocAsync, &ptr, sizeBytes, stream);
    std::lock_guard<std::mutex> lock(poolMutex);
    poolPointers().insert(ptr);
  } else {
    KFUSION_CU_CHECK(cuMemAlloc, &ptr, sizeBytes);
  }
  if (graphRecording && !isHostShared)
    graphRecordAlloc(ptr);
  return reinterpret_cast<void *>(ptr);
}

/// kfusion.device_constant: one device copy per host global (its address)
/// and CUDA context, allocated and filled synchronously on the first call,
/// returned as it is after; it lives as long as the context.
extern "C" void *kfusionDeviceConstant(const void *host, int64_t bytes) {
  if (!host || bytes <= 0)
    return nullptr;
  ScopedContext context(__func__);
  static std::mutex mutex;
  static auto *copies = new std::map<std::pair<CUcontext, const void *>,
                                     std::pair<CUdeviceptr, int64_t>>();
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] =
      copies->try_emplace({context.get(), host}, CUdeviceptr(0), bytes);
  if (!inserted) {
    if (it->second.second != bytes)
      fatalError("kfusionDeviceConstant: the constant at %p was made with "
                 "%" PRId64 " bytes and is asked for with %" PRId64,
                 host, it->second.second, bytes);
    return reinterpret_cast<void *>(it->second.first);
  }
  CUdeviceptr ptr = 0;
  KFUSION_CU_CHECK(cuMemAlloc, &ptr, size_t(bytes));
  KFUSION_CU_CHECK(cuMemcpyHtoD, ptr, host, size_t(bytes));
  it->second.first = ptr;
  return reinterpret_cast<void *>(ptr);
}

MGPU_EXPORT void mgpuMemFree(void *ptr, CUstream stream) {
  if (!ptr)
    return;
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  auto dptr = reinterpret_cast<CUdeviceptr>(ptr);
  // Memory of a call being recorded stays for the graph's replays.
  if (graphRecording && graphKeepsFreed(dptr))
    return;
  bool pooled = false;
  {
    std::lock_guard<std::mutex> lock(poolMutex);
    pooled = poolPointers().erase(dptr) > 0;
  }
  if (pooled) {
    KFUSION_CU_CHECK(cuMemFreeAsync, dptr, stream);
    if (!stream)
      KFUSION_CU_CHECK(cuStreamSynchronize, stream);
    return;
  }
  KFUSION_CU_CHECK(cuMemFree, dptr);
}

MGPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                            CUstream stream) {
  if (sizeBytes == 0)
    return;
  ScopedContext context(__func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuMemcpyAsync, reinterpret_cast<CUdeviceptr>(dst),
                   reinterpret_cast<CUdeviceptr>(src), sizeBytes, stream);
  timed.finish();
  if (graphRecording)
    graphRecordRefuse(KFUSION_GRAPH_COPIES);
  syncIfRequested(stream, __func__);
}

MGPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                              CUstream stream) {
  if (count == 0)
    return;
  ScopedContext context(__func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuMemsetD32Async, reinterpret_cast<CUdeviceptr>(dst), value,
                   count, stream);
  timed.finish();
  if (graphRecording)
    graphRecordMemset(context, stream, reinterpret_cast<CUdeviceptr>(dst),
                      value, 4, count);
  syncIfRequested(stream, __func__);
}

MGPU_EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                              CUstream stream) {
  if (count == 0)
    return;
  ScopedContext context(__func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuMemsetD16Async, reinterpret_cast<CUdeviceptr>(dst), value,
                   count, stream);
  timed.finish();
  if (graphRecording)
    graphRecordMemset(context, stream, reinterpret_cast<CUdeviceptr>(dst),
                      value, 2, count);
  syncIfRequested(stream, __func__);
}

MGPU_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (sizeBytes == 0)
    return;
  ScopedContext context(__func__);
  KFUSION_CU_CHECK(cuMemHostRegister, ptr, sizeBytes, /*flags=*/0);
}

/// Registers the densely packed memref described by the ranked descriptor at
/// `descriptor` (upstream types it StridedMemRefType<char, 1> *).
MGPU_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                           int64_t elementSizeBytes) {
  MemRefView memref = viewMemRef(descriptor, rank);
  int64_t denseStride = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (memref.sizes[i] != 1 && memref.strides[i] != denseStride)
      fatalError("%s: only densely packed memrefs can be registered "
                 "(dimension %" PRId64 " has stride %" PRId64
                 ", expected %" PRId64 ")",
                 __func__, i, memref.strides[i], denseStride);
    denseStride *= memref.sizes[i];
  }
  uint64_t sizeBytes = static_cast<uint64_t>(denseStride * elementSizeBytes);
  mgpuMemHostRegister(memref.aligned + memref.offset * elementSizeBytes,
                      sizeBytes);
}

MGPU_EXPORT void mgpuMemHostUnregister(void *ptr) {
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  KFUSION_CU_CHECK(cuMemHostUnregister, ptr);
}

MGPU_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                             int64_t elementSizeBytes) {
  MemRefView memref = viewMemRef(descriptor, rank);
  int64_t numElements = 1;
  for (int64_t i = 0; i < rank; ++i)
    numElements *= memref.sizes[i];
  // mgpuMemHostRegisterMemRef registered nothing for an empty memref.
  if (numElements == 0)
    return;
  mgpuMemHostUnregister(memref.aligned + memref.offset * elementSizeBytes);
}
