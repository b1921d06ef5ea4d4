// Kernel packing past a wave. @step: two independent row kernels, a block
// composition (x: 32 rows of 1024, 4 rows per block of 256) and a warp
// composition (y: 64 rows of 256, 8 rows per block of 256). With
// multiprocessors=1 a wave is 2048 threads, and each kernel takes one. By
// default packing has no size limit: one launch by block ranges (equal block
// sizes, as the block composition's barriers need); pack-waves=2 still packs
// them (4096 threads together), pack-waves=1 (under one wave together, the
// rule for small kernels that cannot fill the device) leaves two launches.
// The packed and unpacked programs' results:
// Integration/Sim/Stitch/packing-waves.mlir.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.packed.mlir 2>&1 | FileCheck %s --check-prefix=PACKED
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> pack-waves=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PACKED
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> pack-waves=1" -o %t.two.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> pack=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: grep -c "gpu.launch_func.*@step_stitched::" %t.two.mlir | FileCheck %s --check-prefix=LAUNCHES2
// RUN: grep -c "gpu.launch_func.*@step_stitched::" %t.packed.mlir | FileCheck %s --check-prefix=LAUNCHES1
// @step unpacked (pack-waves=1, pack=false): a kernel per group, each a launch.
// TWO-LABEL: remark: stitch plan (ilp) of @step:
// TWO: stitched kernel step_k0_block: {{.*}} block composition (64 threads per row, 4 rows per block, vector 4, 4 chunks), grid 8 x block 256
// TWO: stitched kernel step_k1_warp: {{.*}} warp composition (32 threads per row, 8 rows per block, vector 4, 2 chunks), grid 8 x block 256
// @step packed (by default, pack-waves=2): both groups in launch 0, by block ranges.
// PACKED-LABEL: remark: stitch plan (ilp) of @step:
// PACKED: stitch group 0 (plan=ilp): {{.*}} block composition, packed in launch 0
// PACKED: stitch group 1 (plan=ilp): {{.*}} warp composition, packed in launch 0
// PACKED: stitched kernel step_k0_packed_block_warp (packed, blocks 0..7): {{.*}} grid 8 x block 256
// PACKED: stitched kernel step_k0_packed_block_warp (packed, blocks 8..15): {{.*}} grid 8 x block 256
// The programs' launches of @step's kernels: two unpacked, one packed.
// LAUNCHES2: 2
// LAUNCHES1: 1
//
// @two_blocks: two block compositions, 64 and 128 threads per row (4 and 2
// rows per block of 256 by default: packed). With rows-per-block=1 their
// blocks are 64 and 128 threads, and a block composition's barriers need its
// whole block: the planner packs after applying the knob, so they stay two
// launches (kfusion-stitch would refuse the pack).
// By default: packed, at equal blocks of 256.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS-LABEL: remark: stitch plan (ilp) of @two_blocks:
// BLOCKS: stitched kernel two_blocks_k0_packed_block_block (packed, blocks 0..1): {{.*}} (64 threads per row, 4 rows per block, {{.*}} grid 2 x block 256
// BLOCKS: stitched kernel two_blocks_k0_packed_block_block (packed, blocks 2..5): {{.*}} (128 threads per row, 2 rows per block, {{.*}} grid 4 x block 256
// rows-per-block=1: blocks of 64 and 128 threads, two launches.
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> rows-per-block=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROWS1
// ROWS1-LABEL: remark: stitch plan (ilp) of @two_blocks:
// ROWS1: stitched kernel two_blocks_k0_block: {{.*}} (64 threads per row, 1 rows per block, {{.*}} grid 8 x block 64
// ROWS1: stitched kernel two_blocks_k1_block: {{.*}} (128 threads per row, 1 rows per block, {{.*}} grid 8 x block 128

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// A block and a warp composition of one wave each: packed by default.
func.func @step(%x: tensor<32x1024xf32>, %y: tensor<64x256xf32>) -> (tensor<32x1024xf32>, tensor<64x256xf32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  // x / sum(x) per row.
  %e0 = tensor.empty() : tensor<32xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x1024xf32>) outs(%f0 : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %e = math.exp %a : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %ex = tensor.empty() : tensor<32x1024xf32>
  %nx = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<32x1024xf32>, tensor<32xf32>) outs(%ex : tensor<32x1024xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %e = math.exp %a : f32
    %r = arith.divf %e, %t : f32
    linalg.yield %r : f32
  } -> tensor<32x1024xf32>
  // y - max(y) per row.
  %e1 = tensor.empty() : tensor<64xf32>
  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<64x256xf32>) outs(%f1 : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ey = tensor.empty() : tensor<64x256xf32>
  %ny = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %m : tensor<64x256xf32>, tensor<64xf32>) outs(%ey : tensor<64x256xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.subf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  return %nx, %ny : tensor<32x1024xf32>, tensor<64x256xf32>
}

// Two block compositions that pack only at equal block sizes.
func.func @two_blocks(%x: tensor<8x1024xf32>, %y: tensor<8x2048xf32>) -> (tensor<8x1024xf32>, tensor<8x2048xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x1024xf32>) outs(%f0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %ex = tensor.empty() : tensor<8x1024xf32>
  %nx = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x1024xf32>, tensor<8xf32>) outs(%ex : tensor<8x1024xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.subf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x1024xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<8x2048xf32>) outs(%f1 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %ey = tensor.empty() : tensor<8x2048xf32>
  %ny = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %q : tensor<8x2048xf32>, tensor<8xf32>) outs(%ey : tensor<8x2048xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.mulf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x2048xf32>
  return %nx, %ny : tensor<8x1024xf32>, tensor<8x2048xf32>
}
