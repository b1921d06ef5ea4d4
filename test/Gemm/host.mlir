// RUN: kfusion-opt %s --kfusion-plan-gemm="load=cp.async remarks=false" --kfusion-lower-gemm="remarks=false" | FileCheck %s

// The host side of kfusion-lower-gemm: the function on memrefs (arguments,
// then an out-parameter per result), a launch per GEMM on one stream, the
// intermediate buffers, padded copies, initial values, returned arguments,
// constant operands (the copies' kernels, load=cp.async: their arguments are
// the buffers alone, without tensor maps).

// Constant tensors (weights as front ends write them) get one private
// memref.global each, at the top of the module in reverse order of use: the
// splat weight, the dense_resource one, and @constant_init's weight and
// unread constant (its splat init is a constant the kernel adds: no memory).
// CHECK: memref.global "private" constant @constant_init_constant1 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @constant_init_constant0 : memref<64x64xf16> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @resource_weight_constant0 : memref<8x64xf16> = dense_resource<weight8x64> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @constant_weight_constant0 : memref<64x64xf16> = dense<5.000000e-01> {alignment = 64 : i64}
// CHECK-NOT: memref.global

// Two GEMMs: the hidden activations in a gpu.alloc between them (freed after
// the second launch), each launch after the previous one's token; grid (N
// tiles, M tiles, 1), a warpgroup, the configuration's shared memory (4
// stages of 64 x 64 + 64 x 64 f16, 1008 bytes to align them); each launch
// carries the GEMM model's time of its kernel (kfusion.gemm_modelled_us), at
// which the common cost model projects it.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:.*]]: memref<64x96xf16>, %[[W1:.*]]: memref<96x128xf16>, %[[W2:.*]]: memref<128x80xf16>, %[[Y:.*]]: memref<64x80xf32> {llvm.noalias})
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK: %[[H:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<64x128xf16>
// CHECK: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @chain_gemm::@chain_gemm0 blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %c66544_i32 args(%[[X]] : memref<64x96xf16>, %[[W1]] : memref<96x128xf16>, %[[H]] : memref<64x128xf16>) {kfusion.gemm_flavour = "wgmma", kfusion.gemm_modelled_us = {{[0-9.e+-]+}} : f64}
// CHECK: %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @chain_gemm::@chain_gemm1 {{.*}} args(%[[H]] : memref<64x128xf16>, %[[W2]] : memref<128x80xf16>, %[[Y]] : memref<64x80xf32>)
// CHECK: %[[T4:.*]] = gpu.dealloc async [%[[T3]]] %[[H]] : memref<64x128xf16>
// CHECK: gpu.wait [%[[T4]]]
func.func @chain(%x: tensor<64x96xf16>, %w1: tensor<96x128xf16>, %w2: tensor<128x80xf16>) -> tensor<64x80xf32> {
  %zh = arith.constant 0.0 : f16
  %z = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<64x128xf16>
  %fh = linalg.fill ins(%zh : f16) outs(%eh : tensor<64x128xf16>) -> tensor<64x128xf16>
  %h = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%x, %w1 : tensor<64x96xf16>, tensor<96x128xf16>) outs(%fh : tensor<64x128xf16>) -> tensor<64x128xf16>
  %e = tensor.empty() : tensor<64x80xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %y = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%h, %w2 : tensor<64x128xf16>, tensor<128x80xf16>) outs(%f : tensor<64x80xf32>) -> tensor<64x80xf32>
  return %y : tensor<64x80xf32>
}

// Rows of A (K = 29) and B (N = 45) not multiples of 8 elements: a padding
// kernel per operand into rows of 32 and 48 (zeros after the row), launched
// first; the GEMM reads the padded buffers; C keeps its 45 columns. The
// allocations come first on the stream, the launches one after another.
// CHECK-LABEL: func.func @padded(
// CHECK-SAME: %[[A:.*]]: memref<37x29xf16>, %[[B:.*]]: memref<29x45xf16>, %[[C:.*]]: memref<37x45xf32> {llvm.noalias})
// CHECK: %[[PA:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<37x32xf16>
// CHECK: %[[PB:.*]], %[[TB:.*]] = gpu.alloc async [%{{.*}}] () : memref<29x48xf16>
// CHECK: %[[L0:.*]] = gpu.launch_func async [%[[TB]]] @padded_gemm::@padded_gemm_pad0 {{.*}} args(%[[A]] : memref<37x29xf16>, %[[PA]] : memref<37x32xf16>)
// CHECK: gpu.launch_func async [%[[L0]]] @padded_gemm::@padded_gemm_pad1 {{.*}} args(%[[B]] : memref<29x45xf16>, %[[PB]] : memref<29x48xf16>)
// CHECK: gpu.launch_func async [%{{.*}}] @padded_gemm::@padded_gemm0 {{.*}} args(%[[PA]] : memref<37x32xf16>, %[[PB]] : memref<29x48xf16>, %[[C]] : memref<37x45xf32>)
func.func @padded(%a: tensor<37x29xf16>, %b: tensor<29x45xf16>) -> tensor<37x45xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %c = linalg.matmul ins(%a, %b : tensor<37x29xf16>, tensor<29x45xf16>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  return %c : tensor<37x45xf32>
}

// C = R + A B: R (an argument) is the kernel's fourth argument, added in the
// epilogue; an argument also returned is copied to its out-parameter after
// the launch.
// CHECK-LABEL: func.func @init(
// CHECK-SAME: %[[A:.*]]: memref<64x64xf16>, %[[B:.*]]: memref<64x64xf16>, %[[R:.*]]: memref<64x64xf32>, %[[C:.*]]: memref<64x64xf32> {llvm.noalias}, %[[R2:.*]]: memref<64x64xf32> {llvm.noalias})
// CHECK: %[[T:.*]] = gpu.launch_func async {{.*}} args(%[[A]] : memref<64x64xf16>, %[[B]] : memref<64x64xf16>, %[[C]] : memref<64x64xf32>, %[[R]] : memref<64x64xf32>)
// CHECK: %[[T2:.*]] = gpu.memcpy async [%[[T]]] %[[R2]], %[[R]] : memref<64x64xf32>, memref<64x64xf32>
// CHECK: gpu.wait [%[[T2]]]
func.func @init(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %r: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%r : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c, %r : tensor<64x64xf32>, tensor<64x64xf32>
}

// A batch of 3: block id z picks it in every operand.
// CHECK-LABEL: func.func @batch(
// CHECK: gpu.launch_func async {{.*}} blocks in (%c1, %c1, %c3)
func.func @batch(%a: tensor<3x40x64xf16>, %b: tensor<3x64x64xf16>) -> tensor<3x40x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x40x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<3x40x64xf16>, tensor<3x64x64xf16>) outs(%f : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  return %c : tensor<3x40x64xf32>
}

// A constant B: its device copy (kfusion.device_constant, made once per
// process) is what the launch reads; nothing allocated, copied or freed for it
// at the call.
// CHECK-LABEL: func.func @constant_weight(
// CHECK-SAME: %[[X:.*]]: memref<64x64xf16>, %[[Y:.*]]: memref<64x64xf32> {llvm.noalias})
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK: %[[DB:.*]] = kfusion.device_constant @constant_weight_constant0 : memref<64x64xf16>
// CHECK: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @constant_weight_gemm::@constant_weight_gemm0 {{.*}} args(%[[X]] : memref<64x64xf16>, %[[DB]] : memref<64x64xf16>, %[[Y]] : memref<64x64xf32>)
// CHECK-NOT: gpu.dealloc
// CHECK: gpu.wait [%[[T1]]]
func.func @constant_weight(%x: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %w = arith.constant dense<5.000000e-01> : tensor<64x64xf16>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}

// A dense_resource weight W [N, K] transposed by a linalg.transpose (a
// Linear layer as the model fixtures import it): the kernel reads W's device
// copy, K-major, with no transpose kernel. (The resource's elements are not
// needed here, so the file carries no blob.)
// CHECK-LABEL: func.func @resource_weight(
// CHECK-SAME: %[[X:.*]]: memref<64x64xf16>, %[[Y:.*]]: memref<64x8xf32> {llvm.noalias})
// CHECK: %[[DW:.*]] = kfusion.device_constant @resource_weight_constant0 : memref<8x64xf16>
// CHECK: gpu.launch_func async {{.*}} args(%[[X]] : memref<64x64xf16>, %[[DW]] : memref<8x64xf16>, %[[Y]] : memref<64x8xf32>)
// CHECK-NOT: gpu.dealloc
func.func @resource_weight(%x: tensor<64x64xf16>) -> tensor<64x8xf32> {
  %w = arith.constant dense_resource<weight8x64> : tensor<8x64xf16>
  %z = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<64x8xf16>
  %wt = linalg.transpose ins(%w : tensor<8x64xf16>) outs(%et : tensor<64x8xf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x8xf32>) -> tensor<64x8xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<64x64xf16>, tensor<64x8xf16>) outs(%f : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %y : tensor<64x8xf32>
}

// C = R + A B with B a constant and R a splat: B's device copy read by the
// kernel, R the constant 0.25 the kernel adds (three arguments); B, also
// returned, copied from its device copy; T, which no kernel reads, copied
// straight from its global; nothing freed (the device copy outlives the call).
// CHECK-LABEL: func.func @constant_init(
// CHECK-SAME: %[[A:.*]]: memref<64x64xf16>, %[[C:.*]]: memref<64x64xf32> {llvm.noalias}, %[[BO:.*]]: memref<64x64xf16> {llvm.noalias}, %[[TO:.*]]: memref<4xf32> {llvm.noalias})
// CHECK-NOT: gpu.alloc
// CHECK: %[[DB:.*]] = kfusion.device_constant @constant_init_constant0 : memref<64x64xf16>
// CHECK-NOT: gpu.alloc
// CHECK: gpu.launch_func async {{.*}} args(%[[A]] : memref<64x64xf16>, %[[DB]] : memref<64x64xf16>, %[[C]] : memref<64x64xf32>) {kfusion.gemm_flavour = "wgmma", kfusion.gemm_modelled_us = {{[0-9.e+-]+}} : f64}
// CHECK: gpu.memcpy async [%{{.*}}] %[[BO]], %[[DB]]
// CHECK: %[[HT:.*]] = memref.get_global @constant_init_constant1 : memref<4xf32>
// CHECK: gpu.memcpy async [%{{.*}}] %[[TO]], %[[HT]]
// CHECK-NOT: gpu.dealloc
func.func @constant_init(%a: tensor<64x64xf16>) -> (tensor<64x64xf32>, tensor<64x64xf16>, tensor<4xf32>) {
  %b = arith.constant dense<1.000000e+00> : tensor<64x64xf16>
  %r = arith.constant dense<2.500000e-01> : tensor<64x64xf32>
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%r : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c, %b, %t : tensor<64x64xf32>, tensor<64x64xf16>, tensor<4xf32>
}

// The kernels, after the functions: the GEMMs' and the padding kernels, one
// gpu.module per function.
// CHECK-LABEL: gpu.module @chain_gemm
// CHECK: gpu.func @chain_gemm0(
// CHECK: gpu.func @chain_gemm1(
// A padding kernel copies the row's 29 elements and zeros after them.
// CHECK-LABEL: gpu.func @padded_gemm_pad0(
// CHECK-SAME: %{{.*}}: memref<37x29xf16>, %{{.*}}: memref<37x32xf16>)
// CHECK: arith.cmpi ult, %{{.*}}, %c29 : index
// CHECK-LABEL: gpu.func @padded_gemm0(
// The init tensor is read with C's layout in the epilogue.
// CHECK-LABEL: gpu.func @init_gemm0(
// CHECK-SAME: %{{.*}}: memref<64x64xf16>, %{{.*}}: memref<64x64xf16>, %{{.*}}: memref<64x64xf32>, %[[RK:.*]]: memref<64x64xf32>)
// CHECK: vector.load %[[RK]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<64x64xf32>, vector<8xf32>
// Every operand is indexed by the batch (block id z) first.
// CHECK-LABEL: gpu.func @batch_gemm0(
// CHECK: %[[Z:.*]] = gpu.block_id  z
// CHECK: nvgpu.device_async_copy %{{.*}}[%[[Z]], %{{.*}}, %{{.*}}]
