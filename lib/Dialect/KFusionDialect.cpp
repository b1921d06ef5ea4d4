//===- KFusionDialect.cpp - KFusion dialect -----------------------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes and operations of the `kfusion` dialect.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/ScopedPrinter.h"

using namespace mlir;
using namespace mlir::kfusion;

#include "KFusion/Dialect/KFusionDialect.cpp.inc"

/// `[4, 2]` or `[]`: the bounds of a #kfusion.tile_dep.
static ParseResult parseTileDepBounds(AsmParser &parser,
                                      SmallVector<int64_t> &bounds) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
                                          int64_t bound;
                                          if (parser.parseInteger(bound))
                                            return failure();
                                          bounds.push_back(bound);
                                          return success();
                                        });
}

static void printTileDepBounds(AsmPrinter &printer, ArrayRef<int64_t> bounds) {
  printer << '[';
  llvm::interleaveComma(bounds, printer);
  printer << ']';
}

/// `h200`: the preset of a #kfusion.device, a bare keyword.
static ParseResult parseDevicePreset(AsmParser &parser, StringAttr &preset) {
  std::string name;
  if (parser.parseKeywordOrString(&name))
    return failure();
  preset = parser.getBuilder().getStringAttr(name);
  return success();
}

static void printDevicePreset(AsmPrinter &printer, StringAttr preset) {
  printer.printKeywordOrString(preset.getValue());
}

#define GET_ATTRDEF_CLASSES
#include "KFusion/Dialect/KFusionAttrs.cpp.inc"

/// Checks the `kfusion.*` attributes that have a fixed form wherever they
/// appear; the others (plans a user may edit) are checked by the passes that
/// read them.
LogicalResult KFusionDialect::verifyOperationAttribute(Operation *op,
                                                       NamedAttribute attr) {
  if (attr.getName() == kDeviceAttrName) {
    if (!isa<DeviceAttr>(attr.getValue()))
      return op->emitError()
             << kDeviceAttrName << " must be a #kfusion.device attribute, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kAliasSharedArraysAttrName) {
    if (!isa<gpu::GPUFuncOp>(op) || !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << kAliasSharedArraysAttrName
                             << " is a unit attribute of a gpu.func kernel";
    return success();
  }
  if (attr.getName() == kL2PolicyAttrName) {
    auto name = dyn_cast<StringAttr>(attr.getValue());
    if (!name || !isL2PolicyName(name.getValue()))
      return op->emitError()
             << kL2PolicyAttrName
             << " must be \"evict_last\" or \"evict_first\", not "
             << attr.getValue();
    MemRefType memrefType;
    Type loaded;
    if (auto load = dyn_cast<memref::LoadOp>(op)) {
      memrefType = load.getMemRefType();
      loaded = load.getType();
    } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
      memrefType = load.getMemRefType();
      loaded = load.getVectorType();
    } else {
      return op->emitError()
             << kL2PolicyAttrName << " belongs on a memref.load or vector.load";
    }
    std::string why = whyNoL2Policy(op, memrefType, loaded);
    if (!why.empty())
      return op->emitError() << kL2PolicyAttrName << ": " << why;
    return success();
  }
  if (attr.getName() != kTileScaleAttrName)
    return success();
  if (!isa<gpu::GPUFuncOp>(op))
    return op->emitError() << kTileScaleAttrName
                           << " belongs on a gpu.func kernel";
  auto scale = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
  if (!scale || scale.size() != 3 ||
      llvm::any_of(scale.asArrayRef(), [](int64_t s) { return s < 1; }))
    return op->emitError() << kTileScaleAttrName
                           << " must be array<i64: sx, sy, sz> with positive "
                              "entries, not "
                           << attr.getValue();
  return success();
}

bool mlir::kfusion::isL2PolicyName(StringRef name) {
  return name == "evict_last" || name == "evict_first";
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

void KFusionDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "KFusion/Dialect/KFusionAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "KFusion/Dialect/KFusionOps.cpp.inc"
      >();
}
