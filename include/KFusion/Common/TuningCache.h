//===- TuningCache.h - Measured configurations, shape + device -> best ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tuning cache: a JSON file of configurations measured on a GPU (by a
// tuner: bench/gemm/run.py tune), each for one device and one problem of a
// kind (a GEMM's shape), with its measured time. A planner that finds an
// entry for its device and problem takes the entry's configuration instead
// of its model's; where there is none the model decides. The file:
//
//   {"kfusion_tuning_cache": 1,
//    "entries": [{"device": "h200", "kind": "gemm",
//                 "problem": {"m": 512, "n": 6144, ...},
//                 "config": {"flavour": "wgmma", ...},
//                 "ms": 0.241, "note": "..."}]}
//
// Problems and configurations are JSON objects the kind's planner reads; the
// cache compares problems as whole objects. Of several entries for one
// device and problem the fastest wins (kind "gemm": a GEMM's configuration);
// kind "fuse" (kfusion-fuse: a function's candidates, each measured whole)
// reads them all.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_TUNINGCACHE_H
#define KFUSION_COMMON_TUNINGCACHE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::kfusion {

/// The environment variable naming the cache a planner reads when its
/// `tuning-cache` option is empty.
inline constexpr const char *kTuningCacheEnv = "KFUSION_TUNING_CACHE";

/// One measured configuration.
struct TuningEntry {
  std::string device, kind;
  llvm::json::Object problem, config;
  double ms = 0;
  /// Its place in the file's "entries" (for diagnostics: "entry #N").
  unsigned index = 0;
};

class TuningCache {
public:
  /// Parses `text` (the file `path`, named in errors): a malformed file, an
  /// unknown version or an entry without its fields is an error naming the
  /// entry.
  static llvm::Expected<TuningCache> parse(StringRef text, StringRef path);

  /// The cache of `option`, else of $KFUSION_TUNING_CACHE, read once per
  /// process and path; null when neither names one. A file that cannot be
  /// read or parsed is an error.
  static llvm::Expected<const TuningCache *> load(StringRef option);

  /// The fastest entry for `device`, `kind` and `problem`, if any.
  const TuningEntry *lookup(StringRef device, StringRef kind,
                            const llvm::json::Object &problem) const;

  /// Every entry for `device`, `kind` and `problem`, in the file's order
  /// (for a kind whose entries are compared by more than their time, such as
  /// kfusion-fuse's candidates of one function).
  SmallVector<const TuningEntry *>
  lookupAll(StringRef device, StringRef kind,
            const llvm::json::Object &problem) const;

  StringRef getPath() const { return path; }
  size_t size() const { return entries.size(); }

private:
  std::string path;
  std::vector<TuningEntry> entries;
};

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_TUNINGCACHE_H
