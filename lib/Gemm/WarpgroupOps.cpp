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
// The emulation gives the same descriptors to kfusion.emulated_wgmma, which
// kfusion-sim runs as the hardware decodes them (the element's address from
// the fields and the layout, then the swizzle of address bits 4-6 by bits
// 7-9), multiplying in f32; kfusion.emulated_wgmma_reads reads a group's
// operands again at the wait that retires it, so that kfusion-sim sees a
// copy into a stage the hardware may still be reading.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "KFusion/Common/SharedAddress.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

/// Bytes of a swizzle atom (8 rows of 128 bytes): the stride byte offset.
static constexpr int64_t kAtomBytes = 1024;
/// Bytes of an M- or N-major panel: 64 k-rows of 128 bytes.
static constexpr int64_t kPanelBytes = 64 * 128;

//===----------------------------------------------------------------------===//
// WgmmaUnit
//===----------------------------------------------------------------------===//

WgmmaUnit::WgmmaUnit(IndexArith &ia, Value flat, Value flatAddress,
                     Type elemType, bool emulate, OpFoldResult lane)
    : emulate(emulate), ia(ia), b(ia.b), loc(ia.loc), flat(flat),
      flatAddress(flatAddress), elemType(elemType), lane(lane) {
  OpFoldResult inWarp = ia.remu(lane, 32);
  warp4 = ia.remu(ia.divu(lane, 32), 4);
  quad = ia.divu(inWarp, 4);
  inQuad = ia.remu(inWarp, 4);
}

Value WgmmaUnit::descriptor(OpFoldResult offset, bool kMajor) {
  OpFoldResult start = ia.add(flatAddress, ia.mul(offset, 2));
  // The start address field holds bits 4-17 of the address: a block of a
  // cluster sees its shared memory at addresses with its rank above them
  // (bit 24 on an H100), which would spill into the leading byte offset.
  Value units = ia.toI64(ia.remu(ia.divu(start, 16), shared::kWgmmaStartUnits));
  int64_t leading = kMajor ? 16 : kPanelBytes;
  int64_t bits =
      ((leading >> 4) << 16) | ((kAtomBytes >> 4) << 32) | (int64_t(1) << 62);
  return arith::OrIOp::create(b, loc, units, ia.cstI64(bits)).getResult();
}

Value WgmmaUnit::advance(Value desc, int64_t bytes) {
  if (!bytes)
    return desc;
  return arith::AddIOp::create(b, loc, desc, ia.cstI64(bytes / 16));
}

static Type accumulatorType(OpBuilder &b, int64_t n) {
  SmallVector<Type> fields(n / 2, b.getF32Type());
  return LLVM::LLVMStructType::getLiteral(b.getContext(), fields);
}

SmallVector<Value> WgmmaUnit::zero(int64_t n) {
  if (emulate)
    return SmallVector<Value>(n / 2, ia.cstF32(0));
  return {LLVM::ZeroOp::create(b, loc, accumulatorType(b, n))};
}

void WgmmaUnit::fence() {
  if (!emulate)
    NVVM::WgmmaFenceAlignedOp::create(b, loc);
}

SmallVector<Value> WgmmaUnit::mma(Value descA, Value descB, bool aKMajor,
                                  bool bKMajor, int64_t n, ValueRange acc) {
  if (!emulate) {
    MLIRContext *ctx = b.getContext();
    auto input = isa<BFloat16Type>(elemType) ? NVVM::WGMMATypes::bf16
                                             : NVVM::WGMMATypes::f16;
    return {NVVM::WgmmaMmaAsyncOp::create(
        b, loc, accumulatorType(b, n), acc.front(), descA, descB,
        NVVM::MMAShapeAttr::get(ctx, 64, n, 16), input, input,
        NVVM::WGMMATypes::f32, NVVM::WGMMAScaleOut::one,
        NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
        aKMajor ? NVVM::MMALayout::row : NVVM::MMALayout::col,
        bKMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::MMAIntOverflowAttr())};
  }
  // kfusion-sim computes the thread's products natively, reading each
  // element through its checks (docs/gemm.md, "Emulation").
  auto op = kfusion::EmulatedWgmmaOp::create(
      b, loc, flat, descA, descB, ia.val(lane), acc, n, aKMajor, bKMajor);
  return SmallVector<Value>(op.getResults());
}

void WgmmaUnit::commit() {
  if (!emulate)
    NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
}

void WgmmaUnit::wait(int64_t pending) {
  if (!emulate)
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, pending);
}

void WgmmaUnit::emulateReads(Value descA, Value descB, bool aKMajor,
                             bool bKMajor, int64_t n) {
  // Every element of the step's operands, read again where the wait that
  // retires its group is: a copy into a stage a pending group still reads
  // is a race on kfusion-sim.
  kfusion::EmulatedWgmmaReadsOp::create(b, loc, flat, descA, descB,
                                        ia.val(lane), n, aKMajor, bKMajor);
}

SmallVector<Value> WgmmaUnit::values(ValueRange acc, int64_t n) {
  if (emulate)
    return SmallVector<Value>(acc);
  SmallVector<Value> out;
  for (int64_t i = 0; i < n / 2; ++i)
    out.push_back(LLVM::ExtractValueOp::create(b, loc, acc.front(), i));
  return out;
}

SmallVector<Value> WgmmaUnit::fromValues(ArrayRef<Value> vals, int64_t n) {
  if (emulate)
    return SmallVector<Value>(vals);
  Value s = LLVM::UndefOp::create(b, loc, accumulatorType(b, n));
  for (auto [i, v] : llvm::enumerate(vals))
    s = LLVM::InsertValueOp::create(b, loc, s, v, i);
  return {s};
}

OpFoldResult WgmmaUnit::row(int64_t h) {
  return ia.add(ia.add(ia.mul(warp4, 16), quad), b.getIndexAttr(8 * h));
}

OpFoldResult WgmmaUnit::col(int64_t j, int64_t e) {
  return ia.add(ia.mul(inQuad, 2), b.getIndexAttr(8 * j + e));
}

//===----------------------------------------------------------------------===//
// The wgmma flavour of the GEMM kernel
//===----------------------------------------------------------------------===//

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
  /// The descriptor of `op` for the k-tile in `stage`, k16 step `ks`, of
  /// A's 64-row block `mb` of the warpgroup's rows.
  Value descriptor(Operand op, Value stage, int64_t ks, int64_t mb = 0);
  void emulateReads(Value stage);
  /// Accumulator values of one 64-row block (a struct, or N / 2 f32
  /// emulated).
  int64_t perBlock() const { return unit.emulate ? subN / 2 : 1; }

  KernelBuilder &kb;
  OpBuilder &b;
  Location loc;
  /// The warpgroup's rows (64 or 128: one or two m64 blocks) and columns.
  int64_t subM, subN;
  WgmmaUnit unit;
  /// The warpgroup's first row and column in the tile.
  OpFoldResult rowBase, colBase;
  /// The descriptors of stage 0, k16 step 0.
  Value descA0, descB0;
};
} // namespace

WarpgroupOps::WarpgroupOps(KernelBuilder &kb)
    : kb(kb), b(kb.b), loc(kb.loc), subM(kb.cfg.tileM / kb.cfg.groupsM),
      subN(kb.cfg.tileN / kb.cfg.groupsN),
      unit(kb, kb.flat, kb.flatAddress, kb.elemType, kb.emulate,
           kb.remu(kb.tid, 128)) {
  const GemmConfig &c = kb.cfg;
  OpFoldResult wg = kb.divu(kb.tid, 128);
  OpFoldResult wgM = kb.divu(wg, c.groupsN), wgN = kb.remu(wg, c.groupsN);
  rowBase = kb.mul(wgM, subM);
  colBase = kb.mul(wgN, subN);
  // Start addresses: A's warpgroup rows (panels of 64 rows when M-major,
  // the same bytes), B's warpgroup columns after every A stage.
  int64_t aElements = c.stages * c.tileM * c.tileK;
  descA0 = unit.descriptor(kb.mul(wgM, subM * 64), kb.shape.aKMajor);
  descB0 =
      unit.descriptor(kb.add(b.getIndexAttr(aElements), kb.mul(wgN, subN * 64)),
                      kb.shape.bKMajor);
}

SmallVector<Value> WarpgroupOps::zero() {
  SmallVector<Value> acc;
  for (int64_t mb = 0; mb < subM / 64; ++mb)
    llvm::append_range(acc, unit.zero(subN));
  return acc;
}

Value WarpgroupOps::descriptor(Operand op, Value stage, int64_t ks,
                               int64_t mb) {
  bool a = op == Operand::A;
  int64_t stageUnits = (a ? kb.cfg.tileM : kb.cfg.tileN) * 128 / 16;
  int64_t stepUnits = WgmmaUnit::stepBytes(kb.kMajor(op)) / 16;
  // A 64-row block of A is 64 rows of 128 bytes (K-major) or a panel of 64
  // k-rows of 128 bytes (M-major): 8192 bytes either way.
  int64_t blockUnits = 64 * 128 / 16;
  Value st = kb.toI64(stage);
  Value off = arith::MulIOp::create(b, loc, st, kb.cstI64(stageUnits));
  if (ks || (a && mb))
    off = arith::AddIOp::create(
        b, loc, off, kb.cstI64(ks * stepUnits + (a ? mb * blockUnits : 0)));
  return arith::AddIOp::create(b, loc, a ? descA0 : descB0, off);
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
  bool aK = kb.shape.aKMajor, bK = kb.shape.bKMajor;
  unit.fence();
  SmallVector<Value> cur(acc);
  int64_t per = perBlock();
  for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks)
    for (int64_t mb = 0; mb < subM / 64; ++mb) {
      SmallVector<Value> next =
          unit.mma(descriptor(Operand::A, stage, ks, mb),
                   descriptor(Operand::B, stage, ks), aK, bK, subN,
                   ArrayRef<Value>(cur).slice(mb * per, per));
      llvm::copy(next, cur.begin() + mb * per);
    }
  unit.commit();
  unit.wait(1);
  if (kb.emulate) {
    // The wait retires the group before this one: its reads end here.
    auto [prev, hasPrev] = previous();
    auto ifOp = scf::IfOp::create(b, loc, hasPrev, false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    emulateReads(prev);
  }
  return cur;
}

void WarpgroupOps::drain(Value lastStage) {
  if (kb.emulate)
    emulateReads(lastStage);
  unit.wait(0);
}

void WarpgroupOps::pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) {
  int64_t per = perBlock();
  for (int64_t mb = 0; mb < subM / 64; ++mb) {
    SmallVector<Value> values = unit.values(acc.slice(mb * per, per), subN);
    OpFoldResult rows = kb.add(rowBase, b.getIndexAttr(64 * mb));
    for (int64_t j = 0; j < subN / 8; ++j)
      for (int64_t h = 0; h < 2; ++h)
        out.push_back({kb.add(rows, unit.row(h)),
                       kb.add(colBase, unit.col(j, 0)), values[4 * j + 2 * h],
                       values[4 * j + 2 * h + 1]});
  }
}

/// The reads of the group of the k-tile in `stage` (values unused): what
/// the hardware may read until the wait that retires the group.
void WarpgroupOps::emulateReads(Value stage) {
  for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks)
    for (int64_t mb = 0; mb < subM / 64; ++mb)
      unit.emulateReads(descriptor(Operand::A, stage, ks, mb),
                        descriptor(Operand::B, stage, ks), kb.shape.aKMajor,
                        kb.shape.bKMajor, subN);
}

std::unique_ptr<TensorCoreOps> mlir::kfusion::gemm::makeWarpgroupOps(
    KernelBuilder &kb) {
  return std::make_unique<WarpgroupOps>(kb);
}
