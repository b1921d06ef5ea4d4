// REQUIRES: cuda-gpu
// The same program unfused, horizontally fused and in HFuse's serial
// baseline must print the same results.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=FUSED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="serial=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="staggered=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="blocks=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s

// What it proves: two kernels that both use gpu.dynamic_shared_memory get
// disjoint slices of the fused kernel's dynamic shared memory, and the
// launch provides the sum.
// - @reverse_tagged (256 threads, 128 blocks, 1040 bytes): stages its 256
//   inputs and 4 tags (1000000 + 4 b + t) after them, passes a barrier, and
//   writes out[b*256 + t] = stage[255 - t] + stage[256 + t % 4].
// - @reverse_doubled (128 threads, 200 blocks, 1024 bytes): each thread
//   stages 2 of the block's 256 inputs, passes a barrier, and writes the
//   reversed chunk doubled.
// Fused, the second slice starts at 1152 (1040 rounded up to 128 bytes) and
// the launch asks for 2176 bytes.
//
// Why it would fail: with overlapping slices the tags (bytes 1024..1039)
// would overwrite the second kernel's first 4 staged values (or the reverse),
// and a slice past the launch's dynamic shared memory would fault or read
// garbage. Inputs are hashes of the index; the host recomputes every
// element and the checksums were computed independently with numpy.

// FUSED-LABEL: gpu.func @reverse_tagged_reverse_doubled_hfuse
// FUSED:       kfusion.horizontal partitions [256, 128] block_dims [(256, 1, 1), (128, 1, 1)] grid_dims [(128, 1, 1), (200, 1, 1)] dynamic_shared_sizes [1040, 1024]
// FUSED-LABEL: func.func @main()
// FUSED:       %[[BYTES:.*]] = arith.constant 2176 : i32
// FUSED-NEXT: gpu.launch_func async {{.*}} @kernels::@reverse_tagged_reverse_doubled_hfuse {{.*}} dynamic_shared_memory_size %[[BYTES]]

// CHECK: hfuse-dynamic-shared: tagged mismatches = 0
// CHECK-NEXT: hfuse-dynamic-shared: doubled mismatches = 0
// CHECK-NEXT: hfuse-dynamic-shared: tagged checksum = 199684445126
// CHECK-NEXT: hfuse-dynamic-shared: doubled checksum = 323422944730

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reverse_tagged(%in: memref<32768xi32>, %out: memref<32768xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c255 = arith.constant 255 : index
      %c256 = arith.constant 256 : index
      %tagbase = arith.constant 1000000 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c256 : index
      %i = arith.addi %base, %tid : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<260xi32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%i] : memref<32768xi32>
      memref.store %v, %stage[%tid] : memref<260xi32, #gpu.address_space<workgroup>>
      %tagger = arith.cmpi ult, %tid, %c4 : index
      scf.if %tagger {
        %b4 = arith.muli %bid, %c4 : index
        %t0 = arith.addi %tagbase, %b4 : index
        %t1 = arith.addi %t0, %tid : index
        %tag = arith.index_cast %t1 : index to i32
        %slot = arith.addi %c256, %tid : index
        memref.store %tag, %stage[%slot] : memref<260xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %r = arith.subi %c255, %tid : index
      %a = memref.load %stage[%r] : memref<260xi32, #gpu.address_space<workgroup>>
      %tm = arith.andi %tid, %c3 : index
      %ts = arith.addi %c256, %tm : index
      %t = memref.load %stage[%ts] : memref<260xi32, #gpu.address_space<workgroup>>
      %sum = arith.addi %a, %t : i32
      memref.store %sum, %out[%i] : memref<32768xi32>
      gpu.return
    }

    gpu.func @reverse_doubled(%in: memref<51200xi32>, %out: memref<51200xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c127 = arith.constant 127 : index
      %c128 = arith.constant 128 : index
      %c255 = arith.constant 255 : index
      %c256 = arith.constant 256 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c256 : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
      %hi = arith.addi %tid, %c128 : index
      %i0 = arith.addi %base, %tid : index
      %i1 = arith.addi %base, %hi : index
      %v0 = memref.load %in[%i0] : memref<51200xi32>
      %v1 = memref.load %in[%i1] : memref<51200xi32>
      memref.store %v0, %stage[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      memref.store %v1, %stage[%hi] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r0 = arith.subi %c255, %tid : index
      %r1 = arith.subi %c127, %tid : index
      %w0 = memref.load %stage[%r0] : memref<256xi32, #gpu.address_space<workgroup>>
      %w1 = memref.load %stage[%r1] : memref<256xi32, #gpu.address_space<workgroup>>
      %d0 = arith.addi %w0, %w0 : i32
      %d1 = arith.addi %w1, %w1 : i32
      memref.store %d0, %out[%i0] : memref<51200xi32>
      memref.store %d1, %out[%i1] : memref<51200xi32>
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
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c128 = arith.constant 128 : index
    %c200 = arith.constant 200 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %na = arith.constant 32768 : index
    %nb = arith.constant 51200 : index
    %tagbase = arith.constant 1000000 : index
    %zero64 = arith.constant 0 : i64
    %shift = arith.constant 12 : i32
    %bytes_a = arith.constant 1040 : i32
    %bytes_b = arith.constant 1024 : i32
    %seed_a = arith.constant 19088743 : i32    // 0x01234567
    %seed_b = arith.constant -1985229329 : i32 // 0x89ABCDEF
    %ha = memref.alloc() : memref<32768xi32>
    %hoa = memref.alloc() : memref<32768xi32>
    %hb = memref.alloc() : memref<51200xi32>
    %hob = memref.alloc() : memref<51200xi32>
    scf.for %i = %c0 to %na step %c1 {
      %h = func.call @hash(%i, %seed_a) : (index, i32) -> i32
      %v = arith.shrui %h, %shift : i32
      memref.store %v, %ha[%i] : memref<32768xi32>
    }
    scf.for %i = %c0 to %nb step %c1 {
      %h = func.call @hash(%i, %seed_b) : (index, i32) -> i32
      %v = arith.shrui %h, %shift : i32
      memref.store %v, %hb[%i] : memref<51200xi32>
    }

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<32768xi32>
    %doa, %t2 = gpu.alloc async [%t1] () : memref<32768xi32>
    %db, %t3 = gpu.alloc async [%t2] () : memref<51200xi32>
    %dob, %t4 = gpu.alloc async [%t3] () : memref<51200xi32>
    %t5 = gpu.memcpy async [%t4] %da, %ha : memref<32768xi32>, memref<32768xi32>
    %t6 = gpu.memcpy async [%t5] %db, %hb : memref<51200xi32>, memref<51200xi32>
    %t7 = gpu.launch_func async [%t6] @kernels::@reverse_tagged
        blocks in (%c128, %c1, %c1) threads in (%c256, %c1, %c1)
        dynamic_shared_memory_size %bytes_a
        args(%da : memref<32768xi32>, %doa : memref<32768xi32>) {kfusion.horizontal_group = 1 : i64}
    %t8 = gpu.launch_func async [%t7] @kernels::@reverse_doubled
        blocks in (%c200, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %bytes_b
        args(%db : memref<51200xi32>, %dob : memref<51200xi32>) {kfusion.horizontal_group = 1 : i64}
    %t9 = gpu.memcpy async [%t8] %hoa, %doa : memref<32768xi32>, memref<32768xi32>
    %t10 = gpu.memcpy async [%t9] %hob, %dob : memref<51200xi32>, memref<51200xi32>
    %t11 = gpu.dealloc async [%t10] %da : memref<32768xi32>
    %t12 = gpu.dealloc async [%t11] %doa : memref<32768xi32>
    %t13 = gpu.dealloc async [%t12] %db : memref<51200xi32>
    %t14 = gpu.dealloc async [%t13] %dob : memref<51200xi32>
    gpu.wait [%t14]

    // Tagged: out[b*256+t] = in[b*256+255-t] + 1000000 + 4b + t%4;
    // checksum sum((i % 7 + 1) * out[i]).
    %amm, %acs = scf.for %i = %c0 to %na step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %b = arith.divui %i, %c256 : index
      %t = arith.remui %i, %c256 : index
      %base = arith.muli %b, %c256 : index
      %rt = arith.subi %c255, %t : index
      %src = arith.addi %base, %rt : index
      %v = memref.load %ha[%src] : memref<32768xi32>
      %b4 = arith.muli %b, %c4 : index
      %tm = arith.andi %t, %c3 : index
      %g0 = arith.addi %tagbase, %b4 : index
      %g1 = arith.addi %g0, %tm : index
      %tag = arith.index_cast %g1 : index to i32
      %want = arith.addi %v, %tag : i32
      %got = memref.load %hoa[%i] : memref<32768xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %im = arith.remui %i, %c7 : index
      %w1 = arith.addi %im, %c1 : index
      %w = arith.index_cast %w1 : index to i64
      %g = arith.extsi %got : i32 to i64
      %p = arith.muli %w, %g : i64
      %cs2 = arith.addi %cs, %p : i64
      scf.yield %mm2, %cs2 : i64, i64
    }
    // Doubled: out[b*256+j] = 2 in[b*256+255-j]; checksum sum((i % 11 + 1) * out[i]).
    %bmm, %bcs = scf.for %i = %c0 to %nb step %c1
        iter_args(%mm = %zero64, %cs = %zero64) -> (i64, i64) {
      %b = arith.divui %i, %c256 : index
      %j = arith.remui %i, %c256 : index
      %base = arith.muli %b, %c256 : index
      %rj = arith.subi %c255, %j : index
      %src = arith.addi %base, %rj : index
      %v = memref.load %hb[%src] : memref<51200xi32>
      %want = arith.addi %v, %v : i32
      %got = memref.load %hob[%i] : memref<51200xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.extui %ne : i1 to i64
      %mm2 = arith.addi %mm, %inc : i64
      %im = arith.remui %i, %c11 : index
      %w1 = arith.addi %im, %c1 : index
      %w = arith.index_cast %w1 : index to i64
      %g = arith.extsi %got : i32 to i64
      %p = arith.muli %w, %g : i64
      %cs2 = arith.addi %cs, %p : i64
      scf.yield %mm2, %cs2 : i64, i64
    }

    vector.print str "hfuse-dynamic-shared: tagged mismatches = "
    vector.print %amm : i64
    vector.print str "hfuse-dynamic-shared: doubled mismatches = "
    vector.print %bmm : i64
    vector.print str "hfuse-dynamic-shared: tagged checksum = "
    vector.print %acs : i64
    vector.print str "hfuse-dynamic-shared: doubled checksum = "
    vector.print %bcs : i64
    memref.dealloc %ha : memref<32768xi32>
    memref.dealloc %hoa : memref<32768xi32>
    memref.dealloc %hb : memref<51200xi32>
    memref.dealloc %hob : memref<51200xi32>
    return
  }
}
