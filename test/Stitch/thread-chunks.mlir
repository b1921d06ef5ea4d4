// Thread composition (elementwise ops only) gives each thread one vector of
// a row as far as a block reaches: T = 2^ceil(log2 W) threads per row, at
// most 1024, then more chunks per thread; 256 / T rows per block below 256.
// W = D / V: 4096 f32 columns in vectors of 4 are 1024 threads of one chunk,
// 8192 are 1024 threads of two chunks, 4096 f16 columns in vectors of 8 are
// 512 threads, 64 f32 columns are 16 threads and 16 rows per block (8 here:
// no more rows than the tensor has). The results:
// Integration/Sim/Stitch/thread-chunks.mlir.
//
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK-DAG: stitched kernel wide_k0_thread: ops [0:elementwise, 1:elementwise], thread composition (1024 threads per row, 1 rows per block, vector 4, 1 chunks), grid 2 x block 1024
// REMARK-DAG: stitched kernel wider_k0_thread: ops [0:elementwise, 1:elementwise], thread composition (1024 threads per row, 1 rows per block, vector 4, 2 chunks), grid 2 x block 1024
// REMARK-DAG: stitched kernel half_k0_thread: ops [0:elementwise, 1:elementwise], thread composition (512 threads per row, 1 rows per block, vector 8, 1 chunks), grid 2 x block 512
// REMARK-DAG: stitched kernel narrow_k0_thread: ops [0:elementwise, 1:elementwise], thread composition (16 threads per row, 8 rows per block, vector 4, 1 chunks), grid 1 x block 128
//
// RUN: FileCheck %s < %t.ilp.mlir
// 4096 f32 columns: one chunk; one 16-byte load of x and of the bias, one
// store.
// CHECK-LABEL: gpu.func @wide_k0_thread(
// CHECK-SAME: known_block_size = array<i32: 1024, 1, 1>
// CHECK-COUNT-2: vector.load {{.*}} vector<4xf32>
// CHECK-NOT: vector.load
// CHECK: vector.store {{.*}} vector<4xf32>
// CHECK-NOT: vector.store
// CHECK: gpu.return
// 8192 f32 columns: two chunks per thread.
// CHECK-LABEL: gpu.func @wider_k0_thread(
// CHECK-SAME: known_block_size = array<i32: 1024, 1, 1>
// CHECK-COUNT-4: vector.load {{.*}} vector<4xf32>
// CHECK-NOT: vector.load
// CHECK-COUNT-2: vector.store {{.*}} vector<4xf32>
// CHECK-NOT: vector.store
// CHECK: gpu.return
// 4096 f16 columns: vectors of 8, 512 threads.
// CHECK-LABEL: gpu.func @half_k0_thread(
// CHECK-SAME: known_block_size = array<i32: 512, 1, 1>
// CHECK-COUNT-2: vector.load {{.*}} vector<8xf16>
// CHECK: vector.store {{.*}} vector<8xf16>
// 64 f32 columns: 16 threads per row, 8 rows per block.
// CHECK-LABEL: gpu.func @narrow_k0_thread(
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// 2 x 4096 f32: one chunk of 1024 threads.
func.func @wide(%x: tensor<2x4096xf32>, %b: tensor<4096xf32>) -> tensor<2x4096xf32> {
  %e = tensor.empty() : tensor<2x4096xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<2x4096xf32>, tensor<4096xf32>) outs(%e : tensor<2x4096xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x4096xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<2x4096xf32>) outs(%e : tensor<2x4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.erf %a : f32
    linalg.yield %r : f32
  } -> tensor<2x4096xf32>
  return %y : tensor<2x4096xf32>
}

// 2 x 8192 f32: two chunks of 1024 threads.
func.func @wider(%x: tensor<2x8192xf32>, %b: tensor<8192xf32>) -> tensor<2x8192xf32> {
  %e = tensor.empty() : tensor<2x8192xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<2x8192xf32>, tensor<8192xf32>) outs(%e : tensor<2x8192xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.mulf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x8192xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<2x8192xf32>) outs(%e : tensor<2x8192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<2x8192xf32>
  return %y : tensor<2x8192xf32>
}

// 2 x 4096 f16: vectors of 8 halves.
func.func @half(%x: tensor<2x4096xf16>, %b: tensor<4096xf16>) -> tensor<2x4096xf16> {
  %e = tensor.empty() : tensor<2x4096xf16>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<2x4096xf16>, tensor<4096xf16>) outs(%e : tensor<2x4096xf16>) {
  ^bb0(%a: f16, %c: f16, %o: f16):
    %s = arith.addf %a, %c : f16
    linalg.yield %s : f16
  } -> tensor<2x4096xf16>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<2x4096xf16>) outs(%e : tensor<2x4096xf16>) {
  ^bb0(%a: f16, %o: f16):
    %w = arith.extf %a : f16 to f32
    %r = math.exp %w : f32
    %n = arith.truncf %r : f32 to f16
    linalg.yield %n : f16
  } -> tensor<2x4096xf16>
  return %y : tensor<2x4096xf16>
}

// 8 x 64 f32: several rows per block.
func.func @narrow(%x: tensor<8x64xf32>, %b: tensor<64xf32>) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<8x64xf32>, tensor<64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.subf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
