//===- Host.cpp - Host operations, printing and entry points --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the host does in the interpreter: gpu.alloc/memcpy/memset/launch_func
// (queued as asynchronous operations with tokens), gpu.wait, the printing
// helpers of runner programs, gpu.printf, and the Interpreter entry points.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Executor.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Horizontal/Transforms.h"
#include "KFusion/Runtime/Runtime.h"
#include "KFusion/Stencil/Transforms.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

//===----------------------------------------------------------------------===//
// Copies, printing and host operations
//===----------------------------------------------------------------------===//

void InterpreterImpl::printGpu(ThreadCtx &t, const Inst &inst, const Slot *regs,
                               const uint32_t *list,
                               const std::vector<std::string> &strings) {
  const std::string &format = strings[inst.imm];
  const std::string &kinds = strings[inst.b];
  std::string out;
  unsigned arg = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      out += format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    size_t j = i + 1;
    while (j < format.size() && !std::isalpha(format[j]))
      ++j;
    while (j < format.size() &&
           (format[j] == 'l' || format[j] == 'h' || format[j] == 'z'))
      ++j;
    if (j >= format.size())
      break;
    std::string spec = format.substr(i, j - i + 1);
    char conv = format[j];
    char buffer[128] = {0};
    if (arg < inst.listSize) {
      Slot v = regs[list[arg]];
      char kind = kinds[arg];
      ++arg;
      bool isLong = spec.find('l') != std::string::npos;
      if (std::strchr("fFeEgGaA", conv))
        std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                      kind == 'f' ? v.f : double(v.i));
      else if (conv == 's' || conv == 'p')
        std::snprintf(buffer, sizeof(buffer), "%p", v.p);
      else if (isLong)
        std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                      kind == 'f' ? (long long)v.f : (long long)v.i);
      else
        std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                      kind == 'f'   ? int(v.f)
                      : kind == 'b' ? int(v.i & 1)
                                    : int(v.i));
    }
    out += buffer;
    i = j;
  }
  fflush(stdout);
  fputs(out.c_str(), stdout);
  fflush(stdout);
  (void)t;
}

void InterpreterImpl::printVector(const Inst &inst, const Slot *regs,
                                  const std::vector<std::string> &strings) {
  fflush(stdout);
  if (inst.mode == 4) {
    printString(strings[inst.b].c_str());
  } else if (inst.mode == 2) {
    // f32 or f64 (the compiler refuses 16-bit floats: upstream prints
    // them with printF16 / printBF16, which the runtime lacks).
    if (FloatKind(inst.w) == FloatKind::F32)
      printF32(float(regs[inst.a].f));
    else
      printF64(regs[inst.a].f);
  } else if (inst.mode == 1) {
    printU64(uint64_t(regs[inst.a].i));
  } else if (inst.mode == 3) {
    printI64(regs[inst.a].i & 1);
  } else {
    printI64(regs[inst.a].i);
  }
  // A string prints as it is; a value is followed by its punctuation.
  switch (inst.mode == 4 ? 0 : inst.flags) {
  case 1:
    printNewline();
    break;
  case 2:
    printComma();
    break;
  case 3:
    printOpen();
    break;
  case 4:
    printClose();
    break;
  default:
    break;
  }
  fflush(stdout);
}

namespace {
/// A strided descriptor in the layout of StridedMemRefType<T, rank>, for the
/// runtime's printing helpers.
struct PrintDescriptor {
  std::vector<int64_t> words;
  PrintDescriptor(const MemRefDesc &d) {
    void *base = d.buf->data.data();
    words.resize(3 + 2 * d.rank);
    std::memcpy(&words[0], &base, sizeof(void *));
    std::memcpy(&words[1], &base, sizeof(void *));
    words[2] = d.offset;
    for (unsigned k = 0; k < d.rank; ++k) {
      words[3 + k] = d.sizes[k];
      words[3 + d.rank + k] = d.strides[k];
    }
  }
};
} // namespace

bool InterpreterImpl::callExternal(ThreadCtx &t, const Inst &inst, Slot *regs,
                                   const uint32_t *list) {
  fflush(stdout);
  auto unrankedOf = [&](const MemRefDesc *d, PrintDescriptor &desc) {
    struct Unranked {
      int64_t rank;
      void *descriptor;
    };
    return Unranked{int64_t(d->rank), desc.words.data()};
  };
  switch (ExternalFn(inst.imm)) {
  case ExternalFn::PrintMemrefF32:
  case ExternalFn::PrintMemrefF64:
  case ExternalFn::PrintMemrefI8:
  case ExternalFn::PrintMemrefI16:
  case ExternalFn::PrintMemrefI32:
  case ExternalFn::PrintMemrefI64: {
    auto *d = static_cast<const MemRefDesc *>(regs[list[0]].p);
    static const Elem expected[] = {Elem::F32, Elem::F64, Elem::I8,
                                    Elem::I16, Elem::I32, Elem::I64};
    if (d->elem != expected[inst.imm]) {
      report("bad call", "printMemref element type differs from the memref's",
             inst.origin, &t);
      return false;
    }
    if (d->buf->space == Space::Device && !d->buf->hostShared) {
      report("host access to device memory",
             "printMemref of " + d->buf->name + " (copy it to the host first)",
             inst.origin, &t);
      return false;
    }
    PrintDescriptor desc(*d);
    auto unranked = unrankedOf(d, desc);
    switch (ExternalFn(inst.imm)) {
    case ExternalFn::PrintMemrefF32:
      _mlir_ciface_printMemrefF32(&unranked);
      break;
    case ExternalFn::PrintMemrefF64:
      _mlir_ciface_printMemrefF64(&unranked);
      break;
    case ExternalFn::PrintMemrefI8:
      _mlir_ciface_printMemrefI8(&unranked);
      break;
    case ExternalFn::PrintMemrefI16:
      _mlir_ciface_printMemrefI16(&unranked);
      break;
    case ExternalFn::PrintMemrefI32:
      _mlir_ciface_printMemrefI32(&unranked);
      break;
    default:
      _mlir_ciface_printMemrefI64(&unranked);
      break;
    }
    break;
  }
  case ExternalFn::InputF32:
  case ExternalFn::InputI32:
  case ExternalFn::InputI64:
  case ExternalFn::InputI8:
  case ExternalFn::OutputF32:
  case ExternalFn::OutputI32:
  case ExternalFn::OutputI64:
  case ExternalFn::OutputI8: {
    auto *d = static_cast<MemRefDesc *>(regs[list[0]].p);
    unsigned which = unsigned(inst.imm) - unsigned(ExternalFn::InputF32);
    static const Elem expected[] = {Elem::F32, Elem::I32, Elem::I64, Elem::I8};
    static const char *names[] = {"kfusionInputF32",  "kfusionInputI32",
                                  "kfusionInputI64",  "kfusionInputI8",
                                  "kfusionOutputF32", "kfusionOutputI32",
                                  "kfusionOutputI64", "kfusionOutputI8"};
    if (d->elem != expected[which % 4]) {
      report("bad call",
             std::string(names[which]) +
                 " element type differs from the memref's",
             inst.origin, &t);
      return false;
    }
    if (d->buf->space == Space::Device && !d->buf->hostShared) {
      report("host access to device memory",
             std::string(names[which]) + " of " + d->buf->name +
                 " (it takes host memrefs)",
             inst.origin, &t);
      return false;
    }
    PrintDescriptor desc(*d);
    auto unranked = unrankedOf(d, desc);
    using Fn = void (*)(void *);
    static const Fn fns[] = {
        _mlir_ciface_kfusionInputF32,  _mlir_ciface_kfusionInputI32,
        _mlir_ciface_kfusionInputI64,  _mlir_ciface_kfusionInputI8,
        _mlir_ciface_kfusionOutputF32, _mlir_ciface_kfusionOutputI32,
        _mlir_ciface_kfusionOutputI64, _mlir_ciface_kfusionOutputI8};
    fns[which](&unranked);
    break;
  }
  case ExternalFn::BenchWarmup:
  case ExternalFn::BenchRepeat: {
    // The interpreter does not time: no iterations unless the environment
    // asks for them.
    const char *name = ExternalFn(inst.imm) == ExternalFn::BenchWarmup
                           ? "KFUSION_BENCH_WARMUP"
                           : "KFUSION_BENCH_REPEAT";
    const char *text = getenv(name);
    int64_t value = text && *text ? std::strtoll(text, nullptr, 10) : 0;
    if (inst.res != kNoSlot)
      regs[inst.res].i = value < 0 ? 0 : value;
    break;
  }
  case ExternalFn::BenchRecord:
  case ExternalFn::TimingBegin:
    break;
  case ExternalFn::TimingLastOpCount: // nothing is timed
    if (inst.res != kNoSlot)
      regs[inst.res].i = 0;
    break;
  case ExternalFn::GraphBegin: {
    bool replayed = false;
    if (!graphBegin(t, inst, regs[list[0]].i, replayed))
      return false;
    if (inst.res != kNoSlot)
      regs[inst.res].i = replayed;
    break;
  }
  case ExternalFn::GraphEnd:
    if (!graphEnd(t, inst, regs[list[0]].i))
      return false;
    break;
  case ExternalFn::TimingEnd:
    if (inst.res != kNoSlot)
      regs[inst.res].f = 0.0;
    break;
  case ExternalFn::BenchReport:
    printf("kfusion-bench: not timed (kfusion-sim)\n");
    break;
  case ExternalFn::PrintI64:
    printI64(regs[list[0]].i);
    break;
  case ExternalFn::PrintU64:
    printU64(uint64_t(regs[list[0]].i));
    break;
  case ExternalFn::PrintF32:
    printF32(float(regs[list[0]].f));
    break;
  case ExternalFn::PrintF64:
    printF64(regs[list[0]].f);
    break;
  case ExternalFn::PrintNewline:
    printNewline();
    break;
  case ExternalFn::PrintComma:
    printComma();
    break;
  case ExternalFn::PrintOpen:
    printOpen();
    break;
  case ExternalFn::PrintClose:
    printClose();
    break;
  }
  fflush(stdout);
  return true;
}

bool InterpreterImpl::hostInstruction(ThreadCtx &t, const Inst &inst,
                                      Slot *regs, const uint32_t *list) {
  const CompiledFunc *fn = t.frames.back().fn;
  auto newToken = [&](unsigned depBegin, unsigned depEnd) {
    AsyncOp &op = pending.emplace_back();
    op.kind = AsyncOp::Join;
    op.op = inst.origin;
    for (unsigned k = depBegin; k < depEnd; ++k)
      op.deps.push_back(static_cast<Token *>(regs[list[k]].p));
    op.token = &tokens.emplace_back();
    return &op;
  };
  switch (inst.op) {
  case Opcode::GpuAlloc: {
    SmallVector<int64_t, 4> sizes;
    for (unsigned k = 0; k < inst.b; ++k)
      sizes.push_back(regs[list[k]].i);
    MemRefDesc *d = allocate(fn->types[inst.imm], sizes, Space::Device,
                             "gpu.alloc", inst.origin, &t);
    if (!d)
      return false;
    d->buf->hostShared = inst.flags & 1;
    regs[inst.res].p = d;
    if (recording) {
      if (d->buf->hostShared)
        recordRefuse(KFUSION_GRAPH_MANAGED);
      else if (recording->refused.empty())
        recording->allocated.push_back(d);
    }
    if (inst.res2 != kNoSlot) {
      AsyncOp *op = newToken(inst.b, inst.listSize);
      if (recording)
        recordStream(op->deps, op->token);
      regs[inst.res2].p = op->token;
      return true;
    }
    // A synchronous allocation with dependencies blocks until they are done
    // (kfusion-to-cubin waits for them); one without has nothing to wait for.
    return inst.listSize == inst.b || drainDevice();
  }
  case Opcode::DeviceConstant: {
    MemRefDesc *d = deviceConstant(fn->strings[inst.imm], inst.origin, &t);
    regs[inst.res].p = d;
    return d != nullptr;
  }
  case Opcode::GpuDealloc:
  case Opcode::GpuMemcpy:
  case Opcode::GpuMemset: {
    AsyncOp op;
    op.kind = inst.op == Opcode::GpuDealloc  ? AsyncOp::Dealloc
              : inst.op == Opcode::GpuMemcpy ? AsyncOp::Memcpy
                                             : AsyncOp::Memset;
    op.op = inst.origin;
    op.dst = static_cast<MemRefDesc *>(regs[inst.a].p);
    if (op.dst->buf->constant) {
      report("write to a device constant",
             Twine(inst.op == Opcode::GpuDealloc  ? "gpu.dealloc of "
                   : inst.op == Opcode::GpuMemcpy ? "gpu.memcpy into "
                                                  : "gpu.memset of ") +
                 op.dst->buf->name +
                 ", which kfusion.device_constant made once for every call",
             inst.origin, &t);
      return false;
    }
    if (inst.op == Opcode::GpuMemcpy)
      op.src = static_cast<MemRefDesc *>(regs[inst.b].p);
    if (inst.op == Opcode::GpuMemset) {
      op.value = regs[inst.b];
      op.elem = Elem(inst.w);
    }
    for (unsigned k = 0; k < inst.listSize; ++k)
      op.deps.push_back(static_cast<Token *>(regs[list[k]].p));
    op.token = &tokens.emplace_back();
    if (recording) {
      unsigned stream = recordStream(op.deps, op.token);
      if (inst.op == Opcode::GpuMemcpy)
        recordRefuse(KFUSION_GRAPH_COPIES);
      else if (inst.op == Opcode::GpuMemset)
        recordWork(op, stream);
      else if (recordKeepsFreed(op.dst))
        op.kind = AsyncOp::Join; // the buffer stays for the replays
    }
    Token *token = op.token;
    pending.push_back(std::move(op));
    if (inst.res2 != kNoSlot) {
      regs[inst.res2].p = token;
      return true;
    }
    return drainDevice();
  }
  case Opcode::GpuLaunch: {
    auto launch = std::make_unique<LaunchCtx>();
    launch->fn = &program.funcs[inst.imm];
    launch->op = inst.origin;
    for (unsigned k = 0; k < 3; ++k) {
      launch->grid[k] = regs[list[k]].i;
      launch->block[k] = regs[list[3 + k]].i;
    }
    launch->dynamicSharedBytes = list[6] == kNoSlot ? 0 : regs[list[6]].i;
    for (unsigned k = 0; k < 3; ++k)
      launch->cluster[k] = list[7 + k] == kNoSlot ? 1 : regs[list[7 + k]].i;
    static const int64_t maxBlock[3] = {1024, 1024, 64};
    static const int64_t maxGrid[3] = {2147483647, 65535, 65535};
    for (unsigned k = 0; k < 3; ++k) {
      if (launch->block[k] < 1 || launch->block[k] > maxBlock[k] ||
          launch->grid[k] < 1 || launch->grid[k] > maxGrid[k]) {
        report("launch error",
               "grid (" + Twine(launch->grid[0]) + ", " +
                   Twine(launch->grid[1]) + ", " + Twine(launch->grid[2]) +
                   ") and block (" + Twine(launch->block[0]) + ", " +
                   Twine(launch->block[1]) + ", " + Twine(launch->block[2]) +
                   ") are outside the device limits (as "
                   "CUDA_ERROR_INVALID_VALUE)",
               inst.origin, &t);
        return false;
      }
    }
    // Within the limits checked above, so the product cannot overflow.
    int64_t threads = launch->block[0] * launch->block[1] * launch->block[2];
    if (threads > 1024) {
      report("launch error",
             Twine(threads) + " threads per block, more than 1024 (as "
                              "CUDA_ERROR_INVALID_VALUE)",
             inst.origin, &t);
      return false;
    }
    if (launch->dynamicSharedBytes < 0 ||
        launch->dynamicSharedBytes > kMaxSharedBytes) {
      report("launch error",
             Twine(launch->dynamicSharedBytes) +
                 " bytes of dynamic shared memory, more than sm_90's " +
                 Twine(kMaxSharedBytes),
             inst.origin, &t);
      return false;
    }
    // Static workgroup buffers share the block's shared memory with the
    // dynamic part (ptxas would refuse the kernel, or the launch fail).
    uint64_t sharedBytes = launch->dynamicSharedBytes;
    for (auto &entry : launch->fn->workgroupBuffers) {
      auto type = cast<MemRefType>(entry.second);
      std::optional<uint64_t> bytes =
          bytesOf(type.getShape(), *elemKindOf(type.getElementType()));
      sharedBytes += bytes ? std::min<uint64_t>(*bytes, kMaxSharedBytes + 1)
                           : kMaxSharedBytes + 1;
    }
    if (sharedBytes > uint64_t(kMaxSharedBytes)) {
      report("launch error",
             "@" + launch->fn->name + " needs more than " +
                 Twine(kMaxSharedBytes) +
                 " bytes of shared memory (sm_90's limit): " +
                 Twine(launch->dynamicSharedBytes) +
                 " dynamic, the rest in workgroup buffers",
             inst.origin, &t);
      return false;
    }
    if (!checkClusterLaunch(*launch, t, inst))
      return false;
    // Operands: grid, block, dynamic shared memory, cluster, arguments,
    // dependencies.
    constexpr unsigned kFirstArg = 10;
    unsigned numArgs = inst.b;
    for (unsigned k = 0; k < numArgs; ++k)
      launch->args.push_back(regs[list[kFirstArg + k]]);
    launch->totalBlocks =
        uint64_t(launch->grid[0]) * launch->grid[1] * launch->grid[2];
    AsyncOp op;
    op.kind = AsyncOp::Launch;
    op.op = inst.origin;
    for (unsigned k = kFirstArg + numArgs; k < inst.listSize; ++k)
      op.deps.push_back(static_cast<Token *>(regs[list[k]].p));
    op.token = &tokens.emplace_back();
    launch->token = op.token;
    op.launch = std::move(launch);
    if (recording)
      recordWork(op, recordStream(op.deps, op.token));
    Token *token = op.token;
    pending.push_back(std::move(op));
    ++stats.kernelLaunches;
    if (inst.res2 != kNoSlot) {
      regs[inst.res2].p = token;
      return true;
    }
    return drainDevice();
  }
  case Opcode::GpuWait:
    return drainDevice();
  case Opcode::GpuWaitAsync: {
    AsyncOp *op = newToken(0, inst.listSize);
    if (recording)
      recordStream(op->deps, op->token);
    regs[inst.res2].p = op->token;
    return true;
  }
  default:
    return false;
  }
}

//===----------------------------------------------------------------------===//
// Setup and entry points
//===----------------------------------------------------------------------===//

InterpreterImpl::InterpreterImpl(OwningOpRef<ModuleOp> module,
                                 InterpreterOptions options)
    : module(std::move(module)), options(options), rng(options.seed) {}

FailureOr<const CompiledFunc *> InterpreterImpl::prepare(StringRef entry) {
  Operation *func = SymbolTable::lookupSymbolIn(*module, entry);
  if (!func || !isa<func::FuncOp>(func)) {
    llvm::errs() << "kfusion-sim: error: entry point '@" << entry
                 << "' not found (choose another with -e)\n";
    return failure();
  }
  FailureOr<unsigned> index = compileFunction(*module, func, program);
  if (failed(index))
    return failure();
  return &program.funcs[*index];
}

namespace {
/// A saved state of the host thread, for cycle detection.
struct HostState {
  std::vector<Slot> regs;
  std::vector<Frame> frames;
  uint64_t progress = 0;

  void save(const ThreadCtx &t, uint64_t progressNow) {
    regs = t.regs;
    frames = t.frames;
    progress = progressNow;
  }
  bool equals(const ThreadCtx &t, uint64_t progressNow) const {
    if (progress != progressNow || regs.size() != t.regs.size() ||
        frames.size() != t.frames.size())
      return false;
    for (size_t k = 0; k < frames.size(); ++k)
      if (frames[k].fn != t.frames[k].fn || frames[k].pc != t.frames[k].pc ||
          frames[k].regBase != t.frames[k].regBase)
        return false;
    return std::memcmp(regs.data(), t.regs.data(),
                       regs.size() * sizeof(Slot)) == 0;
  }
};
} // namespace

Stop InterpreterImpl::runHost(ThreadCtx &t) {
  // Between slices the budgets are checked, as the scheduler checks the
  // kernels' after every round. The host is one deterministic thread: when
  // it comes back to a saved state (same op, same registers) with no store,
  // output or device work in between, it repeats that cycle forever. The
  // states compared are those at slice ends, saved at doubling distances
  // (Brent's cycle detection), so a cycle of any length is found within a
  // few times its length after it starts.
  constexpr uint64_t kHostSlice = 1 << 16;
  HostState saved;
  saved.save(t, hostProgress);
  uint64_t power = 1, distance = 0;
  for (;;) {
    Stop stop = execute(t, kHostSlice);
    if (stop != Stop::Quantum)
      return stop;
    if (failedRun)
      return Stop::Error;
    if (saved.equals(t, hostProgress)) {
      report("livelock",
             "the host came back to the same op with the same values "
             "without changing memory, printing or issuing device work in "
             "between: it repeats a loop that cannot end",
             currentInst(t).origin, &t);
      return Stop::Error;
    }
    if (!withinLimits(&t))
      return Stop::Error;
    bool progressed = saved.progress != hostProgress;
    if (++distance == power || progressed) {
      saved.save(t, hostProgress);
      power = progressed ? 1 : power * 2;
      distance = 0;
    }
  }
}

LogicalResult InterpreterImpl::runEntry(StringRef entry, ArrayRef<Slot> args,
                                        SmallVectorImpl<Slot> &results) {
  FailureOr<const CompiledFunc *> fn = prepare(entry);
  if (failed(fn))
    return failure();
  if (args.size() != (*fn)->argSlots.size()) {
    llvm::errs() << "kfusion-sim: error: entry point '@" << entry << "' takes "
                 << (*fn)->argSlots.size() << " arguments, given "
                 << args.size() << "\n";
    return failure();
  }
  ThreadCtx host;
  host.regs.resize((*fn)->numSlots);
  for (auto [k, arg] : llvm::enumerate(args))
    host.regs[(*fn)->argSlots[k]] = arg;
  host.frames.push_back({*fn, 0, 0, ~0u});
  if (options.timeLimitSeconds > 0)
    deadline = std::chrono::steady_clock::now() +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                   std::chrono::duration<double>(options.timeLimitSeconds));
  Stop stop = runHost(host);
  fflush(stdout);
  if (stop != Stop::Returned || failedRun)
    return failure();
  // Work the host never waited for still runs, as the GPU would finish it.
  if (!drainDevice())
    return failure();
  results.assign(lastReturn.begin(), lastReturn.end());
  return success();
}

Interpreter::Interpreter(std::unique_ptr<InterpreterImpl> impl)
    : impl(std::move(impl)) {}
Interpreter::~Interpreter() = default;
Interpreter::Interpreter(Interpreter &&) noexcept = default;

FailureOr<Interpreter> Interpreter::create(ModuleOp module,
                                           const InterpreterOptions &options) {
  OwningOpRef<ModuleOp> clone(cast<ModuleOp>(module->clone()));
  // Normalize only what needs it: these passes also fold, which would change
  // the ops (and diagnostics) of programs that do not need them.
  bool hasLaunch = false, hasAffine = false, hasLinalg = false;
  clone->walk([&](Operation *op) {
    StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
    hasLaunch |= isa<gpu::LaunchOp>(op);
    hasAffine |= ns == "affine";
    hasLinalg |= ns == "linalg";
  });
  PassManager pm(module.getContext());
  if (hasLaunch)
    pm.addPass(createGpuKernelOutliningPass());
  if (hasAffine)
    pm.addPass(createLowerAffinePass());
  if (hasLinalg)
    pm.addPass(createConvertLinalgToLoopsPass());
  if (failed(pm.run(*clone)))
    return failure();
  // The kfusion ops with regions run as their own lowerings define them
  // (kfusion-lower-tiles, then kfusion-lower-horizontal, the order of
  // kfusion-to-cubin), so a fused program runs as the fusion left it and
  // exactly as the GPU will run it; races, missing barriers and overruns of
  // a halo then show as such in the lowered form.
  bool hasTiles = false, hasHorizontal = false, hasSync = false;
  clone->walk([&](Operation *op) {
    hasTiles |=
        isa<kfusion::TileOp, kfusion::SharedArrayOp, kfusion::StageOp>(op);
    hasHorizontal |= isa<kfusion::HorizontalOp>(op);
    hasSync |= isa<kfusion::SemWaitOp, kfusion::SemPollOp, kfusion::SemPostOp,
                   kfusion::NextTileOp>(op);
  });
  // The lowerings create these dialects' ops (their passes declare them).
  if (hasTiles || hasHorizontal || hasSync)
    module.getContext()
        ->loadDialect<arith::ArithDialect, memref::MemRefDialect,
                      scf::SCFDialect, cf::ControlFlowDialect>();
  // Stages' asynchronous copies (stage-async, the default); register tiles'
  // vector reads of staged arrays (register-tiles=auto on large grids).
  if (hasTiles)
    module.getContext()
        ->loadDialect<nvgpu::NVGPUDialect, NVVM::NVVMDialect,
                      vector::VectorDialect>();
  // Without prefetches: hints, which the interpreter runs as no-ops anyway;
  // stages as the GPU lowering copies them (a TMA load or cp.async, per
  // stage-tma=auto). The lowering's remarks (why a stage is no TMA load) are
  // kfusion-opt's to print, not the run's.
  if (hasTiles) {
    kfusion::KFusionLowerTilesPassOptions tiles;
    tiles.prefetchLateReads = "none";
    ScopedDiagnosticHandler quietRemarks(
        module.getContext(), [](Diagnostic &diag) {
          return success(diag.getSeverity() == DiagnosticSeverity::Remark);
        });
    if (failed(kfusion::lowerTileOps(*clone, tiles)))
      return failure();
  }
  if (hasHorizontal) {
    // Partition registers lower to nvvm.setmaxregister.
    module.getContext()->getOrLoadDialect<NVVM::NVVMDialect>();
    kfusion::lowerHorizontalOps(*clone);
  }
  // Semaphores as the GPU lowering structures them, with memref atomics.
  if (hasSync) {
    kfusion::KFusionLowerSyncPassOptions sync;
    sync.target = "generic";
    if (failed(kfusion::lowerSyncOps(*clone, sync)))
      return failure();
  }
  return Interpreter(
      std::make_unique<InterpreterImpl>(std::move(clone), options));
}

LogicalResult Interpreter::run(StringRef entry,
                               std::optional<int64_t> *intResult,
                               std::optional<double> *floatResult) {
  SmallVector<Slot> results;
  if (failed(impl->runEntry(entry, {}, results)))
    return failure();
  auto func =
      cast<func::FuncOp>(SymbolTable::lookupSymbolIn(*impl->module, entry));
  if (!results.empty()) {
    Type type = func.getFunctionType().getResult(0);
    if (type.isIntOrIndex() && intResult)
      *intResult = results[0].i;
    else if (floatResult)
      *floatResult = results[0].f;
  }
  return success();
}

FailureOr<std::vector<ArgumentBuffer>>
Interpreter::describeArguments(StringRef entry) {
  auto func = dyn_cast_or_null<func::FuncOp>(
      SymbolTable::lookupSymbolIn(*impl->module, entry));
  if (!func) {
    llvm::errs() << "kfusion-sim: error: entry point '@" << entry
                 << "' not found (choose another with -e)\n";
    return failure();
  }
  std::vector<ArgumentBuffer> result;
  for (auto [k, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref || !memref.hasStaticShape() ||
        !memref.getLayout().isIdentity() ||
        failed(elemKindOf(memref.getElementType()))) {
      func.emitError("kfusion-sim: equivalence mode needs memref arguments "
                     "of static shape and identity layout; argument #")
          << k << " has type " << type;
      return failure();
    }
    // 16-bit floats are exchanged widened to f32 (see ArgumentBuffer).
    Type programType = memref.getElementType();
    bool widened = programType.isF16() || programType.isBF16();
    Type elementType =
        widened ? Float32Type::get(func.getContext()) : programType;
    std::optional<uint64_t> bytes =
        bytesOf(memref.getShape(), *elemKindOf(programType));
    if (!bytes || *bytes > impl->options.maxMemoryBytes) {
      func.emitError("kfusion-sim: argument #")
          << k << " of type " << type << " is larger than the "
          << impl->options.maxMemoryBytes
          << " bytes the program may allocate (raise --max-memory)";
      return failure();
    }
    ArgumentBuffer buffer;
    buffer.shape.assign(memref.getShape().begin(), memref.getShape().end());
    buffer.elementType = elementType;
    buffer.programElementType = programType;
    buffer.bytes.assign(widened ? *bytes * 2 : *bytes, 0);
    result.push_back(std::move(buffer));
  }
  return result;
}

LogicalResult Interpreter::runWithBuffers(StringRef entry,
                                          std::vector<ArgumentBuffer> &args) {
  auto func =
      cast<func::FuncOp>(SymbolTable::lookupSymbolIn(*impl->module, entry));
  // Copies an argument's bytes into its buffer (`in`) or back. f16 / bf16
  // elements exchanged as f32 (ArgumentBuffer) are rounded to the type on
  // the way in and widened, exactly, on the way out.
  auto transfer = [](ArgumentBuffer &arg, const MemRefDesc &d, bool in) {
    std::vector<uint8_t> &data = d.buf->data;
    bool widened = (d.elem == Elem::F16 || d.elem == Elem::BF16) &&
                   arg.elementType && arg.elementType.isF32();
    if (!widened) {
      // (An empty buffer's data() may be null, which memcpy must not get.)
      size_t bytes = std::min(arg.bytes.size(), data.size());
      if (bytes)
        std::memcpy(in ? data.data() : arg.bytes.data(),
                    in ? arg.bytes.data() : data.data(), bytes);
      return;
    }
    size_t count = std::min(arg.bytes.size() / 4, data.size() / 2);
    for (size_t i = 0; i < count; ++i) {
      Slot v{};
      float f;
      if (in) {
        std::memcpy(&f, arg.bytes.data() + 4 * i, 4);
        v.f = f;
        storeElem(data.data() + 2 * i, d.elem, v);
      } else {
        loadElem(data.data() + 2 * i, d.elem, v);
        f = float(v.f);
        std::memcpy(arg.bytes.data() + 4 * i, &f, 4);
      }
    }
  };
  SmallVector<Slot> slots;
  SmallVector<MemRefDesc *> descs;
  for (auto [k, type] : llvm::enumerate(func.getArgumentTypes())) {
    MemRefDesc *d = impl->allocate(
        type, {}, Space::Host, "argument #" + std::to_string(k), func, nullptr);
    if (!d)
      return failure();
    // Arguments may be used by the host and, through kernels, the device:
    // treat them like host-registered (host-shared) memory.
    d->buf->space = Space::Device;
    d->buf->hostShared = true;
    transfer(args[k], *d, /*in=*/true);
    Slot s;
    s.p = d;
    slots.push_back(s);
    descs.push_back(d);
  }
  SmallVector<Slot> results;
  if (failed(impl->runEntry(entry, slots, results)))
    return failure();
  for (auto [k, d] : llvm::enumerate(descs))
    transfer(args[k], *d, /*in=*/false);
  return success();
}

const InterpreterStats &Interpreter::stats() const { return impl->stats; }
