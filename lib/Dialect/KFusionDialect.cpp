//===- KFusionDialect.cpp - KFusion dialect -----------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes and operations of the `kfusion` dialect.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::kfusion;

#include "KFusion/Dialect/KFusionDialect.cpp.inc"

/// `[4, 2]` or `[]`: the bounds of a #kfusion.tile_dep.
static ParseResult parseTileDepBounds(AsmParser &parser,
                                      SmallVector<int64_t> &bounds) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
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

#define GET_ATTRDEF_CLASSES
#include "KFusion/Dialect/KFusionAttrs.cpp.inc"

/// Checks the `kfusion.*` attributes that have a fixed form wherever they
/// appear; the others (plans a user may edit) are checked by the passes that
/// read them.
LogicalResult KFusionDialect::verifyOperationAttribute(Operation *op,
                                                       NamedAttribute attr) {
  if (attr.getName() == kAliasSharedArraysAttrName) {
    if (!isa<gpu::GPUFuncOp>(op) || !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << kAliasSharedArraysAttrName
                             << " is a unit attribute of a gpu.func kernel";
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
