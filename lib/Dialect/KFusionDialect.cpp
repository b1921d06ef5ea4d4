//===- KFusionDialect.cpp - KFusion dialect ---------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes and operations of the `kfusion` dialect; the
// verifier of its discardable attributes is KFusionDiscardableAttrs.cpp.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

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
