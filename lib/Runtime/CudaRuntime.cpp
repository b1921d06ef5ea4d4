//===- CudaRuntime.cpp - KFusion CUDA runtime -------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The mgpu* functions that MLIR's gpu-to-llvm lowering and the translation of
// gpu.binary / gpu.launch_func call, with exactly the C signatures of
// upstream's mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp (LLVM 22), plus
// KFusion's timing, device-query and symbol-table API (Runtime.h). The mgpu*
// functions live by topic in CudaContext.cpp (devices and contexts),
// CudaModules.cpp (modules and launches), CudaStreams.cpp, CudaMemory.cpp,
// CudaTensorMap.cpp, CudaTiming.cpp (timing regions) and CudaGraphs.cpp (a
// repeated call replayed as one CUDA graph); this file holds the
// device queries and the table of every exported symbol.
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

#include "CudaContext.h"

#include <cstdio>
#include <mutex>
#include <unordered_map>

using namespace mlir::kfusion::runtime;

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
  KFUSION_SYMBOL(kfusionDeviceConstant);
  KFUSION_SYMBOL(mgpuTensorMapEncodeTiled);
  KFUSION_SYMBOL(mgpuTensorMapEncodeTiledMemref);
  KFUSION_SYMBOL(kfusionTimingBegin);
  KFUSION_SYMBOL(kfusionTimingEnd);
  KFUSION_SYMBOL(kfusionTimingLastOpCount);
  KFUSION_SYMBOL(kfusionGraphBegin);
  KFUSION_SYMBOL(kfusionGraphEnd);
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
