//===- LaunchUtils.cpp - Replacing a group of launches by one -------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Host-side helpers shared by the fusion passes and planners.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace mlir;
using namespace mlir::kfusion;

void mlir::kfusion::pruneImpliedTokens(
    SmallVectorImpl<Value> &tokens,
    const llvm::SmallPtrSetImpl<Operation *> &skip) {
  SmallVector<Value> unique;
  for (Value token : tokens)
    if (!llvm::is_contained(unique, token))
      unique.push_back(token);
  // Every token some other one waits for, through chains of async ops (not
  // through `skip`, ops about to be replaced).
  llvm::DenseSet<Value> implied;
  SmallVector<Value> work;
  for (Value token : unique) {
    work.assign(1, token);
    while (!work.empty()) {
      auto async = work.pop_back_val().getDefiningOp<gpu::AsyncOpInterface>();
      if (!async || skip.contains(async.getOperation()))
        continue;
      for (Value dependency : async.getAsyncDependencies())
        if (implied.insert(dependency).second)
          work.push_back(dependency);
    }
  }
  tokens.clear();
  for (Value token : unique)
    if (!implied.contains(token))
      tokens.push_back(token);
}

arith::IntegerOverflowFlagsAttr
mlir::kfusion::guardedSubFlags(MLIRContext *context) {
  return arith::IntegerOverflowFlagsAttr::get(
      context,
      arith::IntegerOverflowFlags::nsw | arith::IntegerOverflowFlags::nuw);
}

SmallVector<Value>
mlir::kfusion::mergeAsyncDependencies(OpBuilder &builder, Location loc,
                                      ArrayRef<gpu::LaunchFuncOp> launches,
                                      Type tokenType) {
  llvm::SmallPtrSet<Operation *, 8> members;
  for (gpu::LaunchFuncOp launch : launches)
    members.insert(launch);
  SmallVector<Value> dependencies;
  for (gpu::LaunchFuncOp launch : launches)
    for (Value token : launch.getAsyncDependencies())
      if (!members.contains(token.getDefiningOp()) &&
          !llvm::is_contained(dependencies, token))
        dependencies.push_back(token);
  pruneImpliedTokens(dependencies, members);
  if (tokenType && dependencies.size() > 1) {
    auto join = gpu::WaitOp::create(builder, loc, tokenType, dependencies);
    dependencies.assign(1, join.getAsyncToken());
  }
  return dependencies;
}

void mlir::kfusion::replaceGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches,
                                       gpu::LaunchFuncOp fused) {
  Value token = fused.getAsyncToken();
  if (!token)
    return;
  for (gpu::LaunchFuncOp launch : launches)
    if (Value own = launch.getAsyncToken())
      own.replaceAllUsesWith(token);
  for (Operation *user : llvm::make_early_inc_range(token.getUsers())) {
    auto wait = dyn_cast<gpu::WaitOp>(user);
    if (!wait)
      continue;
    SmallVector<Value> needed(wait.getAsyncDependencies());
    pruneImpliedTokens(needed);
    if (needed.size() != wait.getAsyncDependencies().size())
      wait->setOperands(needed);
  }
}

void mlir::kfusion::rerouteGroupTokens(ArrayRef<gpu::LaunchFuncOp> launches,
                                       Operation *last) {
  llvm::SmallPtrSet<Operation *, 8> members;
  for (gpu::LaunchFuncOp launch : launches)
    members.insert(launch);
  // The tokens a member's token stands for, outside the group.
  std::function<void(Value, SmallVectorImpl<Value> &)> resolve =
      [&](Value token, SmallVectorImpl<Value> &into) {
        auto launch = token.getDefiningOp<gpu::LaunchFuncOp>();
        if (!launch || !members.contains(launch)) {
          if (!llvm::is_contained(into, token))
            into.push_back(token);
          return;
        }
        for (Value dependency : launch.getAsyncDependencies())
          resolve(dependency, into);
      };
  Block *block = last->getBlock();
  for (gpu::LaunchFuncOp launch : launches) {
    Value token = launch.getAsyncToken();
    if (!token)
      continue;
    for (OpOperand &use : llvm::make_early_inc_range(token.getUses())) {
      Operation *user = use.getOwner();
      if (members.contains(user) || user->getBlock() != block ||
          !user->isBeforeInBlock(last))
        continue;
      SmallVector<Value> replacement;
      resolve(token, replacement);
      pruneImpliedTokens(replacement, members);
      OpBuilder builder(user);
      if (replacement.size() == 1) {
        use.set(replacement.front());
        continue;
      }
      auto join = gpu::WaitOp::create(builder, user->getLoc(), token.getType(),
                                      replacement);
      use.set(join.getAsyncToken());
    }
  }
}

void mlir::kfusion::eraseUnusedKernels(ArrayRef<Operation *> kernels,
                                       ModuleOp topModule) {
  // One walk of the module finds every kernel's users (a walk per kernel
  // took most of kfusion-fuse's time on programs of a hundred launches);
  // again after erasing, as an erased kernel may have been another's last
  // user.
  llvm::SetVector<Operation *> left(kernels.begin(), kernels.end());
  while (!left.empty()) {
    SymbolTableCollection tables;
    SymbolUserMap users(tables, topModule);
    SmallVector<Operation *> unused;
    for (Operation *kernel : left)
      if (users.useEmpty(kernel))
        unused.push_back(kernel);
    if (unused.empty())
      return;
    for (Operation *kernel : unused) {
      left.remove(kernel);
      kernel->erase();
    }
  }
}

std::string mlir::kfusion::formatFixed(double value, int digits) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.*f", digits, value);
  return text;
}

/// The text of `op` (without locations), to tell identical definitions.
static std::string printedForm(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  // The generic form: the printer falls back to it for ops of a module that
  // does not verify yet (the fused kernel is being built).
  op->print(
      os,
      OpPrintingFlags().useLocalScope().printGenericOpForm().assumeVerified());
  return text;
}

/// Makes every symbol that the ops of `region` name (flat references: called
/// declarations, globals) resolve in `target` to the definition they named in
/// `origin`: a definition `target` lacks is cloned into it (and, in turn,
/// what the clone names); where `target` has another definition under that
/// name, the clone gets a new name and the references in `region` follow.
void mlir::kfusion::importSymbols(Region &region, Operation *origin,
                                  gpu::GPUModuleOp target) {
  SymbolTable targetTable(target);
  SmallVector<std::pair<Region *, Operation *>> worklist{{&region, origin}};
  while (!worklist.empty()) {
    auto [current, from] = worklist.pop_back_val();
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(current);
    if (!uses)
      continue;
    // The names first: renaming rewrites the attributes the uses are in.
    llvm::SetVector<StringAttr> names;
    for (const SymbolTable::SymbolUse &use : *uses)
      if (auto ref = dyn_cast<FlatSymbolRefAttr>(use.getSymbolRef()))
        names.insert(ref.getAttr());
    for (StringAttr symbol : names) {
      Operation *definition = SymbolTable::lookupSymbolIn(from, symbol);
      if (!definition)
        continue;
      Operation *existing = targetTable.lookup(symbol);
      if (existing == definition ||
          (existing && printedForm(existing) == printedForm(definition)))
        continue;
      Operation *copy = definition->clone();
      StringAttr name = targetTable.insert(copy);
      if (name != symbol)
        (void)SymbolTable::replaceAllSymbolUses(symbol, name, current);
      for (Region &copyRegion : copy->getRegions())
        worklist.push_back({&copyRegion, from});
    }
  }
}

BlockArgument mlir::kfusion::tma::describedArgument(FunctionOpInterface kernel,
                                                    Value map) {
  auto arg = dyn_cast<BlockArgument>(map);
  if (!arg || kernel.isExternal() ||
      arg.getOwner() != &kernel.getFunctionBody().front() ||
      arg.getArgNumber() >= kernel.getNumArguments())
    return BlockArgument();
  auto of = kernel.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(),
                                                 kTensorMapOfAttrName);
  if (!of || of.getInt() < 0 || of.getInt() >= kernel.getNumArguments())
    return BlockArgument();
  return kernel.getArgument(of.getInt());
}

Value mlir::kfusion::tma::createTensorMap(OpBuilder &builder, Location loc,
                                          Value memref, Type mapType) {
  auto type = cast<MemRefType>(memref.getType());
  auto map = cast<nvgpu::TensorMapDescriptorType>(mapType);
  Value unranked = memref::CastOp::create(
      builder, loc,
      UnrankedMemRefType::get(type.getElementType(), type.getMemorySpace()),
      memref);
  SmallVector<Value> box;
  for (int64_t side : map.getTensor().getShape())
    box.push_back(arith::ConstantIndexOp::create(builder, loc, side));
  return nvgpu::TmaCreateDescriptorOp::create(builder, loc, map, unranked, box);
}

std::optional<LaunchShape>
mlir::kfusion::getConstantLaunchShape(gpu::LaunchFuncOp launch) {
  LaunchShape shape;
  Value grid[] = {launch.getGridSizeX(), launch.getGridSizeY(),
                  launch.getGridSizeZ()};
  Value block[] = {launch.getBlockSizeX(), launch.getBlockSizeY(),
                   launch.getBlockSizeZ()};
  // CUDA's limits (a launch beyond them never runs: no projection).
  const int64_t maxGrid[] = {INT32_MAX, 65535, 65535},
                maxBlock[] = {1024, 1024, 64};
  for (unsigned d = 0; d < 3; ++d) {
    std::optional<int64_t> g = getConstantIntValue(grid[d]);
    std::optional<int64_t> b = getConstantIntValue(block[d]);
    if (!g || !b || *g <= 0 || *g > maxGrid[d] || *b <= 0 || *b > maxBlock[d])
      return std::nullopt;
    shape.grid[d] = *g;
    shape.block[d] = *b;
  }
  if (shape.block[0] * shape.block[1] * shape.block[2] > 1024)
    return std::nullopt;
  if (Value dynamic = launch.getDynamicSharedMemorySize())
    if (std::optional<int64_t> bytes = getConstantIntValue(dynamic))
      shape.dynamicSharedBytes = std::max<int64_t>(*bytes, 0);
  if (launch.hasClusterSize()) {
    Value cluster[] = {launch.getClusterSizeX(), launch.getClusterSizeY(),
                       launch.getClusterSizeZ()};
    for (unsigned d = 0; d < 3; ++d) {
      std::optional<int64_t> c = getConstantIntValue(cluster[d]);
      if (!c || *c <= 0 || shape.grid[d] % *c != 0)
        return std::nullopt;
      shape.cluster[d] = *c;
    }
  }
  return shape;
}

FrozenRewritePatternSet
mlir::kfusion::canonicalizationPatterns(MLIRContext *ctx) {
  RewritePatternSet patterns(ctx);
  for (Dialect *dialect : ctx->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : ctx->getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, ctx);
  return FrozenRewritePatternSet(std::move(patterns));
}

void mlir::kfusion::canonicalizeAndCSE(
    Operation *op, const FrozenRewritePatternSet &patterns) {
  (void)applyPatternsGreedily(op, patterns);
  IRRewriter rewriter(op->getContext());
  DominanceInfo dominance(op);
  eliminateCommonSubExpressions(rewriter, dominance, op);
}
