//===- HaloExchange.h - Halos through distributed shared memory -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Stencil fusion's halo exchange (private to lib/Stencil): the blocks of a
// thread-block cluster along one thread dimension compute their producers'
// points once and copy the halo layers their neighbours computed through
// distributed shared memory, instead of recomputing them. The fused
// kernel's rewrite (HaloExchange.cpp, used by kfusion-stencil-fusion, which
// chooses the dimension by chooseHaloExchange of StencilModel.h) and the
// lowering of kfusion.halo_exchange (used by kfusion-lower-tiles).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STENCIL_HALOEXCHANGE_H
#define KFUSION_LIB_STENCIL_HALOEXCHANGE_H

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::kfusion {

/// Rewrites the fused `kernel` (stencil fusion's form: top-level tiles,
/// barriers between them) for a cluster along thread dimension `dim`: each
/// tile with a halo in `dim` becomes four variants under the block's
/// neighbours in the cluster (`gpu.cluster_block_id` / `dim_blocks`), each
/// leaving out the halo layers a neighbour provides; each barrier after
/// tiles that wrote shared arrays with a halo in `dim` becomes a
/// `kfusion.halo_exchange` of those arrays, with their `extents` (the
/// shapes of the global arrays they stage) where every one has them.
void applyHaloExchange(
    gpu::GPUFuncOp kernel, unsigned dim,
    const llvm::DenseMap<Value, SmallVector<int64_t>> &extents);

/// Lowers `exchange` (kfusion-lower-tiles): a cluster barrier, per array and
/// side with a neighbour a copy loop of `kfusion.remote_load`s shared by the
/// block's threads (the last memref dimension fastest), a cluster barrier.
void lowerHaloExchange(HaloExchangeOp exchange);

} // namespace mlir::kfusion

#endif // KFUSION_LIB_STENCIL_HALOEXCHANGE_H
