//===- TuningCache.cpp - Measured configurations, shape + device -> best --===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reading the tuning cache (TuningCache.h): its JSON, checked entry by entry,
// and a per-process memo of the files read, so every pass and every function
// reads a file once.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/TuningCache.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;
using namespace mlir::kfusion;

static llvm::Error cacheError(StringRef path, const llvm::Twine &what) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "tuning cache " + path + ": " + what);
}

llvm::Expected<TuningCache> TuningCache::parse(StringRef text,
                                               StringRef path) {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(text);
  if (!value)
    return cacheError(path, "not JSON: " + llvm::toString(value.takeError()));
  llvm::json::Object *root = value->getAsObject();
  if (!root)
    return cacheError(path, "the top level is not an object");
  std::optional<int64_t> version = root->getInteger("kfusion_tuning_cache");
  if (!version || *version != 1)
    return cacheError(path, "\"kfusion_tuning_cache\" must be 1 (the "
                            "version this compiler reads)");
  llvm::json::Array *list = root->getArray("entries");
  if (!list)
    return cacheError(path, "\"entries\" must be an array");
  TuningCache cache;
  cache.path = path.str();
  for (auto [index, item] : llvm::enumerate(*list)) {
    auto bad = [&](StringRef why) {
      return cacheError(path, llvm::formatv("entry #{0}: {1}", index, why));
    };
    llvm::json::Object *entry = item.getAsObject();
    if (!entry)
      return bad("not an object");
    std::optional<StringRef> device = entry->getString("device");
    std::optional<StringRef> kind = entry->getString("kind");
    llvm::json::Object *problem = entry->getObject("problem");
    llvm::json::Object *config = entry->getObject("config");
    std::optional<double> ms = entry->getNumber("ms");
    if (!device || device->empty())
      return bad("\"device\" must be a non-empty string");
    if (!kind || kind->empty())
      return bad("\"kind\" must be a non-empty string");
    if (!problem)
      return bad("\"problem\" must be an object");
    if (!config)
      return bad("\"config\" must be an object");
    if (!ms || !(*ms > 0))
      return bad("\"ms\" must be a positive number (the measured time)");
    cache.entries.push_back(TuningEntry{device->str(), kind->str(), *problem,
                                        *config, *ms,
                                        static_cast<unsigned>(index)});
  }
  return cache;
}

llvm::Expected<const TuningCache *> TuningCache::load(StringRef option) {
  std::string path = option.str();
  if (path.empty())
    if (const char *env = std::getenv(kTuningCacheEnv))
      path = env;
  if (path.empty())
    return nullptr;
  static std::mutex mutex;
  static auto *loaded = new llvm::StringMap<std::unique_ptr<TuningCache>>();
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = loaded->find(path); it != loaded->end())
    return it->second.get();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return cacheError(path, "cannot be read: " + file.getError().message());
  llvm::Expected<TuningCache> cache =
      TuningCache::parse((*file)->getBuffer(), path);
  if (!cache)
    return cache.takeError();
  auto &slot = (*loaded)[path];
  slot = std::make_unique<TuningCache>(std::move(*cache));
  return slot.get();
}

const TuningEntry *
TuningCache::lookup(StringRef device, StringRef kind,
                    const llvm::json::Object &problem) const {
  const TuningEntry *best = nullptr;
  for (const TuningEntry &entry : entries)
    if (entry.device == device && entry.kind == kind &&
        entry.problem == problem && (!best || entry.ms < best->ms))
      best = &entry;
  return best;
}

SmallVector<const TuningEntry *>
TuningCache::lookupAll(StringRef device, StringRef kind,
                       const llvm::json::Object &problem) const {
  SmallVector<const TuningEntry *> out;
  for (const TuningEntry &entry : entries)
    if (entry.device == device && entry.kind == kind &&
        entry.problem == problem)
      out.push_back(&entry);
  return out;
}
