//===- Scheduler.cpp - Blocks, warps, barriers and streams ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs the host's asynchronous operations: ready launches become active, and
// their blocks run a bounded number at a time (multiprocessors x blocks per
// multiprocessor), a cluster's together, in rounds, each runnable thread for
// a quantum. Barriers and warp-level operations complete when their
// participants have arrived; a round with no progress is a deadlock, long
// spinning a livelock.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <numeric>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// The register file of a thread's current frame.
Slot *frameRegs(ThreadCtx &t) {
  return t.regs.data() + t.frames.back().regBase;
}

bool isBarrier(const Inst &inst) {
  return inst.op == Opcode::Barrier || inst.op == Opcode::BarrierDyn;
}

/// Barrier id and thread count (0: the whole block) a thread waits on.
std::pair<int64_t, int64_t> barrierOf(const ThreadCtx &t) {
  return {t.syncValue.i & 0xff, t.syncValue.i >> 8};
}

/// Visiting order 0..n-1 under the schedule.
std::vector<unsigned> order(unsigned n, ScheduleOrder kind,
                            std::mt19937_64 &rng) {
  std::vector<unsigned> indices(n);
  std::iota(indices.begin(), indices.end(), 0);
  if (kind == ScheduleOrder::Reverse)
    std::reverse(indices.begin(), indices.end());
  else if (kind == ScheduleOrder::Random)
    std::shuffle(indices.begin(), indices.end(), rng);
  return indices;
}

std::string locationOf(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getLoc();
  return text;
}
} // namespace

BlockCtx *InterpreterImpl::startBlock(LaunchCtx &launch, const int64_t bid[3]) {
  auto block = std::make_unique<BlockCtx>();
  BlockCtx &b = *block;
  b.launch = &launch;
  ++launch.nextBlock;
  if (options.skew)
    b.speed = 1u << (rng() % 4);
  std::copy(bid, bid + 3, b.bid);
  const CompiledFunc &fn = *launch.fn;
  unsigned n = launch.block[0] * launch.block[1] * launch.block[2];
  b.threads.resize(n);
  b.live = n;
  std::vector<MemRefDesc *> workgroup;
  for (auto [k, entry] : llvm::enumerate(fn.workgroupBuffers)) {
    workgroup.push_back(
        allocate(entry.second, {}, Space::Workgroup,
                 "workgroup buffer #" + std::to_string(k) + " of @" + fn.name,
                 launch.op, nullptr, &b.ownedBuffers));
    if (!workgroup.back())
      return nullptr;
    b.sharedBuffers.push_back(workgroup.back()->buf);
  }
  {
    size_t bytes = launch.dynamicSharedBytes;
    allocatedBytes += bytes;
    std::unique_ptr<Buffer> buffer = makeBuffer(
        bytes, Space::Workgroup, "dynamic shared memory of @" + fn.name);
    buffer->address = options.dynamicSharedAddress;
    MemRefDesc *d = newDesc();
    d->buf = buffer.get();
    d->rank = 1;
    d->elem = Elem::I8;
    d->sizes[0] = bytes;
    d->strides[0] = 1;
    b.dynamicShared = d;
    b.sharedBuffers.push_back(buffer.get());
    b.ownedBuffers.push_back(std::move(buffer));
  }
  for (unsigned i = 0; i < n; ++i) {
    ThreadCtx &t = b.threads[i];
    t.block = &b;
    t.linear = i;
    t.tid[0] = i % launch.block[0];
    t.tid[1] = (i / launch.block[0]) % launch.block[1];
    t.tid[2] = i / (launch.block[0] * launch.block[1]);
    t.regs.resize(fn.numSlots);
    for (unsigned k = 0; k < fn.argSlots.size() && k < launch.args.size(); ++k)
      t.regs[fn.argSlots[k]] = launch.args[k];
    for (auto [k, entry] : llvm::enumerate(fn.workgroupBuffers))
      t.regs[entry.first].p = workgroup[k];
    for (auto &entry : fn.privateBuffers) {
      t.regs[entry.first].p =
          allocate(entry.second, {}, Space::Private, "private buffer",
                   launch.op, nullptr, &b.ownedBuffers);
      if (!t.regs[entry.first].p)
        return nullptr;
    }
    t.frames.push_back({&fn, 0, 0, ~0u});
  }
  stepsSinceProgress = 0;
  resident.push_back(std::move(block));
  return &b;
}

bool InterpreterImpl::barrierArrive(ThreadCtx &t, const Inst &inst) {
  int64_t id = 0, count = 0;
  if (inst.op == Opcode::Barrier) {
    id = inst.imm;
    count = inst.a;
  } else {
    Slot *regs = frameRegs(t);
    id = inst.a == kNoSlot ? 0 : regs[inst.a].i;
    count = inst.b == kNoSlot ? 0 : regs[inst.b].i;
  }
  BlockCtx &b = *t.block;
  if (id < 0 || id > 15 || count < 0 || count % kLanesPerWarp != 0 ||
      count >
          int64_t(b.threads.size() + kLanesPerWarp - 1) / kLanesPerWarp * kLanesPerWarp) {
    report("bad barrier",
           "barrier id " + Twine(id) + " with thread count " + Twine(count) +
               " (ids are 0..15, counts whole warps up to the block size " +
               Twine(b.threads.size()) + ")",
           inst.origin, &t);
    return false;
  }
  t.syncValue.i = id | (count << 8);
  // Every other live lane of the warp must reach this barrier too.
  unsigned first = t.linear / kLanesPerWarp * kLanesPerWarp;
  unsigned last = std::min<unsigned>(first + kLanesPerWarp, b.threads.size());
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &other = b.threads[l];
    if (&other == &t)
      continue;
    if (other.state == ThreadState::Exited &&
        other.barriersPassed == t.barriersPassed) {
      report("barrier divergence",
             "barrier " + Twine(id) + " is reached by part of a warp: lane " +
                 Twine(l % kLanesPerWarp) + " (" + where(other) +
                 ") returned without reaching it",
             inst.origin, &t);
      return false;
    }
    if (other.state == ThreadState::AtSync) {
      const Inst &at = currentInst(other);
      // bar.sync is aligned: a warp must execute the same barrier op.
      if (!isBarrier(at) || barrierOf(other) != barrierOf(t) ||
          at.origin != inst.origin) {
        report("barrier divergence",
               "barrier " + Twine(id) + " is reached by part of a warp; lane " +
                   Twine(l % kLanesPerWarp) + " waits at '" +
                   at.origin->getName().getStringRef() + "' at " +
                   locationOf(at.origin) + " instead",
               inst.origin, &t);
        return false;
      }
    }
  }
  return true;
}

bool InterpreterImpl::threadExit(ThreadCtx &t, const Inst &inst) {
  BlockCtx &b = *t.block;
  --b.live;
  stepsSinceProgress = 0;
  clusterThreadExit(t);
  unsigned first = t.linear / kLanesPerWarp * kLanesPerWarp;
  unsigned last = std::min<unsigned>(first + kLanesPerWarp, b.threads.size());
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &other = b.threads[l];
    if (other.state == ThreadState::AtSync && isBarrier(currentInst(other))) {
      report("barrier divergence",
             "lane " + Twine(t.linear % kLanesPerWarp) + " (" + where(t) +
                 ") returned while lane " + Twine(l % kLanesPerWarp) +
                 " of its warp waits at the barrier at " +
                 locationOf(currentInst(other).origin),
             inst.origin, &t);
      return false;
    }
  }
  return true;
}

namespace {
/// Lets `t`, waiting at a completed barrier or collective, go on after it.
void release(ThreadCtx &t) {
  t.state = ThreadState::Runnable;
  ++t.frames.back().pc;
}

/// Runs the shuffle `I` of lanes [first, last) of `b` (`values` and `live`
/// indexed by lane): PTX shfl.sync with the clamp upstream's NVVM lowering
/// passes.
void runShuffle(BlockCtx &b, unsigned first, unsigned last, const Inst &I,
                const Slot *values, const bool *live) {
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    if (!live[l - first])
      continue;
    Slot *regs = frameRegs(t);
    int64_t offset = regs[I.b].i, width = regs[I.c].i;
    int64_t lane = l - first, j = 0;
    bool valid = false;
    switch (gpu::ShuffleMode(I.mode)) {
    case gpu::ShuffleMode::XOR:
      j = lane ^ offset;
      valid = j <= width - 1;
      break;
    case gpu::ShuffleMode::DOWN:
      j = lane + offset;
      valid = j <= width - 1;
      break;
    case gpu::ShuffleMode::IDX:
      j = offset & 31;
      valid = j <= width - 1;
      break;
    case gpu::ShuffleMode::UP:
      j = lane - offset;
      valid = j >= ((32 - width) & 31);
      break;
    }
    valid = valid && j >= 0 && j < int64_t(last - first) && live[j];
    regs[I.res] = valid ? values[j] : values[lane];
    regs[I.res2].i = valid ? -1 : 0;
    release(t);
  }
}

/// Runs the subgroup reduction `I` of lanes [first, last) of `b` (`values`
/// and `live` indexed by lane): a butterfly within each cluster, as the NVVM
/// lowering reduces.
void runSubgroupReduce(BlockCtx &b, unsigned first, unsigned last,
                       const Inst &I, const Slot *values, const bool *live) {
  unsigned cluster = std::max<unsigned>(1, I.c);
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    if (!live[l - first])
      continue;
    unsigned lane = l - first, base = lane / cluster * cluster;
    Slot acc[kLanesPerWarp];
    bool have[kLanesPerWarp] = {};
    for (unsigned k = 0; k < cluster && base + k < kLanesPerWarp; ++k) {
      have[k] = base + k < last - first && live[base + k];
      if (have[k])
        acc[k] = values[base + k];
    }
    for (unsigned step = 1; step < cluster; step *= 2) {
      Slot next[kLanesPerWarp];
      bool nextHave[kLanesPerWarp] = {};
      for (unsigned k = 0; k < cluster; ++k) {
        unsigned partner = k ^ step;
        nextHave[k] = have[k] || (partner < cluster && have[partner]);
        if (have[k] && partner < cluster && have[partner])
          next[k] = reduceValues(ReduceKind(I.mode), acc[k], acc[partner], I.w);
        else if (have[k])
          next[k] = acc[k];
        else if (partner < cluster && have[partner])
          next[k] = acc[partner];
      }
      std::copy(next, next + cluster, acc);
      std::copy(nextHave, nextHave + cluster, have);
    }
    frameRegs(t)[I.res] = acc[lane - base];
    release(t);
  }
}
} // namespace

bool InterpreterImpl::resolveWarp(BlockCtx &b, unsigned w, bool &progress) {
  unsigned n = b.threads.size();
  unsigned first = w * kLanesPerWarp, last = std::min(n, first + kLanesPerWarp);
  const Inst *common = nullptr;
  for (unsigned l = first; l < last && !common; ++l) {
    ThreadCtx &t = b.threads[l];
    if (t.state == ThreadState::AtSync &&
        (currentInst(t).op == Opcode::Shuffle ||
         currentInst(t).op == Opcode::SubgroupReduce ||
         isWarpMma(currentInst(t))))
      common = &currentInst(t);
  }
  if (!common)
    return true;
  if (isWarpMma(*common))
    return resolveWarpMma(b, first, last, *common, progress);
  unsigned members = last - first;
  if (common->op == Opcode::Shuffle) {
    for (unsigned l = first; l < last; ++l)
      if (b.threads[l].state == ThreadState::AtSync &&
          &currentInst(b.threads[l]) == common) {
        int64_t width = frameRegs(b.threads[l])[common->c].i;
        members = std::clamp<int64_t>(width, 1, last - first);
        break;
      }
  }
  bool allThere = true;
  for (unsigned l = first; l < first + members; ++l) {
    ThreadCtx &t = b.threads[l];
    if (t.state == ThreadState::Exited)
      continue;
    if (t.state != ThreadState::AtSync || &currentInst(t) != common)
      allThere = false;
  }
  if (!allThere)
    return true;
  for (unsigned l = first + members; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    if (t.state == ThreadState::AtSync && &currentInst(t) == common) {
      report("warp divergence",
             "lane " + Twine(l - first) + " takes part in a shuffle of width " +
                 Twine(members) + ", whose member mask holds lanes 0.." +
                 Twine(members - 1),
             common->origin, &t);
      return false;
    }
  }
  last = first + members;
  const Inst &I = *common;
  Slot values[kLanesPerWarp];
  bool live[kLanesPerWarp] = {};
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    live[l - first] = t.state != ThreadState::Exited;
    if (live[l - first])
      values[l - first] = frameRegs(t)[I.a];
  }
  if (I.op == Opcode::Shuffle)
    runShuffle(b, first, last, I, values, live);
  else
    runSubgroupReduce(b, first, last, I, values, live);
  progress = true;
  stepsSinceProgress = 0;
  return true;
}

bool InterpreterImpl::resolveWarpMma(BlockCtx &b, unsigned first, unsigned last,
                                     const Inst &I, bool &progress) {
  // .sync.aligned: the whole warp, every lane live, at this one.
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    if (t.state == ThreadState::AtSync && &currentInst(t) == &I)
      continue;
    if (t.state != ThreadState::Exited && last - first == kLanesPerWarp)
      return true; // not there yet
    report("warp divergence",
           "lane " + Twine(l - first) +
               (t.state == ThreadState::Exited ? " exited" : " is missing") +
               " while its warp waits at a warp MMA operation (nvgpu.ldmatrix "
               "and nvgpu.mma.sync take every lane of the warp)",
           I.origin, &b.threads[first]);
    return false;
  }
  if (last - first != kLanesPerWarp) {
    report("warp divergence",
           "a warp MMA operation in a warp of " + Twine(last - first) +
               " threads (it takes 32)",
           I.origin, &b.threads[first]);
    return false;
  }
  if (!(I.op == Opcode::Ldmatrix ? runLdmatrix(b, first, I)
                                 : runMmaSync(b, first, I)))
    return false;
  for (unsigned l = first; l < last; ++l)
    release(b.threads[l]);
  progress = true;
  stepsSinceProgress = 0;
  return true;
}

bool InterpreterImpl::resolveAllReduce(BlockCtx &b, bool &progress) {
  unsigned n = b.threads.size();
  unsigned warps = (n + kLanesPerWarp - 1) / kLanesPerWarp;
  const Inst *allReduce = nullptr;
  bool everyLiveWaits = true;
  for (ThreadCtx &t : b.threads) {
    if (t.state == ThreadState::Exited)
      continue;
    if (t.state != ThreadState::AtSync) {
      everyLiveWaits = false;
      continue;
    }
    const Inst &at = currentInst(t);
    if (at.op == Opcode::AllReduce)
      allReduce = &at;
  }
  if (!allReduce || !everyLiveWaits)
    return false;
  for (ThreadCtx &t : b.threads)
    if (t.state != ThreadState::Exited && &currentInst(t) != allReduce)
      return false;
  const Inst &I = *allReduce;
  // Warp partials by butterfly, then the partials in warp order.
  std::optional<Slot> total;
  for (unsigned w = 0; w < warps; ++w) {
    std::optional<Slot> partial;
    for (unsigned l = w * kLanesPerWarp; l < std::min(n, (w + 1) * kLanesPerWarp);
         ++l) {
      ThreadCtx &t = b.threads[l];
      if (t.state == ThreadState::Exited)
        continue;
      Slot v = frameRegs(t)[I.a];
      partial =
          partial ? reduceValues(ReduceKind(I.mode), *partial, v, I.w) : v;
    }
    if (partial)
      total = total ? reduceValues(ReduceKind(I.mode), *total, *partial, I.w)
                    : *partial;
  }
  for (ThreadCtx &t : b.threads)
    if (t.state != ThreadState::Exited) {
      frameRegs(t)[I.res] = *total;
      release(t);
    }
  progress = true;
  stepsSinceProgress = 0;
  return true;
}

/// A barrier completion of `participants`: each one's accesses before it
/// are ordered before every participant's after it (BlockCtx::completions);
/// they go on.
static void completeBarrier(BlockCtx &b, ArrayRef<ThreadCtx *> participants) {
  std::vector<uint64_t> bits((b.threads.size() + 63) / 64, 0);
  for (ThreadCtx *t : participants)
    bits[t->linear / 64] |= uint64_t(1) << (t->linear % 64);
  b.completions.push_back(std::move(bits));
  for (ThreadCtx *t : participants) {
    ++t->barriersPassed;
    t->syncGen = b.completions.size();
    release(*t);
  }
}

bool InterpreterImpl::resolveWarpgroup(BlockCtx &b, unsigned g,
                                       bool &progress) {
  unsigned n = b.threads.size();
  unsigned first = g * kThreadsPerWarpgroup;
  unsigned last = std::min(n, first + kThreadsPerWarpgroup);
  const Inst *common = nullptr;
  std::vector<ThreadCtx *> members;
  for (unsigned l = first; l < last; ++l) {
    ThreadCtx &t = b.threads[l];
    if (t.state == ThreadState::Exited)
      continue;
    if (t.state != ThreadState::AtSync || !isWarpgroupOp(currentInst(t)))
      return true;
    if (common && &currentInst(t) != common) {
      report("warpgroup divergence",
             "the threads of a warpgroup wait at different warpgroup "
             "operations (nvvm.wgmma ops are .sync.aligned: every thread of "
             "the warpgroup executes the same one)",
             common->origin, &t);
      return false;
    }
    common = &currentInst(t);
    members.push_back(&t);
  }
  if (!common)
    return true;
  for (ThreadCtx *t : members) {
    const Inst &I = *common;
    const CompiledFunc &fn = *t->frames.back().fn;
    bool ok =
        I.op == Opcode::WgmmaWait
            ? retireWgmmas(*t, uint64_t(I.imm))
            : executeEmulatedWgmma(*t, I, frameRegs(*t),
                                   fn.lists.data() + I.listBegin) != Step::Fail;
    if (!ok)
      return false;
  }
  completeBarrier(b, members);
  progress = true;
  stepsSinceProgress = 0;
  return true;
}

void InterpreterImpl::resolveBarriers(BlockCtx &b, bool &progress) {
  unsigned n = b.threads.size();
  unsigned warps = (n + kLanesPerWarp - 1) / kLanesPerWarp;
  auto complete = [&](std::vector<ThreadCtx *> &participants) {
    completeBarrier(b, participants);
    progress = true;
    stepsSinceProgress = 0;
  };
  for (int64_t id = 0; id < 16; ++id) {
    // Warps whose every live lane waits at barrier `id`; the count asked.
    std::vector<unsigned> fullWarps;
    int64_t count = -1;
    unsigned waiting = 0;
    for (unsigned w = 0; w < warps; ++w) {
      unsigned first = w * kLanesPerWarp, last = std::min(n, first + kLanesPerWarp);
      bool full = true, any = false;
      for (unsigned l = first; l < last; ++l) {
        ThreadCtx &t = b.threads[l];
        if (t.state == ThreadState::Exited)
          continue;
        bool here = t.state == ThreadState::AtSync &&
                    isBarrier(currentInst(t)) && barrierOf(t).first == id;
        if (here) {
          any = true;
          ++waiting;
          count = barrierOf(t).second;
        } else {
          full = false;
        }
      }
      if (any && full)
        fullWarps.push_back(w);
    }
    if (fullWarps.empty())
      continue;
    std::vector<ThreadCtx *> participants;
    if (count == 0) {
      if (waiting != b.live)
        continue;
      for (ThreadCtx &t : b.threads)
        if (t.state != ThreadState::Exited)
          participants.push_back(&t);
    } else {
      unsigned needed = count / kLanesPerWarp;
      if (fullWarps.size() < needed)
        continue;
      for (unsigned k = 0; k < needed; ++k)
        for (unsigned l = fullWarps[k] * kLanesPerWarp;
             l < std::min(n, (fullWarps[k] + 1) * kLanesPerWarp); ++l)
          if (b.threads[l].state != ThreadState::Exited)
            participants.push_back(&b.threads[l]);
    }
    complete(participants);
  }
}

bool InterpreterImpl::resolveSync(BlockCtx &b, bool &progress) {
  // Warp-level operations. A shuffle of width w involves lanes 0..w-1 (the
  // member mask upstream's NVVM lowering passes); a subgroup reduction every
  // live lane. The operation runs once all of them wait at it.
  unsigned warps = (b.threads.size() + kLanesPerWarp - 1) / kLanesPerWarp;
  for (unsigned w = 0; w < warps; ++w)
    if (!resolveWarp(b, w, progress))
      return false;
  // Warpgroup operations (nvvm.wgmma.mma_async and wait): once every live
  // thread of the warpgroup waits at the same one.
  unsigned warpgroups =
      (b.threads.size() + kThreadsPerWarpgroup - 1) / kThreadsPerWarpgroup;
  for (unsigned g = 0; g < warpgroups; ++g)
    if (!resolveWarpgroup(b, g, progress))
      return false;
  // Cluster barriers: a phase completes when every thread of the cluster
  // arrived (or exited).
  resolveClusterWaits(b, progress);
  // Block-level: all_reduce and barriers need every live thread waiting.
  if (resolveAllReduce(b, progress))
    return true;
  // Barriers. A whole-block barrier (count 0) completes when every live
  // thread waits on it; a counted one when enough whole warps arrived.
  resolveBarriers(b, progress);
  return true;
}

void InterpreterImpl::describeStall(
    std::vector<std::unique_ptr<BlockCtx>> &blocks) {
  for (auto &block : blocks) {
    BlockCtx &b = *block;
    if (b.live == 0)
      continue;
    // Group the waiting threads by what they wait on.
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "every live thread waits; in block (" << b.bid[0] << ", " << b.bid[1]
       << ", " << b.bid[2] << ") of @" << b.launch->fn->name << " (" << b.live
       << " of " << b.threads.size() << " threads live)";
    Operation *firstOp = nullptr;
    const ThreadCtx *firstThread = nullptr;
    for (int64_t id = 0; id < 16; ++id) {
      unsigned arrived = 0;
      int64_t count = 0;
      Operation *op = nullptr;
      for (ThreadCtx &t : b.threads)
        if (t.state == ThreadState::AtSync && isBarrier(currentInst(t)) &&
            barrierOf(t).first == id) {
          ++arrived;
          count = barrierOf(t).second;
          op = currentInst(t).origin;
          if (!firstOp) {
            firstOp = op;
            firstThread = &t;
          }
        }
      if (!arrived)
        continue;
      os << "; barrier " << id << " ('" << op->getName() << "' at "
         << locationOf(op) << ") has " << arrived << " of "
         << (count ? count : int64_t(b.live)) << " threads";
    }
    for (ThreadCtx &t : b.threads)
      if (t.state == ThreadState::AtSync &&
          currentInst(t).op == Opcode::ClusterWait) {
        describeClusterWait(os, t);
        if (!firstOp) {
          firstOp = currentInst(t).origin;
          firstThread = &t;
        }
        break;
      }
    for (ThreadCtx &t : b.threads)
      if (t.state == ThreadState::AtSync && !isBarrier(currentInst(t)) &&
          currentInst(t).op != Opcode::ClusterWait) {
        os << "; thread (" << t.tid[0] << ", " << t.tid[1] << ", " << t.tid[2]
           << ") waits at '" << currentInst(t).origin->getName() << "' at "
           << locationOf(currentInst(t).origin)
           << ", which the rest of its warp never reaches";
        if (!firstOp) {
          firstOp = currentInst(t).origin;
          firstThread = &t;
        }
        break;
      }
    report("deadlock", os.str(), firstOp, firstThread);
    return;
  }
  report("deadlock", "no thread can run", nullptr);
}

bool InterpreterImpl::drainDevice() {
  unsigned capacity =
      std::max(1u, options.multiprocessors * options.blocksPerMultiprocessor);
  ThreadCtx host;
  while (!pending.empty() || !active.empty()) {
    bool started = false;
    for (auto it = pending.begin(); it != pending.end();) {
      bool ready = std::all_of(it->deps.begin(), it->deps.end(),
                               [](Token *t) { return t && t->done; });
      if (!ready) {
        ++it;
        continue;
      }
      Inst origin;
      origin.origin = it->op;
      switch (it->kind) {
      case AsyncOp::Launch:
        active.push_back(std::move(it->launch));
        break;
      case AsyncOp::Memcpy:
        if (!copyElements(host, *it->dst, *it->src, origin))
          return false;
        it->token->done = true;
        break;
      case AsyncOp::Memset: {
        MemRefDesc &d = *it->dst;
        int64_t total = 1;
        for (unsigned k = 0; k < d.rank; ++k)
          total *= d.sizes[k];
        unsigned bytes = elemBytes(d.elem);
        for (int64_t e = 0; e < total; ++e)
          storeElem(d.buf->data.data() + (d.offset + e) * bytes, d.elem,
                    it->value);
        it->token->done = true;
        break;
      }
      case AsyncOp::Dealloc:
        it->dst->buf->freed = true;
        it->token->done = true;
        break;
      case AsyncOp::Join:
        it->token->done = true;
        break;
      }
      it = pending.erase(it);
      started = true;
      stepsSinceProgress = 0;
    }
    if (active.empty()) {
      if (!pending.empty() && !started) {
        report("deadlock",
               "asynchronous operations wait on tokens that never complete",
               pending.front().op);
        return false;
      }
      continue;
    }
    // Free slots go to the active launches in issue order (forward), the
    // latest first (reverse), or one cluster at a time to a random launch
    // (random): concurrent kernels must be correct whichever the hardware
    // starts first. The blocks of a cluster start together, when there are
    // slots for all of them (a block is a cluster of one without a cluster
    // size).
    for (;;) {
      std::vector<LaunchCtx *> waiting;
      for (auto &launch : active)
        if (launch->nextBlock < launch->totalBlocks &&
            resident.size() + launch->clusterBlocks() <= capacity)
          waiting.push_back(launch.get());
      if (waiting.empty())
        break;
      LaunchCtx *next = waiting.front();
      if (options.order == ScheduleOrder::Reverse)
        next = waiting.back();
      else if (options.order == ScheduleOrder::Random)
        next = waiting[rng() % waiting.size()];
      if (!startCluster(*next))
        return false;
    }

    bool progress = started;
    // With skew, a block runs in half of the rounds (at least one block
    // runs), its speed (1, 2, 4 or 8 quanta, drawn when it starts) each
    // time, so blocks advance at uneven speeds as on a GPU.
    std::vector<unsigned> quanta(resident.size(), 1);
    if (options.skew && !resident.empty()) {
      for (auto [q, block] : llvm::zip(quanta, resident))
        q = rng() % 2 ? block->speed : 0;
      if (llvm::all_of(quanta, [](unsigned q) { return q == 0; }))
        quanta[rng() % quanta.size()] = 1;
    }
    for (unsigned bi : order(resident.size(), options.order, rng)) {
      BlockCtx &b = *resident[bi];
      if (quanta[bi] == 0) {
        // Not a stall: the block could have run.
        progress |= llvm::any_of(b.threads, [](const ThreadCtx &t) {
          return t.state == ThreadState::Runnable;
        });
        continue;
      }
      for (unsigned ti : order(b.threads.size(), options.order, rng)) {
        ThreadCtx &t = b.threads[ti];
        if (t.state != ThreadState::Runnable)
          continue;
        Stop stop = execute(t, options.quantum * quanta[bi]);
        progress = true;
        if (stop == Stop::Error || failedRun)
          return false;
      }
      if (!resolveSync(b, progress) || failedRun)
        return false;
    }
    // Retire finished blocks and launches.
    for (auto it = resident.begin(); it != resident.end();) {
      if ((*it)->live == 0) {
        ++(*it)->launch->finishedBlocks;
        retireFromCluster(**it);
        for (const std::unique_ptr<Buffer> &buffer : (*it)->ownedBuffers)
          allocatedBytes -= buffer->data.size();
        it = resident.erase(it);
        progress = true;
        stepsSinceProgress = 0;
      } else {
        ++it;
      }
    }
    for (auto it = active.begin(); it != active.end();) {
      if ((*it)->finishedBlocks == (*it)->totalBlocks) {
        (*it)->token->done = true;
        it = active.erase(it);
      } else {
        ++it;
      }
    }
    if (!progress) {
      describeStall(resident);
      return false;
    }
    // The limit grows with the resident threads (per 256 of them), so a
    // grid of threads that compute long between stores (an emulated wgmma
    // of many blocks) is not taken for spinning.
    uint64_t residentThreads = 0;
    for (auto &block : resident)
      residentThreads += block->threads.size();
    uint64_t livelockLimit =
        options.livelockSteps *
        std::max<uint64_t>(1, (residentThreads + 255) / 256);
    if (stepsSinceProgress > livelockLimit) {
      for (auto &block : resident)
        for (ThreadCtx &t : block->threads)
          if (t.state == ThreadState::Runnable) {
            report("livelock",
                   Twine(stepsSinceProgress) +
                       " instructions ran without changing memory, "
                       "completing a barrier or ending a thread: live "
                       "threads spin, e.g. waiting for a flag that nothing "
                       "sets (or whose producer never becomes resident: " +
                       Twine(capacity) + " resident blocks at most)",
                   currentInst(t).origin, &t);
            return false;
          }
      report("livelock", "spinning without progress", nullptr);
      return false;
    }
    if (!withinLimits(nullptr))
      return false;
  }
  return true;
}

bool InterpreterImpl::withinLimits(const ThreadCtx *t) {
  bool overSteps = totalSteps > options.maxSteps;
  bool overTime = deadline && std::chrono::steady_clock::now() > *deadline;
  if (!overSteps && !overTime)
    return true;
  // Name what runs: the host's op, or the first runnable kernel thread's.
  if (!t)
    for (auto &block : resident)
      for (ThreadCtx &thread : block->threads)
        if (!t && thread.state == ThreadState::Runnable)
          t = &thread;
  Operation *op = t ? currentInst(*t).origin : nullptr;
  if (overSteps) {
    report("step limit",
           "more than " + Twine(options.maxSteps) +
               " instructions (raise --max-steps)",
           op, t);
    return false;
  }
  std::string seconds;
  llvm::raw_string_ostream(seconds)
      << llvm::format("%g", options.timeLimitSeconds);
  report("time limit",
         "the run took more than " + seconds + " seconds (raise --time-limit)",
         op, t);
  return false;
}
