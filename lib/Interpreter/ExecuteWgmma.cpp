//===- ExecuteWgmma.cpp - Warpgroup MMAs: emulated and nvvm.wgmma ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One thread's part of a warpgroup MMA (m64nNk16, f32 accumulators) of an
// emulated GEMM kernel: its rows of A and columns of B read from shared
// memory through the matrix descriptors as the hardware decodes them (start,
// leading and stride byte offsets, the swizzle mode), multiplied and added in
// f32 in k order. Natively, where the kernel used to spell the same reads and
// fused multiply-adds out in interpreted ops. The reads are checked as
// memref.loads of the elements would be (bounds, bytes nothing wrote, races
// with a copy into the stage), elements of one 16-byte chunk at once, and
// reported on the op. kfusion.emulated_wgmma_reads makes the same reads
// alone, at the wait that retires the group (the hardware may read until
// then). A kernel's own nvvm.wgmma.mma_async (kfusion-gemm-to-gpu without
// emulation) runs the same way: its descriptors are shared-memory addresses
// in the block's dynamic shared memory (Buffer::address), its lane the
// thread's in its warpgroup, its reads made again at the
// nvvm.wgmma.wait.group.sync.aligned that retires its group.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// A matrix descriptor's fields in bytes, and the row bits its swizzle mode
/// XORs into the 16-byte chunk (7, 3, 1 or 0).
struct Descriptor {
  int64_t start, leading, stride, mask;
  bool kMajor;

  Descriptor(uint64_t desc, bool kMajor) : kMajor(kMajor) {
    auto field = [&](unsigned shift) {
      return int64_t((desc >> shift) & 0x3FFF) * 16;
    };
    start = field(0);
    leading = field(16);
    stride = field(32);
    unsigned mode = unsigned(desc >> 62);
    mask = mode ? (16 >> mode) - 1 : 0;
  }

  /// The byte of row (or column) `mn` at k = 0, relative to `start`
  /// included: K-major operands in 8-row atoms at the stride byte offset,
  /// rows of 128 bytes; M- or N-major ones in 64-column panels at the
  /// leading byte offset, 2 bytes a column.
  int64_t mnPart(int64_t mn) const {
    if (kMajor)
      return start + (mn / 8) * stride + (mn % 8) * 128;
    return start + (mn / 64) * leading + (mn % 64) * 2;
  }
  /// The bytes step `k` adds: 2 a k in a K-major row; 8 k-rows of 128 bytes
  /// at the stride byte offset otherwise.
  int64_t kPart(int64_t k) const {
    return kMajor ? 2 * k : (k / 8) * stride + (k % 8) * 128;
  }
  /// The byte the swizzle moves byte `addr` to.
  int64_t physical(int64_t addr) const {
    return addr ^ (((addr >> 7) & mask) << 4);
  }
};
} // namespace

/// The dynamic shared memory of `t`'s block as a 1-D memref of `elem`.
static MemRefDesc sharedOf(const ThreadCtx &t, Elem elem) {
  MemRefDesc d = *t.block->dynamicShared;
  d.elem = elem;
  d.sizes[0] = d.sizes[0] / int64_t(elemBytes(elem));
  return d;
}

Step InterpreterImpl::executeEmulatedWgmma(ThreadCtx &t, const Inst &I, Slot *R,
                                           const uint32_t *list) {
  uint64_t descA = uint64_t(R[I.b].i), descB = uint64_t(R[I.c].i);
  if (!(I.flags & kWgmmaNative))
    return wgmma(t, I, static_cast<const MemRefDesc *>(R[I.a].p), descA, descB,
                 uint64_t(R[I.res2].i), I.flags & kWgmmaReadsOnly, R, list,
                 nullptr);
  // nvvm.wgmma.mma_async (kernels only: the compiler refuses it in host
  // code): the warpgroup's lanes by linear thread id; its reads made again
  // when a wait retires it.
  MemRefDesc shared = sharedOf(t, Elem(I.w));
  PendingWgmma pending{&I, descA, descB, t.wgmmaGroups, {}};
  Step step = wgmma(t, I, &shared, descA, descB, t.linear % 128,
                    /*readsOnly=*/false, R, list, &pending.operands);
  if (step != Step::Fail)
    t.wgmmas.push_back(std::move(pending));
  return step;
}

bool InterpreterImpl::retireWgmmas(ThreadCtx &t, uint64_t keep) {
  if (t.wgmmas.empty())
    return true;
  // Operations in committed groups older than the newest `keep`.
  uint64_t retired = t.wgmmaGroups > keep ? t.wgmmaGroups - keep : 0;
  std::vector<PendingWgmma> pending;
  for (PendingWgmma &p : t.wgmmas) {
    if (p.group >= retired) {
      pending.push_back(std::move(p));
      continue;
    }
    // The same reads, which must find the operands the issue read: the
    // hardware may read them at any time until now.
    MemRefDesc shared = sharedOf(t, Elem(p.inst->w));
    std::vector<float> now;
    if (wgmma(t, *p.inst, &shared, p.descA, p.descB, t.linear % 128,
              /*readsOnly=*/true, nullptr, nullptr, &now) == Step::Fail)
      return false;
    // Bitwise: a NaN operand (a load past the tensor) is equal to itself.
    if (now.size() != p.operands.size() ||
        std::memcmp(now.data(), p.operands.data(),
                    now.size() * sizeof(float))) {
      report("data race",
             "shared memory that an nvvm.wgmma.mma_async of this thread "
             "reads changed before the nvvm.wgmma.wait.group.sync.aligned "
             "that retires its group (the tensor cores may read it until "
             "then)",
             p.inst->origin, &t);
      return false;
    }
  }
  t.wgmmas = std::move(pending);
  return true;
}

Step InterpreterImpl::wgmma(ThreadCtx &t, const Inst &I, const MemRefDesc *d,
                            uint64_t descA, uint64_t descB, uint64_t lane,
                            bool readsOnly, Slot *R, const uint32_t *list,
                            std::vector<float> *operands) {
  Descriptor da(descA, I.flags & kWgmmaAKMajor);
  Descriptor db(descB, I.flags & kWgmmaBKMajor);
  int64_t n = I.imm, half = n / 2, cols = n / 4;
  // The lane's rows of A (16 w + g + 8 h) and columns of B (8 j + 2 t + e).
  int64_t w = int64_t((lane / 32) % 4), g = int64_t((lane % 32) / 4),
          q = int64_t(lane % 4);
  int64_t rows[2] = {da.mnPart(16 * w + g), da.mnPart(16 * w + g + 8)};
  SmallVector<int64_t, 64> colParts(cols);
  for (int64_t j = 0; j < n / 8; ++j)
    for (int64_t e = 0; e < 2; ++e)
      colParts[2 * j + e] = db.mnPart(8 * j + 2 * q + e);

  // The operands: A[h][k] and B[c][k], read before the products. Each read
  // is of elements that lie together in one 16-byte chunk (the swizzle
  // moves chunks, not the bytes in them): a K-major row's k 0-7 and 8-15,
  // an N-major B's two columns 2 t and 2 t + 1 at one k, an M-major A's
  // element; checked as one access of those bytes.
  float a[2][16];
  SmallVector<float, 1024> bv(cols * 16);
  Elem elem = Elem(I.w);
  unsigned bytes = elemBytes(elem);
  Slot index;
  const uint32_t indexSlot = 0;
  // The swizzle is of shared-memory addresses: an emulated kernel's
  // descriptors count from the memref's first element, a native one's
  // (nvvm.wgmma.mma_async) are addresses, of which the start field holds
  // bits 4-17 (a cluster's rank bits above are not in it).
  int64_t origin =
      (d->buf->address & shared::kWgmmaWindowMask) + d->offset * int64_t(bytes);
  int64_t from = I.flags & kWgmmaNative ? 0 : origin;
  // The verifier asks for an identity layout: the elements are contiguous.
  auto readRun = [&](const Descriptor &desc, int64_t addr, int64_t count,
                     float *out, int64_t outStride) {
    int64_t first = (desc.physical(from + addr) - origin) / int64_t(bytes);
    Slot v{};
    // As memref.loads of each element would be checked: the bounds of the
    // first and last, then the bytes' initialization and races at once.
    int64_t linear = 0, last = 0;
    index.i = first;
    uint8_t *p = locate(t, d, &index, &indexSlot, 1, false, I, &linear);
    if (!p)
      return false;
    index.i = first + count - 1;
    if (count > 1 && !locate(t, d, &index, &indexSlot, 1, false, I, &last))
      return false;
    if (d->buf->space == Space::Workgroup && t.block &&
        !checkShared(t, d->buf, size_t(linear) * bytes, unsigned(count * bytes),
                     /*isWrite=*/false, /*isAtomic=*/false, I))
      return false;
    for (int64_t i = 0; i < count; ++i) {
      loadElem(p + i * bytes, elem, v);
      out[i * outStride] = float(v.f);
    }
    return true;
  };
  auto readRow = [&](const Descriptor &desc, int64_t part, float *out) {
    if (desc.kMajor)
      return readRun(desc, part, 8, out, 1) &&
             readRun(desc, part + 16, 8, out + 8, 1);
    for (int64_t k = 0; k < 16; ++k)
      if (!readRun(desc, part + desc.kPart(k), 1, out + k, 1))
        return false;
    return true;
  };
  for (int64_t h = 0; h < 2; ++h)
    if (!readRow(da, rows[h], a[h]))
      return Step::Fail;
  for (int64_t c = 0; c < cols; ++c) {
    if (db.kMajor) {
      if (!readRow(db, colParts[c], &bv[c * 16]))
        return Step::Fail;
      continue;
    }
    // Columns 2 t and 2 t + 1 (c even, then odd) side by side at each k.
    if (c % 2)
      continue;
    for (int64_t k = 0; k < 16; ++k)
      if (!readRun(db, colParts[c] + db.kPart(k), 2, &bv[c * 16 + k], 16))
        return Step::Fail;
  }
  if (operands) {
    operands->assign(&a[0][0], &a[0][0] + 32);
    operands->insert(operands->end(), bv.begin(), bv.end());
  }
  // kfusion.emulated_wgmma_reads or a retiring wait: the reads alone.
  if (readsOnly)
    return Step::Next;

  SmallVector<float, 128> acc(half);
  for (int64_t i = 0; i < half; ++i)
    acc[i] = I.flags & kWgmmaZeroAcc ? 0.0f : float(R[list[i]].f);
  for (int64_t k = 0; k < 16; ++k)
    for (int64_t j = 0; j < n / 8; ++j)
      for (int64_t h = 0; h < 2; ++h)
        for (int64_t e = 0; e < 2; ++e) {
          float &c = acc[4 * j + 2 * h + e];
          c = std::fmaf(a[h][k], bv[(2 * j + e) * 16 + k], c);
        }
  for (int64_t i = 0; i < half; ++i)
    R[list[half + i]].f = double(acc[i]);
  return Step::Next;
}

namespace {
/// A lane's registers and the operand list of its current instruction.
struct LaneView {
  Slot *regs;
  const uint32_t *list;
  LaneView(ThreadCtx &t, const Inst &inst)
      : regs(t.regs.data() + t.frames.back().regBase),
        list(t.frames.back().fn->lists.data() + inst.listBegin) {}
};
} // namespace

bool InterpreterImpl::runLdmatrix(BlockCtx &b, unsigned first, const Inst &I) {
  // Matrix i's row g comes from lane 8 i + g: the lane's elements (g, 2 t)
  // and (g, 2 t + 1); transposed, its element (2 t + e, g) from the row of
  // lane 8 i + 2 t + e (g = lane / 4, t = lane mod 4). Each lane's loads are
  // its own (bounds, initialization, races).
  bool transpose = I.flags & 1;
  Elem elem = Elem(I.w);
  unsigned bytes = elemBytes(elem);
  Slot index;
  const uint32_t indexSlot = 0;
  for (unsigned lane = 0; lane < kLanesPerWarp; ++lane) {
    ThreadCtx &t = b.threads[first + lane];
    LaneView view(t, I);
    auto *d = static_cast<const MemRefDesc *>(view.regs[I.a].p);
    int64_t g = lane / 4, q = lane % 4;
    for (int64_t i = 0; i < I.imm; ++i)
      for (int64_t e = 0; e < 2; ++e) {
        unsigned source = transpose ? 8 * i + 2 * q + e : 8 * i + g;
        ThreadCtx &giver = b.threads[first + source];
        index.i = LaneView(giver, I).regs[I.b].i + (transpose ? g : 2 * q + e);
        int64_t linear = 0;
        uint8_t *p = locate(t, d, &index, &indexSlot, 1, false, I, &linear);
        if (!p)
          return false;
        if (d->buf->space == Space::Workgroup &&
            !checkShared(t, d->buf, size_t(linear) * bytes, bytes,
                         /*isWrite=*/false, /*isAtomic=*/false, I))
          return false;
        loadElem(p, elem, view.regs[view.list[2 * i + e]]);
      }
  }
  return true;
}

bool InterpreterImpl::runMmaSync(BlockCtx &b, unsigned first, const Inst &I) {
  // Lane 4 g + t holds A(g + 8 h, 8 q + 2 t + e) as a[h + 2 q][e],
  // B(8 q + 2 t + e, g) as b[q][e] and C(g + 8 h, 2 t + j) as c[h][j]; the
  // products in f32 FMAs in k order, as the emulation computes them.
  // nvvm.mma.sync (kMmaSyncPacked): A's 4 and B's 2 registers each hold two
  // 16-bit values, element 0 in the low half; C and D follow them.
  bool packed = I.flags & kMmaSyncPacked;
  unsigned c0 = packed ? 6 : 12, d0 = c0 + 4;
  float a[kLanesPerWarp][8], bf[kLanesPerWarp][4];
  for (unsigned lane = 0; lane < kLanesPerWarp; ++lane) {
    LaneView view(b.threads[first + lane], I);
    auto element = [&](unsigned base, unsigned k) -> float {
      if (!packed)
        return float(view.regs[view.list[base + k]].f);
      auto bits = uint16_t(uint32_t(view.regs[view.list[base / 2 + k / 2]].i) >>
                           (16 * (k % 2)));
      return float(Elem(I.w) == Elem::F16 ? fromF16Bits(bits)
                                          : fromBF16Bits(bits));
    };
    for (unsigned k = 0; k < 8; ++k)
      a[lane][k] = element(0, k);
    for (unsigned k = 0; k < 4; ++k)
      bf[lane][k] = element(8, k);
  }
  auto aAt = [&](int64_t row, int64_t k) {
    int64_t q = k / 8, t = (k % 8) / 2, e = k % 2;
    return a[4 * (row % 8) + t][(row / 8 + 2 * q) * 2 + e];
  };
  auto bAt = [&](int64_t k, int64_t col) {
    int64_t q = k / 8, t = (k % 8) / 2, e = k % 2;
    return bf[4 * col + t][q * 2 + e];
  };
  for (unsigned lane = 0; lane < kLanesPerWarp; ++lane) {
    LaneView view(b.threads[first + lane], I);
    int64_t g = lane / 4, q = lane % 4;
    for (int64_t h = 0; h < 2; ++h)
      for (int64_t j = 0; j < 2; ++j) {
        float acc = float(view.regs[view.list[c0 + 2 * h + j]].f);
        for (int64_t k = 0; k < 16; ++k)
          acc = std::fmaf(aAt(g + 8 * h, k), bAt(k, 2 * q + j), acc);
        view.regs[view.list[d0 + 2 * h + j]].f = double(acc);
      }
  }
  return true;
}
