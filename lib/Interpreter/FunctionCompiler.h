//===- FunctionCompiler.h - Compiling one function --------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The compiler's state, shared by its per-dialect files (CompileArith.cpp,
// CompileMemRef.cpp, CompileVector.cpp, CompileSCF.cpp, CompileGPU.cpp):
// value slots, emitted instructions and the jumps still to patch, and the
// type helpers every dialect's ops need.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_INTERPRETER_FUNCTIONCOMPILER_H
#define KFUSION_LIB_INTERPRETER_FUNCTIONCOMPILER_H

#include "Compiler.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <vector>

namespace mlir::kfusion::sim {

/// Integer width of an integer or index type; 0 for anything else.
inline unsigned intWidth(Type type) {
  if (type.isIndex())
    return 64;
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth();
  return 0;
}

/// Float kind of an interpreted float type (f16, bf16, f32, f64).
inline std::optional<FloatKind> floatKindOf(Type type) {
  if (type.isF16())
    return FloatKind::F16;
  if (type.isBF16())
    return FloatKind::BF16;
  if (type.isF32())
    return FloatKind::F32;
  if (type.isF64())
    return FloatKind::F64;
  return std::nullopt;
}

/// Whether `type` is an integer, index or float type the interpreter runs.
inline bool isInterpretedScalar(Type type) {
  return intWidth(type) || floatKindOf(type);
}

/// The elements of a value the interpreter scalarizes (a list of slots, one
/// per element, row-major): a vector (an mma.sync fragment is 2-D), or a
/// literal LLVM struct (a warpgroup MMA's accumulators), of interpreted
/// scalars; 0 for any other type.
inline int64_t aggregateSize(Type type) {
  if (auto v = dyn_cast<VectorType>(type))
    return !v.isScalable() && isInterpretedScalar(v.getElementType())
               ? v.getNumElements()
               : 0;
  if (auto s = dyn_cast<LLVM::LLVMStructType>(type))
    return !s.isIdentified() && !s.getBody().empty() &&
                   llvm::all_of(s.getBody(), isInterpretedScalar)
               ? int64_t(s.getBody().size())
               : 0;
  return 0;
}

/// Inst::w of a value of interpreted scalar `type`: its integer width or
/// its FloatKind.
inline uint8_t valueWidthCode(Type type) {
  if (std::optional<FloatKind> kind = floatKindOf(type))
    return uint8_t(*kind);
  return intWidth(type);
}

class FunctionCompiler;

/// Compiles a worklist of functions into one Program.
class ProgramCompiler {
public:
  ProgramCompiler(ModuleOp module, Program &program)
      : module(module), program(program) {}

  /// Index of `func` in the program, queuing it for compilation if new.
  unsigned indexOf(Operation *func) {
    auto [it, inserted] =
        program.funcIndex.try_emplace(func, program.funcs.size());
    if (inserted) {
      program.funcs.emplace_back();
      CompiledFunc &compiled = program.funcs.back();
      compiled.op = func;
      compiled.name = SymbolTable::getSymbolName(func).str();
      worklist.push_back(func);
    }
    return it->second;
  }

  LogicalResult run();

  ModuleOp module;
  Program &program;
  std::vector<Operation *> worklist;
};

/// Compiles one function body.
class FunctionCompiler {
public:
  FunctionCompiler(ProgramCompiler &pc, unsigned index)
      : pc(pc), index(index) {}

  LogicalResult compile();

private:
  CompiledFunc &fn() { return pc.program.funcs[index]; }

  uint32_t slot(Value v) {
    auto [it, inserted] = slots.try_emplace(v, fn().numSlots);
    if (inserted)
      ++fn().numSlots;
    return it->second;
  }
  uint32_t temp() { return fn().numSlots++; }
  void alias(Value v, uint32_t s) { slots[v] = s; }

  size_t emit(Inst inst) {
    fn().code.push_back(inst);
    return fn().code.size() - 1;
  }
  size_t here() const {
    return const_cast<FunctionCompiler *>(this)->fn().code.size();
  }
  Inst make(Opcode op, Operation *origin) {
    Inst inst;
    inst.op = op;
    inst.origin = origin;
    return inst;
  }
  /// Appends `values`' slots to the operand lists; sets the inst's list.
  void setList(Inst &inst, ValueRange values) {
    inst.listBegin = fn().lists.size();
    inst.listSize = values.size();
    for (Value v : values)
      fn().lists.push_back(slot(v));
  }
  void setListSlots(Inst &inst, ArrayRef<uint32_t> slotList) {
    inst.listBegin = fn().lists.size();
    inst.listSize = slotList.size();
    fn().lists.insert(fn().lists.end(), slotList.begin(), slotList.end());
  }
  /// Emits the parallel copy `dsts = srcs` (nothing when empty; `dsts` in
  /// slotsOf's layout).
  void emitParCopy(ValueRange srcs, ArrayRef<uint32_t> dsts,
                   Operation *origin) {
    if (srcs.empty())
      return;
    Inst inst = make(Opcode::ParCopy, origin);
    SmallVector<uint32_t> pairs;
    for (auto [src, dst] : llvm::zip(slotsOf(srcs), dsts)) {
      pairs.push_back(src);
      pairs.push_back(dst);
    }
    setListSlots(inst, pairs);
    emit(inst);
  }
  /// The element slots of aggregate value `v` (aggregateSize), made on first
  /// use where its definition has none yet (block and region arguments, the
  /// results of structured ops).
  ArrayRef<uint32_t> elementSlots(Value v) {
    auto [it, inserted] = vectorSlots.try_emplace(v);
    if (inserted)
      for (int64_t i = 0, e = aggregateSize(v.getType()); i < e; ++i)
        it->second.push_back(temp());
    return it->second;
  }
  /// The slots of `values`, an aggregate's elements in its place: what
  /// control flow copies (iteration arguments, results, block arguments).
  SmallVector<uint32_t> slotsOf(ValueRange values) {
    SmallVector<uint32_t> result;
    for (Value v : values) {
      if (aggregateSize(v.getType())) {
        SmallVector<uint32_t, 4> elements(elementSlots(v));
        result.append(elements.begin(), elements.end());
      } else {
        result.push_back(slot(v));
      }
    }
    return result;
  }
  /// Gives `values` the slots `slotList` in slotsOf's layout.
  void aliasAll(ValueRange values, ArrayRef<uint32_t> slotList) {
    size_t k = 0;
    for (Value v : values) {
      if (int64_t n = aggregateSize(v.getType())) {
        ArrayRef<uint32_t> elements = slotList.slice(k, n);
        vectorSlots[v].assign(elements.begin(), elements.end());
        k += n;
      } else {
        alias(v, slotList[k++]);
      }
    }
  }
  uint32_t typeIndex(Type type) {
    fn().types.push_back(type);
    return fn().types.size() - 1;
  }

  /// Reports, in the format of the run-time reports, an op the interpreter
  /// does not implement. Nothing has run yet when this happens.
  LogicalResult unsupported(Operation *op, const Twine &why = "") {
    llvm::errs() << "kfusion-sim: error: unsupported op '" << op->getName()
                 << "'";
    if (!why.isTriviallyEmpty())
      llvm::errs() << ": " << why;
    llvm::errs() << "\n  at " << op->getLoc() << "\n";
    return failure();
  }

  LogicalResult compileCFGRegion(Region &region);
  /// Resolves the jumps to blocks once every block's start is known.
  void patchBlockJumps();
  /// Compiles `block`: cf branches jump to their destination blocks; a
  /// terminator that is not a cf branch goes to `onTerminator` when given.
  LogicalResult compileBlockBody(
      Block &block,
      function_ref<LogicalResult(Operation *)> onTerminator = nullptr);
  /// Compiles one op by its dialect (the functions below); an op no
  /// dialect file implements is reported with `unsupported`.
  LogicalResult compileOp(Operation *op);
  /// func.call: a call of a compiled function or of a runtime helper.
  LogicalResult compileCall(func::CallOp call);

  // arith and math (CompileArith.cpp).
  LogicalResult compileArith(Operation *op);
  /// arith.constant of a scalar or of a 1-D dense vector.
  LogicalResult compileArithConstant(arith::ConstantOp constant);
  LogicalResult compileMath(Operation *op);

  // memref and the asynchronous copies of nvgpu / nvvm (CompileMemRef.cpp).
  LogicalResult compileMemRef(Operation *op);
  /// memref.get_global: records the global in the program under its path.
  /// memref.get_global (Opcode::GetGlobal) and kfusion.device_constant
  /// (Opcode::DeviceConstant): `result` is the global `name`'s memory, or its
  /// device copy.
  LogicalResult compileGlobalAccess(Operation *op, FlatSymbolRefAttr name,
                                    Value result, Opcode opcode);
  /// Records the memref.global `name` resolves to from `op` under its key
  /// (the symbol path from the top module) and returns the key's index in
  /// the function's strings; `elem` is its element kind.
  FailureOr<unsigned> registerGlobal(Operation *op, FlatSymbolRefAttr name,
                                     Elem &elem);
  LogicalResult compileAsyncCopy(Operation *op);

  // mbarriers, TMA loads and tensor maps (CompileTma.cpp).
  LogicalResult compileTma(Operation *op);

  // vector, scalarized (CompileVector.cpp).
  LogicalResult compileVector(Operation *op);
  LogicalResult compileVectorPrint(vector::PrintOp print);

  // scf, as jumps with parallel copies (CompileSCF.cpp).
  LogicalResult compileScf(Operation *op);
  LogicalResult compileFor(scf::ForOp forOp);
  LogicalResult compileIf(scf::IfOp ifOp);
  LogicalResult compileWhile(scf::WhileOp whileOp);
  LogicalResult compileExecuteRegion(scf::ExecuteRegionOp exec);

  // gpu, nvvm barriers and kfusion.named_barrier (CompileGPU.cpp).
  /// Dispatches to the kernel-side or the host-side half by where `op` is.
  LogicalResult compileGpu(Operation *op);
  /// Ops inside a gpu.module: ids, barriers, warp and block collectives,
  /// printf, return.
  LogicalResult compileGpuKernelOp(Operation *op);
  /// Ops of the host: allocations, copies, launches and waits.
  LogicalResult compileGpuHostOp(Operation *op);
  /// kfusion.emulated_wgmma and kfusion.emulated_wgmma_reads.
  LogicalResult compileEmulatedWgmma(Operation *op);
  // A kernel's own warpgroup MMAs (CompileWgmma.cpp).
  /// nvvm.wgmma.mma_async, fence, commit and wait.
  LogicalResult compileNativeWgmma(Operation *op);
  /// nvgpu.ldmatrix and nvgpu.mma.sync (sm_80's warp MMAs).
  LogicalResult compileWarpMma(Operation *op);
  /// llvm.mlir.zero / undef / poison, llvm.extractvalue and
  /// llvm.insertvalue of aggregates (their accumulators).
  LogicalResult compileLLVMAggregate(Operation *op);
  /// Compiles the ops of a single-block structured region, handing its
  /// terminator to `onTerminator`.
  LogicalResult
  compileStructuredBody(Region &region,
                        function_ref<LogicalResult(Operation *)> onTerminator);

  ProgramCompiler &pc;
  unsigned index;
  DenseMap<Value, uint32_t> slots;
  /// The element slots of each aggregate value (aggregateSize: vectors and
  /// LLVM structs are scalarized).
  DenseMap<Value, SmallVector<uint32_t, 4>> vectorSlots;
  /// Jumps to patch once block starts are known: (inst, field, block).
  struct BlockPatch {
    size_t inst;
    bool falseTarget;
    Block *block;
  };
  std::vector<BlockPatch> blockPatches;
  DenseMap<Block *, size_t> blockStart;
};

} // namespace mlir::kfusion::sim

#endif // KFUSION_LIB_INTERPRETER_FUNCTIONCOMPILER_H
