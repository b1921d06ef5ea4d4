//===- Passes.td - KFusion transformation passes -----------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Passes that plan, fuse or inspect GPU programs. Fusion passes arrive with
// their techniques; the foundation has the binary dump used by `make demo`.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_PASSES_TD
#define KFUSION_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionDumpBinariesPass : Pass<"kfusion-dump-binaries", "::mlir::ModuleOp"> {
  let summary = "Write the objects of every gpu.binary to files";
  let description = [{
    Writes each object of each `gpu.binary` in the module to
    `<output-dir>/<binary>.<chip>.<ext>`, where `ext` is `ptx` for assembly
    (`format=ptx` in `kfusion-to-cubin`), `cubin` for binaries, `fatbin` for
    fat binaries and `ll` for offload (LLVM IR) objects. The IR is left
    unchanged. A remark on the module names each file written, so scripts
    (and `make demo`) can feed the PTX to `ptxas -v` or the cubin to
    `cuobjdump`.

    Example: after
    `kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=out"`
    the file `out/kernels.sm_90.ptx` holds the PTX of `gpu.module @kernels`.
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", /*default=*/"\".\"",
           "Directory the objects are written to (created if missing)">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // KFUSION_TRANSFORMS_PASSES_TD
