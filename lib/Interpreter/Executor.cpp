//===- Executor.cpp - The interpreter's instruction loop ------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Executes compiled functions for one thread (the host, or one GPU thread) up
// to a sync point (barrier, warp-level op), a budget of instructions, or its
// end. The loop dispatches each instruction to its family: data movement,
// arithmetic (Arithmetic.h), control flow, memory (loads and stores here,
// the rest in ExecuteMemory.cpp), output and the GPU's kernel and host sides
// (Host.cpp, Scheduler.cpp). Memory accesses are bounds checked; workgroup
// memory is also checked for races and reads of bytes nothing wrote.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Arithmetic.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

std::string InterpreterImpl::where(const ThreadCtx &t) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!t.block) {
    os << "host";
    return text;
  }
  const BlockCtx &b = *t.block;
  os << "kernel @" << b.launch->fn->name << ", block (" << b.bid[0] << ", "
     << b.bid[1] << ", " << b.bid[2] << "), thread (" << t.tid[0] << ", "
     << t.tid[1] << ", " << t.tid[2] << ")";
  return text;
}

void InterpreterImpl::report(StringRef kind, const Twine &message,
                             Operation *op, const ThreadCtx *t) {
  failedRun = true;
  llvm::outs().flush();
  fflush(stdout);
  llvm::errs() << "kfusion-sim: error: " << kind << ": " << message;
  if (t)
    llvm::errs() << " [" << where(*t) << "]";
  llvm::errs() << "\n";
  if (op) {
    llvm::errs() << "  at " << op->getLoc() << ": '" << op->getName() << "'\n";
  }
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

bool InterpreterImpl::checkLoopStep(ThreadCtx &t, const Inst &I,
                                    const Slot *R) {
  int64_t step = R[I.a].i;
  bool isUnsigned = I.flags & 1;
  if (isUnsigned ? zext(step, I.w) != 0 : step > 0)
    return true;
  report("bad loop step",
         "scf.for step is " +
             (isUnsigned ? Twine(zext(step, I.w)) : Twine(step)) +
             "; it must be positive (the loop would never end)",
         I.origin, &t);
  return false;
}

bool InterpreterImpl::enterCall(ThreadCtx &t, const Inst &I, const Slot *R,
                                const uint32_t *lists) {
  const CompiledFunc *callee = &program.funcs[I.imm];
  uint32_t base = t.regs.size();
  uint32_t callInst = t.frames.back().pc;
  // Arguments are read before the register file may move.
  SmallVector<Slot, 8> args;
  for (unsigned k = 0; k < I.b; ++k)
    args.push_back(R[lists[I.listBegin + k]]);
  if (t.frames.size() > 4096) {
    report("stack overflow", "call depth above 4096", I.origin, &t);
    return false;
  }
  t.regs.resize(base + callee->numSlots);
  t.frames.push_back({callee, 0, base, callInst});
  for (unsigned k = 0; k < I.b; ++k)
    t.regs[base + callee->argSlots[k]] = args[k];
  return true;
}

bool InterpreterImpl::leaveCall(ThreadCtx &t, const Inst &I, const Slot *R,
                                const uint32_t *lists) {
  SmallVector<Slot, 4> values;
  for (unsigned k = 0; k < I.listSize; ++k)
    values.push_back(R[lists[I.listBegin + k]]);
  uint32_t callInst = t.frames.back().callInst;
  uint32_t base = t.frames.back().regBase;
  if (callInst == ~0u) {
    t.regs.resize(base);
    t.syncValue.i = 0;
    lastReturn.assign(values.begin(), values.end());
    t.frames.pop_back();
    return true;
  }
  t.frames.pop_back();
  t.regs.resize(base);
  Frame &caller = t.frames.back();
  const Inst &call = caller.fn->code[callInst];
  Slot *callerRegs = t.regs.data() + caller.regBase;
  for (unsigned k = 0; k < values.size(); ++k)
    callerRegs[caller.fn->lists[call.listBegin + call.b + k]] = values[k];
  caller.pc = callInst + 1;
  return false;
}

//===----------------------------------------------------------------------===//
// Output and synchronization
//===----------------------------------------------------------------------===//

bool InterpreterImpl::executeOutputOp(ThreadCtx &t, const Inst &I, Slot *R,
                                      const uint32_t *lists,
                                      const CompiledFunc &fn) {
  switch (I.op) {
  case Opcode::CallExternal:
    return callExternal(t, I, R, lists + I.listBegin);
  case Opcode::Printf:
    printGpu(t, I, R, lists + I.listBegin, fn.strings);
    return true;
  default:
    printVector(I, R, fn.strings);
    return true;
  }
}

Stop InterpreterImpl::arriveAtSync(ThreadCtx &t, const Inst &I) {
  if (t.atomicDepth) {
    report("sync in atomic region",
           "a barrier or warp operation inside memref.generic_atomic_rmw",
           I.origin, &t);
    return Stop::Error;
  }
  t.state = ThreadState::AtSync;
  if ((I.op == Opcode::Barrier || I.op == Opcode::BarrierDyn) &&
      !barrierArrive(t, I))
    return Stop::Error;
  if (I.op == Opcode::ClusterWait && !clusterWaitArrive(t, I))
    return Stop::Error;
  return Stop::Sync;
}

//===----------------------------------------------------------------------===//
// Instruction loop
//===----------------------------------------------------------------------===//

namespace {
/// The value GpuId `I` reads for kernel thread `t`.
int64_t gpuIdValue(const ThreadCtx &t, const Inst &I) {
  const BlockCtx &b = *t.block;
  const LaunchCtx &l = *b.launch;
  unsigned dim = I.b;
  switch (GpuIdKind(I.mode)) {
  case GpuIdKind::ThreadId:
    return t.tid[dim];
  case GpuIdKind::BlockId:
    return b.bid[dim];
  case GpuIdKind::BlockDim:
    return l.block[dim];
  case GpuIdKind::GridDim:
    return l.grid[dim];
  case GpuIdKind::GlobalId:
    return int64_t(b.bid[dim]) * l.block[dim] + t.tid[dim];
  case GpuIdKind::LaneId:
    return t.linear % kLanesPerWarp;
  case GpuIdKind::SubgroupId:
    return t.linear / kLanesPerWarp;
  case GpuIdKind::NumSubgroups:
    return (b.threads.size() + kLanesPerWarp - 1) / kLanesPerWarp;
  case GpuIdKind::SubgroupSize:
    return kLanesPerWarp;
  case GpuIdKind::ClusterId:
    return b.bid[dim] / l.cluster[dim];
  case GpuIdKind::ClusterDim:
    return l.grid[dim] / l.cluster[dim];
  case GpuIdKind::ClusterBlockId:
    return b.bid[dim] % l.cluster[dim];
  case GpuIdKind::ClusterDimBlocks:
    return l.cluster[dim];
  case GpuIdKind::ClusterRank:
    return b.rank;
  case GpuIdKind::ClusterSize:
    return l.clusterBlocks();
  }
  return 0;
}

/// The parallel copy of the `n` (source, destination) slot pairs at `pairs`:
/// every source is read before any destination is written.
inline void parallelCopy(Slot *R, const uint32_t *pairs, unsigned n) {
  Slot tmp[32];
  std::vector<Slot> big;
  Slot *buf = tmp;
  if (n > 32) {
    big.resize(n);
    buf = big.data();
  }
  for (unsigned k = 0; k < n; ++k)
    buf[k] = R[pairs[2 * k]];
  for (unsigned k = 0; k < n; ++k)
    R[pairs[2 * k + 1]] = buf[k];
}
} // namespace

// The arithmetic cases of the instruction loop: one straight-line case per
// opcode, each family's semantics instantiated for it (Arithmetic.h). A
// family handler with a switch of its own would cost every arithmetic
// instruction a second dispatch; the cold families (ExecuteMemory.cpp,
// output, host operations) take that second dispatch instead.
#define KF_INT_CASE(NAME)                                                      \
  case Opcode::NAME:                                                           \
    R[I.res].i = intResult<Opcode::NAME>(I, R);                                \
    ++pc;                                                                      \
    break;
#define KF_FLOAT_CASE(NAME)                                                    \
  case Opcode::NAME:                                                           \
    R[I.res].f = floatResult<Opcode::NAME>(I, R);                              \
    ++pc;                                                                      \
    break;
#define KF_DIVISION_CASE(NAME)                                                 \
  case Opcode::NAME:                                                           \
    if (!integerDivision<Opcode::NAME>(I, R)) {                                \
      report("division by zero", "integer division by zero", I.origin, &t);    \
      return fail();                                                           \
    }                                                                          \
    ++pc;                                                                      \
    break;

Stop InterpreterImpl::execute(ThreadCtx &t, uint64_t budget) {
  Frame *fr = &t.frames.back();
  const CompiledFunc *fn = fr->fn;
  const Inst *code = fn->code.data();
  const uint32_t *lists = fn->lists.data();
  Slot *R = t.regs.data() + fr->regBase;
  uint32_t pc = fr->pc;
  uint64_t executed = 0;
  // Kernel instructions without progress are counted from the last progress
  // of this call (`progressMark`); the host counts its progress events.
  uint64_t progressMark = 0;
  auto madeProgress = [&] {
    if (!t.block) {
      ++hostProgress;
      return;
    }
    stepsSinceProgress = 0;
    progressMark = executed;
  };
  auto account = [&] {
    if (t.block)
      stats.kernelOps += executed;
    else
      stats.hostOps += executed;
    totalSteps += executed;
    if (t.block)
      stepsSinceProgress += executed - progressMark;
    progressMark = executed;
  };
  auto reload = [&] {
    fr = &t.frames.back();
    fn = fr->fn;
    code = fn->code.data();
    lists = fn->lists.data();
    R = t.regs.data() + fr->regBase;
    pc = fr->pc;
  };
  auto fail = [&]() {
    fr->pc = pc;
    account();
    return Stop::Error;
  };
  for (;;) {
    if (executed >= budget && t.atomicDepth == 0) {
      fr->pc = pc;
      account();
      return Stop::Quantum;
    }
    const Inst &I = code[pc];
    ++executed;
    switch (I.op) {
    // Data movement and arithmetic (Arithmetic.h).
    case Opcode::Const:
      R[I.res].i = I.imm;
      ++pc;
      break;
    case Opcode::Copy:
    case Opcode::CastMemRef:
      R[I.res] = R[I.a];
      ++pc;
      break;
    case Opcode::ParCopy:
      parallelCopy(R, lists + I.listBegin, I.listSize / 2);
      ++pc;
      break;
    case Opcode::Select:
      R[I.res] = R[I.a].i ? R[I.b] : R[I.c];
      ++pc;
      break;
      KFUSION_SIM_INT_OPCODES(KF_INT_CASE)
      KFUSION_SIM_FLOAT_OPCODES(KF_FLOAT_CASE)
      KFUSION_SIM_DIVISION_OPCODES(KF_DIVISION_CASE)
    // Control flow.
    case Opcode::Jump:
      pc = uint32_t(I.imm);
      break;
    case Opcode::CondJump:
      pc = R[I.a].i ? uint32_t(I.imm) : I.b;
      break;
    case Opcode::CheckStep:
      if (!checkLoopStep(t, I, R))
        return fail();
      ++pc;
      break;
    case Opcode::Call:
      fr->pc = pc;
      if (!enterCall(t, I, R, lists))
        return fail();
      reload();
      break;
    case Opcode::Return:
      if (leaveCall(t, I, R, lists)) {
        account();
        return Stop::Returned;
      }
      reload();
      break;
    // Memory: loads and stores here, the rest in ExecuteMemory.cpp.
    case Opcode::Load: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, false, I);
      if (!p)
        return fail();
      loadElem(p, Elem(I.w), R[I.res]);
      ++pc;
      break;
    }
    case Opcode::Store: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      storeElem(p, Elem(I.w), R[I.b]);
      madeProgress();
      ++pc;
      break;
    }
    // Output (Host.cpp).
    case Opcode::CallExternal:
    case Opcode::Printf:
    case Opcode::VectorPrint:
      if (!executeOutputOp(t, I, R, lists, *fn))
        return fail();
      // Output is progress of the host only: a kernel that prints while it
      // spins on a flag still spins.
      if (!t.block)
        madeProgress();
      ++pc;
      break;
    // GPU, kernel side; Scheduler.cpp completes barriers and warp ops.
    case Opcode::GpuId:
      R[I.res].i = gpuIdValue(t, I);
      ++pc;
      break;
    case Opcode::DynSharedMem:
      R[I.res].p = t.block->dynamicShared;
      ++pc;
      break;
    case Opcode::Barrier:
    case Opcode::BarrierDyn:
    case Opcode::Shuffle:
    case Opcode::SubgroupReduce:
    case Opcode::Ldmatrix:
    case Opcode::MmaSync:
    case Opcode::AllReduce:
    case Opcode::ClusterWait:
      fr->pc = pc;
      account();
      return arriveAtSync(t, I);
    case Opcode::KernelReturn:
      fr->pc = pc;
      account();
      t.state = ThreadState::Exited;
      return threadExit(t, I) ? Stop::Exited : Stop::Error;
    // GPU, host side (Host.cpp).
    case Opcode::GpuAlloc:
    case Opcode::GpuDealloc:
    case Opcode::GpuMemcpy:
    case Opcode::GpuMemset:
    case Opcode::GpuLaunch:
    case Opcode::GpuWait:
    case Opcode::GpuWaitAsync:
    case Opcode::DeviceConstant:
      fr->pc = pc;
      if (!hostInstruction(t, I, R, lists + I.listBegin))
        return fail();
      madeProgress();
      // The register file of the host does not move during device work.
      ++pc;
      break;
    case Opcode::Unreachable:
      report("unreachable", "control reached the end of a function body",
             I.origin, &t);
      return fail();
    // Every other opcode is a memory op (atomics, allocations, views, copies,
    // cp.async), an mbarrier or TMA op: ExecuteMemory.cpp dispatches them.
    default: {
      // Warpgroup operations wait for their warpgroup (Scheduler.cpp).
      if (isWarpgroupOp(I)) {
        fr->pc = pc;
        account();
        return arriveAtSync(t, I);
      }
      Step step = executeMemoryOp(t, I, R, lists, *fn);
      if (step == Step::Fail)
        return fail();
      if (step == Step::Progress)
        madeProgress();
      ++pc;
      break;
    }
    }
  }
}
#undef KF_INT_CASE
#undef KF_FLOAT_CASE
#undef KF_DIVISION_CASE
