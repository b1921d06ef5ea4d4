// kfusion-lower-tiles prefetch-late-reads=auto (the default): late reads are
// prefetched into L2 only from arguments larger than the L2 cache (l2-bytes,
// default the H100's 50 MB) or of dynamic size; a smaller array was most
// likely left in L2 by the kernels before, and its prefetches would only cost
// instructions (measured: the planned 150-kernel program of 1024^2 arrays was
// 13% slower with every late read prefetched, hdiff's 512 MB `coeff` 6% faster).
// Here the second sweep reads `c` (16x128 f32, 8192 bytes) and `d` (16x128
// f16, 4096 bytes) after the barrier. With l2-bytes=4096 only `c` is
// prefetched (`d` fits); with l2 both; by default neither (both fit in 50 MB),
// exactly as with none. The lowered programs equal the unfused one on the
// interpreter (../Integration/Sim/Stencil/stencil-prefetch-auto.mlir). @big: the same chain on 4096x4096 arrays (c: 64 MB, d: 32 MB)
// with the default l2-bytes: `c` is prefetched, `d` is not; @dynamic: an
// argument of dynamic size is prefetched.
// RUN: kfusion-opt %s --kfusion-stencil-fusion -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="device=#kfusion.device<h100,{l2_bytes=4096}> interior-blocks=false row-runs=false" -o %t.auto.mlir
// RUN: FileCheck %s --check-prefix=AUTO < %t.auto.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="prefetch-late-reads=l2 interior-blocks=false row-runs=false" | FileCheck %s --check-prefix=L2
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles -o %t.default.mlir
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="device=#kfusion.device<h100,{l2_bytes=4096}> format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx/k.sm_90.ptx
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles='device=#kfusion.device<h100,{l2_bytes=-1}>' 2>&1 | FileCheck %s --check-prefix=BAD

// l2-bytes=4096: `c` (8192 bytes) is prefetched, `d` (4096) is not.
// AUTO-LABEL: gpu.func @sweep_sweep2_stencil
// AUTO:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xf32>
// AUTO-NOT:     memref.prefetch %arg3
// AUTO:         gpu.barrier
// (l2-bytes=4096: both of @big's arrays are larger.)
// AUTO-LABEL: gpu.func @sweep_big_sweep2_big_stencil
// AUTO-DAG:     memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<4096x4096xf32>
// AUTO-DAG:     memref.prefetch %arg3[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<4096x4096xf16>
// AUTO:         gpu.barrier
// An argument of dynamic size is prefetched.
// AUTO-LABEL: gpu.func @sweep_sweep2_dyn_stencil
// AUTO:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<?x128xf32>
// AUTO:         gpu.barrier

// l2: both late reads prefetched.
// L2-LABEL: gpu.func @sweep_sweep2_stencil
// L2-DAG:       memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xf32>
// L2-DAG:       memref.prefetch %arg3[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xf16>
// L2:           gpu.barrier

// The default (50 MB): nothing in the small chain is prefetched.
// DEFAULT-LABEL: gpu.func @sweep_sweep2_stencil
// DEFAULT-NOT:   memref.prefetch
// @big: `c` (64 MB) is prefetched, `d` (32 MB) is not.
// DEFAULT-LABEL: gpu.func @sweep_big_sweep2_big_stencil
// DEFAULT:       memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<4096x4096xf32>
// DEFAULT-NOT:   memref.prefetch %arg3
// DEFAULT:       gpu.barrier
// @dynamic: prefetched whatever its size.
// DEFAULT-LABEL: gpu.func @sweep_sweep2_dyn_stencil
// DEFAULT:       memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<?x128xf32>

// kfusion-to-cubin passes l2-bytes on: prefetch.L2 in the PTX.
// PTX-LABEL: .visible .entry sweep_sweep2_stencil(
// PTX:         prefetch.L2 [%rd{{[0-9]+}}];
// PTX:         bar.sync 0;

// BAD: error: #kfusion.device field 'l2_bytes' must be positive, not -1

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep(%a: memref<16x128xf32>, %b: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %a[%y, %xm] : memref<16x128xf32>
        %m = memref.load %a[%y, %x] : memref<16x128xf32>
        %r = memref.load %a[%y, %xp] : memref<16x128xf32>
        %s = arith.addf %l, %r : f32
        %t = arith.subf %s, %m : f32
        memref.store %t, %b[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @sweep2(%b: memref<16x128xf32>, %c: memref<16x128xf32>, %d: memref<16x128xf16>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %b[%y, %xm] : memref<16x128xf32>
        %r = memref.load %b[%y, %xp] : memref<16x128xf32>
        %w = memref.load %c[%y, %x] : memref<16x128xf32>
        %h = memref.load %d[%y, %x] : memref<16x128xf16>
        %e = arith.extf %h : f16 to f32
        %s = arith.addf %l, %r : f32
        %t = arith.mulf %s, %w : f32
        %u = arith.addf %t, %e : f32
        memref.store %u, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @sweep_big(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c4095 = arith.constant 4095 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c4095 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %a[%y, %xm] : memref<4096x4096xf32>
        %r = memref.load %a[%y, %xp] : memref<4096x4096xf32>
        %s = arith.addf %l, %r : f32
        memref.store %s, %b[%y, %x] : memref<4096x4096xf32>
      }
      gpu.return
    }
    gpu.func @sweep2_big(%b: memref<4096x4096xf32>, %c: memref<4096x4096xf32>, %d: memref<4096x4096xf16>, %o: memref<4096x4096xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c4095 = arith.constant 4095 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c4095 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %b[%y, %xm] : memref<4096x4096xf32>
        %r = memref.load %b[%y, %xp] : memref<4096x4096xf32>
        %w = memref.load %c[%y, %x] : memref<4096x4096xf32>
        %h = memref.load %d[%y, %x] : memref<4096x4096xf16>
        %e = arith.extf %h : f16 to f32
        %s = arith.addf %l, %r : f32
        %t = arith.mulf %s, %w : f32
        %u = arith.addf %t, %e : f32
        memref.store %u, %o[%y, %x] : memref<4096x4096xf32>
      }
      gpu.return
    }
    gpu.func @sweep2_dyn(%b: memref<16x128xf32>, %c: memref<?x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %b[%y, %xm] : memref<16x128xf32>
        %r = memref.load %b[%y, %xp] : memref<16x128xf32>
        %w = memref.load %c[%y, %x] : memref<?x128xf32>
        %s = arith.addf %l, %r : f32
        %t = arith.mulf %s, %w : f32
        memref.store %t, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
  }
  func.func @small(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                   %c: memref<16x128xf32> {llvm.noalias}, %d: memref<16x128xf16> {llvm.noalias},
                   %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %c : memref<16x128xf32>, %d : memref<16x128xf16>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
  func.func @big(%a: memref<4096x4096xf32> {llvm.noalias}, %b: memref<4096x4096xf32> {llvm.noalias},
                 %c: memref<4096x4096xf32> {llvm.noalias}, %d: memref<4096x4096xf16> {llvm.noalias},
                 %o: memref<4096x4096xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @k::@sweep_big blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<4096x4096xf32>, %b : memref<4096x4096xf32>) {kfusion.stencil_group = 1 : i64}
    gpu.launch_func @k::@sweep2_big blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<4096x4096xf32>, %c : memref<4096x4096xf32>, %d : memref<4096x4096xf16>, %o : memref<4096x4096xf32>) {kfusion.stencil_group = 1 : i64}
    return
  }
  func.func @dynamic(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                     %c: memref<?x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 2 : i64}
    gpu.launch_func @k::@sweep2_dyn blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %c : memref<?x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 2 : i64}
    return
  }
}
