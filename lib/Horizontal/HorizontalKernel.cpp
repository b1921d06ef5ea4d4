//===- HorizontalKernel.cpp - The fused kernel and its launch ---*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Building a horizontal fusion: the fused gpu.func (the kernels' arguments
// once each, their attributions side by side, a `kfusion.horizontal` op with
// a region per kernel, device functions inlined), the launch that replaces
// the group's launches, and the erasure of what is no longer used.
//
//===----------------------------------------------------------------------===//

#include "HorizontalFusion.h"

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::horizontal;

/// True for the terminators that leave a function: `func.return`,
/// `llvm.return`, `gpu.return`, ...
static bool isFunctionReturn(Operation *op) {
  return op->hasTrait<OpTrait::ReturnLike>() || isa<gpu::ReturnOp>(op);
}

/// Replaces each call to a device function with a body in `region` by the
/// callee's body, until only declarations are called (the callees were
/// checked not to recurse). Callees are looked up in `symbolTable`, the
/// gpu.module the body comes from. A single-block body is spliced in place;
/// a body of several blocks goes into an `scf.execute_region` whose
/// `scf.yield`s replace its returns.
static void inlineDeviceCalls(Region &region, Operation *symbolTable) {
  while (true) {
    SmallVector<std::pair<CallOpInterface, FunctionOpInterface>> calls;
    region.walk([&](CallOpInterface call) {
      if (FunctionOpInterface callee =
              getDefinedCallee(call, /*unresolved=*/nullptr, symbolTable))
        calls.push_back({call, callee});
    });
    if (calls.empty())
      return;
    for (auto [call, callee] : calls) {
      Region &body = callee.getFunctionBody();
      OpBuilder builder(call);
      IRMapping mapping;
      mapping.map(body.front().getArguments(), call.getArgOperands());
      if (body.hasOneBlock()) {
        for (Operation &op : body.front().without_terminator())
          builder.clone(op, mapping);
        Operation *ret = body.front().getTerminator();
        for (auto [result, value] :
             llvm::zip(call->getResults(), ret->getOperands()))
          result.replaceAllUsesWith(mapping.lookupOrDefault(value));
      } else {
        auto execute = scf::ExecuteRegionOp::create(builder, call.getLoc(),
                                                    call->getResultTypes());
        // The entry block's arguments are mapped to the call's operands, so
        // the clone's entry block has none, as scf.execute_region requires.
        body.cloneInto(&execute.getRegion(), mapping);
        for (Block &block : execute.getRegion()) {
          Operation *ret = block.getTerminator();
          if (!isFunctionReturn(ret))
            continue;
          builder.setInsertionPoint(ret);
          scf::YieldOp::create(builder, ret->getLoc(), ret->getOperands());
          ret->erase();
        }
        call->replaceAllUsesWith(execute.getResults());
      }
      call->erase();
    }
  }
}

gpu::GPUFuncOp horizontal::buildFusedKernel(
    gpu::GPUModuleOp module, MutableArrayRef<LaunchInfo> infos,
    const HorizontalFusionConfig &config, std::optional<int64_t> maxRegisters,
    SmallVectorImpl<Value> &hostOperands) {
  MLIRContext *context = module.getContext();
  OpBuilder builder(context);
  Location loc = builder.getFusedLoc(llvm::map_to_vector(
      infos, [](LaunchInfo &info) { return info.kernel.getLoc(); }));

  // Arguments: identical host operands with identical attributes once.
  SmallVector<Type> argTypes;
  SmallVector<Attribute> argAttrs;
  SmallVector<SmallVector<unsigned>> argIndex(infos.size());
  llvm::MapVector<std::pair<Value, Attribute>, unsigned> seen;
  for (auto [i, info] : llvm::enumerate(infos)) {
    for (unsigned k = 0, e = info.launch.getNumKernelOperands(); k < e; ++k) {
      Value operand = info.launch.getKernelOperand(k);
      Attribute attrs = info.kernel.getArgAttrDict(k);
      if (!attrs)
        attrs = DictionaryAttr::get(context);
      auto [it, inserted] =
          seen.insert({{operand, attrs}, unsigned(argTypes.size())});
      if (inserted) {
        argTypes.push_back(info.kernel.getArgumentTypes()[k]);
        argAttrs.push_back(attrs);
        hostOperands.push_back(operand);
      }
      argIndex[i].push_back(it->second);
    }
  }
  // Grid sizes known only at run time: one more argument each (a host value
  // passed once), turned into the op's index operands.
  SmallVector<unsigned> gridArgs;
  llvm::SmallDenseMap<Value, unsigned> gridArgOf;
  for (LaunchInfo &info : infos)
    for (unsigned d = 0; d < 3; ++d) {
      if (info.grid[d] != HorizontalOp::kDynamicSize)
        continue;
      Value size = info.gridValues[d];
      auto [it, inserted] = gridArgOf.try_emplace(size, argTypes.size());
      if (inserted) {
        argTypes.push_back(size.getType());
        argAttrs.push_back(DictionaryAttr::get(context));
        hostOperands.push_back(size);
      }
      gridArgs.push_back(it->second);
    }
  // Dynamic shared memory sizes known only at run time, likewise.
  SmallVector<unsigned> sharedArgs;
  for (LaunchInfo &info : infos) {
    if (info.dynamicSharedBytes != HorizontalOp::kDynamicSize)
      continue;
    auto [it, inserted] =
        gridArgOf.try_emplace(info.sharedValue, argTypes.size());
    if (inserted) {
      argTypes.push_back(info.sharedValue.getType());
      argAttrs.push_back(DictionaryAttr::get(context));
      hostOperands.push_back(info.sharedValue);
    }
    sharedArgs.push_back(it->second);
  }
  // Attributions: all workgroup ones, then all private ones.
  SmallVector<Type> workgroupTypes, privateTypes;
  SmallVector<Attribute> workgroupAttrs, privateAttrs;
  for (LaunchInfo &info : infos) {
    for (auto [k, value] :
         llvm::enumerate(info.kernel.getWorkgroupAttributions())) {
      workgroupTypes.push_back(value.getType());
      DictionaryAttr attrs = info.kernel.getworkgroupAttributionAttrs(k);
      workgroupAttrs.push_back(attrs ? attrs : DictionaryAttr::get(context));
    }
    for (auto [k, value] :
         llvm::enumerate(info.kernel.getPrivateAttributions())) {
      privateTypes.push_back(value.getType());
      DictionaryAttr attrs = info.kernel.getPrivateAttributionAttrs(k);
      privateAttrs.push_back(attrs ? attrs : DictionaryAttr::get(context));
    }
  }

  std::string name = llvm::join(
      llvm::map_range(
          infos, [](LaunchInfo &info) { return info.kernel.getName().str(); }),
      "_");
  name += config.mode == HorizontalMode::Serial
              ? (config.staggered ? "_staggered" : "_serial")
          : config.mode == HorizontalMode::Blocks ? "_blocks"
                                                  : "_hfuse";
  builder.setInsertionPointToEnd(module.getBody());
  auto fused = gpu::GPUFuncOp::create(builder, loc, name,
                                      builder.getFunctionType(argTypes, {}),
                                      workgroupTypes, privateTypes);
  fused->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                 builder.getUnitAttr());
  fused.setArgAttrsAttr(builder.getArrayAttr(argAttrs));
  if (!workgroupAttrs.empty())
    fused.setWorkgroupAttribAttrsAttr(builder.getArrayAttr(workgroupAttrs));
  if (!privateAttrs.empty())
    fused.setPrivateAttribAttrsAttr(builder.getArrayAttr(privateAttrs));
  if (maxRegisters)
    fused->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                   builder.getI32IntegerAttr(*maxRegisters));
  // Keep the name unique in the gpu.module.
  SymbolTable(module).insert(fused);

  // The horizontal body.
  SmallVector<int32_t> partitions, blockDims, gridDims, sharedSizes, registers;
  for (LaunchInfo &info : infos) {
    partitions.push_back(info.partition);
    registers.push_back(info.registers);
    blockDims.append(info.regionBlock.begin(), info.regionBlock.end());
    gridDims.append(info.grid.begin(), info.grid.end());
    sharedSizes.push_back(info.dynamicSharedBytes);
  }
  bool anyShared = llvm::any_of(sharedSizes, [](int32_t s) {
    return s > 0 || s == HorizontalOp::kDynamicSize;
  });
  Block &entry = fused.getBody().front();
  builder.setInsertionPointToStart(&entry);
  auto asIndex = [&](unsigned index) -> Value {
    Value size = entry.getArgument(index);
    if (!size.getType().isIndex())
      size = arith::IndexCastUIOp::create(builder, loc, builder.getIndexType(),
                                          size);
    return size;
  };
  SmallVector<Value> gridSizes, runtimeSharedSizes;
  for (unsigned index : gridArgs)
    gridSizes.push_back(asIndex(index));
  for (unsigned index : sharedArgs)
    runtimeSharedSizes.push_back(asIndex(index));
  bool anyRegisters = llvm::any_of(registers, [](int32_t r) { return r; });
  auto horizontal = HorizontalOp::create(
      builder, loc, partitions, blockDims, gridDims,
      anyShared ? builder.getDenseI32ArrayAttr(sharedSizes) : nullptr,
      anyRegisters ? builder.getDenseI32ArrayAttr(registers) : nullptr,
      config.mode == HorizontalMode::Serial,
      config.mode == HorizontalMode::Blocks,
      config.mode == HorizontalMode::Serial && config.staggered, gridSizes,
      runtimeSharedSizes, infos.size());
  gpu::ReturnOp::create(builder, loc);
  unsigned numArgs = argTypes.size();
  unsigned workgroupBase = numArgs,
           privateBase = numArgs + workgroupTypes.size();
  for (auto [i, info] : llvm::enumerate(infos)) {
    IRMapping mapping;
    Block &kernelEntry = info.kernel.getBody().front();
    for (unsigned k = 0, e = info.kernel.getNumArguments(); k < e; ++k)
      mapping.map(kernelEntry.getArgument(k),
                  entry.getArgument(argIndex[i][k]));
    for (BlockArgument value : info.kernel.getWorkgroupAttributions())
      mapping.map(value, entry.getArgument(workgroupBase++));
    for (BlockArgument value : info.kernel.getPrivateAttributions())
      mapping.map(value, entry.getArgument(privateBase++));
    Region &region = horizontal.getBodies()[i];
    info.kernel.getBody().cloneInto(&region, mapping);
    // Inside the region the device functions see the partition's ids and
    // barriers only once they are part of it.
    auto origin = info.kernel->getParentOfType<gpu::GPUModuleOp>();
    if (!info.callees.empty())
      inlineDeviceCalls(region, origin);
    if (origin != module)
      importSymbols(region, origin, module);
    for (Block &block : region) {
      auto ret = dyn_cast<gpu::ReturnOp>(block.getTerminator());
      if (!ret)
        continue;
      builder.setInsertionPoint(ret);
      YieldOp::create(builder, ret.getLoc());
      ret.erase();
    }
  }
  fused.setKnownBlockSizeAttr(
      builder.getDenseI32ArrayAttr({int32_t(horizontal.getBlockSize()), 1, 1}));
  return fused;
}

gpu::LaunchFuncOp
horizontal::launchFusedKernel(ArrayRef<gpu::LaunchFuncOp> launches,
                              MutableArrayRef<LaunchInfo> infos,
                              gpu::GPUModuleOp module, gpu::GPUFuncOp fused,
                              Operation *last, ArrayRef<Value> hostOperands) {
  gpu::LaunchFuncOp front = launches.front();
  HorizontalOp horizontal =
      *fused.getBody().front().getOps<HorizontalOp>().begin();

  // The fused launch, where the last launch was.
  OpBuilder builder(last);
  Location loc = builder.getFusedLoc(llvm::map_to_vector(
      launches, [](gpu::LaunchFuncOp launch) { return launch.getLoc(); }));
  Type sizeType = front.getGridSizeX().getType();
  llvm::DenseMap<int64_t, Value> sizeConstants;
  auto sizeConstant = [&](int64_t value) -> Value {
    Value &cached = sizeConstants[value];
    if (!cached)
      cached =
          sizeType.isIndex()
              ? arith::ConstantIndexOp::create(builder, loc, value).getResult()
              : arith::ConstantIntOp::create(builder, loc, sizeType, value)
                    .getResult();
    return cached;
  };
  std::array<int64_t, 3> grid = horizontal.getLaunchGrid();
  gpu::KernelDim3 gridSize;
  if (horizontal.hasDynamicGrid()) {
    // One dimension: the most blocks of a region (with interleaved blocks,
    // their sum), computed here.
    auto toSizeType = [&](Value value) -> Value {
      Type type = value.getType();
      if (type == sizeType)
        return value;
      if (type.isIndex() || sizeType.isIndex())
        return arith::IndexCastUIOp::create(builder, loc, sizeType, value);
      if (type.getIntOrFloatBitWidth() < sizeType.getIntOrFloatBitWidth())
        return arith::ExtUIOp::create(builder, loc, sizeType, value);
      return arith::TruncIOp::create(builder, loc, sizeType, value);
    };
    Value most;
    for (LaunchInfo &info : infos) {
      Value blocks;
      for (unsigned d = 0; d < 3; ++d) {
        Value size = info.grid[d] == HorizontalOp::kDynamicSize
                         ? toSizeType(info.gridValues[d])
                         : sizeConstant(info.grid[d]);
        blocks =
            blocks
                ? arith::MulIOp::create(builder, loc, blocks, size).getResult()
                : size;
      }
      // Interleaved blocks: every kernel's blocks; else the largest grid.
      if (!most)
        most = blocks;
      else if (horizontal.getBlocks())
        most = arith::AddIOp::create(builder, loc, most, blocks);
      else
        most = arith::MaxUIOp::create(builder, loc, most, blocks);
    }
    gridSize = {most, sizeConstant(1), sizeConstant(1)};
  } else {
    gridSize = {sizeConstant(grid[0]), sizeConstant(grid[1]),
                sizeConstant(grid[2])};
  }
  gpu::KernelDim3 blockSize{sizeConstant(horizontal.getBlockSize()),
                            sizeConstant(1), sizeConstant(1)};
  Value sharedBytes;
  if (horizontal.hasRuntimeSharedSizes()) {
    // The sum of the slices, each but the last rounded up to the alignment
    // (with interleaved blocks the largest slice), in the launch's i32.
    Type i32 = builder.getI32Type();
    auto asI32 = [&](Value value) -> Value {
      Type type = value.getType();
      if (type == i32)
        return value;
      if (type.isIndex())
        return arith::IndexCastUIOp::create(builder, loc, i32, value);
      return type.getIntOrFloatBitWidth() < 32
                 ? arith::ExtUIOp::create(builder, loc, i32, value).getResult()
                 : arith::TruncIOp::create(builder, loc, i32, value)
                       .getResult();
    };
    int64_t align = HorizontalOp::kDynamicSharedAlignment;
    Value alignLess, alignMask;
    if (!horizontal.getBlocks()) {
      alignLess = arith::ConstantIntOp::create(builder, loc, align - 1, 32);
      alignMask = arith::ConstantIntOp::create(builder, loc, -align, 32);
    }
    for (auto [i, info] : llvm::enumerate(infos)) {
      Value size = info.dynamicSharedBytes == HorizontalOp::kDynamicSize
                       ? asI32(info.sharedValue)
                       : arith::ConstantIntOp::create(
                             builder, loc, info.dynamicSharedBytes, 32)
                             .getResult();
      if (sharedBytes && horizontal.getBlocks()) {
        // Interleaved blocks: each block holds one kernel's slice.
        sharedBytes = arith::MaxUIOp::create(builder, loc, sharedBytes, size);
      } else if (sharedBytes) {
        Value up = arith::AddIOp::create(builder, loc, sharedBytes, alignLess);
        Value aligned = arith::AndIOp::create(builder, loc, up, alignMask);
        sharedBytes = arith::AddIOp::create(builder, loc, aligned, size);
      } else {
        sharedBytes = size;
      }
    }
  } else if (int64_t bytes = horizontal.getTotalDynamicSharedSize()) {
    sharedBytes = arith::ConstantIntOp::create(builder, loc, bytes, 32);
  }
  Type tokenType =
      front.getAsyncToken() ? front.getAsyncToken().getType() : Type();
  SmallVector<Value> dependencies =
      mergeAsyncDependencies(builder, loc, launches, tokenType);
  auto fusedLaunch = gpu::LaunchFuncOp::create(
      builder, loc,
      SymbolRefAttr::get(module.getNameAttr(), {SymbolRefAttr::get(fused)}),
      gridSize, blockSize, sharedBytes, hostOperands, tokenType, dependencies);
  replaceGroupTokens(launches, fusedLaunch);
  for (gpu::LaunchFuncOp launch : launches)
    launch.erase();
  return fusedLaunch;
}

void horizontal::eraseFusedSources(MutableArrayRef<LaunchInfo> infos,
                                   gpu::GPUModuleOp module,
                                   ModuleOp topModule) {
  // Kernels no longer launched go away.
  llvm::SetVector<Operation *> kernels, sourceModules;
  for (LaunchInfo &info : infos) {
    kernels.insert(info.kernel);
    if (Operation *source = info.kernel->getParentOfType<gpu::GPUModuleOp>();
        source != module.getOperation())
      sourceModules.insert(source);
  }
  eraseUnusedKernels(kernels.getArrayRef(), topModule);
  // So do the device functions inlined into the fused kernel that nothing
  // calls any more; erasing a caller can free its callees.
  llvm::SetVector<Operation *> callees;
  for (LaunchInfo &info : infos)
    for (FunctionOpInterface callee : info.callees)
      callees.insert(callee);
  for (bool erased = true; erased;) {
    erased = false;
    for (Operation *callee : llvm::to_vector(callees))
      if (SymbolTable::symbolKnownUseEmpty(
              callee, callee->getParentOfType<gpu::GPUModuleOp>())) {
        callees.remove(callee);
        callee->erase();
        erased = true;
      }
  }
  // Another gpu.module whose kernels all moved into the fused one has
  // nothing left to launch.
  for (Operation *source : sourceModules) {
    bool hasKernel = false;
    source->walk([&](gpu::GPUFuncOp func) { hasKernel |= func.isKernel(); });
    if (!hasKernel && SymbolTable::symbolKnownUseEmpty(source, topModule))
      source->erase();
  }
}
