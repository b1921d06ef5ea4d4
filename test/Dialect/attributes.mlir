// Valid uses of every discardable kfusion.* attribute, each where the
// verifier (lib/Dialect/KFusionDiscardableAttrs.cpp) accepts it, print and
// parse back unchanged. The refusals are in invalid-attributes.mlir.
// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s

// The device on the module.
// CHECK: module attributes {gpu.container_module, kfusion.device = #kfusion.device<h200>}
module attributes {gpu.container_module, kfusion.device = #kfusion.device<h200>} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<16xf32>) kernel {
      gpu.return
    }

    // A fused stencil kernel: its tile scale and aliased shared arrays.
    // CHECK-LABEL: gpu.func @scaled
    // CHECK-SAME:    kfusion.alias_shared_arrays, kfusion.tile_scale = array<i64: 1, 4, 1>
    gpu.func @scaled() kernel attributes {kfusion.alias_shared_arrays, kfusion.tile_scale = array<i64: 1, 4, 1>} {
      gpu.return
    }

    // A tensor map argument (stage-tma) naming the memref it describes.
    // CHECK-LABEL: gpu.func @mapped
    // CHECK-SAME:    {kfusion.tensor_map_of = 0 : index}
    gpu.func @mapped(%a: memref<64x64xf32>, %m: !nvgpu.tensormap.descriptor<tensor = memref<8x32xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none> {kfusion.tensor_map_of = 0 : index}) kernel {
      gpu.return
    }

    // Both L2 policies, on a scalar and a vector load of global memory.
    // CHECK-LABEL: gpu.func @l2_hints
    // CHECK:         memref.load {{.*}} {kfusion.l2_policy = "evict_last"}
    // CHECK:         vector.load {{.*}} {kfusion.l2_policy = "evict_first"}
    gpu.func @l2_hints(%m: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %s = memref.load %m[%i] {kfusion.l2_policy = "evict_last"} : memref<16xf32>
      %v = vector.load %m[%i] {kfusion.l2_policy = "evict_first"} : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }

  // A horizontal group with its partitions (whole warps up to a block),
  // register bound (up to 255) and registers per partition (setmaxnreg's
  // multiples of 8 in [24, 256]), the serial, staggered serial and
  // interleaved-blocks modes;
  // group ids are any integer, index included.
  // CHECK-LABEL: func.func @horizontal
  // CHECK:         {kfusion.horizontal_group = 0 : i64, kfusion.max_registers = 255 : i64, kfusion.partition = 32 : i64}
  // CHECK:         {kfusion.horizontal_group = 0 : i64, kfusion.partition = 1024 : i64}
  // CHECK:         {kfusion.horizontal_group = -3 : index}
  // CHECK:         {kfusion.horizontal_group = 1 : i64, kfusion.partition_registers = 24 : i64}
  // CHECK:         {kfusion.horizontal_group = 1 : i64, kfusion.partition_registers = 256 : i64}
  // CHECK:         {kfusion.horizontal_group = 2 : i64, kfusion.horizontal_serial}
  // CHECK:         {kfusion.horizontal_blocks, kfusion.horizontal_group = 3 : i64}
  // CHECK:         {kfusion.horizontal_group = 4 : i64, kfusion.horizontal_staggered}
  func.func @horizontal(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.max_registers = 255 : i64, kfusion.partition = 32 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.partition = 1024 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = -3 : index}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 1 : i64, kfusion.partition_registers = 24 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 1 : i64, kfusion.partition_registers = 256 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 2 : i64, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 3 : i64, kfusion.horizontal_blocks}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.horizontal_group = 4 : i64, kfusion.horizontal_staggered}
    return
  }

  // Launches not outlined yet carry the groups too.
  // CHECK-LABEL: func.func @not_outlined
  // CHECK:         gpu.launch
  // CHECK:         } {kfusion.horizontal_group = 1 : i64, kfusion.partition = 64 : i64}
  // CHECK:         gpu.launch
  // CHECK:         } {kfusion.stencil_group = 2 : i32}
  func.func @not_outlined() {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
      gpu.terminator
    } {kfusion.horizontal_group = 1 : i64, kfusion.partition = 64 : i64}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
      gpu.terminator
    } {kfusion.stencil_group = 2 : i32}
    return
  }

  // A stencil group on launches.
  // CHECK-LABEL: func.func @stencil
  // CHECK:         {kfusion.stencil_group = 0 : i64}
  func.func @stencil(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }

  // A synchronized pair: the producer's banded tile order, the consumer's
  // dependency, policy, tile order, wait-kernel switch and wait place.
  // CHECK-LABEL: func.func @sync
  // CHECK:         {kfusion.sync_pair = 0 : i64, kfusion.tile_order = array<i64: 1, 0, 2, 4>}
  // CHECK:         {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "row", kfusion.sync_wait_at = "first-use", kfusion.sync_wait_kernel = false, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>, kfusion.tile_order = array<i64: 0, 1, 2>}
  func.func @sync(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.sync_pair = 0 : i64, kfusion.tile_order = array<i64: 1, 0, 2, 4>}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "row", kfusion.sync_wait_at = "first-use", kfusion.sync_wait_kernel = false, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>, kfusion.tile_order = array<i64: 0, 1, 2>}
    return
  }

  // The other policies and wait places.
  // CHECK-LABEL: func.func @sync_policies
  // CHECK:         {kfusion.sync_policy = "tile", kfusion.sync_wait_at = "entry"}
  // CHECK:         {kfusion.sync_policy = "strided", kfusion.sync_wait_at = "in-loop"}
  // CHECK:         {kfusion.sync_policy = "conv2d", kfusion.sync_wait_kernel = true}
  func.func @sync_policies(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.sync_policy = "tile", kfusion.sync_wait_at = "entry"}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.sync_policy = "strided", kfusion.sync_wait_at = "in-loop"}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.sync_policy = "conv2d", kfusion.sync_wait_kernel = true}
    return
  }

  // A launch kfusion-stitch built records its kernel's composition: packed
  // parts joined by '_', a final kernel folding partials.
  // CHECK-LABEL: func.func @stitched
  // CHECK:         {kfusion.stitch_composition = "thread_warp"}
  // CHECK:         {kfusion.stitch_composition = "column_final"}
  func.func @stitched(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.stitch_composition = "thread_warp"}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.stitch_composition = "column_final"}
    return
  }
}

// -----

// A GEMM plan on a contraction (the ranges' ends), and the flavour on the
// launch kfusion-lower-gemm builds.
// CHECK-LABEL: func.func @gemm_plan
// CHECK:         kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 32, 1>, kfusion.gemm_stages = 16 : i64, kfusion.gemm_tile = array<i64: 16, 256, 64>
// CHECK:         kfusion.gemm_flavour = "mma", kfusion.gemm_groups = array<i64: 1, 32>, kfusion.gemm_stages = 2 : i64
// CHECK:         kfusion.gemm_load = "tma"
func.func @gemm_plan(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %x = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 32, 1>, kfusion.gemm_stages = 16 : i64, kfusion.gemm_tile = array<i64: 16, 256, 64>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.matmul {kfusion.gemm_flavour = "mma", kfusion.gemm_groups = array<i64: 1, 32>, kfusion.gemm_stages = 2 : i64}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z = linalg.matmul {kfusion.gemm_load = "tma"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x, %y : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// A stitch plan on a linalg op: group, composition, pack and schedule, at
// the ends of their ranges.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @stitch_plan
// CHECK:         kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 1 : i64, kfusion.stitch_rows = 1 : i64, kfusion.stitch_rows_per_thread = 16 : i64, kfusion.stitch_threads = 1024 : i64
// CHECK:         kfusion.stitch_group = 1 : i64, kfusion.stitch_rows = 4096 : i64, kfusion.stitch_rows_per_thread = 1 : i64, kfusion.stitch_threads = 1 : i64
func.func @stitch_plan(%x: tensor<4x64xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x64xf32>) {
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf32>) outs(%init : tensor<4xf32>) attrs = {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 1 : i64, kfusion.stitch_rows = 1 : i64, kfusion.stitch_rows_per_thread = 16 : i64, kfusion.stitch_threads = 1024 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x64xf32>) outs(%x : tensor<4x64xf32>) attrs = {kfusion.stitch_group = 1 : i64, kfusion.stitch_rows = 4096 : i64, kfusion.stitch_rows_per_thread = 1 : i64, kfusion.stitch_threads = 1 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x64xf32>
  return %s, %e : tensor<4xf32>, tensor<4x64xf32>
}
