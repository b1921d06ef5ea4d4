//===- Passes.td - KFusion horizontal passes ---------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Horizontal fusion (HFuse, CGO'22): plan pairs of independent launches, fuse
// them into kernels with a kfusion.horizontal body, lower the partitions.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_HORIZONTAL_PASSES_TD
#define KFUSION_HORIZONTAL_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPlanHorizontalPass
    : Pass<"kfusion-plan-horizontal", "::mlir::ModuleOp"> {
  let summary = "Pair adjacent independent launches of a memory-bound and a "
                "compute-bound kernel into horizontal fusion groups";
  let description = [{
    Chooses the groups `kfusion-horizontal-fusion` fuses, after HFuse's
    observation that fusing pays when one kernel waits on memory while the
    other keeps the ALUs busy: pairs of a memory-bound and a compute-bound
    launch (arithmetic per global access, `KernelProfile.h`) at most `window`
    apart that the fusion accepts get a `kfusion.horizontal_group`, largest contrast
    first, a remark each; `model=roofline` pairs by projected gain instead.
    Classes, model and evaluation: docs/horizontal.md.

    ```mlir
    gpu.launch_func @k::@ethash ...    // 8 ops per access: memory-bound
    gpu.launch_func @k::@sha256d ...   // 1313: compute-bound
    // become a group:
    gpu.launch_func @k::@ethash ... {kfusion.horizontal_group = 0 : i64}
    gpu.launch_func @k::@sha256d ... {kfusion.horizontal_group = 0 : i64}
    ```
  }];
  let options = [
    Option<"memoryBoundBelow", "memory-bound-below", "double",
           /*default=*/"16.0",
           "A kernel with fewer arithmetic ops per global-memory access is "
           "memory-bound">,
    Option<"computeBoundAbove", "compute-bound-above", "double",
           /*default=*/"64.0",
           "A kernel with more arithmetic ops per global-memory access is "
           "compute-bound">,
    Option<"defaultTripCount", "default-trip-count", "int64_t",
           /*default=*/"16",
           "Trip count assumed for loops without constant bounds">,
    Option<"window", "window", "int64_t", /*default=*/"8",
           "Largest distance in launches between the two launches of a "
           "pair (1: neighbours only)">,
    Option<"model", "model", "std::string", /*default=*/"\"classes\"",
           "How pairs are chosen: 'classes' (a memory-bound with a "
           "compute-bound kernel) or 'roofline' (a projected gain of at "
           "least min-gain)">,
    Option<"minGain", "min-gain", "double", /*default=*/"1.05",
           "model=roofline: smallest projected gain (better unfused time / "
           "fused time) of a pair">,
    Option<"searchPartitions", "search-partitions", "bool",
           /*default=*/"false",
           "model=roofline: project every partition the HFuse tuner "
           "searches and keep the best (the remark names it; the tuner "
           "chooses the partition)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionHorizontalFusionPass
    : Pass<"kfusion-horizontal-fusion", "::mlir::ModuleOp"> {
  let summary = "Fuse independent kernel launches into one horizontally "
                "partitioned kernel";
  let description = [{
    Horizontal fusion after Li et al. (CGO'22): the launches of a group
    (`kfusion.horizontal_group = N`, or the `kernels` option) become one launch of a
    kernel whose block is split into one thread range (partition) per kernel,
    so that the warp schedulers interleave them; its body is a
    `kfusion.horizontal` op holding the original bodies. Refusals are remarks
    naming the reason; groups, partitions and limits: docs/horizontal.md.

    ```mlir
    gpu.launch_func @k::@reduce blocks in (%c64, %c1, %c1) threads in (%c128, %c1, %c1) ... {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @k::@hist blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1) ... {kfusion.horizontal_group = 1 : i64}
    // become one launch of 384 threads per block, whose kernel holds
    gpu.launch_func @k::@reduce_hist_hfuse blocks in (%c64, %c1, %c1) threads in (%c384, %c1, %c1) ...
    kfusion.horizontal partitions [128, 256] block_dims [(128, 1, 1), (256, 1, 1)]
        grid_dims [(64, 1, 1), (64, 1, 1)] { ... }, { ... }
    ```
  }];
  let options = [
    ListOption<"kernels", "kernels", "std::string",
               "Fuse the launches of these kernels (name or module::name) "
               "as one group, in this order, instead of the "
               "kfusion.horizontal_group attributes">,
    ListOption<"partition", "partition", "int64_t",
               "Threads of each kernel's partition, in group order "
               "(default: each launch's block size)">,
    Option<"maxRegisters", "max-registers", "int64_t", /*default=*/"0",
           "Register bound of the fused kernel (nvvm.maxnreg); 0: none">,
    ListOption<"partitionRegisters", "partition-registers", "int64_t",
               "Registers per thread of each kernel's partition after "
               "setmaxnreg (sm_90), in group order; 0 keeps the fused "
               "kernel's (default: each launch's "
               "kfusion.partition_registers, else none)">,
    Option<"serial", "serial", "bool", /*default=*/"false",
           "Emit HFuse's serial (vertical) baseline: each thread runs the "
           "kernels one after the other">,
    Option<"staggered", "staggered", "bool", /*default=*/"false",
           "The serial form with each block's kernel order rotated (a hash "
           "of its id picks the first), so that resident blocks run "
           "different kernels at once (implies serial; not with blocks)">,
    Option<"blocks", "blocks", "bool", /*default=*/"false",
           "Interleave the kernels' blocks instead of partitioning threads: "
           "each block of the fused launch runs one kernel (not with "
           "serial)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::kfusion::KFusionDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def KFusionLowerHorizontalPass : Pass<"kfusion-lower-horizontal"> {
  let summary = "Materialize the partitions of kfusion.horizontal bodies";
  let description = [{
    Replaces each `kfusion.horizontal` op by guarded code: region `i` runs as
    an `scf.execute_region` under `scf.if` (thread id in its partition; with
    different grids, block id below its count), its ids, sizes, barriers and
    dynamic shared memory made the partition's (docs/horizontal.md).

    ```mlir
    // region 1 of `partitions [128, 256]` (%tid = gpu.thread_id x) becomes
    %in = arith.cmpi uge, %tid, %c128 : index
    scf.if %in {
      scf.execute_region {
        %local = arith.subi %tid, %c128 : index   // the region's ids from it
        ... kfusion.named_barrier id 2 threads 256 ... scf.yield
      }
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::kfusion::KFusionDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
  ];
}

#endif // KFUSION_HORIZONTAL_PASSES_TD
