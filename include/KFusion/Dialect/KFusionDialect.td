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
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect", "::mlir::NVVM::NVVMDialect"];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
}

/// Base class of every `kfusion` op.
class KFusion_Op<string mnemonic, list<Trait> traits = []>
    : Op<KFusion_Dialect, mnemonic, traits>;

#endif // KFUSION_DIALECT_KFUSIONDIALECT_TD
