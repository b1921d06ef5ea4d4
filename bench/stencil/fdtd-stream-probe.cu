// FDTD-2D streaming probe (issue 41): PolyBench FDTD-2D's ten time steps at
// 4096^2 in ONE kernel that streams along y and recomputes halos along x only
// (2.5-D temporal blocking), against the same steps as 30 unfused launches,
// with the device's copy bandwidth measured in the same run. The question it
// answers before the stencil fusion grows such a form: how close to copy
// bandwidth can the chain get without recomputing halos along y, where the
// planner's three register-tile kernels reach 0.21 of copy?
//
// The kernel (fdtd-stream-kernel.cuh) follows stbench/fdtd_stream.py's
// schedule; both are checked without a GPU (tests/test_fdtd_stream.py: the
// schedule in numpy, the kernel's own code on a host emulation of its threads):
// a block of BX threads, one column each, owns BX - 2T columns of a strip and S
// rows of a segment; iteration i loads row i of ex, ey, hz and runs step t at
// row a = i - 1 - 2t: ey_t+1[a], ex_t+1[a] (hz_t[a] of column x
// - 1) and hz_t+1[a - 1] (ex_t+1[a - 1] of column x + 1). Every neighbour value
// was written in an earlier iteration, so an iteration has one barrier: lanes
// get their neighbours by shuffles, the warps' edge lanes through shared memory
// (double-buffered by the iteration's parity).
//
//   nvcc -arch=sm_90a -O3 -o probe bench/stencil/fdtd-stream-probe.cu
//   ./probe
//
// Every variant is checked against a float64 host reference first (max error
// printed; a variant that fails is not timed), then timed: 5 warm-up and 20
// timed launches, each behind a 256 MiB write, median / min / max. The last
// lines are a table.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <random>
#include <utility>
#include <vector>

#include "fdtd-stream-kernel.cuh"

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e_),          \
                  __FILE__, __LINE__);                                         \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

constexpr int N = 4096, STEPS = 10;

// ---- unfused: one launch per statement and step (the program's 30 launches)
// ----
__global__ void ey_kernel(const float *ey, const float *hz, float *eyn, int t,
                          int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x,
      y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= n || y >= n)
    return;
  size_t p = (size_t)y * n + x;
  eyn[p] = y == 0 ? (float)t : ey[p] - 0.5f * (hz[p] - hz[p - n]);
}
__global__ void ex_kernel(const float *ex, const float *hz, float *exn, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x,
      y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= n || y >= n)
    return;
  size_t p = (size_t)y * n + x;
  exn[p] = x == 0 ? ex[p] : ex[p] - 0.5f * (hz[p] - hz[p - 1]);
}
__global__ void hz_kernel(const float *hz, const float *ex, const float *ey,
                          float *hzn, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x,
      y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= n || y >= n)
    return;
  size_t p = (size_t)y * n + x;
  hzn[p] = (x < n - 1 && y < n - 1)
               ? hz[p] - 0.7f * (ex[p + 1] - ex[p] + ey[p + n] - ey[p])
               : hz[p];
}

struct Arrays {
  float *ex, *ey, *hz;
};

// Times `f`: 5 warm-up and 20 timed runs, each behind a 256 MiB write that
// leaves none of its data in L2 (as bench/stencil times the compiler's
// kernels); the median, min and max in ms.
template <typename F>
static void timeit(F f, float &med, float &mn, float &mx) {
  static void *flush = nullptr;
  constexpr size_t kFlushBytes = 256u << 20;
  if (!flush)
    CK(cudaMalloc(&flush, kFlushBytes));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int i = 0; i < 5; ++i)
    f();
  std::vector<float> ts;
  for (int i = 0; i < 20; ++i) {
    CK(cudaMemsetAsync(flush, i, kFlushBytes));
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    ts.push_back(ms);
  }
  CK(cudaGetLastError());
  std::sort(ts.begin(), ts.end());
  med = ts[ts.size() / 2], mn = ts.front(), mx = ts.back();
}

int main() {
  const size_t elems = (size_t)N * N, bytes = elems * sizeof(float);
  std::vector<float> h[3];
  random_arrays(elems, 20261208, h);
  std::vector<double> want[3];
  fdtd_reference(N, STEPS, h[0], h[1], h[2], want);
  // Inputs, outputs and the unfused program's (and the two-kernel form's)
  // temporaries.
  Arrays in{}, out{}, tmp[2]{};
  for (Arrays *a : {&in, &out, &tmp[0], &tmp[1]})
    for (float **p : {&a->ex, &a->ey, &a->hz})
      CK(cudaMalloc(p, bytes));
  CK(cudaMemcpy(in.ex, h[0].data(), bytes, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(in.ey, h[1].data(), bytes, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(in.hz, h[2].data(), bytes, cudaMemcpyHostToDevice));

  // Copy bandwidth: a device-to-device copy of one array (read + write bytes /
  // time).
  float cmed, cmn, cmx;
  timeit(
      [&] {
        CK(cudaMemcpyAsync(tmp[0].ex, in.ex, bytes, cudaMemcpyDeviceToDevice));
      },
      cmed, cmn, cmx);
  const double copy_gbs = 2.0 * bytes / (cmed * 1e-3) / 1e9;
  const double min_bytes =
      6.0 * bytes; // read ex0, ey0, hz0 once, write the last step's three

  struct Row {
    const char *name;
    int kernels;
    float med, mn, mx;
    double err;
    bool ok;
  };
  std::vector<Row> rows;
  // The inputs as float64: what the streaming copy must give.
  std::vector<double> same[3];
  for (int k = 0; k < 3; ++k)
    same[k].assign(h[k].begin(), h[k].end());
  auto check = [&](const char *name, int kernels, auto &&launch,
                   const std::vector<double> *expect = nullptr) {
    if (!expect)
      expect = want;
    CK(cudaMemset(out.ex, 0xff, bytes));
    CK(cudaMemset(out.ey, 0xff, bytes));
    CK(cudaMemset(out.hz, 0xff, bytes));
    launch();
    CK(cudaDeviceSynchronize());
    CK(cudaGetLastError());
    double err = 0;
    bool ok = true;
    std::vector<float> got(elems);
    float *outs[3] = {out.ex, out.ey, out.hz};
    for (int k = 0; k < 3; ++k) {
      CK(cudaMemcpy(got.data(), outs[k], bytes, cudaMemcpyDeviceToHost));
      for (size_t e = 0; e < elems; ++e) {
        double d = std::fabs(got[e] - expect[k][e]);
        if (!(d <= 1e-4 + 1e-5 * std::fabs(expect[k][e])))
          ok = false;
        if (!(d <= err))
          err = std::isnan(d) ? INFINITY : d;
      }
    }
    Row r{name, kernels, 0, 0, 0, err, ok};
    if (ok)
      timeit(launch, r.med, r.mn, r.mx);
    rows.push_back(r);
    std::printf("%-34s %s (max error %.3g)\n", name, ok ? "equal" : "NOT EQUAL",
                err);
    std::fflush(stdout);
  };

  check(
      "stream copy BX=128 S=128 (no math)", 1,
      [&] {
        stream_copy<128><<<dim3(N / 128, N / 128), 128>>>(
            in.ex, in.ey, in.hz, out.ex, out.ey, out.hz, N, 128);
      },
      same);
  check("unfused (30 launches)", 30, [&] {
    dim3 blk(32, 8), grd(N / 32, N / 8);
    Arrays cur = in;
    for (int t = 0; t < STEPS; ++t) {
      Arrays nxt = t == STEPS - 1 ? out : tmp[t & 1];
      ey_kernel<<<grd, blk>>>(cur.ey, cur.hz, nxt.ey, t, N);
      ex_kernel<<<grd, blk>>>(cur.ex, cur.hz, nxt.ex, N);
      hz_kernel<<<grd, blk>>>(cur.hz, nxt.ex, nxt.ey, nxt.hz, N);
      cur = nxt;
    }
  });
  auto streamed = [&](auto kernel, int t, int bx, int s, int t0, Arrays src,
                      Arrays dst) {
    int w = bx - 2 * t;
    dim3 grd((N + w - 1) / w, (N + s - 1) / s);
    kernel<<<grd, bx>>>(src.ex, src.ey, src.hz, dst.ex, dst.ey, dst.hz, N, s,
                        t0);
  };
  char names[16][64];
  int k = 0;
  for (int s : {64, 128, 256}) {
    std::snprintf(names[k], 64, "stream T=10 BX=128 S=%d", s);
    check(names[k++], 1,
          [&] { streamed(fdtd_stream<10, 128>, 10, 128, s, 0, in, out); });
    std::snprintf(names[k], 64, "stream T=10 BX=256 S=%d", s);
    check(names[k++], 1,
          [&] { streamed(fdtd_stream<10, 256>, 10, 256, s, 0, in, out); });
  }
  // At most 96 registers (5 blocks of 128 an SM instead of 4): a few bytes
  // spilled.
  check("stream T=10 BX=128 S=128 5 blocks", 1,
        [&] { streamed(fdtd_stream<10, 128, 5>, 10, 128, 128, 0, in, out); });
  // Each step only at the rows the segment needs of it (13-21% fewer).
  for (int s : {128, 256}) {
    std::snprintf(names[k], 64, "stream T=10 BX=128 S=%d skip", s);
    check(names[k++], 1, [&] {
      streamed(fdtd_stream<10, 128, 1, true>, 10, 128, s, 0, in, out);
    });
  }
  check("stream T=10 BX=256 S=128 skip", 1, [&] {
    streamed(fdtd_stream<10, 256, 1, true>, 10, 256, 128, 0, in, out);
  });
  // The row loop unrolled twice.
  check("stream T=10 BX=128 S=128 unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, false, false, 2>, 10, 128, 128, 0, in,
             out);
  });
  check("stream T=10 BX=128 S=128 5 blocks unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 5, false, false, 2>, 10, 128, 128, 0, in,
             out);
  });
  check("stream T=10 BX=128 S=256 skip unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, true, false, 2>, 10, 128, 256, 0, in, out);
  });
  // Blocks off the grid's edges without the boundary conditions (with the
  // loop unrolled twice).
  check("stream T=10 BX=128 S=128 split unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, false, false, 2, true>, 10, 128, 128, 0,
             in, out);
  });
  check("stream T=10 BX=128 S=256 skip split unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, true, false, 2, true>, 10, 128, 256, 0, in,
             out);
  });
  check("stream T=10 BX=128 S=128 5 blocks split unroll 2", 1, [&] {
    streamed(fdtd_stream<10, 128, 5, false, false, 2, true>, 10, 128, 128, 0,
             in, out);
  });
  // Rows loaded an iteration ahead.
  check("stream T=10 BX=128 S=128 skip pf2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, true, true>, 10, 128, 128, 0, in, out);
  });
  check("stream T=10 BX=128 S=256 skip pf2", 1, [&] {
    streamed(fdtd_stream<10, 128, 1, true, true>, 10, 128, 256, 0, in, out);
  });
  for (int s : {128, 256}) {
    std::snprintf(names[k], 64, "stream 2 x T=5 BX=128 S=%d", s);
    check(names[k++], 2, [&] {
      streamed(fdtd_stream<5, 128>, 5, 128, s, 0, in, tmp[0]);
      streamed(fdtd_stream<5, 128>, 5, 128, s, 5, tmp[0], out);
    });
  }
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  std::printf("\ndevice: %s; FDTD-2D %dx%d, %d steps; copy %.0f GB/s (memcpy "
              "of %zu MiB: %.4f ms)\n",
              prop.name, N, N, STEPS, copy_gbs, bytes >> 20, cmed);
  std::printf(
      "| variant | kernels | median ms | min | max | of copy | max error |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const Row &r : rows) {
    if (!r.ok) {
      std::printf("| %s | %d | not equal | - | - | - | %.3g |\n", r.name,
                  r.kernels, r.err);
      continue;
    }
    double frac = min_bytes / (r.med * 1e-3) / 1e9 / copy_gbs;
    std::printf("| %s | %d | %.4f | %.4f | %.4f | %.2f | %.2g |\n", r.name,
                r.kernels, r.med, r.mn, r.mx, frac, r.err);
  }
  return 0;
}
