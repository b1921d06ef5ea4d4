//===- GemmConfig.h - GEMM problems, configurations, the model --*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the GEMM lowering knows of a contraction (its sizes, operand layouts
// and element types), the configuration of its kernel (flavour, tile,
// stages, warpgroups or warps), the rules a configuration must satisfy, and
// the model that chooses one from the device description.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_GEMM_GEMMCONFIG_H
#define KFUSION_GEMM_GEMMCONFIG_H

#include "KFusion/Dialect/DeviceDescription.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::kfusion {

/// Element types the GEMM kernels read and write.
enum class GemmElement { F16, BF16, F32 };

/// Bytes of one element of `e`.
int64_t gemmElementBytes(GemmElement e);
StringRef gemmElementName(GemmElement e);

/// The sizes and layouts of a GEMM C[b, m, n] = sum_k A[b, m, k] B[b, k, n]
/// (plus C's initial value), as the kernels see them. A is K-major when its
/// contiguous dimension is K ([.., M, K]), else M-major ([.., K, M]); B is
/// K-major when stored [.., N, K], else N-major ([.., K, N]). C is [.., M,
/// N]. An operand without the batch dimension is shared by every batch.
/// An implicit-GEMM operand: a convolution's channels-last input
/// [images, height, width, channels] read through its window (no column
/// tensor), K-major with k = (kh * filterWidth + kw) * channels + c, the
/// element of pixel (oh, ow) at y = oh * strideH + kh * dilationH,
/// x = ow * strideW + kw * dilationW.
///  - B (`onA` false; an [N, F, H, W] result): B[p][k] with p = oh *
///    outWidth + ow, the image the GEMM's batch; C [batch][M][P] is
///    [batch, M, outHeight, outWidth] in memory.
///  - A (`onA`; an [N, H, W, F] result): A[m][k] with m = (image * outHeight
///    + oh) * outWidth + ow (the images in M, no batch); C [M][N] is
///    [images, outHeight, outWidth, N] in memory.
struct GemmWindow {
  bool onA = false;
  /// A: the tensors have an image dimension (a convolution with a batch
  /// loop); `images` is 1 without one.
  bool hasImages = false;
  int64_t images = 1, height = 0, width = 0, channels = 0;
  int64_t outHeight = 0, outWidth = 0, filterHeight = 0, filterWidth = 0;
  int64_t strideH = 1, strideW = 1, dilationH = 1, dilationW = 1;

  explicit operator bool() const { return channels != 0; }
};

struct GemmShape {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool aKMajor = true, bKMajor = false;
  bool aBatched = false, bBatched = false, cBatched = false;
  GemmElement input = GemmElement::F16;
  GemmElement output = GemmElement::F32;
  /// A or B read through a convolution's window (K-major; no column
  /// tensor).
  GemmWindow window;
  /// SM issue cycles a thread takes for one result's fused epilogue ops
  /// (gemmEpilogueCycles; 0 without them), which the model adds to the
  /// epilogue's own per result.
  double epilogueCycles = 0;
  /// The fused epilogue as the tuning cache tells it apart
  /// (setGemmEpilogue; empty without one): per op, its body's operations
  /// without their dialect (constants left out), then the shape of each
  /// tensor it reads from memory in brackets; the ops apart by "; ", as in
  /// "addf [3072]; mulf mulf mulf addf mulf tanh addf mulf mulf truncf".
  std::string epilogue;
  /// Inputs the fused epilogue reads from memory that hold a value per
  /// result (of rank 2 or more, as SwiGLU's gate beside the up projection),
  /// not per column (a bias): each keeps registers per result in flight.
  int64_t epilogueTileInputs = 0;
  /// Bytes those inputs hold per result (an f16 gate: 2), which the
  /// epilogue reads beside the result it stores.
  int64_t epilogueTileInputBytes = 0;
  /// The element type the fused epilogue's last op writes (setGemmEpilogue;
  /// unset without an epilogue or where it writes another type).
  std::optional<GemmElement> epilogueOutput;
  /// Row values the fused epilogue keeps per row of the tile (its row-wise
  /// ops: reductions along the output's columns and elementwise ops on
  /// them; gemmEpilogueRowValues): a tile must then span every column of C
  /// and stage it whole (epilogueColumns; whyInvalidGemmConfig), with TM
  /// f32 per value in shared memory beside the staging (epilogueBytes).
  int64_t epilogueRowValues = 0;
  /// Of those, the reductions along the columns (each a pass over the
  /// row's N columns by a thread per row; estimateGemm's row-pass term).
  int64_t epilogueRowReductions = 0;

  /// Elements in a row of A and B (their last dimension), and the rows of
  /// the kernel's A and B buffers: padded to a multiple of 8 elements (16
  /// bytes, a cp.async) where they are not.
  int64_t aRow() const { return aKMajor ? k : m; }
  int64_t bRow() const { return bKMajor ? k : n; }
  int64_t aRowPadded() const { return (aRow() + 7) / 8 * 8; }
  int64_t bRowPadded() const { return (bRow() + 7) / 8 * 8; }
  /// 2 M N K (times the batch).
  double flops() const { return 2.0 * batch * m * n * k; }
};

/// The kernel flavours: warpgroup MMA (wgmma.mma_async, sm_90a) or
/// mma.sync with ldmatrix (sm_80).
enum class GemmFlavour { Wgmma, Mma };

StringRef gemmFlavourName(GemmFlavour f);
std::optional<GemmFlavour> parseGemmFlavour(StringRef name);

/// How a k-tile's operand tiles reach shared memory: 16-byte cp.async
/// copies shared by every thread (zero-filled past the edges), or TMA tile
/// loads (cp.async.bulk.tensor of a tensor map the host makes, in the
/// 128-byte swizzle, under one mbarrier per stage; elements past the tensor
/// arrive as zeros) issued by one of the computing threads (`Tma`) or by a
/// producer warpgroup of its own (`TmaProducer`: warp specialization; the
/// producer waits for a stage's release on a second mbarrier, the
/// computing warpgroups never wait for a block barrier in the k loop, and
/// setmaxnreg moves the producer's registers to them). TMA needs the wgmma
/// flavour.
enum class GemmLoad { CpAsync, Tma, TmaProducer };

StringRef gemmLoadName(GemmLoad l);
std::optional<GemmLoad> parseGemmLoad(StringRef name);

/// How a kernel's blocks take the output tiles: one block per TM x TN tile
/// (a grid of N tiles x M tiles x batch), or a persistent grid of at most
/// as many blocks as the multiprocessors hold at once, each looping over the
/// tiles t = block, block + blocks, ... in the grid's order (N tiles
/// fastest, then M tiles, then the batch). With a producer warpgroup the
/// producer runs on into a block's next tile while its computing warpgroups
/// store the last one, so only a block's first tile waits for the
/// pipeline's first loads; the epilogue then stages through a buffer of its
/// own after the pipeline's stages (which the next tile's loads refill).
/// Ping-pong (`Pingpong`, CUTLASS's KernelTmaWarpSpecializedPingpong): a
/// persistent grid whose block holds two teams of computing warpgroups
/// (each the configuration's groupsM x groupsN), which take the block's
/// tiles in turn: one team's k loop runs while the other stores its last
/// tile, so the tensor cores do not wait for the epilogue. The teams' k
/// loops follow each other (an mbarrier per team says the other's k loop
/// is done), which keeps them in the order the producer loads the tiles.
enum class GemmSchedule { Grid, Persistent, Pingpong };

StringRef gemmScheduleName(GemmSchedule s);
std::optional<GemmSchedule> parseGemmSchedule(StringRef name);

/// The k extent of a shared-memory row: 64 f16 / bf16 elements, 128 bytes,
/// the width of the 128-byte swizzle both flavours use.
inline constexpr int64_t kGemmTileK = 64;

/// The widest tile along M or N (wgmma's N and the staging's reach).
inline constexpr int64_t kGemmMaxTileExtent = 256;

/// The most parts split-K divides a tile's k-tiles into.
inline constexpr int64_t kGemmMaxSplitK = 16;
/// The most rows of M tiles a persistent tile order groups.
inline constexpr int64_t kGemmMaxTileGroup = 64;
/// The model's tile group for a persistent grid (the largest divisor of
/// the M tiles up to it): measured on an H200 against groups of 1, 2 and 8
/// rows, groups of 4 were the fastest or within 1% of it on 15 of the 16
/// GPT-3 / LLaMA MLP GEMMs at M = 512 ... 8192 (2.5% behind 8 on one), up to
/// 1.24x over the grid's order (bench/results/2026-12-04-gemm-h200-tile-
/// groups).
inline constexpr int64_t kGemmDefaultTileGroup = 4;
/// Unasked, a grid of one wave whose k loop has at least this many k-tiles
/// runs in 2 x 1 clusters sharing B (the model's tile kept). Measured on an
/// H100 (bench/results/2026-12-05-h100-cluster-descriptors): GPT-3's and
/// LLaMA-7B's GEMMs of K = 6144 ... 12288 at M = 256 and 512 went 1.13-1.28x
/// faster (0.77-0.83x -> 0.94-1.05x cuBLAS), LLaMA's down projection at
/// M = 1024 the same; GEMMs of K = 4096 gained 0-2% and GPT-2's and BERT's
/// (K = 768 ... 3072) lost 9-15% in clusters, so they keep none.
inline constexpr int64_t kGemmClusterMinKTiles = 96;
/// Bytes a persistent kernel's epilogue stages its tile in, a slice of
/// columns at a time (`GemmConfig::epilogueColumns`): a 256-row tile's 64
/// bytes a row, so that 256 x 128 tiles keep their 4 stages beside it.
inline constexpr int64_t kGemmEpilogueStagingBytes = 256 * 64;

/// One kernel configuration. A block computes a TM x TN tile of C; `groupsM`
/// x `groupsN` warpgroups (wgmma: each a 64 x TN/groupsN sub-tile) or warps
/// (mma: each a TM/groupsM x TN/groupsN sub-tile of m16n8k16 MMAs) share
/// it; `stages` k-tiles of TK = 64 are buffered in shared memory.
struct GemmConfig {
  GemmFlavour flavour = GemmFlavour::Wgmma;
  int64_t tileM = 128, tileN = 128, tileK = kGemmTileK;
  int64_t stages = 4;
  int64_t groupsM = 2, groupsN = 1;
  GemmLoad load = GemmLoad::CpAsync;
  GemmSchedule schedule = GemmSchedule::Grid;
  /// Blocks of a persistent grid (chooseGemmConfig sets them from the
  /// device: the work units, at most the co-resident blocks).
  int64_t persistentBlocks = 0;
  /// Split-K of a persistent schedule's last round: the tiles left over
  /// after the full rounds (`splitTiles`: tiles mod blocks) are each
  /// computed by `splitK` blocks over an even share of the k-tiles; each
  /// writes its f32 partial sums to a workspace and counts itself on the
  /// tile's counter, and the last to arrive adds the partial sums in split
  /// order and runs the epilogue. 1: no split (the model's choice; a split
  /// is asked for). A block takes the work units t = block, block + blocks,
  /// ...: the whole tiles, then the parts.
  int64_t splitK = 1;
  /// The persistent grid's tile order: groups of `tileGroup` rows of M
  /// tiles, M fastest within a group, the groups one after another (as
  /// Triton's grouped ordering and CUTLASS's swizzle), so that the blocks
  /// running at once share B's column panels and A's row panels in L2; 1:
  /// the grid's order (N tiles fastest). A divisor of the M tiles.
  int64_t tileGroup = 1;
  /// Thread-block clusters sharing an operand tile through TMA multicast
  /// (as cuBLAS's sm90 kernels do): `clusterM` blocks of adjacent M tiles
  /// (the same N tile) share B's tile, or `clusterN` blocks of adjacent N
  /// tiles share A's; each block loads its share of the shared tile into
  /// every block of the cluster (one multicast per share) and its own
  /// other operand, so a k-tile's loads from L2 shrink by the shared
  /// operand's (n - 1) / n. A stage is free once every block's computing
  /// warpgroups released it (remote mbarrier arrivals). 1 x 1: none; at
  /// most one of them 2 (a producer warpgroup's grid or persistent
  /// schedule).
  int64_t clusterM = 1, clusterN = 1;
  /// A persistent schedule with a fused epilogue: the epilogue's ops run on
  /// the accumulators in registers and the staging holds their outputs (16
  /// bit where the epilogue rounds to f16 / bf16: twice the columns a round
  /// of f32 results), instead of the GEMM's results, which the ops then read
  /// back (`kfusion.gemm_staging = "outputs"`; false: "results"). Without a
  /// fused epilogue it changes nothing; a grid cannot take it.
  bool stageOutputs = false;

  /// Blocks of a cluster.
  int64_t clusterBlocks() const { return clusterM * clusterN; }
  /// Threads of a warpgroup (4 warps) or of a warp.
  int64_t groupThreads() const {
    return flavour == GemmFlavour::Wgmma ? 128 : 32;
  }
  /// Whether the operand tiles are TMA loads (by a producer or not).
  bool usesTma() const { return load != GemmLoad::CpAsync; }
  /// Whether a producer warpgroup (the block's first) issues them.
  bool hasProducer() const { return load == GemmLoad::TmaProducer; }
  /// Whether the blocks loop over the tiles (GemmSchedule: persistent or
  /// ping-pong).
  bool persistent() const { return schedule != GemmSchedule::Grid; }
  /// Teams of computing warpgroups taking a block's tiles in turn: 2
  /// ping-pong, else 1.
  int64_t teams() const { return schedule == GemmSchedule::Pingpong ? 2 : 1; }
  /// Threads of a team: they multiply a tile and run its epilogue.
  int64_t teamThreads() const { return groupsM * groupsN * groupThreads(); }
  /// Threads that multiply (and run the epilogue): every team's.
  int64_t computeThreads() const { return teams() * teamThreads(); }
  /// Threads of a block: the computing ones and the producer's warpgroup.
  int64_t threads() const {
    return computeThreads() + (hasProducer() ? 128 : 0);
  }
  /// Registers per thread with a producer warpgroup (setmaxnreg) on
  /// `device`: `launch` at the launch (the kernel's nvvm.maxnreg: one block
  /// fills a multiprocessor's registers), then `producer` for the
  /// producer's threads and `compute` for the others, which the producer's
  /// release pays for.
  struct RegisterSplit {
    int64_t launch, producer, compute;
  };
  RegisterSplit registerSplit(const DeviceDescription &device) const;
  /// K-tiles a wgmma group may still read when the copies refill a stage:
  /// the pipeline keeps stages - held k-tiles in flight (wgmma: the tile
  /// being multiplied and the one the pending group reads; mma: the one
  /// being multiplied).
  int64_t heldStages() const { return flavour == GemmFlavour::Wgmma ? 2 : 1; }
  /// Bytes of one pipeline stage (the A and B tiles).
  int64_t stageBytes(const GemmShape &shape) const;
  /// The element type the epilogue stages the tile in: f32 (the
  /// accumulators), or persistent the GEMM's output type (the constant and
  /// the init added and the result rounded before the staging), which halves
  /// the buffer the pipeline's stages share the shared memory with.
  GemmElement stagedElement(const GemmShape &shape) const {
    if (!persistent())
      return GemmElement::F32;
    return stageOutputs && shape.epilogueOutput ? *shape.epilogueOutput
                                                : shape.output;
  }
  /// Columns the epilogue stages at a time: the tile's (a grid's, or with a
  /// row-wise epilogue, GemmShape::epilogueRowValues), or persistent a
  /// slice within kGemmEpilogueStagingBytes (shared by a ping-pong kernel's
  /// teams): of the multiples of 8 columns that store the tile in the
  /// fewest slices, one that divides TN and that the storing threads share
  /// evenly (a 256 x 128 tile 32 f16 / 16 f32 columns; a 128-row tile twice
  /// as many, 48 of 240), else one that divides TN (56 of 168), else the
  /// narrowest (64 of 176: 64, 64, 48; the last slice narrower); so that the
  /// staging buffer beside the stages stays small (a 256 x 128 tile keeps 4
  /// stages, f16 or f32 results) and a tile is stored in few slices (each
  /// two barriers of the computing threads).
  int64_t epilogueColumns(const GemmShape &shape) const;
  /// Bytes the epilogue stages: a TM x (epilogueColumns + 16 / element
  /// bytes) buffer of stagedElement (rows of 16-byte multiples), then the
  /// row values of a row-wise epilogue (TM f32 each).
  int64_t epilogueBytes(const GemmShape &shape) const;
  /// Dynamic shared memory of a block: the pipeline (after up to 1008 bytes
  /// that align it to 1024 for wgmma's swizzle), or the epilogue's staging
  /// where that is larger; persistent, both (the epilogue's after the
  /// pipeline; ping-pong, one staging buffer per team).
  int64_t sharedBytes(const GemmShape &shape) const;
  /// f32 accumulators per thread.
  int64_t accumulators() const;
  /// Blocks of the grid (N tiles, M tiles, batch).
  int64_t gridX(const GemmShape &s) const { return (s.n + tileN - 1) / tileN; }
  int64_t gridY(const GemmShape &s) const { return (s.m + tileM - 1) / tileM; }
  int64_t kTiles(const GemmShape &s) const { return (s.k + tileK - 1) / tileK; }
  /// Output tiles (TM x TN tiles of every batch).
  int64_t tiles(const GemmShape &s) const {
    return gridX(s) * gridY(s) * s.batch;
  }
  /// The launch grid (x, y, z): one block per tile, or persistent
  /// `persistentBlocks` along x.
  std::array<int64_t, 3> grid(const GemmShape &s) const;
  /// Blocks of the launch.
  int64_t blocks(const GemmShape &s) const {
    return persistent() ? persistentBlocks : tiles(s);
  }
  /// Split-K: the tiles split (those past the persistent grid's full
  /// rounds: tiles mod blocks; 0 without a split), the tiles computed
  /// whole (the first ones), and the work units (whole tiles, then each
  /// split tile's `splitK` parts).
  int64_t splitTiles(const GemmShape &s) const {
    return splitK > 1 && persistentBlocks > 0 ? tiles(s) % persistentBlocks : 0;
  }
  int64_t wholeTiles(const GemmShape &s) const {
    return tiles(s) - splitTiles(s);
  }
  int64_t units(const GemmShape &s) const {
    return wholeTiles(s) + splitTiles(s) * splitK;
  }
  /// Split-K's global workspace: f32 partial sums, a TM x TN slot per part
  /// of every split tile, and an i32 arrival counter per split tile (zeroed
  /// before the launch).
  int64_t workspaceElements(const GemmShape &s) const {
    return splitTiles(s) * splitK * tileM * tileN;
  }

  /// Bytes of static shared memory (TMA: an mbarrier per stage; with a
  /// producer, two; ping-pong, one per team; split-K, a flag).
  int64_t staticSharedBytes() const;
  /// "wgmma tile 128x256x64, 4 stages, 2x1 warpgroups" (", TMA loads" with
  /// TMA, ", TMA loads by a producer warpgroup" with a producer, ",
  /// persistent over 132 blocks" when persistent, ", ping-pong of two
  /// teams over 132 blocks" ping-pong).
  std::string describe() const;
};

/// Why `config` cannot compute `shape` on `device` (a sentence naming the
/// parameter and the rule), or the empty string when it can.
std::string whyInvalidGemmConfig(const GemmConfig &config,
                                 const GemmShape &shape,
                                 const DeviceDescription &device);

/// Why TMA loads cannot bring `shape`'s operand tiles for `flavour`, or the
/// empty string when they can.
std::string whyNotTma(const GemmShape &shape, GemmFlavour flavour);

/// The flavour of `device`: wgmma from compute capability 90, else mma.
GemmFlavour defaultGemmFlavour(const DeviceDescription &device);

/// What the model estimates for one configuration.
struct GemmEstimate {
  double seconds = 0;
  int64_t blocks = 0, blocksPerSM = 0, waves = 0;
  /// "tensor cores", "shared memory", "L2" or "DRAM": what bounds it.
  std::string bound;
};

/// The model: waves of blocks (co-resident by shared memory, registers and
/// threads) times each block's k-tiles, a k-tile taking the longest of its
/// tensor-core time, its shared-memory reads (wgmma's or ldmatrix's) and
/// its loads from L2 at the SM's share of the rates, plus the epilogue's
/// stores; never less than the DRAM time of A, B and C once.
GemmEstimate estimateGemm(const GemmConfig &config, const GemmShape &shape,
                          const DeviceDescription &device);

/// Blocks of a persistent grid of `config` on `device`: the tiles (with
/// split-K, the tiles times the split), at most the blocks every
/// multiprocessor holds at once (a multiple of the cluster's blocks).
int64_t persistentGemmBlocks(const GemmConfig &config, const GemmShape &shape,
                             const DeviceDescription &device);

/// Fixed parts of a configuration (the options of `kfusion-plan-gemm`): 0 or
/// empty leaves a part to the model.
struct GemmConfigRequest {
  std::optional<GemmFlavour> flavour;
  int64_t tileM = 0, tileN = 0, tileK = 0, stages = 0;
  int64_t groupsM = 0, groupsN = 0;
  std::optional<GemmLoad> load;
  std::optional<GemmSchedule> schedule;
  /// Split-K of the last round (GemmConfig::splitK; 0: the model's).
  int64_t splitK = 0;
  /// The persistent tile order's group (GemmConfig::tileGroup; 0: the
  /// model's).
  int64_t tileGroup = 0;
  /// The cluster (GemmConfig::clusterM, clusterN; 0: the model's).
  int64_t clusterM = 0, clusterN = 0;
  /// What the epilogue stages (GemmConfig::stageOutputs; unset: as
  /// preferStageOutputs says): an op's kfusion.gemm_staging or a tuning
  /// cache entry's "staging", which insist (refused on a grid).
  std::optional<bool> stageOutputs;
  /// A pipeline's gemm-staging: outputs (true) or results (false) where the
  /// schedule is persistent or ping-pong, the grids left as they are; unset
  /// (auto, the default): stagesOutputsByDefault.
  std::optional<bool> preferStageOutputs;
};

/// The default staging of `c` (a pipeline's gemm-staging=auto): the fused
/// epilogue's outputs where `c` is persistent or ping-pong, `shape` has a
/// fused epilogue writing f16, bf16 or f32 and the outputs' slices
/// (epilogueColumns) divide the tile; else the results. Measured on an H100
/// (bench/results/2026-12-07-h100-staging-default): the outputs faster in
/// the ten such plans tried (0.6-3.3%), slower in both whose last slice
/// was partial (LLaMA's 128 x 168 and 128 x 184 tiles, 0.6-1.4%).
bool stagesOutputsByDefault(GemmConfig c, const GemmShape &shape);

/// `asked` (what a pipeline's options ask of every GEMM) as `shape`'s GEMM
/// on `device` can honor it: a TMA load, or a persistent schedule (which
/// loads by TMA), dropped where TMA cannot load the operands (the default
/// there: the copies on a grid); `dropped` says why (empty where nothing
/// was). An op's own kfusion.gemm_* attributes insist instead (refused by
/// the rule).
GemmConfigRequest honorGemmRequest(GemmConfigRequest asked,
                                   const GemmShape &shape,
                                   const DeviceDescription &device,
                                   std::string &dropped);

/// A pipeline option's load: "auto" (the default: unset), or a load name;
/// failure for another name.
FailureOr<std::optional<GemmLoad>> parseGemmLoadOption(StringRef name);

/// The chosen configuration and a sentence saying why.
struct GemmChoice {
  GemmConfig config;
  GemmEstimate estimate;
  std::string reason;
  /// The tuning cache's measured time of the configuration, where it comes
  /// from there (chooseGemmPlan).
  std::optional<double> measuredSeconds;
  /// Where a tuning cache was consulted and has no entry for the GEMM: its
  /// problem as the cache keys it (JSON), so that a remark can say what to
  /// tune (chooseGemmPlan).
  std::string tuningMiss;
};

/// "; the tuning cache has no entry for its problem {...}" where `choice`
/// missed a tuning cache it consulted, else "": the tail of a remark on the
/// GEMM's kernel.
std::string describeTuningMiss(const GemmChoice &choice);

/// The valid configuration of least estimated time among the candidates
/// that honor `request` (tiles 64, 128, 256 along M and N; warpgroups one
/// per 64 rows, or two along N for 64-row tiles; warps 2x2, 2x4, 4x2;
/// stages up to 8 as shared memory allows; with a producer warpgroup both
/// schedules, a persistent one over persistentGemmBlocks, its tiles in
/// groups of kGemmDefaultTileGroup rows unless asked); estimates within 2%
/// tie, and the larger tile, then the deeper pipeline, then the grid wins;
/// unasked, a one-round plan of 128-row tiles in two 64-row warpgroups takes
/// one 128-row warpgroup a tile (the ping-pong kernel) and a grid of one wave
/// with a long k loop 2 x 1 clusters, each where the rules allow it. A
/// persistent schedule asked for without a load takes the producer warpgroup's
/// (the one it is built with). Fails with the reason when no candidate is
/// valid.
FailureOr<GemmChoice> chooseGemmConfig(const GemmShape &shape,
                                       const DeviceDescription &device,
                                       const GemmConfigRequest &request,
                                       std::string &whyNot);

} // namespace mlir::kfusion

#endif // KFUSION_GEMM_GEMMCONFIG_H
