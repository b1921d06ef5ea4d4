// ../../../../Horizontal/horizontal-fusion-calls.mlir with a bug planted in
// the thread-id branch of the device function @clip_value: it scales the
// thread id by 0.5, not 0.25.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // The thread that mirrors this one in its block.
    func.func @mirror_index() -> index {
      %c1 = arith.constant 1 : index
      %c0_mirror = arith.constant 0 : index
      %lane = gpu.thread_id x
      %bdim = gpu.block_dim x
      %last = arith.subi %bdim, %c1 : index
      %r = arith.subi %last, %lane : index
      return %r : index
    }
    // The value of the mirrored thread of the block, through `tile`.
    func.func @reverse_in_tile(%tile: memref<128xf32, #gpu.address_space<workgroup>>,
                               %x: f32) -> f32 {
      %tid = gpu.thread_id x
      memref.store %x, %tile[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = func.call @mirror_index() : () -> index
      %y = memref.load %tile[%r] : memref<128xf32, #gpu.address_space<workgroup>>
      return %y : f32
    }
    // b[i] = 2 * a[block_base + 127 - tid] + 1
    gpu.func @mirror(%a: memref<1024xf32>, %b: memref<1024xf32>)
        workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<1024xf32>
      %y = func.call @reverse_in_tile(%tile, %x)
          : (memref<128xf32, #gpu.address_space<workgroup>>, f32) -> f32
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %z = arith.mulf %y, %two : f32
      %w = arith.addf %z, %one : f32
      memref.store %w, %b[%i] : memref<1024xf32>
      gpu.return
    }

    // max(x, 0) + thread id / 4, by branches.
    func.func @clip_value(%x: f32) -> f32 {
      %zero = arith.constant 0.0 : f32
      %neg = arith.cmpf olt, %x, %zero : f32
      cf.cond_br %neg, ^clipped, ^kept
    ^clipped:
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %f = arith.sitofp %t : i32 to f32
      %quarter = arith.constant 0.5 : f32
      %q = arith.mulf %f, %quarter : f32
      return %q : f32
    ^kept:
      return %x : f32
    }
    // d[i] = clip_value(c[i])
    gpu.func @clip(%c: memref<2048xf32>, %d: memref<2048xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %c[%i] : memref<2048xf32>
      %y = func.call @clip_value(%x) : (f32) -> f32
      memref.store %y, %d[%i] : memref<2048xf32>
      gpu.return
    }
  }
  func.func @pair(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                  %c: memref<2048xf32> {llvm.noalias}, %d: memref<2048xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@mirror blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@clip blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%c : memref<2048xf32>, %d : memref<2048xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
