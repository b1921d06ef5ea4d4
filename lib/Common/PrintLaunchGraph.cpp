//===- PrintLaunchGraph.cpp - kfusion-print-launch-graph --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Prints the launch graph (KFusion/Common/LaunchGraph.h) of every host
// block that launches kernels, as text or Graphviz, for users and for the
// tests of the analysis that every fusion technique shares.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Common/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "kfusion-print-launch-graph"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPRINTLAUNCHGRAPHPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
struct KFusionPrintLaunchGraphPass final
    : kfusion::impl::KFusionPrintLaunchGraphPassBase<
          KFusionPrintLaunchGraphPass> {
  using Base::Base;

  void runOnOperation() override {
    if (format != "text" && format != "dot") {
      getOperation().emitError()
          << "kfusion-print-launch-graph: format must be 'text' or 'dot', not '"
          << format << "'";
      return signalPassFailure();
    }
    // Host blocks with launches, in the order their first launch appears.
    llvm::SetVector<Block *> blocks;
    getOperation().walk(
        [&](gpu::LaunchFuncOp launch) { blocks.insert(launch->getBlock()); });
    for (Block *block : blocks) {
      LaunchGraph graph(*block);
      if (format == "dot")
        graph.printDot(llvm::outs());
      else
        graph.print(llvm::outs());
    }
    llvm::outs().flush();
    markAllAnalysesPreserved();
  }
};
} // namespace
