//===- KFusionOps.cpp - KFusion operations ------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Verifiers, custom assembly directives, region-branch semantics and helpers
// of the `kfusion` operations (named barrier, device constant, horizontal
// body, yield).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Dialect/PartitionRegisters.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include <numeric>

using namespace mlir;
using namespace mlir::kfusion;

/// Threads that execute a warp-synchronous instruction together.
static constexpr int32_t kWarpThreads = 32;
/// Threads of the largest thread block.
static constexpr int64_t kMaxBlockThreads = 1024;

/// Returns true if `op` is nested in code that runs on the device: a
/// `gpu.func` inside a `gpu.module`, or the body of a `gpu.launch`.
static bool isInsideKernelBody(Operation *op) {
  return op->getParentOfType<gpu::GPUFuncOp>() ||
         op->getParentOfType<gpu::LaunchOp>();
}

//===----------------------------------------------------------------------===//
// NamedBarrierOp
//===----------------------------------------------------------------------===//

LogicalResult NamedBarrierOp::verify() {
  // The id range and the thread bound are enforced by the attribute
  // constraints; what remains are the rules that need more than one value.
  if (getThreads() % kWarpThreads != 0)
    return emitOpError("thread count ")
           << getThreads() << " is not a multiple of the warp size ("
           << kWarpThreads << "): bar.sync counts whole warps";
  if (!isInsideKernelBody(*this))
    return emitOpError("must be inside a GPU kernel body (gpu.func or "
                       "gpu.launch)");
  return success();
}

//===----------------------------------------------------------------------===//
// DeviceConstantOp
//===----------------------------------------------------------------------===//

LogicalResult DeviceConstantOp::verify() {
  if (isInsideKernelBody(*this) || (*this)->getParentOfType<gpu::GPUModuleOp>())
    return emitOpError("is host code: it cannot be inside a gpu.module or a "
                       "kernel (a kernel reads the memory it returns)");
  auto type = cast<MemRefType>(getResult().getType());
  if (!type.getLayout().isIdentity())
    return emitOpError("result ")
           << type << " must have the identity layout (the global's)";
  return success();
}

LogicalResult
DeviceConstantOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<memref::GlobalOp>(
      *this, getGlobalAttr());
  if (!global)
    return emitOpError("'@")
           << getGlobal() << "' does not name a memref.global";
  if (!global.getConstant())
    return emitOpError("'@")
           << getGlobal()
           << "' is not constant: the device copy is made once, so later "
              "host writes to the global would not reach it";
  if (!global.getInitialValue() ||
      isa<UnitAttr>(*global.getInitialValue()))
    return emitOpError("'@") << getGlobal() << "' has no initial value";
  if (global.getType() != getResult().getType())
    return emitOpError("result type ")
           << getResult().getType() << " differs from '@" << getGlobal()
           << "''s type " << global.getType();
  return success();
}

//===----------------------------------------------------------------------===//
// HorizontalOp
//===----------------------------------------------------------------------===//

/// Parses `[(x, y, z), (x, y, z), ...]` into a flat i32 array attribute; a
/// size written `?` is HorizontalOp::kDynamicSize.
static ParseResult parseDimTriples(OpAsmParser &parser,
                                   DenseI32ArrayAttr &dims) {
  SmallVector<int32_t> values;
  auto parseSize = [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      values.push_back(HorizontalOp::kDynamicSize);
      return success();
    }
    int32_t size;
    if (parser.parseInteger(size))
      return failure();
    values.push_back(size);
    return success();
  };
  auto parseTriple = [&]() -> ParseResult {
    if (parser.parseLParen() || parseSize() || parser.parseComma() ||
        parseSize() || parser.parseComma() || parseSize() ||
        parser.parseRParen())
      return failure();
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     parseTriple))
    return failure();
  dims = parser.getBuilder().getDenseI32ArrayAttr(values);
  return success();
}

/// Prints a flat i32 array as `[(x, y, z), ...]`. A length that is not a
/// multiple of three (invalid IR, printed only in diagnostics) ends with a
/// shorter group.
static void printDimTriples(OpAsmPrinter &printer, Operation *,
                            DenseI32ArrayAttr dims) {
  ArrayRef<int32_t> values = dims.asArrayRef();
  printer << '[';
  for (size_t i = 0; i < values.size(); i += 3) {
    if (i)
      printer << ", ";
    printer << '(';
    llvm::interleaveComma(
        values.slice(i, std::min<size_t>(3, values.size() - i)), printer,
        [&](int32_t size) {
          if (size == HorizontalOp::kDynamicSize)
            printer << '?';
          else
            printer << size;
        });
    printer << ')';
  }
  printer << ']';
}

/// Product of the three sizes of region `i` in a flat triple array.
static int64_t tripleProduct(ArrayRef<int32_t> triples, unsigned i) {
  return int64_t(triples[3 * i]) * triples[3 * i + 1] * triples[3 * i + 2];
}

StringRef mlir::kfusion::getHorizontalModeName(HorizontalMode mode) {
  switch (mode) {
  case HorizontalMode::Partitions:
    return "thread partitions";
  case HorizontalMode::Serial:
    return "serial";
  case HorizontalMode::Blocks:
    return "interleaved blocks";
  }
  llvm_unreachable("unknown horizontal mode");
}

HorizontalMode HorizontalOp::getMode() {
  // (The verifier refuses both.)
  if (getSerial())
    return HorizontalMode::Serial;
  if (getBlocks())
    return HorizontalMode::Blocks;
  return HorizontalMode::Partitions;
}

int64_t HorizontalOp::getBlockSize() {
  ArrayRef<int32_t> sizes = getPartitions();
  if (getMode() != HorizontalMode::Partitions)
    return sizes.empty() ? 0 : *llvm::max_element(sizes);
  return std::accumulate(sizes.begin(), sizes.end(), int64_t(0));
}

int64_t HorizontalOp::getPartitionStart(unsigned i) {
  if (getMode() != HorizontalMode::Partitions)
    return 0;
  ArrayRef<int32_t> sizes = getPartitions();
  return std::accumulate(sizes.begin(), sizes.begin() + i, int64_t(0));
}

std::array<int64_t, 3> HorizontalOp::getRegionBlockDims(unsigned i) {
  ArrayRef<int32_t> dims = getBlockDims();
  return {dims[3 * i], dims[3 * i + 1], dims[3 * i + 2]};
}

std::array<int64_t, 3> HorizontalOp::getRegionGridDims(unsigned i) {
  ArrayRef<int32_t> dims = getGridDims();
  return {dims[3 * i], dims[3 * i + 1], dims[3 * i + 2]};
}

Value HorizontalOp::getDynamicGridSize(unsigned i, unsigned d) {
  ArrayRef<int32_t> dims = getGridDims();
  unsigned position = 3 * i + d;
  if (dims[position] != kDynamicSize)
    return Value();
  unsigned index = llvm::count(dims.take_front(position), kDynamicSize);
  return index < getGridSizes().size() ? getGridSizes()[index] : Value();
}

bool HorizontalOp::hasDynamicGrid() {
  return llvm::is_contained(getGridDims(), kDynamicSize);
}

std::array<int64_t, 3> HorizontalOp::getLaunchGrid() {
  if (hasDynamicGrid())
    return {kDynamicSize, 1, 1};
  unsigned n = getNumPartitions();
  bool allEqual = true;
  int64_t maxBlocks = 0, totalBlocks = 0;
  for (unsigned i = 0; i < n; ++i) {
    allEqual &= getRegionGridDims(i) == getRegionGridDims(0);
    maxBlocks = std::max(maxBlocks, tripleProduct(getGridDims(), i));
    totalBlocks += tripleProduct(getGridDims(), i);
  }
  if (getBlocks())
    return {totalBlocks, 1, 1};
  if (allEqual && n > 0)
    return getRegionGridDims(0);
  return {maxBlocks, 1, 1};
}

bool HorizontalOp::regionUsesLaunchGrid(unsigned i) {
  return !getBlocks() && !hasDynamicGrid() &&
         getRegionGridDims(i) == getLaunchGrid();
}

int64_t HorizontalOp::getDynamicSharedSize(unsigned i) {
  std::optional<ArrayRef<int32_t>> sizes = getDynamicSharedSizes();
  return sizes ? (*sizes)[i] : 0;
}

Value HorizontalOp::getRuntimeSharedSize(unsigned i) {
  std::optional<ArrayRef<int32_t>> sizes = getDynamicSharedSizes();
  if (!sizes || (*sizes)[i] != kDynamicSize)
    return Value();
  unsigned index = llvm::count(sizes->take_front(i), kDynamicSize);
  return index < getSharedSizes().size() ? getSharedSizes()[index] : Value();
}

bool HorizontalOp::hasRuntimeSharedSizes() {
  std::optional<ArrayRef<int32_t>> sizes = getDynamicSharedSizes();
  return sizes && llvm::is_contained(*sizes, kDynamicSize);
}

int64_t HorizontalOp::getDynamicSharedOffset(unsigned i) {
  // A block of blocks mode runs one region, from the start of the memory.
  if (getBlocks())
    return 0;
  int64_t offset = 0;
  for (unsigned j = 0; j < i; ++j)
    offset += llvm::alignTo(getDynamicSharedSize(j), kDynamicSharedAlignment);
  return offset;
}

int64_t HorizontalOp::getTotalDynamicSharedSize() {
  unsigned n = getNumPartitions();
  if (n == 0)
    return 0;
  if (getBlocks()) {
    int64_t largest = 0;
    for (unsigned i = 0; i < n; ++i)
      largest = std::max(largest, getDynamicSharedSize(i));
    return largest;
  }
  return getDynamicSharedOffset(n - 1) + getDynamicSharedSize(n - 1);
}

bool HorizontalOp::usesBarriers() {
  for (Region &region : getBodies()) {
    WalkResult found =
        region.walk([](gpu::BarrierOp) { return WalkResult::interrupt(); });
    if (found.wasInterrupted())
      return true;
  }
  return false;
}

bool mlir::kfusion::isSetMaxRegisterCount(int64_t registers) {
  return registers >= 24 && registers <= 256 && registers % 8 == 0;
}

std::string mlir::kfusion::whyNotPartitionRegisters(
    ArrayRef<int64_t> partitions, ArrayRef<int64_t> registers,
    HorizontalMode mode, std::optional<int64_t> maxRegisters) {
  std::string why;
  llvm::raw_string_ostream os(why);
  if (registers.size() != partitions.size()) {
    os << registers.size() << " partition register counts for "
       << partitions.size() << " partitions";
    return why;
  }
  for (auto [i, r] : llvm::enumerate(registers))
    if (r != 0 && !isSetMaxRegisterCount(r)) {
      os << "the partition registers of partition #" << i << " are " << r
         << ": setmaxnreg takes a multiple of 8 in [24, 256] (0: the "
            "kernel's)";
      return why;
    }
  if (llvm::all_of(registers, [](int64_t r) { return r == 0; }))
    return why;
  if (mode == HorizontalMode::Serial)
    return "partition registers need thread partitions: in serial mode "
           "every thread runs every region";
  if (mode == HorizontalMode::Blocks)
    return "partition registers need thread partitions: with interleaved "
           "blocks every block runs one region on all its warps";
  int64_t start = 0;
  for (auto [i, threads] : llvm::enumerate(partitions)) {
    if (start % 128 || threads % 128) {
      os << "partition #" << i << " (" << threads << " threads from thread "
         << start
         << ") is not whole warpgroups of 128 threads, which setmaxnreg needs";
      return why;
    }
    start += threads;
  }
  if (!maxRegisters)
    return "partition registers need the kernel's register count "
           "(nvvm.maxnreg: max-registers or kfusion.max_registers): "
           "setmaxnreg moves registers within what the block holds at the "
           "launch";
  int64_t held = *maxRegisters * start, moved = 0;
  for (auto [threads, r] : llvm::zip(partitions, registers))
    moved += threads * (r ? r : *maxRegisters);
  if (moved > held)
    os << "partition registers need " << moved << " registers, more than the "
       << held << " the block (" << start << " threads of " << *maxRegisters
       << ") holds";
  return why;
}

LogicalResult HorizontalOp::verify() {
  unsigned numRegions = getBodies().size();
  if (numRegions < 2)
    return emitOpError("needs at least two regions (one per fused kernel), "
                       "found ")
           << numRegions;
  if (getSerial() && getBlocks())
    return emitOpError("is either serial (every thread runs the regions one "
                       "after the other) or blocks (each block runs one "
                       "region), not both");
  if (getStaggered() && !getSerial())
    return emitOpError("staggered rotates the order of the serial form's "
                       "regions per block; it needs serial");
  ArrayRef<int32_t> partitions = getPartitions();
  if (partitions.size() != numRegions)
    return emitOpError("has ") << numRegions << " regions but "
                               << partitions.size() << " partition sizes";
  for (auto [i, threads] : llvm::enumerate(partitions))
    if (threads <= 0 || threads % kWarpThreads != 0)
      return emitOpError("partition #")
             << i << " has " << threads
             << " threads, which is not a positive multiple of the warp "
                "size (32): partitions must be warp-aligned";
  if (getBlockSize() > kMaxBlockThreads)
    return emitOpError("needs a block of ")
           << getBlockSize() << " threads, more than the " << kMaxBlockThreads
           << " a block can have";
  for (auto [name, dims] : {std::make_pair("block_dims", getBlockDims()),
                            std::make_pair("grid_dims", getGridDims())}) {
    if (dims.size() != 3 * numRegions)
      return emitOpError(name)
             << " holds " << dims.size()
             << " sizes, expected three (x, y, z) per region: "
             << 3 * numRegions;
    bool mayBeDynamic = StringRef(name) == "grid_dims";
    for (auto [index, size] : llvm::enumerate(dims))
      if (size <= 0 && !(mayBeDynamic && size == kDynamicSize))
        return emitOpError(name) << " of region #" << index / 3
                                 << " has a non-positive size " << size;
  }
  int64_t dynamicSizes = llvm::count(getGridDims(), kDynamicSize);
  if (dynamicSizes != int64_t(getGridSizes().size()))
    return emitOpError("grid_dims has ")
           << dynamicSizes << " sizes written '?' but there are "
           << getGridSizes().size() << " grid_sizes operands";
  for (unsigned i = 0; i < numRegions; ++i) {
    if (tripleProduct(getBlockDims(), i) != partitions[i]) {
      std::array<int64_t, 3> dims = getRegionBlockDims(i);
      return emitOpError("region #")
             << i << " has block_dims (" << dims[0] << ", " << dims[1] << ", "
             << dims[2] << "), " << tripleProduct(getBlockDims(), i)
             << " threads, but its partition has " << partitions[i];
    }
    if (!llvm::is_contained(getGridDims().slice(3 * i, 3), kDynamicSize) &&
        tripleProduct(getGridDims(), i) > std::numeric_limits<int32_t>::max())
      return emitOpError("grid of region #")
             << i << " has more than 2^31-1 blocks";
  }
  if (getBlocks() && !hasDynamicGrid() &&
      getLaunchGrid()[0] > std::numeric_limits<int32_t>::max())
    return emitOpError("interleaves ")
           << numRegions << " regions' blocks on a launch grid of "
           << getLaunchGrid()[0] << " blocks (their sum), more than 2^31-1";
  if (std::optional<ArrayRef<int32_t>> sizes = getDynamicSharedSizes()) {
    if (sizes->size() != numRegions)
      return emitOpError("has ")
             << numRegions << " regions but " << sizes->size()
             << " dynamic shared memory sizes";
    for (auto [i, bytes] : llvm::enumerate(*sizes))
      if (bytes < 0 && bytes != kDynamicSize)
        return emitOpError("dynamic shared memory size of region #")
               << i << " is negative (" << bytes << ")";
  }
  int64_t runtimeSizes =
      getDynamicSharedSizes() ? llvm::count(*getDynamicSharedSizes(), kDynamicSize)
                              : 0;
  if (runtimeSizes != int64_t(getSharedSizes().size()))
    return emitOpError("dynamic_shared_sizes has ")
           << runtimeSizes << " sizes of -1 (given at run time) but there are "
           << getSharedSizes().size() << " shared_sizes operands";
  auto func = dyn_cast_or_null<gpu::GPUFuncOp>((*this)->getParentOp());
  if (!func || !func.isKernel())
    return emitOpError("must be directly inside a gpu.func kernel: it is the "
                       "kernel's body and assumes the kernel's thread block");
  if (std::optional<ArrayRef<int32_t>> known = func.getKnownBlockSize()) {
    if ((*known)[0] != getBlockSize() || (*known)[1] != 1 || (*known)[2] != 1)
      return emitOpError("needs a block of (")
             << getBlockSize() << ", 1, 1) threads but the kernel's "
             << "known_block_size is (" << (*known)[0] << ", " << (*known)[1]
             << ", " << (*known)[2] << ")";
  }
  if (std::optional<ArrayRef<int32_t>> registers = getPartitionRegisters()) {
    auto maxnreg = func->getAttrOfType<IntegerAttr>(
        NVVM::NVVMDialect::getMaxnregAttrName());
    std::string why = whyNotPartitionRegisters(
        llvm::to_vector_of<int64_t>(getPartitions()),
        llvm::to_vector_of<int64_t>(*registers), getMode(),
        maxnreg ? std::optional<int64_t>(maxnreg.getInt()) : std::nullopt);
    if (!why.empty())
      return emitOpError(why);
  }
  return success();
}

LogicalResult HorizontalOp::verifyRegions() {
  for (auto [i, region] : llvm::enumerate(getBodies()))
    if (region.empty())
      return emitOpError("region #") << i << " is empty";
  if (usesBarriers() && getNumPartitions() > kMaxBarrierRegions)
    return emitOpError("has ")
           << getNumPartitions() << " regions and uses gpu.barrier: at most "
           << kMaxBarrierRegions
           << " regions can each get a named barrier (ids 1..15)";
  for (auto [i, region] : llvm::enumerate(getBodies())) {
    Operation *own = nullptr;
    region.walk([&](Operation *op) {
      if (isa<NamedBarrierOp, NVVM::BarrierOp, NVVM::Barrier0Op>(op)) {
        own = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (own)
      return emitOpError("region #")
             << i << " synchronizes with '" << own->getName()
             << "', but barrier ids are assigned by the lowering (region i "
                "gets id i+1); use gpu.barrier";
  }
  return success();
}

void HorizontalOp::getSuccessorRegions(
    RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &regions) {
  // A thread enters the region of its partition (or of its block, in blocks
  // mode), or none when its block is beyond that region's grid; in serial
  // mode it goes on with any later region (any other region, staggered: a
  // block's order is rotated). Control always may leave to the parent.
  unsigned first = 0;
  std::optional<unsigned> from;
  if (!point.isParent()) {
    if (getMode() != HorizontalMode::Serial) {
      regions.push_back(
          RegionSuccessor(getOperation(), getOperation()->getResults()));
      return;
    }
    from = point.getTerminatorPredecessorOrNull()
               ->getParentRegion()
               ->getRegionNumber();
    first = getStaggered() ? 0 : *from + 1;
  }
  for (Region &region : llvm::drop_begin(getBodies(), first))
    if (!from || region.getRegionNumber() != *from)
      regions.push_back(RegionSuccessor(&region));
  regions.push_back(
      RegionSuccessor(getOperation(), getOperation()->getResults()));
}

#define GET_OP_CLASSES
#include "KFusion/Dialect/KFusionOps.cpp.inc"
