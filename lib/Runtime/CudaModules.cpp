//===- CudaModules.cpp - Modules and kernel launches ----------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mgpuModuleLoad / mgpuModuleLoadJIT (cuModuleLoadDataEx, with the JIT
// error log in the message when loading fails), mgpuModuleGetFunction, and
// the launches, plain and clustered: dimensions are checked, the dynamic
// shared memory limit is raised once per function when a launch needs it.
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include <cinttypes>
#include <climits>
#include <cstdio>
#include <unordered_map>

using namespace mlir::kfusion::runtime;

namespace {
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

} // namespace

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
  if (graphRecording)
    graphRecordKernel(context, stream, function, grid, block,
                      static_cast<unsigned>(smem), params, extra,
                      /*cluster=*/nullptr);
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
  unsigned cluster[3] = {launchDimension(clusterX, "clusterX", __func__),
                         launchDimension(clusterY, "clusterY", __func__),
                         launchDimension(clusterZ, "clusterZ", __func__)};
  CUlaunchAttribute attributes[2];
  clusterLaunchAttributes(cluster, attributes);
  config.attrs = attributes;
  config.numAttrs = 2;
  // Clusters of more than 8 blocks (up to 16 on sm_90) are non-portable: the
  // function must allow them before the launch, or cuLaunchKernelEx fails with
  // CUDA_ERROR_INVALID_CLUSTER_SIZE (gpu.launch_func {nonPortableClusterSize}
  // asks the same of upstream's runtime).
  if (clusterX * clusterY * clusterZ > 8)
    checkResult(driver().cuFuncSetAttribute(
                    function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
                    1),
                "cuFuncSetAttribute", __func__);
  prepareDynamicSharedMemory(context, function, smem, __func__);
  TimedScope timed(context, stream, __func__);
  KFUSION_CU_CHECK(cuLaunchKernelEx, &config, function, params, extra);
  timed.finish();
  if (graphRecording) {
    unsigned grid[3] = {config.gridDimX, config.gridDimY, config.gridDimZ};
    unsigned block[3] = {config.blockDimX, config.blockDimY, config.blockDimZ};
    graphRecordKernel(context, stream, function, grid, block,
                      config.sharedMemBytes, params, extra, cluster);
  }
  syncIfRequested(stream, __func__);
}
