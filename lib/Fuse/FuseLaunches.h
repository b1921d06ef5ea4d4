//===- FuseLaunches.h - kfusion-fuse's candidates of GPU programs -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fuse on a program in MLIR's GPU form (a host function of launches):
// its candidates are built by the stencil and horizontal planners and fusions
// (Wahib & Maruyama's and HFuse's), lowered, and projected by the same cost
// model as the candidates of linalg functions. Internal to lib/Fuse.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_FUSE_FUSELAUNCHES_H
#define KFUSION_LIB_FUSE_FUSELAUNCHES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::kfusion::fuse {

/// The candidates of a host function of launches, in the default order (ties
/// go to the first): `stencil` (kfusion-plan-stencil's groups fused),
/// `horizontal` (kfusion-plan-horizontal's pairs, by the roofline),
/// `stencil-horizontal` (both, the stencil groups first) and `unfused` (the
/// launches as written).
inline constexpr StringLiteral kLaunchCandidateNames[] = {
    "stencil", "horizontal", "stencil-horizontal", "unfused"};

/// Whether `f` is a host function of launches (gpu.launch_func or
/// gpu.launch) that the stitching front end does not take.
bool isLaunchProgram(func::FuncOp f);

/// The passes of candidate `name` of a launch program on `device`: launches
/// outlined, the technique's planner and fusion, the fused kernels lowered
/// (kfusion-lower-tiles, kfusion-lower-horizontal), so that the cost model
/// sees the kernels kfusion-to-cubin compiles.
void buildLaunchCandidate(StringRef name, StringRef device, OpPassManager &pm);

/// The passes of a linalg function's `stencil` candidate on `device`: its
/// elementwise chains fused into single ops (upstream's elementwise fusion),
/// the function bufferized (results as `llvm.noalias` out-parameters), its
/// elementwise ops point kernels (kfusion-linalg-to-points), then the launch
/// program's `stencil` candidate (buildLaunchCandidate). A function with an
/// op that is not elementwise (a reduction, a GEMM) fails it, with the op.
void buildLinalgStencilCandidate(StringRef device, OpPassManager &pm);

/// Registers what the `stencil` candidate's passes need besides their
/// dialects: the bufferization interfaces of arith, func, linalg and tensor.
void registerLinalgStencilCandidate(DialectRegistry &registry);

/// Why linalg function `f` is not offered the `stencil` candidate (empty: it
/// is): its body must be linalg.generic ops of parallel loops only (output
/// map the identity, rank 1 to 3, inputs indexed by loops or constants),
/// linalg.fill, static tensor.extract_slice ops that keep the rank,
/// tensor.empty and constants, on tensors of static shape, with at least one
/// generic: a stencil program (point kernels and slices of one another).
std::string linalgStencilRefusal(func::FuncOp f);

/// Canonicalizes (and CSEs) the kernels of `copy` (a candidate's copy of
/// `module`) that `module` does not hold as they are: what the technique
/// passes made, so that the cost model counts the code kfusion-to-cubin
/// compiles (a lowered stencil tile's constant guards and duplicated index
/// arithmetic fold away there), while the module's own kernels stay equal.
void canonicalizeNewKernels(ModuleOp copy, ModuleOp module);

/// Whether a remark of a launch candidate's passes describes a region of the
/// program (point kernels in wider blocks, a stencil group planned or fused,
/// a horizontal pair or a launch left alone, and why).
bool isLaunchRegionRemark(StringRef message);

/// Whether `message` is kfusion-stitch's remark on a tensor-core GEMM kernel
/// it built ("stitched kernel K: ops [...], tensor-core GEMM ...").
bool isTensorCoreGemmRemark(StringRef message);

/// Whether `f` launches tensor-core GEMM kernels (their launches carry the
/// flavour).
bool hasTensorCoreGemms(Operation *f);

/// Copies kfusion-plan-sync's decisions from the launches of `from` to those
/// of `to` (the same kernels in the same order, the GEMMs' emulated in
/// one); false, and nothing copied, where the launches differ.
bool takeSyncDecisions(Operation *from, Operation *to);

/// The top-level symbols of `copy` that `op` names (the kernels' modules of
/// its launches, the globals of its constants), and those they name in turn.
void collectNamedSymbols(Operation *op, ModuleOp copy,
                         llvm::SetVector<Operation *> &out);

/// Moves into `module` the kernels that `chosen` (a function of `copy`)
/// launches in gpu.modules that `module` also holds (those named in
/// `baseNames`): a kernel equal to the module's own of the same name is the
/// module's; another (a fused kernel, or one the candidate lowered) is
/// added to the module's gpu.module under a name it does not use, with the
/// globals and device functions it names that the module's gpu.module lacks
/// (or holds otherwise: renamed, the references following), and the
/// launches follow it. Fails, with an error, where a launched module is
/// missing.
LogicalResult adoptKernels(func::FuncOp chosen, ModuleOp copy, ModuleOp module,
                           const llvm::StringSet<> &baseNames);

} // namespace mlir::kfusion::fuse

#endif // KFUSION_LIB_FUSE_FUSELAUNCHES_H
