// RUN: kfusion-sim %s | FileCheck %s

// What it proves: every GPU id and dimension op returns the value the
// hardware gives, for a 3-D grid of 3-D blocks: thread_id, block_id,
// block_dim, grid_dim and global_id in x, y and z (kernel launched with
// gpu.launch_func, output in gpu.alloc'd memory copied back with
// gpu.memcpy), and lane_id, subgroup_id, num_subgroups and subgroup_size for
// blocks of 96 threads (three warps of 32; that kernel is written as a
// gpu.launch, which the interpreter outlines, and writes to host_shared
// memory).
//
// Why it would fail: each thread writes its 15 values into its own row
// (row = linear block * 24 + linear thread, x fastest); the host prints, for
// each column k, sum over rows of (row + 1) * out[row][k]. A swapped
// dimension, a block_dim/grid_dim mix-up, a global_id computed from the wrong
// dimension, a thread writing another thread's row, or lane ids that do not
// restart at each warp change those weighted sums. One full row (block
// (1, 0, 1), thread (2, 1, 0)) is printed too. Expected values computed
// independently with python3 from the CUDA definitions (see the loop
// nest in the comment before main).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%out: memref<288x15xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %c14 = arith.constant 14 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %dz = gpu.block_dim z
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %gz = gpu.grid_dim z
      %ix = gpu.global_id x
      %iy = gpu.global_id y
      %iz = gpu.global_id z
      // row = ((bz*gy + by)*gx + bx) * (dx*dy*dz) + (tz*dy + ty)*dx + tx
      %b0 = arith.muli %bz, %gy : index
      %b1 = arith.addi %b0, %by : index
      %b2 = arith.muli %b1, %gx : index
      %blin = arith.addi %b2, %bx : index
      %t0 = arith.muli %tz, %dy : index
      %t1 = arith.addi %t0, %ty : index
      %t2 = arith.muli %t1, %dx : index
      %tlin = arith.addi %t2, %tx : index
      %dxy = arith.muli %dx, %dy : index
      %nthr = arith.muli %dxy, %dz : index
      %r0 = arith.muli %blin, %nthr : index
      %row = arith.addi %r0, %tlin : index
      %v0 = arith.index_cast %tx : index to i32
      %v1 = arith.index_cast %ty : index to i32
      %v2 = arith.index_cast %tz : index to i32
      %v3 = arith.index_cast %bx : index to i32
      %v4 = arith.index_cast %by : index to i32
      %v5 = arith.index_cast %bz : index to i32
      %v6 = arith.index_cast %dx : index to i32
      %v7 = arith.index_cast %dy : index to i32
      %v8 = arith.index_cast %dz : index to i32
      %v9 = arith.index_cast %gx : index to i32
      %v10 = arith.index_cast %gy : index to i32
      %v11 = arith.index_cast %gz : index to i32
      %v12 = arith.index_cast %ix : index to i32
      %v13 = arith.index_cast %iy : index to i32
      %v14 = arith.index_cast %iz : index to i32
      memref.store %v0, %out[%row, %c0] : memref<288x15xi32>
      memref.store %v1, %out[%row, %c1] : memref<288x15xi32>
      memref.store %v2, %out[%row, %c2] : memref<288x15xi32>
      memref.store %v3, %out[%row, %c3] : memref<288x15xi32>
      memref.store %v4, %out[%row, %c4] : memref<288x15xi32>
      memref.store %v5, %out[%row, %c5] : memref<288x15xi32>
      memref.store %v6, %out[%row, %c6] : memref<288x15xi32>
      memref.store %v7, %out[%row, %c7] : memref<288x15xi32>
      memref.store %v8, %out[%row, %c8] : memref<288x15xi32>
      memref.store %v9, %out[%row, %c9] : memref<288x15xi32>
      memref.store %v10, %out[%row, %c10] : memref<288x15xi32>
      memref.store %v11, %out[%row, %c11] : memref<288x15xi32>
      memref.store %v12, %out[%row, %c12] : memref<288x15xi32>
      memref.store %v13, %out[%row, %c13] : memref<288x15xi32>
      memref.store %v14, %out[%row, %c14] : memref<288x15xi32>
      gpu.return
    }
  }

  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

  // Prints "name: s0 s1 ... s(n-1)" where sk = sum_r (r+1) * m[r][k].
  func.func @weighted(%m: memref<?x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xi32>
    %cols = memref.dim %m, %c1 : memref<?x?xi32>
    %zero = arith.constant 0 : i64
    scf.for %k = %c0 to %cols step %c1 {
      %s = scf.for %r = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (i64) {
        %v = memref.load %m[%r, %k] : memref<?x?xi32>
        %v64 = arith.extsi %v : i32 to i64
        %r1 = arith.addi %r, %c1 : index
        %w = arith.index_cast %r1 : index to i64
        %p = arith.muli %v64, %w : i64
        %a = arith.addi %acc, %p : i64
        scf.yield %a : i64
      }
      vector.print str " "
      vector.print %s : i64 punctuation <no_punctuation>
    }
    vector.print str "\n"
    return
  }

  // Reference (python3):
  //   for bz,by,bx in grid(2,3,2 as z,y,x), tz,ty,tx in block(3,2,4):
  //     row = ((bz*3+by)*2+bx)*24 + (tz*2+ty)*4 + tx
  //     vals = [tx,ty,tz,bx,by,bz,4,2,3,2,3,2,bx*4+tx,by*2+ty,bz*3+tz]
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c96 = arith.constant 96 : index
    %minus1 = arith.constant -1 : i32

    %sync_w1 = gpu.wait async
    %dout, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<288x15xi32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %sync_t2 = gpu.memset async [%sync_w2] %dout, %minus1 : memref<288x15xi32>, i32
    gpu.wait [%sync_t2]
    gpu.launch_func @kernels::@ids
        blocks in (%c2, %c3, %c2) threads in (%c4, %c2, %c3)
        args(%dout : memref<288x15xi32>)
    %hout = memref.alloc() : memref<288x15xi32>
    %copy_w1 = gpu.wait async
    %copy_t1 = gpu.memcpy async [%copy_w1] %hout, %dout : memref<288x15xi32>, memref<288x15xi32>
    gpu.wait [%copy_t1]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %dout : memref<288x15xi32>
    gpu.wait [%sync_t3]

    // CHECK: ids: 62784 21096 43152 22536 50832 31176 166464 83232 124848 83232 124848 83232 152928 122760 136680
    vector.print str "ids:"
    %hdyn = memref.cast %hout : memref<288x15xi32> to memref<?x?xi32>
    func.call @weighted(%hdyn) : (memref<?x?xi32>) -> ()

    // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 2610 sizes = [15] strides = [1] data =
    // CHECK-NEXT: [2,  1,  0,  1,  0,  1,  4,  2,  3,  2,  3,  2,  6,  1,  3]
    %row = memref.subview %hout[174, 0] [1, 15] [1, 1]
        : memref<288x15xi32> to memref<15xi32, strided<[1], offset: 2610>>
    %row_u = memref.cast %row : memref<15xi32, strided<[1], offset: 2610>> to memref<*xi32>
    func.call @printMemrefI32(%row_u) : (memref<*xi32>) -> ()

    // Lane and subgroup ids: 2 blocks of 96 threads.
    %lanes = gpu.alloc host_shared () : memref<192x4xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c96, %sy = %c1, %sz = %c1) {
      %lane = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size : index
      %base = arith.muli %bx, %sx : index
      %r = arith.addi %base, %tx : index
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %k2 = arith.constant 2 : index
      %k3 = arith.constant 3 : index
      %l32 = arith.index_cast %lane : index to i32
      %sg32 = arith.index_cast %sg : index to i32
      %nsg32 = arith.index_cast %nsg : index to i32
      %sgs32 = arith.index_cast %sgs : index to i32
      memref.store %l32, %lanes[%r, %k0] : memref<192x4xi32>
      memref.store %sg32, %lanes[%r, %k1] : memref<192x4xi32>
      memref.store %nsg32, %lanes[%r, %k2] : memref<192x4xi32>
      memref.store %sgs32, %lanes[%r, %k3] : memref<192x4xi32>
      gpu.terminator
    }
    // CHECK-NEXT: lanes: 303552 22624 55584 592896
    vector.print str "lanes:"
    %ldyn = memref.cast %lanes : memref<192x4xi32> to memref<?x?xi32>
    func.call @weighted(%ldyn) : (memref<?x?xi32>) -> ()
    // Thread 70 of block 1: lane 6, subgroup 2.
    // CHECK-NEXT: lanes[166] = 6 2 3 32
    %c166 = arith.constant 166 : index
    %l0 = memref.load %lanes[%c166, %c0] : memref<192x4xi32>
    %l1 = memref.load %lanes[%c166, %c1] : memref<192x4xi32>
    %l2 = memref.load %lanes[%c166, %c2] : memref<192x4xi32>
    %l3 = memref.load %lanes[%c166, %c3] : memref<192x4xi32>
    vector.print str "lanes[166] = "
    vector.print %l0 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %l1 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %l2 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %l3 : i32
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %lanes : memref<192x4xi32>
    gpu.wait [%sync_t4]
    memref.dealloc %hout : memref<288x15xi32>
    return
  }
}
