// KFusion's pass plugin in upstream mlir-opt: it registers exactly the
// passes and pipelines kfusion-opt adds to upstream's (a new pass left out of
// lib/Plugins fails here), and they run from textual pipelines, options
// included, with or without the dialect plugin, the plugins loaded once or
// twice.
// REQUIRES: mlir-opt-plugin

// The passes the plugin registers are kfusion-opt's own.
// RUN: kfusion-opt --help | grep -oE -- '--(convert-)?kfusion-[a-z-]+' | sort -u > %t.own
// RUN: mlir-opt --load-pass-plugin=%kfusion_plugin --help | grep -oE -- '--(convert-)?kfusion-[a-z-]+' | sort -u > %t.plugin
// RUN: diff %t.own %t.plugin
// RUN: FileCheck %s --check-prefix=PASSES < %t.plugin
// PASSES-LABEL: --convert-kfusion-to-nvvm
// PASSES: --kfusion-dump-binaries
// PASSES: --kfusion-horizontal-fusion
// PASSES: --kfusion-lower-blocking-memory-ops
// PASSES: --kfusion-lower-horizontal
// PASSES: --kfusion-lower-tiles
// PASSES: --kfusion-outline-launches
// PASSES: --kfusion-plan-horizontal
// PASSES: --kfusion-plan-stencil
// PASSES: --kfusion-print-launch-graph
// PASSES: --kfusion-stencil-fusion
// PASSES: --kfusion-to-cubin

// Without the plugin mlir-opt knows no kfusion pass.
// RUN: not mlir-opt %S/../Horizontal/horizontal-fusion.mlir -p "builtin.module(kfusion-horizontal-fusion)" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-PLUGIN
// NO-PLUGIN: 'kfusion-horizontal-fusion' does not refer to a registered pass or pass pipeline

// mlir-opt 22 builds its pass flags before it loads plugins: a plugin's pass
// is listed by --help but refused as a flag of its own (upstream's
// llvm/llvm-project#78020); textual pipelines find it. This line fails, to be
// noticed, the day Debian's mlir-opt accepts the flag.
// RUN: not %mlir-opt-kfusion %S/../Horizontal/horizontal-fusion.mlir --kfusion-horizontal-fusion 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FLAG
// FLAG: Unknown command line argument '--kfusion-horizontal-fusion'

// The pass plugin alone (no dialect plugin): a fusion creates kfusion ops on
// input that has none, the pass loading the dialect it depends on.
// RUN: mlir-opt --load-pass-plugin=%kfusion_plugin %S/../Horizontal/horizontal-fusion.mlir -split-input-file \
// RUN:   -p "builtin.module(kfusion-horizontal-fusion)" | FileCheck %S/../Horizontal/horizontal-fusion.mlir

// Options in the textual pipeline; both plugins loaded twice (the passes are
// registered once).
// RUN: mlir-opt --load-dialect-plugin=%kfusion_plugin --load-pass-plugin=%kfusion_plugin \
// RUN:   --load-dialect-plugin=%kfusion_plugin --load-pass-plugin=%kfusion_plugin \
// RUN:   %S/../Horizontal/horizontal-fusion.mlir -split-input-file \
// RUN:   --pass-pipeline="builtin.module(kfusion-horizontal-fusion{serial=true})" \
// RUN:   | FileCheck %S/../Horizontal/horizontal-fusion.mlir --check-prefix=SERIAL

// A file that is not a plugin is refused with a message, not a crash.
// RUN: mlir-opt --load-pass-plugin=%s %S/../Horizontal/horizontal-fusion.mlir -split-input-file -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-A-PLUGIN
// NOT-A-PLUGIN: Failed to load passes from '{{.*}}pass-plugin.mlir'. Request ignored.
