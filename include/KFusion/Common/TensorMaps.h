//===- TensorMaps.h - What TMA loads and tensor maps allow ------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The limits of tensor maps (cuTensorMapEncodeTiled) and TMA tile loads
// (cp.async.bulk.tensor) that the stencil lowering plans by and the
// interpreter checks: one place, so that what one produces the other
// accepts as the GPU does.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_TENSORMAPS_H
#define KFUSION_COMMON_TENSORMAPS_H

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::kfusion::tma {

/// The largest side of a box, in elements.
constexpr int64_t kMaxBoxSide = 256;
/// The alignment, in bytes, of a box's innermost side, of a tensor's
/// strides and first element, and of a load's innermost coordinate (an
/// H200 stops with an illegal instruction at other coordinates:
/// bench/device/tma-probe.cu).
constexpr int64_t kAlignBytes = 16;
/// The alignment, in bytes, of a load's shared-memory destination.
constexpr int64_t kSharedAlignBytes = 128;
/// The alignment, in bytes, of a 128-byte-swizzled load's destination (the
/// swizzle repeats every 8 rows of 128 bytes, on shared address bits 4-9).
constexpr int64_t kSwizzle128AlignBytes = 1024;
/// The most transaction bytes one phase of an mbarrier may count.
constexpr int64_t kMaxTxBytes = (int64_t(1) << 20) - 1;

/// On a kernel's tensor map argument (kfusion-lower-tiles stage-tma): the
/// index of the memref argument the map describes, so that the kernel
/// roofline counts a TMA load's bytes against that buffer.
/// kfusion-tensor-map-arguments drops it with the map's type.
inline constexpr llvm::StringLiteral kTensorMapOfAttrName =
    KFusionDialect::TensorMapOfAttrHelper::getNameStr();

/// The argument of `kernel` that its tensor map argument `map` describes
/// (`kfusion.tensor_map_of`), or null where `map` is no argument of it or
/// names no valid one. The analyses that see a TMA load read its buffer ask
/// this (KernelAccess, KernelRoofline, the tile analysis, insert-semaphores).
BlockArgument describedArgument(FunctionOpInterface kernel, Value map);

/// A tensor map of `memref` (a memref of identity layout) whose box, swizzle
/// and fill `mapType` (an !nvgpu.tensormap.descriptor) names: the
/// nvgpu.tma.create.descriptor of its unranked cast, with the box's sides, at
/// `builder`'s insertion point (lib/Common/LaunchUtils.cpp). The host side of
/// the stencils' and the GEMMs' TMA loads.
Value createTensorMap(OpBuilder &builder, Location loc, Value memref,
                      Type mapType);

} // namespace mlir::kfusion::tma

#endif // KFUSION_COMMON_TENSORMAPS_H
