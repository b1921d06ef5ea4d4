//===- KFusionGemmOps.cpp - Tensor-core emulation ops ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builders, result types and verifiers of kfusion.emulated_wgmma and
// kfusion.emulated_wgmma_reads, the warpgroup MMA of emulated GEMM kernels
// and its reads at the retiring wait, which kfusion-sim runs.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;

//===----------------------------------------------------------------------===//
// EmulatedWgmmaOp
//===----------------------------------------------------------------------===//

void EmulatedWgmmaOp::build(OpBuilder &b, OperationState &state, Value memref,
                            Value descA, Value descB, Value lane,
                            ValueRange acc, int64_t n, bool aKMajor,
                            bool bKMajor) {
  build(b, state, memref, descA, descB, lane, acc, b.getI64IntegerAttr(n),
        b.getBoolAttr(aKMajor), b.getBoolAttr(bKMajor));
}

LogicalResult EmulatedWgmmaOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  // The accumulators in, the same values updated out: operands 4 on.
  if (operands.size() < 4)
    return failure();
  for (Value v : operands.drop_front(4))
    inferred.push_back(v.getType());
  return success();
}

/// The rules both emulated wgmma ops share: contiguous workgroup memory, n
/// a multiple of 8 (its range is the attribute's constraint), kernel code.
static LogicalResult verifyEmulatedWgmma(Operation *op, Value memref,
                                         int64_t n) {
  auto type = cast<MemRefType>(memref.getType());
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return op->emitOpError("must read a memref in "
                           "#gpu.address_space<workgroup>, not ")
           << type;
  if (!type.getLayout().isIdentity())
    return op->emitOpError("must read a contiguous memref (identity layout), "
                           "not ")
           << type;
  if (n % 8)
    return op->emitOpError("n = ") << n << " is not a multiple of 8";
  if (!op->getParentOfType<gpu::GPUFuncOp>())
    return op->emitOpError("must be inside a gpu.func");
  return success();
}

LogicalResult EmulatedWgmmaOp::verify() {
  if (failed(verifyEmulatedWgmma(*this, getMemref(), getN())))
    return failure();
  int64_t n = getN();
  if (static_cast<int64_t>(getAcc().size()) != n / 2)
    return emitOpError("has ") << getAcc().size() << " accumulators; n = " << n
                               << " needs " << n / 2 << " a thread";
  return success();
}

//===----------------------------------------------------------------------===//
// EmulatedWgmmaReadsOp
//===----------------------------------------------------------------------===//

void EmulatedWgmmaReadsOp::build(OpBuilder &b, OperationState &state,
                                 Value memref, Value descA, Value descB,
                                 Value lane, int64_t n, bool aKMajor,
                                 bool bKMajor) {
  build(b, state, memref, descA, descB, lane, b.getI64IntegerAttr(n),
        b.getBoolAttr(aKMajor), b.getBoolAttr(bKMajor));
}

LogicalResult EmulatedWgmmaReadsOp::verify() {
  return verifyEmulatedWgmma(*this, getMemref(), getN());
}
