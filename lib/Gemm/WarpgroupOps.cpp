//===- WarpgroupOps.cpp - wgmma and its emulation -------------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `wgmma` flavour's tensor-core operations: a warpgroup (128 threads)
// per 64 x TN/GN sub-tile, `nvvm.wgmma.mma_async` m64nNk16 on shared-memory
// descriptors (start address, leading and stride byte offsets in 16-byte
// units, the 128-byte swizzle in bits 62-63), four per k-tile, one group
// committed per k-tile and the one before waited for. The descriptors:
//  - K-major operand (A [M, K], B [N, K]): rows of 128 bytes, 8-row atoms
//    1024 bytes apart (stride byte offset); a k16 step adds 32 bytes;
//  - M- or N-major operand (A [K, M], B [K, N]): panels of 64 columns (the
//    leading byte offset, 64 k-rows x 128 bytes), 8 k-rows 1024 bytes apart;
//    a k16 step adds 16 k-rows, 2048 bytes; wgmma's transposed layout.
// The emulation decodes the same descriptors as the hardware does (the
// element's address from the fields and the layout, then the swizzle of
// address bits 4-6 by bits 7-9) and multiplies in f32; it reads a group's
// operands again at the wait that retires it, so that kfusion-sim sees a
// copy into a stage the hardware may still be reading.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

/// Bytes of a swizzle atom (8 rows of 128 bytes): the stride byte offset.
static constexpr int64_t kAtomBytes = 1024;
/// Bytes of an M- or N-major panel: 64 k-rows of 128 bytes.
static constexpr int64_t kPanelBytes = 64 * 128;

namespace {
class WarpgroupOps : public TensorCoreOps {
public:
  explicit WarpgroupOps(KernelBuilder &kb);

  SmallVector<Value> zero() override;
  void beforeBarrier() override;
  SmallVector<Value>
  multiply(Value stage, ValueRange acc,
           function_ref<std::pair<Value, Value>()> previous) override;
  void drain(Value lastStage) override;
  void pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) override;

private:
  /// The descriptor of `op` for the k-tile in `stage`, k16 step `ks`.
  Value descriptor(Operand op, Value stage, int64_t ks);
  /// Emulation: the products of one k16 step, and the reads that retire a
  /// group.
  SmallVector<Value> emulateStep(Value descA, Value descB, ValueRange acc);
  void emulateReads(Value stage);
  /// Emulation: the byte address, before the swizzle, of element (mn, k) of
  /// a descriptor's matrix: its mn part (per thread) and its k part.
  struct Decoded {
    Value start, leading, stride, mask;
  };
  Decoded decode(Value desc);
  Value mnPart(const Decoded &d, bool kMajor, OpFoldResult mn);
  Value kPart(const Decoded &d, bool kMajor, Value k);
  /// The element at shared byte `addr` (swizzled by `mask`), as f32.
  Value load(Value addr, Value mask);

  KernelBuilder &kb;
  OpBuilder &b;
  Location loc;
  int64_t subN;
  Type accType;
  /// The warp within the warpgroup, lane / 4 and lane mod 4; the
  /// warpgroup's first row and column in the tile.
  OpFoldResult warp4, quad, inQuad, rowBase, colBase;
  /// The descriptors of stage 0, k16 step 0.
  Value descA0, descB0;
};
} // namespace

WarpgroupOps::WarpgroupOps(KernelBuilder &kb)
    : kb(kb), b(kb.b), loc(kb.loc) {
  const GemmConfig &c = kb.cfg;
  subN = c.tileN / c.groupsN;
  SmallVector<Type> fields(subN / 2, kb.f32);
  accType = kb.emulate ? kb.f32
                       : Type(LLVM::LLVMStructType::getLiteral(b.getContext(),
                                                                fields));
  OpFoldResult wg = kb.divu(kb.tid, 128);
  OpFoldResult wgM = kb.divu(wg, c.groupsN), wgN = kb.remu(wg, c.groupsN);
  OpFoldResult lane = kb.remu(kb.tid, 32);
  warp4 = kb.remu(kb.divu(kb.tid, 32), 4);
  quad = kb.divu(lane, 4);
  inQuad = kb.remu(lane, 4);
  rowBase = kb.mul(wgM, 64);
  colBase = kb.mul(wgN, subN);
  // Start addresses: A's warpgroup rows (a panel of 64 rows when M-major,
  // the same bytes), B's warpgroup columns after every A stage.
  auto desc = [&](OpFoldResult start, int64_t leading) {
    Value units = kb.toI64(kb.divu(start, 16));
    int64_t bits = ((leading >> 4) << 16) | ((kAtomBytes >> 4) << 32) |
                   (int64_t(1) << 62);
    return arith::OrIOp::create(b, loc, units, kb.cstI64(bits)).getResult();
  };
  int64_t bBytes = 2 * c.stages * c.tileM * c.tileK;
  descA0 = desc(kb.add(kb.flatAddress, kb.mul(wgM, 64 * 128)),
                kb.shape.aKMajor ? 16 : kPanelBytes);
  descB0 = desc(kb.add(kb.flatAddress,
                       kb.add(b.getIndexAttr(bBytes), kb.mul(wgN, subN * 128))),
                kb.shape.bKMajor ? 16 : kPanelBytes);
}

Value WarpgroupOps::descriptor(Operand op, Value stage, int64_t ks) {
  bool a = op == Operand::A;
  int64_t stageUnits = (a ? kb.cfg.tileM : kb.cfg.tileN) * 128 / 16;
  int64_t stepUnits = (kb.kMajor(op) ? 32 : 16 * 128) / 16;
  Value st = kb.toI64(stage);
  Value off = arith::MulIOp::create(b, loc, st, kb.cstI64(stageUnits));
  if (ks)
    off = arith::AddIOp::create(b, loc, off, kb.cstI64(ks * stepUnits));
  return arith::AddIOp::create(b, loc, a ? descA0 : descB0, off);
}

SmallVector<Value> WarpgroupOps::zero() {
  if (kb.emulate)
    return SmallVector<Value>(subN / 2, kb.cstF32(0));
  return {LLVM::ZeroOp::create(b, loc, accType)};
}

void WarpgroupOps::beforeBarrier() {
  // The copies (generic proxy) made visible to wgmma (async proxy).
  if (!kb.emulate)
    NVVM::FenceProxyOp::create(
        b, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
}

SmallVector<Value>
WarpgroupOps::multiply(Value stage, ValueRange acc,
                       function_ref<std::pair<Value, Value>()> previous) {
  if (kb.emulate) {
    SmallVector<Value> cur(acc);
    for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks)
      cur = emulateStep(descriptor(Operand::A, stage, ks),
                        descriptor(Operand::B, stage, ks), cur);
    // The wait below retires the group before this one: its reads end here.
    auto [prev, hasPrev] = previous();
    auto ifOp = scf::IfOp::create(b, loc, hasPrev, false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    emulateReads(prev);
    return cur;
  }
  MLIRContext *ctx = b.getContext();
  auto input = kb.shape.input == GemmElement::BF16 ? NVVM::WGMMATypes::bf16
                                                   : NVVM::WGMMATypes::f16;
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  Value cur = acc.front();
  for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks)
    cur = NVVM::WgmmaMmaAsyncOp::create(
        b, loc, accType, cur, descriptor(Operand::A, stage, ks),
        descriptor(Operand::B, stage, ks),
        NVVM::MMAShapeAttr::get(ctx, 64, subN, 16), input, input,
        NVVM::WGMMATypes::f32, NVVM::WGMMAScaleOut::one,
        NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
        kb.shape.aKMajor ? NVVM::MMALayout::row : NVVM::MMALayout::col,
        kb.shape.bKMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::MMAIntOverflowAttr());
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 1);
  return {cur};
}

void WarpgroupOps::drain(Value lastStage) {
  if (kb.emulate) {
    emulateReads(lastStage);
    return;
  }
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
}

/// Element 4 j + 2 h + e of a thread's accumulator: row 16 (warp mod 4) +
/// lane / 4 + 8 h, column 8 j + 2 (lane mod 4) + e of the warpgroup's 64 x
/// subN product.
void WarpgroupOps::pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) {
  SmallVector<Value> values;
  if (kb.emulate) {
    values.assign(acc.begin(), acc.end());
  } else {
    for (int64_t i = 0; i < subN / 2; ++i)
      values.push_back(LLVM::ExtractValueOp::create(b, loc, acc.front(), i));
  }
  OpFoldResult row0 = kb.add(rowBase, kb.add(kb.mul(warp4, 16), quad));
  OpFoldResult col0 = kb.add(colBase, kb.mul(inQuad, 2));
  for (int64_t j = 0; j < subN / 8; ++j)
    for (int64_t h = 0; h < 2; ++h)
      out.push_back({kb.add(row0, b.getIndexAttr(8 * h)),
                     kb.add(col0, b.getIndexAttr(8 * j)),
                     values[4 * j + 2 * h], values[4 * j + 2 * h + 1]});
}

//===----------------------------------------------------------------------===//
// Emulation
//===----------------------------------------------------------------------===//

WarpgroupOps::Decoded WarpgroupOps::decode(Value desc) {
  auto field = [&](int64_t shift) {
    Value v = arith::ShRUIOp::create(b, loc, desc, kb.cstI64(shift));
    v = arith::AndIOp::create(b, loc, v, kb.cstI64(0x3FFF));
    v = arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
    return kb.val(kb.mul(v, 16));
  };
  Decoded d;
  d.start = field(0);
  d.leading = field(16);
  d.stride = field(32);
  // The swizzle mode (bits 62-63: 1 128-byte, 2 64-byte, 3 32-byte, 0 none)
  // as the row bits it XORs into the 16-byte chunk: 7, 3, 1 or 0.
  Value mode = arith::IndexCastOp::create(
      b, loc, b.getIndexType(),
      arith::ShRUIOp::create(b, loc, desc, kb.cstI64(62)));
  Value mask = arith::SubIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, kb.cst(16), mode), kb.cst(1));
  Value none =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, mode, kb.cst(0));
  d.mask = arith::SelectOp::create(b, loc, none, kb.cst(0), mask);
  return d;
}

Value WarpgroupOps::mnPart(const Decoded &d, bool kMajor, OpFoldResult mn) {
  // K-major: 8-row atoms at the stride byte offset, rows of 128 bytes.
  // M- or N-major: 64-column panels at the leading byte offset, 2 bytes a
  // column.
  int64_t group = kMajor ? 8 : 64, unit = kMajor ? 128 : 2;
  Value groups = kb.val(kb.divu(mn, group));
  Value off = arith::MulIOp::create(b, loc, groups,
                                    kMajor ? d.stride : d.leading);
  off = arith::AddIOp::create(b, loc, d.start, off);
  return kb.val(kb.add(off, kb.mul(kb.remu(mn, group), unit)));
}

Value WarpgroupOps::kPart(const Decoded &d, bool kMajor, Value k) {
  if (kMajor)
    return kb.val(kb.mul(k, 2));
  // 8 k-rows at the stride byte offset, rows of 128 bytes.
  Value atoms = arith::MulIOp::create(b, loc, kb.val(kb.divu(k, 8)), d.stride);
  return kb.val(kb.add(atoms, kb.mul(kb.remu(k, 8), 128)));
}

Value WarpgroupOps::load(Value addr, Value mask) {
  Value rowBits = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, addr, kb.cst(7)), mask);
  Value phys = arith::XOrIOp::create(
      b, loc, addr, arith::ShLIOp::create(b, loc, rowBits, kb.cst(4)));
  Value index = arith::ShRUIOp::create(b, loc, phys, kb.cst(1));
  Value v = memref::LoadOp::create(b, loc, kb.flat, ValueRange{index});
  return arith::ExtFOp::create(b, loc, kb.f32, v);
}

/// The thread's rows of A (m = 16 (warp mod 4) + lane / 4 + 8 h) and columns
/// of B (n = 8 j + 2 (lane mod 4) + e) of the warpgroup's product, relative
/// to the descriptors' starts.
SmallVector<Value> WarpgroupOps::emulateStep(Value descA, Value descB,
                                             ValueRange acc) {
  bool aK = kb.shape.aKMajor, bK = kb.shape.bKMajor;
  Decoded da = decode(descA), db = decode(descB);
  OpFoldResult m0 = kb.add(kb.mul(warp4, 16), quad);
  Value aRows[2] = {mnPart(da, aK, m0),
                    mnPart(da, aK, kb.add(m0, b.getIndexAttr(8)))};
  SmallVector<Value> bCols;
  for (int64_t j = 0; j < subN / 8; ++j)
    for (int64_t e = 0; e < 2; ++e)
      bCols.push_back(mnPart(
          db, bK, kb.add(kb.mul(inQuad, 2), b.getIndexAttr(8 * j + e))));
  auto forOp = scf::ForOp::create(b, loc, kb.cst(0), kb.cst(16), kb.cst(1),
                                  ValueRange(acc));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forOp.getBody());
  Value k = forOp.getInductionVar();
  Value ka = kPart(da, aK, k), kbPart = kPart(db, bK, k);
  Value a[2];
  for (int64_t h = 0; h < 2; ++h)
    a[h] = load(arith::AddIOp::create(b, loc, aRows[h], ka), da.mask);
  SmallVector<Value> bv;
  for (Value col : bCols)
    bv.push_back(load(arith::AddIOp::create(b, loc, col, kbPart), db.mask));
  SmallVector<Value> next(forOp.getRegionIterArgs());
  for (int64_t j = 0; j < subN / 8; ++j)
    for (int64_t h = 0; h < 2; ++h)
      for (int64_t e = 0; e < 2; ++e) {
        Value &c = next[4 * j + 2 * h + e];
        c = math::FmaOp::create(b, loc, a[h], bv[2 * j + e], c);
      }
  if (forOp.getBody()->mightHaveTerminator())
    forOp.getBody()->getTerminator()->erase();
  scf::YieldOp::create(b, loc, next);
  return SmallVector<Value>(forOp.getResults());
}

/// The reads of the group of the k-tile in `stage` (values unused): what
/// the hardware may read until the wait that retires the group.
void WarpgroupOps::emulateReads(Value stage) {
  bool aK = kb.shape.aKMajor, bK = kb.shape.bKMajor;
  for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks) {
    Decoded da = decode(descriptor(Operand::A, stage, ks));
    Decoded db = decode(descriptor(Operand::B, stage, ks));
    OpFoldResult m0 = kb.add(kb.mul(warp4, 16), quad);
    SmallVector<Value> rows{mnPart(da, aK, m0),
                            mnPart(da, aK, kb.add(m0, b.getIndexAttr(8)))};
    SmallVector<Value> cols;
    for (int64_t j = 0; j < subN / 8; ++j)
      for (int64_t e = 0; e < 2; ++e)
        cols.push_back(mnPart(
            db, bK, kb.add(kb.mul(inQuad, 2), b.getIndexAttr(8 * j + e))));
    auto forOp = scf::ForOp::create(b, loc, kb.cst(0), kb.cst(16), kb.cst(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    Value k = forOp.getInductionVar();
    Value ka = kPart(da, aK, k), kbPart = kPart(db, bK, k);
    for (Value r : rows)
      load(arith::AddIOp::create(b, loc, r, ka), da.mask);
    for (Value c : cols)
      load(arith::AddIOp::create(b, loc, c, kbPart), db.mask);
  }
}

std::unique_ptr<TensorCoreOps> mlir::kfusion::gemm::makeWarpgroupOps(
    KernelBuilder &kb) {
  return std::make_unique<WarpgroupOps>(kb);
}
