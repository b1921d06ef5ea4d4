// RUN: kfusion-sim %s | FileCheck %s
// RUN: kfusion-sim %s --schedule=reverse | FileCheck %s
// RUN: kfusion-sim %s --schedule=random --seed=3 | FileCheck %s
// RUN: kfusion-sim %s --skew --seed=7 | FileCheck %s
// RUN: kfusion-sim %s --schedule=random --skew --seed=11 --quantum=3 | FileCheck %s
// RUN: kfusion-sim %s --schedule=random --seed=5 --sms=2 --blocks-per-sm=2 | FileCheck %s

// What it proves: blocks of a thread-block cluster exchange halos through
// distributed shared memory. 8 blocks of 16 threads in clusters of 4 along x
// compute out[g] = in[g-1] + 2 in[g] + in[g+1], each block from a workgroup
// tile of its 16 points: after nvvm.cluster.arrive + nvvm.cluster.wait
// (the `aligned` form once), thread 0 reads the left neighbour's last point
// and thread 15 the right neighbour's first with kfusion.remote_load (rank
// -1 / +1); at a cluster's edge the halo is 0 (blocks 3 and 4 are in
// different clusters); the other points come from the block's own tile.
// A second arrive + wait keeps every block's tile alive until its neighbours
// have read it. A relaxed arrive + wait at the start (no data to publish)
// checks the relaxed form. Runs under forward, reverse and random orders,
// uneven block speeds (--skew), a quantum of 3 instructions, and with room
// for one cluster at a time (--sms=2 --blocks-per-sm=2).
//
// Why it would fail: a remote load reading the reader's own tile, the wrong
// rank, or a block's tile before its writes (a wait that did not wait for
// the whole cluster) gives other values; a wait that did not order the
// block's own threads' writes, or a block retired before its neighbours'
// reads, is reported as a race or a read after exit. Inputs are
// (37 g mod 101) - 50; expected rows computed with python3.

// CHECK-LABEL: cluster-halo-exchange: out
// CHECK-NEXT: {{^}}-113 -52 -5 -59 -12 35 -19 28 75 21 -33 -87 -40 7 -47 0
// CHECK-NEXT: {{^}}47 -7 40 87 33 -21 -75 -28 19 -35 12 59 5 52 99 45
// CHECK-NEXT: {{^}}-9 -63 -16 31 -23 24 71 17 -37 -91 -44 3 -51 -4 43 -11
// CHECK-NEXT: {{^}}36 83 29 -25 -79 -32 15 -39 8 55 1 48 95 41 -13 -62
// CHECK-NEXT: {{^}}22 27 -27 20 67 13 -41 -95 -48 -1 -55 -8 39 -15 32 79
// CHECK-NEXT: {{^}}25 -29 -83 -36 11 -43 4 51 -3 44 91 37 -17 -71 -24 23
// CHECK-NEXT: {{^}}-31 16 63 9 -45 -99 -52 -5 -59 -12 35 -19 28 75 21 -33
// CHECK-NEXT: {{^}}-87 -40 7 -47 0 47 -7 40 87 33 -21 -75 -28 19 -35 -28

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stencil(%in: memref<128xi32>, %out: memref<128xi32>)
        workgroup(%tile : memref<16xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0 : i32
      %two = arith.constant 2 : i32
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c16 : index
      %g = arith.addi %base, %tid : index
      %v = memref.load %in[%g] : memref<128xi32>
      memref.store %v, %tile[%tid] : memref<16xi32, #gpu.address_space<workgroup>>
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
      %rank = gpu.cluster_block_id x
      %size = gpu.cluster_dim_blocks x
      %last = arith.subi %size, %c1 : index
      %first_thread = arith.cmpi eq, %tid, %c0 : index
      %left = scf.if %first_thread -> (i32) {
        %has_left = arith.cmpi ugt, %rank, %c0 : index
        %h = scf.if %has_left -> (i32) {
          %r = arith.subi %rank, %c1 : index
          %x = kfusion.remote_load %tile[%c15] from %r
              : memref<16xi32, #gpu.address_space<workgroup>>
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        scf.yield %h : i32
      } else {
        %j = arith.subi %tid, %c1 : index
        %x = memref.load %tile[%j] : memref<16xi32, #gpu.address_space<workgroup>>
        scf.yield %x : i32
      }
      %last_thread = arith.cmpi eq, %tid, %c15 : index
      %right = scf.if %last_thread -> (i32) {
        %has_right = arith.cmpi ult, %rank, %last : index
        %h = scf.if %has_right -> (i32) {
          %r = arith.addi %rank, %c1 : index
          %x = kfusion.remote_load %tile[%c0] from %r
              : memref<16xi32, #gpu.address_space<workgroup>>
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        scf.yield %h : i32
      } else {
        %j = arith.addi %tid, %c1 : index
        %x = memref.load %tile[%j] : memref<16xi32, #gpu.address_space<workgroup>>
        scf.yield %x : i32
      }
      %mid = memref.load %tile[%tid] : memref<16xi32, #gpu.address_space<workgroup>>
      %mid2 = arith.muli %mid, %two : i32
      %s = arith.addi %left, %mid2 : i32
      %sum = arith.addi %s, %right : i32
      memref.store %sum, %out[%g] : memref<128xi32>
      // The neighbours may still read this block's tile.
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %i37 = arith.constant 37 : i32
    %i101 = arith.constant 101 : i32
    %i50 = arith.constant 50 : i32
    %in = gpu.alloc host_shared () : memref<128xi32>
    %out = gpu.alloc host_shared () : memref<128xi32>
    scf.for %i = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %i37 : i32
      %r = arith.remsi %m, %i101 : i32
      %v = arith.subi %r, %i50 : i32
      memref.store %v, %in[%i] : memref<128xi32>
    }
    gpu.launch_func @kernels::@stencil clusters in (%c4, %c1, %c1)
        blocks in (%c8, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%in : memref<128xi32>, %out : memref<128xi32>)
    vector.print str "cluster-halo-exchange: out\n"
    scf.for %b = %c0 to %c8 step %c1 {
      scf.for %t = %c0 to %c16 step %c1 {
        %b16 = arith.muli %b, %c16 : index
        %g = arith.addi %b16, %t : index
        %v = memref.load %out[%g] : memref<128xi32>
        vector.print %v : i32 punctuation <no_punctuation>
        vector.print str " "
      }
      vector.print str "\n"
    }
    %w = gpu.wait async
    %t1 = gpu.dealloc async [%w] %in : memref<128xi32>
    %t2 = gpu.dealloc async [%t1] %out : memref<128xi32>
    gpu.wait [%t2]
    return
  }
}
