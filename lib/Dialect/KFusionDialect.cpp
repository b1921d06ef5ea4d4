//===- KFusionDialect.cpp - KFusion dialect -----------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Registers the operations of the `kfusion` dialect.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"

using namespace mlir;
using namespace mlir::kfusion;

#include "KFusion/Dialect/KFusionDialect.cpp.inc"

void KFusionDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "KFusion/Dialect/KFusionOps.cpp.inc"
      >();
}
