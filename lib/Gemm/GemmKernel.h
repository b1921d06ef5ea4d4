//===- GemmKernel.h - The GEMM kernel builder (internal) --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pieces every GEMM kernel shares (index arithmetic that folds
// constants, the shared-memory layout of the operand tiles, the cp.async
// copy plan and pipeline, the epilogue through shared memory) and the
// interface of a flavour's tensor-core operations, real or emulated
// (WarpgroupOps.cpp, MmaSyncOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_GEMM_GEMMKERNEL_H
#define KFUSION_LIB_GEMM_GEMMKERNEL_H

#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <memory>

namespace mlir::kfusion::gemm {

/// Two accumulator values of consecutive columns: rows and columns within
/// the block's TM x TN tile.
struct AccumulatorPair {
  OpFoldResult row, col;
  Value first, second;
};

/// Index arithmetic of a kernel builder: constants folded, and hoisted to
/// the kernel's entry block (`entry`, set before the first use).
class IndexArith {
public:
  IndexArith(OpBuilder &b, Location loc)
      : b(b), loc(loc), f32(b.getF32Type()) {}

  Value cst(int64_t v);
  Value cstI32(int64_t v);
  Value cstI64(int64_t v);
  Value cstF32(double v);
  /// `attr` as a constant in the entry block.
  Value atEntry(TypedAttr attr);
  Value val(OpFoldResult v);
  OpFoldResult add(OpFoldResult a, OpFoldResult b);
  OpFoldResult mul(OpFoldResult a, int64_t f);
  OpFoldResult divu(OpFoldResult a, int64_t d);
  OpFoldResult remu(OpFoldResult a, int64_t d);
  OpFoldResult xoru(OpFoldResult a, OpFoldResult b);
  OpFoldResult minu(OpFoldResult a, int64_t bound);
  /// a < bound (unsigned), an i1.
  Value less(OpFoldResult a, int64_t bound);
  Value andi(Value a, Value b);
  Value toI32(OpFoldResult v);
  Value toI64(OpFoldResult v);

  /// A kernel `name` of `argTypes` and `threads` threads at the end of
  /// `module`: `entry` set and the builder at its end (the caller keeps an
  /// insertion guard).
  gpu::GPUFuncOp beginKernel(gpu::GPUModuleOp module, StringRef name,
                             ArrayRef<Type> argTypes, int64_t threads);
  /// The dynamic shared memory as `elements` of `elemType` from its first
  /// 1024-byte aligned byte when `align` (wgmma's swizzle is computed on
  /// address bits 4-9), from byte 0 otherwise; the first element's shared
  /// address (0 unaligned).
  struct SharedView {
    /// `flat` starts at byte `shift` of `smem`.
    Value smem, flat, flatAddress, shift;
  };
  SharedView sharedView(int64_t elements, Type elemType, bool align);

  OpBuilder &b;
  Location loc;
  Type f32;
  Block *entry = nullptr;

private:
  llvm::DenseMap<std::pair<int64_t, Type>, Value> constants;
  llvm::DenseMap<std::pair<uint64_t, Type>, Value> floatConstants;
};

/// Element offset of (row, k) in a tile of rows of 64 elements (128 bytes)
/// under the 128-byte swizzle: chunk k / 8 stored at chunk (k / 8) ^ (row
/// mod 8). Both layouts wgmma and ldmatrix read are such rows: a K-major
/// tile's rows are its M or N rows, an M- or N-major panel's its k-rows.
OpFoldResult swizzledRowOffset(IndexArith &ia, OpFoldResult row,
                               OpFoldResult k);

/// One warpgroup's `wgmma.mma_async` m64nNk16 steps on shared-memory
/// descriptors (the 128-byte swizzle), real or emulated: the emulation is
/// kfusion.emulated_wgmma on `flat` (kfusion-sim decodes the descriptors as
/// the hardware does and multiplies in f32) and
/// kfusion.emulated_wgmma_reads at the retiring waits. Accumulators: real, one
/// LLVM struct of N / 2 f32; emulated, N / 2 f32 values. Value 4 j + 2 h + e of
/// a thread's accumulator is row 16 (warp mod 4) + lane / 4 + 8 h, column 8 j +
/// 2 (lane mod 4) + e.
///  - K-major operand (A [M, K], B [N, K]): rows of 128 bytes, 8-row atoms
///    1024 bytes apart (the stride byte offset); a k16 step adds 32 bytes;
///  - M- or N-major operand (A [K, M], B [K, N]): panels of 64 columns (the
///    leading byte offset, 64 k-rows x 128 bytes), 8 k-rows 1024 bytes
///    apart; a k16 step adds 16 k-rows, 2048 bytes.
class WgmmaUnit {
public:
  /// `flat`: elements of `elemType` in shared memory whose first byte is at
  /// shared address `flatAddress` (0 when emulated); `lane`: the thread
  /// within its warpgroup.
  WgmmaUnit(IndexArith &ia, Value flat, Value flatAddress, Type elemType,
            bool emulate, OpFoldResult lane);

  /// The descriptor of the tile at element `offset` of `flat`.
  Value descriptor(OpFoldResult offset, bool kMajor);
  /// `desc` with its start `bytes` (a multiple of 16) further.
  Value advance(Value desc, int64_t bytes);
  /// Bytes one k16 step advances an operand.
  static int64_t stepBytes(bool kMajor) { return kMajor ? 32 : 16 * 128; }

  SmallVector<Value> zero(int64_t n);
  /// Before a warpgroup's first step on registers it changed (real only).
  void fence();
  /// `acc` plus one k16 step of A (64 rows) x B (`n` columns).
  SmallVector<Value> mma(Value descA, Value descB, bool aKMajor, bool bKMajor,
                         int64_t n, ValueRange acc);
  /// Commits the steps issued since the last commit (real only).
  void commit();
  /// Waits until at most `pending` committed groups are in flight.
  void wait(int64_t pending);
  /// Emulation: the reads of a step (values unused), what the hardware may
  /// read until the wait that retires it.
  void emulateReads(Value descA, Value descB, bool aKMajor, bool bKMajor,
                    int64_t n);
  /// The accumulator's N / 2 f32 values, and an accumulator made of them.
  SmallVector<Value> values(ValueRange acc, int64_t n);
  SmallVector<Value> fromValues(ArrayRef<Value> values, int64_t n);
  /// The thread's row of value 4 j + 2 h + e (h = 0, 1) and column of j, e
  /// within the warpgroup's 64 x N product.
  OpFoldResult row(int64_t h);
  OpFoldResult col(int64_t j, int64_t e);

  bool emulate;

private:
  IndexArith &ia;
  OpBuilder &b;
  Location loc;
  Value flat, flatAddress;
  Type elemType;
  OpFoldResult lane, warp4, quad, inQuad;
};

/// Tensors a kernel computes from the indices instead of reading them
/// (elementwise `linalg.generic`s whose inputs are such tensors or splat
/// constants: a mask from iotas).
using ComputedTensors = llvm::SmallPtrSet<Value, 4>;

/// The memref types of `ops`' inputs other than the chained one and those
/// in `computed` (kernel arguments), in order.
void appendOtherInputTypes(ArrayRef<GemmEpilogueOp> ops,
                           SmallVectorImpl<Type> &types,
                           const ComputedTensors &computed = {});
/// Per op of `ops`, its other inputs' kernel arguments from `next` on (null
/// for a computed one).
SmallVector<SmallVector<Value>>
bindOtherInputs(ArrayRef<GemmEpilogueOp> ops, Block *entry, unsigned &next,
                const ComputedTensors &computed = {});
/// The element of computed tensor `tensor` at `indices`: its op's body
/// cloned there (inputs computed in turn, splats as constants,
/// `linalg.index` the indices).
Value computeTensorElement(OpBuilder &b, Location loc, Value tensor,
                           ValueRange indices);

/// `ops` applied to `v` at the output point `point` (their loop indices):
/// each body cloned, the chained input taking the running value (or each
/// input its `sources` name: `v` or an earlier op's value; extended
/// or truncated where the float types differ), the others loaded from the
/// op's buffers in `args` at its indexing map of the point (computed there
/// where `args` holds null: computeTensorElement), `linalg.index` the
/// point's index, constants from outside copied in.
/// `vectors` (per op, per argument input; null where none) hold an input's
/// elements at consecutive output columns, of which the point's is element
/// `lane`: taken from there instead of loaded.
/// A row-wise op's value (GemmEpilogueOp::isRowOp) at the point's row: its
/// row slot's, computed before.
using RowValueFn = function_ref<Value(unsigned slot)>;
Value applyElementwiseChain(OpBuilder &b, Location loc,
                            ArrayRef<GemmEpilogueOp> ops,
                            ArrayRef<SmallVector<Value>> args, Value v,
                            ValueRange point,
                            ArrayRef<SmallVector<Value>> vectors = {},
                            int64_t lane = 0, RowValueFn rowValue = nullptr);
/// As applyElementwiseChain, every value: `v`, then each op's at `point`
/// (a row op's from `rowValue`).
SmallVector<Value> evaluateEpilogue(OpBuilder &b, Location loc,
                                    ArrayRef<GemmEpilogueOp> ops,
                                    ArrayRef<SmallVector<Value>> args, Value v,
                                    ValueRange point,
                                    ArrayRef<SmallVector<Value>> vectors,
                                    int64_t lane, RowValueFn rowValue);

class KernelBuilder;

/// A persistent block's work unit (KernelBuilder::forEachTile): a tile, or
/// with split-K one part of a split tile's k-tiles.
struct TileUnit {
  /// The unit's first k-tile in the block's pipeline (its stage and phase
  /// carry on across units).
  OpFoldResult base;
  /// The unit's k-tiles: kBegin ... kBegin + kCount - 1 of the tile's.
  OpFoldResult kBegin, kCount;
  /// Split-K only (null otherwise): whether the unit is a part of a split
  /// tile (an i1), which split tile (0 ... splitTiles - 1) and which part.
  Value split, splitTile, part;
};

/// A flavour's tensor-core operations: the real ones (wgmma, or ldmatrix and
/// mma.sync) or their emulation, which computes the same products from the
/// same shared memory through the same addresses.
class TensorCoreOps {
public:
  virtual ~TensorCoreOps() = default;
  /// The accumulators a thread carries through the k loop, zero.
  virtual SmallVector<Value> zero() = 0;
  /// Before the barrier that publishes a k-tile's copies.
  virtual void beforeBarrier() {}
  /// `acc` plus the product of the k-tile in `stage`. `previous` builds
  /// (the stage of the k-tile before it, an i1 saying whether there is one).
  virtual SmallVector<Value>
  multiply(Value stage, ValueRange acc,
           function_ref<std::pair<Value, Value>()> previous) = 0;
  /// After the k loop: every product complete (the last k-tile in
  /// `lastStage`).
  virtual void drain(Value lastStage) {}
  /// The thread's accumulators as pairs of consecutive columns.
  virtual void pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) = 0;
};

std::unique_ptr<TensorCoreOps> makeWarpgroupOps(KernelBuilder &kb);
std::unique_ptr<TensorCoreOps> makeMmaSyncOps(KernelBuilder &kb);

/// Which operand of a GEMM.
enum class Operand { A, B };

/// Builds one GEMM kernel (`buildGemmKernel`): one block per TM x TN tile
/// of C (block id x: the N tile, y: the M tile, z: the batch).
class KernelBuilder : public IndexArith {
public:
  KernelBuilder(OpBuilder &b, Location loc, const GemmKernelSpec &spec);

  gpu::GPUFuncOp build(gpu::GPUModuleOp module, StringRef name);

  // -- the shared-memory layout of the operand tiles ------------------------
  /// Whether `op`'s contiguous dimension is K.
  bool kMajor(Operand op) const;
  /// Whether the blocks of a cluster share `op`'s tile (each multicasting
  /// its share): B with clusterM > 1, A with clusterN > 1.
  bool multicast(Operand op) const {
    return op == Operand::B ? cfg.clusterM > 1 : cfg.clusterN > 1;
  }
  /// Rows of `op`'s tile along M or N (TM or TN).
  int64_t tileMN(Operand op) const;
  /// Element offset of `op`'s tile of `stage` in the flat pipeline view: A's
  /// stages first, then B's.
  OpFoldResult stageOffset(Operand op, OpFoldResult stage);
  /// Element offset of (mn, k) within an operand tile: K-major tiles are
  /// rows of 64 k, row mn; M- or N-major tiles are panels of 64 columns,
  /// each 64 rows of k. Every 128-byte row's 16-byte chunks are XOR-ed with
  /// the row mod 8 (the 128-byte swizzle).
  OpFoldResult tileOffset(Operand op, OpFoldResult mn, OpFoldResult k);

  const GemmKernelSpec &spec;
  const GemmShape &shape;
  const GemmConfig &cfg;
  bool emulate;
  Type elemType;

  /// The kernel's arguments and ids.
  Value argA, argB, argC, argInit;
  /// Per epilogue op, its inputs other than the chained one (arguments).
  SmallVector<SmallVector<Value>> epilogueArgs;
  /// A row-wise epilogue's row values in shared memory (rowPass).
  Value rowValues;
  Value tid, tileN, tileM, batch;
  /// Persistent (cfg.persistent()): the block's id along x, its first tile.
  Value blockId;
  /// Clusters (cfg.clusterBlocks() > 1): the block's rank in its cluster
  /// along the cluster's dimension (0 or 1), and the other block's.
  Value clusterRank, peerRank;
  /// Split-K (cfg.splitK > 1): the workspace of f32 partial sums, the
  /// split tiles' arrival counters (kernel arguments before the tensor
  /// maps) and a shared i32 through which thread 0 tells the computing
  /// threads whether their part arrived last (a workgroup attribution).
  Value argWork, argCounters, splitFlag;
  /// The dynamic shared memory, the flat view of the pipeline (elements of
  /// the input type) and its first byte's shared-window address (wgmma's
  /// descriptors; 0 when emulated).
  Value smem, flat, flatAddress, flatShift;
  /// The byte of `smem` where the epilogue stages the accumulators: 0 (over
  /// the pipeline's stages), or persistent after them.
  Value epilogueShift;
  int64_t flatElements = 0;
  /// TMA loads (cfg.load): the tensor maps of A and B (kernel arguments
  /// after the others), the stages' mbarriers (full: the loads landed) and
  /// with a producer the second set (free: the computing warpgroups are
  /// done reading the stage).
  Value mapA, mapB, barriers, freeBarriers;
  /// Ping-pong (cfg.teams() > 1): one mbarrier per team, whose phase j
  /// completes when the other team's k loop before the team's (j + 1)-th
  /// tile is done; and the computing thread's team (0 or 1; null without
  /// teams), which picks its tiles, its staging buffer and its epilogue
  /// barrier (`tid` is the thread within its team).
  Value orderBarriers, team;

  /// The tensor map type of `op`'s loads: boxes of 64 k (K-major: TM or TN
  /// rows of them; M- or N-major: a panel of 64 columns, 64 k rows), 128-byte
  /// swizzle, zeros past the tensor; a batch dimension of 1 first where the
  /// operand has one.
  Type tmaMapType(Operand op) const;

private:
  void prologue();
  /// The copies of k-tile `kTile` of `op` into `stage` (16-byte cp.async,
  /// zero-filled past the edges).
  void issue(Operand op, OpFoldResult kTile, OpFoldResult stage);
  void issueKTile(OpFoldResult kTile, OpFoldResult stage);
  /// TMA: one thread prefetches the maps' descriptors and initializes the
  /// stages' mbarriers (GemmTma.cpp).
  void initBarriers();
  /// TMA: thread 0 (every thread that runs it with `anyThread`) expects the
  /// k-tile's bytes on the stage's mbarrier and loads k-tile `kTile` of A
  /// and B into `stage`.
  void issueTma(OpFoldResult kTile, OpFoldResult stage, bool anyThread = false);
  /// With a producer (GemmTma.cpp): the kernel's body after the prologue,
  /// the producer warpgroup's loop, the computing warpgroups' k loop, a
  /// computing thread's release of `stage` (its reads of it retired) and
  /// the arrivals a free mbarrier's phase counts.
  void buildSpecialized();
  void producerLoop();
  /// The producer's loads of `unit`'s k-tiles of the current tile (the
  /// first being k-tile `unit.base` of the block's pipeline: its stage and
  /// phase).
  void produceTile(const TileUnit &unit);
  /// The computing warpgroups' k loop over `unit`'s k-tiles of the current
  /// tile; persistent, the last k-tile's stage released after the loop.
  SmallVector<Value> consumerLoop(TensorCoreOps &ops, const TileUnit &unit);
  /// Persistent: tileM, tileN and batch of tile `t` (cfg.tileGroup's
  /// order within a batch, the batch slowest).
  void setTileIds(Value t);
  /// The whole tile's unit: k-tiles 0 ... kTiles - 1 from pipeline k-tile 0.
  TileUnit wholeTile();
  /// Persistent: a loop over the block's work units (u = blockId, blockId +
  /// blocks, ...; cfg.units), `body` called inside it with the tile's ids
  /// set and the unit's index among the block's (`i`). Ping-pong, the
  /// team's share: units `team`, `team` + teams, ... of the block's.
  void forEachTile(function_ref<void(const TileUnit &, OpFoldResult i)> body,
                   Value team = Value(), int64_t teams = 1);
  /// Ping-pong: the computing threads' code, one copy for both teams (the
  /// team a value): its share of the tiles, each k loop after the other
  /// team's before it, then the tile's epilogue.
  void buildTeams();
  /// Split-K (GemmSplitK.cpp): a part's accumulators written to its
  /// workspace slot and counted on its tile's counter; the last part of the
  /// tile adds every part's sums in order and runs the epilogue.
  void finishSplit(TensorCoreOps &ops, ValueRange acc, const TileUnit &unit);
  /// The epilogue of accumulator pairs (epilogue's after ops.pairs).
  void epiloguePairs(SmallVectorImpl<AccumulatorPair> &pairs);
  /// A row-wise epilogue's values (GemmShape::epilogueRowValues), from the
  /// whole tile staged in `staged`: each thread takes rows t, t + threads,
  /// ...; per row op in order, a reduction folds the row's N columns (the
  /// ops before it evaluated at each, from the staged result) and an op
  /// over the rows takes its inputs' row values; each written to its slot
  /// of `rows` (slots x TM f32), which the ops of the output's points then
  /// read (applyEpilogue).
  void rowPass(Value staged, Value rows);
  void releaseStage(Value stage);
  int64_t releaseArrivals() const;
  /// The epilogue's barrier: the block's, or with a producer a named
  /// barrier of the computing threads (the producer has left).
  void epilogueBarrier();
  /// TMA: every thread waits for k-tile `kt`'s loads (the phase kt / stages
  /// of its stage's mbarrier).
  void waitTma(Value kt);
  /// One step of the k loop at k-tile `kt`; issues k-tile kt + lag when
  /// `refill`.
  SmallVector<Value> step(TensorCoreOps &ops, Value kt, ValueRange acc,
                          bool refill);
  SmallVector<Value> mainLoop(TensorCoreOps &ops);
  void epilogue(TensorCoreOps &ops, ValueRange acc);
  /// The columns of C one thread stores at once (8; where N is not a multiple
  /// of 8, the largest power of two dividing it).
  int64_t storeWidth() const;
  /// Stores the staged slice of the tile's columns colOffset ... colOffset +
  /// cols - 1: each thread the W-element chunks (W = storeWidth()) t +
  /// threads i of the slice's rows of cols / W chunks (chunk t mod (cols / W)
  /// of rows t / (cols / W) + (threads / (cols / W)) i where the threads are a
  /// multiple of a row's chunks, else, as for TN = 192, row and chunk of each
  /// index apart; the last round's threads past the slice's chunks idle
  /// where the threads do not share them evenly).
  void storeSlice(Value staged, int64_t colOffset, int64_t cols);
  void storeRow(Value staged, OpFoldResult row, OpFoldResult chunk,
                int64_t colOffset = 0);
  /// Whether the epilogue stages results in the GEMM's output type, the
  /// constant and the init added before (GemmConfig::stagedElement), rather
  /// than the f32 accumulators.
  bool stagesResults() const { return cfg.persistent(); }
  /// Whether the fused epilogue runs on the accumulators before the staging
  /// (GemmConfig::stageOutputs): the staging then holds its outputs.
  bool stagesOutputs() const {
    return stagesResults() && cfg.stageOutputs && !spec.epilogue.empty();
  }
  /// Accumulator `v` at tile row `row`, column `col`, as the GEMM's result:
  /// the constant and the init (its element, clamped into C) added,
  /// rounded to the output type.
  Value finishAccumulator(Value v, OpFoldResult row, OpFoldResult col);
  /// `v` (a result in the GEMM's output type) through the epilogue ops at
  /// output point `point` (batch, row, column indices of C); `vectors` and
  /// `lane` as applyElementwiseChain takes them.
  Value applyEpilogue(Value v, ValueRange point,
                      ArrayRef<SmallVector<Value>> vectors = {},
                      int64_t lane = 0);
  /// The epilogue ops' argument inputs read along the output's columns
  /// (their innermost index the point's column, contiguous in a buffer of
  /// rows of `width`-multiples), as vectors of `width` elements from output
  /// point `point` on: one load a chunk instead of one an element (null
  /// for the others).
  SmallVector<SmallVector<Value>> loadEpilogueVectors(ValueRange point,
                                                      int64_t width);
  /// Indices into a global operand of `op` (A, B, C or the init): the batch
  /// index first where it has one.
  SmallVector<Value> globalIndices(bool batched, OpFoldResult row,
                                   OpFoldResult col);
  /// Indices into an implicit-GEMM operand (shape.window) of row `p` (a
  /// pixel; for A, of all images), the chunk at `k`: the image (the batch
  /// for B), the input row and column, the channel.
  SmallVector<Value> windowIndices(OpFoldResult p, OpFoldResult k);
  /// The epilogue ops' loop indices of output point (row, column): C's
  /// indices, or for an implicit-GEMM convolution its result's (the pixel
  /// split into image, output row and column).
  SmallVector<Value> epiloguePoint(OpFoldResult row, OpFoldResult col);

  /// Emulation: 8 NaNs of the input type (stored where a copy is issued).
  Value poison;
};

} // namespace mlir::kfusion::gemm

#endif // KFUSION_LIB_GEMM_GEMMKERNEL_H
