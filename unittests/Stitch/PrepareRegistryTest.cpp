//===- PrepareRegistryTest.cpp - The front end and the tool's registry ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// prepareForStitching folds reshapes into generics through the tensor
// dialect's shape-reification models. A context without them (an embedder's
// own registry, or a tool that registers less) once made upstream's patterns
// fold the other way and the plan differ from kfusion-opt's: it must refuse
// with an error naming the registration instead, and fold as kfusion-opt
// does once the models are registered.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;

/// An iota over 32 elements viewed as 4 x 8 and multiplied into the input:
/// folding the expand_shape by expansion gives one 2-D generic per op.
static const char *kIotaScale = R"mlir(
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @iota_scale(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<32xf32>
  %i = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<32xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  } -> tensor<32xf32>
  %v = tensor.expand_shape %i [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
)mlir";

namespace {
struct Prepared {
  LogicalResult result = failure();
  std::string diagnostics;
  unsigned generics2d = 0, reshapes = 0;
};

Prepared prepare(bool withModels) {
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, tensor::TensorDialect>();
  if (withModels)
    tensor::registerInferTypeOpInterfaceExternalModels(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  Prepared p;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    p.diagnostics += d.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kIotaScale, &context);
  EXPECT_TRUE(module);
  auto func = *module->getOps<func::FuncOp>().begin();
  p.result = kfusion::prepareForStitching(func);
  func.walk([&](Operation *op) {
    if (auto g = dyn_cast<linalg::GenericOp>(op))
      p.generics2d += g.getNumLoops() == 2;
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
      ++p.reshapes;
  });
  return p;
}
} // namespace

TEST(PrepareRegistry, RefusesWithoutTensorShapeModels) {
  Prepared p = prepare(/*withModels=*/false);
  EXPECT_TRUE(failed(p.result));
  EXPECT_NE(p.diagnostics.find("registerInferTypeOpInterfaceExternalModels"),
            std::string::npos)
      << p.diagnostics;
}

TEST(PrepareRegistry, FoldsByExpansionWithTheModels) {
  Prepared p = prepare(/*withModels=*/true);
  EXPECT_TRUE(succeeded(p.result)) << p.diagnostics;
  EXPECT_EQ(p.generics2d, 2u);
  EXPECT_EQ(p.reshapes, 0u);
}
