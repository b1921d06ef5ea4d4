// Every KFusion pass and kfusion-to-cubin through upstream mlir-opt with the
// plugins, on the inputs of the passes' own tests: their FileCheck lines hold
// on mlir-opt's output, and the output is exactly what kfusion-opt prints.
// mlir-opt 22 takes a plugin's passes in --pass-pipeline (or -p) only, not as
// flags of their own (pass-plugin.mlir).
// REQUIRES: mlir-opt-plugin
// RUN: rm -rf %t && mkdir -p %t

// kfusion-horizontal-fusion (options too) and kfusion-lower-horizontal.
// RUN: %mlir-opt-kfusion %S/../Horizontal/horizontal-fusion.mlir -split-input-file -p "builtin.module(kfusion-horizontal-fusion)" -o %t/hf.mlir
// RUN: FileCheck %S/../Horizontal/horizontal-fusion.mlir < %t/hf.mlir
// RUN: kfusion-opt %S/../Horizontal/horizontal-fusion.mlir -split-input-file --kfusion-horizontal-fusion | diff - %t/hf.mlir
// RUN: %mlir-opt-kfusion %S/../Horizontal/horizontal-fusion-options.mlir -p "builtin.module(kfusion-horizontal-fusion{partition=256,64 max-registers=40})" -o %t/hf-options.mlir
// RUN: FileCheck %S/../Horizontal/horizontal-fusion-options.mlir --check-prefix=TUNED < %t/hf-options.mlir
// RUN: kfusion-opt %S/../Horizontal/horizontal-fusion-options.mlir --kfusion-horizontal-fusion="partition=256,64 max-registers=40" | diff - %t/hf-options.mlir
// RUN: %mlir-opt-kfusion %S/../Horizontal/lower-horizontal.mlir -split-input-file -allow-unregistered-dialect -p "builtin.module(kfusion-lower-horizontal)" -o %t/lh.mlir
// RUN: FileCheck %S/../Horizontal/lower-horizontal.mlir < %t/lh.mlir
// RUN: kfusion-opt %S/../Horizontal/lower-horizontal.mlir -split-input-file -allow-unregistered-dialect --kfusion-lower-horizontal | diff - %t/lh.mlir

// kfusion-plan-horizontal: the remarks (-verify-diagnostics) and the groups.
// RUN: %mlir-opt-kfusion %S/../Horizontal/plan-horizontal.mlir -p "builtin.module(kfusion-plan-horizontal)" -verify-diagnostics -o %t/ph.mlir
// RUN: FileCheck %S/../Horizontal/plan-horizontal.mlir < %t/ph.mlir
// RUN: kfusion-opt %S/../Horizontal/plan-horizontal.mlir --kfusion-plan-horizontal 2>/dev/null | diff - %t/ph.mlir

// kfusion-outline-launches.
// RUN: %mlir-opt-kfusion %S/../Common/outline-launches.mlir -p "builtin.module(kfusion-outline-launches)" -o %t/ol.mlir
// RUN: FileCheck %S/../Common/outline-launches.mlir < %t/ol.mlir
// RUN: kfusion-opt %S/../Common/outline-launches.mlir --kfusion-outline-launches | diff - %t/ol.mlir

// kfusion-print-launch-graph.
// RUN: %mlir-opt-kfusion %S/../Common/launch-graph.mlir -p "builtin.module(kfusion-print-launch-graph)" -o /dev/null > %t/lg.txt
// RUN: FileCheck %S/../Common/launch-graph.mlir < %t/lg.txt
// RUN: kfusion-opt %S/../Common/launch-graph.mlir --kfusion-print-launch-graph -o /dev/null | diff - %t/lg.txt

// kfusion-stencil-fusion (IR and remarks), kfusion-plan-stencil, kfusion-lower-tiles.
// RUN: %mlir-opt-kfusion %S/../Stencil/stencil-fusion.mlir -p "builtin.module(kfusion-stencil-fusion{points-per-thread=1})" -o %t/sf.mlir 2> %t/sf.remarks
// RUN: FileCheck %S/../Stencil/stencil-fusion.mlir < %t/sf.mlir
// RUN: FileCheck %S/../Stencil/stencil-fusion.mlir --check-prefix=REMARK < %t/sf.remarks
// RUN: kfusion-opt %S/../Stencil/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=1 2>/dev/null | diff - %t/sf.mlir
// RUN: %mlir-opt-kfusion %S/../Stencil/plan-stencil.mlir -p "builtin.module(kfusion-plan-stencil{points-per-thread=1})" -o %t/ps.mlir 2> %t/ps.remarks
// RUN: FileCheck %S/../Stencil/plan-stencil.mlir < %t/ps.mlir
// RUN: FileCheck %S/../Stencil/plan-stencil.mlir --check-prefix=REMARK < %t/ps.remarks
// RUN: kfusion-opt %S/../Stencil/plan-stencil.mlir --kfusion-plan-stencil=points-per-thread=1 2>/dev/null | diff - %t/ps.mlir
// RUN: %mlir-opt-kfusion %S/../Stencil/lower-tiles.mlir -p "builtin.module(kfusion-lower-tiles{stage-async=false})" -o %t/lt.mlir
// RUN: FileCheck %S/../Stencil/lower-tiles.mlir < %t/lt.mlir
// RUN: kfusion-opt %S/../Stencil/lower-tiles.mlir --kfusion-lower-tiles=stage-async=false | diff - %t/lt.mlir

// kfusion-lower-blocking-memory-ops.
// RUN: %mlir-opt-kfusion %S/../Common/lower-blocking-memory-ops.mlir -split-input-file -p "builtin.module(kfusion-lower-blocking-memory-ops)" -o %t/sm.mlir
// RUN: FileCheck %S/../Common/lower-blocking-memory-ops.mlir < %t/sm.mlir
// RUN: kfusion-opt %S/../Common/lower-blocking-memory-ops.mlir -split-input-file --kfusion-lower-blocking-memory-ops | diff - %t/sm.mlir

// convert-kfusion-to-nvvm.
// RUN: %mlir-opt-kfusion %S/../Conversion/KFusionToNVVM/named-barrier.mlir -p "builtin.module(convert-kfusion-to-nvvm)" -split-input-file -o %t/nvvm.mlir
// RUN: FileCheck %S/../Conversion/KFusionToNVVM/named-barrier.mlir < %t/nvvm.mlir
// RUN: kfusion-opt %S/../Conversion/KFusionToNVVM/named-barrier.mlir -convert-kfusion-to-nvvm -split-input-file | diff - %t/nvvm.mlir

// kfusion-to-cubin and kfusion-dump-binaries: the same PTX and host code.
// RUN: %mlir-opt-kfusion %S/../Pipelines/ptx-vector-add.mlir \
// RUN:   -p "builtin.module(kfusion-to-cubin{format=ptx}, kfusion-dump-binaries{output-dir=%t/up})" -o %t/up.lowered.mlir 2>&1 | FileCheck %S/../Pipelines/ptx-vector-add.mlir --check-prefix=REMARK
// RUN: FileCheck %S/../Pipelines/ptx-vector-add.mlir --check-prefix=PTX < %t/up/kernels.sm_90.ptx
// RUN: FileCheck %S/../Pipelines/ptx-vector-add.mlir --check-prefix=HOST < %t/up.lowered.mlir
// RUN: kfusion-opt %S/../Pipelines/ptx-vector-add.mlir --kfusion-to-cubin="format=ptx" \
// RUN:   --kfusion-dump-binaries="output-dir=%t/own" -o %t/own.lowered.mlir 2>/dev/null
// RUN: diff %t/own/kernels.sm_90.ptx %t/up/kernels.sm_90.ptx
// The binary's properties record how long the PTX took to generate.
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/own.lowered.mlir > %t/own.lowered.untimed.mlir
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/up.lowered.mlir | diff %t/own.lowered.untimed.mlir -

// Fusion down to PTX in one mlir-opt run: horizontal fusion, then the pipeline.
// RUN: %mlir-opt-kfusion %S/../Pipelines/horizontal-ptx.mlir \
// RUN:   -p "builtin.module(kfusion-horizontal-fusion{max-registers=64}, kfusion-to-cubin{format=ptx}, kfusion-dump-binaries{output-dir=%t/hptx})" -o /dev/null
// RUN: FileCheck %S/../Pipelines/horizontal-ptx.mlir < %t/hptx/kernels.sm_90.ptx

// kfusion-to-cubin's helper passes, each by itself, on its own test's input.
// RUN: %mlir-opt-kfusion %S/../Conversion/CubinSupport/kfusion-narrow-kernel-index.mlir -split-input-file -p "builtin.module(kfusion-narrow-kernel-index)" -o %t/nki.mlir
// RUN: FileCheck %S/../Conversion/CubinSupport/kfusion-narrow-kernel-index.mlir < %t/nki.mlir
// RUN: kfusion-opt %S/../Conversion/CubinSupport/kfusion-narrow-kernel-index.mlir -split-input-file --kfusion-narrow-kernel-index | diff - %t/nki.mlir
// RUN: %mlir-opt-kfusion %S/../Conversion/CubinSupport/kfusion-gpu-address-spaces-to-nvvm.mlir -split-input-file -p "builtin.module(kfusion-gpu-address-spaces-to-nvvm)" -verify-diagnostics -o %t/gas.mlir
// RUN: FileCheck %S/../Conversion/CubinSupport/kfusion-gpu-address-spaces-to-nvvm.mlir < %t/gas.mlir
// RUN: kfusion-opt %S/../Conversion/CubinSupport/kfusion-gpu-address-spaces-to-nvvm.mlir -split-input-file --kfusion-gpu-address-spaces-to-nvvm 2>/dev/null | diff - %t/gas.mlir
// RUN: %mlir-opt-kfusion %S/../Conversion/CubinSupport/kfusion-convert-kernel-nvgpu-to-nvvm.mlir -split-input-file -allow-unregistered-dialect -p "builtin.module(gpu.module(kfusion-convert-kernel-nvgpu-to-nvvm))" -verify-diagnostics -o %t/knv.mlir
// RUN: FileCheck %S/../Conversion/CubinSupport/kfusion-convert-kernel-nvgpu-to-nvvm.mlir < %t/knv.mlir
// RUN: %mlir-opt-kfusion %S/../Conversion/CubinSupport/kfusion-check-lowered.mlir -split-input-file -allow-unregistered-dialect -p "builtin.module(kfusion-check-lowered)" -verify-diagnostics -o %t/cl.mlir
// RUN: FileCheck %S/../Conversion/CubinSupport/kfusion-check-lowered.mlir < %t/cl.mlir
