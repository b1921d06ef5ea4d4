//===- KernelProfile.cpp - Static instruction mix of a kernel -------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Walks the kernel's regions with a weight (the product of the trip counts
// of the enclosing loops) and adds it to the counter of each operation's
// class: a memory access is an op with a read or write effect on a memref or
// pointer value (its memory space decides global or shared), arithmetic is
// an arith/math op that is not a constant. Calls to functions with a body
// walk the callee with the caller's weight.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelProfile.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::kfusion;

MemorySpaceKind mlir::kfusion::memorySpaceOf(Value value) {
  Type type = value.getType();
  if (auto memref = dyn_cast<BaseMemRefType>(type)) {
    // A memref.alloca is the thread's own (registers once promoted, else
    // local memory), whatever its memory space says.
    if (value.getDefiningOp<memref::AllocaOp>())
      return MemorySpaceKind::Private;
    Attribute space = memref.getMemorySpace();
    if (!space)
      return MemorySpaceKind::Global;
    if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space)) {
      if (gpuSpace.getValue() == gpu::AddressSpace::Workgroup)
        return MemorySpaceKind::Shared;
      if (gpuSpace.getValue() == gpu::AddressSpace::Private)
        return MemorySpaceKind::Private;
      return MemorySpaceKind::Global;
    }
    if (auto integer = dyn_cast<IntegerAttr>(space))
      return integer.getInt() == 3   ? MemorySpaceKind::Shared
             : integer.getInt() == 5 ? MemorySpaceKind::Private
                                     : MemorySpaceKind::Global;
    return MemorySpaceKind::Global;
  }
  if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type)) {
    unsigned space = pointer.getAddressSpace();
    return space == 3   ? MemorySpaceKind::Shared
           : space == 5 ? MemorySpaceKind::Private
                        : MemorySpaceKind::Global;
  }
  return MemorySpaceKind::None;
}

namespace {
/// Trip count of `op`'s loop body when it is a loop with constant bounds.
std::optional<int64_t> constantTripCount(Operation *op) {
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> lb = getConstantIntValue(forOp.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(forOp.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(forOp.getStep());
    if (!lb || !ub || !step || *step <= 0)
      return std::nullopt;
    return *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
  }
  if (auto parallel = dyn_cast<scf::ParallelOp>(op)) {
    int64_t trips = 1;
    for (auto [lbv, ubv, stepv] :
         llvm::zip(parallel.getLowerBound(), parallel.getUpperBound(),
                   parallel.getStep())) {
      std::optional<int64_t> lb = getConstantIntValue(lbv);
      std::optional<int64_t> ub = getConstantIntValue(ubv);
      std::optional<int64_t> step = getConstantIntValue(stepv);
      if (!lb || !ub || !step || *step <= 0)
        return std::nullopt;
      trips *= *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
    }
    return trips;
  }
  return std::nullopt;
}

struct Profiler {
  KernelProfile profile;
  int64_t defaultTripCount;
  SmallVector<Operation *> stack;

  void visitRegion(Region &region, double weight) {
    for (Block &block : region)
      for (Operation &op : block)
        visitOp(&op, weight);
  }

  void visitOp(Operation *op, double weight) {
    countAccesses(op, weight);
    StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
    if ((ns == "arith" || ns == "math") &&
        !op->hasTrait<OpTrait::ConstantLike>())
      profile.arithmetic += weight;
    else if (isa<gpu::ShuffleOp, gpu::SubgroupReduceOp, gpu::AllReduceOp>(op))
      profile.arithmetic += weight;

    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee =
          dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (callee && !callee.isExternal() &&
          !llvm::is_contained(stack, callee.getOperation())) {
        stack.push_back(callee);
        visitRegion(callee.getFunctionBody(), weight);
        stack.pop_back();
      }
      return;
    }
    if (op->getNumRegions() == 0)
      return;
    double inner = weight;
    if (isa<LoopLikeOpInterface>(op)) {
      std::optional<int64_t> trips = constantTripCount(op);
      if (!trips)
        profile.estimatedTripCounts = true;
      inner = weight * double(trips.value_or(defaultTripCount));
    }
    for (Region &region : op->getRegions())
      visitRegion(region, inner);
  }

  /// One access per memref or pointer value the op reads or writes.
  void countAccesses(Operation *op, double weight) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return;
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    llvm::SmallPtrSet<Value, 2> counted;
    for (const MemoryEffects::EffectInstance &effect : instances) {
      Value value = effect.getValue();
      if (!value ||
          !isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()) ||
          !counted.insert(value).second)
        continue;
      switch (memorySpaceOf(value)) {
      case MemorySpaceKind::Global:
        profile.globalAccesses += weight;
        break;
      case MemorySpaceKind::Shared:
        profile.sharedAccesses += weight;
        break;
      case MemorySpaceKind::Private:
      case MemorySpaceKind::None:
        break;
      }
    }
  }
};
} // namespace

KernelProfile mlir::kfusion::profileKernel(FunctionOpInterface kernel,
                                           int64_t defaultTripCount) {
  Profiler profiler;
  profiler.defaultTripCount = defaultTripCount;
  if (kernel.isExternal())
    return profiler.profile;
  profiler.stack.push_back(kernel);
  profiler.visitRegion(kernel.getFunctionBody(), 1.0);
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(kernel.getOperation())) {
    for (BlockArgument attribution : gpuFunc.getWorkgroupAttributions()) {
      auto type = dyn_cast<MemRefType>(attribution.getType());
      if (type && type.hasStaticShape() && type.getElementType().isIntOrFloat())
        profiler.profile.staticSharedBytes +=
            type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8);
    }
  }
  return profiler.profile;
}
