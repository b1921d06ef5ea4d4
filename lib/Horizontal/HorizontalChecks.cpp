//===- HorizontalChecks.cpp - Whether launches fuse -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The checks of kfusion-horizontal-fusion, in order: one block; each launch
// (sizes, kernel, device functions, ops that a partition would change); the
// gpu.modules; partitions and limits; the ops between the launches; their
// independence in the launch graph. A failed check is a remark on the op.
//
//===----------------------------------------------------------------------===//

#include "HorizontalFusion.h"

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Dialect/PartitionRegisters.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <functional>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::horizontal;

/// Starts the remark that declines `groupName`; the caller appends the
/// reason. Converts to failure().
static InFlightDiagnostic decline(Operation *op, StringRef groupName) {
  InFlightDiagnostic diag = op->emitRemark();
  diag << "not fusing " << groupName << ": ";
  return diag;
}

/// The constant values of `dims`, or nullopt if one is not a constant.
static std::optional<std::array<int64_t, 3>>
getConstantDims(gpu::KernelDim3 dims) {
  std::optional<int64_t> x = getConstantIntValue(dims.x);
  std::optional<int64_t> y = getConstantIntValue(dims.y);
  std::optional<int64_t> z = getConstantIntValue(dims.z);
  if (!x || !y || !z)
    return std::nullopt;
  return std::array<int64_t, 3>{*x, *y, *z};
}

/// True for the NVVM special registers whose value the partitioning changes:
/// thread, block, grid and cluster ids and sizes, and the dynamic shared
/// memory size.
static bool isPartitionedSpecialRegister(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (!name.consume_front("nvvm.read.ptx.sreg."))
    return false;
  for (StringRef prefix : {"tid.", "ntid.", "ctaid.", "nctaid.", "clusterid.",
                           "nclusterid.", "cluster.", "dynamic.smem.size"})
    if (name.starts_with(prefix))
      return true;
  return false;
}

FunctionOpInterface horizontal::getDefinedCallee(CallOpInterface call,
                                                 bool *unresolved,
                                                 Operation *symbolTable) {
  Operation *callable = nullptr;
  if (!symbolTable) {
    callable = call.resolveCallable();
  } else if (auto ref = dyn_cast<SymbolRefAttr>(call.getCallableForCallee())) {
    // A clone of a kernel body outside its gpu.module names the callees of
    // that module.
    callable = SymbolTable::lookupSymbolIn(symbolTable, ref);
  }
  auto callee = dyn_cast_or_null<FunctionOpInterface>(callable);
  if (unresolved)
    *unresolved = !callee;
  return callee && !callee.isExternal() ? callee : FunctionOpInterface();
}

/// Collects into `callees` the device functions with a body that `kernel`
/// calls, transitively, each once (callees before their callers), or
/// declines: fusion inlines them, so a call must name a function and not
/// recurse.
static LogicalResult
collectCallees(gpu::GPUFuncOp kernel, SymbolRefAttr name, StringRef groupName,
               SmallVectorImpl<FunctionOpInterface> &callees) {
  SmallVector<Operation *> stack;
  llvm::SmallPtrSet<Operation *, 8> done;
  std::function<LogicalResult(FunctionOpInterface)> visit =
      [&](FunctionOpInterface function) -> LogicalResult {
    stack.push_back(function);
    WalkResult result = function->walk([&](CallOpInterface call) {
      bool unresolved = false;
      FunctionOpInterface callee = getDefinedCallee(call, &unresolved);
      if (unresolved) {
        decline(call, groupName)
            << "kernel " << name
            << " makes a call that does not name a function of its "
               "gpu.module; fusion must inline device functions";
        return WalkResult::interrupt();
      }
      if (!callee || done.contains(callee))
        return WalkResult::advance();
      if (llvm::is_contained(stack, callee.getOperation())) {
        decline(call, groupName)
            << "kernel " << name << " calls @" << callee.getName()
            << " recursively; fusion inlines device functions, which "
               "recursion prevents";
        return WalkResult::interrupt();
      }
      return failed(visit(callee)) ? WalkResult::interrupt()
                                   : WalkResult::advance();
    });
    stack.pop_back();
    if (result.wasInterrupted())
      return failure();
    done.insert(function);
    if (function != kernel)
      callees.push_back(function);
    return success();
  };
  return visit(kernel);
}

/// Declines the group if the body of `kernel` or of a device function it
/// calls (`callees`) does something that would change meaning inside a
/// partition.
static LogicalResult checkKernelBody(gpu::GPUFuncOp kernel,
                                     ArrayRef<FunctionOpInterface> callees,
                                     SymbolRefAttr name, StringRef groupName) {
  std::optional<InFlightDiagnostic> refusal;
  auto check = [&](FunctionOpInterface function, Operation *op) {
    auto start = [&]() -> InFlightDiagnostic & {
      refusal.emplace(decline(op, groupName));
      *refusal << "kernel " << name;
      if (function != kernel)
        *refusal << " (in the device function @" << function.getName()
                 << " it calls)";
      return *refusal;
    };
    if (isa<NamedBarrierOp, NVVM::BarrierOp, NVVM::Barrier0Op,
            NVVM::BarrierArriveOp>(op)) {
      start() << " synchronizes with '" << op->getName()
              << "' itself; fusion gives barrier ids 1..15 to the "
                 "partitions (write gpu.barrier instead)";
    } else if (isa<HorizontalOp>(op)) {
      start() << " is already horizontally fused";
    } else if (isa<gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::ClusterDimBlocksOp,
                   gpu::ClusterBlockIdOp>(op) ||
               isPartitionedSpecialRegister(op)) {
      start() << " reads '" << op->getName()
              << "', which would see the fused block instead of its "
                 "partition (use the gpu dialect's id ops)";
    }
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  };
  SmallVector<FunctionOpInterface> functions{kernel};
  functions.append(callees.begin(), callees.end());
  for (FunctionOpInterface function : functions)
    if (function->walk([&](Operation *op) { return check(function, op); })
            .wasInterrupted())
      return failure();
  return success();
}

/// Declines the group if two of its launches touch a common buffer and one
/// of them writes it (the dependences of the launch graph; the tokens that
/// chain the group's own launches do not count: the fusion merges them).
static LogicalResult checkIndependence(MutableArrayRef<LaunchInfo> infos,
                                       LaunchGraph &graph,
                                       StringRef groupName) {
  for (unsigned j = 1; j < infos.size(); ++j) {
    for (unsigned i = 0; i < j; ++i) {
      gpu::LaunchFuncOp first = infos[i].launch, second = infos[j].launch;
      unsigned nodeI = *graph.lookup(first), nodeJ = *graph.lookup(second);
      bool inOrder = nodeI < nodeJ;
      std::optional<LaunchDependence> dependence =
          inOrder ? graph.getBufferDependence(nodeI, nodeJ)
                  : graph.getBufferDependence(nodeJ, nodeI);
      if (!dependence)
        continue;
      const NodeBufferAccess &accessA =
          inOrder ? dependence->fromAccess : dependence->toAccess;
      const NodeBufferAccess &accessB =
          inOrder ? dependence->toAccess : dependence->fromAccess;
      bool firstWrites = accessA.access.isWritten();
      gpu::LaunchFuncOp writerLaunch = firstWrites ? first : second;
      gpu::LaunchFuncOp otherLaunch = firstWrites ? second : first;
      const NodeBufferAccess &writer = firstWrites ? accessA : accessB;
      const NodeBufferAccess &other = firstWrites ? accessB : accessA;
      InFlightDiagnostic diag = decline(second, groupName);
      if (writer.global) {
        diag << writerLaunch.getKernel() << " writes global @"
             << writer.global.getValue() << " and " << otherLaunch.getKernel()
             << (other.access.isWritten() ? " writes" : " reads")
             << " it: the launches depend on each other";
        return diag;
      }
      diag << writerLaunch.getKernel() << " writes buffer "
           << describeValue(writer.buffer) << " (its argument #"
           << *writer.argument << ") and " << otherLaunch.getKernel()
           << (other.access.isWritten() ? " writes " : " reads ");
      if (writer.buffer == other.buffer)
        diag << "it (its argument #" << *other.argument << ")";
      else if (traceBufferRoot(writer.buffer) == traceBufferRoot(other.buffer))
        diag << "a view of it, " << describeValue(other.buffer)
             << " (its argument #" << *other.argument << ")";
      else
        diag << describeValue(other.buffer) << " (its argument #"
             << *other.argument
             << "), which may alias it (only distinct allocations and "
                "llvm.noalias arguments are known apart)";
      diag << ": the launches depend on each other";
      diag.attachNote(writer.access.writer->getLoc())
          << "the write in " << writerLaunch.getKernel();
      return diag;
    }
  }
  return success();
}

/// Declines the group if an op between its first and last launch orders the
/// launches (fusion moves every launch to the position of the last one). A
/// launch of another kernel between them is passed by the group launches
/// before it, so it must not depend on those (the launch graph says).
static LogicalResult checkNothingBetween(MutableArrayRef<LaunchInfo> infos,
                                         Operation *first, Operation *last,
                                         LaunchGraph &graph,
                                         StringRef groupName) {
  llvm::SmallPtrSet<Operation *, 8> members;
  for (LaunchInfo &info : infos)
    members.insert(info.launch);
  for (Operation *op = first->getNextNode(); op != last;
       op = op->getNextNode()) {
    if (members.contains(op))
      continue;
    // The token of an earlier launch must not be used before the fused
    // launch exists.
    for (Value operand : op->getOperands())
      if (auto producer = operand.getDefiningOp<gpu::LaunchFuncOp>();
          producer && members.contains(producer))
        return decline(op, groupName)
               << "'" << op->getName() << "' waits for the launch of "
               << producer.getKernel() << " before the group's last launch";
    std::optional<unsigned> node = graph.lookup(op);
    if (!node)
      continue;
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
      if (!graph.getNode(*node).kernel)
        return decline(op, groupName)
               << "the launch of " << launch.getKernel()
               << " between the launches is not in the group and its kernel "
                  "is not a gpu.func whose accesses can be checked";
      for (LaunchInfo &info : infos) {
        if (!info.launch->isBeforeInBlock(op))
          continue;
        std::optional<LaunchDependence> conflict =
            graph.getBufferDependence(*graph.lookup(info.launch), *node);
        if (conflict)
          return decline(op, groupName)
                 << "the launch of " << launch.getKernel()
                 << " between the launches is not in the group, and "
                 << info.launch.getKernel() << " would move after it: "
                 << graph.describeDependence(*conflict);
      }
      continue;
    }
    InFlightDiagnostic diag = decline(op, groupName);
    if (isa<gpu::WaitOp>(op))
      diag << "'gpu.wait' between the launches synchronizes with them";
    else if (isa<CallOpInterface>(op))
      diag << "the call between the launches may synchronize or access "
              "their buffers";
    else
      diag << "'" << op->getName()
           << "' between the launches accesses memory or synchronizes";
    return diag;
  }
  return success();
}

/// Reads the launch sizes of `launch` and resolves its kernel, or declines.
static FailureOr<LaunchInfo> analyzeLaunch(gpu::LaunchFuncOp launch,
                                           StringRef groupName) {
  LaunchInfo info;
  info.launch = launch;
  if (launch.hasClusterSize())
    return decline(launch, groupName) << "the launch of " << launch.getKernel()
                                      << " uses thread block clusters";
  if (launch.getAsyncObject())
    return decline(launch, groupName) << "the launch of " << launch.getKernel()
                                      << " names an explicit stream object";
  std::optional<std::array<int64_t, 3>> block =
      getConstantDims(launch.getBlockSizeOperandValues());
  if (!block)
    return decline(launch, groupName)
           << "the block size of " << launch.getKernel()
           << " is not a constant";
  // A grid size computed at run time is passed to the fused kernel.
  gpu::KernelDim3 gridSizes = launch.getGridSizeOperandValues();
  info.gridValues = {gridSizes.x, gridSizes.y, gridSizes.z};
  for (unsigned d = 0; d < 3; ++d) {
    std::optional<int64_t> size = getConstantIntValue(info.gridValues[d]);
    if (size && (*size <= 0 || *size > std::numeric_limits<int32_t>::max()))
      return decline(launch, groupName)
             << "the grid of " << launch.getKernel() << " has a size of "
             << *size << " blocks";
    info.grid[d] = size ? *size : HorizontalOp::kDynamicSize;
  }
  // CUDA's limits: at most 1024 threads per block (x and y up to 1024, z up
  // to 64); anything else is not a launch a GPU runs.
  const std::array<int64_t, 3> maxBlock = {1024, 1024, 64};
  for (unsigned d = 0; d < 3; ++d)
    if ((*block)[d] <= 0 || (*block)[d] > maxBlock[d])
      return decline(launch, groupName)
             << "the block of " << launch.getKernel() << " has a size of "
             << (*block)[d] << " threads in dimension " << d << ", not 1 to "
             << maxBlock[d];
  if ((*block)[0] * (*block)[1] * (*block)[2] > 1024)
    return decline(launch, groupName)
           << "the block of " << launch.getKernel() << " has "
           << (*block)[0] * (*block)[1] * (*block)[2]
           << " threads, more than a GPU's 1024";
  info.block = *block;
  if (Value bytes = launch.getDynamicSharedMemorySize()) {
    // A size computed at run time is passed to the fused kernel.
    std::optional<int64_t> constant = getConstantIntValue(bytes);
    if (constant &&
        (*constant < 0 || *constant > std::numeric_limits<int32_t>::max()))
      return decline(launch, groupName)
             << "the dynamic shared memory size of " << launch.getKernel()
             << " is " << *constant << " bytes";
    info.dynamicSharedBytes = constant ? *constant : HorizontalOp::kDynamicSize;
    info.sharedValue = bytes;
  }
  info.kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
      launch, launch.getKernel());
  if (!info.kernel)
    return decline(launch, groupName)
           << "kernel " << launch.getKernel() << " is not a gpu.func";
  // (The GPU dialect's check of the operands against the kernel's signature
  // does not reach a launch nested in a region.)
  if (launch.getNumKernelOperands() != info.kernel.getNumArguments())
    return decline(launch, groupName)
           << "the launch passes " << launch.getNumKernelOperands()
           << " operands to kernel " << launch.getKernel() << ", which takes "
           << info.kernel.getNumArguments();
  if (failed(collectCallees(info.kernel, launch.getKernel(), groupName,
                            info.callees)) ||
      failed(checkKernelBody(info.kernel, info.callees, launch.getKernel(),
                             groupName)))
    return failure();
  return info;
}

std::optional<int64_t>
horizontal::resolveMaxRegisters(ArrayRef<LaunchInfo> infos,
                                const HorizontalFusionConfig &config) {
  std::optional<int64_t> maxRegisters = config.maxRegisters;
  if (!maxRegisters)
    for (const LaunchInfo &info : infos)
      if (auto attr =
              info.launch->getAttrOfType<IntegerAttr>(kMaxRegistersAttr))
        maxRegisters = attr.getInt();
  if (maxRegisters && *maxRegisters <= 0)
    maxRegisters.reset();
  return maxRegisters;
}

/// Sets each launch's registers after setmaxnreg, or declines where the
/// fused kernel could not move them so (kfusion.horizontal's rules:
/// whyNotPartitionRegisters).
static LogicalResult resolveRegisters(MutableArrayRef<LaunchInfo> infos,
                                      const HorizontalFusionConfig &config,
                                      StringRef groupName) {
  if (!config.partitionRegisters.empty() &&
      config.partitionRegisters.size() != infos.size())
    return decline(infos.front().launch, groupName)
           << "the partition-registers option lists "
           << config.partitionRegisters.size() << " counts for " << infos.size()
           << " kernels";
  SmallVector<int64_t> partitions, registers;
  for (auto [i, info] : llvm::enumerate(infos)) {
    info.registers = 0;
    if (!config.partitionRegisters.empty())
      info.registers = config.partitionRegisters[i];
    else if (auto attr = info.launch->getAttrOfType<IntegerAttr>(
                 kPartitionRegistersAttr))
      info.registers = attr.getInt();
    partitions.push_back(info.partition);
    registers.push_back(info.registers);
  }
  std::string why = whyNotPartitionRegisters(
      partitions, registers, config.mode, resolveMaxRegisters(infos, config));
  if (!why.empty())
    return decline(infos.front().launch, groupName) << why;
  return success();
}

/// Sets each launch's partition and region block shape, or declines.
static LogicalResult resolvePartitions(MutableArrayRef<LaunchInfo> infos,
                                       const HorizontalFusionConfig &config,
                                       StringRef groupName) {
  for (auto [i, info] : llvm::enumerate(infos)) {
    int64_t blockThreads = info.block[0] * info.block[1] * info.block[2];
    info.partition = blockThreads;
    if (!config.partitions.empty())
      info.partition = config.partitions[i];
    else if (auto attr =
                 info.launch->getAttrOfType<IntegerAttr>(kPartitionAttr))
      info.partition = attr.getInt();
    if (info.partition <= 0 || info.partition % kWarpSize != 0)
      return decline(info.launch, groupName)
             << "the partition of " << info.launch.getKernel() << " has "
             << info.partition
             << " threads, not a positive multiple of the warp size (32)";
    info.regionBlock = info.block;
    if (info.partition == blockThreads)
      continue;
    // Another partition size changes the block's x extent.
    int64_t yz = info.block[1] * info.block[2];
    if (info.partition % yz != 0)
      return decline(info.launch, groupName)
             << "the partition of " << info.launch.getKernel() << " ("
             << info.partition << " threads) is not a multiple of its block's "
             << "y*z extent (" << yz << ")";
    if (std::optional<ArrayRef<int32_t>> known =
            info.kernel.getKnownBlockSize())
      return decline(info.launch, groupName)
             << "kernel " << info.launch.getKernel()
             << " declares known_block_size, so its partition must keep its "
                "block size ("
             << blockThreads << " threads, not " << info.partition << ")";
    info.regionBlock[0] = info.partition / yz;
  }
  int64_t total = 0, widest = 0;
  for (LaunchInfo &info : infos) {
    total += info.partition;
    widest = std::max(widest, info.partition);
  }
  int64_t blockSize =
      config.mode == HorizontalMode::Partitions ? total : widest;
  if (blockSize > kMaxBlockThreads)
    return decline(infos.front().launch, groupName)
           << "the partitions need " << blockSize
           << " threads per block, more than 1024";
  bool barriers = llvm::any_of(infos, [](LaunchInfo &info) {
    auto hasBarrier = [](Operation *function) {
      return function
          ->walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
    };
    return hasBarrier(info.kernel) ||
           llvm::any_of(info.callees, [&](FunctionOpInterface callee) {
             return hasBarrier(callee);
           });
  });
  if (barriers && infos.size() > HorizontalOp::kMaxBarrierRegions)
    return decline(infos.front().launch, groupName)
           << infos.size()
           << " kernels with barriers need more named barriers than the 15 "
              "(ids 1..15) a block has";
  int64_t totalBlocks = 0;
  bool dynamicGrid = false;
  for (LaunchInfo &info : infos) {
    if (llvm::is_contained(info.grid, HorizontalOp::kDynamicSize)) {
      dynamicGrid = true;
      continue;
    }
    int64_t blocks = info.grid[0] * info.grid[1] * info.grid[2];
    if (blocks > std::numeric_limits<int32_t>::max())
      return decline(info.launch, groupName)
             << "the grid of " << info.launch.getKernel()
             << " has more than 2^31-1 blocks";
    totalBlocks += blocks;
  }
  // Interleaved blocks: the launch has every kernel's blocks.
  if (config.mode == HorizontalMode::Blocks && !dynamicGrid &&
      totalBlocks > std::numeric_limits<int32_t>::max())
    return decline(infos.front().launch, groupName)
           << "interleaving the blocks of " << infos.size()
           << " kernels needs a launch of " << totalBlocks
           << " blocks, more than 2^31-1";
  return success();
}

LogicalResult
horizontal::checkPartitionCount(ArrayRef<gpu::LaunchFuncOp> launches,
                                const HorizontalFusionConfig &config,
                                StringRef groupName) {
  if (config.partitions.empty() || config.partitions.size() == launches.size())
    return success();
  gpu::LaunchFuncOp first = launches.front();
  return first.emitError() << "kfusion-horizontal-fusion: " << groupName
                           << " has " << launches.size()
                           << " launches but the partition option lists "
                           << config.partitions.size() << " sizes";
}

FailureOr<CheckedGroup>
horizontal::checkGroup(ArrayRef<gpu::LaunchFuncOp> launches,
                       const HorizontalFusionConfig &config,
                       StringRef groupName, LaunchGraph *sharedGraph) {
  if (launches.empty())
    return failure();
  gpu::LaunchFuncOp front = launches.front();
  if (launches.size() < 2)
    return decline(front, groupName)
           << "a group needs at least two launches, it has " << launches.size();
  // Same block, and the launches' extent in it.
  Block *block = front->getBlock();
  Operation *first = front, *last = front;
  for (gpu::LaunchFuncOp launch : launches) {
    if (launch->getBlock() != block) {
      InFlightDiagnostic diag = decline(launch, groupName);
      diag << "this launch is in another block than the first launch of the "
              "group; the launches of a group must be in one block";
      diag.attachNote(front.getLoc()) << "the first launch of the group";
      return diag;
    }
    if (launch->isBeforeInBlock(first))
      first = launch;
    if (last->isBeforeInBlock(launch))
      last = launch;
  }
  SmallVector<LaunchInfo> infos;
  for (gpu::LaunchFuncOp launch : launches) {
    FailureOr<LaunchInfo> info = analyzeLaunch(launch, groupName);
    if (failed(info))
      return failure();
    infos.push_back(*info);
  }
  for (gpu::LaunchFuncOp launch : launches) {
    if (launch.getAsyncToken().operator bool() !=
        front.getAsyncToken().operator bool())
      return decline(launch, groupName)
             << "the group mixes synchronous and asynchronous launches";
  }
  // The fused kernel goes into the first kernel's gpu.module; kernels of
  // other modules bring the declarations and globals they name along, which
  // is only sound when the modules are compiled alike.
  auto module = infos.front().kernel->getParentOfType<gpu::GPUModuleOp>();
  for (LaunchInfo &info : infos) {
    auto other = info.kernel->getParentOfType<gpu::GPUModuleOp>();
    if (other == module)
      continue;
    if (other.getTargetsAttr() != module.getTargetsAttr() ||
        other.getOffloadingHandlerAttr() != module.getOffloadingHandlerAttr())
      return decline(info.launch, groupName)
             << "kernel " << info.launch.getKernel()
             << " is in a gpu.module with other targets or offloading handler "
                "than "
             << infos.front().launch.getKernel()
             << "; the fused kernel would be compiled for one of them";
    SmallVector<Operation *> bodies{info.kernel};
    bodies.append(info.callees.begin(), info.callees.end());
    for (Operation *body : bodies) {
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(body);
      if (!uses)
        return decline(info.launch, groupName)
               << "kernel " << info.launch.getKernel()
               << " holds an op whose symbol uses are unknown, so it cannot "
                  "move to gpu.module @"
               << module.getName();
      // A mutable global would be copied: the fused kernel would update the
      // copy while other kernels of its module go on using the original.
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto ref = dyn_cast<FlatSymbolRefAttr>(use.getSymbolRef());
        Operation *global =
            ref ? SymbolTable::lookupSymbolIn(other, ref.getAttr()) : nullptr;
        bool mutableGlobal = false;
        if (auto memrefGlobal = dyn_cast_or_null<memref::GlobalOp>(global))
          mutableGlobal = !memrefGlobal.getConstant();
        else if (auto llvmGlobal = dyn_cast_or_null<LLVM::GlobalOp>(global))
          mutableGlobal = !llvmGlobal.getConstant();
        if (mutableGlobal)
          return decline(use.getUser(), groupName)
                 << "kernel " << info.launch.getKernel()
                 << " uses the mutable global @" << ref.getValue()
                 << " of gpu.module @" << other.getName()
                 << ", which fusion into gpu.module @" << module.getName()
                 << " would copy";
      }
    }
  }
  if (failed(checkPartitionCount(launches, config, groupName)))
    return failure();
  std::optional<LaunchGraph> ownGraph;
  if (!sharedGraph || &sharedGraph->getBlock() != block)
    ownGraph.emplace(*block);
  LaunchGraph &graph = ownGraph ? *ownGraph : *sharedGraph;
  if (failed(resolvePartitions(infos, config, groupName)) ||
      failed(resolveRegisters(infos, config, groupName)) ||
      failed(checkNothingBetween(infos, first, last, graph, groupName)) ||
      failed(checkIndependence(infos, graph, groupName)))
    return failure();
  return CheckedGroup{std::move(infos), first, last, module};
}

LogicalResult
mlir::kfusion::checkHorizontalFusion(ArrayRef<gpu::LaunchFuncOp> launches,
                                     const HorizontalFusionConfig &config,
                                     StringRef groupName, LaunchGraph *graph) {
  return success(succeeded(checkGroup(launches, config, groupName, graph)));
}
