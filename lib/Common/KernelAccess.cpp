//===- KernelAccess.cpp - Which buffers a kernel reads and writes ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Walks the uses of each buffer argument (and each memref.get_global) of a
// kernel through views to the ops that access it, and classifies them by
// their declared memory effects. A buffer passed to a function with a body is
// followed into the callee's parameter, and the globals of called functions
// count as the kernel's. Anything it cannot see through (a call to a
// declaration, say) counts as a read and a write, so the summary never
// understates an access. A TMA load reads the buffer its tensor map
// describes: the argument `kfusion.tensor_map_of` names, else the map
// argument itself stands for it (the host's map traces to its memref:
// traceBufferRoot).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::kfusion;

/// True for values that designate memory: memrefs and (bare) pointers.
static bool isBufferType(Type type) {
  return isa<BaseMemRefType, LLVM::LLVMPointerType>(type);
}

/// Records that `user` reads and/or writes the buffer of `access`.
static void record(BufferAccess &access, Operation *user, bool read,
                   bool write) {
  if (read && !access.reader)
    access.reader = user;
  if (write && !access.writer)
    access.writer = user;
}

/// Adds to `access` what the uses of `buffer` (and of the views derived from
/// it) do to the memory it designates.
static void summarizeUses(Value buffer, BufferAccess &access) {
  SmallVector<Value> worklist{buffer};
  llvm::SmallPtrSet<Value, 8> seen{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      // A call to a function with a body: what the callee does with the
      // parameter the buffer is passed as.
      if (auto call = dyn_cast<CallOpInterface>(user)) {
        auto callee =
            dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
        OperandRange args = call.getArgOperands();
        unsigned first = args.getBeginOperandIndex();
        unsigned index = use.getOperandNumber();
        if (callee && !callee.isExternal() && index >= first &&
            index - first < args.size() &&
            index - first < callee.getNumArguments()) {
          Value parameter = callee.getArgument(index - first);
          if (seen.insert(parameter).second)
            worklist.push_back(parameter);
          continue;
        }
      }
      auto effectsOp = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effectsOp) {
        // Calls, branches and region ops that carry the buffer elsewhere, or
        // ops that say nothing about their effects: assume the worst.
        record(access, user, /*read=*/true, /*write=*/true);
        continue;
      }
      SmallVector<MemoryEffects::EffectInstance> effects;
      effectsOp.getEffects(effects);
      bool read = false, write = false, onValue = false;
      for (const MemoryEffects::EffectInstance &effect : effects) {
        Value target = effect.getValue();
        if (target && target != value)
          continue;
        if (!target) {
          // An effect on unspecified memory by an op that takes the buffer
          // (an effect on another resource, such as the block's shared
          // memory as a whole, is not one on the buffer).
          if (isa<SideEffects::DefaultResource>(effect.getResource()))
            read = write = true;
          continue;
        }
        onValue = true;
        if (isa<MemoryEffects::Read>(effect.getEffect()))
          read = true;
        else if (isa<MemoryEffects::Write, MemoryEffects::Free>(
                     effect.getEffect()))
          write = true;
      }
      if (read || write) {
        record(access, user, read, write);
        continue;
      }
      if (onValue)
        continue;
      // No effect on the buffer itself: a view or a metadata query. Views
      // alias the buffer, so their uses are followed.
      for (Value result : user->getResults())
        if (isBufferType(result.getType()) && seen.insert(result).second)
          worklist.push_back(result);
    }
  }
}

KernelAccessSummary
mlir::kfusion::summarizeKernelAccesses(FunctionOpInterface kernel) {
  KernelAccessSummary summary;
  summary.arguments.resize(kernel.getNumArguments());
  if (kernel.isExternal())
    return summary;
  // The body's block arguments of a gpu.func also hold its workgroup and
  // private attributions, after the function arguments: only the latter are
  // summarized.
  for (auto [index, argument] : llvm::enumerate(
           kernel.getArguments().take_front(kernel.getNumArguments())))
    if (isBufferType(argument.getType()))
      summarizeUses(argument, summary.arguments[index]);
  for (auto [index, argument] : llvm::enumerate(
           kernel.getArguments().take_front(kernel.getNumArguments()))) {
    if (!isa<nvgpu::TensorMapDescriptorType>(argument.getType()))
      continue;
    unsigned described = index;
    if (BlockArgument of = tma::describedArgument(kernel, argument))
      described = of.getArgNumber();
    for (Operation *user : argument.getUsers())
      if (isa<nvgpu::TmaAsyncLoadOp>(user))
        record(summary.arguments[described], user, /*read=*/true,
               /*write=*/false);
  }
  // Globals named in the kernel or in a function it calls, transitively.
  SmallVector<Operation *> functions{kernel};
  llvm::SmallPtrSet<Operation *, 8> visited{kernel};
  while (!functions.empty()) {
    Operation *function = functions.pop_back_val();
    function->walk([&](Operation *op) {
      if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        summarizeUses(global.getResult(),
                      summary.globals[global.getNameAttr().getAttr()]);
      } else if (auto call = dyn_cast<CallOpInterface>(op)) {
        auto callee =
            dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
        if (callee && !callee.isExternal() && visited.insert(callee).second)
          functions.push_back(callee);
      }
    });
  }
  return summary;
}

std::optional<int64_t> mlir::kfusion::getElementSizeInBytes(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return (int64_t(type.getIntOrFloatBitWidth()) + 7) / 8;
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::optional<int64_t> part =
        getElementSizeInBytes(complex.getElementType());
    return part ? std::optional<int64_t>(2 * *part) : std::nullopt;
  }
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.isScalable())
      return std::nullopt;
    std::optional<int64_t> part =
        getElementSizeInBytes(vector.getElementType());
    return part ? std::optional<int64_t>(vector.getNumElements() * *part)
                : std::nullopt;
  }
  return std::nullopt;
}

std::optional<int64_t> mlir::kfusion::getMemRefElementSizeInBytes(Type type) {
  if (auto memref = dyn_cast<MemRefType>(type))
    return getElementSizeInBytes(memref.getElementType());
  return std::nullopt;
}
