//===- ExecuteTma.cpp - mbarriers, TMA loads and tensor maps --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs what CompileTma.cpp compiles. A tensor map is a copy of its memref's
// descriptor, checked as cuTensorMapEncodeTiled checks it. A TMA load reads
// its box from global memory when issued (elements outside the tensor are
// zero, or NaN) and writes it to shared memory when its mbarrier's phase
// completes, which is when a thread testing the phase finds its arrivals
// and bytes complete (a load nobody waits for never lands); a load whose
// innermost coordinate is not at a 16-byte boundary is reported (the GPU
// stops with an illegal instruction); a try_wait is a
// loop around that test, as in PTX, so the waiters spin until then, and are
// then ordered after the phase's arrivals and loads for the race checks. An
// mbarrier used before its init, a phase that counts more bytes than it
// expects, a wait for a phase nothing completes (a livelock) are reported.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include "KFusion/Common/TensorMaps.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

using tma::kMaxBoxSide;
using tma::kMaxTxBytes;
constexpr int64_t kTmaBytes = tma::kAlignBytes;

Mbarrier *InterpreterImpl::mbarrierOf(ThreadCtx &t, const Inst &inst,
                                      Slot *regs) {
  auto *group = static_cast<std::vector<Mbarrier> *>(regs[inst.a].p);
  int64_t index = regs[inst.b].i;
  if (!group || index < 0 || index >= int64_t(group->size())) {
    report("bad mbarrier",
           "mbarrier " + Twine(index) + " of a group of " +
               Twine(group ? group->size() : 0),
           inst.origin, &t);
    return nullptr;
  }
  return &(*group)[index];
}

bool InterpreterImpl::writeAtIssue(ThreadCtx &t, Buffer *buf, size_t at,
                                   Elem elem, const Inst &inst) {
  // The hardware may write the box from the issue on (the data is written
  // at the phase's completion, the latest): a read or write of it not
  // ordered before the issue is a race here too, and a float element holds
  // NaN until the completion. (The bytes count as written from the
  // completion on: a first read before it is an uninitialized read.)
  unsigned bytes = elemBytes(elem);
  uint8_t written[8];
  std::memcpy(written, buf->written.data() + at, bytes);
  if (!checkShared(t, buf, at, bytes, /*isWrite=*/true, /*isAtomic=*/false,
                   inst))
    return false;
  std::memcpy(buf->written.data() + at, written, bytes);
  if (floatKindOf(elem)) {
    Slot nan{};
    nan.f = std::numeric_limits<double>::quiet_NaN();
    storeElem(buf->data.data() + at, elem, nan);
  }
  return true;
}

bool InterpreterImpl::completePhase(BlockCtx &b, Mbarrier &bar) {
  for (PendingTma &load : bar.loads) {
    unsigned bytes = elemBytes(load.elem);
    for (auto &[offset, value] : load.elements) {
      if (!checkShared(*load.issuer, load.dst, offset, bytes,
                       /*isWrite=*/true, /*isAtomic=*/false, *load.inst))
        return false;
      storeElem(load.dst->data.data() + offset, load.elem, value);
    }
  }
  unsigned n = b.threads.size();
  std::vector<uint64_t> bits((n + 63) / 64, 0);
  for (uint32_t linear : bar.participants)
    bits[linear / 64] |= uint64_t(1) << (linear % 64);
  b.completions.push_back(std::move(bits));
  bar.lastCompletion = int64_t(b.completions.size()) - 1;
  std::vector<std::pair<uint32_t, uint32_t>> &released =
      b.releases[uint32_t(bar.lastCompletion)];
  for (auto [linear, gen] : llvm::zip(bar.participants, bar.participantGens))
    released.push_back({linear, gen});
  bar.loads.clear();
  bar.participants.clear();
  bar.participantGens.clear();
  bar.lastRemoteReleases = std::move(bar.remoteReleases);
  bar.remoteReleases.clear();
  bar.pending = bar.expected;
  ++bar.phase;
  return true;
}

bool InterpreterImpl::roomForArrival(ThreadCtx &t, BlockCtx &owner,
                                     Mbarrier &bar, const Inst &inst,
                                     const Twine &which) {
  // A phase whose arrivals are all in and which awaits no bytes is complete
  // on the GPU at its last arrival: this arrival is the next phase's.
  if (bar.pending == 0 && bar.tx == 0 && !completePhase(owner, bar))
    return false;
  if (bar.pending == 0) {
    report("bad mbarrier", "an arrival beyond the phase's count" + which,
           inst.origin, &t);
    return false;
  }
  return true;
}

bool InterpreterImpl::mbarrierTest(ThreadCtx &t, const Inst &inst, Slot *regs,
                                   bool &done) {
  done = false;
  Mbarrier *bar = mbarrierOf(t, inst, regs);
  if (!bar)
    return false;
  if (!bar->initialized) {
    report("bad mbarrier", "wait on an mbarrier no init reached", inst.origin,
           &t);
    return false;
  }
  // try_wait.parity P returns once the phase of parity P is done: the
  // current phase has the other parity. A phase completes when a waiter
  // finds nothing outstanding (the latest moment the GPU may complete it:
  // a load nobody waits for may land at any time later).
  if ((bar->phase & 1) == (uint32_t(regs[inst.c].i) & 1)) {
    if (bar->pending > 0 || bar->tx != 0)
      return true;
    if (!completePhase(*t.block, *bar))
      return false;
  }
  // Ordered after the arrivals and loads of the phase it waited for; the
  // phase before the first (parity 1 on a fresh mbarrier) counts as done
  // and orders nothing, as in PTX.
  done = true;
  if (bar->lastCompletion < 0)
    return true;
  // Other blocks' releases that completed the phase (remote arrivals):
  // their accesses before are ordered before what this thread does next.
  for (const RemoteRelease &r : bar->lastRemoteReleases) {
    uint32_t &gen = t.acquiredRemote[{r.block, r.thread}];
    gen = std::max(gen, r.gen);
  }
  BlockCtx &b = *t.block;
  std::vector<uint64_t> &bits = b.completions[bar->lastCompletion];
  bits[t.linear / 64] |= uint64_t(1) << (t.linear % 64);
  t.syncGen = std::max<uint32_t>(t.syncGen, bar->lastCompletion + 1);
  return true;
}

Step InterpreterImpl::executeTmaOp(ThreadCtx &t, const Inst &I, Slot *R,
                                   const uint32_t *lists,
                                   const CompiledFunc &fn) {
  const uint32_t *list = lists + I.listBegin;
  if (I.op == Opcode::TmaDescriptor) {
    auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
    ArrayRef<int64_t> box = cast<MemRefType>(fn.types[I.imm]).getShape();
    unsigned bytes = elemBytes(Elem(I.w));
    auto fail = [&](const Twine &why) {
      report("bad tensor map", why, I.origin, &t);
      return Step::Fail;
    };
    if (!src || src->rank < 1 || src->rank > 5 || src->rank != box.size() ||
        I.listSize != src->rank)
      return fail("a tensor map has rank 1 to 5, its box the memref's rank");
    if (src->elem != Elem(I.w))
      return fail("the memref's elements are not the tensor map's");
    for (unsigned m = 0; m < src->rank; ++m) {
      int64_t side = R[list[m]].i;
      if (side != box[m] || side < 1 || side > kMaxBoxSide)
        return fail("box side " + Twine(side) + " of dimension " + Twine(m) +
                    " (the type's " + Twine(box[m]) + "; 1 to 256)");
      if (m + 1 < src->rank && (src->strides[m] * bytes) % kTmaBytes != 0)
        return fail("stride " + Twine(src->strides[m] * bytes) +
                    " bytes of dimension " + Twine(m) +
                    " is not a multiple of 16");
    }
    if (src->strides[src->rank - 1] != 1)
      return fail("the innermost dimension is not contiguous");
    if ((box.back() * bytes) % kTmaBytes != 0)
      return fail("the box's innermost side is " + Twine(box.back() * bytes) +
                  " bytes, not a multiple of 16");
    if ((src->offset * bytes) % kTmaBytes != 0)
      return fail("the memref's first element is not 16-byte aligned");
    MemRefDesc *map = newDesc();
    *map = *src;
    R[I.res].p = map;
    return Step::Next;
  }
  BlockCtx &b = *t.block;
  if (I.op == Opcode::MbarTest) {
    bool done = false;
    if (!mbarrierTest(t, I, R, done))
      return Step::Fail;
    R[I.res].i = done;
    // A wait that returns orders the thread: progress; a failed test spins.
    return done ? Step::Progress : Step::Next;
  }
  if (I.op == Opcode::MbarCreate) {
    std::vector<Mbarrier> &group = b.mbarriers[&I];
    if (group.empty())
      group.resize(size_t(I.imm));
    R[I.res].p = &group;
    return Step::Next;
  }
  if (I.res2 != kNoSlot && !R[I.res2].i)
    return Step::Next; // predicated off
  Mbarrier *bar = mbarrierOf(t, I, R);
  if (!bar)
    return Step::Fail;
  if (I.op == Opcode::MbarInit) {
    if (R[I.c].i < 1) {
      report("bad mbarrier", "init with " + Twine(R[I.c].i) + " arrivals",
             I.origin, &t);
      return Step::Fail;
    }
    *bar = Mbarrier();
    bar->initialized = true;
    bar->expected = bar->pending = R[I.c].i;
    return Step::Progress;
  }
  if (!bar->initialized) {
    report("bad mbarrier", "an mbarrier no init reached is used", I.origin, &t);
    return Step::Fail;
  }
  if (I.op == Opcode::MbarExpectTx || I.op == Opcode::MbarArrive) {
    if (!roomForArrival(t, b, *bar, I, ""))
      return Step::Fail;
    bar->participants.push_back(t.linear);
    bar->participantGens.push_back(t.syncGen);
    if (I.op == Opcode::MbarArrive) {
      R[I.res].i = 0;
      --bar->pending;
      return Step::Progress;
    }
    bar->tx += R[I.c].i;
    if (bar->tx > kMaxTxBytes) {
      report("bad mbarrier",
             "a phase expects " + Twine(bar->tx) + " bytes (at most 2^20-1)",
             I.origin, &t);
      return Step::Fail;
    }
    --bar->pending;
    return Step::Progress;
  }
  return executeTmaLoad(t, I, R, list, bar);
}

Step InterpreterImpl::executeTmaLoad(ThreadCtx &t, const Inst &I, Slot *R,
                                     const uint32_t *list, Mbarrier *bar) {
  BlockCtx &b = *t.block;
  // TmaLoad: the box at the coordinates (innermost first) of the tensor
  // map's memref into the destination, elements outside the memref zero or
  // NaN; a multicast into the same place of every block of the cluster its
  // mask names, each completing the bytes on that block's mbarrier of the
  // same group and index.
  ClusterCtx &cluster = *b.cluster;
  uint64_t mask = uint64_t(1) << b.rank;
  if (I.imm >= 0) {
    mask = uint64_t(R[I.imm].i) & 0xffff;
    if (!mask || mask >> cluster.blocks.size()) {
      report("bad TMA load",
             "multicast mask " + Twine(mask) +
                 " names no rank or a rank past "
                 "the cluster's " +
                 Twine(cluster.blocks.size()) + " blocks",
             I.origin, &t);
      return Step::Fail;
    }
  }
  bool local = mask >> b.rank & 1;
  if (local) {
    bar->participants.push_back(t.linear);
    bar->participantGens.push_back(t.syncGen);
  }
  auto *map = static_cast<const MemRefDesc *>(R[I.c].p);
  auto *dst = static_cast<const MemRefDesc *>(R[I.res].p);
  if (!map || !dst || map->rank != dst->rank || I.listSize != map->rank) {
    report("bad TMA load", "coordinates, tensor map and box differ in rank",
           I.origin, &t);
    return Step::Fail;
  }
  if (map->buf->freed) {
    report("use-after-free", "TMA load from the deallocated " + map->buf->name,
           I.origin, &t);
    return Step::Fail;
  }
  unsigned rank = map->rank;
  Elem elem = Elem(I.w);
  unsigned bytes = elemBytes(elem);
  bool swizzled = I.mode & kTmaSwizzle128;
  // The alignment and the swizzle are of shared-memory addresses (the
  // buffer's address plus the byte offset), as on the GPU.
  int64_t base = dst->buf->address;
  int64_t dstAddress = base + dst->offset * bytes;
  std::string where = "byte offset " + std::to_string(dst->offset * bytes) +
                      " in " + dst->buf->name +
                      (base ? ", address " + std::to_string(dstAddress) : "");
  if (swizzled && (dstAddress % tma::kSwizzle128AlignBytes) != 0) {
    report("bad TMA load",
           "the shared destination of a 128-byte-swizzled load is not " +
               Twine(tma::kSwizzle128AlignBytes) + "-byte aligned (" + where +
               ")",
           I.origin, &t);
    return Step::Fail;
  }
  if ((dstAddress % tma::kSharedAlignBytes) != 0) {
    report("bad TMA load",
           "the shared destination is not 128-byte aligned (" + where + ")",
           I.origin, &t);
    return Step::Fail;
  }
  // The GPU stops with an illegal instruction otherwise (measured on an
  // H200: innermost coordinates 1, 2, -2 of f32 elements).
  if ((R[list[0]].i * int64_t(bytes)) % kTmaBytes != 0) {
    report("bad TMA load",
           "the innermost coordinate " + Twine(R[list[0]].i) +
               " is not at a 16-byte boundary (" + Twine(bytes) +
               "-byte elements); the GPU stops with an illegal instruction",
           I.origin, &t);
    return Step::Fail;
  }
  PendingTma load;
  load.issuer = &t;
  load.dst = dst->buf;
  load.elem = elem;
  load.inst = &I;
  int64_t total = 1;
  for (unsigned m = 0; m < rank; ++m)
    total *= dst->sizes[m];
  load.elements.reserve(total);
  int64_t index[kMaxRank] = {};
  for (int64_t n = 0; n < total; ++n) {
    int64_t from = map->offset, to = dst->offset;
    bool inside = true;
    for (unsigned m = 0; m < rank; ++m) {
      int64_t g = R[list[rank - 1 - m]].i + index[m];
      inside &= g >= 0 && g < map->sizes[m];
      from += g * map->strides[m];
      to += index[m] * dst->strides[m];
    }
    Slot value{};
    if (inside)
      loadElem(map->buf->data.data() + from * bytes, elem, value);
    else if (I.mode & kTmaOobNan)
      value.f = std::numeric_limits<double>::quiet_NaN();
    else if (floatKindOf(elem))
      value.f = 0.0;
    size_t at = size_t(to) * bytes;
    // The 128-byte swizzle: address bits 4-6 (the 16-byte chunk of a
    // 128-byte row) XOR-ed with bits 7-9 (the row mod 8).
    if (swizzled) {
      int64_t address = base + int64_t(at);
      at = size_t((address ^ (((address >> 7) & 7) << 4)) - base);
    }
    if (local && !writeAtIssue(t, dst->buf, at, elem, I))
      return Step::Fail;
    load.elements.push_back({at, value});
    for (int m = int(rank) - 1; m >= 0; --m) {
      if (++index[m] < dst->sizes[m])
        break;
      index[m] = 0;
    }
  }
  if (!multicastTmaLoad(t, I, R, load, mask, total * bytes))
    return Step::Fail;
  if (local) {
    bar->tx -= total * bytes;
    bar->loads.push_back(std::move(load));
  }
  return Step::Progress;
}

bool InterpreterImpl::multicastOrdered(ThreadCtx &t, const Inst &I,
                                       const BlockCtx &target, Buffer &buf,
                                       const PendingTma &copy) {
  if (!options.checkRaces)
    return true;
  // The issue may write the other block's bytes from now on: each byte's
  // last reader there must have released its reads (a remote arrival after
  // them) on an mbarrier phase this thread has waited for.
  unsigned bytes = elemBytes(copy.elem);
  for (const auto &[offset, value] : copy.elements) {
    refineGranule(buf, offset, bytes);
    const Shadow &s = buf.shadow[offset / buf.granule];
    if (s.reader < 0)
      continue;
    // The reader's own release, or one of a thread of its block ordered
    // after the read (a warpgroup's lane releasing for the warpgroup).
    bool released = false;
    for (auto it = t.acquiredRemote.lower_bound({&target, 0});
         it != t.acquiredRemote.end() && it->first.first == &target &&
         !released;
         ++it)
      released = orderedBefore(target, uint32_t(s.reader), s.readGen,
                               it->first.second, it->second);
    if (released)
      continue;
    report("data race",
           "multicast TMA load into " + buf.name + " (byte " +
               Twine(offset / buf.granule * buf.granule) +
               ") of the block of rank " + Twine(target.rank) +
               " is not ordered after a read by its thread " + Twine(s.reader) +
               " (a remote arrival after the read, on an mbarrier phase "
               "this thread waited for, is missing)",
           I.origin, &t);
    return false;
  }
  return true;
}

bool InterpreterImpl::multicastTmaLoad(ThreadCtx &t, const Inst &I, Slot *R,
                                       const PendingTma &load, uint64_t mask,
                                       int64_t bytes) {
  BlockCtx &b = *t.block;
  ClusterCtx &cluster = *b.cluster;
  // The other blocks' copies: the same bytes at the same place of their
  // buffer, on their mbarrier. (Checked at the issue against that block's
  // last reads, which a remote arrival must have released to this thread:
  // multicastOrdered; poisoned from the issue, as a local load; written at
  // their phase's completion and checked then against that block's
  // accesses as if its thread of the issuer's number wrote them: in a
  // kernel whose blocks issue the same loads, the thread that expects the
  // bytes there.)
  for (uint32_t r = 0; r < cluster.blocks.size(); ++r) {
    if (r == b.rank || !(mask >> r & 1))
      continue;
    Mbarrier *theirs = peerMbarrierOf(t, r, I, R, "a multicast TMA load");
    if (!theirs)
      return false;
    BlockCtx &target = *cluster.blocks[r];
    auto it = llvm::find(b.sharedBuffers, load.dst);
    if (it == b.sharedBuffers.end()) {
      report("bad TMA load",
             "a multicast's destination " + load.dst->name +
                 " is not the kernel's shared memory",
             I.origin, &t);
      return false;
    }
    PendingTma copy = load;
    copy.dst = target.sharedBuffers[it - b.sharedBuffers.begin()];
    if (!multicastOrdered(t, I, target, *copy.dst, copy))
      return false;
    copy.issuer = &target.threads[t.linear];
    if (floatKindOf(load.elem)) {
      Slot nan{};
      nan.f = std::numeric_limits<double>::quiet_NaN();
      for (auto &[offset, value] : copy.elements)
        storeElem(copy.dst->data.data() + offset, load.elem, nan);
    }
    theirs->tx -= bytes;
    theirs->loads.push_back(std::move(copy));
  }
  return true;
}
