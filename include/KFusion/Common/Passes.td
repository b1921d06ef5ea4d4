//===- Passes.td - KFusion common passes -------------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Passes every technique shares: the launch graph printer, host memory-op
// and stream clean-ups around the lowering, and the binary dump.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_PASSES_TD
#define KFUSION_COMMON_PASSES_TD

include "mlir/Pass/PassBase.td"

def KFusionPrintLaunchGraphPass
    : Pass<"kfusion-print-launch-graph", "::mlir::ModuleOp"> {
  let summary = "Print the launch graph of each host block";
  let description = [{
    Prints, for every host block that launches kernels, the launch graph the
    fusion passes and their planners use (`LaunchGraph.h`): its nodes (the
    launches and the host ops that order them), SC'14's arrays with K(D), the
    dependences with their kind and buffer, and the order-of-execution graph;
    `format=dot` prints Graphviz. The IR is unchanged (docs/common.md).

    ```mlir
    gpu.launch_func @k::@lap ... args(%u : memref<...>, %t : memref<...>)
    gpu.launch_func @k::@out ... args(%t : memref<...>, %v : memref<...>)
    // prints, among the rest:
    //   node 0: launch @k::@lap
    //   node 1: launch @k::@out
    //   0 -> 1 read-after-write: @k::@lap writes %t, which @k::@out may read
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "Output format: text or dot">,
  ];
}

def KFusionEstimatePass : Pass<"kfusion-estimate", "::mlir::ModuleOp"> {
  let summary = "Report the common cost model's projection of each launch";
  let description = [{
    For a program in MLIR's GPU form: a remark on every `gpu.launch_func`
    with the common cost model's projection of its kernel, named
    (`KernelRoofline.h`: analyzeKernelWork and projectLaunch over the device
    description), what bounds it (a resource, `phases`: the kernel's phases
    in sequence where one block fills an SM, or `floor`: the device's
    shortest kernel), each term's time and the resident blocks per SM, and
    one remark per function with the total (launch overheads included): what
    `kfusion-fuse` ranks its candidates by, for a program built by any
    technique. A launch whose sizes are not constants is reported as not
    projected. The IR is unchanged (docs/fuse.md).

    ```
    remark: projected 12.31 us (DRAM) for @copy: issue 2.10, L1 1.05,
      atomics 0.00, tensor 0.00, L2 3.71, DRAM 12.31, latency 0.50,
      phases 12.31 us; grid 132 x 256 threads, 8 resident per SM
    remark: @forward projected 41.59 us in 10 launches (launch overheads
      included)
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device the model counts with: a preset (h100, h200) or a "
           "#kfusion.device attribute; empty: the module's kfusion.device, "
           "else h100">,
  ];
}

def KFusionDumpBinariesPass : Pass<"kfusion-dump-binaries", "::mlir::ModuleOp"> {
  let summary = "Write the objects of every gpu.binary to files";
  let description = [{
    Writes each object of each `gpu.binary` in the module to
    `<output-dir>/<binary>.<chip>.<ext>` (`ptx` for assembly, `cubin`, `fatbin`,
    `ll` for offload objects) with a remark naming the file, so scripts can
    feed it to `ptxas -v` or `cuobjdump`. The IR is unchanged.

    ```mlir
    gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, "...">]
    // with output-dir=out (after kfusion-to-cubin="format=ptx"): writes
    // out/kernels.sm_90.ptx and remarks "wrote out/kernels.sm_90.ptx"
    ```
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", /*default=*/"\".\"",
           "Directory the objects are written to (created if missing)">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionLowerBlockingMemoryOpsPass
    : Pass<"kfusion-lower-blocking-memory-ops"> {
  let summary = "Rewrite synchronous gpu.alloc/dealloc/memcpy/memset (and "
                "async ones without exactly one dependency) into the async "
                "form gpu-to-llvm lowers";
  let description = [{
    Upstream's `gpu-to-llvm` lowers `gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`
    and `gpu.memset` only in their async form with exactly one dependency.
    This pass rewrites the host's other forms: a synchronous op runs async on
    a stream of its own and is waited for, so it blocks as before; an async
    one gets a stream that starts when its dependencies are done. Device code
    is left alone; `host_shared` and the pass's place: docs/common.md.

    ```mlir
    gpu.memcpy [%t] %d, %h : memref<256xf32>, memref<256xf32>
    // becomes
    %0 = gpu.wait async [%t]
    %1 = gpu.memcpy async [%0] %d, %h : memref<256xf32>, memref<256xf32>
    gpu.wait [%1]
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionReleaseStreamsPass
    : Pass<"kfusion-release-streams", "::mlir::ModuleOp"> {
  let summary = "Destroy every stream the lowered host code creates once, "
                "after its last use";
  let description = [{
    Runs on host code `gpu-to-llvm` lowered. Upstream creates a stream for
    every `gpu.wait async` and async op without dependencies and destroys one
    only at a blocking `gpu.wait` on its token, so a join's streams leak and
    two tokens of one stream destroy it twice. This pass destroys each stream
    used only in its block, by the runtime's stream functions and launches,
    once, after its last use; others get a remark (docs/common.md).

    ```mlir
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    gpu.launch_func <%s : !llvm.ptr> @kernels::@a ...
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    // gets, where nothing destroyed %s:
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionOutlineLaunchesPass
    : Pass<"kfusion-outline-launches", "::mlir::ModuleOp"> {
  let summary = "Outline gpu.launch ops for horizontal fusion, one gpu.module "
                "per host function";
  let description = [{
    Outlines every `gpu.launch` (with `only-grouped`, those carrying
    `kfusion.horizontal_group` or `kfusion.stencil_group`) into a kernel of one gpu.module
    per host function, launched with the same sizes, dependencies and
    `kfusion.*` attributes. Unlike upstream's `gpu-kernel-outlining` it keeps
    those attributes and leaves `known_block_size` undeclared, so the tuner
    may change a partition (docs/horizontal.md, "Groups and configuration").

    ```mlir
    func.func @main(...) { gpu.launch blocks(...) in (...) threads(...) in (...) { ... } {kfusion.horizontal_group = 5 : i64} }
    // becomes
    gpu.module @main_kernels { gpu.func @main_kernel(...) kernel { ... } }
    func.func @main(...) { gpu.launch_func @main_kernels::@main_kernel ... {kfusion.horizontal_group = 5 : i64} }
    ```
  }];
  let options = [
    Option<"onlyGrouped", "only-grouped", "bool", /*default=*/"false",
           "Outline only the launches carrying kfusion.horizontal_group or "
           "kfusion.stencil_group">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // KFUSION_COMMON_PASSES_TD
