//===- HorizontalFusion.cpp - kfusion-horizontal-fusion ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Horizontal fusion after Li, Zheng, Pekhimenko and Long, "Automatic
// Horizontal Fusion for GPU Kernels" (CGO'22). The launches of a group become
// one launch of a new kernel whose body is a `kfusion.horizontal` op holding
// the original kernel bodies, one region each, run by disjoint thread ranges
// of every block (or, in serial mode, one after the other by each thread).
//
// Algorithm, per group:
//  1. Check that the launches can run as one: same block, nothing between
//     them that orders them (a wait, a host memory access, a call, another
//     launch), constant launch sizes, no clusters, kernels that do not use
//     barrier ids or thread-id registers themselves (nor in the device
//     functions they call, which must be inlinable), and no data dependency
//     in the launch graph of the block (KFusion/Common/LaunchGraph.h, built
//     on each kernel's access summary): two launches conflict when one writes
//     a buffer the other touches and their host buffers may alias (same
//     allocation, or not both distinct allocations).
//  2. Resolve the partitions (option, `kfusion.partition`, block size), check
//     the thread and barrier limits.
//  3. Build the fused gpu.func: the kernels' arguments (identical host
//     operands once), their workgroup and private attributions side by side,
//     and a `kfusion.horizontal` op whose region i is a clone of kernel i's
//     body with `gpu.return` turned into `kfusion.yield` and its calls to
//     device functions inlined.
//  4. Replace the launches by one launch (grid: the op's launch grid; block:
//     the fused block; dynamic shared memory: the sum of the aligned slices)
//     at the position of the last one, and erase kernels no longer launched
//     and device functions no longer called.
//
// A group that fails a check is left unchanged with a remark on the op
// involved. The partitions are materialized by kfusion-lower-horizontal.
// Step 1 and 2 are in HorizontalChecks.cpp, 3 and 4 in HorizontalKernel.cpp;
// this file drives them over the groups.
//
#include "HorizontalFusion.h"

#include "KFusion/Common/Transforms.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

#define DEBUG_TYPE "kfusion-horizontal-fusion"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONHORIZONTALFUSIONPASS
#include "KFusion/Horizontal/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::horizontal;

FailureOr<gpu::LaunchFuncOp>
mlir::kfusion::fuseLaunchesHorizontally(ArrayRef<gpu::LaunchFuncOp> launches,
                                        const HorizontalFusionConfig &config,
                                        StringRef groupName) {
  FailureOr<CheckedGroup> checked =
      checkGroup(launches, config, groupName, /*sharedGraph=*/nullptr);
  if (failed(checked))
    return failure();
  SmallVector<LaunchInfo> &infos = checked->infos;
  Operation *last = checked->last;
  gpu::GPUModuleOp module = checked->module;

  std::optional<int64_t> maxRegisters = resolveMaxRegisters(infos, config);

  // The fused kernel.
  SmallVector<Value> hostOperands;
  gpu::GPUFuncOp fused =
      buildFusedKernel(module, infos, config, maxRegisters, hostOperands);
  gpu::LaunchFuncOp fusedLaunch =
      launchFusedKernel(launches, infos, module, fused, last, hostOperands);
  eraseFusedSources(infos, module, fusedLaunch->getParentOfType<ModuleOp>());
  return fusedLaunch;
}

/// Strips a leading '@' from each part of `name` ("@m::@k" -> "m::k").
static std::string normalizeKernelName(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, "::");
  return llvm::join(llvm::map_range(parts,
                                    [](StringRef part) {
                                      part.consume_front("@");
                                      return part.str();
                                    }),
                    "::");
}

/// True if `launch` launches the kernel called `name` ("k" or "m::k").
static bool launchesKernel(gpu::LaunchFuncOp launch, StringRef name) {
  std::string qualified = (launch.getKernelModuleName().getValue() +
                           "::" + launch.getKernelName().getValue())
                              .str();
  return name == qualified || name == launch.getKernelName().getValue();
}

/// `config` for the group of `launches`, in the mode their
/// kfusion.horizontal_serial, kfusion.horizontal_staggered (serial, each
/// block's order rotated) or kfusion.horizontal_blocks attributes ask for (on
/// every launch of the group, or on none). An error when one is on some
/// launches only, or the group is asked for two modes (serial or staggered
/// and blocks, or an attribute against the pass's serial or blocks option).
static FailureOr<HorizontalFusionConfig>
getGroupConfig(ArrayRef<gpu::LaunchFuncOp> launches,
               const HorizontalFusionConfig &config, StringRef name) {
  gpu::LaunchFuncOp front = launches.front();
  std::optional<std::pair<StringRef, HorizontalMode>> marked;
  bool staggered = false;
  for (auto [attr, mode] :
       {std::make_pair(kHorizontalSerialAttr, HorizontalMode::Serial),
        std::make_pair(kHorizontalStaggeredAttr, HorizontalMode::Serial),
        std::make_pair(kHorizontalBlocksAttr, HorizontalMode::Blocks)}) {
    auto carries = [&](gpu::LaunchFuncOp l) { return l->hasAttr(attr); };
    if (llvm::none_of(launches, carries))
      continue;
    auto plain = llvm::find_if_not(launches, carries);
    if (plain != launches.end()) {
      gpu::LaunchFuncOp(*plain).emitError()
          << "kfusion-horizontal-fusion: " << attr << " is on some launches of "
          << name
          << " but not on this one; mark every launch of the group or none";
      return failure();
    }
    staggered |= attr == kHorizontalStaggeredAttr;
    // Serial and staggered agree (staggered is a serial form).
    if (marked && marked->second != mode) {
      front.emitError() << "kfusion-horizontal-fusion: " << name
                        << " is marked " << marked->first << " and " << attr
                        << ", two ways to fuse it; mark it with one";
      return failure();
    }
    marked = {attr, mode};
  }
  HorizontalFusionConfig groupConfig = config;
  if (!marked)
    return groupConfig;
  if (config.mode != HorizontalMode::Partitions &&
      config.mode != marked->second) {
    front.emitError() << "kfusion-horizontal-fusion: " << name << " is marked "
                      << marked->first << " ("
                      << getHorizontalModeName(marked->second)
                      << ") but the pass's option asks for "
                      << getHorizontalModeName(config.mode) << "; ask for one";
    return failure();
  }
  groupConfig.mode = marked->second;
  groupConfig.staggered |= staggered;
  return groupConfig;
}

LogicalResult mlir::kfusion::fuseHorizontalGroups(
    ModuleOp module, const KFusionHorizontalFusionPassOptions &options) {
  ArrayRef<std::string> kernels = options.kernels;
  HorizontalFusionConfig config;
  config.partitions.assign(options.partition.begin(), options.partition.end());
  if (options.maxRegisters < 0)
    return module.emitError()
           << "kfusion-horizontal-fusion: max-registers must be 0 (none) or "
              "positive, not "
           << options.maxRegisters;
  if (options.maxRegisters > 0)
    config.maxRegisters = options.maxRegisters;
  config.partitionRegisters.assign(options.partitionRegisters.begin(),
                                   options.partitionRegisters.end());
  if ((options.serial || options.staggered) && options.blocks)
    return module.emitError()
           << "kfusion-horizontal-fusion: "
           << (options.serial ? "serial" : "staggered")
           << " and blocks are two ways to fuse a group; ask for one";
  if (options.serial || options.staggered)
    config.mode = HorizontalMode::Serial;
  else if (options.blocks)
    config.mode = HorizontalMode::Blocks;
  config.staggered = options.staggered;
  // Groups in the order they appear, each in program order (or option
  // order), with the name diagnostics give them.
  SmallVector<std::pair<std::string, SmallVector<gpu::LaunchFuncOp>>> groups;
  if (!kernels.empty()) {
    SmallVector<gpu::LaunchFuncOp> launches;
    for (const std::string &raw : kernels) {
      std::string name = normalizeKernelName(raw);
      SmallVector<gpu::LaunchFuncOp> matches;
      module.walk([&](gpu::LaunchFuncOp launch) {
        if (launchesKernel(launch, name))
          matches.push_back(launch);
      });
      if (matches.size() != 1) {
        InFlightDiagnostic diag =
            (matches.empty() ? module.getOperation() : matches[1])->emitError()
            << "kfusion-horizontal-fusion: kernels=" << llvm::join(kernels, ",")
            << " names '" << raw << "', which is launched " << matches.size()
            << " times; name kernels launched once, or mark the launches "
               "with kfusion.horizontal_group";
        return diag;
      }
      launches.push_back(matches.front());
    }
    groups.push_back(
        {"the group kernels=" + llvm::join(kernels, ","), std::move(launches)});
  } else {
    outlineLaunches(module, /*onlyGrouped=*/true);
    std::map<int64_t, size_t> byId;
    WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
      Attribute attr = launch->getAttr(kHorizontalGroupAttr);
      if (!attr)
        return WalkResult::advance();
      auto id = dyn_cast<IntegerAttr>(attr);
      if (!id) {
        launch.emitError() << "kfusion-horizontal-fusion: "
                           << kHorizontalGroupAttr
                           << " must be an integer, not " << attr;
        return WalkResult::interrupt();
      }
      auto [it, inserted] = byId.insert({id.getInt(), groups.size()});
      if (inserted)
        groups.push_back({"group " + std::to_string(id.getInt()), {}});
      groups[it->second].second.push_back(launch);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return failure();
  }

  bool malformed = false;
  for (auto &[name, launches] : groups) {
    // A wrong-length partition list is a malformed request, not a refusal.
    if (failed(checkPartitionCount(launches, config, name))) {
      malformed = true;
      continue;
    }
    // kfusion.horizontal_serial or kfusion.horizontal_blocks on every launch
    // of the group (the HFuse tuner's write-back of such a choice) or on
    // none.
    FailureOr<HorizontalFusionConfig> groupConfig =
        getGroupConfig(launches, config, name);
    if (failed(groupConfig)) {
      malformed = true;
      continue;
    }
    (void)fuseLaunchesHorizontally(launches, *groupConfig, name);
  }
  return failure(malformed);
}

namespace {
struct KFusionHorizontalFusionPass final
    : kfusion::impl::KFusionHorizontalFusionPassBase<
          KFusionHorizontalFusionPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionHorizontalFusionPassOptions options;
    options.kernels.assign(kernels.begin(), kernels.end());
    options.partition.assign(partition.begin(), partition.end());
    options.maxRegisters = maxRegisters;
    options.partitionRegisters.assign(partitionRegisters.begin(),
                                      partitionRegisters.end());
    options.serial = serial;
    options.staggered = staggered;
    options.blocks = blocks;
    if (failed(fuseHorizontalGroups(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
