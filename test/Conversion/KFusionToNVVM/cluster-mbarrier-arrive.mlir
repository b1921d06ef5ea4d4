// kfusion-lower-cluster-loads alone: each kfusion.remote_mbarrier_arrive
// becomes the mbarrier's shared address (the group's memref, element `id`),
// nvvm.mapa of it to the rank (a shared::cluster pointer) and an arrive on
// it (PTX mbarrier.arrive.release.cta.shared::cluster, as CUTLASS's cluster
// barriers arrive);
// the rank is truncated to i32 (64-bit index) or taken as it is (32-bit);
// the local arrivals are nvgpu's, left to convert-nvgpu-to-nvvm. The PTX of
// a whole GEMM kernel with it: ../../Integration/Sim/Gemm/ptxas-wgmma.mlir.
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-lower-cluster-loads))" | FileCheck %s
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-lower-cluster-loads{index-bitwidth=32}))" | FileCheck %s --check-prefix=I32
// RUN: kfusion-opt %s --convert-kfusion-to-nvvm | FileCheck %s --check-prefix=KEPT

!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>

// CHECK-LABEL: gpu.func @release
// CHECK:         nvgpu.mbarrier.arrive %{{.*}}[%{{.*}}]
// CHECK:         %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK:         %[[AT:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
// CHECK:         %[[RANK:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK:         %[[REMOTE:.*]] = nvvm.mapa %[[AT]], %[[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK:         nvvm.mbarrier.arrive %[[REMOTE]] : !llvm.ptr<7>
// CHECK-NOT:     kfusion.remote_mbarrier_arrive
// I32-LABEL: gpu.func @release
// I32-NOT:       llvm.trunc
// I32:           nvvm.mapa %{{.*}}, %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
// I32:           nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<7>
// KEPT-LABEL: gpu.func @release
// KEPT:          kfusion.remote_mbarrier_arrive
gpu.module @kernels {
  gpu.func @release(%stage: index, %peer: index) kernel {
    %free = nvgpu.mbarrier.create -> !bars
    %t = nvgpu.mbarrier.arrive %free[%stage] : !bars -> !nvgpu.mbarrier.token
    kfusion.remote_mbarrier_arrive %free[%stage] in %peer : !bars
    gpu.return
  }
}
