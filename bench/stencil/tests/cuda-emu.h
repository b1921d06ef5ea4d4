// A host emulation of the CUDA a block-synchronous kernel uses, so that a
// probe's kernel runs on a machine without a GPU (tests/fdtd-stream-emu.cpp):
// each thread of a block is a host thread; the blocks of a grid run one after
// another, so a kernel's `__shared__` arrays are function statics. Emulated:
// threadIdx / blockIdx / blockDim (.x, .y), __syncthreads (a barrier of the
// block's threads), __shfl_up_sync / __shfl_down_sync (over the whole warp:
// every lane of the block must reach the same shuffles, as in the kernels it
// serves; the mask is not checked), __ldg, __launch_bounds__. Host C++20.
#ifndef KFUSION_BENCH_CUDA_EMU_H
#define KFUSION_BENCH_CUDA_EMU_H

#include <algorithm>
#include <barrier>
#include <functional>
#include <thread>
#include <vector>

#define __global__
#define __launch_bounds__(...)
#define __shared__ static
#define __restrict__

struct EmuDim3 {
  unsigned x = 1, y = 1, z = 1;
};

namespace cuda_emu {
inline thread_local EmuDim3 threadIdx, blockIdx;
inline EmuDim3 blockDim, gridDim;
inline std::barrier<> *block_barrier = nullptr;
inline std::vector<float> shuffle_slots;

/// Every thread of the block publishes `v`, then reads lane `lane + delta`'s
/// (its own where that lane is outside the warp).
inline float shuffle(float v, int delta) {
  const unsigned tid = threadIdx.x;
  shuffle_slots[tid] = v;
  block_barrier->arrive_and_wait();
  const int lane = tid % 32, src = lane + delta;
  const float r = src >= 0 && src < 32 ? shuffle_slots[tid + delta] : v;
  block_barrier->arrive_and_wait();
  return r;
}

/// Runs `kernel` over a grid of (gx, gy) blocks of `bx` threads (1-D blocks).
template <typename F>
void launch(unsigned gx, unsigned gy, unsigned bx, F kernel) {
  blockDim = {bx, 1, 1};
  gridDim = {gx, gy, 1};
  shuffle_slots.assign(bx, 0.f);
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned b = 0; b < gx; ++b) {
      std::barrier<> bar(bx);
      block_barrier = &bar;
      std::vector<std::thread> threads;
      for (unsigned t = 0; t < bx; ++t)
        threads.emplace_back([=] {
          threadIdx = {t, 0, 0};
          blockIdx = {b, by, 0};
          kernel();
        });
      for (auto &th : threads)
        th.join();
    }
}
} // namespace cuda_emu

using cuda_emu::blockDim;
using cuda_emu::blockIdx;
using cuda_emu::gridDim;
using cuda_emu::threadIdx;
using std::max;
using std::min;

inline void __syncthreads() { cuda_emu::block_barrier->arrive_and_wait(); }
inline float __shfl_up_sync(unsigned, float v, int d) {
  return cuda_emu::shuffle(v, -d);
}
inline float __shfl_down_sync(unsigned, float v, int d) {
  return cuda_emu::shuffle(v, d);
}
template <typename T> T __ldg(const T *p) { return *p; }

#endif // KFUSION_BENCH_CUDA_EMU_H
