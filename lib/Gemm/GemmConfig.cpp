//===- GemmConfig.cpp - GEMM configurations and the choice ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The rules a GEMM kernel configuration must satisfy (the kernels' copy
// plans, fragment layouts, registers and shared memory) and the choice
// among the candidates by the model's estimates (kfusion-plan-gemm); the
// model is in GemmModel.cpp.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Gemm/GemmConfig.h"

#include "GemmModel.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <set>

using namespace mlir;
using namespace mlir::kfusion;

int64_t mlir::kfusion::gemmElementBytes(GemmElement e) {
  return e == GemmElement::F32 ? 4 : 2;
}

StringRef mlir::kfusion::gemmElementName(GemmElement e) {
  switch (e) {
  case GemmElement::F16:
    return "f16";
  case GemmElement::BF16:
    return "bf16";
  case GemmElement::F32:
    return "f32";
  }
  llvm_unreachable("unknown element");
}

StringRef mlir::kfusion::gemmFlavourName(GemmFlavour f) {
  return f == GemmFlavour::Wgmma ? "wgmma" : "mma";
}

std::optional<GemmFlavour> mlir::kfusion::parseGemmFlavour(StringRef name) {
  if (name == "wgmma")
    return GemmFlavour::Wgmma;
  if (name == "mma")
    return GemmFlavour::Mma;
  return std::nullopt;
}

StringRef mlir::kfusion::gemmLoadName(GemmLoad l) {
  switch (l) {
  case GemmLoad::CpAsync:
    return "cp.async";
  case GemmLoad::Tma:
    return "tma";
  case GemmLoad::TmaProducer:
    return "tma-producer";
  }
  llvm_unreachable("unknown load");
}

std::optional<GemmLoad> mlir::kfusion::parseGemmLoad(StringRef name) {
  if (name == "tma")
    return GemmLoad::Tma;
  if (name == "tma-producer")
    return GemmLoad::TmaProducer;
  if (name == "cp.async")
    return GemmLoad::CpAsync;
  return std::nullopt;
}

GemmConfigRequest
mlir::kfusion::honorGemmRequest(GemmConfigRequest asked, const GemmShape &shape,
                                const DeviceDescription &device,
                                std::string &dropped) {
  dropped.clear();
  bool loops = asked.schedule && *asked.schedule != GemmSchedule::Grid;
  bool tma = (asked.load && *asked.load != GemmLoad::CpAsync) || loops ||
             asked.splitK > 1 || asked.tileGroup > 1;
  if (!tma)
    return asked;
  dropped =
      whyNotTma(shape, asked.flavour.value_or(defaultGemmFlavour(device)));
  if (!dropped.empty()) {
    asked.load.reset();
    if (loops)
      asked.schedule.reset();
    // Split-K and tile groups are the persistent schedule's.
    if (asked.splitK > 1)
      asked.splitK = 0;
    if (asked.tileGroup > 1)
      asked.tileGroup = 0;
  }
  return asked;
}

FailureOr<std::optional<GemmLoad>>
mlir::kfusion::parseGemmLoadOption(StringRef name) {
  if (name == "auto")
    return std::optional<GemmLoad>();
  if (std::optional<GemmLoad> load = parseGemmLoad(name))
    return std::optional<GemmLoad>(load);
  return failure();
}

GemmFlavour mlir::kfusion::defaultGemmFlavour(const DeviceDescription &device) {
  return device.computeCapability >= 90 ? GemmFlavour::Wgmma : GemmFlavour::Mma;
}

StringRef mlir::kfusion::gemmScheduleName(GemmSchedule s) {
  switch (s) {
  case GemmSchedule::Grid:
    return "grid";
  case GemmSchedule::Persistent:
    return "persistent";
  case GemmSchedule::Pingpong:
    return "pingpong";
  }
  llvm_unreachable("unknown GEMM schedule");
}

std::optional<GemmSchedule> mlir::kfusion::parseGemmSchedule(StringRef name) {
  if (name == "grid")
    return GemmSchedule::Grid;
  if (name == "persistent")
    return GemmSchedule::Persistent;
  if (name == "pingpong")
    return GemmSchedule::Pingpong;
  return std::nullopt;
}

std::array<int64_t, 3> GemmConfig::grid(const GemmShape &s) const {
  // (Clusters tile the grid: clusterN blocks along x, clusterM along y; a
  // persistent grid's along x.)
  if (persistent())
    return {persistentBlocks, 1, 1};
  return {gridX(s), gridY(s), s.batch};
}

int64_t GemmConfig::stageBytes(const GemmShape &shape) const {
  return (tileM + tileN) * tileK * gemmElementBytes(shape.input);
}

int64_t GemmConfig::epilogueColumns(const GemmShape &shape) const {
  // A row-wise epilogue reads whole rows of the staged tile.
  if (!persistent() || shape.epilogueRowValues > 0)
    return tileN;
  int64_t bytes = gemmElementBytes(stagedElement(shape));
  int64_t widest = std::max<int64_t>(8, kGemmEpilogueStagingBytes / teams() /
                                            (tileM * bytes) / 8 * 8);
  // The fewest slices the staging buffer allows; of the widths that take
  // that many, one that divides the tile and whose chunks the storing
  // threads share evenly, else one that divides it, else the narrowest (the
  // last slice narrower: 232 columns in 64, 64, 64 and 40, storeSlice's
  // last round partly idle where the chunks do not share evenly).
  int64_t slices = llvm::divideCeil(tileN, widest);
  int64_t narrowest = llvm::alignTo(llvm::divideCeil(tileN, slices), 8);
  for (bool even : {true, false})
    for (int64_t cols = widest; cols >= narrowest; cols -= 8)
      if (tileN % cols == 0 &&
          (!even || (tileM * (cols / 8)) % teamThreads() == 0))
        return cols;
  return narrowest;
}

bool mlir::kfusion::stagesOutputsByDefault(GemmConfig c,
                                           const GemmShape &shape) {
  if (!c.persistent() || shape.epilogue.empty() || !shape.epilogueOutput ||
      shape.epilogueRowValues > 0)
    return false;
  c.stageOutputs = true;
  return c.tileN % c.epilogueColumns(shape) == 0;
}

int64_t GemmConfig::epilogueBytes(const GemmShape &shape) const {
  int64_t bytes = gemmElementBytes(stagedElement(shape));
  return tileM * (epilogueColumns(shape) + 16 / bytes) * bytes +
         shape.epilogueRowValues * tileM * 4;
}

/// Bytes before a wgmma pipeline that align it to 1024 (the dynamic shared
/// memory is 16-byte aligned; the 128-byte swizzle repeats every 1024).
static constexpr int64_t kWgmmaAlignPad = 1024 - 16;

int64_t GemmConfig::sharedBytes(const GemmShape &shape) const {
  int64_t pipeline = stages * stageBytes(shape);
  if (flavour == GemmFlavour::Wgmma)
    pipeline += kWgmmaAlignPad;
  // Persistent: the next tile's loads refill the stages while the epilogue
  // stages the last tile.
  if (persistent())
    return pipeline + teams() * epilogueBytes(shape);
  return std::max(pipeline, epilogueBytes(shape));
}

int64_t GemmConfig::accumulators() const {
  int64_t subM = tileM / groupsM, subN = tileN / groupsN;
  // wgmma: a 64 x subN accumulator per 64 rows over 128 threads; mma: subM x
  // subN over 32 threads.
  return flavour == GemmFlavour::Wgmma ? subN / 2 * (subM / 64)
                                       : subM * subN / 32;
}

int64_t GemmConfig::staticSharedBytes() const {
  // An mbarrier is 8 bytes: one per stage says it is full; with a producer
  // another says it is free again.
  // Ping-pong: one per team says the other team's k loop is done.
  // Split-K: the flag by which thread 0 tells the block its part arrived
  // last (4 bytes, 16 counted).
  return (usesTma() ? 8 * stages * (hasProducer() ? 2 : 1) : 0) +
         (teams() > 1 ? 8 * teams() : 0) + (splitK > 1 ? 16 : 0);
}

/// The most a thread may hold that setmaxnreg takes (a multiple of 8 below
/// the 255 a thread can address; CUTLASS's kernels take 240 too).
static constexpr int64_t kMaxSetRegisters = 240;
/// What the producer keeps: its one issuing thread's loop needs few
/// (CUTLASS's warp-specialized kernels keep 40 too).
static constexpr int64_t kProducerRegisters = 40;

GemmConfig::RegisterSplit
GemmConfig::registerSplit(const DeviceDescription &device) const {
  RegisterSplit r;
  r.launch = std::min<int64_t>(
      kMaxSetRegisters, device.registersPerMultiprocessor / threads() / 8 * 8);
  r.producer = std::min(kProducerRegisters, r.launch);
  // What the producer releases goes to the computing threads (setmaxnreg
  // moves registers within the block's allocation).
  r.compute = std::min<int64_t>(kMaxSetRegisters,
                                (r.launch * threads() - r.producer * 128) /
                                    computeThreads() / 8 * 8);
  return r;
}

std::string GemmConfig::describe() const {
  return llvm::formatv(
             "{0} tile {1}x{2}x{3}, {4} stages, {5}x{6} {7}{8}{9}{10}{11}{12}",
             gemmFlavourName(flavour), tileM, tileN, tileK, stages, groupsM,
             groupsN, flavour == GemmFlavour::Wgmma ? "warpgroups" : "warps",
             load == GemmLoad::Tma           ? ", TMA loads"
             : load == GemmLoad::TmaProducer ? ", TMA loads by a "
                                               "producer warpgroup"
                                             : "",
             !persistent() ? std::string()
             : teams() > 1
                 ? llvm::formatv(", ping-pong of {0} teams over {1} blocks",
                                 teams(), persistentBlocks)
                       .str()
                 : llvm::formatv(", persistent over {0} blocks",
                                 persistentBlocks)
                       .str(),
             splitK > 1 ? llvm::formatv(", the last round's tiles split {0} "
                                        "ways along K",
                                        splitK)
                              .str()
                        : std::string(),
             tileGroup > 1
                 ? llvm::formatv(", tiles in groups of {0} rows", tileGroup)
                       .str()
                 : std::string(),
             clusterBlocks() > 1
                 ? llvm::formatv(", clusters of {0}x{1} blocks sharing {2} "
                                 "by TMA multicast",
                                 clusterM, clusterN, clusterM > 1 ? "B" : "A")
                       .str()
                 : std::string())
             .str() +
         (stageOutputs ? ", the epilogue's outputs staged" : "");
}

/// Registers a fused epilogue needs besides kOtherRegisters (its inputs'
/// chunks, its values) in ping-pong teams of several warpgroups: ptxas
/// spilled 8-60 bytes a thread in those 640-thread kernels (64 accumulators
/// in the 104 registers setmaxnreg gives) of BERT's, GPT-2's and Mixer's
/// GELU epilogues, none with 48 (128 x 96 tiles); and in teams of one
/// warpgroup where the epilogue reads a tile of another tensor: LLaMA-7B's
/// SwiGLU (the gate read beside the up projection's results) spilled 8-20
/// bytes a thread on 128 x 192 tiles (192 accumulators in 232 registers),
/// none on 128 x 128 (conservative: a residual add compiled without spills
/// there). Elsewhere kOtherRegisters holds the epilogue too:
/// GPT-2's bias + tanh GELU compiled without spills in teams of one
/// warpgroup on 128 x 192 tiles (the fastest measured on the H200) and
/// 128 x 128 or 64 x 256 (128 in 232).
static constexpr int64_t kEpilogueRegisters = 16;

std::string mlir::kfusion::whyNotTma(const GemmShape &shape,
                                     GemmFlavour flavour) {
  if (flavour != GemmFlavour::Wgmma)
    return "TMA loads need the wgmma flavour (the mma flavour's ldmatrix "
           "reads the cp.async copies' layout on sm_80)";
  if (shape.window)
    return "TMA loads take plain operands; an implicit-GEMM operand is "
           "gathered through its convolution window";
  if (shape.aRow() % 8 || shape.bRow() % 8)
    return llvm::formatv("TMA loads need rows of 16-byte multiples (a tensor "
                         "map's strides): A's rows hold {0} elements, B's {1}",
                         shape.aRow(), shape.bRow());
  return "";
}

/// The cluster rules of whyInvalidGemmConfig.
static std::string whyInvalidCluster(const GemmConfig &c,
                                     const GemmShape &shape) {
  if (c.clusterM < 1 || c.clusterN < 1)
    return llvm::formatv("cluster {0}x{1}: its sizes must be positive",
                         c.clusterM, c.clusterN);
  if (c.clusterBlocks() == 1)
    return "";
  if (c.clusterBlocks() != 2)
    return llvm::formatv("cluster {0}x{1}: clusters of two blocks (2x1 "
                         "sharing B, 1x2 sharing A) are built",
                         c.clusterM, c.clusterN);
  if (!c.hasProducer())
    return "clusters need load = tma-producer (the producer warpgroup "
           "multicasts its share of the shared operand)";
  if (c.teams() > 1 || c.splitK > 1)
    return "clusters are built on the grid and persistent schedules "
           "without split-K";
  // The shared operand: each block loads half of a K-major tile's rows, or
  // of each panel of an M- or N-major one half of its k rows (TK / 2: whole
  // 8-row atoms of the swizzle, as wgmma tiles' TK is a multiple of 16).
  // A K-major tile's half starts on a whole atom only where its rows are a
  // multiple of 16 (a TN of 8-multiples, 168, halves into 84 rows: the TMA
  // writes its swizzle from a 1024-byte aligned start).
  bool sharesB = c.clusterM > 1;
  int64_t sharedRows = sharesB ? c.tileN : c.tileM;
  if ((sharesB ? shape.bKMajor : shape.aKMajor) &&
      (sharedRows / c.clusterBlocks()) % 8)
    return llvm::formatv("cluster {0}x{1}: each block loads {2} of the {3} "
                         "rows of the shared {4} tile, not whole 8-row atoms "
                         "of the swizzle",
                         c.clusterM, c.clusterN, sharedRows / c.clusterBlocks(),
                         sharedRows, sharesB ? "B" : "A");
  if (c.gridY(shape) % c.clusterM || c.gridX(shape) % c.clusterN)
    return llvm::formatv("cluster {0}x{1} does not divide the {2}x{3} tiles "
                         "(M x N)",
                         c.clusterM, c.clusterN, c.gridY(shape),
                         c.gridX(shape));
  if (c.persistent() && c.tileGroup > 1 &&
      (c.gridY(shape) / c.clusterM) % c.tileGroup)
    return llvm::formatv("tile group {0} does not divide the {1} rows of "
                         "the clusters' M tiles",
                         c.tileGroup, c.gridY(shape) / c.clusterM);
  return "";
}

std::string mlir::kfusion::whyInvalidGemmConfig(
    const GemmConfig &c, const GemmShape &shape,
    const DeviceDescription &device) {
  bool wg = c.flavour == GemmFlavour::Wgmma;
  StringRef groups = wg ? "warpgroups" : "warps";
  if (wg && device.computeCapability < 90)
    return llvm::formatv("the wgmma flavour needs compute capability 90 "
                         "(sm_90a), the device has {0}",
                         device.computeCapability);
  if (device.computeCapability < 80)
    return llvm::formatv("the mma flavour needs compute capability 80, the "
                         "device has {0}",
                         device.computeCapability);
  if (c.usesTma())
    if (std::string why = whyNotTma(shape, c.flavour); !why.empty())
      return why;
  if (c.tileK != kGemmTileK)
    return llvm::formatv("TK = {0}: shared rows are 64 elements (128 bytes, "
                         "the 128-byte swizzle), so TK must be 64",
                         c.tileK);
  if (c.tileM < 16 || c.tileN < 16 || c.groupsM < 1 || c.groupsN < 1)
    return "tiles and groups must be positive (tiles at least 16)";
  if (c.tileM > kGemmMaxTileExtent || c.tileN > kGemmMaxTileExtent)
    return llvm::formatv("the {0}x{1} tile is larger than {2} along M or N",
                         c.tileM, c.tileN, kGemmMaxTileExtent);
  if (c.tileM % c.groupsM || c.tileN % c.groupsN)
    return llvm::formatv("{0}x{1} {2} do not divide the {3}x{4} tile",
                         c.groupsM, c.groupsN, groups, c.tileM, c.tileN);
  int64_t subM = c.tileM / c.groupsM, subN = c.tileN / c.groupsN;
  if (wg) {
    if (subM != 64 && subM != 128)
      return llvm::formatv("TM = {0} with {1} warpgroups along M: a "
                           "warpgroup computes 64 or 128 rows (one or two of "
                           "wgmma's m64 blocks), so TM must be 64 x {1} or "
                           "128 x {1}",
                           c.tileM, c.groupsM);
    if (subN % 8 || subN > 256)
      return llvm::formatv("TN / warpgroups = {0}: a warpgroup's wgmma N must "
                           "be a multiple of 8 up to 256",
                           subN);
    if (!shape.bKMajor && subN % 64)
      return llvm::formatv("TN / warpgroups = {0}: an N-major B is read in "
                           "panels of 64 columns, so it must be a multiple "
                           "of 64",
                           subN);
  } else {
    if (subM % 16 || subN % 16)
      return llvm::formatv("a warp's {0}x{1} sub-tile must be a multiple of "
                           "16 both ways (m16n8k16, ldmatrix.x4)",
                           subM, subN);
  }
  if (c.tileM % 64 && !(c.tileM == 16 || c.tileM == 32))
    return llvm::formatv("TM = {0} must be a multiple of 64 (or 16 or 32)",
                         c.tileM);
  if (!shape.aKMajor && c.tileM % 64)
    return llvm::formatv("TM = {0}: an M-major A is read in panels of 64 "
                         "rows, so TM must be a multiple of 64",
                         c.tileM);
  if (!shape.bKMajor && c.tileN % 64)
    return llvm::formatv("TN = {0}: an N-major B is read in panels of 64 "
                         "columns, so TN must be a multiple of 64",
                         c.tileN);
  int64_t threads = c.threads();
  if (threads > device.maxThreadsPerBlock)
    return llvm::formatv("{0} threads per block exceed the device's {1}",
                         threads, device.maxThreadsPerBlock);
  // Each thread copies whole 16-byte chunks: a tile of R rows of 64
  // elements is 8 R chunks.
  if (!c.usesTma() && ((c.tileM * 8) % threads || (c.tileN * 8) % threads))
    return llvm::formatv("{0} threads cannot share the {1}x64 and {2}x64 "
                         "tiles' 16-byte chunks evenly",
                         threads, c.tileM, c.tileN);
  if (c.stages < c.heldStages() + 1)
    return llvm::formatv("{0} stages: the {1} flavour needs at least {2} (one "
                         "k-tile in flight besides the {3} it reads)",
                         c.stages, gemmFlavourName(c.flavour),
                         c.heldStages() + 1, c.heldStages());
  if (c.persistent()) {
    if (!c.hasProducer())
      return llvm::formatv("a {0} schedule needs load = tma-producer (its "
                           "producer warpgroup loads a block's next tile "
                           "while the computing warpgroups store the last; "
                           "built only with it)",
                           gemmScheduleName(c.schedule))
          .str();
    if (c.persistentBlocks < 1)
      return llvm::formatv("a {0} schedule needs at least one block",
                           gemmScheduleName(c.schedule))
          .str();
  }
  if (shape.epilogueRowValues > 0) {
    // A thread per row folds the row's columns from the staged tile.
    if (c.tileN < shape.n)
      return llvm::formatv("the epilogue's row-wise ops need a tile that "
                           "spans the row: TN = {0} is narrower than N = {1}",
                           c.tileN, shape.n);
    if (c.splitK > 1 || (c.persistent() && c.stageOutputs))
      return llvm::formatv("the epilogue's row-wise ops read the tile's "
                           "results staged whole: {0}",
                           c.splitK > 1 ? "not with split-K (a split "
                                          "tile's parts are apart)"
                                        : "not the epilogue's outputs");
    if (shape.window)
      return "the epilogue's row-wise ops read the output by rows of C, not "
             "through a convolution's window";
  }
  if (c.teams() > 1 && c.splitK > 1)
    return "split-K is built on the persistent schedule, not ping-pong (a "
           "split tile's parts would be counted by both teams)";
  if (c.splitK < 1 || c.splitK > kGemmMaxSplitK)
    return llvm::formatv("split-K {0}: it must be in [1, {1}]", c.splitK,
                         kGemmMaxSplitK);
  if (c.splitK > 1) {
    if (!c.persistent())
      return "split-K needs the persistent schedule (it splits the tiles "
             "left over after the persistent grid's full rounds)";
    if (c.splitTiles(shape) == 0)
      return llvm::formatv("split-K {0} splits no tile: the {1} tiles fill "
                           "whole rounds of {2} blocks",
                           c.splitK, c.tiles(shape), c.persistentBlocks);
    // ptxas allocates the launch's registers (168 for 384 threads) to the
    // whole kernel; the split's unit indices live across the k loop beside
    // 128 accumulators of a 64-row warpgroup spill (24-88 bytes for
    // 128 x 256 tiles, 2-4 parts), those of a 128-row one do not.
    if (c.flavour == GemmFlavour::Wgmma && c.tileM / c.groupsM == 64 &&
        c.accumulators() >= 128)
      return llvm::formatv("split-K with {0} accumulators per thread in "
                           "64-row warpgroups spills registers",
                           c.accumulators());
    if (c.splitK > c.kTiles(shape))
      return llvm::formatv("split-K {0} exceeds the {1} k-tiles (each part "
                           "takes at least one)",
                           c.splitK, c.kTiles(shape));
  }
  if (c.tileGroup < 1 || c.tileGroup > kGemmMaxTileGroup)
    return llvm::formatv("tile group {0}: it must be in [1, {1}]", c.tileGroup,
                         kGemmMaxTileGroup);
  if (c.tileGroup > 1) {
    if (!c.persistent())
      return "tile groups need the persistent schedule (a grid's blocks "
             "take their tiles in the hardware's order)";
    if (c.gridY(shape) % c.tileGroup)
      return llvm::formatv("tile group {0} does not divide the {1} rows of M "
                           "tiles",
                           c.tileGroup, c.gridY(shape));
  }
  if (std::string why = whyInvalidCluster(c, shape); !why.empty())
    return why;
  // Staging the epilogue's outputs: a persistent schedule's (a grid stages
  // the whole tile's accumulators); without a fused epilogue nothing is
  // staged otherwise (the GEMM alone, as the stitching planner also weighs
  // it, keeps the request).
  if (c.stageOutputs) {
    if (!c.persistent())
      return "staging the epilogue's outputs needs a persistent schedule (a "
             "grid stages the whole tile's accumulators)";
    if (!shape.epilogue.empty() && !shape.epilogueOutput)
      return "staging the epilogue's outputs needs an epilogue that writes "
             "f16, bf16 or f32";
  }
  int64_t registerLimit = std::min(
      device.maxRegistersPerThread, device.registersPerMultiprocessor / threads);
  if (c.hasProducer()) {
    if (c.flavour != GemmFlavour::Wgmma)
      return "a producer warpgroup needs the wgmma flavour (setmaxnreg, "
             "sm_90a)";
    // What setmaxnreg gives the computing threads.
    registerLimit = c.registerSplit(device).compute;
  }
  // A fused epilogue holds its inputs and values beside the accumulators
  // (in ping-pong teams of several warpgroups, or of one where it reads a
  // tile of another tensor, registers of their own).
  bool epilogueRegisters =
      shape.epilogueCycles > 0 && c.teams() > 1 &&
      (c.groupsM * c.groupsN > 1 || shape.epilogueTileInputs > 0);
  int64_t other =
      gemm::kOtherRegisters + (epilogueRegisters ? kEpilogueRegisters : 0);
  if (c.accumulators() + other > registerLimit)
    return llvm::formatv("{0} accumulators per thread leave fewer than {1} of "
                         "the {2} registers a thread of a {3}-thread block "
                         "may have{4}",
                         c.accumulators(), other, registerLimit, threads,
                         !epilogueRegisters ? ""
                         : c.groupsM * c.groupsN > 1
                             ? " (with a fused epilogue)"
                             : " (with a fused epilogue that reads a tile of "
                               "another tensor)");
  int64_t smem = c.sharedBytes(shape) + c.staticSharedBytes();
  if (smem > device.sharedBytesPerBlock)
    return llvm::formatv("{0} bytes of shared memory exceed the {1} a block "
                         "may have",
                         smem, device.sharedBytesPerBlock);
  return "";
}

namespace {
struct Candidate {
  int64_t tileM, tileN, groupsM, groupsN;
  /// Tried under the ping-pong schedule only.
  bool pingpongOnly = false;
  /// Not tried for an epilogue that reads a tile of another tensor.
  bool noTileInputs = false;
};
} // namespace

/// The tiles and groups the model tries, larger tiles first (ties keep the
/// first). wgmma also tries 192 columns (m64n192 or two m64n96 per k16), whose
/// waves fit N = 768 (four tiles) where 128 and 256 leave a quarter of the
/// multiprocessors idle; mma does not (its 192-column warp tiles spill).
static SmallVector<Candidate> candidates(GemmFlavour flavour) {
  SmallVector<Candidate> out;
  bool wgmma = flavour == GemmFlavour::Wgmma;
  for (int64_t tm : {256, 128, 64})
    for (int64_t tn : {256, 192, 128, 64}) {
      if (wgmma) {
        // Warpgroups of 64 rows; for 256 x 128 also two of 128 rows (each
        // reads B once for two m64 blocks: cuBLAS's layout, measured in
        // bench/results/2026-12-03-gemm-h200-tall-warpgroups; with 192 or
        // 256 columns such a warpgroup holds 192 or 256 accumulators).
        for (int64_t gn : {1, 2})
          out.push_back({tm, tn, tm / 64, gn});
        if (tm == 256 && tn == 128)
          out.push_back({tm, tn, 2, 1});
        continue;
      }
      if (tn == 192)
        continue;
      for (auto [gm, gn] : {std::pair<int64_t, int64_t>{2, 4}, {4, 2}, {2, 2}})
        out.push_back({tm, tn, gm, gn});
    }
  // wgmma's 128-row tiles also in the widths of 8-multiples between 64 and
  // 256 (wgmma's N steps by 8), which even out the rounds where N is no
  // multiple of 128, 192 or 256 (a K-major B only: an N-major one is read in
  // panels of 64, and the rule refuses them there).
  if (wgmma)
    for (int64_t w = 248; w > 64; w -= 8)
      if (w != 192 && w != 128)
        out.push_back({128, w, 2, 1});
  // Ping-pong teams of one 128-row warpgroup (128 ... 192 accumulators a
  // thread: two teams fit the registers a producer kernel's 384 threads
  // have, as the 256 x 128 tile's two warpgroups do), in the widths of
  // 8-multiples between, those for epilogues that read no tile of another
  // tensor (LLaMA-7B's up projection with bias and GELU in 128 x 168 teams:
  // 2.4% and 3.5% faster than the persistent 128 x 232 of two warpgroups at
  // M = 1024 and 2048, 128 x 184 2.6% faster than 128 x 192 at 4096; its
  // block at 1024 tokens with SiLU and the SwiGLU product, which reads the
  // up projection's tile, in the gate projection's 128 x 168 teams 1.5%
  // slower than the three kernels before: bench/results/2026-12-06-h100-
  // eight-column-tiles).
  if (wgmma)
    for (int64_t tn = 192; tn >= 128; tn -= 8)
      out.push_back({128, tn, 1, 1, /*pingpongOnly=*/true,
                     /*noTileInputs=*/tn % 64 != 0});
  return out;
}

/// Estimates this close are a tie (better, withOneTileTeam).
static constexpr double kEstimateTie = 0.02;

/// Estimates within 2% are a tie (the model is no finer): the larger tile,
/// then the deeper pipeline (which the model credits only for latency, and
/// which evens out the copies' jitter), then the lower estimate (a
/// persistent kernel's saved fills: measured 1.3-3.4% per large GEMM beside
/// the grid of the same tile, bench/results/2026-12-03-gemm-h200-persistent-
/// slices), then the fewer shared-memory reads (sharedReadsPerKTile: 128 x
/// 256 tiles of two 64-row warpgroups read less than 256 x 128 ones of two
/// 128-row or four 64-row warpgroups, and measured up to 10% faster at M =
/// 1024 on an H100, 2026-12-06-h100-default-clusters) win; the grid where all
/// is equal (its blocks own their tiles, which cuSync and horizontal fusion
/// build on; a persistent grid of grouped tiles measured 2-4% faster where the
/// model tied them at M = 512 and 1024, 2026-12-04-gemm-h200-tile-groups, but a
/// chain of such GEMMs cannot overlap under cuSync).
static bool better(const GemmEstimate &e, const GemmConfig &c,
                   const GemmEstimate &best, const GemmConfig &bc) {
  if (e.seconds < best.seconds * (1 - kEstimateTie))
    return true;
  if (e.seconds > best.seconds * (1 + kEstimateTie))
    return false;
  // A persistent kernel before a grid of several waves, whatever its tile
  // and stages: the grid measured 15-30% slower than the persistent kernel
  // of the same tile and one stage fewer where the model tied them
  // (LLaMA-7B's up projection at M = 512 ... 2048: bench/results/2026-12-06-
  // h100-one-tile-teams and -eight-column-tiles, widths).
  bool severalWaves = !c.persistent() && e.waves > 1;
  bool bestSeveralWaves = !bc.persistent() && best.waves > 1;
  if (c.persistent() && bestSeveralWaves)
    return true;
  if (bc.persistent() && severalWaves)
    return false;
  int64_t area = c.tileM * c.tileN, bestArea = bc.tileM * bc.tileN;
  if (area != bestArea)
    return area > bestArea;
  if (c.stages != bc.stages)
    return c.stages > bc.stages;
  if (e.seconds != best.seconds)
    return e.seconds < best.seconds;
  if (gemm::sharedReadsPerKTile(c) != gemm::sharedReadsPerKTile(bc))
    return gemm::sharedReadsPerKTile(c) < gemm::sharedReadsPerKTile(bc);
  return !c.persistent() && bc.persistent();
}

namespace {
/// The search over candidate tiles of chooseGemmConfig: the best valid
/// configuration so far, the first refusal and the count tried.
struct CandidateSearch {
  const GemmShape &shape;
  const DeviceDescription &device;
  const GemmConfigRequest &request;
  GemmFlavour flavour;
  std::optional<GemmChoice> best;
  std::string firstReason;
  int64_t tried = 0;

  /// Every candidate tile and stage count (those `request` leaves open)
  /// under `load` and each of `schedules`.
  void run(GemmLoad load, ArrayRef<GemmSchedule> schedules);
};
} // namespace

void CandidateSearch::run(GemmLoad load, ArrayRef<GemmSchedule> schedules) {
  std::set<std::array<int64_t, 7>> seen;
  for (Candidate cand : candidates(flavour)) {
    GemmConfig c;
    c.flavour = flavour;
    c.load = load;
    c.tileM = request.tileM ? request.tileM : cand.tileM;
    c.tileN = request.tileN ? request.tileN : cand.tileN;
    c.tileK = request.tileK ? request.tileK : kGemmTileK;
    c.groupsM = request.groupsM ? request.groupsM : cand.groupsM;
    c.groupsN = request.groupsN ? request.groupsN : cand.groupsN;
    // A wgmma candidate's warpgroups keep their rows under a tile the
    // request fixes; those of 128 rows only on the tile they are tried on.
    if (flavour == GemmFlavour::Wgmma && !request.groupsM) {
      int64_t rows = cand.tileM / cand.groupsM;
      if (rows != 64 && (c.tileM != cand.tileM || c.tileN != cand.tileN))
        continue;
      c.groupsM = std::max<int64_t>(1, c.tileM / rows);
    }
    SmallVector<int64_t> stageCounts;
    if (request.stages)
      stageCounts.push_back(request.stages);
    else
      // More stages than k-tiles to keep in flight buy nothing.
      for (int64_t s = c.heldStages() + 1;
           s <= std::min<int64_t>(8, c.kTiles(shape) + c.heldStages()) ||
           s == c.heldStages() + 1;
           ++s)
        stageCounts.push_back(s);
    // Split-K only where asked (an option, an attribute, the tuning cache):
    // measured on an H200 (bench/results/2026-12-04-gemm-h200-split-k) the
    // model's own splits were 2-13% faster on two GEMMs of eight at M = 256
    // and 512 and up to 10% slower on others, 2 parts slower on 13 of 16 at
    // M = 1024 ... 8192 (the fixup costs about what the idle multiprocessors
    // did, and the model ranks the tiles beside them no better).
    int64_t split = std::max<int64_t>(1, request.splitK);
    // The tile order: groups of kGemmDefaultTileGroup rows unless asked
    // (measured; the model does not count the DRAM traffic an order saves).
    int64_t group =
        request.tileGroup > 0 ? request.tileGroup : kGemmDefaultTileGroup;
    // Clusters are not searched over: the model's L2 term made smaller tiles
    // in clusters look better, which slowed GPT-2's and BERT's blocks at
    // 1024 tokens by 9-15% (bench/results/2026-12-05-h100-gemm-clusters).
    // Asked for, or added to the chosen plan by withDefaultCluster; the
    // tuner tries them.
    c.clusterM = std::max<int64_t>(1, request.clusterM);
    c.clusterN = std::max<int64_t>(1, request.clusterN);
    for (int64_t s : stageCounts)
      for (GemmSchedule schedule : schedules) {
        if ((cand.pingpongOnly && schedule != GemmSchedule::Pingpong) ||
            (cand.noTileInputs && shape.epilogueTileInputs > 0))
          continue;
        c.stages = s;
        c.schedule = schedule;
        // The epilogue's staging: as asked (an op's attribute, then a
        // pipeline's option), else stagesOutputsByDefault.
        c.stageOutputs = request.stageOutputs.value_or(
            request.preferStageOutputs
                ? *request.preferStageOutputs && schedule != GemmSchedule::Grid
                : stagesOutputsByDefault(c, shape));
        // Asked for more parts than k-tiles, a part per k-tile.
        c.splitK = std::min(split, std::max<int64_t>(1, c.kTiles(shape)));
        c.persistentBlocks = 0;
        if (!seen.insert({c.tileM, c.tileN, c.tileK, c.groupsM, c.groupsN, s,
                          int64_t(schedule)})
                 .second)
          continue;
        if (c.persistent())
          c.persistentBlocks = persistentGemmBlocks(c, shape, device);
        // Ping-pong overlaps a tile's epilogue with the next tile's k loop:
        // unasked, only for a fused epilogue (without one it measured the
        // same as the persistent schedule or slower, 2026-12-05-h200-gemm-
        // pingpong) and where a block takes more than one tile.
        if (c.teams() > 1 && !request.schedule &&
            (shape.epilogueCycles <= 0 || c.tiles(shape) <= c.persistentBlocks))
          continue;
        // Where the tiles fill whole rounds, none is split.
        if (c.splitK > 1 && c.persistent() && !c.splitTiles(shape)) {
          c.splitK = 1;
          c.persistentBlocks = persistentGemmBlocks(c, shape, device);
        }
        // The largest tile group that divides the one asked for (or the
        // default) and the rows of M tiles (1 at worst: the grid's order);
        // a grid keeps its order (asked for one, whyInvalidGemmConfig says
        // why not).
        c.tileGroup =
            c.persistent()
                ? std::gcd(group,
                           c.gridY(shape) / std::max<int64_t>(1, c.clusterM))
            : request.tileGroup > 0 ? request.tileGroup
                                    : 1;
        ++tried;
        std::string why = whyInvalidGemmConfig(c, shape, device);
        if (!why.empty()) {
          if (firstReason.empty())
            firstReason = c.describe() + ": " + why;
          continue;
        }
        GemmEstimate e = estimateGemm(c, shape, device);
        if (!best || better(e, c, best->estimate, best->config))
          best = GemmChoice{c, e, ""};
      }
  }
}

/// Unasked clusters: a grid of one wave with a long k loop (at least
/// kGemmClusterMinKTiles) shares B between pairs of M tiles, its tile kept,
/// where the rules allow it. Returns whether it did.
static bool withDefaultCluster(GemmChoice &best, const GemmShape &shape,
                               const DeviceDescription &device,
                               const GemmConfigRequest &request) {
  const GemmConfig &c = best.config;
  if (request.clusterM || request.clusterN || c.clusterBlocks() > 1 ||
      c.schedule != GemmSchedule::Grid || !c.hasProducer() ||
      best.estimate.waves != 1 || c.kTiles(shape) < kGemmClusterMinKTiles)
    return false;
  GemmConfig clustered = c;
  clustered.clusterM = 2;
  if (!whyInvalidGemmConfig(clustered, shape, device).empty())
    return false;
  best.config = clustered;
  best.estimate = estimateGemm(clustered, shape, device);
  return true;
}

/// Unasked, a tile of 128 rows in two 64-row warpgroups that every block
/// computes alone (one round) runs in the ping-pong kernel of one 128-row
/// warpgroup a team instead (one team works: a persistent kernel of one
/// computing warpgroup), its tile kept, with the most stages up to the plan's
/// that the rules allow, where the model has the team no more than 2%
/// slower (its k loop credited, kLoneTeamKTile: GPT-3's up projection +
/// bias + tanh GELU at M = 512 on an H100 ran 4% faster in the team than in
/// the clustered grid, bench/results/2026-12-07-h100-one-tile-epilogues; a
/// fused epilogue long enough for the team's 4 warps to issue it alone
/// slower keeps the grid, docs/gemm.md "Ping-pong"). Measured 3-13% faster than
/// the grid (clustered or not) or the persistent kernel of two 64-row
/// warpgroups on the five such GEMMs of GPT-3's and LLaMA-7B's MLPs at M = 256
/// and 512 on an H100 (bench/results/2026-12-06-h100-one-tile-teams), 4-5% on
/// GPT-2's two at 4096 tokens on an H200 (2026-12-05-h200-gemm-pingpong);
/// where a block takes two tiles or more it measured the same or slower
/// without an epilogue, so the model's rule there stands. Returns whether it
/// did.
static bool withOneTileTeam(GemmChoice &best, const GemmShape &shape,
                            const DeviceDescription &device,
                            const GemmConfigRequest &request) {
  const GemmConfig &c = best.config;
  if (request.schedule || request.groupsM || request.groupsN ||
      request.clusterM || request.clusterN || request.splitK > 1 ||
      request.tileGroup > 0 || c.flavour != GemmFlavour::Wgmma ||
      !c.hasProducer() || c.teams() > 1 || c.tileM != 128 || c.groupsM != 2 ||
      c.groupsN != 1 || c.splitK > 1)
    return false;
  GemmConfig team = c;
  team.schedule = GemmSchedule::Pingpong;
  team.groupsM = team.groupsN = 1;
  team.clusterM = team.clusterN = 1;
  team.splitK = 1;
  team.persistentBlocks = persistentGemmBlocks(team, shape, device);
  if (team.tiles(shape) > team.persistentBlocks)
    return false;
  team.tileGroup = std::gcd(kGemmDefaultTileGroup, team.gridY(shape));
  for (int64_t s = c.stages; s > team.heldStages(); --s) {
    team.stages = s;
    if (request.stages && s != request.stages)
      continue;
    team.persistentBlocks = persistentGemmBlocks(team, shape, device);
    if (!whyInvalidGemmConfig(team, shape, device).empty())
      continue;
    GemmEstimate e = estimateGemm(team, shape, device);
    if (e.seconds > best.estimate.seconds * (1 + kEstimateTie))
      return false;
    best.config = team;
    best.estimate = e;
    return true;
  }
  return false;
}

FailureOr<GemmChoice> mlir::kfusion::chooseGemmConfig(
    const GemmShape &shape, const DeviceDescription &device,
    const GemmConfigRequest &request, std::string &whyNot) {
  GemmFlavour flavour = request.flavour.value_or(defaultGemmFlavour(device));
  std::optional<GemmLoad> load = request.load;
  // Clusters multicast by the producer warpgroup.
  if ((request.clusterM > 1 || request.clusterN > 1) && !request.load) {
    GemmConfigRequest producer = request;
    producer.load = GemmLoad::TmaProducer;
    return chooseGemmConfig(shape, device, producer, whyNot);
  }
  // Split-K and tile groups are built on the persistent schedule.
  if ((request.splitK > 1 || request.tileGroup > 1) && !request.schedule) {
    GemmConfigRequest persistent = request;
    persistent.schedule = GemmSchedule::Persistent;
    return chooseGemmConfig(shape, device, persistent, whyNot);
  }
  bool loops = request.schedule && *request.schedule != GemmSchedule::Grid;
  if (loops) {
    if (!load)
      load = GemmLoad::TmaProducer;
    else if (*load != GemmLoad::TmaProducer) {
      whyNot = llvm::formatv("schedule = {0} cannot be honored with load = "
                             "{1}: it needs load = tma-producer (built only "
                             "with a producer warpgroup)",
                             gemmScheduleName(*request.schedule),
                             gemmLoadName(*load))
                   .str();
      return failure();
    }
  }
  // TMA loads asked for where they cannot load the operands: refused by
  // their rule rather than by every candidate tile.
  if (load && *load != GemmLoad::CpAsync)
    if (std::string why = whyNotTma(shape, flavour); !why.empty()) {
      whyNot = request.load
                   ? llvm::formatv("load = {0} cannot be honored: {1}",
                                   gemmLoadName(*load), why)
                         .str()
                   : llvm::formatv("schedule = {0} cannot be honored (it "
                                   "loads by a producer warpgroup): {1}",
                                   gemmScheduleName(*request.schedule), why)
                         .str();
      return failure();
    }
  // Unasked, the loads are a producer warpgroup's where TMA can load the
  // operands (measured faster than the copies, bench/results/2026-12-03-
  // gemm-h200-persistent), else the copies.
  bool byDefault = !load;
  if (byDefault)
    load = whyNotTma(shape, flavour).empty() ? GemmLoad::TmaProducer
                                             : GemmLoad::CpAsync;
  // The three schedules with a producer warpgroup, the grid elsewhere.
  auto schedulesFor = [&](GemmLoad l) {
    SmallVector<GemmSchedule, 2> schedules;
    if (request.schedule)
      schedules.push_back(*request.schedule);
    else {
      schedules.push_back(GemmSchedule::Grid);
      if (l == GemmLoad::TmaProducer) {
        schedules.push_back(GemmSchedule::Persistent);
        schedules.push_back(GemmSchedule::Pingpong);
      }
    }
    return schedules;
  };
  CandidateSearch search{shape, device, request, flavour};
  search.run(*load, schedulesFor(*load));
  // A plan the producer's kernels cannot take (registers, threads) falls
  // back to the copies where the loads were not asked for.
  // (A refusal then names the copies' rule, the plan as the user wrote it.)
  if (!search.best && byDefault && *load == GemmLoad::TmaProducer && !loops) {
    search.firstReason.clear();
    search.tried = 0;
    search.run(GemmLoad::CpAsync, schedulesFor(GemmLoad::CpAsync));
  }
  std::optional<GemmChoice> &best = search.best;
  std::string &firstReason = search.firstReason;
  int64_t tried = search.tried;
  if (!best) {
    whyNot = tried == 1 ? firstReason
                        : llvm::formatv("none of {0} candidate configurations "
                                        "is valid (the first: {1})",
                                        tried, firstReason)
                              .str();
    return failure();
  }
  bool oneTileTeam = withOneTileTeam(*best, shape, device, request);
  bool defaultCluster =
      !oneTileTeam && withDefaultCluster(*best, shape, device, request);
  const GemmEstimate &e = best->estimate;
  best->reason =
      llvm::formatv("{0} blocks of {1} threads, {2} per multiprocessor, {3} "
                    "wave(s), {4} bytes of shared memory; modelled {5:F1} us, "
                    "bound by {6} (device {7}, compute capability {8})",
                    e.blocks, best->config.threads(), e.blocksPerSM, e.waves,
                    best->config.sharedBytes(shape), e.seconds * 1e6, e.bound,
                    device.name, device.computeCapability)
          .str();
  if (oneTileTeam)
    best->reason +=
        "; one 128-row warpgroup a team, as for every tile of 128 rows that "
        "a block computes alone";
  if (defaultCluster)
    best->reason +=
        llvm::formatv("; 2x1 clusters as for every grid of one "
                      "wave with at least {0} k-tiles ({1})",
                      kGemmClusterMinKTiles, best->config.kTiles(shape))
            .str();
  return *best;
}
