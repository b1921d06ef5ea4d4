//===- TuningCacheTest.cpp - Reading the tuning cache ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// TuningCache: the checks of its JSON (each malformed entry named), lookup
// by device, kind and whole problem, the fastest of several entries, and
// load's memo and environment variable.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/TuningCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::kfusion;

namespace {

std::string errorOf(StringRef text) {
  llvm::Expected<TuningCache> cache = TuningCache::parse(text, "c.json");
  if (cache)
    return "parsed";
  return llvm::toString(cache.takeError());
}

llvm::json::Object problem(int64_t m) {
  return llvm::json::Object{{"m", m}, {"n", 64}, {"input", "f16"}};
}

TEST(TuningCacheTest, RefusesMalformedFiles) {
  EXPECT_EQ(errorOf("[1"), "tuning cache c.json: not JSON: [1:2, byte=2]: "
                           "Expected , or ] after array element");
  EXPECT_EQ(errorOf("[]"), "tuning cache c.json: the top level is not an object");
  EXPECT_EQ(errorOf(R"({"entries": []})"),
            "tuning cache c.json: \"kfusion_tuning_cache\" must be 1 (the "
            "version this compiler reads)");
  EXPECT_EQ(errorOf(R"({"kfusion_tuning_cache": 1})"),
            "tuning cache c.json: \"entries\" must be an array");
  const char *prefix = R"({"kfusion_tuning_cache": 1, "entries": [)";
  auto entry = [&](StringRef body) {
    return errorOf((Twine(prefix) + body + "]}").str());
  };
  EXPECT_EQ(entry("3"), "tuning cache c.json: entry #0: not an object");
  EXPECT_EQ(entry(R"({"kind": "gemm", "problem": {}, "config": {}, "ms": 1})"),
            "tuning cache c.json: entry #0: \"device\" must be a non-empty "
            "string");
  EXPECT_EQ(entry(R"({"device": "h100", "problem": {}, "config": {}, "ms": 1})"),
            "tuning cache c.json: entry #0: \"kind\" must be a non-empty "
            "string");
  EXPECT_EQ(entry(R"({"device": "h100", "kind": "gemm", "problem": 1,
                      "config": {}, "ms": 1})"),
            "tuning cache c.json: entry #0: \"problem\" must be an object");
  EXPECT_EQ(entry(R"({"device": "h100", "kind": "gemm", "problem": {},
                      "ms": 1})"),
            "tuning cache c.json: entry #0: \"config\" must be an object");
  EXPECT_EQ(entry(R"({"device": "h100", "kind": "gemm", "problem": {},
                      "config": {}, "ms": 0})"),
            "tuning cache c.json: entry #0: \"ms\" must be a positive number "
            "(the measured time)");
  EXPECT_EQ(entry(R"({"device": "h100", "kind": "gemm", "problem": {},
                      "config": {}, "ms": 1}, {})"),
            "tuning cache c.json: entry #1: \"device\" must be a non-empty "
            "string");
}

TEST(TuningCacheTest, LooksUpTheFastestEntryOfDeviceKindAndProblem) {
  llvm::Expected<TuningCache> cache = TuningCache::parse(R"({
    "kfusion_tuning_cache": 1,
    "entries": [
      {"device": "h100", "kind": "gemm", "problem": {"m": 512, "n": 64, "input": "f16"},
       "config": {"tile": 1}, "ms": 0.5},
      {"device": "h100", "kind": "gemm", "problem": {"input": "f16", "n": 64, "m": 512},
       "config": {"tile": 2}, "ms": 0.25},
      {"device": "h200", "kind": "gemm", "problem": {"m": 512, "n": 64, "input": "f16"},
       "config": {"tile": 3}, "ms": 0.1},
      {"device": "h100", "kind": "stencil", "problem": {"m": 512, "n": 64, "input": "f16"},
       "config": {"tile": 4}, "ms": 0.1}
    ]})",
                                                         "c.json");
  ASSERT_TRUE(static_cast<bool>(cache)) << llvm::toString(cache.takeError());
  EXPECT_EQ(cache->size(), 4u);
  EXPECT_EQ(cache->getPath(), "c.json");
  // Keys in another order are the same problem; the faster entry wins.
  const TuningEntry *h100 = cache->lookup("h100", "gemm", problem(512));
  ASSERT_TRUE(h100);
  EXPECT_EQ(h100->config.getInteger("tile"), std::optional<int64_t>(2));
  EXPECT_DOUBLE_EQ(h100->ms, 0.25);
  const TuningEntry *h200 = cache->lookup("h200", "gemm", problem(512));
  ASSERT_TRUE(h200);
  EXPECT_EQ(h200->config.getInteger("tile"), std::optional<int64_t>(3));
  // Another shape, device or kind: none.
  EXPECT_FALSE(cache->lookup("h100", "gemm", problem(1024)));
  EXPECT_FALSE(cache->lookup("a100", "gemm", problem(512)));
  EXPECT_FALSE(cache->lookup("h100", "conv", problem(512)));
  llvm::json::Object more = problem(512);
  more["k"] = 128;
  EXPECT_FALSE(cache->lookup("h100", "gemm", more));
}

TEST(TuningCacheTest, LoadsOncePerPathAndReadsTheEnvironment) {
  SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("tuning", "json", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << R"({"kfusion_tuning_cache": 1, "entries": [
      {"device": "h100", "kind": "gemm", "problem": {"m": 1}, "config": {},
       "ms": 1}]})";
  }
  ::unsetenv(kTuningCacheEnv);
  llvm::Expected<const TuningCache *> none = TuningCache::load("");
  ASSERT_TRUE(static_cast<bool>(none));
  EXPECT_EQ(*none, nullptr);

  llvm::Expected<const TuningCache *> first = TuningCache::load(path);
  ASSERT_TRUE(static_cast<bool>(first)) << llvm::toString(first.takeError());
  ASSERT_TRUE(*first);
  EXPECT_EQ((*first)->size(), 1u);
  ::setenv(kTuningCacheEnv, path.c_str(), 1);
  llvm::Expected<const TuningCache *> fromEnv = TuningCache::load("");
  ::unsetenv(kTuningCacheEnv);
  ASSERT_TRUE(static_cast<bool>(fromEnv));
  EXPECT_EQ(*fromEnv, *first); // read once
  llvm::sys::fs::remove(path);

  llvm::Expected<const TuningCache *> missing =
      TuningCache::load("/nonexistent/kfusion-tuning.json");
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_EQ(llvm::toString(missing.takeError()).rfind(
                "tuning cache /nonexistent/kfusion-tuning.json: cannot be "
                "read: ",
                0),
            0u);
}

} // namespace
