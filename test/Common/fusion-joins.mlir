// Fusing launches that are not adjacent joins only the dependencies that no
// other one implies. Upstream's gpu-to-llvm lowers every `gpu.wait async` to
// a new stream, and destroyed a join's streams never: a planned 150-kernel
// program whose groups were joined this way leaked 21 streams a step and
// slowed down from step to step (bench/results/
// 2026-11-26-stencil-h100-generated-steps). A chain of launches on one
// stream now stays on that stream; launches on two streams are still joined.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=HFUSE
// (Fused equals unfused on the interpreter:
// ../Integration/Sim/Common/fusion-joins.mlir.)
// Lowered, every stream the host creates is destroyed once:
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin=format=ptx -o %t.llvm.mlir
// RUN: grep -c "llvm.call @mgpuStreamCreate" %t.llvm.mlir > %t.creates
// RUN: grep -c "llvm.call @mgpuStreamDestroy(" %t.llvm.mlir > %t.destroys
// RUN: diff %t.creates %t.destroys
// RUN: FileCheck %s --check-prefix=LLVM < %t.llvm.mlir

// @prod and @cons (group 1) with @other between them, on one stream: the
// fused launch waits for @other's token alone (which implies the stream's
// first token), and @other, which waited for @prod, now waits for what
// @prod waited for.
// CHECK-LABEL: func.func @chain(
// CHECK:         %[[T0:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@other
// CHECK-NEXT:    %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@prod_cons_stencil
// CHECK-NEXT:    gpu.wait [%[[T2]]]
// CHECK-NOT:     gpu.wait async [

// The same group with @prod on one stream and a join of it with another
// stream before @cons: the join stays (nothing implies either side), now
// of what @prod waited for, and the fused launch waits for it alone.
// CHECK-LABEL: func.func @forked(
// CHECK:         %[[S0:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    %[[S1:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    %[[O:.*]] = gpu.launch_func async [%[[S0]]] @k::@other
// CHECK-NEXT:    %[[P:.*]] = gpu.launch_func async [%[[S1]]] @k::@third
// CHECK-NEXT:    %[[J:.*]] = gpu.wait async [%[[O]], %[[P]]]
// CHECK-NEXT:    %[[F:.*]] = gpu.launch_func async [%[[J]]] @k::@prod_cons_stencil
// CHECK-NEXT:    gpu.wait [%[[F]]]{{$}}

// Horizontal fusion (group 7: @other after %t0, @third after @prod, which
// came after %t0) waits for @prod alone, not for a join of %t0 and @prod.
// HFUSE-LABEL: func.func @hchain(
// HFUSE:         %[[T0:.*]] = gpu.wait async{{$}}
// HFUSE-NEXT:    %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@prod
// HFUSE:         %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@other_third_hfuse
// HFUSE-NEXT:    gpu.wait [%[[T2]]]
// HFUSE-NOT:     gpu.wait async [

// The lowered chain runs on one stream, created and destroyed once.
// LLVM-LABEL: llvm.func @chain(
// LLVM:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// LLVM-NOT:     @mgpuStreamCreate
// LLVM:         llvm.call @mgpuStreamSynchronize(%[[S]])
// LLVM-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// LLVM-NEXT:    llvm.return

// The forked program's three streams are each destroyed once, after their
// last use.
// LLVM-LABEL: llvm.func @forked(
// LLVM:         %[[A:.*]] = llvm.call @mgpuStreamCreate()
// LLVM-NEXT:    %[[B:.*]] = llvm.call @mgpuStreamCreate()
// LLVM-NEXT:    gpu.launch_func <%[[A]] : !llvm.ptr> @k::@other
// LLVM:         llvm.call @mgpuEventRecord(%{{.*}}, %[[A]])
// LLVM-NEXT:    llvm.call @mgpuStreamDestroy(%[[A]])
// LLVM-NEXT:    gpu.launch_func <%[[B]] : !llvm.ptr> @k::@third
// LLVM:         llvm.call @mgpuEventRecord(%{{.*}}, %[[B]])
// LLVM-NEXT:    llvm.call @mgpuStreamDestroy(%[[B]])
// LLVM:         %[[J:.*]] = llvm.call @mgpuStreamCreate()
// LLVM:         gpu.launch_func <%[[J]] : !llvm.ptr> @k::@prod_cons_stencil
// LLVM:         llvm.call @mgpuStreamSynchronize(%[[J]])
// LLVM-NEXT:    llvm.call @mgpuStreamDestroy(%[[J]])
// LLVM-NEXT:    llvm.return

module attributes {gpu.container_module} {
  gpu.module @k {
    // t[y, x] = a[y, x-1] + 2 a[y, x+1] on 1 <= x < 63.
    gpu.func @prod(%a: memref<16x64xf32>, %t: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %two = arith.constant 2.0 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c63 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %w = memref.load %a[%y, %xm] : memref<16x64xf32>
        %e = memref.load %a[%y, %xp] : memref<16x64xf32>
        %e2 = arith.mulf %e, %two : f32
        %s = arith.addf %w, %e2 : f32
        memref.store %s, %t[%y, %x] : memref<16x64xf32>
      }
      gpu.return
    }
    // b[y, x] = t[y-1, x] - t[y+1, x] on 1 <= y < 15.
    gpu.func @cons(%t: memref<16x64xf32>, %b: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c15 = arith.constant 15 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %y, %c1 : index
      %hi = arith.cmpi slt, %y, %c15 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %n = memref.load %t[%ym, %x] : memref<16x64xf32>
        %s = memref.load %t[%yp, %x] : memref<16x64xf32>
        %d = arith.subf %n, %s : f32
        memref.store %d, %b[%y, %x] : memref<16x64xf32>
      }
      gpu.return
    }
    // o[y, x] = 3 o[y, x]: touches neither a, t nor b.
    gpu.func @other(%o: memref<16x64xf32>) kernel {
      %three = arith.constant 3.0 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %o[%y, %x] : memref<16x64xf32>
      %w = arith.mulf %v, %three : f32
      memref.store %w, %o[%y, %x] : memref<16x64xf32>
      gpu.return
    }
    // b[y, x] = b[y, x] + 1.
    gpu.func @third(%b: memref<16x64xf32>) kernel {
      %one = arith.constant 1.0 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %b[%y, %x] : memref<16x64xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %b[%y, %x] : memref<16x64xf32>
      gpu.return
    }
  }

  func.func @chain(%a: memref<16x64xf32> {llvm.noalias}, %t: memref<16x64xf32> {llvm.noalias},
                   %b: memref<16x64xf32> {llvm.noalias}, %o: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@prod blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %t : memref<16x64xf32>) {kfusion.stencil_group = 1 : i64}
    %t2 = gpu.launch_func async [%t1] @k::@other blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%o : memref<16x64xf32>)
    %t3 = gpu.launch_func async [%t2] @k::@cons blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<16x64xf32>, %b : memref<16x64xf32>) {kfusion.stencil_group = 1 : i64}
    gpu.wait [%t3]
    return
  }

  func.func @forked(%a: memref<16x64xf32> {llvm.noalias}, %t: memref<16x64xf32> {llvm.noalias},
                    %b: memref<16x64xf32> {llvm.noalias}, %o: memref<16x64xf32> {llvm.noalias},
                    %p: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %s0 = gpu.wait async
    %s1 = gpu.wait async
    %t0 = gpu.launch_func async [%s0] @k::@other blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%o : memref<16x64xf32>)
    %tp = gpu.launch_func async [%s1] @k::@third blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%p : memref<16x64xf32>)
    %t1 = gpu.launch_func async [%t0] @k::@prod blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %t : memref<16x64xf32>) {kfusion.stencil_group = 2 : i64}
    %j = gpu.wait async [%t1, %tp]
    %t3 = gpu.launch_func async [%j] @k::@cons blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<16x64xf32>, %b : memref<16x64xf32>) {kfusion.stencil_group = 2 : i64}
    gpu.wait [%t3]
    return
  }

  func.func @hchain(%a: memref<16x64xf32> {llvm.noalias}, %t: memref<16x64xf32> {llvm.noalias},
                    %b: memref<16x64xf32> {llvm.noalias}, %o: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@other blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%o : memref<16x64xf32>) {kfusion.horizontal_group = 7 : i64}
    %t2 = gpu.launch_func async [%t0] @k::@prod blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %t : memref<16x64xf32>)
    %t3 = gpu.launch_func async [%t2] @k::@third blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x64xf32>) {kfusion.horizontal_group = 7 : i64}
    gpu.wait [%t3]
    return
  }
}
