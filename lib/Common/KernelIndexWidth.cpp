//===- KernelIndexWidth.cpp - Whether kernel indices fit 32 bits -*- C++ -*-=//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The checks of a 32-bit kernel index (index-bitwidth=32) and the proof the
// default asks for before it narrows (upstream's IntegerRangeAnalysis over
// each kernel, the ids bounded by the module's launches).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelIndexWidth.h"
#include "KFusion/Common/SharedAddress.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/raw_ostream.h"

#include <array>

using namespace mlir;
using namespace mlir::kfusion;

/// Element and thread counts of a 32-bit index stay below this.
static constexpr int64_t kIndex32Limit = int64_t(1) << 31;

namespace {
/// A refusal on `op` with the message `text` streamed into it.
struct RefusalBuilder {
  Index32Refusal refusal;
  llvm::raw_string_ostream os{refusal.message};
  explicit RefusalBuilder(Operation *op) { refusal.op = op; }
  template <typename T> RefusalBuilder &operator<<(const T &value) {
    os << value;
    return *this;
  }
  Index32Refusal take() {
    os.flush();
    return std::move(refusal);
  }
};
} // namespace

/// The sizes of `launch` must be constants with fewer than 2^31 threads per
/// dimension, so that every thread id fits in an i32.
static std::optional<Index32Refusal> checkLaunchSizes(Operation *launch,
                                                      gpu::KernelDim3 grid,
                                                      gpu::KernelDim3 block) {
  std::pair<Value, Value> sizes[3] = {
      {grid.x, block.x}, {grid.y, block.y}, {grid.z, block.z}};
  for (auto [d, size] : llvm::enumerate(sizes)) {
    std::optional<int64_t> blocks = getConstantIntValue(size.first);
    std::optional<int64_t> threads = getConstantIntValue(size.second);
    if (!blocks || !threads)
      return (RefusalBuilder(launch)
              << "index-bitwidth=32 needs constant launch sizes, to check "
                 "that thread ids fit in 32 bits; dimension "
              << "xyz"[d] << " is not constant")
          .take();
    if (*blocks < 0 || *threads < 0)
      return (RefusalBuilder(launch) << "index-bitwidth=32: dimension "
                                     << "xyz"[d] << " has a negative size ("
                                     << *blocks << " x " << *threads << ")")
          .take();
    // Each factor below 2^31 first: their product then cannot overflow.
    if (*blocks >= kIndex32Limit || *threads >= kIndex32Limit ||
        *blocks * *threads >= kIndex32Limit)
      return (RefusalBuilder(launch)
              << "index-bitwidth=32: dimension "
              << "xyz"[d] << " launches " << *blocks << " x " << *threads
              << " threads; 32-bit ids need fewer than 2^31")
          .take();
  }
  return std::nullopt;
}

/// A gpu.launch is outlined later in the pipeline, and every non-constant
/// value its body takes from outside becomes an argument of the outlined
/// kernel; an `index` one would be passed by the host as 64 bits.
static std::optional<Index32Refusal> checkLaunchCaptures(gpu::LaunchOp launch) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value value : captured) {
    // Constants are sunk into the outlined kernel, not passed.
    if (!isa<IndexType>(value.getType()) || matchPattern(value, m_Constant()))
      continue;
    Index32Refusal refusal =
        (RefusalBuilder(launch)
         << "index-bitwidth=32: the body uses an index defined outside the "
            "launch, which the outlined kernel would take as an argument the "
            "host passes as 64 bits; pass an i32 or i64 and cast it in the "
            "body")
            .take();
    refusal.noteLoc = value.getLoc();
    refusal.note = "the index is defined here";
    return refusal;
  }
  return std::nullopt;
}

std::optional<Index32Refusal>
mlir::kfusion::checkIndex32Conditions(ModuleOp module) {
  std::optional<Index32Refusal> refusal;
  module.walk([&](Operation *op) {
    if (auto func = dyn_cast<func::FuncOp>(op);
        func && func->getParentOfType<gpu::GPUModuleOp>()) {
      refusal = (RefusalBuilder(func)
                 << "index-bitwidth=32 lowers kernel code only; this "
                    "func.func in a gpu.module would keep a 64-bit index "
                    "(inline it into its kernels)")
                    .take();
      return WalkResult::interrupt();
    }
    if (auto kernel = dyn_cast<gpu::GPUFuncOp>(op)) {
      for (auto [index, type] : llvm::enumerate(kernel.getArgumentTypes())) {
        if (isa<IndexType>(type)) {
          refusal = (RefusalBuilder(kernel)
                     << "index-bitwidth=32: argument #" << index
                     << " is an index, which the host passes as 64 bits; "
                        "pass an i32 or i64 and cast it in the kernel")
                        .take();
          return WalkResult::interrupt();
        }
        auto memref = dyn_cast<MemRefType>(type);
        if (memref && memref.hasStaticShape() &&
            memref.getNumElements() >= kIndex32Limit) {
          refusal = (RefusalBuilder(kernel)
                     << "index-bitwidth=32: argument #" << index << " ('"
                     << type << "') has " << memref.getNumElements()
                     << " elements; a 32-bit index addresses fewer than 2^31")
                        .take();
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    }
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op))
      refusal = checkLaunchSizes(launch, launch.getGridSizeOperandValues(),
                                 launch.getBlockSizeOperandValues());
    if (auto launch = dyn_cast<gpu::LaunchOp>(op)) {
      refusal = checkLaunchSizes(launch, launch.getGridSizeOperandValues(),
                                 launch.getBlockSizeOperandValues());
      if (!refusal)
        refusal = checkLaunchCaptures(launch);
    }
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  return refusal;
}

/// The elements past its aligned pointer that a memref of static shape,
/// strides and offset spans (its last element's offset + 1), or none where
/// one of them is dynamic: what a bare pointer of it must address.
static std::optional<int64_t> staticExtent(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  if (!memref || !memref.hasStaticShape() ||
      failed(memref.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  if (memref.getNumElements() == 0)
    return 0;
  int64_t last = offset;
  for (auto [size, stride] : llvm::zip(memref.getShape(), strides)) {
    if (stride < 0 || (size > 1 && stride > kIndex32Limit))
      return kIndex32Limit;
    last += (size - 1) * stride;
    if (last >= kIndex32Limit)
      return kIndex32Limit;
  }
  return last + 1;
}

namespace {
/// The largest grid (0-2) and block (3-5) sizes a kernel is launched with.
using LaunchBounds = std::array<int64_t, 6>;

/// Sets `upper_bound` on the id and dimension ops of a kernel that no known
/// size bounds (global ids always), from its launches; restores the ops'
/// attributes when destroyed, so that the analysis leaves the module as it was.
class TemporaryIdBounds {
public:
  TemporaryIdBounds(gpu::GPUFuncOp kernel, const LaunchBounds &bounds) {
    bool knownGrid = kernel.getKnownGridSize().has_value();
    bool knownBlock = kernel.getKnownBlockSize().has_value();
    kernel.walk([&](Operation *op) {
      std::optional<std::pair<gpu::Dimension, int64_t>> bound;
      if (auto id = dyn_cast<gpu::BlockIdOp>(op); id && !knownGrid)
        bound = {id.getDimension(), 0};
      else if (auto dim = dyn_cast<gpu::GridDimOp>(op); dim && !knownGrid)
        bound = {dim.getDimension(), 0};
      else if (auto id = dyn_cast<gpu::ThreadIdOp>(op); id && !knownBlock)
        bound = {id.getDimension(), 3};
      else if (auto dim = dyn_cast<gpu::BlockDimOp>(op); dim && !knownBlock)
        bound = {dim.getDimension(), 3};
      int64_t limit = 0;
      if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
        unsigned d = static_cast<unsigned>(id.getDimension());
        limit = bounds[d] * bounds[3 + d];
      } else if (bound) {
        limit = bounds[bound->second + static_cast<int>(bound->first)];
      } else {
        return;
      }
      auto old = op->getAttrOfType<IntegerAttr>("upper_bound");
      if (old && old.getInt() <= limit)
        return;
      saved.push_back({op, old});
      op->setAttr("upper_bound",
                  IntegerAttr::get(IndexType::get(op->getContext()), limit));
    });
  }
  ~TemporaryIdBounds() {
    for (auto [op, old] : saved) {
      if (old)
        op->setAttr("upper_bound", old);
      else
        op->removeAttr("upper_bound");
    }
  }

private:
  SmallVector<std::pair<Operation *, IntegerAttr>> saved;
};

/// The integer range analysis, told what upstream's does not know: an
/// address in shared memory (`memref.extract_aligned_pointer_as_index` of a
/// workgroup memref, which the GEMM kernels align) is below 2^28: an SM has
/// at most 228 KiB, and a block of a cluster sees its own at rank << 24 |
/// offset (shared::kAddressLimit).
class KernelRangeAnalysis : public dataflow::IntegerRangeAnalysis {
public:
  using IntegerRangeAnalysis::IntegerRangeAnalysis;

  LogicalResult visitOperation(
      Operation *op,
      ArrayRef<const dataflow::IntegerValueRangeLattice *> operands,
      ArrayRef<dataflow::IntegerValueRangeLattice *> results) override {
    auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op);
    if (!extract || !isWorkgroup(extract.getSource().getType()))
      return IntegerRangeAnalysis::visitOperation(op, operands, results);
    unsigned width = IndexType::kInternalStorageBitWidth;
    ConstantIntRanges range = ConstantIntRanges::fromUnsigned(
        APInt::getZero(width), APInt(width, shared::kAddressLimit - 1));
    propagateIfChanged(results[0], results[0]->join(IntegerValueRange(range)));
    return success();
  }

private:
  static bool isWorkgroup(BaseMemRefType type) {
    Attribute space = type.getMemorySpace();
    if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
      return gpuSpace.getValue() == gpu::AddressSpace::Workgroup;
    auto number = dyn_cast_or_null<IntegerAttr>(space);
    return number && number.getInt() == 3;
  }
};

/// Whether `op` reads an integer operand as an unsigned number whose value
/// (not only its order) the result depends on. Unsigned comparisons, min and
/// max agree in both widths for values in [-2^31, 2^31): negative ones sort
/// above the others in either.
static bool readsIndexUnsigned(Operation *op) {
  return isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp, arith::ShRUIOp,
             arith::IndexCastUIOp, arith::UIToFPOp, index::DivUOp,
             index::RemUOp, index::CeilDivUOp, index::ShrUOp, index::CastUOp>(
      op);
}

/// The first value of `index` type in `root`'s regions whose range the
/// solver does not bound within 32 bits (unreachable code is skipped).
std::optional<Index32Refusal> findWideIndex(DataFlowSolver &solver,
                                            Operation *root) {
  // The range of `value` when it is an index outside 32 bits, as text.
  auto wideRange = [&](Value value) -> std::optional<std::string> {
    if (!isa<IndexType>(value.getType()))
      return std::nullopt;
    auto *lattice =
        solver.lookupState<dataflow::IntegerValueRangeLattice>(value);
    if (!lattice || lattice->getValue().isUninitialized())
      return std::nullopt;
    const ConstantIntRanges &range = lattice->getValue().getValue();
    int64_t lo = range.smin().getSExtValue(), hi = range.smax().getSExtValue();
    if (lo >= -kIndex32Limit && hi < kIndex32Limit)
      return std::nullopt;
    return "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
  };
  // Whether `value` may be negative (an unknown range may).
  auto mayBeNegative = [&](Value value) {
    auto *lattice =
        solver.lookupState<dataflow::IntegerValueRangeLattice>(value);
    return !lattice || lattice->getValue().isUninitialized() ||
           lattice->getValue().getValue().smin().isNegative();
  };
  std::optional<Index32Refusal> refusal;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == root)
      return WalkResult::advance();
    // Ranges are analyzed in 64 bits: a value in 32 bits is the same
    // number there for signed and bitwise ops, but an unsigned op of a
    // negative index reads another number in each width.
    if (readsIndexUnsigned(op))
      for (Value operand : op->getOperands())
        if (isa<IndexType>(operand.getType()) && mayBeNegative(operand)) {
          refusal = (RefusalBuilder(op)
                     << "index-bitwidth=32 is not proven for this kernel: "
                        "this op reads an index as unsigned that may be "
                        "negative, which reads differently in 32 bits")
                        .take();
          return WalkResult::interrupt();
        }
    for (Value result : op->getResults())
      if (std::optional<std::string> range = wideRange(result)) {
        refusal = (RefusalBuilder(op)
                   << "index-bitwidth=32 is not proven for this kernel: this "
                      "index may not fit in 32 bits (its range as analyzed "
                      "from the launches, loops and shapes is "
                   << *range << ")")
                      .take();
        return WalkResult::interrupt();
      }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (std::optional<std::string> range = wideRange(argument)) {
            refusal = (RefusalBuilder(op)
                       << "index-bitwidth=32 is not proven for this kernel: "
                          "block argument #"
                       << argument.getArgNumber()
                       << " of this op may not fit in 32 bits (its range as "
                          "analyzed is "
                       << *range << ")")
                          .take();
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return refusal;
}

/// Runs the integer range analysis on `top` and looks for a wide index in
/// `scope` (inside it).
std::optional<Index32Refusal> analyze(Operation *top, Operation *scope) {
  DataFlowSolver solver;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<KernelRangeAnalysis>();
  if (failed(solver.initializeAndRun(top)))
    return (RefusalBuilder(scope)
            << "index-bitwidth=32 is not proven for this kernel: the integer "
               "range analysis failed on it")
        .take();
  return findWideIndex(solver, scope);
}
} // namespace

std::optional<Index32Refusal> mlir::kfusion::proveIndex32(ModuleOp module) {
  if (std::optional<Index32Refusal> refusal = checkIndex32Conditions(module))
    return refusal;
  // The largest sizes each kernel is launched with (all constant above).
  SymbolTableCollection symbols;
  llvm::MapVector<Operation *, LaunchBounds> bounds;
  module.walk([&](gpu::LaunchFuncOp launch) {
    auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel)
      return;
    LaunchBounds &b = bounds.try_emplace(kernel, LaunchBounds{}).first->second;
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    Value sizes[6] = {grid.x, grid.y, grid.z, block.x, block.y, block.z};
    for (auto [i, size] : llvm::enumerate(sizes))
      b[i] = std::max(b[i], *getConstantIntValue(size));
  });
  std::optional<Index32Refusal> refusal;
  module.walk([&](gpu::GPUFuncOp kernel) {
    if (!kernel.isKernel())
      return WalkResult::advance();
    for (auto [index, type] : llvm::enumerate(kernel.getArgumentTypes())) {
      if (!isa<BaseMemRefType>(type))
        continue;
      std::optional<int64_t> extent = staticExtent(type);
      if (!extent) {
        refusal = (RefusalBuilder(kernel)
                   << "index-bitwidth=32 passes kernel memrefs as bare "
                      "pointers, which needs a static shape, strides and "
                      "offset; argument #"
                   << index << " has type " << type)
                      .take();
        return WalkResult::interrupt();
      }
      if (*extent >= kIndex32Limit) {
        refusal = (RefusalBuilder(kernel)
                   << "index-bitwidth=32: argument #" << index << " ('" << type
                   << "') reaches " << *extent
                   << " elements past its base; a 32-bit index addresses "
                      "fewer than 2^31")
                      .take();
        return WalkResult::interrupt();
      }
    }
    auto launched = bounds.find(kernel);
    if (launched == bounds.end()) {
      refusal = (RefusalBuilder(kernel)
                 << "index-bitwidth=32 is not proven for this kernel: no "
                    "launch in the module bounds its block ids")
                    .take();
      return WalkResult::interrupt();
    }
    TemporaryIdBounds idBounds(kernel, launched->second);
    refusal = analyze(kernel, kernel);
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (refusal)
    return refusal;
  // gpu.launch bodies, each analyzed in its function (the launch bounds the
  // ids of its body from its operands).
  module.walk([&](gpu::LaunchOp launch) {
    Operation *top = launch->getParentOfType<FunctionOpInterface>();
    refusal = analyze(top ? top : launch.getOperation(), launch);
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  return refusal;
}
