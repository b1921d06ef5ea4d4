// REQUIRES: cuda-gpu
// The same program unfused, horizontally fused (default partitions, the
// histogram widened to 256 threads under a register bound, and HFuse's
// serial baseline) must print the same results.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=FUSED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="partition=256,256 max-registers=32" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="serial=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="staggered=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="blocks=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// Registers per partition (setmaxnreg): the sum gives registers up (24), the
// histogram takes them (56) within the block's 512 x 40; the histogram's
// region skips blocks 256-511, where its warpgroups still take theirs:
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="partition=256,256 max-registers=40 partition-registers=24,56" | kfusion-runner -e main --entry-point-result=void | FileCheck %s

// What it proves: two kernels that each synchronize with gpu.barrier run in
// one block as two partitions, each on its own named barrier (bar.sync 1,
// 256 and bar.sync 2, 128), on grids of different sizes (512 and 256
// blocks), and compute what they computed alone.
// - @block_sum: each of 512 blocks of 256 threads sums its 256 inputs with
//   a shared-memory tree reduction (8 rounds, a barrier after each).
// - @histogram: each of 256 blocks counts its 1024 keys into 64 bins with
//   shared-memory atomics (barrier after clearing, barrier before the
//   global merge) and adds them to the global bins with atomics; its result
//   does not depend on its block size, so the wider partition must agree.
//
// Why it would fail: a partition that waited on the other partition's
// barrier would deadlock or read partial sums; wrong partition-local thread
// ids would sum or count the wrong elements; a block beyond the histogram's
// grid that ran its region would count keys twice; shared arrays that
// overlapped would corrupt both. Inputs are hashes of the index (never
// zeros); the host recomputes every result and counts mismatches, and the
// checksums were computed independently with numpy.

// FUSED-LABEL: gpu.func @block_sum_histogram_hfuse
// FUSED:       kfusion.horizontal partitions [256, 128]
// FUSED-SAME: grid_dims [(512, 1, 1), (256, 1, 1)]

// CHECK: hfuse-reduce-hist: sum mismatches = 0
// CHECK-NEXT: hfuse-reduce-hist: hist mismatches = 0
// CHECK-NEXT: hfuse-reduce-hist: sum checksum = 17175859666
// CHECK-NEXT: hfuse-reduce-hist: hist checksum = 8516875

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%in: memref<131072xi32>, %out: memref<512xi32>)
        workgroup(%s: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %in[%i] : memref<131072xi32>
      memref.store %v, %s[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      // Strides 128, 64, ..., 1.
      scf.for %k = %c0 to %c8 step %c1 {
        %stride = arith.shrui %c128, %k : index
        %active = arith.cmpi ult, %tid, %stride : index
        scf.if %active {
          %j = arith.addi %tid, %stride : index
          %a = memref.load %s[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
          %b = memref.load %s[%j] : memref<256xi32, #gpu.address_space<workgroup>>
          %sum = arith.addi %a, %b : i32
          memref.store %sum, %s[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %total = memref.load %s[%c0] : memref<256xi32, #gpu.address_space<workgroup>>
        memref.store %total, %out[%bid] : memref<512xi32>
      }
      gpu.return
    }

    gpu.func @histogram(%keys: memref<262144xi32>, %bins: memref<64xi32>)
        workgroup(%h: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c64 = arith.constant 64 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 63 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %owner = arith.cmpi ult, %tid, %c64 : index
      scf.if %owner {
        memref.store %zero, %h[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %base = arith.muli %bid, %c1024 : index
      scf.for %k = %tid to %c1024 step %bdim {
        %i = arith.addi %base, %k : index
        %key = memref.load %keys[%i] : memref<262144xi32>
        %bin = arith.andi %key, %mask : i32
        %b = arith.index_cast %bin : i32 to index
        %old = memref.atomic_rmw addi %one, %h[%b] : (i32, memref<64xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.if %owner {
        %n = memref.load %h[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        %old = memref.atomic_rmw addi %n, %bins[%tid] : (i32, memref<64xi32>) -> i32
      }
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
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %n_in = arith.constant 131072 : index
    %n_keys = arith.constant 262144 : index
    %zero64 = arith.constant 0 : i64
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %shift = arith.constant 22 : i32
    %mask = arith.constant 63 : i32
    %seed_in = arith.constant 305419896 : i32    // 0x12345678
    %seed_keys = arith.constant 1592614637 : i32 // 0x5EED5EED
    %hin = memref.alloc() : memref<131072xi32>
    %hsum = memref.alloc() : memref<512xi32>
    %hkeys = memref.alloc() : memref<262144xi32>
    %hbins = memref.alloc() : memref<64xi32>
    // Inputs in [0, 1024): hash >> 22; keys: full 32-bit hashes.
    scf.for %i = %c0 to %n_in step %c1 {
      %h = func.call @hash(%i, %seed_in) : (index, i32) -> i32
      %v = arith.shrui %h, %shift : i32
      memref.store %v, %hin[%i] : memref<131072xi32>
    }
    scf.for %i = %c0 to %n_keys step %c1 {
      %h = func.call @hash(%i, %seed_keys) : (index, i32) -> i32
      memref.store %h, %hkeys[%i] : memref<262144xi32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      memref.store %zero, %hbins[%i] : memref<64xi32>
    }

    %t0 = gpu.wait async
    %din, %t1 = gpu.alloc async [%t0] () : memref<131072xi32>
    %dsum, %t2 = gpu.alloc async [%t1] () : memref<512xi32>
    %dkeys, %t3 = gpu.alloc async [%t2] () : memref<262144xi32>
    %dbins, %t4 = gpu.alloc async [%t3] () : memref<64xi32>
    %t5 = gpu.memcpy async [%t4] %din, %hin : memref<131072xi32>, memref<131072xi32>
    %t6 = gpu.memcpy async [%t5] %dkeys, %hkeys : memref<262144xi32>, memref<262144xi32>
    %t7 = gpu.memcpy async [%t6] %dbins, %hbins : memref<64xi32>, memref<64xi32>
    %t8 = gpu.launch_func async [%t7] @kernels::@block_sum
        blocks in (%c512, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%din : memref<131072xi32>, %dsum : memref<512xi32>) {kfusion.horizontal_group = 1 : i64}
    %t9 = gpu.launch_func async [%t8] @kernels::@histogram
        blocks in (%c256, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%dkeys : memref<262144xi32>, %dbins : memref<64xi32>) {kfusion.horizontal_group = 1 : i64}
    %t10 = gpu.memcpy async [%t9] %hsum, %dsum : memref<512xi32>, memref<512xi32>
    %t11 = gpu.memcpy async [%t10] %hbins, %dbins : memref<64xi32>, memref<64xi32>
    %t12 = gpu.dealloc async [%t11] %din : memref<131072xi32>
    %t13 = gpu.dealloc async [%t12] %dsum : memref<512xi32>
    %t14 = gpu.dealloc async [%t13] %dkeys : memref<262144xi32>
    %t15 = gpu.dealloc async [%t14] %dbins : memref<64xi32>
    gpu.wait [%t15]

    // Host reference: block sums, and a checksum sum((b + 1) * sum[b]).
    %smm, %scs = scf.for %b = %c0 to %c512 step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %start = arith.muli %b, %c256 : index
      %end = arith.addi %start, %c256 : index
      %want = scf.for %i = %start to %end step %c1 iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %hin[%i] : memref<131072xi32>
        %a = arith.addi %acc, %v : i32
        scf.yield %a : i32
      }
      %got = memref.load %hsum[%b] : memref<512xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %b1 = arith.addi %b, %c1 : index
      %w = arith.index_cast %b1 : index to i64
      %g = arith.extsi %got : i32 to i64
      %p = arith.muli %w, %g : i64
      %cs2 = arith.addi %cs, %p : i64
      scf.yield %mm2, %cs2 : i64, i64
    }
    // Host reference histogram, then compare and checksum sum((k + 1) * bins[k]).
    %ref = memref.alloc() : memref<64xi32>
    scf.for %k = %c0 to %c64 step %c1 {
      memref.store %zero, %ref[%k] : memref<64xi32>
    }
    scf.for %i = %c0 to %n_keys step %c1 {
      %key = memref.load %hkeys[%i] : memref<262144xi32>
      %bin = arith.andi %key, %mask : i32
      %b = arith.index_cast %bin : i32 to index
      %n = memref.load %ref[%b] : memref<64xi32>
      %n1 = arith.addi %n, %one : i32
      memref.store %n1, %ref[%b] : memref<64xi32>
    }
    %hmm, %hcs = scf.for %k = %c0 to %c64 step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %want = memref.load %ref[%k] : memref<64xi32>
      %got = memref.load %hbins[%k] : memref<64xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %k1 = arith.addi %k, %c1 : index
      %w = arith.index_cast %k1 : index to i64
      %g = arith.extsi %got : i32 to i64
      %p = arith.muli %w, %g : i64
      %cs2 = arith.addi %cs, %p : i64
      scf.yield %mm2, %cs2 : i64, i64
    }

    vector.print str "hfuse-reduce-hist: sum mismatches = "
    vector.print %smm : i64
    vector.print str "hfuse-reduce-hist: hist mismatches = "
    vector.print %hmm : i64
    vector.print str "hfuse-reduce-hist: sum checksum = "
    vector.print %scs : i64
    vector.print str "hfuse-reduce-hist: hist checksum = "
    vector.print %hcs : i64
    memref.dealloc %hin : memref<131072xi32>
    memref.dealloc %hsum : memref<512xi32>
    memref.dealloc %hkeys : memref<262144xi32>
    memref.dealloc %hbins : memref<64xi32>
    memref.dealloc %ref : memref<64xi32>
    return
  }
}
