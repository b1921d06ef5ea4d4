// RUN: kfusion-opt %s -split-input-file -allow-unregistered-dialect --kfusion-lower-horizontal | FileCheck %s

// Two 1-D partitions with a barrier each: region 0 runs on threads 0..127
// with the kernel's thread ids unchanged, region 1 on threads 128..383 with
// ids shifted down by 128; each gpu.barrier becomes the partition's named
// barrier (id = region + 1, count = partition size).
// CHECK-LABEL: gpu.func @barriers
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK:         %[[C128:.*]] = arith.constant 128 : index
// CHECK:         %[[IN0:.*]] = arith.cmpi ult, %[[TID]], %[[C128]] : index
// CHECK:         scf.if %[[IN0]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[BID:.*]] = gpu.block_id x
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[TID]]]
// CHECK-NEXT:        kfusion.named_barrier id 1 threads 128
// CHECK-NOT:         gpu.barrier
// CHECK:             scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK:         %[[IN1:.*]] = arith.cmpi uge, %[[TID]], %{{.*}} : index
// CHECK:         scf.if %[[IN1]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[C128B:.*]] = arith.constant 128 : index
// CHECK-NEXT:        %[[LOCAL:.*]] = arith.subi %[[TID]], %[[C128B]] overflow<nsw, nuw> : index
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[LOCAL]]]
// CHECK-NEXT:        kfusion.named_barrier id 2 threads 256
// CHECK:             scf.yield
// CHECK:         gpu.return
gpu.module @kernels {
  gpu.func @barriers(%a: memref<384xf32>, %b: memref<384xf32>) kernel
      attributes {known_block_size = array<i32: 384, 1, 1>} {
    kfusion.horizontal partitions [128, 256]
        block_dims [(128, 1, 1), (256, 1, 1)]
        grid_dims [(64, 1, 1), (64, 1, 1)] {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%tid] : memref<384xf32>
      gpu.barrier
      kfusion.yield
    }, {
      %tid = gpu.thread_id x
      %f = arith.constant 2.0 : f32
      memref.store %f, %b[%tid] : memref<384xf32>
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Multi-dimensional blocks: region 0 sees a 16x8 block (x = local % 16,
// y = local / 16), region 1 an 8x4x2 block; block_dim, grid_dim and
// num_subgroups become constants, subgroup_id is local / 32, global_id is
// block_id * block_dim + thread_id. Both regions have the launch grid, so
// block ids are the kernel's.
// CHECK-LABEL: gpu.func @shapes
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK:         scf.if
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:        %[[TX:.*]] = arith.remui %[[TID]], %[[C16]] : index
// CHECK-NEXT:        %[[TY:.*]] = arith.divui %[[TID]], %[[C16]] : index
// CHECK-NEXT:        %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:        %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:        %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:        %[[BY:.*]] = gpu.block_id y
// CHECK:             %[[SG:.*]] = arith.divui %[[TID]], %[[C32]] : index
// CHECK:             %[[GY0:.*]] = arith.muli %[[BY]], %[[C8]] : index
// CHECK-NEXT:        %[[GY:.*]] = arith.addi %[[GY0]], %[[TY]] : index
// CHECK-NEXT:        "test.use"(%[[TX]], %[[TY]], %[[C16]], %[[C8]], %[[C4]], %[[SG]], %[[GY]])
// CHECK:           scf.execute_region {
// CHECK-NEXT:        %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:        %[[LOCAL:.*]] = arith.subi %[[TID]], %[[C128]] overflow<nsw, nuw> : index
// CHECK-NEXT:        %[[C8B:.*]] = arith.constant 8 : index
// CHECK-NEXT:        %[[TX1:.*]] = arith.remui %[[LOCAL]], %[[C8B]] : index
// CHECK-NEXT:        %[[T32:.*]] = arith.divui %[[LOCAL]], %[[C8B]] : index
// CHECK-NEXT:        %[[C4B:.*]] = arith.constant 4 : index
// CHECK-NEXT:        %[[TY1:.*]] = arith.remui %[[T32]], %[[C4B]] : index
// CHECK-NEXT:        %[[C32B:.*]] = arith.constant 32 : index
// CHECK-NEXT:        %[[TZ1:.*]] = arith.divui %[[LOCAL]], %[[C32B]] : index
// CHECK-NEXT:        %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:        "test.use"(%[[TX1]], %[[TY1]], %[[TZ1]], %[[C2]])
gpu.module @kernels {
  gpu.func @shapes() kernel {
    kfusion.horizontal partitions [128, 64]
        block_dims [(16, 8, 1), (8, 4, 2)]
        grid_dims [(4, 4, 1), (4, 4, 1)] {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_dim x
      %by = gpu.block_dim y
      %gy = gpu.grid_dim y
      %sg = gpu.subgroup_id : index
      %gid = gpu.global_id y
      "test.use"(%tx, %ty, %bx, %by, %gy, %sg, %gid) : (index, index, index, index, index, index, index) -> ()
      kfusion.yield
    }, {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %n = gpu.num_subgroups : index
      "test.use"(%tx, %ty, %tz, %n) : (index, index, index, index) -> ()
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Different grids: the launch grid is 1-D with the larger block count (200).
// Region 0 (a 10x10x2 grid, 200 blocks) runs in every block and sees its
// block ids delinearized from block_id x; region 1 (a 50-block grid) is
// skipped by blocks 50 and up.
// CHECK-LABEL: gpu.func @grids
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT:    %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT:    %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:    %[[IN0:.*]] = arith.cmpi ult, %[[TID]], %[[C32]] : index
// CHECK-NEXT:    scf.if %[[IN0]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:        %[[BX:.*]] = arith.remui %[[BID]], %[[C10]] : index
// CHECK-NEXT:        %[[Q:.*]] = arith.divui %[[BID]], %[[C10]] : index
// CHECK-NEXT:        %[[BY:.*]] = arith.remui %[[Q]], %[[C10]] : index
// CHECK-NEXT:        %[[C100:.*]] = arith.constant 100 : index
// CHECK-NEXT:        %[[BZ:.*]] = arith.divui %[[BID]], %[[C100]] : index
// CHECK-NEXT:        "test.use"(%[[BX]], %[[BY]], %[[BZ]])
// CHECK:         %[[IN1:.*]] = arith.cmpi uge, %[[TID]], %{{.*}} : index
// CHECK:         %[[C50:.*]] = arith.constant 50 : index
// CHECK:         %[[INGRID:.*]] = arith.cmpi ult, %[[BID]], %[[C50]] : index
// CHECK:         %[[GUARD:.*]] = arith.andi %[[IN1]], %[[INGRID]] : i1
// CHECK:         scf.if %[[GUARD]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[C50B:.*]] = arith.constant 50 : index
// CHECK-NEXT:        "test.use"(%[[BID]], %[[C50B]])
gpu.module @kernels {
  gpu.func @grids() kernel {
    kfusion.horizontal partitions [32, 32]
        block_dims [(32, 1, 1), (32, 1, 1)]
        grid_dims [(10, 10, 2), (50, 1, 1)] {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      "test.use"(%bx, %by, %bz) : (index, index, index) -> ()
      kfusion.yield
    }, {
      %bx = gpu.block_id x
      %gx = gpu.grid_dim x
      "test.use"(%bx, %gx) : (index, index) -> ()
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Dynamic shared memory: region 0's 100 bytes start at offset 0 (its op is
// left as it is), region 1's 64 bytes at 128 (100 rounded up to 128), as a
// view of the kernel's dynamic shared memory. An early exit becomes a
// second scf.yield of the region.
// CHECK-LABEL: gpu.func @shared_and_early_exit
// CHECK:         scf.execute_region {
// CHECK-NEXT:      %[[RAW0:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:      "test.use"(%[[RAW0]])
// CHECK:         scf.execute_region {
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[LOCAL:.*]] = arith.subi %{{.*}}, %[[C64]] overflow<nsw, nuw> : index
// CHECK-NEXT:      %[[RAW:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:      %[[OFF:.*]] = arith.constant 128 : index
// CHECK:           cf.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[BODY:.*]]
// CHECK:         ^[[BODY]]:
// CHECK-NEXT:      %[[SLICE:.*]] = memref.view %[[RAW]][%[[OFF]]][%[[C64]]] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:      "test.use"(%[[SLICE]])
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    ^[[EXIT]]:
// CHECK-NEXT:      scf.yield
gpu.module @kernels {
  gpu.func @shared_and_early_exit(%n: index) kernel {
    kfusion.horizontal partitions [64, 64]
        block_dims [(64, 1, 1), (64, 1, 1)]
        grid_dims [(8, 1, 1), (8, 1, 1)]
        dynamic_shared_sizes [100, 64] {
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      "test.use"(%raw) : (memref<?xi8, #gpu.address_space<workgroup>>) -> ()
      kfusion.yield
    }, {
      %tid = gpu.thread_id x
      %out = arith.cmpi uge, %tid, %n : index
      cf.cond_br %out, ^exit, ^body
    ^body:
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      "test.use"(%raw) : (memref<?xi8, #gpu.address_space<workgroup>>) -> ()
      kfusion.yield
    ^exit:
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Staggered serial mode: the serial regions written out n = 2 times, step k
// running region (s + k) mod 2, where s, the region a block starts at, is the
// top bit of its linear id (z, y, x over the launch grid) times 0x9E3779B1
// (hi16 * 2 >> 16); each region keeps its thread range and its barrier ids.
// No loop is left (in one, LLVM's hoisted values stay live across both
// kernels' code: 99 registers against the serial form's 84 on SHA-256d +
// Ethash).
// Why it would fail: blocks would all run region 0 first (no rotation), a
// region could run twice or never in a block (a wrong step guard), or the
// loop would stay.
// CHECK-LABEL: gpu.func @serial_staggered
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK:         %[[BZ:.*]] = gpu.block_id z
// CHECK:         %[[GY:.*]] = gpu.grid_dim y
// CHECK:         %[[BY:.*]] = gpu.block_id y
// CHECK:         %[[GX:.*]] = gpu.grid_dim x
// CHECK:         %[[BX:.*]] = gpu.block_id x
// CHECK:         %[[LIN:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK:         %[[PHI:.*]] = arith.constant -1640531535 : i32
// CHECK-NEXT:    %[[HASH:.*]] = arith.muli %[[LIN]], %[[PHI]] : i32
// CHECK-NEXT:    %[[S16:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    %[[HIGH:.*]] = arith.shrui %[[HASH]], %[[S16]] : i32
// CHECK-NEXT:    %[[N32:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[SCALED:.*]] = arith.muli %[[HIGH]], %[[N32]] : i32
// CHECK-NEXT:    %[[S16B:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    %[[FIRST32:.*]] = arith.shrui %[[SCALED]], %[[S16B]] : i32
// CHECK-NEXT:    %[[FIRST:.*]] = arith.index_castui %[[FIRST32]] : i32 to index
// CHECK-NEXT:    %[[N:.*]] = arith.constant 2 : index
// CHECK-NOT:     scf.for
// CHECK:         %[[SUM0:.*]] = arith.addi %[[FIRST]], %{{.*}} : index
// CHECK-NEXT:    %[[STEP0:.*]] = arith.remui %[[SUM0]], %[[N]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[IS0:.*]] = arith.cmpi eq, %[[STEP0]], %[[C0]] : index
// CHECK-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[IN0:.*]] = arith.cmpi ult, %[[TID]], %[[C128]] : index
// CHECK-NEXT:    %[[RUN0:.*]] = arith.andi %[[IS0]], %[[IN0]] : i1
// CHECK-NEXT:    scf.if %[[RUN0]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        "test.use"(%[[TID]])
// CHECK-NEXT:        kfusion.named_barrier id 1 threads 128
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[IS1:.*]] = arith.cmpi eq, %[[STEP0]], %[[C1]] : index
// CHECK-NEXT:    scf.if %[[IS1]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        "test.use"(%[[TID]])
// CHECK-NEXT:        kfusion.named_barrier id 2 threads 256
// CHECK:         %[[SUM1:.*]] = arith.addi %[[FIRST]], %{{.*}} : index
// CHECK-NEXT:    %[[STEP1:.*]] = arith.remui %[[SUM1]], %[[N]] : index
// CHECK:         arith.cmpi eq, %[[STEP1]], %{{.*}} : index
// CHECK:         kfusion.named_barrier id 1 threads 128
// CHECK:         arith.cmpi eq, %[[STEP1]], %{{.*}} : index
// CHECK:         kfusion.named_barrier id 2 threads 256
// CHECK-NOT:     kfusion.named_barrier
// CHECK:         gpu.return
gpu.module @kernels {
  gpu.func @serial_staggered() kernel {
    kfusion.horizontal serial staggered partitions [128, 256]
        block_dims [(128, 1, 1), (256, 1, 1)]
        grid_dims [(8, 1, 1), (8, 1, 1)] {
      %tid = gpu.thread_id x
      "test.use"(%tid) : (index) -> ()
      gpu.barrier
      kfusion.yield
    }, {
      %tid = gpu.thread_id x
      "test.use"(%tid) : (index) -> ()
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Serial mode: both regions start at thread 0, one after the other; the
// widest (256 threads, the whole block) needs no guard, the other runs on
// threads 0..127. Barriers still get one id per region.
// CHECK-LABEL: gpu.func @serial
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[IN0:.*]] = arith.cmpi ult, %[[TID]], %[[C128]] : index
// CHECK-NEXT:    scf.if %[[IN0]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        "test.use"(%[[TID]])
// CHECK-NEXT:        kfusion.named_barrier id 1 threads 128
// CHECK:         scf.execute_region {
// CHECK-NEXT:      "test.use"(%[[TID]])
// CHECK-NEXT:      kfusion.named_barrier id 2 threads 256
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.return
gpu.module @kernels {
  gpu.func @serial() kernel {
    kfusion.horizontal serial partitions [128, 256]
        block_dims [(128, 1, 1), (256, 1, 1)]
        grid_dims [(8, 1, 1), (8, 1, 1)] {
      %tid = gpu.thread_id x
      "test.use"(%tid) : (index) -> ()
      gpu.barrier
      kfusion.yield
    }, {
      %tid = gpu.thread_id x
      "test.use"(%tid) : (index) -> ()
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Interleaved blocks (grids of 3 and 5 blocks, a launch of 8): launch
// block b runs region 0 as its block ceil(3b / 8) where that rises at b + 1
// (blocks 0, 2, 5), else region 1 as its block b - ceil(3b / 8) (blocks 1,
// 3, 4, 6, 7), computed in i64 with the constants folded (the launch's 8
// blocks the divisor); both regions start at thread 0, the narrower one (64
// of 128 threads) guarded. Each block holds one region, so both dynamic
// shared memory slices start at offset 0 (no view). Barriers still get one
// id per region.
// CHECK-LABEL: gpu.func @blocks
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT:    %[[BID:.*]] = gpu.block_id x
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[G0:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[B:.*]] = arith.index_castui %[[BID]] : index to i64
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[GLESS:.*]] = arith.constant 7 : i64
// CHECK:         %[[M:.*]] = arith.muli %[[B]], %[[G0]] : i64
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[M]], %[[GLESS]] : i64
// CHECK-NEXT:    %[[BEFORE:.*]] = arith.divui %[[U]], %[[G:c8_i64[_0-9]*]] : i64
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[B]], %[[ONE]] : i64
// CHECK-NEXT:    %[[M1:.*]] = arith.muli %[[NEXT]], %[[G0]] : i64
// CHECK-NEXT:    %[[U1:.*]] = arith.addi %[[M1]], %[[GLESS]] : i64
// CHECK-NEXT:    %[[UPTO:.*]] = arith.divui %[[U1]], %[[G]] : i64
// CHECK-NEXT:    %[[MINE:.*]] = arith.cmpi ugt, %[[UPTO]], %[[BEFORE]] : i64
// CHECK-NEXT:    %[[OWN0:.*]] = arith.index_castui %[[BEFORE]] : i64 to index
// CHECK-NEXT:    %[[NOTMINE:.*]] = arith.xori %[[MINE]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[REST:.*]] = arith.subi %[[B]], %[[BEFORE]] : i64
// CHECK:         %[[OWN1:.*]] = arith.index_castui %[[REST]] : i64 to index
// CHECK-NEXT:    %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[IN0:.*]] = arith.cmpi ult, %[[TID]], %[[C64]] : index
// CHECK-NEXT:    %[[GUARD0:.*]] = arith.andi %[[IN0]], %[[MINE]] : i1
// CHECK-NEXT:    scf.if %[[GUARD0]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[RAW0:.*]] = gpu.dynamic_shared_memory
// CHECK-NEXT:        "test.use"(%[[OWN0]], %[[RAW0]])
// CHECK-NEXT:        kfusion.named_barrier id 1 threads 64
// CHECK:         scf.if %[[NOTMINE]] {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        %[[RAW1:.*]] = gpu.dynamic_shared_memory
// CHECK-NEXT:        "test.use"(%[[OWN1]], %[[RAW1]])
// CHECK-NEXT:        kfusion.named_barrier id 2 threads 128
gpu.module @kernels {
  gpu.func @blocks() kernel {
    kfusion.horizontal blocks partitions [64, 128]
        block_dims [(64, 1, 1), (128, 1, 1)]
        grid_dims [(3, 1, 1), (5, 1, 1)]
        dynamic_shared_sizes [100, 64] {
      %bid = gpu.block_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      "test.use"(%bid, %raw) : (index, memref<?xi8, #gpu.address_space<workgroup>>) -> ()
      gpu.barrier
      kfusion.yield
    }, {
      %bid = gpu.block_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      "test.use"(%bid, %raw) : (index, memref<?xi8, #gpu.address_space<workgroup>>) -> ()
      gpu.barrier
      kfusion.yield
    }
    gpu.return
  }
}

// -----

// Registers per partition with grids given at run time: the first region's
// code sits in its setmaxnreg branch, so the launch's block id that both
// regions read is made before it (one made there would not dominate the
// second region: the output would not verify).
// CHECK-LABEL: gpu.func @registers_dynamic_grids
// CHECK:         %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT:    %[[BID:.*]] = gpu.block_id x
// CHECK:         scf.if
// CHECK-NEXT:      nvvm.setmaxregister decrease 24
// CHECK:           arith.cmpi ult, %[[BID]], %arg0 : index
// CHECK:             "test.use"(%[[BID]])
// CHECK:         scf.if
// CHECK-NEXT:      nvvm.setmaxregister increase 56
// CHECK:           arith.cmpi ult, %[[BID]], %arg1 : index
// CHECK:             "test.use"(%[[BID]])
gpu.module @kernels {
  gpu.func @registers_dynamic_grids(%g0: index, %g1: index) kernel
      attributes {nvvm.maxnreg = 40 : i32} {
    kfusion.horizontal partitions [128, 128]
        block_dims [(128, 1, 1), (128, 1, 1)]
        grid_dims [(?, 1, 1), (?, 1, 1)] grid_sizes(%g0, %g1)
        partition_registers [24, 56] {
      %bid = gpu.block_id x
      "test.use"(%bid) : (index) -> ()
      kfusion.yield
    }, {
      %bid = gpu.block_id x
      "test.use"(%bid) : (index) -> ()
      kfusion.yield
    }
    gpu.return
  }
}
