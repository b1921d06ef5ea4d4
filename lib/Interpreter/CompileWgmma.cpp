//===- CompileWgmma.cpp - A kernel's own tensor-core ops to bytecode ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-gemm-to-gpu without emulation leaves nvvm.wgmma.mma_async in its
// kernels, its accumulators a literal LLVM struct of f32 carried by scf.for
// and read by llvm.extractvalue. The struct is scalarized as a vector is (a
// list of slots: aggregateSize); the MMA runs as kfusion.emulated_wgmma
// does (ExecuteWgmma.cpp), its descriptors shared-memory addresses in the
// block's dynamic shared memory; commit and wait count its groups, and the
// wait that retires a group makes its reads again. The mma flavour's
// nvgpu.ldmatrix and nvgpu.mma.sync (m16n8k16) are warp operations on
// 2-D vector fragments (scalarized too), run once the warp's 32 lanes are
// at them (Scheduler.cpp) by the layouts of PTX that the emulation spells
// out in shuffles (lib/Gemm/MmaSyncOps.cpp).
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

LogicalResult FunctionCompiler::compileLLVMAggregate(Operation *op) {
  if (isa<LLVM::ZeroOp, LLVM::UndefOp, LLVM::PoisonOp>(op)) {
    Type type = op->getResult(0).getType();
    int64_t n = aggregateSize(type);
    if (!n && !isInterpretedScalar(type))
      return unsupported(op, "only scalars, and structs and vectors of them");
    // Undefined elements read as zero, as zeroed ones do.
    Inst zero = make(Opcode::Const, op);
    zero.res = n ? temp() : slot(op->getResult(0));
    zero.imm = 0;
    emit(zero);
    if (n)
      vectorSlots[op->getResult(0)] = SmallVector<uint32_t, 4>(n, zero.res);
    return success();
  }
  // The element an extractvalue / insertvalue names: one of a struct of
  // scalars.
  auto element = [&](Value container,
                     ArrayRef<int64_t> position) -> std::optional<int64_t> {
    int64_t n = aggregateSize(container.getType());
    if (!n || position.size() != 1 || position[0] < 0 || position[0] >= n)
      return std::nullopt;
    return position[0];
  };
  if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
    std::optional<int64_t> k =
        element(extract.getContainer(), extract.getPosition());
    if (!k)
      return unsupported(op, "only one element of a struct of scalars");
    alias(extract.getResult(), elementSlots(extract.getContainer())[*k]);
    return success();
  }
  if (auto insert = dyn_cast<LLVM::InsertValueOp>(op)) {
    std::optional<int64_t> k =
        element(insert.getContainer(), insert.getPosition());
    if (!k)
      return unsupported(op, "only one element of a struct of scalars");
    SmallVector<uint32_t, 4> elements(elementSlots(insert.getContainer()));
    elements[*k] = slot(insert.getValue());
    vectorSlots[insert.getResult()] = elements;
    return success();
  }
  return unsupported(op);
}

LogicalResult FunctionCompiler::compileNativeWgmma(Operation *op) {
  if (!fn().isKernel && !op->getParentOfType<gpu::GPUModuleOp>())
    return unsupported(op, "in host code");
  // The fence orders register accesses of the accumulators before the MMA,
  // which the interpreter's scalar slots already are.
  if (isa<NVVM::WgmmaFenceAlignedOp>(op))
    return success();
  if (isa<NVVM::WgmmaGroupSyncAlignedOp>(op)) {
    emit(make(Opcode::WgmmaCommit, op));
    return success();
  }
  if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
    Inst inst = make(Opcode::WgmmaWait, op);
    inst.imm = wait.getGroup();
    emit(inst);
    return success();
  }
  auto mma = cast<NVVM::WgmmaMmaAsyncOp>(op);
  NVVM::MMAShapeAttr shape = mma.getShape();
  int64_t n = shape.getN();
  using Types = NVVM::WGMMATypes;
  Types typeA = mma.getTypeA();
  if (shape.getM() != 64 || shape.getK() != 16 || n % 8 || n < 8 || n > 256 ||
      typeA != mma.getTypeB() || (typeA != Types::f16 && typeA != Types::bf16))
    return unsupported(op, "only m64nNk16 of f16 or bf16 operands");
  if (mma.getTypeD() != Types::f32 ||
      aggregateSize(mma.getInouts().getType()) != n / 2)
    return unsupported(op, "only f32 accumulators, n / 2 a thread");
  if (mma.getScaleA() != NVVM::WGMMAScaleIn::one ||
      mma.getScaleB() != NVVM::WGMMAScaleIn::one || mma.getSatfinite())
    return unsupported(op, "only operands scaled by one, without satfinite");
  Inst inst = make(Opcode::EmulatedWgmma, op);
  inst.b = slot(mma.getDescriptorA());
  inst.c = slot(mma.getDescriptorB());
  inst.w = uint8_t(typeA == Types::f16 ? Elem::F16 : Elem::BF16);
  inst.imm = n;
  // A row-major (M x K) operand is K-major, a column-major B (K x N) too.
  bool aKMajor = mma.getLayoutA() == NVVM::MMALayout::row;
  bool bKMajor = mma.getLayoutB() == NVVM::MMALayout::col;
  inst.flags =
      kWgmmaNative | (aKMajor ? kWgmmaAKMajor : 0) |
      (bKMajor ? kWgmmaBKMajor : 0) |
      (mma.getScaleD() == NVVM::WGMMAScaleOut::zero ? kWgmmaZeroAcc : 0);
  SmallVector<uint32_t> list(elementSlots(mma.getInouts()));
  llvm::append_range(list, elementSlots(mma.getResults()));
  setListSlots(inst, list);
  emit(inst);
  return success();
}

LogicalResult FunctionCompiler::compileWarpMma(Operation *op) {
  if (!fn().isKernel && !op->getParentOfType<gpu::GPUModuleOp>())
    return unsupported(op, "in host code");
  auto isHalf = [](Type t) { return t.isF16() || t.isBF16(); };
  if (auto load = dyn_cast<nvgpu::LdMatrixOp>(op)) {
    auto memref = cast<MemRefType>(load.getSrcMemref().getType());
    VectorType type = load.getRes().getType();
    int64_t tiles = load.getNumTiles();
    if (memref.getRank() != 1 || !isHalf(memref.getElementType()) ||
        type.getRank() != 2 || type.getDimSize(0) != tiles ||
        type.getDimSize(1) != 2)
      return unsupported(op, "only 16-bit matrices of a 1-D memref, two "
                             "elements per matrix a lane");
    Inst inst = make(Opcode::Ldmatrix, op);
    inst.a = slot(load.getSrcMemref());
    inst.b = slot(load.getIndices()[0]);
    inst.imm = tiles;
    inst.flags = load.getTranspose() ? 1 : 0;
    inst.w = uint8_t(*elemKindOf(memref.getElementType()));
    setListSlots(inst, elementSlots(load.getRes()));
    emit(inst);
    return success();
  }
  // nvvm.mma.sync as kfusion-bf16-mma-sync leaves it: each operand register
  // an i32 of two 16-bit values (element 0 the low half), the result a
  // struct of four f32; run as nvgpu.mma.sync is, after unpacking.
  if (auto packed = dyn_cast<NVVM::MmaOp>(op)) {
    NVVM::MMAShapeAttr shape = packed.getShape();
    std::optional<NVVM::MMATypes> typeA = packed.getMultiplicandAPtxType(),
                                  typeB = packed.getMultiplicandBPtxType();
    bool half =
        typeA && typeA == typeB &&
        (*typeA == NVVM::MMATypes::f16 || *typeA == NVVM::MMATypes::bf16);
    auto allOf = [](ValueRange values, Type t) {
      return llvm::all_of(values, [&](Value v) { return v.getType() == t; });
    };
    Type i32 = IntegerType::get(op->getContext(), 32),
         f32 = Float32Type::get(op->getContext());
    if (shape.getM() != 16 || shape.getN() != 8 || shape.getK() != 16 ||
        !half || packed.getLayoutA() != NVVM::MMALayout::row ||
        packed.getLayoutB() != NVVM::MMALayout::col ||
        packed.getOperandA().size() != 4 || packed.getOperandB().size() != 2 ||
        packed.getOperandC().size() != 4 || !allOf(packed.getOperandA(), i32) ||
        !allOf(packed.getOperandB(), i32) ||
        !allOf(packed.getOperandC(), f32) ||
        aggregateSize(packed.getRes().getType()) != 4)
      return unsupported(op, "only row.col m16n8k16 of f16 or bf16 operands "
                             "in i32 registers with f32 accumulators");
    Inst inst = make(Opcode::MmaSync, op);
    inst.flags = kMmaSyncPacked;
    inst.w = uint8_t(*typeA == NVVM::MMATypes::f16 ? Elem::F16 : Elem::BF16);
    SmallVector<uint32_t> list = slotsOf(packed.getOperandA());
    llvm::append_range(list, slotsOf(packed.getOperandB()));
    llvm::append_range(list, slotsOf(packed.getOperandC()));
    llvm::append_range(list, elementSlots(packed.getRes()));
    setListSlots(inst, list);
    emit(inst);
    return success();
  }
  auto mma = cast<nvgpu::MmaSyncOp>(op);
  SmallVector<int64_t, 3> shape =
      llvm::map_to_vector(mma.getMmaShape(), [](Attribute a) {
        return cast<IntegerAttr>(a).getInt();
      });
  VectorType a = mma.getMatrixA().getType(), b = mma.getMatrixB().getType(),
             c = mma.getMatrixC().getType();
  if (shape != ArrayRef<int64_t>{16, 8, 16} || !isHalf(a.getElementType()) ||
      a.getElementType() != b.getElementType() || !c.getElementType().isF32() ||
      a.getNumElements() != 8 || b.getNumElements() != 4 ||
      c.getNumElements() != 4 || mma.getTf32Enabled().value_or(false))
    return unsupported(op, "only m16n8k16 of f16 or bf16 with f32 "
                           "accumulators");
  Inst inst = make(Opcode::MmaSync, op);
  SmallVector<uint32_t> list =
      slotsOf(ValueRange{mma.getMatrixA(), mma.getMatrixB(), mma.getMatrixC()});
  llvm::append_range(list, elementSlots(mma.getRes()));
  setListSlots(inst, list);
  emit(inst);
  return success();
}
