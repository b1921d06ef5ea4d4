//===- StencilFusion.cpp - kfusion-stencil-fusion ---------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Stencil (vertical) fusion after Wahib & Maruyama, "Scalable Kernel Fusion
// for Memory-Bound GPU Applications" (SC'14). The launches of a group, which
// compute one grid point per thread and share arrays, become one launch of a
// kernel whose body runs the original bodies one after the other as
// `kfusion.tile`s:
//
//  1. The plan (KFusion/Stencil/StencilGroup.h) says which arrays stay in
//     shared memory, the halo each kernel is computed over, and which writes
//     reach global memory; a group it refuses is left as it is, with a remark
//     naming the reason.
//  2. The fused kernel takes the kernels' arguments (identical host operands
//     once), allocates a `kfusion.shared_array` per staging, stages read-only
//     neighbourhoods (`kfusion.stage`) and loads shared points into
//     registers, then for each kernel in program order opens a `kfusion.tile`
//     with its halo and clones its body into it: loads of a staged array
//     become `kfusion.shared_read` at their offsets, stores of a producer
//     also (or only, for temporaries) `kfusion.shared_write`, global stores
//     of a kernel with a halo are kept for its own tile's points; a producer
//     first copies the old values of the points it does not write into its
//     shared array (exact semantics at the boundaries), and computes only
//     points inside its launch grid. A `gpu.barrier` separates a tile from
//     the first later tile that reads what it wrote to shared memory.
//  3. The fused launch replaces the last launch of the group.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/SharedAddress.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/StencilGroup.h"
#include "KFusion/Stencil/Transforms.h"

#include "HaloExchange.h"

#include "KFusion/Stencil/StencilModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

#define DEBUG_TYPE "kfusion-stencil-fusion"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONSTENCILFUSIONPASS
#include "KFusion/Stencil/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static gpu::Dimension toDimension(unsigned d) {
  return static_cast<gpu::Dimension>(d);
}

namespace {
/// Builds index arithmetic at a position.
struct IndexBuilder {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }
  Value both(Value x, Value y) {
    if (!x)
      return y;
    return arith::AndIOp::create(b, loc, x, y);
  }
  Value trueValue() { return arith::ConstantIntOp::create(b, loc, 1, 1); }
};
} // namespace

/// `0 <= gpu.thread_id d < tile[d]` for each dimension in which member has
/// a halo: the point is in the block's own tile.
static Value buildInteriorCondition(OpBuilder &builder, Location loc,
                                    const StencilGroupPlan &plan,
                                    unsigned member) {
  IndexBuilder ib{builder, loc};
  Value condition;
  for (unsigned d = 0; d < 3; ++d) {
    if (plan.extentLo[member][d] == 0 && plan.extentHi[member][d] == 0)
      continue;
    Value tid = gpu::ThreadIdOp::create(builder, loc, toDimension(d));
    if (plan.extentLo[member][d])
      condition = ib.both(
          condition, ib.cmp(arith::CmpIPredicate::sge, tid, ib.constant(0)));
    if (plan.extentHi[member][d])
      condition = ib.both(condition, ib.cmp(arith::CmpIPredicate::slt, tid,
                                            ib.constant(plan.tile[d])));
  }
  return condition ? condition : ib.trueValue();
}

/// `0 <= gpu.global_id d < grid_dim d * block[d]` in the dimensions where the
/// member has a halo: the point has a thread in the launch grid.
static Value buildInGridCondition(OpBuilder &builder, Location loc,
                                  const StencilGroupPlan &plan,
                                  unsigned member) {
  IndexBuilder ib{builder, loc};
  Value condition;
  for (unsigned d = 0; d < 3; ++d) {
    if (plan.extentLo[member][d] == 0 && plan.extentHi[member][d] == 0)
      continue;
    Value gid = gpu::GlobalIdOp::create(builder, loc, toDimension(d));
    Value grid = gpu::GridDimOp::create(builder, loc, toDimension(d));
    Value extent =
        arith::MulIOp::create(builder, loc, grid, ib.constant(plan.block[d]));
    condition = ib.both(condition,
                        ib.cmp(arith::CmpIPredicate::sge, gid, ib.constant(0)));
    condition =
        ib.both(condition, ib.cmp(arith::CmpIPredicate::slt, gid, extent));
  }
  return condition ? condition : ib.trueValue();
}

/// The global indices of the current point in `buffer` (memref dimension m
/// at `gpu.global_id dims[m]`) and whether they lie inside it.
static std::pair<SmallVector<Value>, Value>
buildPointIndices(OpBuilder &builder, Location loc, Value buffer,
                  ArrayRef<unsigned> dims) {
  IndexBuilder ib{builder, loc};
  SmallVector<Value> indices;
  Value inside;
  for (auto [m, dim] : llvm::enumerate(dims)) {
    Value gid = gpu::GlobalIdOp::create(builder, loc, toDimension(dim));
    Value size =
        memref::DimOp::create(builder, loc, buffer, static_cast<int64_t>(m));
    inside =
        ib.both(inside, ib.cmp(arith::CmpIPredicate::sge, gid, ib.constant(0)));
    inside = ib.both(inside, ib.cmp(arith::CmpIPredicate::slt, gid, size));
    indices.push_back(gid);
  }
  return {indices, inside};
}

/// The shared-memory type of a staging: the block's tile widened by its halo.
static MemRefType stagingType(const StencilStaging &staging,
                              const StencilGroupPlan &plan) {
  SmallVector<int64_t> shape;
  for (auto [m, dim] : llvm::enumerate(staging.dims))
    shape.push_back(plan.tile[dim] + staging.haloLo[m] + staging.haloHi[m]);
  return MemRefType::get(
      shape, staging.bufferType.getElementType(), AffineMap(),
      gpu::AddressSpaceAttr::get(staging.bufferType.getContext(),
                                 gpu::AddressSpace::Workgroup));
}

/// Starts the remark that declines `groupName`.
static InFlightDiagnostic decline(Operation *op, StringRef groupName) {
  InFlightDiagnostic diag = op->emitRemark();
  diag << "not fusing " << groupName << ": ";
  return diag;
}

/// "[1, 1, 0]".
static std::string formatTriple(const std::array<int64_t, 3> &values) {
  return "[" +
         llvm::join(llvm::map_range(
                        values, [](int64_t v) { return std::to_string(v); }),
                    ", ") +
         "]";
}

namespace {
/// The plan a group is fused with, and how it was chosen.
struct ChosenPlan {
  StencilGroupPlan plan;
  /// Rows of points per thread (the kernel's tile scale along y).
  int64_t rows = 1;
  /// Whether the plan's occupancy counts on its shared arrays overlaid by
  /// liveness (deep tiles with single readers staged).
  bool overlaid = false;
  /// Why the group did not get deep tiles, when they were tried.
  std::string notDeepWhy;
};

/// The fused kernel being built: its entry block, the fused argument of each
/// member's operands and of each staging's buffer, the host operands of the
/// fused launch.
struct FusedKernel {
  gpu::GPUFuncOp func;
  Block *entry = nullptr;
  SmallVector<Value> hostOperands;
  /// argIndex[i][k]: the fused argument of member i's kernel argument k.
  SmallVector<SmallVector<unsigned>> argIndex;
  /// The fused argument through which each staging's buffer is reached.
  SmallVector<unsigned> stagingArg;
  /// The shared array or register of each staging (null for a register
  /// whose members read global memory).
  SmallVector<Value> stagingValues;
};
} // namespace

/// With several points per thread a register holds one point of many: the
/// members read such arrays from global memory as written.
static bool isInRegister(const StencilStaging &staging, int64_t rows) {
  return staging.isRegister && rows == 1;
}

/// Plans the group at graph nodes `nodes` (sorted): several points per
/// thread along y where the group allows it (per `config`; deep tiles, with
/// the single readers staged where they keep the blocks per SM), else one,
/// with a remark on `front` saying why when they were asked for. `analyzer`
/// is the one-row analyzer (its limits from `config`). Declines the group
/// (a remark on the op involved) when no plan exists.
static FailureOr<ChosenPlan>
choosePlan(LaunchGraph &graph, StencilGroupAnalyzer &analyzer,
           ArrayRef<unsigned> nodes, const StencilFusionConfig &config,
           gpu::LaunchFuncOp front, StringRef groupName) {
  StencilLimits limits = analyzer.getLimits();
  bool automatic = config.pointsPerThread == kAutoPointsPerThread;
  SmallVector<int64_t> choices;
  if (automatic) {
    choices.push_back(kDeepPointsPerThread);
    choices.append(std::begin(kAutoPointsPerThreadChoices),
                   std::end(kAutoPointsPerThreadChoices));
  } else if (config.pointsPerThread > 1)
    choices.push_back(config.pointsPerThread);
  ChosenPlan chosen;
  std::string oneRowWhy;
  FailureOr<StencilGroupPlan> planned = failure();
  StencilRefusal refusal;
  for (int64_t choice : choices) {
    limits.tileScale = {1, choice, 1};
    StencilGroupAnalyzer scaledAnalyzer(graph, limits);
    planned = scaledAnalyzer.analyze(nodes, refusal);
    if (succeeded(planned)) {
      std::optional<int64_t> gridY =
          scaledAnalyzer.getLaunch(nodes.front())->gridConstant[1];
      if (!gridY || *gridY % choice != 0) {
        oneRowWhy = gridY ? "its grid has " + std::to_string(*gridY) +
                                " blocks in y, not a multiple of " +
                                std::to_string(choice)
                          : "its grid in y is not a constant";
        planned = failure();
      } else if (automatic && choice == kDeepPointsPerThread &&
                 !qualifiesForDeepTiles(
                     *planned,
                     scaledAnalyzer.getLaunch(nodes.front())->gridConstant,
                     limits.device, chosen.notDeepWhy)) {
        planned = failure();
      } else if (automatic && choice == kDeepPointsPerThread &&
                 config.stageSingleReaders ==
                     StencilLimits::SingleReaders::Deep) {
        // Deep tiles with the single readers staged too, where the arrays
        // overlaid by liveness keep the blocks per SM (staging Jacobi's
        // input by cp.async then pays; docs/stencil.md).
        StencilLimits staged = limits;
        staged.stageSingleReaders = StencilLimits::SingleReaders::Always;
        StencilGroupAnalyzer stagedAnalyzer(graph, staged);
        StencilRefusal ignored;
        FailureOr<StencilGroupPlan> withSingles =
            stagedAnalyzer.analyze(nodes, ignored);
        std::string whyNot;
        if (succeeded(withSingles) &&
            withSingles->stagings.size() > planned->stagings.size() &&
            qualifiesForDeepTiles(
                *withSingles,
                stagedAnalyzer.getLaunch(nodes.front())->gridConstant,
                limits.device, whyNot, /*overlaid=*/true)) {
          planned = std::move(withSingles);
          chosen.overlaid = true;
        }
      }
    } else {
      oneRowWhy = refusal.reason;
    }
    limits.tileScale = {1, 1, 1};
    if (succeeded(planned)) {
      chosen.rows = choice;
      break;
    }
  }
  if (failed(planned)) {
    refusal = StencilRefusal();
    planned = analyzer.analyze(nodes, refusal);
    if (failed(planned))
      return decline(refusal.op ? refusal.op : front.getOperation(), groupName)
             << refusal.reason;
    if (!automatic && !choices.empty())
      front.emitRemark() << "kfusion-stencil-fusion: " << groupName
                         << " computes 1 point per thread, not "
                         << choices.front() << ": " << oneRowWhy;
    chosen.rows = 1;
  }
  chosen.plan = std::move(*planned);
  return chosen;
}

/// Creates in `module` the fused kernel `<a>_<b>_..._stencil` of `members`
/// with an empty entry block: the members' arguments (identical host
/// operands with identical attributes once), `known_block_size` the block,
/// `kfusion.tile_scale` with `rows` > 1, `kfusion.alias_shared_arrays` when
/// `overlaid`.
static FusedKernel createFusedKernel(gpu::GPUModuleOp module,
                                     ArrayRef<StencilLaunch *> members,
                                     const StencilGroupPlan &plan, int64_t rows,
                                     bool overlaid, Location loc) {
  MLIRContext *context = module.getContext();
  OpBuilder builder(context);
  FusedKernel kernel;
  unsigned n = members.size();
  SmallVector<Type> argTypes;
  SmallVector<Attribute> argAttrs;
  kernel.argIndex.resize(n);
  llvm::MapVector<std::pair<Value, Attribute>, unsigned> seen;
  for (auto [i, member] : llvm::enumerate(members)) {
    for (unsigned k = 0, e = member->launch.getNumKernelOperands(); k < e;
         ++k) {
      Value operand = member->launch.getKernelOperand(k);
      Attribute attrs = member->kernel.getArgAttrDict(k);
      if (!attrs)
        attrs = DictionaryAttr::get(context);
      auto [it, inserted] =
          seen.insert({{operand, attrs}, unsigned(argTypes.size())});
      if (inserted) {
        argTypes.push_back(member->kernel.getArgumentTypes()[k]);
        argAttrs.push_back(attrs);
        kernel.hostOperands.push_back(operand);
      }
      kernel.argIndex[i].push_back(it->second);
    }
  }
  kernel.stagingArg.resize(plan.stagings.size());
  for (auto [s, staging] : llvm::enumerate(plan.stagings))
    for (unsigned i = 0; i < n; ++i)
      for (auto [k, argument] : llvm::enumerate(plan.arguments[i]))
        if (argument.readStaging == s || argument.writeStaging == s)
          kernel.stagingArg[s] = kernel.argIndex[i][k];

  std::string name = llvm::join(
      llvm::map_range(
          members, [](StencilLaunch *m) { return m->kernel.getName().str(); }),
      "_");
  name += "_stencil";
  builder.setInsertionPointToEnd(module.getBody());
  auto fused = gpu::GPUFuncOp::create(builder, loc, name,
                                      builder.getFunctionType(argTypes, {}));
  fused->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                 builder.getUnitAttr());
  fused.setArgAttrsAttr(builder.getArrayAttr(argAttrs));
  fused.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr(
      {int32_t(plan.block[0]), int32_t(plan.block[1]),
       int32_t(plan.block[2])}));
  if (rows > 1)
    fused->setAttr(kTileScaleAttrName,
                   builder.getDenseI64ArrayAttr({1, rows, 1}));
  if (overlaid)
    fused->setAttr(kAliasSharedArraysAttrName, builder.getUnitAttr());
  SymbolTable(module).insert(fused);
  kernel.func = fused;
  kernel.entry = &fused.getBody().front();
  return kernel;
}

/// Emits at `builder`'s position the shared arrays of the plan's stagings,
/// the register loads (each thread's own point, where the buffer has it)
/// and the stages of read-only arrays; records them in `kernel`.
static void emitStagings(OpBuilder &builder, Location loc,
                         const StencilGroupPlan &plan, int64_t rows,
                         FusedKernel &kernel) {
  SmallVector<Value> &stagingValues = kernel.stagingValues;
  stagingValues.assign(plan.stagings.size(), Value());
  for (auto [s, staging] : llvm::enumerate(plan.stagings)) {
    if (staging.isRegister)
      continue;
    SmallVector<int64_t> dims(staging.dims.begin(), staging.dims.end());
    IntegerAttr offset;
    if (staging.dynamicOffset)
      offset = builder.getI64IntegerAttr(*staging.dynamicOffset);
    stagingValues[s] = SharedArrayOp::create(
        builder, loc, stagingType(staging, plan),
        builder.getDenseI64ArrayAttr(dims),
        builder.getDenseI64ArrayAttr(staging.haloLo),
        builder.getDenseI64ArrayAttr(staging.haloHi), offset);
  }
  for (auto [s, staging] : llvm::enumerate(plan.stagings)) {
    Value buffer = kernel.entry->getArgument(kernel.stagingArg[s]);
    if (staging.isRegister && !isInRegister(staging, rows))
      continue;
    if (staging.isRegister) {
      // Each thread's own point, loaded once (where the buffer has it).
      auto [indices, inside] =
          buildPointIndices(builder, loc, buffer, staging.dims);
      Type element = staging.bufferType.getElementType();
      auto load = scf::IfOp::create(builder, loc, element, inside,
                                    /*withElseRegion=*/true);
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(load.thenBlock());
      Value value = memref::LoadOp::create(builder, loc, buffer, indices);
      scf::YieldOp::create(builder, loc, value);
      builder.setInsertionPointToStart(load.elseBlock());
      Value zero = arith::ConstantOp::create(builder, loc, element,
                                             builder.getZeroAttr(element));
      scf::YieldOp::create(builder, loc, zero);
      stagingValues[s] = load.getResult(0);
    } else if (!staging.writer) {
      StageOp::create(builder, loc, buffer, stagingValues[s]);
    }
  }
}

/// Rewrites the accesses of member `i` (its body cloned into a tile through
/// `mapping`): loads of a staged array become shared reads (or the
/// register), stores of a producer also (only, for a temporary) shared
/// writes, and with a `halo` the global stores are kept for the block's own
/// tile.
static void rewriteMemberAccesses(StencilLaunch &member, unsigned i,
                                  const StencilGroupPlan &plan, int64_t rows,
                                  bool halo, const FusedKernel &kernel,
                                  IRMapping &mapping) {
  for (auto [k, footprint] : llvm::enumerate(member.footprint.arguments)) {
    const StencilArgumentPlan &argument = plan.arguments[i][k];
    for (const PointAccess &access : footprint.accesses) {
      Operation *op = mapping.lookupOrNull(access.op);
      if (!op)
        continue;
      OpBuilder at(op);
      if (auto load = dyn_cast<memref::LoadOp>(op);
          load && argument.readStaging) {
        const StencilStaging &staging = plan.stagings[*argument.readStaging];
        if (staging.isRegister && !isInRegister(staging, rows))
          continue;
        Value value = kernel.stagingValues[*argument.readStaging];
        if (!staging.isRegister) {
          SmallVector<int64_t> offsets;
          for (const PointIndex &index : access.indices)
            offsets.push_back(index.value);
          value = SharedReadOp::create(at, load.getLoc(), load.getType(), value,
                                       at.getDenseI64ArrayAttr(offsets));
        }
        load.replaceAllUsesWith(value);
        load.erase();
        continue;
      }
      auto store = dyn_cast<memref::StoreOp>(op);
      if (!store || !access.write)
        continue;
      if (argument.writeStaging)
        SharedWriteOp::create(at, store.getLoc(), store.getValueToStore(),
                              kernel.stagingValues[*argument.writeStaging]);
      if (!argument.writeGlobal) {
        store.erase();
        continue;
      }
      if (!halo)
        continue;
      // A point of the halo is another block's: only its own tile's
      // points reach global memory.
      Value interior = buildInteriorCondition(at, store.getLoc(), plan, i);
      auto guard = scf::IfOp::create(at, store.getLoc(), interior,
                                     /*withElseRegion=*/false);
      store->moveBefore(guard.thenBlock()->getTerminator());
    }
  }
}

/// Gives the tile of member `i` a new entry block where it prefills its
/// shared arrays (the old values of the points it does not write) and, with
/// a `halo`, skips points beyond the launch grid; nothing when the member
/// needs neither.
static void emitTileEntry(TileOp tile, unsigned i, const StencilGroupPlan &plan,
                          bool halo, const FusedKernel &kernel, Location loc) {
  bool prefills = false;
  for (auto [k, argument] : llvm::enumerate(plan.arguments[i]))
    prefills |=
        argument.writeStaging && plan.stagings[*argument.writeStaging].prefill;
  if (!prefills && !halo)
    return;
  Block *body = &tile.getBody().front();
  Block *start = new Block();
  tile.getBody().push_front(start);
  OpBuilder at = OpBuilder::atBlockBegin(start);
  llvm::SmallDenseSet<unsigned, 4> prefilled;
  for (const StencilArgumentPlan &argument : plan.arguments[i]) {
    if (!argument.writeStaging ||
        !plan.stagings[*argument.writeStaging].prefill ||
        !prefilled.insert(*argument.writeStaging).second)
      continue;
    unsigned s = *argument.writeStaging;
    const StencilStaging &staging = plan.stagings[s];
    Value buffer = kernel.entry->getArgument(kernel.stagingArg[s]);
    auto [indices, inside] = buildPointIndices(at, loc, buffer, staging.dims);
    IndexBuilder pb{at, loc};
    Value condition = inside;
    if (staging.writeBox) {
      // Where the writer writes, it overwrites the old value anyway.
      Value written = buildInGridCondition(at, loc, plan, i);
      for (unsigned d = 0; d < 3; ++d) {
        const CoordinateRange &range = (*staging.writeBox)[d];
        if (range.isUnbounded())
          continue;
        Value gid = gpu::GlobalIdOp::create(at, loc, toDimension(d));
        if (range.lo != std::numeric_limits<int64_t>::min())
          written = pb.both(written, pb.cmp(arith::CmpIPredicate::sge, gid,
                                            pb.constant(range.lo)));
        if (range.hi != std::numeric_limits<int64_t>::max())
          written = pb.both(written, pb.cmp(arith::CmpIPredicate::slt, gid,
                                            pb.constant(range.hi)));
      }
      Value notWritten =
          arith::XOrIOp::create(at, loc, written, pb.trueValue());
      condition = pb.both(condition, notWritten);
    }
    auto copy = scf::IfOp::create(at, loc, condition,
                                  /*withElseRegion=*/false);
    OpBuilder inCopy = OpBuilder::atBlockBegin(copy.thenBlock());
    Value old = memref::LoadOp::create(inCopy, loc, buffer, indices);
    SharedWriteOp::create(inCopy, loc, old, kernel.stagingValues[s]);
  }
  if (halo) {
    // Points beyond the launch grid had no thread: nothing to compute.
    Block *exit = new Block();
    tile.getBody().push_back(exit);
    OpBuilder atExit = OpBuilder::atBlockBegin(exit);
    YieldOp::create(atExit, loc);
    Value inGrid = buildInGridCondition(at, loc, plan, i);
    cf::CondBranchOp::create(at, loc, inGrid, body, exit);
  } else {
    cf::BranchOp::create(at, loc, body);
  }
}

/// Emits at `builder`'s position the tile of member `i`: its body cloned
/// over the halo the plan gives it, `gpu.return` turned into `kfusion.yield`,
/// its accesses rewritten, its entry block (prefill, launch grid).
static void emitMemberTile(OpBuilder &builder, StencilLaunch &member,
                           unsigned i, const StencilGroupPlan &plan,
                           int64_t rows, const FusedKernel &kernel,
                           Location loc) {
  bool halo = plan.extentLo[i] != std::array<int64_t, 3>{0, 0, 0} ||
              plan.extentHi[i] != std::array<int64_t, 3>{0, 0, 0};
  auto tile =
      TileOp::create(builder, member.kernel.getLoc(),
                     halo ? builder.getDenseI64ArrayAttr(plan.extentLo[i])
                          : DenseI64ArrayAttr(),
                     halo ? builder.getDenseI64ArrayAttr(plan.extentHi[i])
                          : DenseI64ArrayAttr());
  IRMapping mapping;
  Block &kernelEntry = member.kernel.getBody().front();
  for (unsigned k = 0, e = member.kernel.getNumArguments(); k < e; ++k)
    mapping.map(kernelEntry.getArgument(k),
                kernel.entry->getArgument(kernel.argIndex[i][k]));
  member.kernel.getBody().cloneInto(&tile.getBody(), mapping);
  for (Block &body : tile.getBody()) {
    auto ret = dyn_cast<gpu::ReturnOp>(body.getTerminator());
    if (!ret)
      continue;
    OpBuilder at(ret);
    YieldOp::create(at, ret.getLoc());
    ret.erase();
  }
  rewriteMemberAccesses(member, i, plan, rows, halo, kernel, mapping);
  emitTileEntry(tile, i, plan, halo, kernel, loc);
  builder.setInsertionPointAfter(tile);
}

/// The remark that says what the fusion of `groupName` into `fusedLaunch`
/// did: the halos, the tiles, the shared arrays and registers, the
/// temporaries, and why a group got fewer rows than deep tiles have.
static void remarkFusion(gpu::LaunchFuncOp fusedLaunch, StringRef groupName,
                         ArrayRef<StencilLaunch *> members,
                         const ChosenPlan &chosen, bool automatic) {
  const StencilGroupPlan &plan = chosen.plan;
  int64_t rows = chosen.rows;
  unsigned n = members.size();
  InFlightDiagnostic remark = fusedLaunch.emitRemark();
  remark << "fused " << groupName << " (" << n << " launches) into "
         << fusedLaunch.getKernel() << ": halos";
  for (unsigned i = 0; i < n; ++i)
    remark << (i ? ", " : " ") << members[i]->launch.getKernel() << " "
           << formatTriple(plan.extentLo[i]) << "+"
           << formatTriple(plan.extentHi[i]);
  unsigned shared = 0, registers = 0;
  for (const StencilStaging &staging : plan.stagings)
    if (!staging.isRegister)
      ++shared;
    else if (rows == 1)
      ++registers;
  if (rows > 1)
    remark << "; tiles of " << plan.tile[0] << "x" << plan.tile[1] << "x"
           << plan.tile[2] << " points (" << rows << " per thread)";
  remark << "; " << shared << " shared arrays (" << plan.sharedBytes
         << " bytes per block" << (plan.dynamicShared ? ", dynamic" : "");
  if (plan.sharedBytes < plan.separateSharedBytes)
    remark << ", overlaid by lifetime from " << plan.separateSharedBytes;
  remark << "), " << registers << " registers";
  if (chosen.overlaid)
    remark << "; single readers staged, the arrays overlaid by liveness ("
           << plan.getLiveSharedBytes() << " bytes at most with padding)";
  SmallVector<std::string> temporaries;
  for (const StencilArrayPlan &array : plan.arrays)
    if (array.temporary)
      temporaries.push_back(describeValue(array.root));
  if (!temporaries.empty())
    remark << "; temporaries not written: " << llvm::join(temporaries, ", ");
  if (automatic && rows > 1 && rows < kDeepPointsPerThread &&
      !chosen.notDeepWhy.empty())
    remark << "; " << rows << " rows per thread, not " << kDeepPointsPerThread
           << ": " << chosen.notDeepWhy;
}

/// With `config.haloExchange`, decides whether the fused `kernel` of `plan`
/// (launched over `grid`) exchanges its halos in clusters: `always` where a
/// dimension allows it (chooseHaloExchange), `auto` where the model also
/// projects the group faster so (projectGroup with and without); rewrites
/// the kernel if so (applyHaloExchange) and returns the launch's cluster
/// size. `remark` says what was decided and why.
static std::optional<gpu::KernelDim3>
planHaloExchange(OpBuilder &host, Location loc, gpu::GPUFuncOp kernel,
                 const gpu::KernelDim3 &grid, const StencilGroupPlan &plan,
                 ArrayRef<const StencilLaunch *> members,
                 const StencilFusionConfig &config,
                 const llvm::DenseMap<Value, SmallVector<int64_t>> &extents,
                 std::string &remark) {
  using HaloExchange = StencilFusionConfig::HaloExchange;
  if (config.haloExchange == HaloExchange::Never)
    return std::nullopt;
  llvm::raw_string_ostream os(remark);
  std::string why;
  int64_t size = config.clusterSize;
  std::optional<HaloExchangeChoice> choice = chooseHaloExchange(
      plan,
      {getConstantIntValue(grid.x), getConstantIntValue(grid.y),
       getConstantIntValue(grid.z)},
      size, why);
  if (!choice) {
    os << "halos recomputed, not exchanged: " << why;
    return std::nullopt;
  }
  char name = "xyz"[choice->dim];
  double share = static_cast<double>(choice->savedPoints) / choice->tilePoints;
  std::string counts;
  llvm::raw_string_ostream(counts)
      << choice->savedPoints << " of " << choice->tilePoints
      << " tile points per block (" << llvm::format("%.3f", share) << ")";
  std::string projected;
  if (config.haloExchange == HaloExchange::Auto) {
    StencilModel model;
    model.device = config.device;
    SmallVector<StencilKernelCost> costs = llvm::map_to_vector(
        members, [](const StencilLaunch *m) { return estimateKernelCost(*m); });
    double recomputed = projectGroup(plan, members, costs, model).seconds;
    double exchanged = projectGroup(plan, members, costs, model,
                                    StencilHaloExchange{choice->dim, size})
                           .seconds;
    llvm::raw_string_ostream(projected)
        << "projected " << llvm::format("%.4f", exchanged * 1e3)
        << " ms exchanged, " << llvm::format("%.4f", recomputed * 1e3)
        << " ms recomputed";
    if (!(exchanged < recomputed)) {
      os << "halos recomputed, not exchanged: exchanging them along " << name
         << " in clusters of " << size << " would save " << counts << "; "
         << projected;
      return std::nullopt;
    }
  }
  applyHaloExchange(kernel, choice->dim, extents);
  os << "halos exchanged in clusters of " << size << " blocks along " << name
     << " through distributed shared memory: saves " << counts
     << " in blocks with two neighbours";
  if (!projected.empty())
    os << "; " << projected;
  Value one = arith::ConstantIndexOp::create(host, loc, 1);
  Value count = arith::ConstantIndexOp::create(host, loc, size);
  return choice->dim == 0 ? gpu::KernelDim3{count, one, one}
                          : gpu::KernelDim3{one, count, one};
}

FailureOr<gpu::LaunchFuncOp>
mlir::kfusion::fuseLaunchesVertically(ArrayRef<gpu::LaunchFuncOp> launches,
                                      const StencilFusionConfig &config,
                                      StringRef groupName) {
  if (launches.empty())
    return failure();
  gpu::LaunchFuncOp front = launches.front();
  Block *block = front->getBlock();
  for (gpu::LaunchFuncOp launch : launches)
    if (launch->getBlock() != block) {
      InFlightDiagnostic diag = decline(launch, groupName);
      diag << "this launch is in another block than the first launch of the "
              "group; the launches of a group must be in one block";
      diag.attachNote(front.getLoc()) << "the first launch of the group";
      return diag;
    }
  LaunchGraph graph(*block);
  StencilLimits limits = StencilLimits::of(config.device);
  if (config.maxSharedBytes > 0)
    limits.maxSharedBytesPerBlock =
        std::min(config.maxSharedBytes, limits.maxSharedBytesPerBlock);
  limits.stageSingleReaders = config.stageSingleReaders;
  limits.overlayDynamicArrays =
      config.haloExchange == StencilFusionConfig::HaloExchange::Never;
  SmallVector<unsigned> nodes;
  for (gpu::LaunchFuncOp launch : launches)
    nodes.push_back(*graph.lookup(launch));
  llvm::sort(nodes);
  StencilGroupAnalyzer analyzer(graph, limits);
  FailureOr<ChosenPlan> chosen =
      choosePlan(graph, analyzer, nodes, config, front, groupName);
  if (failed(chosen))
    return failure();
  const StencilGroupPlan &plan = chosen->plan;
  int64_t rows = chosen->rows;
  SmallVector<StencilLaunch *> members;
  for (unsigned node : nodes)
    members.push_back(analyzer.getLaunch(node));
  gpu::LaunchFuncOp first = members.front()->launch;
  gpu::LaunchFuncOp last = members.back()->launch;
  auto module = members.front()->kernel->getParentOfType<gpu::GPUModuleOp>();
  OpBuilder builder(module.getContext());
  Location loc = builder.getFusedLoc(
      llvm::map_to_vector(members, [](StencilLaunch *m) -> Location {
        return m->kernel.getLoc();
      }));

  // The kernel: shared arrays, registers, staged read-only arrays, then one
  // tile per member, a barrier before the first tile that reads a shared
  // array written since the last one.
  FusedKernel kernel =
      createFusedKernel(module, members, plan, rows, chosen->overlaid, loc);
  builder.setInsertionPointToStart(kernel.entry);
  emitStagings(builder, loc, plan, rows, kernel);
  SmallVector<bool> barriers = plan.getBarriersBeforeMembers();
  for (auto [i, member] : llvm::enumerate(members)) {
    if (barriers[i])
      gpu::BarrierOp::create(builder, loc);
    emitMemberTile(builder, *member, i, plan, rows, kernel, loc);
  }
  gpu::ReturnOp::create(builder, loc);

  // Asynchronous ops between the launches that waited for a member's token
  // wait for what that member waited for instead (the analysis checked that
  // they do not depend on the member otherwise).
  rerouteGroupTokens(
      llvm::map_to_vector(members, [](StencilLaunch *m) { return m->launch; }),
      last);

  // The fused launch, where the last launch was.
  OpBuilder host(last);
  Location launchLoc = host.getFusedLoc(llvm::map_to_vector(
      launches, [](gpu::LaunchFuncOp launch) { return launch.getLoc(); }));
  Value sharedBytes;
  if (plan.dynamicShared)
    sharedBytes =
        arith::ConstantIntOp::create(host, launchLoc, plan.sharedBytes, 32);
  Type tokenType =
      first.getAsyncToken() ? first.getAsyncToken().getType() : Type();
  SmallVector<gpu::LaunchFuncOp> ordered =
      llvm::map_to_vector(members, [](StencilLaunch *m) { return m->launch; });
  SmallVector<Value> dependencies =
      mergeAsyncDependencies(host, launchLoc, ordered, tokenType);
  gpu::KernelDim3 grid = first.getGridSizeOperandValues();
  if (rows > 1)
    grid.y = arith::ConstantIndexOp::create(
        host, launchLoc, *getConstantIntValue(grid.y) / rows);
  // The points each shared array's values exist for: the shape of the
  // global array it stages.
  llvm::DenseMap<Value, SmallVector<int64_t>> extents;
  for (auto [s, staging] : llvm::enumerate(plan.stagings))
    if (kernel.stagingValues[s] && staging.bufferType &&
        staging.bufferType.hasStaticShape())
      extents[kernel.stagingValues[s]] =
          llvm::to_vector(staging.bufferType.getShape());
  std::string exchangeRemark;
  SmallVector<const StencilLaunch *> constMembers(members.begin(),
                                                  members.end());
  std::optional<gpu::KernelDim3> cluster =
      planHaloExchange(host, launchLoc, kernel.func, grid, plan, constMembers,
                       config, extents, exchangeRemark);
  auto fusedLaunch = gpu::LaunchFuncOp::create(
      host, launchLoc,
      SymbolRefAttr::get(module.getNameAttr(),
                         {SymbolRefAttr::get(kernel.func)}),
      grid, first.getBlockSizeOperandValues(), sharedBytes, kernel.hostOperands,
      tokenType, dependencies, cluster);
  replaceGroupTokens(ordered, fusedLaunch);
  remarkFusion(fusedLaunch, groupName, members, *chosen,
               config.pointsPerThread == kAutoPointsPerThread);
  if (!exchangeRemark.empty())
    fusedLaunch.emitRemark() << groupName << ": " << exchangeRemark;

  SmallVector<Operation *> kernels;
  for (StencilLaunch *member : members)
    kernels.push_back(member->kernel);
  for (gpu::LaunchFuncOp launch : ordered)
    launch.erase();
  eraseUnusedKernels(kernels, fusedLaunch->getParentOfType<ModuleOp>());
  return fusedLaunch;
}

FailureOr<int64_t>
mlir::kfusion::stencilSharedBytesLimit(ModuleOp module, StringRef pass,
                                       int64_t option,
                                       const DeviceDescription &device) {
  if (option < 0)
    return module.emitError()
           << pass
           << ": max-shared-bytes must be 0 (the device's limit) or positive, "
              "not "
           << option;
  if (option > device.sharedBytesPerBlock)
    return module.emitError()
           << pass << ": max-shared-bytes=" << option
           << " exceeds the shared memory a block may use on device '"
           << device.name << "' (" << device.sharedBytesPerBlock << " bytes)";
  return option == 0 ? device.sharedBytesPerBlock : option;
}

LogicalResult mlir::kfusion::fuseStencilGroups(
    ModuleOp module, const KFusionStencilFusionPassOptions &options) {
  StencilFusionConfig config;
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  config.device = *device;
  FailureOr<int64_t> sharedBytes = stencilSharedBytesLimit(
      module, "kfusion-stencil-fusion", options.maxSharedBytes, *device);
  if (failed(sharedBytes))
    return failure();
  config.maxSharedBytes = *sharedBytes;
  if (options.pointsPerThread < 0)
    return module.emitError()
           << "kfusion-stencil-fusion: points-per-thread must be 0 (chosen "
              "per group) or positive, not "
           << options.pointsPerThread;
  config.pointsPerThread = options.pointsPerThread;
  using SingleReaders = StencilLimits::SingleReaders;
  std::optional<SingleReaders> readers =
      llvm::StringSwitch<std::optional<SingleReaders>>(
          options.stageSingleReaders)
          .Case("never", SingleReaders::Never)
          .Case("auto", SingleReaders::Auto)
          .Case("always", SingleReaders::Always)
          .Case("deep", SingleReaders::Deep)
          .Default(std::nullopt);
  if (!readers)
    return module.emitError()
           << "kfusion-stencil-fusion: stage-single-readers must be never, "
              "auto, always or deep, not '"
           << options.stageSingleReaders << "'";
  config.stageSingleReaders = *readers;
  using HaloExchange = StencilFusionConfig::HaloExchange;
  std::optional<HaloExchange> exchange =
      llvm::StringSwitch<std::optional<HaloExchange>>(options.haloExchange)
          .Case("never", HaloExchange::Never)
          .Case("auto", HaloExchange::Auto)
          .Case("always", HaloExchange::Always)
          .Default(std::nullopt);
  if (!exchange)
    return module.emitError()
           << "kfusion-stencil-fusion: halo-exchange must be never, auto or "
              "always, not '"
           << options.haloExchange << "'";
  if (options.clusterSize < 2 ||
      options.clusterSize > shared::kMaxClusterBlocks)
    return module.emitError()
           << "kfusion-stencil-fusion: cluster-size must be 2..16 (blocks "
              "per thread-block cluster on sm_90), not "
           << options.clusterSize;
  config.haloExchange = *exchange;
  config.clusterSize = options.clusterSize;
  outlineLaunches(module, /*onlyGrouped=*/true);
  std::map<int64_t, SmallVector<gpu::LaunchFuncOp>> groups;
  WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
    Attribute attr = launch->getAttr(kStencilGroupAttr);
    if (!attr)
      return WalkResult::advance();
    auto id = dyn_cast<IntegerAttr>(attr);
    if (!id) {
      launch.emitError() << "kfusion-stencil-fusion: " << kStencilGroupAttr
                         << " must be an integer, not " << attr;
      return WalkResult::interrupt();
    }
    groups[id.getInt()].push_back(launch);
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  for (auto &[id, launches] : groups)
    (void)fuseLaunchesVertically(launches, config,
                                 "stencil group " + std::to_string(id));
  return success();
}

namespace {
struct KFusionStencilFusionPass final
    : kfusion::impl::KFusionStencilFusionPassBase<KFusionStencilFusionPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionStencilFusionPassOptions options;
    options.maxSharedBytes = maxSharedBytes;
    options.pointsPerThread = pointsPerThread;
    options.stageSingleReaders = stageSingleReaders;
    options.haloExchange = haloExchange;
    options.clusterSize = clusterSize;
    options.device = device;
    if (failed(fuseStencilGroups(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
