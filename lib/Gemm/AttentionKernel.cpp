//===- AttentionKernel.cpp - The fused attention kernel -------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FlashAttention (Dao et al., 2022; the Hopper form of FlashAttention-3
// without its warp specialization) as one kernel over the GEMM kernels'
// pieces: a block per 64 x G queries and batch, warpgroup w its 64 queries.
// Shared memory (elements of the input type, from a 1024-byte aligned
// byte): Q's G x 64 rows in tiles of 64 head columns; two stages of K's and
// V's tiles of 64 keys; each warpgroup's 64 x 64 probabilities. Every tile
// is rows of 128 bytes under the 128-byte swizzle (K-major tiles and M- or
// N-major panels alike, swizzledRowOffset), filled by 16-byte cp.async,
// zero past the edges.
//
// Per key tile j: tile j waited for and published by the one block barrier
// of the tile, past which every warpgroup has left tile j - 1, whose stage
// the copies of tile j + 1 then take; S = Q K^T by wgmma (64 x 64 per
// warpgroup); the score ops
// applied per element at (batch, query, key), keys past the end -inf; per
// row the running maximum m and sum l (each thread its 16 values of a row,
// the row's four threads combined by shuffles): m' = max(m, max_j x),
// P = exp(x - m'), l = l exp(m - m') + sum P, O = O exp(m - m') (exp by
// PTX ex2.approx: fastmath<afn>); P stored
// in the input type, the warpgroup's threads met at its named barrier;
// O += P V by wgmma. At the end O / l (l's four
// threads combined) through the epilogue ops, stored. A row of -inf scores
// keeps m = -inf and subtracts 0 (no NaN from -inf - -inf); its l is 0 and
// its O 0 / 0, NaN, as the unfused softmax gives.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Gemm/Attention.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

static int64_t roundUp64(int64_t v) { return (v + 63) / 64 * 64; }

int64_t AttentionConfig::sharedBytes(const AttentionShape &s) const {
  int64_t dp = roundUp64(s.headDim), dvp = roundUp64(s.valueDim);
  int64_t elements = tileQueries() * dp + kStages * kTileKeys * (dp + dvp) +
                     groups * 64 * kTileKeys;
  return 2 * elements + 1024;
}

std::string mlir::kfusion::whyNoAttentionKernel(const AttentionShape &s) {
  if (s.input == GemmElement::F32)
    return "f32 inputs (the kernel multiplies f16 or bf16)";
  if (s.headDim % 8 || s.valueDim % 8)
    return "a head width of " + std::to_string(s.headDim) + " and " +
           std::to_string(s.valueDim) +
           " values, not multiples of 8 (16-byte copies)";
  if (s.headDim > 256 || s.valueDim > 256)
    return "a head wider than 256 (its accumulators would not fit in "
           "registers)";
  if ((!s.keysRows || !s.valuesRows) && s.keys % 8)
    return std::to_string(s.keys) +
           " keys, not a multiple of 8, stored last (16-byte copies)";
  return "";
}

std::string mlir::kfusion::whyNoInterleavedHeads(const AttentionShape &s,
                                                 unsigned which,
                                                 MemRefType layout) {
  if (!layout)
    return "";
  static const char *names[] = {"Q", "K", "V", "O"};
  std::string name = names[which];
  if (!s.batched || layout.getRank() != 4 || !layout.hasStaticShape())
    return name + " is no static [batch, rows, heads, columns] memref";
  if ((which == 1 && !s.keysRows) || (which == 2 && !s.valuesRows))
    return name + " is read keys-last";
  int64_t rows = which == 0 || which == 3 ? s.queries : s.keys;
  int64_t cols = which < 2 ? s.headDim : s.valueDim;
  ArrayRef<int64_t> d = layout.getShape();
  if (d[0] * d[2] != s.batch || d[1] != rows || d[3] != cols)
    return name + "'s [" + std::to_string(d[0]) + ", " + std::to_string(d[1]) +
           ", " + std::to_string(d[2]) + ", " + std::to_string(d[3]) +
           "] are not its batch of heads, rows and columns";
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(layout.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return name + "'s strides are not static";
  // 16-byte copies (and stores of two elements) from 16-byte aligned rows.
  if (strides[3] != 1 || offset % 8 || strides[0] % 8 || strides[1] % 8 ||
      strides[2] % 8)
    return name + "'s rows are not 16-byte aligned with contiguous columns";
  return "";
}

AttentionConfig
mlir::kfusion::chooseAttentionConfig(const AttentionShape &shape,
                                     const DeviceDescription &device) {
  AttentionConfig c;
  int64_t blocks128 = (shape.queries + 127) / 128 * shape.batch;
  if (blocks128 < device.multiprocessors || shape.queries <= 64)
    c.groups = 1;
  return c;
}

/// Key tiles block `q` computes under `offset` (AttentionKernelSpec).
static int64_t tilesOfBlock(int64_t q, int64_t tileQueries, int64_t tiles,
                            std::optional<int64_t> offset) {
  if (!offset)
    return tiles;
  int64_t end = (q + 1) * tileQueries + *offset;
  int64_t t = end <= 0 ? 0 : (end + 63) / 64;
  return std::min(tiles, t);
}

double mlir::kfusion::attentionTilesComputed(const AttentionShape &s,
                                             const AttentionConfig &c,
                                             std::optional<int64_t> offset) {
  int64_t tiles = (s.keys + 63) / 64, blocks = c.gridX(s);
  if (!offset || tiles == 0 || blocks == 0)
    return 1;
  int64_t sum = 0;
  for (int64_t q = 0; q < blocks; ++q)
    sum += tilesOfBlock(q, c.tileQueries(), tiles, offset);
  return double(sum) / double(tiles * blocks);
}

double mlir::kfusion::estimateAttention(const AttentionShape &s,
                                        const AttentionConfig &c,
                                        const DeviceDescription &device,
                                        int64_t extraBytes,
                                        double tilesComputed) {
  int64_t in = gemmElementBytes(s.input);
  double dram =
      double(s.batch) * in *
          (s.queries * s.headDim + s.keys * (s.headDim + s.valueDim)) +
      double(s.batch) * s.queries * s.valueDim * 4 + extraBytes;
  double l2 = tilesComputed * double(c.gridX(s)) * s.batch * s.keys *
              (s.headDim + s.valueDim) * in;
  // Synchronous wgmma with the softmax between the products, one block
  // barrier a key tile: an eighth of the tensor rate, as measured on the
  // H200 (115-124 TFLOP/s for BERT's and LLaMA's attention at 4096 tokens:
  // bench/results/2026-12-02-models-h200-attention-barriers; GPT-2's, whose
  // mask is loaded a byte per score, reached 57).
  constexpr double kTensorShare = 0.125;
  double tensor =
      tilesComputed * s.flops() / (kTensorShare * device.tensorRate);
  double exps =
      tilesComputed * 4.0 * s.batch * s.queries * s.keys / device.f32Rate;
  return std::max({tensor + exps, dram / device.dramBandwidth,
                   l2 / device.l2Bandwidth}) +
         device.launchOverhead;
}

namespace {
class AttentionBuilder : public IndexArith {
public:
  AttentionBuilder(OpBuilder &b, Location loc, const AttentionKernelSpec &spec)
      : IndexArith(b, loc), spec(spec), shape(spec.shape), cfg(spec.config),
        dp(roundUp64(spec.shape.headDim)), dvp(roundUp64(spec.shape.valueDim)) {
    elemType = typeOf(shape.input);
  }

  gpu::GPUFuncOp build(gpu::GPUModuleOp module, StringRef name);

private:
  static constexpr int64_t kTile = AttentionConfig::kTileKeys;

  Type typeOf(GemmElement e) { return gemmElementType(e, b.getContext()); }
  /// Element offsets in the flat view: Q's tile `kt`, K's and V's stage,
  /// this warpgroup's probabilities.
  int64_t qTile(int64_t kt) const { return kt * cfg.tileQueries() * 64; }
  int64_t kStage(int64_t s) const {
    return cfg.tileQueries() * dp + s * kTile * dp;
  }
  int64_t vStage(int64_t s) const {
    return cfg.tileQueries() * dp + AttentionConfig::kStages * kTile * dp +
           s * kTile * dvp;
  }
  int64_t pBase() const {
    return cfg.tileQueries() * dp +
           AttentionConfig::kStages * kTile * (dp + dvp);
  }
  OpFoldResult stageOffset(bool k, OpFoldResult stage) {
    int64_t s0 = k ? kStage(0) : vStage(0), s1 = k ? kStage(1) : vStage(1);
    return add(b.getIndexAttr(s0), mul(stage, s1 - s0));
  }

  void prologue();
  /// Copies `rows` rows of 64 columns of `src` [batch, rowExtent,
  /// colExtent] from (r0, c0) into the swizzled rows at `dst`.
  void copyRows(Value src, int64_t rows, OpFoldResult r0, OpFoldResult c0,
                OpFoldResult dst);
  void issueQ();
  void issueKV(OpFoldResult tile, OpFoldResult stage);
  /// One key tile: the loop's carried values (m and l per row h, then O's
  /// accumulator) updated.
  SmallVector<Value> keyTile(Value tile, ValueRange carried, Value tiles);
  /// The key tiles this block computes: all, or those before the hidden
  /// ones (spec.keyTileOffset).
  Value tilesOfThisBlock(int64_t tiles);
  void store(ArrayRef<Value> l, ValueRange acc);
  Value shuffleXor(Value v, int64_t mask);
  /// The threads of this warpgroup meet (its probabilities written before
  /// its wgmma reads them): the block barrier with one warpgroup, else
  /// named barrier 1 + warpgroup of 128 threads.
  void warpgroupBarrier();
  /// Indices (batch,) i, j: of an op's point.
  SmallVector<Value> point(Value i, Value j) {
    if (!shape.batched)
      return {i, j};
    return {batch, i, j};
  }
  /// Indices of row i, column j of operand `v` (Q, K, V or O) for this
  /// block's batch: (batch / H, i, batch % H, j) where its rows interleave H
  /// heads (AttentionKernelSpec::layouts).
  SmallVector<Value> operandAt(Value v, Value i, Value j) {
    auto type = cast<MemRefType>(v.getType());
    if (type.getRank() != 4)
      return point(i, j);
    int64_t heads = type.getDimSize(2);
    return {val(divu(batch, heads)), i, val(remu(batch, heads)), j};
  }

  const AttentionKernelSpec &spec;
  const AttentionShape &shape;
  const AttentionConfig &cfg;
  int64_t dp, dvp;
  Type elemType;
  Value argQ, argK, argV, argO;
  SmallVector<SmallVector<Value>> scoreArgs, epilogueArgs;
  Value tid, qBlock, batch, flat, flatAddress, poison;
  OpFoldResult wg, queryBase;
  std::unique_ptr<WgmmaUnit> unit;
};
} // namespace

gpu::GPUFuncOp AttentionBuilder::build(gpu::GPUModuleOp module,
                                       StringRef name) {
  Type in = elemType;
  auto buffer3 = [&](int64_t d1, int64_t d2, Type t) {
    if (!shape.batched)
      return MemRefType::get({d1, d2}, t);
    return MemRefType::get({shape.batch, d1, d2}, t);
  };
  Type outElem =
      spec.epilogue.empty()
          ? typeOf(shape.output)
          : cast<ShapedType>(spec.epilogue.back().op->getResult(0).getType())
                .getElementType();
  SmallVector<Type> argTypes{
      buffer3(shape.queries, shape.headDim, in),
      shape.keysRows ? buffer3(shape.keys, shape.headDim, in)
                     : buffer3(shape.headDim, shape.keys, in),
      shape.valuesRows ? buffer3(shape.keys, shape.valueDim, in)
                       : buffer3(shape.valueDim, shape.keys, in),
      buffer3(shape.queries, shape.valueDim, outElem)};
  for (auto [i, layout] : llvm::enumerate(spec.layouts))
    if (layout)
      argTypes[i] = layout;
  appendOtherInputTypes(spec.scoreOps, argTypes, spec.computedInputs);
  appendOtherInputTypes(spec.epilogue, argTypes);
  OpBuilder::InsertionGuard guard(b);
  gpu::GPUFuncOp kernel = beginKernel(module, name, argTypes, cfg.threads());
  // Two blocks a multiprocessor where their registers can be: 128 a thread
  // for two warpgroups. ptxas gives GPT-2's causal kernel (head 64, the mask
  // computed in it) 133 and one block otherwise; asked for two, 128 and no
  // spills. Heads of 128 need about 200 (LLaMA-7B's): left to ptxas.
  if (cfg.groups == 2 && shape.headDim <= 64 && shape.valueDim <= 64)
    kernel->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    b.getI32IntegerAttr(2));
  argQ = entry->getArgument(0);
  argK = entry->getArgument(1);
  argV = entry->getArgument(2);
  argO = entry->getArgument(3);
  unsigned next = 4;
  scoreArgs = bindOtherInputs(spec.scoreOps, entry, next, spec.computedInputs);
  epilogueArgs = bindOtherInputs(spec.epilogue, entry, next);
  prologue();

  int64_t tiles = (shape.keys + kTile - 1) / kTile;
  issueQ();
  issueKV(b.getIndexAttr(0), b.getIndexAttr(0));
  NVVM::CpAsyncCommitGroupOp::create(b, loc);
  Value negInf = cstF32(-std::numeric_limits<double>::infinity());
  SmallVector<Value> carried{negInf, negInf, cstF32(0), cstF32(0)};
  carried.append(unit->zero(dvp));
  Value bound = tilesOfThisBlock(tiles);
  auto forOp = scf::ForOp::create(b, loc, cst(0), bound, cst(1), carried);
  {
    OpBuilder::InsertionGuard loopGuard(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> out =
        keyTile(forOp.getInductionVar(), forOp.getRegionIterArgs(), bound);
    if (forOp.getBody()->mightHaveTerminator())
      forOp.getBody()->getTerminator()->erase();
    scf::YieldOp::create(b, loc, out);
  }
  NVVM::CpAsyncWaitGroupOp::create(b, loc, 0);
  SmallVector<Value> results(forOp.getResults());
  store({results[2], results[3]}, ValueRange(results).drop_front(4));
  gpu::ReturnOp::create(b, loc);
  return kernel;
}

/// Ids, the dynamic shared memory and its flat view: from the first
/// 1024-byte aligned byte for real wgmma (its swizzle is computed on address
/// bits 4-9), from byte 0 when emulated.
void AttentionBuilder::prologue() {
  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  if (spec.keyTileOffset) {
    // Hidden tiles make the later query blocks the longest: launched first
    // (the grid's x the batch, its y the query blocks from the last), so
    // that the short ones fill the last wave (longest processing time
    // first, as FlashAttention schedules causal blocks).
    batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    Value y = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
    qBlock = arith::SubIOp::create(b, loc, cst(cfg.gridX(shape) - 1), y);
  } else {
    qBlock = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  }
  wg = divu(tid, 128);
  queryBase = add(mul(qBlock, cfg.tileQueries()), mul(wg, 64));
  SharedView view = sharedView(pBase() + cfg.groups * 64 * kTile, elemType,
                               /*align=*/!spec.emulate);
  flat = view.flat;
  flatAddress = view.flatAddress;
  unit = std::make_unique<WgmmaUnit>(*this, flat, flatAddress, elemType,
                                     spec.emulate, remu(tid, 128));
}

void AttentionBuilder::copyRows(Value src, int64_t rows, OpFoldResult r0,
                                OpFoldResult c0, OpFoldResult dst) {
  auto type = cast<MemRefType>(src.getType());
  int64_t rank = type.getRank();
  // [batch / H, rows, H, columns] where the rows interleave heads.
  int64_t rowExtent = type.getDimSize(rank == 4 ? 1 : rank - 2),
          colExtent = type.getDimSize(rank - 1);
  int64_t rowStep = cfg.threads() / 8;
  OpFoldResult chunk = remu(tid, 8), rFirst = divu(tid, 8);
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  for (int64_t i = 0; i * rowStep < rows; ++i) {
    OpFoldResult r = add(rFirst, b.getIndexAttr(rowStep * i));
    OpFoldResult grow = add(r0, r), gcol = add(c0, mul(chunk, 8));
    Value rowOk = rowExtent % rows ? less(grow, rowExtent) : Value();
    Value colOk = colExtent % 64 ? less(gcol, colExtent) : Value();
    Value valid = andi(rowOk, colOk);
    Value count;
    if (valid) {
      count = arith::SelectOp::create(b, loc, valid, cst(8), cst(0));
      if (rowOk)
        grow = minu(grow, rowExtent - 1);
      if (colOk)
        gcol = minu(gcol, colExtent - 8);
    }
    OpFoldResult at = add(dst, swizzledRowOffset(*this, r, mul(chunk, 8)));
    if (spec.emulate) {
      // NaNs at the issue stand for the copy's earliest write (kfusion-sim
      // performs it at the wait): a stage refilled while it is read shows.
      if (!poison) {
        auto vec = VectorType::get({8}, elemType);
        poison = atEntry(DenseElementsAttr::get(
            vec,
            b.getFloatAttr(
                elemType, APFloat::getNaN(
                              cast<FloatType>(elemType).getFloatSemantics()))));
      }
      vector::StoreOp::create(b, loc, poison, flat, ValueRange{val(at)});
    }
    nvgpu::DeviceAsyncCopyOp::create(b, loc, tokenType, flat,
                                     ValueRange{val(at)}, src,
                                     operandAt(src, val(grow), val(gcol)),
                                     b.getIndexAttr(8), count, b.getUnitAttr());
  }
}

void AttentionBuilder::issueQ() {
  for (int64_t kt = 0; kt < dp / 64; ++kt)
    copyRows(argQ, cfg.tileQueries(), mul(qBlock, cfg.tileQueries()),
             b.getIndexAttr(kt * 64), b.getIndexAttr(qTile(kt)));
}

void AttentionBuilder::issueKV(OpFoldResult tile, OpFoldResult stage) {
  OpFoldResult k = stageOffset(true, stage), v = stageOffset(false, stage);
  OpFoldResult key0 = mul(tile, kTile);
  // K: per 64 head columns a tile of 64 key rows, or (keys last) a panel
  // of 64 head rows of 64 keys.
  for (int64_t kt = 0; kt < dp / 64; ++kt) {
    OpFoldResult at = add(k, b.getIndexAttr(kt * 64 * 64));
    if (shape.keysRows)
      copyRows(argK, kTile, key0, b.getIndexAttr(kt * 64), at);
    else
      copyRows(argK, 64, b.getIndexAttr(kt * 64), key0, at);
  }
  // V: panels of 64 value columns of 64 key rows, or (keys last) the value
  // rows of 64 keys.
  if (shape.valuesRows) {
    for (int64_t p = 0; p < dvp / 64; ++p)
      copyRows(argV, kTile, key0, b.getIndexAttr(p * 64),
               add(v, b.getIndexAttr(p * 64 * 64)));
  } else {
    copyRows(argV, dvp, b.getIndexAttr(0), key0, v);
  }
}

void AttentionBuilder::warpgroupBarrier() {
  if (cfg.groups == 1) {
    gpu::BarrierOp::create(b, loc);
    return;
  }
  // One branch per warpgroup (a barrier's id is a constant).
  Value w = val(wg);
  for (int64_t g = 0; g < cfg.groups; ++g) {
    Value mine =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, w, cst(g));
    auto ifOp = scf::IfOp::create(b, loc, mine, false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    NamedBarrierOp::create(b, loc, int32_t(1 + g), int32_t(128));
  }
}

Value AttentionBuilder::shuffleXor(Value v, int64_t mask) {
  return gpu::ShuffleOp::create(b, loc, v, cstI32(mask), cstI32(32),
                                gpu::ShuffleMode::XOR)
      .getShuffleResult();
}

Value AttentionBuilder::tilesOfThisBlock(int64_t tiles) {
  if (!spec.keyTileOffset)
    return cst(tiles);
  // min(tiles, ceil(max(0, (q + 1) Q + c) / 64)), in signed arithmetic.
  int64_t c = cfg.tileQueries() + *spec.keyTileOffset + 63;
  Value end = arith::AddIOp::create(b, loc, val(mul(qBlock, cfg.tileQueries())),
                                    cst(c));
  end = arith::MaxSIOp::create(b, loc, end, cst(0));
  Value t = arith::DivSIOp::create(b, loc, end, cst(64));
  return arith::MinSIOp::create(b, loc, t, cst(tiles));
}

SmallVector<Value> AttentionBuilder::keyTile(Value tile, ValueRange carried,
                                             Value tiles) {
  WgmmaUnit &u = *unit;
  Value stage = val(remu(tile, 2));
  // Tile j complete and published; past the barrier every warpgroup has
  // finished tile j - 1, whose stage takes tile j + 1 (an empty group past
  // the end, so that every wait counts the same).
  NVVM::CpAsyncWaitGroupOp::create(b, loc, 0);
  auto fenceProxy = [&] {
    // Generic-proxy writes (the copies, the probabilities) made visible to
    // wgmma's async proxy.
    if (!spec.emulate)
      NVVM::FenceProxyOp::create(
          b, loc, NVVM::ProxyKind::async_shared,
          NVVM::SharedSpaceAttr::get(b.getContext(),
                                     NVVM::SharedSpace::shared_cta));
  };
  fenceProxy();
  gpu::BarrierOp::create(b, loc);
  Value nextTile = arith::AddIOp::create(b, loc, tile, cst(1));
  Value more =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, nextTile, tiles);
  auto prefetch = scf::IfOp::create(b, loc, more, false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(prefetch.thenBlock());
    issueKV(nextTile, remu(nextTile, 2));
  }
  NVVM::CpAsyncCommitGroupOp::create(b, loc);

  // S = Q K^T: 64 queries x 64 keys per warpgroup.
  bool kK = shape.keysRows;
  SmallVector<Value> s = u.zero(kTile);
  u.fence();
  for (int64_t kt = 0; kt < dp / 64; ++kt) {
    Value descQ =
        u.descriptor(add(b.getIndexAttr(qTile(kt)), mul(wg, 64 * 64)), true);
    Value descK = u.descriptor(
        add(stageOffset(true, stage), b.getIndexAttr(kt * 64 * 64)), kK);
    for (int64_t ks = 0; ks < 4; ++ks)
      s = u.mma(u.advance(descQ, ks * WgmmaUnit::stepBytes(true)),
                u.advance(descK, ks * WgmmaUnit::stepBytes(kK)), true, kK,
                kTile, s);
  }
  u.commit();
  u.wait(0);

  // The scores through the score ops, the running maximum and sum.
  SmallVector<Value> sv = u.values(s, kTile);
  Type scoreType = typeOf(shape.scores);
  Value negInf = cstF32(-std::numeric_limits<double>::infinity());
  OpFoldResult key0 = mul(tile, kTile);
  SmallVector<Value> x(sv.size());
  Value m[2], l[2], alpha[2];
  for (int64_t h = 0; h < 2; ++h) {
    // Queries and keys past the end are computed on zeros and dropped: the
    // score ops read their inputs at the last ones.
    OpFoldResult q = add(queryBase, u.row(h));
    Value query =
        val(shape.queries % cfg.tileQueries() ? minu(q, shape.queries - 1) : q);
    Value rowMax;
    for (int64_t j = 0; j < kTile / 8; ++j)
      for (int64_t e = 0; e < 2; ++e) {
        int64_t i = 4 * j + 2 * h + e;
        OpFoldResult keyAt = add(key0, u.col(j, e));
        Value key =
            val(shape.keys % kTile ? minu(keyAt, shape.keys - 1) : keyAt);
        Value v = sv[i];
        if (scoreType != f32)
          v = arith::TruncFOp::create(b, loc, scoreType, v);
        v = applyElementwiseChain(b, loc, spec.scoreOps, scoreArgs, v,
                                  point(query, key));
        if (v.getType() != f32)
          v = arith::ExtFOp::create(b, loc, f32, v);
        if (shape.keys % kTile)
          v = arith::SelectOp::create(b, loc, less(keyAt, shape.keys), v,
                                      negInf);
        x[i] = v;
        rowMax = rowMax ? arith::MaximumFOp::create(b, loc, rowMax, v) : v;
      }
    for (int64_t mask : {1, 2})
      rowMax =
          arith::MaximumFOp::create(b, loc, rowMax, shuffleXor(rowMax, mask));
    m[h] = arith::MaximumFOp::create(b, loc, carried[h], rowMax);
    Value allMasked =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, m[h], negInf);
    Value use = arith::SelectOp::create(b, loc, allMasked, cstF32(0), m[h]);
    // exp with fastmath<afn>: PTX ex2.approx of x log2(e), 2 instructions
    // (libdevice's __nv_fast_expf) where the exact expf takes 11, per
    // score; the probabilities are rounded to the input type after it, as
    // FlashAttention's exp2f. (kfusion-sim computes the exact exp.)
    auto fastExp = [&](Value x) {
      return math::ExpOp::create(b, loc, x, arith::FastMathFlags::afn);
    };
    alpha[h] = fastExp(arith::SubFOp::create(b, loc, carried[h], use));
    Value sum = arith::MulFOp::create(b, loc, carried[2 + h], alpha[h]);
    for (int64_t j = 0; j < kTile / 8; ++j)
      for (int64_t e = 0; e < 2; ++e) {
        int64_t i = 4 * j + 2 * h + e;
        x[i] = fastExp(arith::SubFOp::create(b, loc, x[i], use));
        sum = arith::AddFOp::create(b, loc, sum, x[i]);
      }
    l[h] = sum;
  }

  // The probabilities into this warpgroup's 64 x 64 tile, in the input type.
  OpFoldResult pAt = add(b.getIndexAttr(pBase()), mul(wg, 64 * kTile));
  auto pairType = VectorType::get({2}, elemType);
  for (int64_t j = 0; j < kTile / 8; ++j)
    for (int64_t h = 0; h < 2; ++h) {
      int64_t i = 4 * j + 2 * h;
      Value pair = vector::FromElementsOp::create(
          b, loc, pairType,
          ValueRange{arith::TruncFOp::create(b, loc, elemType, x[i]),
                     arith::TruncFOp::create(b, loc, elemType, x[i + 1])});
      OpFoldResult at =
          add(pAt, swizzledRowOffset(*this, u.row(h), u.col(j, 0)));
      vector::StoreOp::create(b, loc, pair, flat, ValueRange{val(at)},
                              /*nontemporal=*/false, llvm::MaybeAlign(4));
    }
  fenceProxy();
  warpgroupBarrier();

  // O = O exp(m - m') + P V.
  SmallVector<Value> o = u.values(carried.drop_front(4), dvp);
  for (int64_t j = 0; j < dvp / 8; ++j)
    for (int64_t h = 0; h < 2; ++h)
      for (int64_t e = 0; e < 2; ++e) {
        Value &v = o[4 * j + 2 * h + e];
        v = arith::MulFOp::create(b, loc, v, alpha[h]);
      }
  SmallVector<Value> acc = u.fromValues(o, dvp);
  bool vK = !shape.valuesRows;
  Value descP = u.descriptor(pAt, true);
  Value descV = u.descriptor(stageOffset(false, stage), vK);
  u.fence();
  for (int64_t ks = 0; ks < kTile / 16; ++ks)
    acc = u.mma(u.advance(descP, ks * WgmmaUnit::stepBytes(true)),
                u.advance(descV, ks * WgmmaUnit::stepBytes(vK)), true, vK, dvp,
                acc);
  u.commit();
  u.wait(0);
  SmallVector<Value> out{m[0], m[1], l[0], l[1]};
  out.append(acc);
  return out;
}

/// O / l (O times 1 / l) through the epilogue ops, stored two columns at a time
/// where the query and the columns exist.
void AttentionBuilder::store(ArrayRef<Value> lIn, ValueRange acc) {
  WgmmaUnit &u = *unit;
  SmallVector<Value> o = u.values(acc, dvp);
  Type outType = cast<MemRefType>(argO.getType()).getElementType();
  Type gemmOut = typeOf(shape.output);
  // 1 / l once a row (one IEEE division), then a product per element, as
  // FlashAttention normalizes: a division per element was 64 IEEE divisions
  // a thread (about ten instructions each) at head size 128.
  Value inv[2];
  for (int64_t h = 0; h < 2; ++h) {
    Value l = lIn[h];
    for (int64_t mask : {1, 2})
      l = arith::AddFOp::create(b, loc, l, shuffleXor(l, mask));
    inv[h] = arith::DivFOp::create(
        b, loc, arith::ConstantOp::create(b, loc, b.getF32FloatAttr(1.0)), l);
  }
  for (int64_t h = 0; h < 2; ++h) {
    OpFoldResult query = add(queryBase, u.row(h));
    Value rowOk = shape.queries % cfg.tileQueries() ? less(query, shape.queries)
                                                    : Value();
    for (int64_t j = 0; j < dvp / 8; ++j) {
      OpFoldResult col = u.col(j, 0);
      Value colOk = shape.valueDim % 64 ? less(col, shape.valueDim) : Value();
      Value ok = andi(rowOk, colOk);
      auto emit = [&] {
        SmallVector<Value> pair;
        for (int64_t e = 0; e < 2; ++e) {
          Value v = arith::MulFOp::create(b, loc, o[4 * j + 2 * h + e], inv[h]);
          if (gemmOut != f32)
            v = arith::TruncFOp::create(b, loc, gemmOut, v);
          v = applyElementwiseChain(b, loc, spec.epilogue, epilogueArgs, v,
                                    point(val(query), val(u.col(j, e))));
          pair.push_back(v);
        }
        Value vec = vector::FromElementsOp::create(
            b, loc, VectorType::get({2}, outType), pair);
        vector::StoreOp::create(
            b, loc, vec, argO, operandAt(argO, val(query), val(col)),
            /*nontemporal=*/false,
            llvm::MaybeAlign(2 * outType.getIntOrFloatBitWidth() / 8));
      };
      if (!ok) {
        emit();
        continue;
      }
      auto ifOp = scf::IfOp::create(b, loc, ok, false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      emit();
    }
  }
}

gpu::GPUFuncOp
mlir::kfusion::buildAttentionKernel(OpBuilder &builder, Location loc,
                                    gpu::GPUModuleOp module, StringRef name,
                                    const AttentionKernelSpec &spec) {
  return AttentionBuilder(builder, loc, spec).build(module, name);
}

gpu::LaunchFuncOp mlir::kfusion::launchAttentionKernel(
    GpuHostFunction &host, gpu::GPUModuleOp module, StringRef name,
    const AttentionKernelSpec &spec, ValueRange args, Location kernelLoc) {
  OpBuilder &hb = host.builder();
  Location loc = host.getLoc();
  OpBuilder kb(hb.getContext());
  gpu::GPUFuncOp kernel =
      buildAttentionKernel(kb, kernelLoc, module, name, spec);
  auto index = [&](int64_t v) {
    return arith::ConstantIndexOp::create(hb, loc, v);
  };
  const AttentionConfig &c = spec.config;
  Value one = index(1);
  gpu::KernelDim3 grid{index(c.gridX(spec.shape)), index(spec.shape.batch),
                       one};
  if (spec.keyTileOffset)
    std::swap(grid.x, grid.y);
  Value smemSize = arith::ConstantIntOp::create(hb, loc, hb.getI32Type(),
                                                c.sharedBytes(spec.shape));
  gpu::LaunchFuncOp launch =
      host.launch(kernel, grid, gpu::KernelDim3{index(c.threads()), one, one},
                  smemSize, args, kernelLoc);
  launch->setAttr(kGemmFlavourAttr, StringAttr::get(hb.getContext(), "wgmma"));
  return launch;
}
