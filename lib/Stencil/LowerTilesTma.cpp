//===- LowerTilesTma.cpp - Stages loaded by the TMA -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles stage-tma: a stage's window is one TMA load
// (cp.async.bulk.tensor) of a box, issued by one thread under an mbarrier,
// instead of a copy loop shared by the block's threads. The kernel takes a
// tensor map of the source (nvgpu.tma.create.descriptor, made by the host
// before the launches); elements outside the source arrive as zeros.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

namespace {
using tma::kMaxBoxSide;
constexpr int64_t kTmaBytes = tma::kAlignBytes;

/// Why `stage` cannot be one TMA load, or an empty string.
std::string tmaRefusal(StageOp stage, Operation *root) {
  auto kernel = stage->getParentOfType<gpu::GPUFuncOp>();
  auto source = dyn_cast<BlockArgument>(stage.getSource());
  if (!kernel || stage->getBlock() != &kernel.getBody().front())
    return "the stage is not at the top level of its kernel";
  if (!source || source.getOwner() != &kernel.getBody().front() ||
      source.getArgNumber() >= kernel.getNumArguments())
    return "its source is not an argument of the kernel";
  auto type = cast<MemRefType>(stage.getSource().getType());
  auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
  if (!array || array.getDynamicOffset())
    return "its shared array is in dynamic shared memory";
  if (!type.hasStaticShape() || !type.getLayout().isIdentity())
    return "its source has a dynamic shape or a layout";
  Type element = type.getElementType();
  if (!(element.isF16() || element.isBF16() || element.isF32() ||
        element.isF64() || element.isInteger(32) || element.isInteger(64)))
    return "its elements are not f16, bf16, f32, f64, i32 or i64";
  if (type.getRank() < 1 || type.getRank() > 5)
    return "tensor maps have rank 1 to 5";
  int64_t bytes = type.getElementTypeBitWidth() / 8;
  int64_t stride = bytes;
  for (int64_t m = type.getRank() - 1; m > 0; --m) {
    stride *= type.getDimSize(m);
    if (stride % kTmaBytes != 0)
      return "a row of its source is not a multiple of 16 bytes";
  }
  for (int64_t side : array.getType().getShape())
    if (side > kMaxBoxSide)
      return "a side of its window exceeds 256 elements";
  // The host makes the tensor map before each launch.
  return whyNotHostLaunched(kernel, root);
}

/// The static shared bytes of `kernel` with the TMA arrays' rows padded to
/// `multiples`.
int64_t
paddedSharedBytes(gpu::GPUFuncOp kernel,
                  const llvm::DenseMap<Operation *, int64_t> &multiples) {
  int64_t total = 0;
  kernel.walk([&](SharedArrayOp array) {
    if (array.getDynamicOffset())
      return;
    MemRefType type = array.getType();
    int64_t width = type.getShape().back();
    if (int64_t multiple = multiples.lookup(array))
      width = llvm::alignTo(width, multiple);
    total += type.getNumElements() / type.getShape().back() * width *
                 type.getElementTypeBitWidth() / 8 +
             tma::kSharedAlignBytes;
  });
  return total;
}
} // namespace

namespace {
/// How many elements `array`'s low halo must widen along its innermost
/// dimension so that every block's window starts 16 bytes aligned (the TMA
/// takes no other innermost coordinate): the tile's extent along that
/// dimension must be a constant multiple of 16 bytes; none otherwise.
std::optional<int64_t> alignmentShift(SharedArrayOp array) {
  auto kernel = array->getParentOfType<gpu::GPUFuncOp>();
  int64_t dim = array.getDims().back();
  if (dim < 0 || dim > 2)
    return std::nullopt;
  std::optional<int64_t> block = pointBlockSize(kernel, dim);
  if (!block)
    return std::nullopt;
  int64_t tile = *block;
  if (auto scale = kernel->getAttrOfType<DenseI64ArrayAttr>(kTileScaleAttrName))
    tile *= scale[dim];
  int64_t multiple = kTmaBytes / (array.getType().getElementTypeBitWidth() / 8);
  if (tile % multiple != 0)
    return std::nullopt;
  int64_t lo = array.getHaloLo().back();
  return ((-lo) % multiple + multiple) % multiple;
}

} // namespace

void tilelowering::widenInnermostHalo(SharedArrayOp array, int64_t low,
                                      int64_t high) {
  if (low == 0 && high == 0)
    return;
  MemRefType type = array.getType();
  SmallVector<int64_t> shape(type.getShape());
  shape.back() += low + high;
  SmallVector<int64_t> lo(array.getHaloLo()), hi(array.getHaloHi());
  lo.back() += low;
  hi.back() += high;
  Builder builder(array.getContext());
  array.setHaloLoAttr(builder.getDenseI64ArrayAttr(lo));
  array.setHaloHiAttr(builder.getDenseI64ArrayAttr(hi));
  array.getArray().setType(MemRefType::get(shape, type.getElementType(),
                                           AffineMap(), type.getMemorySpace()));
}

TmaStages
tilelowering::chooseTmaStages(Operation *root,
                              const KFusionLowerTilesPassOptions &options,
                              const DeviceDescription &device) {
  auto refuse = [](StageOp stage, const Twine &why) {
    stage->emitRemark() << "stage copied by the block's threads, not by TMA: "
                        << why;
  };
  // The stages a TMA load can copy, their arrays and the widening of each.
  struct Candidate {
    StageOp stage;
    SharedArrayOp array;
    int64_t shift;
  };
  SmallVector<Candidate> candidates;
  llvm::DenseMap<Operation *, int64_t> multiples, shifts;
  SmallVector<StageOp> stages;
  root->walk([&](StageOp stage) { stages.push_back(stage); });
  for (StageOp stage : stages) {
    std::string refusal = tmaRefusal(stage, root);
    auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
    std::optional<int64_t> shift;
    if (refusal.empty()) {
      int64_t bytes = array.getType().getElementTypeBitWidth() / 8;
      shift = alignmentShift(array);
      llvm::DenseMap<Operation *, int64_t> padded = multiples;
      padded[array] = kTmaBytes / bytes;
      if (!shift)
        refusal = "its tile's extent along the window's rows is not a "
                  "constant multiple of 16 bytes (the TMA's rows start 16 "
                  "bytes aligned)";
      else if (llvm::alignTo(array.getType().getShape().back() + *shift,
                             kTmaBytes / bytes) > kMaxBoxSide)
        refusal = "its window's rows aligned and padded to 16 bytes exceed "
                  "256 elements";
      else if (paddedSharedBytes(stage->getParentOfType<gpu::GPUFuncOp>(),
                                 padded) +
                   *shift * bytes *
                       (array.getType().getNumElements() /
                        array.getType().getShape().back()) >
               device.staticSharedBytesPerBlock)
        refusal = "its kernel's shared arrays with rows padded to 16 bytes "
                  "exceed the " +
                  std::to_string(device.staticSharedBytesPerBlock) +
                  " bytes of static shared memory";
    }
    if (!refusal.empty()) {
      refuse(stage, refusal);
      continue;
    }
    candidates.push_back({stage, array, *shift});
    multiples[array] =
        kTmaBytes / (array.getType().getElementTypeBitWidth() / 8);
    shifts[array] = *shift;
  }
  // auto: not where the rows padded to 16 bytes cost the kernel the bank
  // layout of its runs of rows (its shared reads would conflict), nor where
  // the box's rows (aligned, padded, at the bank layout's pitch) are more
  // than 1/8 wider than the window. Measured on an H200 (always): Jacobi's
  // 38 -> 40 columns 1.28x faster; hdiff's 36 -> 44 10% slower, FDTD's one
  // such stage, 39 -> 44, no faster.
  if (options.stageTma == "auto" && !candidates.empty()) {
    RunPlans without, with;
    if (options.rowRuns) {
      const llvm::DenseMap<Operation *, int64_t> none;
      without = planRuns(root, options.rowsPerRun, none, none,
                         device.staticSharedBytesPerBlock);
      with = planRuns(root, options.rowsPerRun, multiples, shifts,
                      device.staticSharedBytesPerBlock);
    }
    llvm::erase_if(candidates, [&](Candidate &c) {
      Operation *kernel = c.stage->getParentOfType<gpu::GPUFuncOp>();
      auto before = without.find(kernel), after = with.find(kernel);
      if (before != without.end() && before->second.residue &&
          (after == with.end() || !after->second.residue)) {
        refuse(c.stage, "with its rows padded to 16 bytes no pitches keep "
                        "the kernel's shared reads free of bank conflicts "
                        "(stage-tma=always takes it anyway)");
        return true;
      }
      int64_t window = c.array.getType().getShape().back();
      int64_t box = llvm::alignTo(window + c.shift, multiples.lookup(c.array));
      if (after != with.end())
        box = std::max(box, after->second.pitches.lookup(c.array));
      if (8 * box > 9 * window) {
        refuse(c.stage, "its box's rows, aligned and padded to 16 bytes, are " +
                            Twine(box) + " elements for a window of " +
                            Twine(window) +
                            ", more than 1/8 wider (stage-tma=always takes "
                            "it anyway)");
        return true;
      }
      return false;
    });
  }
  TmaStages chosen;
  for (Candidate &c : candidates) {
    SharedArrayOp array = c.array;
    widenInnermostHalo(array, c.shift, 0);
    chosen.stages.insert(c.stage);
    chosen.pitchMultiples[array] =
        kTmaBytes / (array.getType().getElementTypeBitWidth() / 8);
  }
  return chosen;
}

namespace {
/// The tensor map argument of `kernel` for `source` (a kernel argument)
/// with box `box`: added with the host's tensor maps before every launch
/// (made where the launched memref is defined, so that a loop of launches
/// makes it once), or the one an earlier stage added.
Value tensorMapArgument(gpu::GPUFuncOp kernel, BlockArgument source,
                        nvgpu::TensorMapDescriptorType mapType,
                        TmaStages &tma) {
  Value &known = tma.maps[{source, mapType}];
  if (known)
    return known;
  Location loc = source.getLoc();
  unsigned index = kernel.getNumArguments();
  MLIRContext *ctx = kernel.getContext();
  (void)kernel.insertArgument(
      index, mapType,
      DictionaryAttr::get(
          ctx, {NamedAttribute(StringAttr::get(ctx, tma::kTensorMapOfAttrName),
                               IntegerAttr::get(IndexType::get(ctx),
                                                source.getArgNumber()))}),
      loc);
  auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
  Operation *host = module->getParentOp();
  // (Kept: a range over the optional's value would outlive it.)
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(kernel, host);
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto launch = cast<gpu::LaunchFuncOp>(use.getUser());
    Value memref = launch.getKernelOperands()[source.getArgNumber()];
    OpBuilder builder(launch);
    if (Operation *def = memref.getDefiningOp())
      builder.setInsertionPointAfter(def);
    else
      builder.setInsertionPointToStart(cast<BlockArgument>(memref).getOwner());
    // The launch must see the map: hoisted only within its own region.
    if (!builder.getInsertionBlock()->getParent()->isAncestor(
            launch->getParentRegion()))
      builder.setInsertionPoint(launch);
    launch.getKernelOperandsMutable().append(
        tma::createTensorMap(builder, loc, memref, mapType));
  }
  known = kernel.getArgument(index);
  return known;
}
} // namespace

/// One thread initializes an mbarrier, expects the box's bytes and issues
/// the load; after a barrier (the mbarrier initialized for all) every thread
/// waits for the phase: the array holds the window then, as after the copy
/// and barrier of `lowerStage`.
void tilelowering::lowerStageByTma(StageOp stage, int64_t pitch,
                                   TmaStages &tma) {
  Location loc = stage.getLoc();
  MLIRContext *ctx = stage.getContext();
  auto kernel = stage->getParentOfType<gpu::GPUFuncOp>();
  auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
  MemRefType arrayType = array.getType();
  SmallVector<int64_t> boxShape(arrayType.getShape());
  boxShape.back() = std::max(boxShape.back(), pitch);
  auto boxType = MemRefType::get(boxShape, arrayType.getElementType(),
                                 AffineMap(), arrayType.getMemorySpace());
  auto mapType = nvgpu::TensorMapDescriptorType::get(
      ctx, boxType, nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE,
      nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  Value map = tensorMapArgument(kernel, cast<BlockArgument>(stage.getSource()),
                                mapType, tma);

  OpBuilder builder(stage);
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto barriersType = nvgpu::MBarrierGroupType::get(ctx, workgroup);
  Value barriers = nvgpu::MBarrierCreateOp::create(builder, loc, barriersType);
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  // The window's origin, innermost dimension first.
  SmallVector<Value> coordinates;
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(dim));
    Value base = arith::MulIOp::create(builder, loc, block,
                                       tileSize(builder, loc, stage, dim));
    coordinates.push_back(
        addConstant(builder, loc, base, -array.getHaloLo()[m]));
  }
  std::reverse(coordinates.begin(), coordinates.end());
  Value linear = linearThread(builder, loc, stage).first;
  Value first = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                      linear, zero);
  auto issue = scf::IfOp::create(builder, loc, first, /*withElse=*/false);
  {
    OpBuilder inThen = OpBuilder::atBlockBegin(issue.thenBlock());
    Value one = arith::ConstantIndexOp::create(inThen, loc, 1);
    nvgpu::MBarrierInitOp::create(inThen, loc, barriers, one, zero,
                                  /*predicate=*/Value());
    // The init, and the shared memory's earlier uses, before the async
    // proxy's writes.
    NVVM::FenceProxyOp::create(
        inThen, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    int64_t bytes =
        boxType.getNumElements() * boxType.getElementTypeBitWidth() / 8;
    nvgpu::MBarrierArriveExpectTxOp::create(
        inThen, loc, barriers,
        arith::ConstantIndexOp::create(inThen, loc, bytes), zero,
        /*predicate=*/Value());
    nvgpu::TmaAsyncLoadOp::create(inThen, loc, stage.getArray(), barriers, map,
                                  coordinates, zero, /*multicastMask=*/Value(),
                                  /*predicate=*/Value());
  }
  gpu::BarrierOp::create(builder, loc);
  Value parity = arith::ConstantIntOp::create(builder, loc, 0, 1);
  Value ticks = arith::ConstantIndexOp::create(builder, loc, 10000000);
  nvgpu::MBarrierTryWaitParityOp::create(builder, loc, barriers, parity, ticks,
                                         zero);
  stage.erase();
}
