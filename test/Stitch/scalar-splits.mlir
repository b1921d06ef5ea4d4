// Scalar reductions (every loop a reduction) over more than 4096 points are
// split over blocks: blocks of 256 threads (1024 past 128 K points), each
// thread folding about 4 points (block b's thread t: b T + t, + splits T,
// ...), at most 128 blocks, each storing one partial; a second kernel
// `<k>_final`, one warp, folds the partials in a fixed order (lane l:
// l, l + 32, ..., then shuffles) and the init. Up to 4096 points, one block.
// (The fills are constants the reductions absorb: no kernels.) The results:
// Integration/Sim/Stitch/scalar-splits.mlir.
//
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK-DAG: stitched kernel small_k0_scalar: ops [0:scalar reduction], scalar composition (one block, strided), grid 1 x block 1024
// REMARK-DAG: stitched kernel split_k0_scalar: ops [0:scalar reduction], scalar composition (8 blocks, strided, partials folded by split_k0_scalar_final), grid 8 x block 256
// REMARK-DAG: stitched kernel big_k0_scalar: ops [0:scalar reduction], scalar composition (64 blocks, strided, partials folded by big_k0_scalar_final), grid 64 x block 1024
// REMARK-DAG: stitched kernel loss_k0_scalar: ops [0:scalar reduction], scalar composition (16 blocks, strided, partials folded by loss_k0_scalar_final), grid 16 x block 256
//
// RUN: FileCheck %s < %t.ilp.mlir
// @split (8192 points) on the host: a partial per block, the scalar kernel,
// then its final kernel (one warp) on the same stream, before the consumer
// of the sum.
// CHECK-LABEL: func.func @split(
// CHECK: %[[P:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<8xf32>
// CHECK: %[[K:[0-9]+]] = gpu.launch_func async [%{{[a-zA-Z0-9_]+}}] @split_stitched::@split_k0_scalar blocks in (%c8, %{{[a-zA-Z0-9_]+}}, %{{[a-zA-Z0-9_]+}}) threads in (%c256, %{{[a-zA-Z0-9_]+}}, %{{[a-zA-Z0-9_]+}})
// CHECK-SAME: %[[P]] : memref<8xf32>) {kfusion.stitch_composition = "scalar"}
// CHECK: gpu.launch_func async [%[[K]]] @split_stitched::@split_k0_scalar_final blocks in (%{{[a-zA-Z0-9_]+}}, %{{[a-zA-Z0-9_]+}}, %{{[a-zA-Z0-9_]+}}) threads in (%c32, %{{[a-zA-Z0-9_]+}}, %{{[a-zA-Z0-9_]+}})
// CHECK-SAME: {kfusion.stitch_composition = "scalar_final"}
// CHECK: gpu.dealloc async [%{{.*}}] %[[P]]
// Each block folds its points in a loop, then one partial per block.
// CHECK-LABEL: gpu.func @split_k0_scalar(
// CHECK-SAME: %[[PA:[^:]*]]: memref<8xf32>) workgroup(
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// CHECK: %[[B:.*]] = gpu.block_id x
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8192 step %c2048 iter_args(
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[PA]][%[[B]]] : memref<8xf32>
// The final: one warp, no shared memory, folding the 8 partials.
// CHECK-LABEL: gpu.func @split_k0_scalar_final(
// CHECK-SAME: %[[PF:[^:]*]]: memref<8xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>}
// CHECK-NOT: workgroup
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8 step %c32 iter_args(
// CHECK: memref.load %[[PF]]
// CHECK-COUNT-5: gpu.shuffle xor
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return

#all2 = affine_map<(d0, d1) -> (d0, d1)>
#none2 = affine_map<(d0, d1) -> ()>
#id1 = affine_map<(d0) -> (d0)>
#none1 = affine_map<(d0) -> ()>
#s0 = affine_map<() -> ()>

// 16 x 64 = 1024 points: one block.
func.func @small(%x: tensor<16x64xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#all2, #none2], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<16x64xf32>) outs(%i : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// 64 x 128 = 8192 points, a sum of squares: 8 blocks of 256.
func.func @split(%x: tensor<64x128xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#all2, #none2], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%i : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %q = arith.mulf %a, %a : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// 512 x 512 = 262144 points, a max of exp (init -inf): 64 blocks of 1024.
func.func @big(%x: tensor<512x512xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %m = linalg.generic {indexing_maps = [#all2, #none2], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<512x512xf32>) outs(%i : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = math.exp %a : f32
    %r = arith.maximumf %t, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %m : tensor<f32>
}

// A loss as logreg computes it: -mean(y log p + (1 - y) log(1 - p)) over
// 16384 points (16 blocks of 256), then a rank-0 op on the sum.
func.func @loss(%p: tensor<16384xf32>, %y: tensor<16384xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id1, #id1, #none1], iterator_types = ["reduction"]}
      ins(%p, %y : tensor<16384xf32>, tensor<16384xf32>) outs(%i : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %pc = arith.constant 0.25 : f32
    %pp = arith.mulf %a, %a : f32
    %q = arith.addf %pp, %pc : f32
    %l = math.log %q : f32
    %t = arith.mulf %b, %l : f32
    %u = arith.subf %one, %b : f32
    %w = arith.subf %one, %q : f32
    %aw = math.absf %w : f32
    %l2 = math.log %aw : f32
    %v = arith.mulf %u, %l2 : f32
    %x = arith.addf %t, %v : f32
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %loss = linalg.generic {indexing_maps = [#s0, #s0], iterator_types = []}
      ins(%s : tensor<f32>) outs(%e2 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant -6.103515625e-05 : f32
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}
