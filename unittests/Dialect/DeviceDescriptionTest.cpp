//===- DeviceDescriptionTest.cpp - Presets, overrides, resolution
//----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The device every planner reads: the presets, a #kfusion.device's overrides
// applied to its preset, and the rule that picks one (option, then the
// module's kfusion.device, then h100).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class DeviceDescriptionTest : public ::testing::Test {
protected:
  DeviceDescriptionTest() { context.loadDialect<KFusionDialect>(); }

  OwningOpRef<ModuleOp> parse(StringRef text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  MLIRContext context;
};
} // namespace

// The presets differ where the chips differ (the H200's HBM3e) and nowhere
// else; an unknown name is none.
TEST_F(DeviceDescriptionTest, Presets) {
  std::optional<DeviceDescription> h100 = DeviceDescription::preset("h100");
  std::optional<DeviceDescription> h200 = DeviceDescription::preset("h200");
  ASSERT_TRUE(h100 && h200);
  EXPECT_EQ(h100->name, "h100");
  EXPECT_EQ(h200->name, "h200");
  EXPECT_GT(h200->dramBandwidth, h100->dramBandwidth);
  EXPECT_EQ(h200->multiprocessors, h100->multiprocessors);
  EXPECT_EQ(h200->l2Bytes, h100->l2Bytes);
  EXPECT_FALSE(DeviceDescription::preset("a100"));
  EXPECT_EQ(DeviceDescription::presetNames().size(), 2u);
}

// Overrides replace their fields of the preset; integers become reals where
// the field is real.
TEST_F(DeviceDescriptionTest, OverridesApplyToThePreset) {
  OwningOpRef<ModuleOp> module =
      parse("module attributes {kfusion.device = #kfusion.device<h200, "
            "{multiprocessors = 8, launch_overhead = 5.0e-06, dram_bandwidth = "
            "1000}>} {}");
  ASSERT_TRUE(module);
  auto attr = (*module)->getAttrOfType<DeviceAttr>(kDeviceAttrName);
  ASSERT_TRUE(attr);
  DeviceDescription device = DeviceDescription::fromAttr(attr);
  EXPECT_EQ(device.name, "h200");
  EXPECT_EQ(device.multiprocessors, 8);
  EXPECT_DOUBLE_EQ(device.launchOverhead, 5.0e-6);
  EXPECT_DOUBLE_EQ(device.dramBandwidth, 1000.0);
  EXPECT_EQ(device.l2Bytes, DeviceDescription::preset("h200")->l2Bytes);
}

// The option wins over the module's attribute, the attribute over the
// default, and without either the description is h100's.
TEST_F(DeviceDescriptionTest, ResolutionOrder) {
  OwningOpRef<ModuleOp> module =
      parse("module attributes {kfusion.device = #kfusion.device<h100, "
            "{multiprocessors = 4}>} {}");
  ASSERT_TRUE(module);
  FailureOr<DeviceDescription> fromModule = resolveDevice(*module, "");
  ASSERT_TRUE(succeeded(fromModule));
  EXPECT_EQ(fromModule->multiprocessors, 4);

  FailureOr<DeviceDescription> fromOption = resolveDevice(*module, "h200");
  ASSERT_TRUE(succeeded(fromOption));
  EXPECT_EQ(fromOption->name, "h200");
  EXPECT_EQ(fromOption->multiprocessors, 132);

  FailureOr<DeviceDescription> fromText =
      resolveDevice(*module, "#kfusion.device<h100,{multiprocessors=2}>");
  ASSERT_TRUE(succeeded(fromText));
  EXPECT_EQ(fromText->multiprocessors, 2);

  OwningOpRef<ModuleOp> bare = parse("module {}");
  FailureOr<DeviceDescription> byDefault = resolveDevice(*bare, "");
  ASSERT_TRUE(succeeded(byDefault));
  EXPECT_EQ(byDefault->name, "h100");
  EXPECT_DOUBLE_EQ(byDefault->dramBandwidth, DeviceDescription().dramBandwidth);
}

// An op inside the module finds the module's description.
TEST_F(DeviceDescriptionTest, NestedOpsSeeTheModule) {
  OwningOpRef<ModuleOp> module =
      parse("module attributes {kfusion.device = #kfusion.device<h200>} {\n"
            "  module @inner {}\n}");
  ASSERT_TRUE(module);
  Operation *inner = &module->getBody()->front();
  FailureOr<DeviceDescription> device = resolveDevice(inner, "");
  ASSERT_TRUE(succeeded(device));
  EXPECT_EQ(device->name, "h200");
}

// Unknown presets and malformed attributes are errors, not a default.
TEST_F(DeviceDescriptionTest, BadOptionsAreErrors) {
  OwningOpRef<ModuleOp> module = parse("module {}");
  ASSERT_TRUE(module);
  std::string messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    messages += diag.str() + "\n";
    return success();
  });
  EXPECT_TRUE(failed(resolveDevice(*module, "h300")));
  EXPECT_NE(messages.find("device 'h300' is not a preset (h100, h200)"),
            std::string::npos);
  messages.clear();
  EXPECT_TRUE(failed(
      resolveDevice(*module, "#kfusion.device<h100,{multiprocessors=0}>")));
  EXPECT_NE(messages.find("'multiprocessors' must be positive"),
            std::string::npos);
}
