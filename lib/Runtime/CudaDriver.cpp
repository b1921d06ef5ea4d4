//===- CudaDriver.cpp - CUDA driver API loaded at run time ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Opens libcuda.so.1 with dlopen, looks every entry point up under its
// exported (versioned) name, initializes the driver, and turns failures into
// one clear line on stderr and exit status 1.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <initializer_list>
#include <mutex>
#include <unistd.h>

using namespace mlir::kfusion::runtime;

namespace {

/// The outcome of loading and initializing the driver, computed once.
struct DriverState {
  DriverApi api = {};
  bool usable = false;
  int deviceCount = 0;
  char reason[512] = {0};
};

/// Returns the process-wide driver state (never destroyed, so that calls made
/// from static destructors still find it).
DriverState &state() {
  static DriverState *driverState = new DriverState;
  return *driverState;
}

/// Looks up `fn` under the first of `names` that libcuda exports. Returns
/// false (and names the symbol in `missing`) when none is exported.
template <typename Fn>
bool bind(void *library, Fn &fn, std::initializer_list<const char *> names,
          const char **missing) {
  for (const char *name : names) {
    if (void *symbol = dlsym(library, name)) {
      fn = reinterpret_cast<Fn>(symbol);
      return true;
    }
  }
  *missing = *names.begin();
  return false;
}

/// Formats `result` as `NAME (description)` into `buffer`. The driver names
/// its errors, except once it is shut down; then a few are named here.
void describeResult(const DriverApi &api, CUresult result, char *buffer,
                    size_t size) {
  const char *name = nullptr;
  const char *description = nullptr;
  if (api.cuGetErrorName && api.cuGetErrorName(result, &name) != CUDA_SUCCESS)
    name = nullptr;
  if (api.cuGetErrorString &&
      api.cuGetErrorString(result, &description) != CUDA_SUCCESS)
    description = nullptr;
  if (!name && result == CUDA_ERROR_DEINITIALIZED) {
    name = "CUDA_ERROR_DEINITIALIZED";
    description = "driver shutting down";
  }
  if (name)
    snprintf(buffer, size, "%s (%s)", name,
             description ? description : "no description");
  else
    snprintf(buffer, size, "CUresult %d", result);
}

/// Opens the driver, binds the entry points, runs cuInit and counts devices.
/// On failure leaves `usable` false and explains why in `reason`.
void loadDriver(DriverState &s) {
  // A loaded driver stays loaded for the life of the process.
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *error = dlerror();
    snprintf(s.reason, sizeof(s.reason),
             "no CUDA driver (%s); this program needs an NVIDIA GPU",
             error ? error : "libcuda.so.1: dlopen failed");
    return;
  }

  DriverApi &api = s.api;
  const char *missing = nullptr;
  // Names as exported by libcuda; cuda.h maps the plain names of several
  // entry points to these versioned ones (`#define cuMemAlloc cuMemAlloc_v2`).
  bool bound =
      bind(library, api.cuGetErrorName, {"cuGetErrorName"}, &missing) &&
      bind(library, api.cuGetErrorString, {"cuGetErrorString"}, &missing) &&
      bind(library, api.cuInit, {"cuInit"}, &missing) &&
      bind(library, api.cuDriverGetVersion, {"cuDriverGetVersion"}, &missing) &&
      bind(library, api.cuDeviceGetCount, {"cuDeviceGetCount"}, &missing) &&
      bind(library, api.cuDeviceGet, {"cuDeviceGet"}, &missing) &&
      bind(library, api.cuDeviceGetName, {"cuDeviceGetName"}, &missing) &&
      bind(library, api.cuDeviceGetAttribute, {"cuDeviceGetAttribute"},
           &missing) &&
      bind(library, api.cuDevicePrimaryCtxRetain, {"cuDevicePrimaryCtxRetain"},
           &missing) &&
      bind(library, api.cuCtxGetCurrent, {"cuCtxGetCurrent"}, &missing) &&
      bind(library, api.cuCtxPushCurrent, {"cuCtxPushCurrent_v2"}, &missing) &&
      bind(library, api.cuCtxPopCurrent, {"cuCtxPopCurrent_v2"}, &missing) &&
      bind(library, api.cuCtxSynchronize, {"cuCtxSynchronize"}, &missing) &&
      bind(library, api.cuModuleLoadData, {"cuModuleLoadData"}, &missing) &&
      bind(library, api.cuModuleLoadDataEx, {"cuModuleLoadDataEx"}, &missing) &&
      bind(library, api.cuModuleUnload, {"cuModuleUnload"}, &missing) &&
      bind(library, api.cuModuleGetFunction, {"cuModuleGetFunction"},
           &missing) &&
      bind(library, api.cuFuncSetAttribute, {"cuFuncSetAttribute"}, &missing) &&
      bind(library, api.cuLaunchKernel, {"cuLaunchKernel"}, &missing) &&
      bind(library, api.cuStreamCreate, {"cuStreamCreate"}, &missing) &&
      bind(library, api.cuStreamDestroy, {"cuStreamDestroy_v2"}, &missing) &&
      bind(library, api.cuStreamSynchronize, {"cuStreamSynchronize"},
           &missing) &&
      bind(library, api.cuStreamWaitEvent, {"cuStreamWaitEvent"}, &missing) &&
      bind(library, api.cuEventCreate, {"cuEventCreate"}, &missing) &&
      bind(library, api.cuEventDestroy, {"cuEventDestroy_v2"}, &missing) &&
      bind(library, api.cuEventRecord, {"cuEventRecord"}, &missing) &&
      bind(library, api.cuEventSynchronize, {"cuEventSynchronize"}, &missing) &&
      // cuEventElapsedTime_v2 appeared in CUDA 12.8; older drivers only
      // export the unversioned entry point, which has the same signature.
      bind(library, api.cuEventElapsedTime,
           {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, &missing) &&
      bind(library, api.cuMemAlloc, {"cuMemAlloc_v2"}, &missing) &&
      bind(library, api.cuMemAllocManaged, {"cuMemAllocManaged"}, &missing) &&
      bind(library, api.cuMemFree, {"cuMemFree_v2"}, &missing) &&
      bind(library, api.cuMemcpyAsync, {"cuMemcpyAsync"}, &missing) &&
      bind(library, api.cuMemcpyHtoD, {"cuMemcpyHtoD_v2"}, &missing) &&
      bind(library, api.cuMemsetD32Async, {"cuMemsetD32Async"}, &missing) &&
      bind(library, api.cuMemsetD16Async, {"cuMemsetD16Async"}, &missing) &&
      bind(library, api.cuMemHostRegister, {"cuMemHostRegister_v2"},
           &missing) &&
      bind(library, api.cuMemHostUnregister, {"cuMemHostUnregister"}, &missing);
  if (!bound) {
    snprintf(s.reason, sizeof(s.reason),
             "the CUDA driver libcuda.so.1 does not export %s (driver too "
             "old?)",
             missing);
    return;
  }
  // Stream-ordered allocation (CUDA 11.2 drivers); mgpuMemAlloc checks.
  bind(library, api.cuMemAllocAsync, {"cuMemAllocAsync"}, &missing);
  bind(library, api.cuMemFreeAsync, {"cuMemFreeAsync"}, &missing);
  bind(library, api.cuDeviceGetDefaultMemPool, {"cuDeviceGetDefaultMemPool"},
       &missing);
  bind(library, api.cuMemPoolSetAttribute, {"cuMemPoolSetAttribute"},
       &missing);
  // Entry points of CUDA 12.0 drivers; their users check for null.
  bind(library, api.cuLaunchKernelEx, {"cuLaunchKernelEx"}, &missing);
  bind(library, api.cuTensorMapEncodeTiled, {"cuTensorMapEncodeTiled"},
       &missing);
  bind(library, api.cuGraphCreate, {"cuGraphCreate"}, &missing);
  bind(library, api.cuGraphDestroy, {"cuGraphDestroy"}, &missing);
  bind(library, api.cuGraphAddKernelNode, {"cuGraphAddKernelNode_v2"},
       &missing);
  bind(library, api.cuGraphAddMemsetNode, {"cuGraphAddMemsetNode"}, &missing);
  bind(library, api.cuGraphKernelNodeSetAttribute,
       {"cuGraphKernelNodeSetAttribute"}, &missing);
  bind(library, api.cuGraphInstantiate, {"cuGraphInstantiateWithFlags"},
       &missing);
  bind(library, api.cuGraphLaunch, {"cuGraphLaunch"}, &missing);
  bind(library, api.cuGraphExecDestroy, {"cuGraphExecDestroy"}, &missing);

  char description[256];
  if (CUresult result = api.cuInit(0)) {
    describeResult(api, result, description, sizeof(description));
    if (result == CUDA_ERROR_NO_DEVICE)
      snprintf(s.reason, sizeof(s.reason),
               "no CUDA device found (cuInit: %s); this program needs an "
               "NVIDIA GPU",
               description);
    else
      snprintf(s.reason, sizeof(s.reason),
               "the CUDA driver failed to initialize (cuInit: %s)",
               description);
    return;
  }
  int count = 0;
  if (CUresult result = api.cuDeviceGetCount(&count)) {
    describeResult(api, result, description, sizeof(description));
    snprintf(s.reason, sizeof(s.reason),
             "cannot count CUDA devices (cuDeviceGetCount: %s)", description);
    return;
  }
  if (count <= 0) {
    snprintf(s.reason, sizeof(s.reason),
             "no CUDA device found; this program needs an NVIDIA GPU");
    return;
  }
  s.deviceCount = count;
  s.usable = true;
}

/// Loads the driver once per process, from whichever thread comes first.
DriverState &loadedState() {
  static std::once_flag once;
  DriverState &s = state();
  std::call_once(once, [&s] { loadDriver(s); });
  return s;
}

/// True for the errors a failed kernel or copy leaves in its context: every
/// later call on that context returns them.
bool isStickyError(CUresult result) {
  switch (result) {
  case CUDA_ERROR_ILLEGAL_ADDRESS:
  case CUDA_ERROR_LAUNCH_TIMEOUT:
  case CUDA_ERROR_ASSERT:
  case CUDA_ERROR_HARDWARE_STACK_ERROR:
  case CUDA_ERROR_ILLEGAL_INSTRUCTION:
  case CUDA_ERROR_MISALIGNED_ADDRESS:
  case CUDA_ERROR_INVALID_ADDRESS_SPACE:
  case CUDA_ERROR_INVALID_PC:
  case CUDA_ERROR_LAUNCH_FAILED:
  case CUDA_ERROR_TENSOR_MEMORY_LEAK:
    return true;
  default:
    return false;
  }
}

std::atomic<bool> fatalErrorStarted{false};
std::atomic<bool> processExiting{false};
thread_local bool inFatalError = false;

} // namespace

const DriverApi *mlir::kfusion::runtime::tryDriver(const char **reason) {
  DriverState &s = loadedState();
  if (s.usable)
    return &s.api;
  if (reason)
    *reason = s.reason;
  return nullptr;
}

const DriverApi &mlir::kfusion::runtime::driver() {
  DriverState &s = loadedState();
  if (!s.usable)
    fatalError("%s", s.reason);
  return s.api;
}

int mlir::kfusion::runtime::driverDeviceCount() {
  return tryDriver() ? state().deviceCount : 0;
}

void mlir::kfusion::runtime::fatalError(const char *format, ...) {
  // A fatal error raised while exiting for an earlier one (say, a module
  // unload from a static destructor) adds nothing: end at once.
  if (inFatalError)
    _exit(1);
  inFatalError = true;
  // Another thread is already reporting and exiting; let it.
  if (fatalErrorStarted.exchange(true))
    for (;;)
      pause();
  fflush(stdout);
  fputs("kfusion-runtime: error: ", stderr);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  fflush(stderr);
  if (processExiting)
    _exit(1);
  exit(1);
}

void mlir::kfusion::runtime::checkResult(CUresult result, const char *call,
                                         const char *function,
                                         const char *detail) {
  if (result == CUDA_SUCCESS)
    return;
  char description[256];
  describeResult(state().api, result, description, sizeof(description));
  bool hasDetail = detail && *detail;
  fatalError("%s failed in %s: %s%s%s%s", call, function, description,
             isStickyError(result)
                 ? "; a kernel or copy issued earlier failed on the device "
                   "and the CUDA context is no longer usable"
                 : "",
             hasDetail ? "\n" : "", hasDetail ? detail : "");
}

void mlir::kfusion::runtime::setExiting() { processExiting = true; }

bool mlir::kfusion::runtime::fatalErrorInProgress() {
  return fatalErrorStarted.load();
}
