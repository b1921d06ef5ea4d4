//===- KFusionOps.h - KFusion operations --------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declares the operations of the `kfusion` dialect (generated from
// KFusionOps.td): the named barrier, the horizontal kernel body and the
// device constant.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONOPS_H
#define KFUSION_DIALECT_KFUSIONOPS_H

#include "KFusion/Dialect/KFusionDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <array>

namespace mlir::kfusion {
/// True if `type` is a memref in workgroup or private (block- or
/// thread-local) memory.
bool isBlockLocalMemRef(Type type);

/// The results of `map` at integer `dims` and `symbols` (floordiv, ceildiv
/// and mod with floor semantics, as affine maps define them).
SmallVector<int64_t> evaluateAffineMap(AffineMap map, ArrayRef<int64_t> dims,
                                       ArrayRef<int64_t> symbols = {});

/// The kernel attribute that makes a block's tile larger than the block:
/// `kfusion.tile_scale = array<i64: sx, sy, sz>` (positive), the tile being
/// `block_dim(d) * s(d)` points in each dimension (see `kfusion.tile`).
inline constexpr llvm::StringLiteral kTileScaleAttrName =
    KFusionDialect::TileScaleAttrHelper::getNameStr();

/// The kernel attribute (a unit attribute on a gpu.func) that asks
/// `kfusion-lower-tiles` to overlay the kernel's static shared arrays by
/// liveness whatever its `alias-shared-arrays` option says: stencil fusion
/// sets it where its plan's occupancy counted on it.
inline constexpr llvm::StringLiteral kAliasSharedArraysAttrName =
    KFusionDialect::AliasSharedArraysAttrHelper::getNameStr();

/// The load attribute that asks for an L2 eviction priority:
/// `kfusion.l2_policy = "evict_last" | "evict_first"` on a `vector.load` or
/// `memref.load` of global memory in a kernel, loading 2, 4, 8 or 16 bytes.
/// A performance hint only (PTX `createpolicy` and `ld.global.L2::cache_hint`
/// in `kfusion-lower-l2-policy`); every other reader runs the plain load.
inline constexpr llvm::StringLiteral kL2PolicyAttrName =
    KFusionDialect::L2PolicyAttrHelper::getNameStr();

/// The eviction priorities `kfusion.l2_policy` takes.
bool isL2PolicyName(llvm::StringRef name);

/// The policies `kfusion.sync_policy` names: "tile", "row", "strided",
/// "conv2d" (cuSync's; the Sync library maps them to SyncPolicy).
bool isSyncPolicyName(llvm::StringRef name);

/// Where `kfusion.sync_wait_at` puts a consumer's wait: "entry",
/// "first-use" or "in-loop".
bool isSyncWaitAtName(llvm::StringRef name);

/// Checks the form of a `kfusion.tile_order` (a permutation of [0, 1, 2],
/// optionally followed by a band size of at least 1; its meaning is in
/// KFusion/Sync/TileOrder.h); failure says what is wrong in `why`.
LogicalResult checkTileOrder(ArrayRef<int64_t> order, std::string *why);

/// Why `kfusion.l2_policy` cannot be on `op` (a load of `memrefType` giving
/// `loaded`), or the empty string when it can.
std::string whyNoL2Policy(Operation *op, MemRefType memrefType, Type loaded);

/// The tile scale of thread dimension `d` of the kernel enclosing `op` (1
/// without the attribute, or inside a horizontal region).
int64_t getTileScale(Operation *op, unsigned d);

/// How the regions of a `kfusion.horizontal` op share the launch: thread
/// ranges of every block (HFuse's partitions), every thread running the
/// regions one after the other (`serial`, HFuse's vertical baseline), or
/// each block running one region (`blocks`, the kernels' blocks interleaved).
enum class HorizontalMode { Partitions, Serial, Blocks };

/// The mode's name in diagnostics ("thread partitions", "serial",
/// "interleaved blocks").
llvm::StringRef getHorizontalModeName(HorizontalMode mode);

/// The block's shared (workgroup) memory as a whole: ops that order it like a
/// barrier (`kfusion.stage`) read and write this resource, so passes do not
/// move shared-memory accesses across them, while their effects on their own
/// operands stay precise (a stage only reads its global source).
struct WorkgroupMemoryResource
    : public SideEffects::Resource::Base<WorkgroupMemoryResource> {
  StringRef getName() final { return "kfusion.workgroup_memory"; }
};
} // namespace mlir::kfusion

#define GET_OP_CLASSES
#include "KFusion/Dialect/KFusionOps.h.inc"

#endif // KFUSION_DIALECT_KFUSIONOPS_H
