// REQUIRES: cuda-gpu
// The same program unfused, horizontally fused (default partitions, the 1-D
// kernel widened to 256 threads, and HFuse's serial baseline) must print the
// same results.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=FUSED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="partition=256,256" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="serial=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="staggered=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="blocks=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s

// What it proves: a 2-D kernel and a 1-D kernel with an early return share
// one 1-D block, on grids of different shapes and sizes.
// - @transpose: 16x16 threads per block on a 32x32 grid transpose a
//   512x512 matrix through a shared 16x16 tile (barrier between the write
//   and the transposed read). In the fused kernel its thread ids (x, y) are
//   recomputed from the linear id and its block ids (x, y) from the 1-D
//   launch grid of 1024 blocks.
// - @affine: 128 threads per block on 782 blocks compute
//   out[i] = 3 * in[i] + 7 for i < 100000 and return early otherwise;
//   out has 100096 elements set to -1 beforehand.
//
// Why it would fail: wrong (x, y) thread or block ids misplace transposed
// elements; an early return that left the whole kernel (instead of its
// region) would be harmless here only in the fused kernel's last region, so
// @affine comes second and the serial form runs @transpose first; a block
// of the fused grid beyond @affine's 782 blocks that ran its region would
// write past its grid (caught by the sentinels, which must stay -1); a
// barrier of the tile that waited for @affine's threads would deadlock.
// Inputs are hashes of the index; the host recomputes every element and
// the checksums were computed independently with numpy.

// FUSED-LABEL: gpu.func @transpose_affine_hfuse
// FUSED:       kfusion.horizontal partitions [256, 128] block_dims [(16, 16, 1), (128, 1, 1)] grid_dims [(32, 32, 1), (782, 1, 1)]
// FUSED-LABEL: func.func @main()
// FUSED:       gpu.launch_func async [%{{.*}}] @kernels::@transpose_affine_hfuse blocks in (%[[G:.*]], %[[ONE:.*]], %[[ONE]]) threads in (%[[B:.*]], %[[ONE]], %[[ONE]])

// CHECK: hfuse-transpose-early-exit: transpose mismatches = 0
// CHECK-NEXT: hfuse-transpose-early-exit: affine mismatches = 0
// CHECK-NEXT: hfuse-transpose-early-exit: transpose checksum = 8787250896113
// CHECK-NEXT: hfuse-transpose-early-exit: affine checksum = 7523689287185

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose(%in: memref<512x512xi32>, %out: memref<512x512xi32>)
        workgroup(%tile: memref<16x16xi32, #gpu.address_space<workgroup>>) kernel {
      %c16 = arith.constant 16 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %x0 = arith.muli %bx, %c16 : index
      %y0 = arith.muli %by, %c16 : index
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<512x512xi32>
      memref.store %v, %tile[%ty, %tx] : memref<16x16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      // out[x0 + ty][y0 + tx] = in[y0 + tx][x0 + ty]
      %w = memref.load %tile[%tx, %ty] : memref<16x16xi32, #gpu.address_space<workgroup>>
      %orow = arith.addi %x0, %ty : index
      %ocol = arith.addi %y0, %tx : index
      memref.store %w, %out[%orow, %ocol] : memref<512x512xi32>
      gpu.return
    }

    gpu.func @affine(%in: memref<100096xi32>, %out: memref<100096xi32>, %n: index) kernel {
      %three = arith.constant 3 : i32
      %seven = arith.constant 7 : i32
      %i = gpu.global_id x
      %outside = arith.cmpi uge, %i, %n : index
      cf.cond_br %outside, ^done, ^work
    ^work:
      %v = memref.load %in[%i] : memref<100096xi32>
      %m = arith.muli %v, %three : i32
      %r = arith.addi %m, %seven : i32
      memref.store %r, %out[%i] : memref<100096xi32>
      gpu.return
    ^done:
      gpu.return
    }
  }

  // Integer hash of (index + seed), a murmur3-style finalizer on i32:
  // z = (i + seed) * 0x9E3779B1; z ^= z >> 15; z *= 0x85EBCA77; z ^= z >> 13.
  func.func @hash(%i: index, %seed: i32) -> i32 {
    %c15 = arith.constant 15 : i32
    %c13 = arith.constant 13 : i32
    %m1 = arith.constant -1640531535 : i32  // 0x9E3779B1
    %m2 = arith.constant -2048144777 : i32  // 0x85EBCA77
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %x, %seed : i32
    %z = arith.muli %y, %m1 : i32
    %s = arith.shrui %z, %c15 : i32
    %z2 = arith.xori %z, %s : i32
    %w = arith.muli %z2, %m2 : i32
    %s2 = arith.shrui %w, %c13 : i32
    %r = arith.xori %w, %s2 : i32
    return %r : i32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c782 = arith.constant 782 : index
    %n = arith.constant 100000 : index
    %len = arith.constant 100096 : index
    %zero64 = arith.constant 0 : i64
    %minus1 = arith.constant -1 : i32
    %three = arith.constant 3 : i32
    %seven = arith.constant 7 : i32
    %shift = arith.constant 8 : i32
    %seed_m = arith.constant 1111638594 : i32  // 0x42424242
    %seed_v = arith.constant 1431655765 : i32  // 0x55555555
    %hin = memref.alloc() : memref<512x512xi32>
    %hout = memref.alloc() : memref<512x512xi32>
    %hv = memref.alloc() : memref<100096xi32>
    %hw = memref.alloc() : memref<100096xi32>
    // Matrix in[r][c] = hash(r * 512 + c) >> 8; vector v[i] = hash(i) >> 8.
    scf.for %r = %c0 to %c512 step %c1 {
      scf.for %c = %c0 to %c512 step %c1 {
        %rr = arith.muli %r, %c512 : index
        %i = arith.addi %rr, %c : index
        %h = func.call @hash(%i, %seed_m) : (index, i32) -> i32
        %v = arith.shrui %h, %shift : i32
        memref.store %v, %hin[%r, %c] : memref<512x512xi32>
      }
    }
    scf.for %i = %c0 to %len step %c1 {
      %h = func.call @hash(%i, %seed_v) : (index, i32) -> i32
      %v = arith.shrui %h, %shift : i32
      memref.store %v, %hv[%i] : memref<100096xi32>
      memref.store %minus1, %hw[%i] : memref<100096xi32>
    }

    %t0 = gpu.wait async
    %din, %t1 = gpu.alloc async [%t0] () : memref<512x512xi32>
    %dout, %t2 = gpu.alloc async [%t1] () : memref<512x512xi32>
    %dv, %t3 = gpu.alloc async [%t2] () : memref<100096xi32>
    %dw, %t4 = gpu.alloc async [%t3] () : memref<100096xi32>
    %t5 = gpu.memcpy async [%t4] %din, %hin : memref<512x512xi32>, memref<512x512xi32>
    %t6 = gpu.memcpy async [%t5] %dv, %hv : memref<100096xi32>, memref<100096xi32>
    %t7 = gpu.memcpy async [%t6] %dw, %hw : memref<100096xi32>, memref<100096xi32>
    %t8 = gpu.launch_func async [%t7] @kernels::@transpose
        blocks in (%c32, %c32, %c1) threads in (%c16, %c16, %c1)
        args(%din : memref<512x512xi32>, %dout : memref<512x512xi32>) {kfusion.horizontal_group = 1 : i64}
    %t9 = gpu.launch_func async [%t8] @kernels::@affine
        blocks in (%c782, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%dv : memref<100096xi32>, %dw : memref<100096xi32>, %n : index) {kfusion.horizontal_group = 1 : i64}
    %t10 = gpu.memcpy async [%t9] %hout, %dout : memref<512x512xi32>, memref<512x512xi32>
    %t11 = gpu.memcpy async [%t10] %hw, %dw : memref<100096xi32>, memref<100096xi32>
    %t12 = gpu.dealloc async [%t11] %din : memref<512x512xi32>
    %t13 = gpu.dealloc async [%t12] %dout : memref<512x512xi32>
    %t14 = gpu.dealloc async [%t13] %dv : memref<100096xi32>
    %t15 = gpu.dealloc async [%t14] %dw : memref<100096xi32>
    gpu.wait [%t15]

    // Transpose: out[r][c] == in[c][r]; checksum sum(((r*512+c) % 7 + 1) * out[r][c]).
    %tmm, %tcs = scf.for %r = %c0 to %c512 step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %rmm, %rcs = scf.for %c = %c0 to %c512 step %c1
          iter_args(%mm1 = %mm, %cs1 = %cs) -> (i64, i64) {
        %got = memref.load %hout[%r, %c] : memref<512x512xi32>
        %want = memref.load %hin[%c, %r] : memref<512x512xi32>
        %ne = arith.cmpi ne, %got, %want : i32
        %inc = arith.extui %ne : i1 to i64
        %mm2 = arith.addi %mm1, %inc : i64
        %rr = arith.muli %r, %c512 : index
        %i = arith.addi %rr, %c : index
        %im = arith.remui %i, %c7 : index
        %w1 = arith.addi %im, %c1 : index
        %w = arith.index_cast %w1 : index to i64
        %g = arith.extsi %got : i32 to i64
        %p = arith.muli %w, %g : i64
        %cs2 = arith.addi %cs1, %p : i64
        scf.yield %mm2, %cs2 : i64, i64
      }
      scf.yield %rmm, %rcs : i64, i64
    }
    // Affine: w[i] == 3 v[i] + 7 below n, -1 from n on; checksum
    // sum((i % 5 + 1) * w[i]).
    %amm, %acs = scf.for %i = %c0 to %len step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %v = memref.load %hv[%i] : memref<100096xi32>
      %m = arith.muli %v, %three : i32
      %r = arith.addi %m, %seven : i32
      %inside = arith.cmpi ult, %i, %n : index
      %want = arith.select %inside, %r, %minus1 : i32
      %got = memref.load %hw[%i] : memref<100096xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %im = arith.remui %i, %c5 : index
      %w1 = arith.addi %im, %c1 : index
      %w = arith.index_cast %w1 : index to i64
      %g = arith.extsi %got : i32 to i64
      %p = arith.muli %w, %g : i64
      %cs2 = arith.addi %cs, %p : i64
      scf.yield %mm2, %cs2 : i64, i64
    }

    vector.print str "hfuse-transpose-early-exit: transpose mismatches = "
    vector.print %tmm : i64
    vector.print str "hfuse-transpose-early-exit: affine mismatches = "
    vector.print %amm : i64
    vector.print str "hfuse-transpose-early-exit: transpose checksum = "
    vector.print %tcs : i64
    vector.print str "hfuse-transpose-early-exit: affine checksum = "
    vector.print %acs : i64
    memref.dealloc %hin : memref<512x512xi32>
    memref.dealloc %hout : memref<512x512xi32>
    memref.dealloc %hv : memref<100096xi32>
    memref.dealloc %hw : memref<100096xi32>
    return
  }
}
