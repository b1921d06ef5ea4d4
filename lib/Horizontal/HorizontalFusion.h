//===- HorizontalFusion.h - Parts of horizontal fusion ----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the files of kfusion-horizontal-fusion share (private to
// lib/Horizontal): a launch as the fusion sees it, the checks of a group
// (HorizontalChecks.cpp) and the building of the fused kernel and launch
// (HorizontalKernel.cpp); HorizontalFusion.cpp drives them over the groups.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_HORIZONTAL_HORIZONTALFUSION_H
#define KFUSION_LIB_HORIZONTAL_HORIZONTALFUSION_H

#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <array>
#include <optional>

namespace mlir::kfusion::horizontal {

/// Threads per warp (a subgroup in the gpu dialect's terms); partitions are
/// whole warps.
inline constexpr int64_t kWarpSize = 32;
/// The most threads a block may have (CUDA).
inline constexpr int64_t kMaxBlockThreads = 1024;

/// What the fusion needs to know about one launch of a group.
struct LaunchInfo {
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  std::array<int64_t, 3> block;
  /// Grid sizes; HorizontalOp::kDynamicSize where not a constant, the host
  /// value in `gridValues` then.
  std::array<int64_t, 3> grid;
  std::array<Value, 3> gridValues;
  /// HorizontalOp::kDynamicSize when computed at run time: `sharedValue`.
  int64_t dynamicSharedBytes = 0;
  Value sharedValue;
  /// Threads of the kernel's partition and the block shape it sees.
  int64_t partition = 0;
  std::array<int64_t, 3> regionBlock;
  /// Registers per thread of the partition after setmaxnreg; 0: the fused
  /// kernel's.
  int64_t registers = 0;
  /// The device functions with a body that the kernel calls, transitively;
  /// fusion inlines them into the kernel's region.
  SmallVector<FunctionOpInterface> callees;
};

/// A group that passed every check: its launches analyzed, their extent in
/// the block, and the gpu.module the fused kernel goes into.
struct CheckedGroup {
  SmallVector<LaunchInfo> infos;
  Operation *first = nullptr;
  Operation *last = nullptr;
  gpu::GPUModuleOp module;
};

//===----------------------------------------------------------------------===//
// Checks (HorizontalChecks.cpp)
//===----------------------------------------------------------------------===//

/// The callee of `call` if it is a function with a body; null for
/// declarations. Sets `unresolved` when the callee is not a function of the
/// symbol table (an indirect call). With `symbolTable`, the callee is looked
/// up there (a clone of a kernel body outside its gpu.module names the
/// callees of that module).
FunctionOpInterface getDefinedCallee(CallOpInterface call,
                                     bool *unresolved = nullptr,
                                     Operation *symbolTable = nullptr);

/// Reports an error if the configuration lists partitions for another number
/// of kernels than the group has (a malformed request, not a refusal).
LogicalResult checkPartitionCount(ArrayRef<gpu::LaunchFuncOp> launches,
                                  const HorizontalFusionConfig &config,
                                  StringRef groupName);

/// Runs every check of the fusion on `launches`; declines (a remark) or
/// returns what building the fused kernel needs. Changes nothing. Uses
/// `sharedGraph` when it is the launch graph of the launches' block.
/// The fused kernel's register bound (nvvm.maxnreg): the option, else the
/// launches' kfusion.max_registers, else none.
std::optional<int64_t>
resolveMaxRegisters(ArrayRef<LaunchInfo> infos,
                    const HorizontalFusionConfig &config);

FailureOr<CheckedGroup> checkGroup(ArrayRef<gpu::LaunchFuncOp> launches,
                                   const HorizontalFusionConfig &config,
                                   StringRef groupName,
                                   LaunchGraph *sharedGraph);

//===----------------------------------------------------------------------===//
// The fused kernel and launch (HorizontalKernel.cpp)
//===----------------------------------------------------------------------===//

/// Creates the fused kernel in `module` and returns it with, per launch, the
/// index of each kernel operand among the fused kernel's arguments, and the
/// host operands of the fused launch.
gpu::GPUFuncOp buildFusedKernel(gpu::GPUModuleOp module,
                                MutableArrayRef<LaunchInfo> infos,
                                const HorizontalFusionConfig &config,
                                std::optional<int64_t> maxRegisters,
                                SmallVectorImpl<Value> &hostOperands);

/// Replaces `launches` (checked, `infos`) by one launch of `fused` (in
/// `module`, with `hostOperands`) where `last` was: the grid of its
/// `kfusion.horizontal` op (computed before the launch when a region's grid
/// is), the fused block, the sum of the aligned dynamic shared memory
/// slices, the launches' dependencies joined and their tokens replaced.
gpu::LaunchFuncOp launchFusedKernel(ArrayRef<gpu::LaunchFuncOp> launches,
                                    MutableArrayRef<LaunchInfo> infos,
                                    gpu::GPUModuleOp module,
                                    gpu::GPUFuncOp fused, Operation *last,
                                    ArrayRef<Value> hostOperands);

/// Erases what the fusion of `infos` into a kernel of `module` left unused
/// in `topModule`: kernels no longer launched, device functions no longer
/// called, and other gpu.modules left without kernels.
void eraseFusedSources(MutableArrayRef<LaunchInfo> infos,
                       gpu::GPUModuleOp module, ModuleOp topModule);

} // namespace mlir::kfusion::horizontal

#endif // KFUSION_LIB_HORIZONTAL_HORIZONTALFUSION_H
