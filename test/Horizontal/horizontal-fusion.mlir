// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion | FileCheck %s
// HFuse's serial baseline: same kernels, one block of the largest partition.
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="serial=true" | FileCheck %s --check-prefix=SERIAL
// The fused output is valid input for the lowering.
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion --kfusion-lower-horizontal -o /dev/null

// Two 1-D kernels with a barrier each (a block reduction and a histogram
// with shared atomics), chained through async tokens: one kernel with both
// bodies, both workgroup attributions, and one launch of 128 + 256 threads
// that waits for what the first launch waited for. The originals are gone.
// SERIAL-LABEL: gpu.func @reduce_hist_serial
// SERIAL-SAME:      known_block_size = array<i32: 256, 1, 1>
// SERIAL:         kfusion.horizontal serial partitions [128, 256] block_dims [(128, 1, 1), (256, 1, 1)]
// SERIAL-LABEL: func.func @one_d_pair
// SERIAL:         gpu.alloc async [%{{.*}}] () : memref<256xi32>
// SERIAL:         %[[C256:.*]] = arith.constant 256 : index
// SERIAL-NEXT:    gpu.launch_func async [%{{.*}}] @kernels::@reduce_hist_serial blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[C256]],
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT:   gpu.func @reduce(
// CHECK-NOT:   gpu.func @hist(
// CHECK:       gpu.func @reduce_hist_hfuse(%[[IN:.*]]: memref<8192xf32>, %[[OUT:.*]]: memref<64xf32>, %[[KEYS:.*]]: memref<8192xi32>, %[[BINS:.*]]: memref<256xi32>)
// CHECK-SAME:      workgroup(%[[PART:.*]] : memref<4xf32, #gpu.address_space<workgroup>>, %[[LOCAL:.*]] : memref<256xi32, #gpu.address_space<workgroup>>)
// CHECK-SAME:      kernel attributes {known_block_size = array<i32: 384, 1, 1>}
// CHECK-NEXT:    kfusion.horizontal partitions [128, 256] block_dims [(128, 1, 1), (256, 1, 1)] grid_dims [(64, 1, 1), (64, 1, 1)] {
// CHECK:           gpu.thread_id x
// CHECK:           memref.load %[[IN]]
// CHECK:           memref.store %{{.*}}, %[[PART]]
// CHECK:           gpu.barrier
// CHECK:           memref.store %{{.*}}, %[[OUT]]
// CHECK-NEXT:      kfusion.yield
// CHECK-NEXT:    }, {
// CHECK:           gpu.barrier
// CHECK:           memref.load %[[KEYS]]
// CHECK:           memref.atomic_rmw addi %{{.*}}, %[[LOCAL]]
// CHECK:           gpu.barrier
// CHECK:           memref.atomic_rmw addi %{{.*}}, %[[BINS]]
// CHECK-NEXT:      kfusion.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.return
// CHECK-LABEL: func.func @one_d_pair
// CHECK:         %{{.*}}, %[[DEP:.*]] = gpu.alloc async [%{{.*}}] () : memref<256xi32>
// CHECK-NEXT:    %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C384:.*]] = arith.constant 384 : index
// CHECK-NEXT:    %[[T:.*]] = gpu.launch_func async [%[[DEP]]] @kernels::@reduce_hist_hfuse blocks in (%[[C64]], %[[C1]], %[[C1]]) threads in (%[[C384]], %[[C1]], %[[C1]]) args(%{{.*}} : memref<8192xf32>, %{{.*}} : memref<64xf32>, %{{.*}} : memref<8192xi32>, %{{.*}} : memref<256xi32>)
// CHECK-NOT:     gpu.launch_func
// CHECK:         gpu.wait [%[[T]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%in: memref<8192xf32>, %out: memref<64xf32>)
        workgroup(%partials: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %in[%i] : memref<8192xf32>
      %warp = arith.divui %tid, %c32 : index
      memref.store %v, %partials[%warp] : memref<4xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %p = memref.load %partials[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
      memref.store %p, %out[%bid] : memref<64xf32>
      gpu.return
    }
    gpu.func @hist(%keys: memref<8192xi32>, %bins: memref<256xi32>)
        workgroup(%local: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %tid = gpu.thread_id x
      memref.store %c0, %local[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %k = memref.load %keys[%tid] : memref<8192xi32>
      %bin = arith.index_cast %k : i32 to index
      %old = memref.atomic_rmw addi %c1, %local[%bin] : (i32, memref<256xi32, #gpu.address_space<workgroup>>) -> i32
      gpu.barrier
      %n = memref.load %local[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      %old2 = memref.atomic_rmw addi %n, %bins[%tid] : (i32, memref<256xi32>) -> i32
      gpu.return
    }
  }
  func.func @one_d_pair() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %t0 = gpu.wait async
    %in, %ta = gpu.alloc async [%t0] () : memref<8192xf32>
    %out, %tb = gpu.alloc async [%ta] () : memref<64xf32>
    %keys, %tc = gpu.alloc async [%tb] () : memref<8192xi32>
    %bins, %td = gpu.alloc async [%tc] () : memref<256xi32>
    %t1 = gpu.launch_func async [%td] @kernels::@reduce blocks in (%c64, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<8192xf32>, %out : memref<64xf32>) {kfusion.horizontal_group = 1 : i64}
    %t2 = gpu.launch_func async [%t1] @kernels::@hist blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%keys : memref<8192xi32>, %bins : memref<256xi32>) {kfusion.horizontal_group = 1 : i64}
    gpu.wait [%t2]
    return
  }
}

// -----

// A 2-D kernel (16x16 tile transpose) beside a 1-D one on another grid, with
// dynamic shared memory in both and an early return in the 1-D one: the
// regions keep their block shapes and grids, the launch covers the larger
// grid (64 blocks of the transpose, 100 of the scale) as a 1-D grid, and the
// dynamic shared memory is 1000 bytes aligned to 1024, plus 128.
// CHECK-LABEL: gpu.func @transpose_scale_hfuse
// CHECK-SAME:      (%[[A:.*]]: memref<128x128xf32>, %[[B:.*]]: memref<128x128xf32>, %[[V:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-SAME:      known_block_size = array<i32: 384, 1, 1>
// CHECK:         kfusion.horizontal partitions [256, 128] block_dims [(16, 16, 1), (128, 1, 1)] grid_dims [(8, 8, 1), (100, 1, 1)] dynamic_shared_sizes [1000, 128] {
// CHECK:           gpu.thread_id y
// CHECK:           gpu.dynamic_shared_memory
// CHECK:           gpu.barrier
// CHECK:           kfusion.yield
// CHECK-NEXT:    }, {
// CHECK:           gpu.global_id x
// CHECK:           cf.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[BODY:.*]]
// CHECK:         ^[[BODY]]:
// CHECK:           gpu.dynamic_shared_memory
// CHECK:           kfusion.yield
// CHECK:         ^[[EXIT]]:
// CHECK-NEXT:      kfusion.yield
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @two_d_and_one_d
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[C100:.*]] = arith.constant 100 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C384:.*]] = arith.constant 384 : index
// CHECK-NEXT:    %[[SMEM:.*]] = arith.constant 1152 : i32
// CHECK-NEXT:    gpu.launch_func @kernels::@transpose_scale_hfuse blocks in (%[[C100]], %[[C1]], %[[C1]]) threads in (%[[C384]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %[[SMEM]] args(
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose(%a: memref<128x128xf32>, %b: memref<128x128xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row0 = arith.muli %by, %c16 : index
      %col0 = arith.muli %bx, %c16 : index
      %row = arith.addi %row0, %ty : index
      %col = arith.addi %col0, %tx : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16x16xf32, #gpu.address_space<workgroup>>
      %x = memref.load %a[%row, %col] : memref<128x128xf32>
      memref.store %x, %tile[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %tile[%tx, %ty] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %orow = arith.addi %col0, %ty : index
      %ocol = arith.addi %row0, %tx : index
      memref.store %y, %b[%orow, %ocol] : memref<128x128xf32>
      gpu.return
    }
    gpu.func @scale(%v: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %out = arith.cmpi uge, %i, %n : index
      cf.cond_br %out, ^exit, ^body
    ^body:
      %tid = gpu.thread_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %stage = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      %x = memref.load %v[%i] : memref<?xf32>
      %two = arith.constant 2.0 : f32
      %y = arith.mulf %x, %two : f32
      memref.store %y, %v[%i] : memref<?xf32>
      gpu.return
    ^exit:
      gpu.return
    }
  }
  func.func @two_d_and_one_d(%a: memref<128x128xf32>, %b: memref<128x128xf32>, %v: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %s1 = arith.constant 1000 : i32
    %s2 = arith.constant 128 : i32
    %a1 = memref.alloc() : memref<128x128xf32>
    %b1 = memref.alloc() : memref<128x128xf32>
    %v1 = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @kernels::@transpose blocks in (%c8, %c8, %c1) threads in (%c16, %c16, %c1)
        dynamic_shared_memory_size %s1
        args(%a1 : memref<128x128xf32>, %b1 : memref<128x128xf32>) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @kernels::@scale blocks in (%c100, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %s2
        args(%v1 : memref<?xf32>, %n : index) {kfusion.horizontal_group = 2 : i64}
    return
  }
}

// -----

// A 3-D block (8x4x2) beside a 1-D one: 64 + 64 threads; both read the same
// buffer, which the fused kernel receives once.
// CHECK-LABEL: gpu.func @cube_line_hfuse
// CHECK-SAME:      (%[[X:.*]]: memref<4096xf32>, %[[Y:.*]]: memref<4096xf32>, %[[Z:.*]]: memref<4096xf32>)
// CHECK:         kfusion.horizontal partitions [64, 64] block_dims [(8, 4, 2), (64, 1, 1)] grid_dims [(64, 1, 1), (64, 1, 1)] {
// CHECK:           gpu.thread_id z
// CHECK:           memref.load %[[X]]
// CHECK:           memref.store %{{.*}}, %[[Y]]
// CHECK:         }, {
// CHECK:           memref.load %[[X]]
// CHECK:           memref.store %{{.*}}, %[[Z]]
// CHECK-LABEL: func.func @three_d_block
// CHECK:         gpu.launch_func @kernels::@cube_line_hfuse
// CHECK-SAME:      args(%[[HX:.*]] : memref<4096xf32>, %{{.*}} : memref<4096xf32>, %{{.*}} : memref<4096xf32>)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cube(%x: memref<4096xf32>, %y: memref<4096xf32>) kernel {
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %bid = gpu.block_id x
      %t0 = arith.muli %tz, %c32 : index
      %t1 = arith.muli %ty, %c8 : index
      %t2 = arith.addi %t0, %t1 : index
      %t = arith.addi %t2, %tx : index
      %b = arith.muli %bid, %c64 : index
      %i = arith.addi %b, %t : index
      %v = memref.load %x[%i] : memref<4096xf32>
      memref.store %v, %y[%i] : memref<4096xf32>
      gpu.return
    }
    gpu.func @line(%x: memref<4096xf32>, %z: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<4096xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %z[%i] : memref<4096xf32>
      gpu.return
    }
  }
  func.func @three_d_block() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<4096xf32>
    %y = memref.alloc() : memref<4096xf32>
    %z = memref.alloc() : memref<4096xf32>
    gpu.launch_func @kernels::@cube blocks in (%c64, %c1, %c1) threads in (%c8, %c4, %c2)
        args(%x : memref<4096xf32>, %y : memref<4096xf32>) {kfusion.horizontal_group = 0 : i64}
    gpu.launch_func @kernels::@line blocks in (%c64, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<4096xf32>, %z : memref<4096xf32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}

// -----

// Three kernels in one group, with workgroup and private attributions; the
// middle one is launched twice more outside the group, so it stays. Partition
// sizes come from kfusion.partition where given (the first kernel's 1-D
// block of 64 grows to 128 threads) and the register bound from
// kfusion.max_registers. Launches between the group's launches that are not
// in the group are fine when they come before or after all of them.
// CHECK-LABEL: gpu.module @kernels
// CHECK:         gpu.func @first(
// CHECK-NOT:     gpu.func @third(
// CHECK:         gpu.func @first_second_third_hfuse
// CHECK-SAME:      workgroup(%{{.*}} : memref<64xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32xi32, #gpu.address_space<workgroup>>)
// CHECK-SAME:      private(%{{.*}} : memref<2xf32, #gpu.address_space<private>>)
// CHECK-SAME:      kernel attributes {known_block_size = array<i32: 256, 1, 1>, nvvm.maxnreg = 64 : i32}
// CHECK:         kfusion.horizontal partitions [128, 32, 96] block_dims [(128, 1, 1), (32, 1, 1), (96, 1, 1)] grid_dims [(16, 1, 1), (16, 1, 1), (16, 1, 1)] {
// CHECK:         }, {
// CHECK:         }, {
// CHECK:         }
// CHECK-LABEL: func.func @three_kernels
// CHECK:         gpu.launch_func @kernels::@first blocks
// CHECK:         gpu.launch_func @kernels::@first_second_third_hfuse
// CHECK-NOT:     gpu.launch_func @kernels::@second
// CHECK-NOT:     gpu.launch_func @kernels::@third
// CHECK:         gpu.launch_func @kernels::@first blocks
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @first(%a: memref<2048xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<2048xf32>
      %t = gpu.thread_id x
      memref.store %v, %s[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      gpu.return
    }
    gpu.func @second(%b: memref<512xi32>)
        workgroup(%s: memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.global_id x
      %v = memref.load %b[%i] : memref<512xi32>
      %t = gpu.thread_id x
      memref.store %v, %s[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @third(%c: memref<1536xf32>)
        private(%p: memref<2xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %v = memref.load %c[%i] : memref<1536xf32>
      memref.store %v, %p[%c0] : memref<2xf32, #gpu.address_space<private>>
      gpu.return
    }
  }
  func.func @three_kernels(%a: memref<2048xf32>, %b: memref<512xi32>, %c: memref<1536xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %a2 = memref.alloc() : memref<2048xf32>
    %b2 = memref.alloc() : memref<512xi32>
    %c2 = memref.alloc() : memref<1536xf32>
    gpu.launch_func @kernels::@first blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<2048xf32>)
    gpu.launch_func @kernels::@first blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a2 : memref<2048xf32>) {kfusion.horizontal_group = 5 : i64, kfusion.partition = 128 : i64}
    gpu.launch_func @kernels::@second blocks in (%c16, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%b2 : memref<512xi32>) {kfusion.horizontal_group = 5 : i64, kfusion.max_registers = 64 : i64}
    gpu.launch_func @kernels::@third blocks in (%c16, %c1, %c1) threads in (%c96, %c1, %c1)
        args(%c2 : memref<1536xf32>) {kfusion.horizontal_group = 5 : i64}
    gpu.launch_func @kernels::@first blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<2048xf32>)
    return
  }
}

// -----

// A kernel fused with itself on other buffers (two independent launches of
// one kernel): the body is cloned into both regions. Two groups in one
// function are fused independently.
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT:     gpu.func @axpy(
// CHECK:         gpu.func @axpy_axpy_hfuse
// CHECK:           kfusion.horizontal partitions [128, 128]
// CHECK:         gpu.func @copy_copy_hfuse
// CHECK:           kfusion.horizontal partitions [256, 256]
// CHECK-LABEL: func.func @self_fusion
// CHECK:         gpu.launch_func @kernels::@axpy_axpy_hfuse
// CHECK:         gpu.launch_func @kernels::@copy_copy_hfuse
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%x: memref<1024xf32>, %y: memref<1024xf32>, %alpha: f32) kernel {
      %i = gpu.global_id x
      %xv = memref.load %x[%i] : memref<1024xf32>
      %yv = memref.load %y[%i] : memref<1024xf32>
      %p = arith.mulf %alpha, %xv : f32
      %s = arith.addf %p, %yv : f32
      memref.store %s, %y[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<1024xf32>
      memref.store %v, %y[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @self_fusion(%alpha: f32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %x1 = memref.alloc() : memref<1024xf32>
    %y1 = memref.alloc() : memref<1024xf32>
    %x2 = memref.alloc() : memref<1024xf32>
    %y2 = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@axpy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x1 : memref<1024xf32>, %y1 : memref<1024xf32>, %alpha : f32) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@axpy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x2 : memref<1024xf32>, %y2 : memref<1024xf32>, %alpha : f32) {kfusion.horizontal_group = 1 : i64}
    %x3 = memref.alloc() : memref<1024xf32>
    %y3 = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%x1 : memref<1024xf32>, %x3 : memref<1024xf32>) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%x2 : memref<1024xf32>, %y3 : memref<1024xf32>) {kfusion.horizontal_group = 2 : i64}
    return
  }
}

// -----

// Host buffers that are function arguments are told apart only when marked
// llvm.noalias; a read-only buffer may be shared freely. Host ops without
// memory effects between the launches do not order them.
// CHECK-LABEL: func.func @noalias_arguments
// CHECK:         arith.addi
// CHECK:         gpu.launch_func @kernels::@produce_consume_hfuse
// CHECK-SAME:      args(%arg0 : memref<256xf32>, %arg1 : memref<256xf32>, %arg2 : memref<256xf32>)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @produce(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      memref.store %v, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @consume(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      %w = arith.negf %v : f32
      memref.store %w, %out[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @noalias_arguments(%in: memref<256xf32>, %a: memref<256xf32> {llvm.noalias},
                               %b: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@produce blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%in : memref<256xf32>, %a : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    %unused = arith.addi %c1, %c256 : index
    gpu.launch_func @kernels::@consume blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%in : memref<256xf32>, %b : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Device functions are inlined into the region of their kernel (an llvm.func
// too); a function still called from outside the group stays, and so do
// declarations (libdevice) and the calls to them.
// CHECK-LABEL: gpu.module @kernels
// CHECK:         func.func private @__nv_fabsf(f32) -> f32
// CHECK:         func.func @magnitude
// CHECK-NOT:     llvm.func @twice
// CHECK-LABEL:   gpu.func @other
// CHECK:           func.call @magnitude
// CHECK-LABEL:   gpu.func @absolute_double_hfuse
// CHECK:           kfusion.horizontal
// CHECK-NOT:         call @magnitude
// CHECK:             func.call @__nv_fabsf
// CHECK:             memref.store
// CHECK:             kfusion.yield
// CHECK-NEXT:      }, {
// CHECK-NOT:         llvm.call @twice
// CHECK:             llvm.fadd
// CHECK:             kfusion.yield
// CHECK-LABEL: func.func @device_functions
// CHECK:         gpu.launch_func @kernels::@absolute_double_hfuse
// CHECK:         gpu.launch_func @kernels::@other
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func private @__nv_fabsf(f32) -> f32
    func.func @magnitude(%buf: memref<256xf32>, %i: index) {
      %v = memref.load %buf[%i] : memref<256xf32>
      %a = func.call @__nv_fabsf(%v) : (f32) -> f32
      memref.store %a, %buf[%i] : memref<256xf32>
      return
    }
    llvm.func @twice(%x: f32) -> f32 {
      %y = llvm.fadd %x, %x : f32
      llvm.return %y : f32
    }
    gpu.func @absolute(%buf: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      func.call @magnitude(%buf, %i) : (memref<256xf32>, index) -> ()
      gpu.return
    }
    gpu.func @double(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      %w = llvm.call @twice(%v) : (f32) -> f32
      memref.store %w, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @other(%buf: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      func.call @magnitude(%buf, %i) : (memref<256xf32>, index) -> ()
      gpu.return
    }
  }
  func.func @device_functions(%a: memref<256xf32> {llvm.noalias},
                              %b: memref<256xf32> {llvm.noalias},
                              %c: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@absolute blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@double blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%b : memref<256xf32>, %c : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@other blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<256xf32>)
    return
  }
}

// -----

// A launch outside the group between its launches stays where it is when it
// is independent of the group launches before it: the first launch moves
// past it into the fused launch.
// CHECK-LABEL: func.func @independent_launch_between
// CHECK:         gpu.launch_func @kernels::@other
// CHECK:         gpu.launch_func @kernels::@first_second_hfuse
// CHECK-NOT:     gpu.launch_func
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @first(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      memref.store %v, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @other(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      %w = arith.negf %v : f32
      memref.store %w, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @second(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<256xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %out[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @independent_launch_between(%a: memref<256xf32> {llvm.noalias},
      %b: memref<256xf32> {llvm.noalias}, %c: memref<256xf32> {llvm.noalias},
      %d: memref<256xf32> {llvm.noalias}, %e: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@first blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<256xf32>, %b : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    // Reads %a too (both only read it) and writes %e, which the group does
    // not touch.
    gpu.launch_func @kernels::@other blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<256xf32>, %e : memref<256xf32>)
    gpu.launch_func @kernels::@second blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%c : memref<256xf32>, %d : memref<256xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
