//===- MmaSyncOps.cpp - ldmatrix + mma.sync and their emulation -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `mma` flavour's tensor-core operations (sm_80): GM x GN warps, each a
// (TM/GM) x (TN/GN) sub-tile of m16n8k16 MMAs; per k16 step an ldmatrix.x4
// per 16 rows of A and per 16 columns of B (transposed where the tile's
// rows run along k: an M-major A, an N-major B), then mma.sync. Lane l
// gives the address of row l mod 8 of matrix l / 8:
//  - A fragment (16 x 16 at m0, k0): matrix i is rows m0 + 8 (i mod 2),
//    columns k0 + 8 (i / 2) (registers a0..a3 of mma.sync);
//  - B fragments (16 x 16 at k0, n0): matrix i is k rows k0 + 8 (i mod 2),
//    columns n0 + 8 (i / 2) (b0, b1 of the first n8 fragment, then the
//    second).
// The emulation: ldmatrix by shuffling each matrix row's address from the
// lane that gives it and loading; mma.sync by shuffling the fragments'
// elements from the lanes that hold them (PTX's m16n8k16 layouts: a_r rows
// g (+8 for odd r), columns 2t (+8 for r >= 2); b_r rows 2t (+8 for r = 1),
// column g; c_h rows g (+8 for h = 1), columns 2t; g = lane / 4, t = lane
// mod 4) and accumulating in f32.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

namespace {
/// One x4 load: the lane's address (without the stage) and whether it is
/// transposed.
struct Fragment {
  OpFoldResult address;
  bool transpose;
};

class MmaSyncOps : public TensorCoreOps {
public:
  explicit MmaSyncOps(KernelBuilder &kb);

  SmallVector<Value> zero() override;
  SmallVector<Value>
  multiply(Value stage, ValueRange acc,
           function_ref<std::pair<Value, Value>()> previous) override;
  void pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) override;

private:
  /// Values per accumulator (vector<2x2xf32>, or four f32 emulated).
  int64_t perAccumulator() const { return kb.emulate ? 4 : 1; }
  /// The 4 x 2 elements of an x4 load (as f32, emulated) or its vector.
  SmallVector<Value> ldmatrix(Value stage, Operand op, const Fragment &f);
  /// acc + A x B for one m16n8k16: a (4 x 2 elements), b (2 x 2).
  SmallVector<Value> mma(ArrayRef<Value> a, ArrayRef<Value> bFrag,
                         ArrayRef<Value> c);
  Value shuffle(Value v, Value srcLane);

  KernelBuilder &kb;
  OpBuilder &b;
  Location loc;
  int64_t subM, subN, tilesM, tilesN;
  OpFoldResult quad, inQuad, rowBase, colBase;
  /// x4 loads per k16 step: A's per 16 rows, B's per 16 columns.
  SmallVector<SmallVector<Fragment>> fragA, fragB;
  /// Emulation: the source lanes of the shuffles (i32).
  Value width;
  SmallVector<Value> srcRow, srcTrans, srcA, srcB;
};
} // namespace

MmaSyncOps::MmaSyncOps(KernelBuilder &kb) : kb(kb), b(kb.b), loc(kb.loc) {
  const GemmConfig &c = kb.cfg;
  subM = c.tileM / c.groupsM;
  subN = c.tileN / c.groupsN;
  tilesM = subM / 16;
  tilesN = subN / 8;
  OpFoldResult warp = kb.divu(kb.tid, 32), lane = kb.remu(kb.tid, 32);
  rowBase = kb.mul(kb.divu(warp, c.groupsN), subM);
  colBase = kb.mul(kb.remu(warp, c.groupsN), subN);
  quad = kb.divu(lane, 4);
  inQuad = kb.remu(lane, 4);
  OpFoldResult row8 = kb.remu(lane, 8), matrix = kb.divu(lane, 8);
  OpFoldResult mOdd = kb.remu(matrix, 2), mHalf = kb.divu(matrix, 2);
  bool aK = kb.shape.aKMajor, bK = kb.shape.bKMajor;
  for (int64_t ks = 0; ks < c.tileK / 16; ++ks) {
    OpFoldResult k0 = b.getIndexAttr(16 * ks);
    SmallVector<Fragment> as, bs;
    for (int64_t mi = 0; mi < tilesM; ++mi) {
      OpFoldResult m0 = kb.add(rowBase, b.getIndexAttr(16 * mi));
      // Matrix i: rows m0 + 8 (i mod 2), columns k0 + 8 (i / 2); the lane's
      // row runs along m (K-major) or k (M-major).
      OpFoldResult m = kb.add(m0, kb.mul(mOdd, 8));
      OpFoldResult k = kb.add(k0, kb.mul(mHalf, 8));
      as.push_back(aK ? Fragment{kb.tileOffset(Operand::A, kb.add(m, row8), k),
                                 false}
                      : Fragment{kb.tileOffset(Operand::A, m, kb.add(k, row8)),
                                 true});
    }
    for (int64_t nj = 0; nj < tilesN / 2; ++nj) {
      OpFoldResult n0 = kb.add(colBase, b.getIndexAttr(16 * nj));
      // Matrix i: k rows k0 + 8 (i mod 2), columns n0 + 8 (i / 2).
      OpFoldResult k = kb.add(k0, kb.mul(mOdd, 8));
      OpFoldResult n = kb.add(n0, kb.mul(mHalf, 8));
      bs.push_back(bK ? Fragment{kb.tileOffset(Operand::B, kb.add(n, row8), k),
                                 false}
                      : Fragment{kb.tileOffset(Operand::B, n, kb.add(k, row8)),
                                 true});
    }
    fragA.push_back(as);
    fragB.push_back(bs);
  }
  if (!kb.emulate)
    return;
  width = kb.cstI32(32);
  // ldmatrix: matrix i's row g comes from lane 8 i + g; transposed, its
  // element (2 t + e, g) from the row of lane 8 i + 2 t + e.
  for (int64_t i = 0; i < 4; ++i) {
    srcRow.push_back(kb.toI32(kb.add(quad, b.getIndexAttr(8 * i))));
    for (int64_t e = 0; e < 2; ++e)
      srcTrans.push_back(
          kb.toI32(kb.add(kb.mul(inQuad, 2), b.getIndexAttr(8 * i + e))));
  }
  // mma: A(g + 8 h, 8 q + 2 t' + e) is lane 4 g + t''s a[h + 2 q][e];
  // B(8 q + 2 t' + e, 2 t + j) is lane 4 (2 t + j) + t''s b[q][e].
  for (int64_t tp = 0; tp < 4; ++tp)
    srcA.push_back(kb.toI32(kb.add(kb.mul(quad, 4), b.getIndexAttr(tp))));
  for (int64_t j = 0; j < 2; ++j)
    for (int64_t tp = 0; tp < 4; ++tp)
      srcB.push_back(
          kb.toI32(kb.add(kb.mul(inQuad, 8), b.getIndexAttr(4 * j + tp))));
}

Value MmaSyncOps::shuffle(Value v, Value srcLane) {
  return gpu::ShuffleOp::create(b, loc, v, srcLane, width,
                                gpu::ShuffleMode::IDX)
      .getShuffleResult();
}

SmallVector<Value> MmaSyncOps::zero() {
  if (kb.emulate)
    return SmallVector<Value>(tilesM * tilesN * 4, kb.cstF32(0));
  auto type = VectorType::get({2, 2}, kb.f32);
  Value z = arith::ConstantOp::create(
      b, loc, type, DenseElementsAttr::get(type, b.getF32FloatAttr(0)));
  return SmallVector<Value>(tilesM * tilesN, z);
}

SmallVector<Value> MmaSyncOps::ldmatrix(Value stage, Operand op,
                                        const Fragment &f) {
  Value index = kb.val(kb.add(kb.stageOffset(op, stage), f.address));
  if (!kb.emulate) {
    auto type = VectorType::get({4, 2}, kb.elemType);
    return {nvgpu::LdMatrixOp::create(b, loc, type, kb.flat, ValueRange{index},
                                      f.transpose, 4)};
  }
  Value address = kb.toI32(index);
  SmallVector<Value> out;
  for (int64_t i = 0; i < 4; ++i)
    for (int64_t e = 0; e < 2; ++e) {
      Value row = shuffle(address, f.transpose ? srcTrans[2 * i + e]
                                               : srcRow[i]);
      OpFoldResult within =
          f.transpose ? quad
                      : kb.add(kb.mul(inQuad, 2), b.getIndexAttr(e));
      Value at = kb.val(kb.add(
          arith::IndexCastOp::create(b, loc, b.getIndexType(), row).getResult(),
          within));
      Value v = memref::LoadOp::create(b, loc, kb.flat, ValueRange{at});
      out.push_back(arith::ExtFOp::create(b, loc, kb.f32, v));
    }
  return out;
}

SmallVector<Value> MmaSyncOps::mma(ArrayRef<Value> a, ArrayRef<Value> bFrag,
                                   ArrayRef<Value> c) {
  if (!kb.emulate)
    return {nvgpu::MmaSyncOp::create(b, loc, a[0], bFrag[0], c[0],
                                     ArrayRef<int64_t>{16, 8, 16})};
  // A(g + 8 h, k) and B(k, 2 t + j) for k = 8 q + 2 t' + e.
  Value av[2][16], bv[16][2];
  for (int64_t q = 0; q < 2; ++q)
    for (int64_t tp = 0; tp < 4; ++tp)
      for (int64_t e = 0; e < 2; ++e) {
        int64_t k = 8 * q + 2 * tp + e;
        for (int64_t h = 0; h < 2; ++h)
          av[h][k] = shuffle(a[(h + 2 * q) * 2 + e], srcA[tp]);
        for (int64_t j = 0; j < 2; ++j)
          bv[k][j] = shuffle(bFrag[q * 2 + e], srcB[4 * j + tp]);
      }
  SmallVector<Value> out;
  for (int64_t h = 0; h < 2; ++h)
    for (int64_t j = 0; j < 2; ++j) {
      Value acc = c[2 * h + j];
      for (int64_t k = 0; k < 16; ++k)
        acc = math::FmaOp::create(b, loc, av[h][k], bv[k][j], acc);
      out.push_back(acc);
    }
  return out;
}

SmallVector<Value>
MmaSyncOps::multiply(Value stage, ValueRange acc,
                     function_ref<std::pair<Value, Value>()>) {
  int64_t per = perAccumulator();
  SmallVector<Value> cur(acc);
  for (int64_t ks = 0; ks < kb.cfg.tileK / 16; ++ks) {
    SmallVector<SmallVector<Value>> as, bs;
    for (const Fragment &f : fragA[ks])
      as.push_back(ldmatrix(stage, Operand::A, f));
    for (const Fragment &f : fragB[ks]) {
      SmallVector<Value> x4 = ldmatrix(stage, Operand::B, f);
      if (kb.emulate) {
        // Matrices 0, 1: the first n8 fragment's b0, b1; 2, 3: the second's.
        bs.push_back(SmallVector<Value>(x4.begin(), x4.begin() + 4));
        bs.push_back(SmallVector<Value>(x4.begin() + 4, x4.end()));
        continue;
      }
      for (int64_t half = 0; half < 2; ++half) {
        auto fragType = VectorType::get({2, 2}, kb.elemType);
        Value frag = arith::ConstantOp::create(
            b, loc, fragType,
            DenseElementsAttr::get(fragType, b.getZeroAttr(kb.elemType)));
        for (int64_t r = 0; r < 2; ++r) {
          Value row = vector::ExtractOp::create(b, loc, x4[0], 2 * half + r);
          frag = vector::InsertOp::create(b, loc, row, frag, r);
        }
        bs.push_back({frag});
      }
    }
    for (int64_t mi = 0; mi < tilesM; ++mi)
      for (int64_t ni = 0; ni < tilesN; ++ni) {
        int64_t at = (mi * tilesN + ni) * per;
        SmallVector<Value> c(cur.begin() + at, cur.begin() + at + per);
        SmallVector<Value> d = mma(as[mi], bs[ni], c);
        std::copy(d.begin(), d.end(), cur.begin() + at);
      }
  }
  return cur;
}

/// c_h of each m16n8 product: rows g + 8 h, columns 2 t, 2 t + 1.
void MmaSyncOps::pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) {
  int64_t per = perAccumulator();
  OpFoldResult row0 = kb.add(rowBase, quad);
  OpFoldResult col0 = kb.add(colBase, kb.mul(inQuad, 2));
  for (int64_t mi = 0; mi < tilesM; ++mi)
    for (int64_t ni = 0; ni < tilesN; ++ni) {
      int64_t at = (mi * tilesN + ni) * per;
      for (int64_t h = 0; h < 2; ++h) {
        Value first, second;
        if (kb.emulate) {
          first = acc[at + 2 * h];
          second = acc[at + 2 * h + 1];
        } else {
          first = vector::ExtractOp::create(b, loc, acc[at],
                                            ArrayRef<int64_t>{h, 0});
          second = vector::ExtractOp::create(b, loc, acc[at],
                                             ArrayRef<int64_t>{h, 1});
        }
        out.push_back({kb.add(row0, b.getIndexAttr(16 * mi + 8 * h)),
                       kb.add(col0, b.getIndexAttr(8 * ni)), first, second});
      }
    }
}

std::unique_ptr<TensorCoreOps> mlir::kfusion::gemm::makeMmaSyncOps(
    KernelBuilder &kb) {
  return std::make_unique<MmaSyncOps>(kb);
}
