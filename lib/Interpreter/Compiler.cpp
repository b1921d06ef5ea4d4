//===- Compiler.cpp - MLIR functions to interpreter bytecode --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Each function becomes a flat list of instructions over value slots. scf.for,
// scf.if and scf.while become jumps with parallel copies for their carried
// values; cf branches copy block arguments the same way. Ops the interpreter
// does not know are errors here, before anything runs.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

FailureOr<Elem> mlir::kfusion::sim::elemKindOf(Type type) {
  if (type.isIndex())
    return Elem::I64;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    switch (intType.getWidth()) {
    case 1:
      return Elem::I1;
    case 8:
      return Elem::I8;
    case 16:
      return Elem::I16;
    case 32:
      return Elem::I32;
    case 64:
      return Elem::I64;
    default:
      return failure();
    }
  }
  if (type.isF16())
    return Elem::F16;
  if (type.isBF16())
    return Elem::BF16;
  if (type.isF32())
    return Elem::F32;
  if (type.isF64())
    return Elem::F64;
  return failure();
}

namespace {
/// Integer width of an integer or index type; 0 for anything else.
unsigned intWidth(Type type) {
  if (type.isIndex())
    return 64;
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth();
  return 0;
}

/// Float kind of an interpreted float type (f16, bf16, f32, f64).
std::optional<FloatKind> floatKindOf(Type type) {
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
bool isInterpretedScalar(Type type) {
  return intWidth(type) || floatKindOf(type);
}

/// Inst::w of a value of interpreted scalar `type`: its integer width or
/// its FloatKind.
uint8_t valueWidthCode(Type type) {
  if (std::optional<FloatKind> kind = floatKindOf(type))
    return uint8_t(*kind);
  return intWidth(type);
}

/// The value of float constant `attr` (of an interpreted float type),
/// exactly.
double floatConstant(FloatAttr attr) {
  return roundToFloat(attr.getValueAsDouble(), *floatKindOf(attr.getType()));
}

/// `type` as MLIR prints it.
std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Sign-extends the low `width` bits of `v`.
int64_t normalize(int64_t v, unsigned width) {
  if (width >= 64 || width == 0)
    return v;
  unsigned shift = 64 - width;
  return int64_t(uint64_t(v) << shift) >> shift;
}

std::optional<ReduceKind> reduceKindOf(arith::AtomicRMWKind kind) {
  using K = arith::AtomicRMWKind;
  switch (kind) {
  case K::addf:
    return ReduceKind::AddF;
  case K::addi:
    return ReduceKind::AddI;
  case K::assign:
    return ReduceKind::Assign;
  case K::maximumf:
    return ReduceKind::MaximumF;
  case K::maxs:
    return ReduceKind::MaxS;
  case K::maxu:
    return ReduceKind::MaxU;
  case K::minimumf:
    return ReduceKind::MinimumF;
  case K::mins:
    return ReduceKind::MinS;
  case K::minu:
    return ReduceKind::MinU;
  case K::mulf:
    return ReduceKind::MulF;
  case K::muli:
    return ReduceKind::MulI;
  case K::ori:
    return ReduceKind::Or;
  case K::andi:
    return ReduceKind::And;
  case K::xori:
    return ReduceKind::XOr;
  case K::maxnumf:
    return ReduceKind::MaxNumF;
  case K::minnumf:
    return ReduceKind::MinNumF;
  }
  return std::nullopt;
}

std::optional<ReduceKind> reduceKindOf(gpu::AllReduceOperation kind,
                                       Type type) {
  using K = gpu::AllReduceOperation;
  bool isFloat = floatKindOf(type).has_value();
  switch (kind) {
  case K::ADD:
    return isFloat ? ReduceKind::AddF : ReduceKind::AddI;
  case K::MUL:
    return isFloat ? ReduceKind::MulF : ReduceKind::MulI;
  case K::MINUI:
    return ReduceKind::MinU;
  case K::MINSI:
    return ReduceKind::MinS;
  case K::MINNUMF:
    return ReduceKind::MinNumF;
  case K::MAXUI:
    return ReduceKind::MaxU;
  case K::MAXSI:
    return ReduceKind::MaxS;
  case K::MAXNUMF:
    return ReduceKind::MaxNumF;
  case K::AND:
    return ReduceKind::And;
  case K::OR:
    return ReduceKind::Or;
  case K::XOR:
    return ReduceKind::XOr;
  case K::MINIMUMF:
    return ReduceKind::MinimumF;
  case K::MAXIMUMF:
    return ReduceKind::MaximumF;
  }
  return std::nullopt;
}

/// Which runtime helper an external callee name stands for.
std::optional<ExternalFn> externalFnOf(StringRef name) {
  return llvm::StringSwitch<std::optional<ExternalFn>>(name)
      .Case("printMemrefF32", ExternalFn::PrintMemrefF32)
      .Case("printMemrefF64", ExternalFn::PrintMemrefF64)
      .Case("printMemrefI8", ExternalFn::PrintMemrefI8)
      .Case("printMemrefI16", ExternalFn::PrintMemrefI16)
      .Case("printMemrefI32", ExternalFn::PrintMemrefI32)
      .Case("printMemrefI64", ExternalFn::PrintMemrefI64)
      .Case("printI64", ExternalFn::PrintI64)
      .Case("printU64", ExternalFn::PrintU64)
      .Case("printF32", ExternalFn::PrintF32)
      .Case("printF64", ExternalFn::PrintF64)
      .Case("printNewline", ExternalFn::PrintNewline)
      .Case("printComma", ExternalFn::PrintComma)
      .Case("printOpen", ExternalFn::PrintOpen)
      .Case("printClose", ExternalFn::PrintClose)
      .Case("kfusionInputF32", ExternalFn::InputF32)
      .Case("kfusionInputI32", ExternalFn::InputI32)
      .Case("kfusionInputI64", ExternalFn::InputI64)
      .Case("kfusionInputI8", ExternalFn::InputI8)
      .Case("kfusionOutputF32", ExternalFn::OutputF32)
      .Case("kfusionOutputI32", ExternalFn::OutputI32)
      .Case("kfusionOutputI64", ExternalFn::OutputI64)
      .Case("kfusionOutputI8", ExternalFn::OutputI8)
      .Case("kfusionBenchWarmup", ExternalFn::BenchWarmup)
      .Case("kfusionBenchRepeat", ExternalFn::BenchRepeat)
      .Case("kfusionBenchRecord", ExternalFn::BenchRecord)
      .Case("kfusionBenchReport", ExternalFn::BenchReport)
      .Case("kfusionTimingBegin", ExternalFn::TimingBegin)
      .Case("kfusionTimingEnd", ExternalFn::TimingEnd)
      .Default(std::nullopt);
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
  /// Emits the parallel copy `dsts = srcs` (nothing when empty).
  void emitParCopy(ValueRange srcs, ArrayRef<uint32_t> dsts,
                   Operation *origin) {
    if (srcs.empty())
      return;
    Inst inst = make(Opcode::ParCopy, origin);
    SmallVector<uint32_t> pairs;
    for (auto [src, dst] : llvm::zip(srcs, dsts)) {
      pairs.push_back(slot(src));
      pairs.push_back(dst);
    }
    setListSlots(inst, pairs);
    emit(inst);
  }
  SmallVector<uint32_t> slotsOf(ValueRange values) {
    SmallVector<uint32_t> result;
    for (Value v : values)
      result.push_back(slot(v));
    return result;
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
  LogicalResult compileOp(Operation *op);
  LogicalResult compileArith(Operation *op);
  LogicalResult compileMath(Operation *op);
  LogicalResult compileMemRef(Operation *op);
  LogicalResult compileAsyncCopy(Operation *op);
  LogicalResult compileGpu(Operation *op);
  LogicalResult compileScf(Operation *op);
  LogicalResult compileVector(Operation *op);
  LogicalResult compileCall(func::CallOp call);
  /// Compiles the ops of a single-block structured region, handing its
  /// terminator to `onTerminator`.
  LogicalResult
  compileStructuredBody(Region &region,
                        function_ref<LogicalResult(Operation *)> onTerminator);

  ProgramCompiler &pc;
  unsigned index;
  DenseMap<Value, uint32_t> slots;
  /// The element slots of each 1-D vector value (vectors are scalarized).
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
} // namespace

LogicalResult ProgramCompiler::run() {
  while (!worklist.empty()) {
    Operation *func = worklist.back();
    worklist.pop_back();
    FunctionCompiler compiler(*this, program.funcIndex.lookup(func));
    if (failed(compiler.compile()))
      return failure();
  }
  return success();
}

LogicalResult FunctionCompiler::compile() {
  Operation *op = fn().op;
  Region *body = nullptr;
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(op)) {
    fn().isKernel = gpuFunc.isKernel();
    body = &gpuFunc.getBody();
    for (BlockArgument arg : gpuFunc.getArguments())
      fn().argSlots.push_back(slot(arg));
    for (BlockArgument arg : gpuFunc.getWorkgroupAttributions())
      fn().workgroupBuffers.push_back({slot(arg), arg.getType()});
    for (BlockArgument arg : gpuFunc.getPrivateAttributions())
      fn().privateBuffers.push_back({slot(arg), arg.getType()});
    fn().numResults = gpuFunc.getFunctionType().getNumResults();
  } else if (auto func = dyn_cast<func::FuncOp>(op)) {
    if (func.isExternal())
      return func.emitError("kfusion-sim: function '@")
             << func.getSymName() << "' has no body";
    body = &func.getBody();
    for (BlockArgument arg : func.getArguments())
      fn().argSlots.push_back(slot(arg));
    fn().numResults = func.getFunctionType().getNumResults();
  } else {
    return unsupported(op, "not a func.func or gpu.func");
  }
  if (failed(compileCFGRegion(*body)))
    return failure();
  patchBlockJumps();
  // A body that falls off its end (never the case in verified IR) stops.
  emit(make(Opcode::Unreachable, op));
  return success();
}

LogicalResult FunctionCompiler::compileCFGRegion(Region &region) {
  for (Block &block : region) {
    blockStart[&block] = here();
    for (BlockArgument arg : block.getArguments())
      (void)slot(arg);
    if (failed(compileBlockBody(block)))
      return failure();
  }
  return success();
}

void FunctionCompiler::patchBlockJumps() {
  for (const BlockPatch &patch : blockPatches) {
    Inst &inst = fn().code[patch.inst];
    size_t target = blockStart.lookup(patch.block);
    if (patch.falseTarget)
      inst.b = target;
    else
      inst.imm = target;
  }
  blockPatches.clear();
}

LogicalResult FunctionCompiler::compileBlockBody(
    Block &block, function_ref<LogicalResult(Operation *)> onTerminator) {
  for (Operation &op : block) {
    if (auto br = dyn_cast<cf::BranchOp>(op)) {
      emitParCopy(br.getDestOperands(), slotsOf(br.getDest()->getArguments()),
                  br);
      Inst jump = make(Opcode::Jump, br);
      blockPatches.push_back({emit(jump), false, br.getDest()});
      continue;
    }
    if (auto cbr = dyn_cast<cf::CondBranchOp>(op)) {
      Inst inst = make(Opcode::CondJump, cbr);
      inst.a = slot(cbr.getCondition());
      size_t condIndex = emit(inst);
      // True trampoline.
      fn().code[condIndex].imm = here();
      emitParCopy(cbr.getTrueDestOperands(),
                  slotsOf(cbr.getTrueDest()->getArguments()), cbr);
      blockPatches.push_back({emit(make(Opcode::Jump, cbr)), false,
                              cbr.getTrueDest()});
      fn().code[condIndex].b = here();
      emitParCopy(cbr.getFalseDestOperands(),
                  slotsOf(cbr.getFalseDest()->getArguments()), cbr);
      blockPatches.push_back({emit(make(Opcode::Jump, cbr)), false,
                              cbr.getFalseDest()});
      continue;
    }
    if (onTerminator && &op == block.getTerminator()) {
      if (failed(onTerminator(&op)))
        return failure();
      continue;
    }
    if (failed(compileOp(&op)))
      return failure();
  }
  return success();
}

LogicalResult FunctionCompiler::compileStructuredBody(
    Region &region, function_ref<LogicalResult(Operation *)> onTerminator) {
  if (!region.hasOneBlock())
    return unsupported(region.getParentOp(), "multi-block region");
  Block &block = region.front();
  for (Operation &op : block.without_terminator())
    if (failed(compileOp(&op)))
      return failure();
  return onTerminator(block.getTerminator());
}

LogicalResult FunctionCompiler::compileOp(Operation *op) {
  // Descriptors hold kMaxRank sizes and strides.
  for (TypeRange types : {TypeRange(op->getOperandTypes()),
                          TypeRange(op->getResultTypes())})
    for (Type type : types)
      if (auto memref = dyn_cast<MemRefType>(type);
          memref && memref.getRank() > int64_t(kMaxRank))
        return unsupported(op, "memrefs of rank above " + Twine(kMaxRank) +
                                   " are not interpreted");
  Dialect *dialect = op->getDialect();
  StringRef ns = dialect ? dialect->getNamespace() : "";
  if (ns == "arith")
    return compileArith(op);
  if (ns == "math")
    return compileMath(op);
  if (ns == "memref")
    return compileMemRef(op);
  if (ns == "scf")
    return compileScf(op);
  if (ns == "gpu" || isa<kfusion::NamedBarrierOp, NVVM::BarrierOp>(op))
    return compileGpu(op);
  if (isa<nvgpu::DeviceAsyncCopyOp, nvgpu::DeviceAsyncCreateGroupOp,
          nvgpu::DeviceAsyncWaitOp, NVVM::CpAsyncCommitGroupOp,
          NVVM::CpAsyncWaitGroupOp>(op))
    return compileAsyncCopy(op);
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    Inst inst = make(fn().isKernel ? Opcode::KernelReturn : Opcode::Return, op);
    setList(inst, ret.getOperands());
    emit(inst);
    return success();
  }
  if (auto call = dyn_cast<func::CallOp>(op))
    return compileCall(call);
  if (isa<vector::LoadOp, vector::StoreOp, vector::ExtractOp,
          vector::FromElementsOp, vector::BroadcastOp>(op))
    return compileVector(op);
  if (auto print = dyn_cast<vector::PrintOp>(op)) {
    Inst inst = make(Opcode::VectorPrint, op);
    inst.a = kNoSlot;
    if (Value source = print.getSource()) {
      Type type = source.getType();
      if (!isInterpretedScalar(type))
        return unsupported(op, "only scalar vector.print is interpreted");
      if (type.isF16() || type.isBF16())
        return unsupported(op, "vector.print of " + typeString(type) +
                                   " lowers to a call of print" +
                                   (type.isF16() ? "F16" : "BF16") +
                                   ", which the KFusion runtime does not "
                                   "provide; print it through arith.extf to "
                                   "f32");
      inst.a = slot(source);
      inst.w = valueWidthCode(type);
      // mode: 0 signed int, 1 unsigned (index), 2 float, 3 bool.
      inst.mode = floatKindOf(type) ? 2
                  : type.isIndex()  ? 1
                  : inst.w == 1     ? 3
                                    : 0;
    } else if (auto str = print.getStringLiteral()) {
      fn().strings.push_back(str->str());
      inst.b = fn().strings.size() - 1;
      inst.mode = 4;
    }
    inst.flags = uint8_t(print.getPunctuation());
    emit(inst);
    return success();
  }
  return unsupported(op);
}

LogicalResult FunctionCompiler::compileCall(func::CallOp call) {
  Operation *callee =
      SymbolTable::lookupNearestSymbolFrom(call, call.getCalleeAttr());
  auto calleeFunc = dyn_cast_or_null<func::FuncOp>(callee);
  if (calleeFunc && calleeFunc.isExternal()) {
    std::optional<ExternalFn> external = externalFnOf(call.getCallee());
    if (!external && llvm::is_contained({"printMemrefF16", "printMemrefBF16",
                                         "printF16", "printBF16"},
                                        call.getCallee()))
      return call.emitError("kfusion-sim: '@")
             << call.getCallee()
             << "' is not provided: the KFusion runtime, which GPU runs "
                "link, has no f16 or bf16 printing helpers (upstream's are in "
                "libmlir_float16_utils); extend the values to f32 with "
                "arith.extf and print those";
    if (!external)
      return call.emitError("kfusion-sim: call to external function '@")
             << call.getCallee()
             << "', which the interpreter does not provide (it provides the "
                "print*, printMemref*, kfusionInput*/Output*, kfusionBench* "
                "and kfusionTiming* helpers)";
    if (call.getNumResults() > 1)
      return call.emitError("kfusion-sim: '@")
             << call.getCallee() << "' returns more than one value";
    Inst inst = make(Opcode::CallExternal, call);
    inst.imm = int64_t(*external);
    inst.res = call.getNumResults() ? slot(call.getResult(0)) : kNoSlot;
    setList(inst, call.getOperands());
    emit(inst);
    return success();
  }
  if (!callee)
    return call.emitError("kfusion-sim: callee '@")
           << call.getCallee() << "' not found";
  Inst inst = make(Opcode::Call, call);
  inst.imm = pc.indexOf(callee);
  SmallVector<uint32_t> list = slotsOf(call.getOperands());
  inst.b = list.size();
  for (Value result : call.getResults())
    list.push_back(slot(result));
  setListSlots(inst, list);
  emit(inst);
  return success();
}

LogicalResult FunctionCompiler::compileScf(Operation *op) {
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    unsigned width = intWidth(forOp.getInductionVar().getType());
    SmallVector<uint32_t> iterSlots =
        slotsOf(forOp.getRegionIterArgs());
    for (auto [result, s] : llvm::zip(forOp.getResults(), iterSlots))
      alias(result, s);
    emitParCopy(forOp.getInitArgs(), iterSlots, op);
    uint32_t iv = slot(forOp.getInductionVar());
    uint32_t step = slot(forOp.getStep());
    // A step that is not positive never reaches the upper bound: an error
    // on the op when the loop is entered, not a run that never ends.
    Inst checkStep = make(Opcode::CheckStep, op);
    checkStep.a = step;
    checkStep.w = width;
    checkStep.flags = forOp.getUnsignedCmp() ? 1 : 0;
    emit(checkStep);
    Inst init = make(Opcode::Copy, op);
    init.res = iv;
    init.a = slot(forOp.getLowerBound());
    emit(init);
    size_t header = here();
    uint32_t cond = temp();
    Inst cmp = make(Opcode::CmpI, op);
    cmp.res = cond;
    cmp.a = iv;
    cmp.b = slot(forOp.getUpperBound());
    cmp.w = width;
    cmp.mode = uint8_t(forOp.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                              : arith::CmpIPredicate::slt);
    emit(cmp);
    Inst branch = make(Opcode::CondJump, op);
    branch.a = cond;
    size_t branchIndex = emit(branch);
    fn().code[branchIndex].imm = here();
    if (failed(compileStructuredBody(
            forOp.getRegion(), [&](Operation *yield) {
              emitParCopy(yield->getOperands(), iterSlots, yield);
              Inst inc = make(Opcode::AddI, op);
              inc.res = iv;
              inc.a = iv;
              inc.b = step;
              inc.w = width;
              emit(inc);
              Inst back = make(Opcode::Jump, op);
              back.imm = header;
              emit(back);
              return success();
            })))
      return failure();
    fn().code[branchIndex].b = here();
    return success();
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    SmallVector<uint32_t> resultSlots = slotsOf(ifOp.getResults());
    Inst branch = make(Opcode::CondJump, op);
    branch.a = slot(ifOp.getCondition());
    size_t branchIndex = emit(branch);
    fn().code[branchIndex].imm = here();
    size_t thenExit = 0;
    if (failed(compileStructuredBody(ifOp.getThenRegion(), [&](Operation *y) {
          emitParCopy(y->getOperands(), resultSlots, y);
          thenExit = emit(make(Opcode::Jump, op));
          return success();
        })))
      return failure();
    fn().code[branchIndex].b = here();
    if (!ifOp.getElseRegion().empty()) {
      if (failed(compileStructuredBody(
              ifOp.getElseRegion(), [&](Operation *y) {
                emitParCopy(y->getOperands(), resultSlots, y);
                return success();
              })))
        return failure();
    }
    fn().code[thenExit].imm = here();
    return success();
  }
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    SmallVector<uint32_t> beforeSlots =
        slotsOf(whileOp.getBeforeArguments());
    SmallVector<uint32_t> afterSlots = slotsOf(whileOp.getAfterArguments());
    SmallVector<uint32_t> resultSlots = slotsOf(whileOp.getResults());
    emitParCopy(whileOp.getInits(), beforeSlots, op);
    size_t before = here();
    size_t exitJump = 0;
    if (failed(compileStructuredBody(
            whileOp.getBefore(), [&](Operation *term) {
              auto condition = cast<scf::ConditionOp>(term);
              Inst branch = make(Opcode::CondJump, term);
              branch.a = slot(condition.getCondition());
              size_t branchIndex = emit(branch);
              fn().code[branchIndex].imm = here();
              emitParCopy(condition.getArgs(), afterSlots, term);
              size_t toAfter = emit(make(Opcode::Jump, term));
              fn().code[branchIndex].b = here();
              emitParCopy(condition.getArgs(), resultSlots, term);
              exitJump = emit(make(Opcode::Jump, term));
              fn().code[toAfter].imm = here();
              return success();
            })))
      return failure();
    if (failed(compileStructuredBody(whileOp.getAfter(), [&](Operation *y) {
          emitParCopy(y->getOperands(), beforeSlots, y);
          Inst back = make(Opcode::Jump, y);
          back.imm = before;
          emit(back);
          return success();
        })))
      return failure();
    fn().code[exitJump].imm = here();
    return success();
  }
  if (auto exec = dyn_cast<scf::ExecuteRegionOp>(op)) {
    // Any number of blocks joined by cf branches; each scf.yield copies its
    // values to the results and leaves the region.
    SmallVector<uint32_t> resultSlots = slotsOf(exec.getResults());
    std::vector<size_t> exits;
    auto onYield = [&](Operation *y) -> LogicalResult {
      if (!isa<scf::YieldOp>(y))
        return unsupported(y, "terminator of scf.execute_region");
      emitParCopy(y->getOperands(), resultSlots, y);
      exits.push_back(emit(make(Opcode::Jump, y)));
      return success();
    };
    for (Block &block : exec.getRegion()) {
      blockStart[&block] = here();
      for (BlockArgument arg : block.getArguments())
        (void)slot(arg);
      if (failed(compileBlockBody(block, onYield)))
        return failure();
    }
    for (size_t exit : exits)
      fn().code[exit].imm = here();
    return success();
  }
  return unsupported(op);
}

LogicalResult FunctionCompiler::compileArith(Operation *op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op);
      constant && isa<VectorType>(constant.getType())) {
    // A 1-D vector constant: one scalar constant per element.
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    auto vt = cast<VectorType>(constant.getType());
    if (!dense || vt.getRank() != 1 || vt.isScalable())
      return unsupported(op, "only 1-D dense vector constants are interpreted");
    SmallVector<uint32_t, 4> elems;
    for (Attribute a : dense.getValues<Attribute>()) {
      Inst inst = make(Opcode::Const, op);
      inst.res = temp();
      if (auto intAttr = dyn_cast<IntegerAttr>(a)) {
        inst.imm = normalize(intAttr.getValue().getSExtValue(),
                             intWidth(intAttr.getType()));
      } else if (auto floatAttr = dyn_cast<FloatAttr>(a);
                 floatAttr && floatKindOf(floatAttr.getType())) {
        Slot v;
        v.f = floatConstant(floatAttr);
        inst.imm = v.i;
      } else {
        return unsupported(op, "vector constant of an uninterpreted type");
      }
      emit(inst);
      elems.push_back(inst.res);
    }
    vectorSlots[constant.getResult()] = elems;
    return success();
  }
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    Inst inst = make(Opcode::Const, op);
    inst.res = slot(constant.getResult());
    Attribute value = constant.getValue();
    if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
      unsigned width = intWidth(intAttr.getType());
      inst.imm = normalize(intAttr.getValue().getSExtValue(), width);
    } else if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
      if (!floatKindOf(floatAttr.getType()))
        return unsupported(
            op, "only f16, bf16, f32 and f64 floats are interpreted");
      Slot s;
      s.f = floatConstant(floatAttr);
      inst.imm = s.i;
    } else {
      return unsupported(op, "only scalar integer and float constants");
    }
    emit(inst);
    return success();
  }
  if (op->getNumResults() != 1)
    return unsupported(op);
  Type resultType = op->getResult(0).getType();
  // Vectors and tensors are outside the interpreter's scalar model.
  for (Value v : op->getOperands())
    if (!v.getType().isIntOrIndexOrFloat())
      return unsupported(op, "only scalar operands are interpreted");
  if (!resultType.isIntOrIndexOrFloat())
    return unsupported(op, "only scalar results are interpreted");
  Type operandType =
      op->getNumOperands() ? op->getOperand(0).getType() : resultType;
  Inst inst = make(Opcode::Unreachable, op);
  inst.res = slot(op->getResult(0));
  if (op->getNumOperands() > 0)
    inst.a = slot(op->getOperand(0));
  if (op->getNumOperands() > 1)
    inst.b = slot(op->getOperand(1));
  if (op->getNumOperands() > 2)
    inst.c = slot(op->getOperand(2));
  unsigned iw = intWidth(resultType);
  if (!isInterpretedScalar(resultType) || !isInterpretedScalar(operandType))
    return unsupported(
        op, "only i1..i64, index, f16, bf16, f32 and f64 are interpreted");
  inst.w = valueWidthCode(resultType);
  auto withOp = [&](Opcode code) {
    inst.op = code;
    emit(inst);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](arith::AddIOp) { return withOp(Opcode::AddI); })
      .Case([&](arith::SubIOp) { return withOp(Opcode::SubI); })
      .Case([&](arith::MulIOp) { return withOp(Opcode::MulI); })
      .Case([&](arith::DivSIOp) { return withOp(Opcode::DivSI); })
      .Case([&](arith::DivUIOp) { return withOp(Opcode::DivUI); })
      .Case([&](arith::RemSIOp) { return withOp(Opcode::RemSI); })
      .Case([&](arith::RemUIOp) { return withOp(Opcode::RemUI); })
      .Case([&](arith::CeilDivSIOp) { return withOp(Opcode::CeilDivSI); })
      .Case([&](arith::CeilDivUIOp) { return withOp(Opcode::CeilDivUI); })
      .Case([&](arith::FloorDivSIOp) { return withOp(Opcode::FloorDivSI); })
      .Case([&](arith::AndIOp) { return withOp(Opcode::AndI); })
      .Case([&](arith::OrIOp) { return withOp(Opcode::OrI); })
      .Case([&](arith::XOrIOp) { return withOp(Opcode::XOrI); })
      .Case([&](arith::ShLIOp) { return withOp(Opcode::ShLI); })
      .Case([&](arith::ShRSIOp) { return withOp(Opcode::ShRSI); })
      .Case([&](arith::ShRUIOp) { return withOp(Opcode::ShRUI); })
      .Case([&](arith::MaxSIOp) { return withOp(Opcode::MaxSI); })
      .Case([&](arith::MinSIOp) { return withOp(Opcode::MinSI); })
      .Case([&](arith::MaxUIOp) { return withOp(Opcode::MaxUI); })
      .Case([&](arith::MinUIOp) { return withOp(Opcode::MinUI); })
      .Case([&](arith::CmpIOp cmp) {
        inst.w = intWidth(operandType);
        inst.mode = uint8_t(cmp.getPredicate());
        return withOp(Opcode::CmpI);
      })
      .Case([&](arith::ExtSIOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::ExtSI);
      })
      .Case([&](arith::ExtUIOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::ExtUI);
      })
      .Case([&](arith::TruncIOp) { return withOp(Opcode::TruncI); })
      .Case([&](arith::IndexCastOp) {
        // Sign-extends or truncates, like extsi/trunci.
        inst.mode = intWidth(operandType);
        return withOp(intWidth(operandType) < iw ? Opcode::ExtSI : Opcode::TruncI);
      })
      .Case([&](arith::IndexCastUIOp) {
        inst.mode = intWidth(operandType);
        return withOp(intWidth(operandType) < iw ? Opcode::ExtUI : Opcode::TruncI);
      })
      .Case([&](arith::SelectOp) { return withOp(Opcode::Select); })
      .Case([&](arith::AddFOp) { return withOp(Opcode::AddF); })
      .Case([&](arith::SubFOp) { return withOp(Opcode::SubF); })
      .Case([&](arith::MulFOp) { return withOp(Opcode::MulF); })
      .Case([&](arith::DivFOp) { return withOp(Opcode::DivF); })
      .Case([&](arith::RemFOp) { return withOp(Opcode::RemF); })
      .Case([&](arith::NegFOp) { return withOp(Opcode::NegF); })
      .Case([&](arith::MaxNumFOp) { return withOp(Opcode::MaxNumF); })
      .Case([&](arith::MinNumFOp) { return withOp(Opcode::MinNumF); })
      .Case([&](arith::MaximumFOp) { return withOp(Opcode::MaximumF); })
      .Case([&](arith::MinimumFOp) { return withOp(Opcode::MinimumF); })
      .Case([&](arith::CmpFOp cmp) {
        inst.w = valueWidthCode(operandType);
        inst.mode = uint8_t(cmp.getPredicate());
        return withOp(Opcode::CmpF);
      })
      .Case([&](arith::ExtFOp) { return withOp(Opcode::ExtF); })
      .Case([&](arith::TruncFOp trunc) {
        std::optional<arith::RoundingMode> mode = trunc.getRoundingmode();
        if (mode && *mode != arith::RoundingMode::to_nearest_even)
          return unsupported(op, "arith.truncf rounding " +
                                     arith::stringifyRoundingMode(*mode) +
                                     "; only to_nearest_even is interpreted");
        return withOp(Opcode::TruncF);
      })
      .Case([&](arith::SIToFPOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::SIToFP);
      })
      .Case([&](arith::UIToFPOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::UIToFP);
      })
      .Case([&](arith::FPToSIOp) {
        inst.mode = valueWidthCode(operandType);
        return withOp(Opcode::FPToSI);
      })
      .Case([&](arith::FPToUIOp) {
        inst.mode = valueWidthCode(operandType);
        return withOp(Opcode::FPToUI);
      })
      .Case([&](arith::BitcastOp) {
        std::optional<FloatKind> from = floatKindOf(operandType),
                                 to = floatKindOf(resultType);
        if (to && !from)
          return withOp(Opcode::BitcastIToF);
        if (from && !to) {
          inst.mode = uint8_t(*from);
          return withOp(Opcode::BitcastFToI);
        }
        if (from && to && *from != *to) {
          // f16 <-> bf16: through the bits.
          Inst toBits = inst;
          toBits.op = Opcode::BitcastFToI;
          toBits.res = temp();
          toBits.w = 16;
          toBits.mode = uint8_t(*from);
          emit(toBits);
          inst.a = toBits.res;
          return withOp(Opcode::BitcastIToF);
        }
        return withOp(Opcode::Copy);
      })
      .Default([&](Operation *) { return unsupported(op); });
}

LogicalResult FunctionCompiler::compileMath(Operation *op) {
  if (op->getNumResults() != 1 || !op->getResult(0).getType().isIntOrIndexOrFloat())
    return unsupported(op, "only scalar math is interpreted");
  Type type = op->getResult(0).getType();
  Inst inst = make(Opcode::Math1, op);
  inst.res = slot(op->getResult(0));
  inst.a = slot(op->getOperand(0));
  if (op->getNumOperands() > 1)
    inst.b = slot(op->getOperand(1));
  if (op->getNumOperands() > 2)
    inst.c = slot(op->getOperand(2));
  if (!isInterpretedScalar(type))
    return unsupported(
        op, "only i1..i64, index, f16, bf16, f32 and f64 are interpreted");
  inst.w = valueWidthCode(type);
  auto fn1 = [&](MathFn f) {
    if (!floatKindOf(type))
      return unsupported(op, "float math on a non-float type");
    inst.mode = uint8_t(f);
    emit(inst);
    return success();
  };
  auto withOp = [&](Opcode code) {
    inst.op = code;
    emit(inst);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](math::SqrtOp) { return fn1(MathFn::Sqrt); })
      .Case([&](math::RsqrtOp) { return fn1(MathFn::Rsqrt); })
      .Case([&](math::ExpOp) { return fn1(MathFn::Exp); })
      .Case([&](math::Exp2Op) { return fn1(MathFn::Exp2); })
      .Case([&](math::ExpM1Op) { return fn1(MathFn::Expm1); })
      .Case([&](math::LogOp) { return fn1(MathFn::Log); })
      .Case([&](math::Log2Op) { return fn1(MathFn::Log2); })
      .Case([&](math::Log10Op) { return fn1(MathFn::Log10); })
      .Case([&](math::Log1pOp) { return fn1(MathFn::Log1p); })
      .Case([&](math::SinOp) { return fn1(MathFn::Sin); })
      .Case([&](math::CosOp) { return fn1(MathFn::Cos); })
      .Case([&](math::TanOp) { return fn1(MathFn::Tan); })
      .Case([&](math::TanhOp) { return fn1(MathFn::Tanh); })
      .Case([&](math::SinhOp) { return fn1(MathFn::Sinh); })
      .Case([&](math::CoshOp) { return fn1(MathFn::Cosh); })
      .Case([&](math::AtanOp) { return fn1(MathFn::Atan); })
      .Case([&](math::AsinOp) { return fn1(MathFn::Asin); })
      .Case([&](math::AcosOp) { return fn1(MathFn::Acos); })
      .Case([&](math::ErfOp) { return fn1(MathFn::Erf); })
      .Case([&](math::AbsFOp) { return fn1(MathFn::AbsF); })
      .Case([&](math::FloorOp) { return fn1(MathFn::Floor); })
      .Case([&](math::CeilOp) { return fn1(MathFn::Ceil); })
      .Case([&](math::RoundOp) { return fn1(MathFn::Round); })
      .Case([&](math::RoundEvenOp) { return fn1(MathFn::RoundEven); })
      .Case([&](math::TruncOp) { return fn1(MathFn::Trunc); })
      .Case([&](math::CbrtOp) { return fn1(MathFn::Cbrt); })
      .Case([&](math::FmaOp) { return withOp(Opcode::FmaF); })
      .Case([&](math::PowFOp) { return withOp(Opcode::PowF); })
      .Case([&](math::Atan2Op) { return withOp(Opcode::Atan2F); })
      .Case([&](math::CopySignOp) { return withOp(Opcode::CopySignF); })
      .Case([&](math::AbsIOp) { return withOp(Opcode::AbsI); })
      .Case([&](math::CtPopOp) { return withOp(Opcode::CtPop); })
      .Case([&](math::CountLeadingZerosOp) { return withOp(Opcode::CountLZ); })
      .Default([&](Operation *) { return unsupported(op); });
}

/// Asynchronous copies to workgroup memory (cp.async): a copy reads its
/// source when issued and writes its destination when a wait completes its
/// group (the latest moment the GPU may), so a read of the destination before
/// the wait sees the old contents, and a copy that was never committed is
/// never waited for.
LogicalResult FunctionCompiler::compileAsyncCopy(Operation *op) {
  if (!fn().isKernel)
    return unsupported(op, "asynchronous copies run in kernels only");
  if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op)) {
    auto dst = cast<MemRefType>(copy.getDst().getType());
    auto src = cast<MemRefType>(copy.getSrc().getType());
    FailureOr<Elem> elem = elemKindOf(dst.getElementType());
    if (failed(elem) || src.getElementType() != dst.getElementType())
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::AsyncCopy, op);
    inst.a = slot(copy.getDst());
    inst.b = slot(copy.getSrc());
    inst.c = copy.getDstIndices().size();
    inst.w = uint8_t(*elem);
    inst.imm = copy.getDstElements().getZExtValue();
    inst.res = slot(copy.getAsyncToken());
    inst.res2 = copy.getSrcElements() ? slot(copy.getSrcElements()) : kNoSlot;
    SmallVector<Value> indices(copy.getDstIndices());
    llvm::append_range(indices, copy.getSrcIndices());
    setList(inst, indices);
    emit(inst);
    return success();
  }
  if (isa<nvgpu::DeviceAsyncCreateGroupOp, NVVM::CpAsyncCommitGroupOp>(op)) {
    Inst inst = make(Opcode::AsyncCommit, op);
    inst.res = op->getNumResults() ? slot(op->getResult(0)) : kNoSlot;
    emit(inst);
    return success();
  }
  Inst inst = make(Opcode::AsyncWait, op);
  if (auto wait = dyn_cast<nvgpu::DeviceAsyncWaitOp>(op))
    inst.imm = wait.getNumGroups().value_or(0);
  else
    inst.imm = cast<NVVM::CpAsyncWaitGroupOp>(op).getN();
  emit(inst);
  return success();
}

LogicalResult FunctionCompiler::compileMemRef(Operation *op) {
  auto memrefElem = [&](Value v) -> FailureOr<Elem> {
    auto type = dyn_cast<MemRefType>(v.getType());
    if (!type)
      return failure();
    return elemKindOf(type.getElementType());
  };
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    FailureOr<Elem> elem = memrefElem(load.getMemRef());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::Load, op);
    inst.res = slot(load.getResult());
    inst.a = slot(load.getMemRef());
    inst.w = uint8_t(*elem);
    setList(inst, load.getIndices());
    emit(inst);
    return success();
  }
  if (auto store = dyn_cast<memref::StoreOp>(op)) {
    FailureOr<Elem> elem = memrefElem(store.getMemRef());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::Store, op);
    inst.a = slot(store.getMemRef());
    inst.b = slot(store.getValueToStore());
    inst.w = uint8_t(*elem);
    setList(inst, store.getIndices());
    emit(inst);
    return success();
  }
  if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op)) {
    FailureOr<Elem> elem = memrefElem(rmw.getMemref());
    std::optional<ReduceKind> kind = reduceKindOf(rmw.getKind());
    if (failed(elem) || !kind)
      return unsupported(op, "atomic kind or element type not interpreted");
    Inst inst = make(Opcode::AtomicRMW, op);
    inst.res = slot(rmw.getResult());
    inst.a = slot(rmw.getValue());
    inst.b = slot(rmw.getMemref());
    inst.w = uint8_t(*elem);
    inst.mode = uint8_t(*kind);
    setList(inst, rmw.getIndices());
    emit(inst);
    return success();
  }
  if (auto generic = dyn_cast<memref::GenericAtomicRMWOp>(op)) {
    FailureOr<Elem> elem = memrefElem(generic.getMemref());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    uint32_t current = slot(generic.getCurrentValue());
    alias(generic.getResult(), current);
    Inst begin = make(Opcode::AtomicBegin, op);
    begin.res = current;
    begin.a = slot(generic.getMemref());
    begin.w = uint8_t(*elem);
    setList(begin, generic.getIndices());
    emit(begin);
    return compileStructuredBody(generic.getAtomicBody(), [&](Operation *y) {
      Inst end = make(Opcode::AtomicEnd, op);
      end.a = slot(generic.getMemref());
      end.b = slot(y->getOperand(0));
      end.w = uint8_t(*elem);
      setList(end, generic.getIndices());
      emit(end);
      return success();
    });
  }
  if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
    auto type = cast<MemRefType>(op->getResult(0).getType());
    FailureOr<Elem> elem = elemKindOf(type.getElementType());
    if (failed(elem) || !type.getLayout().isIdentity())
      return unsupported(op, "element type or layout not interpreted");
    Inst inst = make(isa<memref::AllocOp>(op) ? Opcode::Alloc : Opcode::Alloca, op);
    inst.res = slot(op->getResult(0));
    inst.w = uint8_t(*elem);
    inst.imm = typeIndex(type);
    setList(inst, op->getOperands());
    emit(inst);
    return success();
  }
  if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
    Inst inst = make(Opcode::Dealloc, op);
    inst.a = slot(dealloc.getMemref());
    emit(inst);
    return success();
  }
  if (auto subview = dyn_cast<memref::SubViewOp>(op)) {
    Inst inst = make(Opcode::SubView, op);
    inst.res = slot(subview.getResult());
    inst.a = slot(subview.getSource());
    setList(inst, subview->getOperands());
    emit(inst);
    return success();
  }
  if (auto reinterpret = dyn_cast<memref::ReinterpretCastOp>(op)) {
    Inst inst = make(Opcode::ReinterpretCast, op);
    inst.res = slot(reinterpret.getResult());
    inst.a = slot(reinterpret.getSource());
    setList(inst, reinterpret->getOperands());
    emit(inst);
    return success();
  }
  if (auto view = dyn_cast<memref::ViewOp>(op)) {
    FailureOr<Elem> elem = elemKindOf(view.getType().getElementType());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::View, op);
    inst.res = slot(view.getResult());
    inst.a = slot(view.getSource());
    inst.b = slot(view.getByteShift());
    inst.w = uint8_t(*elem);
    inst.imm = typeIndex(view.getType());
    setList(inst, view.getSizes());
    emit(inst);
    return success();
  }
  // A prefetch is a cache hint: nothing to do on the interpreter.
  if (isa<memref::PrefetchOp>(op))
    return success();
  if (isa<memref::CastOp, memref::AssumeAlignmentOp>(op)) {
    Inst inst = make(Opcode::CastMemRef, op);
    inst.res = slot(op->getResult(0));
    inst.a = slot(op->getOperand(0));
    inst.imm = typeIndex(op->getResult(0).getType());
    emit(inst);
    return success();
  }
  if (auto dim = dyn_cast<memref::DimOp>(op)) {
    Inst inst = make(Opcode::Dim, op);
    inst.res = slot(dim.getResult());
    inst.a = slot(dim.getSource());
    inst.b = slot(dim.getIndex());
    emit(inst);
    return success();
  }
  if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    Inst inst = make(Opcode::MemCopy, op);
    inst.a = slot(copy.getSource());
    inst.b = slot(copy.getTarget());
    emit(inst);
    return success();
  }
  if (auto getGlobal = dyn_cast<memref::GetGlobalOp>(op)) {
    auto global = dyn_cast_or_null<memref::GlobalOp>(
        SymbolTable::lookupNearestSymbolFrom(op, getGlobal.getNameAttr()));
    if (!global)
      return op->emitError("kfusion-sim: memref.global '@")
             << getGlobal.getName() << "' not found";
    FailureOr<Elem> elem = elemKindOf(global.getType().getElementType());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    // Globals of different gpu.modules may share a name: the key is the
    // symbol's path from the top module ("kernels::table").
    std::string key = global.getSymName().str();
    for (Operation *parent = global->getParentOp(); parent;
         parent = parent->getParentOp())
      if (auto name = parent->getAttrOfType<StringAttr>(
              SymbolTable::getSymbolAttrName());
          name && parent->hasTrait<OpTrait::SymbolTable>())
        key = (name.getValue() + "::" + key).str();
    pc.program.globals[key] = global;
    Inst inst = make(Opcode::GetGlobal, op);
    inst.res = slot(getGlobal.getResult());
    inst.w = uint8_t(*elem);
    fn().strings.push_back(key);
    inst.imm = fn().strings.size() - 1;
    emit(inst);
    return success();
  }
  return unsupported(op);
}

/// 1-D vectors of interpreted scalars, scalarized: a vector value is the list
/// of its elements' slots; vector.load / vector.store access the elements one
/// by one at consecutive last indices (so each is bounds-checked).
LogicalResult FunctionCompiler::compileVector(Operation *op) {
  auto scalarVector = [&](Type t) {
    auto v = dyn_cast<VectorType>(t);
    return v && v.getRank() == 1 && !v.isScalable() &&
           isInterpretedScalar(v.getElementType());
  };
  auto elementsAt = [&](Operation *o, Value memref, ValueRange indices,
                        int64_t n, auto each) -> LogicalResult {
    auto type = cast<MemRefType>(memref.getType());
    FailureOr<Elem> elem = elemKindOf(type.getElementType());
    if (failed(elem) || indices.empty())
      return unsupported(o, "element type not interpreted");
    unsigned iw = intWidth(IndexType::get(o->getContext()));
    for (int64_t j = 0; j < n; ++j) {
      SmallVector<uint32_t> list;
      for (Value idx : indices.drop_back())
        list.push_back(slot(idx));
      uint32_t last = slot(indices.back());
      if (j) {
        Inst c = make(Opcode::Const, o);
        c.res = temp();
        c.imm = j;
        emit(c);
        Inst add = make(Opcode::AddI, o);
        add.res = temp();
        add.a = last;
        add.b = c.res;
        add.w = iw;
        emit(add);
        last = add.res;
      }
      list.push_back(last);
      each(j, *elem, list);
    }
    return success();
  };
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    if (!scalarVector(load.getVectorType()))
      return unsupported(op, "only 1-D vectors of scalars are interpreted");
    SmallVector<uint32_t, 4> elems;
    LogicalResult r = elementsAt(
        op, load.getBase(), load.getIndices(),
        load.getVectorType().getNumElements(),
        [&](int64_t, Elem elem, ArrayRef<uint32_t> list) {
          Inst inst = make(Opcode::Load, op);
          inst.res = temp();
          inst.a = slot(load.getBase());
          inst.w = uint8_t(elem);
          setListSlots(inst, list);
          emit(inst);
          elems.push_back(inst.res);
        });
    vectorSlots[load.getResult()] = elems;
    return r;
  }
  if (auto store = dyn_cast<vector::StoreOp>(op)) {
    auto it = vectorSlots.find(store.getValueToStore());
    if (!scalarVector(store.getVectorType()) || it == vectorSlots.end())
      return unsupported(op, "only 1-D vectors of scalars are interpreted");
    SmallVector<uint32_t, 4> elems = it->second;
    return elementsAt(op, store.getBase(), store.getIndices(), elems.size(),
                      [&](int64_t j, Elem elem, ArrayRef<uint32_t> list) {
                        Inst inst = make(Opcode::Store, op);
                        inst.a = slot(store.getBase());
                        inst.b = elems[j];
                        inst.w = uint8_t(elem);
                        setListSlots(inst, list);
                        emit(inst);
                      });
  }
  if (auto extract = dyn_cast<vector::ExtractOp>(op)) {
    auto it = vectorSlots.find(extract.getSource());
    if (it == vectorSlots.end() || !extract.getDynamicPosition().empty() ||
        extract.getStaticPosition().size() != 1)
      return unsupported(op, "only static extracts of 1-D vectors are interpreted");
    int64_t pos = extract.getStaticPosition()[0];
    if (pos < 0 || pos >= int64_t(it->second.size()))
      return unsupported(op, "extract position out of range");
    alias(extract.getResult(), it->second[pos]);
    return success();
  }
  if (auto from = dyn_cast<vector::FromElementsOp>(op)) {
    if (!scalarVector(from.getType()))
      return unsupported(op, "only 1-D vectors of scalars are interpreted");
    SmallVector<uint32_t, 4> elems;
    for (Value v : from.getElements())
      elems.push_back(slot(v));
    vectorSlots[from.getResult()] = elems;
    return success();
  }
  auto bcast = cast<vector::BroadcastOp>(op);
  auto vt = dyn_cast<VectorType>(bcast.getType());
  if (!vt || !scalarVector(vt) || !bcast.getSource().getType().isIntOrIndexOrFloat())
    return unsupported(op, "only broadcasts of a scalar to a 1-D vector");
  vectorSlots[bcast.getResult()] =
      SmallVector<uint32_t, 4>(vt.getNumElements(), slot(bcast.getSource()));
  return success();
}

LogicalResult FunctionCompiler::compileGpu(Operation *op) {
  auto idOp = [&](GpuIdKind kind, gpu::Dimension dim) {
    Inst inst = make(Opcode::GpuId, op);
    inst.res = slot(op->getResult(0));
    inst.mode = uint8_t(kind);
    inst.b = uint32_t(dim);
    emit(inst);
    return success();
  };
  bool kernelSide = op->getParentOfType<gpu::GPUModuleOp>() != nullptr;
  if (kernelSide) {
    if (auto x = dyn_cast<gpu::ThreadIdOp>(op))
      return idOp(GpuIdKind::ThreadId, x.getDimension());
    if (auto x = dyn_cast<gpu::BlockIdOp>(op))
      return idOp(GpuIdKind::BlockId, x.getDimension());
    if (auto x = dyn_cast<gpu::BlockDimOp>(op))
      return idOp(GpuIdKind::BlockDim, x.getDimension());
    if (auto x = dyn_cast<gpu::GridDimOp>(op))
      return idOp(GpuIdKind::GridDim, x.getDimension());
    if (auto x = dyn_cast<gpu::GlobalIdOp>(op))
      return idOp(GpuIdKind::GlobalId, x.getDimension());
    if (isa<gpu::LaneIdOp>(op))
      return idOp(GpuIdKind::LaneId, gpu::Dimension::x);
    if (isa<gpu::SubgroupIdOp>(op))
      return idOp(GpuIdKind::SubgroupId, gpu::Dimension::x);
    if (isa<gpu::NumSubgroupsOp>(op))
      return idOp(GpuIdKind::NumSubgroups, gpu::Dimension::x);
    if (isa<gpu::SubgroupSizeOp>(op))
      return idOp(GpuIdKind::SubgroupSize, gpu::Dimension::x);
    if (isa<gpu::BarrierOp>(op)) {
      Inst inst = make(Opcode::Barrier, op);
      inst.imm = 0;
      inst.a = 0; // whole block
      emit(inst);
      return success();
    }
    if (auto named = dyn_cast<kfusion::NamedBarrierOp>(op)) {
      Inst inst = make(Opcode::Barrier, op);
      inst.imm = named.getId();
      inst.a = named.getThreads();
      emit(inst);
      return success();
    }
    if (auto bar = dyn_cast<NVVM::BarrierOp>(op)) {
      if (bar.getReductionOp() || bar.getRes())
        return unsupported(op, "barrier reductions are not interpreted");
      Inst inst = make(Opcode::BarrierDyn, op);
      inst.a = bar.getBarrierId() ? slot(bar.getBarrierId()) : kNoSlot;
      inst.b =
          bar.getNumberOfThreads() ? slot(bar.getNumberOfThreads()) : kNoSlot;
      emit(inst);
      return success();
    }
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      Type type = shuffle.getValue().getType();
      if (!isInterpretedScalar(type))
        return unsupported(op, "only scalar shuffles are interpreted");
      Inst inst = make(Opcode::Shuffle, op);
      inst.res = slot(shuffle.getShuffleResult());
      inst.res2 = slot(shuffle.getValid());
      inst.a = slot(shuffle.getValue());
      inst.b = slot(shuffle.getOffset());
      inst.c = slot(shuffle.getWidth());
      inst.mode = uint8_t(shuffle.getMode());
      emit(inst);
      return success();
    }
    if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
      Type type = reduce.getValue().getType();
      std::optional<ReduceKind> kind = reduceKindOf(reduce.getOp(), type);
      if (!kind || !isInterpretedScalar(type))
        return unsupported(op, "only scalar reductions are interpreted");
      if (reduce.getClusterStride() != 1)
        return unsupported(op, "cluster strides other than 1");
      Inst inst = make(Opcode::SubgroupReduce, op);
      inst.res = slot(reduce.getResult());
      inst.a = slot(reduce.getValue());
      inst.mode = uint8_t(*kind);
      inst.w = valueWidthCode(type);
      inst.c = reduce.getClusterSize() ? *reduce.getClusterSize() : 32;
      emit(inst);
      return success();
    }
    if (auto reduce = dyn_cast<gpu::AllReduceOp>(op)) {
      Type type = reduce.getValue().getType();
      if (!reduce.getOp())
        return unsupported(op, "gpu.all_reduce with a region");
      std::optional<ReduceKind> kind = reduceKindOf(*reduce.getOp(), type);
      if (!kind || !isInterpretedScalar(type))
        return unsupported(op, "only scalar reductions are interpreted");
      Inst inst = make(Opcode::AllReduce, op);
      inst.res = slot(reduce.getResult());
      inst.a = slot(reduce.getValue());
      inst.mode = uint8_t(*kind);
      inst.w = valueWidthCode(type);
      emit(inst);
      return success();
    }
    if (auto dyn = dyn_cast<gpu::DynamicSharedMemoryOp>(op)) {
      Inst inst = make(Opcode::DynSharedMem, op);
      inst.res = slot(dyn.getResult());
      emit(inst);
      return success();
    }
    if (auto printf = dyn_cast<gpu::PrintfOp>(op)) {
      Inst inst = make(Opcode::Printf, op);
      fn().strings.push_back(printf.getFormat().str());
      inst.imm = fn().strings.size() - 1;
      SmallVector<uint32_t> list;
      std::string kinds;
      for (Value arg : printf.getArgs()) {
        list.push_back(slot(arg));
        kinds += floatKindOf(arg.getType())   ? 'f'
                 : arg.getType().isInteger(1) ? 'b'
                                              : 'i';
      }
      fn().strings.push_back(kinds);
      inst.b = fn().strings.size() - 1;
      setListSlots(inst, list);
      emit(inst);
      return success();
    }
    if (auto ret = dyn_cast<gpu::ReturnOp>(op)) {
      Inst inst = make(fn().isKernel ? Opcode::KernelReturn : Opcode::Return, op);
      setList(inst, ret.getOperands());
      emit(inst);
      return success();
    }
    return unsupported(op, "in kernel code");
  }
  // Host side.
  auto tokenSlot = [&](Operation *o) -> uint32_t {
    for (Value r : o->getResults())
      if (isa<gpu::AsyncTokenType>(r.getType()))
        return slot(r);
    return kNoSlot;
  };
  auto deps = [&](Operation *o) {
    SmallVector<Value> values;
    if (auto async = dyn_cast<gpu::AsyncOpInterface>(o))
      values.append(async.getAsyncDependencies().begin(),
                    async.getAsyncDependencies().end());
    return values;
  };
  // A program that runs here must also lower for the GPU. Upstream's
  // gpu-to-llvm lowers gpu.alloc (unless host_shared), gpu.dealloc,
  // gpu.memcpy and gpu.memset only in their async form with exactly one
  // async dependency, but kfusion-to-cubin rewrites every other form of them
  // into that one (kfusion-lower-blocking-memory-ops), so all run here. A
  // launch takes at most one dependency (none when it is synchronous).
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
    size_t deps = launch.getAsyncDependencies().size();
    if (deps > 1)
      return unsupported(op, "the GPU lowering launches on the stream of one "
                             "async dependency, not " +
                                 Twine(deps) +
                                 " (join them with gpu.wait async)");
    if (deps && !launch.getAsyncToken())
      return unsupported(op, "a synchronous launch with async dependencies is "
                             "not lowered for the GPU (make it async, or wait "
                             "first)");
  }
  if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
    auto type = alloc.getMemref().getType();
    FailureOr<Elem> elem = elemKindOf(type.getElementType());
    if (failed(elem) || !type.getLayout().isIdentity())
      return unsupported(op, "element type or layout not interpreted");
    Inst inst = make(Opcode::GpuAlloc, op);
    inst.res = slot(alloc.getMemref());
    inst.res2 = tokenSlot(op);
    inst.w = uint8_t(*elem);
    inst.imm = typeIndex(type);
    inst.flags = alloc.getHostShared() ? 1 : 0;
    SmallVector<uint32_t> list = slotsOf(alloc.getDynamicSizes());
    inst.b = list.size();
    for (Value d : deps(op))
      list.push_back(slot(d));
    setListSlots(inst, list);
    emit(inst);
    return success();
  }
  if (auto dealloc = dyn_cast<gpu::DeallocOp>(op)) {
    Inst inst = make(Opcode::GpuDealloc, op);
    inst.a = slot(dealloc.getMemref());
    inst.res2 = tokenSlot(op);
    setList(inst, deps(op));
    emit(inst);
    return success();
  }
  if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
    Inst inst = make(Opcode::GpuMemcpy, op);
    inst.a = slot(copy.getDst());
    inst.b = slot(copy.getSrc());
    inst.res2 = tokenSlot(op);
    setList(inst, deps(op));
    emit(inst);
    return success();
  }
  if (auto set = dyn_cast<gpu::MemsetOp>(op)) {
    FailureOr<Elem> elem = elemKindOf(set.getValue().getType());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::GpuMemset, op);
    inst.a = slot(set.getDst());
    inst.b = slot(set.getValue());
    inst.w = uint8_t(*elem);
    inst.res2 = tokenSlot(op);
    setList(inst, deps(op));
    emit(inst);
    return success();
  }
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
    if (launch.hasClusterSize())
      return unsupported(op, "cluster launches are not interpreted");
    if (launch.getAsyncObject())
      return unsupported(op, "launches on an explicit stream object");
    Operation *kernel =
        SymbolTable::lookupNearestSymbolFrom(op, launch.getKernel());
    if (!kernel || !isa<gpu::GPUFuncOp>(kernel))
      return op->emitError("kfusion-sim: kernel ")
             << launch.getKernel() << " not found";
    Inst inst = make(Opcode::GpuLaunch, op);
    inst.imm = pc.indexOf(kernel);
    inst.res2 = tokenSlot(op);
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    SmallVector<uint32_t> list = {slot(grid.x),  slot(grid.y),
                                  slot(grid.z),  slot(block.x),
                                  slot(block.y), slot(block.z)};
    list.push_back(launch.getDynamicSharedMemorySize()
                       ? slot(launch.getDynamicSharedMemorySize())
                       : kNoSlot);
    inst.b = launch.getKernelOperands().size();
    for (Value arg : launch.getKernelOperands())
      list.push_back(slot(arg));
    for (Value d : deps(op))
      list.push_back(slot(d));
    setListSlots(inst, list);
    emit(inst);
    return success();
  }
  if (auto wait = dyn_cast<gpu::WaitOp>(op)) {
    Inst inst = make(wait.getAsyncToken() ? Opcode::GpuWaitAsync : Opcode::GpuWait, op);
    inst.res2 = tokenSlot(op);
    setList(inst, wait.getAsyncDependencies());
    emit(inst);
    return success();
  }
  if (isa<gpu::HostRegisterOp, gpu::HostUnregisterOp, gpu::SetDefaultDeviceOp>(
          op))
    return success(); // no effect on the interpreter's memory model
  return unsupported(op, "in host code");
}

FailureOr<unsigned> mlir::kfusion::sim::compileFunction(ModuleOp module,
                                                        Operation *func,
                                                        Program &program) {
  ProgramCompiler compiler(module, program);
  unsigned index = compiler.indexOf(func);
  if (failed(compiler.run()))
    return failure();
  return index;
}
