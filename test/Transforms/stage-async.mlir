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
//
// The interpreter runs the copies as the GPU may at the latest: a copy reads
// its source when issued and writes shared memory when a wait completes its
// group. Each lowering equals the unfused program under several schedules;
// a dropped wait, a dropped commit (a wait completes committed groups only)
// and a wait that leaves one group pending are each caught as a read of
// shared memory nothing wrote.
// RUN: kfusion-opt %S/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=true -o %t.async.mlir
// RUN: FileCheck %s < %t.async.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-async=true stage-unroll=2" -o %t.chunks.mlir
// RUN: FileCheck %s --check-prefix=CHUNKS < %t.chunks.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-async=true interior-blocks=false" -o %t.general.mlir
// RUN: FileCheck %s --check-prefix=GENERAL < %t.general.mlir
// RUN: kfusion-sim %S/stage-unroll.mlir --compare=%t.async.mlir -e pair --seed=81 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/stage-unroll.mlir --compare=%t.async.mlir -e pair --seed=82 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/stage-unroll.mlir --compare=%t.chunks.mlir -e pair --seed=83 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: sed -e '/nvvm.cp.async.wait.group/d' %t.async.mlir > %t.nowait.mlir
// RUN: not kfusion-sim %S/stage-unroll.mlir --compare=%t.nowait.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT
// RUN: sed -e '/nvvm.cp.async.commit.group/d' %t.async.mlir > %t.nocommit.mlir
// RUN: not kfusion-sim %S/stage-unroll.mlir --compare=%t.nocommit.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT
// RUN: sed -e 's/nvvm.cp.async.wait.group 0/nvvm.cp.async.wait.group 1/' %t.async.mlir > %t.waitone.mlir
// RUN: not kfusion-sim %S/stage-unroll.mlir --compare=%t.waitone.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT
// RUN: sed -e 's/f32/f16/g' %S/stage-unroll.mlir > %t.f16.mlir
// RUN: kfusion-opt %t.f16.mlir --kfusion-stencil-fusion=points-per-thread=2 2>/dev/null | kfusion-opt --kfusion-lower-tiles=stage-async=true | FileCheck %s --check-prefix=F16

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
// GENERAL-LABEL: gpu.func @north_south_stencil
// GENERAL-NOT:     nvgpu.device_async_copy
// GENERAL-NOT:     nvvm.cp.async
// GENERAL:         gpu.barrier
// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// CAUGHT: kfusion-sim: error: uninitialized read
// F16-LABEL: gpu.func @north_south_stencil
// F16-NOT:     nvgpu.device_async_copy
// F16:         memref.load %{{.*}} : memref<32x64xf16>
// F16:         gpu.barrier
