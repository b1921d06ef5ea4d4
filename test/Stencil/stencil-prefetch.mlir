// kfusion-lower-tiles prefetch-late-reads=none|l1|l2 (default auto: l2 for
// arrays larger than the L2 cache, stencil-prefetch-auto.mlir): a fused
// kernel's tiles after its first barrier read read-only arguments from global
// memory (here `c`, read by the second sweep at its point, after the barrier
// that publishes the first sweep's shared array), waiting then for memory the
// block could have asked for at its start. With l1 / l2 a copy of that tile,
// reduced to those loads' addresses as memref.prefetch (locality 3 / 1) and
// the guards around them, runs before the kernel's first tile: no store, no
// shared-memory access, no other load in it. Prefetches are hints: the
// lowered program equals the unfused one on the interpreter (which runs
// memref.prefetch as a no-op; ../Integration/Sim/Stencil/stencil-prefetch.mlir,
// with the ptxas run), and in PTX they are prefetch.L1 / prefetch.L2
// (convert-prefetch-to-nvvm; the NVPTX back end drops llvm.intr.prefetch).
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=l2 -o %t.l2.mlir
// RUN: FileCheck %s --check-prefix=L2 < %t.l2.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=l1 -o %t.l1.mlir
// RUN: FileCheck %s --check-prefix=L1 < %t.l1.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=none -o %t.none.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.none.mlir
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx/l1 %t.ptx/l2
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32 prefetch-late-reads=l2" --kfusion-dump-binaries="output-dir=%t.ptx/l2" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX2 < %t.ptx/l2/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx prefetch-late-reads=l1" --kfusion-dump-binaries="output-dir=%t.ptx/l1" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX1 < %t.ptx/l1/k.sm_90.ptx
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=l3 2>&1 | FileCheck %s --check-prefix=BAD
// Two late tiles reading `c` (@twice): both get their copy (the read-only
// arguments are decided before the first copy adds prefetches to their
// users); plain lowering to see the two copies apart.
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="prefetch-late-reads=l2 interior-blocks=false row-runs=false" -o %t.twice.mlir
// RUN: FileCheck %s --check-prefix=TWICE < %t.twice.mlir

// The prefetching copy comes first (twice: interior blocks and the general
// path), then the first sweep's tile; only `c` (%arg2) is prefetched.
// L2-LABEL: gpu.func @sweep_sweep2_stencil
// L2-NOT:     memref.store
// L2-NOT:     memref.load
// L2:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xf32>
// L2-NOT:     memref.store
// L2-NOT:     memref.load
// L2:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xf32>
// L2:         memref.load %arg0
// L2:         gpu.barrier
// L2-NOT:     memref.prefetch
// L2:         gpu.return
// In the gather, `idx` (%arg2) is prefetched, not `c` (%arg3), whose row
// is loaded from `idx` (decided before the copy's loads are replaced).
// L2-LABEL: gpu.func @sweep_gather_stencil
// L2:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data : memref<16x128xi32>
// L2-NOT:     memref.prefetch %arg3
// L2:         gpu.barrier
// L2-NOT:     memref.prefetch
// L2:         gpu.return
// l1: the same copy with locality 3.
// L1-LABEL: gpu.func @sweep_sweep2_stencil
// L1:         memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<3>, data : memref<16x128xf32>
// L1:         gpu.barrier

// none: no prefetch anywhere.
// NONE-LABEL: gpu.module @k
// NONE-NOT:     memref.prefetch

// In PTX: prefetch.L2 / prefetch.L1 before the barrier.
// PTX2-LABEL: .visible .entry sweep_sweep2_stencil(
// PTX2:         prefetch.L2 [%rd{{[0-9]+}}];
// PTX2:         bar.sync 0;
// PTX1-LABEL: .visible .entry sweep_sweep2_stencil(
// PTX1:         prefetch.L1 [%rd{{[0-9]+}}];

// @twice: each late tile gets its own prefetching copy.
// TWICE-LABEL: gpu.func @sweep_sweep2_scale_stencil
// TWICE:         scf.if
// TWICE:           memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data
// TWICE:         scf.execute_region {
// TWICE-NEXT:      memref.prefetch %arg2[%{{.*}}, %{{.*}}], read, locality<1>, data
// TWICE:         gpu.barrier

// BAD: kfusion-lower-tiles: prefetch-late-reads {{.*}}auto, none, l1 or l2, not 'l3'

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
    gpu.func @sweep2(%b: memref<16x128xf32>, %c: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
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
        %s = arith.addf %l, %r : f32
        %t = arith.mulf %s, %w : f32
        memref.store %t, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    // A point kernel: o = t * c.
    gpu.func @scale(%t: memref<16x128xf32>, %c: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %t[%y, %x] : memref<16x128xf32>
      %w = memref.load %c[%y, %x] : memref<16x128xf32>
      %r = arith.mulf %v, %w : f32
      memref.store %r, %o[%y, %x] : memref<16x128xf32>
      gpu.return
    }
    // A gather: `c` read at a row loaded from `idx`.
    gpu.func @gather(%b: memref<16x128xf32>, %idx: memref<16x128xi32>, %c: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %l = memref.load %b[%y, %xm] : memref<16x128xf32>
        %i = memref.load %idx[%y, %x] : memref<16x128xi32>
        %r = arith.index_cast %i : i32 to index
        %w = memref.load %c[%r, %x] : memref<16x128xf32>
        %t = arith.addf %l, %w : f32
        memref.store %t, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
  }
  func.func @gathers(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                     %idx: memref<16x128xi32> {llvm.noalias}, %c: memref<16x128xf32> {llvm.noalias},
                     %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 1 : i64}
    gpu.launch_func @k::@gather blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %idx : memref<16x128xi32>, %c : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 1 : i64}
    return
  }
  // Two late tiles read `c`: both are prefetched.
  func.func @twice(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                   %c: memref<16x128xf32> {llvm.noalias}, %t: memref<16x128xf32> {llvm.noalias},
                   %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 2 : i64}
    gpu.launch_func @k::@sweep2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %c : memref<16x128xf32>, %t : memref<16x128xf32>) {kfusion.stencil_group = 2 : i64}
    gpu.launch_func @k::@scale blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<16x128xf32>, %c : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 2 : i64}
    return
  }
  func.func @chain(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                   %c: memref<16x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %c : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
