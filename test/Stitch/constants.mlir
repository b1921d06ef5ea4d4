// Constant tensors as operands (Inputs/constants.mlir): a splat is a value
// (in the body, or the reduction's init in the kernel), never memory; a fill
// of a constant is a splat its reduction absorbs (no fill kernel); a dense or
// dense_resource constant is one private memref.global whose device copy
// (kfusion.device_constant: made once per process, not at every call, never
// freed by the function) the kernels read (a returned one is copied from its
// global to its out-parameter). The results against upstream's loops:
// Integration/Sim/Stitch/constants.mlir.
// RUN: kfusion-opt %S/Inputs/constants.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/constants.mlir --kfusion-stitch-to-gpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir

// The splat 2.0 input is a constant in the body; w and b stay inputs.
// PREP-LABEL: func.func @scale_shift(
// PREP: %[[W:.*]] = arith.constant dense<[2.789000e-01,
// PREP: %[[B:.*]] = arith.constant dense_resource<bias8> : tensor<8xf32>
// PREP: linalg.generic {{.*}} ins(%arg0, %[[W]], %[[B]] : tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>)
// PREP-NEXT: ^bb0(
// PREP-NEXT: arith.constant 2.000000e+00 : f32
// The epsilon splat too.
// PREP-LABEL: func.func @batchnorm(
// PREP: ins(%arg0, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
// PREP: arith.constant 9.99999974E-6 : f32
// The fill is a splat init; the divisor a constant in the body.
// PREP-LABEL: func.func @row_mean(
// PREP-NOT: linalg.fill
// PREP: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<32xf32>
// PREP: linalg.generic {{.*}} outs(%[[Z]] : tensor<32xf32>)
// PREP: ins(%{{.*}} : tensor<32xf32>)
// PREP: arith.constant 6.400000e+01 : f32

// Every function is one kernel; no fill kernel before the row mean's
// reduction.
// REMARK: stitched kernel scale_shift_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel batchnorm_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel row_mean_k0_warp: ops [0:row reduction, 1:elementwise], warp composition
// REMARK: stitched kernel table_k0_warp: ops [0:row reduction], warp composition

// One global per dense constant read from memory (inserted first, so in
// reverse order), and the returned splat's; no other splat has one.
// CHECK: memref.global "private" constant @table_constant1 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @table_constant0 : memref<4x16xf32> = dense<{{\[\[}}7.110000e-01
// CHECK-NEXT: memref.global "private" constant @batchnorm_constant3 : memref<8xf32> = dense_resource<beta8>
// CHECK-NEXT: memref.global "private" constant @batchnorm_constant2 : memref<8xf32> = dense_resource<gamma8>
// CHECK-NEXT: memref.global "private" constant @batchnorm_constant1 : memref<8xf32> = dense_resource<var8>
// CHECK-NEXT: memref.global "private" constant @batchnorm_constant0 : memref<8xf32> = dense_resource<mean8>
// CHECK-NEXT: memref.global "private" constant @scale_shift_constant1 : memref<8xf32> = dense_resource<bias8>
// CHECK-NEXT: memref.global "private" constant @scale_shift_constant0 : memref<8xf32> = dense<[2.789000e-01,
// CHECK-NOT: memref.global

// w and b: their device copies (kfusion.device_constant), read by the kernel;
// no allocation, copy or free of them at the call.
// CHECK-LABEL: func.func @scale_shift(%arg0: memref<16x8xf32>, %arg1: memref<16x8xf32> {llvm.noalias})
// CHECK-NOT: gpu.alloc
// CHECK: %[[DW:.*]] = kfusion.device_constant @scale_shift_constant0 : memref<8xf32>
// CHECK-NOT: gpu.memcpy
// CHECK: %[[DB:.*]] = kfusion.device_constant @scale_shift_constant1 : memref<8xf32>
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch_func {{.*}} args(%arg0 : memref<16x8xf32>, %[[DW]] : memref<8xf32>, %[[DB]] : memref<8xf32>, %arg1 : memref<16x8xf32>)
// CHECK-NOT: gpu.dealloc
// CHECK: return

// No memory for a splat: the kernel takes x and its result only.
// CHECK-LABEL: func.func @row_mean(
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func {{.*}} args(%arg0 : memref<32x64xf32>, %arg1 : memref<32xf32>)
// CHECK-NOT: gpu.memcpy

// The table read by the kernel from its device copy, then returned from it;
// the splat 1.0 returned straight from its global.
// CHECK-LABEL: func.func @table(
// CHECK: %[[DT:.*]] = kfusion.device_constant @table_constant0 : memref<4x16xf32>
// CHECK: gpu.launch_func {{.*}} args(%arg0 : memref<4x16xf32>, %[[DT]] : memref<4x16xf32>, %arg1 : memref<4xf32>)
// CHECK: gpu.memcpy async [%{{.*}}] %arg2, %[[DT]]
// CHECK: %[[HO:.*]] = memref.get_global @table_constant1
// CHECK: gpu.memcpy async [%{{.*}}] %arg3, %[[HO]]
// CHECK-NOT: gpu.dealloc

// The kernels: the splat init 0.5 of @table's sum and the count 64 of the
// row mean are constants in the kernel, no loads.
// CHECK-LABEL: gpu.func @row_mean_k0_warp(%arg0: memref<32x64xf32>, %arg1: memref<32xf32>)
// CHECK-DAG: arith.constant 6.400000e+01 : f32
// CHECK-DAG: arith.constant 0.000000e+00 : f32
// CHECK-NOT: memref.load %arg1
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @table_k0_warp(%arg0: memref<4x16xf32>, %arg1: memref<4x16xf32>, %arg2: memref<4xf32>)
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK-NOT: memref.load %arg2
// CHECK: gpu.return
