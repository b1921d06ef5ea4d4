//===- CudaContext.cpp - Devices and primary contexts ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The device table, the primary context of each device (retained on first
// use, with the default memory pool set up for stream-ordered allocation),
// the check for pending asynchronous errors at exit, ScopedContext, and the
// default device of the calling thread (mgpuSetDefaultDevice).
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include <cstdlib>
#include <cstring>

using namespace mlir::kfusion::runtime;

thread_local int32_t mlir::kfusion::runtime::defaultDevice = 0;

namespace {
/// Checks that the primary contexts retained so far have no pending error
/// when the program exits, so an asynchronous failure is never lost.
void checkContextsAtExit() {
  setExiting();
  if (fatalErrorInProgress())
    return;
  const DriverApi *api = tryDriver();
  if (!api)
    return;
  Devices &table = devices();
  for (int i = 0; i < table.count; ++i) {
    CUcontext context = table.contexts[i].load();
    if (!context)
      continue;
    CUresult result = api->cuCtxPushCurrent(context);
    if (result == CUDA_ERROR_DEINITIALIZED)
      return;
    checkResult(result, "cuCtxPushCurrent", "the exit check");
    checkResult(api->cuCtxSynchronize(), "cuCtxSynchronize", "the exit check");
    CUcontext popped = nullptr;
    checkResult(api->cuCtxPopCurrent(&popped), "cuCtxPopCurrent",
                "the exit check");
  }
}

/// True when KFUSION_RUNTIME_SYNC is set (to anything but 0): every launch,
/// copy and memset is then followed by a stream synchronization, so an
/// asynchronous failure is reported by the function that caused it.
bool syncAfterEachOperation() {
  static const bool enabled = [] {
    const char *value = getenv("KFUSION_RUNTIME_SYNC");
    return value && *value && strcmp(value, "0") != 0;
  }();
  return enabled;
}

} // namespace

Devices &mlir::kfusion::runtime::devices() {
  static Devices *table = [] {
    auto *t = new Devices;
    t->count = driverDeviceCount();
    t->contexts = new std::atomic<CUcontext>[t->count > 0 ? t->count : 1]();
    t->maxSharedPerBlockOptin = new int[t->count > 0 ? t->count : 1]();
    t->streamOrdered = new bool[t->count > 0 ? t->count : 1]();
    return t;
  }();
  return *table;
}

CUcontext mlir::kfusion::runtime::primaryContext(int ordinal,
                                                 const char *function) {
  const DriverApi &api = driver();
  Devices &table = devices();
  if (ordinal < 0 || ordinal >= table.count)
    fatalError("%s: CUDA device %d does not exist (%d device%s found; see "
               "mgpuSetDefaultDevice)",
               function, ordinal, table.count, table.count == 1 ? "" : "s");
  if (CUcontext context = table.contexts[ordinal].load())
    return context;
  std::lock_guard<std::mutex> lock(table.mutex);
  CUcontext context = table.contexts[ordinal].load();
  if (context)
    return context;
  CUdevice device = 0;
  checkResult(api.cuDeviceGet(&device, ordinal), "cuDeviceGet", function);
  // Retaining does not make the context current.
  checkResult(api.cuDevicePrimaryCtxRetain(&context, device),
              "cuDevicePrimaryCtxRetain", function);
  int maxShared = 0;
  checkResult(api.cuDeviceGetAttribute(
                  &maxShared,
                  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                  device),
              "cuDeviceGetAttribute", function);
  table.maxSharedPerBlockOptin[ordinal] = maxShared;
  // The device's default pool serves async gpu.alloc (mgpuMemAlloc with a
  // stream); keeping its memory reserved across synchronizations makes an
  // alloc / dealloc pair per call cheap, as a caching allocator does.
  if (api.cuDeviceGetDefaultMemPool && api.cuMemPoolSetAttribute &&
      api.cuMemAllocAsync && api.cuMemFreeAsync) {
    CUmemoryPool pool = nullptr;
    if (api.cuDeviceGetDefaultMemPool(&pool, device) == CUDA_SUCCESS) {
      cuuint64_t keep = ~cuuint64_t(0);
      checkResult(api.cuMemPoolSetAttribute(
                      pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep),
                  "cuMemPoolSetAttribute", function);
      table.streamOrdered[ordinal] = true;
    }
  }
  static std::once_flag exitCheck;
  std::call_once(exitCheck, [] { atexit(checkContextsAtExit); });
  table.contexts[ordinal].store(context);
  return context;
}

ScopedContext::ScopedContext(const char *function, AtShutDown atShutDown)
    : function(function), ordinal(defaultDevice) {
  if (atShutDown == AtShutDown::Skip && fatalErrorInProgress()) {
    shutDown = true;
    return;
  }
  CUcontext current = nullptr;
  CUresult result = driver().cuCtxGetCurrent(&current);
  if (result == CUDA_ERROR_DEINITIALIZED && atShutDown == AtShutDown::Skip) {
    shutDown = true;
    return;
  }
  checkResult(result, "cuCtxGetCurrent", function);
  context = primaryContext(ordinal, function);
  if (current != context) {
    checkResult(driver().cuCtxPushCurrent(context), "cuCtxPushCurrent",
                function);
    pushed = true;
  }
}

ScopedContext::~ScopedContext() {
  if (!pushed)
    return;
  CUcontext popped = nullptr;
  checkResult(driver().cuCtxPopCurrent(&popped), "cuCtxPopCurrent", function);
}

void mlir::kfusion::runtime::syncIfRequested(CUstream stream,
                                             const char *function) {
  if (syncAfterEachOperation())
    checkResult(driver().cuStreamSynchronize(stream),
                "cuStreamSynchronize (KFUSION_RUNTIME_SYNC)", function);
}

MGPU_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}
