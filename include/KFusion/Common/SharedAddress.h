//===- SharedAddress.h - Shared-memory addresses on sm_90 -------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What a kernel's shared-memory addresses look like on the GPU, measured on
// an H100 (test/Integration/GPU/cluster-shared-address.mlir): the GEMM
// kernels build wgmma descriptors from them, the index-width proof bounds
// them and the interpreter gives them out, from this one place.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_SHAREDADDRESS_H
#define KFUSION_COMMON_SHAREDADDRESS_H

#include <cstdint>

namespace mlir::kfusion::shared {

/// Blocks of a thread-block cluster at most on sm_90 (more than 8 are
/// non-portable).
constexpr int64_t kMaxClusterBlocks = 16;
/// A block of a cluster sees its own shared memory at rank << this | offset
/// (memref.extract_aligned_pointer_as_index; rank 0 outside clusters).
constexpr unsigned kClusterRankShift = 24;
/// Every shared-memory address a kernel sees is below this.
constexpr int64_t kAddressLimit = kMaxClusterBlocks << kClusterRankShift;
/// A wgmma descriptor's start address field: 14 bits of address / 16, so
/// it holds address bits 4-17 (the block's own 256 KiB; a cluster rank's
/// bits must not reach the fields above it).
constexpr int64_t kWgmmaStartUnits = int64_t(1) << 14;
/// The address bits the start field holds, as a mask.
constexpr int64_t kWgmmaWindowMask = kWgmmaStartUnits * 16 - 1;

} // namespace mlir::kfusion::shared

#endif // KFUSION_COMMON_SHAREDADDRESS_H
