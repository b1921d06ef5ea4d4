//===- CompileMemRef.cpp - memref ops and async copies to bytecode --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loads, stores, atomics, allocations, views and globals of the memref
// dialect, and the asynchronous copies to workgroup memory of nvgpu and
// nvvm (cp.async), which the executor completes when a wait retires
// their group.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// The reduction a memref.atomic_rmw of `kind` applies.
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
} // namespace

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
    Inst inst =
        make(isa<memref::AllocOp>(op) ? Opcode::Alloc : Opcode::Alloca, op);
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
  if (isa<memref::ExpandShapeOp, memref::CollapseShapeOp>(op)) {
    Inst inst = make(Opcode::ReshapeMemRef, op);
    inst.res = slot(op->getResult(0));
    inst.a = slot(op->getOperand(0));
    setList(inst, op->getOperands());
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
  // Addresses are modelled for shared memory only (its buffers have one:
  // Buffer::address); the run reports any other memref's.
  if (auto pointer = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op)) {
    Inst inst = make(Opcode::AlignedPointer, op);
    inst.res = slot(pointer.getAlignedPointer());
    inst.a = slot(pointer.getSource());
    emit(inst);
    return success();
  }
  // A memory-space cast renames where the memref lives (kfusion-gpu-address-
  // spaces-to-nvvm joins #gpu.address_space and NVVM's numbers with it); the
  // interpreter's memref is the same buffer either way.
  if (isa<memref::CastOp, memref::AssumeAlignmentOp, memref::MemorySpaceCastOp>(
          op)) {
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
  if (auto getGlobal = dyn_cast<memref::GetGlobalOp>(op))
    return compileGlobalAccess(op, getGlobal.getNameAttr(),
                               getGlobal.getResult(), Opcode::GetGlobal);
  return unsupported(op);
}

FailureOr<unsigned> FunctionCompiler::registerGlobal(Operation *op,
                                                    FlatSymbolRefAttr name,
                                                    Elem &elem) {
  auto global = dyn_cast_or_null<memref::GlobalOp>(
      SymbolTable::lookupNearestSymbolFrom(op, name));
  if (!global) {
    op->emitError("kfusion-sim: memref.global '@")
        << name.getValue() << "' not found";
    return failure();
  }
  FailureOr<Elem> kind = elemKindOf(global.getType().getElementType());
  if (failed(kind)) {
    (void)unsupported(op, "element type not interpreted");
    return failure();
  }
  elem = *kind;
  // Globals of different gpu.modules may share a name: the key is the
  // symbol's path from the top module ("kernels::table").
  std::string key = global.getSymName().str();
  for (Operation *parent = global->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto parentName =
            parent->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
        parentName && parent->hasTrait<OpTrait::SymbolTable>())
      key = (parentName.getValue() + "::" + key).str();
  pc.program.globals[key] = global;
  fn().strings.push_back(key);
  return fn().strings.size() - 1;
}

LogicalResult FunctionCompiler::compileGlobalAccess(Operation *op,
                                                    FlatSymbolRefAttr name,
                                                    Value result,
                                                    Opcode opcode) {
  Elem elem;
  FailureOr<unsigned> key = registerGlobal(op, name, elem);
  if (failed(key))
    return failure();
  Inst inst = make(opcode, op);
  inst.res = slot(result);
  inst.w = uint8_t(elem);
  inst.imm = *key;
  emit(inst);
  return success();
}
