//===- BenchIO.cpp - Inputs, outputs and timing records of benchmarks ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The helpers benchmark programs (bench/hfuse) call to take their inputs from
// files, hand their outputs to a checker and report device times:
//
//   kfusionInput{F32,I32,I64,I8}(memref<*xT>)   fills a host memref: from
//       $KFUSION_INPUT_DIR/input<k>.bin when that variable is set (the file
//       must hold exactly the memref's bytes), else with pseudo-random values
//       derived from $KFUSION_SEED (default 1) and k; k counts the calls.
//   kfusionOutput{F32,I32,I64,I8}(memref<*xT>)  prints one line
//       kfusion-output: index=k type=T elements=N sum=S fnv1a64=H
//       and writes the bytes to $KFUSION_OUTPUT_DIR/output<k>.bin when set.
//   kfusionBenchWarmup(d) / kfusionBenchRepeat(d)  the iteration counts:
//       $KFUSION_BENCH_WARMUP / $KFUSION_BENCH_REPEAT, else d.
//   kfusionBenchRecord(ms)  appends one sample; kfusionBenchReport() prints
//       kfusion-bench: entry=program warmup=W repeat=N median-ms=...
//       min-ms=... max-ms=...  (the line kfusion-runner's benchmark mode
//       prints) and clears the samples; with $KFUSION_BENCH_SAMPLES=1 also
//       kfusion-bench-samples: ms=s1,s2,...  in the order recorded.
//
// Memrefs are walked through their strides, so views work; the files hold the
// elements densely in row-major order.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Runtime/Runtime.h"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define BENCHIO_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// An unranked memref descriptor as the C interface passes it.
struct UnrankedDescriptor {
  int64_t rank;
  void *descriptor;
};

/// The ranked descriptor behind it: base, aligned, offset, sizes, strides.
struct RankedView {
  char *aligned = nullptr;
  int64_t offset = 0;
  std::vector<int64_t> sizes, strides;
  int64_t elements() const {
    int64_t n = 1;
    for (int64_t s : sizes)
      n *= s;
    return n;
  }
};

RankedView viewOf(const UnrankedDescriptor *memref) {
  RankedView view;
  auto *words = static_cast<int64_t *>(memref->descriptor);
  std::memcpy(&view.aligned, &words[1], sizeof(void *));
  view.offset = words[2];
  for (int64_t r = 0; r < memref->rank; ++r) {
    view.sizes.push_back(words[3 + r]);
    view.strides.push_back(words[3 + memref->rank + r]);
  }
  return view;
}

/// Calls `fn(pointer to element)` for every element in row-major order.
template <typename Fn>
void forEachElement(const RankedView &view, size_t elementSize, Fn fn) {
  int64_t rank = static_cast<int64_t>(view.sizes.size());
  int64_t total = view.elements();
  if (total == 0)
    return;
  std::vector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < total; ++n) {
    int64_t linear = view.offset;
    for (int64_t r = 0; r < rank; ++r)
      linear += index[r] * view.strides[r];
    fn(view.aligned + linear * static_cast<int64_t>(elementSize));
    for (int64_t r = rank - 1; r >= 0; --r) {
      if (++index[r] < view.sizes[r])
        break;
      index[r] = 0;
    }
  }
}

[[noreturn]] void fail(const char *function, const std::string &message) {
  fflush(stdout);
  fprintf(stderr, "kfusion-runtime: error: %s: %s\n", function,
          message.c_str());
  exit(1);
}

uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

uint64_t seedFromEnvironment() {
  const char *text = getenv("KFUSION_SEED");
  return text && *text ? strtoull(text, nullptr, 0) : 1;
}

int64_t countFromEnvironment(const char *name, int64_t fallback) {
  const char *text = getenv(name);
  if (!text || !*text)
    return fallback;
  char *end = nullptr;
  long long value = strtoll(text, &end, 10);
  if (*end || value < 0)
    fail(name, std::string("expected a non-negative integer, got '") + text +
                   "'");
  return value;
}

enum class Kind { F32, I32, I64, I8 };

const char *kindName(Kind kind) {
  switch (kind) {
  case Kind::F32:
    return "f32";
  case Kind::I32:
    return "i32";
  case Kind::I64:
    return "i64";
  case Kind::I8:
    return "i8";
  }
  return "?";
}

size_t kindSize(Kind kind) {
  switch (kind) {
  case Kind::F32:
  case Kind::I32:
    return 4;
  case Kind::I64:
    return 8;
  case Kind::I8:
    return 1;
  }
  return 1;
}

int inputCounter = 0;
int outputCounter = 0;

void input(const UnrankedDescriptor *memref, Kind kind, const char *function) {
  int index = inputCounter++;
  RankedView view = viewOf(memref);
  size_t elementSize = kindSize(kind);
  size_t bytes = static_cast<size_t>(view.elements()) * elementSize;
  const char *dir = getenv("KFUSION_INPUT_DIR");
  if (dir && *dir) {
    std::string path = std::string(dir) + "/input" + std::to_string(index) +
                       ".bin";
    FILE *file = fopen(path.c_str(), "rb");
    if (!file)
      fail(function, "cannot open " + path + ": " + strerror(errno));
    std::vector<char> data(bytes + 1);
    size_t got = fread(data.data(), 1, bytes + 1, file);
    fclose(file);
    if (got != bytes)
      fail(function, path + " holds " +
                         (got > bytes ? std::string("more than ")
                                      : std::to_string(got) + " bytes, not ") +
                         std::to_string(bytes) + " bytes (input " +
                         std::to_string(index) + ", " +
                         std::to_string(view.elements()) + " x " +
                         kindName(kind) + ")");
    size_t position = 0;
    forEachElement(view, elementSize, [&](char *element) {
      std::memcpy(element, data.data() + position, elementSize);
      position += elementSize;
    });
    return;
  }
  uint64_t seed = splitmix64(seedFromEnvironment() * 0x100000001B3ull +
                             static_cast<uint64_t>(index));
  uint64_t n = 0;
  forEachElement(view, elementSize, [&](char *element) {
    uint64_t bits = splitmix64(seed ^ splitmix64(n++));
    switch (kind) {
    case Kind::F32: {
      // Uniform in [-1, 1): 24 random bits.
      float value = static_cast<float>(bits >> 40) * (1.0f / 8388608.0f) - 1.0f;
      std::memcpy(element, &value, 4);
      break;
    }
    case Kind::I32: {
      uint32_t value = static_cast<uint32_t>(bits);
      std::memcpy(element, &value, 4);
      break;
    }
    case Kind::I64:
      std::memcpy(element, &bits, 8);
      break;
    case Kind::I8: {
      uint8_t value = static_cast<uint8_t>(bits);
      std::memcpy(element, &value, 1);
      break;
    }
    }
  });
}

void output(const UnrankedDescriptor *memref, Kind kind, const char *function) {
  int index = outputCounter++;
  RankedView view = viewOf(memref);
  size_t elementSize = kindSize(kind);
  uint64_t hash = 0xCBF29CE484222325ull;
  double sum = 0.0;
  std::vector<char> data;
  const char *dir = getenv("KFUSION_OUTPUT_DIR");
  bool write = dir && *dir;
  if (write)
    data.reserve(static_cast<size_t>(view.elements()) * elementSize);
  forEachElement(view, elementSize, [&](char *element) {
    for (size_t b = 0; b < elementSize; ++b) {
      hash ^= static_cast<unsigned char>(element[b]);
      hash *= 0x100000001B3ull;
    }
    switch (kind) {
    case Kind::F32: {
      float value;
      std::memcpy(&value, element, 4);
      sum += value;
      break;
    }
    case Kind::I32: {
      int32_t value;
      std::memcpy(&value, element, 4);
      sum += value;
      break;
    }
    case Kind::I64: {
      int64_t value;
      std::memcpy(&value, element, 8);
      sum += static_cast<double>(value);
      break;
    }
    case Kind::I8: {
      int8_t value;
      std::memcpy(&value, element, 1);
      sum += value;
      break;
    }
    }
    if (write)
      data.insert(data.end(), element, element + elementSize);
  });
  fflush(stdout);
  printf("kfusion-output: index=%d type=%s elements=%" PRId64
         " sum=%.9g fnv1a64=%016" PRIx64 "\n",
         index, kindName(kind), view.elements(), sum, hash);
  fflush(stdout);
  if (!write)
    return;
  std::string path =
      std::string(dir) + "/output" + std::to_string(index) + ".bin";
  FILE *file = fopen(path.c_str(), "wb");
  if (!file)
    fail(function, "cannot create " + path + ": " + strerror(errno));
  if (fwrite(data.data(), 1, data.size(), file) != data.size())
    fail(function, "cannot write " + path + ": " + strerror(errno));
  if (fclose(file) != 0)
    fail(function, "cannot write " + path + ": " + strerror(errno));
}

std::vector<double> &samples() {
  static std::vector<double> values;
  return values;
}
int64_t lastWarmup = 0;

} // namespace

#define KFUSION_IO(SUFFIX, KIND)                                               \
  BENCHIO_EXPORT void _mlir_ciface_kfusionInput##SUFFIX(void *memref) {        \
    input(static_cast<UnrankedDescriptor *>(memref), Kind::KIND,               \
          "kfusionInput" #SUFFIX);                                             \
  }                                                                            \
  BENCHIO_EXPORT void _mlir_ciface_kfusionOutput##SUFFIX(void *memref) {       \
    output(static_cast<UnrankedDescriptor *>(memref), Kind::KIND,              \
           "kfusionOutput" #SUFFIX);                                           \
  }
KFUSION_IO(F32, F32)
KFUSION_IO(I32, I32)
KFUSION_IO(I64, I64)
KFUSION_IO(I8, I8)
#undef KFUSION_IO

BENCHIO_EXPORT int64_t kfusionBenchWarmup(int64_t fallback) {
  lastWarmup = countFromEnvironment("KFUSION_BENCH_WARMUP", fallback);
  return lastWarmup;
}

BENCHIO_EXPORT int64_t kfusionBenchRepeat(int64_t fallback) {
  return countFromEnvironment("KFUSION_BENCH_REPEAT", fallback);
}

BENCHIO_EXPORT void kfusionBenchRecord(double milliseconds) {
  samples().push_back(milliseconds);
}

BENCHIO_EXPORT void kfusionBenchReport(void) {
  std::vector<double> values = samples();
  samples().clear();
  fflush(stdout);
  if (const char *all = getenv("KFUSION_BENCH_SAMPLES");
      all && *all && std::string(all) != "0" && !values.empty()) {
    printf("kfusion-bench-samples: ms=");
    for (size_t i = 0; i < values.size(); ++i)
      printf("%s%.4f", i ? "," : "", values[i]);
    printf("\n");
  }
  if (values.empty()) {
    printf("kfusion-bench: entry=program warmup=%" PRId64
           " repeat=0 (no samples)\n",
           lastWarmup);
    fflush(stdout);
    return;
  }
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  double median = n % 2 ? values[n / 2]
                        : 0.5 * (values[n / 2 - 1] + values[n / 2]);
  printf("kfusion-bench: entry=program warmup=%" PRId64
         " repeat=%zu median-ms=%.4f min-ms=%.4f max-ms=%.4f\n",
         lastWarmup, n, median, values.front(), values.back());
  fflush(stdout);
}
