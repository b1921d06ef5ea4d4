//===- Attention.h - Fused attention kernels --------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Attention as one kernel (FlashAttention, Dao et al.: the scores never
// leave the chip): O = softmax(f(Q K^T)) V per batch (and head), where f is
// any chain of elementwise ops on the scores (a scale, a mask computed from
// the indices or read from memory: FlexAttention's score modification), the
// softmax along the keys, and a chain of elementwise ops on O (a cast). Each
// block holds 64 x `groups` queries; per tile of 64 keys, a warpgroup's
// wgmma computes its 64 x 64 scores from Q and K in shared memory, the
// thread applies f and the online softmax to its accumulators (a running
// maximum and sum per row, O rescaled when the maximum grows), writes the
// probabilities to shared memory in the input type and multiplies them by
// the tile of V with a second wgmma; K and V tiles double-buffered by
// cp.async. The emulated flavour runs the same kernel on kfusion-sim.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_GEMM_ATTENTION_H
#define KFUSION_GEMM_ATTENTION_H

#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Transforms.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <array>

#include <optional>

namespace mlir::kfusion {

/// The sizes and layouts of one attention (the batch dimensions first, or
/// none with one batch): Q [batch, queries, headDim],
/// K [batch, keys, headDim] (`keysRows`) or [batch, headDim, keys], V
/// [batch, keys, valueDim] (`valuesRows`) or [batch, valueDim, keys], O
/// [batch, queries, valueDim].
struct AttentionShape {
  int64_t batch = 1, queries = 0, keys = 0, headDim = 0, valueDim = 0;
  bool keysRows = true, valuesRows = true;
  /// Q, K, V, O and the ops' points have the batch dimension (else the
  /// batch is 1 and none has it).
  bool batched = true;
  GemmElement input = GemmElement::F16;
  /// The element type of Q K^T as the program computes it (its rounding
  /// before the score ops).
  GemmElement scores = GemmElement::F32;
  /// The element type of softmax(...) V as the program computes it.
  GemmElement output = GemmElement::F32;

  /// The two products' multiply-adds, times two.
  double flops() const {
    return 2.0 * batch * queries * keys * (headDim + valueDim);
  }
};

/// One attention kernel's configuration: `groups` warpgroups of 64 queries
/// per block, key tiles of 64, K and V tiles double-buffered.
struct AttentionConfig {
  int64_t groups = 2;
  static constexpr int64_t kTileKeys = 64;
  static constexpr int64_t kStages = 2;

  int64_t threads() const { return groups * 128; }
  int64_t tileQueries() const { return groups * 64; }
  /// Blocks along the queries (the grid's y is the batch).
  int64_t gridX(const AttentionShape &s) const {
    return (s.queries + tileQueries() - 1) / tileQueries();
  }
  /// Dynamic shared memory: Q, the stages of K and V, the probabilities of
  /// each warpgroup (elements of the input type), and 1024 bytes that align
  /// them for wgmma's swizzle.
  int64_t sharedBytes(const AttentionShape &s) const;
};

/// Why the attention kernel cannot take `shape` (empty when it can): the
/// head and value widths at most 256 and multiples of 8, the keys a
/// multiple of 8 where K or V are stored keys-last, f16 or bf16 inputs.
std::string whyNoAttentionKernel(const AttentionShape &shape);

/// The fraction of the key tiles a kernel computes where `keyTileOffset`
/// (AttentionKernelSpec) bounds them: 1 without.
double attentionTilesComputed(const AttentionShape &shape,
                              const AttentionConfig &config,
                              std::optional<int64_t> keyTileOffset);

/// The model's configuration (two warpgroups, one where a block of 128
/// queries would leave SMs idle that 64 fill) and its time: the products at
/// an eighth of the device's tensor rate (measured: the softmax and the
/// synchronous waits between them), against Q,
/// K, V and O (and `extraBytes` other inputs) read and written once from
/// DRAM, K and V again from L2 per query block.
AttentionConfig chooseAttentionConfig(const AttentionShape &shape,
                                      const DeviceDescription &device);
double estimateAttention(const AttentionShape &shape,
                         const AttentionConfig &config,
                         const DeviceDescription &device, int64_t extraBytes,
                         double tilesComputed = 1);

/// What one attention kernel computes.
struct AttentionKernelSpec {
  AttentionShape shape;
  AttentionConfig config;
  bool emulate = false;
  /// Elementwise ops on the scores at point (batch, query, key), each
  /// reading the previous one's result (the first the scores in
  /// `shape.scores`): the last one's result is the softmax's input.
  SmallVector<GemmEpilogueOp> scoreOps;
  /// Other inputs of the score ops the kernel computes from the indices
  /// instead of reading them (elementwise ops of splats and such tensors: a
  /// causal mask from iotas), and which are then no kernel arguments.
  llvm::SmallPtrSet<Value, 4> computedInputs;
  /// Key tiles the score ops hide (every score -inf, for every query of the
  /// block: a causal mask): with a value c, block q's loop stops before tile
  /// ceil(((q + 1) x tileQueries + c) / 64) (at most all tiles, at least
  /// none). The planner proves it for every block
  /// (attentionKeyTileOffset). The grid is then (batch, gridX), query
  /// block gridX - 1 - y: the longest blocks launched first.
  std::optional<int64_t> keyTileOffset;
  /// Elementwise ops on O (in `shape.output`) at point (batch, query, column),
  /// each reading the previous one's result; O holds the last one's.
  SmallVector<GemmEpilogueOp> epilogue;
  /// How Q, K, V and O are stored: null for the shape's dense layouts, or a
  /// memref [batch / H, rows, H, columns] (static, any strides, the columns
  /// contiguous) whose rows interleave the H heads, as a projection writes
  /// them ([tokens, H x head], torch's view before transpose(1, 2)): batch b
  /// is (b / H, b % H). Only for the rows layouts (K `keysRows`, V
  /// `valuesRows`); whyNoInterleavedHeads checks one.
  std::array<MemRefType, 4> layouts{};
};

/// Why the attention kernel cannot read or write operand `which` (0 Q, 1 K,
/// 2 V, 3 O) of `shape` stored as `layout` (AttentionKernelSpec::layouts):
/// empty when it can.
std::string whyNoInterleavedHeads(const AttentionShape &shape, unsigned which,
                                  MemRefType layout);

/// Builds the kernel `name` of `spec` at the end of `module`: arguments Q,
/// K, V, O (static memrefs of the shape's layouts, or spec.layouts; O of the
/// last epilogue op's element type, f32 without one), then the score ops'
/// other inputs but the computed ones, then the epilogue ops'; launched on
/// (gridX, batch) blocks of config.threads() threads with
/// config.sharedBytes() of dynamic shared memory.
gpu::GPUFuncOp buildAttentionKernel(OpBuilder &builder, Location loc,
                                    gpu::GPUModuleOp module, StringRef name,
                                    const AttentionKernelSpec &spec);

/// Builds the kernel and launches it (both at `kernelLoc`) on `host`'s stream
/// with `args` (as buildAttentionKernel orders them).
gpu::LaunchFuncOp launchAttentionKernel(GpuHostFunction &host,
                                        gpu::GPUModuleOp module, StringRef name,
                                        const AttentionKernelSpec &spec,
                                        ValueRange args, Location kernelLoc);

} // namespace mlir::kfusion

#endif // KFUSION_GEMM_ATTENTION_H
