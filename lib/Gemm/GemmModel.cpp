//===- GemmModel.cpp - The GEMM model over the device description ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// estimateGemm: a configuration's time on a device (its blocks per
// multiprocessor, rounds, each k-tile's tensor-core, L2, shared-memory and
// latency terms, the epilogue, the fills, split-K's fixup, DRAM at least),
// and the blocks a persistent grid takes. The rules and the choice among
// candidates are in GemmConfig.cpp.
//
//===----------------------------------------------------------------------===//

#include "GemmModel.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::kfusion;

/// SM issue cycles a thread takes for a result's own epilogue (staged in
/// shared memory as pairs, read back in chunks, converted, stored: about
/// two instructions, at 128 a clock per multiprocessor).
static constexpr double kEpilogueCycles = 2.0 / 128;
/// The share of the issue rate an epilogue reaches: its dependent chains
/// let a warp issue about every fourth cycle. Measured on an H200 with
/// GPT-2's up projection + bias + tanh GELU at M = 4096 (~38 instructions a
/// result, bench/results/2026-12-05-h200-gemm-pingpong): the 8 computing
/// warps of a persistent 256 x 128 tile (2 a scheduler) stored it at 0.5 of
/// the issue rate, a ping-pong team's 4 (1 a scheduler) at 0.2.
static constexpr double kEpilogueIssueShare = 0.5;
/// A ping-pong team's share of it where its epilogue runs beside the other
/// team's k loop, whatever its warps. On an H100 (bench/results/2026-12-07-
/// h100-team-epilogues) GPT-2's up projection + bias + GELU at M = 4096 in
/// teams of one warpgroup stored at 0.19-0.20 (128 x 128 and 128 x 192
/// tiles) and in teams of two (128 x 96, 2 x 1 warpgroups) at 0.17, not at
/// the 0.5 their 8 warps reach alone: taken as 0.2 for any such team.
/// `run.py calibrate` over seventeen H100 runs (309 kernels): the pairs of
/// one GEMM's rows ordered as measured the same (476 of 539), the ping-pong
/// epilogues' geometric mean planned / measured 0.97 -> 1.00. A team whose
/// block takes one tile works alone: its share scales with its warps up to
/// kEpilogueShareWarps, as the persistent kernel's (GPT-3's up projection +
/// bias + GELU at M = 512, 2026-12-07-h100-one-tile-epilogues).
static constexpr double kEpilogueTeamShare = 0.2;
static constexpr double kEpilogueShareWarps = 8;

/// The share of NVIDIA's dense tensor rate a wgmma k loop sustains (H100:
/// 5.5-5.9 TFLOP/s an SM, ours and cuBLAS's, any tile; docs/gemm.md).
static constexpr double kTensorSustainedShare = 0.78;

/// The share of the shared-memory bandwidth (128 bytes a wavefront) a wgmma
/// k loop's TMA writes and operand reads sustain together. Fitted to the
/// H100's measured GEMMs of 2026-12-06 with `bench/gemm/run.py calibrate`
/// (246 kernels of eight runs): at 0.75 the planner's median error 9% -> 5%
/// and 497 -> 509 of the pairs of one GEMM's plans ordered as measured of
/// 620 -> 607 compared, no plan of the bench's GEMMs or the model blocks
/// moved (on the H100 and the H200); 0.72 and below moved two, unmeasured
/// (docs/gemm.md, "The model"). The mma flavour's k loop (its warps' loads
/// into registers) is not measured against it: at the full rate.
static constexpr double kSharedSustainedShare = 0.75;

/// A k-tile takes the 16-norm of its tensor-core and shared-memory terms,
/// not their maximum: equal, they take 2^(1/16) = 1.044 x either; 10% apart,
/// 1.01 x the longer. Fitted with `run.py calibrate` (the runs of
/// kSharedSustainedShare, and the tile widths of 2026-12-06-h100-one-tile-
/// teams: per column, 128 x 208 tiles measured 6.7% slower than 128 x 256,
/// whose shared-memory and tensor terms the model had near equal): median
/// error 5% -> 4%, the pairs ordered as measured the same (507 of 604 against
/// 509 of 607); it moves one plan of the bench's GEMMs, LLaMA-7B's up
/// projection at M = 4096, 128 x 208 -> 128 x 256 (measured 2.8% faster
/// twice; the two now within 2%, a tie the larger tile wins), and that GEMM's
/// tile in LLaMA-7B's block at 4096 tokens; 8 fitted as well but ordered
/// fewer pairs.
static constexpr double kTensorSharedNorm = 16;

/// The k-tiles of operand bytes of every block of a wave that stream from
/// DRAM before a block's first k-tile computes (the wave's blocks start
/// together and their producers ask for all their stages at once): a wave's
/// ramp, blocks x kRampKTiles x a k-tile's A and B bytes at the DRAM
/// bandwidth, paid where the fill is. Fitted with `run.py calibrate` over
/// eighteen H100 rows files (321 kernels; with a one-round kernel's stores at
/// the DRAM share, estimateGemm): 1, 2 and 4 tried, 2 taken (BERT's GEMMs of
/// K = 768 at 4096 tokens, one wave of 128 blocks: 0.73 -> 1.09 of their
/// measured 13.0 us,
/// bench/results/2026-12-07-h100-gemm-model-projection); charged once per
/// kernel instead of per wave it ordered fewer pairs (486 of 550 against
/// 491).
static constexpr double kRampKTiles = 2;

/// The share of the model's k-tile time a ping-pong kernel's k loop takes
/// where each block takes one tile (one team of one 128-row warpgroup works,
/// alone on its multiprocessor). Measured on an H100 (bench/results/2026-12-
/// 06-h100-one-tile-teams, -eight-column-tiles, -wider-blocks, -tile-rule,
/// 2026-12-07-h100-one-tile-epilogues): such kernels ran 4-13% faster than
/// the grid of two 64-row warpgroups on the same tile, which the model had
/// tied (ncu: a third of the barrier stalls), and GPT-3's up projection at
/// M = 512 (192 k-tiles) at 0.95 of the model's time in five runs.
/// `run.py calibrate` over the fourteen H100 GEMM runs of 2026-12-06/07 (290
/// kernels): pairs of one GEMM's rows ordered as measured 438 -> 457 of 519,
/// median error 4% either way; any share from 0.85 to 0.95 orders the same.
static constexpr double kLoneTeamKTile = 0.92;

/// SM cycles a row-wise epilogue's reduction takes a column of its row (a
/// thread per row folds the columns in order from the staged tile, the ops
/// before it evaluated at each, the column loop unrolled by 4): measured on
/// an H100 (bench/results/2026-12-07-h100-overlay-serial-unrolled: a bias +
/// softmax over 128 and 256 columns in 64 x N and 128 x N tiles, the kernel
/// 9.2-10.3 us longer for 128 more columns of its two reductions, 71-80
/// cycles a column; 12.4-14.5 us before the unrolling,
/// 2026-12-07-h100-row-epilogue-speed).
static constexpr double kRowPassColumnCycles = 75;

/// Blocks of `c` a multiprocessor holds at once (by shared memory,
/// registers, threads and the block limit; at least one).
static int64_t residentBlocks(const GemmConfig &c, const GemmShape &shape,
                              const DeviceDescription &device) {
  int64_t threads = c.threads();
  int64_t smem = c.sharedBytes(shape) + c.staticSharedBytes() +
                 device.reservedSharedBytesPerBlock;
  // A kernel with a producer is compiled for one block per multiprocessor
  // (its nvvm.maxnreg: registerSplit).
  int64_t registers = c.hasProducer()
                          ? c.registerSplit(device).launch * threads
                          : int64_t(llvm::alignTo(
                                c.accumulators() + gemm::kOtherRegisters, 8)) *
                                threads;
  // (Called before whyInvalidGemmConfig on persistent candidates: a
  // configuration the rules refuse, e.g. more warpgroups than registers,
  // must not divide by zero here.)
  return std::max<int64_t>(
      1,
      std::min(
          {device.sharedBytesPerMultiprocessor / std::max<int64_t>(1, smem),
           device.registersPerMultiprocessor / std::max<int64_t>(1, registers),
           device.maxThreadsPerMultiprocessor / std::max<int64_t>(1, threads),
           device.maxBlocksPerMultiprocessor}));
}

int64_t mlir::kfusion::persistentGemmBlocks(const GemmConfig &c,
                                            const GemmShape &shape,
                                            const DeviceDescription &device) {
  int64_t blocks =
      std::min(c.tiles(shape) * std::max<int64_t>(1, c.splitK),
               device.multiprocessors * residentBlocks(c, shape, device));
  // Whole clusters (the cluster's tiles divide the tiles: the rules).
  int64_t cluster = std::max<int64_t>(1, c.clusterBlocks());
  return std::max(cluster, blocks / cluster * cluster);
}

/// Elements a k-tile's multiplies read from shared memory. A warp of the mma
/// flavour loads its rows of A and columns of B into registers once; a
/// wgmma instruction reads both operands from shared memory itself, 64 rows
/// of A and the warpgroup's columns of B, so a warpgroup of 128 rows (two
/// m64 blocks) reads its B twice per k16 step, as two of 64 rows do
/// (measured: 256 x 128 tiles of two 128-row warpgroups 7% slower than of
/// four 64-row ones, and than 128 x 256 tiles, on GPT-3's down projection at
/// M = 1024 on an H100, bench/results/2026-12-06-h100-default-clusters).
int64_t gemm::sharedReadsPerKTile(const GemmConfig &c) {
  constexpr int64_t kWgmmaRows = 64;
  int64_t groups = c.groupsM * c.groupsN;
  int64_t subM = c.tileM / c.groupsM, subN = c.tileN / c.groupsN;
  if (c.flavour == GemmFlavour::Wgmma)
    return groups * (subM / kWgmmaRows) * (kWgmmaRows + subN) * c.tileK;
  return groups * (subM + subN) * c.tileK;
}

GemmEstimate mlir::kfusion::estimateGemm(const GemmConfig &c,
                                         const GemmShape &shape,
                                         const DeviceDescription &device) {
  GemmEstimate e;
  e.blocksPerSM = residentBlocks(c, shape, device);
  e.blocks = c.blocks(shape);
  int64_t sms = device.multiprocessors;
  // Tiles the busiest multiprocessor computes, how many at once, and the
  // rounds it takes: a grid's blocks run in waves; a persistent block runs
  // its tiles one after another.
  int64_t perSM, together, rounds;
  // Split-K: the rounds of split units after the whole tiles' rounds.
  int64_t splitRounds = 0;
  if (c.persistent()) {
    int64_t blocks = std::max<int64_t>(1, e.blocks);
    int64_t tilesPerBlock = (c.wholeTiles(shape) + blocks - 1) / blocks;
    splitRounds = (c.splitTiles(shape) * c.splitK + blocks - 1) / blocks;
    if (!c.splitTiles(shape))
      tilesPerBlock = (c.tiles(shape) + blocks - 1) / blocks;
    together = std::min((blocks + sms - 1) / sms, e.blocksPerSM);
    perSM = (tilesPerBlock + splitRounds) * together;
    rounds = tilesPerBlock;
    e.waves = tilesPerBlock + splitRounds;
  } else {
    e.waves = (e.blocks + sms * e.blocksPerSM - 1) / (sms * e.blocksPerSM);
    perSM = (e.blocks + sms - 1) / sms;
    together = std::min(perSM, e.blocksPerSM);
    rounds = (perSM + together - 1) / together;
  }
  int64_t esz = gemmElementBytes(shape.input);
  double smTensor = kTensorSustainedShare * device.tensorRate / sms;
  double smL2 = device.l2Bandwidth / sms;
  double smShared = 128.0 * device.l1WavefrontsPerClock * device.clockRate;
  double tensor = 2.0 * c.tileM * c.tileN * c.tileK / smTensor;
  // A cluster's blocks each load their share of the shared operand's tile
  // (multicast to all): B's rows over clusterM, A's over clusterN.
  double l2 = (double(c.tileM) / c.clusterN + double(c.tileN) / c.clusterM) *
              c.tileK * esz / smL2;
  // Shared memory: the copies' writes, then the multiplies' reads.
  double sharedBytes = double(c.tileM + c.tileN) * c.tileK * esz +
                       double(gemm::sharedReadsPerKTile(c)) * esz;
  double shared = sharedBytes / (c.flavour == GemmFlavour::Wgmma
                                     ? smShared * kSharedSustainedShare
                                     : smShared);
  // Latency: a k-tile's loads take a DRAM round trip; the k-tiles in flight
  // (of every co-resident block) hide it.
  double inFlight = double(c.stages - c.heldStages()) * together;
  double latency = device.memoryLatency / inFlight;
  // The tensor cores and shared memory overlap, but not in full where
  // their terms are near equal (kTensorSharedNorm).
  // (Scaled by the longer: the terms are seconds, their 16th powers tiny.)
  double hi = std::max(tensor, shared), lo = std::min(tensor, shared);
  double tensorShared =
      hi > 0 ? hi * std::pow(1 + std::pow(lo / hi, kTensorSharedNorm),
                             1.0 / kTensorSharedNorm)
             : 0;
  double kTile = std::max({tensorShared, l2, latency});
  e.bound = kTile == tensorShared
                ? (tensor >= shared ? "tensor cores" : "shared memory")
            : kTile == l2 ? "L2"
                          : "latency";
  // The epilogue: its stores (and the reads of the tiles of other tensors
  // it takes, as SwiGLU's gate) at the SM's share of L2, or the issue of its
  // instructions where that is longer (kEpilogueCycles a result and the
  // fused ops' shape.epilogueCycles), at the share of the issue rate its
  // warps reach (a team's beside the other's k loop, or alone).
  bool loneTeam = c.teams() > 1 && rounds == 1 && splitRounds == 0;
  // Where every block takes one round, their epilogues store at the same
  // time: at the SM's share of the DRAM bandwidth, not of L2's (BERT's down
  // projection alone with its f32 result, 128 tiles on 128 blocks, measured
  // 37.3 us where the model had 27.2 and its GEMM + bias + residual with an
  // f16 result 32.5; with this term and the ramp 33.7 and 33.7).
  double smStore = rounds == 1 && splitRounds == 0
                       ? std::min(smL2, device.dramBandwidth / double(sms))
                       : smL2;
  double issueShare =
      c.teams() == 1 ? kEpilogueIssueShare
      : loneTeam
          ? kEpilogueIssueShare * std::min(1.0, double(c.teamThreads()) / 32 /
                                                    kEpilogueShareWarps)
          : kEpilogueTeamShare;
  double epilogue = std::max(double(c.tileM) * c.tileN *
                                 double(gemmElementBytes(shape.output) +
                                        shape.epilogueTileInputBytes) /
                                 smStore,
                             double(c.tileM) * c.tileN *
                                 (kEpilogueCycles + shape.epilogueCycles) /
                                 (device.clockRate * issueShare));
  // A row-wise epilogue's pass before the stores: each reduction a chain
  // over the row's N columns, a thread per row (several where the tile has
  // more rows than the team has threads).
  epilogue += double(shape.epilogueRowReductions) * double(shape.n) *
              double((c.tileM + c.teamThreads() - 1) / c.teamThreads()) *
              kRowPassColumnCycles / device.clockRate;
  // A tile's k loop; ping-pong, a team's epilogue runs beside the other
  // team's k loop, the k loops one after another: a pair of tiles takes two
  // k loops, or one k loop and an epilogue where that is longer.
  // A ping-pong kernel whose blocks take one tile each: one team works, its
  // k loop alone on the multiprocessor (kLoneTeamKTile).
  double kLoop = c.kTiles(shape) * kTile * (loneTeam ? kLoneTeamKTile : 1.0);
  double perTile = c.teams() > 1 ? std::max(kLoop, (kLoop + epilogue) / 2)
                                 : kLoop + epilogue;
  // Co-resident blocks share the multiprocessor's rates.
  double block = together * perTile;
  // A split unit: its share of the k-tiles, its f32 partial sums written
  // and (by the last of its tile's parts) every part's read back, from L2,
  // and two DRAM round trips (the fence and the count).
  double partial = 4.0 * c.tileM * c.tileN / smL2;
  double splitUnit =
      together * (double((c.kTiles(shape) + c.splitK - 1) / c.splitK) * kTile +
                  double(1 + c.splitK) * partial + epilogue) +
      2 * device.memoryLatency;
  // A block's first k-tile waits for its loads (a DRAM round trip and the
  // wave's ramp, kRampKTiles) with nothing to do unless another block
  // shares the multiprocessor: each of a grid's blocks alone on one pays
  // it, a persistent block once (its producer loads the next tile during
  // the epilogue).
  double wave = double(std::min<int64_t>(e.blocks, sms * e.blocksPerSM));
  double fill = device.memoryLatency + wave * kRampKTiles *
                                           double(c.stageBytes(shape)) /
                                           device.dramBandwidth;
  int64_t fills = together == 1 && !c.persistent() ? rounds : 1;
  e.seconds = double(rounds) * block + double(splitRounds) * splitUnit +
              double(fills) * fill;
  // Ping-pong: the last tile's epilogue after the last k loop (where the
  // epilogues are the longer, a k loop: every two tiles take one of each
  // but the last's).
  if (c.teams() > 1)
    e.seconds += together * std::min(kLoop, epilogue);
  // Split-K: the counters' memset before the launch, an operation of its
  // own on the stream.
  if (c.splitTiles(shape))
    e.seconds += device.shortestKernel;
  // An implicit-GEMM operand (A or B) is read from its input (each element
  // read by several taps, from L2), not from a column tensor.
  const GemmWindow &w = shape.window;
  double windowElements = double(w.images) * w.height * w.width * w.channels;
  double aElements = w && w.onA ? windowElements : double(shape.m) * shape.k;
  double bElements = w && !w.onA ? double(w.height) * w.width * w.channels
                                 : double(shape.k) * shape.n;
  double dramBytes =
      double(esz) * (double(shape.aBatched ? shape.batch : 1) * aElements +
                     double(shape.bBatched ? shape.batch : 1) * bElements) +
      double(gemmElementBytes(shape.output) + shape.epilogueTileInputBytes) *
          shape.batch * shape.m * shape.n;
  double dram = dramBytes / device.dramBandwidth;
  if (dram > e.seconds) {
    e.seconds = dram;
    e.bound = "DRAM";
  }
  return e;
}
