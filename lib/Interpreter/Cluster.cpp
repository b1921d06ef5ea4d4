//===- Cluster.cpp - Thread-block clusters and distributed shared memory --===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Cluster launches (blocks grouped and numbered as on the GPU, made resident
// together), the cluster barrier (nvvm.cluster.arrive / wait: phases that
// complete when every thread of the cluster arrived or exited) and
// kfusion.remote_load, a read of another block's shared memory, checked for
// its rank, an exited target, bounds, initialization and races with the
// target block's writes, which only a completed barrier phase orders.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// No phase (an access not yet released).
constexpr uint32_t kNoPhase = ~0u;

/// The cluster barrier phase whose completion orders the accesses thread
/// `ct` made after `arrivals` arrivals before its waiters' later ones: its
/// first arrival since then with release semantics (not relaxed; exiting
/// counts as one), or kNoPhase while there is none.
uint32_t releasePhase(const ClusterThread &ct, uint32_t arrivals) {
  uint32_t phase = arrivals;
  while (phase < ct.arrivals && llvm::is_contained(ct.relaxed, phase))
    ++phase;
  return phase < ct.arrivals || ct.exited ? phase : kNoPhase;
}

/// Whether the access thread `from` of `cluster` made after `arrivals`
/// arrivals is ordered before what thread `to` does now.
bool clusterOrdered(const ClusterCtx &cluster, uint32_t from, uint32_t arrivals,
                    uint32_t to) {
  uint32_t phase = releasePhase(cluster.threads[from], arrivals);
  return phase != kNoPhase && cluster.threads[to].waits > phase;
}

/// Index of kernel thread `t` in its cluster's threads.
uint32_t clusterIndexOf(const ThreadCtx &t) {
  const BlockCtx &b = *t.block;
  return b.rank * b.cluster->threadsPerBlock + t.linear;
}

ClusterThread &clusterThreadOf(const ThreadCtx &t) {
  return t.block->cluster->threads[clusterIndexOf(t)];
}

/// The block id (gpu.block_id) of the block of rank `rank` of `cluster`.
void blockIdOfRank(const ClusterCtx &cluster, uint64_t rank, int64_t bid[3]) {
  const int64_t *size = cluster.launch->cluster;
  int64_t within[3] = {int64_t(rank % size[0]),
                       int64_t(rank / size[0] % size[1]),
                       int64_t(rank / (size[0] * size[1]))};
  for (unsigned k = 0; k < 3; ++k)
    bid[k] = cluster.id[k] * size[k] + within[k];
}

std::string triple(const int64_t *v) {
  return "(" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " +
         std::to_string(v[2]) + ")";
}

std::string clusterOpLocation(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getLoc();
  return text;
}
} // namespace

bool InterpreterImpl::checkClusterLaunch(const LaunchCtx &l, ThreadCtx &t,
                                         const Inst &inst) {
  // sm_90 clusters hold at most 16 blocks (more than 8 non-portably).
  using shared::kMaxClusterBlocks;
  const int64_t *c = l.cluster;
  for (unsigned k = 0; k < 3; ++k)
    if (c[k] < 1 || c[k] > kMaxClusterBlocks) {
      report("launch error",
             "cluster size " + triple(c) +
                 ": each dimension is 1 to 16 (as "
                 "CUDA_ERROR_INVALID_CLUSTER_SIZE)",
             inst.origin, &t);
      return false;
    }
  int64_t blocks = c[0] * c[1] * c[2];
  if (blocks > kMaxClusterBlocks) {
    report("launch error",
           "cluster size " + triple(c) + " is " + Twine(blocks) +
               " blocks, more than sm_90's 16 (as "
               "CUDA_ERROR_INVALID_CLUSTER_SIZE)",
           inst.origin, &t);
    return false;
  }
  static const char *names[3] = {"x", "y", "z"};
  for (unsigned k = 0; k < 3; ++k)
    if (l.grid[k] % c[k] != 0) {
      report("launch error",
             "grid " + triple(l.grid) + " is not a multiple of the cluster " +
                 "size " + triple(c) + " in dimension " + names[k] +
                 " (the CUDA driver fails the launch)",
             inst.origin, &t);
      return false;
    }
  uint64_t capacity =
      std::max(1u, options.multiprocessors * options.blocksPerMultiprocessor);
  if (uint64_t(blocks) > capacity) {
    report("launch error",
           "a cluster of " + Twine(blocks) + " blocks " + triple(c) +
               " can never be resident: its blocks start together, and at "
               "most " +
               Twine(capacity) +
               " blocks are resident (--sms x --blocks-per-sm; raise them)",
           inst.origin, &t);
    return false;
  }
  return true;
}

bool InterpreterImpl::startCluster(LaunchCtx &l) {
  auto cluster = std::make_shared<ClusterCtx>();
  cluster->launch = &l;
  uint64_t size = l.clusterBlocks();
  uint64_t index = l.nextBlock / size;
  int64_t across[3];
  for (unsigned k = 0; k < 3; ++k)
    across[k] = l.grid[k] / l.cluster[k];
  cluster->id[0] = index % across[0];
  cluster->id[1] = index / across[0] % across[1];
  cluster->id[2] = index / (across[0] * across[1]);
  cluster->threadsPerBlock = l.block[0] * l.block[1] * l.block[2];
  cluster->threads.resize(size * cluster->threadsPerBlock);
  // Ranks run x fastest through the cluster's blocks (%cluster_ctarank).
  for (uint64_t rank = 0; rank < size; ++rank) {
    int64_t bid[3];
    blockIdOfRank(*cluster, rank, bid);
    BlockCtx *block = startBlock(l, bid);
    if (!block)
      return false;
    block->cluster = cluster;
    block->rank = rank;
    if (size > 1)
      block->dynamicShared->buf->address += int64_t(rank)
                                            << shared::kClusterRankShift;
    cluster->blocks.push_back(block);
  }
  return true;
}

Mbarrier *InterpreterImpl::peerMbarrierOf(ThreadCtx &t, uint32_t rank,
                                          const Inst &inst, Slot *regs,
                                          StringRef what) {
  // (A block that has exited: retired, or its threads all gone.)
  BlockCtx *peer = t.block->cluster->blocks[rank];
  if (!peer || peer->live == 0) {
    report("remote access after exit",
           Twine(what) + " on the block of rank " + Twine(rank) +
               ", which has exited (a cluster barrier before that block "
               "exits is missing)",
           inst.origin, &t);
    return nullptr;
  }
  BlockCtx &target = *peer;
  auto *group = static_cast<std::vector<Mbarrier> *>(regs[inst.a].p);
  const Inst *create = nullptr;
  for (auto &[key, barriers] : t.block->mbarriers)
    if (&barriers == group)
      create = key;
  int64_t index = regs[inst.b].i;
  if (!create || index < 0 || index >= int64_t(group->size())) {
    report("bad mbarrier",
           Twine(what) + " on mbarrier " + Twine(index) + " of a group of " +
               Twine(group ? group->size() : 0),
           inst.origin, &t);
    return nullptr;
  }
  // The target's mbarriers exist from its start (static shared memory),
  // initialized or not.
  std::vector<Mbarrier> &theirs = target.mbarriers[create];
  if (theirs.empty())
    theirs.resize(group->size());
  Mbarrier &bar = theirs[index];
  if (!bar.initialized) {
    report("bad mbarrier",
           Twine(what) + " on mbarrier " + Twine(index) +
               " of the block of rank " + Twine(target.rank) +
               " before its init (a cluster barrier after the inits is "
               "missing)",
           inst.origin, &t);
    return nullptr;
  }
  return &bar;
}

Step InterpreterImpl::remoteMbarrierArrive(ThreadCtx &t, const Inst &I,
                                           Slot *R) {
  ClusterCtx *c = t.block->cluster.get();
  int64_t rank = R[I.c].i;
  if (!c || rank < 0 || rank >= int64_t(c->blocks.size())) {
    report("bad cluster rank",
           "kfusion.remote_mbarrier_arrive on rank " + Twine(rank) +
               (c ? "; the cluster " + triple(c->launch->cluster) +
                        " has ranks 0.." + Twine(c->blocks.size() - 1)
                  : std::string("; the launch has no cluster")),
           I.origin, &t);
    return Step::Fail;
  }
  Mbarrier *bar =
      peerMbarrierOf(t, uint32_t(rank), I, R, "kfusion.remote_mbarrier_arrive");
  if (!bar || !roomForArrival(t, *c->blocks[rank], *bar, I,
                              " (a remote one, on the block of rank " +
                                  Twine(rank) + ")"))
    return Step::Fail;
  --bar->pending;
  // The release: a completion of this thread alone in its block (it orders
  // nothing there), after which its accesses have a larger syncGen; the
  // target block's waiters on this phase acquire it (multicastOrdered).
  BlockCtx &b = *t.block;
  std::vector<uint64_t> bits((b.threads.size() + 63) / 64, 0);
  bits[t.linear / 64] |= uint64_t(1) << (t.linear % 64);
  b.completions.push_back(std::move(bits));
  t.syncGen = uint32_t(b.completions.size());
  bar->remoteReleases.push_back({&b, t.linear, t.syncGen});
  return Step::Progress;
}

Step InterpreterImpl::executeClusterOp(ThreadCtx &t, const Inst &I, Slot *R,
                                       const uint32_t *lists) {
  BlockCtx &b = *t.block;
  ClusterCtx &c = *b.cluster;
  if (I.op == Opcode::ClusterArrive) {
    ClusterThread &ct = clusterThreadOf(t);
    if (ct.arrivals > ct.waits) {
      report("cluster barrier misuse",
             "a second arrival at the cluster barrier without waiting for "
             "phase " +
                 Twine(ct.waits) +
                 " first (nvvm.cluster.arrive and nvvm.cluster.wait "
                 "alternate)",
             I.origin, &t);
      return Step::Fail;
    }
    uint32_t phase = ct.arrivals++;
    if (I.flags & 1)
      ct.relaxed.push_back(phase);
    while (c.arrived.size() <= phase)
      c.arrived.push_back(c.exited);
    ++c.arrived[phase];
    return Step::Progress;
  }

  if (I.op == Opcode::RemoteMbarArrive)
    return remoteMbarrierArrive(t, I, R);

  // RemoteLoad.
  const uint32_t *indices = lists + I.listBegin;
  auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
  int64_t rank = R[I.b].i;
  if (rank < 0 || rank >= int64_t(c.blocks.size())) {
    report("bad cluster rank",
           "kfusion.remote_load from rank " + Twine(rank) + "; the cluster " +
               triple(c.launch->cluster) + " has ranks 0.." +
               Twine(c.blocks.size() - 1),
           I.origin, &t);
    return Step::Fail;
  }
  // The block's own shared memory: a local read.
  if (rank == b.rank) {
    uint8_t *p = address(t, d, R, indices, I.listSize, false, I);
    if (!p)
      return Step::Fail;
    loadElem(p, d->elem, R[I.res]);
    return Step::Next;
  }
  auto it = llvm::find(b.sharedBuffers, d->buf);
  if (it == b.sharedBuffers.end()) {
    report("bad remote load",
           d->buf->name +
               " is not a workgroup attribution of the kernel or its dynamic "
               "shared memory",
           I.origin, &t);
    return Step::Fail;
  }
  BlockCtx *target = c.blocks[rank];
  if (!target || target->live == 0) {
    int64_t bid[3];
    blockIdOfRank(c, rank, bid);
    report("remote access after exit",
           "kfusion.remote_load from block " + triple(bid) + " (rank " +
               Twine(rank) +
               "), which has exited: its shared memory is gone (a cluster "
               "barrier before that block exits is missing)",
           I.origin, &t);
    return Step::Fail;
  }
  MemRefDesc view = *d;
  view.buf = target->sharedBuffers[it - b.sharedBuffers.begin()];
  int64_t linear = 0;
  uint8_t *p = locate(t, &view, R, indices, I.listSize, false, I, &linear);
  if (!p)
    return Step::Fail;
  Buffer &buf = *view.buf;
  unsigned bytes = elemBytes(d->elem);
  size_t byteOffset = size_t(linear) * bytes;
  for (unsigned i = 0; i < bytes; ++i)
    if (!buf.written[byteOffset + i]) {
      report("uninitialized read",
             "remote load of byte " + Twine(byteOffset + i) + " of " +
                 buf.name + " of the block of rank " + Twine(rank) +
                 ", which nothing wrote",
             I.origin, &t);
      return Step::Fail;
    }
  if (options.checkRaces) {
    uint32_t me = clusterIndexOf(t);
    uint32_t arrivals = clusterThreadOf(t).arrivals;
    uint32_t base = rank * c.threadsPerBlock;
    refineGranule(buf, byteOffset, bytes);
    unsigned granule = buf.granule;
    for (size_t g = byteOffset / granule;
         g <= (byteOffset + bytes - 1) / granule; ++g) {
      Shadow &s = buf.shadow[g];
      if (s.writer >= 0 &&
          !clusterOrdered(c, base + s.writer, s.writeArrivals, me)) {
        report(
            "data race",
            "remote read of " + buf.name + " (byte " + Twine(g * granule) +
                ") of the block of rank " + Twine(rank) +
                " is not ordered after a write by " +
                whereInCluster(c, base + s.writer) + " at " +
                (s.writeOp ? clusterOpLocation(s.writeOp) : std::string("?")) +
                "; a cluster barrier between them is missing "
                "(nvvm.cluster.arrive after the write, nvvm.cluster.wait "
                "before the read)",
            I.origin, &t);
        return Step::Fail;
      }
      if (s.remoteReader < 0 || arrivals >= s.remoteReadArrivals) {
        s.remoteReader = int32_t(me);
        s.remoteReadArrivals = arrivals;
      }
    }
  }
  loadElem(p, d->elem, R[I.res]);
  return Step::Next;
}

bool InterpreterImpl::checkClusterAccess(ThreadCtx &t, Shadow &s,
                                         const Buffer &buf, size_t byte,
                                         bool isWrite, const Inst &inst) {
  if (!isWrite)
    return true;
  ClusterCtx &c = *t.block->cluster;
  uint32_t me = clusterIndexOf(t);
  if (s.remoteReader >= 0 &&
      !clusterOrdered(c, s.remoteReader, s.remoteReadArrivals, me)) {
    report("data race",
           "write of " + buf.name + " (byte " + Twine(byte) +
               ") is not ordered after a remote read (kfusion.remote_load) "
               "by " +
               whereInCluster(c, s.remoteReader) +
               "; a cluster barrier between them is missing "
               "(nvvm.cluster.arrive after the read, nvvm.cluster.wait "
               "before the write)",
           inst.origin, &t);
    return false;
  }
  s.remoteReader = -1;
  s.writeArrivals = clusterThreadOf(t).arrivals;
  return true;
}

bool InterpreterImpl::clusterWaitArrive(ThreadCtx &t, const Inst &inst) {
  ClusterThread &ct = clusterThreadOf(t);
  if (ct.arrivals > ct.waits)
    return true;
  report("cluster barrier misuse",
         "nvvm.cluster.wait without an arrival since the last wait (phase " +
             Twine(ct.waits) + "): an nvvm.cluster.arrive must come first",
         inst.origin, &t);
  return false;
}

void InterpreterImpl::resolveClusterWaits(BlockCtx &b, bool &progress) {
  ClusterCtx &c = *b.cluster;
  uint64_t total = c.threads.size();
  for (ThreadCtx &t : b.threads) {
    if (t.state != ThreadState::AtSync ||
        currentInst(t).op != Opcode::ClusterWait)
      continue;
    ClusterThread &ct = clusterThreadOf(t);
    uint32_t phase = ct.waits;
    if (phase >= c.arrived.size() || c.arrived[phase] < total)
      continue;
    // The phase's completion, once: in each block, a barrier completion of
    // its live threads (all arrived), which orders their block-local
    // accesses as gpu.barrier does.
    if (c.completions.size() <= phase) {
      std::vector<int64_t> &indices = c.completions.emplace_back();
      for (BlockCtx *block : c.blocks) {
        if (!block) {
          indices.push_back(-1);
          continue;
        }
        unsigned n = block->threads.size();
        std::vector<uint64_t> bits((n + 63) / 64, 0);
        for (const ThreadCtx &member : block->threads)
          if (member.state != ThreadState::Exited)
            bits[member.linear / 64] |= uint64_t(1) << (member.linear % 64);
        block->completions.push_back(std::move(bits));
        indices.push_back(int64_t(block->completions.size()) - 1);
      }
    }
    ++ct.waits;
    int64_t completion = c.completions[phase][b.rank];
    t.syncGen = std::max<uint32_t>(t.syncGen, uint32_t(completion + 1));
    t.state = ThreadState::Runnable;
    ++t.frames.back().pc;
    progress = true;
    stepsSinceProgress = 0;
  }
}

void InterpreterImpl::clusterThreadExit(ThreadCtx &t) {
  ClusterCtx &c = *t.block->cluster;
  ClusterThread &ct = clusterThreadOf(t);
  ct.exited = true;
  for (size_t phase = ct.arrivals; phase < c.arrived.size(); ++phase)
    ++c.arrived[phase];
  ++c.exited;
}

void InterpreterImpl::retireFromCluster(BlockCtx &b) {
  if (b.cluster)
    b.cluster->blocks[b.rank] = nullptr;
}

void InterpreterImpl::describeClusterWait(llvm::raw_ostream &os,
                                          const ThreadCtx &t) {
  const ClusterCtx &c = *t.block->cluster;
  uint32_t phase = clusterThreadOf(t).waits;
  uint64_t arrived = phase < c.arrived.size() ? c.arrived[phase] : 0;
  Operation *op = currentInst(t).origin;
  os << "; thread (" << t.tid[0] << ", " << t.tid[1] << ", " << t.tid[2]
     << ") waits at '" << op->getName() << "' at " << clusterOpLocation(op)
     << " for phase " << phase << " of the barrier of cluster " << triple(c.id)
     << ", where " << arrived << " of " << c.threads.size()
     << " threads of the cluster arrived";
  for (const BlockCtx *block : c.blocks) {
    if (!block)
      continue;
    for (const ThreadCtx &other : block->threads) {
      const ClusterThread &ct = c.threads[clusterIndexOf(other)];
      if (ct.exited || ct.arrivals > phase)
        continue;
      os << "; " << where(other) << " has not arrived: it ";
      if (other.state == ThreadState::AtSync)
        os << "waits at '" << currentInst(other).origin->getName() << "' at "
           << clusterOpLocation(currentInst(other).origin);
      else
        os << "has not reached nvvm.cluster.arrive";
      return;
    }
  }
}

std::string InterpreterImpl::whereInCluster(const ClusterCtx &c,
                                            uint32_t index) const {
  const LaunchCtx &l = *c.launch;
  uint32_t linear = index % c.threadsPerBlock;
  int64_t bid[3];
  blockIdOfRank(c, index / c.threadsPerBlock, bid);
  int64_t tid[3] = {int64_t(linear % l.block[0]),
                    int64_t(linear / l.block[0] % l.block[1]),
                    int64_t(linear / (l.block[0] * l.block[1]))};
  return "kernel @" + l.fn->name + ", block " + triple(bid) + ", thread " +
         triple(tid);
}
