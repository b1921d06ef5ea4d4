//===- DeviceDescription.h - The GPU every planner counts with ----*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One description of the device, read by every planner and cost model: named
// presets (H100, H200), the `#kfusion.device` attribute that carries one in
// IR (with overrides), and the rule that picks the one a pass uses.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_DEVICEDESCRIPTION_H
#define KFUSION_DIALECT_DEVICEDESCRIPTION_H

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

class DeviceAttr;

/// The device: each quantity in one unit (counts, bytes, Hz, bytes/s,
/// operations/s, seconds). The defaults are the H100 SXM5 preset.
struct DeviceDescription {
  /// The preset this description started from ("h100", "h200").
  std::string name = "h100";
  int64_t multiprocessors = 132;
  /// SM clock, Hz (the maximum nvidia-smi reports).
  double clockRate = 1.98e9;
  /// Device-to-device copy bandwidth, bytes/s, reads plus writes (measured:
  /// the physical limit of memory-bound work).
  double dramBandwidth = 3.0e12;
  int64_t l2Bytes = 50 * 1024 * 1024;
  /// One kernel launch on one stream, seconds.
  double launchOverhead = 2.5e-6;
  /// The shortest time a kernel takes on the device, seconds: its blocks'
  /// launch, a round trip and the drain (ncu timed kernels of one round trip
  /// at 1.8-2.5 us on the H200, 2026-12-03).
  double shortestKernel = 2.0e-6;
  int64_t maxThreadsPerBlock = 1024;
  int64_t maxThreadsPerMultiprocessor = 2048;
  int64_t maxBlocksPerMultiprocessor = 32;
  int64_t registersPerMultiprocessor = 65536;
  int64_t maxRegistersPerThread = 255;
  int64_t sharedBytesPerMultiprocessor = 233472;
  /// The most shared memory one block may opt into (sm_90: 227 KB).
  int64_t sharedBytesPerBlock = 232448;
  /// Static (`__shared__`) memory of one block without opting in.
  int64_t staticSharedBytesPerBlock = 48 * 1024;
  /// Shared memory the runtime reserves per block.
  int64_t reservedSharedBytesPerBlock = 1024;
  /// Granularity of a block's shared-memory allocation.
  int64_t sharedAllocationUnit = 128;
  /// L1 wavefronts (128-byte accesses) one SM serves per clock.
  double l1WavefrontsPerClock = 1.0;
  /// f32 arithmetic operations per second, whole device.
  double f32Rate = 6.0e13;
  /// Tensor-core operations per second, whole device: dense f16 / bf16
  /// products with f32 accumulation (NVIDIA's figure for the H100 SXM5).
  double tensorRate = 9.89e14;
  /// Bytes per second the L2 cache serves to the multiprocessors, whole
  /// device (an estimate, not measured here: about three times the H100's
  /// DRAM bandwidth).
  double l2Bandwidth = 1.0e13;
  /// The compute capability as major * 10 + minor (90: sm_90, which has
  /// warpgroup MMA; 80: sm_80, mma.sync only).
  int64_t computeCapability = 90;
  /// Atomic operations per second on contended addresses, whole device.
  double atomicRate = 3.5e11;
  /// A dependent global-memory round trip under load, and one that hits L2.
  double memoryLatency = 5.0e-7;
  double cacheLatency = 1.5e-7;

  /// The named presets: "h100" (H100 SXM5 80 GB HBM3) and "h200" (H200
  /// 141 GB HBM3e).
  static std::optional<DeviceDescription> preset(StringRef name);
  static ArrayRef<StringRef> presetNames();

  /// The description `attr` names (its preset with its overrides applied);
  /// the attribute's verifier has checked them.
  static DeviceDescription fromAttr(DeviceAttr attr);
};

/// Checks one override of `#kfusion.device`: `key` is a field and `value`
/// an integer (integer fields) or a number (the others), positive.
LogicalResult verifyDeviceOverride(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef key, Attribute value);

/// The module attribute that carries the device of a program.
inline constexpr llvm::StringLiteral kDeviceAttrName =
    KFusionDialect::DeviceAttrHelper::getNameStr();

/// The device a pass running on `root` counts with: `option` (a preset name
/// or a `#kfusion.device<...>` attribute) when not empty, else the
/// `kfusion.device` attribute of `root` or of the nearest module above it,
/// else the h100 preset. An unknown preset or a malformed attribute is an
/// error on `root`.
FailureOr<DeviceDescription> resolveDevice(Operation *root, StringRef option);

} // namespace mlir::kfusion

#endif // KFUSION_DIALECT_DEVICEDESCRIPTION_H
