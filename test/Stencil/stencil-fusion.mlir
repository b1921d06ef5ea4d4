// kfusion-stencil-fusion: structure of the fused kernels and the remarks.
// That they compute what the unfused program did on random inputs, as the
// fusion leaves them and lowered, and that the interpreter catches a wrong
// fusion, is checked in ../Integration/Sim/Stencil/stencil-fusion.mlir.
// One point per thread here (points-per-thread=1); several, and the default
// choice, in stencil-scale.mlir and stencil-runs.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.fused.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// One remark per group: its launches, the fused kernel, the halos, the
// shared arrays and registers, and the temporaries not written.
// REMARK: remark: fused stencil group 1 (2 launches) into @k::@prod_cons_stencil: {{.*}}@k::@prod [0, 1, 0]+[0, 1, 0], @k::@cons [0, 0, 0]+[0, 0, 0]; 1 shared arrays (1280 bytes{{.*}}), 0 registers
// REMARK: remark: fused stencil group 2 (2 launches) into @k::@prod_cons_stencil_0: {{.*}}@k::@prod [0, 1, 0]+[0, 1, 0], @k::@cons [0, 0, 0]+[0, 0, 0]; 1 shared arrays (1280 bytes{{.*}}), 0 registers; temporaries not written: %memref
// REMARK: remark: fused stencil group 3 (3 launches) into @k::@west_east_point_stencil: {{.*}}@k::@west [0, 0, 0]+[0, 0, 0], @k::@east [0, 0, 0]+[0, 0, 0], @k::@point [0, 0, 0]+[0, 0, 0]; 1 shared arrays (1088 bytes{{.*}}), 1 registers

module attributes {gpu.container_module} {
  gpu.module @k {
    // t[y, x] = a[y, x-1] + 2 a[y, x+1] on 1 <= x < 63 (every y): the other
    // points of t keep their values.
    gpu.func @prod(%a: memref<16x64xf32>, %t: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %bdx = gpu.block_dim x
      %tx = gpu.thread_id x
      %base = arith.muli %bx, %bdx : index
      %x = arith.addi %base, %tx : index
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
    // b[y, x] = t[y-1, x] - t[y+1, x] + t[y, x] on 1 <= y < 15, every x:
    // x = 0 and 63 read points @prod did not write.
    gpu.func @cons(%t: memref<16x64xf32>, %b: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c15 = arith.constant 15 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %y, %c1 : index
      %hi = arith.cmpi slt, %y, %c15 : index
      %in = arith.andi %lo, %hi : i1
      cf.cond_br %in, ^work, ^exit
    ^work:
      %ym = arith.subi %y, %c1 : index
      %yp = arith.addi %y, %c1 : index
      %n = memref.load %t[%ym, %x] : memref<16x64xf32>
      %s = memref.load %t[%yp, %x] : memref<16x64xf32>
      %c = memref.load %t[%y, %x] : memref<16x64xf32>
      %d = arith.subf %n, %s : f32
      %r = arith.addf %d, %c : f32
      memref.store %r, %b[%y, %x] : memref<16x64xf32>
      gpu.return
    ^exit:
      gpu.return
    }
    // Three kernels that only share read-only arrays: @west and @east read
    // %a around their points (staged once), @point and @west read %c at the
    // point (one register).
    gpu.func @west(%a: memref<16x64xf32>, %c: memref<16x64xf32>, %o: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%y, %xm] : memref<16x64xf32>
        %w = memref.load %c[%y, %x] : memref<16x64xf32>
        %s = arith.mulf %v, %w : f32
        memref.store %s, %o[%y, %x] : memref<16x64xf32>
      }
      gpu.return
    }
    gpu.func @east(%a: memref<16x64xf32>, %o: memref<16x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi slt, %x, %c63 : index
      scf.if %in {
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %a[%y, %xp] : memref<16x64xf32>
        %w = memref.load %o[%y, %x] : memref<16x64xf32>
        %s = arith.subf %w, %v : f32
        memref.store %s, %o[%y, %x] : memref<16x64xf32>
      }
      gpu.return
    }
    gpu.func @point(%c: memref<16x64xf32>, %p: memref<16x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %c[%y, %x] : memref<16x64xf32>
      %s = arith.addf %v, %v : f32
      memref.store %s, %p[%y, %x] : memref<16x64xf32>
      gpu.return
    }
  }

  // Group 1, @prod then @cons: t staged in shared memory with @cons's halo,
  // prefilled where @prod does not write, stored too, then a barrier.
  // CHECK-LABEL: gpu.func @prod_cons_stencil(
  // CHECK-SAME:      known_block_size = array<i32: 32, 8, 1>
  // CHECK:         %[[T:.*]] = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : memref<10x32xf32, #gpu.address_space<workgroup>>
  // CHECK:         kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 1, 0] {
  // The old values of the points @prod does not write:
  // CHECK:           arith.xori
  // CHECK:           scf.if
  // CHECK:             memref.load
  // CHECK:             kfusion.shared_write %{{.*}}, %[[T]]
  // Halo points beyond the grid are not computed:
  // CHECK:           cf.cond_br %{{.*}}, ^bb1, ^bb2
  // CHECK:         ^bb1:
  // CHECK:           kfusion.shared_write %{{.*}}, %[[T]]
  // t is observable: the block's own points are written to global memory too.
  // CHECK:           scf.if
  // CHECK:             memref.store
  // CHECK:         ^bb2:
  // CHECK-NEXT:      kfusion.yield
  // CHECK:         gpu.barrier
  // CHECK:         kfusion.tile {
  // CHECK-DAG:       kfusion.shared_read %[[T]] [-1, 0]
  // CHECK-DAG:       kfusion.shared_read %[[T]] [1, 0]
  // CHECK-DAG:       kfusion.shared_read %[[T]] [0, 0]
  // CHECK:           kfusion.yield
  // CHECK:         gpu.return
  // Group 3, three kernels sharing read-only arrays: %a staged once, %c in a
  // register, no barrier.
  // CHECK-LABEL: gpu.func @west_east_point_stencil(
  // CHECK:         %[[A:.*]] = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<8x34xf32, #gpu.address_space<workgroup>>
  // CHECK:         kfusion.stage %{{.*}} into %[[A]]
  // CHECK:         %[[R:.*]] = scf.if
  // CHECK:         kfusion.tile {
  // CHECK:           kfusion.shared_read %[[A]] [0, -1]
  // CHECK:           arith.mulf %{{.*}}, %[[R]]
  // CHECK-NOT:     gpu.barrier
  // CHECK:         kfusion.tile {
  // CHECK:           kfusion.shared_read %[[A]] [0, 1]
  // CHECK:         kfusion.tile {
  // CHECK:           arith.addf %[[R]], %[[R]]
  // The host launches the fused kernel alone.
  // CHECK-LABEL: func.func @chain(
  // CHECK:         gpu.launch_func @k::@prod_cons_stencil blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(
  // CHECK-NOT:     gpu.launch_func
  func.func @chain(%a: memref<16x64xf32> {llvm.noalias}, %t: memref<16x64xf32> {llvm.noalias},
                   %b: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@prod blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %t : memref<16x64xf32>) {kfusion.stencil_group = 1 : i64}
    gpu.launch_func @k::@cons blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<16x64xf32>, %b : memref<16x64xf32>) {kfusion.stencil_group = 1 : i64}
    return
  }

  // A temporary: allocated here, read only by the group, freed after it:
  // the fused kernel never stores it.
  // CHECK-LABEL: func.func @temporary(
  // CHECK:         gpu.launch_func async [%{{.*}}] @k::@prod_cons_stencil_0
  // CHECK-NOT:     gpu.launch_func
  // CHECK:         gpu.dealloc async
  func.func @temporary(%a: memref<16x64xf32> {llvm.noalias}, %b: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t, %t1 = gpu.alloc async [%t0] () : memref<16x64xf32>
    %cst = arith.constant 0.5 : f32
    %t2 = gpu.memset async [%t1] %t, %cst : memref<16x64xf32>, f32
    %t3 = gpu.launch_func async [%t2] @k::@prod blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %t : memref<16x64xf32>) {kfusion.stencil_group = 2 : i64}
    %t4 = gpu.launch_func async [%t3] @k::@cons blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<16x64xf32>, %b : memref<16x64xf32>) {kfusion.stencil_group = 2 : i64}
    %t5 = gpu.dealloc async [%t4] %t : memref<16x64xf32>
    gpu.wait [%t5]
    return
  }

  // Three launches that only share read-only arrays: one launch.
  // CHECK-LABEL: func.func @readonly(
  // CHECK:         gpu.launch_func @k::@west_east_point_stencil
  // CHECK-NOT:     gpu.launch_func
  func.func @readonly(%a: memref<16x64xf32> {llvm.noalias}, %c: memref<16x64xf32> {llvm.noalias},
                      %o: memref<16x64xf32> {llvm.noalias}, %p: memref<16x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@west blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %c : memref<16x64xf32>, %o : memref<16x64xf32>) {kfusion.stencil_group = 3 : i64}
    gpu.launch_func @k::@east blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x64xf32>, %o : memref<16x64xf32>) {kfusion.stencil_group = 3 : i64}
    gpu.launch_func @k::@point blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%c : memref<16x64xf32>, %p : memref<16x64xf32>) {kfusion.stencil_group = 3 : i64}
    return
  }
}
