//===- Executor.h - Interpreter run-time state ------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Buffers and memref descriptors, threads, blocks, clusters, launches and
// the asynchronous operations of the host, shared by the instruction loop
// (Executor.cpp and the handlers it calls: ExecuteMemory.cpp, Host.cpp,
// Memory.cpp, Cluster.cpp) and the block scheduler (Scheduler.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_INTERPRETER_EXECUTOR_H
#define KFUSION_LIB_INTERPRETER_EXECUTOR_H

#include "Bytecode.h"

#include "KFusion/Common/SharedAddress.h"
#include "KFusion/Interpreter/FloatFormats.h"
#include "KFusion/Interpreter/Interpreter.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstring>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

// The printing helpers of the KFusion runtime (lib/Runtime/RunnerUtils.cpp),
// so that the interpreter prints byte for byte what a GPU run prints. The
// printMemref helpers take an UnrankedMemRefType<T>*: {rank, descriptor}.
extern "C" {
void _mlir_ciface_printMemrefF32(void *unrankedDescriptor);
void _mlir_ciface_printMemrefF64(void *unrankedDescriptor);
void _mlir_ciface_printMemrefI8(void *unrankedDescriptor);
void _mlir_ciface_printMemrefI16(void *unrankedDescriptor);
void _mlir_ciface_printMemrefI32(void *unrankedDescriptor);
void _mlir_ciface_printMemrefI64(void *unrankedDescriptor);
void printI64(int64_t);
void printU64(uint64_t);
void printF32(float);
void printF64(double);
void printNewline();
void printComma();
void printOpen();
void printClose();
void printString(const char *);
}

namespace mlir::kfusion::sim {

constexpr unsigned kLanesPerWarp = 32;
/// Threads of a warpgroup (4 warps: a wgmma's threads).
constexpr unsigned kThreadsPerWarpgroup = 128;

/// Whether `inst` is a warp MMA operation (nvgpu.ldmatrix, nvgpu.mma.sync),
/// which Scheduler.cpp runs once all 32 lanes of the warp wait at it.
inline bool isWarpMma(const Inst &inst) {
  return inst.op == Opcode::Ldmatrix || inst.op == Opcode::MmaSync;
}

/// Whether `inst` is a warpgroup operation (a native nvvm.wgmma.mma_async
/// or nvvm.wgmma.wait.group.sync.aligned) that Scheduler.cpp runs once
/// every thread of the warpgroup waits at it.
inline bool isWarpgroupOp(const Inst &inst) {
  return inst.op == Opcode::WgmmaWait ||
         (inst.op == Opcode::EmulatedWgmma && (inst.flags & kWgmmaNative));
}
/// Shared memory of one block on sm_90 (227 KB), static and dynamic.
constexpr int64_t kMaxSharedBytes = 232448;

enum class Space : uint8_t { Host, Device, Workgroup, Private, Global };

/// Race-detection state of one granule of workgroup memory (see Buffer).
/// Threads are the owning block's (linear ids); the cluster fields order the
/// accesses of other blocks of its cluster (ClusterCtx): the writer's
/// cluster barrier arrivals at the write, and the latest remote reader (its
/// index in ClusterCtx::threads) with its arrivals at the read.
struct Shadow {
  int32_t writer = -1, reader = -1;
  uint32_t writeGen = 0, readGen = 0;
  Operation *writeOp = nullptr;
  bool writerAtomic = false;
  uint32_t writeArrivals = 0;
  int32_t remoteReader = -1;
  uint32_t remoteReadArrivals = 0;
};

struct Buffer {
  std::vector<uint8_t> data;
  Space space = Space::Host;
  bool hostShared = false;
  bool freed = false;
  /// The device copy of a constant (kfusion.device_constant): never written
  /// or deallocated.
  bool constant = false;
  std::string name;
  /// Workgroup memory only: bytes written so far, and race shadows, one
  /// per `granule` bytes. The granule starts at 4 bytes and halves (down to
  /// 1) when an access covers part of one (a 2-byte element, a byte), so
  /// that threads writing neighbouring small elements do not race.
  std::vector<uint8_t> written;
  std::vector<Shadow> shadow;
  unsigned granule = 4;
  /// The address of its byte 0 (what memref.extract_aligned_pointer_as_index
  /// gives; buffers outside shared memory: see
  /// InterpreterOptions::globalAddressOffset). Workgroup memory: the
  /// shared-memory address of its byte 0 (what
  /// memref.extract_aligned_pointer_as_index gives and the 128-byte swizzle
  /// of TMA loads and wgmma reads counts with). A block of a cluster sees
  /// its own shared memory with its rank above the window's offset
  /// (shared::kClusterRankShift, KFusion/Common/SharedAddress.h), as the GPU
  /// does.
  int64_t address = 0;
};

/// A zeroed buffer of `bytes` bytes; workgroup buffers get their
/// initialization and race-detection shadows.
std::unique_ptr<Buffer> makeBuffer(size_t bytes, Space space, std::string name);

/// Splits the race shadows of workgroup buffer `buf` into granules small
/// enough that the access of `bytes` bytes at `byteOffset` covers whole ones.
void refineGranule(Buffer &buf, size_t byteOffset, unsigned bytes);

/// Bytes of a buffer of `shape` with elements `elem`; none when a size is
/// negative or the product overflows.
std::optional<uint64_t> bytesOf(ArrayRef<int64_t> shape, Elem elem);

struct MemRefDesc {
  Buffer *buf = nullptr;
  int64_t offset = 0;
  unsigned rank = 0;
  Elem elem = Elem::F32;
  int64_t sizes[kMaxRank] = {};
  int64_t strides[kMaxRank] = {};
};

struct Token {
  bool done = false;
};

struct BlockCtx;
struct LaunchCtx;
struct ClusterCtx;

struct Frame {
  const CompiledFunc *fn;
  uint32_t pc;
  uint32_t regBase;
  /// The caller's Call instruction (to place results), or ~0 at the bottom.
  uint32_t callInst;
};

enum class ThreadState : uint8_t { Runnable, AtSync, Exited };

/// An asynchronous copy (cp.async) a thread issued and no wait completed
/// yet: the elements it read from its source when issued, and where in a
/// workgroup buffer they go.
struct PendingCopy {
  Buffer *dst = nullptr;
  size_t byteOffset = 0;
  /// Bytes between consecutive destination elements.
  size_t byteStride = 0;
  Elem elem = Elem::F32;
  /// The commit group (1, 2, ...), 0 while uncommitted.
  uint32_t group = 0;
  const Inst *inst = nullptr;
  std::vector<Slot> values;
};

struct ThreadCtx;

/// A TMA load (nvgpu.tma.async.load) in flight: the box it read from global
/// memory when issued, written to its workgroup destination when its
/// mbarrier's phase completes (the latest moment the GPU may write it).
struct PendingTma {
  ThreadCtx *issuer = nullptr;
  Buffer *dst = nullptr;
  Elem elem = Elem::F32;
  const Inst *inst = nullptr;
  /// (byte offset in dst, value) per element of the box.
  std::vector<std::pair<size_t, Slot>> elements;
};

/// One mbarrier of a block (nvgpu.mbarrier.*): a phase can complete once
/// its `expected` arrivals have arrived and its transaction bytes are all
/// done, and does when a waiter finds so; its TMA loads land then, and the
/// waiters of its parity go on, ordered after the arrivals (a barrier
/// completion of the block, for the race checks).
/// A thread of another block of the cluster that released its accesses on
/// an mbarrier (kfusion.remote_mbarrier_arrive): its block, its number, and
/// its syncGen after the release (its accesses before have a smaller one).
struct RemoteRelease {
  const BlockCtx *block = nullptr;
  uint32_t thread = 0;
  uint32_t gen = 0;
};

struct Mbarrier {
  bool initialized = false;
  int64_t expected = 0, pending = 0, tx = 0;
  uint32_t phase = 0;
  /// Threads that arrived or issued loads in the current phase, and the
  /// syncGen of each when it did (its accesses before are released).
  std::vector<uint32_t> participants;
  std::vector<uint32_t> participantGens;
  std::vector<PendingTma> loads;
  /// The block's barrier completion of the last phase done, or -1.
  int64_t lastCompletion = -1;
  /// Other blocks' remote arrivals in the current phase, and in the last
  /// phase done (its waiters acquire them).
  std::vector<RemoteRelease> remoteReleases, lastRemoteReleases;
};

/// An issued nvvm.wgmma.mma_async: its instruction, descriptors, the
/// groups its thread had committed before it (it is in the next one), and
/// the operands it read (the thread's rows of A, then its columns of B).
struct PendingWgmma {
  const Inst *inst = nullptr;
  uint64_t descA = 0, descB = 0;
  uint64_t group = 0;
  std::vector<float> operands;
};

struct ThreadCtx {
  std::vector<Slot> regs;
  std::vector<Frame> frames;
  ThreadState state = ThreadState::Runnable;
  BlockCtx *block = nullptr;
  uint32_t linear = 0;
  uint32_t tid[3] = {0, 0, 0};
  unsigned atomicDepth = 0;
  /// Barrier completions this thread took part in (count, and the index of
  /// the last one + 1 in its block's completion list).
  uint32_t barriersPassed = 0;
  uint32_t syncGen = 0;
  /// The last thread of the block an access of this one was found ordered
  /// after, and the largest syncGen of its accesses found so (-1: none). An
  /// order, once established by a completion, holds for every later access
  /// of this thread and every earlier one of that thread: the race check
  /// asks the same question for each chunk a warpgroup MMA or a loop reads
  /// of one stage, and answers it here without scanning the completions.
  int32_t orderedAfter = -1;
  uint32_t orderedAfterGen = 0;
  /// Value of the current sync op's operand and results, set on arrival.
  Slot syncValue{};
  /// Asynchronous copies in flight, in issue order, and the groups committed.
  std::vector<PendingCopy> asyncCopies;
  uint32_t asyncGroups = 0;
  /// nvvm.wgmma.mma_async operations whose reads of shared memory the
  /// hardware may still make (not retired by a wait), with the count of
  /// groups committed before each; the groups committed so far.
  std::vector<PendingWgmma> wgmmas;
  uint64_t wgmmaGroups = 0;
  /// Other blocks' threads whose releases (remote arrivals) this thread
  /// acquired by waiting for the mbarrier phase they arrived in: (block,
  /// thread) -> the latest release's RemoteRelease::gen.
  std::map<std::pair<const BlockCtx *, uint32_t>, uint32_t> acquiredRemote;
};

/// One resident thread block.
struct BlockCtx {
  LaunchCtx *launch = nullptr;
  /// Its thread-block cluster (one block's own when the launch has no
  /// cluster size) and rank in it (%cluster_ctarank).
  std::shared_ptr<ClusterCtx> cluster;
  uint32_t rank = 0;
  /// Quanta per round this block runs when it runs (skewed schedules).
  unsigned speed = 1;
  uint32_t bid[3] = {0, 0, 0};
  std::vector<ThreadCtx> threads;
  unsigned live = 0;
  std::vector<std::unique_ptr<Buffer>> ownedBuffers;
  MemRefDesc *dynamicShared = nullptr;
  /// The workgroup attributions' buffers in order, then the dynamic shared
  /// memory's: a kfusion.remote_load names the same one in another block.
  std::vector<Buffer *> sharedBuffers;
  /// Participants (bitsets over threads) of every barrier completion.
  std::vector<std::vector<uint64_t>> completions;
  /// The arrivals of each mbarrier phase's completion (by index in
  /// `completions`): (thread, its syncGen at the arrival). An arrival also
  /// releases the accesses of threads ordered before it by an earlier
  /// completion (a warpgroup's wgmma wait, then one lane's arrival).
  std::map<uint32_t, std::vector<std::pair<uint32_t, uint32_t>>> releases;
  /// The mbarriers of each nvgpu.mbarrier.create (MbarCreate) of the block.
  std::map<const Inst *, std::vector<Mbarrier>> mbarriers;
};

/// One kernel launch, from activation to its last block.
struct LaunchCtx {
  const CompiledFunc *fn = nullptr;
  Operation *op = nullptr;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  /// Blocks per cluster in each dimension (1, 1, 1 without a cluster size).
  int64_t cluster[3] = {1, 1, 1};
  int64_t dynamicSharedBytes = 0;
  std::vector<Slot> args;
  /// Blocks in all, started (whole clusters) and finished.
  uint64_t totalBlocks = 0, nextBlock = 0, finishedBlocks = 0;
  Token *token = nullptr;

  uint64_t clusterBlocks() const {
    return cluster[0] * cluster[1] * cluster[2];
  }
};

/// A thread's part in its cluster's barrier (nvvm.cluster.arrive / wait):
/// arrivals and completed waits (a thread alternates them, so its k-th
/// arrival is in phase k), whether it exited (an exited thread counts as
/// arrived in every later phase) and the phases it arrived relaxed in
/// (nvvm.cluster.arrive.relaxed: no release of its earlier accesses).
struct ClusterThread {
  uint32_t arrivals = 0, waits = 0;
  bool exited = false;
  std::vector<uint32_t> relaxed;
};

/// One thread-block cluster: its blocks, which start together and stay
/// until they exit (their shared memory with them), and its barrier.
struct ClusterCtx {
  LaunchCtx *launch = nullptr;
  /// The cluster's id in the grid (gpu.cluster_id).
  int64_t id[3] = {0, 0, 0};
  /// Blocks by rank; null once retired.
  std::vector<BlockCtx *> blocks;
  unsigned threadsPerBlock = 0;
  /// Indexed rank * threadsPerBlock + the thread's linear id.
  std::vector<ClusterThread> threads;
  /// Threads arrived in each phase so far, exited ones included.
  std::vector<uint64_t> arrived;
  uint64_t exited = 0;
  /// Per completed phase, its barrier completion in each block's list
  /// (BlockCtx::completions; -1 for a retired block).
  std::vector<std::vector<int64_t>> completions;
};

/// An operation the host issued asynchronously.
struct AsyncOp {
  enum Kind { Launch, Memcpy, Memset, Dealloc, Join } kind;
  std::vector<Token *> deps;
  Token *token = nullptr;
  Operation *op = nullptr;
  std::unique_ptr<LaunchCtx> launch;
  MemRefDesc *dst = nullptr, *src = nullptr;
  Slot value{};
  Elem elem = Elem::F32;
};

/// A launch or memset a call issued while kfusionGraphBegin recorded it
/// (StepGraphs.cpp): its parameters, replayed as the runtime replays the
/// call's CUDA graph.
struct RecordedOp {
  std::unique_ptr<LaunchCtx> launch; // a launch's (progress counters unused)
  MemRefDesc *dst = nullptr;         // a memset's destination, value, type
  Slot value{};
  Elem elem = Elem::F32;
  Operation *op = nullptr;
};

/// The graph of one key: its operations in issue order, and the buffers the
/// call allocated and freed, kept for the replays.
struct StepGraphRecord {
  std::vector<RecordedOp> ops;
  unsigned kernels = 0, memsets = 0;
  std::vector<MemRefDesc *> kept;
};

/// A call being recorded, from kfusionGraphBegin to kfusionGraphEnd.
struct StepRecording {
  int64_t key = 0;
  StepGraphRecord graph;
  /// Why the call cannot be replayed (the runtime's words); empty while it
  /// can. `refusedBefore`: the key was refused by an earlier recording.
  std::string refused;
  bool refusedBefore = false;
  /// The stream each token the call made belongs to, as the GPU lowering
  /// assigns them, and the one stream its work runs on.
  llvm::DenseMap<const Token *, unsigned> streamOf;
  unsigned streams = 0;
  std::optional<unsigned> workStream;
  /// Device buffers the call allocated and has not freed.
  std::vector<MemRefDesc *> allocated;
};

/// The instruction a thread stopped at.
inline const Inst &currentInst(const ThreadCtx &t) {
  const Frame &f = t.frames.back();
  return f.fn->code[f.pc];
}

/// Sign-extends the low `w` bits of `v` (the canonical form of integers).
inline int64_t sext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return v;
  unsigned s = 64 - w;
  return int64_t(uint64_t(v) << s) >> s;
}
/// The low `w` bits of `v`, zero-extended.
inline uint64_t zext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return uint64_t(v);
  return uint64_t(v) & ((uint64_t(1) << w) - 1);
}
inline unsigned elemWidth(Elem e) {
  return e == Elem::I1 ? 1 : elemBytes(e) * 8;
}
/// Reads one element of kind `e` at `p` into a slot (inline: every load).
inline void loadElem(const uint8_t *p, Elem e, Slot &out) {
  switch (e) {
  case Elem::I1:
    out.i = (*p & 1) ? -1 : 0;
    break;
  case Elem::I8:
    out.i = int8_t(*p);
    break;
  case Elem::I16: {
    int16_t v;
    std::memcpy(&v, p, 2);
    out.i = v;
    break;
  }
  case Elem::I32: {
    int32_t v;
    std::memcpy(&v, p, 4);
    out.i = v;
    break;
  }
  case Elem::I64:
    std::memcpy(&out.i, p, 8);
    break;
  case Elem::F16:
  case Elem::BF16: {
    uint16_t bits;
    std::memcpy(&bits, p, 2);
    out.f = e == Elem::F16 ? fromF16Bits(bits) : fromBF16Bits(bits);
    break;
  }
  case Elem::F32: {
    float v;
    std::memcpy(&v, p, 4);
    out.f = v;
    break;
  }
  case Elem::F64:
    std::memcpy(&out.f, p, 8);
    break;
  }
}
/// Writes a slot as one element of kind `e` at `p` (inline: every store).
inline void storeElem(uint8_t *p, Elem e, Slot v) {
  switch (e) {
  case Elem::I1:
    *p = uint8_t(v.i & 1);
    break;
  case Elem::I8:
    *p = uint8_t(v.i);
    break;
  case Elem::I16: {
    int16_t x = int16_t(v.i);
    std::memcpy(p, &x, 2);
    break;
  }
  case Elem::I32: {
    int32_t x = int32_t(v.i);
    std::memcpy(p, &x, 4);
    break;
  }
  case Elem::I64:
    std::memcpy(p, &v.i, 8);
    break;
  case Elem::F16:
  case Elem::BF16: {
    uint16_t bits = e == Elem::F16 ? toF16Bits(v.f) : toBF16Bits(v.f);
    std::memcpy(p, &bits, 2);
    break;
  }
  case Elem::F32: {
    float x = float(v.f);
    std::memcpy(p, &x, 4);
    break;
  }
  case Elem::F64:
    std::memcpy(p, &v.f, 8);
    break;
  }
}

/// Applies reduction `kind` to two values; `w` is their integer width, or
/// their FloatKind for the float reductions (as Inst::w). In Arithmetic.cpp.
Slot reduceValues(ReduceKind kind, Slot a, Slot b, unsigned w);

/// Why the instruction loop returned.
enum class Stop { Returned, Sync, Quantum, Exited, Error };

/// What an instruction handled outside the loop tells it: go on, go on
/// after a change of memory (progress), or stop after a report.
enum class Step : uint8_t { Next, Progress, Fail };

class InterpreterImpl {
public:
  InterpreterImpl(OwningOpRef<ModuleOp> module, InterpreterOptions options);

  LogicalResult runEntry(StringRef entry, ArrayRef<Slot> args,
                         SmallVectorImpl<Slot> &results);
  FailureOr<const CompiledFunc *> prepare(StringRef entry);

  // Memory (Memory.cpp).
  MemRefDesc *newDesc() { return &descs.emplace_back(); }
  Buffer *newBuffer(size_t bytes, Space space, std::string name);
  /// A new zeroed buffer of `memrefType` (dynamic sizes in order), owned by
  /// `owner` when given (a block's buffers), else by the run. A negative
  /// size, or a size that would take the program past
  /// options.maxMemoryBytes, is reported at `origin` (by `t`): nullptr.
  MemRefDesc *allocate(Type memrefType, ArrayRef<int64_t> dynamicSizes,
                       Space space, std::string name, Operation *origin,
                       const ThreadCtx *t,
                       std::vector<std::unique_ptr<Buffer>> *owner = nullptr);
  /// The buffer of memref.global `name`, allocated on first use (nullptr and
  /// a report when it does not fit).
  MemRefDesc *global(StringRef name, Operation *at, const ThreadCtx *t);
  /// The device copy of the host global `name` (kfusion.device_constant):
  /// made on the first call, the same descriptor after; its buffer is
  /// marked constant.
  MemRefDesc *deviceConstant(StringRef name, Operation *at,
                             const ThreadCtx *t);
  /// Address of the element at `indices`, after bounds checks; nullptr (and
  /// a report) on a bad access.
  uint8_t *address(ThreadCtx &t, const MemRefDesc *d, const Slot *regs,
                   const uint32_t *indices, unsigned count, bool isWrite,
                   const Inst &inst, int64_t *linearOut = nullptr) {
    int64_t linear = 0;
    uint8_t *p = locate(t, d, regs, indices, count, isWrite, inst, &linear);
    if (!p)
      return nullptr;
    Buffer *buf = d->buf;
    if (buf->space == Space::Workgroup && t.block &&
        !checkShared(t, buf, size_t(linear) * elemBytes(d->elem),
                     elemBytes(d->elem), isWrite,
                     inst.op == Opcode::AtomicRMW ||
                         inst.op == Opcode::AtomicBegin ||
                         inst.op == Opcode::AtomicEnd,
                     inst))
      return nullptr;
    if (linearOut)
      *linearOut = linear;
    return p;
  }
  /// `address` without the workgroup-memory checks (an access that happens
  /// later: an asynchronous copy's destination).
  /// Inline: every load and store of a kernel or of the host goes through it
  /// (a reference GEMM's loop nest, several per multiply-add); what it
  /// refuses is reported by `reportBadAccess`, out of line.
  uint8_t *locate(ThreadCtx &t, const MemRefDesc *d, const Slot *regs,
                  const uint32_t *indices, unsigned count, bool isWrite,
                  const Inst &inst, int64_t *linearOut = nullptr) {
    int64_t linear = d->offset;
    bool inside = true;
    for (unsigned i = 0; i < count; ++i) {
      int64_t idx = regs[indices[i]].i;
      inside &= idx >= 0 && idx < d->sizes[i];
      // Unsigned: the indices of a bad access may be anything.
      linear =
          int64_t(uint64_t(linear) + uint64_t(idx) * uint64_t(d->strides[i]));
    }
    const Buffer *buf = d->buf;
    size_t bytes = elemBytes(d->elem);
    size_t byteOffset = size_t(linear) * bytes;
    if (LLVM_UNLIKELY(
            !inside || linear < 0 || byteOffset + bytes > buf->data.size() ||
            buf->freed || (isWrite && buf->constant) ||
            (t.block ? buf->space == Space::Host
                     : buf->space == Space::Device && !buf->hostShared))) {
      reportBadAccess(t, d, regs, indices, count, isWrite, inst);
      return nullptr;
    }
    if (linearOut)
      *linearOut = linear;
    return const_cast<uint8_t *>(buf->data.data()) + byteOffset;
  }
  /// The report of the first check of `locate` that the access fails.
  LLVM_ATTRIBUTE_NOINLINE void
  reportBadAccess(ThreadCtx &t, const MemRefDesc *d, const Slot *regs,
                  const uint32_t *indices, unsigned count, bool isWrite,
                  const Inst &inst);
  /// Issues an asynchronous copy (AsyncCopy); completes the committed groups
  /// of `t` but the newest `keep` (AsyncWait). False after a report.
  bool issueAsyncCopy(ThreadCtx &t, const Inst &inst, Slot *regs,
                      const uint32_t *list);
  bool completeAsyncCopies(ThreadCtx &t, uint64_t keep);
  // mbarriers and TMA loads (ExecuteTma.cpp).
  /// MbarCreate, MbarInit, MbarExpectTx, MbarTest, TmaLoad and
  /// TmaDescriptor.
  /// TmaLoad: the box (a multicast's into every block its mask names).
  Step executeTmaLoad(ThreadCtx &t, const Inst &inst, Slot *regs,
                      const uint32_t *list, Mbarrier *bar);
  /// A multicast TmaLoad's copies of `load` (its box as read, `bytes`
  /// long) into the other blocks of `mask`, on their mbarriers; false when
  /// reported.
  bool multicastTmaLoad(ThreadCtx &t, const Inst &inst, Slot *regs,
                        const PendingTma &load, uint64_t mask, int64_t bytes);
  /// Whether `copy` (a multicast's bytes for `target`'s buffer `buf`) is
  /// ordered after that block's last reads of them (reported if not).
  bool multicastOrdered(ThreadCtx &t, const Inst &inst, const BlockCtx &target,
                        Buffer &buf, const PendingTma &copy);
  Step executeTmaOp(ThreadCtx &t, const Inst &inst, Slot *regs,
                    const uint32_t *lists, const CompiledFunc &fn);
  /// MbarTest: whether the phase of the parity asked is done (the thread
  /// then ordered after its arrivals and loads); false after a report.
  bool mbarrierTest(ThreadCtx &t, const Inst &inst, Slot *regs, bool &done);
  /// The mbarrier `inst` names (operands a and b), or nullptr after a report.
  Mbarrier *mbarrierOf(ThreadCtx &t, const Inst &inst, Slot *regs);
  /// The mbarrier of the block of rank `rank` of t's cluster that is the
  /// one `inst`'s group (a, of t's block) and index (b) name in t's block:
  /// the same nvgpu.mbarrier.create and index; null (reported) where that
  /// block has exited, the mbarrier is not initialized or the index is
  /// outside the group.
  Mbarrier *peerMbarrierOf(ThreadCtx &t, uint32_t rank, const Inst &inst,
                           Slot *regs, StringRef what);
  /// Room for one arrival on `bar` (of block `owner`): a phase with all its
  /// arrivals and no bytes outstanding completes first; false (reported,
  /// the message ending with `which`) where the phase has no arrival left.
  bool roomForArrival(ThreadCtx &t, BlockCtx &owner, Mbarrier &bar,
                      const Inst &inst, const Twine &which);
  /// kfusion.remote_mbarrier_arrive: one arrival on the mbarrier of the
  /// block of rank c (Cluster.cpp).
  Step remoteMbarrierArrive(ThreadCtx &t, const Inst &inst, Slot *regs);
  /// Completes the current phase of `bar` (nothing outstanding): its loads
  /// land, a barrier completion records its participants. False after a
  /// report.
  bool completePhase(BlockCtx &b, Mbarrier &bar);
  /// A TMA load's write of the element at byte `at` of `buf` at its issue
  /// (checked as a write, NaN for floats, not yet counted as written).
  bool writeAtIssue(ThreadCtx &t, Buffer *buf, size_t at, Elem elem,
                    const Inst &inst);
  /// Workgroup-memory race and initialization checks of one access.
  /// Whether an access of thread `q` of `b` with syncGen `gen` is ordered
  /// before what thread `p` did with syncGen `pGen` or later: its own
  /// earlier access, or a barrier completion of both in between.
  bool orderedBefore(const BlockCtx &b, uint32_t q, uint32_t gen, uint32_t p,
                     uint32_t pGen) const;
  bool checkShared(ThreadCtx &t, Buffer *buf, size_t byteOffset, unsigned bytes,
                   bool isWrite, bool isAtomic, const Inst &inst);

  // Execution (Executor.cpp): the instruction loop and its control flow.
  /// Runs `t` from its current instruction for at most `budget`
  /// instructions (more while inside an atomic region).
  Stop execute(ThreadCtx &t, uint64_t budget);
  /// Reports and returns false when the step of scf.for (CheckStep `inst`)
  /// is not positive.
  bool checkLoopStep(ThreadCtx &t, const Inst &inst, const Slot *regs);
  /// Pushes the callee's frame of Call `inst` with its arguments; false
  /// after a report (call depth).
  bool enterCall(ThreadCtx &t, const Inst &inst, const Slot *regs,
                 const uint32_t *lists);
  /// Pops the frame that Return `inst` ends and places its values in the
  /// caller's result slots, the caller resuming after its call; true when
  /// it was the bottom frame (its values are then in lastReturn).
  bool leaveCall(ThreadCtx &t, const Inst &inst, const Slot *regs,
                 const uint32_t *lists);

  /// CallExternal, Printf and VectorPrint; false after a report.
  bool executeOutputOp(ThreadCtx &t, const Inst &inst, Slot *regs,
                       const uint32_t *lists, const CompiledFunc &fn);
  /// A barrier or warp-level instruction `inst` that `t` reached (its pc
  /// saved): Sync, or Error after a report (inside an atomic region, or a
  /// barrier that diverges).
  Stop arriveAtSync(ThreadCtx &t, const Inst &inst);

  // Memory instructions other than Load and Store (ExecuteMemory.cpp).
  Step executeMemoryOp(ThreadCtx &t, const Inst &inst, Slot *regs,
                       const uint32_t *lists, const CompiledFunc &fn);
  /// AtomicRMW, AtomicBegin and AtomicEnd; progress when memory changed.
  Step executeAtomic(ThreadCtx &t, const Inst &inst, Slot *regs,
                     const uint32_t *lists);
  /// memref.subview and memref.view, bounds checked; false after a report.
  /// The view a memref.expand_shape or collapse_shape makes of its source.
  MemRefDesc *reshapeView(const Inst &inst, Slot *regs, const uint32_t *lists);
  bool executeSubView(ThreadCtx &t, const Inst &inst, Slot *regs,
                      const uint32_t *lists);
  bool executeView(ThreadCtx &t, const Inst &inst, Slot *regs,
                   const uint32_t *lists, const CompiledFunc &fn);

  // Host operations and printing (Host.cpp).
  bool callExternal(ThreadCtx &t, const Inst &inst, Slot *regs,
                    const uint32_t *list);
  bool hostInstruction(ThreadCtx &t, const Inst &inst, Slot *regs,
                       const uint32_t *list);
  /// Copies every element of `src` to `dst` (same shape and element type).
  bool copyElements(ThreadCtx &t, const MemRefDesc &dst, const MemRefDesc &src,
                    const Inst &inst);
  void printGpu(ThreadCtx &t, const Inst &inst, const Slot *regs,
                const uint32_t *list, const std::vector<std::string> &strings);
  /// vector.print (VectorPrint `inst`) through the runtime's helpers.
  void printVector(const Inst &inst, const Slot *regs,
                   const std::vector<std::string> &strings);

  // Step graphs (StepGraphs.cpp): kfusionGraphBegin / End as the runtime
  // does them, the recorded launches and memsets replayed on the buffers
  // they were recorded with, the call's host code skipped.
  /// Replays the graph of `key` (`replayed` true) or starts recording a
  /// call of it; false after a report (a recording already open).
  bool graphBegin(ThreadCtx &t, const Inst &inst, int64_t key, bool &replayed);
  /// Ends the recording of `key`, printing what the runtime prints; false
  /// after a report (none open for it).
  bool graphEnd(ThreadCtx &t, const Inst &inst, int64_t key);
  /// While recording: the stream of an asynchronous operation with
  /// dependencies `deps` whose token is `token` (a new one without
  /// dependencies, its dependency's with one; a join of several records
  /// events, which refuses the recording).
  unsigned recordStream(ArrayRef<Token *> deps, const Token *token);
  /// While recording: the call cannot be replayed, `why`.
  void recordRefuse(StringRef why);
  /// While recording: a launch or memset issued on `stream`.
  void recordWork(const AsyncOp &op, unsigned stream);
  /// While recording: whether the graph keeps `d`, which the call frees
  /// (a buffer it allocated); a free of another buffer refuses it.
  bool recordKeepsFreed(MemRefDesc *d);

  // Limits (Scheduler.cpp).
  /// Reports (on `t`'s current op, or the first runnable kernel thread's)
  /// and returns false once the step budget or the time limit is exceeded.
  bool withinLimits(const ThreadCtx *t);
  /// Runs the host thread `t` to its return or an error, in slices between
  /// which the budgets are checked.
  Stop runHost(ThreadCtx &t);

  // Device (Scheduler.cpp).
  bool drainDevice();
  /// Starts the block `bid` of `launch` (resident from then on); nullptr
  /// after a report.
  BlockCtx *startBlock(LaunchCtx &launch, const int64_t bid[3]);
  /// Completes the warp-level operations, the block reduction and the
  /// barriers of `block` whose participants all wait; sets `progress` when
  /// one completed. False after a report (divergence).
  bool resolveSync(BlockCtx &block, bool &progress);
  /// The shuffle or subgroup reduction of warp `w`, once every member lane
  /// waits at it; false after a report (a lane outside the member mask).
  bool resolveWarp(BlockCtx &block, unsigned w, bool &progress);
  /// The gpu.all_reduce every live thread waits at; true when it completed.
  bool resolveAllReduce(BlockCtx &block, bool &progress);
  /// Runs the warpgroup operation (a native wgmma or its wait) the live
  /// threads of warpgroup `g` of `block` all wait at, for each of them, as
  /// one barrier completion of theirs (what the hardware's .sync.aligned
  /// warpgroup operations order: one lane's mbarrier release after the wait
  /// covers the operand reads of the whole warpgroup's MMAs); false after a
  /// report.
  bool resolveWarpgroup(BlockCtx &block, unsigned g, bool &progress);
  /// Runs warp MMA operation `inst` (Ldmatrix, MmaSync) for the lanes
  /// [first, last) of `block` once all 32 wait at it; false after a report.
  bool resolveWarpMma(BlockCtx &block, unsigned first, unsigned last,
                      const Inst &inst, bool &progress);
  /// nvgpu.ldmatrix of the warp of lanes from `first`: each lane's elements
  /// loaded from the rows the lanes give (checked as its loads); false after
  /// a report.
  bool runLdmatrix(BlockCtx &block, unsigned first, const Inst &inst);
  /// nvgpu.mma.sync m16n8k16 of the warp of lanes from `first`: each lane's
  /// four f32 results from the warp's fragments.
  bool runMmaSync(BlockCtx &block, unsigned first, const Inst &inst);
  /// The barriers (ids 0..15) whose participants have arrived.
  void resolveBarriers(BlockCtx &block, bool &progress);
  void describeStall(std::vector<std::unique_ptr<BlockCtx>> &blocks);
  bool threadExit(ThreadCtx &t, const Inst &inst);
  bool barrierArrive(ThreadCtx &t, const Inst &inst);

  // Thread-block clusters and distributed shared memory (Cluster.cpp).
  /// Checks the cluster size of `launch` against its grid and the resident
  /// capacity; false after a report on `inst` (by the host `t`).
  bool checkClusterLaunch(const LaunchCtx &launch, ThreadCtx &t,
                          const Inst &inst);
  /// Starts the next cluster of `launch`, all its blocks at once; false
  /// after a report.
  bool startCluster(LaunchCtx &launch);
  /// ClusterArrive and RemoteLoad.
  Step executeClusterOp(ThreadCtx &t, const Inst &inst, Slot *regs,
                        const uint32_t *lists);
  // The emulated tensor cores (ExecuteWgmma.cpp).
  /// kfusion.emulated_wgmma: the thread's products from shared memory,
  /// each element read through address() (bounds, initialization, races);
  /// `list`: the accumulators' slots, then the results'.
  Step executeEmulatedWgmma(ThreadCtx &t, const Inst &inst, Slot *regs,
                            const uint32_t *list);
  /// One warpgroup MMA's part of thread `t` (lane `lane` of its warpgroup)
  /// from memref `d` at descriptors `descA` and `descB`; with `readsOnly`
  /// the reads alone (the products' slots unused); the operands read into
  /// `operands` where given.
  Step wgmma(ThreadCtx &t, const Inst &inst, const MemRefDesc *d,
             uint64_t descA, uint64_t descB, uint64_t lane, bool readsOnly,
             Slot *regs, const uint32_t *list, std::vector<float> *operands);
  /// WgmmaWait: makes the reads of the nvvm.wgmma.mma_async operations of
  /// `t` in all but its newest `keep` committed groups again (the hardware
  /// may read until then) and forgets them; false after a report.
  bool retireWgmmas(ThreadCtx &t, uint64_t keep);
  /// A thread reaching ClusterWait: false after a report (no arrival to
  /// wait for).
  bool clusterWaitArrive(ThreadCtx &t, const Inst &inst);
  /// Releases the threads of `block` waiting at a cluster barrier phase
  /// every thread of the cluster has arrived in.
  void resolveClusterWaits(BlockCtx &block, bool &progress);
  /// An exiting thread counts as arrived in every phase from now on.
  void clusterThreadExit(ThreadCtx &t);
  /// The block retires: its shared memory is gone.
  void retireFromCluster(BlockCtx &block);
  /// Appends to a deadlock report what cluster barrier waiter `t` waits for.
  void describeClusterWait(llvm::raw_ostream &os, const ThreadCtx &t);
  /// Checks a local access of `t` to workgroup memory (shadow `s` of
  /// `buf`, at `byte`) against the remote reads of other blocks of its
  /// cluster; a write records its thread's cluster arrivals, for the checks
  /// of later remote reads. False after a report.
  bool checkClusterAccess(ThreadCtx &t, Shadow &s, const Buffer &buf,
                          size_t byte, bool isWrite, const Inst &inst);
  /// Where thread `index` of `cluster` (ClusterCtx::threads) is, as where().
  std::string whereInCluster(const ClusterCtx &cluster, uint32_t index) const;

  // Reports.
  void report(StringRef kind, const Twine &message, Operation *op,
              const ThreadCtx *t = nullptr);
  std::string where(const ThreadCtx &t) const;

  OwningOpRef<ModuleOp> module;
  InterpreterOptions options;
  InterpreterStats stats;
  Program program;
  bool failedRun = false;

  std::deque<MemRefDesc> descs;
  std::vector<std::unique_ptr<Buffer>> buffers;
  llvm::StringMap<MemRefDesc *> globals;
  llvm::StringMap<MemRefDesc *> deviceConstants;
  std::deque<Token> tokens;
  std::list<AsyncOp> pending;
  std::vector<std::unique_ptr<LaunchCtx>> active;
  std::vector<std::unique_ptr<BlockCtx>> resident;
  /// Step graphs by key, the keys refused and why, the call being recorded.
  std::map<int64_t, StepGraphRecord> stepGraphs;
  std::map<int64_t, std::string> refusedStepGraphs;
  std::optional<StepRecording> recording;
  /// Values returned by the bottom frame of the last host run.
  std::vector<Slot> lastReturn;
  /// Kernel instructions since the last progress of any kernel thread.
  uint64_t stepsSinceProgress = 0;
  /// Host progress events (stores, output, device work) so far.
  uint64_t hostProgress = 0;
  uint64_t totalSteps = 0;
  /// Bytes of all buffers allocated and not yet released (MemRefDesc data).
  uint64_t allocatedBytes = 0;
  /// The address the next buffer outside shared memory starts at (before
  /// options.globalAddressOffset); buffers are 256-byte aligned and apart.
  int64_t nextGlobalAddress = int64_t(1) << 32;
  /// End of the time limit, when options.timeLimitSeconds is set.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::mt19937_64 rng;
};

} // namespace mlir::kfusion::sim

#endif // KFUSION_LIB_INTERPRETER_EXECUTOR_H
