//===- KernelIndexWidth.h - Whether kernel indices fit 32 bits --*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Kernel code is faster with a 32-bit `index` (ids, guards and offsets in
// 32-bit registers; the stencil kernels are issue-bound, docs/stencil.md).
// `index-bitwidth=32` trusts the user that kernel index arithmetic fits;
// the default (`index-bitwidth=0`, auto) narrows only where upstream's
// integer range analysis proves every index value of every kernel in
// [-2^31, 2^31). Both read these checks; the roofline reads the proof to
// count the index arithmetic the lowering will emit.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELINDEXWIDTH_H
#define KFUSION_COMMON_KERNELINDEXWIDTH_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// Why kernels keep a 64-bit index: the op involved, what it breaks (a
/// sentence starting with "index-bitwidth=32"), and where a note points.
struct Index32Refusal {
  Operation *op = nullptr;
  std::string message;
  std::optional<Location> noteLoc;
  std::string note;
};

/// What `index-bitwidth=32` checks before lowering (the user promises the
/// rest): no kernel takes an `index` argument (the host passes 64 bits),
/// kernel memrefs have fewer than 2^31 elements, no gpu.module holds a
/// func.func (lowered with the host's index), every launch has constant
/// sizes under 2^31 threads per dimension, and no gpu.launch body takes a
/// non-constant index from outside (the outlined kernel's argument). The
/// first violation, or none.
std::optional<Index32Refusal> checkIndex32Conditions(ModuleOp module);

/// Whether the kernels of `module` provably compute every index within 32
/// bits: the conditions above; kernel memref arguments of static shape and
/// identity layout (passed as bare pointers, whose descriptors would carry
/// 64-bit sizes); every gpu.func kernel launched in the module (its grid
/// bounds its block ids); and every `index` value of every kernel and
/// gpu.launch body in [-2^31, 2^31) by upstream's integer range analysis,
/// the ids bounded by the largest launch of their kernel in the module. The
/// module is left as it was. The first refusal, or none.
std::optional<Index32Refusal> proveIndex32(ModuleOp module);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELINDEXWIDTH_H
