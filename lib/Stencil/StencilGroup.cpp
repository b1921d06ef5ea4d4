//===- StencilGroup.cpp - Whether and how launches fuse vertically --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The rules of stencil fusion, in the order they are checked:
//  1. Each launch: a gpu.func in point form (KernelFootprint), constant
//     block, no clusters, stream objects or dynamic shared memory.
//  2. The group: one block shape and grid, one gpu.module, launches all
//     synchronous or all asynchronous; no node between its first and last
//     launch depends on an earlier member (the fused launch takes the last
//     member's place); no global written; no two buffers of the group that
//     may alias unless both are only read.
//  3. Per array: a single writer whose values later members read becomes a
//     shared array (staging); the writer is computed over the tile widened
//     by what its readers need (their own halo plus their footprint), from
//     the last member backwards, so halos accumulate along chains and DAGs.
//     Its stores must be at its point, its readers' loads constant offsets.
//  4. An array written by several members is fused only when every access
//     is at the point in members without halo; it stays in global memory.
//  5. A member that reads from global memory an array the fused kernel
//     writes to global memory must read only its own point and have no
//     halo: otherwise blocks would race (another block's tile overwrites
//     the neighbour it reads).
//  6. Temporaries (fresh allocations used only before the group, by its
//     launches and by deallocations) are never written to global memory.
//  7. Read-only arrays read by several members: staged once into shared
//     memory (neighbourhoods) or kept in a register (the point only).
//  8. Shared memory within the block's limit.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/StencilGroup.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;

int64_t StencilGroupPlan::getTilePoints(unsigned i) const {
  int64_t points = 1;
  for (unsigned d = 0; d < 3; ++d)
    points *= tile[d] + extentLo[i][d] + extentHi[i][d];
  return points;
}

/// Elements of `staging` for a block computing `tile` (none for a register),
/// and its rows: the elements over the last dimension's extent.
static std::pair<int64_t, int64_t>
stagingExtent(const StencilStaging &staging,
              const std::array<int64_t, 3> &tile) {
  if (staging.isRegister)
    return {0, 0};
  int64_t elements = 1, rows = 1;
  for (auto [m, dim] : llvm::enumerate(staging.dims)) {
    int64_t extent = tile[dim] + staging.haloLo[m] + staging.haloHi[m];
    elements *= extent;
    if (m + 1 < staging.dims.size())
      rows *= extent;
  }
  return {elements, rows};
}

int64_t StencilGroupPlan::getPaddedSharedBytes() const {
  if (dynamicShared)
    return sharedBytes;
  int64_t bytes = sharedBytes;
  for (const StencilStaging &staging : stagings)
    bytes += stagingExtent(staging, tile).second * kMaxSharedRowPadding *
             *getElementSizeInBytes(staging.bufferType.getElementType());
  return bytes;
}

int64_t StencilGroupPlan::getLiveSharedBytes() const {
  if (dynamicShared)
    return getPaddedSharedBytes();
  SmallVector<int64_t> first, last;
  getStagingLifetimes(first, last);
  int64_t most = 0;
  for (int64_t i = 0, e = arguments.size(); i < e; ++i) {
    int64_t live = 0;
    for (auto [s, staging] : llvm::enumerate(stagings)) {
      if (staging.isRegister || first[s] > i || last[s] < i)
        continue;
      int64_t element =
          *getElementSizeInBytes(staging.bufferType.getElementType());
      int64_t bytes =
          stagingExtent(staging, tile).first * element +
          stagingExtent(staging, tile).second * kMaxSharedRowPadding * element;
      live += (bytes + 15) / 16 * 16;
    }
    most = std::max(most, live);
  }
  return most;
}

std::string
mlir::kfusion::whyRegisterUnitExceedsLimits(int64_t points,
                                            int64_t privateElements) {
  if (points > kRegisterTileMaxUnitPoints)
    return "a thread would evaluate " + std::to_string(points) +
           " points of its members, above " +
           std::to_string(kRegisterTileMaxUnitPoints);
  if (privateElements > kRegisterTileMaxPrivateElements)
    return "a thread would keep " + std::to_string(privateElements) +
           " temporary values, above " +
           std::to_string(kRegisterTileMaxPrivateElements);
  return "";
}

int64_t mlir::kfusion::registerTileWave(int64_t threads, int64_t sharedBytes,
                                        const DeviceDescription &device) {
  return device.multiprocessors * residentBlocks(threads, sharedBytes, device);
}

bool mlir::kfusion::qualifiesForDeepTiles(
    const StencilGroupPlan &plan,
    const std::array<std::optional<int64_t>, 3> &grid,
    const DeviceDescription &device, std::string &why, bool overlaid) {
  int64_t threads = plan.getThreads();
  int64_t byThreads = residentBlocks(threads, 0, device);
  int64_t bytes =
      overlaid ? plan.getLiveSharedBytes() : plan.getPaddedSharedBytes();
  int64_t resident = residentBlocks(threads, bytes, device);
  if (resident < byThreads) {
    why = "its shared arrays (up to " + std::to_string(bytes) +
          " bytes a block) would let " + std::to_string(resident) +
          " blocks reside per SM, not the " + std::to_string(byThreads) +
          " its threads allow";
    return false;
  }
  int64_t blocks = 1;
  for (unsigned d = 0; d < 3; ++d) {
    if (!grid[d]) {
      why = "its grid is not constant";
      return false;
    }
    blocks *= *grid[d];
  }
  if (*grid[1] % kDeepPointsPerThread != 0) {
    why = "its grid has " + std::to_string(*grid[1]) +
          " blocks in y, not a multiple of " +
          std::to_string(kDeepPointsPerThread);
    return false;
  }
  blocks /= kDeepPointsPerThread;
  int64_t wave = device.multiprocessors * resident;
  if (blocks < kDeepTileMinWaves * wave) {
    why = "its grid would have " + std::to_string(blocks) +
          " blocks, fewer than " + std::to_string(kDeepTileMinWaves) +
          " waves of " + std::to_string(wave);
    return false;
  }
  return true;
}

StencilGroupAnalyzer::StencilGroupAnalyzer(LaunchGraph &graph,
                                           StencilLimits limits)
    : graph(graph), limits(limits) {}

/// "@m::@k".
static std::string kernelName(gpu::LaunchFuncOp launch) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << launch.getKernel();
  return text;
}

StencilLaunch *StencilGroupAnalyzer::getLaunch(unsigned node) {
  auto it = launches.find(node);
  if (it != launches.end())
    return it->second.get();
  const LaunchNode &graphNode = graph.getNode(node);
  if (!graphNode.isLaunch())
    return nullptr;
  auto info = std::make_unique<StencilLaunch>();
  info->node = node;
  info->launch = graphNode.launch;
  info->kernel = graphNode.kernel;
  gpu::LaunchFuncOp launch = info->launch;
  std::string name = kernelName(launch);
  auto refuse = [&](Operation *op, const Twine &reason) {
    if (!info->refusalOp) {
      info->refusalOp = op;
      info->refusal = reason.str();
    }
  };
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  info->gridValues = {grid.x, grid.y, grid.z};
  for (unsigned d = 0; d < 3; ++d)
    info->gridConstant[d] = getConstantIntValue(info->gridValues[d]);
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value blockValues[3] = {block.x, block.y, block.z};
  for (unsigned d = 0; d < 3; ++d) {
    std::optional<int64_t> size = getConstantIntValue(blockValues[d]);
    if (!size) {
      refuse(launch, "the block size of " + name + " is not a constant");
      break;
    }
    if (*size < 1) {
      refuse(launch, "the launch of " + name + " has " + Twine(*size) +
                         " threads per block in dimension " + Twine(d));
      break;
    }
    info->block[d] = *size;
  }
  for (unsigned d = 0; d < 3; ++d)
    if (info->gridConstant[d] && *info->gridConstant[d] < 1) {
      refuse(launch, "the launch of " + name + " has " +
                         Twine(*info->gridConstant[d]) +
                         " blocks in dimension " + Twine(d));
      break;
    }
  if (launch.hasClusterSize())
    refuse(launch, "the launch of " + name + " uses thread block clusters");
  if (launch.getAsyncObject())
    refuse(launch,
           "the launch of " + name + " names an explicit stream object");
  if (Value bytes = launch.getDynamicSharedMemorySize();
      bytes && getConstantIntValue(bytes) != 0)
    refuse(launch, "the launch of " + name + " uses dynamic shared memory");
  if (!info->kernel) {
    refuse(launch, "kernel " + name + " is not a gpu.func");
  } else if (launch.getNumKernelOperands() != info->kernel.getNumArguments()) {
    refuse(launch, "the launch passes " + Twine(launch.getNumKernelOperands()) +
                       " operands to kernel " + name + ", which takes " +
                       Twine(info->kernel.getNumArguments()));
  } else {
    info->footprint = analyzeKernelFootprint(info->kernel);
    if (!info->footprint.isPointForm())
      refuse(info->footprint.notPointOp, "kernel " + name +
                                             " is not a point kernel: it " +
                                             info->footprint.notPointReason);
    for (unsigned d = 0; d < 3; ++d)
      if (info->footprint.assumedBlockSizes[d] &&
          info->footprint.assumedBlockSizes[d] != info->block[d])
        refuse(launch, "kernel " + name +
                           " computes its point with a block "
                           "size of " +
                           Twine(info->footprint.assumedBlockSizes[d]) +
                           " in dimension " + Twine(d) +
                           ", but is launched with " + Twine(info->block[d]));
  }
  StencilLaunch *result = info.get();
  launches[node] = std::move(info);
  return result;
}

/// Adds to `uses` the ops that use `value` directly or through views and
/// casts of it.
static void collectBufferUses(Value value, SmallVectorImpl<Operation *> &uses) {
  SmallVector<Value> worklist{value};
  llvm::SmallPtrSet<Value, 8> seen{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      bool isView = false;
      if (auto view = dyn_cast<ViewLikeOpInterface>(user))
        isView = view.getViewSource() == current;
      else if (isa<CastOpInterface>(user) && user->getNumOperands() == 1)
        isView = true;
      if (isView) {
        for (Value result : user->getResults())
          if (seen.insert(result).second)
            worklist.push_back(result);
        continue;
      }
      uses.push_back(user);
    }
  }
}

bool StencilGroupAnalyzer::isTemporary(Value root, ArrayRef<unsigned> members) {
  if (!isFreshAllocation(root))
    return false;
  Block &block = graph.getBlock();
  if (root.getDefiningOp()->getBlock() != &block)
    return false;
  Operation *first = graph.getNode(members.front()).op;
  llvm::SmallPtrSet<Operation *, 8> memberOps;
  for (unsigned m : members)
    memberOps.insert(graph.getNode(m).op);
  SmallVector<Operation *> uses;
  collectBufferUses(root, uses);
  for (Operation *user : uses) {
    if (memberOps.contains(user))
      continue;
    if (isa<memref::DeallocOp, gpu::DeallocOp>(user))
      continue;
    Operation *ancestor = block.findAncestorOpInBlock(*user);
    if (ancestor && ancestor->isBeforeInBlock(first))
      continue;
    return false;
  }
  return true;
}

namespace {
/// One member's use of an array: the kernel argument and its footprint.
struct ArrayUse {
  unsigned member;
  unsigned argument;
  Value hostOperand;
  const BufferFootprint *footprint;
};
} // namespace

/// The largest of two per-dimension sizes.
static void raise(std::array<int64_t, 3> &into,
                  const std::array<int64_t, 3> &value) {
  for (unsigned d = 0; d < 3; ++d)
    into[d] = std::max(into[d], value[d]);
}

namespace {
/// What the analysis knows about one array of the group.
struct ArrayFacts {
  SmallVector<unsigned> writers;
  std::optional<unsigned> staging;
  bool temporary = false;
};

/// One run of `StencilGroupAnalyzer::analyze`: the members, the arrays they
/// touch and the plan being built, one method per rule (in the order of the
/// file's header). A method that fails has set the refusal.
class GroupAnalysis {
public:
  GroupAnalysis(LaunchGraph &graph, const StencilLimits &limits, bool explain,
                StencilRefusal &refusal, ArrayRef<unsigned> members)
      : graph(graph), limits(limits), explain(explain), refusal(refusal),
        members(members), n(members.size()) {}

  /// At least two launches, each of them fusible alone (`getLaunch`), in
  /// program order.
  LogicalResult
  collectMembers(function_ref<StencilLaunch *(unsigned)> getLaunch);
  /// 2. One block shape and grid, one gpu.module, one kind of launch.
  LogicalResult checkShapes();
  /// 2. Nothing between the launches depends on an earlier member (member
  /// tokens only as async dependencies); no global written.
  LogicalResult checkNodesBetween();
  /// The arrays and who touches them; no two that may alias, one written.
  LogicalResult collectArrays();
  /// The plan's shape: members, block, tile, no halos yet.
  void initPlan();
  /// 3. The writers of each array; a staging per single writer whose values
  /// later members read, its halo accumulated from the last member back.
  LogicalResult planWriterStagings();
  /// 4. An array with several writers: only point accesses without halo.
  LogicalResult checkSeveralWriters();
  /// 6. Temporaries (`isTemporary`) and 5. reads of global memory that the
  /// fused kernel writes; the plan of each array.
  LogicalResult planArrays(function_ref<bool(Value)> isTemporary);
  /// 7. Stagings of read-only arrays several members read (or one, per the
  /// limits' stageSingleReaders).
  void planReadOnlyStagings();
  /// How each member argument is served.
  void assignArguments();
  /// 8. The shared arrays within the block's limit, placed in dynamic
  /// shared memory above the static limit.
  LogicalResult placeSharedArrays();

  StencilGroupPlan plan;

private:
  /// Sets the refusal (its reason only with `explain`); failure().
  LogicalResult refuse(Operation *op, const Twine &reason) {
    refusal.op = op;
    if (explain)
      refusal.reason = reason.str();
    return failure();
  }
  // Names for the reasons; printing a value costs a walk of its function,
  // so a caller that only asks whether (a planner) gets none.
  std::string name(Value value) {
    return explain ? describeValue(value) : std::string();
  }
  std::string kernelOf(gpu::LaunchFuncOp launch) {
    return explain ? kernelName(launch) : std::string();
  }
  std::string typeName(Type type) {
    std::string text;
    if (explain)
      llvm::raw_string_ostream(text) << type;
    return text;
  }
  /// A staging's bytes in shared memory (none for a register).
  int64_t stagingBytes(const StencilStaging &staging) const {
    return stagingExtent(staging, plan.tile).first *
           *getElementSizeInBytes(staging.bufferType.getElementType());
  }
  /// A staging's bytes as placed: rounded up to 16.
  int64_t arrayBytes(const StencilStaging &staging) const {
    return (stagingBytes(staging) + 15) / 16 * 16;
  }

  LaunchGraph &graph;
  const StencilLimits &limits;
  bool explain;
  StencilRefusal &refusal;
  ArrayRef<unsigned> members;
  unsigned n;
  SmallVector<StencilLaunch *> group;
  llvm::MapVector<Value, SmallVector<ArrayUse>> arrays;
  SmallVector<ArrayFacts> facts;
};
} // namespace

LogicalResult GroupAnalysis::collectMembers(
    function_ref<StencilLaunch *(unsigned)> getLaunch) {
  if (n < 2)
    return refuse(n ? graph.getNode(members.front()).op : nullptr,
                  "a group needs at least two launches, it has " + Twine(n));
  for (unsigned node : members) {
    StencilLaunch *launch = getLaunch(node);
    if (!launch)
      return refuse(graph.getNode(node).op,
                    (explain ? graph.describeNode(node) : std::string()) +
                        " is not a launch");
    if (launch->refusalOp)
      return refuse(launch->refusalOp, launch->refusal);
    group.push_back(launch);
  }
  for (unsigned i = 1; i < n; ++i)
    if (members[i] <= members[i - 1])
      return refuse(group[i]->launch,
                    "the launches of a group must be given in program order");
  return success();
}

LogicalResult GroupAnalysis::checkShapes() {
  StencilLaunch &front = *group.front();
  std::string frontName = kernelOf(front.launch);
  auto frontModule = front.kernel->getParentOfType<gpu::GPUModuleOp>();
  for (StencilLaunch *launch : llvm::drop_begin(group)) {
    std::string name = kernelOf(launch->launch);
    if (launch->block != front.block)
      return refuse(launch->launch,
                    "the block of " + name + " (" + Twine(launch->block[0]) +
                        "x" + Twine(launch->block[1]) + "x" +
                        Twine(launch->block[2]) + ") is not the block of " +
                        frontName + " (" + Twine(front.block[0]) + "x" +
                        Twine(front.block[1]) + "x" + Twine(front.block[2]) +
                        "); fused kernels share one tile per block");
    for (unsigned d = 0; d < 3; ++d) {
      bool same = launch->gridConstant[d] && front.gridConstant[d]
                      ? *launch->gridConstant[d] == *front.gridConstant[d]
                      : launch->gridValues[d] == front.gridValues[d];
      if (!same)
        return refuse(launch->launch,
                      "the grid of " + name + " is not the grid of " +
                          frontName + " in dimension " + Twine(d) +
                          "; fused kernels share one tile per block");
    }
    if (launch->kernel->getParentOfType<gpu::GPUModuleOp>() != frontModule)
      return refuse(launch->launch, "kernel " + name +
                                        " is in another gpu.module than " +
                                        frontName);
    if (static_cast<bool>(launch->launch.getAsyncToken()) !=
        static_cast<bool>(front.launch.getAsyncToken()))
      return refuse(launch->launch,
                    "the group mixes synchronous and asynchronous launches");
  }
  return success();
}

LogicalResult GroupAnalysis::checkNodesBetween() {
  llvm::SmallDenseSet<unsigned, 8> memberSet(members.begin(), members.end());
  // Nodes between the launches: a data or ordering dependence on an earlier
  // member forbids the move; a token of an earlier member used by an
  // asynchronous op between them is rerouted by the fusion to that member's
  // own dependencies (a stream chain, not a data dependence), which needs an
  // op that takes async dependencies.
  Operation *lastOp = graph.getNode(members.back()).op;
  for (unsigned i = 0; i + 1 < n; ++i) {
    Value token = group[i]->launch.getAsyncToken();
    if (!token)
      continue;
    for (OpOperand &use : token.getUses()) {
      Operation *user = use.getOwner();
      Operation *ancestor = graph.getBlock().findAncestorOpInBlock(*user);
      if (!ancestor || !ancestor->isBeforeInBlock(lastOp) ||
          memberSet.contains(graph.lookup(ancestor).value_or(~0u)))
        continue;
      auto async = dyn_cast<gpu::AsyncOpInterface>(user);
      if (!async || user != ancestor ||
          !llvm::is_contained(async.getAsyncDependencies(), token))
        return refuse(user, "'" + user->getName().getStringRef() +
                                "' between the launches of the group uses "
                                "the token of " +
                                kernelOf(group[i]->launch) +
                                " other than as an async dependency");
    }
  }
  for (unsigned x = members.front() + 1; x < members.back(); ++x) {
    if (memberSet.contains(x))
      continue;
    for (unsigned i = 0; i < n && members[i] < x; ++i)
      if (std::optional<LaunchDependence> dependence =
              graph.getDependenceExceptTokens(members[i], x))
        return refuse(graph.getNode(x).op,
                      (explain ? graph.describeNode(x) : std::string()) +
                          " between the launches of the group depends on " +
                          kernelOf(group[i]->launch) +
                          ", which fusion would move after it: " +
                          (explain ? graph.describeDependence(*dependence)
                                   : std::string()));
  }
  for (unsigned i = 0; i < n; ++i)
    for (const NodeBufferAccess &access : graph.getNode(members[i]).accesses)
      if (access.global && access.access.isWritten())
        return refuse(access.access.writer,
                      "kernel " + kernelOf(group[i]->launch) +
                          " writes global @" + access.global.getValue() +
                          ", which a fused kernel cannot keep per block");
  return success();
}

LogicalResult GroupAnalysis::collectArrays() {
  for (unsigned i = 0; i < n; ++i) {
    StencilLaunch &launch = *group[i];
    for (auto [k, footprint] : llvm::enumerate(launch.footprint.arguments)) {
      if (!footprint.isAccessed())
        continue;
      Value operand = launch.launch.getKernelOperand(k);
      arrays[traceBufferRoot(operand)].push_back(
          {i, static_cast<unsigned>(k), operand, &footprint});
    }
  }
  auto isWritten = [](ArrayRef<ArrayUse> uses) {
    return llvm::any_of(
        uses, [](const ArrayUse &u) { return u.footprint->isWritten(); });
  };
  for (auto it = arrays.begin(); it != arrays.end(); ++it)
    for (auto jt = std::next(it); jt != arrays.end(); ++jt)
      if ((isWritten(it->second) || isWritten(jt->second)) &&
          mayAlias(it->first, jt->first))
        return refuse(group[jt->second.front().member]->launch,
                      "buffers " + name(it->first) + " and " + name(jt->first) +
                          " of the group may alias (only distinct "
                          "allocations and llvm.noalias arguments are known "
                          "apart)");
  return success();
}

void GroupAnalysis::initPlan() {
  StencilLaunch &front = *group.front();
  plan.members.assign(members.begin(), members.end());
  plan.block = front.block;
  for (unsigned d = 0; d < 3; ++d)
    plan.tile[d] = front.block[d] * limits.tileScale[d];
  plan.extentLo.assign(n, {0, 0, 0});
  plan.extentHi.assign(n, {0, 0, 0});
  plan.arguments.resize(n);
  for (unsigned i = 0; i < n; ++i)
    plan.arguments[i].resize(group[i]->footprint.arguments.size());
}

LogicalResult GroupAnalysis::planWriterStagings() {
  StencilLaunch &front = *group.front();
  facts.resize(arrays.size());
  for (auto [a, entry] : llvm::enumerate(arrays)) {
    auto &[root, uses] = entry;
    for (const ArrayUse &use : uses)
      if (use.footprint->isWritten() &&
          !llvm::is_contained(facts[a].writers, use.member))
        facts[a].writers.push_back(use.member);
    bool accessedByOthers = llvm::any_of(uses, [&](const ArrayUse &u) {
      return u.member != uses.front().member;
    });
    if (!facts[a].writers.empty() && accessedByOthers)
      for (const ArrayUse &use : uses)
        if (use.hostOperand != uses.front().hostOperand)
          return refuse(group[use.member]->launch,
                        "kernel " + kernelOf(group[use.member]->launch) +
                            " reaches " + name(root) +
                            " through another view (" + name(use.hostOperand) +
                            ") than the other launches of the group");
  }
  // Stagings of single writers read by later members, and the halos they
  // need, from the last member backwards.
  for (int j = static_cast<int>(n) - 1; j >= 0; --j) {
    for (auto [a, entry] : llvm::enumerate(arrays)) {
      auto &[root, uses] = entry;
      if (facts[a].writers.size() != 1 ||
          facts[a].writers.front() != unsigned(j))
        continue;
      std::array<int64_t, 3> needLo = {0, 0, 0}, needHi = {0, 0, 0};
      bool readLater = false;
      for (const ArrayUse &use : uses) {
        if (use.member <= unsigned(j) || !use.footprint->isRead())
          continue;
        readLater = true;
        std::string why;
        if (failed(use.footprint->getDimensionMap(&why)))
          return refuse(group[use.member]->launch,
                        "kernel " + kernelOf(group[use.member]->launch) +
                            " reads " + name(root) + ", which " +
                            kernelOf(group[j]->launch) +
                            " writes in the group, at an index that is not a "
                            "constant offset from its point, which no halo "
                            "can cover" +
                            (why.empty() ? Twine() : Twine(" (") + why + ")"));
        std::array<int64_t, 3> lo, hi;
        use.footprint->getReadRadius(lo, hi);
        for (unsigned d = 0; d < 3; ++d) {
          needLo[d] = std::max(needLo[d], plan.extentLo[use.member][d] + lo[d]);
          needHi[d] = std::max(needHi[d], plan.extentHi[use.member][d] + hi[d]);
        }
      }
      if (!readLater)
        continue;
      raise(plan.extentLo[j], needLo);
      raise(plan.extentHi[j], needHi);
      // The values are kept per point: the writer's stores must be at its
      // point, and every access must follow one dimension map.
      SmallVector<std::optional<unsigned>> map;
      for (const ArrayUse &use : uses) {
        if (use.member < unsigned(j))
          continue;
        if (use.member == unsigned(j))
          for (const PointAccess &access : use.footprint->accesses)
            if (access.write && !access.isAtPoint())
              return refuse(access.op,
                            "kernel " + kernelOf(group[j]->launch) +
                                " writes " + name(root) +
                                " elsewhere than at its point, so its values "
                                "cannot be kept per point for the kernels "
                                "of the group that read them");
        std::string why;
        FailureOr<SmallVector<std::optional<unsigned>>> useMap =
            use.footprint->getDimensionMap(&why);
        if (failed(useMap) || (!map.empty() && *useMap != map))
          return refuse(group[use.member]->launch,
                        "kernel " + kernelOf(group[use.member]->launch) +
                            " indexes " + name(root) +
                            " differently from the others in the group" +
                            (why.empty() ? Twine() : Twine(": ") + why));
        map = *useMap;
      }
      StencilStaging staging;
      staging.root = root;
      staging.writer = j;
      staging.bufferType = cast<MemRefType>(uses.front().hostOperand.getType());
      if (!staging.bufferType.getElementType().isIntOrFloat())
        return refuse(group[j]->launch,
                      name(root) + " has elements of type " +
                          typeName(staging.bufferType.getElementType()) +
                          "; a shared array holds integers or floats");
      for (auto [m, dim] : llvm::enumerate(map)) {
        if (!dim)
          return refuse(group[j]->launch,
                        "memref dimension " + Twine(m) + " of " + name(root) +
                            " is indexed by a constant, not by the point; "
                            "a shared array holds one value per point");
        staging.dims.push_back(*dim);
        staging.haloLo.push_back(plan.extentLo[j][*dim]);
        staging.haloHi.push_back(plan.extentHi[j][*dim]);
      }
      // Prefill unless the writer provably writes every point of the
      // array that its grid covers, and its grid covers the array.
      for (const ArrayUse &use : uses)
        if (use.member == unsigned(j) && use.footprint->isWritten())
          staging.writeBox = use.footprint->writeBox;
      bool covers =
          staging.writeBox.has_value() && staging.bufferType.hasStaticShape();
      for (auto [m, dim] : llvm::enumerate(staging.dims)) {
        if (!covers)
          break;
        int64_t size = staging.bufferType.getDimSize(m);
        const CoordinateRange &range = (*staging.writeBox)[dim];
        std::optional<int64_t> blocks = front.gridConstant[dim];
        covers = range.lo <= 0 && range.hi >= size && blocks &&
                 *blocks * front.block[dim] >= size;
      }
      staging.prefill = !covers;
      facts[a].staging = plan.stagings.size();
      plan.stagings.push_back(staging);
    }
  }
  return success();
}

LogicalResult GroupAnalysis::checkSeveralWriters() {
  for (auto [a, entry] : llvm::enumerate(arrays)) {
    auto &[root, uses] = entry;
    if (facts[a].writers.size() < 2)
      continue;
    for (const ArrayUse &use : uses) {
      bool atPoint =
          llvm::all_of(use.footprint->accesses, [](const PointAccess &access) {
            return access.isAtPoint();
          });
      bool halo =
          plan.extentLo[use.member] != std::array<int64_t, 3>{0, 0, 0} ||
          plan.extentHi[use.member] != std::array<int64_t, 3>{0, 0, 0};
      if (!atPoint || halo)
        return refuse(group[use.member]->launch,
                      name(root) + " is written by " +
                          kernelOf(group[facts[a].writers[0]]->launch) +
                          " and " +
                          kernelOf(group[facts[a].writers[1]]->launch) +
                          " of the group; an array with several writers is "
                          "fused only when every access to it is at the "
                          "point, in kernels computed without halo, but " +
                          kernelOf(group[use.member]->launch) +
                          (atPoint ? " is computed over a halo"
                                   : " accesses it around its point"));
    }
  }
  return success();
}

LogicalResult GroupAnalysis::planArrays(function_ref<bool(Value)> isTemporary) {
  for (auto [a, entry] : llvm::enumerate(arrays)) {
    auto &[root, uses] = entry;
    // A kernel computed over a halo keeps its global writes to its own
    // tile only where they are plain stores.
    for (const ArrayUse &use : uses) {
      bool halo =
          plan.extentLo[use.member] != std::array<int64_t, 3>{0, 0, 0} ||
          plan.extentHi[use.member] != std::array<int64_t, 3>{0, 0, 0};
      for (const PointAccess &access : use.footprint->accesses)
        if (halo && access.write && !isa<memref::StoreOp>(access.op))
          return refuse(access.op,
                        "kernel " + kernelOf(group[use.member]->launch) +
                            " is computed over a halo and writes " +
                            name(root) + " through '" +
                            access.op->getName().getStringRef() +
                            "', whose writes cannot be kept to its own tile");
    }
    if (!facts[a].writers.empty() && facts[a].writers.size() < 2)
      facts[a].temporary = isTemporary(root);
    StencilArrayPlan arrayPlan;
    arrayPlan.root = root;
    arrayPlan.type = cast<MemRefType>(uses.front().hostOperand.getType());
    arrayPlan.temporary = facts[a].temporary;
    bool writtenToGlobal = !facts[a].writers.empty() && !facts[a].temporary;
    for (const ArrayUse &use : uses) {
      arrayPlan.read |= use.footprint->isRead();
      arrayPlan.written |= use.footprint->isWritten();
      if (!use.footprint->isRead())
        continue;
      bool fromStaging = facts[a].staging &&
                         use.member > *plan.stagings[*facts[a].staging].writer;
      if (fromStaging)
        continue;
      // Read from global memory.
      bool atPoint =
          llvm::all_of(use.footprint->accesses, [](const PointAccess &access) {
            return !access.read || access.isAtPoint();
          });
      bool halo =
          plan.extentLo[use.member] != std::array<int64_t, 3>{0, 0, 0} ||
          plan.extentHi[use.member] != std::array<int64_t, 3>{0, 0, 0};
      if (writtenToGlobal && (!atPoint || halo))
        return refuse(group[use.member]->launch,
                      "kernel " + kernelOf(group[use.member]->launch) +
                          " reads " + name(root) +
                          (atPoint ? " from global memory and is computed "
                                     "over a halo"
                                   : " around its point from global memory") +
                          ", while " +
                          kernelOf(group[facts[a].writers.front()]->launch) +
                          " of the group writes it there: blocks of the "
                          "fused kernel would race (write-after-read across "
                          "blocks)");
      arrayPlan.readFromGlobal = true;
      std::array<int64_t, 3> lo, hi;
      use.footprint->getReadRadius(lo, hi);
      for (unsigned d = 0; d < 3; ++d) {
        arrayPlan.globalReadLo[d] = std::max(
            arrayPlan.globalReadLo[d], plan.extentLo[use.member][d] + lo[d]);
        arrayPlan.globalReadHi[d] = std::max(
            arrayPlan.globalReadHi[d], plan.extentHi[use.member][d] + hi[d]);
      }
    }
    // A write the fused kernel keeps in global memory at an unknown index
    // or off the point, to an array others touch, is refused unless it is
    // one of the cases above.
    for (const ArrayUse &use : uses)
      for (const PointAccess &access : use.footprint->accesses)
        if (access.write && !access.isAtPoint() &&
            llvm::any_of(uses, [&](const ArrayUse &other) {
              return other.member != use.member;
            }))
          return refuse(access.op,
                        "kernel " + kernelOf(group[use.member]->launch) +
                            " writes " + name(root) +
                            " elsewhere than at its point, and other kernels "
                            "of the group access it");
    plan.arrays.push_back(arrayPlan);
  }
  return success();
}

void GroupAnalysis::planReadOnlyStagings() {
  // 7. Read-only arrays that several members read (or, per
  // stageSingleReaders, that one member reads around its point).
  using SingleReaders = StencilLimits::SingleReaders;
  SmallVector<std::pair<unsigned, StencilStaging>, 2> singles;
  for (auto [a, entry] : llvm::enumerate(arrays)) {
    auto &[root, uses] = entry;
    if (!facts[a].writers.empty())
      continue;
    llvm::SmallDenseSet<unsigned, 4> readers;
    for (const ArrayUse &use : uses)
      readers.insert(use.member);
    if (readers.size() < 2 &&
        (limits.stageSingleReaders == SingleReaders::Never ||
         limits.stageSingleReaders == SingleReaders::Deep))
      continue;
    bool allAtPoint = true, consistent = true;
    SmallVector<std::optional<unsigned>> map;
    std::array<int64_t, 3> needLo = {0, 0, 0}, needHi = {0, 0, 0};
    for (const ArrayUse &use : uses) {
      bool halo =
          plan.extentLo[use.member] != std::array<int64_t, 3>{0, 0, 0} ||
          plan.extentHi[use.member] != std::array<int64_t, 3>{0, 0, 0};
      allAtPoint &= !halo && llvm::all_of(use.footprint->accesses,
                                          [](const PointAccess &access) {
                                            return access.isAtPoint();
                                          });
      FailureOr<SmallVector<std::optional<unsigned>>> useMap =
          use.footprint->getDimensionMap();
      if (failed(useMap) || (!map.empty() && *useMap != map)) {
        consistent = false;
        break;
      }
      map = *useMap;
      std::array<int64_t, 3> lo, hi;
      use.footprint->getReadRadius(lo, hi);
      for (unsigned d = 0; d < 3; ++d) {
        needLo[d] = std::max(needLo[d], plan.extentLo[use.member][d] + lo[d]);
        needHi[d] = std::max(needHi[d], plan.extentHi[use.member][d] + hi[d]);
      }
    }
    // A single reader gains nothing from a register (it loads its point
    // once anyway).
    if (readers.size() < 2 && allAtPoint)
      continue;
    bool oneOperand = llvm::all_of(uses, [&](const ArrayUse &use) {
      return use.hostOperand == uses.front().hostOperand;
    });
    if (!consistent || !oneOperand ||
        llvm::any_of(map, [](std::optional<unsigned> d) { return !d; }))
      continue;
    // Shared arrays hold integers and floats; other elements stay in global
    // memory (a register holds any type).
    if (!allAtPoint && !cast<MemRefType>(uses.front().hostOperand.getType())
                            .getElementType()
                            .isIntOrFloat())
      continue;
    StencilStaging staging;
    staging.root = root;
    staging.isRegister = allAtPoint;
    staging.bufferType = cast<MemRefType>(uses.front().hostOperand.getType());
    for (std::optional<unsigned> dim : map) {
      staging.dims.push_back(*dim);
      staging.haloLo.push_back(allAtPoint ? 0 : needLo[*dim]);
      staging.haloHi.push_back(allAtPoint ? 0 : needHi[*dim]);
    }
    if (readers.size() < 2) {
      singles.push_back({static_cast<unsigned>(a), staging});
      continue;
    }
    facts[a].staging = plan.stagings.size();
    plan.stagings.push_back(staging);
  }
  // Single readers' arrays: all of them (Always), or in order while the
  // group keeps as many resident blocks per SM as its threads allow (Auto:
  // staging a single reader's array pays where the blocks per SM stay, and
  // costs where its shared memory cuts them; docs/stencil.md).
  int64_t threads = plan.getThreads();
  int64_t threadBlocks = residentBlocks(threads, 0, limits.device);
  int64_t sharedBytes = 0;
  for (const StencilStaging &staging : plan.stagings)
    sharedBytes += arrayBytes(staging);
  for (auto &[a, staging] : singles) {
    int64_t bytes = arrayBytes(staging);
    if (limits.stageSingleReaders == SingleReaders::Auto &&
        residentBlocks(threads, sharedBytes + bytes, limits.device) <
            threadBlocks)
      continue;
    sharedBytes += bytes;
    facts[a].staging = plan.stagings.size();
    plan.stagings.push_back(staging);
  }
}

void GroupAnalysis::assignArguments() {
  for (auto [a, entry] : llvm::enumerate(arrays)) {
    auto &[root, uses] = entry;
    for (const ArrayUse &use : uses) {
      StencilArgumentPlan &argument = plan.arguments[use.member][use.argument];
      argument.writeGlobal = !facts[a].temporary;
      if (!facts[a].staging)
        continue;
      const StencilStaging &staging = plan.stagings[*facts[a].staging];
      if (staging.writer && *staging.writer == use.member)
        argument.writeStaging = facts[a].staging;
      else if (!staging.writer || use.member > *staging.writer)
        argument.readStaging = facts[a].staging;
    }
  }
}

LogicalResult GroupAnalysis::placeSharedArrays() {
  StencilLaunch &front = *group.front();
  for (StencilStaging &staging : plan.stagings) {
    staging.bytes = stagingBytes(staging);
    plan.sharedBytes += arrayBytes(staging);
  }
  if (plan.sharedBytes > limits.maxStaticSharedBytes) {
    plan.dynamicShared = true;
    plan.sharedBytes = plan.placeDynamicArrays(limits.overlayDynamicArrays);
  }
  if (plan.sharedBytes > limits.maxSharedBytesPerBlock)
    return refuse(front.launch,
                  "the fused kernel needs " + Twine(plan.sharedBytes) +
                      " bytes of shared memory per block for its shared "
                      "arrays" +
                      (plan.sharedBytes < plan.separateSharedBytes
                           ? " (overlaid where their lifetimes are apart)"
                           : "") +
                      ", more than the " +
                      Twine(limits.maxSharedBytesPerBlock) +
                      " a block may have");
  return success();
}

FailureOr<StencilGroupPlan>
StencilGroupAnalyzer::analyze(ArrayRef<unsigned> members,
                              StencilRefusal &refusal) {
  GroupAnalysis analysis(graph, limits, explain, refusal, members);
  if (failed(analysis.collectMembers(
          [&](unsigned node) { return getLaunch(node); })) ||
      failed(analysis.checkShapes()) || failed(analysis.checkNodesBetween()) ||
      failed(analysis.collectArrays()))
    return failure();
  analysis.initPlan();
  if (failed(analysis.planWriterStagings()) ||
      failed(analysis.checkSeveralWriters()) ||
      failed(analysis.planArrays(
          [&](Value root) { return isTemporary(root, members); })))
    return failure();
  analysis.planReadOnlyStagings();
  analysis.assignArguments();
  if (failed(analysis.placeSharedArrays()))
    return failure();
  return std::move(analysis.plan);
}
