//===- LowerTilesArrays.cpp - Shared arrays ---------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles: a `kfusion.shared_array` becomes a workgroup
// attribution of its kernel (with the padded pitch of the run plan) or a
// view of dynamic shared memory; arrays whose lifetimes are apart may first
// be overlaid as views of one workgroup buffer.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Common/TensorMaps.h"

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/StencilGroup.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <numeric>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

/// The type a shared array is lowered to: its own, or with its padded row
/// pitch.
static MemRefType loweredType(SharedArrayOp array,
                              const ArrayLayouts &layouts) {
  MemRefType type = array.getType();
  int64_t pitch = layouts.pitches.lookup(array);
  if (pitch <= type.getShape().back())
    return type;
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = pitch;
  return MemRefType::get(shape, type.getElementType(), AffineMap(),
                         type.getMemorySpace());
}

/// Places the workgroup attribution `arg` of `kernel` at a 128-byte aligned
/// address (the TMA's destinations).
static void alignForTma(gpu::GPUFuncOp kernel, BlockArgument arg) {
  Builder builder(kernel.getContext());
  kernel.setWorkgroupAttributionAttr(
      arg.getArgNumber() - kernel.getFirstWorkgroupAttributionIndex(),
      "llvm.align", builder.getI64IntegerAttr(tma::kSharedAlignBytes));
}

/// Lets the static shared arrays of `kernel` whose lifetimes are apart share
/// memory: array A's bytes may hold array B's when every use of A is in
/// top-level ops of the kernel before the first one using B and a
/// `gpu.barrier` of the top level lies between them (so every thread is done
/// with A before any writes B). Offsets are assigned first fit, in order of
/// first use; the arrays become views of one workgroup byte buffer. Nothing
/// changes when sharing saves no bytes, or for arrays in dynamic shared
/// memory or used outside the kernel's entry block.
void tilelowering::aliasSharedArrays(gpu::GPUFuncOp kernel,
                                     const ArrayLayouts &layouts) {
  Block &entry = kernel.getBody().front();
  struct Slot {
    SharedArrayOp array;
    MemRefType type;
    int64_t bytes = 0, first = -1, last = -1, offset = 0;
  };
  SmallVector<Slot> slots;
  bool eligible = true, anyTma = false;
  kernel.walk([&](SharedArrayOp array) {
    anyTma |= layouts.tmaAligned.contains(array);
  });
  // With a TMA destination among them, every array starts 128-byte aligned.
  int64_t alignment = anyTma ? tma::kSharedAlignBytes : 16;
  kernel.walk([&](SharedArrayOp array) {
    if (array.getDynamicOffset() || array->getBlock() != &entry)
      eligible = false;
    MemRefType type = loweredType(array, layouts);
    int64_t bits = type.getElementTypeBitWidth();
    slots.push_back({array, type,
                     static_cast<int64_t>(llvm::alignTo(
                         type.getNumElements() * bits / 8, alignment))});
  });
  if (!eligible || slots.size() < 2)
    return;
  llvm::DenseMap<Operation *, int64_t> position;
  SmallVector<int64_t> barriers;
  for (auto [i, op] : llvm::enumerate(entry)) {
    position[&op] = i;
    if (isa<gpu::BarrierOp>(op))
      barriers.push_back(i);
  }
  for (Slot &slot : slots) {
    for (Operation *user : slot.array.getArray().getUsers()) {
      Operation *top = entry.findAncestorOpInBlock(*user);
      if (!top)
        return;
      int64_t at = position.lookup(top);
      slot.first = slot.first < 0 ? at : std::min(slot.first, at);
      slot.last = std::max(slot.last, at);
    }
  }
  // A before B, a barrier between them.
  auto apart = [&](const Slot &a, const Slot &b) {
    if (a.first < 0 || b.first < 0)
      return true; // an unused array holds nothing
    const Slot &early = a.last < b.first ? a : b;
    const Slot &late = a.last < b.first ? b : a;
    if (early.last >= late.first)
      return false;
    return llvm::any_of(
        barriers, [&](int64_t p) { return early.last < p && p < late.first; });
  };
  SmallVector<unsigned> order(slots.size());
  std::iota(order.begin(), order.end(), 0u);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return slots[a].first < slots[b].first;
  });
  int64_t separate = 0, total = 0;
  SmallVector<int64_t> bytes;
  for (const Slot &slot : slots) {
    bytes.push_back(slot.bytes);
    separate += slot.bytes;
  }
  SmallVector<int64_t> offsets = firstFitOffsets(
      bytes, order,
      [&](unsigned a, unsigned b) { return apart(slots[a], slots[b]); }, total);
  for (auto [slot, offset] : llvm::zip_equal(slots, offsets))
    slot.offset = offset;
  if (total >= separate)
    return;
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Location loc = kernel.getLoc();
  auto space = gpu::AddressSpaceAttr::get(kernel.getContext(),
                                          gpu::AddressSpace::Workgroup);
  auto buffer = kernel.addWorkgroupAttribution(
      MemRefType::get({total}, builder.getI8Type(), AffineMap(), space), loc);
  if (anyTma)
    alignForTma(kernel, buffer);
  for (Slot &slot : slots) {
    builder.setInsertionPoint(slot.array);
    Value at = arith::ConstantIndexOp::create(builder, loc, slot.offset);
    Value view = memref::ViewOp::create(builder, slot.array.getLoc(), slot.type,
                                        buffer, at, ValueRange());
    slot.array.getArray().replaceAllUsesWith(view);
    slot.array.erase();
  }
}

void tilelowering::lowerSharedArray(SharedArrayOp array,
                                    const ArrayLayouts &layouts) {
  Location loc = array.getLoc();
  auto kernel = array->getParentOfType<gpu::GPUFuncOp>();
  Value replacement;
  if (std::optional<int64_t> offset = array.getDynamicOffset()) {
    OpBuilder builder(array);
    auto bytes = MemRefType::get(
        {ShapedType::kDynamic}, builder.getI8Type(), AffineMap(),
        gpu::AddressSpaceAttr::get(builder.getContext(),
                                   gpu::AddressSpace::Workgroup));
    Value dynamic = gpu::DynamicSharedMemoryOp::create(builder, loc, bytes);
    Value at = arith::ConstantIndexOp::create(builder, loc, *offset);
    replacement = memref::ViewOp::create(builder, loc, array.getType(), dynamic,
                                         at, ValueRange());
  } else {
    // A padded row pitch: a wider buffer that loads and stores index as
    // before.
    BlockArgument attribution =
        kernel.addWorkgroupAttribution(loweredType(array, layouts), loc);
    if (layouts.tmaAligned.contains(array))
      alignForTma(kernel, attribution);
    replacement = attribution;
  }
  array.getArray().replaceAllUsesWith(replacement);
  array.erase();
}
