// Register tiles of a kernel whose shared arrays live in dynamic shared
// memory: the fusion sized the launch's dynamic shared memory for all three
// (the input's window and two temporaries, 55,520 bytes a block, which would
// hold 4 blocks on an H100's SM); with the temporaries in registers only the
// window stays, packed at offset 0, and the launch asks for its 19,600 bytes
// (a remark says so). Without register tiles nothing moves. The interpreter
// runs the lowering against the unfused program (and fails it with a byte
// less) in ../Integration/Sim/Stencil/register-tiles.mlir.
//
// Why it would fail: the launch keeps reserving the temporaries' bytes (the
// blocks per SM stay shared-memory bound), or the window keeps an offset past
// the new size (an access beyond the dynamic shared memory).
// RUN: kfusion-opt %S/Inputs/jacobi-192-blocks-64x8.mlir --kfusion-plan-stencil=points-per-thread=8 --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=never -o - 2>/dev/null | FileCheck %s --check-prefix=NEVER
// The whole pipeline: the launch's 19,600 bytes, the kernel's PTX.
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always" -o - 2>/dev/null | FileCheck %s --check-prefix=PIPELINE

// PIPELINE: llvm.mlir.constant(19600 : i32) : i32

// FUSED-LABEL: gpu.func @jacobi5_jacobi5_jacobi5_stencil
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<66x66xf32
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 17424 : memref<68x68xf32
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 35920 : memref<70x70xf32
// FUSED-LABEL: func.func @step
// FUSED:         arith.constant 55520 : i32

// The window, a view of the dynamic shared memory at byte 0.
// CHECK-LABEL: gpu.func @jacobi5_jacobi5_jacobi5_stencil
// CHECK:         %[[DYN:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK:         memref.view %[[DYN]][%c0{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<70x70xf32, #gpu.address_space<workgroup>>
// CHECK-NOT:     memref.view
// CHECK-LABEL: func.func @step
// CHECK:         %[[BYTES:.*]] = arith.constant 19600 : i32
// CHECK-NEXT:    gpu.launch_func {{.*}} threads in (%{{.*}}, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %[[BYTES]]

// REMARK: remark: kfusion-lower-tiles: @jacobi5_jacobi5_jacobi5_stencil's dynamic shared memory 55520 -> 19600 bytes a block (its temporaries in registers)

// NEVER-LABEL: func.func @step
// NEVER:         dynamic_shared_memory_size %c55520_i32
