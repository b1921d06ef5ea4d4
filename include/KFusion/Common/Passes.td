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
    Prints, for every block of a host function (or other host region) that
    launches kernels, the launch graph that the fusion passes and their
    planners use (`KFusion/Common/LaunchGraph.h`): its nodes in program
    order (each `gpu.launch_func`, and each host op that orders launches: one
    that accesses memory, waits for the device, or whose effects are not
    known), the arrays with SC'14's K(D) (the launches that touch array D,
    which of them read and write it, and the arrays it is not known apart
    from), every direct dependence with its kind (read-after-write,
    write-after-read, write-after-write on a buffer or global, a token, or an
    ordering with a synchronizing or unknown op) and the buffer, and the
    order-of-execution graph (the dependences not implied by others).

    `format=dot` prints a Graphviz digraph per block instead. The output goes
    to standard output; the IR is unchanged.

    Example: `kfusion-opt prog.mlir --kfusion-print-launch-graph -o /dev/null`
    prints

    ```
    launch graph of @step: 3 nodes, 2 dependences
      node 0: launch @k::@lap
      node 1: launch @k::@flx
      node 2: launch @k::@out
    arrays (K(D): the launches that touch D):
      array 0: %arg0 (argument, llvm.noalias): K = {0, 2}, read by 0, 2, written by -
      array 1: %0 (allocation): K = {0, 1}, read by 1, written by 0
      ...
    dependences:
      0 -> 1 read-after-write: @k::@lap writes %0, which @k::@flx may read
      1 -> 2 read-after-write: @k::@flx writes %1, which @k::@out may read
    order of execution (transitive reduction):
      0 -> 1
      1 -> 2
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "Output format: text or dot">,
  ];
}

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

def KFusionLowerBlockingMemoryOpsPass
    : Pass<"kfusion-lower-blocking-memory-ops"> {
  let summary = "Rewrite synchronous gpu.alloc/dealloc/memcpy/memset (and "
                "async ones without exactly one dependency) into the async "
                "form gpu-to-llvm lowers";
  let description = [{
    The GPU dialect defines synchronous forms of `gpu.alloc`, `gpu.dealloc`,
    `gpu.memcpy` and `gpu.memset` (without `async`): the host blocks until
    the op is done on the device. Upstream's `gpu-to-llvm` lowers these ops
    only in their async form with exactly one async dependency (the stream
    they run on), and leaves the synchronous form unlowered. This pass
    rewrites each synchronous op of the host into

    1. `%s = gpu.wait async [deps]`: a fresh stream that starts when the
       op's dependencies (often none) are done;
    2. the op's async form on that stream, `gpu.X async [%s]`;
    3. `gpu.wait [%t]` on its token: the host blocks until the op is done,
       and gpu-to-llvm destroys the stream there.

    So the op blocks exactly as the synchronous form does, and the
    dependencies' own streams stay untouched (a later use of their tokens
    still works). Like a synchronous `gpu.launch_func`, the op is not
    ordered after device work it does not depend on (streams are
    non-blocking): wait for such work first, or name its token.

    An async op with no dependency or several gets steps 1 and 2 only: its
    stream starts when all its dependencies are done, and the new op's token
    replaces the old one.

    `gpu.alloc host_shared` is the exception upstream makes the other way:
    gpu-to-llvm lowers it only synchronous and without dependencies (the
    runtime allocates managed memory at once, on no stream). Its other
    forms become that one: with dependencies but synchronous, a
    `gpu.wait async [deps]` waited for first; async, the allocation plus
    `%t = gpu.wait async [deps]` as its token.

    Ops in device code (a `gpu.module`, a kernel, a `gpu.launch` body) are
    left alone. `kfusion-to-cubin` runs this pass right before
    `gpu-to-llvm`, after its last canonicalization: folding
    `gpu.wait async [%t]` into `%t` (a gpu.wait canonicalization) would let
    the blocking `gpu.wait` after the op destroy the stream of `%t`, as
    gpu-to-llvm lowers a blocking wait, while `%t` has other users.
    `kfusion-sim` runs the synchronous forms directly.

    Example:

    ```mlir
    %d = gpu.alloc () : memref<256xf32>
    gpu.memcpy [%t] %d, %h : memref<256xf32>, memref<256xf32>
    ```

    becomes

    ```mlir
    %0 = gpu.wait async
    %d, %1 = gpu.alloc async [%0] () : memref<256xf32>
    gpu.wait [%1]
    %2 = gpu.wait async [%t]
    %3 = gpu.memcpy async [%2] %d, %h : memref<256xf32>, memref<256xf32>
    gpu.wait [%3]
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KFusionReleaseStreamsPass
    : Pass<"kfusion-release-streams", "::mlir::ModuleOp"> {
  let summary = "Destroy every stream the lowered host code creates once, "
                "after its last use";
  let description = [{
    Runs on host code that `gpu-to-llvm` lowered (LLVM dialect calling the
    `mgpu*` runtime ABI). Upstream's lowering creates a stream
    (`mgpuStreamCreate`) for every `gpu.wait async` and every async op
    without dependencies, and destroys a stream only where a blocking
    `gpu.wait` names a token of it. A join's dependencies
    (`gpu.wait async [%a, %b]`) and forked streams that are joined rather
    than waited for are therefore never destroyed: a program that runs
    many times leaks streams every time (measured: a fused 150-kernel
    program with 21 joins slowed down from step to step, up to 13x), and a
    blocking `gpu.wait` naming two tokens of one stream (`%b` launched
    after `%a`) destroys it twice.

    For each `mgpuStreamCreate` whose stream is used only in its own block
    and only by the runtime's stream functions and `gpu.launch_func`, the
    pass removes the stream's `mgpuStreamDestroy` calls and destroys it once,
    right after its last use; a synchronization (`mgpuStreamSynchronize`)
    after a removed destroy stays a synchronization. The driver releases a
    destroyed stream once the work queued on it is done, so the host does
    not wait. A stream that leaves its block (a branch or return operand, a
    call to another function, a store) is left as it is and reported with a
    remark.

    Example (host code after `gpu-to-llvm`):

    ```mlir
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    gpu.launch_func <%s : !llvm.ptr> @kernels::@a ...
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    // ... another stream waits for %e; %s is never destroyed
    ```

    gets `llvm.call @mgpuStreamDestroy(%s)` after the `mgpuEventRecord`.
    `kfusion-to-cubin` runs it right after `gpu-to-llvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionOutlineLaunchesPass
    : Pass<"kfusion-outline-launches", "::mlir::ModuleOp"> {
  let summary = "Outline gpu.launch ops for horizontal fusion, one gpu.module "
                "per host function";
  let description = [{
    Outlines every `gpu.launch` (or, with `only-grouped`, those carrying
    `kfusion.horizontal_group` or `kfusion.stencil_group`, which is what
    `kfusion-horizontal-fusion` and `kfusion-stencil-fusion` do themselves)
    into a kernel of a gpu.module per host function (`<function>_kernels`)
    and launches it with `gpu.launch_func` with the same sizes, async
    dependencies and `kfusion.*` attributes. Unlike upstream's
    `gpu-kernel-outlining` it keeps those attributes, puts the kernels of a
    function side by side, and does not declare `known_block_size` /
    `known_grid_size`, so that the tuner may give a kernel another
    partition. Constants used in a body are sunk into it; host symbols the
    body names (a helper function) are cloned into the gpu.module.

    Use it before `kfusion-plan-horizontal` or the tuner on programs written
    with `gpu.launch`.
  }];
  let options = [
    Option<"onlyGrouped", "only-grouped", "bool", /*default=*/"false",
           "Outline only the launches carrying kfusion.horizontal_group or "
           "kfusion.stencil_group">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // KFUSION_COMMON_PASSES_TD
