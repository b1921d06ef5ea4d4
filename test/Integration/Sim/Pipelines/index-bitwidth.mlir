// kfusion-narrow-kernel-index (index-bitwidth=32's first step): the flat
// views indexed with nsw arithmetic compute what the program did, on the
// interpreter with random inputs (../../../Pipelines/index-bitwidth.mlir
// checks the IR and the PTX).
// RUN: kfusion-opt %S/../../../Pipelines/index-bitwidth.mlir --kfusion-narrow-kernel-index -o %t.narrow.mlir
// RUN: kfusion-sim %S/../../../Pipelines/index-bitwidth.mlir --compare=%t.narrow.mlir -e main --seed=5 | FileCheck %s
// CHECK: kfusion-sim: equal: 2 arguments, 8192 elements compared
