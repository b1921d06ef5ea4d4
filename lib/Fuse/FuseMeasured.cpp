//===- FuseMeasured.cpp - kfusion-fuse's measured feedback ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tuning cache's kfusion-fuse entries (FuseMeasured.h): a function's
// problem (its IR hashed, names, locations and constant values left out), the
// measured times of its candidates and the scale that carries them over to the
// candidates not measured, and the tuning record kfusion-fuse writes for the
// tuner (bench/models/run.py tune).
//
//===----------------------------------------------------------------------===//

#include "FuseMeasured.h"

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SHA1.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::fuse;

llvm::json::Object fuse::tuningProblem(func::FuncOp f) {
  // A clone under one fixed name, printed generically without locations and
  // with constants of more than 16 elements elided: the ops, types and
  // shapes, not the weights.
  auto clone = cast<func::FuncOp>(f->clone());
  clone.setSymName("f");
  std::string text;
  {
    llvm::raw_string_ostream os(text);
    clone->print(os, OpPrintingFlags()
                         .printGenericOpForm()
                         .elideLargeElementsAttrs(16)
                         .elideLargeResourceString(16)
                         .enableDebugInfo(false));
  }
  clone->erase();
  llvm::SHA1 hash;
  hash.update(text);
  std::string signature;
  llvm::raw_string_ostream(signature) << f.getFunctionType();
  return llvm::json::Object{{"ir_sha1", llvm::toHex(hash.final(), true)},
                            {"signature", signature}};
}

bool MeasuredChoice::any() const {
  return llvm::any_of(measured, [](auto m) { return m.has_value(); });
}

std::pair<double, bool> MeasuredChoice::rank(ArrayRef<CandidateTime> candidates,
                                             unsigned k) const {
  if (k < measured.size() && measured[k])
    return {*measured[k], true};
  return {candidates[k].projected * scale, candidates[k].fullyProjected};
}

unsigned MeasuredChoice::best(ArrayRef<CandidateTime> candidates) const {
  unsigned best = 0;
  for (unsigned k = 1; k < candidates.size(); ++k) {
    auto [t, known] = rank(candidates, k);
    auto [bt, bestKnown] = rank(candidates, best);
    if (known != bestKnown ? known : t < bt)
      best = k;
  }
  return best;
}

std::string fuse::describeMeasured(ArrayRef<StringRef> names,
                                   const MeasuredChoice &measured) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "; measured (tuning cache " << measured.path << "):";
  for (auto [name, m] : llvm::zip(names, measured.measured))
    if (m)
      os << llvm::formatv(" {0} {1:F2} us", name, *m * 1e6);
  if (!measured.any())
    os << " none of these candidates";
  else if (llvm::count(measured.measured, std::nullopt))
    os << llvm::formatv("; the others' projections scaled by {0:F2}",
                        measured.scale);
  for (const std::string &u : measured.unused)
    os << "; unused: " << u;
  return text;
}

FailureOr<MeasuredChoice>
fuse::readMeasured(func::FuncOp f, const TuningCache &cache, StringRef device,
                   const llvm::json::Object &problem, StringRef gemmLoad,
                   StringRef gemmStaging, ArrayRef<CandidateTime> candidates,
                   function_ref<bool(StringRef)> known) {
  MeasuredChoice out;
  out.measured.assign(candidates.size(), std::nullopt);
  for (const TuningEntry *entry :
       cache.lookupAll(device, kFuseTuningKind, problem)) {
    std::optional<StringRef> name = entry->config.getString("candidate");
    if (!name)
      return f.emitError() << "tuning cache " << cache.getPath() << ": entry #"
                           << entry->index << " (kind \"fuse\", @"
                           << f.getName()
                           << "): its \"config\" must name its \"candidate\"";
    if (!known(*name)) {
      f.emitWarning() << "tuning cache " << cache.getPath() << ": entry #"
                      << entry->index << " names candidate '" << *name
                      << "', which kfusion-fuse does not build; ignored";
      continue;
    }
    StringRef load = entry->config.getString("gemm_load").value_or("auto");
    const auto *it = llvm::find_if(
        candidates, [&](const CandidateTime &c) { return c.name == *name; });
    if (load != gemmLoad) {
      out.unused.push_back(
          llvm::formatv("{0} (measured with gemm-load={1})", *name, load));
      continue;
    }
    // Entries written before the option existed staged the results.
    StringRef staging =
        entry->config.getString("gemm_staging").value_or("results");
    if (staging != gemmStaging) {
      out.unused.push_back(llvm::formatv("{0} (measured with gemm-staging={1})",
                                         *name, staging));
      continue;
    }
    if (it == candidates.end()) {
      out.unused.push_back((*name + " (not built)").str());
      continue;
    }
    std::optional<double> &slot = out.measured[it - candidates.begin()];
    // Of several measurements of one candidate the least is its time (as
    // the GEMM entries: the fastest of the runs recorded).
    double seconds = entry->ms * 1e-3;
    if (!slot || seconds < *slot)
      slot = seconds;
  }
  if (!out.any() && out.unused.empty())
    return out;
  out.path = cache.getPath().str();
  SmallVector<double> ratios;
  for (auto [c, m] : llvm::zip(candidates, out.measured))
    if (m && c.fullyProjected && c.projected > 0)
      ratios.push_back(*m / c.projected);
  if (!ratios.empty()) {
    llvm::sort(ratios);
    size_t n = ratios.size();
    out.scale = n % 2 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2;
  }
  return out;
}

llvm::json::Object fuse::recordFunction(func::FuncOp f,
                                        llvm::json::Object problem,
                                        StringRef chosen,
                                        ArrayRef<CandidateTime> candidates,
                                        ArrayRef<unsigned> launches,
                                        const MeasuredChoice &measured) {
  llvm::json::Array list;
  for (auto [k, c] : llvm::enumerate(candidates)) {
    llvm::json::Object item{{"name", c.name},
                            {"projected_us", c.projected * 1e6},
                            {"fully_projected", c.fullyProjected},
                            {"launches", launches[k]}};
    if (k < measured.measured.size() && measured.measured[k])
      item["measured_ms"] = *measured.measured[k] * 1e3;
    list.push_back(std::move(item));
  }
  return llvm::json::Object{{"name", f.getName()},
                            {"problem", std::move(problem)},
                            {"chosen", chosen},
                            {"candidates", std::move(list)}};
}

LogicalResult fuse::writeTuningRecord(Operation *module, StringRef path,
                                      StringRef device, StringRef gemmLoad,
                                      StringRef gemmStaging,
                                      llvm::json::Array functions) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error, llvm::sys::fs::OF_Text);
  if (error)
    return module->emitError() << "kfusion-fuse: cannot write the tuning "
                                  "record "
                               << path << ": " << error.message();
  llvm::json::Object root{{"kfusion_tuning_record", 1},
                          {"device", device},
                          {"gemm_load", gemmLoad},
                          {"gemm_staging", gemmStaging},
                          {"functions", std::move(functions)}};
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
  return success();
}

fuse::GemmCalibration
fuse::gemmCalibration(ArrayRef<const FunctionProjection *> projections) {
  // Each distinct kernel once: the candidates share most of their kernels.
  SmallVector<std::pair<double, double>> seen;
  SmallVector<double> ratios;
  for (const FunctionProjection *p : projections)
    for (const LaunchProjection &lp : p->perLaunch) {
      if (!lp.projection || !lp.projection->measured ||
          lp.projection->modelledSeconds <= 0)
        continue;
      std::pair<double, double> pair{lp.projection->seconds,
                                     lp.projection->modelledSeconds};
      if (llvm::is_contained(seen, pair))
        continue;
      seen.push_back(pair);
      ratios.push_back(pair.first / pair.second);
    }
  GemmCalibration c;
  c.measured = ratios.size();
  if (ratios.empty())
    return c;
  llvm::sort(ratios);
  size_t n = ratios.size();
  c.scale = n % 2 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2;
  return c;
}

void fuse::calibrateGemms(FunctionProjection &projection,
                          const GemmCalibration &calibration) {
  if (!calibration.measured)
    return;
  for (LaunchProjection &lp : projection.perLaunch) {
    // The kernels the cache could have measured: GEMMs (not the attention
    // kernels, which are built of the same wgmma but are not tuned).
    auto composition = lp.launch->getAttrOfType<StringAttr>(
        KFusionDialect::StitchCompositionAttrHelper::getNameStr());
    if (!lp.projection || lp.projection->measured ||
        !lp.launch->hasAttr(
            KFusionDialect::GemmFlavourAttrHelper::getNameStr()) ||
        (composition && composition.getValue() != "gemm"))
      continue;
    double before = lp.projection->seconds;
    lp.projection->seconds = lp.projection->modelledSeconds * calibration.scale;
    lp.projection->calibrated = true;
    projection.seconds += lp.projection->seconds - before;
  }
}

std::string fuse::describeGemmCalibration(
    const GemmCalibration &calibration,
    ArrayRef<const FunctionProjection *> projections) {
  unsigned scaled = 0;
  for (const FunctionProjection *p : projections)
    scaled += llvm::count_if(p->perLaunch, [](const LaunchProjection &lp) {
      return lp.projection && lp.projection->calibrated;
    });
  if (!scaled)
    return "";
  return llvm::formatv("; GEMM kernels the tuning cache did not measure "
                       "({0} launch{1} of the candidates) projected at "
                       "{2:F2}x the model (the median measured / modelled "
                       "of the {3} it measured)",
                       scaled, scaled == 1 ? "" : "es", calibration.scale,
                       calibration.measured)
      .str();
}
