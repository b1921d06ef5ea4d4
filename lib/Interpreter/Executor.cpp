//===- Executor.cpp - The interpreter's instruction loop ------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Executes compiled functions for one thread (the host, or one GPU thread) up
// to a sync point (barrier, warp-level op), a budget of instructions, or its
// end. Memory accesses are bounds checked; workgroup memory is also checked
// for races and reads of bytes nothing wrote.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Executor.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

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

namespace {
inline int64_t sext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return v;
  unsigned s = 64 - w;
  return int64_t(uint64_t(v) << s) >> s;
}
inline uint64_t zext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return uint64_t(v);
  return uint64_t(v) & ((uint64_t(1) << w) - 1);
}
inline double fround(double v, unsigned w) {
  return w == 32 ? double(float(v)) : v;
}

int64_t loadElem(const uint8_t *p, Elem e, Slot &out) {
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
  return 0;
}

void storeElem(uint8_t *p, Elem e, Slot v) {
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

bool isFloatElem(Elem e) { return e == Elem::F32 || e == Elem::F64; }
unsigned elemWidth(Elem e) {
  return e == Elem::I1 ? 1 : elemBytes(e) * 8;
}

bool cmpI(unsigned pred, int64_t a, int64_t b, unsigned w) {
  uint64_t ua = zext(a, w), ub = zext(b, w);
  switch (pred) {
  case 0: return a == b;
  case 1: return a != b;
  case 2: return a < b;
  case 3: return a <= b;
  case 4: return a > b;
  case 5: return a >= b;
  case 6: return ua < ub;
  case 7: return ua <= ub;
  case 8: return ua > ub;
  case 9: return ua >= ub;
  }
  return false;
}

bool cmpF(unsigned pred, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (pred) {
  case 0: return false;
  case 1: return !unordered && a == b;
  case 2: return !unordered && a > b;
  case 3: return !unordered && a >= b;
  case 4: return !unordered && a < b;
  case 5: return !unordered && a <= b;
  case 6: return !unordered && a != b;
  case 7: return !unordered;
  case 8: return unordered || a == b;
  case 9: return unordered || a > b;
  case 10: return unordered || a >= b;
  case 11: return unordered || a < b;
  case 12: return unordered || a <= b;
  case 13: return unordered || a != b;
  case 14: return unordered;
  case 15: return true;
  }
  return false;
}

double math1(MathFn f, double x, unsigned w) {
  if (w == 32) {
    float v = float(x);
    switch (f) {
    case MathFn::Sqrt: return std::sqrt(v);
    case MathFn::Rsqrt: return 1.0f / std::sqrt(v);
    case MathFn::Exp: return std::exp(v);
    case MathFn::Exp2: return std::exp2(v);
    case MathFn::Expm1: return std::expm1(v);
    case MathFn::Log: return std::log(v);
    case MathFn::Log2: return std::log2(v);
    case MathFn::Log10: return std::log10(v);
    case MathFn::Log1p: return std::log1p(v);
    case MathFn::Sin: return std::sin(v);
    case MathFn::Cos: return std::cos(v);
    case MathFn::Tan: return std::tan(v);
    case MathFn::Tanh: return std::tanh(v);
    case MathFn::Sinh: return std::sinh(v);
    case MathFn::Cosh: return std::cosh(v);
    case MathFn::Atan: return std::atan(v);
    case MathFn::Asin: return std::asin(v);
    case MathFn::Acos: return std::acos(v);
    case MathFn::Erf: return std::erf(v);
    case MathFn::AbsF: return std::fabs(v);
    case MathFn::Floor: return std::floor(v);
    case MathFn::Ceil: return std::ceil(v);
    case MathFn::Round: return std::round(v);
    case MathFn::RoundEven: return std::nearbyint(v);
    case MathFn::Trunc: return std::trunc(v);
    case MathFn::Cbrt: return std::cbrt(v);
    }
  }
  switch (f) {
  case MathFn::Sqrt: return std::sqrt(x);
  case MathFn::Rsqrt: return 1.0 / std::sqrt(x);
  case MathFn::Exp: return std::exp(x);
  case MathFn::Exp2: return std::exp2(x);
  case MathFn::Expm1: return std::expm1(x);
  case MathFn::Log: return std::log(x);
  case MathFn::Log2: return std::log2(x);
  case MathFn::Log10: return std::log10(x);
  case MathFn::Log1p: return std::log1p(x);
  case MathFn::Sin: return std::sin(x);
  case MathFn::Cos: return std::cos(x);
  case MathFn::Tan: return std::tan(x);
  case MathFn::Tanh: return std::tanh(x);
  case MathFn::Sinh: return std::sinh(x);
  case MathFn::Cosh: return std::cosh(x);
  case MathFn::Atan: return std::atan(x);
  case MathFn::Asin: return std::asin(x);
  case MathFn::Acos: return std::acos(x);
  case MathFn::Erf: return std::erf(x);
  case MathFn::AbsF: return std::fabs(x);
  case MathFn::Floor: return std::floor(x);
  case MathFn::Ceil: return std::ceil(x);
  case MathFn::Round: return std::round(x);
  case MathFn::RoundEven: return std::nearbyint(x);
  case MathFn::Trunc: return std::trunc(x);
  case MathFn::Cbrt: return std::cbrt(x);
  }
  return x;
}
} // namespace

/// Applies reduction `kind` to two values of width `w`.
Slot mlir::kfusion::sim::reduceValues(ReduceKind kind, Slot a, Slot b,
                                      unsigned w, bool isFloat) {
  Slot r{};
  switch (kind) {
  case ReduceKind::AddF:
    r.f = fround(a.f + b.f, w);
    break;
  case ReduceKind::MulF:
    r.f = fround(a.f * b.f, w);
    break;
  case ReduceKind::AddI:
    r.i = sext(a.i + b.i, w);
    break;
  case ReduceKind::MulI:
    r.i = sext(int64_t(uint64_t(a.i) * uint64_t(b.i)), w);
    break;
  case ReduceKind::MaxS:
    r.i = std::max(a.i, b.i);
    break;
  case ReduceKind::MinS:
    r.i = std::min(a.i, b.i);
    break;
  case ReduceKind::MaxU:
    r.i = zext(a.i, w) >= zext(b.i, w) ? a.i : b.i;
    break;
  case ReduceKind::MinU:
    r.i = zext(a.i, w) <= zext(b.i, w) ? a.i : b.i;
    break;
  case ReduceKind::MaxNumF:
    r.f = std::fmax(a.f, b.f);
    break;
  case ReduceKind::MinNumF:
    r.f = std::fmin(a.f, b.f);
    break;
  case ReduceKind::MaximumF:
    r.f = (std::isnan(a.f) || std::isnan(b.f)) ? NAN : std::max(a.f, b.f);
    break;
  case ReduceKind::MinimumF:
    r.f = (std::isnan(a.f) || std::isnan(b.f)) ? NAN : std::min(a.f, b.f);
    break;
  case ReduceKind::And:
    r.i = a.i & b.i;
    break;
  case ReduceKind::Or:
    r.i = a.i | b.i;
    break;
  case ReduceKind::XOr:
    r.i = sext(a.i ^ b.i, w);
    break;
  case ReduceKind::Assign:
    r = b;
    break;
  }
  (void)isFloat;
  return r;
}

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
    llvm::errs() << "  at " << op->getLoc() << ": '" << op->getName()
                 << "'\n";
  }
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

Buffer *InterpreterImpl::newBuffer(size_t bytes, Space space,
                                   std::string name) {
  auto buffer = std::make_unique<Buffer>();
  buffer->data.assign(bytes, 0);
  buffer->space = space;
  buffer->name = std::move(name);
  if (space == Space::Workgroup) {
    buffer->written.assign(bytes, 0);
    buffer->shadow.resize((bytes + 3) / 4);
  }
  buffers.push_back(std::move(buffer));
  return buffers.back().get();
}

MemRefDesc *
InterpreterImpl::allocate(Type memrefType, ArrayRef<int64_t> dynamicSizes,
                          Space space, std::string name,
                          std::vector<std::unique_ptr<Buffer>> *owner) {
  auto type = cast<MemRefType>(memrefType);
  MemRefDesc *d = newDesc();
  d->rank = type.getRank();
  d->elem = *elemKindOf(type.getElementType());
  unsigned dyn = 0;
  for (unsigned i = 0; i < d->rank; ++i)
    d->sizes[i] = type.isDynamicDim(i) ? dynamicSizes[dyn++] : type.getDimSize(i);
  int64_t stride = 1;
  for (int i = int(d->rank) - 1; i >= 0; --i) {
    d->strides[i] = stride;
    stride *= std::max<int64_t>(d->sizes[i], 0);
  }
  size_t bytes = size_t(stride) * elemBytes(d->elem);
  if (owner) {
    auto buffer = std::make_unique<Buffer>();
    buffer->data.assign(bytes, 0);
    buffer->space = space;
    buffer->name = std::move(name);
    if (space == Space::Workgroup) {
      buffer->written.assign(bytes, 0);
      buffer->shadow.resize((bytes + 3) / 4);
    }
    d->buf = buffer.get();
    owner->push_back(std::move(buffer));
  } else {
    d->buf = newBuffer(bytes, space, std::move(name));
  }
  return d;
}

MemRefDesc *InterpreterImpl::global(StringRef name, Operation *at) {
  auto it = globals.find(name);
  if (it != globals.end())
    return it->second;
  auto op = cast<memref::GlobalOp>(program.globals.lookup(name));
  MemRefDesc *d = allocate(op.getType(), {}, Space::Global, "@" + name.str());
  if (auto init = dyn_cast_or_null<DenseElementsAttr>(
          op.getInitialValueAttr())) {
    Type elemType = init.getElementType();
    int64_t n = op.getType().getNumElements();
    unsigned bytes = elemBytes(d->elem);
    for (int64_t i = 0; i < n; ++i) {
      int64_t src = init.isSplat() ? 0 : i;
      Slot v;
      if (isa<FloatType>(elemType))
        v.f = (init.getValues<APFloat>()[src]).convertToDouble();
      else
        v.i = init.getValues<APInt>()[src].getSExtValue();
      storeElem(d->buf->data.data() + i * bytes, d->elem, v);
    }
  }
  globals[name] = d;
  return d;
}

uint8_t *InterpreterImpl::address(ThreadCtx &t, const MemRefDesc *d,
                                  const Slot *regs, const uint32_t *indices,
                                  unsigned count, bool isWrite,
                                  const Inst &inst, int64_t *linearOut) {
  int64_t linear = d->offset;
  for (unsigned i = 0; i < count; ++i) {
    int64_t idx = regs[indices[i]].i;
    if (idx < 0 || idx >= d->sizes[i]) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << (isWrite ? "store to" : "load from") << " index [";
      for (unsigned j = 0; j < count; ++j)
        os << (j ? ", " : "") << regs[indices[j]].i;
      os << "] outside the shape [";
      for (unsigned j = 0; j < d->rank; ++j)
        os << (j ? ", " : "") << d->sizes[j];
      os << "] of " << d->buf->name;
      report("out-of-bounds", os.str(), inst.origin, &t);
      return nullptr;
    }
    linear += idx * d->strides[i];
  }
  Buffer *buf = d->buf;
  size_t bytes = elemBytes(d->elem);
  size_t byteOffset = size_t(linear) * bytes;
  if (linear < 0 || byteOffset + bytes > buf->data.size()) {
    report("out-of-bounds",
           Twine(isWrite ? "store to" : "load from") + " element " +
               Twine(linear) + " outside the buffer " + buf->name,
           inst.origin, &t);
    return nullptr;
  }
  if (buf->freed) {
    report("use-after-free", "access to the deallocated buffer " + buf->name,
           inst.origin, &t);
    return nullptr;
  }
  if (!t.block && buf->space == Space::Device && !buf->hostShared) {
    report("host access to device memory",
           "the host reads or writes " + buf->name +
               " (gpu.alloc without host_shared); copy it with gpu.memcpy",
           inst.origin, &t);
    return nullptr;
  }
  if (t.block && (buf->space == Space::Host)) {
    report("device access to host memory",
           "a kernel reads or writes the host buffer " + buf->name,
           inst.origin, &t);
    return nullptr;
  }
  if (buf->space == Space::Workgroup && t.block &&
      !checkShared(t, buf, byteOffset, bytes, isWrite,
                   inst.op == Opcode::AtomicRMW || inst.op == Opcode::AtomicBegin ||
                       inst.op == Opcode::AtomicEnd,
                   inst))
    return nullptr;
  if (linearOut)
    *linearOut = linear;
  return buf->data.data() + byteOffset;
}

bool InterpreterImpl::checkShared(ThreadCtx &t, Buffer *buf,
                                  size_t byteOffset, unsigned bytes,
                                  bool isWrite, bool isAtomic,
                                  const Inst &inst) {
  if (!isWrite) {
    for (unsigned i = 0; i < bytes; ++i)
      if (!buf->written[byteOffset + i]) {
        report("uninitialized read",
               "load of byte " + Twine(byteOffset + i) + " of " + buf->name +
                   ", which nothing wrote",
               inst.origin, &t);
        return false;
      }
  } else {
    std::memset(buf->written.data() + byteOffset, 1, bytes);
  }
  if (!options.checkRaces)
    return true;
  BlockCtx &block = *t.block;
  int32_t me = int32_t(t.linear);
  // Ordered iff a barrier completion after `gen` (of thread `other`)
  // included both threads, and this thread has passed it.
  auto ordered = [&](int32_t other, uint32_t gen) {
    for (uint32_t k = gen; k < t.syncGen; ++k) {
      const std::vector<uint64_t> &bits = block.completions[k];
      if ((bits[other / 64] >> (other % 64) & 1) &&
          (bits[me / 64] >> (me % 64) & 1))
        return true;
    }
    return false;
  };
  for (size_t g = byteOffset / 4; g <= (byteOffset + bytes - 1) / 4; ++g) {
    Shadow &s = buf->shadow[g];
    // Atomics do not race with atomics.
    if (s.writer >= 0 && s.writer != me && !(isAtomic && s.writerAtomic) &&
        !ordered(s.writer, s.writeGen)) {
      ThreadCtx &other = block.threads[s.writer];
      report("data race",
             Twine(isWrite ? "write" : "read") + " of " + buf->name +
                 " (byte " + Twine(g * 4) + ") is not ordered after a write "
                 "by " + where(other) + " at " +
                 (s.writeOp ? [&] {
                   std::string loc;
                   llvm::raw_string_ostream os(loc);
                   os << s.writeOp->getLoc();
                   return loc;
                 }()
                            : std::string("?")) +
                 "; a barrier between them is missing",
             inst.origin, &t);
      return false;
    }
    if (isWrite && !isAtomic && s.reader >= 0 && s.reader != me &&
        !ordered(s.reader, s.readGen)) {
      ThreadCtx &other = block.threads[s.reader];
      report("data race",
             "write of " + buf->name + " (byte " + Twine(g * 4) +
                 ") is not ordered after a read by " + where(other) +
                 "; a barrier between them is missing",
             inst.origin, &t);
      return false;
    }
    if (isWrite) {
      s.writer = me;
      s.writeGen = t.syncGen;
      s.writeOp = inst.origin;
      s.writerAtomic = isAtomic;
      s.reader = -1;
    } else {
      s.reader = me;
      s.readGen = t.syncGen;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Instruction loop
//===----------------------------------------------------------------------===//

namespace {
/// Sizes, offsets and strides of a subview or reinterpret_cast: static
/// values from the op, dynamic ones from the operand slots in order.
struct MixedReader {
  const Slot *regs;
  const uint32_t *operandSlots; ///< slots of the op's operands
  unsigned next;                ///< next dynamic operand
  int64_t get(int64_t staticValue) {
    if (!ShapedType::isDynamic(staticValue))
      return staticValue;
    return regs[operandSlots[next++]].i;
  }
};
} // namespace

Stop InterpreterImpl::execute(ThreadCtx &t, uint64_t budget) {
  Frame *fr = &t.frames.back();
  const CompiledFunc *fn = fr->fn;
  const Inst *code = fn->code.data();
  const uint32_t *lists = fn->lists.data();
  Slot *R = t.regs.data() + fr->regBase;
  uint32_t pc = fr->pc;
  uint64_t executed = 0;
  auto account = [&] {
    if (t.block)
      stats.kernelOps += executed;
    else
      stats.hostOps += executed;
    totalSteps += executed;
    if (t.block)
      stepsSinceProgress += executed;
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
#define KF_INT(name, expr)                                                     \
  case Opcode::name: {                                                             \
    int64_t a = R[I.a].i, b = R[I.b].i;                                        \
    (void)a;                                                                   \
    (void)b;                                                                   \
    R[I.res].i = sext(int64_t(expr), I.w);                                     \
    ++pc;                                                                      \
    break;                                                                     \
  }
#define KF_FLT(name, expr)                                                     \
  case Opcode::name: {                                                             \
    double a = R[I.a].f, b = R[I.b].f;                                         \
    (void)b;                                                                   \
    R[I.res].f = I.w == 32 ? double(float(expr)) : double(expr);               \
    ++pc;                                                                      \
    break;                                                                     \
  }
  for (;;) {
    if (executed >= budget && t.atomicDepth == 0) {
      fr->pc = pc;
      account();
      return Stop::Quantum;
    }
    const Inst &I = code[pc];
    ++executed;
    switch (I.op) {
    case Opcode::Const:
      R[I.res].i = I.imm;
      ++pc;
      break;
    case Opcode::Copy:
      R[I.res] = R[I.a];
      ++pc;
      break;
    case Opcode::ParCopy: {
      const uint32_t *pairs = lists + I.listBegin;
      unsigned n = I.listSize / 2;
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
      ++pc;
      break;
    }
      KF_INT(AddI, uint64_t(a) + uint64_t(b))
      KF_INT(SubI, uint64_t(a) - uint64_t(b))
      KF_INT(MulI, uint64_t(a) * uint64_t(b))
      KF_INT(AndI, a & b)
      KF_INT(OrI, a | b)
      KF_INT(XOrI, a ^ b)
      KF_INT(MaxSI, std::max(a, b))
      KF_INT(MinSI, std::min(a, b))
      KF_INT(MaxUI, zext(a, I.w) >= zext(b, I.w) ? a : b)
      KF_INT(MinUI, zext(a, I.w) <= zext(b, I.w) ? a : b)
    case Opcode::DivSI:
    case Opcode::DivUI:
    case Opcode::RemSI:
    case Opcode::RemUI:
    case Opcode::CeilDivSI:
    case Opcode::CeilDivUI:
    case Opcode::FloorDivSI: {
      int64_t a = R[I.a].i, b = R[I.b].i;
      if (b == 0) {
        report("division by zero", "integer division by zero", I.origin, &t);
        return fail();
      }
      uint64_t ua = zext(a, I.w), ub = zext(b, I.w);
      int64_t r = 0;
      switch (I.op) {
      case Opcode::DivSI:
        r = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        break;
      case Opcode::DivUI:
        r = int64_t(ua / ub);
        break;
      case Opcode::RemSI:
        r = (b == -1) ? 0 : a % b;
        break;
      case Opcode::RemUI:
        r = int64_t(ua % ub);
        break;
      case Opcode::CeilDivUI:
        r = int64_t(ua / ub + (ua % ub != 0));
        break;
      case Opcode::CeilDivSI: {
        int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        if (b != -1 && a % b != 0 && ((a < 0) == (b < 0)))
          ++q;
        r = q;
        break;
      }
      case Opcode::FloorDivSI: {
        int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        if (b != -1 && a % b != 0 && ((a < 0) != (b < 0)))
          --q;
        r = q;
        break;
      }
      default:
        break;
      }
      R[I.res].i = sext(r, I.w);
      ++pc;
      break;
    }
    case Opcode::ShLI:
    case Opcode::ShRSI:
    case Opcode::ShRUI: {
      uint64_t amount = zext(R[I.b].i, I.w);
      int64_t a = R[I.a].i;
      int64_t r;
      if (amount >= I.w) {
        // Poison in MLIR; produce what the PTX shifts produce (clamped).
        r = I.op == Opcode::ShRSI ? (a < 0 ? -1 : 0) : 0;
      } else if (I.op == Opcode::ShLI) {
        r = int64_t(uint64_t(a) << amount);
      } else if (I.op == Opcode::ShRSI) {
        r = a >> amount;
      } else {
        r = int64_t(zext(a, I.w) >> amount);
      }
      R[I.res].i = sext(r, I.w);
      ++pc;
      break;
    }
    case Opcode::CmpI:
      R[I.res].i = cmpI(I.mode, R[I.a].i, R[I.b].i, I.w) ? -1 : 0;
      ++pc;
      break;
    case Opcode::ExtSI:
      R[I.res].i = R[I.a].i; // already sign-extended
      ++pc;
      break;
    case Opcode::ExtUI:
      R[I.res].i = sext(int64_t(zext(R[I.a].i, I.mode)), I.w);
      ++pc;
      break;
    case Opcode::TruncI:
      R[I.res].i = sext(R[I.a].i, I.w);
      ++pc;
      break;
    case Opcode::Select:
      R[I.res] = R[I.a].i ? R[I.b] : R[I.c];
      ++pc;
      break;
    case Opcode::AbsI:
      R[I.res].i = sext(R[I.a].i < 0 ? int64_t(0 - uint64_t(R[I.a].i))
                                     : R[I.a].i,
                        I.w);
      ++pc;
      break;
    case Opcode::CtPop:
      R[I.res].i = llvm::popcount(zext(R[I.a].i, I.w));
      ++pc;
      break;
    case Opcode::CountLZ: {
      uint64_t v = zext(R[I.a].i, I.w);
      R[I.res].i = v ? llvm::countl_zero(v) - (64 - I.w) : I.w;
      ++pc;
      break;
    }
      KF_FLT(AddF, I.w == 32 ? float(a) + float(b) : a + b)
      KF_FLT(SubF, I.w == 32 ? float(a) - float(b) : a - b)
      KF_FLT(MulF, I.w == 32 ? float(a) * float(b) : a * b)
      KF_FLT(DivF, I.w == 32 ? float(a) / float(b) : a / b)
      KF_FLT(RemF, I.w == 32 ? std::fmod(float(a), float(b)) : std::fmod(a, b))
      KF_FLT(NegF, -a)
      KF_FLT(MaxNumF, std::fmax(a, b))
      KF_FLT(MinNumF, std::fmin(a, b))
      KF_FLT(MaximumF, (std::isnan(a) || std::isnan(b)) ? NAN : std::max(a, b))
      KF_FLT(MinimumF, (std::isnan(a) || std::isnan(b)) ? NAN : std::min(a, b))
      KF_FLT(CopySignF, std::copysign(a, b))
      KF_FLT(PowF, I.w == 32 ? std::pow(float(a), float(b)) : std::pow(a, b))
      KF_FLT(Atan2F,
             I.w == 32 ? std::atan2(float(a), float(b)) : std::atan2(a, b))
    case Opcode::CmpF:
      R[I.res].i = cmpF(I.mode, R[I.a].f, R[I.b].f) ? -1 : 0;
      ++pc;
      break;
    case Opcode::ExtF:
      R[I.res].f = R[I.a].f;
      ++pc;
      break;
    case Opcode::TruncF:
      R[I.res].f = fround(R[I.a].f, I.w);
      ++pc;
      break;
    case Opcode::SIToFP:
      R[I.res].f = fround(double(R[I.a].i), I.w);
      if (I.w == 32)
        R[I.res].f = double(float(R[I.a].i));
      ++pc;
      break;
    case Opcode::UIToFP:
      R[I.res].f = I.w == 32 ? double(float(zext(R[I.a].i, I.mode)))
                             : double(zext(R[I.a].i, I.mode));
      ++pc;
      break;
    case Opcode::FPToSI: {
      double v = R[I.a].f;
      R[I.res].i = std::isnan(v) ? 0 : sext(int64_t(v), I.w);
      ++pc;
      break;
    }
    case Opcode::FPToUI: {
      double v = R[I.a].f;
      R[I.res].i = (std::isnan(v) || v < 0) ? 0 : sext(int64_t(uint64_t(v)), I.w);
      ++pc;
      break;
    }
    case Opcode::BitcastIToF:
      if (I.w == 32) {
        uint32_t bits = uint32_t(R[I.a].i);
        float f;
        std::memcpy(&f, &bits, 4);
        R[I.res].f = f;
      } else {
        std::memcpy(&R[I.res].f, &R[I.a].i, 8);
      }
      ++pc;
      break;
    case Opcode::BitcastFToI:
      if (I.mode == 32) {
        float f = float(R[I.a].f);
        int32_t bits;
        std::memcpy(&bits, &f, 4);
        R[I.res].i = bits;
      } else {
        std::memcpy(&R[I.res].i, &R[I.a].f, 8);
      }
      ++pc;
      break;
    case Opcode::Math1:
      R[I.res].f = fround(math1(MathFn(I.mode), R[I.a].f, I.w), I.w);
      ++pc;
      break;
    case Opcode::FmaF:
      R[I.res].f = I.w == 32 ? double(std::fmaf(float(R[I.a].f),
                                                float(R[I.b].f),
                                                float(R[I.c].f)))
                             : std::fma(R[I.a].f, R[I.b].f, R[I.c].f);
      ++pc;
      break;
    case Opcode::Jump:
      pc = uint32_t(I.imm);
      break;
    case Opcode::CondJump:
      pc = R[I.a].i ? uint32_t(I.imm) : I.b;
      break;
    case Opcode::Call: {
      const CompiledFunc *callee = &program.funcs[I.imm];
      uint32_t base = t.regs.size();
      fr->pc = pc;
      // Arguments are read before the register file may move.
      SmallVector<Slot, 8> args;
      for (unsigned k = 0; k < I.b; ++k)
        args.push_back(R[lists[I.listBegin + k]]);
      if (t.frames.size() > 4096) {
        report("stack overflow", "call depth above 4096", I.origin, &t);
        return fail();
      }
      t.regs.resize(base + callee->numSlots);
      t.frames.push_back({callee, 0, base, pc});
      for (unsigned k = 0; k < I.b; ++k)
        t.regs[base + callee->argSlots[k]] = args[k];
      reload();
      break;
    }
    case Opcode::Return: {
      SmallVector<Slot, 4> values;
      for (unsigned k = 0; k < I.listSize; ++k)
        values.push_back(R[lists[I.listBegin + k]]);
      uint32_t callInst = fr->callInst;
      uint32_t base = fr->regBase;
      if (callInst == ~0u) {
        t.regs.resize(base);
        t.syncValue.i = 0;
        lastReturn.assign(values.begin(), values.end());
        t.frames.pop_back();
        account();
        return Stop::Returned;
      }
      t.frames.pop_back();
      t.regs.resize(base);
      reload();
      const Inst &call = code[callInst];
      for (unsigned k = 0; k < values.size(); ++k)
        R[lists[call.listBegin + call.b + k]] = values[k];
      pc = callInst + 1;
      break;
    }
    case Opcode::CallExternal:
      if (!callExternal(t, I, R, lists + I.listBegin))
        return fail();
      ++pc;
      break;
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
      if (t.block)
        stepsSinceProgress = 0;
      ++pc;
      break;
    }
    case Opcode::AtomicRMW: {
      auto *d = static_cast<const MemRefDesc *>(R[I.b].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      Slot old{};
      loadElem(p, Elem(I.w), old);
      Elem e = Elem(I.w);
      Slot updated = reduceValues(ReduceKind(I.mode), old, R[I.a],
                                  elemWidth(e), isFloatElem(e));
      storeElem(p, e, updated);
      Slot check{};
      loadElem(p, e, check);
      if (t.block && check.i != old.i)
        stepsSinceProgress = 0;
      R[I.res] = old;
      ++pc;
      break;
    }
    case Opcode::AtomicBegin: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      loadElem(p, Elem(I.w), R[I.res]);
      ++t.atomicDepth;
      ++pc;
      break;
    }
    case Opcode::AtomicEnd: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      Slot old{};
      loadElem(p, Elem(I.w), old);
      storeElem(p, Elem(I.w), R[I.b]);
      Slot check{};
      loadElem(p, Elem(I.w), check);
      if (t.block && check.i != old.i)
        stepsSinceProgress = 0;
      --t.atomicDepth;
      ++pc;
      break;
    }
    case Opcode::Alloc:
    case Opcode::Alloca: {
      SmallVector<int64_t, 4> sizes;
      for (unsigned k = 0; k < I.listSize; ++k)
        sizes.push_back(R[lists[I.listBegin + k]].i);
      for (int64_t s : sizes)
        if (s < 0) {
          report("bad allocation", "negative size " + Twine(s), I.origin, &t);
          return fail();
        }
      Space space = t.block ? Space::Private : Space::Host;
      std::string name = (I.op == Opcode::Alloc ? "memref.alloc" : "memref.alloca");
      R[I.res].p = t.block ? allocate(fn->types[I.imm], sizes, space, name,
                                      &t.block->ownedBuffers)
                           : allocate(fn->types[I.imm], sizes, space, name);
      ++pc;
      break;
    }
    case Opcode::Dealloc: {
      auto *d = static_cast<MemRefDesc *>(R[I.a].p);
      if (d->buf->freed) {
        report("double free", "deallocation of " + d->buf->name +
                                  ", which was already deallocated",
               I.origin, &t);
        return fail();
      }
      d->buf->freed = true;
      ++pc;
      break;
    }
    case Opcode::SubView: {
      auto op = cast<memref::SubViewOp>(I.origin);
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      const uint32_t *operands = lists + I.listBegin;
      MixedReader reader{R, operands, 1};
      MemRefDesc *d = newDesc();
      *d = *src;
      unsigned rank = src->rank;
      int64_t offsets[kMaxRank], sizes[kMaxRank], strides[kMaxRank];
      for (unsigned k = 0; k < rank; ++k)
        offsets[k] = reader.get(op.getStaticOffsets()[k]);
      for (unsigned k = 0; k < rank; ++k)
        sizes[k] = reader.get(op.getStaticSizes()[k]);
      for (unsigned k = 0; k < rank; ++k)
        strides[k] = reader.get(op.getStaticStrides()[k]);
      llvm::SmallBitVector dropped = op.getDroppedDims();
      d->offset = src->offset;
      unsigned out = 0;
      for (unsigned k = 0; k < rank; ++k) {
        if (sizes[k] > 0 &&
            (offsets[k] < 0 ||
             offsets[k] + (sizes[k] - 1) * strides[k] >= src->sizes[k])) {
          report("out-of-bounds",
                 "subview dimension " + Twine(k) + " covers [" +
                     Twine(offsets[k]) + ", " +
                     Twine(offsets[k] + (sizes[k] - 1) * strides[k]) +
                     "] of a size of " + Twine(src->sizes[k]),
                 I.origin, &t);
          return fail();
        }
        d->offset += offsets[k] * src->strides[k];
        if (dropped.test(k))
          continue;
        d->sizes[out] = sizes[k];
        d->strides[out] = src->strides[k] * strides[k];
        ++out;
      }
      d->rank = out;
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::ReinterpretCast: {
      auto op = cast<memref::ReinterpretCastOp>(I.origin);
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      MixedReader reader{R, lists + I.listBegin, 1};
      MemRefDesc *d = newDesc();
      *d = *src;
      d->offset = reader.get(op.getStaticOffsets()[0]);
      d->rank = op.getType().getRank();
      for (unsigned k = 0; k < d->rank; ++k)
        d->sizes[k] = reader.get(op.getStaticSizes()[k]);
      for (unsigned k = 0; k < d->rank; ++k)
        d->strides[k] = reader.get(op.getStaticStrides()[k]);
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::View: {
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      auto type = cast<MemRefType>(fn->types[I.imm]);
      int64_t shift = R[I.b].i;
      unsigned bytes = elemBytes(Elem(I.w));
      int64_t start = src->offset + shift;
      if (start % bytes) {
        report("misaligned view",
               "memref.view at byte " + Twine(start) +
                   ", not a multiple of the element size " + Twine(bytes),
               I.origin, &t);
        return fail();
      }
      MemRefDesc *d = newDesc();
      d->buf = src->buf;
      d->elem = Elem(I.w);
      d->rank = type.getRank();
      d->offset = start / bytes;
      unsigned dyn = 0;
      for (unsigned k = 0; k < d->rank; ++k)
        d->sizes[k] = type.isDynamicDim(k) ? R[lists[I.listBegin + dyn++]].i
                                           : type.getDimSize(k);
      int64_t stride = 1;
      for (int k = int(d->rank) - 1; k >= 0; --k) {
        d->strides[k] = stride;
        stride *= d->sizes[k];
      }
      if (size_t((d->offset + stride) * bytes) > d->buf->data.size()) {
        report("out-of-bounds",
               "memref.view of " + Twine(stride * bytes) + " bytes at byte " +
                   Twine(start) + " exceeds the " +
                   Twine(d->buf->data.size()) + " bytes of " + d->buf->name,
               I.origin, &t);
        return fail();
      }
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::CastMemRef:
      R[I.res] = R[I.a];
      ++pc;
      break;
    case Opcode::Dim: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      int64_t k = R[I.b].i;
      if (k < 0 || k >= int64_t(d->rank)) {
        report("out-of-bounds", "memref.dim of dimension " + Twine(k),
               I.origin, &t);
        return fail();
      }
      R[I.res].i = d->sizes[k];
      ++pc;
      break;
    }
    case Opcode::MemCopy: {
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      auto *dst = static_cast<const MemRefDesc *>(R[I.b].p);
      if (!copyElements(t, *dst, *src, I))
        return fail();
      ++pc;
      break;
    }
    case Opcode::GetGlobal:
      R[I.res].p = global(fn->strings[I.imm], I.origin);
      ++pc;
      break;
    case Opcode::GpuId: {
      BlockCtx &b = *t.block;
      LaunchCtx &l = *b.launch;
      unsigned dim = I.b;
      int64_t v = 0;
      switch (GpuIdKind(I.mode)) {
      case GpuIdKind::ThreadId:
        v = t.tid[dim];
        break;
      case GpuIdKind::BlockId:
        v = b.bid[dim];
        break;
      case GpuIdKind::BlockDim:
        v = l.block[dim];
        break;
      case GpuIdKind::GridDim:
        v = l.grid[dim];
        break;
      case GpuIdKind::GlobalId:
        v = int64_t(b.bid[dim]) * l.block[dim] + t.tid[dim];
        break;
      case GpuIdKind::LaneId:
        v = t.linear % kWarpSize;
        break;
      case GpuIdKind::SubgroupId:
        v = t.linear / kWarpSize;
        break;
      case GpuIdKind::NumSubgroups:
        v = (b.threads.size() + kWarpSize - 1) / kWarpSize;
        break;
      case GpuIdKind::SubgroupSize:
        v = kWarpSize;
        break;
      }
      R[I.res].i = v;
      ++pc;
      break;
    }
    case Opcode::Barrier:
    case Opcode::BarrierDyn:
    case Opcode::Shuffle:
    case Opcode::SubgroupReduce:
    case Opcode::AllReduce:
      if (t.atomicDepth) {
        report("sync in atomic region",
               "a barrier or warp operation inside memref.generic_atomic_rmw",
               I.origin, &t);
        return fail();
      }
      fr->pc = pc;
      t.state = ThreadState::AtSync;
      account();
      if ((I.op == Opcode::Barrier || I.op == Opcode::BarrierDyn) &&
          !barrierArrive(t, I))
        return Stop::Error;
      return Stop::Sync;
    case Opcode::DynSharedMem:
      R[I.res].p = t.block->dynamicShared;
      ++pc;
      break;
    case Opcode::Printf:
      printGpu(t, I, R, lists + I.listBegin, fn->strings);
      ++pc;
      break;
    case Opcode::VectorPrint: {
      fflush(stdout);
      if (I.mode == 4) {
        printString(fn->strings[I.b].c_str());
      } else if (I.mode == 2) {
        if (I.w == 32)
          printF32(float(R[I.a].f));
        else
          printF64(R[I.a].f);
      } else if (I.mode == 1) {
        printU64(uint64_t(R[I.a].i));
      } else if (I.mode == 3) {
        printI64(R[I.a].i & 1);
      } else {
        printI64(R[I.a].i);
      }
      // A string prints as it is; a value is followed by its punctuation.
      switch (I.mode == 4 ? 0 : I.flags) {
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
      ++pc;
      break;
    }
    case Opcode::KernelReturn:
      fr->pc = pc;
      account();
      t.state = ThreadState::Exited;
      if (!threadExit(t, I))
        return Stop::Error;
      return Stop::Exited;
    case Opcode::GpuAlloc:
    case Opcode::GpuDealloc:
    case Opcode::GpuMemcpy:
    case Opcode::GpuMemset:
    case Opcode::GpuLaunch:
    case Opcode::GpuWait:
    case Opcode::GpuWaitAsync:
      fr->pc = pc;
      if (!hostInstruction(t, I, R, lists + I.listBegin))
        return fail();
      // The register file of the host does not move during device work.
      ++pc;
      break;
    case Opcode::Unreachable:
      report("unreachable", "control reached the end of a function body",
             I.origin, &t);
      return fail();
    }
  }
#undef KF_INT
#undef KF_FLT
}

//===----------------------------------------------------------------------===//
// Copies, printing and host operations
//===----------------------------------------------------------------------===//

bool InterpreterImpl::copyElements(ThreadCtx &t, const MemRefDesc &dst,
                                   const MemRefDesc &src, const Inst &inst) {
  if (dst.rank != src.rank || dst.elem != src.elem) {
    report("bad copy", "source and target differ in rank or element type",
           inst.origin, &t);
    return false;
  }
  int64_t total = 1;
  for (unsigned k = 0; k < src.rank; ++k) {
    if (src.sizes[k] != dst.sizes[k]) {
      report("bad copy",
             "dimension " + Twine(k) + " is " + Twine(src.sizes[k]) +
                 " in the source and " + Twine(dst.sizes[k]) +
                 " in the target",
             inst.origin, &t);
      return false;
    }
    total *= src.sizes[k];
  }
  for (const MemRefDesc *d : {&src, &dst})
    if (d->buf->freed) {
      report("use-after-free", "copy of the deallocated buffer " + d->buf->name,
             inst.origin, &t);
      return false;
    }
  unsigned bytes = elemBytes(src.elem);
  int64_t index[kMaxRank] = {};
  for (int64_t n = 0; n < total; ++n) {
    int64_t so = src.offset, dof = dst.offset;
    for (unsigned k = 0; k < src.rank; ++k) {
      so += index[k] * src.strides[k];
      dof += index[k] * dst.strides[k];
    }
    if (size_t((so + 1) * bytes) > src.buf->data.size() ||
        size_t((dof + 1) * bytes) > dst.buf->data.size()) {
      report("out-of-bounds", "copy outside a buffer", inst.origin, &t);
      return false;
    }
    std::memcpy(dst.buf->data.data() + dof * bytes,
                src.buf->data.data() + so * bytes, bytes);
    for (int k = int(src.rank) - 1; k >= 0; --k) {
      if (++index[k] < src.sizes[k])
        break;
      index[k] = 0;
    }
  }
  if (dst.buf->space == Space::Workgroup)
    std::fill(dst.buf->written.begin(), dst.buf->written.end(), 1);
  return true;
}

void InterpreterImpl::printGpu(ThreadCtx &t, const Inst &inst,
                               const Slot *regs, const uint32_t *list,
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
    while (j < format.size() && (format[j] == 'l' || format[j] == 'h' ||
                                 format[j] == 'z'))
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
                      kind == 'f' ? int(v.f)
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

bool InterpreterImpl::callExternal(ThreadCtx &t, const Inst &inst,
                                   const Slot *regs, const uint32_t *list) {
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
      _mlir_ciface_printMemrefF32(
          &unranked);
      break;
    case ExternalFn::PrintMemrefF64:
      _mlir_ciface_printMemrefF64(
          &unranked);
      break;
    case ExternalFn::PrintMemrefI8:
      _mlir_ciface_printMemrefI8(
          &unranked);
      break;
    case ExternalFn::PrintMemrefI16:
      _mlir_ciface_printMemrefI16(
          &unranked);
      break;
    case ExternalFn::PrintMemrefI32:
      _mlir_ciface_printMemrefI32(
          &unranked);
      break;
    default:
      _mlir_ciface_printMemrefI64(
          &unranked);
      break;
    }
    break;
  }
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
                             "gpu.alloc");
    d->buf->hostShared = inst.flags & 1;
    regs[inst.res].p = d;
    if (inst.res2 != kNoSlot)
      regs[inst.res2].p = newToken(inst.b, inst.listSize)->token;
    return true;
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
    if (inst.op == Opcode::GpuMemcpy)
      op.src = static_cast<MemRefDesc *>(regs[inst.b].p);
    if (inst.op == Opcode::GpuMemset) {
      op.value = regs[inst.b];
      op.elem = Elem(inst.w);
    }
    for (unsigned k = 0; k < inst.listSize; ++k)
      op.deps.push_back(static_cast<Token *>(regs[list[k]].p));
    op.token = &tokens.emplace_back();
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
    int64_t threads = launch->block[0] * launch->block[1] * launch->block[2];
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
    if (threads > 1024) {
      report("launch error",
             Twine(threads) +
                 " threads per block, more than 1024 (as "
                 "CUDA_ERROR_INVALID_VALUE)",
             inst.origin, &t);
      return false;
    }
    if (launch->dynamicSharedBytes < 0 ||
        launch->dynamicSharedBytes > 232448) {
      report("launch error",
             Twine(launch->dynamicSharedBytes) +
                 " bytes of dynamic shared memory, more than sm_90's 232448",
             inst.origin, &t);
      return false;
    }
    unsigned numArgs = inst.b;
    for (unsigned k = 0; k < numArgs; ++k)
      launch->args.push_back(regs[list[7 + k]]);
    launch->totalBlocks = uint64_t(launch->grid[0]) * launch->grid[1] *
                          launch->grid[2];
    AsyncOp op;
    op.kind = AsyncOp::Launch;
    op.op = inst.origin;
    for (unsigned k = 7 + numArgs; k < inst.listSize; ++k)
      op.deps.push_back(static_cast<Token *>(regs[list[k]].p));
    op.token = &tokens.emplace_back();
    launch->token = op.token;
    op.launch = std::move(launch);
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
  case Opcode::GpuWaitAsync:
    regs[inst.res2].p = newToken(0, inst.listSize)->token;
    return true;
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

LogicalResult InterpreterImpl::runEntry(StringRef entry, ArrayRef<Slot> args,
                                        SmallVectorImpl<Slot> &results) {
  FailureOr<const CompiledFunc *> fn = prepare(entry);
  if (failed(fn))
    return failure();
  if (args.size() != (*fn)->argSlots.size()) {
    llvm::errs() << "kfusion-sim: error: entry point '@" << entry
                 << "' takes " << (*fn)->argSlots.size()
                 << " arguments, given " << args.size() << "\n";
    return failure();
  }
  ThreadCtx host;
  host.regs.resize((*fn)->numSlots);
  for (auto [k, arg] : llvm::enumerate(args))
    host.regs[(*fn)->argSlots[k]] = arg;
  host.frames.push_back({*fn, 0, 0, ~0u});
  Stop stop = execute(host, ~0ull);
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
  return Interpreter(
      std::make_unique<InterpreterImpl>(std::move(clone), options));
}

LogicalResult Interpreter::run(StringRef entry,
                               std::optional<int64_t> *intResult,
                               std::optional<double> *floatResult) {
  SmallVector<Slot> results;
  if (failed(impl->runEntry(entry, {}, results)))
    return failure();
  auto func = cast<func::FuncOp>(SymbolTable::lookupSymbolIn(*impl->module, entry));
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
    ArgumentBuffer buffer;
    buffer.shape.assign(memref.getShape().begin(), memref.getShape().end());
    buffer.elementType = memref.getElementType();
    buffer.bytes.assign(memref.getNumElements() *
                            elemBytes(*elemKindOf(memref.getElementType())),
                        0);
    result.push_back(std::move(buffer));
  }
  return result;
}

LogicalResult Interpreter::runWithBuffers(StringRef entry,
                                          std::vector<ArgumentBuffer> &args) {
  auto func = cast<func::FuncOp>(SymbolTable::lookupSymbolIn(*impl->module, entry));
  SmallVector<Slot> slots;
  SmallVector<MemRefDesc *> descs;
  for (auto [k, type] : llvm::enumerate(func.getArgumentTypes())) {
    MemRefDesc *d = impl->allocate(type, {}, Space::Host,
                                   "argument #" + std::to_string(k));
    // Arguments may be used by the host and, through kernels, the device:
    // treat them like host-registered (host-shared) memory.
    d->buf->space = Space::Device;
    d->buf->hostShared = true;
    std::memcpy(d->buf->data.data(), args[k].bytes.data(),
                args[k].bytes.size());
    Slot s;
    s.p = d;
    slots.push_back(s);
    descs.push_back(d);
  }
  SmallVector<Slot> results;
  if (failed(impl->runEntry(entry, slots, results)))
    return failure();
  for (auto [k, d] : llvm::enumerate(descs))
    std::memcpy(args[k].bytes.data(), d->buf->data.data(),
                args[k].bytes.size());
  return success();
}

const InterpreterStats &Interpreter::stats() const { return impl->stats; }
