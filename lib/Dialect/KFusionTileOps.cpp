//===- KFusionTileOps.cpp - Tiles and shared arrays -----------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Verifiers, region-branch semantics and helpers of the stencil fusion ops:
// kfusion.tile, kfusion.shared_array, kfusion.shared_read,
// kfusion.shared_write, kfusion.stage, kfusion.halo_exchange and
// kfusion.remote_load.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;

/// The kernel `op` is in, if it is inside a `gpu.func` kernel.
static gpu::GPUFuncOp getEnclosingKernel(Operation *op) {
  auto func = op->getParentOfType<gpu::GPUFuncOp>();
  return func && func.isKernel() ? func : gpu::GPUFuncOp();
}

//===----------------------------------------------------------------------===//
// TileOp
//===----------------------------------------------------------------------===//

int64_t TileOp::getHaloLo(unsigned d) {
  std::optional<ArrayRef<int64_t>> halo = getHaloLo();
  return halo && d < halo->size() ? (*halo)[d] : 0;
}

int64_t TileOp::getHaloHi(unsigned d) {
  std::optional<ArrayRef<int64_t>> halo = getHaloHi();
  return halo && d < halo->size() ? (*halo)[d] : 0;
}

bool TileOp::hasHalo() {
  for (unsigned d = 0; d < 3; ++d)
    if (getHaloLo(d) != 0 || getHaloHi(d) != 0)
      return true;
  return false;
}

LogicalResult TileOp::verify() {
  if (getHaloLo().has_value() != getHaloHi().has_value())
    return emitOpError("takes both halo_lo and halo_hi, or neither");
  for (std::optional<ArrayRef<int64_t>> halo : {getHaloLo(), getHaloHi()}) {
    if (!halo)
      continue;
    if (halo->size() != 3)
      return emitOpError("halo sizes are one per thread dimension (x, y, z), "
                         "three in all, not ")
             << halo->size();
    for (int64_t size : *halo)
      if (size < 0)
        return emitOpError("halo size ") << size << " is negative";
  }
  if (!getEnclosingKernel(*this))
    return emitOpError("must be inside a gpu.func kernel");
  if ((*this)->getParentOfType<TileOp>())
    return emitOpError("must not be inside another kfusion.tile");
  return success();
}

LogicalResult TileOp::verifyRegions() {
  if (!hasHalo())
    return success();
  // The iterations of a tile with a halo are points, which the block's
  // threads share: operations that need the threads themselves are wrong.
  WalkResult result = getBody().walk([&](Operation *op) {
    if (isa<gpu::BarrierOp, NamedBarrierOp, NVVM::BarrierOp, NVVM::Barrier0Op,
            gpu::ShuffleOp, gpu::SubgroupReduceOp, gpu::AllReduceOp,
            gpu::LaneIdOp, gpu::SubgroupIdOp>(op)) {
      emitOpError("with a halo must not hold '")
          << op->getName()
          << "': its iterations are points of the tile, not threads";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void TileOp::getSuccessorRegions(RegionBranchPoint point,
                                 SmallVectorImpl<RegionSuccessor> &regions) {
  // The body runs once per point of the thread (any number of times, none
  // included), then control leaves to the parent.
  regions.push_back(RegionSuccessor(&getBody()));
  regions.push_back(
      RegionSuccessor(getOperation(), getOperation()->getResults()));
}

//===----------------------------------------------------------------------===//
// SharedArrayOp
//===----------------------------------------------------------------------===//

int64_t SharedArrayOp::getSizeInBytes() {
  MemRefType type = getType();
  return type.getNumElements() *
         ((type.getElementTypeBitWidth() + 7) / 8);
}

int64_t SharedArrayOp::getInteriorSize(unsigned m) {
  return getType().getDimSize(m) - getHaloLo()[m] - getHaloHi()[m];
}

LogicalResult SharedArrayOp::verify() {
  MemRefType type = getType();
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return emitOpError("must be a memref in #gpu.address_space<workgroup>, "
                       "not ")
           << type;
  if (!type.getLayout().isIdentity())
    return emitOpError("must have an identity layout");
  if (!type.getElementType().isIntOrFloat())
    return emitOpError("element type must be an integer or float, not ")
           << type.getElementType();
  int64_t rank = type.getRank();
  if (rank == 0 || rank > 3)
    return emitOpError("rank must be 1 to 3 (one memref dimension per thread "
                       "dimension), not ")
           << rank;
  for (auto [name, list] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"dims", getDims()},
        {"halo_lo", getHaloLo()},
        {"halo_hi", getHaloHi()}})
    if (static_cast<int64_t>(list.size()) != rank)
      return emitOpError() << name << " has " << list.size()
                           << " entries; the memref has rank " << rank;
  for (auto [m, dim] : llvm::enumerate(getDims())) {
    if (dim < 0 || dim > 2)
      return emitOpError("dims[") << m << "] = " << dim
                                  << " is not a thread dimension (0..2)";
    for (unsigned n = 0; n < m; ++n)
      if (getDims()[n] == dim)
        return emitOpError("memref dimensions ")
               << n << " and " << m << " both follow thread dimension " << dim;
    if (getHaloLo()[m] < 0 || getHaloHi()[m] < 0)
      return emitOpError("halo of memref dimension ") << m << " is negative";
    if (getInteriorSize(m) < 1)
      return emitOpError("memref dimension ")
             << m << " (size " << type.getDimSize(m)
             << ") leaves no interior inside its halo of "
             << getHaloLo()[m] << " + " << getHaloHi()[m];
  }
  if (std::optional<int64_t> offset = getDynamicOffset(); offset && *offset % 16)
    return emitOpError("dynamic_offset ") << *offset
                                          << " is not a multiple of 16 bytes";
  gpu::GPUFuncOp kernel = getEnclosingKernel(*this);
  if (!kernel)
    return emitOpError("must be inside a gpu.func kernel");
  if ((*this)->getParentOfType<TileOp>())
    return emitOpError("must not be inside a kfusion.tile (every thread of "
                       "the block shares the array)");
  // Inside a horizontal region the block a tile sees is the partition's,
  // which known_block_size does not describe.
  if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
      known && !(*this)->getParentOfType<HorizontalOp>())
    for (auto [m, dim] : llvm::enumerate(getDims())) {
      int64_t scale = getTileScale(*this, dim);
      if (getInteriorSize(m) != (*known)[dim] * scale)
        return emitOpError("interior size ")
               << getInteriorSize(m) << " of memref dimension " << m
               << " is not the kernel's tile size " << (*known)[dim] * scale
               << " (block size " << (*known)[dim] << " x tile scale "
               << scale << ") in thread dimension " << dim;
    }
  return success();
}

//===----------------------------------------------------------------------===//
// SharedReadOp / SharedWriteOp
//===----------------------------------------------------------------------===//

/// Checks that `array` is a kfusion.shared_array of the kernel of `op`, that
/// `op` is inside a kfusion.tile, and that the points at `offsets` from every
/// point of that tile lie within the array. `what` names the access.
static LogicalResult verifyTileAccess(Operation *op, Value array,
                                      ArrayRef<int64_t> offsets,
                                      StringRef what) {
  auto def = array.getDefiningOp<SharedArrayOp>();
  if (!def)
    return op->emitOpError("array must be the result of a "
                           "kfusion.shared_array");
  auto tile = op->getParentOfType<TileOp>();
  if (!tile)
    return op->emitOpError("must be inside a kfusion.tile (it accesses the "
                           "point the tile is computing)");
  if (getEnclosingKernel(def) != getEnclosingKernel(op))
    return op->emitOpError("array belongs to another kernel");
  if (static_cast<int64_t>(offsets.size()) != def.getType().getRank())
    return op->emitOpError("has ")
           << offsets.size() << " offsets; the array has rank "
           << def.getType().getRank();
  for (auto [m, dim] : llvm::enumerate(def.getDims())) {
    int64_t below = tile.getHaloLo(dim) - offsets[m];
    int64_t above = tile.getHaloHi(dim) + offsets[m];
    if (below > def.getHaloLo()[m] || above > def.getHaloHi()[m])
      return op->emitOpError()
             << what << " points from " << below << " below to " << above
             << " above the tile in memref dimension " << m
             << " (thread dimension " << dim
             << "), outside the array's halo of " << def.getHaloLo()[m]
             << " below and " << def.getHaloHi()[m] << " above";
  }
  return success();
}

LogicalResult SharedReadOp::verify() {
  return verifyTileAccess(*this, getArray(), getOffsets(), "reads");
}

LogicalResult SharedWriteOp::verify() {
  SmallVector<int64_t> zeros(
      cast<MemRefType>(getArray().getType()).getRank(), 0);
  return verifyTileAccess(*this, getArray(), zeros, "writes");
}

//===----------------------------------------------------------------------===//
// StageOp
//===----------------------------------------------------------------------===//

LogicalResult StageOp::verify() {
  auto def = getArray().getDefiningOp<SharedArrayOp>();
  if (!def)
    return emitOpError("array must be the result of a kfusion.shared_array");
  auto source = cast<MemRefType>(getSource().getType());
  if (source.getRank() != def.getType().getRank() ||
      source.getElementType() != def.getType().getElementType())
    return emitOpError("source ")
           << source << " must have the rank and element type of the array "
           << def.getType();
  if (!getEnclosingKernel(*this))
    return emitOpError("must be inside a gpu.func kernel");
  if ((*this)->getParentOfType<TileOp>())
    return emitOpError("must not be inside a kfusion.tile (every thread of "
                       "the block executes it, like a barrier)");
  if (getEnclosingKernel(def) != getEnclosingKernel(*this))
    return emitOpError("array belongs to another kernel");
  return success();
}

//===----------------------------------------------------------------------===//
// HaloExchangeOp / RemoteLoadOp
//===----------------------------------------------------------------------===//

LogicalResult HaloExchangeOp::verify() {
  if (!getEnclosingKernel(*this))
    return emitOpError("must be inside a gpu.func kernel");
  if ((*this)->getParentOfType<TileOp>())
    return emitOpError("must not be inside a kfusion.tile (every thread of "
                       "the cluster executes it, like a barrier)");
  if (getArrays().empty())
    return emitOpError("exchanges at least one array");
  int64_t dim = getDim();
  std::optional<ArrayAttr> extents = getExtents();
  if (extents && extents->size() != getArrays().size())
    return emitOpError("has ") << extents->size() << " lists of extents for "
                               << getArrays().size() << " arrays";
  for (auto [k, array] : llvm::enumerate(getArrays())) {
    if (extents) {
      ArrayRef<int64_t> list =
          cast<DenseI64ArrayAttr>((*extents)[k]).asArrayRef();
      int64_t rank = cast<MemRefType>(array.getType()).getRank();
      if (static_cast<int64_t>(list.size()) != rank)
        return emitOpError("extents of array ")
               << k << " have " << list.size()
               << " entries; the array has rank " << rank;
      if (llvm::any_of(list, [](int64_t e) { return e < 1; }))
        return emitOpError("extents of array ") << k << " must be positive";
    }
    auto def = array.getDefiningOp<SharedArrayOp>();
    if (!def)
      return emitOpError("array must be the result of a kfusion.shared_array");
    if (getEnclosingKernel(def) != getEnclosingKernel(*this))
      return emitOpError("array belongs to another kernel");
    auto follows = llvm::find(def.getDims(), dim);
    if (follows == def.getDims().end())
      return emitOpError("array ")
             << def.getType() << " has no memref dimension following thread "
             << "dimension " << dim;
    // A neighbour holds only its own tile: deeper layers are not its.
    unsigned m = follows - def.getDims().begin();
    if (std::max(def.getHaloLo()[m], def.getHaloHi()[m]) >
        def.getInteriorSize(m))
      return emitOpError("array ")
             << def.getType() << " has a halo of " << def.getHaloLo()[m]
             << " below and " << def.getHaloHi()[m] << " above its interior of "
             << def.getInteriorSize(m) << " in memref dimension " << m
             << ": a neighbour's tile holds only " << def.getInteriorSize(m)
             << " layers";
  }
  return success();
}

LogicalResult RemoteMbarrierArriveOp::verify() {
  if (!isa<nvgpu::MBarrierGroupType>(getBarriers().getType()))
    return emitOpError("must arrive on an !nvgpu.mbarrier.group, not ")
           << getBarriers().getType();
  if (!(*this)->getParentOfType<gpu::GPUFuncOp>())
    return emitOpError("must be inside a gpu.func");
  return success();
}

LogicalResult RemoteLoadOp::verify() {
  auto type = cast<MemRefType>(getMemref().getType());
  // Workgroup memory, or NVVM's shared address space (3) once the GPU
  // address spaces are lowered.
  Attribute space = type.getMemorySpace();
  auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space);
  auto intSpace = dyn_cast_or_null<IntegerAttr>(space);
  if (!(gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Workgroup) &&
      !(intSpace && intSpace.getInt() == 3))
    return emitOpError("must read a memref in #gpu.address_space<workgroup>, "
                       "not ")
           << type;
  if (static_cast<int64_t>(getIndices().size()) != type.getRank())
    return emitOpError("has ")
           << getIndices().size() << " indices; the memref has rank "
           << type.getRank();
  if (!(*this)->getParentOfType<gpu::GPUFuncOp>())
    return emitOpError("must be inside a gpu.func");
  return success();
}
