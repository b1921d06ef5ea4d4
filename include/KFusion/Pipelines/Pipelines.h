//===- Pipelines.h - KFusion pass pipelines -----------------------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `kfusion-to-cubin` pipeline: a standard MLIR GPU program (with or
// without kfusion ops) to `gpu.binary` objects plus LLVM-dialect host code.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_PIPELINES_PIPELINES_H
#define KFUSION_PIPELINES_PIPELINES_H

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Sync/Passes.h"

#include "mlir/Pass/PassManager.h"

#include "mlir/Pass/PassOptions.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// Options of `kfusion-to-cubin`.
struct KFusionToCubinOptions
    : public PassPipelineOptions<KFusionToCubinOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("GPU architecture to compile kernels for"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features", llvm::cl::desc("PTX features (the PTX ISA version)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Kernel object format: cubin, fatbin or ptx. Empty "
                     "(default): cubin when ptxas is found on PATH or under "
                     "/usr/local/cuda, otherwise ptx (with a remark)"),
      llvm::cl::init("")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("Optimization level of the NVPTX code generation (0-3)"),
      llvm::cl::init(2)};
  PassOptions::Option<bool> barePtr{
      *this, "bare-ptr",
      llvm::cl::desc("Pass memrefs to kernels and host functions as bare "
                     "pointers (static shapes only) instead of descriptors"),
      llvm::cl::init(false)};
  PassOptions::Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Bitwidth of `index` in kernel code: 0 (default) 32 "
                     "where the kernels provably compute every index within "
                     "32 bits (integer range analysis over the module's "
                     "launches; kernel memrefs then bare pointers), else 64 "
                     "with a remark; 64; or 32, which needs bare-ptr=true and "
                     "is checked: every kernel memref has fewer than 2^31 "
                     "elements, every launch has constant sizes with fewer "
                     "than 2^31 threads per dimension, no kernel takes an "
                     "index argument; other index arithmetic in kernels must "
                     "fit in 32 bits"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> fastGelu{
      *this, "fast-gelu",
      llvm::cl::desc("kfusion-fast-gelu: x * 0.5 * (1 + tanh(u)) in kernels "
                     "(GELU's tanh form) as x / (1 + exp(-2u)) by ex2.approx "
                     "and rcp.approx, without the cancellation of 1 + tanh(u)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fast16BitMath{
      *this, "fast-16bit-math",
      llvm::cl::desc("kfusion-fast-16bit-math: exp, tanh, erf and division of "
                     "f16 and bf16 values in kernels, and f32 exp, tanh, erf "
                     "and constant / x whose every use ends in a 16-bit "
                     "rounding, by short f32 approximations (their error far "
                     "below the 16-bit rounding) instead of libdevice"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> interiorBlocks{
      *this, "interior-blocks",
      llvm::cl::desc("kfusion-lower-tiles: specialize tiles for the blocks "
                     "where every coordinate guard holds"),
      llvm::cl::init(KFusionLowerTilesPassOptions().interiorBlocks)};
  PassOptions::Option<bool> rowRuns{
      *this, "row-runs",
      llvm::cl::desc("kfusion-lower-tiles: in tiles scaled along y, runs of "
                     "consecutive rows per thread"),
      llvm::cl::init(KFusionLowerTilesPassOptions().rowRuns)};
  PassOptions::Option<int64_t> rowsPerRun{
      *this, "rows-per-run",
      llvm::cl::desc("kfusion-lower-tiles: rows per run (0: chosen per "
                     "kernel)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().rowsPerRun)};
  PassOptions::Option<std::string> runRows{
      *this, "run-rows", llvm::cl::desc("Renamed rows-per-run (an error)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().runRows), llvm::cl::Hidden};
  PassOptions::Option<int64_t> stageUnroll{
      *this, "stage-unroll",
      llvm::cl::desc("kfusion-lower-tiles: elements a thread stages at a "
                     "time, loads before stores"),
      llvm::cl::init(KFusionLowerTilesPassOptions().stageUnroll)};
  PassOptions::Option<bool> stageAsync{
      *this, "stage-async",
      llvm::cl::desc("kfusion-lower-tiles: a stage's copy in interior blocks "
                     "with cp.async where its elements are 4 or 8 bytes"),
      llvm::cl::init(KFusionLowerTilesPassOptions().stageAsync)};
  PassOptions::Option<std::string> stageTma{
      *this, "stage-tma",
      llvm::cl::desc("kfusion-lower-tiles: auto, always or never: a stage's "
                     "window is one TMA load where the source and window "
                     "allow (auto: and the bank layout survives)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().stageTma)};
  PassOptions::Option<bool> aliasSharedArrays{
      *this, "alias-shared-arrays",
      llvm::cl::desc("kfusion-lower-tiles: static shared arrays whose uses "
                     "are apart (a barrier between) share memory"),
      llvm::cl::init(KFusionLowerTilesPassOptions().aliasSharedArrays)};
  PassOptions::Option<std::string> prefetchLateReads{
      *this, "prefetch-late-reads",
      llvm::cl::desc("kfusion-lower-tiles: auto, none, l1 or l2: global "
                     "reads of read-only arguments in tiles after a kernel's "
                     "first barrier prefetched at its start; auto: to L2, "
                     "arguments larger than the L2 cache"),
      llvm::cl::init(KFusionLowerTilesPassOptions().prefetchLateReads)};
  PassOptions::Option<std::string> registerTiles{
      *this, "register-tiles",
      llvm::cl::desc("kfusion-lower-tiles: auto, always or never: fused "
                     "stencil kernels compute several columns per thread, "
                     "their temporaries in registers, halos recomputed "
                     "(auto: grids of at least 2 waves)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().registerTiles)};
  PassOptions::Option<int64_t> registerColumns{
      *this, "register-columns",
      llvm::cl::desc("kfusion-lower-tiles: columns per thread of "
                     "register-tiles"),
      llvm::cl::init(KFusionLowerTilesPassOptions().registerColumns)};
  PassOptions::Option<int64_t> streamTiles{
      *this, "stream-tiles",
      llvm::cl::desc("kfusion-lower-tiles: tiles along y a register kernel's "
                     "block computes in a loop, its TMA windows "
                     "double-buffered (1: one)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().streamTiles)};
  PassOptions::Option<int64_t> streamRows{
      *this, "stream-rows",
      llvm::cl::desc("kfusion-lower-tiles: rows a streamed-rows block walks "
                     "(0: off)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().streamRows)};
  PassOptions::Option<int64_t> streamColumns{
      *this, "stream-columns",
      llvm::cl::desc("kfusion-lower-tiles: threads of a streamed-rows block"),
      llvm::cl::init(KFusionLowerTilesPassOptions().streamColumns)};
  PassOptions::Option<std::string> vectorStores{
      *this, "vector-stores",
      llvm::cl::desc("kfusion-lower-tiles: auto, always or never: register "
                     "kernels' interior blocks store a row's consecutive "
                     "columns in vectors (auto and always: every register "
                     "kernel)"),
      llvm::cl::init(KFusionLowerTilesPassOptions().vectorStores)};
  PassOptions::Option<std::string> device{
      *this, "device",
      llvm::cl::desc("kfusion-lower-tiles: the device whose L2 size "
                     "prefetch-late-reads=auto compares arguments with: a "
                     "preset (h100, h200) or a #kfusion.device attribute; "
                     "empty: the module's kfusion.device, else h100"),
      llvm::cl::init(KFusionLowerTilesPassOptions().device)};
  PassOptions::Option<std::string> ptxasOptions{
      *this, "ptxas-options",
      llvm::cl::desc("Extra options passed to ptxas (for example -v)"),
      llvm::cl::init("")};
  PassOptions::Option<int64_t> syncTimeoutMs{
      *this, "sync-timeout-ms",
      llvm::cl::desc("Debug mode of kfusion-lower-sync: a semaphore wait "
                     "that spins this many milliseconds prints what it waits "
                     "for and traps (0: wait forever)"),
      llvm::cl::init(KFusionLowerSyncPassOptions().syncTimeoutMs)};
  PassOptions::Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit root holding bin/ptxas (default: found "
                     "on PATH or /usr/local/cuda)"),
      llvm::cl::init("")};
};

/// The object format `kfusion-to-cubin` uses for `options`: the explicit
/// `format` when given, else `cubin` when a toolkit with ptxas exists, else
/// `ptx`.
std::string resolveKernelFormat(const KFusionToCubinOptions &options);

/// Adds the `kfusion-to-cubin` passes to `pm` (anchored on builtin.module).
/// Phases: kfusion lowering in kernels, the common lowering, the kernel
/// (gpu.module) lowering to NVVM, then host lowering and serialization.
void buildKFusionToCubinPipeline(OpPassManager &pm,
                                 const KFusionToCubinOptions &options);

/// Registers `kfusion-to-cubin` with the global pipeline registry.
void registerKFusionToCubinPipeline();

} // namespace mlir::kfusion

#endif // KFUSION_PIPELINES_PIPELINES_H
