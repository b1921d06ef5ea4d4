//===- KFusionGemmOps.cpp - Tensor-core emulation ops ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builder, result types and verifier of kfusion.emulated_wgmma, the warpgroup
// MMA of emulated GEMM kernels that kfusion-sim runs.
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

LogicalResult EmulatedWgmmaOp::verify() {
  auto type = cast<MemRefType>(getMemref().getType());
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return emitOpError("must read a memref in #gpu.address_space<workgroup>, "
                       "not ")
           << type;
  int64_t n = getN();
  if (n % 8)
    return emitOpError("n = ") << n << " is not a multiple of 8";
  if (static_cast<int64_t>(getAcc().size()) != n / 2)
    return emitOpError("has ") << getAcc().size() << " accumulators; n = " << n
                               << " needs " << n / 2 << " a thread";
  if (!(*this)->getParentOfType<gpu::GPUFuncOp>())
    return emitOpError("must be inside a gpu.func");
  return success();
}
