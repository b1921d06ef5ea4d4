// The streamed FDTD-2D kernel of fdtd-stream-probe.cu, its memory pattern
// alone (stream_copy) and the float64 reference it is checked against, in a
// header of their own: the probe includes them for the GPU,
// tests/fdtd-stream-emu.cpp for the host (each CUDA thread a fiber,
// tests/cuda-emu.h), so that the kernel's code is checked without a GPU.
#ifndef FDTD_STREAM_KERNEL_CUH
#define FDTD_STREAM_KERNEL_CUH

#include <cstddef>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

// ---- streamed: steps [T0, T0 + T) in one kernel ----
// SKIP: each step computes only the rows the segment needs of it. PF2: the
// rows are loaded an iteration earlier (row i + 1 during iteration i), so a
// load has two iterations' arithmetic to arrive in instead of one. U: the row
// loop unrolled U times (2: the delay lines rotate by renaming registers
// rather than by moves, about 30% fewer instructions a row for T = 10, at
// 15-25 more registers; sm_90a, 2026-12-08). SPLIT: blocks whose rows and
// columns (halos and lag rows included) stay off the grid's edges run a copy
// of the row loop without the boundary conditions' comparisons and selects.
template <int T, int BX, int MINB = 1, bool SKIP = false, bool PF2 = false,
          int U = 1, bool SPLIT = false>
__global__ void __launch_bounds__(BX, MINB)
    fdtd_stream(const float *__restrict__ ex0, const float *__restrict__ ey0,
                const float *__restrict__ hz0, float *__restrict__ exT,
                float *__restrict__ eyT, float *__restrict__ hzT, int n, int s,
                int t0) {
  constexpr int HX = T, W = BX - 2 * HX, NW = BX / 32;
  static_assert(W > 0 && BX % 32 == 0, "block narrower than its halos");
  __shared__ float
      edge_hc[2][T][NW]; // lane 31's hz_t[a]: the next warp's lane 0 reads it
  __shared__ float
      edge_xn[2][T][NW]; // lane 0's ex_t+1[a - 1]: the previous warp's lane 31
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int left_warp = warp > 0 ? warp - 1 : 0,
            right_warp = warp < NW - 1 ? warp + 1 : NW - 1;
  const int x0 = blockIdx.x * W, x = x0 - HX + tid;
  const bool xin = x >= 0 && x < n, owned = xin && x >= x0 && x < x0 + W;
  const bool ex_fixed = x == 0, hz_col_fixed = x >= n - 1;
  const int y0 = blockIdx.y * s, hy = T, ylo = max(y0 - hy, 0),
            yhi = min(y0 + s + hy, n);
  const int ib = y0 - hy, ie = y0 + s + 2 * T, yend = min(y0 + s, n);
  float hc[T], hp[T], ey[T], ex[T], yn[T], xn[T];
#pragma unroll
  for (int t = 0; t < T; ++t)
    hc[t] = hp[t] = ey[t] = ex[t] = yn[t] = xn[t] = 0.f;
  for (int k = tid; k < 2 * T * NW; k += BX) {
    (&edge_hc[0][0][0])[k] = 0.f;
    (&edge_xn[0][0][0])[k] = 0.f;
  }
  __syncthreads();
  const size_t col = xin ? x : 0;
  auto load = [&](int row, float &lx, float &ly, float &lh) {
    lx = ly = lh = 0.f;
    if (xin && row >= ylo && row < yhi) {
      size_t p = (size_t)row * n + col;
      lx = __ldg(ex0 + p);
      ly = __ldg(ey0 + p);
      lh = __ldg(hz0 + p);
    }
  };
  // The row loop; E: with the grid's boundary conditions (a block at its
  // edges), else without.
  auto walk = [&](auto edges) {
    constexpr bool E = decltype(edges)::value;
    float lex, ley, lhz;
    if (PF2)
      load(ib, lex, ley, lhz);
#pragma unroll U
    for (int i = ib; i < ie; ++i) {
      const int par = (i - ib) & 1;
      // Row i's values: loaded now, or (PF2) in the previous iteration while
      // row i + 1's are loaded now.
      float nex, ney, nhz;
      load(PF2 ? i + 1 : i, nex, ney, nhz);
      if (!PF2)
        lex = nex, ley = ney, lhz = nhz;
        // Steps from the last to the first: step t's results become step t +
        // 1's inputs of the next iteration, after step t + 1 has used this
        // iteration's.
#pragma unroll
      for (int t = T - 1; t >= 0; --t) {
        const int a = i - 1 - 2 * t;
        // With SKIP, only the rows of step t that the segment needs
        // (stbench/fdtd_stream.py's `needed`; the same for the whole block).
        float eyn = 0.f, exn = 0.f, hzn = 0.f;
        if (!SKIP || (a >= y0 - (T - 1 - t) && a <= y0 + s + (T - 1 - t))) {
          float hl = __shfl_up_sync(0xffffffffu, hc[t], 1);
          float xr = __shfl_down_sync(0xffffffffu, xn[t], 1);
          // The warps' edge lanes take the neighbouring warp's value from
          // shared memory: every lane loads it (one address a warp, no branch)
          // and the edge lanes select it.
          const float el = edge_hc[par ^ 1][t][left_warp];
          const float er = edge_xn[par ^ 1][t][right_warp];
          hl = lane == 0 ? (warp > 0 ? el : hc[t]) : hl;
          xr = lane == 31 ? (warp < NW - 1 ? er : xn[t]) : xr;
          eyn = E && a == 0 ? (float)(t0 + t) : ey[t] - 0.5f * (hc[t] - hp[t]);
          exn = E && ex_fixed ? ex[t] : ex[t] - 0.5f * (hc[t] - hl);
          hzn = E && (hz_col_fixed || a - 1 >= n - 1)
                    ? hp[t]
                    : hp[t] - 0.7f * (xr - xn[t] + eyn - yn[t]);
        }
        if (t == T - 1 && owned) {
          if (a >= y0 && a < yend) {
            eyT[(size_t)a * n + x] = eyn;
            exT[(size_t)a * n + x] = exn;
          }
          if (a - 1 >= y0 && a - 1 < yend)
            hzT[(size_t)(a - 1) * n + x] = hzn;
        }
        if (t + 1 < T) {
          hp[t + 1] = hc[t + 1];
          hc[t + 1] = hzn;
          ey[t + 1] = yn[t];
          ex[t + 1] = xn[t];
        }
        yn[t] = eyn;
        xn[t] = exn;
      }
      hp[0] = hc[0];
      hc[0] = lhz;
      ey[0] = ley;
      ex[0] = lex;
      if (PF2)
        lex = nex, ley = ney, lhz = nhz;
      if (lane == 31) {
#pragma unroll
        for (int t = 0; t < T; ++t)
          edge_hc[par][t][warp] = hc[t];
      }
      if (lane == 0) {
#pragma unroll
        for (int t = 0; t < T; ++t)
          edge_xn[par][t][warp] = xn[t];
      }
      __syncthreads();
    }
  };
  const bool interior =
      x0 - HX > 0 && x0 - HX + BX < n && ib - 2 * T + 1 > 0 && ie < n + 2;
  if (SPLIT && interior)
    walk(std::false_type{});
  else
    walk(std::true_type{});
}

// The streamed kernels' memory pattern alone: a block of BX threads walks S
// rows of a strip of BX columns, loading a row of the three arrays and storing
// it an iteration later (no arithmetic, no halo): the bandwidth the streamed
// form could reach at most.
template <int BX>
__global__ void __launch_bounds__(BX)
    stream_copy(const float *__restrict__ a, const float *__restrict__ b,
                const float *__restrict__ c, float *__restrict__ ao,
                float *__restrict__ bo, float *__restrict__ co, int n, int s) {
  const int x = blockIdx.x * BX + threadIdx.x, y0 = blockIdx.y * s,
            yend = min(y0 + s, n);
  if (x >= n)
    return;
  float pa = 0.f, pb = 0.f, pc = 0.f;
  for (int y = y0; y <= yend; ++y) {
    float na = 0.f, nb = 0.f, nc = 0.f;
    if (y < yend) {
      size_t p = (size_t)y * n + x;
      na = __ldg(a + p), nb = __ldg(b + p), nc = __ldg(c + p);
    }
    if (y > y0) {
      size_t p = (size_t)(y - 1) * n + x;
      ao[p] = pa, bo[p] = pb, co[p] = pc;
    }
    pa = na, pb = nb, pc = nc;
  }
}

// Three arrays of `elems` normally distributed values from `seed`.
inline void random_arrays(size_t elems, unsigned seed,
                          std::vector<float> v[3]) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> dist;
  for (int k = 0; k < 3; ++k) {
    v[k].resize(elems);
    for (auto &e : v[k])
      e = dist(rng);
  }
}

// PolyBench's loops in float64 (in place); returns ex, ey, hz after the last
// step.
inline void fdtd_reference(int n, int steps, const std::vector<float> &ex0,
                           const std::vector<float> &ey0,
                           const std::vector<float> &hz0,
                           std::vector<double> want[3]) {
  std::vector<double> ex(ex0.begin(), ex0.end()), ey(ey0.begin(), ey0.end()),
      hz(hz0.begin(), hz0.end());
  const double half = 0.5f, c7 = 0.7f;
  for (int t = 0; t < steps; ++t) {
    for (int x = 0; x < n; ++x)
      ey[x] = t;
    for (size_t y = 1; y < (size_t)n; ++y)
      for (int x = 0; x < n; ++x)
        ey[y * n + x] -= half * (hz[y * n + x] - hz[(y - 1) * n + x]);
    for (size_t y = 0; y < (size_t)n; ++y)
      for (int x = 1; x < n; ++x)
        ex[y * n + x] -= half * (hz[y * n + x] - hz[y * n + x - 1]);
    for (size_t y = 0; y + 1 < (size_t)n; ++y)
      for (int x = 0; x + 1 < n; ++x)
        hz[y * n + x] -= c7 * (ex[y * n + x + 1] - ex[y * n + x] +
                               ey[(y + 1) * n + x] - ey[y * n + x]);
  }
  want[0] = std::move(ex), want[1] = std::move(ey), want[2] = std::move(hz);
}

#endif // FDTD_STREAM_KERNEL_CUH
