//===- Transforms.h - KFusion GEMM entry points -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the GEMM passes, callable without a pass manager by tests
// and by other compilers (and techniques) that embed KFusion: recognizing a
// contraction as a GEMM, the functions the lowering takes, planning, the
// lowering, and the kernel builder itself.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_GEMM_TRANSFORMS_H
#define KFUSION_GEMM_TRANSFORMS_H

#include "KFusion/Common/TuningCache.h"
#include "KFusion/Common/HostFunction.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// The plan of a GEMM (see `kfusion-plan-gemm`).
inline constexpr llvm::StringLiteral kGemmFlavourAttr =
    KFusionDialect::GemmFlavourAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmTileAttr =
    KFusionDialect::GemmTileAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmStagesAttr =
    KFusionDialect::GemmStagesAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmGroupsAttr =
    KFusionDialect::GemmGroupsAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmLoadAttr =
    KFusionDialect::GemmLoadAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmScheduleAttr =
    KFusionDialect::GemmScheduleAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmSplitKAttr =
    KFusionDialect::GemmSplitKAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmTileGroupAttr =
    KFusionDialect::GemmTileGroupAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmClusterAttr =
    KFusionDialect::GemmClusterAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kGemmStagingAttr =
    KFusionDialect::GemmStagingAttrHelper::getNameStr();

/// A linalg contraction the lowering takes, and where its values come from.
struct GemmOp {
  linalg::LinalgOp op;
  GemmShape shape;
  /// The tensors read as A and B: the contraction's operands, or the inputs
  /// of the `linalg.transpose`s that produce them (the layout flipped).
  Value a, b;
  SmallVector<Operation *, 2> transposes;
  /// C's initial value: a constant (a `linalg.fill`; 0 adds nothing) or a
  /// tensor the epilogue adds.
  double initConstant = 0;
  Value initTensor;
};

/// `op` as a GEMM: one M, N and K loop and at most one batch loop (first in
/// every operand that has it), A and B read through permutations of (b, m,
/// k) and (b, k, n), C through (b, m, n) in order, a body C + A x B (the
/// operands possibly extended with arith.extf), f16 or bf16 operands, f32,
/// f16 or bf16 results, static shapes, an initial value that is not a
/// tensor.empty. Otherwise failure with the reason in `why`.
FailureOr<GemmOp> matchGemm(linalg::LinalgOp op, std::string &why);

/// The contraction dimensions of `op` as a GEMM kernel computes them:
/// upstream's inferContractionDims, and where that finds no batch loop but
/// two M (or two N) loops, one of which is the first dimension of both C and
/// the operand that reads it (A, or B), that loop is a batch loop the other
/// operand broadcasts (a convolution as a GEMM: the image loop of [n, f, p]
/// that the filter does not read, once the output pixels collapsed into one
/// loop). Failure where upstream's fails.
FailureOr<linalg::ContractionDimensions> inferGemmDims(linalg::LinalgOp op);

/// The loops `map` reads, in the order of the operand's dimensions, or
/// nothing when a result is not a plain loop dimension (an operand's layout
/// over a contraction's loops).
std::optional<SmallVector<unsigned>> getLoopsRead(AffineMap map);

/// The least extent along M, N and K of a GEMM that another technique hands
/// to the tensor-core kernel (one 64-wide tile; below it a GEMM is a few
/// thread blocks' work that a stitched row kernel does about as well).
inline constexpr int64_t kTensorCoreGemmMinExtent = 64;

/// Whether matched `gemm` can be a tensor-core kernel of its own inside a
/// program another technique lowers (kfusion-stitch): its operands read as
/// they are (no transposes folded in), rows of A and B in multiples of 8
/// elements (no padded copies), at least kTensorCoreGemmMinExtent along M,
/// N and K. Otherwise false with the reason in `why`.
bool isTensorCoreGemm(const GemmOp &gemm, std::string &why);

/// The GEMMs of `func` when the lowering takes the whole function: every op
/// a GEMM, a `linalg.fill` or `linalg.transpose` only they read, a
/// `tensor.empty`, a constant or the return, on static tensors. Failure
/// otherwise, with the op (or the function) in `culprit` and the reason in
/// `why`; an empty list when the function has no contraction.
FailureOr<SmallVector<GemmOp, 1>>
analyzeGemmFunction(func::FuncOp func, Operation *&culprit, std::string &why);

/// Pass `pass`'s gemm-load option `name` as a load (parseGemmLoadOption);
/// an error on `op` naming the pass and the loads where it is none.
FailureOr<std::optional<GemmLoad>> gemmLoadOption(Operation *op, StringRef pass,
                                                  StringRef name);

/// A pass's gemm-staging option: true for "outputs", false for "results",
/// unset for "auto" (stagesOutputsByDefault); an error on `op` naming `pass`
/// for another value.
FailureOr<std::optional<bool>> gemmStagingOption(Operation *op, StringRef pass,
                                                 StringRef name);

/// The plan of `gemm` from its `kfusion.gemm_*` attributes, then what
/// `defaults` fixes (a pipeline's options), the other parts chosen by the
/// model (or a tuning cache's entry where nothing fixes the plan). Fails
/// (after an error on the op) for a plan that is malformed or cannot compute
/// the GEMM on `device`.
FailureOr<GemmConfig> gemmConfigOf(const GemmOp &gemm,
                                   const DeviceDescription &device,
                                   const TuningCache *tuning = nullptr,
                                   const GemmConfigRequest &defaults = {});

/// gemmConfigOf's choice with its estimate and reason (the measured time
/// where the tuning cache gave it).
FailureOr<GemmChoice> gemmChoiceOf(const GemmOp &gemm,
                                   const DeviceDescription &device,
                                   const TuningCache *tuning = nullptr,
                                   const GemmConfigRequest &defaults = {});

/// gemmConfigOf's choice and its estimate without diagnostics, for models
/// that price what the lowering will build (the stitching planner): fails
/// with gemmConfigOf's error in `why`; where the tuning cache's entry is not
/// a valid configuration here and the model's choice stands instead, the
/// warning gemmConfigOf gives goes to `warning` (when not null).
FailureOr<GemmChoice>
chooseGemmPlan(const GemmOp &gemm, const DeviceDescription &device,
               const TuningCache *tuning, GemmConfigRequest defaults,
               std::string &why, std::string *warning = nullptr);

/// The tuning cache's problem of a GEMM of `shape` (kind "gemm"): batch, m,
/// n, k, the layouts of A ("mk" K-major, "km") and B ("nk" K-major, "kn"),
/// the input and output element names, and where the kernel has a fused
/// epilogue, what GemmShape::epilogue says of it ("epilogue").
llvm::json::Object gemmTuningProblem(const GemmShape &shape);

/// Plans every GEMM of `module`'s functions on tensors (see
/// `kfusion-plan-gemm`); `options` are the pass's. Functions the lowering
/// cannot take get a remark. Fails (after an error) for invalid options or
/// a request no configuration satisfies.
LogicalResult planGemms(ModuleOp module,
                        const KFusionPlanGemmPassOptions &options = {});

/// Lowers every function of `module` that `analyzeGemmFunction` takes (see
/// `kfusion-lower-gemm`). Fails (after an error) for a malformed plan.
LogicalResult lowerGemms(ModuleOp module,
                         const KFusionLowerGemmPassOptions &options = {});

/// An elementwise op of a GEMM's epilogue: applied to each result of the
/// output tile in registers (after the init), its input `chained` taking
/// the running value (the GEMM's result, then the previous op's), every
/// other input a kernel argument read at its indexing map of the output
/// point (batch, row, column). An epilogue that is a DAG (a tanh GELU reads
/// the GEMM's result three times) names each input's value in `sources`
/// instead: the GEMM's result (0), epilogue op k's (k + 1), or a kernel
/// argument (-1); `chained` is then one of the inputs read from a value.
///
/// Row-wise ops (matchGemmEpilogueDag with `rowOps`): a reduction along the
/// output's columns (`RowReduction`: the last loop reduces, the output one
/// value per row) or an elementwise op on such values (`RowPoint`: loops and
/// output the row's indices), whose value at an output point is its row's.
/// The kernel computes them when its tile spans every column (a thread per
/// row folds the row's columns in order from the staged tile) and keeps each
/// row's value in shared memory for the ops after it (`rowSlot`).
struct GemmEpilogueOp {
  enum class Kind { Point, RowReduction, RowPoint };
  mutable linalg::GenericOp op;
  unsigned chained = 0;
  SmallVector<int> sources;
  Kind kind = Kind::Point;
  /// A row-wise op's index among the epilogue's row values (-1: none).
  int rowSlot = -1;

  bool isRowOp() const { return kind != Kind::Point; }

  /// Whether input `operand` is a kernel argument (not a value of the
  /// epilogue).
  bool isArgument(unsigned operand) const {
    return sources.empty() ? operand != chained : sources[operand] < 0;
  }
};

/// Why `op`'s body cannot be cloned at a point of a kernel (empty when it
/// can): it reads its output, or holds an op other than arith, math and
/// `linalg.index`, or captures a value that is not a constant.
std::string whyNoPointwiseBody(linalg::GenericOp op);

/// Whether `op` can follow in a GEMM's epilogue reading `chained` (the
/// GEMM's result or the previous epilogue op's): all loops parallel over
/// the shape of `chained` with the identity output map, `chained` read once
/// at the identity, the other inputs static tensors read through projected
/// permutations, a body of arith / math ops and `linalg.index` (the output
/// point's; constants from outside are copied in) that does not read its
/// output (whyNoPointwiseBody). The index of `chained` among the inputs, or
/// failure with the reason in `why`.
FailureOr<unsigned> matchGemmEpilogueOp(linalg::GenericOp op, Value chained,
                                        std::string &why);

/// Whether `ops` (in program order) can be a GEMM's epilogue as a DAG over
/// `result` (the GEMM's): each op as matchGemmEpilogueOp takes it, reading
/// one or more of the values before it (the GEMM's result, the earlier ops'
/// results) each once at the identity, its other inputs kernel arguments.
/// The ops with their `sources` in `out`, or failure with the reason.
/// With `rowOps`, also row-wise ops (GemmEpilogueOp::Kind): a reduction
/// along the last loop of one value before it (read at the identity; its
/// initial value a splat constant or computed from the indices), or an
/// elementwise op over the rows reading row values at its identity; an op
/// of the output's points may read a row value through the map that drops
/// the column; the last op is one of the output's points.
LogicalResult matchGemmEpilogueDag(ArrayRef<linalg::GenericOp> ops,
                                   Value result,
                                   SmallVectorImpl<GemmEpilogueOp> &out,
                                   std::string &why, bool rowOps = false);

/// Row values a fused epilogue keeps per row of the tile (its row-wise ops).
int64_t gemmEpilogueRowValues(ArrayRef<GemmEpilogueOp> ops);

/// SM issue cycles a thread takes for one result through `ops` (a GEMM's
/// epilogue): each body's operations as the roofline counts them
/// (straightLineIssueCycles) and a load per input read from memory.
double gemmEpilogueCycles(ArrayRef<GemmEpilogueOp> ops);

/// Gives `shape` the fused epilogue `ops`: its cycles (gemmEpilogueCycles)
/// and what the tuning cache keys it by (GemmShape::epilogue), so that a
/// measured GEMM + epilogue is not taken for the GEMM alone.
void setGemmEpilogue(GemmShape &shape, ArrayRef<GemmEpilogueOp> ops);

/// What one GEMM kernel computes: C = A x B (+ the init), with `config`'s
/// tile, stages and groups; the tensor-core operations real, or emulated
/// for kfusion-sim.
struct GemmKernelSpec {
  GemmShape shape;
  GemmConfig config;
  /// The device the kernel is for (a producer warpgroup's register split).
  DeviceDescription device;
  bool emulate = false;
  /// Added to every result: a constant, and (when `addInit`) the init
  /// tensor, a fourth kernel argument shaped like C.
  double addConstant = 0;
  bool addInit = false;
  /// Elementwise ops applied to each result before it is stored (in order,
  /// each reading the previous one's, or the values its `sources` name):
  /// their other inputs are kernel arguments after C and the init, in
  /// order; C then holds the last op's result (its element type).
  SmallVector<GemmEpilogueOp> epilogue;
  /// The tuning cache's time of this plan, where it came from there: the
  /// launch carries it (kfusion.gemm_measured_us), and the common cost
  /// model projects the launch at it.
  std::optional<double> measuredSeconds;
  /// The GEMM model's time of the kernel (estimateGemm of the spec; the
  /// stitching planner's, which adds the epilogue's inputs read once):
  /// the launch carries it (kfusion.gemm_modelled_us), and the common cost
  /// model projects the launch at it where there is no measured time.
  std::optional<double> modelledSeconds;
};

/// Builds the kernel `name` of `spec` at the end of `module`: arguments A, B,
/// C (memrefs of the shape's layouts, static) and, with `addInit`, the init,
/// then the epilogue ops' other inputs;
/// launched on (ceil(N / TN), ceil(M / TM), batch) blocks of
/// `config.threads()` threads with `config.sharedBytes(shape)` bytes of
/// dynamic shared memory.
gpu::GPUFuncOp buildGemmKernel(OpBuilder &builder, Location loc,
                               gpu::GPUModuleOp module, StringRef name,
                               const GemmKernelSpec &spec);

/// Split-K's kernel arguments (after the epilogue's inputs, before the
/// tensor maps): the f32 workspace of partial sums and the i32 arrival
/// counters of the split tiles (GemmConfig::workspaceElements, splitTiles).
SmallVector<Type, 2> gemmSplitWorkspaceTypes(const GemmConfig &config,
                                             const GemmShape &shape,
                                             MLIRContext *ctx);

/// Builds `spec`'s kernel `name` (buildGemmKernel; kernel and launch at
/// `kernelLoc`) in `module` and launches it on `host`'s stream with `args` (A,
/// B, C, the init, the epilogue's other inputs): a block per C tile and batch,
/// config.threads() threads, config.sharedBytes() of dynamic shared memory;
/// the launch carries kfusion.gemm_flavour. Shared by kfusion-lower-gemm and
/// kfusion-stitch's tensor-core GEMMs.
gpu::LaunchFuncOp launchGemmKernel(GpuHostFunction &host,
                                   gpu::GPUModuleOp module, StringRef name,
                                   const GemmKernelSpec &spec, ValueRange args,
                                   Location kernelLoc);

/// The MLIR element type of `e`.
Type gemmElementType(GemmElement e, MLIRContext *ctx);

/// The memref types of a GEMM's A, B and C.
MemRefType gemmOperandType(const GemmShape &shape, StringRef which,
                           MLIRContext *ctx);

/// `buffer` (a whole tensor's) as the kernel's operand `which` ("A", "B" or
/// "C") of `shape`: itself, or for an implicit-GEMM convolution a collapsed
/// view (the filter [F, KH, KW, C] as A [F, K] or [KH, KW, C, F] as B
/// [K, F]; the result [n, F, OH, OW] as [n, F, OH OW] or [n, OH, OW, F] as
/// [n OH OW, F]). The caller checks the result against gemmOperandType.
Value viewAsGemmOperand(OpBuilder &b, Location loc, Value buffer,
                        const GemmShape &shape, StringRef which);

/// Registers `kfusion-gemm-to-gpu` (kfusion-plan-gemm + kfusion-lower-gemm).
void registerGemmToGpuPipeline();

} // namespace mlir::kfusion

#endif // KFUSION_GEMM_TRANSFORMS_H
