//===- LowerDeviceConstants.cpp - kfusion.device_constant to the runtime --===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion.device_constant @g : memref<...> (host code) becomes
//
//   %h = memref.get_global @g
//   %p = llvm.inttoptr (memref.extract_aligned_pointer_as_index %h)
//   %d = llvm.call @kfusionDeviceConstant(%p, bytes) : (!llvm.ptr, i64) -> !llvm.ptr
//   %m = a memref descriptor of the static shape around %d, cast back to the
//        memref type (builtin.unrealized_conversion_cast)
//
// The runtime (lib/Runtime/CudaMemory.cpp) keeps one device copy per host
// global and context; the host lowering after this pass lowers the global and
// reconciles the casts.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERDEVICECONSTANTSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
struct KFusionLowerDeviceConstantsPass
    : public kfusion::impl::KFusionLowerDeviceConstantsPassBase<
          KFusionLowerDeviceConstantsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<DeviceConstantOp> constants;
    module.walk([&](DeviceConstantOp op) { constants.push_back(op); });
    if (constants.empty())
      return;
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    auto ptrType = LLVM::LLVMPointerType::get(context);
    auto i64 = IntegerType::get(context, 64);
    OpBuilder moduleBuilder(module.getBodyRegion());
    FailureOr<LLVM::LLVMFuncOp> callee = LLVM::lookupOrCreateFn(
        moduleBuilder, module, "kfusionDeviceConstant", {ptrType, i64},
        ptrType);
    if (failed(callee))
      return signalPassFailure();
    for (DeviceConstantOp op : constants) {
      auto type = cast<MemRefType>(op.getType());
      unsigned elementBits = type.getElementTypeBitWidth();
      if (elementBits % 8 != 0) {
        op.emitOpError("of ")
            << type
            << ": elements that are not whole bytes are not lowered";
        return signalPassFailure();
      }
      int64_t bytes = type.getNumElements() * (elementBits / 8);
      OpBuilder b(op);
      Location loc = op.getLoc();
      Value host = memref::GetGlobalOp::create(b, loc, type, op.getGlobal());
      Value address =
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, host);
      Value addressI64 = arith::IndexCastOp::create(b, loc, i64, address);
      Value hostPtr = LLVM::IntToPtrOp::create(b, loc, ptrType, addressI64);
      Value size = LLVM::ConstantOp::create(b, loc, i64, bytes);
      Value device =
          LLVM::CallOp::create(b, loc, *callee, ValueRange{hostPtr, size})
              .getResult();
      Value descriptor =
          MemRefDescriptor::fromStaticShape(b, loc, converter, type, device);
      Value result = UnrealizedConversionCastOp::create(
                         b, loc, TypeRange{type}, ValueRange{descriptor})
                         .getResult(0);
      op.replaceAllUsesWith(result);
      op.erase();
    }
  }
};
} // namespace
