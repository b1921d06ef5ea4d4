//===- CudaContext.h - Devices, contexts and timing scopes ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the runtime's mgpu* files share: the device table and the primary
// context made current around each call (ScopedContext), the timing scope
// that records events around a device operation inside a timing region
// (TimedScope), the optional synchronization after each operation, the
// declarations of the mgpu* C ABI, and the layout of ranked memref
// descriptors.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_RUNTIME_CUDACONTEXT_H
#define KFUSION_LIB_RUNTIME_CUDACONTEXT_H

#include "CudaDriver.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#define MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace mlir::kfusion::runtime {

//===----------------------------------------------------------------------===//
// Devices and contexts (CudaContext.cpp)
//===----------------------------------------------------------------------===//

/// The device that mgpu calls made by this thread use (mgpuSetDefaultDevice).
extern thread_local int32_t defaultDevice;

/// Per-device state, created once the driver is known to work.
struct Devices {
  std::mutex mutex;
  int count = 0;
  std::atomic<CUcontext> *contexts = nullptr;
  int *maxSharedPerBlockOptin = nullptr;
  /// Whether async allocations come from the device's default memory pool.
  bool *streamOrdered = nullptr;
};

/// Returns the device table (never destroyed: static destructors use it).
Devices &devices();

/// Returns the primary context of device `ordinal`, retaining it on first
/// use (it is never released). `function` names the caller in errors.
CUcontext primaryContext(int ordinal, const char *function);

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
                         AtShutDown atShutDown = AtShutDown::Fail);
  ~ScopedContext();
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

/// Synchronizes `stream` after an operation when KFUSION_RUNTIME_SYNC is set
/// (to anything but 0), so that an asynchronous failure is reported by the
/// function that caused it.
void syncIfRequested(CUstream stream, const char *function);

//===----------------------------------------------------------------------===//
// Timing regions (CudaTiming.cpp)
//===----------------------------------------------------------------------===//

/// Records timing events before (constructor) and after (finish) one device
/// operation on `stream`, while a timing region is open on `context`.
class TimedScope {
public:
  /// `operations`: how many device operations the one being timed counts
  /// for (kfusionTimingLastOpCount): a step graph's kernels.
  TimedScope(const ScopedContext &context, CUstream stream,
             const char *function, int64_t operations = 1);

  /// Records the end event once the operation has been issued.
  void finish();

private:
  CUstream stream;
  const char *function;
  uint64_t region = 0;
  int64_t operations = 1;
  CUevent start = nullptr;
  CUevent end = nullptr;
};

//===----------------------------------------------------------------------===//
// Step graphs (CudaGraphs.cpp): while kfusionGraphBegin records a call on this
// thread, the operations below add what they just issued to its graph.
//===----------------------------------------------------------------------===//

/// The recording of this thread, or null (checked by every hook first).
struct GraphRecording;
extern thread_local GraphRecording *graphRecording;

/// The launch attributes of a kernel of thread-block clusters of `cluster`
/// (x, y, z) blocks: the dimensions, and the spread scheduling policy (the
/// blocks of a cluster on different multiprocessors); for cuLaunchKernelEx
/// and a graph's kernel node alike.
inline void clusterLaunchAttributes(const unsigned cluster[3],
                                    CUlaunchAttribute attributes[2]) {
  attributes[0] = {};
  attributes[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attributes[0].value.clusterDim.x = cluster[0];
  attributes[0].value.clusterDim.y = cluster[1];
  attributes[0].value.clusterDim.z = cluster[2];
  attributes[1] = {};
  attributes[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
  attributes[1].value.clusterSchedulingPolicyPreference =
      CU_CLUSTER_SCHEDULING_POLICY_SPREAD;
}

/// A kernel launched on `stream`; `cluster` null or its three dimensions.
void graphRecordKernel(const ScopedContext &context, CUstream stream,
                       CUfunction function, const unsigned grid[3],
                       const unsigned block[3], unsigned sharedBytes,
                       void **params, void **extra, const unsigned *cluster);
/// A memset of `count` elements of `elementSize` bytes on `stream`.
void graphRecordMemset(const ScopedContext &context, CUstream stream,
                       CUdeviceptr destination, unsigned value,
                       unsigned elementSize, size_t count);
/// An operation a graph of the call cannot replay: the recording is dropped
/// (the call itself runs on as usual), `why` saying so.
void graphRecordRefuse(const char *why);
/// Memory allocated by the call.
void graphRecordAlloc(CUdeviceptr pointer);
/// Whether the graph keeps `pointer`, which the call frees: true for memory
/// the call allocated (freed when the graph is dropped), false otherwise.
bool graphKeepsFreed(CUdeviceptr pointer);

//===----------------------------------------------------------------------===//
// Memref descriptors
//===----------------------------------------------------------------------===//

/// A ranked memref descriptor as MLIR's LLVM lowering lays it out:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct MemRefView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

/// Reads the ranked memref descriptor at `descriptor`.
inline MemRefView viewMemRef(void *descriptor, int64_t rank) {
  auto *pointers = static_cast<char **>(descriptor);
  auto *integers = reinterpret_cast<const int64_t *>(pointers + 2);
  return {pointers[1], integers[0], integers + 1, integers + 1 + rank};
}

//===----------------------------------------------------------------------===//
// The mgpu* C ABI, with upstream's signatures (CudaModules.cpp,
// CudaStreams.cpp, CudaMemory.cpp, CudaTensorMap.cpp). A function of C
// linkage is one function whatever namespace declares it: these are the
// ones the files define at global scope.
//===----------------------------------------------------------------------===//

MGPU_EXPORT CUmodule mgpuModuleLoad(void *data, size_t gpuBlobSize);
MGPU_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel);
MGPU_EXPORT void mgpuModuleUnload(CUmodule module);
MGPU_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module, const char *name);
MGPU_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                  intptr_t gridY, intptr_t gridZ,
                                  intptr_t blockX, intptr_t blockY,
                                  intptr_t blockZ, int32_t smem,
                                  CUstream stream, void **params, void **extra,
                                  size_t paramsCount);
MGPU_EXPORT void mgpuLaunchClusterKernel(
    CUfunction function, intptr_t clusterX, intptr_t clusterY,
    intptr_t clusterZ, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
    intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem,
    CUstream stream, void **params, void **extra, size_t paramsCount);

MGPU_EXPORT CUstream mgpuStreamCreate();
MGPU_EXPORT void mgpuStreamDestroy(CUstream stream);
MGPU_EXPORT void mgpuStreamSynchronize(CUstream stream);
MGPU_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event);
MGPU_EXPORT CUevent mgpuEventCreate();
MGPU_EXPORT void mgpuEventDestroy(CUevent event);
MGPU_EXPORT void mgpuEventSynchronize(CUevent event);
MGPU_EXPORT void mgpuEventRecord(CUevent event, CUstream stream);

MGPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                               bool isHostShared);
MGPU_EXPORT void mgpuMemFree(void *ptr, CUstream stream);
MGPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                            CUstream stream);
MGPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                              CUstream stream);
MGPU_EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                              CUstream stream);
MGPU_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
MGPU_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                           int64_t elementSizeBytes);
MGPU_EXPORT void mgpuMemHostUnregister(void *ptr);
MGPU_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                             int64_t elementSizeBytes);
MGPU_EXPORT void mgpuSetDefaultDevice(int32_t device);

MGPU_EXPORT void mgpuTensorMapEncodeTiled(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
    cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim,
    const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill);
MGPU_EXPORT void *mgpuTensorMapEncodeTiledMemref(
    int64_t tensorRank, void *rankedDescriptor,
    const CUtensorMapDataType tensorDataType, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill, int64_t *inputBoxDims);

} // namespace mlir::kfusion::runtime

#endif // KFUSION_LIB_RUNTIME_CUDACONTEXT_H
