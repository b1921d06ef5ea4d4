// kfusion-linalg-to-points: a bufferized function's elementwise ops become
// point kernels (one output point per thread: x the innermost dimension in
// blocks of 64 where the function's widest extent of that rank along x has
// 64 points, else 32, y the next in blocks of 8, a third along z a block per
// point; rank 1 in blocks of 256), their
// slices folded into the indices of the base buffers, so that the kernels
// are in the point form kfusion-plan-stencil reads; temporaries gpu.alloc,
// the result written straight into its out-parameter (llvm.noalias).
// REQUIRES: upstream-mlir-opt
// RUN: kfusion-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params="modify-public-functions add-result-attr" --canonicalize --kfusion-linalg-to-points | FileCheck %s

#id2 = affine_map<(i, j) -> (i, j)>
#id1 = affine_map<(i) -> (i)>

// Two shifted slices of one input summed: B[i, j] = A[i, j + 1] + A[i + 2, j].
// CHECK-LABEL: func.func @shifted(
// CHECK-SAME: %[[A:.*]]: memref<34x34xf32>, %[[OUT:.*]]: memref<32x32xf32> {llvm.noalias})
// CHECK-NOT: memref.subview
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c32{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: %[[X:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[Y:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: scf.if
// CHECK: %[[X1:.*]] = arith.addi %[[X]], %c1
// CHECK: memref.load %[[A]][%[[Y]], %[[X1]]] : memref<34x34xf32>
// CHECK: %[[Y2:.*]] = arith.addi %[[Y]], %c2
// CHECK: memref.load %[[A]][%[[Y2]], %[[X]]] : memref<34x34xf32>
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[Y]], %[[X]]] : memref<32x32xf32>
// CHECK-NOT: memref.copy
// CHECK: return
func.func @shifted(%a: tensor<34x34xf32>) -> tensor<32x32xf32> {
  %e = tensor.extract_slice %a[0, 1] [32, 32] [1, 1] : tensor<34x34xf32> to tensor<32x32xf32>
  %s = tensor.extract_slice %a[2, 0] [32, 32] [1, 1] : tensor<34x34xf32> to tensor<32x32xf32>
  %init = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<32x32xf32>, tensor<32x32xf32>) outs(%init : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.addf %x, %y : f32
    linalg.yield %t : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

// Wide enough for blocks of 64 x 8 (the width stencil fusion's tiles take
// from the blocks: docs/stencil.md "Wider blocks"): the narrower second
// kernel, a valid-mode sweep 62 points wide, shares the first's grid and
// blocks (2 x 2 blocks of 64 x 8 over 64 x 16), guarded past its extent.
// CHECK-LABEL: func.func @wide(
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c64{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c64
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c64{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c62
func.func @wide(%a: tensor<16x64xf32>) -> tensor<16x62xf32> {
  %init = tensor.empty() : tensor<16x64xf32>
  %d = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<16x64xf32>) outs(%init : tensor<16x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.addf %x, %x : f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  %l = tensor.extract_slice %d[0, 0] [16, 62] [1, 1] : tensor<16x64xf32> to tensor<16x62xf32>
  %r = tensor.extract_slice %d[0, 2] [16, 62] [1, 1] : tensor<16x64xf32> to tensor<16x62xf32>
  %init2 = tensor.empty() : tensor<16x62xf32>
  %s = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%l, %r : tensor<16x62xf32>, tensor<16x62xf32>) outs(%init2 : tensor<16x62xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.subf %x, %y : f32
    linalg.yield %t : f32
  } -> tensor<16x62xf32>
  return %s : tensor<16x62xf32>
}

// A 1-D chain through a temporary: a fill, then a shifted read of it and of
// the input, broadcast scalar (an input indexed by a constant) included;
// the temporary freed at the end.
// CHECK-LABEL: func.func @chain_1d(
// CHECK: %[[T:.*]] = gpu.alloc () : memref<300xf32>
// CHECK: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<300xf32>
// CHECK: gpu.launch
// CHECK: memref.load %[[T]][%{{.*}}] : memref<300xf32>
// CHECK: memref.load %{{.*}}[%c0{{.*}}] : memref<1xf32>
// CHECK: gpu.dealloc %[[T]] : memref<300xf32>
// CHECK-NEXT: return
// CHECK-NOT: memref.alloc
func.func @chain_1d(%a: tensor<300xf32>, %k: tensor<1xf32>) -> tensor<299xf32> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<300xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<300xf32>) -> tensor<300xf32>
  %a1 = tensor.extract_slice %a[1] [299] [1] : tensor<300xf32> to tensor<299xf32>
  %f0 = tensor.extract_slice %f[0] [299] [1] : tensor<300xf32> to tensor<299xf32>
  %init = tensor.empty() : tensor<299xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, affine_map<(i) -> (0)>, #id1], iterator_types = ["parallel"]}
      ins(%a1, %f0, %k : tensor<299xf32>, tensor<299xf32>, tensor<1xf32>) outs(%init : tensor<299xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32, %o: f32):
    %t = arith.mulf %x, %y : f32
    %u = arith.mulf %t, %s : f32
    linalg.yield %u : f32
  } -> tensor<299xf32>
  return %r : tensor<299xf32>
}

// A slice of the input returned as it is: the copy into the out-parameter is
// a point kernel too, reading the input at the slice's offset.
// CHECK-LABEL: func.func @window(
// CHECK-SAME: %[[A:.*]]: memref<16x40xf32>, %[[OUT:.*]]: memref<8x32xf32> {llvm.noalias})
// CHECK: gpu.launch
// CHECK: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<16x40xf32>
// CHECK: memref.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}] : memref<8x32xf32>
// CHECK-NOT: memref.copy
func.func @window(%a: tensor<16x40xf32>) -> tensor<8x32xf32> {
  %s = tensor.extract_slice %a[4, 3] [8, 32] [1, 1] : tensor<16x40xf32> to tensor<8x32xf32>
  return %s : tensor<8x32xf32>
}

// Three dimensions: a batch of images shifted along y; the batch along z
// (blocks of one point there).
// CHECK-LABEL: func.func @batch(
// CHECK-SAME: %[[A:.*]]: memref<3x18x32xf32>, %[[OUT:.*]]: memref<3x16x32xf32> {llvm.noalias})
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c3{{.*}}) threads({{.*}}) in ({{.*}} = %c32{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: memref.load %[[A]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<3x18x32xf32>
// CHECK: memref.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<3x16x32xf32>
func.func @batch(%a: tensor<3x18x32xf32>) -> tensor<3x16x32xf32> {
  %n = tensor.extract_slice %a[0, 0, 0] [3, 16, 32] [1, 1, 1] : tensor<3x18x32xf32> to tensor<3x16x32xf32>
  %s = tensor.extract_slice %a[0, 2, 0] [3, 16, 32] [1, 1, 1] : tensor<3x18x32xf32> to tensor<3x16x32xf32>
  %init = tensor.empty() : tensor<3x16x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%n, %s : tensor<3x16x32xf32>, tensor<3x16x32xf32>) outs(%init : tensor<3x16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.subf %y, %x : f32
    linalg.yield %t : f32
  } -> tensor<3x16x32xf32>
  return %r : tensor<3x16x32xf32>
}

// Kernels of one rank share the function's largest grid (each guarded past
// its own extent): a valid-mode chain's extents shrink, 33 columns then 31
// (2 and 1 blocks of 32), and stencil fusion fuses launches of one grid.
// CHECK-LABEL: func.func @shared_grid(
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c33
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c31
func.func @shared_grid(%a: tensor<10x35xf32>) -> tensor<10x31xf32> {
  %s1 = tensor.extract_slice %a[0, 1] [10, 33] [1, 1] : tensor<10x35xf32> to tensor<10x33xf32>
  %e1 = tensor.empty() : tensor<10x33xf32>
  %b = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%s1 : tensor<10x33xf32>) outs(%e1 : tensor<10x33xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.negf %x : f32
    linalg.yield %t : f32
  } -> tensor<10x33xf32>
  %s2 = tensor.extract_slice %b[0, 2] [10, 31] [1, 1] : tensor<10x33xf32> to tensor<10x31xf32>
  %e2 = tensor.empty() : tensor<10x31xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%s2 : tensor<10x31xf32>) outs(%e2 : tensor<10x31xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.negf %x : f32
    linalg.yield %t : f32
  } -> tensor<10x31xf32>
  return %c : tensor<10x31xf32>
}
