//===- KFusionDiscardableAttrs.cpp - kfusion.* attribute rules -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The verifier of the discardable `kfusion.*` attributes (the plans planners
// write on launches, kernels, linalg ops and loads): for each, its type, its
// range and the ops it may be on. Passes keep their own checks for IR built
// without verification; a parsed program with a malformed plan fails here.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Dialect/PartitionRegisters.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/ScopedPrinter.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// The ops an attribute may be on.
enum class Place { Launch, Kernel, LinalgOp, LinalgOpOrLaunch, Module, Load };

/// The rule of one attribute: its name (the generated one), where it may be,
/// what its value must be (for the message) and the check of that.
struct AttrRule {
  StringLiteral name;
  Place place;
  StringLiteral expected;
  bool (*accepts)(Attribute value);
};
} // namespace

/// True if `op` may carry an attribute placed at `place`.
static bool isAt(Operation *op, Place place) {
  bool launch = isa<gpu::LaunchFuncOp, gpu::LaunchOp>(op);
  bool linalg = op->getName().getDialectNamespace() == "linalg";
  switch (place) {
  case Place::Launch:
    return launch;
  case Place::Kernel:
    return isa<gpu::GPUFuncOp>(op);
  case Place::LinalgOp:
    return linalg;
  case Place::LinalgOpOrLaunch:
    return linalg || launch;
  case Place::Module:
    return isa<ModuleOp>(op);
  case Place::Load:
    return isa<memref::LoadOp, vector::LoadOp>(op);
  }
  llvm_unreachable("unknown place");
}

/// The ops of `place`, for messages.
static StringRef describe(Place place) {
  switch (place) {
  case Place::Launch:
    return "a gpu.launch_func or gpu.launch";
  case Place::Kernel:
    return "a gpu.func kernel";
  case Place::LinalgOp:
    return "a linalg op";
  case Place::LinalgOpOrLaunch:
    return "a linalg op, gpu.launch_func or gpu.launch";
  case Place::Module:
    return "a builtin.module";
  case Place::Load:
    return "a memref.load or vector.load";
  }
  llvm_unreachable("unknown place");
}

/// The value of `value` if it is an integer passes can read with `getInt`
/// (signless or index, 2 to 64 bits: not a bool).
static std::optional<int64_t> integerOf(Attribute value) {
  auto attr = dyn_cast<IntegerAttr>(value);
  if (!attr)
    return std::nullopt;
  Type type = attr.getType();
  if (type.isIndex())
    return attr.getInt();
  if (!type.isSignlessInteger() || type.getIntOrFloatBitWidth() < 2 ||
      type.getIntOrFloatBitWidth() > 64)
    return std::nullopt;
  return attr.getInt();
}

static bool isInteger(Attribute value) { return integerOf(value).has_value(); }

/// A sync pair's id: the passes key maps by it (LLVM's DenseMap reserves the
/// largest int64 values), and number new pairs after the largest.
static bool isSyncPair(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 0 && *v <= std::numeric_limits<int32_t>::max();
}

static bool isPartition(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 32 && *v <= 1024 && *v % 32 == 0;
}

static bool isRegisterCount(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 1 && *v <= 255;
}

/// What setmaxnreg sets (PartitionRegisters.h).
static bool isSetRegisterCount(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && isSetMaxRegisterCount(*v);
}

static bool isPowerOfTwoUpTo(Attribute value, int64_t max) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 1 && *v <= max && llvm::isPowerOf2_64(*v);
}

static bool isStitchThreads(Attribute value) {
  return isPowerOfTwoUpTo(value, 1024);
}

static bool isStitchRows(Attribute value) {
  return isPowerOfTwoUpTo(value, int64_t(1) << 62);
}

static bool isStitchRowsPerThread(Attribute value) {
  return isPowerOfTwoUpTo(value, 16);
}

/// A kernel's composition (`block`) or, in a packed launch, the `_`-joined
/// compositions of its parts (`thread_warp`); `final` names a kernel folding
/// a split reduction's partials (`column_final`).
static bool isStitchComposition(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  if (!name || name.getValue().empty())
    return false;
  SmallVector<StringRef> parts;
  name.getValue().split(parts, '_');
  return llvm::all_of(parts, [](StringRef part) {
    return llvm::is_contained({"thread", "warp", "block", "loop", "column",
                               "scalar", "final", "gemm", "attention"},
                              part);
  });
}

static bool isTileScale(Attribute value) {
  auto scale = dyn_cast<DenseI64ArrayAttr>(value);
  return scale && scale.size() == 3 &&
         llvm::all_of(scale.asArrayRef(), [](int64_t s) { return s >= 1; });
}

static bool isUnit(Attribute value) { return isa<UnitAttr>(value); }

static bool isL2Policy(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && isL2PolicyName(name.getValue());
}

static bool isTileDep(Attribute value) { return isa<TileDepAttr>(value); }

static bool isSyncPolicy(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && isSyncPolicyName(name.getValue());
}

static bool isTileOrder(Attribute value) {
  auto order = dyn_cast<DenseI64ArrayAttr>(value);
  return order && succeeded(checkTileOrder(order.asArrayRef(), nullptr));
}

static bool isBool(Attribute value) { return isa<BoolAttr>(value); }

static bool isSyncWaitAt(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && isSyncWaitAtName(name.getValue());
}

static bool isDevice(Attribute value) { return isa<DeviceAttr>(value); }

static bool isGemmFlavour(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && llvm::is_contained({"wgmma", "mma"}, name.getValue());
}

/// `array<i64: TM, TN, TK>`: TM and TK positive multiples of 16, TN of 8
/// (wgmma's N steps by 8) at least 16.
static bool isGemmTile(Attribute value) {
  auto tile = dyn_cast<DenseI64ArrayAttr>(value);
  if (!tile || tile.size() != 3)
    return false;
  ArrayRef<int64_t> t = tile.asArrayRef();
  return t[0] >= 16 && t[0] % 16 == 0 && t[1] >= 16 && t[1] % 8 == 0 &&
         t[2] >= 16 && t[2] % 16 == 0;
}

static bool isGemmStages(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 2 && *v <= 16;
}

/// `array<i64: GM, GN>`: warpgroups (wgmma) or warps (mma) along M and N.
static bool isGemmGroups(Attribute value) {
  auto groups = dyn_cast<DenseI64ArrayAttr>(value);
  return groups && groups.size() == 2 &&
         llvm::all_of(groups.asArrayRef(),
                      [](int64_t g) { return g >= 1 && g <= 32; });
}

static bool isGemmLoad(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && llvm::is_contained({"cp.async", "tma", "tma-producer"},
                                    name.getValue());
}

static bool isGemmSchedule(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && llvm::is_contained({"grid", "persistent", "pingpong"},
                                    name.getValue());
}

/// An integer in [1, 16]: the parts split-K divides the last round's tiles'
/// k-tiles into (1: none).
static bool isGemmSplitK(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 1 && *v <= 16;
}

/// An integer in [1, 64]: rows of M tiles a persistent GEMM's tile order
/// groups (1: the grid's order).
static bool isGemmTileGroup(Attribute value) {
  std::optional<int64_t> v = integerOf(value);
  return v && *v >= 1 && *v <= 64;
}

/// array<i64: CM, CN>, each 1 or 2: a GEMM's thread-block cluster (blocks
/// along M sharing B, along N sharing A).
static bool isGemmCluster(Attribute value) {
  auto cluster = dyn_cast<DenseI64ArrayAttr>(value);
  return cluster && cluster.size() == 2 &&
         llvm::all_of(cluster.asArrayRef(),
                      [](int64_t c) { return c == 1 || c == 2; });
}

/// "results" or "outputs": what a persistent GEMM's epilogue stages in shared
/// memory (the GEMM's results, or its fused epilogue's outputs).
static bool isGemmStaging(Attribute value) {
  auto s = dyn_cast<StringAttr>(value);
  return s && (s.getValue() == "results" || s.getValue() == "outputs");
}

/// A positive, finite float: a kernel's measured (or modelled) time in
/// microseconds.
static bool isMeasuredMicroseconds(Attribute value) {
  auto f = dyn_cast<FloatAttr>(value);
  return f && std::isfinite(f.getValueAsDouble()) && f.getValueAsDouble() > 0;
}

/// Every attribute of KFusionDialect.td's `discardableAttrs`, in its order.
static const AttrRule kRules[] = {
    {KFusionDialect::HorizontalGroupAttrHelper::getNameStr(), Place::Launch,
     "an integer", isInteger},
    {KFusionDialect::PartitionAttrHelper::getNameStr(), Place::Launch,
     "a multiple of 32 in [32, 1024] (threads)", isPartition},
    {KFusionDialect::MaxRegistersAttrHelper::getNameStr(), Place::Launch,
     "an integer in [1, 255] (registers per thread)", isRegisterCount},
    {KFusionDialect::PartitionRegistersAttrHelper::getNameStr(), Place::Launch,
     "a multiple of 8 in [24, 256] (registers per thread, setmaxnreg)",
     isSetRegisterCount},
    {KFusionDialect::HorizontalSerialAttrHelper::getNameStr(), Place::Launch,
     "a unit attribute", isUnit},
    {KFusionDialect::HorizontalStaggeredAttrHelper::getNameStr(), Place::Launch,
     "a unit attribute", isUnit},
    {KFusionDialect::HorizontalBlocksAttrHelper::getNameStr(), Place::Launch,
     "a unit attribute", isUnit},
    {KFusionDialect::StencilGroupAttrHelper::getNameStr(), Place::Launch,
     "an integer", isInteger},
    {KFusionDialect::TileScaleAttrHelper::getNameStr(), Place::Kernel,
     "array<i64: sx, sy, sz> with positive entries", isTileScale},
    {KFusionDialect::AliasSharedArraysAttrHelper::getNameStr(), Place::Kernel,
     "a unit attribute", isUnit},
    {KFusionDialect::StitchGroupAttrHelper::getNameStr(), Place::LinalgOp,
     "an integer", isInteger},
    {KFusionDialect::StitchCompositionAttrHelper::getNameStr(),
     Place::LinalgOpOrLaunch,
     "a string of thread, warp, block, loop, column, scalar, final, gemm or "
     "attention "
     "joined by '_'",
     isStitchComposition},
    {KFusionDialect::StitchPackAttrHelper::getNameStr(), Place::LinalgOp,
     "an integer", isInteger},
    {KFusionDialect::StitchThreadsAttrHelper::getNameStr(), Place::LinalgOp,
     "a power of two in [1, 1024]", isStitchThreads},
    {KFusionDialect::StitchRowsAttrHelper::getNameStr(), Place::LinalgOp,
     "a positive power of two", isStitchRows},
    {KFusionDialect::StitchRowsPerThreadAttrHelper::getNameStr(),
     Place::LinalgOp, "a power of two in [1, 16]", isStitchRowsPerThread},
    {KFusionDialect::L2PolicyAttrHelper::getNameStr(), Place::Load,
     "\"evict_last\" or \"evict_first\"", isL2Policy},
    {KFusionDialect::SyncPairAttrHelper::getNameStr(), Place::Launch,
     "an integer in [0, 2^31)", isSyncPair},
    {KFusionDialect::TileDepAttrHelper::getNameStr(), Place::Launch,
     "a #kfusion.tile_dep attribute", isTileDep},
    {KFusionDialect::SyncPolicyAttrHelper::getNameStr(), Place::Launch,
     "\"tile\", \"row\", \"strided\" or \"conv2d\"", isSyncPolicy},
    {KFusionDialect::TileOrderAttrHelper::getNameStr(), Place::Launch,
     "array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed "
     "by a band size of at least 1",
     isTileOrder},
    {KFusionDialect::SyncWaitKernelAttrHelper::getNameStr(), Place::Launch,
     "true or false", isBool},
    {KFusionDialect::SyncWaitAtAttrHelper::getNameStr(), Place::Launch,
     "\"entry\", \"first-use\" or \"in-loop\"", isSyncWaitAt},
    {KFusionDialect::GemmFlavourAttrHelper::getNameStr(),
     Place::LinalgOpOrLaunch, "\"wgmma\" or \"mma\"", isGemmFlavour},
    {KFusionDialect::GemmTileAttrHelper::getNameStr(), Place::LinalgOp,
     "array<i64: TM, TN, TK>, TM and TK multiples of 16, TN of 8 (each at "
     "least 16)",
     isGemmTile},
    {KFusionDialect::GemmStagesAttrHelper::getNameStr(), Place::LinalgOp,
     "an integer in [2, 16] (pipeline stages)", isGemmStages},
    {KFusionDialect::GemmGroupsAttrHelper::getNameStr(), Place::LinalgOp,
     "array<i64: GM, GN>, each in [1, 32] (warpgroups or warps along M and N)",
     isGemmGroups},
    {KFusionDialect::GemmLoadAttrHelper::getNameStr(), Place::LinalgOp,
     "\"cp.async\", \"tma\" or \"tma-producer\"", isGemmLoad},
    {KFusionDialect::GemmScheduleAttrHelper::getNameStr(), Place::LinalgOp,
     "\"grid\", \"persistent\" or \"pingpong\"", isGemmSchedule},
    {KFusionDialect::GemmSplitKAttrHelper::getNameStr(), Place::LinalgOp,
     "an integer in [1, 16] (split-K of the last round; 1: none)",
     isGemmSplitK},
    {KFusionDialect::GemmTileGroupAttrHelper::getNameStr(), Place::LinalgOp,
     "an integer in [1, 64] (rows of M tiles a persistent tile order groups; "
     "1: the grid's order)",
     isGemmTileGroup},
    {KFusionDialect::GemmClusterAttrHelper::getNameStr(), Place::LinalgOp,
     "array<i64: CM, CN>, each 1 or 2 (blocks of a cluster along M sharing "
     "B, along N sharing A)",
     isGemmCluster},
    {KFusionDialect::GemmStagingAttrHelper::getNameStr(), Place::LinalgOp,
     "\"results\" or \"outputs\" (what a persistent GEMM's epilogue stages: "
     "its results, or its fused epilogue's outputs)",
     isGemmStaging},
    {KFusionDialect::GemmMeasuredUsAttrHelper::getNameStr(), Place::Launch,
     "a positive float (the kernel's measured microseconds)",
     isMeasuredMicroseconds},
    {KFusionDialect::GemmModelledUsAttrHelper::getNameStr(), Place::Launch,
     "a positive float (the GEMM model's microseconds)",
     isMeasuredMicroseconds},
    {KFusionDialect::DeviceAttrHelper::getNameStr(), Place::Module,
     "a #kfusion.device attribute", isDevice},
};

/// Names that were renamed, and their new spellings.
static const std::pair<StringLiteral, StringLiteral> kRenamed[] = {
    {"kfusion.group", KFusionDialect::HorizontalGroupAttrHelper::getNameStr()},
};

/// kfusion.tensor_map_of, the one kfusion attribute of arguments: on a
/// gpu.func argument of tensor map type, naming another argument, a memref.
LogicalResult KFusionDialect::verifyRegionArgAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name != TensorMapOfAttrHelper::getNameStr())
    return op->emitError() << "'" << name
                           << "' is not a kfusion attribute of arguments (the "
                              "one there is: "
                           << TensorMapOfAttrHelper::getNameStr() << ")";
  auto func = dyn_cast<gpu::GPUFuncOp>(op);
  // (By name: the nvgpu dialect's header clashes with this library's.)
  if (!func || regionIndex != 0 || argIndex >= func.getNumArguments() ||
      func.getArgument(argIndex).getType().getAbstractType().getName() !=
          "nvgpu.tensormap.descriptor")
    return op->emitError()
           << name << " belongs on a gpu.func argument of tensor map type";
  auto of = dyn_cast<IntegerAttr>(attr.getValue());
  if (!of || of.getInt() < 0 || of.getInt() >= func.getNumArguments() ||
      !isa<MemRefType>(func.getArgument(of.getInt()).getType()))
    return op->emitError() << name
                           << " must be the index of a memref argument, not "
                           << attr.getValue();
  return success();
}

LogicalResult KFusionDialect::verifyOperationAttribute(Operation *op,
                                                       NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  if (name == TensorMapOfAttrHelper::getNameStr())
    return op->emitError()
           << name << " belongs on a gpu.func argument of tensor map type";
  const AttrRule *rule =
      llvm::find_if(kRules, [&](const AttrRule &r) { return r.name == name; });
  if (rule == std::end(kRules)) {
    for (auto [old, renamed] : kRenamed)
      if (name == old)
        return op->emitError()
               << "'" << old << "' was renamed '" << renamed << "'";
    InFlightDiagnostic diag =
        op->emitError() << "'" << name
                        << "' is not a kfusion attribute; the known ones: ";
    llvm::interleaveComma(kRules, diag,
                          [&](const AttrRule &r) { diag << r.name; });
    return diag;
  }
  if (!isAt(op, rule->place))
    return op->emitError() << name << " belongs on " << describe(rule->place)
                           << ", not on '" << op->getName() << "'";
  if (!rule->accepts(value))
    return op->emitError() << name << " must be " << rule->expected << ", not "
                           << value;
  if (rule->place != Place::Load)
    return success();
  MemRefType memrefType;
  Type loaded;
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    memrefType = load.getMemRefType();
    loaded = load.getType();
  } else {
    auto vectorLoad = cast<vector::LoadOp>(op);
    memrefType = vectorLoad.getMemRefType();
    loaded = vectorLoad.getVectorType();
  }
  std::string why = whyNoL2Policy(op, memrefType, loaded);
  if (!why.empty())
    return op->emitError() << name << ": " << why;
  return success();
}

bool mlir::kfusion::isL2PolicyName(StringRef name) {
  return name == "evict_last" || name == "evict_first";
}

bool mlir::kfusion::isSyncPolicyName(StringRef name) {
  return llvm::is_contained({"tile", "row", "strided", "conv2d"}, name);
}

bool mlir::kfusion::isSyncWaitAtName(StringRef name) {
  return llvm::is_contained({"entry", "first-use", "in-loop"}, name);
}

LogicalResult mlir::kfusion::checkTileOrder(ArrayRef<int64_t> order,
                                            std::string *why) {
  auto fail = [&](const Twine &msg) {
    if (why)
      *why = msg.str();
    return failure();
  };
  if (order.size() != 3 && order.size() != 4)
    return fail("kfusion.tile_order must be a permutation of [0, 1, 2], "
                "optionally followed by a band size");
  SmallVector<int64_t> sorted(order.begin(), order.begin() + 3);
  llvm::sort(sorted);
  if (sorted != SmallVector<int64_t>{0, 1, 2})
    return fail("kfusion.tile_order must be a permutation of [0, 1, 2]");
  if (order.size() == 4 && order[3] < 1)
    return fail("kfusion.tile_order's band size must be at least 1, not " +
                Twine(order[3]));
  return success();
}

std::string mlir::kfusion::whyNoL2Policy(Operation *op, MemRefType memrefType,
                                         Type loaded) {
  if (!op->getParentOfType<gpu::GPUFuncOp>())
    return "the load is not in a gpu.func kernel";
  Attribute space = memrefType.getMemorySpace();
  bool global = !space;
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
    global = gpuSpace.getValue() == gpu::AddressSpace::Global;
  if (auto intSpace = dyn_cast_or_null<IntegerAttr>(space))
    global = intSpace.getInt() == 0 || intSpace.getInt() == 1;
  if (!global)
    return "the memref is not in global memory (memory space " +
           llvm::to_string(space) + ")";
  Type elem = getElementTypeOrSelf(loaded);
  if (!elem.isIntOrFloat())
    return "the loaded elements are not integers or floats";
  int64_t bits = elem.getIntOrFloatBitWidth();
  if (bits % 8)
    return "its elements are not whole bytes";
  if (auto vector = dyn_cast<VectorType>(loaded)) {
    if (vector.getRank() != 1 || vector.isScalable())
      return "the loaded vector is not one-dimensional and fixed";
    bits *= vector.getNumElements();
  }
  if (bits != 16 && bits != 32 && bits != 64 && bits != 128)
    return "it loads " + std::to_string(bits) +
           " bits; the hinted PTX load takes 16, 32, 64 or 128";
  return "";
}

int64_t mlir::kfusion::getTileScale(Operation *op, unsigned d) {
  auto kernel = isa<gpu::GPUFuncOp>(op) ? cast<gpu::GPUFuncOp>(op)
                                        : op->getParentOfType<gpu::GPUFuncOp>();
  if (!kernel || (op != kernel && op->getParentOfType<HorizontalOp>()))
    return 1;
  auto scale = kernel->getAttrOfType<DenseI64ArrayAttr>(kTileScaleAttrName);
  if (!scale || scale.size() != 3 || scale[d] < 1)
    return 1;
  return scale[d];
}
