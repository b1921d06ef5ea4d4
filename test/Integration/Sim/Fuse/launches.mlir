// kfusion-fuse on host functions of launches (../../../Fuse/launches.mlir),
// on the interpreter: the chosen candidates compute what the programs as
// written did, on fresh random inputs. plan-stencil.mlir's blur chain (a
// stencil group with a halo), plan-horizontal.mlir's nine point kernels
// (one stencil group of independent and dependent launches) and
// launch-pair.mlir's grid-stride copy and mix (a group of loops).
// RUN: kfusion-opt %S/../../../Stencil/plan-stencil.mlir --kfusion-fuse=device=h200 -o %t.stencil.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/plan-stencil.mlir --compare=%t.stencil.mlir -e step --seed=61 --schedule=random | FileCheck %s --check-prefix=STENCIL
// RUN: kfusion-opt %S/../../../Horizontal/plan-horizontal.mlir --kfusion-fuse=device=h200 -o %t.points.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Horizontal/plan-horizontal.mlir --compare=%t.points.mlir -e plan --seed=62 | FileCheck %s --check-prefix=POINTS
// RUN: kfusion-opt %S/../../../Fuse/Inputs/launch-pair.mlir --kfusion-fuse=device=h200 -o %t.pair.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Fuse/Inputs/launch-pair.mlir --compare=%t.pair.mlir -e pair --seed=63 | FileCheck %s --check-prefix=PAIR
// bench/stencil's hdiff, its four launches widened and fused into one.
// RUN: kfusion-opt %S/../../../Fuse/Inputs/hdiff-64.mlir --kfusion-fuse=device=h100 -o %t.hdiff.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Fuse/Inputs/hdiff-64.mlir --compare=%t.hdiff.mlir -e step --seed=66 --schedule=random | FileCheck %s --check-prefix=HDIFF
// Kernels of two gpu.modules with globals of one name, horizontally fused
// into the first (../../../Horizontal/horizontal-fusion-modules.mlir), and a
// host function calling another (../device-constant.mlir).
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-modules.mlir --kfusion-fuse=device=h200 -o %t.modules.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.modules.mlir -e modules --seed=64 | FileCheck %s --check-prefix=MODULES
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.modules.mlir -e outlined --seed=65 | FileCheck %s --check-prefix=OUTLINED
// RUN: kfusion-opt %S/../device-constant.mlir --kfusion-fuse=device=h200 -o %t.calls.mlir 2>/dev/null
// RUN: kfusion-sim %t.calls.mlir -e main | FileCheck %s --check-prefix=CALLS
// Each fused program has fewer launches than its original.
// RUN: grep -c gpu.launch_func %t.stencil.mlir | FileCheck %s --check-prefix=TWO
// RUN: grep -c gpu.launch_func %t.points.mlir | FileCheck %s --check-prefix=TWO
// RUN: grep -c gpu.launch_func %t.pair.mlir | FileCheck %s --check-prefix=ONE
// RUN: grep -c gpu.launch_func %t.hdiff.mlir | FileCheck %s --check-prefix=ONE

// STENCIL: kfusion-sim: equal: 3 arguments, 12288 elements compared
// POINTS: kfusion-sim: equal: 20 arguments, 81920 elements compared
// PAIR: kfusion-sim: equal: 3 arguments, 528384 elements compared
// HDIFF: kfusion-sim: equal: 3 arguments, 9216 elements compared
// MODULES: kfusion-sim: equal: 4 arguments, 4096 elements compared
// OUTLINED: kfusion-sim: equal: 4 arguments, 3072 elements compared
// CALLS: 2 4 6 8
// TWO: {{^}}2{{$}}
// ONE: {{^}}1{{$}}
