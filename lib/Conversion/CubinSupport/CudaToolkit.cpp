//===- CudaToolkit.cpp - ptxas, libdevice and the chip ----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Where the CUDA toolkit is (ptxas, libdevice) and whether the NVPTX back end
// knows a chip: what kfusion-to-cubin and its checks ask before lowering.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "mlir/Support/LLVM.h"

#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <mutex>

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

using namespace mlir;
using namespace mlir::kfusion;

bool mlir::kfusion::toolkitHasLibdevice(StringRef root) {
  SmallString<256> path(root);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return llvm::sys::fs::is_regular_file(path);
}

std::optional<std::string> mlir::kfusion::findCudaToolkitWithPtxas() {
  // The toolkit root of a ptxas found at `bin/ptxas`.
  auto rootOf = [](StringRef ptxas) -> std::optional<std::string> {
    StringRef binDir = llvm::sys::path::parent_path(ptxas);
    if (llvm::sys::path::filename(binDir) != "bin")
      return std::nullopt;
    return llvm::sys::path::parent_path(binDir).str();
  };
  auto hasPtxas = [](StringRef root) {
    SmallString<256> ptxas(root);
    llvm::sys::path::append(ptxas, "bin", "ptxas");
    return llvm::sys::fs::can_execute(ptxas);
  };
  // An explicit choice replaces the search: the named toolkit or none.
  if (std::optional<std::string> pinned =
          llvm::sys::Process::GetEnv("KFUSION_CUDA_TOOLKIT")) {
    if (!pinned->empty() && hasPtxas(*pinned))
      return *pinned;
    return std::nullopt;
  }
  // Candidates in order; the first that also holds libdevice wins, else the
  // first with ptxas. A `ptxas` on PATH may be a wrapper script outside any
  // toolkit (`/usr/local/bin/ptxas` exec'ing the real one): its root has no
  // libdevice, and kernels calling `__nv_*` functions need it.
  SmallVector<std::string> candidates;
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("ptxas")) {
    SmallString<256> real;
    if (llvm::sys::fs::real_path(*onPath, real))
      real = *onPath;
    if (std::optional<std::string> root = rootOf(real))
      candidates.push_back(*root);
  }
  for (const char *var : {"CUDA_HOME", "CUDA_PATH"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(var))
      if (!value->empty())
        candidates.push_back(*value);
  candidates.push_back("/usr/local/cuda");
  std::optional<std::string> withoutLibdevice;
  for (const std::string &root : candidates) {
    if (!hasPtxas(root))
      continue;
    if (toolkitHasLibdevice(root))
      return root;
    if (!withoutLibdevice)
      withoutLibdevice = root;
  }
  return withoutLibdevice;
}

Operation *mlir::kfusion::findArchSpecificOp(Operation *root) {
  Operation *found = nullptr;
  root->walk([&](Operation *op) {
    bool specific =
        isa<NVVM::SetMaxRegisterOp, NVVM::WgmmaMmaAsyncOp,
            NVVM::WgmmaFenceAlignedOp, NVVM::WgmmaGroupSyncAlignedOp,
            NVVM::WgmmaWaitGroupSyncOp>(op);
    if (auto horizontal = dyn_cast<HorizontalOp>(op))
      if (std::optional<ArrayRef<int32_t>> registers =
              horizontal.getPartitionRegisters())
        specific = llvm::any_of(*registers, [](int32_t r) { return r != 0; });
    if (!specific)
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

std::string mlir::kfusion::archSpecificChip(StringRef chip) {
  return chip.ends_with("a") ? chip.str() : (chip + "a").str();
}

std::string mlir::kfusion::checkNVPTXChip(StringRef chip) {
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
  });
  llvm::Triple triple(kNVPTXTriple);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return "the NVPTX back end is not available: " + error;
  std::unique_ptr<llvm::MCSubtargetInfo> info(
      target->createMCSubtargetInfo(triple, "", ""));
  if (!info || !info->isCPUStringValid(chip))
    return "the NVPTX back end does not know chip '" + chip.str() + "'";
  return "";
}
