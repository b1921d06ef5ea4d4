// The convolution pair of conv-pair.mlir with a hand-written Conv2DTileSync
// plan whose declared dependency (covering the accesses) has windows along
// both producer dimensions: not a convolution's, which kfusion-plan-sync
// refuses (conv2d-sync.mlir).
module attributes {gpu.container_module} {
  func.func @step(%X: memref<32x8xf32> {llvm.noalias}, %W1: memref<8x16xf32> {llvm.noalias}, %H: memref<42x16xf32> {llvm.noalias}, %W2: memref<144x16xf32> {llvm.noalias}, %Y: memref<32x16xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@conv1 blocks in (%c2, %c4, %c1) threads in (%c8, %c8, %c1) args(%X : memref<32x8xf32>, %W1 : memref<8x16xf32>, %H : memref<42x16xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@conv2 blocks in (%c2, %c4, %c1) threads in (%c8, %c8, %c1) args(%H : memref<42x16xf32>, %W2 : memref<144x16xf32>, %Y : memref<32x16xf32>) {kfusion.sync_policy = "conv2d", kfusion.sync_wait_at = "in-loop", kfusion.sync_wait_kernel = true, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0 - 1, d1 + s1 - 1, 0), bounds = [3, 3]>}
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    gpu.func @conv1(%x: memref<32x8xf32>, %w: memref<8x16xf32>, %h: memref<42x16xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c8 = arith.constant 8 : index
      %r0 = arith.muli %by, %c8 : index
      %m = arith.addi %r0, %ty : index
      %k0 = arith.muli %bx, %c8 : index
      %k = arith.addi %k0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %c = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %x[%m, %c] : memref<32x8xf32>
        %b = memref.load %w[%c, %k] : memref<8x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %row = arith.addi %m, %c5 : index
      memref.store %sum, %h[%row, %k] : memref<42x16xf32>
      gpu.return
    }
    gpu.func @conv2(%h: memref<42x16xf32>, %w: memref<144x16xf32>, %y: memref<32x16xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %m = arith.addi %r0, %ty : index
      %k0 = arith.muli %bx, %c8 : index
      %k = arith.addi %k0, %tx : index
      // The pixel (p, q) of row m (masks only, never an index).
      %q = arith.remui %m, %c4 : index
      %mp = arith.divui %m, %c4 : index
      %p = arith.remui %mp, %c4 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %ct = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
        %c0base = arith.muli %ct, %c8 : index
        %accr = scf.for %r = %c0 to %c3 step %c1 iter_args(%ar = %acc) -> (f32) {
          %accs = scf.for %s = %c0 to %c3 step %c1 iter_args(%as = %ar) -> (f32) {
            // In the image: 0 <= p + r - 1 < 4 and 0 <= q + s - 1 < 4.
            %pr = arith.addi %p, %r : index
            %qs = arith.addi %q, %s : index
            %p1 = arith.cmpi uge, %pr, %c1 : index
            %p2 = arith.cmpi ule, %pr, %c4 : index
            %q1 = arith.cmpi uge, %qs, %c1 : index
            %q2 = arith.cmpi ule, %qs, %c4 : index
            %v1 = arith.andi %p1, %p2 : i1
            %v2 = arith.andi %q1, %q2 : i1
            %valid = arith.andi %v1, %v2 : i1
            %part = scf.if %valid -> (f32) {
              // Row m + (r - 1) * 4 + (s - 1) + 5 = m + 4 r + s.
              %r4 = arith.muli %r, %c4 : index
              %mr = arith.addi %m, %r4 : index
              %row = arith.addi %mr, %s : index
              %rs3 = arith.muli %r, %c3 : index
              %rs = arith.addi %rs3, %s : index
              %wr0 = arith.muli %rs, %c16 : index
              %wr1 = arith.addi %wr0, %c0base : index
              %dot = scf.for %c = %c0 to %c8 step %c1 iter_args(%ad = %zero) -> (f32) {
                %ch = arith.addi %c0base, %c : index
                %a = memref.load %h[%row, %ch] : memref<42x16xf32>
                %wr = arith.addi %wr1, %c : index
                %b = memref.load %w[%wr, %k] : memref<144x16xf32>
                %pr2 = arith.mulf %a, %b : f32
                %sd = arith.addf %ad, %pr2 : f32
                scf.yield %sd : f32
              }
              scf.yield %dot : f32
            } else {
              scf.yield %zero : f32
            }
            %ns = arith.addf %as, %part : f32
            scf.yield %ns : f32
          }
          scf.yield %accs : f32
        }
        scf.yield %accr : f32
      }
      %relu = arith.maximumf %sum, %zero : f32
      memref.store %relu, %y[%m, %k] : memref<32x16xf32>
      gpu.return
    }
  }
}
