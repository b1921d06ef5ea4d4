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

#include "KFusion/Pipelines/Pipelines.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

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

/// A `ptxas` wrapper outside any toolkit on PATH (its root has no libdevice)
/// loses to a toolkit further down the search that has libdevice; alone, it
/// is still found (kernels without libdevice calls assemble with it).
TEST(KFusionToCubinOptions, PrefersAToolkitWithLibdevice) {
  std::optional<std::string> real;
  {
    ScopedEnv unpin("KFUSION_CUDA_TOOLKIT", "");
    unsetenv("KFUSION_CUDA_TOOLKIT");
    real = findCudaToolkitWithPtxas();
  }
  if (!real || !toolkitHasLibdevice(*real))
    GTEST_SKIP() << "no CUDA toolkit with libdevice on this machine";

  llvm::SmallString<128> fake;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("kfusion-fake-cuda", fake));
  llvm::SmallString<128> bin(fake);
  llvm::sys::path::append(bin, "bin");
  ASSERT_FALSE(llvm::sys::fs::create_directory(bin));
  llvm::SmallString<128> ptxas(bin);
  llvm::sys::path::append(ptxas, "ptxas");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(ptxas, ec);
    ASSERT_FALSE(ec);
    os << "#!/bin/sh\nexit 0\n";
  }
  llvm::sys::fs::setPermissions(ptxas, llvm::sys::fs::all_exe |
                                           llvm::sys::fs::owner_read |
                                           llvm::sys::fs::owner_write);
  EXPECT_FALSE(toolkitHasLibdevice(fake));
  EXPECT_TRUE(toolkitHasLibdevice(*real));
  {
    ScopedEnv unpin("KFUSION_CUDA_TOOLKIT", "");
    unsetenv("KFUSION_CUDA_TOOLKIT");
    ScopedEnv path("PATH", bin.c_str());
    ScopedEnv home("CUDA_HOME", real->c_str());
    EXPECT_EQ(findCudaToolkitWithPtxas(), real);
  }
  {
    ScopedEnv pin("KFUSION_CUDA_TOOLKIT", fake.c_str());
    EXPECT_EQ(findCudaToolkitWithPtxas(), std::string(fake));
  }
  llvm::sys::fs::remove(ptxas);
  llvm::sys::fs::remove(bin);
  llvm::sys::fs::remove(fake);
}
} // namespace
