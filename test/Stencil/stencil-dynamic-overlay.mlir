// kfusion-stencil-fusion overlays the shared arrays it places in dynamic
// shared memory by lifetime: an array's bytes hold a later array's where a
// barrier of the fused kernel lies between the last use of the first and
// the writer of the second (the rule kfusion-lower-tiles alias-shared-arrays
// applies to static arrays, stencil-alias.mlir's program). Here a device
// whose static limit is 1 KB sends the three arrays of that chain
// (a -> t1 -> t2 -> o, `a` staged) to dynamic shared memory: `a` (8 x 38,
// last read by the first sweep) and t2 (8 x 34, written by the second sweep
// after a barrier) share offset 0, t1 (8 x 36, alive across both) follows;
// the launch asks for 2,368 bytes instead of 3,456, and the remark says so.
// With halos exchanged through distributed shared memory (a neighbour block
// reads the arrays after the block's barriers) nothing is overlaid.
// ../Integration/Sim/Stencil/stencil-dynamic-overlay.mlir runs both against
// the unfused program on the interpreter and catches a planted overlap.
//
// Why it would fail: the arrays stay apart (the launch keeps 3,456 bytes and
// fewer blocks reside), or arrays alive together share bytes.
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=1024}>}/' %S/stencil-alias.mlir > %t.small.mlir
// RUN: kfusion-opt %t.small.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o - 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: kfusion-opt %t.small.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always halo-exchange=always" -o - 2>%t.exchange.remarks | FileCheck %s --check-prefix=EXCHANGE
// RUN: FileCheck %s --check-prefix=EXCHANGE-REMARK < %t.exchange.remarks

// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<8x34xf32
// CHECK:         kfusion.shared_array {{.*}} dynamic_offset 1216 : memref<8x36xf32
// CHECK:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<8x38xf32
// CHECK-LABEL: func.func @chain
// CHECK:         gpu.launch_func @k::@sweep_sweep_sweep_stencil {{.*}} dynamic_shared_memory_size %c2368_i32

// REMARK: remark: fused stencil group 0 (3 launches) into @k::@sweep_sweep_sweep_stencil: {{.*}}; 3 shared arrays (2368 bytes per block, dynamic, overlaid by lifetime from 3456)

// EXCHANGE-LABEL: gpu.func @sweep_sweep_sweep_stencil
// EXCHANGE:         kfusion.shared_array {{.*}} dynamic_offset 2368 : memref<8x34xf32
// EXCHANGE:         kfusion.shared_array {{.*}} dynamic_offset 1216 : memref<8x36xf32
// EXCHANGE:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<8x38xf32
// EXCHANGE-LABEL: func.func @chain
// EXCHANGE:         dynamic_shared_memory_size %c3456_i32

// EXCHANGE-REMARK: 3 shared arrays (3456 bytes per block, dynamic), 0 registers
