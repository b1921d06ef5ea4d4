//===- CudaToolkit.h - Finding ptxas, libdevice and the chip -----*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Where the CUDA toolkit is (ptxas, libdevice) and whether the NVPTX back end
// knows a chip: what kfusion-to-cubin and its checks ask before lowering.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_CONVERSION_CUDATOOLKIT_H
#define KFUSION_CONVERSION_CUDATOOLKIT_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// The NVPTX triple kernels are compiled for.
inline constexpr llvm::StringLiteral kNVPTXTriple = "nvptx64-nvidia-cuda";

/// Where `ptxas` lives: the toolkit root (the directory above `bin/`), found
/// from `$PATH`, `$CUDA_HOME`, `$CUDA_PATH` or `/usr/local/cuda`, in that
/// order, preferring the first that also holds libdevice
/// (`nvvm/libdevice/libdevice.10.bc`; a `ptxas` on PATH may be a wrapper
/// outside any toolkit); std::nullopt when none holds `bin/ptxas`.
/// `$KFUSION_CUDA_TOOLKIT`, when set, replaces the search: that root if it
/// holds `bin/ptxas`, else none.
std::optional<std::string> findCudaToolkitWithPtxas();

/// Whether the toolkit at `root` holds `nvvm/libdevice/libdevice.10.bc`.
bool toolkitHasLibdevice(llvm::StringRef root);

/// An empty string when the NVPTX back end knows `chip`, otherwise the
/// reason it cannot be used.
std::string checkNVPTXChip(llvm::StringRef chip);

/// The first op under `root` that only an architecture-specific target
/// (sm_90a) compiles: warpgroup MMA (`nvvm.wgmma.*`), `nvvm.setmaxregister`,
/// or a `kfusion.horizontal` whose partitions move registers (it lowers to
/// setmaxnreg); null when there is none.
Operation *findArchSpecificOp(Operation *root);

/// `chip` with the architecture-specific suffix ("sm_90" -> "sm_90a"); the
/// same string where it has one.
std::string archSpecificChip(llvm::StringRef chip);

} // namespace mlir::kfusion

#endif // KFUSION_CONVERSION_CUDATOOLKIT_H
