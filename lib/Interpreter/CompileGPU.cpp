//===- CompileGPU.cpp - gpu ops to bytecode -------------------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Kernel side: thread, block and cluster ids, barriers (gpu, nvvm and
// kfusion.named_barrier), cluster barriers and kfusion.remote_load,
// kfusion.emulated_wgmma and kfusion.emulated_wgmma_reads (ExecuteWgmma.cpp
// runs them),
// setmaxnreg (no effect here), shuffles, subgroup and block reductions,
// printf.
// Host side: gpu.alloc, dealloc, memcpy, memset, launch_func and wait, in
// the forms the GPU lowering accepts, so that what runs here also runs
// on the GPU.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// The reduction a gpu.all_reduce or gpu.subgroup_reduce of `kind` applies
/// to values of `type` (add and mul have an integer and a float form).
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
} // namespace

/// A gpu op (or an nvvm / kfusion barrier) inside a gpu.module is kernel
/// code, which reads ids and synchronizes threads; elsewhere it is host code,
/// which manages device memory and launches.
LogicalResult FunctionCompiler::compileGpu(Operation *op) {
  if (op->getParentOfType<gpu::GPUModuleOp>())
    return compileGpuKernelOp(op);
  return compileGpuHostOp(op);
}

LogicalResult FunctionCompiler::compileGpuKernelOp(Operation *op) {
  auto idOp = [&](GpuIdKind kind, gpu::Dimension dim) {
    Inst inst = make(Opcode::GpuId, op);
    inst.res = slot(op->getResult(0));
    inst.mode = uint8_t(kind);
    inst.b = uint32_t(dim);
    emit(inst);
    return success();
  };
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
  if (auto x = dyn_cast<gpu::ClusterIdOp>(op))
    return idOp(GpuIdKind::ClusterId, x.getDimension());
  if (auto x = dyn_cast<gpu::ClusterDimOp>(op))
    return idOp(GpuIdKind::ClusterDim, x.getDimension());
  if (auto x = dyn_cast<gpu::ClusterBlockIdOp>(op))
    return idOp(GpuIdKind::ClusterBlockId, x.getDimension());
  if (auto x = dyn_cast<gpu::ClusterDimBlocksOp>(op))
    return idOp(GpuIdKind::ClusterDimBlocks, x.getDimension());
  if (isa<NVVM::ClusterId>(op))
    return idOp(GpuIdKind::ClusterRank, gpu::Dimension::x);
  if (isa<NVVM::ClusterDim>(op))
    return idOp(GpuIdKind::ClusterSize, gpu::Dimension::x);
  // Cluster barriers: an arrival (release, or relaxed: no release) and a
  // wait (acquire), with or without `aligned` (the interpreter does not
  // need a warp's threads to execute them together).
  if (isa<NVVM::ClusterArriveOp, NVVM::ClusterArriveRelaxedOp>(op)) {
    Inst inst = make(Opcode::ClusterArrive, op);
    inst.flags = isa<NVVM::ClusterArriveRelaxedOp>(op) ? 1 : 0;
    emit(inst);
    return success();
  }
  if (isa<NVVM::ClusterWaitOp>(op)) {
    emit(make(Opcode::ClusterWait, op));
    return success();
  }
  if (auto load = dyn_cast<kfusion::RemoteLoadOp>(op)) {
    FailureOr<Elem> elem = elemKindOf(load.getResult().getType());
    if (failed(elem))
      return unsupported(op, "element type not interpreted");
    Inst inst = make(Opcode::RemoteLoad, op);
    inst.res = slot(load.getResult());
    inst.a = slot(load.getMemref());
    inst.b = slot(load.getRank());
    inst.w = uint8_t(*elem);
    setList(inst, load.getIndices());
    emit(inst);
    return success();
  }
  if (auto arrive = dyn_cast<kfusion::RemoteMbarrierArriveOp>(op)) {
    Inst inst = make(Opcode::RemoteMbarArrive, op);
    inst.a = slot(arrive.getBarriers());
    inst.b = slot(arrive.getId());
    inst.c = slot(arrive.getRank());
    emit(inst);
    return success();
  }
  if (isa<kfusion::EmulatedWgmmaOp, kfusion::EmulatedWgmmaReadsOp>(op))
    return compileEmulatedWgmma(op);
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
  // setmaxnreg moves registers between a block's warpgroups; registers
  // are not a resource here.
  if (isa<NVVM::SetMaxRegisterOp>(op))
    return success();
  // The interpreter is sequentially consistent: a memory barrier orders
  // nothing more (split-K's fences around its arrival counter).
  if (isa<NVVM::MembarOp>(op))
    return success();
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

LogicalResult FunctionCompiler::compileGpuHostOp(Operation *op) {
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
    SmallVector<uint32_t> list = {slot(grid.x),  slot(grid.y),  slot(grid.z),
                                  slot(block.x), slot(block.y), slot(block.z)};
    list.push_back(launch.getDynamicSharedMemorySize()
                       ? slot(launch.getDynamicSharedMemorySize())
                       : kNoSlot);
    for (Value size : {launch.getClusterSizeX(), launch.getClusterSizeY(),
                       launch.getClusterSizeZ()})
      list.push_back(size ? slot(size) : kNoSlot);
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
    Inst inst =
        make(wait.getAsyncToken() ? Opcode::GpuWaitAsync : Opcode::GpuWait, op);
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

LogicalResult FunctionCompiler::compileEmulatedWgmma(Operation *op) {
  // Both ops: the memref, the descriptors, the lane, n and the majors;
  // kfusion.emulated_wgmma's accumulators and results in the list.
  auto mma = dyn_cast<kfusion::EmulatedWgmmaOp>(op);
  auto reads = dyn_cast<kfusion::EmulatedWgmmaReadsOp>(op);
  Value memref = mma ? mma.getMemref() : reads.getMemref();
  FailureOr<Elem> elem =
      elemKindOf(cast<MemRefType>(memref.getType()).getElementType());
  if (failed(elem))
    return unsupported(op, "element type not interpreted");
  Inst inst = make(Opcode::EmulatedWgmma, op);
  inst.a = slot(memref);
  inst.b = slot(mma ? mma.getDescA() : reads.getDescA());
  inst.c = slot(mma ? mma.getDescB() : reads.getDescB());
  inst.res2 = slot(mma ? mma.getLane() : reads.getLane());
  inst.w = uint8_t(*elem);
  inst.imm = mma ? mma.getN() : reads.getN();
  bool aKMajor = mma ? mma.getAKMajor() : reads.getAKMajor();
  bool bKMajor = mma ? mma.getBKMajor() : reads.getBKMajor();
  inst.flags = (aKMajor ? kWgmmaAKMajor : 0) | (bKMajor ? kWgmmaBKMajor : 0) |
               (reads ? kWgmmaReadsOnly : 0);
  SmallVector<Value> list;
  if (mma) {
    llvm::append_range(list, mma.getAcc());
    llvm::append_range(list, mma.getResults());
  }
  setList(inst, list);
  emit(inst);
  return success();
}
