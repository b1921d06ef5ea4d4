//===- PlanGemm.cpp - kfusion-plan-gemm: configurations of GEMMs ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Writes the configuration of each GEMM (flavour, tile, stages, warpgroups
// or warps) as `kfusion.gemm_*` attributes: what the op already carries,
// else what the options fix, else a measured one from the tuning cache
// (TuningCache.h), else the model's choice (GemmConfig.cpp), with a remark
// naming it and why. Also the rule the lowering reads a plan by,
// and the `kfusion-gemm-to-gpu` pipeline.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Gemm/Passes.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANGEMMPASS
#include "KFusion/Gemm/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// The parts of a configuration `op`'s attributes fix, added to `request`
/// (an attribute wins over the request's value). Fails for a malformed one,
/// with the reason in `why`.
static LogicalResult readPlan(Operation *op, GemmConfigRequest &request,
                              std::string &why) {
  auto malformed = [&](StringRef name, StringRef rule) {
    why = (name + " must be " + rule).str();
    return failure();
  };
  if (auto f = op->getAttrOfType<StringAttr>(kGemmFlavourAttr)) {
    std::optional<GemmFlavour> flavour = parseGemmFlavour(f.getValue());
    if (!flavour)
      return malformed(kGemmFlavourAttr, "\"wgmma\" or \"mma\"");
    request.flavour = flavour;
  }
  if (auto t = op->getAttrOfType<DenseI64ArrayAttr>(kGemmTileAttr)) {
    if (t.size() != 3)
      return malformed(kGemmTileAttr, "array<i64: TM, TN, TK>");
    request.tileM = t[0];
    request.tileN = t[1];
    request.tileK = t[2];
  }
  if (auto s = op->getAttrOfType<IntegerAttr>(kGemmStagesAttr))
    request.stages = s.getInt();
  if (auto g = op->getAttrOfType<DenseI64ArrayAttr>(kGemmGroupsAttr)) {
    if (g.size() != 2)
      return malformed(kGemmGroupsAttr, "array<i64: GM, GN>");
    request.groupsM = g[0];
    request.groupsN = g[1];
  }
  if (auto l = op->getAttrOfType<StringAttr>(kGemmLoadAttr)) {
    request.load = parseGemmLoad(l.getValue());
    if (!request.load)
      return malformed(kGemmLoadAttr,
                       "\"cp.async\", \"tma\" or \"tma-producer\"");
  }
  if (auto s = op->getAttrOfType<StringAttr>(kGemmScheduleAttr)) {
    request.schedule = parseGemmSchedule(s.getValue());
    if (!request.schedule)
      return malformed(kGemmScheduleAttr,
                       "\"grid\", \"persistent\" or \"pingpong\"");
  }
  if (auto s = op->getAttrOfType<IntegerAttr>(kGemmSplitKAttr))
    request.splitK = s.getInt();
  if (auto g = op->getAttrOfType<IntegerAttr>(kGemmTileGroupAttr))
    request.tileGroup = g.getInt();
  if (auto c = op->getAttrOfType<DenseI64ArrayAttr>(kGemmClusterAttr)) {
    if (c.size() != 2)
      return malformed(kGemmClusterAttr, "array<i64: CM, CN>");
    request.clusterM = c[0];
    request.clusterN = c[1];
  }
  if (auto s = op->getAttrOfType<StringAttr>(kGemmStagingAttr)) {
    if (s.getValue() != "results" && s.getValue() != "outputs")
      return malformed(kGemmStagingAttr, "\"results\" or \"outputs\"");
    request.stageOutputs = s.getValue() == "outputs";
  }
  return success();
}

llvm::json::Object mlir::kfusion::gemmTuningProblem(const GemmShape &s) {
  llvm::json::Object problem{{"batch", s.batch},
                             {"m", s.m},
                             {"n", s.n},
                             {"k", s.k},
                             {"a", s.aKMajor ? "mk" : "km"},
                             {"b", s.bKMajor ? "nk" : "kn"},
                             {"input", gemmElementName(s.input)},
                             {"output", gemmElementName(s.output)}};
  if (!s.epilogue.empty())
    // A GEMM with a fused epilogue is measured with it.
    problem["epilogue"] = s.epilogue;
  if (const GemmWindow &w = s.window)
    // An implicit-GEMM convolution is another problem than the GEMM of its
    // column tensor.
    problem["window"] = llvm::json::Array{
        w.onA ? "A" : "B", w.images,    w.height,   w.width,
        w.channels,        w.outHeight, w.outWidth, w.filterHeight,
        w.filterWidth,     w.strideH,   w.strideW,  w.dilationH,
        w.dilationW};
  return problem;
}

/// The request a tuning cache entry's configuration makes (every field
/// fixed), or the reason it is malformed.
static FailureOr<GemmConfigRequest>
requestFromTuning(const llvm::json::Object &config, std::string &why) {
  GemmConfigRequest request;
  std::optional<StringRef> flavour = config.getString("flavour");
  request.flavour = flavour ? parseGemmFlavour(*flavour) : std::nullopt;
  if (!request.flavour) {
    why = "\"flavour\" must be \"wgmma\" or \"mma\"";
    return failure();
  }
  auto ints = [&](StringRef key, size_t n,
                  SmallVectorImpl<int64_t> &out) -> bool {
    const llvm::json::Array *list = config.getArray(key);
    if (!list || list->size() != n)
      return false;
    for (const llvm::json::Value &v : *list) {
      std::optional<int64_t> i = v.getAsInteger();
      if (!i || *i <= 0)
        return false;
      out.push_back(*i);
    }
    return true;
  };
  SmallVector<int64_t> tile, groups;
  if (!ints("tile", 3, tile)) {
    why = "\"tile\" must be [TM, TN, TK]";
    return failure();
  }
  if (!ints("groups", 2, groups)) {
    why = "\"groups\" must be [GM, GN]";
    return failure();
  }
  std::optional<int64_t> stages = config.getInteger("stages");
  if (!stages || *stages <= 0) {
    why = "\"stages\" must be a positive integer";
    return failure();
  }
  request.tileM = tile[0];
  request.tileN = tile[1];
  request.tileK = tile[2];
  request.groupsM = groups[0];
  request.groupsN = groups[1];
  request.stages = *stages;
  // Entries written before clusters existed had none.
  request.clusterM = request.clusterN = 1;
  if (config.get("cluster")) {
    SmallVector<int64_t> cluster;
    if (!ints("cluster", 2, cluster)) {
      why = "\"cluster\" must be [CM, CN]";
      return failure();
    }
    request.clusterM = cluster[0];
    request.clusterN = cluster[1];
  }
  // Entries written before TMA loads existed copy with cp.async.
  std::optional<StringRef> load = config.getString("load");
  request.load = parseGemmLoad(load.value_or("cp.async"));
  if (!request.load) {
    why = "\"load\" must be \"cp.async\", \"tma\" or \"tma-producer\"";
    return failure();
  }
  // Entries written before persistent schedules existed ran a grid.
  std::optional<StringRef> schedule = config.getString("schedule");
  request.schedule = parseGemmSchedule(schedule.value_or("grid"));
  if (!request.schedule) {
    why = "\"schedule\" must be \"grid\", \"persistent\" or \"pingpong\"";
    return failure();
  }
  // Entries written before split-K and tile groups existed split nothing
  // and ordered their tiles as the grid does (1).
  for (auto [key, max, field] :
       {std::tuple{StringRef("split_k"), kGemmMaxSplitK, &request.splitK},
        std::tuple{StringRef("tile_group"), kGemmMaxTileGroup,
                   &request.tileGroup}}) {
    *field = 1;
    const llvm::json::Value *value = config.get(key);
    if (!value)
      continue;
    std::optional<int64_t> v = value->getAsInteger();
    if (!v || *v < 1 || *v > max) {
      why = llvm::formatv("\"{0}\" must be an integer in [1, {1}]", key, max)
                .str();
      return failure();
    }
    *field = *v;
  }
  // The epilogue's staging it was measured with: entries written before the
  // outputs could be staged staged the results.
  std::optional<StringRef> staging = config.getString("staging");
  if (staging && *staging != "results" && *staging != "outputs") {
    why = "\"staging\" must be \"results\" or \"outputs\"";
    return failure();
  }
  request.stageOutputs = staging == StringRef("outputs");
  return request;
}

/// Whether `request` fixes any part of the plan.
static bool fixesSomething(const GemmConfigRequest &r) {
  return r.flavour || r.tileM || r.tileN || r.tileK || r.stages || r.groupsM ||
         r.groupsN || r.load || r.schedule || r.splitK || r.tileGroup ||
         r.clusterM || r.clusterN;
}

FailureOr<GemmChoice> mlir::kfusion::chooseGemmPlan(
    const GemmOp &gemm, const DeviceDescription &device,
    const TuningCache *tuning, GemmConfigRequest request, std::string &why,
    std::string *warning) {
  if (failed(readPlan(gemm.op, request, why)))
    return failure();
  // A measured configuration wins where nothing fixes the plan.
  std::string miss;
  if (tuning && !fixesSomething(request)) {
    llvm::json::Object problem = gemmTuningProblem(gemm.shape);
    const TuningEntry *entry = tuning->lookup(device.name, "gemm", problem);
    if (!entry) {
      miss = llvm::formatv("{0}", llvm::json::Value(std::move(problem))).str();
    } else {
      std::string bad;
      FailureOr<GemmConfigRequest> measured =
          requestFromTuning(entry->config, bad);
      if (failed(measured)) {
        why = llvm::formatv("tuning cache {0}: the entry for this GEMM has no "
                            "valid configuration: {1}",
                            tuning->getPath(), bad)
                  .str();
        return failure();
      }
      FailureOr<GemmChoice> choice =
          chooseGemmConfig(gemm.shape, device, *measured, bad);
      if (succeeded(choice)) {
        choice->reason = llvm::formatv("measured {0:F4} ms (tuning cache {1})",
                                       entry->ms, tuning->getPath());
        choice->measuredSeconds = entry->ms * 1e-3;
        return choice;
      }
      if (warning) {
        GemmConfig config;
        config.flavour = *measured->flavour;
        config.tileM = measured->tileM;
        config.tileN = measured->tileN;
        config.tileK = measured->tileK;
        config.stages = measured->stages;
        config.groupsM = measured->groupsM;
        config.groupsN = measured->groupsN;
        config.load = *measured->load;
        config.schedule = *measured->schedule;
        config.splitK = measured->splitK;
        config.tileGroup = measured->tileGroup;
        config.clusterM = measured->clusterM;
        config.clusterN = measured->clusterN;
        config.stageOutputs = *measured->stageOutputs;
        if (config.persistent())
          config.persistentBlocks =
              persistentGemmBlocks(config, gemm.shape, device);
        *warning = llvm::formatv("tuning cache {0}: its entry for this GEMM "
                                 "({1}) is not a valid configuration here: "
                                 "{2}; the model's choice instead",
                                 tuning->getPath(), config.describe(), bad)
                       .str();
      }
    }
  }
  std::string rule;
  FailureOr<GemmChoice> choice =
      chooseGemmConfig(gemm.shape, device, request, rule);
  if (failed(choice))
    why = "no GEMM kernel for this plan: " + rule;
  else
    choice->tuningMiss = std::move(miss);
  return choice;
}

std::string mlir::kfusion::describeTuningMiss(const GemmChoice &choice) {
  if (choice.tuningMiss.empty())
    return "";
  return "; the tuning cache has no entry for its problem " + choice.tuningMiss;
}

/// chooseGemmPlan with its reasons as diagnostics on the GEMM's op.
static FailureOr<GemmChoice> choose(const GemmOp &gemm,
                                    const DeviceDescription &device,
                                    const GemmConfigRequest &request,
                                    const TuningCache *tuning) {
  std::string why, warning;
  FailureOr<GemmChoice> choice =
      chooseGemmPlan(gemm, device, tuning, request, why, &warning);
  if (!warning.empty())
    gemm.op->emitWarning() << warning;
  if (failed(choice))
    gemm.op->emitError() << why;
  return choice;
}

FailureOr<std::optional<bool>>
mlir::kfusion::gemmStagingOption(Operation *op, StringRef pass,
                                 StringRef name) {
  if (name == "auto")
    return std::optional<bool>();
  if (name == "results" || name == "outputs")
    return std::optional<bool>(name == "outputs");
  op->emitError() << pass
                  << ": gemm-staging must be auto, results or outputs, not '"
                  << name << "'";
  return failure();
}

FailureOr<std::optional<GemmLoad>>
mlir::kfusion::gemmLoadOption(Operation *op, StringRef pass, StringRef name) {
  FailureOr<std::optional<GemmLoad>> load = parseGemmLoadOption(name);
  if (failed(load))
    op->emitError() << pass
                    << ": gemm-load must be auto, cp.async, tma or "
                       "tma-producer, not '"
                    << name << "'";
  return load;
}

FailureOr<GemmChoice>
mlir::kfusion::gemmChoiceOf(const GemmOp &gemm, const DeviceDescription &device,
                            const TuningCache *tuning,
                            const GemmConfigRequest &defaults) {
  return choose(gemm, device, defaults, tuning);
}

FailureOr<GemmConfig>
mlir::kfusion::gemmConfigOf(const GemmOp &gemm, const DeviceDescription &device,
                            const TuningCache *tuning,
                            const GemmConfigRequest &defaults) {
  FailureOr<GemmChoice> choice = choose(gemm, device, defaults, tuning);
  if (failed(choice))
    return failure();
  return choice->config;
}

static std::string describeShape(const GemmShape &s) {
  return llvm::formatv("{0}{1}x{2}x{3} {4} -> {5}",
                       s.batch > 1 ? llvm::formatv("{0} x ", s.batch).str()
                                   : "",
                       s.m, s.n, s.k, gemmElementName(s.input),
                       gemmElementName(s.output))
      .str();
}

LogicalResult
mlir::kfusion::planGemms(ModuleOp module,
                         const KFusionPlanGemmPassOptions &options) {
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  GemmConfigRequest request;
  if (options.flavour != "auto") {
    request.flavour = parseGemmFlavour(options.flavour);
    if (!request.flavour)
      return module.emitError() << "kfusion-plan-gemm: flavour must be auto, "
                                   "wgmma or mma, not '"
                                << options.flavour << "'",
             failure();
  }
  if (!options.tile.empty()) {
    if (options.tile.size() != 2 && options.tile.size() != 3)
      return module.emitError()
                 << "kfusion-plan-gemm: tile takes TM,TN or TM,TN,TK",
             failure();
    request.tileM = options.tile[0];
    request.tileN = options.tile[1];
    if (options.tile.size() == 3)
      request.tileK = options.tile[2];
  }
  if (!options.groups.empty()) {
    if (options.groups.size() != 2)
      return module.emitError() << "kfusion-plan-gemm: groups takes GM,GN",
             failure();
    request.groupsM = options.groups[0];
    request.groupsN = options.groups[1];
  }
  if (options.stages < 0)
    return module.emitError() << "kfusion-plan-gemm: stages must be at least "
                                 "0 (0: the model's)",
           failure();
  request.stages = options.stages;
  if (options.load != "auto") {
    request.load = parseGemmLoad(options.load);
    if (!request.load)
      return module.emitError() << "kfusion-plan-gemm: load must be auto, "
                                   "cp.async, tma or tma-producer, not '"
                                << options.load << "'",
             failure();
  }
  if (options.schedule != "auto") {
    request.schedule = parseGemmSchedule(options.schedule);
    if (!request.schedule)
      return module.emitError() << "kfusion-plan-gemm: schedule must be "
                                   "auto, grid, persistent or pingpong, not '"
                                << options.schedule << "'",
             failure();
  }
  if (options.splitK < 0 || options.splitK > kGemmMaxSplitK)
    return module.emitError()
               << "kfusion-plan-gemm: split-k must be in [0, " << kGemmMaxSplitK
               << "] (0: the model's), not " << options.splitK,
           failure();
  request.splitK = options.splitK;
  if (options.tileGroup < 0 || options.tileGroup > kGemmMaxTileGroup)
    return module.emitError() << "kfusion-plan-gemm: tile-group must be in [0, "
                              << kGemmMaxTileGroup << "] (0: the model's), not "
                              << options.tileGroup,
           failure();
  request.tileGroup = options.tileGroup;
  if (!options.cluster.empty()) {
    if (options.cluster.size() != 2 ||
        llvm::any_of(options.cluster, [](int64_t c) { return c < 1; }))
      return module.emitError() << "kfusion-plan-gemm: cluster takes CM,CN "
                                   "(positive: blocks of a cluster along M "
                                   "and N)",
             failure();
    request.clusterM = options.cluster[0];
    request.clusterN = options.cluster[1];
  }
  llvm::Expected<const TuningCache *> tuning =
      TuningCache::load(options.tuningCache);
  if (!tuning)
    return module.emitError()
               << "kfusion-plan-gemm: " << llvm::toString(tuning.takeError()),
           failure();
  MLIRContext *ctx = module.getContext();
  for (func::FuncOp f : module.getOps<func::FuncOp>()) {
    Operation *culprit = nullptr;
    std::string why;
    // A function the lowering cannot take gets its remark there.
    FailureOr<SmallVector<GemmOp, 1>> gemms =
        analyzeGemmFunction(f, culprit, why);
    if (failed(gemms))
      continue;
    for (const GemmOp &g : *gemms) {
      // load=tma (or schedule=persistent, which loads by a producer) asks
      // for TMA loads where the GEMM allows them (an op's kfusion.gemm_load
      // or kfusion.gemm_schedule insists).
      std::string noTma;
      GemmConfigRequest mine =
          honorGemmRequest(request, g.shape, *device, noTma);
      FailureOr<GemmChoice> choice = choose(g, *device, mine, *tuning);
      if (failed(choice))
        return failure();
      const GemmConfig &c = choice->config;
      Operation *op = g.op;
      op->setAttr(kGemmFlavourAttr,
                  StringAttr::get(ctx, gemmFlavourName(c.flavour)));
      op->setAttr(kGemmTileAttr,
                  DenseI64ArrayAttr::get(ctx, {c.tileM, c.tileN, c.tileK}));
      op->setAttr(kGemmStagesAttr,
                  IntegerAttr::get(IntegerType::get(ctx, 64), c.stages));
      op->setAttr(kGemmGroupsAttr,
                  DenseI64ArrayAttr::get(ctx, {c.groupsM, c.groupsN}));
      // The load and the schedule too: unwritten, kfusion-lower-gemm would
      // choose them again (the default load depends on the operands).
      op->setAttr(kGemmLoadAttr, StringAttr::get(ctx, gemmLoadName(c.load)));
      op->setAttr(kGemmScheduleAttr,
                  StringAttr::get(ctx, gemmScheduleName(c.schedule)));
      op->setAttr(kGemmSplitKAttr,
                  IntegerAttr::get(IntegerType::get(ctx, 64), c.splitK));
      op->setAttr(kGemmTileGroupAttr,
                  IntegerAttr::get(IntegerType::get(ctx, 64), c.tileGroup));
      op->setAttr(kGemmClusterAttr,
                  DenseI64ArrayAttr::get(ctx, {c.clusterM, c.clusterN}));
      if (c.stageOutputs)
        op->setAttr(kGemmStagingAttr, StringAttr::get(ctx, "outputs"));
      if (options.remarks)
        op->emitRemark() << "GEMM " << describeShape(g.shape) << ": "
                         << c.describe() << ": " << choice->reason
                         << (noTma.empty() ? ""
                             : request.schedule &&
                                     *request.schedule != GemmSchedule::Grid
                                 ? "; cp.async copies on a grid: "
                                 : "; cp.async copies: ")
                         << noTma << describeTuningMiss(*choice);
    }
  }
  return success();
}

namespace {
struct KFusionPlanGemmPass final
    : public kfusion::impl::KFusionPlanGemmPassBase<KFusionPlanGemmPass> {
  using Base::Base;
  void runOnOperation() override {
    KFusionPlanGemmPassOptions options;
    options.device = device;
    options.flavour = flavour;
    options.tile.assign(tile.begin(), tile.end());
    options.stages = stages;
    options.groups.assign(groups.begin(), groups.end());
    options.load = load;
    options.schedule = schedule;
    options.splitK = splitK;
    options.tileGroup = tileGroup;
    options.cluster.assign(cluster.begin(), cluster.end());
    options.remarks = remarks;
    options.tuningCache = tuningCache;
    if (failed(planGemms(getOperation(), options)))
      signalPassFailure();
  }
};

struct GemmToGpuOptions : public PassPipelineOptions<GemmToGpuOptions> {
  PassOptions::Option<std::string> device{
      *this, "device",
      llvm::cl::desc("The device the model counts with: a preset (h100, "
                     "h200) or a #kfusion.device attribute; empty: the "
                     "module's kfusion.device, else h100"),
      llvm::cl::init(KFusionPlanGemmPassOptions().device)};
  PassOptions::Option<std::string> flavour{
      *this, "flavour",
      llvm::cl::desc("Kernel flavour: auto (wgmma from compute capability "
                     "90, else mma), wgmma or mma"),
      llvm::cl::init(KFusionPlanGemmPassOptions().flavour)};
  PassOptions::ListOption<int64_t> tile{
      *this, "tile",
      llvm::cl::desc("TM,TN[,TK] of every GEMM (default: the model's)")};
  PassOptions::Option<int64_t> stages{
      *this, "stages",
      llvm::cl::desc("Pipeline stages of every GEMM (0: the model's)"),
      llvm::cl::init(KFusionPlanGemmPassOptions().stages)};
  PassOptions::ListOption<int64_t> groups{
      *this, "groups",
      llvm::cl::desc("Warpgroups (wgmma) or warps (mma) along M and N of "
                     "every GEMM (default: the model's)")};
  PassOptions::Option<std::string> load{
      *this, "load",
      llvm::cl::desc("How the operand tiles reach shared memory: auto (the "
                     "model's), cp.async, tma or tma-producer"),
      llvm::cl::init(KFusionPlanGemmPassOptions().load)};
  PassOptions::Option<std::string> schedule{
      *this, "schedule",
      llvm::cl::desc("How the blocks take the output tiles: auto (the "
                     "model's), grid or persistent"),
      llvm::cl::init(KFusionPlanGemmPassOptions().schedule)};
  PassOptions::Option<int64_t> splitK{
      *this, "split-k",
      llvm::cl::desc("Split-K of every GEMM's last round of tiles (0: the "
                     "model's; 1: none; more: persistent)"),
      llvm::cl::init(KFusionPlanGemmPassOptions().splitK)};
  PassOptions::Option<int64_t> tileGroup{
      *this, "tile-group",
      llvm::cl::desc("Rows of M tiles every persistent GEMM's tile order "
                     "groups (0: the model's; 1: the grid's order; more "
                     "implies the persistent schedule)"),
      llvm::cl::init(KFusionPlanGemmPassOptions().tileGroup)};
  PassOptions::ListOption<int64_t> cluster{
      *this, "cluster",
      llvm::cl::desc("CM,CN: every GEMM's thread-block cluster, blocks "
                     "along M sharing B's tile or along N sharing A's by "
                     "TMA multicast (2,1 or 1,2; 1,1: none; default: "
                     "the model's, 2,1 on a grid of one wave with at "
                     "least 96 k-tiles)")};
  PassOptions::Option<bool> emulate{
      *this, "emulate",
      llvm::cl::desc("Emulate the tensor-core operations (for kfusion-sim)"),
      llvm::cl::init(KFusionLowerGemmPassOptions().emulate)};
  PassOptions::Option<std::string> tuningCache{
      *this, "tuning-cache",
      llvm::cl::desc("A tuning cache whose entries win over the model "
                     "(empty: $KFUSION_TUNING_CACHE, else none)"),
      llvm::cl::init(KFusionPlanGemmPassOptions().tuningCache)};
  PassOptions::Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Emit a remark per planned GEMM and generated kernel"),
      llvm::cl::init(KFusionLowerGemmPassOptions().remarks)};
};
} // namespace

void mlir::kfusion::registerGemmToGpuPipeline() {
  PassPipelineRegistration<GemmToGpuOptions>(
      "kfusion-gemm-to-gpu",
      "The GEMMs of functions on tensors to tensor-core kernels in the "
      "standard GPU form: plan (kfusion-plan-gemm), then lower "
      "(kfusion-lower-gemm)",
      [](OpPassManager &pm, const GemmToGpuOptions &options) {
        KFusionPlanGemmPassOptions plan;
        plan.device = options.device;
        plan.flavour = options.flavour;
        plan.tile.assign(options.tile.begin(), options.tile.end());
        plan.stages = options.stages;
        plan.groups.assign(options.groups.begin(), options.groups.end());
        plan.load = options.load;
        plan.schedule = options.schedule;
        plan.splitK = options.splitK;
        plan.tileGroup = options.tileGroup;
        plan.cluster.assign(options.cluster.begin(), options.cluster.end());
        plan.remarks = options.remarks;
        plan.tuningCache = options.tuningCache;
        pm.addPass(createKFusionPlanGemmPass(plan));
        KFusionLowerGemmPassOptions lower;
        lower.device = options.device;
        lower.emulate = options.emulate;
        lower.remarks = options.remarks;
        pm.addPass(createKFusionLowerGemmPass(lower));
      });
}
