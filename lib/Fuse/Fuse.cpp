//===- Fuse.cpp - kfusion-fuse: candidates under one cost model -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fuse, the one planner's first form. For each function, each
// candidate (Passes.td) is built in a copy of the module holding that
// function and the module's other ops (not the other functions to fuse) (a
// builtin.module nested in this one, so the copies' symbols never meet), by the
// technique passes with the candidate's options, its diagnostics held back; the
// copy's function is then projected by the common cost model (projectFunction:
// the roofline of every launch plus the launch overhead), and the function
// takes its fastest candidate: the candidate's function replaces the original,
// and the kernels' modules and constant globals it names move up beside it. The
// copies are erased. Warnings of a chosen candidate are re-emitted; its errors
// never are (a failed candidate is dropped, with the reason in the remark); the
// pass fails only when no candidate of a function could be built, with the
// reason on the op.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Fuse/Passes.h"

#include "FuseLaunches.h"
#include "FuseMeasured.h"
#include "FuseRegions.h"

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/TuningCache.h"
#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/Transforms.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <functional>
#include <limits>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONFUSEPASS
#include "KFusion/Fuse/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// A linalg function's candidates in the default order (ties go to the
/// first); a host function of launches has fuse::kLaunchCandidateNames.
constexpr StringLiteral kCandidateNames[] = {
    "stitch",  "stitch-greedy", "stitch-unpacked",        "stitch-gemm-alone",
    "unfused", "stencil",       fuse::kPerRegionCandidate};

/// Whether `name` is a candidate of either form.
bool isCandidateName(StringRef name) {
  return llvm::is_contained(kCandidateNames, name) ||
         llvm::is_contained(fuse::kLaunchCandidateNames, name);
}

/// A diagnostic held back while a candidate is built.
struct HeldDiagnostic {
  Location loc;
  DiagnosticSeverity severity;
  std::string message;
  /// The candidate whose plan it describes where that is not the one it is
  /// held by (the per-region candidate holds its regions' candidates').
  StringRef from = {};
};

/// One candidate's copy of the module and what became of it.
struct Candidate {
  StringRef name;
  ModuleOp copy;
  /// A candidate of a host function of launches (fuse::buildLaunchCandidate)
  /// rather than of a linalg function.
  bool launches = false;
  bool built = false;
  std::string failure;
  SmallVector<HeldDiagnostic> diagnostics;
  /// A linalg candidate's copy after kfusion-plan-stitch (the plan on the
  /// ops, for the per-region candidate), where it was kept.
  ModuleOp planned;
  /// With emulated GEMMs: the same candidate built without emulation, whose
  /// projection every choice reads (so that the program checked is the one
  /// that runs), where its kernels have tensor-core GEMMs.
  ModuleOp real;
};

/// A built candidate and its projection.
struct Projected {
  Candidate *candidate;
  func::FuncOp func;
  FunctionProjection projection;
};

/// One function's candidates while kfusion-fuse decides.
struct FunctionCandidates {
  /// Those built (room reserved for every one asked: `projected` points
  /// into it).
  SmallVector<Candidate> built;
  SmallVector<Projected, 4> projected;
  /// The per-region candidate's plan, where it is built.
  ModuleOp composed;
  /// Why candidates were not built ("; name not built: why" each), and
  /// why the stencil candidate was not offered (not a stencil program).
  std::string dropped, notOffered;
  /// The per-region choice and the candidates it chose among.
  fuse::RegionChoice regions;
  SmallVector<fuse::PlannedCandidate> sources;
  /// A copy of the module for candidate `name` (the per-region candidate's
  /// holds `composed`).
  std::function<Candidate(StringRef)> makeCopy;
  /// A built candidate's projection (of its real kernels where its GEMMs are
  /// emulated), its GEMMs the cache did not measure calibrated by `gemms`.
  std::function<FunctionProjection(Candidate &, func::FuncOp)> project;
  fuse::GemmCalibration gemms;

  /// Erases every copy.
  void discard() {
    for (Candidate &c : built) {
      c.copy.erase();
      if (c.planned)
        c.planned.erase();
      if (c.real)
        c.real.erase();
    }
    if (composed)
      composed.erase();
  }
};

/// What every candidate's copy of the module holds besides its function.
struct ModuleBase {
  /// The module's ops as they were, but the functions to fuse.
  SmallVector<Operation *> ops;
  /// The module's symbols, and the names of the functions to fuse.
  llvm::StringSet<> names, fusedNames;
};

struct KFusionFusePass
    : public kfusion::impl::KFusionFusePassBase<KFusionFusePass> {
  using Base::Base;

  /// The dialects of every pass kfusion-fuse runs in its candidates'
  /// pipelines (dynamic pipelines: their dialects must be loaded before the
  /// pass manager runs, not while a candidate creates their ops).
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    auto add = [&](const OpPassManager &pm) {
      pm.getDependentDialects(registry);
    };
    for (StringRef name : fuse::kLaunchCandidateNames) {
      OpPassManager pm(ModuleOp::getOperationName());
      fuse::buildLaunchCandidate(name, "", pm);
      add(pm);
    }
    OpPassManager linalg(ModuleOp::getOperationName());
    linalg.addPass(createKFusionPlanStitchPass());
    linalg.addPass(createKFusionStitchPass());
    linalg.addPass(createKFusionPlanSyncPass());
    linalg.addPass(createKFusionInsertSemaphoresPass());
    fuse::buildLinalgStencilCandidate("", linalg);
    add(linalg);
    fuse::registerLinalgStencilCandidate(registry);
  }

  /// The plan of linalg candidate `name` (kfusion-plan-stitch with its plan
  /// and packing).
  void buildPlan(StringRef name, OpPassManager &pm) {
    KFusionPlanStitchPassOptions plan;
    plan.device = device;
    plan.plan = name == "stitch-greedy" ? "greedy"
                : name == "unfused"     ? "none"
                                        : "ilp";
    plan.pack = name != "stitch-unpacked";
    plan.gemmEpilogues = name != "stitch-gemm-alone";
    plan.gemmLoad = gemmLoad;
    plan.gemmStaging = gemmStaging;
    pm.addPass(createKFusionPlanStitchPass(plan));
  }

  /// The kernels of a planned linalg function (kfusion-stitch), the same for
  /// every candidate.
  void buildStitch(OpPassManager &pm, bool emulate) {
    KFusionStitchPassOptions stitch;
    stitch.device = device;
    // Its remarks are held with the candidate's diagnostics: the chosen
    // candidate's tensor-core GEMM kernels are re-emitted (emitChoice).
    stitch.remarks = remarks;
    stitch.emulateGemms = emulate;
    stitch.tuningCache = tuningCache;
    stitch.gemmLoad = gemmLoad;
    stitch.gemmStaging = gemmStaging;
    pm.addPass(createKFusionStitchPass(stitch));
  }

  /// Builds `c` in its copy (its GEMMs' tensor-core operations emulated
  /// with `emulate`), holding its diagnostics back. A linalg candidate's plan
  /// is kept in `c.planned` with `keepPlan`; the per-region candidate's copy
  /// holds its plan already (makeCopy), so only its kernels are built;
  /// `horizontalOnly`: only horizontal fusion (stencil-horizontal's copy of
  /// the built stencil candidate).
  void build(Candidate &c, bool emulate, bool keepPlan = false,
             bool horizontalOnly = false) {
    ScopedDiagnosticHandler hold(&getContext(), [&](Diagnostic &d) {
      c.diagnostics.push_back({d.getLocation(), d.getSeverity(), d.str()});
      if (d.getSeverity() == DiagnosticSeverity::Error && c.failure.empty())
        c.failure = d.str();
      return success();
    });
    OpPassManager pm(ModuleOp::getOperationName());
    if (c.launches) {
      fuse::buildLaunchCandidate(horizontalOnly ? "horizontal" : c.name, device,
                                 pm);
    } else if (c.name == "stencil") {
      fuse::buildLinalgStencilCandidate(device, pm);
    } else if (c.name != fuse::kPerRegionCandidate) {
      OpPassManager plan(ModuleOp::getOperationName());
      buildPlan(c.name, plan);
      if (failed(runPipeline(plan, c.copy))) {
        if (c.failure.empty())
          c.failure = "the candidate's passes failed";
        return;
      }
      if (keepPlan)
        c.planned = cast<ModuleOp>(c.copy->clone());
      buildStitch(pm, emulate);
    } else {
      buildStitch(pm, emulate);
    }
    c.built = succeeded(runPipeline(pm, c.copy));
    if (!c.built && c.failure.empty())
      c.failure = "the candidate's passes failed";
    if (c.built && (c.launches || c.name == "stencil"))
      fuse::canonicalizeNewKernels(c.copy, getOperation());
  }

  /// A remark per region of `f`: each candidate's projected time of its ops,
  /// the fastest first.
  void emitRegionChoice(func::FuncOp f,
                        ArrayRef<fuse::PlannedCandidate> sources,
                        const fuse::RegionChoice &choice);

  /// The per-region plan of linalg function `f` from the projected
  /// candidates `sources` (their plans kept): the regions' choice (packed
  /// kernels closed over with `wholePacks`) and, where the regions do not
  /// all take one candidate, its plan (a copy of the candidates' planned
  /// module) in `composed`. Returns why there is none (empty: there is).
  std::string choosePerRegion(func::FuncOp f,
                              ArrayRef<fuse::PlannedCandidate> sources,
                              const DeviceDescription &gpu, bool wholePacks,
                              fuse::RegionChoice &choice, ModuleOp &composed);

  /// cuSync across the launches of `copy`, which holds the chosen function
  /// `name`: kfusion-plan-sync's model decides per pair, then
  /// kfusion-insert-semaphores; their remarks re-emitted as kfusion-fuse's.
  /// With `real` (the same candidate built without emulation, where `copy`'s
  /// GEMMs are emulated) the model decides on `real`'s kernels and `copy`
  /// takes its decisions, so that the program kfusion-sim checks is
  /// synchronized as the one that runs.
  LogicalResult synchronize(ModuleOp copy, StringRef name, ModuleOp real);

  /// cuSync (unless sync=none) of the chosen function `chosen` (`name`) in
  /// its candidate's copy. With emulated GEMMs (kfusion.compile's checking
  /// build) the model decides on the real kernels: `makeTwin` gives a fresh
  /// copy, built here without emulation.
  LogicalResult synchronizeChosen(Candidate &candidate, func::FuncOp chosen,
                                  StringRef name,
                                  function_ref<Candidate()> makeTwin);

  /// A remark per launch of the chosen program (the first of `candidates`)
  /// that computes source ops: each candidate's projected time of the same
  /// ops (its launches that compute any of them, each by its share).
  void emitAlternatives(
      func::FuncOp f,
      ArrayRef<std::pair<StringRef, const FunctionProjection *>> candidates,
      const DeviceDescription &device);

  /// Replaces `f` by `chosen`, a function of its candidate's copy `copy`:
  /// a launch candidate's kernels join the module's gpu.modules
  /// (fuse::adoptKernels), the symbols `chosen` names that the module lacks
  /// move up beside it (renamed where the module uses their names), `f`
  /// goes; `launched` gets the module's kernels `f` launched.
  LogicalResult replaceFunction(func::FuncOp f, func::FuncOp chosen,
                                ModuleOp copy, bool launches,
                                const llvm::StringSet<> &baseNames,
                                SmallVectorImpl<Operation *> &launched);

  /// Errors on the module for an unknown candidate, sync mode or GEMM load.
  LogicalResult checkOptions();

  /// Chooses `f`'s candidate and puts it in `f`'s place.
  LogicalResult fuseFunction(func::FuncOp f, const ModuleBase &base,
                             const DeviceDescription &gpu);

  /// Builds and projects the per-region candidate of linalg function `f`
  /// from `fc`'s projected candidates (their plans kept): regions apart from
  /// the packs first, then, where that does not beat every whole candidate,
  /// regions closed over the packs; the faster of the two is kept (last in
  /// `fc.projected`: ties go to a whole function's candidate).
  void addPerRegion(func::FuncOp f, FunctionCandidates &fc,
                    const DeviceDescription &gpu);

  /// The error where no candidate of `f` could be built.
  void reportNoCandidate(func::FuncOp f, FunctionCandidates &fc);

  /// The remarks of `f`'s choice of `best`: the candidates' projections, the
  /// regions, the alternatives per launch, the chosen plan's regions; and
  /// the chosen candidate's warnings.
  void emitChoice(func::FuncOp f, FunctionCandidates &fc, const Projected &best,
                  bool launches, const DeviceDescription &gpu,
                  const fuse::MeasuredChoice &measured);

  /// The candidate `f` takes: `choose`'s where asked, else the least time,
  /// measured (the tuning cache's, in `measured`) before projected
  /// (MeasuredChoice::best); `f`'s entry added to the tuning record.
  FailureOr<const Projected *> pickCandidate(func::FuncOp f,
                                             FunctionCandidates &fc,
                                             const DeviceDescription &gpu,
                                             fuse::MeasuredChoice &measured);

  void runOnOperation() override;

  /// The tuning record's functions (tuning-record).
  llvm::json::Array record;
};

} // namespace

std::string KFusionFusePass::choosePerRegion(
    func::FuncOp f, ArrayRef<fuse::PlannedCandidate> sources,
    const DeviceDescription &gpu, bool wholePacks, fuse::RegionChoice &choice,
    ModuleOp &composed) {
  choice = fuse::chooseRegions(sources, f.getLoc(), gpu, wholePacks);
  if (!choice.refusal.empty())
    return choice.refusal;
  if (choice.uniform())
    return ("every region's fastest is " +
            sources[choice.regions.front().fastest].name)
        .str();
  composed = cast<ModuleOp>(sources.front().planned->getParentOp()->clone());
  auto target = composed.lookupSymbol<func::FuncOp>(f.getName());
  if (!target || failed(fuse::composeRegionPlan(target, sources, choice))) {
    composed.erase();
    composed = nullptr;
    return "its plan could not be written on the candidates' function";
  }
  return {};
}

void KFusionFusePass::emitRegionChoice(func::FuncOp f,
                                       ArrayRef<fuse::PlannedCandidate> sources,
                                       const fuse::RegionChoice &choice) {
  SmallVector<Operation *> ops = fuse::plannedOps(sources.front().planned);
  for (auto [k, region] : llvm::enumerate(choice.regions)) {
    InFlightDiagnostic remark =
        mlir::emitRemark(ops[region.ops.front()]->getLoc());
    remark << "kfusion-fuse region " << k << " of @" << f.getName() << " ("
           << region.ops.size() << " op" << (region.ops.size() == 1 ? "" : "s")
           << (choice.wholePacks ? ", packed kernels whole" : "")
           << "): fastest " << sources[region.fastest].name << ";";
    SmallVector<unsigned> order{region.fastest};
    for (unsigned c = 0; c < sources.size(); ++c)
      if (c != region.fastest)
        order.push_back(c);
    for (unsigned c : order) {
      remark << " " << sources[c].name << " ";
      if (std::isinf(region.seconds[c]))
        remark << "not projected";
      else
        remark << llvm::formatv("{0:F2} us", region.seconds[c] * 1e6);
      remark << llvm::formatv(" ({0} launch{1})", region.launches[c],
                              region.launches[c] == 1 ? "" : "es");
    }
  }
}

void KFusionFusePass::emitAlternatives(
    func::FuncOp f,
    ArrayRef<std::pair<StringRef, const FunctionProjection *>> candidates,
    const DeviceDescription &device) {
  const FunctionProjection &chosen = *candidates.front().second;
  for (const LaunchProjection &lp : chosen.perLaunch) {
    gpu::LaunchFuncOp launch = lp.launch;
    SmallVector<Location> ops = fuse::sourceOpsOf(launch, f.getLoc());
    if (ops.empty())
      continue;
    InFlightDiagnostic remark = mlir::emitRemark(launch.getLoc());
    remark << "kfusion-fuse alternatives of @" << f.getName() << ", launch "
           << launch.getKernelName().getValue() << " (" << ops.size() << " op"
           << (ops.size() == 1 ? "" : "s") << "):";
    for (auto [name, projection] : candidates) {
      auto [seconds, launches] =
          fuse::timeOfOps(*projection, ops, f.getLoc(), device);
      remark << llvm::formatv(" {0} {1:F2} us ({2} launch{3})", name,
                              seconds * 1e6, launches,
                              launches == 1 ? "" : "es");
    }
  }
}

LogicalResult KFusionFusePass::synchronize(ModuleOp copy, StringRef name,
                                           ModuleOp real) {
  SmallVector<HeldDiagnostic> held;
  LogicalResult result = success();
  {
    ScopedDiagnosticHandler hold(&getContext(), [&](Diagnostic &d) {
      held.push_back({d.getLocation(), d.getSeverity(), d.str()});
      return success();
    });
    KFusionPlanSyncPassOptions plan;
    plan.device = device;
    plan.force = sync == "force";
    bool taken = false;
    if (real) {
      result = planSyncPairs(real, plan, real.lookupSymbol(name));
      taken =
          succeeded(result) && fuse::takeSyncDecisions(real.lookupSymbol(name),
                                                       copy.lookupSymbol(name));
      if (succeeded(result) && !taken) {
        // Planned on the emulated kernels instead: say so, and drop the
        // real build's remarks.
        held.clear();
        held.push_back({copy.lookupSymbol(name)->getLoc(),
                        DiagnosticSeverity::Remark,
                        "the emulated build's launches are not the real "
                        "build's; planned on the emulated kernels"});
      }
    }
    if (succeeded(result) && !taken)
      result = planSyncPairs(copy, plan, copy.lookupSymbol(name));
    if (succeeded(result))
      result = insertSemaphores(copy);
  }
  for (const HeldDiagnostic &d : held) {
    if (d.severity == DiagnosticSeverity::Error) {
      mlir::emitError(d.loc)
          << "kfusion-fuse cuSync of @" << name << ": " << d.message;
      continue;
    }
    if (!remarks || d.severity != DiagnosticSeverity::Remark)
      continue;
    StringRef message = d.message;
    for (StringRef prefix :
         {"kfusion-plan-sync: ", "kfusion-insert-semaphores: "})
      if (message.consume_front(prefix))
        break;
    mlir::emitRemark(d.loc)
        << "kfusion-fuse cuSync of @" << name << ": " << message;
  }
  return result;
}

LogicalResult
KFusionFusePass::synchronizeChosen(Candidate &candidate, func::FuncOp chosen,
                                   StringRef name,
                                   function_ref<Candidate()> makeTwin) {
  if (sync == "none")
    return success();
  ModuleOp real;
  if (candidate.real) {
    // Built already for the projection.
    real = candidate.real;
    candidate.real = nullptr;
  } else if (emulateGemms && fuse::hasTensorCoreGemms(chosen)) {
    Candidate twin = makeTwin();
    build(twin, /*emulate=*/false);
    if (twin.built)
      real = twin.copy;
    else
      twin.copy.erase();
  }
  LogicalResult result = synchronize(candidate.copy, name, real);
  if (real)
    real.erase();
  return result;
}

LogicalResult
KFusionFusePass::replaceFunction(func::FuncOp f, func::FuncOp chosen,
                                 ModuleOp copy, bool launches,
                                 const llvm::StringSet<> &baseNames,
                                 SmallVectorImpl<Operation *> &launched) {
  ModuleOp module = getOperation();
  // A launch candidate's fused kernels are in its copies of the module's
  // gpu.modules: they join the originals first.
  if (launches && failed(fuse::adoptKernels(chosen, copy, module, baseNames)))
    return failure();
  llvm::SetVector<Operation *> named;
  fuse::collectNamedSymbols(chosen, copy, named);
  SymbolTable copyTable(copy), moduleTable(module);
  for (Operation *op : named) {
    StringRef symbol = cast<SymbolOpInterface>(op).getName();
    if (baseNames.contains(symbol))
      continue;
    if (moduleTable.lookup(symbol) &&
        failed(copyTable.renameToUnique(op, {&moduleTable})))
      return op->emitError("kfusion-fuse: cannot give '@")
             << symbol << "' a name the module does not use";
    op->moveBefore(f);
  }
  chosen->moveBefore(f);
  if (launches)
    f.walk([&](gpu::LaunchFuncOp launch) {
      if (Operation *kernel =
              SymbolTable::lookupSymbolIn(module, launch.getKernel()))
        launched.push_back(kernel);
    });
  f.erase();
  return success();
}

LogicalResult KFusionFusePass::checkOptions() {
  ModuleOp module = getOperation();
  for (const std::string &name : candidates)
    if (!isCandidateName(name))
      return module.emitError()
             << "kfusion-fuse: unknown candidate '" << name
             << "' (of linalg functions: stitch, stitch-greedy, "
                "stitch-unpacked, stitch-gemm-alone, unfused, stencil or "
                "per-region; of "
                "host functions of launches: stencil, horizontal, "
                "stencil-horizontal or unfused)";
  if (!choose.empty() &&
      (!isCandidateName(choose) ||
       (!candidates.empty() && !llvm::is_contained(candidates, choose))))
    return module.emitError()
           << "kfusion-fuse: choose='" << choose << "' is not a candidate "
           << (candidates.empty() ? "kfusion-fuse knows" : "asked for");
  if (!llvm::is_contained({"auto", "force", "none"}, StringRef(sync)))
    return module.emitError()
           << "kfusion-fuse: sync must be auto, force or none, not '" << sync
           << "'";
  return failure(
      failed(gemmLoadOption(module, "kfusion-fuse", gemmLoad)) ||
      failed(gemmStagingOption(module, "kfusion-fuse", gemmStaging)));
}

void KFusionFusePass::addPerRegion(func::FuncOp f, FunctionCandidates &fc,
                                   const DeviceDescription &gpu) {
  double fastestWhole = std::numeric_limits<double>::infinity();
  // The candidates with a stitching plan (not the stencil candidate's point
  // kernels), each with its held diagnostics.
  SmallVector<Candidate *> planned;
  for (Projected &p : fc.projected) {
    if (!p.candidate->planned)
      continue;
    planned.push_back(p.candidate);
    fc.sources.push_back(
        {p.candidate->name,
         p.candidate->planned.lookupSymbol<func::FuncOp>(f.getName()),
         &p.projection});
    if (!p.projection.unprojected)
      fastestWhole = std::min(fastestWhole, p.projection.seconds);
  }
  std::string why;
  std::optional<size_t> kept;
  for (bool wholePacks : {false, true}) {
    fuse::RegionChoice choice;
    ModuleOp previous = fc.composed;
    std::string whyNot =
        choosePerRegion(f, fc.sources, gpu, wholePacks, choice, fc.composed);
    if (!whyNot.empty()) {
      fc.composed = previous;
      if (!kept && why.empty()) {
        why = whyNot;
        fc.regions = std::move(choice); // (the regions, where uniform)
      }
      break;
    }
    Candidate c = fc.makeCopy(fuse::kPerRegionCandidate);
    build(c, emulateGemms);
    // The planners' remarks of each region's candidate, as its own.
    for (auto [k, source] : llvm::enumerate(fc.sources))
      for (const HeldDiagnostic &d : planned[k]->diagnostics) {
        std::optional<unsigned> r = choice.regionOf(d.loc);
        if (r && choice.regions[*r].fastest == k &&
            d.severity != DiagnosticSeverity::Error)
          c.diagnostics.push_back({d.loc, d.severity, d.message, source.name});
      }
    auto cf =
        c.built ? c.copy.lookupSymbol<func::FuncOp>(f.getName()) : nullptr;
    FunctionProjection projection;
    if (cf)
      projection = fc.project(c, cf);
    if (!cf || (kept &&
                projection.seconds >= fc.projected[*kept].projection.seconds)) {
      // Not built, or no faster than the one kept: the kept one stays.
      if (!cf && !kept)
        why = c.failure;
      c.copy.erase();
      if (c.real)
        c.real.erase();
      fc.composed.erase();
      fc.composed = previous;
    } else {
      if (kept) {
        Candidate &old = fc.built.back();
        old.copy.erase();
        if (old.real)
          old.real.erase();
        previous.erase();
        old = std::move(c);
        fc.projected[*kept] = {&old, cf, std::move(projection)};
      } else {
        assert(fc.built.size() < fc.built.capacity() &&
               "projected points into built");
        fc.built.push_back(std::move(c));
        fc.projected.push_back({&fc.built.back(), cf, std::move(projection)});
        kept = fc.projected.size() - 1;
      }
      fc.regions = std::move(choice);
    }
    if (kept && fc.projected[*kept].projection.seconds < fastestWhole)
      break;
  }
  if (!kept)
    fc.dropped +=
        llvm::formatv("; {0} not built: {1}", fuse::kPerRegionCandidate, why);
}

void KFusionFusePass::reportNoCandidate(func::FuncOp f,
                                        FunctionCandidates &fc) {
  if (fc.built.empty()) {
    // Only the per-region candidate was asked for: it has nothing to
    // compose.
    f.emitError() << "kfusion-fuse: no candidate of @" << f.getName()
                  << " could be built" << fc.dropped;
    return;
  }
  // One error at the op the first candidate failed on, with the reason (the
  // candidates share it when they fail alike).
  const Candidate &first = fc.built.front();
  bool alike = llvm::all_of(
      fc.built, [&](const Candidate &c) { return c.failure == first.failure; });
  Location at = f.getLoc();
  for (const HeldDiagnostic &d : first.diagnostics)
    if (d.severity == DiagnosticSeverity::Error) {
      at = d.loc;
      break;
    }
  InFlightDiagnostic error = mlir::emitError(at);
  error << "kfusion-fuse: no candidate of @" << f.getName()
        << " could be built";
  if (alike)
    error << ": " << first.failure;
  else
    error << fc.dropped;
  if (!fc.notOffered.empty())
    error << "; stencil not offered: " << fc.notOffered;
}

void KFusionFusePass::emitChoice(func::FuncOp f, FunctionCandidates &fc,
                                 const Projected &best, bool launches,
                                 const DeviceDescription &gpu,
                                 const fuse::MeasuredChoice &measured) {
  StringRef name = f.getName();
  if (remarks) {
    InFlightDiagnostic remark = f.emitRemark();
    remark << "kfusion-fuse of @" << name << " on " << gpu.name << ": "
           << best.candidate->name << " chosen"
           << (choose == best.candidate->name ? " (asked for)"
               : measured.any()               ? " by measurement"
                                              : "")
           << "; projected";
    for (const Projected &p : fc.projected)
      remark << llvm::formatv(
          " {0} {1:F2} us ({2} launch{3}{4})", p.candidate->name,
          p.projection.seconds * 1e6, p.projection.launches,
          p.projection.launches == 1 ? "" : "es",
          p.projection.unprojected
              ? llvm::formatv(", {0} not projected", p.projection.unprojected)
                    .str()
              : "");
    remark << fc.dropped;
    if (!measured.path.empty()) {
      SmallVector<StringRef> names;
      for (const Projected &p : fc.projected)
        names.push_back(p.candidate->name);
      remark << fuse::describeMeasured(names, measured);
    }
    SmallVector<const FunctionProjection *> all;
    for (const Projected &p : fc.projected)
      all.push_back(&p.projection);
    remark << fuse::describeGemmCalibration(fc.gemms, all);
    if (!fc.notOffered.empty())
      remark << "; stencil not offered: " << fc.notOffered;
  }
  if (remarks && !fc.regions.regions.empty())
    emitRegionChoice(f, fc.sources, fc.regions);
  if (remarks) {
    SmallVector<std::pair<StringRef, const FunctionProjection *>> order{
        {best.candidate->name, &best.projection}};
    for (const Projected &p : fc.projected)
      if (&p != &best)
        order.push_back({p.candidate->name, &p.projection});
    emitAlternatives(best.func, order, gpu);
  }
  for (const HeldDiagnostic &d : best.candidate->diagnostics) {
    if (d.severity == DiagnosticSeverity::Warning)
      mlir::emitWarning(d.loc) << d.message;
    // Per region of the chosen candidate: the planner's groups (their ops,
    // the kernel each became: its composition, attention or gemm or a row
    // kernel's, and what it saves) and what it declined to fuse, why.
    bool region = launches || best.candidate->name == "stencil"
                      ? fuse::isLaunchRegionRemark(d.message)
                      : StringRef(d.message).starts_with("stitch group ") ||
                            StringRef(d.message).contains(" does not take (");
    if (remarks && d.severity == DiagnosticSeverity::Remark && region)
      mlir::emitRemark(d.loc)
          << "kfusion-fuse region of @" << name << " ("
          << (d.from.empty() ? best.candidate->name : d.from)
          << "): " << d.message;
    // Each tensor-core GEMM kernel of the chosen program: its plan, its
    // time (measured or modelled) and the problem a tuning cache missed,
    // which a tuner measures (bench/models/run.py tune-gemms).
    if (remarks && d.severity == DiagnosticSeverity::Remark && d.from.empty() &&
        fuse::isTensorCoreGemmRemark(d.message))
      mlir::emitRemark(d.loc) << "kfusion-fuse GEMM of @" << name << " ("
                              << best.candidate->name << "): " << d.message;
  }
}

LogicalResult KFusionFusePass::fuseFunction(func::FuncOp f,
                                            const ModuleBase &base,
                                            const DeviceDescription &gpu) {
  ModuleOp module = getOperation();
  StringRef name = f.getName();
  bool launches = !isStitchInput(f);
  // The candidates asked for (all by default) of the function's form.
  SmallVector<StringRef> names;
  for (StringRef known :
       launches ? ArrayRef<StringLiteral>(fuse::kLaunchCandidateNames)
                : ArrayRef<StringLiteral>(kCandidateNames))
    if (candidates.empty() || llvm::is_contained(candidates, known))
      names.push_back(known);
  // The stencil candidate only where the function is a stencil program.
  FunctionCandidates fc;
  if (!launches && llvm::is_contained(names, "stencil")) {
    fc.notOffered = fuse::linalgStencilRefusal(f);
    if (!fc.notOffered.empty() && names.size() == 1)
      return f.emitError() << "kfusion-fuse: no candidate of @" << name
                           << " could be built: stencil not offered: "
                           << fc.notOffered;
    if (!fc.notOffered.empty())
      llvm::erase(names, "stencil");
  }
  if (names.empty()) {
    if (remarks)
      f.emitRemark() << "kfusion-fuse of @" << name
                     << ": left as it is: none of the candidates asked for "
                        "applies to a "
                     << (launches ? "host function of launches"
                                  : "linalg function");
    return success();
  }
  // One copy per candidate, nested at the module's end; the per-region
  // candidate's holds its composed plan (of the other candidates' plans).
  fc.built.reserve(names.size());
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  fc.makeCopy = [&](StringRef candidate) {
    Candidate c{candidate, ModuleOp::create(b, module.getLoc()), launches};
    IRMapping map;
    if (candidate == fuse::kPerRegionCandidate) {
      for (Operation &op : fc.composed.getBody()->getOperations())
        c.copy.getBody()->push_back(op.clone(map));
      c.copy->setAttrs(fc.composed->getAttrDictionary());
      return c;
    }
    for (Operation *op : base.ops)
      c.copy.getBody()->push_back(op->clone(map));
    // (Those fused already are the module's by now: their names hold.)
    for (func::FuncOp other : module.getOps<func::FuncOp>())
      if (other != f && base.fusedNames.contains(other.getName())) {
        auto declaration = cast<func::FuncOp>(other->cloneWithoutRegions());
        declaration.setPrivate();
        // (Argument and result attributes of a definition, such as
        // bufferization.writable, may be invalid on a declaration.)
        declaration.removeArgAttrsAttr();
        declaration.removeResAttrsAttr();
        c.copy.getBody()->push_back(declaration);
      }
    c.copy.getBody()->push_back(f->clone(map));
    c.copy->setAttrs(module->getAttrDictionary());
    return c;
  };
  fc.project = [&](Candidate &c, func::FuncOp cf) {
    func::FuncOp projected = cf;
    if (emulateGemms && fuse::hasTensorCoreGemms(cf)) {
      Candidate twin = fc.makeCopy(c.name);
      build(twin, /*emulate=*/false);
      if (auto rf = twin.built ? twin.copy.lookupSymbol<func::FuncOp>(name)
                               : nullptr) {
        c.real = twin.copy;
        projected = rf;
      } else {
        twin.copy.erase();
      }
    }
    FunctionProjection projection = projectFunction(projected, gpu);
    fuse::calibrateGemms(projection, fc.gemms);
    return projection;
  };
  bool perRegion =
      !launches && llvm::is_contained(names, fuse::kPerRegionCandidate);
  for (StringRef candidate : names) {
    if (candidate == fuse::kPerRegionCandidate)
      continue;
    Candidate c = fc.makeCopy(candidate);
    // stencil-horizontal: horizontal fusion of the built stencil candidate's
    // program (the stencil passes once), its remarks with it.
    const Candidate *stencil = nullptr;
    if (launches && candidate == "stencil-horizontal")
      for (const Candidate &b : fc.built)
        if (b.name == "stencil" && b.built)
          stencil = &b;
    if (stencil) {
      c.copy.erase(); // (nested at the module's end, as every copy)
      c.copy = cast<ModuleOp>(b.clone(*stencil->copy));
      c.diagnostics = stencil->diagnostics;
    }
    build(c, emulateGemms, /*keepPlan=*/perRegion,
          /*horizontalOnly=*/stencil != nullptr);
    fc.built.push_back(std::move(c));
  }
  for (Candidate &c : fc.built) {
    auto cf = c.built ? c.copy.lookupSymbol<func::FuncOp>(name) : nullptr;
    if (!cf) {
      fc.dropped += llvm::formatv("; {0} not built: {1}", c.name, c.failure);
      continue;
    }
    fc.projected.push_back({&c, cf, fc.project(c, cf)});
  }
  // The GEMMs the tuning cache measured calibrate those it did not.
  SmallVector<const FunctionProjection *> all;
  for (const Projected &p : fc.projected)
    all.push_back(&p.projection);
  fc.gemms = fuse::gemmCalibration(all);
  for (Projected &p : fc.projected)
    fuse::calibrateGemms(p.projection, fc.gemms);
  if (perRegion)
    addPerRegion(f, fc, gpu);
  if (fc.projected.empty()) {
    reportNoCandidate(f, fc);
    fc.discard();
    return failure();
  }
  fuse::MeasuredChoice measured;
  FailureOr<const Projected *> picked = pickCandidate(f, fc, gpu, measured);
  if (failed(picked)) {
    fc.discard();
    return failure();
  }
  const Projected &best = **picked;
  emitChoice(f, fc, best, launches, gpu, measured);
  // cuSync in the chosen candidate's copy: what it adds (the kernels'
  // synchronized clones) is named by the function and moves up with it.
  if (failed(synchronizeChosen(*best.candidate, best.func, name, [&] {
        return fc.makeCopy(best.candidate->name);
      }))) {
    fc.discard();
    return failure();
  }
  // The chosen function and what its candidate made for it move up (the
  // copies of the module's own symbols stay: the originals are there); a
  // name the module already uses (another function to fuse, say) is made
  // unique first. The original function goes.
  SmallVector<Operation *> launched;
  LogicalResult replaced = replaceFunction(f, best.func, best.candidate->copy,
                                           launches, base.names, launched);
  fc.discard();
  if (failed(replaced))
    return failure();
  // The module's kernels the function launched and nothing launches now
  // (fused away) go, as the technique passes erase theirs.
  eraseUnusedKernels(launched, module);
  // The module holds launches now (the next function's copies too).
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  UnitAttr::get(&getContext()));
  return success();
}

FailureOr<const Projected *>
KFusionFusePass::pickCandidate(func::FuncOp f, FunctionCandidates &fc,
                               const DeviceDescription &gpu,
                               fuse::MeasuredChoice &measured) {
  SmallVector<fuse::CandidateTime> times;
  SmallVector<unsigned> launches;
  for (const Projected &p : fc.projected) {
    times.push_back({p.candidate->name, p.projection.seconds,
                     p.projection.unprojected == 0});
    launches.push_back(p.projection.launches);
  }
  llvm::Expected<const TuningCache *> cache = TuningCache::load(tuningCache);
  if (!cache)
    return f.emitError() << llvm::toString(cache.takeError());
  llvm::json::Object problem;
  if (*cache || !tuningRecord.empty())
    problem = fuse::tuningProblem(f);
  if (*cache) {
    FailureOr<fuse::MeasuredChoice> read =
        fuse::readMeasured(f, **cache, gpu.name, problem, gemmLoad, gemmStaging,
                           times, isCandidateName);
    if (failed(read))
      return failure();
    measured = std::move(*read);
  }
  unsigned best = measured.best(times);
  if (!choose.empty()) {
    const auto *asked = llvm::find_if(fc.projected, [&](const Projected &p) {
      return p.candidate->name == choose;
    });
    if (asked != fc.projected.end()) {
      best = asked - fc.projected.begin();
    } else if (llvm::is_contained(
                   fc.projected.front().candidate->launches
                       ? ArrayRef<StringLiteral>(fuse::kLaunchCandidateNames)
                       : ArrayRef<StringLiteral>(kCandidateNames),
                   StringRef(choose))) {
      return f.emitError()
             << "kfusion-fuse: the candidate asked for (choose=" << choose
             << ") of @" << f.getName() << " could not be built" << fc.dropped
             << (fc.notOffered.empty() ? "" : "; stencil not offered: ")
             << fc.notOffered;
    }
  }
  if (!tuningRecord.empty())
    record.push_back(fuse::recordFunction(f, std::move(problem),
                                          fc.projected[best].candidate->name,
                                          times, launches, measured));
  return &fc.projected[best];
}

void KFusionFusePass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<DeviceDescription> gpu = resolveDevice(module, device);
  if (failed(gpu))
    return signalPassFailure();
  if (failed(checkOptions()))
    return signalPassFailure();
  // The tuning cache read once up front (each candidate's GEMMs and the
  // choice read it again from memory): a bad file is the module's error.
  if (llvm::Expected<const TuningCache *> cache =
          TuningCache::load(tuningCache);
      !cache) {
    module.emitError() << llvm::toString(cache.takeError());
    return signalPassFailure();
  }
  SmallVector<func::FuncOp> funcs;
  for (func::FuncOp f : module.getOps<func::FuncOp>())
    if (isStitchInput(f) || fuse::isLaunchProgram(f))
      funcs.push_back(f);
  if (funcs.empty())
    return;

  // What every copy holds besides its function: the module's ops as they
  // were, but the functions to fuse (not what earlier choices moved in),
  // which it holds as private declarations (so that calls between them
  // verify; the module keeps their names).
  ModuleBase base;
  for (Operation &op : module.getBody()->getOperations()) {
    auto other = dyn_cast<func::FuncOp>(op);
    if (other && llvm::is_contained(funcs, other)) {
      base.names.insert(other.getName());
      base.fusedNames.insert(other.getName());
      continue;
    }
    base.ops.push_back(&op);
    if (auto symbol = dyn_cast<SymbolOpInterface>(op))
      base.names.insert(symbol.getName());
  }
  for (func::FuncOp f : funcs)
    if (failed(fuseFunction(f, base, *gpu)))
      return signalPassFailure();
  if (!tuningRecord.empty() &&
      failed(fuse::writeTuningRecord(module, tuningRecord, gpu->name, gemmLoad,
                                     gemmStaging, std::move(record))))
    return signalPassFailure();
}
