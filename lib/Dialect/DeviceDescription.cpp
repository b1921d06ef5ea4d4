//===- DeviceDescription.cpp - The GPU every planner counts with --*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Presets, the `#kfusion.device` attribute's fields and verifier, and the
// rule that picks the device a pass counts with (option, module, default).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// One overridable field: its key in `#kfusion.device<preset, {...}>` and
/// where it lives in DeviceDescription (an integer or a real member).
struct DeviceField {
  StringRef key;
  int64_t DeviceDescription::*integer = nullptr;
  double DeviceDescription::*real = nullptr;
};
} // namespace

static ArrayRef<DeviceField> deviceFields() {
  using D = DeviceDescription;
  static const DeviceField fields[] = {
      {"multiprocessors", &D::multiprocessors, nullptr},
      {"clock_rate", nullptr, &D::clockRate},
      {"dram_bandwidth", nullptr, &D::dramBandwidth},
      {"l2_bytes", &D::l2Bytes, nullptr},
      {"launch_overhead", nullptr, &D::launchOverhead},
      {"shortest_kernel", nullptr, &D::shortestKernel},
      {"max_threads_per_block", &D::maxThreadsPerBlock, nullptr},
      {"max_threads_per_multiprocessor", &D::maxThreadsPerMultiprocessor,
       nullptr},
      {"max_blocks_per_multiprocessor", &D::maxBlocksPerMultiprocessor,
       nullptr},
      {"registers_per_multiprocessor", &D::registersPerMultiprocessor, nullptr},
      {"max_registers_per_thread", &D::maxRegistersPerThread, nullptr},
      {"shared_bytes_per_multiprocessor", &D::sharedBytesPerMultiprocessor,
       nullptr},
      {"shared_bytes_per_block", &D::sharedBytesPerBlock, nullptr},
      {"static_shared_bytes_per_block", &D::staticSharedBytesPerBlock, nullptr},
      {"reserved_shared_bytes_per_block", &D::reservedSharedBytesPerBlock,
       nullptr},
      {"shared_allocation_unit", &D::sharedAllocationUnit, nullptr},
      {"l1_wavefronts_per_clock", nullptr, &D::l1WavefrontsPerClock},
      {"f32_rate", nullptr, &D::f32Rate},
      {"tensor_rate", nullptr, &D::tensorRate},
      {"l2_bandwidth", nullptr, &D::l2Bandwidth},
      {"compute_capability", &D::computeCapability, nullptr},
      {"atomic_rate", nullptr, &D::atomicRate},
      {"memory_latency", nullptr, &D::memoryLatency},
      {"cache_latency", nullptr, &D::cacheLatency},
  };
  return fields;
}

static const DeviceField *lookupField(StringRef key) {
  for (const DeviceField &field : deviceFields())
    if (field.key == key)
      return &field;
  return nullptr;
}

std::optional<DeviceDescription> DeviceDescription::preset(StringRef name) {
  if (name == "h100")
    return DeviceDescription();
  if (name == "h200") {
    // The same GH100 chip with HBM3e: the copy bandwidth moves (4.22-4.25
    // TB/s measured by the benchmarks' copy kernels), the SM does not.
    DeviceDescription device;
    device.name = "h200";
    device.dramBandwidth = 4.2e12;
    return device;
  }
  return std::nullopt;
}

ArrayRef<StringRef> DeviceDescription::presetNames() {
  static const StringRef names[] = {"h100", "h200"};
  return names;
}

DeviceDescription DeviceDescription::fromAttr(DeviceAttr attr) {
  DeviceDescription device =
      preset(attr.getPreset().getValue()).value_or(DeviceDescription());
  if (DictionaryAttr overrides = attr.getOverrides()) {
    for (NamedAttribute entry : overrides) {
      const DeviceField *field = lookupField(entry.getName().getValue());
      if (!field)
        continue;
      if (field->integer) {
        if (auto value = dyn_cast<IntegerAttr>(entry.getValue()))
          device.*(field->integer) = value.getInt();
        continue;
      }
      if (auto value = dyn_cast<FloatAttr>(entry.getValue()))
        device.*(field->real) = value.getValueAsDouble();
      else if (auto value = dyn_cast<IntegerAttr>(entry.getValue()))
        device.*(field->real) = static_cast<double>(value.getInt());
    }
  }
  return device;
}

LogicalResult mlir::kfusion::verifyDeviceOverride(
    function_ref<InFlightDiagnostic()> emitError, StringRef key,
    Attribute value) {
  const DeviceField *field = lookupField(key);
  if (!field) {
    InFlightDiagnostic diag = emitError();
    diag << "#kfusion.device has no field '" << key << "' (fields: ";
    llvm::interleaveComma(deviceFields(), diag,
                          [&](const DeviceField &f) { diag << f.key; });
    return diag << ")";
  }
  if (field->integer) {
    auto integer = dyn_cast<IntegerAttr>(value);
    if (!integer || !integer.getType().isSignlessInteger())
      return emitError() << "#kfusion.device field '" << key
                         << "' takes an integer, not " << value;
    if (integer.getInt() <= 0)
      return emitError() << "#kfusion.device field '" << key
                         << "' must be positive, not " << integer.getInt();
    return success();
  }
  double number;
  if (auto real = dyn_cast<FloatAttr>(value))
    number = real.getValueAsDouble();
  else if (auto integer = dyn_cast<IntegerAttr>(value))
    number = static_cast<double>(integer.getInt());
  else
    return emitError() << "#kfusion.device field '" << key
                       << "' takes a number, not " << value;
  if (!(number > 0))
    return emitError() << "#kfusion.device field '" << key
                       << "' must be positive, not " << number;
  return success();
}

LogicalResult DeviceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringAttr preset, DictionaryAttr overrides) {
  if (!DeviceDescription::preset(preset.getValue())) {
    InFlightDiagnostic diag = emitError();
    diag << "#kfusion.device: unknown preset '" << preset.getValue()
         << "' (presets: ";
    llvm::interleaveComma(DeviceDescription::presetNames(), diag);
    return diag << ")";
  }
  if (overrides)
    for (NamedAttribute entry : overrides)
      if (failed(verifyDeviceOverride(emitError, entry.getName().getValue(),
                                      entry.getValue())))
        return failure();
  return success();
}

FailureOr<DeviceDescription> mlir::kfusion::resolveDevice(Operation *root,
                                                          StringRef option) {
  if (!option.empty()) {
    if (std::optional<DeviceDescription> device =
            DeviceDescription::preset(option))
      return *device;
    if (!option.starts_with("#")) {
      InFlightDiagnostic diag = root->emitError() << "device '" << option
                                                  << "' is not a preset (";
      llvm::interleaveComma(DeviceDescription::presetNames(), diag);
      diag << ") nor a #kfusion.device attribute";
      return failure();
    }
    // Errors of the attribute's parser and verifier are reported at the
    // option's text; say which op's pass it was.
    Attribute parsed = parseAttribute(option, root->getContext());
    auto attr = dyn_cast_or_null<DeviceAttr>(parsed);
    if (!attr) {
      root->emitError() << "device option '" << option
                        << "' is not a valid #kfusion.device attribute";
      return failure();
    }
    return DeviceDescription::fromAttr(attr);
  }
  for (Operation *op = root; op; op = op->getParentOp()) {
    Attribute attr = op->getAttr(kDeviceAttrName);
    if (!attr)
      continue;
    // The dialect's attribute verifier has checked it is a #kfusion.device.
    if (auto device = dyn_cast<DeviceAttr>(attr))
      return DeviceDescription::fromAttr(device);
    return op->emitError() << kDeviceAttrName
                           << " must be a #kfusion.device attribute";
  }
  return DeviceDescription();
}
