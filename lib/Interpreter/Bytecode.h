//===- Bytecode.h - The interpreter's compiled form ---------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Functions are compiled once into flat instruction lists over numbered value
// slots (structured control flow becomes jumps), so that execution is a tight
// loop over an array instead of a walk over MLIR operations.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_INTERPRETER_BYTECODE_H
#define KFUSION_LIB_INTERPRETER_BYTECODE_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::kfusion::sim {

/// One SSA value at run time. Integers are kept sign-extended from their
/// width, floats as double (f32 arithmetic rounds to float after each op),
/// memrefs as a pointer to a descriptor.
union Slot {
  int64_t i;
  double f;
  void *p;
};

/// Highest memref rank the interpreter's descriptors hold.
constexpr unsigned kMaxRank = 8;

/// Element kinds of memory.
enum class Elem : uint8_t { I1, I8, I16, I32, I64, F32, F64 };

inline unsigned elemBytes(Elem e) {
  switch (e) {
  case Elem::I1:
  case Elem::I8:
    return 1;
  case Elem::I16:
    return 2;
  case Elem::I32:
  case Elem::F32:
    return 4;
  case Elem::I64:
  case Elem::F64:
    return 8;
  }
  return 8;
}

enum class Opcode : uint16_t {
  // Data movement and constants.
  Const,       // res = imm
  Copy,        // res = a
  ParCopy,     // list of (src, dst) pairs, parallel semantics
  // Integer arithmetic (width in `w`).
  AddI, SubI, MulI, DivSI, DivUI, RemSI, RemUI, CeilDivSI, CeilDivUI,
  FloorDivSI, AndI, OrI, XOrI, ShLI, ShRSI, ShRUI, MaxSI, MinSI, MaxUI,
  MinUI, CmpI, ExtSI, ExtUI, TruncI, Select, AbsI, CtPop, CountLZ,
  // Float arithmetic (f32 when `w` == 32).
  AddF, SubF, MulF, DivF, RemF, NegF, MaxNumF, MinNumF, MaximumF, MinimumF,
  CmpF, ExtF, TruncF, SIToFP, UIToFP, FPToSI, FPToUI, BitcastIToF,
  BitcastFToI, Math1, FmaF, PowF, Atan2F, CopySignF,
  // Control flow.
  Jump,      // pc = imm
  CondJump,  // if a: pc = imm else pc = b
  Call,      // call function imm with operand list; results into list
  Return,    // return operand list
  CallExternal, // runtime helper (printing) imm with operand list
  CheckStep, // scf.for step a (width w; unsigned loop if flags & 1) > 0
  // Memory.
  Load, Store, AtomicRMW, AtomicBegin, AtomicEnd, Alloc, Dealloc, Alloca,
  SubView, CastMemRef, View, Dim, MemCopy, GetGlobal, ReinterpretCast,
  // GPU, kernel side.
  GpuId,       // imm: which id (see GpuIdKind), b: dimension
  Barrier,     // imm: barrier id (0 = whole block); a: count slot or none
  BarrierDyn,  // id and count from slots a and b
  Shuffle,     // a value, b offset, c width; imm mode; res and res2 (valid)
  SubgroupReduce, // a value; imm kind; c cluster size
  AllReduce,   // a value; imm kind
  DynSharedMem,
  Printf,      // format in strings[imm], operand list
  VectorPrint, // a value or none; imm: kind; strings[b] for str
  KernelReturn,
  // GPU, host side.
  GpuAlloc, GpuDealloc, GpuMemcpy, GpuMemset, GpuLaunch, GpuWait,
  GpuWaitAsync,
  Unreachable,
};

/// What a GpuId instruction reads.
enum class GpuIdKind : uint8_t {
  ThreadId, BlockId, BlockDim, GridDim, GlobalId, LaneId, SubgroupId,
  NumSubgroups, SubgroupSize
};

/// Math functions of one float argument (Math1).
enum class MathFn : uint8_t {
  Sqrt, Rsqrt, Exp, Exp2, Log, Log2, Log10, Sin, Cos, Tan, Tanh, Erf, AbsF,
  Floor, Ceil, Round, RoundEven, Trunc, Atan, Asin, Acos, Sinh, Cosh, Expm1,
  Log1p, Cbrt
};

/// Reduction kinds shared by atomics, subgroup and block reductions.
enum class ReduceKind : uint8_t {
  AddF, AddI, MulF, MulI, MaxS, MinS, MaxU, MinU, MaxNumF, MinNumF,
  MaximumF, MinimumF, And, Or, XOr, Assign
};

struct Inst {
  Opcode op;
  uint8_t w = 0;       ///< integer/float width, or element kind
  uint8_t mode = 0;    ///< predicate, math function, reduction kind, ...
  uint8_t flags = 0;
  uint32_t res = 0, res2 = 0;
  uint32_t a = 0, b = 0, c = 0;
  int64_t imm = 0;
  uint32_t listBegin = 0, listSize = 0; ///< into CompiledFunc::lists
  Operation *origin = nullptr;          ///< for reports
};

/// Sentinel for "no slot".
constexpr uint32_t kNoSlot = ~0u;

struct CompiledFunc {
  std::string name;
  Operation *op = nullptr;
  bool isKernel = false;
  unsigned numSlots = 0;
  std::vector<uint32_t> argSlots;
  unsigned numResults = 0;
  std::vector<Inst> code;
  std::vector<uint32_t> lists;
  /// Workgroup attributions of a kernel: slot and memref type.
  std::vector<std::pair<uint32_t, Type>> workgroupBuffers;
  std::vector<std::pair<uint32_t, Type>> privateBuffers;
  /// Memref types referenced by Alloc/Alloca/View/... (Inst::imm indexes).
  std::vector<Type> types;
  /// Strings of Printf / VectorPrint.
  std::vector<std::string> strings;
};

/// Runtime helpers a program may call (CallExternal::imm).
enum class ExternalFn : uint8_t {
  PrintMemrefF32, PrintMemrefF64, PrintMemrefI8, PrintMemrefI16,
  PrintMemrefI32, PrintMemrefI64, PrintI64, PrintU64, PrintF32, PrintF64,
  PrintNewline, PrintComma, PrintOpen, PrintClose,
  // Benchmark helpers of lib/Runtime/BenchIO.cpp and the timing API.
  InputF32, InputI32, InputI64, InputI8,
  OutputF32, OutputI32, OutputI64, OutputI8,
  BenchWarmup, BenchRepeat, BenchRecord, BenchReport,
  TimingBegin, TimingEnd
};

/// A compiled program: every function reachable from host entry points and
/// kernels, plus memref.global definitions.
struct Program {
  std::vector<CompiledFunc> funcs;
  llvm::DenseMap<Operation *, unsigned> funcIndex;
  /// memref.global ops by symbol name.
  llvm::StringMap<Operation *> globals;
};

} // namespace mlir::kfusion::sim

#endif // KFUSION_LIB_INTERPRETER_BYTECODE_H
