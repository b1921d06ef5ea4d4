//===- Passes.td - KFusion conversion passes ---------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Conversions out of the `kfusion` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_CONVERSION_PASSES_TD
#define KFUSION_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertKFusionToNVVMPass : Pass<"convert-kfusion-to-nvvm"> {
  let summary = "Lower the remaining kfusion ops in kernels to nvvm and gpu ops";
  let description = [{
    Rewrites the `kfusion` ops that live inside kernels into NVVM (and GPU)
    ops, so that upstream `convert-gpu-to-nvvm` and `gpu-module-to-binary`
    can finish the lowering. Every `kfusion` op must be converted: an op this
    pass does not know is an error naming the op, never silently kept.

    Example:

    ```mlir
    kfusion.named_barrier id 2 threads 64
    ```

    becomes

    ```mlir
    %id = arith.constant 2 : i32
    %n = arith.constant 64 : i32
    nvvm.barrier id = %id number_of_threads = %n
    ```

    which the NVPTX back end emits as `bar.sync 2, 64;`.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def ConvertPrefetchToNVVMPass : Pass<"convert-prefetch-to-nvvm"> {
  let summary = "Turn LLVM prefetch intrinsics in kernels into NVVM prefetches";
  let description = [{
    The NVPTX back end drops the generic `llvm.intr.prefetch` (what upstream
    lowers `memref.prefetch` to). This pass rewrites each one in a kernel to
    `nvvm.prefetch`: locality hint 3 (keep close) to `level = L1`, other
    hints to `level = L2`; a write prefetch or an instruction-cache one is
    an error on the op (PTX has neither). `kfusion-to-cubin` runs it after
    the kernels reach the LLVM dialect; `kfusion-lower-tiles
    prefetch-late-reads` is what emits such prefetches.

    Example:

    ```mlir
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    ```

    becomes `nvvm.prefetch level = L2, %p : !llvm.ptr` (`prefetch.L2 [%rd];`).
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def KFusionLowerL2PolicyPass : Pass<"kfusion-lower-l2-policy"> {
  let summary = "Lower loads marked kfusion.l2_policy to PTX loads with an L2 cache policy";
  let description = [{
    Rewrites each `vector.load` / `memref.load` in a kernel that carries
    `kfusion.l2_policy = "evict_last" | "evict_first"` (see the dialect's
    attribute; `kfusion-stitch l2-policy=...` writes it on the loads of a
    stitched kernel's read-only inputs) into the LLVM dialect: the element
    address from the memref descriptor, then inline PTX

        ld.global.L2::cache_hint.v4.b32 {%r0, %r1, %r2, %r3}, [%addr], %policy;

    (`.v2.b32` / `.b32` / `.b16` for 8, 4 and 2 bytes) whose result is
    bitcast back to the loaded type. The policy is made once per kernel, at
    its entry, by `createpolicy.fractional.L2::evict_last.b64 %policy, 1.0;`
    (or `evict_first`). The asm is marked as having side effects, so it stays
    ordered with the kernel's stores whatever aliases what. Every other op is
    left alone; the memrefs get `builtin.unrealized_conversion_cast`s that
    the NVVM lowering reconciles, as for nvgpu ops. `kfusion-to-cubin` runs
    it on the kernels before the vector and memref lowering. What it gains is
    measured in docs/stitch.md ("L2 cache policy").
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"0",
           "Index width of the kernels' LLVM lowering (0: the data layout's)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionLowerClusterLoadsPass : Pass<"kfusion-lower-cluster-loads"> {
  let summary = "Lower kfusion.remote_load to distributed shared memory loads";
  let description = [{
    Rewrites each `kfusion.remote_load %a[%i, ...] from %rank` into the LLVM
    dialect: the element's shared address from the memref descriptor,
    `nvvm.mapa` of it to the block of the cluster with that rank (a
    `shared::cluster` address), and a load from it:

        mapa.shared::cluster.u32 %r1, %r0, %rank;
        ld.shared::cluster.f32   %f1, [%r1];

    The memrefs get `builtin.unrealized_conversion_cast`s that the NVVM
    lowering reconciles, as for nvgpu ops. `kfusion-to-cubin` runs it on the
    kernels before the vector and memref lowering (`convert-kfusion-to-nvvm`
    leaves the op to it, since it needs the memref descriptor).
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"0",
           "Index width of the kernels' LLVM lowering (0: the data layout's)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

//===----------------------------------------------------------------------===//
// What kfusion-to-cubin runs around upstream's GPU lowering
//===----------------------------------------------------------------------===//

def KFusionCheckCubinOptionsPass
    : Pass<"kfusion-check-cubin-options", "::mlir::ModuleOp"> {
  let summary = "Check kfusion-to-cubin's options against the module before lowering";
  let description = [{
    The first pass of `kfusion-to-cubin`: an unknown format, a chip the NVPTX
    back end does not know, an opt-level out of 0-3, bare pointers with
    dynamically shaped memrefs, index-bitwidth=32 on a program that cannot
    keep its kernel indices in 32 bits, ops outside any function in a
    gpu.module, globals whose initial value upstream's lowering cannot take
    (a dense_resource without its bytes or of another size; an
    `llvm.mlir.global` array whose dense value has another element count than
    its type, which MLIR 22's translation stops the process on) are errors on
    the op involved; a program lowered to PTX because no ptxas was found gets
    a remark.

    ```mlir
    // kfusion-opt --kfusion-check-cubin-options='format=ptx chip=sm_70'
    ```
  }];
  let options = [
    Option<"requested", "requested-format", "std::string", /*default=*/"\"\"",
           "The format the user asked for (empty: chosen by the pipeline)">,
    Option<"resolved", "format", "std::string", /*default=*/"\"cubin\"",
           "The format the pipeline will produce: cubin, fatbin or ptx">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "GPU architecture to compile kernels for">,
    Option<"optLevel", "opt-level", "unsigned", /*default=*/"2",
           "Optimization level of the NVPTX code generation (0-3)">,
    Option<"barePtr", "bare-ptr", "bool", /*default=*/"false",
           "Memrefs are passed as bare pointers">,
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
           "Bitwidth of `index` in kernel code (0: the width the pipeline "
           "proves, checked later; 32 or 64)">,
  ];
}

def KFusionCheckLibdevicePass
    : Pass<"kfusion-check-libdevice", "::mlir::ModuleOp"> {
  let summary = "Refuse calls to libdevice functions when no libdevice is found";
  let description = [{
    Runs right before serialization: a kernel calling a libdevice function
    (`__nv_tanhf`, from math ops) needs libdevice linked in, else the PTX
    keeps an unresolved `.extern` that ptxas or the driver rejects much later.
    Refused here, on the first call, naming the function and where libdevice
    was looked for.
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", /*default=*/"\"\"",
           "CUDA toolkit root the serializer uses (empty: none found)">,
  ];
}

def KFusionGpuAddressSpacesToNVVMPass
    : Pass<"kfusion-gpu-address-spaces-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Number the GPU address spaces of device functions as NVVM does";
  let description = [{
    Device functions (`func.func` in a gpu.module) whose signature has a
    memref in a `#gpu.address_space` would meet the top-level func-to-llvm
    conversion, which knows no GPU address spaces, before the kernel lowering
    that does. In such a module the spaces become NVVM's numbers (global 1,
    workgroup 3, private 5) everywhere, except the result of
    `gpu.dynamic_shared_memory` (its verifier wants the GPU space) and the
    host's launch operands, each joined to the numbered type by a
    `memref.memory_space_cast`; other modules are left as they are.

    ```mlir
    func.func @stage(%t: memref<128xf32, #gpu.address_space<workgroup>>)
    // becomes
    func.func @stage(%t: memref<128xf32, 3>)
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def KFusionNarrowKernelIndexPass
    : Pass<"kfusion-narrow-kernel-index", "::mlir::ModuleOp"> {
  let summary = "Mark kernel index arithmetic nsw and linearize static "
                "multi-dimensional loads, stores and asynchronous copies";
  let description = [{
    kfusion-to-cubin index-bitwidth=32: kernel index arithmetic does not
    overflow 32 bits, so it is marked `nsw`, and loads and stores of
    statically shaped multi-dimensional memrefs are linearized in place (a
    flat `memref.reinterpret_cast` view indexed by `nsw` arithmetic; the
    access keeps its attributes) rather than by the memref lowering, whose
    index arithmetic carries no flags: LLVM may then fold `sext(i + c)` into a
    constant offset of one 64-bit address.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::nvgpu::NVGPUDialect"];
}

def KFusionBf16MmaSyncPass
    : Pass<"kfusion-bf16-mma-sync", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower nvgpu.mma.sync of bf16 operands to nvvm.mma.sync";
  let description = [{
    Upstream's `convert-nvgpu-to-nvvm` deduces no PTX type for an
    `nvgpu.mma.sync` of bf16 operands. The instruction exists since sm_80
    (`mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32`) with the f16
    one's fragments, each 32-bit register two consecutive k of a row of A
    (a column of B). Each m16n8k16 of bf16 operands with f32 accumulators
    becomes `nvvm.mma.sync` on those registers: the rows of A's
    `vector<4x2xbf16>` and B's `vector<2x2xbf16>` packed into i32 (element 0
    the low half; scalar bitcasts, shifts and ors, which kfusion-sim runs
    as it runs the `nvvm.mma.sync`), C's four
    f32 in row order, the result struct's four f32 back into a
    `vector<2x2xf32>`. Other shapes or accumulators of bf16 operands are an
    error on the op; f16 ones are left to upstream's pass.
    `kfusion-to-cubin` runs it before the nvgpu lowering: the mma flavour's
    GEMMs take bf16 operands through it.

    ```mlir
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]}
        : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
    // becomes
    %r = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         multiplicandAPtxType = #nvvm.mma_type<bf16>,
         multiplicandBPtxType = #nvvm.mma_type<bf16>,
         shape = #nvvm.shape<m = 16, n = 8, k = 16>}
        : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::vector::VectorDialect"];
}

def KFusionConvertKernelNVGPUToNVVMPass
    : Pass<"kfusion-convert-kernel-nvgpu-to-nvvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the nvgpu ops of kernels with the kernels' index width";
  let description = [{
    kfusion-to-cubin index-bitwidth=32: the nvgpu ops of kernels (the
    asynchronous copies of kfusion-lower-tiles stage-async) are lowered with
    32-bit indices, as the kernel lowering after it lowers the memrefs they
    use; upstream's convert-nvgpu-to-nvvm, which takes 64, would leave
    descriptors of two widths that no cast reconciles. The kernels' loops
    take their LLVM types here too (the values they carry: mma.sync
    accumulators, indices), at the same width: upstream's pass would convert
    them at 64.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"32",
           "Index width of the kernels' LLVM lowering (0: the data layout's)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

def KFusionTensorMapArgumentsPass
    : Pass<"kfusion-tensor-map-arguments", "::mlir::ModuleOp"> {
  let summary = "Pass tensor maps to kernels as pointers";
  let description = [{
    kfusion-to-cubin, after the nvgpu lowering: kernel arguments of type
    `!nvgpu.tensormap.descriptor` (the TMA loads of kfusion-lower-tiles
    stage-tma) become `!llvm.ptr`, the device address of the map the host's
    `nvgpu.tma.create.descriptor` made, which is what the nvgpu lowering
    made of both ends (upstream's gpu.func lowering has no rule for the
    type). Both ends get an `unrealized_conversion_cast`, which
    reconcile-unrealized-casts folds with the nvgpu lowering's.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionExternDynamicSharedPass
    : Pass<"kfusion-extern-dynamic-shared", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Declare the dynamic shared memory as the CUDA idiom does "
                "(`extern .shared` at module scope)";
  let description = [{
    kfusion-to-cubin, after the GPU ops' lowering to NVVM: upstream's
    lowering of `gpu.dynamic_shared_memory` defines an internal zero-sized
    `llvm.mlir.global @__dynamic_shmem__N` in address space 3, which the
    NVPTX backend emits as a one-byte static shared variable inside the
    kernel. Its address is the start of the dynamic shared memory only where
    ptxas happens to place it after every other static shared variable; a
    kernel with both (the TMA GEMM's mbarriers) then reads and writes its
    pipeline over whatever lies behind it where the placement differs (on an
    H200 under compute-sanitizer's synccheck: one row of every GEMM tile).
    This pass makes each such global an external declaration, which NVPTX
    emits as `.extern .shared .align 16 .b8 __dynamic_shmem__N[];` at module
    scope: the dynamic shared memory's start by definition, as CUDA's
    `extern __shared__` array.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionAlignSharedGlobalsPass
    : Pass<"kfusion-align-shared-globals", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Align every shared-memory global to the widest access "
                "(16 bytes)";
  let description = [{
    kfusion-to-cubin, after the GPU ops' lowering to NVVM: each
    `llvm.mlir.global` in address space 3 (shared memory) whose alignment is
    below `min-alignment` gets that alignment. The NVPTX back end merges a
    thread's neighbouring scalar loads into vector loads (`ld.shared.v4`)
    where it takes their addresses to be aligned, and it may take a shared
    global to be more aligned than the `.align` it printed for it; ptxas
    places the global at the printed alignment and the vector load faults
    (measured on an H100: a fused FDTD kernel whose second window, declared
    `.align 4`, started 8 bytes past a 16-byte boundary, stopped with
    CUDA_ERROR_MISALIGNED_ADDRESS). Globals already aligned further (the
    TMA's 128-byte destinations) keep their alignment.

    ```mlir
    llvm.mlir.global internal @__wg_k_1() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<5928 x i8>
    // becomes
    llvm.mlir.global internal @__wg_k_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<5928 x i8>
    ```
  }];
  let options = [
    Option<"minAlignment", "min-alignment", "uint64_t", /*default=*/"16",
           "The least alignment of a shared global (bytes, a power of two)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionAttachLoopAnnotationsPass
    : Pass<"kfusion-attach-loop-annotations", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Make the loop annotations scf-to-cf copied onto LLVM "
                "branches their loop metadata";
  let description = [{
    kfusion-to-cubin, after the GPU ops' lowering to NVVM: upstream's
    scf-to-cf lowering copies an `scf.for`'s LLVM-dialect attributes onto its
    latch branch, where they stay a discardable `llvm.loop_annotation` through
    the lowering to the LLVM dialect, and the translation to LLVM IR ignores
    it. This pass makes it the branch's `loop_annotation` (unless it has one),
    which becomes the loop's `!llvm.loop` metadata: a loop that asked for no
    LICM (kfusion-lower-tiles stream-tiles) gets `llvm.licm.disable`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def KFusionLowerDeviceConstantsPass
    : Pass<"kfusion-lower-device-constants", "::mlir::ModuleOp"> {
  let summary = "Lower kfusion.device_constant to a call of the runtime";
  let description = [{
    Host code: each `kfusion.device_constant @g : memref<...>` becomes a call
    of the runtime's `kfusionDeviceConstant(host pointer, bytes)` with the
    address of the host global `@g` (`memref.get_global`) and its size, and a
    memref descriptor of the statically shaped result around the device
    pointer it returns (the runtime makes the copy on the first call and
    returns it after). Runs in `kfusion-to-cubin` before the host's lowering
    to LLVM, which lowers the global and the casts it leaves.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def KFusionFast16BitMathPass : Pass<"kfusion-fast-16bit-math"> {
  let summary = "Compute exp, tanh, erf and division of 16-bit floats (and f32 math rounded to 16 bits) by short f32 approximations";
  let description = [{
    Kernel code (in `gpu.module`s and `gpu.launch` bodies; host code is left
    alone): each scalar `math.exp`, `math.tanh` and `math.erf` of an f16
    or bf16 value becomes f32 arithmetic whose error (about 1e-6 relative)
    is far below the 16-bit result's rounding, then a rounding to the type:

    - exp(x): `math.exp fastmath<afn>` of the widened value (PTX ex2.approx
      of x log2(e): 2 instructions, libdevice's exact expf 11);
    - tanh(x): 1 - 2 / (exp(2x) + 1), the exp and the division `afn`
      (ex2.approx, rcp.approx), and x itself where |x| < 0.01 (where the
      difference cancels; tanh(x) = x (1 - x^2 / 3 + ...)): about 8
      instructions, libdevice's tanhf 17;
    - erf(x): Abramowitz and Stegun 7.1.26 (1 - (a1 t + ... + a5 t^5)
      exp(-x^2), t = 1 / (1 + p |x|), absolute error below 1.5e-7, the sign
      of x), and (2 / sqrt(pi)) (x - x^3 / 3) where |x| < 0.1: about 15
      instructions, libdevice's erff 28.

    A division of 16-bit values becomes the afn division of the widened
    values (`div.approx.f32`: 2 units of f32 error, about 1/4000 of the
    16-bit rounding; LLVM's own lowering of a 16-bit division takes a
    reciprocal and two corrections). The same formulas serve scalar f32
    `math.exp`, `math.tanh` and `math.erf` whose every use ends in a rounding
    to f16 or bf16 through f32 arithmetic only (elementwise ops, these
    functions, a select's chosen values; no comparison, store, loop-carried
    value, call or other conversion): torch computes a 16-bit SiLU as
    x / (1 + exp(-x)) in f32 and rounds the product, LLaMA's gate GEMM's
    epilogue; a division `c / x` of such an f32 value by a constant c becomes
    c times `rcp.approx` (a unit of f32 error over the whole range; a
    general `x / y` keeps the IEEE division, since `div.approx` is wrong
    for |y| > 2^126). The 16-bit result equals the exactly computed one
    rounded, or is one unit in the last place from it where the exact
    value lies within the approximation's error of a rounding boundary
    (`test/Integration/Sim/fast-16bit-math.mlir` counts every f16 and bf16
    input against the float64 function; `test/Integration/GPU/fast-16bit-math.mlir`
    the same with the hardware's approximate instructions). Other f32 math,
    vectors and the other math functions are left to libdevice. `kfusion-to-cubin` runs
    it on the kernels first unless `fast-16bit-math=false`; the model
    blocks' GELU (tanh, erf) and SiLU (exp) epilogues are its users.
    kfusion-sim does not run it (the interpreter computes the exact
    functions).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def KFusionFastGeluPass : Pass<"kfusion-fast-gelu"> {
  let summary = "Compute the tanh form of GELU as x * sigmoid(2u)";
  let description = [{
    Kernel code (in `gpu.module`s and `gpu.launch` bodies; host code is left
    alone): each scalar product `x * 0.5 * (1 + tanh(u))` of f16, bf16 or
    f32 values (the factors in any order and grouping; the sum and the tanh
    used only there), which front ends emit for GELU's tanh form (torch's
    `gelu(approximate="tanh")`, GPT-2's NewGELU), becomes the same function
    without the cancellation of `1 + tanh(u)` where tanh(u) nears -1:

        0.5 (1 + tanh(u)) = 1 / (1 + exp(-2u))
        x * 0.5 * (1 + tanh(u)) = x * (1 / (1 + exp2(u * (-2 log2 e))))

    computed in f32 (16-bit values widened, the result rounded back to their
    type), `math.exp2` and the division `afn` (PTX `ex2.approx`,
    `rcp.approx`). Where u is a product by a constant used only by the tanh,
    the constant absorbs -2 log2(e). Five instructions from u to the result
    (libdevice's `tanhf` alone is 17): GEMM epilogues with this GELU are
    issue-bound on those instructions. The result is more accurate than the
    product it replaces, evaluated op by op, where tanh(u) is near -1 (x below
    about -2: there the product loses the digits that 1 + tanh(u) cancels,
    all of them in f16 below x = -4, while the rewrite keeps its relative
    error near 1e-6): `test/Integration/Sim/fast-gelu.mlir` measures both
    against a float64 GELU for every f16 input and for 65536 f32 inputs.
    `kfusion-to-cubin` runs it first unless `fast-gelu=false`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def KFusionCheckLoweredPass : Pass<"kfusion-check-lowered", "::mlir::ModuleOp"> {
  let summary = "Report the first op kfusion-to-cubin left unlowered";
  let description = [{
    Runs last: everything must be in the LLVM dialect now, except the GPU ops
    that the LLVM IR translation handles. An op of a dialect the pipeline does
    not lower (tensor, say) is reported on that op instead of as an obscure
    translation failure later. With `kernels-only`, which `kfusion-to-cubin`
    runs before it serializes the kernels (while their ops still have their
    locations), only kernel code is checked: the ops of each `gpu.module`
    must be LLVM or NVVM ops by then (an `arith.truncf` to an f8 type, which
    upstream's arith lowering leaves, was otherwise reported by the
    serializer as a translation failure at an unknown location).
  }];
  let options = [
    Option<"kernelsOnly", "kernels-only", "bool", /*default=*/"false",
           "Check only the ops inside gpu.modules (LLVM and NVVM ops by then)">,
  ];
}

#endif // KFUSION_CONVERSION_PASSES_TD
