//===- PartitionRegisters.h - setmaxnreg per partition's rules --*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The rules of registers per horizontal partition (kfusion.horizontal's
// `partition_registers`), which the op's verifier enforces and
// kfusion-horizontal-fusion declines by before it builds the op.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_PARTITIONREGISTERS_H
#define KFUSION_DIALECT_PARTITIONREGISTERS_H

#include "KFusion/Dialect/KFusionOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::kfusion {

/// Whether setmaxnreg sets `registers` a thread: a multiple of 8 in
/// [24, 256].
bool isSetMaxRegisterCount(int64_t registers);

/// Why partitions of `partitions` threads (in block order) cannot each hold
/// `registers` a thread after setmaxnreg (0: the kernel's `maxRegisters`),
/// or the empty string when they can (or when none moves any): one count per
/// partition, each 0 or a setmaxnreg count, thread partitions (`mode`
/// Partitions, not serial or interleaved blocks) of whole warpgroups, the
/// kernel's register count given and the registers moved within what the
/// block holds at the launch.
std::string whyNotPartitionRegisters(ArrayRef<int64_t> partitions,
                                     ArrayRef<int64_t> registers,
                                     HorizontalMode mode,
                                     std::optional<int64_t> maxRegisters);

} // namespace mlir::kfusion

#endif // KFUSION_DIALECT_PARTITIONREGISTERS_H
