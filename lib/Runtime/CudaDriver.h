//===- CudaDriver.h - CUDA driver API loaded at run time --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The subset of the CUDA driver API that the KFusion runtime uses, declared
// here (no <cuda.h>) so the runtime builds without the CUDA toolkit. The
// driver, libcuda.so.1, is opened with dlopen on first use. Every numeric
// value below is copied from CUDA 13.0's cuda.h.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_RUNTIME_CUDADRIVER_H
#define KFUSION_LIB_RUNTIME_CUDADRIVER_H

#include <cstddef>
#include <cstdint>

namespace mlir::kfusion::runtime {

//===----------------------------------------------------------------------===//
// Types and constants (cuda.h, CUDA 13.0)
//===----------------------------------------------------------------------===//

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using cuuint32_t = uint32_t;
using cuuint64_t = uint64_t;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUmemoryPool = struct CUmemPoolHandle_st *;
using CUgraph = struct CUgraph_st *;
using CUgraphNode = struct CUgraphNode_st *;
using CUgraphExec = struct CUgraphExec_st *;
using CUkernel = struct CUkern_st *;
/// CUmemPool_attribute: bytes a pool keeps reserved when it is trimmed at
/// synchronization (cuuint64_t).
enum : int { CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4 };

/// CUresult values the runtime looks at.
enum : CUresult {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_ASSERT = 710,
  CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
  CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
  CUDA_ERROR_MISALIGNED_ADDRESS = 716,
  CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
  CUDA_ERROR_INVALID_PC = 718,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_TENSOR_MEMORY_LEAK = 721,
};

/// CUstream_flags.
enum : unsigned { CU_STREAM_DEFAULT = 0x0, CU_STREAM_NON_BLOCKING = 0x1 };

/// CUevent_flags.
enum : unsigned {
  CU_EVENT_DEFAULT = 0x0,
  CU_EVENT_BLOCKING_SYNC = 0x1,
  CU_EVENT_DISABLE_TIMING = 0x2,
};

/// CUmemAttach_flags.
enum : unsigned { CU_MEM_ATTACH_GLOBAL = 0x1 };

/// CUdevice_attribute values the runtime queries.
enum CUdevice_attribute : int {
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
};

/// CUfunction_attribute values the runtime sets.
enum CUfunction_attribute : int {
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
};

/// CUjit_option values used by the module loaders.
enum CUjit_option : int {
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_JIT_LOG_VERBOSE = 12,
};

/// CUlaunchAttributeID values used by cluster launches.
enum CUlaunchAttributeID : int {
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
};

/// CUclusterSchedulingPolicy.
enum CUclusterSchedulingPolicy : int {
  CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0,
  CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1,
  CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2,
};

/// CUlaunchAttributeValue: a 64-byte union; only the members we set.
union CUlaunchAttributeValue {
  char pad[64];
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  CUclusterSchedulingPolicy clusterSchedulingPolicyPreference;
};

/// CUlaunchAttribute: a 4-byte id padded to 8, then the value.
struct CUlaunchAttribute {
  CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)];
  CUlaunchAttributeValue value;
};

/// CUlaunchConfig, the first argument of cuLaunchKernelEx.
struct CUlaunchConfig {
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned int numAttrs;
};

static_assert(sizeof(CUlaunchAttribute) == 72, "CUlaunchAttribute layout");
static_assert(sizeof(CUlaunchConfig) == 56, "CUlaunchConfig layout");

/// CUtensorMap: 16 opaque quad words, 128-byte aligned (CUDA 13's cuda.h
/// uses alignas(128); CUDA 12.0 used 64).
struct alignas(128) CUtensorMap {
  cuuint64_t opaque[16];
};
static_assert(sizeof(CUtensorMap) == 128, "CUtensorMap layout");

/// CUtensorMapDataType.
enum CUtensorMapDataType : int {
  CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
  CU_TENSOR_MAP_DATA_TYPE_UINT16,
  CU_TENSOR_MAP_DATA_TYPE_UINT32,
  CU_TENSOR_MAP_DATA_TYPE_INT32,
  CU_TENSOR_MAP_DATA_TYPE_UINT64,
  CU_TENSOR_MAP_DATA_TYPE_INT64,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
  CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B,
  CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B,
};

/// CUtensorMapInterleave.
enum CUtensorMapInterleave : int {
  CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
  CU_TENSOR_MAP_INTERLEAVE_16B,
  CU_TENSOR_MAP_INTERLEAVE_32B,
};

/// CUtensorMapSwizzle.
enum CUtensorMapSwizzle : int {
  CU_TENSOR_MAP_SWIZZLE_NONE = 0,
  CU_TENSOR_MAP_SWIZZLE_32B,
  CU_TENSOR_MAP_SWIZZLE_64B,
  CU_TENSOR_MAP_SWIZZLE_128B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B,
};

/// CUtensorMapL2promotion.
enum CUtensorMapL2promotion : int {
  CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
  CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
  CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
  CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
};

/// CUtensorMapFloatOOBfill.
enum CUtensorMapFloatOOBfill : int {
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
};

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// CUDA_KERNEL_NODE_PARAMS_v2, the parameters of cuGraphAddKernelNode_v2.
struct CUDA_KERNEL_NODE_PARAMS {
  CUfunction func;
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
  CUkernel kern;
  CUcontext ctx;
};
static_assert(sizeof(CUDA_KERNEL_NODE_PARAMS) == 72, "kernel node layout");

/// CUDA_MEMSET_NODE_PARAMS (v1), the parameters of cuGraphAddMemsetNode.
struct CUDA_MEMSET_NODE_PARAMS {
  CUdeviceptr dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width;
  size_t height;
};
static_assert(sizeof(CUDA_MEMSET_NODE_PARAMS) == 40, "memset node layout");

/// The driver entry points, looked up with dlsym under their exported
/// (versioned) names; see CudaDriver.cpp for the name of each. Members are
/// named as the cuda.h macros are, so calls read like ordinary CUDA code.
struct DriverApi {
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, CUdevice_attribute, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxGetCurrent)(CUcontext *);
  CUresult (*cuCtxPushCurrent)(CUcontext);
  CUresult (*cuCtxPopCurrent)(CUcontext *);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned,
                                 CUjit_option *, void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuFuncSetAttribute)(CUfunction, CUfunction_attribute, int);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemAllocManaged)(CUdeviceptr *, size_t, unsigned);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
  CUresult (*cuMemsetD16Async)(CUdeviceptr, unsigned short, size_t, CUstream);
  CUresult (*cuMemHostRegister)(void *, size_t, unsigned);
  CUresult (*cuMemHostUnregister)(void *);
  // Optional (CUDA 11.2 and later drivers: stream-ordered allocation); null
  // when the driver lacks them.
  CUresult (*cuMemAllocAsync)(CUdeviceptr *, size_t, CUstream);
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUstream);
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool *, CUdevice);
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool, int, void *);
  // Optional (CUDA 12.0 and later drivers); null when the driver lacks them.
  CUresult (*cuLaunchKernelEx)(const CUlaunchConfig *, CUfunction, void **,
                               void **);
  CUresult (*cuTensorMapEncodeTiled)(CUtensorMap *, CUtensorMapDataType,
                                     cuuint32_t, void *, const cuuint64_t *,
                                     const cuuint64_t *, const cuuint32_t *,
                                     const cuuint32_t *, CUtensorMapInterleave,
                                     CUtensorMapSwizzle, CUtensorMapL2promotion,
                                     CUtensorMapFloatOOBfill);
  // CUDA graphs (CUDA 12.0 drivers for the _v2 kernel node); the step graphs
  // of CudaGraphs.cpp check for null.
  CUresult (*cuGraphCreate)(CUgraph *, unsigned);
  CUresult (*cuGraphDestroy)(CUgraph);
  CUresult (*cuGraphAddKernelNode)(CUgraphNode *, CUgraph, const CUgraphNode *,
                                   size_t, const CUDA_KERNEL_NODE_PARAMS *);
  CUresult (*cuGraphAddMemsetNode)(CUgraphNode *, CUgraph, const CUgraphNode *,
                                   size_t, const CUDA_MEMSET_NODE_PARAMS *,
                                   CUcontext);
  CUresult (*cuGraphKernelNodeSetAttribute)(CUgraphNode, CUlaunchAttributeID,
                                            const CUlaunchAttributeValue *);
  CUresult (*cuGraphInstantiate)(CUgraphExec *, CUgraph, unsigned long long);
  CUresult (*cuGraphLaunch)(CUgraphExec, CUstream);
  CUresult (*cuGraphExecDestroy)(CUgraphExec);
};

/// Returns the driver, opening libcuda.so.1 and running cuInit on the first
/// call. Without a usable driver or device, prints one line saying why to
/// stderr and exits with status 1.
const DriverApi &driver();

/// Like driver(), but never exits: returns null when no driver or device is
/// usable, and then sets `*reason` (if given) to a one-line explanation.
const DriverApi *tryDriver(const char **reason = nullptr);

/// Number of CUDA devices found by cuInit; 0 without a usable driver.
int driverDeviceCount();

/// Prints `kfusion-runtime: error: <message>` to stderr (after flushing
/// stdout) and exits with status 1. A second fatal error, e.g. from a
/// destructor that runs during that exit, ends the process silently.
[[noreturn]] void fatalError(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

/// Exits through fatalError when `result` is not CUDA_SUCCESS, naming the
/// driver call, the runtime function it was made from, the error's name and
/// its description, followed by `detail` (e.g. a JIT log) when not empty.
void checkResult(CUresult result, const char *call, const char *function,
                 const char *detail = nullptr);

/// True once fatalError has started ending the process. Functions that only
/// release resources (and may run from static destructors during that exit)
/// check it and do nothing, so they never wait on a lock the failing call
/// still holds.
bool fatalErrorInProgress();

/// Tells fatalError that the process is already exiting (the caller is an
/// exit handler), so it must end with _exit instead of calling exit again.
void setExiting();

/// Calls driver entry point NAME and checks the result, reporting the call as
/// `NAME` made from the enclosing function.
#define KFUSION_CU_CHECK(NAME, ...)                                            \
  ::mlir::kfusion::runtime::checkResult(                                       \
      ::mlir::kfusion::runtime::driver().NAME(__VA_ARGS__), #NAME, __func__)

//===----------------------------------------------------------------------===//
// Runtime-internal plumbing shared by the runtime's source files
//===----------------------------------------------------------------------===//

/// The callback type of kfusionRuntimeSymbols.
using SymbolCallback = void (*)(const char *name, void *address, void *user);

/// Calls `callback` for each printing helper defined in RunnerUtils.cpp.
void forEachRunnerUtilsSymbol(SymbolCallback callback, void *user);

} // namespace mlir::kfusion::runtime

#endif // KFUSION_LIB_RUNTIME_CUDADRIVER_H
