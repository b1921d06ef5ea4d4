// kfusion-lower-tiles stage-async: in interior blocks a stage's copy is
// asynchronous (cp.async) where its elements are 4 or 8 bytes: one
// nvgpu.device_async_copy per element, no register between global and shared
// memory, then the thread's copies committed as one group and waited for
// before the stage's barrier. The program is stage-unroll.mlir's (two
// kernels reading `a` around their points fuse with `a` staged: a window of
// 10 x 17 = 170 elements over 64 threads, 3 per thread, the third past the
// window for 22 threads, who skip that copy). Boundary blocks keep the
// guarded synchronous copy; f16 elements (2 bytes) keep the synchronous copy
// everywhere.
// The interpreter runs of each lowering, and of a dropped wait, a dropped
// commit and a wait that leaves one group pending, are in
// ../Integration/Sim/Stencil/stage-async.mlir.
// RUN: kfusion-opt %S/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=true -o %t.async.mlir
// RUN: FileCheck %s < %t.async.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-async=true stage-unroll=2" -o %t.chunks.mlir
// RUN: FileCheck %s --check-prefix=CHUNKS < %t.chunks.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-async=true interior-blocks=false" -o %t.general.mlir
// RUN: FileCheck %s --check-prefix=GENERAL < %t.general.mlir
// RUN: kfusion-opt %S/Inputs/stage-unroll-f16.mlir --kfusion-stencil-fusion=points-per-thread=2 2>/dev/null | kfusion-opt --kfusion-lower-tiles=stage-async=true | FileCheck %s --check-prefix=F16

// Interior blocks: one cp.async per element, committed and waited for;
// boundary blocks: the guarded synchronous copy.
// CHECK-LABEL: gpu.func @north_south_stencil
// CHECK:         scf.if %{{.*}} {
// CHECK-NOT:       memref.load
// CHECK:           nvgpu.device_async_copy %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], 1 : memref<32x64xf32> to memref<10x{{[0-9]+}}xf32, #gpu.address_space<workgroup>>
// CHECK:           %[[Q1:.*]] = arith.addi %{{.*}}, %c64{{.*}} : index
// CHECK:           nvgpu.device_async_copy
// CHECK:           %[[Q2:.*]] = arith.addi %{{.*}}, %c128{{.*}} : index
// CHECK-NEXT:      %[[IN:.*]] = arith.cmpi ult, %[[Q2]], %c170{{.*}} : index
// CHECK-NEXT:      scf.if %[[IN]] {
// CHECK:             nvgpu.device_async_copy
// CHECK:           }
// CHECK-NEXT:      nvvm.cp.async.commit.group
// CHECK-NEXT:      nvvm.cp.async.wait.group 0
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.for
// CHECK:             scf.if
// CHECK:               memref.load
// CHECK-NEXT:          memref.store
// CHECK:         gpu.barrier

// stage-unroll=2: chunks of cp.async, one commit and wait.
// CHUNKS-LABEL: gpu.func @north_south_stencil
// CHUNKS:         scf.if %{{.*}} {
// CHUNKS:           scf.for %[[C:.*]] = %c0{{.*}} to %c256{{.*}} step %c128{{.*}} {
// CHUNKS:             arith.cmpi ult, %{{.*}}, %c170{{.*}} : index
// CHUNKS:               nvgpu.device_async_copy
// CHUNKS:             arith.cmpi ult, %{{.*}}, %c170{{.*}} : index
// CHUNKS:               nvgpu.device_async_copy
// CHUNKS-NEXT:        }
// CHUNKS-NEXT:      }
// CHUNKS-NEXT:      nvvm.cp.async.commit.group
// CHUNKS-NEXT:      nvvm.cp.async.wait.group 0

// interior-blocks=false: no cp.async anywhere.
// GENERAL-LABEL: gpu.func @north_south_stencil
// GENERAL-NOT:     nvgpu.device_async_copy
// GENERAL-NOT:     nvvm.cp.async
// GENERAL:         gpu.barrier

// f16 elements (2 bytes): the synchronous copy everywhere.
// F16-LABEL: gpu.func @north_south_stencil
// F16-NOT:     nvgpu.device_async_copy
// F16:         memref.load %{{.*}} : memref<32x64xf16>
// F16:         gpu.barrier
