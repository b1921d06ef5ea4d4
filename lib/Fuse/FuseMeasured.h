//===- FuseMeasured.h - kfusion-fuse's measured feedback --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Measured feedback for kfusion-fuse's choice of a function's candidate: the
// tuning cache (TuningCache.h) holds, under kind "fuse", the time a tuner
// measured on a GPU for one candidate of one function (its problem: the
// function's IR without names, locations or constant values, hashed, and its
// signature) on one device. Where a function's candidates have such entries
// the choice ranks them by their measured times, and the candidates without
// one by their projections scaled by the median ratio of measured to
// projected time of those with one (so the model fills in only what was not
// measured). The tuning record is what kfusion-fuse writes for the tuner:
// per function its problem and each candidate's projection. Internal to
// lib/Fuse.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_FUSE_FUSEMEASURED_H
#define KFUSION_LIB_FUSE_FUSEMEASURED_H

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/TuningCache.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace mlir::kfusion::fuse {

/// The tuning cache's kind of kfusion-fuse's entries.
inline constexpr StringLiteral kFuseTuningKind = "fuse";

/// The problem of function `f` in the tuning cache: {"ir_sha1": the SHA-1 of
/// its generic form with its name, locations and large constants elided,
/// "signature": its type}. Two functions with the same ops, types and shapes
/// have the same problem whatever their names and weights.
llvm::json::Object tuningProblem(func::FuncOp f);

/// One built candidate as the measured choice sees it.
struct CandidateTime {
  StringRef name;
  /// The projected time (seconds) and whether every launch was projected.
  double projected = 0;
  bool fullyProjected = true;
};

/// The choice among a function's candidates with the cache's measurements.
struct MeasuredChoice {
  /// The cache read (empty: none, or no entry for the function).
  std::string path;
  /// Per candidate (in the order given): the measured seconds, where the
  /// cache has them.
  SmallVector<std::optional<double>> measured;
  /// The median of measured / projected over the candidates with both: what
  /// the others' projections are scaled by.
  double scale = 1;
  /// Entries of the function that no built candidate takes (a candidate not
  /// built this time, another gemm-load or gemm-staging): "name (reason)".
  SmallVector<std::string> unused;

  /// Whether some candidate has a measured time.
  bool any() const;
  /// The time candidate `k` is ranked by, and whether it is known (measured,
  /// or fully projected).
  std::pair<double, bool> rank(ArrayRef<CandidateTime> candidates,
                               unsigned k) const;
  /// The candidate ranked first: known times (measured, or fully projected)
  /// before the others, then the least; ties to the first.
  unsigned best(ArrayRef<CandidateTime> candidates) const;
};

/// The remark's account of `measured` (from a cache) for the candidates
/// `names`: "; measured (tuning cache F): a 1.00 us ...; the others'
/// projections scaled by S; unused: ...".
std::string describeMeasured(ArrayRef<StringRef> names,
                             const MeasuredChoice &measured);

/// The cache's measurements of `f`'s candidates on `device` (entries of kind
/// "fuse" with `f`'s problem whose config names a candidate and, where it
/// says, the gemm-load `gemmLoad`, and the gemm-staging `gemmStaging`: an
/// entry that does not say staged the results). An entry of the function whose
/// config names no candidate is an error on `f` naming the file and the entry;
/// one naming a candidate kfusion-fuse does not know (`known`), a warning (it
/// is ignored).
FailureOr<MeasuredChoice>
readMeasured(func::FuncOp f, const TuningCache &cache, StringRef device,
             const llvm::json::Object &problem, StringRef gemmLoad,
             StringRef gemmStaging, ArrayRef<CandidateTime> candidates,
             function_ref<bool(StringRef)> known);

/// The tuning record's entry of one function: its name, problem, the
/// candidate chosen and each candidate's projection (and measurement).
llvm::json::Object recordFunction(func::FuncOp f, llvm::json::Object problem,
                                  StringRef chosen,
                                  ArrayRef<CandidateTime> candidates,
                                  ArrayRef<unsigned> launches,
                                  const MeasuredChoice &measured);

/// What the tuning cache's measured GEMM kernels say of the model: the
/// median over the candidates' launches that carry a measured time
/// (kfusion.gemm_measured_us; each distinct kernel once) of measured /
/// modelled. The GEMM kernels the cache did not measure are projected at the
/// model's time times `scale`, so that candidates whose GEMMs are measured
/// are not compared with others whose GEMMs the model under-projects (or
/// over-projects) alone.
struct GemmCalibration {
  double scale = 1;
  /// The distinct measured kernels the scale comes from (0: none, scale 1).
  unsigned measured = 0;
};

/// The calibration from the launches of `projections`.
GemmCalibration
gemmCalibration(ArrayRef<const FunctionProjection *> projections);

/// Projects each tensor-core GEMM launch (kfusion.gemm_flavour, not an
/// attention kernel) of `projection` without a measured time at its modelled
/// time times `calibration.scale`, and the function's total with them.
void calibrateGemms(FunctionProjection &projection,
                    const GemmCalibration &calibration);

/// The remark's words on the calibration of `projections` ("" where no
/// launch of theirs was calibrated).
std::string
describeGemmCalibration(const GemmCalibration &calibration,
                        ArrayRef<const FunctionProjection *> projections);

/// Writes the tuning record `functions` (recordFunction's) for `device`,
/// `gemmLoad` and `gemmStaging` to `path`; an error on `module` where it
/// cannot.
LogicalResult writeTuningRecord(Operation *module, StringRef path,
                                StringRef device, StringRef gemmLoad,
                                StringRef gemmStaging,
                                llvm::json::Array functions);

} // namespace mlir::kfusion::fuse

#endif // KFUSION_LIB_FUSE_FUSEMEASURED_H
