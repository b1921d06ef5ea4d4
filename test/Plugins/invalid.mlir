// Errors through the plugins: the dialect's verifiers and the passes'
// refusals reach upstream mlir-opt's -verify-diagnostics exactly as they
// reach kfusion-opt's (the expected-* lines are those of the original tests).
// REQUIRES: mlir-opt-plugin

// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/invalid.mlir -split-input-file -verify-diagnostics
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/horizontal-invalid.mlir -split-input-file -verify-diagnostics
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin %S/../Dialect/tile-invalid.mlir -split-input-file -verify-diagnostics
// RUN: %mlir-opt-kfusion %S/../Horizontal/horizontal-fusion-invalid.mlir -split-input-file -verify-diagnostics -p "builtin.module(kfusion-horizontal-fusion)"
// RUN: %mlir-opt-kfusion %S/../Stencil/stencil-fusion-invalid.mlir -split-input-file -verify-diagnostics -p "builtin.module(kfusion-stencil-fusion)"

// A malformed pass option is an error in mlir-opt too.
// RUN: not %mlir-opt-kfusion %S/../Stencil/stencil-fusion-invalid.mlir -split-input-file -p "builtin.module(kfusion-stencil-fusion{max-shared-bytes=-1})" 2>&1 \
// RUN:   | FileCheck %S/../Stencil/stencil-fusion-invalid.mlir --check-prefix=OPTION
// RUN: not %mlir-opt-kfusion %S/../Pipelines/invalid-options.mlir -p "builtin.module(kfusion-to-cubin{format=sass})" 2>&1 \
// RUN:   | FileCheck %S/../Pipelines/invalid-options.mlir --check-prefix=FORMAT
