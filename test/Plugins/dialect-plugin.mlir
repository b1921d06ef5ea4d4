// KFusion's dialect plugin in upstream mlir-opt (Debian's, next to FileCheck),
// loaded alone: the dialect tests' ops parse, verify and print exactly as in
// kfusion-opt, and their checks hold. Without the plugin mlir-opt does not
// know the dialect; loading the plugin twice changes nothing.
// REQUIRES: mlir-opt-plugin

// Without the plugin: upstream's parser does not know the dialect.
// RUN: not mlir-opt %S/../Dialect/ops.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=NO-PLUGIN
// NO-PLUGIN: Dialect `kfusion' not found for custom op

// With it: each dialect test's output holds its checks and equals kfusion-opt's.
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/ops.mlir -split-input-file -o %t.ops.mlir
// RUN: FileCheck %S/../Dialect/ops.mlir < %t.ops.mlir
// RUN: kfusion-opt %S/../Dialect/ops.mlir -split-input-file | diff - %t.ops.mlir
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/horizontal-ops.mlir -split-input-file -o %t.horizontal.mlir
// RUN: FileCheck %S/../Dialect/horizontal-ops.mlir < %t.horizontal.mlir
// RUN: kfusion-opt %S/../Dialect/horizontal-ops.mlir -split-input-file | diff - %t.horizontal.mlir
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/tile-ops.mlir -split-input-file -o %t.tile.mlir
// RUN: FileCheck %S/../Dialect/tile-ops.mlir < %t.tile.mlir
// RUN: kfusion-opt %S/../Dialect/tile-ops.mlir -split-input-file | diff - %t.tile.mlir

// The generic form round-trips through the plugin's dialect too.
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/ops.mlir -split-input-file -mlir-print-op-generic \
// RUN:   | mlir-opt --load-dialect-plugin=%kfusion_plugin -split-input-file | FileCheck %S/../Dialect/ops.mlir

// Loaded twice, and together with the pass plugin twice: no crash, same output.
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin --load-dialect-plugin=%kfusion_plugin \
// RUN:   --load-pass-plugin=%kfusion_plugin --load-pass-plugin=%kfusion_plugin \
// RUN:   %S/../Dialect/ops.mlir -split-input-file | diff - %t.ops.mlir

// A file that is not a plugin is refused with a message, not a crash (the
// input then fails to parse).
// RUN: not mlir-opt --load-dialect-plugin=%s %S/../Dialect/ops.mlir -split-input-file -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-A-PLUGIN
// NOT-A-PLUGIN-LABEL: Failed to load dialect plugin from '{{.*}}dialect-plugin.mlir'. Request ignored.
// NOT-A-PLUGIN: error: Dialect `kfusion' not found for custom op
