//===- GenericPayload.cpp - A linalg.generic's payload at a point ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// cloneGenericPayload: the payload of a linalg.generic cloned for one point
// of its iteration space (GenericPayload.h).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/GenericPayload.h"

using namespace mlir;
using namespace mlir::kfusion;

SmallVector<Value>
mlir::kfusion::cloneGenericPayload(OpBuilder &b, linalg::GenericOp op,
                                   IRMapping &map, const PayloadCloner &how) {
  Region &region = op.getRegion();
  Block &body = region.front();
  for (Operation &inner : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      map.map(index.getResult(), how.index(index.getDim()));
      continue;
    }
    if (&inner == how.skip)
      continue;
    // The values it uses from outside the generic, at any depth of its
    // regions, made available before it is cloned.
    if (how.capture)
      inner.walk([&](Operation *nested) {
        for (Value v : nested->getOperands())
          captureOutside(region, v, map, how.capture);
      });
    if (how.clone)
      how.clone(inner, map);
    else
      b.clone(inner, map);
  }
  // The yield's too: a payload may yield a value from outside it (a
  // constant), which the clone must not use where it was defined (another
  // function, once the payload is in a kernel).
  SmallVector<Value> yielded;
  for (Value v : body.getTerminator()->getOperands()) {
    captureOutside(region, v, map, how.capture);
    yielded.push_back(map.lookupOrDefault(v));
  }
  return yielded;
}

void mlir::kfusion::captureOutside(Region &region, Value v, IRMapping &map,
                                   function_ref<Value(Value v)> capture) {
  if (capture && !map.contains(v) && !region.isAncestor(v.getParentRegion()))
    if (Value c = capture(v))
      map.map(v, c);
}
