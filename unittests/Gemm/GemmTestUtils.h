//===- GemmTestUtils.h - Helpers of the GEMM unit tests ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Shapes, configurations and the model's choice as the GEMM unit tests
// (GemmConfigTest.cpp, GemmEpilogueTest.cpp) write them.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_UNITTESTS_GEMM_GEMMTESTUTILS_H
#define KFUSION_UNITTESTS_GEMM_GEMMTESTUTILS_H

#include "KFusion/Gemm/GemmConfig.h"

#include "gtest/gtest.h"

#include <string>

namespace mlir::kfusion::gemmtest {

/// An M x N x K GEMM with f16 results.
inline GemmShape shape(int64_t m, int64_t n, int64_t k) {
  GemmShape s;
  s.m = m;
  s.n = n;
  s.k = k;
  s.output = GemmElement::F16;
  return s;
}

/// shape(m, n, k) of a Linear layer: its weight [N, K], B K-major.
inline GemmShape linear(int64_t m, int64_t n, int64_t k) {
  GemmShape s = shape(m, n, k);
  s.bKMajor = true;
  return s;
}

/// A wgmma configuration of a TM x TN tile, `stages` stages and GM x GN
/// warpgroups (the copies on a grid unless the caller sets more).
inline GemmConfig wgmma(int64_t tm, int64_t tn, int64_t stages, int64_t gm,
                        int64_t gn) {
  GemmConfig c;
  c.flavour = GemmFlavour::Wgmma;
  c.tileM = tm;
  c.tileN = tn;
  c.stages = stages;
  c.groupsM = gm;
  c.groupsN = gn;
  return c;
}

/// wgmma(...) with a producer warpgroup's TMA loads under `schedule`
/// (persistent or ping-pong) over `blocks` blocks.
inline GemmConfig producerWgmma(int64_t tm, int64_t tn, int64_t stages,
                                int64_t gm, int64_t gn, GemmSchedule schedule,
                                int64_t blocks = 132) {
  GemmConfig c = wgmma(tm, tn, stages, gm, gn);
  c.load = GemmLoad::TmaProducer;
  c.schedule = schedule;
  c.persistentBlocks = blocks;
  return c;
}

/// A persistent configuration with a producer warpgroup and `splitK` parts,
/// its blocks from `device` for `s`.
inline GemmConfig persistentSplit(int64_t tm, int64_t tn, int64_t stages,
                                  int64_t gm, int64_t gn, int64_t splitK,
                                  const GemmShape &s,
                                  const DeviceDescription &device) {
  GemmConfig c = wgmma(tm, tn, stages, gm, gn);
  c.load = GemmLoad::TmaProducer;
  c.schedule = GemmSchedule::Persistent;
  c.splitK = splitK;
  c.persistentBlocks = persistentGemmBlocks(c, s, device);
  return c;
}

/// The model's configuration for `s` on `device`, nothing fixed (a refusal
/// fails the test).
inline GemmConfig chosen(const GemmShape &s, const DeviceDescription &device) {
  std::string why;
  FailureOr<GemmChoice> c = chooseGemmConfig(s, device, {}, why);
  EXPECT_TRUE(succeeded(c)) << why;
  return succeeded(c) ? c->config : GemmConfig{};
}

inline bool mentions(const std::string &why, StringRef what) {
  return StringRef(why).contains(what);
}

} // namespace mlir::kfusion::gemmtest

#endif // KFUSION_UNITTESTS_GEMM_GEMMTESTUTILS_H
