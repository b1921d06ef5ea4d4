//===- GemmKernel.h - The GEMM kernel builder (internal) --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pieces every GEMM kernel shares (index arithmetic that folds
// constants, the shared-memory layout of the operand tiles, the cp.async
// copy plan and pipeline, the epilogue through shared memory) and the
// interface of a flavour's tensor-core operations, real or emulated
// (WarpgroupOps.cpp, MmaSyncOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_GEMM_GEMMKERNEL_H
#define KFUSION_LIB_GEMM_GEMMKERNEL_H

#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>

namespace mlir::kfusion::gemm {

/// Two accumulator values of consecutive columns: rows and columns within
/// the block's TM x TN tile.
struct AccumulatorPair {
  OpFoldResult row, col;
  Value first, second;
};

class KernelBuilder;

/// A flavour's tensor-core operations: the real ones (wgmma, or ldmatrix and
/// mma.sync) or their emulation, which computes the same products from the
/// same shared memory through the same addresses.
class TensorCoreOps {
public:
  virtual ~TensorCoreOps() = default;
  /// The accumulators a thread carries through the k loop, zero.
  virtual SmallVector<Value> zero() = 0;
  /// Before the barrier that publishes a k-tile's copies.
  virtual void beforeBarrier() {}
  /// `acc` plus the product of the k-tile in `stage`. `previous` builds
  /// (the stage of the k-tile before it, an i1 saying whether there is one).
  virtual SmallVector<Value>
  multiply(Value stage, ValueRange acc,
           function_ref<std::pair<Value, Value>()> previous) = 0;
  /// After the k loop: every product complete (the last k-tile in
  /// `lastStage`).
  virtual void drain(Value lastStage) {}
  /// The thread's accumulators as pairs of consecutive columns.
  virtual void pairs(ValueRange acc, SmallVectorImpl<AccumulatorPair> &out) = 0;
};

std::unique_ptr<TensorCoreOps> makeWarpgroupOps(KernelBuilder &kb);
std::unique_ptr<TensorCoreOps> makeMmaSyncOps(KernelBuilder &kb);

/// Which operand of a GEMM.
enum class Operand { A, B };

/// Builds one GEMM kernel (`buildGemmKernel`): one block per TM x TN tile
/// of C (block id x: the N tile, y: the M tile, z: the batch).
class KernelBuilder {
public:
  KernelBuilder(OpBuilder &b, Location loc, const GemmKernelSpec &spec);

  gpu::GPUFuncOp build(gpu::GPUModuleOp module, StringRef name);

  // -- index arithmetic (constants folded, hoisted to the entry block) -----
  Value cst(int64_t v);
  Value cstI32(int64_t v);
  Value cstI64(int64_t v);
  Value cstF32(double v);
  Value val(OpFoldResult v);
  OpFoldResult add(OpFoldResult a, OpFoldResult b);
  OpFoldResult mul(OpFoldResult a, int64_t f);
  OpFoldResult divu(OpFoldResult a, int64_t d);
  OpFoldResult remu(OpFoldResult a, int64_t d);
  OpFoldResult xoru(OpFoldResult a, OpFoldResult b);
  OpFoldResult minu(OpFoldResult a, int64_t bound);
  /// a < bound (unsigned), an i1.
  Value less(OpFoldResult a, int64_t bound);
  Value andi(Value a, Value b);
  Value toI32(OpFoldResult v);
  Value toI64(OpFoldResult v);

  // -- the shared-memory layout of the operand tiles ------------------------
  /// Whether `op`'s contiguous dimension is K.
  bool kMajor(Operand op) const;
  /// Rows of `op`'s tile along M or N (TM or TN).
  int64_t tileMN(Operand op) const;
  /// Element offset of `op`'s tile of `stage` in the flat pipeline view: A's
  /// stages first, then B's.
  OpFoldResult stageOffset(Operand op, OpFoldResult stage);
  /// Element offset of (mn, k) within an operand tile: K-major tiles are
  /// rows of 64 k, row mn; M- or N-major tiles are panels of 64 columns,
  /// each 64 rows of k. Every 128-byte row's 16-byte chunks are XOR-ed with
  /// the row mod 8 (the 128-byte swizzle).
  OpFoldResult tileOffset(Operand op, OpFoldResult mn, OpFoldResult k);

  OpBuilder &b;
  Location loc;
  const GemmKernelSpec &spec;
  const GemmShape &shape;
  const GemmConfig &cfg;
  bool emulate;
  Type elemType, f32;

  /// The kernel's entry block, arguments and ids.
  Block *entry = nullptr;
  Value argA, argB, argC, argInit;
  /// Per epilogue op, its inputs other than the chained one (arguments).
  SmallVector<SmallVector<Value>> epilogueArgs;
  Value tid, tileN, tileM, batch;
  /// The dynamic shared memory, the flat view of the pipeline (elements of
  /// the input type) and its first byte's shared-window address (wgmma's
  /// descriptors; 0 when emulated).
  Value smem, flat, flatAddress;
  int64_t flatElements = 0;

private:
  void prologue();
  /// The copies of k-tile `kTile` of `op` into `stage` (16-byte cp.async,
  /// zero-filled past the edges).
  void issue(Operand op, OpFoldResult kTile, OpFoldResult stage);
  void issueKTile(OpFoldResult kTile, OpFoldResult stage);
  /// One step of the k loop at k-tile `kt`; issues k-tile kt + lag when
  /// `refill`.
  SmallVector<Value> step(TensorCoreOps &ops, Value kt, ValueRange acc,
                          bool refill);
  SmallVector<Value> mainLoop(TensorCoreOps &ops);
  void epilogue(TensorCoreOps &ops, ValueRange acc);
  void storeRow(Value staged, OpFoldResult row, OpFoldResult chunk);
  /// `v` (a result in the GEMM's output type) through the epilogue ops at
  /// output point `point` (batch, row, column indices of C).
  Value applyEpilogue(Value v, ValueRange point);
  /// Indices into a global operand of `op` (A, B, C or the init): the batch
  /// index first where it has one.
  SmallVector<Value> globalIndices(bool batched, OpFoldResult row,
                                   OpFoldResult col);
  /// Indices into an implicit-GEMM operand (shape.window) of row `p` (a
  /// pixel; for A, of all images), the chunk at `k`: the image (the batch
  /// for B), the input row and column, the channel.
  SmallVector<Value> windowIndices(OpFoldResult p, OpFoldResult k);
  /// The epilogue ops' loop indices of output point (row, column): C's
  /// indices, or for an implicit-GEMM convolution its result's (the pixel
  /// split into image, output row and column).
  SmallVector<Value> epiloguePoint(OpFoldResult row, OpFoldResult col);

  /// Emulation: 8 NaNs of the input type (stored where a copy is issued).
  Value poison;
  llvm::DenseMap<std::pair<int64_t, Type>, Value> constants;
  llvm::DenseMap<std::pair<uint64_t, Type>, Value> floatConstants;
};

} // namespace mlir::kfusion::gemm

#endif // KFUSION_LIB_GEMM_GEMMKERNEL_H
