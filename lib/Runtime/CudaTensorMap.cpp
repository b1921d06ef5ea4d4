//===- CudaTensorMap.cpp - Tensor maps (TMA descriptors) ------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mgpuTensorMapEncodeTiled over cuTensorMapEncodeTiled, and
// mgpuTensorMapEncodeTiledMemref, which encodes the map of a ranked memref
// (its offset honored, unlike upstream) and copies it to device memory,
// once per distinct map and context: a program that makes the map before
// every launch (kfusion-lower-tiles stage-tma inside a timed step) neither
// allocates nor copies again.
//
//===----------------------------------------------------------------------===//

#include "CudaContext.h"

#include <array>
#include <cinttypes>
#include <cstring>
#include <map>
#include <mutex>
#include <utility>

using namespace mlir::kfusion::runtime;

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
  // The device copies, by context and content; they live as long as the
  // process (a map is 128 bytes; a program makes few distinct ones).
  using Key =
      std::pair<CUcontext, std::array<unsigned char, sizeof(CUtensorMap)>>;
  static std::mutex mutex;
  static std::map<Key, CUdeviceptr> copies;
  Key key{context.get(), {}};
  std::memcpy(key.second.data(), &tensorMap, sizeof(CUtensorMap));
  std::lock_guard<std::mutex> lock(mutex);
  CUdeviceptr &deviceTensorMap = copies[key];
  if (!deviceTensorMap) {
    KFUSION_CU_CHECK(cuMemAlloc, &deviceTensorMap, sizeof(CUtensorMap));
    KFUSION_CU_CHECK(cuMemcpyHtoD, deviceTensorMap, &tensorMap,
                     sizeof(CUtensorMap));
    // A copy from pageable memory may return before its DMA lands, and the
    // kernels that read the map run on other streams: wait for it (once per
    // distinct map).
    checkResult(driver().cuCtxSynchronize(), "cuCtxSynchronize", __func__);
  }
  return reinterpret_cast<void *>(deviceTensorMap);
}
