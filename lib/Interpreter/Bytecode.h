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
#include <optional>
#include <string>
#include <vector>

namespace mlir::kfusion::sim {

/// One SSA value at run time. Integers are kept sign-extended from their
/// width, floats as double holding a value of their type exactly (arithmetic
/// rounds to the type after each op), memrefs as a pointer to a descriptor.
union Slot {
  int64_t i;
  double f;
  void *p;
};

/// Highest memref rank the interpreter's descriptors hold.
constexpr unsigned kMaxRank = 8;

/// Element kinds of memory.
enum class Elem : uint8_t { I1, I8, I16, I32, I64, F16, BF16, F32, F64 };

inline unsigned elemBytes(Elem e) {
  // A table, not a switch: every memory access asks.
  static constexpr uint8_t bytes[] = {1, 1, 2, 4, 8, 2, 2, 4, 8};
  static_assert(sizeof(bytes) == size_t(Elem::F64) + 1, "one per Elem");
  return bytes[size_t(e)];
}

/// Float types of values. A float-valued instruction carries its result's in
/// Inst::w (f16 and bf16 are both 16 bits wide: a width would not tell them
/// apart).
enum class FloatKind : uint8_t { F16, BF16, F32, F64 };

/// The float kind of memory elements `e`, if they are floats.
inline std::optional<FloatKind> floatKindOf(Elem e) {
  switch (e) {
  case Elem::F16:
    return FloatKind::F16;
  case Elem::BF16:
    return FloatKind::BF16;
  case Elem::F32:
    return FloatKind::F32;
  case Elem::F64:
    return FloatKind::F64;
  default:
    return std::nullopt;
  }
}

/// roundToFloat for f16 and bf16 (Memory.cpp; out of line, so that the
/// instruction loop's f32 and f64 paths stay small).
double roundTo16BitFloat(double v, FloatKind kind);

/// `v` rounded to the nearest value of `kind`, ties to even (overflow gives
/// infinity, a NaN stays a NaN): what the GPU's correctly rounded arithmetic
/// of that type gives for the exact result `v`. For +, -, *, / and sqrt of
/// f16, bf16 or f32 operands the double result rounded once more is still
/// correctly rounded (53 >= 2p + 2 bits).
inline double roundToFloat(double v, FloatKind kind) {
  // Tests, not a switch: a jump table here costs the instruction loop an
  // indirect branch per float op.
  if (kind == FloatKind::F32)
    return double(float(v));
  if (kind == FloatKind::F64)
    return v;
  return roundTo16BitFloat(v, kind);
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
  // Float arithmetic (FloatKind of the result in `w`).
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
  ReshapeMemRef, // memref.expand_shape / collapse_shape: a view, new strides
  AlignedPointer, // memref.extract_aligned_pointer_as_index: a's address
                  // (Buffer::address + the byte offset)
  CheckAlignment, // a memref, list indices: the element's address is a
                  // multiple of imm bytes (a vector access's alignment)
  // GPU, kernel side.
  GpuId,       // imm: which id (see GpuIdKind), b: dimension
  Barrier,     // imm: barrier id (0 = whole block); a: count slot or none
  BarrierDyn,  // id and count from slots a and b
  Shuffle,     // a value, b offset, c width; imm mode; res and res2 (valid)
  SubgroupReduce, // a value; imm kind; c cluster size
  AllReduce,   // a value; imm kind
  DynSharedMem,
  AsyncCopy,   // nvgpu.device_async_copy: a dst, b src, list dst ++ src
               // indices (c: the dst rank), imm elements, res2 the source
               // elements' slot or none (zero fill)
  AsyncCommit, // nvvm.cp.async.commit.group / nvgpu.device_async_create_group
  AsyncWait,   // wait until at most imm committed groups are pending
  // mbarriers and TMA loads (nvgpu; ExecuteTma.cpp). Each takes the barrier
  // group in a and the barrier's index in b; res2 a predicate slot or none.
  MbarCreate,  // res: the block's barriers of this op (imm of them)
  MbarInit,    // c: the arrival count
  MbarExpectTx, // c: the bytes the phase expects, then one arrival
  MbarArrive,  // one arrival (res: its token, unused)
  MbarTest,    // c: the parity of a phase; res: whether it is done (a
               // try_wait.parity is a loop around it)
  TmaLoad,     // c: the tensor map; res: the destination; list coordinates
               // (innermost first); mode 1: out-of-bounds elements NaN;
               // imm: the multicast mask's slot (-1: none)
  TmaDescriptor, // host: res a tensor map of memref a, list box sizes
                 // (outermost first); imm: its type in CompiledFunc::types
  ClusterArrive, // nvvm.cluster.arrive(.relaxed): flags 1 when relaxed
  ClusterWait, // nvvm.cluster.wait: until every thread of the cluster arrived
  RemoteLoad,  // kfusion.remote_load: res = a[list] of the block of rank b
  RemoteMbarArrive, // kfusion.remote_mbarrier_arrive: one arrival on
                    // mbarrier b of group a in the block of rank c
  EmulatedWgmma, // kfusion.emulated_wgmma(_reads): a the memref, b and c
                 // the descriptors, res2 the lane; imm n; flags kWgmma*;
                 // list the n / 2 accumulators, then the n / 2 results
                 // (empty for the reads). With kWgmmaNative,
                 // nvvm.wgmma.mma_async: the dynamic shared memory read at
                 // the descriptors' addresses, the lane the thread's in its
                 // warpgroup, a unused
  Ldmatrix,    // nvgpu.ldmatrix: a the 1-D memref, b the lane's row index;
               // imm the matrices, flags 1 transposed; list the results
               // (2 per matrix); a warp operation (Scheduler.cpp)
  MmaSync,     // nvgpu.mma.sync m16n8k16: list A's 8, B's 4, C's 4 slots,
               // then the result's 4; a warp operation. flags
               // kMmaSyncPacked: nvvm.mma.sync, A's 4 and B's 2 slots i32s
               // of two 16-bit values (w their Elem), then C's 4, the 4
  WgmmaCommit, // nvvm.wgmma.commit.group.sync.aligned
  WgmmaWait,   // nvvm.wgmma.wait.group.sync.aligned: retires (makes the
               // reads of again) all but the newest imm committed groups
  Printf,      // format in strings[imm], operand list
  VectorPrint, // a value or none; imm: kind; strings[b] for str
  KernelReturn,
  // GPU, host side.
  GpuAlloc, GpuDealloc, GpuMemcpy, GpuMemset, GpuLaunch, GpuWait,
  GpuWaitAsync,
  DeviceConstant, // kfusion.device_constant of the global strings[imm]
  Unreachable,
};

/// What a GpuId instruction reads.
enum class GpuIdKind : uint8_t {
  ThreadId, BlockId, BlockDim, GridDim, GlobalId, LaneId, SubgroupId,
  NumSubgroups, SubgroupSize, ClusterId, ClusterDim, ClusterBlockId,
  ClusterDimBlocks, ClusterRank, ClusterSize
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

/// The flags of EmulatedWgmma: A K-major, B K-major, reads only
/// (kfusion.emulated_wgmma_reads).
constexpr uint8_t kWgmmaAKMajor = 1;
constexpr uint8_t kWgmmaBKMajor = 2;
constexpr uint8_t kWgmmaReadsOnly = 4;
/// nvvm.wgmma.mma_async (absolute descriptors of the dynamic shared memory),
/// and its scale-d of zero (the accumulators' input ignored).
constexpr uint8_t kWgmmaNative = 8;
constexpr uint8_t kWgmmaZeroAcc = 16;

/// MmaSync of nvvm.mma.sync: operands in i32 registers, two 16-bit values
/// each (element 0 the low half).
constexpr uint8_t kMmaSyncPacked = 1;

/// The mode bits of TMA instructions: elements past the tensor are NaN (bit
/// 0), the map's 128-byte swizzle (bit 1).
constexpr uint8_t kTmaOobNan = 1;
constexpr uint8_t kTmaSwizzle128 = 2;

/// One instruction. `w` is the result's integer width for integer-valued
/// instructions, its FloatKind for float-valued ones (arithmetic, casts to
/// float, math, float reductions), the Elem of memory accesses.
struct Inst {
  Opcode op;
  uint8_t w = 0;       ///< integer width, FloatKind or Elem (see above)
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
  TimingBegin, TimingEnd, TimingLastOpCount,
  // Step graphs (StepGraphs.cpp): recorded and replayed as the runtime does.
  GraphBegin, GraphEnd
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
