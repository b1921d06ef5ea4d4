// RUN: kfusion-opt %s --kfusion-plan-gemm="load=cp.async remarks=false" --kfusion-lower-gemm="emulate=true remarks=false" | FileCheck %s

// emulate=true (with the copies, load=cp.async): the kernels of
// lower-wgmma.mlir and lower-mma.mlir with only
// the tensor-core operations replaced by what kfusion-sim runs; the copies,
// the flat f16 view and the pipeline stay (from byte 0: no alignment of the
// shared window, no proxy fence).

// wgmma emulated: the same descriptors (their constant bits) given to
// kfusion.emulated_wgmma on the flat f16 view, which kfusion-sim computes
// (A K-major, B N-major, 64 columns: 32 accumulators a thread); the group's
// operands read again where the real wait would retire it
// (kfusion.emulated_wgmma_reads, on the same descriptors).
// CHECK-LABEL: gpu.func @wgmma_gemm0(
// CHECK-NOT: memref.extract_aligned_pointer_as_index
// CHECK-DAG: arith.constant 4611686293305360384 : i64
// CHECK-DAG: arith.constant 4611686293338849280 : i64
// CHECK-NOT: nvvm.wgmma
// CHECK-NOT: nvvm.fence.proxy
// CHECK: nvgpu.device_async_copy
// CHECK: %{{.*}}:32 = kfusion.emulated_wgmma %{{.*}}[%{{.*}}, %{{.*}}] lane %{{.*}} acc(%{{.*}}) {a_k_major = true, b_k_major = false, n = 64 : i64} : memref<24576xf16, #gpu.address_space<workgroup>>
// CHECK: scf.if
// CHECK: kfusion.emulated_wgmma_reads %{{.*}}[%{{.*}}, %{{.*}}] lane %{{.*}} {a_k_major = true, b_k_major = false, n = 64 : i64} : memref<24576xf16, #gpu.address_space<workgroup>>
// CHECK-NOT: nvvm.wgmma
// CHECK: gpu.return
func.func @wgmma(%a: tensor<64x128xf16>, %b: tensor<128x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>}
      ins(%a, %b : tensor<64x128xf16>, tensor<128x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// mma emulated: ldmatrix as the row address shuffled from the lane that
// gives it (an i32) and a load; mma.sync as fragment elements shuffled from
// the lanes that hold them and f32 FMAs; f32 accumulators.
// CHECK-LABEL: gpu.func @mma_gemm0(
// CHECK-NOT: nvgpu.ldmatrix
// CHECK-NOT: nvgpu.mma.sync
// CHECK: gpu.shuffle  idx %{{.*}}, %{{.*}}, %c32_i32 : i32
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<24576xf16, #gpu.address_space<workgroup>>
// CHECK: gpu.shuffle  idx %{{.*}}, %{{.*}}, %c32_i32 : f32
// CHECK: math.fma
// CHECK-NOT: nvgpu.mma.sync
// CHECK: gpu.return
func.func @mma(%a: tensor<64x128xf16>, %b: tensor<128x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 2, 2>}
      ins(%a, %b : tensor<64x128xf16>, tensor<128x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
