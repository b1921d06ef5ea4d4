// A host emulation of the CUDA a block-synchronous kernel uses, so that a
// probe's kernel runs on a machine without a GPU (tests/fdtd-stream-emu.cpp):
// each thread of a block is a fiber (ucontext) of one host thread, run in
// turn up to its next barrier, so that a round of turns is a __syncthreads
// and no operating-system scheduling is involved (host threads and
// std::barrier made the test 5x slower on a busy machine). The blocks of a
// grid run one after another, so a kernel's `__shared__` arrays are function
// statics. Emulated: threadIdx / blockIdx / blockDim (.x, .y), __syncthreads,
// __shfl_up_sync / __shfl_down_sync (over the whole warp: every lane of the
// block must reach the same shuffles, as in the kernels it serves; the mask
// is not checked), __ldg, __launch_bounds__. Host C++20.
#ifndef KFUSION_BENCH_CUDA_EMU_H
#define KFUSION_BENCH_CUDA_EMU_H

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <ucontext.h>
#include <vector>

#define __global__
#define __launch_bounds__(...)
#define __shared__ static
#define __restrict__

struct EmuDim3 {
  unsigned x = 1, y = 1, z = 1;
};

namespace cuda_emu {
inline EmuDim3 threadIdx, blockIdx;
inline EmuDim3 blockDim, gridDim;
inline std::vector<float> shuffle_slots;

/// The fibers of the block that runs.
struct Fiber {
  ucontext_t context;
  std::vector<char> stack;
  bool done = false;
};
inline ucontext_t scheduler;
inline std::vector<Fiber> fibers;
inline unsigned current = 0;
inline const std::function<void()> *body = nullptr;

/// Hands the turn back to the scheduler (the fiber waits at a barrier).
inline void yield() { swapcontext(&fibers[current].context, &scheduler); }

inline void entry() {
  (*body)();
  fibers[current].done = true;
  // Returns to the scheduler through uc_link.
}

/// Every thread of the block publishes `v`, then reads lane `lane + delta`'s
/// (its own where that lane is outside the warp).
inline float shuffle(float v, int delta) {
  const unsigned tid = threadIdx.x;
  shuffle_slots[tid] = v;
  yield();
  const int lane = tid % 32, src = lane + delta;
  const float r = src >= 0 && src < 32 ? shuffle_slots[tid + delta] : v;
  yield();
  return r;
}

/// Runs `kernel` over a grid of (gx, gy) blocks of `bx` threads (1-D blocks).
template <typename F>
void launch(unsigned gx, unsigned gy, unsigned bx, F kernel) {
  constexpr size_t kStackBytes = 256 * 1024;
  blockDim = {bx, 1, 1};
  gridDim = {gx, gy, 1};
  shuffle_slots.assign(bx, 0.f);
  const std::function<void()> run = kernel;
  body = &run;
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned b = 0; b < gx; ++b) {
      fibers.assign(bx, Fiber());
      for (unsigned t = 0; t < bx; ++t) {
        Fiber &f = fibers[t];
        f.stack.resize(kStackBytes);
        getcontext(&f.context);
        f.context.uc_stack.ss_sp = f.stack.data();
        f.context.uc_stack.ss_size = f.stack.size();
        f.context.uc_link = &scheduler;
        makecontext(&f.context, entry, 0);
      }
      // Rounds of turns: each fiber runs to its next barrier (or its end).
      for (bool running = true; running;) {
        running = false;
        unsigned finished = 0;
        for (unsigned t = 0; t < bx; ++t) {
          if (fibers[t].done) {
            ++finished;
            continue;
          }
          current = t;
          threadIdx = {t, 0, 0};
          blockIdx = {b, by, 0};
          swapcontext(&scheduler, &fibers[t].context);
          running = true;
        }
        if (running && finished) {
          std::fprintf(stderr, "cuda-emu: threads of a block left while "
                               "others wait at a barrier\n");
          std::exit(2);
        }
      }
    }
}
} // namespace cuda_emu

using cuda_emu::blockDim;
using cuda_emu::blockIdx;
using cuda_emu::gridDim;
using cuda_emu::threadIdx;
using std::max;
using std::min;

inline void __syncthreads() { cuda_emu::yield(); }
inline float __shfl_up_sync(unsigned, float v, int d) {
  return cuda_emu::shuffle(v, -d);
}
inline float __shfl_down_sync(unsigned, float v, int d) {
  return cuda_emu::shuffle(v, d);
}
template <typename T> T __ldg(const T *p) { return *p; }

#endif // KFUSION_BENCH_CUDA_EMU_H
