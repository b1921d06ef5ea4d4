//===- KFusionToCubinTest.cpp - kfusion-to-cubin option resolution --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The kernel object format kfusion-to-cubin picks: an explicit format always
// wins; otherwise cubin exactly when a toolkit with ptxas is known.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Pipelines.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <optional>

#include "gtest/gtest.h"

using namespace mlir::kfusion;

namespace {
TEST(KFusionToCubinOptions, ExplicitFormatWins) {
  for (const char *format : {"ptx", "cubin", "fatbin"}) {
    KFusionToCubinOptions options;
    options.format = format;
    EXPECT_EQ(resolveKernelFormat(options), format);
  }
}

TEST(KFusionToCubinOptions, DefaultFollowsPtxasDiscovery) {
  KFusionToCubinOptions options;
  std::string expected = findCudaToolkitWithPtxas() ? "cubin" : "ptx";
  EXPECT_EQ(resolveKernelFormat(options), expected);
}

TEST(KFusionToCubinOptions, ExplicitToolkitMeansCubin) {
  KFusionToCubinOptions options;
  options.toolkit = "/opt/some/cuda";
  EXPECT_EQ(resolveKernelFormat(options), "cubin");
}

TEST(KFusionToCubinOptions, DiscoveredToolkitHoldsPtxas) {
  std::optional<std::string> root = findCudaToolkitWithPtxas();
  if (!root)
    GTEST_SKIP() << "no CUDA toolkit with ptxas on this machine";
  llvm::SmallString<256> ptxas(*root);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  EXPECT_TRUE(llvm::sys::fs::can_execute(ptxas)) << ptxas.c_str();
}

TEST(KFusionToCubinOptions, DefaultsMatchTheDocumentedInterface) {
  KFusionToCubinOptions options;
  EXPECT_EQ(std::string(options.chip), "sm_90");
  EXPECT_EQ(std::string(options.features), "+ptx80");
  EXPECT_EQ(unsigned(options.optLevel), 2u);
  EXPECT_FALSE(bool(options.barePtr));
}
} // namespace

namespace {
/// Sets an environment variable for the lifetime of the object.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name(name) {
    if (const char *old = getenv(name))
      previous = old;
    setenv(name, value, /*overwrite=*/1);
  }
  ~ScopedEnv() {
    if (previous)
      setenv(name, previous->c_str(), 1);
    else
      unsetenv(name);
  }

private:
  const char *name;
  std::optional<std::string> previous;
};

TEST(KFusionToCubinOptions, PinnedToolkitWithoutPtxasMeansPtx) {
  ScopedEnv pin("KFUSION_CUDA_TOOLKIT", "/nonexistent/cuda");
  EXPECT_FALSE(findCudaToolkitWithPtxas().has_value());
  KFusionToCubinOptions options;
  EXPECT_EQ(resolveKernelFormat(options), "ptx");
}

TEST(KFusionToCubinOptions, PinnedToolkitIsUsedAsIs) {
  std::optional<std::string> root;
  {
    ScopedEnv unpin("KFUSION_CUDA_TOOLKIT", "");
    unsetenv("KFUSION_CUDA_TOOLKIT");
    root = findCudaToolkitWithPtxas();
  }
  if (!root)
    GTEST_SKIP() << "no CUDA toolkit with ptxas on this machine";
  ScopedEnv pin("KFUSION_CUDA_TOOLKIT", root->c_str());
  EXPECT_EQ(findCudaToolkitWithPtxas(), root);
}
} // namespace
