// Kernel packing (Stitch/packing-waves.mlir) on the interpreter: packed or
// not, the results are plan=none's (fresh inputs, random and reverse block
// schedules, 2 resident blocks per multiprocessor); @two_blocks' two
// launches of rows-per-block=1 too.
// RUN: kfusion-opt %S/../../../Stitch/packing-waves.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/packing-waves.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.packed.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/packing-waves.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> pack-waves=1" -o %t.two.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/packing-waves.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> rows-per-block=1" -o %t.r1.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir --compare=%t.packed.mlir -e step --seed=51 --schedule=random --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.none.mlir --compare=%t.packed.mlir -e step --seed=52 --schedule=reverse --blocks-per-sm=2 --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.none.mlir --compare=%t.two.mlir -e step --seed=53 --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.none.mlir --compare=%t.r1.mlir -e two_blocks --seed=54 --schedule=random --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EQUAL
// EQUAL: kfusion-sim: equal: 4 arguments
