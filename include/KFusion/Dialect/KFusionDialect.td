//===- KFusionDialect.td - KFusion dialect definition ------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `kfusion` dialect and the base class of its ops.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONDIALECT_TD
#define KFUSION_DIALECT_KFUSIONDIALECT_TD

include "mlir/IR/OpBase.td"

def KFusion_Dialect : Dialect {
  let name = "kfusion";
  let cppNamespace = "::mlir::kfusion";
  let summary = "Kernels, tiles, shared arrays and tile dependencies for GPU kernel fusion";
  let description = [{
    The `kfusion` dialect carries the concepts that GPU kernel fusion needs and
    that upstream dialects have no word for: horizontally fused kernel bodies,
    named (partial) barriers, tiles, block-local shared arrays with halos, and
    dependencies between the tiles of dependent launches.

    Programs enter KFusion in MLIR's standard GPU form (a host `func.func`
    issuing `gpu.launch_func` on `gpu.func` kernels); the fusion passes
    introduce `kfusion` ops inside kernels, and `convert-kfusion-to-nvvm`
    removes them again before the upstream NVVM lowering.

    Planners write their plans as discardable `kfusion.*` attributes on the
    ops they concern (`kfusion.horizontal_group = 0` on a launch,
    `kfusion.stitch_threads = 64` on a linalg op, ...), which a user may also
    write by hand; the dialect declares each one and its verifier checks
    their types, ranges and the ops they may be on. An unknown `kfusion.*`
    name is an error.
  }];
  // The plans that planners write and a user may write by hand: every
  // `kfusion.*` attribute an op may carry, each checked by
  // `verifyOperationAttribute` (lib/Dialect/KFusionDiscardableAttrs.cpp) for
  // its type, range and the ops it may be on (docs/dialect.md has the table).
  let discardableAttrs = (ins
    // Horizontal fusion (HFuse), on launches (gpu.launch_func, gpu.launch).
    "::mlir::IntegerAttr":$horizontal_group,
    "::mlir::IntegerAttr":$partition,
    "::mlir::IntegerAttr":$max_registers,
    "::mlir::IntegerAttr":$partition_registers,
    "::mlir::UnitAttr":$horizontal_serial,
    "::mlir::UnitAttr":$horizontal_staggered,
    "::mlir::UnitAttr":$horizontal_blocks,
    // Stencil fusion (SC'14): groups on launches; the fused gpu.func kernel's
    // tile scale and shared-array aliasing.
    "::mlir::IntegerAttr":$stencil_group,
    "::mlir::DenseI64ArrayAttr":$tile_scale,
    "::mlir::UnitAttr":$alias_shared_arrays,
    // Stitching (FusionStitching): the plan on linalg ops; the composition
    // also on the launches kfusion-stitch builds; the L2 hint on kernel loads.
    "::mlir::IntegerAttr":$stitch_group,
    "::mlir::StringAttr":$stitch_composition,
    "::mlir::IntegerAttr":$stitch_pack,
    "::mlir::IntegerAttr":$stitch_threads,
    "::mlir::IntegerAttr":$stitch_rows,
    "::mlir::IntegerAttr":$stitch_rows_per_thread,
    "::mlir::StringAttr":$l2_policy,
    // Fine-grained synchronization (cuSync), on the launches of a pair.
    "::mlir::IntegerAttr":$sync_pair,
    "::mlir::kfusion::TileDepAttr":$tile_dep,
    "::mlir::StringAttr":$sync_policy,
    "::mlir::DenseI64ArrayAttr":$tile_order,
    "::mlir::BoolAttr":$sync_wait_kernel,
    "::mlir::StringAttr":$sync_wait_at,
    // GEMMs: the configuration of a contraction (kfusion-plan-gemm), on
    // linalg ops; the flavour also on the launches kfusion-lower-gemm builds.
    "::mlir::StringAttr":$gemm_flavour,
    "::mlir::DenseI64ArrayAttr":$gemm_tile,
    "::mlir::IntegerAttr":$gemm_stages,
    "::mlir::DenseI64ArrayAttr":$gemm_groups,
    "::mlir::StringAttr":$gemm_load,
    "::mlir::StringAttr":$gemm_schedule,
    "::mlir::IntegerAttr":$gemm_split_k,
    "::mlir::IntegerAttr":$gemm_tile_group,
    "::mlir::DenseI64ArrayAttr":$gemm_cluster,
    "::mlir::StringAttr":$gemm_staging,
    // On the launch of a tensor-core GEMM kernel whose plan came from a
    // tuning cache (kfusion-stitch): the kernel's measured time (us), which
    // the common cost model projects the launch at.
    "::mlir::FloatAttr":$gemm_measured_us,
    // On the launch of every tensor-core GEMM kernel kfusion-lower-gemm or
    // kfusion-stitch builds: the GEMM configuration model's time of it (us),
    // which the common cost model projects the launch at where it is not
    // measured.
    "::mlir::FloatAttr":$gemm_modelled_us,
    // On a kernel's tensor map argument (kfusion-lower-tiles stage-tma): the
    // index of the memref argument the map describes.
    "::mlir::IntegerAttr":$tensor_map_of,
    // The device every planner counts with, on a builtin.module.
    "::mlir::kfusion::DeviceAttr":$device
  );

  let dependentDialects = ["::mlir::gpu::GPUDialect", "::mlir::NVVM::NVVMDialect"];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
}

/// Base class of every `kfusion` op.
class KFusion_Op<string mnemonic, list<Trait> traits = []>
    : Op<KFusion_Dialect, mnemonic, traits>;

#endif // KFUSION_DIALECT_KFUSIONDIALECT_TD
