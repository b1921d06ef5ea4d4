// fdtd-stream-probe.cu's kernel on the host (tests/cuda-emu.h: a fiber
// per CUDA thread), each variant on a small grid of several strips and
// segments against the float64 reference: prints one line per variant,
// "equal" or "NOT EQUAL" with the largest error, and exits 1 if any differs.
// `emu SEED --wrong-segments` runs a broken launch instead (exits 1).
// Built and run by tests/test_fdtd_stream.py:
//   g++ -std=c++20 -O1 -Wno-unknown-pragmas -I bench/stencil/tests
//     -o emu bench/stencil/tests/fdtd-stream-emu.cpp
#include "cuda-emu.h"

#include "../fdtd-stream-kernel.cuh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

namespace {
int failures = 0;

// Steps [0, steps) of an n x n grid in `kernels` launches of T steps each.
template <int T, int BX, bool SKIP, bool PF2 = false, int U = 1,
          bool SPLIT = false>
void check(const char *name, int n, int steps, int s, unsigned seed,
           int kernelS = 0) {
  const size_t elems = (size_t)n * n;
  std::vector<float> in[3], cur[3], out[3];
  random_arrays(elems, seed, in);
  std::vector<double> want[3];
  fdtd_reference(n, steps, in[0], in[1], in[2], want);
  for (int k = 0; k < 3; ++k)
    cur[k] = in[k];
  const unsigned w = BX - 2 * T;
  for (int t0 = 0; t0 < steps; t0 += T) {
    for (int k = 0; k < 3; ++k)
      out[k].assign(elems, NAN);
    cuda_emu::launch((n + w - 1) / w, (n + s - 1) / s, BX, [&] {
      fdtd_stream<T, BX, 1, SKIP, PF2, U, SPLIT>(
          cur[0].data(), cur[1].data(), cur[2].data(), out[0].data(),
          out[1].data(), out[2].data(), n, kernelS ? kernelS : s, t0);
    });
    for (int k = 0; k < 3; ++k)
      cur[k] = out[k];
  }
  double err = 0;
  bool ok = true;
  for (int k = 0; k < 3; ++k)
    for (size_t e = 0; e < elems; ++e) {
      const double d = std::fabs(cur[k][e] - want[k][e]);
      if (!(d <= 1e-4 + 1e-5 * std::fabs(want[k][e])))
        ok = false;
      err = std::isnan(d) ? INFINITY : std::max(err, d);
    }
  failures += !ok;
  std::printf("%-20s n=%d steps=%d S=%d: %s (max error %.3g)\n", name, n, steps,
              s, ok ? "equal" : "NOT EQUAL", err);
}
} // namespace

// The streaming copy: the inputs again, exactly.
void checkCopy(int n, int s, unsigned seed) {
  const size_t elems = (size_t)n * n;
  std::vector<float> in[3], out[3];
  random_arrays(elems, seed, in);
  for (int k = 0; k < 3; ++k)
    out[k].assign(elems, NAN);
  cuda_emu::launch(n / 32, (n + s - 1) / s, 32, [&] {
    stream_copy<32>(in[0].data(), in[1].data(), in[2].data(), out[0].data(),
                    out[1].data(), out[2].data(), n, s);
  });
  bool ok = true;
  for (int k = 0; k < 3; ++k)
    ok = ok && std::equal(in[k].begin(), in[k].end(), out[k].begin());
  failures += !ok;
  std::printf("%-20s n=%d S=%d: %s\n", "stream copy", n, s,
              ok ? "equal" : "NOT EQUAL");
}

int main(int argc, char **argv) {
  const unsigned seed = argc > 1 ? (unsigned)std::atoi(argv[1]) : 1;
  if (argc > 2 && std::string(argv[2]) == "--wrong-segments") {
    // The kernel told 15-row segments in a grid of 16-row ones: rows no block
    // writes, which the comparison must see.
    check<10, 64, false>("wrong segments", 61, 10, 16, seed, 15);
    return failures ? 1 : 0;
  }
  // The probe's ten steps once; the variants' code paths (generic in T) at
  // four steps, which the emulation's barriers make 2.4 times cheaper.
  check<10, 64, false>("T=10 BX=64", 61, 10, 16, seed);
  check<4, 64, true>("T=4 BX=64 skip", 70, 8, 16, seed + 1);
  check<4, 96, false>("T=4 BX=96", 80, 8, 13, seed + 2);
  check<5, 64, false>("2 x T=5 BX=64", 70, 10, 24, seed + 3);
  check<3, 32, true>("T=3 BX=32 skip", 47, 6, 7, seed + 4);
  check<4, 64, true, true>("T=4 BX=64 skip pf2", 61, 8, 16, seed + 5);
  check<4, 64, true, false, 2>("T=4 BX=64 skip U=2", 61, 4, 15, seed + 6);
  // 128 x 128: blocks off the grid's edges (strip 2, segments 2 and 3) take
  // the loop without the boundary conditions.
  check<4, 64, true, false, 2, true>("T=4 BX=64 skip split", 128, 8, 32,
                                     seed + 8);
  checkCopy(64, 24, seed + 7);
  return failures ? 1 : 0;
}
