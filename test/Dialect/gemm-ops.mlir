// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// Round trip: the printed form parses back to the same ops.
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// Generic form round trip, so the custom printer is not the only path tested.
// RUN: kfusion-opt %s -split-input-file -mlir-print-op-generic | kfusion-opt -split-input-file | FileCheck %s

// An emulated m64n8k16 step: four accumulators a thread in, four out, of
// the accumulators' type (inferred).
// CHECK-LABEL: gpu.func @emulated_wgmma
// CHECK: %{{.*}}:4 = kfusion.emulated_wgmma %{{.*}}[%{{.*}}, %{{.*}}] lane %{{.*}} acc(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {a_k_major = true, b_k_major = false, n = 8 : i64} : memref<4096xbf16, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @emulated_wgmma(%da: i64, %db: i64, %x: f32) kernel {
    %s = memref.alloca() : memref<4096xbf16, #gpu.address_space<workgroup>>
    %lane = gpu.thread_id x
    %r:4 = kfusion.emulated_wgmma %s[%da, %db] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = false} : memref<4096xbf16, #gpu.address_space<workgroup>>
    %sum = arith.addf %r#0, %r#3 : f32
    gpu.return
  }
}

// -----

// The reads of a pending group at its retiring wait: no results.
// CHECK-LABEL: gpu.func @emulated_wgmma_reads
// CHECK: kfusion.emulated_wgmma_reads %{{.*}}[%{{.*}}, %{{.*}}] lane %{{.*}} {a_k_major = false, b_k_major = true, n = 256 : i64} : memref<8192xf16, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @emulated_wgmma_reads(%da: i64, %db: i64) kernel {
    %s = memref.alloca() : memref<8192xf16, #gpu.address_space<workgroup>>
    %lane = gpu.thread_id x
    kfusion.emulated_wgmma_reads %s[%da, %db] lane %lane {n = 256 : i64, a_k_major = false, b_k_major = true} : memref<8192xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}
