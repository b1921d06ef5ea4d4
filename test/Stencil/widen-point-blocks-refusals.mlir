// kfusion-widen-point-blocks: every launch it leaves as it was, one per
// function, with the remark saying why (widening it could change what the
// kernel computes, or its blocks could not hold the threads), and two it
// widens though its kernel holds the sizes along x (nothing reads them; the
// block's width read only to build the point). A width out of range:
// widen-point-blocks-invalid.mlir.
// RUN: kfusion-opt %s --kfusion-widen-point-blocks -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @k {
    // Indexes with block_id * 32 + thread_id: assumes its block width.
    gpu.func @assumes(%o: memref<64xf32>) kernel {
      %c32 = arith.constant 32 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %base = arith.muli %b, %c32 : index
      %x = arith.addi %base, %t : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<64xf32>
      gpu.return
    }
    // Shares values through shared memory: not a point kernel.
    gpu.func @shared(%o: memref<64xf32>) workgroup(%s : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %x = gpu.global_id x
      %t = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %s[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %v = memref.load %s[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %o[%x] : memref<64xf32>
      gpu.return
    }
    // A point kernel that states its block size.
    gpu.func @known(%o: memref<64xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %x = gpu.global_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<64xf32>
      gpu.return
    }
    // Bounds its points with the grid's size times 32: widening would
    // halve the bound.
    gpu.func @gridbound(%o: memref<64xf32>) kernel {
      %c32 = arith.constant 32 : index
      %x = gpu.global_id x
      %g = gpu.grid_dim x
      %n = arith.muli %g, %c32 : index
      %in = arith.cmpi slt, %x, %n : index
      scf.if %in {
        %one = arith.constant 1.0 : f32
        memref.store %one, %o[%x] : memref<64xf32>
      }
      gpu.return
    }
    // Stores the block's width: widening would change the value.
    gpu.func @blockdim(%o: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %b = gpu.block_dim x
      %i = arith.index_cast %b : index to i32
      %v = arith.sitofp %i : i32 to f32
      memref.store %v, %o[%x] : memref<64xf32>
      gpu.return
    }
    // The sizes along x as outlining materializes them, read by nothing:
    // not a refusal (the launch is widened, the one remark says so).
    gpu.func @unused_sizes(%o: memref<64xf32>) kernel {
      %g = gpu.grid_dim x
      %b = gpu.block_dim x
      %x = gpu.global_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<64xf32>
      gpu.return
    }
    // Its point as block_id * block_dim + thread_id (bench/stencil's hdiff
    // writes two of its four kernels so): the same points in any blocks,
    // not a refusal.
    gpu.func @block_base(%o: memref<64xf32>) kernel {
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %t = gpu.thread_id x
      %base = arith.muli %b, %n : index
      %x = arith.addi %base, %t : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<64xf32>
      gpu.return
    }
    gpu.func @block_base_128(%o: memref<128xf32>) kernel {
      %x = gpu.global_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<128xf32>
      gpu.return
    }
    gpu.func @point(%o: memref<96xf32>) kernel {
      %x = gpu.global_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %o[%x] : memref<96xf32>
      gpu.return
    }
  }
  func.func @assumes(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@assumes keeps its blocks: its kernel computes its point with a block of 32 threads along x}}
    gpu.launch_func @k::@assumes blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  func.func @shared(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+1 {{kfusion-widen-point-blocks: the launch of @k::@shared keeps its blocks: its kernel is not a point kernel: it {{.*}}}}
    gpu.launch_func @k::@shared blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  func.func @known(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@known keeps its blocks: its kernel states its block or grid size (known_block_size, known_grid_size)}}
    gpu.launch_func @k::@known blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  func.func @gridbound(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@gridbound keeps its blocks: its kernel reads its grid's size along x (gpu.grid_dim)}}
    gpu.launch_func @k::@gridbound blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  func.func @blockdim(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@blockdim keeps its blocks: its kernel reads its block's size along x (gpu.block_dim)}}
    gpu.launch_func @k::@blockdim blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  // 96 threads along x: not a multiple of 64 (a grid of 1.5 blocks).
  func.func @ragged(%o: memref<96xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@point keeps its blocks: its 96 threads along x are not a multiple of 64}}
    gpu.launch_func @k::@point blocks in (%c3, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<96xf32>)
    return
  }
  // 24 threads along x: 64 is not a multiple of them.
  func.func @narrow(%o: memref<96xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c24 = arith.constant 24 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@point keeps its blocks: 64 is not a multiple of its 24 threads along x}}
    gpu.launch_func @k::@point blocks in (%c4, %c1, %c1) threads in (%c24, %c1, %c1) args(%o : memref<96xf32>)
    return
  }
  // A grid known at run time only.
  func.func @dynamic(%o: memref<96xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@point keeps its blocks: its grid along x is not a positive constant}}
    gpu.launch_func @k::@point blocks in (%n, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<96xf32>)
    return
  }
  // 32x32 threads: 64x32 would be 2048.
  func.func @big(%o: memref<96xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@point keeps its blocks: a block would have 2048 threads, above 1024}}
    gpu.launch_func @k::@point blocks in (%c2, %c1, %c1) threads in (%c32, %c32, %c1) args(%o : memref<96xf32>)
    return
  }
  func.func @unused_sizes(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: @k::@unused_sizes in blocks of 64x1x1 (was 32x1x1), 1 along x (was 2)}}
    gpu.launch_func @k::@unused_sizes blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  func.func @block_base(%o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: @k::@block_base in blocks of 64x1x1 (was 32x1x1), 1 along x (was 2)}}
    gpu.launch_func @k::@block_base blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    return
  }
  // A point kernel that keeps its blocks keeps the launches beside it in the
  // same blocks and grid in theirs (stencil fusion fuses launches of one
  // shape: widened, hdiff's chain fused into three kernels, not one); in
  // a function of its own (@block_base above) the same launch is widened,
  // as is one in another grid.
  func.func @beside_refusal(%o: memref<64xf32>, %p: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@assumes keeps its blocks: its kernel computes its point with a block of 32 threads along x}}
    gpu.launch_func @k::@assumes blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@block_base keeps its blocks: the point kernel assumes, launched in the same blocks and grid here, keeps its own (its kernel computes its point with a block of 32 threads along x)}}
    gpu.launch_func @k::@block_base blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>)
    // expected-remark @+1 {{kfusion-widen-point-blocks: @k::@block_base_128 in blocks of 64x1x1 (was 32x1x1), 2 along x (was 4)}}
    gpu.launch_func @k::@block_base_128 blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1) args(%p : memref<128xf32>)
    return
  }
  // Dynamic shared memory asked for.
  func.func @dynamic_shared(%o: memref<96xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %bytes = arith.constant 128 : i32
    // expected-remark @+1 {{kfusion-widen-point-blocks: the launch of @k::@point keeps its blocks: it uses dynamic shared memory}}
    gpu.launch_func @k::@point blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) dynamic_shared_memory_size %bytes args(%o : memref<96xf32>)
    return
  }
}
