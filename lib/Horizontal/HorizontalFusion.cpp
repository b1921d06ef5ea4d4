//===- HorizontalFusion.cpp - kfusion-horizontal-fusion ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Horizontal fusion after Li, Zheng, Pekhimenko and Long, "Automatic
// Horizontal Fusion for GPU Kernels" (CGO'22). The launches of a group become
// one launch of a new kernel whose body is a `kfusion.horizontal` op holding
// the original kernel bodies, one region each, run by disjoint thread ranges
// of every block (or, in serial mode, one after the other by each thread).
//
// Algorithm, per group:
//  1. Check that the launches can run as one: same block, nothing between
//     them that orders them (a wait, a host memory access, a call, another
//     launch), constant launch sizes, no clusters, kernels that do not use
//     barrier ids or thread-id registers themselves (nor in the device
//     functions they call, which must be inlinable), and no data dependency
//     in the launch graph of the block (KFusion/Common/LaunchGraph.h, built
//     on each kernel's access summary): two launches conflict when one writes
//     a buffer the other touches and their host buffers may alias (same
//     allocation, or not both distinct allocations).
//  2. Resolve the partitions (option, `kfusion.partition`, block size), check
//     the thread and barrier limits.
//  3. Build the fused gpu.func: the kernels' arguments (identical host
//     operands once), their workgroup and private attributions side by side,
//     and a `kfusion.horizontal` op whose region i is a clone of kernel i's
//     body with `gpu.return` turned into `kfusion.yield` and its calls to
//     device functions inlined.
//  4. Replace the launches by one launch (grid: the op's launch grid; block:
//     the fused block; dynamic shared memory: the sum of the aligned slices)
//     at the position of the last one, and erase kernels no longer launched
//     and device functions no longer called.
//
// A group that fails a check is left unchanged with a remark on the op
// involved. The partitions are materialized by kfusion-lower-horizontal.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>
#include <map>

#define DEBUG_TYPE "kfusion-horizontal-fusion"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONHORIZONTALFUSIONPASS
#include "KFusion/Horizontal/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static constexpr int64_t kWarpSize = 32;
static constexpr int64_t kMaxBlockThreads = 1024;

namespace {
/// What the fusion needs to know about one launch of a group.
struct LaunchInfo {
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  std::array<int64_t, 3> block;
  /// Grid sizes; HorizontalOp::kDynamicSize where not a constant, the host
  /// value in `gridValues` then.
  std::array<int64_t, 3> grid;
  std::array<Value, 3> gridValues;
  /// HorizontalOp::kDynamicSize when computed at run time: `sharedValue`.
  int64_t dynamicSharedBytes = 0;
  Value sharedValue;
  /// Threads of the kernel's partition and the block shape it sees.
  int64_t partition = 0;
  std::array<int64_t, 3> regionBlock;
  /// The device functions with a body that the kernel calls, transitively;
  /// fusion inlines them into the kernel's region.
  SmallVector<FunctionOpInterface> callees;
};
} // namespace

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

/// The callee of `call` if it is a function with a body; null for
/// declarations. Sets `unresolved` when the callee is not a function of the
/// symbol table (an indirect call).
static FunctionOpInterface getDefinedCallee(CallOpInterface call,
                                            bool *unresolved = nullptr,
                                            Operation *symbolTable = nullptr) {
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

/// True for the terminators that leave a function: `func.return`,
/// `llvm.return`, `gpu.return`, ...
static bool isFunctionReturn(Operation *op) {
  return op->hasTrait<OpTrait::ReturnLike>() || isa<gpu::ReturnOp>(op);
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
  if (failed(collectCallees(info.kernel, launch.getKernel(), groupName,
                            info.callees)) ||
      failed(checkKernelBody(info.kernel, info.callees, launch.getKernel(),
                             groupName)))
    return failure();
  return info;
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
  int64_t blockSize = config.serial ? widest : total;
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
  for (LaunchInfo &info : infos)
    if (!llvm::is_contained(info.grid, HorizontalOp::kDynamicSize) &&
        info.grid[0] * info.grid[1] * info.grid[2] >
            std::numeric_limits<int32_t>::max())
      return decline(info.launch, groupName)
             << "the grid of " << info.launch.getKernel()
             << " has more than 2^31-1 blocks";
  return success();
}

/// Reports an error if the configuration lists partitions for another number
/// of kernels than the group has (a malformed request, not a refusal).
static LogicalResult checkPartitionCount(ArrayRef<gpu::LaunchFuncOp> launches,
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

/// Creates the fused kernel in `module` and returns it with, per launch, the
/// index of each kernel operand among the fused kernel's arguments, and the
/// host operands of the fused launch.
static gpu::GPUFuncOp buildFusedKernel(gpu::GPUModuleOp module,
                                       MutableArrayRef<LaunchInfo> infos,
                                       const HorizontalFusionConfig &config,
                                       std::optional<int64_t> maxRegisters,
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
  name += config.serial ? "_serial" : "_hfuse";
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
  SmallVector<int32_t> partitions, blockDims, gridDims, sharedSizes;
  for (LaunchInfo &info : infos) {
    partitions.push_back(info.partition);
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
  auto horizontal = HorizontalOp::create(
      builder, loc, partitions, blockDims, gridDims,
      anyShared ? builder.getDenseI32ArrayAttr(sharedSizes) : nullptr,
      config.serial, gridSizes, runtimeSharedSizes, infos.size());
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

namespace {
/// A group that passed every check: its launches analyzed, their extent in
/// the block, and the gpu.module the fused kernel goes into.
struct CheckedGroup {
  SmallVector<LaunchInfo> infos;
  Operation *first = nullptr;
  Operation *last = nullptr;
  gpu::GPUModuleOp module;
};
} // namespace

/// Runs every check of the fusion on `launches`; declines (a remark) or
/// returns what building the fused kernel needs. Changes nothing.
static FailureOr<CheckedGroup> checkGroup(ArrayRef<gpu::LaunchFuncOp> launches,
                                          const HorizontalFusionConfig &config,
                                          StringRef groupName,
                                          LaunchGraph *sharedGraph) {
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

FailureOr<gpu::LaunchFuncOp>
mlir::kfusion::fuseLaunchesHorizontally(ArrayRef<gpu::LaunchFuncOp> launches,
                                        const HorizontalFusionConfig &config,
                                        StringRef groupName) {
  FailureOr<CheckedGroup> checked =
      checkGroup(launches, config, groupName, /*sharedGraph=*/nullptr);
  if (failed(checked))
    return failure();
  SmallVector<LaunchInfo> &infos = checked->infos;
  Operation *last = checked->last;
  gpu::GPUModuleOp module = checked->module;
  gpu::LaunchFuncOp front = launches.front();

  std::optional<int64_t> maxRegisters = config.maxRegisters;
  if (!maxRegisters)
    for (LaunchInfo &info : infos)
      if (auto attr =
              info.launch->getAttrOfType<IntegerAttr>(kMaxRegistersAttr))
        maxRegisters = attr.getInt();
  if (maxRegisters && *maxRegisters <= 0)
    maxRegisters.reset();

  // The fused kernel.
  SmallVector<Value> hostOperands;
  gpu::GPUFuncOp fused =
      buildFusedKernel(module, infos, config, maxRegisters, hostOperands);
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
    // One dimension: the most blocks of a region, computed here.
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
      most =
          most ? arith::MaxUIOp::create(builder, loc, most, blocks).getResult()
               : blocks;
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
    // The sum of the slices, each but the last rounded up to the alignment,
    // in the launch's i32.
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
    Value alignLess = arith::ConstantIntOp::create(builder, loc, align - 1, 32);
    Value alignMask = arith::ConstantIntOp::create(builder, loc, -align, 32);
    for (auto [i, info] : llvm::enumerate(infos)) {
      Value size = info.dynamicSharedBytes == HorizontalOp::kDynamicSize
                       ? asI32(info.sharedValue)
                       : arith::ConstantIntOp::create(
                             builder, loc, info.dynamicSharedBytes, 32)
                             .getResult();
      if (sharedBytes) {
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

  // Kernels no longer launched go away.
  auto topModule = fusedLaunch->getParentOfType<ModuleOp>();
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
  return fusedLaunch;
}

/// Strips a leading '@' from each part of `name` ("@m::@k" -> "m::k").
static std::string normalizeKernelName(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, "::");
  return llvm::join(llvm::map_range(parts,
                                    [](StringRef part) {
                                      part.consume_front("@");
                                      return part.str();
                                    }),
                    "::");
}

/// True if `launch` launches the kernel called `name` ("k" or "m::k").
static bool launchesKernel(gpu::LaunchFuncOp launch, StringRef name) {
  std::string qualified = (launch.getKernelModuleName().getValue() +
                           "::" + launch.getKernelName().getValue())
                              .str();
  return name == qualified || name == launch.getKernelName().getValue();
}

LogicalResult
mlir::kfusion::fuseHorizontalGroups(ModuleOp module,
                                    ArrayRef<std::string> kernels,
                                    const HorizontalFusionConfig &config) {
  // Groups in the order they appear, each in program order (or option
  // order), with the name diagnostics give them.
  SmallVector<std::pair<std::string, SmallVector<gpu::LaunchFuncOp>>> groups;
  if (!kernels.empty()) {
    SmallVector<gpu::LaunchFuncOp> launches;
    for (const std::string &raw : kernels) {
      std::string name = normalizeKernelName(raw);
      SmallVector<gpu::LaunchFuncOp> matches;
      module.walk([&](gpu::LaunchFuncOp launch) {
        if (launchesKernel(launch, name))
          matches.push_back(launch);
      });
      if (matches.size() != 1) {
        InFlightDiagnostic diag =
            (matches.empty() ? module.getOperation() : matches[1])->emitError()
            << "kfusion-horizontal-fusion: kernels=" << llvm::join(kernels, ",")
            << " names '" << raw << "', which is launched " << matches.size()
            << " times; name kernels launched once, or mark the launches "
               "with kfusion.horizontal_group";
        return diag;
      }
      launches.push_back(matches.front());
    }
    groups.push_back(
        {"the group kernels=" + llvm::join(kernels, ","), std::move(launches)});
  } else {
    outlineLaunches(module, /*onlyGrouped=*/true);
    std::map<int64_t, size_t> byId;
    WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
      Attribute attr = launch->getAttr(kHorizontalGroupAttr);
      if (!attr)
        return WalkResult::advance();
      auto id = dyn_cast<IntegerAttr>(attr);
      if (!id) {
        launch.emitError() << "kfusion-horizontal-fusion: "
                           << kHorizontalGroupAttr
                           << " must be an integer, not " << attr;
        return WalkResult::interrupt();
      }
      auto [it, inserted] = byId.insert({id.getInt(), groups.size()});
      if (inserted)
        groups.push_back({"group " + std::to_string(id.getInt()), {}});
      groups[it->second].second.push_back(launch);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return failure();
  }

  bool malformed = false;
  for (auto &[name, launches] : groups) {
    // A wrong-length partition list is a malformed request, not a refusal.
    if (failed(checkPartitionCount(launches, config, name))) {
      malformed = true;
      continue;
    }
    (void)fuseLaunchesHorizontally(launches, config, name);
  }
  return failure(malformed);
}

namespace {
struct KFusionHorizontalFusionPass final
    : kfusion::impl::KFusionHorizontalFusionPassBase<
          KFusionHorizontalFusionPass> {
  using Base::Base;

  void runOnOperation() override {
    HorizontalFusionConfig config;
    config.partitions.assign(partition.begin(), partition.end());
    if (maxRegisters > 0)
      config.maxRegisters = maxRegisters;
    config.serial = serial;
    SmallVector<std::string> names(kernels.begin(), kernels.end());
    if (failed(fuseHorizontalGroups(getOperation(), names, config)))
      signalPassFailure();
  }
};
} // namespace
