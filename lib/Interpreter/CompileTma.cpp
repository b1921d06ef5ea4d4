//===- CompileTma.cpp - mbarriers and TMA loads to bytecode ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The nvgpu ops of a tile loaded by the tensor memory accelerator (TMA): the
// host's tensor map (nvgpu.tma.create.descriptor), and in kernels the
// mbarriers (create, init, arrive, arrive.expect_tx, try_wait.parity), the load
// (nvgpu.tma.async.load) and the proxy fence before it (no effect here).
// ExecuteTma.cpp runs them.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

/// Bit 1 of a TMA load's mode: the map's 128-byte swizzle (the op's verifier
/// holds its box rows to the swizzle's 128 bytes).
static uint8_t swizzleMode(nvgpu::TensorMapDescriptorType map) {
  return map.getSwizzle() == nvgpu::TensorMapSwizzleKind::SWIZZLE_128B
             ? kTmaSwizzle128
             : 0;
}

bool mlir::kfusion::sim::isTmaOp(Operation *op) {
  return isa<nvgpu::MBarrierCreateOp, nvgpu::MBarrierInitOp,
             nvgpu::MBarrierArriveExpectTxOp, nvgpu::MBarrierArriveOp,
             nvgpu::MBarrierTryWaitParityOp, nvgpu::TmaAsyncLoadOp,
             nvgpu::TmaCreateDescriptorOp, nvgpu::TmaPrefetchOp,
             NVVM::FenceProxyOp, NVVM::FenceMbarrierInitOp>(op);
}

LogicalResult FunctionCompiler::compileTma(Operation *op) {
  if (auto create = dyn_cast<nvgpu::TmaCreateDescriptorOp>(op)) {
    if (fn().isKernel)
      return unsupported(op, "tensor maps are made by the host");
    auto map = create.getTensorMap().getType();
    FailureOr<Elem> elem = elemKindOf(map.getTensor().getElementType());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    if (map.getInterleave() !=
            nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE ||
        (map.getSwizzle() != nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE &&
         map.getSwizzle() != nvgpu::TensorMapSwizzleKind::SWIZZLE_128B))
      return unsupported(op, "interleaved tensor maps and the 32- and "
                             "64-byte swizzles are not interpreted");
    Inst inst = make(Opcode::TmaDescriptor, op);
    inst.a = slot(create.getTensor());
    inst.res = slot(create.getTensorMap());
    inst.w = uint8_t(*elem);
    inst.imm = typeIndex(map.getTensor());
    setList(inst, create.getBoxDimensions());
    emit(inst);
    return success();
  }
  if (isa<NVVM::FenceProxyOp, NVVM::FenceMbarrierInitOp>(op))
    return success(); // generic and async proxies are one memory here
  if (isa<nvgpu::TmaPrefetchOp>(op))
    return success(); // a cache hint: descriptors are host values here
  if (!fn().isKernel)
    return unsupported(op, "mbarriers and TMA loads run in kernels only");
  auto barriersOf = [&](nvgpu::MBarrierGroupType type) -> LogicalResult {
    if (!nvgpu::NVGPUDialect::isSharedMemoryAddressSpace(type.getMemorySpace()))
      return unsupported(op, "mbarriers outside shared memory");
    return success();
  };
  auto predicated = [&](Inst &inst, Value predicate) {
    inst.res2 = predicate ? slot(predicate) : kNoSlot;
  };
  if (auto create = dyn_cast<nvgpu::MBarrierCreateOp>(op)) {
    auto type = create.getBarriers().getType();
    if (failed(barriersOf(type)))
      return failure();
    Inst inst = make(Opcode::MbarCreate, op);
    inst.res = slot(create.getBarriers());
    inst.imm = type.getNumBarriers();
    emit(inst);
    return success();
  }
  if (auto init = dyn_cast<nvgpu::MBarrierInitOp>(op)) {
    Inst inst = make(Opcode::MbarInit, op);
    inst.a = slot(init.getBarriers());
    inst.b = slot(init.getMbarId());
    inst.c = slot(init.getCount());
    predicated(inst, init.getPredicate());
    emit(inst);
    return success();
  }
  if (auto arrive = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op)) {
    Inst inst = make(Opcode::MbarExpectTx, op);
    inst.a = slot(arrive.getBarriers());
    inst.b = slot(arrive.getMbarId());
    inst.c = slot(arrive.getTxcount());
    predicated(inst, arrive.getPredicate());
    emit(inst);
    return success();
  }
  if (auto arrive = dyn_cast<nvgpu::MBarrierArriveOp>(op)) {
    Inst inst = make(Opcode::MbarArrive, op);
    inst.a = slot(arrive.getBarriers());
    inst.b = slot(arrive.getMbarId());
    inst.res = slot(arrive.getToken());
    inst.res2 = kNoSlot;
    emit(inst);
    return success();
  }
  // try_wait.parity spins, as its PTX lowering does: a loop around a test.
  if (auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(op)) {
    Inst test = make(Opcode::MbarTest, op);
    test.a = slot(wait.getBarriers());
    test.b = slot(wait.getMbarId());
    test.c = slot(wait.getPhaseParity());
    test.res = temp();
    size_t at = emit(test);
    Inst loop = make(Opcode::CondJump, op);
    loop.a = test.res;
    loop.imm = int64_t(at + 2);
    loop.b = uint32_t(at);
    emit(loop);
    return success();
  }
  auto load = cast<nvgpu::TmaAsyncLoadOp>(op);
  auto map = load.getTensorMapDescriptor().getType();
  auto dst = cast<MemRefType>(load.getDst().getType());
  if (dst.getShape() != map.getTensor().getShape() ||
      dst.getElementType() != map.getTensor().getElementType())
    return unsupported(op, "the destination is not the tensor map's box");
  FailureOr<Elem> elem = elemKindOf(dst.getElementType());
  if (failed(elem))
    return unsupported(op, "element type not interpreted");
  // The GPU writes the box at a 128-byte aligned shared address: a
  // workgroup attribution it lands in (through views) must say so.
  Value root = load.getDst();
  while (auto view = root.getDefiningOp<memref::ViewOp>())
    root = view.getSource();
  if (auto arg = dyn_cast<BlockArgument>(root))
    if (auto func = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp());
        func &&
        arg.getArgNumber() >= func.getFirstWorkgroupAttributionIndex() &&
        arg.getArgNumber() < func.getFirstWorkgroupAttributionIndex() +
                                 func.getNumWorkgroupAttributions()) {
      auto align =
          dyn_cast_or_null<IntegerAttr>(func.getWorkgroupAttributionAttr(
              arg.getArgNumber() - func.getFirstWorkgroupAttributionIndex(),
              "llvm.align"));
      if (!align || align.getInt() % 128 != 0)
        return unsupported(op, "the destination's workgroup attribution is "
                               "not aligned to 128 bytes (llvm.align)");
    }
  Inst inst = make(Opcode::TmaLoad, op);
  inst.res = slot(load.getDst());
  inst.a = slot(load.getBarriers());
  inst.b = slot(load.getMbarId());
  inst.c = slot(load.getTensorMapDescriptor());
  inst.w = uint8_t(*elem);
  inst.mode =
      (map.getOob() == nvgpu::TensorMapOOBKind::OOB_NAN ? kTmaOobNan : 0) |
      swizzleMode(map);
  predicated(inst, load.getPredicate());
  // A multicast's mask (the ranks of the cluster that receive the box).
  inst.imm = load.getMulticastMask() ? int64_t(slot(load.getMulticastMask()))
                                     : int64_t(-1);
  setList(inst, load.getCoordinates());
  emit(inst);
  return success();
}
