// kfusion-gpu-address-spaces-to-nvvm on the interpreter: a device function
// on a workgroup tile, called with a static workgroup attribution and with a
// view of dynamic shared memory (joined by memref.memory_space_cast), still
// reverses the block's values (fresh inputs, forward and random schedules).
// RUN: kfusion-opt %S/../../../Pipelines/device-function-address-space.mlir --kfusion-gpu-address-spaces-to-nvvm -o %t.mlir
// RUN: FileCheck %s --check-prefix=CAST < %t.mlir
// RUN: kfusion-sim %S/../../../Pipelines/device-function-address-space.mlir --compare=%t.mlir -e main --seed=51 | FileCheck %s
// RUN: kfusion-sim %S/../../../Pipelines/device-function-address-space.mlir --compare=%t.mlir -e main --seed=52 --schedule=random | FileCheck %s

// The dynamic kernel's view meets the device function through a cast.
// CAST-LABEL: gpu.func @dynamic
// CAST:         memref.memory_space_cast
// CHECK: kfusion-sim: equal: 1 arguments, 128 elements compared
