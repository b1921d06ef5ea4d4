//===- Estimate.cpp - kfusion-estimate: the cost model's projections ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-estimate: a remark per launch with the common cost model's
// projection (KernelRoofline.h) of its kernel, named so that tables can join
// it to measured kernel times, and one per function with the total, the
// number kfusion-fuse ranks candidates by.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/Passes.h"
#include "KFusion/Dialect/DeviceDescription.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONESTIMATEPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
struct KFusionEstimatePass final
    : kfusion::impl::KFusionEstimatePassBase<KFusionEstimatePass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<DeviceDescription> gpu = resolveDevice(getOperation(), device);
    if (failed(gpu))
      return signalPassFailure();
    auto us = [](double seconds) { return seconds * 1e6; };
    getOperation().walk([&](FunctionOpInterface func) {
      if (isa<gpu::GPUFuncOp>(func.getOperation()))
        return;
      FunctionProjection total = projectFunction(func, *gpu);
      if (total.perLaunch.empty())
        return;
      for (const LaunchProjection &l : total.perLaunch) {
        gpu::LaunchFuncOp launch = l.launch;
        if (!l.projection) {
          launch.emitRemark() << "not projected: " << l.whyNot;
          continue;
        }
        const RooflineProjection &p = *l.projection;
        launch.emitRemark() << llvm::formatv(
            "projected {0:F2} us ({1}) for @{2}: issue {3:F2}, L1 {4:F2}, "
            "atomics {5:F2}, tensor {6:F2}, L2 {7:F2}, DRAM {8:F2}, latency "
            "{9:F2}, phases {10:F2} us; grid {11} x {12} threads, {13} "
            "resident per SM; launch {14:F2} us",
            us(p.seconds), p.bound(), launch.getKernelName().getValue(),
            us(p.issueSeconds), us(p.l1Seconds), us(p.atomicSeconds),
            us(p.tensorSeconds), us(p.l2Seconds), us(p.dramSeconds),
            us(p.latencySeconds), us(p.phaseSeconds), l.shape.blocks(),
            l.shape.threads(), p.blocksPerMultiprocessor,
            us(gpu->launchOverhead));
      }
      func->emitRemark() << llvm::formatv(
          "@{0} projected {1:F2} us in {2} launch{3} (launch overheads "
          "included){4}",
          func.getName(), us(total.seconds), total.launches,
          total.launches == 1 ? "" : "es",
          total.unprojected
              ? llvm::formatv("; {0} not projected", total.unprojected).str()
              : "");
    });
    markAllAnalysesPreserved();
  }
};
} // namespace
