//===- CudaRuntime.cpp - KFusion CUDA runtime -------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The mgpu* functions that MLIR's gpu-to-llvm lowering and the translation of
// gpu.binary / gpu.launch_func call, with exactly the C signatures of
// upstream's mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp (LLVM 22), plus
// KFusion's timing, device-query and symbol-table API (Runtime.h).
//
// Unlike upstream, which prints CUDA errors and carries on, every CUDA error
// ends the program with a message naming the driver call and the mgpu
// function; module loads print the JIT error log; the memref offset is
// honored by mgpuTensorMapEncodeTiledMemref; pending asynchronous errors are
// checked for at exit.
//
// Not provided: upstream's cuSPARSE / cuSPARSELt wrappers (mgpuCreateSparseEnv,
// mgpuDestroySparseEnv, mgpuCreateDnVec, mgpuDestroyDnVec, mgpuCreateDnMat,
// mgpuDestroyDnMat, mgpuCreateCoo, mgpuCreateCooAoS, mgpuCreateCsr,
// mgpuCreateCsc, mgpuCreateBsr, mgpuDestroySpMat, mgpuSpMVBufferSize,
// mgpuSpMV, mgpuSpMMBufferSize, mgpuSpMM, mgpuSDDMMBufferSize, mgpuSDDMM,
// mgpuSpGEMMCreateDescr, mgpuSpGEMMDestroyDescr, mgpuSpGEMMWorkEstimation,
// mgpuSpGEMMCompute, mgpuSpGEMMCopy, mgpuSpMatGetSize, mgpuSetCsrPointers,
// mgpuCreateCuSparseLtDnMat, mgpuDestroyCuSparseLtSpMat,
// mgpuDestroyCuSparseLtDnMat, mgpuCusparseLtCreate2To4SpMat,
// mgpuCuSparseLtSpMMBufferSize, mgpuCuSparseLtSpMM). Programs using sparse
// GPU ops fail to link or to JIT, naming the missing function.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Runtime/Runtime.h"

#include "CudaDriver.h"

#include <atomic>
#include <cerrno>
#include <cinttypes>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <unordered_map>
#include <vector>

using namespace mlir::kfusion::runtime;

#define MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

//===----------------------------------------------------------------------===//
// Devices and contexts
//===----------------------------------------------------------------------===//

/// The device that mgpu calls made by this thread use (mgpuSetDefaultDevice).
thread_local int32_t defaultDevice = 0;

/// Per-device state, created once the driver is known to work.
struct Devices {
  std::mutex mutex;
  int count = 0;
  std::atomic<CUcontext> *contexts = nullptr;
  int *maxSharedPerBlockOptin = nullptr;
  /// Whether async allocations come from the device's default memory pool.
  bool *streamOrdered = nullptr;
};

/// Checks that the primary contexts retained so far have no pending error
/// when the program exits, so an asynchronous failure is never lost.
void checkContextsAtExit();

/// Returns the device table (never destroyed: static destructors use it).
Devices &devices() {
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

/// Returns the primary context of device `ordinal`, retaining it on first
/// use (it is never released). `function` names the caller in errors.
CUcontext primaryContext(int ordinal, const char *function) {
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

/// Whether a ScopedContext may find the driver already shut down, or the
/// process ending after a fatal error: Skip for the functions that release
/// resources, which static destructors call after the driver's own exit
/// handler has run (everything is released by then).
enum class AtShutDown { Fail, Skip };

/// Makes the primary context of the calling thread's default device current
/// for the lifetime of the object, restoring the previous one afterwards
/// (upstream's ScopedContext; the push is skipped when already current).
class ScopedContext {
public:
  explicit ScopedContext(const char *function,
                         AtShutDown atShutDown = AtShutDown::Fail)
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
  ~ScopedContext() {
    if (!pushed)
      return;
    CUcontext popped = nullptr;
    checkResult(driver().cuCtxPopCurrent(&popped), "cuCtxPopCurrent", function);
  }
  ScopedContext(const ScopedContext &) = delete;
  ScopedContext &operator=(const ScopedContext &) = delete;

  CUcontext get() const { return context; }
  int device() const { return ordinal; }
  /// True when the driver had shut down or a fatal error is ending the
  /// process (only with AtShutDown::Skip); the caller then releases nothing.
  bool driverShutDown() const { return shutDown; }

private:
  const char *function;
  int ordinal;
  CUcontext context = nullptr;
  bool pushed = false;
  bool shutDown = false;
};

//===----------------------------------------------------------------------===//
// Timing regions
//===----------------------------------------------------------------------===//

/// The start and end events recorded around one device operation.
struct TimedOperation {
  CUevent start;
  CUevent end;
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

/// Records timing events before (constructor) and after (finish) one device
/// operation on `stream`, while a timing region is open on `context`.
class TimedScope {
public:
  TimedScope(const ScopedContext &context, CUstream stream,
             const char *function)
      : stream(stream), function(function) {
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
    checkResult(driver().cuEventRecord(start, stream), "cuEventRecord",
                function);
  }

  /// Records the end event once the operation has been issued.
  void finish() {
    if (!end)
      return;
    Timing &t = timing();
    std::lock_guard<std::mutex> lock(t.mutex);
    checkResult(driver().cuEventRecord(end, stream), "cuEventRecord", function);
    if (t.open.load() && t.region == region) {
      t.operations.push_back({start, end});
    } else {
      // The region was closed by another thread meanwhile.
      t.pool.push_back(start);
      t.pool.push_back(end);
    }
    end = nullptr;
  }

private:
  CUstream stream;
  const char *function;
  uint64_t region = 0;
  CUevent start = nullptr;
  CUevent end = nullptr;
};

//===----------------------------------------------------------------------===//
// Launch and copy helpers
//===----------------------------------------------------------------------===//

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

/// Synchronizes `stream` after an operation when KFUSION_RUNTIME_SYNC is set.
void syncIfRequested(CUstream stream, const char *function) {
  if (syncAfterEachOperation())
    checkResult(driver().cuStreamSynchronize(stream),
                "cuStreamSynchronize (KFUSION_RUNTIME_SYNC)", function);
}

/// Returns launch dimension `value` as the driver's unsigned int, or exits
/// naming `what` when it is not in [1, UINT_MAX].
unsigned launchDimension(intptr_t value, const char *what,
                         const char *function) {
  if (value < 1 || static_cast<uint64_t>(value) > UINT_MAX)
    fatalError("%s: invalid launch dimension %s = %" PRIdPTR, function, what,
               value);
  return static_cast<unsigned>(value);
}

/// Functions whose dynamic shared memory limit was raised, with the limit.
struct SharedMemoryLimits {
  std::mutex mutex;
  std::unordered_map<CUfunction, int32_t> raised;
};

SharedMemoryLimits &sharedMemoryLimits() {
  static SharedMemoryLimits *limits = new SharedMemoryLimits;
  return *limits;
}

/// Raises `function`'s CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES to
/// `bytes` before its first launch that needs more than it has (as upstream
/// does for every launch with dynamic shared memory, but once per function).
/// Above the device's opt-in limit, exits with a message saying so.
void prepareDynamicSharedMemory(const ScopedContext &context, CUfunction kernel,
                                int32_t bytes, const char *function) {
  if (bytes < 0)
    fatalError("%s: negative dynamic shared memory size %" PRId32, function,
               bytes);
  if (bytes == 0)
    return;
  SharedMemoryLimits &limits = sharedMemoryLimits();
  std::lock_guard<std::mutex> lock(limits.mutex);
  auto it = limits.raised.find(kernel);
  if (it != limits.raised.end() && it->second >= bytes)
    return;
  int maxBytes = devices().maxSharedPerBlockOptin[context.device()];
  if (bytes > maxBytes)
    fatalError("%s: the kernel asks for %" PRId32
               " bytes of dynamic shared memory; CUDA device %d allows at "
               "most %d bytes per block",
               function, bytes, context.device(), maxBytes);
  checkResult(
      driver().cuFuncSetAttribute(
          kernel, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes),
      "cuFuncSetAttribute", function);
  if (it != limits.raised.end())
    it->second = bytes;
  else
    limits.raised.emplace(kernel, bytes);
}

/// Loads a cubin, fatbin or PTX image with cuModuleLoadDataEx; `optLevel`
/// < 0 leaves the JIT optimization level at the driver's default. Exits with
/// the JIT error log when loading fails.
CUmodule loadModule(const void *image, int optLevel, const char *function) {
  ScopedContext context(function);
  static constexpr unsigned logSize = 8192;
  char errorLog[logSize] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {errorLog, reinterpret_cast<void *>(uintptr_t(logSize)),
                    reinterpret_cast<void *>(intptr_t(optLevel))};
  unsigned numOptions = optLevel < 0 ? 2 : 3;
  CUmodule module = nullptr;
  CUresult result =
      driver().cuModuleLoadDataEx(&module, image, numOptions, options, values);
  errorLog[logSize - 1] = 0;
  checkResult(result, "cuModuleLoadDataEx", function, errorLog);
  return module;
}

/// A ranked memref descriptor as MLIR's LLVM lowering lays it out:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct MemRefView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

/// Reads the ranked memref descriptor at `descriptor`.
MemRefView viewMemRef(void *descriptor, int64_t rank) {
  auto *pointers = static_cast<char **>(descriptor);
  auto *integers = reinterpret_cast<const int64_t *>(pointers + 2);
  return {pointers[1], integers[0], integers + 1, integers + 1 + rank};
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

MGPU_EXPORT CUmodule mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  return loadModule(data, /*optLevel=*/-1, __func__);
}

MGPU_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  return loadModule(data, optLevel, __func__);
}

MGPU_EXPORT void mgpuModuleUnload(CUmodule module) {
  // A failed load has already ended the program; its module global is null
  // when the unload runs from the static destructors.
  if (!module)
    return;
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  {
    // Forget the limits set on this module's functions: a later module may
    // get the same function handles.
    SharedMemoryLimits &limits = sharedMemoryLimits();
    std::lock_guard<std::mutex> lock(limits.mutex);
    limits.raised.clear();
  }
  KFUSION_CU_CHECK(cuModuleUnload, module);
}

MGPU_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                             const char *name) {
  ScopedContext context(__func__);
  CUfunction function = nullptr;
  CUresult result = driver().cuModuleGetFunction(&function, module, name);
  if (result != CUDA_SUCCESS) {
    char call[256];
    snprintf(call, sizeof(call), "cuModuleGetFunction(\"%s\")", name);
    checkResult(result, call, __func__);
  }
  return function;
}

// The wrapper takes intptr_t dimensions, matching MLIR's index type, like
// upstream's.
MGPU_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                  intptr_t gridY, intptr_t gridZ,
                                  intptr_t blockX, intptr_t blockY,
                                  intptr_t blockZ, int32_t smem,
                                  CUstream stream, void **params, void **extra,
                                  size_t /*paramsCount*/) {
  ScopedContext context(__func__);
  unsigned grid[3] = {launchDimension(gridX, "gridX", __func__),
                      launchDimension(gridY, "gridY", __func__),
                      launchDimension(gridZ, "gridZ", __func__)};
  unsigned block[3] = {launchDimension(blockX, "blockX", __func__),
                       launchDimension(blockY, "blockY", __func__),
                       launchDimension(blockZ, "blockZ", __func__)};
  prepareDynamicSharedMemory(context, function, smem, __func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuLaunchKernel, function, grid[0], grid[1], grid[2],
                   block[0], block[1], block[2], static_cast<unsigned>(smem),
                   stream, params, extra);
  timed.finish();
  syncIfRequested(stream, __func__);
}

MGPU_EXPORT void mgpuLaunchClusterKernel(
    CUfunction function, intptr_t clusterX, intptr_t clusterY,
    intptr_t clusterZ, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
    intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem,
    CUstream stream, void **params, void **extra, size_t /*paramsCount*/) {
  ScopedContext context(__func__);
  const DriverApi &api = driver();
  if (!api.cuLaunchKernelEx)
    fatalError("%s: the CUDA driver has no cuLaunchKernelEx (cluster "
               "launches need a CUDA 12 or newer driver)",
               __func__);
  CUlaunchConfig config = {};
  config.gridDimX = launchDimension(gridX, "gridX", __func__);
  config.gridDimY = launchDimension(gridY, "gridY", __func__);
  config.gridDimZ = launchDimension(gridZ, "gridZ", __func__);
  config.blockDimX = launchDimension(blockX, "blockX", __func__);
  config.blockDimY = launchDimension(blockY, "blockY", __func__);
  config.blockDimZ = launchDimension(blockZ, "blockZ", __func__);
  config.sharedMemBytes = static_cast<unsigned>(smem);
  config.hStream = stream;
  CUlaunchAttribute attributes[2] = {};
  attributes[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attributes[0].value.clusterDim.x =
      launchDimension(clusterX, "clusterX", __func__);
  attributes[0].value.clusterDim.y =
      launchDimension(clusterY, "clusterY", __func__);
  attributes[0].value.clusterDim.z =
      launchDimension(clusterZ, "clusterZ", __func__);
  attributes[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
  attributes[1].value.clusterSchedulingPolicyPreference =
      CU_CLUSTER_SCHEDULING_POLICY_SPREAD;
  config.attrs = attributes;
  config.numAttrs = 2;
  prepareDynamicSharedMemory(context, function, smem, __func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuLaunchKernelEx, &config, function, params, extra);
  timed.finish();
  syncIfRequested(stream, __func__);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

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
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

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
  } else if (stream && devices().streamOrdered[context.device()]) {
    // Stream-ordered: the memory is usable by work queued after this point
    // on `stream` (and, as for any async alloc, by what waits on it).
    KFUSION_CU_CHECK(cuMemAllocAsync, &ptr, sizeBytes, stream);
    std::lock_guard<std::mutex> lock(poolMutex);
    poolPointers().insert(ptr);
  } else {
    KFUSION_CU_CHECK(cuMemAlloc, &ptr, sizeBytes);
  }
  return reinterpret_cast<void *>(ptr);
}

MGPU_EXPORT void mgpuMemFree(void *ptr, CUstream stream) {
  if (!ptr)
    return;
  ScopedContext context(__func__, AtShutDown::Skip);
  if (context.driverShutDown())
    return;
  auto dptr = reinterpret_cast<CUdeviceptr>(ptr);
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

MGPU_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}

//===----------------------------------------------------------------------===//
// Tensor maps (TMA descriptors)
//===----------------------------------------------------------------------===//

MGPU_EXPORT void mgpuTensorMapEncodeTiled(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
    cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim,
    const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill) {
  ScopedContext context(__func__);
  if (!driver().cuTensorMapEncodeTiled)
    fatalError("%s: the CUDA driver has no cuTensorMapEncodeTiled (tensor "
               "maps need a CUDA 12 or newer driver)",
               __func__);
  KFUSION_CU_CHECK(cuTensorMapEncodeTiled, tensorMap, tensorDataType,
                   tensorRank, globalAddress, globalDim, globalStrides, boxDim,
                   elementStrides, interleave, swizzle, l2Promotion, oobFill);
}

/// Encodes a tiled tensor map for the memref described by the ranked
/// descriptor at `rankedDescriptor` and box `inputBoxDims` (outermost
/// first), copies it to device memory and returns that copy, as upstream
/// does. Unlike upstream, the memref's offset is honored.
MGPU_EXPORT void *mgpuTensorMapEncodeTiledMemref(
    int64_t tensorRank, void *rankedDescriptor,
    const CUtensorMapDataType tensorDataType, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill, int64_t *inputBoxDims) {
  // Element sizes of CU_TENSOR_MAP_DATA_TYPE_UINT8 ... _TFLOAT32_FTZ.
  static constexpr int elementSizeInBytes[] = {1, 2, 4, 4, 8, 8, 2,
                                               4, 8, 2, 4, 4, 4};
  constexpr int numKnownTypes =
      sizeof(elementSizeInBytes) / sizeof(elementSizeInBytes[0]);
  if (tensorRank < 1 || tensorRank > 5)
    fatalError("%s: tensor maps have rank 1 to 5, not %" PRId64, __func__,
               tensorRank);
  if (tensorDataType < 0 || tensorDataType >= numKnownTypes)
    fatalError("%s: unsupported tensor map data type %d", __func__,
               static_cast<int>(tensorDataType));
  int elementSize = elementSizeInBytes[tensorDataType];
  MemRefView memref = viewMemRef(rankedDescriptor, tensorRank);

  // The driver takes dimensions innermost first; strides of all but the
  // innermost dimension, in bytes.
  cuuint64_t globalDim[5] = {1, 1, 1, 1, 1};
  cuuint64_t globalStrides[5] = {0, 0, 0, 0, 0};
  cuuint32_t boxDim[5] = {1, 1, 1, 1, 1};
  cuuint32_t elementStrides[5] = {1, 1, 1, 1, 1};
  for (int64_t r = 0; r < tensorRank; ++r) {
    globalDim[r] = static_cast<cuuint64_t>(memref.sizes[tensorRank - 1 - r]);
    boxDim[r] = static_cast<cuuint32_t>(inputBoxDims[tensorRank - 1 - r]);
  }
  for (int64_t r = 0; r < tensorRank - 1; ++r)
    globalStrides[r] = static_cast<cuuint64_t>(
        memref.strides[tensorRank - 2 - r] * elementSize);

  CUtensorMap tensorMap;
  mgpuTensorMapEncodeTiled(
      &tensorMap, tensorDataType, static_cast<cuuint32_t>(tensorRank),
      memref.aligned + memref.offset * elementSize, globalDim, globalStrides,
      boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);

  ScopedContext context(__func__);
  CUdeviceptr deviceTensorMap = 0;
  KFUSION_CU_CHECK(cuMemAlloc, &deviceTensorMap, sizeof(CUtensorMap));
  KFUSION_CU_CHECK(cuMemcpyHtoD, deviceTensorMap, &tensorMap,
                   sizeof(CUtensorMap));
  return reinterpret_cast<void *>(deviceTensorMap);
}

//===----------------------------------------------------------------------===//
// KFusion API (Runtime.h)
//===----------------------------------------------------------------------===//

/// The bytes of the cache flush that opens each timing region:
/// $KFUSION_TIMING_FLUSH_MIB mebibytes (a whole number, at most 65536), 0 when
/// unset or empty.
static size_t timingFlushBytes(const char *function) {
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
    for (size_t i = 0; i < t.operations.size(); ++i) {
      const TimedOperation &op = t.operations[i];
      float start = 0.0f, end = 0.0f;
      KFUSION_CU_CHECK(cuEventSynchronize, op.end);
      KFUSION_CU_CHECK(cuEventElapsedTime, &start, t.reference, op.start);
      KFUSION_CU_CHECK(cuEventElapsedTime, &end, t.reference, op.end);
      if (i == 0 || start < earliestStart)
        earliestStart = start;
      if (i == 0 || end > latestEnd)
        latestEnd = end;
    }
    milliseconds = static_cast<double>(latestEnd) - earliestStart;
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
  t.lastOpCount = static_cast<int64_t>(t.operations.size());
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

extern "C" int32_t kfusionDeviceCount(void) { return driverDeviceCount(); }

namespace {

/// Writes `result` as `call: NAME` into `buffer`, for the device queries,
/// which report failures instead of exiting.
void describeQueryFailure(const DriverApi &api, CUresult result,
                          const char *call, char *buffer, size_t size) {
  const char *name = nullptr;
  api.cuGetErrorName(result, &name);
  snprintf(buffer, size, "cannot query the CUDA device (%s: %s)", call,
           name ? name : "unknown error");
}

/// Writes the name of device `ordinal` (or why it cannot be had) to `buffer`.
void queryDeviceName(int ordinal, char *buffer, size_t size) {
  const char *reason = nullptr;
  const DriverApi *api = tryDriver(&reason);
  if (!api) {
    snprintf(buffer, size, "%s", reason);
    return;
  }
  int count = driverDeviceCount();
  if (ordinal < 0 || ordinal >= count) {
    snprintf(buffer, size, "CUDA device %d does not exist (%d found)", ordinal,
             count);
    return;
  }
  CUdevice device = 0;
  if (CUresult result = api->cuDeviceGet(&device, ordinal))
    return describeQueryFailure(*api, result, "cuDeviceGet", buffer, size);
  if (CUresult result =
          api->cuDeviceGetName(buffer, static_cast<int>(size), device))
    return describeQueryFailure(*api, result, "cuDeviceGetName", buffer, size);
}

} // namespace

namespace {
/// The answer of kfusionDeviceName for one device ordinal, kept until exit.
/// (A type of this file, so the map below is not exported.)
struct DeviceName {
  char text[512];
};
} // namespace

extern "C" const char *kfusionDeviceName(void) {
  static std::mutex mutex;
  static auto *names = new std::unordered_map<int, DeviceName *>;
  int ordinal = defaultDevice;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = names->find(ordinal);
  if (it == names->end()) {
    auto *name = new DeviceName;
    queryDeviceName(ordinal, name->text, sizeof(name->text));
    it = names->emplace(ordinal, name).first;
  }
  return it->second->text;
}

extern "C" void kfusionDeviceSummary(char *buffer, size_t size) {
  if (!buffer || size == 0)
    return;
  char name[256];
  queryDeviceName(defaultDevice, name, sizeof(name));
  const DriverApi *api = tryDriver();
  CUdevice device = 0;
  if (!api || defaultDevice >= driverDeviceCount() ||
      api->cuDeviceGet(&device, defaultDevice) != CUDA_SUCCESS) {
    snprintf(buffer, size, "%s", name);
    return;
  }
  int major = 0, minor = 0, multiprocessors = 0, driverVersion = 0;
  struct {
    int *value;
    CUdevice_attribute attribute;
  } queries[] = {
      {&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR},
      {&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR},
      {&multiprocessors, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT},
  };
  for (auto &query : queries) {
    if (CUresult result =
            api->cuDeviceGetAttribute(query.value, query.attribute, device))
      return describeQueryFailure(*api, result, "cuDeviceGetAttribute", buffer,
                                  size);
  }
  if (CUresult result = api->cuDriverGetVersion(&driverVersion))
    return describeQueryFailure(*api, result, "cuDriverGetVersion", buffer,
                                size);
  snprintf(buffer, size, "%s, sm_%d%d, %d SMs, driver %d.%d", name, major,
           minor, multiprocessors, driverVersion / 1000,
           (driverVersion % 1000) / 10);
}

extern "C" void kfusionRuntimeSymbols(
    void (*callback)(const char *name, void *address, void *user), void *user) {
#define KFUSION_SYMBOL(NAME)                                                   \
  callback(#NAME, reinterpret_cast<void *>(&NAME), user)
  KFUSION_SYMBOL(mgpuModuleLoad);
  KFUSION_SYMBOL(mgpuModuleLoadJIT);
  KFUSION_SYMBOL(mgpuModuleUnload);
  KFUSION_SYMBOL(mgpuModuleGetFunction);
  KFUSION_SYMBOL(mgpuLaunchKernel);
  KFUSION_SYMBOL(mgpuLaunchClusterKernel);
  KFUSION_SYMBOL(mgpuStreamCreate);
  KFUSION_SYMBOL(mgpuStreamDestroy);
  KFUSION_SYMBOL(kfusionStreamCounts);
  KFUSION_SYMBOL(mgpuStreamSynchronize);
  KFUSION_SYMBOL(mgpuStreamWaitEvent);
  KFUSION_SYMBOL(mgpuEventCreate);
  KFUSION_SYMBOL(mgpuEventDestroy);
  KFUSION_SYMBOL(mgpuEventSynchronize);
  KFUSION_SYMBOL(mgpuEventRecord);
  KFUSION_SYMBOL(mgpuMemAlloc);
  KFUSION_SYMBOL(mgpuMemFree);
  KFUSION_SYMBOL(mgpuMemcpy);
  KFUSION_SYMBOL(mgpuMemset32);
  KFUSION_SYMBOL(mgpuMemset16);
  KFUSION_SYMBOL(mgpuMemHostRegister);
  KFUSION_SYMBOL(mgpuMemHostRegisterMemRef);
  KFUSION_SYMBOL(mgpuMemHostUnregister);
  KFUSION_SYMBOL(mgpuMemHostUnregisterMemRef);
  KFUSION_SYMBOL(mgpuSetDefaultDevice);
  KFUSION_SYMBOL(mgpuTensorMapEncodeTiled);
  KFUSION_SYMBOL(mgpuTensorMapEncodeTiledMemref);
  KFUSION_SYMBOL(kfusionTimingBegin);
  KFUSION_SYMBOL(kfusionTimingEnd);
  KFUSION_SYMBOL(kfusionTimingLastOpCount);
  KFUSION_SYMBOL(kfusionEventCreateTimed);
  KFUSION_SYMBOL(kfusionEventElapsedMs);
  KFUSION_SYMBOL(kfusionDeviceCount);
  KFUSION_SYMBOL(kfusionDeviceName);
  KFUSION_SYMBOL(kfusionDeviceSummary);
  KFUSION_SYMBOL(kfusionRuntimeSymbols);
  KFUSION_SYMBOL(_mlir_ciface_kfusionInputF32);
  KFUSION_SYMBOL(_mlir_ciface_kfusionInputI32);
  KFUSION_SYMBOL(_mlir_ciface_kfusionInputI64);
  KFUSION_SYMBOL(_mlir_ciface_kfusionInputI8);
  KFUSION_SYMBOL(_mlir_ciface_kfusionOutputF32);
  KFUSION_SYMBOL(_mlir_ciface_kfusionOutputI32);
  KFUSION_SYMBOL(_mlir_ciface_kfusionOutputI64);
  KFUSION_SYMBOL(_mlir_ciface_kfusionOutputI8);
  KFUSION_SYMBOL(kfusionBenchWarmup);
  KFUSION_SYMBOL(kfusionBenchRepeat);
  KFUSION_SYMBOL(kfusionBenchRecord);
  KFUSION_SYMBOL(kfusionBenchReport);
#undef KFUSION_SYMBOL
  forEachRunnerUtilsSymbol(callback, user);
}
