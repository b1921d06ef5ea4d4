// TMA probe: which innermost coordinates a 2-D tile load
// (cp.async.bulk.tensor, no swizzle) takes on this GPU. A 64 x 64 f32 tensor
// holding i at element i; a tensor map with a 32 x 8 box, made on the host and
// copied to global memory (the map the stencil lowering's stage-tma passes by
// pointer), and once as a __grid_constant__ parameter; one block loads the box
// at each (x, y) below under an mbarrier and prints the first elements, or the
// error the load stopped with. Measured on an H200 (2026-12-03): x of 0, 4
// and -4 load (zeros outside the tensor); 1, 2 and -2 stop with
// CUDA_ERROR_ILLEGAL_INSTRUCTION: the innermost coordinate must be a multiple
// of 16 bytes. Each case runs in its own process (a failed load ends the
// context):
//
//   nvcc -arch=sm_90 -o /tmp/tma-probe bench/device/tma-probe.cu -lcuda
//   for c in 0 1 2 3 4 5 6 7 8; do /tmp/tma-probe $c; done
#include <cuda.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CHECK(x)                                                               \
  do {                                                                         \
    CUresult r = (x);                                                          \
    if (r != CUDA_SUCCESS) {                                                   \
      const char *name;                                                        \
      cuGetErrorName(r, &name);                                                \
      std::printf("%s: %s\n", #x, name);                                       \
      return 1;                                                                \
    }                                                                          \
  } while (0)

namespace {
constexpr int kBoxX = 32, kBoxY = 8, kSide = 64;

__device__ void loadBox(const void *map, float *out, int x, int y) {
  __shared__ alignas(128) float tile[kBoxY * kBoxX];
  __shared__ alignas(8) uint64_t bar;
  uint32_t b = uint32_t(__cvta_generic_to_shared(&bar));
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(b));
    asm volatile("fence.proxy.async.shared::cta;");
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(b),
                 "r"(int(sizeof(tile))));
    uint32_t dst = uint32_t(__cvta_generic_to_shared(tile));
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile."
                 "mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::
                     "r"(dst),
                 "l"(map), "r"(x), "r"(y), "r"(b)
                 : "memory");
  }
  __syncthreads();
  asm volatile("{.reg .pred p; W: mbarrier.try_wait.parity.shared.b64 p, [%0], "
               "0; @!p bra W;}" ::"r"(b)
               : "memory");
  out[threadIdx.x] = tile[threadIdx.x];
}

__global__ void viaGlobal(const CUtensorMap *map, float *out, int x, int y) {
  loadBox(map, out, x, y);
}

__global__ void viaParam(const __grid_constant__ CUtensorMap map, float *out,
                         int x, int y) {
  loadBox(&map, out, x, y);
}
} // namespace

int main(int argc, char **argv) {
  // (x, y, the map as a parameter)
  const int cases[][3] = {{0, 0, 0},  {0, 0, 1},  {0, -1, 0},
                          {4, 0, 0},  {-4, -1, 0}, {0, 3, 0},
                          {2, 0, 0},  {1, 0, 0},  {-2, 0, 0}};
  int c = argc > 1 ? std::atoi(argv[1]) : 0;
  if (c < 0 || c >= int(sizeof(cases) / sizeof(cases[0])))
    return 2;
  int x = cases[c][0], y = cases[c][1], byParam = cases[c][2];
  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  static float host[kSide * kSide];
  for (int i = 0; i < kSide * kSide; ++i)
    host[i] = float(i);
  CUdeviceptr src, out, deviceMap;
  CHECK(cuMemAlloc(&src, sizeof(host)));
  CHECK(cuMemcpyHtoD(src, host, sizeof(host)));
  CHECK(cuMemAlloc(&out, kBoxX * kBoxY * sizeof(float)));
  CUtensorMap map;
  cuuint64_t dims[2] = {kSide, kSide}, strides[1] = {kSide * sizeof(float)};
  cuuint32_t box[2] = {kBoxX, kBoxY}, elementStrides[2] = {1, 1};
  CHECK(cuTensorMapEncodeTiled(
      &map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, reinterpret_cast<void *>(src),
      dims, strides, box, elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
      CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
  CHECK(cuMemAlloc(&deviceMap, sizeof(map)));
  CHECK(cuMemcpyHtoD(deviceMap, &map, sizeof(map)));
  CHECK(cuCtxSynchronize());
  auto *result = reinterpret_cast<float *>(out);
  if (byParam)
    viaParam<<<1, kBoxX * kBoxY>>>(map, result, x, y);
  else
    viaGlobal<<<1, kBoxX * kBoxY>>>(
        reinterpret_cast<const CUtensorMap *>(deviceMap), result, x, y);
  CUresult r = cuCtxSynchronize();
  const char *name;
  cuGetErrorName(r, &name);
  std::printf("map %s, x %d, y %d: %s", byParam ? "parameter" : "global", x, y,
              name);
  if (r != CUDA_SUCCESS) {
    std::printf("\n");
    return 1;
  }
  float tile[kBoxX * kBoxY];
  CHECK(cuMemcpyDtoH(tile, out, sizeof(tile)));
  std::printf("; box[0][0] %g, box[0][1] %g, box[1][1] %g\n", tile[0], tile[1],
              tile[kBoxX + 1]);
  return 0;
}
