//===- HostFunction.cpp - A tensor function rewritten for the GPU ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// GpuHostFunction: the new function on memrefs, the kernels' module, the
// buffer map, the stream of async tokens, temporaries, constants
// materialized once from private globals (kfusion.device_constant), and the
// results' out-parameters, shared
// by kfusion-stitch (StitchHost.cpp) and kfusion-lower-gemm (LowerGemm.cpp).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/HostFunction.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::kfusion;

MemRefType mlir::kfusion::getHostBufferType(Type tensorType) {
  auto tt = cast<RankedTensorType>(tensorType);
  return MemRefType::get(tt.getShape(), tt.getElementType());
}

GpuHostFunction::GpuHostFunction(func::FuncOp func,
                                 StringRef kernelModuleSuffix)
    : original(func), kernelModuleSuffix(kernelModuleSuffix.str()),
      ctx(func.getContext()), loc(func.getLoc()), hostBuilder(ctx) {}

func::ReturnOp GpuHostFunction::getOriginalReturn() {
  return cast<func::ReturnOp>(original.getBody().front().getTerminator());
}

void GpuHostFunction::begin(ResultBinder bind) {
  OpBuilder b(original);
  SmallVector<Type> argTypes;
  for (Type t : original.getArgumentTypes())
    argTypes.push_back(isa<TensorType>(t) ? Type(getHostBufferType(t)) : t);
  unsigned numIns = argTypes.size();
  for (Type t : original.getResultTypes())
    argTypes.push_back(getHostBufferType(t));
  function = func::FuncOp::create(b, loc, original.getName(),
                                  FunctionType::get(ctx, argTypes, {}));
  function.setVisibility(original.getVisibility());
  for (unsigned i = 0; i < original.getNumArguments(); ++i)
    if (DictionaryAttr attrs = original.getArgAttrDict(i))
      function.setArgAttrs(i, attrs);
  // Results are values: their out-parameters share memory with nothing else
  // (the launch graph then knows them apart from the inputs).
  for (unsigned i = numIns; i < argTypes.size(); ++i)
    function.setArgAttr(i, "llvm.noalias", UnitAttr::get(ctx));
  Block *entry = function.addEntryBlock();
  hostBuilder.setInsertionPointToStart(entry);

  auto module = original->getParentOfType<ModuleOp>();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  UnitAttr::get(ctx));
  kernelModule = createKernelModule(kernelModuleSuffix);

  for (unsigned i = 0; i < original.getNumArguments(); ++i)
    buffers[original.getArgument(i)] = entry->getArgument(i);
  for (auto [i, v] : llvm::enumerate(getOriginalReturn().getOperands())) {
    Value out = entry->getArgument(numIns + i);
    if (!(bind ? bind(v, out) : bindOpResult(v, out)))
      copiesAtEnd.push_back({out, v});
  }
  token = gpu::WaitOp::create(hostBuilder, loc, gpu::AsyncTokenType::get(ctx),
                              ValueRange{})
              .getAsyncToken();
  allocToken = token;
}

gpu::GPUModuleOp GpuHostFunction::createKernelModule(StringRef suffix) {
  auto module = original->getParentOfType<ModuleOp>();
  std::string name = (original.getName() + suffix).str();
  for (unsigned n = 1; module.lookupSymbol(name); ++n)
    name = (original.getName() + suffix + Twine(n)).str();
  OpBuilder mb = OpBuilder::atBlockEnd(module.getBody());
  return gpu::GPUModuleOp::create(mb, loc, name);
}

bool GpuHostFunction::bindOpResult(Value result, Value out) {
  Operation *def = result.getDefiningOp();
  if (!def || isa<arith::ConstantOp>(def) || buffers.count(result))
    return false;
  buffers[result] = out;
  return true;
}

Value GpuHostFunction::lookupOrMaterialize(Value v) {
  if (Value b = buffers.lookup(v))
    return b;
  auto cst = v.getDefiningOp<arith::ConstantOp>();
  auto type = cst ? dyn_cast<RankedTensorType>(cst.getType()) : nullptr;
  if (!type || !type.hasStaticShape())
    return Value();
  return buffers[v] = materializeConstant(cst);
}

Value GpuHostFunction::materializeConstant(arith::ConstantOp cst) {
  memref::GlobalOp global = createGlobal(cst);
  return DeviceConstantOp::create(hostBuilder, loc, global.getType(),
                                  global.getSymName());
}

Value GpuHostFunction::hostGlobal(arith::ConstantOp cst) {
  memref::GlobalOp global = createGlobal(cst);
  return memref::GetGlobalOp::create(hostBuilder, loc, global.getType(),
                                     global.getSymName());
}

memref::GlobalOp GpuHostFunction::createGlobal(arith::ConstantOp cst) {
  auto module = original->getParentOfType<ModuleOp>();
  MemRefType type = getHostBufferType(cst.getType());
  // A name of its own (the module holds the old and the new function under
  // one name until the old is erased, so no SymbolTable here).
  std::string name;
  for (unsigned i = 0; name.empty() || module.lookupSymbol(name); ++i)
    name = (original.getName() + "_constant" + Twine(i)).str();
  OpBuilder mb(module.getBody(), module.getBody()->begin());
  return memref::GlobalOp::create(mb, cst.getLoc(), name,
                                  mb.getStringAttr("private"), type,
                                  cast<ElementsAttr>(cst.getValue()),
                                  /*constant=*/true, mb.getI64IntegerAttr(64));
}

Value GpuHostFunction::allocate(MemRefType type) {
  // At the stream's start, after the allocations before: whatever waited for
  // the token before it waits for this one (the stream's order is kept), and
  // no allocation stands between two launches.
  OpBuilder::InsertionGuard guard(hostBuilder);
  hostBuilder.setInsertionPointAfter(allocToken.getDefiningOp());
  auto alloc = gpu::AllocOp::create(
      hostBuilder, loc, type, gpu::AsyncTokenType::get(ctx),
      ValueRange{allocToken}, ValueRange{}, ValueRange{}, /*hostShared=*/false);
  Value next = alloc.getAsyncToken();
  allocToken.replaceAllUsesExcept(next, alloc);
  if (token == allocToken)
    token = next;
  allocToken = next;
  temporaries.push_back(alloc.getMemref());
  return alloc.getMemref();
}

void GpuHostFunction::copy(Value dst, Value src) {
  token = gpu::MemcpyOp::create(hostBuilder, loc, gpu::AsyncTokenType::get(ctx),
                                ValueRange{token}, dst, src)
              .getAsyncToken();
}

void GpuHostFunction::fill(Value dst, Value value) {
  token = gpu::MemsetOp::create(hostBuilder, loc, gpu::AsyncTokenType::get(ctx),
                                ValueRange{token}, dst, value)
              .getAsyncToken();
}

gpu::LaunchFuncOp
GpuHostFunction::launch(gpu::GPUFuncOp kernel, gpu::KernelDim3 grid,
                        gpu::KernelDim3 block, Value dynamicSharedMemory,
                        ValueRange args, std::optional<Location> at,
                        std::optional<gpu::KernelDim3> cluster) {
  auto op = gpu::LaunchFuncOp::create(
      hostBuilder, at.value_or(loc), kernel, grid, block, dynamicSharedMemory,
      args, gpu::AsyncTokenType::get(ctx), ValueRange{token}, cluster);
  token = op.getAsyncToken();
  return op;
}

LogicalResult GpuHostFunction::finish(ResultResolver resolve) {
  func::ReturnOp ret = getOriginalReturn();
  for (auto [dst, src] : copiesAtEnd) {
    Value from = buffers.lookup(src);
    // A constant no kernel read is copied from its global.
    if (!from)
      if (auto cst = src.getDefiningOp<arith::ConstantOp>())
        from = hostGlobal(cst);
    if (!from && resolve) {
      FailureOr<Value> resolved = resolve(src);
      if (failed(resolved))
        return failure();
      from = *resolved;
    }
    if (!from)
      return ret.emitError("returned value #")
                 << cast<BlockArgument>(dst).getArgNumber() -
                        original.getNumArguments()
                 << " holds no memory the GPU form can copy",
             failure();
    copy(dst, from);
  }
  for (Value t : temporaries)
    token =
        gpu::DeallocOp::create(hostBuilder, loc, gpu::AsyncTokenType::get(ctx),
                               ValueRange{token}, t)
            .getAsyncToken();
  gpu::WaitOp::create(hostBuilder, loc, Type(), ValueRange{token});
  func::ReturnOp::create(hostBuilder, loc);
  original.erase();
  return success();
}
