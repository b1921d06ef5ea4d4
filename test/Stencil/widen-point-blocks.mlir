// kfusion-widen-point-blocks on stencil-runs.mlir's three sweeps of a
// 128 x 64 array (32x8-thread blocks, 2 x 16 of them): each launch of the
// point kernel runs in 64x8 blocks, one along x, a remark each; 32 columns
// (as wide) and 16 (narrower than the blocks) leave them as they are, with
// no remark. The interpreter runs the widened
// program, and the widened program fused and lowered with register tiles
// (64 x 32 tiles: one block holds the whole width), against the original.
//
// Why it would fail: a grid that no longer covers the array (points never
// computed), or a block shape the kernel depends on (points computed twice
// or wrongly).
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-widen-point-blocks --mlir-print-op-on-diagnostic=false -o %t.wide.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.wide.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-widen-point-blocks=columns=32 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-widen-point-blocks=columns=16 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: kfusion-sim %S/stencil-runs.mlir --compare=%t.wide.mlir -e chain --seed=91 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.wide.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles=register-tiles=always -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/stencil-runs.mlir --compare=%t.fused.mlir -e chain --seed=92 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/stencil-runs.mlir --compare=%t.fused.mlir -e chain --seed=93 --schedule=reverse --sms=1 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL

// CHECK-LABEL: func.func @chain
// CHECK-COUNT-3: gpu.launch_func  @k::@sweep blocks in (%c1{{(_[0-9]+)?}}, %c16, %c1) threads in (%c64{{(_[0-9]+)?}}, %c8, %c1)

// REMARK-COUNT-3: remark: kfusion-widen-point-blocks: @k::@sweep in blocks of 64x8x1 (was 32x8x1), 1 along x (was 2)

// SAME-NOT: remark
// SAME: threads in (%c32, %c8, %c1)

// EQUAL: kfusion-sim: equal: 4 arguments, 32768 elements compared
