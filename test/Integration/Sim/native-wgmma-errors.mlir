// The reports around a kernel's own warpgroup MMAs (nvvm.wgmma.*; the
// kernels themselves: Gemm/wgmma-native.mlir). One case per function.
//
// Why it would fail: threads of a warpgroup at two different wgmma waits
// would run as if they met (the GPU's .sync.aligned ops need the whole
// warpgroup at the same one); a tf32 MMA would run with f16 reads; a wgmma
// in host code would run on the host.
// RUN: not kfusion-sim %s -e diverge --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DIVERGE
// DIVERGE: error: warpgroup divergence: the threads of a warpgroup wait at different warpgroup operations
// DIVERGE-NEXT: 'nvvm.wgmma.wait.group.sync.aligned'
// RUN: not kfusion-sim %s -e tf32 --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=TF32
// TF32: unsupported op 'nvvm.wgmma.mma_async': only m64nNk16 of f16 or bf16 operands
// RUN: not kfusion-sim %s -e host_fence --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: unsupported op 'nvvm.wgmma.fence.aligned': in host code
// A warp MMA on packed registers (nvvm.mma.sync, as kfusion-bf16-mma-sync
// leaves it) runs with i32 operand registers only: upstream's f16 form, its
// operands vector<2xf16>, is refused, not misread.
// RUN: not kfusion-sim %s -e mma_f16_vectors --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MMAF16
// MMAF16: unsupported op 'nvvm.mma.sync': only row.col m16n8k16 of f16 or bf16 operands in i32 registers with f32 accumulators

!acc = !llvm.struct<(f32, f32, f32, f32)>
module attributes {gpu.container_module} {
  gpu.module @k {
    // Lanes 0-63 wait at one wait, 64-127 at another.
    gpu.func @split() kernel {
      %t = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %lo = arith.cmpi ult, %t, %c64 : index
      scf.if %lo {
        nvvm.wgmma.wait.group.sync.aligned 0
      } else {
        nvvm.wgmma.wait.group.sync.aligned 0
      }
      gpu.return
    }
    gpu.func @f16_vector_mma(%c: f32) kernel {
      %h = arith.constant dense<0.0> : vector<2xf16>
      %d = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      gpu.return
    }
    gpu.func @tf32_mma(%da: i64, %db: i64) kernel {
      %z = llvm.mlir.zero : !acc
      nvvm.wgmma.fence.aligned
      %r = nvvm.wgmma.mma_async %da, %db, %z, <m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !acc -> !acc
      gpu.return
    }
  }
  func.func @diverge() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @k::@split blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
    gpu.wait
    return
  }
  func.func @tf32() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %d = arith.constant 0 : i64
    gpu.launch_func @k::@tf32_mma blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%d : i64, %d : i64)
    gpu.wait
    return
  }
  func.func @mma_f16_vectors() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c = arith.constant 0.0 : f32
    gpu.launch_func @k::@f16_vector_mma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : f32)
    gpu.wait
    return
  }
  func.func @host_fence() {
    nvvm.wgmma.fence.aligned
    return
  }
}
