// The device description's measured constants (include/KFusion/Dialect/DeviceDescription.h):
// the copy bandwidth (dramBandwidth: reads plus writes of a copy far larger than L2), the
// L2 read bandwidth (l2Bandwidth: every SM reading a buffer that fits in L2, again and
// again), and the latency of a dependent load that misses to DRAM and of one that hits L2
// (memoryLatency, cacheLatency: a pointer chase, one thread). Each figure is the median of
// REPEAT timed runs after a warm-up; one JSON object on stdout.
//   nvcc -O3 -arch=sm_90 -o probe bench/device/probe.cu && ./probe
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                                   \
  do {                                                                             \
    cudaError_t e = (x);                                                           \
    if (e != cudaSuccess) {                                                        \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      std::exit(1);                                                                \
    }                                                                              \
  } while (0)

static const int REPEAT = 15;

__global__ void copyKernel(const int4 *__restrict__ in, int4 *__restrict__ out, size_t n) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    out[i] = in[i];
}

// Each block reads the whole buffer (n int4), `passes` times, from a block-dependent start
// so that the SMs do not read one line at a time; the sum keeps the loads.
__global__ void l2ReadKernel(const int4 *__restrict__ in, size_t n, int passes, int *sink) {
  int acc = 0;
  size_t start = size_t(blockIdx.x) * 4096 % n;
  for (int p = 0; p < passes; ++p) {
    size_t j = start + threadIdx.x;
    for (size_t i = threadIdx.x; i < n; i += blockDim.x, j += blockDim.x) {
      if (j >= n)
        j -= n;
      int4 v = __ldcg(&in[j]);
      acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
  }
  if (acc == 0x12345678)
    *sink = acc;
}

__global__ void chaseKernel(const unsigned *__restrict__ next, unsigned start, int steps,
                            unsigned *sink) {
  unsigned j = start;
  for (int s = 0; s < steps; ++s)
    j = __ldcg(&next[j]);
  *sink = j;
}

template <typename F> static float medianMs(F launch) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  launch();
  CHECK(cudaDeviceSynchronize());
  std::vector<float> ms;
  for (int r = 0; r < REPEAT; ++r) {
    CHECK(cudaEventRecord(a));
    launch();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float t;
    CHECK(cudaEventElapsedTime(&t, a, b));
    ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// Seconds per step of a pointer chase over `bytes` (a random cycle of 128-byte-spaced
// entries, so each step touches a new line).
static double chase(size_t bytes) {
  size_t stride = 32; // unsigned entries: 128 bytes
  size_t count = bytes / (stride * sizeof(unsigned));
  std::vector<unsigned> order(count);
  for (size_t i = 0; i < count; ++i)
    order[i] = unsigned(i);
  unsigned seed = 12345;
  for (size_t i = count - 1; i > 0; --i) {
    seed = seed * 1103515245u + 12345u;
    std::swap(order[i], order[seed % (i + 1)]);
  }
  std::vector<unsigned> host(count * stride, 0);
  for (size_t i = 0; i < count; ++i)
    host[order[i] * stride] = order[(i + 1) % count] * unsigned(stride);
  unsigned *next, *sink;
  CHECK(cudaMalloc(&next, host.size() * sizeof(unsigned)));
  CHECK(cudaMalloc(&sink, sizeof(unsigned)));
  CHECK(cudaMemcpy(next, host.data(), host.size() * sizeof(unsigned), cudaMemcpyHostToDevice));
  // Each run starts at another entry of the cycle: the lines of an earlier
  // run's walk are not met again (they would hit L2).
  int steps = 20000;
  unsigned run = 0;
  float ms = medianMs([&] {
    chaseKernel<<<1, 1>>>(next, unsigned((run++ * 104729ull) % count * stride), steps,
                          sink);
  });
  CHECK(cudaGetLastError());
  CHECK(cudaFree(next));
  CHECK(cudaFree(sink));
  return ms * 1e-3 / steps;
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  int sms = prop.multiProcessorCount;

  size_t copyBytes = size_t(1) << 30; // 1 GiB each way
  int4 *in, *out;
  CHECK(cudaMalloc(&in, copyBytes));
  CHECK(cudaMalloc(&out, copyBytes));
  CHECK(cudaMemset(in, 1, copyBytes));
  size_t n = copyBytes / sizeof(int4);
  float copyMs = medianMs([&] { copyKernel<<<sms * 8, 512>>>(in, out, n); });
  CHECK(cudaGetLastError());
  double copy = 2.0 * copyBytes / (copyMs * 1e-3);

  size_t l2Bytes = size_t(prop.l2CacheSize) / 4; // fits in either half of L2
  size_t l2n = l2Bytes / sizeof(int4);
  int passes = 8;
  int *sink;
  CHECK(cudaMalloc(&sink, sizeof(int)));
  int blocks = sms * 2;
  float l2Ms = medianMs([&] { l2ReadKernel<<<blocks, 1024>>>(in, l2n, passes, sink); });
  CHECK(cudaGetLastError());
  double l2 = double(blocks) * passes * l2Bytes / (l2Ms * 1e-3);

  double dramLatency = chase(size_t(256) << 20);
  double l2Latency = chase(size_t(prop.l2CacheSize) / 4);
  std::printf("{\"device\": \"%s\", \"sms\": %d, \"l2_bytes\": %d, "
              "\"copy_bandwidth\": %.4g, \"l2_read_bandwidth\": %.4g, "
              "\"dram_latency\": %.4g, \"l2_latency\": %.4g}\n",
              prop.name, sms, prop.l2CacheSize, copy, l2, dramLatency,
              l2Latency);
  return 0;
}
