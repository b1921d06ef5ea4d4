// kfusion-narrow-kernel-index (index-bitwidth=32): in gpu.modules, index
// addi/subi/muli are marked nsw, and loads, stores and asynchronous copies of
// static multi-dimensional identity-layout memrefs go through a flat
// memref.reinterpret_cast view indexed with nsw arithmetic, keeping every
// attribute of the access. Host code and other accesses are left as they are.
// The pass has no refusals. That the flat form computes what the program did
// is checked on the interpreter in
// ../../Integration/Sim/Pipelines/index-bitwidth.mlir.
// RUN: kfusion-opt %s -split-input-file --kfusion-narrow-kernel-index -verify-diagnostics | FileCheck %s

// Index add, sub and mul gain nsw next to the flags they had; other ops and
// i32 arithmetic are not touched.
// CHECK-LABEL: gpu.func @flags
// CHECK-SAME:    (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: i32)
// CHECK:         %[[ADD:.*]] = arith.addi %[[I]], %[[J]] overflow<nsw> : index
// CHECK:         %[[SUB:.*]] = arith.subi %[[ADD]], %[[J]] overflow<nsw, nuw> : index
// CHECK:         %[[MUL:.*]] = arith.muli %[[SUB]], %[[I]] overflow<nsw> : index
// CHECK:         arith.divsi %[[MUL]], %[[J]] : index
// CHECK:         arith.addi %[[N]], %[[N]] : i32
gpu.module @kernels {
  gpu.func @flags(%i: index, %j: index, %n: i32) kernel {
    %a = arith.addi %i, %j : index
    %s = arith.subi %a, %j overflow<nuw> : index
    %m = arith.muli %s, %i : index
    %d = arith.divsi %m, %j : index
    %k = arith.addi %n, %n : i32
    gpu.return
  }
}

// -----

// Host code keeps its 64-bit index and its multi-dimensional accesses.
// CHECK-LABEL: func.func @host
// CHECK-SAME:    (%[[A:.*]]: memref<4x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:         %[[K:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK:         memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
func.func @host(%a: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %k = arith.addi %i, %j : index
  %v = memref.load %a[%i, %k] : memref<4x8xf32>
  return %v : f32
}

// -----

// A 2-D load and store: row-major linear index i * 8 + j on a flat view.
// CHECK-LABEL: gpu.func @rank2
// CHECK-SAME:    (%[[A:.*]]: memref<4x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[ROW:.*]] = arith.muli %[[I]], %[[C8]] overflow<nsw> : index
// CHECK:         %[[LIN:.*]] = arith.addi %[[ROW]], %[[J]] overflow<nsw> : index
// CHECK:         %[[V:.*]] = memref.load %[[FLAT]][%[[LIN]]] : memref<32xf32>
// CHECK:         %[[FLAT2:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [32], strides: [1]
// CHECK:         memref.store %[[V]], %[[FLAT2]][%{{.*}}] : memref<32xf32>
gpu.module @kernels {
  gpu.func @rank2(%a: memref<4x8xf32>, %i: index, %j: index) kernel {
    %v = memref.load %a[%i, %j] : memref<4x8xf32>
    memref.store %v, %a[%j, %i] : memref<4x8xf32>
    gpu.return
  }
}

// -----

// A 3-D load: ((i * 3) + j) * 4 + k.
// CHECK-LABEL: gpu.func @rank3
// CHECK-SAME:    (%[[A:.*]]: memref<2x3x4xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index)
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [24], strides: [1] : memref<2x3x4xf32> to memref<24xf32>
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[M1:.*]] = arith.muli %[[I]], %[[C3]] overflow<nsw> : index
// CHECK:         %[[A1:.*]] = arith.addi %[[M1]], %[[J]] overflow<nsw> : index
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[M2:.*]] = arith.muli %[[A1]], %[[C4]] overflow<nsw> : index
// CHECK:         %[[LIN:.*]] = arith.addi %[[M2]], %[[K]] overflow<nsw> : index
// CHECK:         memref.load %[[FLAT]][%[[LIN]]] : memref<24xf32>
gpu.module @kernels {
  gpu.func @rank3(%a: memref<2x3x4xf32>, %i: index, %j: index, %k: index) kernel {
    %v = memref.load %a[%i, %j, %k] : memref<2x3x4xf32>
    gpu.return
  }
}

// -----

// The access keeps its attributes (nontemporal, alignment, the L2 policy that
// kfusion-lower-l2-policy reads next) and the view its memory space.
// CHECK-LABEL: gpu.func @attributes
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} : memref<4x8xf32> to memref<32xf32>
// CHECK:         memref.load %[[FLAT]][%{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last", nontemporal = true} : memref<32xf32>
// CHECK:         %[[SHARED:.*]] = memref.reinterpret_cast %{{.*}} : memref<2x16xf32, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
// CHECK:         memref.store %{{.*}}, %[[SHARED]][%{{.*}}] {alignment = 8 : i64} : memref<32xf32, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @attributes(%a: memref<4x8xf32>, %i: index, %j: index) kernel {
    %tile = memref.alloca() : memref<2x16xf32, #gpu.address_space<workgroup>>
    %v = memref.load %a[%i, %j] {alignment = 16 : i64, kfusion.l2_policy = "evict_last", nontemporal = true} : memref<4x8xf32>
    memref.store %v, %tile[%i, %j] {alignment = 8 : i64} : memref<2x16xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Left as they are: 1-D, dynamically shaped and strided memrefs.
// CHECK-LABEL: gpu.func @not_flattened
// CHECK-NOT:     memref.reinterpret_cast
// CHECK:         memref.load %{{.*}}[%{{.*}}] : memref<32xf32>
// CHECK:         memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x8xf32>
// CHECK:         memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x8xf32, strided<[16, 1]>>
gpu.module @kernels {
  gpu.func @not_flattened(%a: memref<32xf32>, %b: memref<?x8xf32>, %c: memref<4x8xf32, strided<[16, 1]>>, %i: index) kernel {
    %x = memref.load %a[%i] : memref<32xf32>
    %y = memref.load %b[%i, %i] : memref<?x8xf32>
    %z = memref.load %c[%i, %i] : memref<4x8xf32, strided<[16, 1]>>
    gpu.return
  }
}

// -----

// Asynchronous copies: each 2-D side goes through a flat view, a 1-D side
// stays; the copy keeps its bypassL1 hint and source element count.
// CHECK-LABEL: gpu.func @copies
// CHECK-SAME:    (%[[G:.*]]: memref<8x32xf32>, %[[G1:.*]]: memref<256xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:         %[[S:.*]] = memref.alloca() : memref<4x32xf32, #gpu.address_space<workgroup>>
// CHECK:         %[[S1:.*]] = memref.alloca() : memref<128xf32, #gpu.address_space<workgroup>>
// CHECK:         %[[DST:.*]] = memref.reinterpret_cast %[[S]] to offset: [0], sizes: [128], strides: [1]
// CHECK:         %[[DI:.*]] = arith.addi %{{.*}}, %[[J]] overflow<nsw> : index
// CHECK:         %[[SRC:.*]] = memref.reinterpret_cast %[[G]] to offset: [0], sizes: [256], strides: [1]
// CHECK:         %[[SI:.*]] = arith.addi %{{.*}}, %[[J]] overflow<nsw> : index
// CHECK:         nvgpu.device_async_copy %[[SRC]][%[[SI]]], %[[DST]][%[[DI]]], 4 {bypassL1} : memref<256xf32> to memref<128xf32, #gpu.address_space<workgroup>>
// CHECK:         %[[SRC2:.*]] = memref.reinterpret_cast %[[G]]
// CHECK:         %[[SI2:.*]] = arith.addi %{{.*}}, %[[J]] overflow<nsw> : index
// CHECK:         nvgpu.device_async_copy %[[SRC2]][%[[SI2]]], %[[S1]][%[[J]]], 4, %[[I]] : memref<256xf32> to memref<128xf32, #gpu.address_space<workgroup>>
// CHECK:         nvgpu.device_async_copy %[[G1]][%[[J]]], %[[S1]][%[[J]]], 4 : memref<256xf32> to memref<128xf32, #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @copies(%g: memref<8x32xf32>, %g1: memref<256xf32>, %i: index, %j: index) kernel {
    %s = memref.alloca() : memref<4x32xf32, #gpu.address_space<workgroup>>
    %s1 = memref.alloca() : memref<128xf32, #gpu.address_space<workgroup>>
    %t0 = nvgpu.device_async_copy %g[%i, %j], %s[%i, %j], 4 {bypassL1} : memref<8x32xf32> to memref<4x32xf32, #gpu.address_space<workgroup>>
    %t1 = nvgpu.device_async_copy %g[%i, %j], %s1[%j], 4, %i : memref<8x32xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %t2 = nvgpu.device_async_copy %g1[%j], %s1[%j], 4 : memref<256xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
