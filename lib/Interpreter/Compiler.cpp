//===- Compiler.cpp - MLIR functions to interpreter bytecode --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Each function becomes a flat list of instructions over value slots. This
// file walks the functions a run can reach, their blocks (cf branches copy
// block arguments in parallel) and calls, and hands each op to the file of
// its dialect (Compile*.cpp). Ops the interpreter does not know are errors
// here, before anything runs.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSwitch.h"

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
      .Case("kfusionTimingLastOpCount", ExternalFn::TimingLastOpCount)
      .Case("kfusionGraphBegin", ExternalFn::GraphBegin)
      .Case("kfusionGraphEnd", ExternalFn::GraphEnd)
      .Default(std::nullopt);
}
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
  // Aggregates (scalarized vectors and structs) live in slot lists inside a
  // function; arguments and results are one slot each.
  auto function = cast<FunctionOpInterface>(op);
  if (llvm::any_of(function.getArgumentTypes(), aggregateSize) ||
      llvm::any_of(function.getResultTypes(), aggregateSize))
    return unsupported(op, "vector or struct arguments or results");
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
    (void)slotsOf(block.getArguments());
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
      blockPatches.push_back(
          {emit(make(Opcode::Jump, cbr)), false, cbr.getTrueDest()});
      fn().code[condIndex].b = here();
      emitParCopy(cbr.getFalseDestOperands(),
                  slotsOf(cbr.getFalseDest()->getArguments()), cbr);
      blockPatches.push_back(
          {emit(make(Opcode::Jump, cbr)), false, cbr.getFalseDest()});
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
  for (TypeRange types :
       {TypeRange(op->getOperandTypes()), TypeRange(op->getResultTypes())})
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
  if (ns == "llvm")
    return compileLLVMAggregate(op);
  if (isa<NVVM::WgmmaMmaAsyncOp, NVVM::WgmmaFenceAlignedOp,
          NVVM::WgmmaGroupSyncAlignedOp, NVVM::WgmmaWaitGroupSyncOp>(op))
    return compileNativeWgmma(op);
  if (isa<nvgpu::LdMatrixOp, nvgpu::MmaSyncOp, NVVM::MmaOp>(op))
    return compileWarpMma(op);
  if (ns == "gpu" ||
      isa<kfusion::NamedBarrierOp, kfusion::RemoteLoadOp,
          kfusion::RemoteMbarrierArriveOp, kfusion::EmulatedWgmmaOp,
          kfusion::EmulatedWgmmaReadsOp, NVVM::BarrierOp,
          NVVM::SetMaxRegisterOp, NVVM::MembarOp, NVVM::ClusterArriveOp,
          NVVM::ClusterArriveRelaxedOp, NVVM::ClusterWaitOp, NVVM::ClusterId,
          NVVM::ClusterDim>(op))
    return compileGpu(op);
  if (isTmaOp(op))
    return compileTma(op);
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
  if (auto constant = dyn_cast<kfusion::DeviceConstantOp>(op))
    return compileGlobalAccess(op, constant.getGlobalAttr(),
                               constant.getResult(), Opcode::DeviceConstant);
  if (isa<vector::LoadOp, vector::StoreOp, vector::ExtractOp, vector::InsertOp,
          vector::FromElementsOp, vector::BroadcastOp>(op))
    return compileVector(op);
  if (auto print = dyn_cast<vector::PrintOp>(op))
    return compileVectorPrint(print);
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
                "print*, printMemref*, kfusionInput*/Output*, kfusionBench*, "
                "kfusionTiming* and kfusionGraph* helpers)";
    if (call.getNumResults() > 1)
      return call.emitError("kfusion-sim: '@")
             << call.getCallee() << "' returns more than one value";
    if ((*external == ExternalFn::GraphBegin ||
         *external == ExternalFn::GraphEnd) &&
        (call.getNumOperands() != 1 ||
         !call.getOperand(0).getType().isInteger(64) ||
         call.getNumResults() !=
             (*external == ExternalFn::GraphBegin ? 1u : 0u) ||
         (call.getNumResults() && !call.getResult(0).getType().isInteger(1))))
      return call.emitError("kfusion-sim: '@")
             << call.getCallee() << "' is "
             << (*external == ExternalFn::GraphBegin ? "(i64) -> i1"
                                                     : "(i64) -> ()")
             << " in the KFusion runtime";
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

FailureOr<unsigned> mlir::kfusion::sim::compileFunction(ModuleOp module,
                                                        Operation *func,
                                                        Program &program) {
  ProgramCompiler compiler(module, program);
  unsigned index = compiler.indexOf(func);
  if (failed(compiler.run()))
    return failure();
  return index;
}
