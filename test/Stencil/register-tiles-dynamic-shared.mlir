// Register tiles of a kernel whose shared arrays live in dynamic shared
// memory: the fusion sized the launch's dynamic shared memory for all three
// (the input's window and two temporaries, 38,096 bytes a block: the second
// temporary overlays the window, which only the first member reads, a
// barrier between; 5 blocks on an H100's SM). With the temporaries in registers only the
// window stays: its 19,600 bytes fit the static limit, so it becomes a static
// array, which the TMA loads (stage-tma takes no dynamic array), and the
// launch asks for no dynamic shared memory. On a device whose static limit
// is smaller (16 KB here) the window stays dynamic, packed at offset 0, and
// the launch asks for its 19,600 bytes. A remark says which. Without register
// tiles nothing moves. The interpreter runs both lowerings against the
// unfused program (and fails the packed one with a byte less) in
// ../Integration/Sim/Stencil/register-tiles.mlir.
//
// Why it would fail: the launch keeps reserving the temporaries' bytes (the
// blocks per SM stay shared-memory bound), the window keeps an offset past
// the new size (an access beyond the dynamic shared memory), or a window
// that fits static memory stays dynamic (copied by the threads, not the TMA).
// RUN: kfusion-opt %S/Inputs/jacobi-192-blocks-64x8.mlir --kfusion-plan-stencil=points-per-thread=8 --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=16384}>}/' %t.fused.mlir > %t.small.mlir
// RUN: kfusion-opt %t.small.mlir --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o %t.packed.mlir 2>%t.packed.remarks
// RUN: FileCheck %s --check-prefix=PACKED < %t.packed.mlir
// RUN: FileCheck %s --check-prefix=PACKED-REMARK < %t.packed.remarks
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=never -o - 2>/dev/null | FileCheck %s --check-prefix=NEVER
// The whole pipelines: the window loaded by the TMA (no dynamic shared
// memory), or copied by cp.async into the packed 19,600 bytes.
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always" -o - 2>/dev/null | FileCheck %s --check-prefix=PIPELINE
// RUN: kfusion-opt %t.small.mlir --kfusion-to-cubin="format=ptx register-tiles=always" -o - 2>/dev/null | FileCheck %s --check-prefix=PIPELINE-PACKED

// PIPELINE-NOT: llvm.mlir.constant(19600 : i32)
// PIPELINE-NOT: llvm.mlir.constant(38096 : i32)
// PIPELINE: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier
// PIPELINE-PACKED: cp.async.ca.shared.global
// PIPELINE-PACKED: llvm.mlir.constant(19600 : i32) : i32

// FUSED-LABEL: gpu.func @jacobi5_jacobi5_jacobi5_stencil
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<66x66xf32
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 19600 : memref<68x68xf32
// FUSED:         kfusion.shared_array {{.*}} dynamic_offset 0 : memref<70x70xf32
// FUSED-LABEL: func.func @step
// FUSED:         arith.constant 38096 : i32

// The window, a static array (its rows padded to 72 for the TMA) that one
// TMA load fills; the launch passes the tensor map and no dynamic size.
// CHECK-LABEL: gpu.func @jacobi5_jacobi5_jacobi5_stencil
// CHECK-SAME:    workgroup(%[[WINDOW:.*]] : memref<70x72xf32, #gpu.address_space<workgroup>> {llvm.align = 128 : i64})
// CHECK-NOT:     gpu.dynamic_shared_memory
// CHECK:         nvgpu.tma.async.load %{{.*}} to %[[WINDOW]]
// CHECK-NOT:     gpu.dynamic_shared_memory
// CHECK-LABEL: func.func @step
// CHECK:         nvgpu.tma.create.descriptor
// CHECK-NOT:     dynamic_shared_memory_size
// CHECK:         gpu.launch_func {{.*}} threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(
// CHECK-NOT:     dynamic_shared_memory_size

// REMARK: remark: kfusion-lower-tiles: @jacobi5_jacobi5_jacobi5_stencil's dynamic shared memory 38096 -> 0 bytes a block (its temporaries in registers, its other arrays static)

// The window, a view of the dynamic shared memory at byte 0.
// PACKED-LABEL: gpu.func @jacobi5_jacobi5_jacobi5_stencil
// PACKED:         %[[DYN:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// PACKED:         memref.view %[[DYN]][%c0{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<70x70xf32, #gpu.address_space<workgroup>>
// PACKED-NOT:     memref.view
// PACKED-LABEL: func.func @step
// PACKED:         %[[BYTES:.*]] = arith.constant 19600 : i32
// PACKED-NEXT:    gpu.launch_func {{.*}} threads in (%{{.*}}, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %[[BYTES]]

// PACKED-REMARK: remark: kfusion-lower-tiles: @jacobi5_jacobi5_jacobi5_stencil's dynamic shared memory 38096 -> 19600 bytes a block (its temporaries in registers)
// PACKED-REMARK: remark: stage copied by the block's threads, not by TMA: its shared array is in dynamic shared memory

// NEVER-LABEL: func.func @step
// NEVER:         dynamic_shared_memory_size %c38096_i32
